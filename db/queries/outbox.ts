// The outboxes' one claim, lease and retry SQL. Publications, agent callbacks, channel cards and notifications differ
// only in the fragments of their definition below: a fixed list, so no table, column or condition ever comes from a
// caller.
import type { Queryable } from '../client.ts';
import type { CallbackRow } from './callbacks.ts';
import type { ChannelDelivery } from './channel-deliveries.ts';
import { NOT_HELD } from './hold.ts';
import type { NotificationRow } from './notifications.ts';
import type { Publication } from './publications.ts';

/** What a claim of each outbox answers. */
interface Rows {
  publications: Publication;
  callbacks: CallbackRow;
  cards: ChannelDelivery;
  notifications: NotificationRow;
}

export type OutboxName = keyof Rows;
export type OutboxRow<N extends OutboxName> = Rows[N];

/** One outbox table. Conditions read the claimed row as `d`. */
interface OutboxTable {
  table: string;
  key: string;
  /** When a queued row is due. */
  due: string;
  /** Which queued rows belong to this outbox at all. */
  eligible: string;
  /** The column that names a row's lane: a claim skips the lanes this process is still busy with. */
  lane: string | null;
  /** The column a claim keeps to the values it is given. */
  scope: string | null;
  order: string;
  /** What a claim answers of each row. */
  returning: string;
  /** What a delivered row becomes (null: the outbox marks its rows itself). */
  delivered: string | null;
}

const OUTBOXES: Record<OutboxName, OutboxTable> = {
  publications: {
    table: 'publications',
    key: 'id',
    due: 'coalesce(d.next_attempt_at, d.scheduled_for)',
    eligible: `d.kind = 'publish'`,
    lane: 'd.goal',
    scope: null,
    // Slot order: a goal's publications go out in the order their slots were given.
    order: 'd.scheduled_for, d.id',
    returning: '*',
    // markPublished: it records the publisher's message id and never overrides an undo.
    delivered: null,
  },
  callbacks: {
    table: 'callback_deliveries',
    key: 'id',
    due: 'd.next_attempt_at',
    eligible: 'true',
    lane: 'd.url',
    scope: null,
    order: 'd.created_at, d.id',
    // The run's sender is read at claim time: its key signs the callback.
    returning: '*, (select r.sender from runs r where r.id = callback_deliveries.run_id) as sender',
    delivered: `status = 'delivered', delivered_at = now(), last_error = null`,
  },
  cards: {
    table: 'channel_deliveries',
    key: 'seq',
    due: 'd.next_attempt_at',
    // Only the oldest queued delivery of each subject, so a card is never edited to "approved" before it was sent,
    // even across retries.
    eligible: `not exists (
      select 1 from channel_deliveries e
      where e.status = 'queued' and e.channel = d.channel and e.subject = d.subject and e.seq < d.seq)`,
    lane: null,
    scope: 'd.channel',
    order: 'd.seq',
    returning: '*',
    // A card delivered after retries keeps why its last attempt failed: the run shows it.
    delivered: `status = 'delivered', delivered_at = now()`,
  },
  notifications: {
    table: 'notifications',
    key: 'id',
    due: 'd.next_attempt_at',
    eligible: 'true',
    lane: 'd.url',
    scope: null,
    order: 'd.created_at, d.id',
    returning: '*',
    delivered: `status = 'delivered', delivered_at = now(), last_error = null`,
  },
};

export interface Claim {
  limit: number;
  /** How long the claim holds: a process that dies mid-delivery hands its rows back when it runs out. */
  leaseSeconds: number;
  /** Due by then as well as by now (null: by now); a pass leaves the retries it schedules to a later pass. */
  dueBy: Date | null;
  /** The lanes still busy in this process (values of the outbox's `lane` column): their rows wait. */
  busy?: readonly string[];
  /** Only rows whose `scope` column holds one of these. */
  only?: readonly string[];
}

/**
 * Leases up to `limit` due rows: their attempt count goes up and nobody else claims them until the lease runs out.
 * SKIP LOCKED lets several processes claim side by side. A held database (a restored copy) leases nothing.
 */
export async function claimDue<N extends OutboxName>(db: Queryable, outbox: N, claim: Claim): Promise<Rows[N][]> {
  const t = OUTBOXES[outbox];
  const only = claim.only ?? [];
  if (t.scope && only.length === 0) return [];
  const params: unknown[] = [claim.limit, claim.leaseSeconds, claim.dueBy];
  const where = [
    `d.status = 'queued'`,
    `${t.due} <= least(now(), $3::timestamptz)`,
    '(d.claimed_until is null or d.claimed_until < now())',
    t.eligible,
    NOT_HELD,
  ];
  if (t.lane) {
    params.push(claim.busy ?? []);
    where.push(`${t.lane} <> all($${params.length}::text[])`);
  }
  if (t.scope) {
    params.push(only);
    where.push(`${t.scope} = any($${params.length}::text[])`);
  }
  return db.query<Rows[N]>(
    `update ${t.table} set claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
     where ${t.key} in (
       select d.${t.key} from ${t.table} d
       where ${where.join(' and ')}
       order by ${t.order} limit $1
       for update skip locked)
     returning ${t.returning}`,
    params,
  );
}

const keyOf = (t: OutboxTable, row: object) => (row as Record<string, unknown>)[t.key];

/** Marks a claimed row delivered (the outboxes whose rows end as `delivered`). */
export async function markDelivered<N extends 'callbacks' | 'cards' | 'notifications'>(
  db: Queryable,
  outbox: N,
  row: Rows[N],
) {
  const t = OUTBOXES[outbox];
  await db.query(`update ${t.table} set ${t.delivered}, claimed_until = null where ${t.key} = $1`, [keyOf(t, row)]);
}

/**
 * Records a failed attempt of a claimed row and hands the row back: due again at `retryAt`, or failed for good when
 * it is null. Answers the row as stored, or null when it is no longer queued (undone, forgotten).
 */
export async function markAttemptFailed<N extends OutboxName>(
  db: Queryable,
  outbox: N,
  row: Rows[N],
  error: string,
  retryAt: Date | null,
): Promise<Rows[N] | null> {
  const t = OUTBOXES[outbox];
  const rows = await db.query<Rows[N]>(
    `update ${t.table} set claimed_until = null, last_error = $2, next_attempt_at = coalesce($3, next_attempt_at),
       status = case when $3::timestamptz is null then 'failed' else status end
     where ${t.key} = $1 and status = 'queued' returning ${t.returning}`,
    [keyOf(t, row), error, retryAt],
  );
  return rows[0] ?? null;
}
