// Webhook publisher: POSTs the publication as JSON, signed with HMAC-SHA256, the run id as idempotency key.
import { createHmac } from 'node:crypto';
import { PUBLISH_TIMEOUT_MS, PublishError, type Publisher } from './publisher.ts';

/** `sha256=<hex>` over `<timestamp>.<body>`: the receiver recomputes it with the shared secret. */
export function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function createWebhookPublisher(opts: { url: string; secret: string }): Publisher {
  return {
    type: 'webhook',
    async publish(req) {
      const body = JSON.stringify({
        publication_id: req.publicationId,
        run_id: req.runId,
        goal: req.goal,
        target: req.target,
        text: req.text,
        attempt: req.attempt,
      });
      const timestamp = String(Math.floor(Date.now() / 1000));
      let res: Response;
      try {
        res = await fetch(opts.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': req.idempotencyKey,
            'x-taploop-timestamp': timestamp,
            'x-taploop-signature': signWebhook(opts.secret, timestamp, body),
          },
          body,
          signal: AbortSignal.timeout(PUBLISH_TIMEOUT_MS),
        });
      } catch (err) {
        throw new PublishError(`webhook unreachable: ${(err as Error).message}`);
      }
      if (!res.ok) throw new PublishError(`webhook answered ${res.status}`, res.status);
      const answer = (await res.json().catch(() => null)) as { id?: unknown } | null;
      return { externalId: typeof answer?.id === 'string' ? answer.id : null };
    },
  };
}
