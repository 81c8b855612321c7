// A decision made from a modal: its answer goes back into the modal when it comes within Slack's 3 s, else onto the card.
import type { AckFn, ViewResponseAction } from '@slack/bolt';
import { ConflictError, GatewayError, type Logger } from '../../../gateway/index.ts';
import type { Replies } from '../replies.ts';
import type { Tap } from '../tap.ts';

/** Slack closes the door at 3 s; past this budget the modal is closed and the outcome is shown on the card instead. */
export const MODAL_BUDGET_MS = 2000;

type Decided = { outcome: 'stored' | 'duplicate' };

export interface ModalDecision<R extends Decided> {
  ack: AckFn<ViewResponseAction>;
  /** The input block an error is shown under, so the owner's text stays in the modal to submit again. */
  blockId: string;
  tap: Tap;
  replies: Replies;
  logger: Logger;
  decide: () => Promise<R>;
  /** Runs once the decision is confirmed (the modal closed, the card answered), so it never holds either; it must not throw. */
  afterwards?: (result: R) => Promise<void>;
}

type Settled<R> = { ok: R } | { err: unknown };

export async function decideInModal<R extends Decided>({
  ack,
  blockId,
  tap,
  replies,
  logger,
  decide,
  afterwards,
}: ModalDecision<R>): Promise<void> {
  const work: Promise<Settled<R>> = decide().then(
    (ok) => ({ ok }),
    (err: unknown) => ({ err }),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((ok) => (timer = setTimeout(() => ok(null), MODAL_BUDGET_MS)));
  const first = await Promise.race([work, late]);
  clearTimeout(timer);

  if (first === null) {
    await ack();
    logger.warn('slack modal decision slower than the ack budget; answering on the card', {
      budget_ms: MODAL_BUDGET_MS,
    });
    void work
      .then((w) =>
        'ok' in w ? replies.decided(tap, w.ok.outcome).then(() => afterwards?.(w.ok)) : replies.failure(w.err, tap),
      )
      .catch((err: unknown) => logger.error('slack late answer failed', { err }));
    return;
  }
  if ('ok' in first) {
    await ack();
    await replies.decided(tap, first.ok.outcome);
    await afterwards?.(first.ok);
    return;
  }
  const { err } = first;
  if (err instanceof GatewayError) {
    await ack({ response_action: 'errors', errors: { [blockId]: err.message } });
    if (err.code === 'conflict') await replies.refresh(tap, err instanceof ConflictError ? err.current : undefined);
    return;
  }
  logger.error('slack modal decision failed', { err });
  await ack({
    response_action: 'errors',
    errors: {
      [blockId]:
        'Something went wrong on the taploop server (it is in the log). If the card still shows its buttons, nothing was saved: submit again.',
    },
  });
}
