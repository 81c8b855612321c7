// Webhook publisher: POSTs the publication as JSON, signed with HMAC-SHA256, the run id as idempotency key,
// through the outbound policy (public http(s) only unless OUTBOUND_ALLOW says otherwise, no redirects, a timeout).
import { deliverSigned, type OutboundPolicy, signBody } from '../outbound.ts';
import type { Publisher } from './publisher.ts';

/** `sha256=<hex>` over `<timestamp>.<body>`: the receiver recomputes it with the shared secret. */
export const signWebhook = signBody;

export function createWebhookPublisher(opts: {
  url: string;
  secret: string;
  policy?: OutboundPolicy;
  log?: (detail: string) => void;
}): Publisher {
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
      const res = await deliverSigned('webhook', opts.url, {
        headers: { 'content-type': 'application/json', 'idempotency-key': req.idempotencyKey },
        body,
        secret: opts.secret,
        policy: opts.policy ?? { allow: [] },
        ...(opts.log && { log: opts.log }),
      });
      const answer = safeJson(res.body) as { id?: unknown } | null;
      return { externalId: typeof answer?.id === 'string' ? answer.id : null };
    },
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
