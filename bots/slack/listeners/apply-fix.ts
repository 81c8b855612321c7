// Apply that fix: the gateway makes the owner's earlier replacement in this draft and stores it as an edit.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { ACTIONS, actionMatcher } from '../blocks.ts';
import { fromClick, tapOfAction } from '../tap.ts';
import type { Listener } from './listener.ts';

export const applyFix: Listener = (app, { gateway, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('applyFix'), async ({ ack, body, action }) => {
    await ack();
    const tap = tapOfAction(body)!;
    const feedbackId = action.action_id.slice(`${ACTIONS.applyFix}:${action.value}:`.length);
    const result = await gateway.applyFix({ runId: action.value!, feedbackId, ...fromClick(body) });
    await replies.decided(tap, result.outcome);
  });
};
