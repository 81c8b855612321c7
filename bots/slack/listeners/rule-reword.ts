// Reword a candidate rule: a modal with the rule's text; saved, the rule is active in the owner's words.
import type { BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromModal, tapOfAction, tapOfModal, whereOf } from '../tap.ts';
import { MODALS, readMeta, rewordModal } from '../views.ts';
import { candidateRule, mayDecideRule } from './guard.ts';
import type { Listener } from './listener.ts';
import { decideInModal } from './modal.ts';

export const ruleReword: Listener = (app, { gateway, logger, replies }) => {
  app.action<BlockAction<ButtonAction>>(actionMatcher('rewordRule'), async ({ ack, body, action, client }) => {
    await ack();
    await mayDecideRule(gateway, body.user.id, action.value!, 'reword');
    const rule = await candidateRule(gateway, action.value!);
    await client.views.open({ trigger_id: body.trigger_id, view: rewordModal(rule, whereOf(tapOfAction(body)!)) });
  });

  app.view<ViewSubmitAction>(MODALS.reword, async ({ ack, view, body }) => {
    const meta = readMeta(view.private_metadata);
    const text = view.state.values['rule']?.['text']?.value ?? '';
    await decideInModal({
      ack,
      blockId: 'rule',
      tap: tapOfModal(meta, body.user.id, 'rule'),
      replies,
      logger,
      decide: () => gateway.decideRule({ ruleId: meta.id, action: 'reword', text, ...fromModal(view, body.user.id) }),
    });
  });
};
