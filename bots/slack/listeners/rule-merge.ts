// "Same mistake as that rule": the candidate closes and its corrections count for the rule its card names.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromClick, tapOfAction } from '../tap.ts';
import type { Listener } from './listener.ts';

export const ruleMerge: Listener = (app, { gateway, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('mergeRule'), async ({ ack, body, action }) => {
    await ack();
    const result = await gateway.decideRule({ ruleId: action.value!, action: 'merge', ...fromClick(body) });
    await replies.decided(tapOfAction(body)!, result.outcome);
  });
};
