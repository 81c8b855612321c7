// Confirm a candidate rule: the owner's yes makes it active (nothing becomes a rule without it).
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromClick, tapOfAction } from '../tap.ts';
import type { Listener } from './listener.ts';

export const ruleConfirm: Listener = (app, { gateway, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('confirmRule'), async ({ ack, body, action }) => {
    await ack();
    const result = await gateway.decideRule({ ruleId: action.value!, action: 'confirm', ...fromClick(body) });
    await replies.decided(tapOfAction(body)!, result.outcome);
  });
};
