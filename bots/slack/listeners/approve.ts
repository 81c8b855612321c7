// Approve: one tap, one decision; the channel then shows the outcome on every card of the run.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromClick, tapOfAction } from '../tap.ts';
import type { Listener } from './listener.ts';

export const approve: Listener = (app, { gateway, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('approve'), async ({ ack, body, action }) => {
    await ack();
    const tap = tapOfAction(body)!;
    // Refusals, conflicts and "not saved" are thrown to the app's one error handler, which answers the tapper.
    const result = await gateway.decide({ runId: action.value!, action: 'approve', ...fromClick(body) });
    await replies.decided(tap, result.outcome);
  });
};
