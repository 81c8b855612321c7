// Undo: takes an approval back while its publication is queued; the channel then gives every card its buttons back.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromClick } from '../tap.ts';
import type { Listener } from './listener.ts';

export const undo: Listener = (app, { gateway }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('undo'), async ({ ack, body, action }) => {
    await ack();
    // Refusals ("only the owner") and "too late" go to the app's one error handler, which answers the clicker.
    await gateway.undo({ runId: action.value!, ...fromClick(body) });
  });
};
