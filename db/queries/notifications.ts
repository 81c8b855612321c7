// notifications and action_links: the notify outbox (one message per person who may decide a new draft) and the
// one-tap approve/reject links its messages carry, stored as token hashes.
import type { Queryable } from '../client.ts';
import type { DeliveryState } from './delivery-state.ts';

export interface NotificationRow extends DeliveryState {
  id: string;
  run_id: string;
  person_id: string;
  url: string;
  payload: string;
}

/** The people who may decide a draft of `goal`: every owner and that goal's reviewers. */
export async function decidersOf(db: Queryable, goal: string): Promise<{ id: string; name: string }[]> {
  return db.query<{ id: string; name: string }>(
    `select id, name from people where role = 'owner' or (role = 'reviewer' and $1 = any(goals)) order by created_at, id`,
    [goal],
  );
}

/** Queued in the transaction that stores the run: no pending draft without its notifications. */
export async function insertNotification(
  db: Queryable,
  n: { id: string; run_id: string; person_id: string; url: string; payload: object },
): Promise<void> {
  await db.query(`insert into notifications (id, run_id, person_id, url, payload) values ($1, $2, $3, $4, $5)`, [
    n.id,
    n.run_id,
    n.person_id,
    n.url,
    JSON.stringify(n.payload),
  ]);
}

export type LinkAction = 'approve' | 'reject';

export interface ActionLinkRow {
  person_id: string;
  run_id: string;
  action: LinkAction;
  expires_at: Date;
  used_at: Date | null;
  expired: boolean;
}

export async function insertActionLink(
  db: Queryable,
  l: { token_hash: string; person_id: string; run_id: string; action: LinkAction; expires_at: Date },
): Promise<void> {
  await db.query(
    `insert into action_links (token_hash, person_id, run_id, action, expires_at) values ($1, $2, $3, $4, $5)`,
    [l.token_hash, l.person_id, l.run_id, l.action, l.expires_at],
  );
}

export async function findActionLink(db: Queryable, tokenHash: string): Promise<ActionLinkRow | null> {
  const [row] = await db.query<ActionLinkRow>(
    `select person_id, run_id, action, expires_at, used_at, expires_at <= now() as expired
     from action_links where token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

/** Marks the link used; false when it was used already (a twin POST got there first). */
export async function useActionLink(db: Queryable, tokenHash: string): Promise<boolean> {
  const rows = await db.query(
    `update action_links set used_at = now() where token_hash = $1 and used_at is null returning 1`,
    [tokenHash],
  );
  return rows.length > 0;
}
