// Decision callbacks: an agent's callback_url hears of the decision, the publication and expiry, through the outbox.
import { createHmac, randomBytes } from 'node:crypto';
import type { Queryable } from '../../db/client.ts';
import { insertCallback } from '../../db/queries/callbacks.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { PublicationSlot } from '../kernel/model.ts';
import { deliverSigned, type OutboundPolicy } from './outbound.ts';
import { PublishError, type Publisher, type PublishRequest } from './publishers/publisher.ts';

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
  extra: {
    reason?: string | null;
    edit_kind?: CallbackPayload['edit_kind'];
    publication?: PublicationSlot | CallbackPayload['publication'];
  } = {},
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
      ? {
          status: extra.publication.status,
          scheduled_for: extra.publication.scheduled_for,
          published_at: (extra.publication as { published_at?: Date | null }).published_at ?? null,
        }
      : null,
    at: new Date(),
  };
  await insertCallback(tx, { id: newId('cb'), run_id: run.id, goal: run.goal, url: run.callback_url, event, payload });
}

/**
 * The key an agent's callbacks are signed with: HMAC-SHA256 of `agent:<name>` under the shared key, in hex. Each
 * agent's receiver holds its own, so it cannot sign another agent's `run.decided`; the shared key (which derives them
 * all) stays with the owner and signs the runs no agent token sent.
 */
export function agentCallbackKey(sharedKey: string, agent: string): string {
  return createHmac('sha256', sharedKey).update(`agent:${agent}`).digest('hex');
}

/**
 * POSTs the payload as it was queued, through the outbound policy (public http(s) only, no redirects, a timeout).
 * The idempotency key is run id + event, so a receiver can drop the retries of a delivery it already took. Always
 * signed (`sha256=` HMAC of `<timestamp>.<body>`): with the sending agent's own key (agentCallbackKey), or for a run
 * no agent token sent, with the shared key (CALLBACK_SECRET, else the key generated once per database).
 */
export function createCallbackPublisher(opts: {
  secret: string | (() => Promise<string>);
  policy: OutboundPolicy;
  /** Why a delivery failed, for the owner's log (agents see only "not delivered"). */
  log?: (detail: string, req: PublishRequest) => void;
}): Publisher {
  return {
    type: 'callback',
    async publish(req) {
      if (!req.target) throw new PublishError('callback without a URL', undefined, true);
      const event = (JSON.parse(req.text) as { event?: string }).event ?? 'run.decided';
      const shared = typeof opts.secret === 'string' ? opts.secret : await opts.secret();
      const secret = req.sender ? agentCallbackKey(shared, req.sender) : shared;
      await deliverSigned('callback', req.target, {
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `${req.runId}:${event}`,
          'x-taploop-event': event,
        },
        body: req.text,
        secret,
        policy: opts.policy,
        log: (detail) => opts.log?.(detail, req),
      });
      return { externalId: null };
    },
  };
}

/**
 * The callback signing key when CALLBACK_SECRET is not set: generated once and stored in the database, so every
 * gateway process on one Postgres signs alike and a backup carries it. The owner reads it with
 * `GET /v1/settings/callback-secret` to give the receivers.
 */
export async function callbackSecret(db: Queryable): Promise<string> {
  const fresh = randomBytes(32).toString('hex');
  await db.query(`insert into settings (key, value) values ('callback_secret', $1) on conflict (key) do nothing`, [
    fresh,
  ]);
  const [row] = await db.query<{ value: string }>(`select value from settings where key = 'callback_secret'`);
  return row!.value;
}

/**
 * The key the callbacks of `agent` are signed with (null: the shared key, for runs no agent token sent), and where the
 * shared key comes from; an agent AGENT_TOKENS does not name has no key.
 */
export async function callbackKey(
  { config, db }: Pick<GatewayDeps, 'config' | 'db'>,
  agent: string | null,
): Promise<{ key: string; source: 'CALLBACK_SECRET' | 'generated' }> {
  if (agent !== null && !config.agentTokens.some((a) => a.name === agent))
    throw new GatewayError('not_found', `No agent "${agent.slice(0, 64)}" in AGENT_TOKENS: name one that is there.`);
  const source = config.callbackSecret ? 'CALLBACK_SECRET' : 'generated';
  const shared = config.callbackSecret ?? (await callbackSecret(db));
  return { key: agent ? agentCallbackKey(shared, agent) : shared, source };
}
