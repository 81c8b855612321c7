// Reject: the button opens a modal offering the owner's most frequent past reasons, or their own words.
import type { BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromModal, tapOfAction, tapOfModal, whereOf } from '../tap.ts';
import { MODALS, readMeta, rejectModal } from '../views.ts';
import { mayDecide, pendingRun } from './guard.ts';
import type { Listener } from './listener.ts';
import { askMistake } from './mistake.ts';
import { decideInModal } from './modal.ts';

const REASON_CHOICES = 4;

export const reject: Listener = (app, deps) => {
  const { gateway, logger, replies } = deps;
  app.action<BlockAction<ButtonAction>>(actionMatcher('reject'), async ({ ack, body, action, client }) => {
    await ack();
    await mayDecide(gateway, body.user.id, action.value!, 'reject');
    const run = await pendingRun(gateway, action.value!);
    const reasons = await gateway.topReasons(run.goal, REASON_CHOICES);
    await client.views.open({
      trigger_id: body.trigger_id,
      view: rejectModal(run, reasons, whereOf(tapOfAction(body)!)),
    });
  });

  app.view<ViewSubmitAction>(MODALS.reject, async ({ ack, view, body, client }) => {
    const meta = readMeta(view.private_metadata);
    const values = view.state.values;
    // Their own words win over a ticked choice; the choice's value indexes the reasons the modal was opened with.
    const typed = values['other']?.['text']?.value?.trim();
    const picked = values['choice']?.['reason']?.selected_option?.value;
    const reason = typed || (picked !== undefined ? meta.reasons?.[Number(picked)] : undefined) || null;
    const tap = tapOfModal(meta, body.user.id, 'run');
    await decideInModal({
      ack,
      blockId: 'other',
      tap,
      replies,
      logger,
      decide: () => gateway.decide({ runId: meta.id, action: 'reject', reason, ...fromModal(view, body.user.id) }),
      afterwards: (result) => askMistake(deps, client, tap, result),
    });
  });
};
