// The callback dispatcher: the outbox of agent callbacks (callback_deliveries), one lane per receiver URL, with retries.
import { markDelivered } from '../../db/queries/outbox.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { callbackSecret, createCallbackPublisher } from './callbacks.ts';
import { withTimeout } from './lanes.ts';
import { createOutbox, type OutboxTuning } from './outbox.ts';
import type { Publisher } from './publishers/publisher.ts';

export interface CallbackDispatcherOptions extends OutboxTuning {
  /** Delivers one callback; default: POST signed with the config's callback secret. */
  publisher?: Publisher;
}

export type CallbackDispatcher = ReturnType<typeof createCallbackDispatcher>;

export function createCallbackDispatcher(
  deps: Pick<GatewayDeps, 'db' | 'config' | 'logger'>,
  opts: CallbackDispatcherOptions = {},
) {
  const log = deps.logger.child({ component: 'callbacks' });
  const publisher =
    opts.publisher ??
    createCallbackPublisher({
      secret: deps.config.callbackSecret ?? (() => callbackSecret(deps.db)),
      policy: { allow: deps.config.outboundAllow },
      log: (detail, req) =>
        log.info('callback not delivered', { callback_id: req.publicationId, run_id: req.runId, detail }),
    });

  return createOutbox(
    deps.db,
    {
      table: 'callbacks',
      leaseSeconds: 120,
      pass: 'due at start',
      // One lane per receiver: ten callbacks to a slow agent never hold another agent's.
      laneOf: (c) => c.url,
      async deliver(c) {
        const request = {
          publicationId: c.id,
          runId: c.run_id,
          goal: c.goal,
          target: c.url,
          text: c.payload,
          idempotencyKey: `${c.run_id}:${c.event}`,
          attempt: c.attempts,
          sender: c.sender,
        };
        await withTimeout(publisher.publish(request), deps.config.outbox.callTimeoutMs, 'callback');
        await markDelivered(deps.db, 'callbacks', c);
        log.info('callback delivered', { callback_id: c.id, run_id: c.run_id, event: c.event, attempt: c.attempts });
      },
      failed(c, error, last) {
        log[last ? 'error' : 'warn'](last ? 'callback failed for good' : 'callback attempt failed; will retry', {
          callback_id: c.id,
          attempt: c.attempts,
          error,
        });
      },
      laneFailed: (err) => log.error('callback lane failed', { err }),
    },
    opts,
  );
}
