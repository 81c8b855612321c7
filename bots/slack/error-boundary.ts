// The app's one error handler: a listener throws, and the tapper is answered here (refused, already decided, not saved).
import type { BlockAction, CodedError } from '@slack/bolt';
import { GatewayError, isRefusal, type Logger } from '../../gateway/index.ts';
import type { Replies } from './replies.ts';
import { tapOfAction } from './tap.ts';

/** Bolt wraps errors without a `code` (and several failing listeners) in its own; the gateway's error is inside. */
function unwrap(error: CodedError): unknown {
  return error.original ?? error.originals?.[0] ?? error;
}

export function errorBoundary(logger: Logger, replies: Replies) {
  // Bolt's ExtendedErrorHandlerArgs is not exported; these two fields are all this handler reads.
  return async ({ error, body }: { error: CodedError; body: unknown }): Promise<void> => {
    const err = unwrap(error);
    try {
      const b = body as Record<string, unknown>;
      if (b['type'] === 'block_actions') {
        const tap = tapOfAction(body as BlockAction);
        if (tap) return await replies.failure(err, tap);
      }
      if (typeof b['command'] === 'string' && typeof b['response_url'] === 'string') {
        if (!(err instanceof GatewayError)) logger.error('slack command failed', { err, command: b['command'] });
        const text =
          err instanceof GatewayError ? err.message : 'Something went wrong on the taploop server (it is in the log).';
        await fetch(b['response_url'], {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ response_type: 'ephemeral', text }),
        });
        return;
      }
      // A refusal worded for people (not the owner, no such run) is an answer, not a failure.
      if (isRefusal(err)) logger.info('slack interaction refused', { reason: err.message, type: b['type'] });
      else logger.error('slack listener failed', { err, type: b['type'] });
    } catch (answerErr) {
      // Never rethrow: the request was acknowledged, and a throw here would only become a 500 to Slack.
      logger.error('slack could not answer a failed tap', { err: answerErr, original: err });
    }
  };
}
