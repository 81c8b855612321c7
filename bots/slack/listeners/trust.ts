// Trust ladder in Slack: the owner answers the auto-approval offer with one click; the message then says the outcome.
import type { BlockAction, ButtonAction } from '@slack/bolt';
import { fromClick, tapOfAction } from '../tap.ts';
import { escapeMrkdwn } from '../text.ts';
import type { Listener } from './listener.ts';

/** action_id `trust_accept` / `trust_decline`; the button's value is the goal. */
export const TRUST_ACTIONS = { accept: 'trust_accept', decline: 'trust_decline' } as const;

export const trust: Listener = (app, { gateway, replies }) => {
  app.action<BlockAction<ButtonAction>>(/^trust_(accept|decline)$/, async ({ ack, body, action, respond }) => {
    await ack();
    const tap = tapOfAction(body)!;
    // Refusals and conflicts go to the app's one error handler, which answers the clicker.
    const change = await gateway.decideTrust({
      goal: action.value!,
      action: action.action_id === TRUST_ACTIONS.accept ? 'accept' : 'decline',
      ...fromClick(body),
    });
    const goal = `*${escapeMrkdwn(change.goal)}*`;
    await replies.afterSaved(tap, () =>
      respond({
        replace_original: true,
        text:
          change.to === 'auto'
            ? `🤝 ✅ Auto-approval is on for ${goal} (by <@${body.user.id}>).`
            : `🤝 Approval stays manual for ${goal}.`,
      }),
    );
  });
};
