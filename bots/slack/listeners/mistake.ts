// "Same mistake as one of these?": asked under the card after an edit or rejection is stored, answered with one click.
import type { BlockAction, ButtonAction, webApi } from '@slack/bolt';
import { type DecisionResult, GatewayError } from '../../../gateway/index.ts';
import { actionMatcher, type Card, mistakeAnsweredCard, mistakeQuestionCard, readMistakeAction } from '../blocks.ts';
import type { SlackDeps } from '../replies.ts';
import { type Tap, tapOfAction } from '../tap.ts';
import { escapeMrkdwn } from '../text.ts';
import type { Listener } from './listener.ts';

/**
 * Asks once the decision is confirmed: a thread reply under the card, else a message where cards go. Answering is
 * never required and the decision is stored regardless, so a failure here is only logged.
 */
export async function askMistake(
  { gateway, config, logger }: SlackDeps,
  client: webApi.WebClient,
  tap: Tap,
  result: DecisionResult,
): Promise<void> {
  if (result.outcome !== 'stored') return;
  try {
    const question = await gateway.mistakeQuestion(result.run.decision.id);
    // Nothing of the goal to compare with: "a new one" is the only answer, so there is nothing to ask.
    if (!question.choices.length) return;
    const s = tap.surface;
    const where = s.kind === 'message' ? { channel: s.channel, thread_ts: s.ts } : { channel: config.slack!.channel };
    await postQuestion(client, where, mistakeQuestionCard(question, config.timezone));
  } catch (err) {
    logger.warn('slack mistake question not asked', { err, run_id: result.run.id });
  }
}

/** A question as a message of its own (never unfurled), so a click can turn it into its answer. */
export async function postQuestion(
  client: webApi.WebClient,
  where: { channel: string; thread_ts?: string },
  card: Card,
): Promise<void> {
  await client.chat.postMessage({ ...where, ...card, unfurl_links: false, unfurl_media: false });
}

export const mistake: Listener = (app, { gateway, config, logger, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('mistake'), async ({ ack, body, action, client }) => {
    await ack();
    const tap = tapOfAction(body)!;
    try {
      const read = readMistakeAction(action.action_id);
      if (!read) throw new GatewayError('bad_request', 'This button is not one taploop made.');
      // The gateway checks the clicker's role; a refusal is told to them alone below.
      const answered = await gateway.answerMistake({ ...read, source: 'slack', actor: body.user.id });
      const s = tap.surface;
      if (s.kind === 'message')
        await replies.afterSaved(tap, () =>
          client.chat.update({ channel: s.channel, ts: s.ts, ...mistakeAnsweredCard(answered, config.timezone) }),
        );
    } catch (err) {
      // Answered here, not by the app's error handler: its "already decided" path would redraw this as the run's card.
      if (!(err instanceof GatewayError)) throw err;
      logger.info('slack mistake answer not stored', { code: err.code, user: body.user.id });
      await replies.tell(tap, escapeMrkdwn(err.message));
    }
  });
};
