// publications: the outbox between a decision and the publisher.
import type { Queryable } from '../client.ts';

export type PublicationStatus = 'queued' | 'published' | 'failed' | 'cancelled';

export interface Publication {
  id: string;
  run_id: string;
  goal: string;
  target: string | null;
  text: string;
  status: PublicationStatus;
  scheduled_for: Date;
  published_at: Date | null;
  attempts: number;
  last_error: string | null;
  /** Always 'publish' since callbacks have their own outbox (callback_deliveries); kept for old rows' shape. */
  kind: 'publish' | 'callback';
  event: string | null;
  claimed_until: Date | null;
  next_attempt_at: Date | null;
  publisher: string | null;
  external_id: string | null;
  cancelled_at: Date | null;
  created_at: Date;
}

/** Serialises slot-taking per goal across connections and processes; released at commit. */
export async function lockGoal(db: Queryable, goal: string): Promise<void> {
  await db.query(`select pg_advisory_xact_lock(hashtext('taploop:publish:' || $1))`, [goal]);
}

/** Slots that count against the limits: queued or published, from `since` on (queued ones may lie in the future). */
export async function takenSlots(db: Queryable, goal: string, since: Date): Promise<Date[]> {
  const rows = await db.query<{ scheduled_for: Date }>(
    `select coalesce(published_at, scheduled_for) as scheduled_for from publications
     where goal = $1 and kind = 'publish' and status in ('queued', 'published') and coalesce(published_at, scheduled_for) >= $2`,
    [goal, since],
  );
  return rows.map((r) => new Date(r.scheduled_for));
}

export async function insertPublication(
  db: Queryable,
  p: {
    id: string;
    run_id: string;
    goal: string;
    target: string | null;
    text: string;
    scheduled_for: Date;
    publisher: string;
  },
): Promise<Publication> {
  const [row] = await db.query<Publication>(
    `insert into publications (id, run_id, goal, target, text, scheduled_for, publisher)
     values ($1, $2, $3, $4, $5, $6, $7) returning *`,
    [p.id, p.run_id, p.goal, p.target, p.text, p.scheduled_for, p.publisher],
  );
  return row!;
}

export async function findPublicationOfRun(
  db: Queryable,
  runId: string,
  opts: { forUpdate?: boolean } = {},
): Promise<Publication | null> {
  const rows = await db.query<Publication>(
    `select * from publications where run_id = $1 and kind = 'publish' order by created_at desc limit 1${opts.forUpdate ? ' for update' : ''}`,
    [runId],
  );
  return rows[0] ?? null;
}

export async function cancelPublication(db: Queryable, id: string): Promise<void> {
  await db.query(
    `update publications set status = 'cancelled', cancelled_at = now(), claimed_until = null where id = $1`,
    [id],
  );
}

export async function listPublications(
  db: Queryable,
  filter: { status?: PublicationStatus; goal?: string; limit: number },
): Promise<Publication[]> {
  return db.query<Publication>(
    `select * from publications where kind = 'publish' and ($1::text is null or status = $1) and ($2::text is null or goal = $2)
     order by scheduled_for desc, id limit $3`,
    [filter.status ?? null, filter.goal ?? null, filter.limit],
  );
}

/** What the publisher answered (its message id), written the moment it answered: a retry after a crash then marks instead of sending again. */
export async function recordSent(db: Queryable, id: string, externalId: string): Promise<void> {
  await db.query(`update publications set external_id = $2 where id = $1 and status = 'queued'`, [id, externalId]);
}

export async function markPublished(db: Queryable, id: string, externalId: string | null): Promise<Publication | null> {
  const rows = await db.query<Publication>(
    `update publications set status = 'published', published_at = now(), claimed_until = null, last_error = null, external_id = $2
     where id = $1 and status = 'queued' returning *`,
    [id, externalId],
  );
  return rows[0] ?? null;
}

export async function countQueued(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from publications where kind = 'publish' and status = 'queued'`,
  );
  return row!.n;
}
