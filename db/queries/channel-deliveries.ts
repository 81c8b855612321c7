// channel_deliveries: the outbox of card pushes and edits, filled after a change commits, emptied by the card-delivery job.
import type { Queryable } from '../client.ts';
import { NOT_HELD } from './hold.ts';

export type DeliveryStatus = 'queued' | 'delivered' | 'failed';

export interface ChannelDelivery {
  seq: string;
  channel: string;
  event: string;
  subject: string | null;
  run_id: string | null;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  next_attempt_at: Date;
  claimed_until: Date | null;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

export interface NewChannelDelivery {
  channel: string;
  event: string;
  subject: string | null;
  run_id: string | null;
  payload: string;
}

export async function insertChannelDeliveries(db: Queryable, rows: readonly NewChannelDelivery[]): Promise<void> {
  for (const r of rows) {
    await db.query(
      `insert into channel_deliveries (channel, event, subject, run_id, payload) values ($1, $2, $3, $4, $5)`,
      [r.channel, r.event, r.subject, r.run_id, r.payload],
    );
  }
}

/**
 * Leases the due deliveries of the given channels. Only the oldest queued delivery of each subject is
 * eligible, so a card is never edited to "approved" before it was sent, even across retries. A held database (a
 * restored copy) leases nothing.
 */
export async function claimChannelDeliveries(
  db: Queryable,
  channels: readonly string[],
  limit: number,
  leaseSeconds: number,
): Promise<ChannelDelivery[]> {
  if (channels.length === 0) return [];
  return db.query<ChannelDelivery>(
    `update channel_deliveries set claimed_until = now() + make_interval(secs => $3), attempts = attempts + 1
     where seq in (
       select d.seq from channel_deliveries d
       where d.status = 'queued' and d.channel = any($1::text[]) and d.next_attempt_at <= now()
         and (d.claimed_until is null or d.claimed_until < now()) and ${NOT_HELD}
         and not exists (
           select 1 from channel_deliveries e
           where e.status = 'queued' and e.channel = d.channel and e.subject = d.subject and e.seq < d.seq)
       order by d.seq limit $2
       for update skip locked)
     returning *`,
    [channels, limit, leaseSeconds],
  );
}

export async function markChannelDelivered(db: Queryable, seq: string): Promise<void> {
  await db.query(
    `update channel_deliveries set status = 'delivered', delivered_at = now(), claimed_until = null where seq = $1`,
    [seq],
  );
}

/** `retryAt` null: out of attempts, the delivery is failed for good (and the next one of its subject may go). */
export async function markChannelAttemptFailed(
  db: Queryable,
  seq: string,
  error: string,
  retryAt: Date | null,
): Promise<void> {
  await db.query(
    `update channel_deliveries set claimed_until = null, last_error = $2, next_attempt_at = coalesce($3, next_attempt_at),
       status = case when $3::timestamptz is null then 'failed' else status end
     where seq = $1`,
    [seq, error, retryAt],
  );
}

export interface RunCardDelivery {
  channel: string;
  event: string;
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

export async function listChannelDeliveriesOfRun(db: Queryable, runId: string): Promise<RunCardDelivery[]> {
  return db.query<RunCardDelivery>(
    `select channel, event, status, attempts, last_error, delivered_at, created_at from channel_deliveries
     where run_id = $1 order by seq`,
    [runId],
  );
}

/** Waiting now, and failed for good since `since`: the stats' view of card delivery. */
export async function countChannelDeliveries(db: Queryable, since: Date): Promise<{ queued: number; failed: number }> {
  const [row] = await db.query<{ queued: number; failed: number }>(
    `select count(*) filter (where status = 'queued')::int as queued,
            count(*) filter (where status = 'failed' and created_at >= $1)::int as failed
     from channel_deliveries where status in ('queued', 'failed')`,
    [since],
  );
  return row ?? { queued: 0, failed: 0 };
}
