// Where a callback or a card delivery stands in its outbox: the columns callback_deliveries and channel_deliveries share.
export type DeliveryStatus = 'queued' | 'delivered' | 'failed';

/** What a run's view shows of each of its deliveries (callbacks, cards). */
export interface DeliveryProgress {
  status: DeliveryStatus;
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
  created_at: Date;
}

/** A delivery row's whole state: its progress, when it is due again, and until when a claim holds it. */
export interface DeliveryState extends DeliveryProgress {
  next_attempt_at: Date;
  claimed_until: Date | null;
}
