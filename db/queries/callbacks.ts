// callback_deliveries: the outbox of decision callbacks to agents' callback_url, emptied by the callback dispatcher.
import type { Queryable } from '../client.ts';
import type { DeliveryProgress, DeliveryState } from './delivery-state.ts';

export interface CallbackRow extends DeliveryState {
  id: string;
  run_id: string;
  goal: string;
  url: string;
  event: string;
  payload: string;
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

export interface CallbackDelivery extends DeliveryProgress {
  event: string;
}

export async function listCallbacks(db: Queryable, runId: string): Promise<CallbackDelivery[]> {
  return db.query<CallbackDelivery>(
    `select event, status, attempts, last_error, delivered_at, created_at from callback_deliveries
     where run_id = $1 order by created_at, id`,
    [runId],
  );
}
