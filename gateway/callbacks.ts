// Decision callbacks: an agent's callback_url hears of the decision, the publication and expiry, through the outbox.
import type { Queryable } from '../db/client.ts';
import { insertCallback } from '../db/queries/publications.ts';
import type { Run } from '../db/queries/runs.ts';
import type { PublicationSlot } from './decisions.ts';
import { newId } from './ids.ts';
import { PUBLISH_TIMEOUT_MS, PublishError, type Publisher } from './publish/publishers/publisher.ts';
import { signWebhook } from './publish/publishers/webhook.ts';

export type CallbackEvent = 'run.decided' | 'run.published' | 'run.expired';

export interface CallbackPayload {
  event: CallbackEvent;
  run_id: string;
  goal: string;
  status: Run['status'];
  final_text: string | null;
  reason: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  publication: { status: string; scheduled_for: Date; published_at?: Date | null } | null;
  at: Date;
}

/** Queued in the same transaction as the change it reports: no decision without its callback. */
export async function enqueueCallback(
  tx: Queryable,
  run: Run,
  event: CallbackEvent,
  extra: { reason?: string | null; edit_kind?: CallbackPayload['edit_kind']; publication?: PublicationSlot | CallbackPayload['publication'] } = {},
): Promise<void> {
  if (!run.callback_url) return;
  const payload: CallbackPayload = {
    event,
    run_id: run.id,
    goal: run.goal,
    status: run.status,
    final_text: run.final_text,
    reason: extra.reason ?? null,
    edit_kind: extra.edit_kind ?? null,
    publication: extra.publication
      ? { status: extra.publication.status, scheduled_for: extra.publication.scheduled_for, published_at: (extra.publication as { published_at?: Date | null }).published_at ?? null }
      : null,
    at: new Date(),
  };
  await insertCallback(tx, { id: newId('cb'), run_id: run.id, goal: run.goal, url: run.callback_url, event, payload });
}

/**
 * POSTs the payload as it was queued. The idempotency key is run id + event, so a receiver can drop the
 * retries of a delivery it already took; the signature is the webhook publisher's (`sha256=` HMAC of
 * `<timestamp>.<body>`), keyed with CALLBACK_SECRET or the API token.
 */
export function createCallbackPublisher(secret: string | null): Publisher {
  return {
    type: 'callback',
    async publish(req) {
      if (!req.target) throw new PublishError('callback without a URL');
      const event = (JSON.parse(req.text) as { event?: string }).event ?? 'run.decided';
      const timestamp = String(Math.floor(Date.now() / 1000));
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'idempotency-key': `${req.runId}:${event}`,
        'x-taploop-event': event,
        'x-taploop-timestamp': timestamp,
      };
      if (secret) headers['x-taploop-signature'] = signWebhook(secret, timestamp, req.text);
      let res: Response;
      try {
        res = await fetch(req.target, { method: 'POST', headers, body: req.text, signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS) });
      } catch (err) {
        throw new PublishError(`callback unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new PublishError(`callback answered ${res.status}`, res.status);
      return { externalId: null };
    },
  };
}
