// Edit: the button opens a modal prefilled with the draft; its submission is the edit decision.
import type { BlockAction, ButtonAction, ViewSubmitAction } from '@slack/bolt';
import { actionMatcher } from '../blocks.ts';
import { fromModal, tapOfAction, tapOfModal, whereOf } from '../tap.ts';
import { editModal, MODALS, readMeta } from '../views.ts';
import { mayDecide, pendingRun } from './guard.ts';
import type { Listener } from './listener.ts';
import { askMistake } from './mistake.ts';
import { decideInModal } from './modal.ts';

export const edit: Listener = (app, deps) => {
  const { gateway, logger, replies } = deps;
  app.action<BlockAction<ButtonAction>>(actionMatcher('edit'), async ({ ack, body, action, client }) => {
    // The trigger id lives 3 s: ack, read the draft, open the modal, nothing else in between.
    await ack();
    await mayDecide(gateway, body.user.id, action.value!, 'edit');
    const run = await pendingRun(gateway, action.value!);
    await client.views.open({ trigger_id: body.trigger_id, view: editModal(run, whereOf(tapOfAction(body)!)) });
  });

  app.view<ViewSubmitAction>(MODALS.edit, async ({ ack, view, body, client }) => {
    const meta = readMeta(view.private_metadata);
    const text = view.state.values['draft']?.['text']?.value ?? '';
    const tap = tapOfModal(meta, body.user.id, 'run');
    await decideInModal({
      ack,
      blockId: 'draft',
      tap,
      replies,
      logger,
      decide: () => gateway.decide({ runId: meta.id, action: 'edit', text, ...fromModal(view, body.user.id) }),
      afterwards: (result) => askMistake(deps, client, tap, result),
    });
  });
};
