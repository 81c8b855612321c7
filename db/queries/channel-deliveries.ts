// channel_deliveries: the outbox of card pushes and edits, filled after a change commits, emptied by the card-delivery job.
import type { Queryable } from '../client.ts';
import type { DeliveryProgress, DeliveryState } from './delivery-state.ts';

export interface NewChannelDelivery {
  channel: string;
  event: string;
  subject: string | null;
  run_id: string | null;
  payload: string;
}

export interface ChannelDelivery extends NewChannelDelivery, DeliveryState {
  seq: string;
}

export async function insertChannelDeliveries(db: Queryable, rows: readonly NewChannelDelivery[]): Promise<void> {
  for (const r of rows) {
    await db.query(
      `insert into channel_deliveries (channel, event, subject, run_id, payload) values ($1, $2, $3, $4, $5)`,
      [r.channel, r.event, r.subject, r.run_id, r.payload],
    );
  }
}

export interface RunCardDelivery extends DeliveryProgress {
  channel: string;
  event: string;
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
