// The hold on a restored copy: a `settings` row that keeps every outbox from claiming work until the owner releases it,
// so a copy started beside its running original sends no card, publication or callback a second time.
import type { Queryable } from '../client.ts';

const KEY = 'held';

export interface Hold {
  /** What was restored, from where: shown at start and on /healthz. */
  reason: string;
  since: Date;
}

/** True while the database is not held. Every outbox claim carries it, so a held database claims nothing. */
export const NOT_HELD = `not exists (select 1 from settings where key = '${KEY}')`;

export async function findHold(db: Queryable): Promise<Hold | null> {
  const [row] = await db.query<{ value: string; created_at: Date }>(
    `select value, created_at from settings where key = $1`,
    [KEY],
  );
  return row ? { reason: row.value, since: row.created_at } : null;
}

export async function setHold(db: Queryable, reason: string): Promise<void> {
  await db.query(
    `insert into settings (key, value) values ($1, $2)
     on conflict (key) do update set value = excluded.value, created_at = now()`,
    [KEY, reason],
  );
}

/** Lifts the hold; answers the hold it lifted, or null when the database was not held. */
export async function releaseHold(db: Queryable): Promise<Hold | null> {
  const [row] = await db.query<{ value: string; created_at: Date }>(
    `delete from settings where key = $1 returning value, created_at`,
    [KEY],
  );
  return row ? { reason: row.value, since: row.created_at } : null;
}
