// Reject a candidate rule, with an optional reason; the nightly job will not propose it again from the same evidence.
import type { BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromModal, tapOfAction, tapOfModal, whereOf } from '../tap.ts';
import { MODALS, readMeta, ruleRejectModal } from '../views.ts';
import { candidateRule, mayDecideRule } from './guard.ts';
import type { Listener } from './listener.ts';
import { decideInModal } from './modal.ts';

export const ruleReject: Listener = (app, { gateway, logger, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('rejectRule'), async ({ ack, body, action, client }) => {
    await ack();
    await mayDecideRule(gateway, body.user.id, action.value!, 'reject');
    const rule = await candidateRule(gateway, action.value!);
    await client.views.open({ trigger_id: body.trigger_id, view: ruleRejectModal(rule, whereOf(tapOfAction(body)!)) });
  });

  app.view<ViewSubmitAction>(MODALS.rejectRule, async ({ ack, view, body }) => {
    const meta = readMeta(view.private_metadata);
    const reason = view.state.values['reason']?.['text']?.value?.trim() || null;
    await decideInModal({
      ack,
      blockId: 'reason',
      tap: tapOfModal(meta, body.user.id, 'rule'),
      replies,
      logger,
      decide: () => gateway.decideRule({ ruleId: meta.id, action: 'reject', reason, ...fromModal(view, body.user.id) }),
    });
  });
};
