// runs: one agent draft and its outcome.
import { jsonOrNull, type Queryable } from '../client.ts';
import type { CallbackDelivery } from './callbacks.ts';
import type { RunCardDelivery } from './channel-deliveries.ts';

/** A run waits (pending) until it is decided or expires; the gateway's schemas validate against this list. */
export const RUN_STATUSES = ['pending', 'approved', 'edited', 'rejected', 'expired'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface Run {
  id: string;
  goal: string;
  agent: string | null;
  /**
   * Name of the agent token that sent it (AGENT_TOKENS); null when the owner or a local caller sent it.
   * Always in a row read from the database; optional so hand-built runs (card tests) need not name it.
   */
  sender?: string | null;
  task: string | null;
  draft: string;
  final_text: string | null;
  status: RunStatus;
  target: string | null;
  metadata: Record<string, unknown>;
  context_id: string | null;
  /** The rules and past corrections the agent was shown (from its context_id), when it sent one. */
  context_rule_ids: string[] | null;
  context_feedback_ids: string[] | null;
  callback_url: string | null;
  expires_at: Date | null;
  reminded_at: Date | null;
  decided_at: Date | null;
  decided_by: string | null;
  decided_via: string | null;
  created_at: Date;
}

export interface NewRun {
  id: string;
  goal: string;
  agent: string | null;
  task: string | null;
  draft: string;
  target: string | null;
  metadata: Record<string, unknown>;
  context_id: string | null;
  callback_url: string | null;
  expires_at: Date | null;
  context_rule_ids: string[] | null;
  context_feedback_ids: string[] | null;
  sender?: string | null;
  /** The submitter's idempotency key and a hash of what it submitted with it (POST /v1/runs). */
  idempotency_key?: string | null;
  request_hash?: string | null;
}

export async function insertRun(db: Queryable, run: NewRun): Promise<Run> {
  const [row] = await db.query<Run>(
    `insert into runs (id, goal, agent, task, draft, target, metadata, context_id, callback_url, expires_at, context_rule_ids, context_feedback_ids, sender,
       idempotency_key, request_hash)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8, $9, $10, $11::text::jsonb, $12::text::jsonb, $13, $14, $15) returning *`,
    [
      run.id,
      run.goal,
      run.agent,
      run.task,
      run.draft,
      run.target,
      JSON.stringify(run.metadata),
      run.context_id,
      run.callback_url,
      run.expires_at,
      jsonOrNull(run.context_rule_ids),
      jsonOrNull(run.context_feedback_ids),
      run.sender ?? null,
      run.idempotency_key ?? null,
      run.request_hash ?? null,
    ],
  );
  return row!;
}

/** The run this sender (an agent token's name; null: the owner) submitted with this key, with its body's hash. */
export async function findRunByIdempotencyKey(
  db: Queryable,
  sender: string | null,
  key: string,
): Promise<(Run & { request_hash: string | null }) | null> {
  // The same expression as the unique index (migration 014), so the index answers it.
  const rows = await db.query<Run & { request_hash: string | null }>(
    `select * from runs where coalesce(sender, '') = coalesce($1::text, '') and idempotency_key = $2`,
    [sender, key],
  );
  return rows[0] ?? null;
}

export async function findRun(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<Run | null> {
  const rows = await db.query<Run>(`select * from runs where id = $1${opts.forUpdate ? ' for update' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function listRuns(
  db: Queryable,
  filter: { status?: RunStatus; goal?: string; sender?: string; limit: number },
): Promise<Run[]> {
  return db.query<Run>(
    `select * from runs
     where ($1::text is null or status = $1) and ($2::text is null or goal = $2) and ($4::text is null or sender = $4)
     order by created_at desc, id limit $3`,
    [filter.status ?? null, filter.goal ?? null, filter.limit, filter.sender ?? null],
  );
}

export async function markDecided(
  db: Queryable,
  id: string,
  d: { status: RunStatus; finalText: string | null; actor: string | null; via: string },
): Promise<Run> {
  const [row] = await db.query<Run>(
    `update runs set status = $2, final_text = $3, decided_by = $4, decided_via = $5, decided_at = now()
     where id = $1 returning *`,
    [id, d.status, d.finalText, d.actor, d.via],
  );
  return row!;
}

export async function countPending(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from runs where status = 'pending'`);
  return row!.n;
}

/** A run with its standing decision (d_*) and its publication (p_*, with its position that local day): one row. */
export interface RunViewRow extends Run {
  d_id: string | null;
  d_rating: -1 | 0 | 1 | null;
  d_correction: string | null;
  d_reason: string | null;
  d_edit_kind: 'cosmetic' | 'substantive' | null;
  d_source: string | null;
  d_actor: string | null;
  d_created_at: Date | null;
  p_id: string | null;
  p_status: 'queued' | 'published' | 'failed' | 'cancelled' | null;
  p_scheduled_for: Date | null;
  p_day_position: number | null;
  /** With `deliveries`: the run's callback deliveries (oldest first) and card deliveries (in outbox order), as JSON. */
  x_callbacks?: Jsonified<CallbackDelivery>[];
  x_card_deliveries?: Jsonified<RunCardDelivery>[];
}

/** A row as it comes out of jsonb: timestamps as strings. */
type Jsonified<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

/** The deliveries of the run, aggregated in the same statement (same columns and order as listCallbacks and listChannelDeliveriesOfRun). */
const DELIVERIES = `,
  (select coalesce(jsonb_agg(jsonb_build_object('event', c.event, 'status', c.status, 'attempts', c.attempts,
            'last_error', c.last_error, 'delivered_at', c.delivered_at, 'created_at', c.created_at) order by c.created_at, c.id), '[]'::jsonb)
   from callback_deliveries c where c.run_id = r.id) as x_callbacks,
  (select coalesce(jsonb_agg(jsonb_build_object('channel', d.channel, 'event', d.event, 'status', d.status, 'attempts', d.attempts,
            'last_error', d.last_error, 'delivered_at', d.delivered_at, 'created_at', d.created_at) order by d.seq), '[]'::jsonb)
   from channel_deliveries d where d.run_id = r.id) as x_card_deliveries`;

/**
 * The run-view select: `$zones` is a JSON object of goal → IANA zone and `$zone` the default, so a publication's
 * position counts that goal's queued and published slots since the start of its local day, up to its own.
 */
const RUN_VIEW = (zones: string, zone: string, deliveries = false) => `
  select r.*, f.id as d_id, f.rating as d_rating, f.correction as d_correction, f.reason as d_reason,
         f.edit_kind as d_edit_kind, f.source as d_source, f.actor as d_actor, f.created_at as d_created_at,
         p.id as p_id, p.status as p_status, p.scheduled_for as p_scheduled_for, p.day_position as p_day_position${deliveries ? DELIVERIES : ''}
  from runs r
  left join lateral (
    select * from feedback where run_id = r.id and undone_at is null order by created_at desc limit 1
  ) f on r.status <> 'pending'
  left join lateral (
    select pub.id, pub.status, pub.scheduled_for,
           (select count(*)::int from publications q
            where q.goal = pub.goal and q.kind = 'publish' and q.status in ('queued', 'published')
              and coalesce(q.published_at, q.scheduled_for) <= coalesce(pub.published_at, pub.scheduled_for)
              and coalesce(q.published_at, q.scheduled_for) >= (date_trunc('day', coalesce(pub.published_at, pub.scheduled_for)
                    at time zone coalesce((${zones}::text)::jsonb ->> pub.goal, ${zone}::text)) at time zone coalesce((${zones}::text)::jsonb ->> pub.goal, ${zone}::text))
           ) as day_position
    from publications pub where pub.run_id = r.id and pub.kind = 'publish' and pub.status <> 'cancelled'
      and (select p2.id from publications p2 where p2.run_id = r.id and p2.kind = 'publish' order by p2.created_at desc limit 1) = pub.id
  ) p on r.status in ('approved', 'edited')`;

export interface Zones {
  /** goal → IANA zone, for goals with their own zone. */
  byGoal: Record<string, string>;
  fallback: string;
}

/** One run with its decision and publication slot (and, with `deliveries`, its callback and card deliveries), in one query. */
export async function findRunView(
  db: Queryable,
  id: string,
  zones: Zones,
  opts: { deliveries?: boolean } = {},
): Promise<RunViewRow | null> {
  const rows = await db.query<RunViewRow>(`${RUN_VIEW('$2', '$3', opts.deliveries)} where r.id = $1`, [
    id,
    JSON.stringify(zones.byGoal),
    zones.fallback,
  ]);
  return rows[0] ?? null;
}

/** Decided runs with their decision and slot, newest decision first: one query for the inbox. */
export async function listRecentRunViews(db: Queryable, limit: number, zones: Zones): Promise<RunViewRow[]> {
  return db.query<RunViewRow>(
    `${RUN_VIEW('$2', '$3')} where r.status <> 'pending' order by coalesce(r.decided_at, r.created_at) desc, r.id limit $1`,
    [limit, JSON.stringify(zones.byGoal), zones.fallback],
  );
}

export async function markPendingAgain(db: Queryable, id: string): Promise<Run> {
  const [row] = await db.query<Run>(
    `update runs set status = 'pending', final_text = null, decided_by = null, decided_via = null, decided_at = null
     where id = $1 returning *`,
    [id],
  );
  return row!;
}

/** Pending runs past their expiry become expired (no feedback row: nobody decided). */
export async function expireDue(db: Queryable, limit: number): Promise<Run[]> {
  return db.query<Run>(
    `update runs set status = 'expired', decided_at = now(), decided_via = 'expiry'
     where id in (select id from runs where status = 'pending' and expires_at <= now() order by expires_at limit $1 for update skip locked)
     returning *`,
    [limit],
  );
}

/** Pending runs older than the reminder delay that were not reminded yet; marked so each is reminded once. */
export async function markReminders(db: Queryable, afterMinutes: number, limit: number): Promise<Run[]> {
  return db.query<Run>(
    `update runs set reminded_at = now()
     where id in (
       select id from runs where status = 'pending' and reminded_at is null and created_at <= now() - make_interval(mins => $1)
       order by created_at limit $2 for update skip locked)
     returning *`,
    [afterMinutes, limit],
  );
}

export async function countExpiredByDay(
  db: Queryable,
  timezone: string,
  since: Date,
): Promise<{ day: string; expired: number }[]> {
  return db.query(
    `select to_char(decided_at at time zone $1, 'YYYY-MM-DD') as day, count(*)::int as expired
     from runs where status = 'expired' and decided_at >= $2 group by 1 order by 1`,
    [timezone, since],
  );
}
