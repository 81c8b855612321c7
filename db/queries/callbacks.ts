// callback_deliveries: the outbox of decision callbacks to agents' callback_url, emptied by the callback dispatcher.
import type { Queryable } from '../client.ts';
import { NOT_HELD } from './hold.ts';

export type CallbackStatus = 'queued' | 'delivered' | 'failed';

export interface CallbackRow {
  id: string;
  run_id: string;
  goal: string;
  url: string;
  event: string;
  payload: string;
  status: CallbackStatus;
  attempts: number;
  next_attempt_at: Date;
  claimed_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
  /** The run's sender (an agent token's name), read when the callback is claimed: its key signs the callback. */
  sender: string | null;
}

/** Queued in the transaction of the change it reports. */
export async function insertCallback(
  db: Queryable,
  c: { id: string; run_id: string; goal: string; url: string; event: string; payload: object },
): Promise<void> {
  await db.query(
    `insert into callback_deliveries (id, run_id, goal, url, event, payload) values ($1, $2, $3, $4, $5, $6)`,
    [c.id, c.run_id, c.goal, c.url, c.event, JSON.stringify(c.payload)],
  );
}

/**
 * Leases due callbacks, skipping the URLs this process is still busy with (`busy`): a slow receiver holds
 * only its own lane. SKIP LOCKED and the lease work across processes as for publications; a held database leases
 * nothing.
 */
export async function claimDueCallbacks(
  db: Queryable,
  limit: number,
  leaseSeconds: number,
  dueBy: Date,
  busy: readonly string[],
): Promise<CallbackRow[]> {
  return db.query<CallbackRow>(
    `update callback_deliveries set claimed_until = now() + make_interval(secs => $2), attempts = attempts + 1
     where id in (
       select id from callback_deliveries
       where status = 'queued' and next_attempt_at <= least(now(), $3) and (claimed_until is null or claimed_until < now())
         and url <> all($4::text[]) and ${NOT_HELD}
       order by created_at, id limit $1
       for update skip locked)
     returning *, (select r.sender from runs r where r.id = callback_deliveries.run_id) as sender`,
    [limit, leaseSeconds, dueBy, busy],
  );
}

export async function markCallbackDelivered(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update callback_deliveries set status = 'delivered', delivered_at = now(), claimed_until = null, last_error = null where id = $1`,
    [id],
  );
}

export async function markCallbackAttemptFailed(
  db: Queryable,
  id: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db.query(
    `update callback_deliveries set claimed_until = null, last_error = $2, next_attempt_at = coalesce($3, next_attempt_at),
       status = case when $3::timestamptz is null then 'failed' else status end
     where id = $1 and status = 'queued'`,
    [id, error, retryAt],
  );
}

export interface CallbackDelivery {
  event: string;
  status: CallbackStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

export async function listCallbacks(db: Queryable, runId: string): Promise<CallbackDelivery[]> {
  return db.query<CallbackDelivery>(
    `select event, status, attempts, last_error, delivered_at, created_at from callback_deliveries
     where run_id = $1 order by created_at, id`,
    [runId],
  );
}
