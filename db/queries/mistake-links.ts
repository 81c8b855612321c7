// mistake_links: the owner's answers to "the same mistake as one of these?" (learning/owner-names.ts).
import type { Queryable } from '../client.ts';
import type { MinableItem } from './learning.ts';
import type { VectorSpace } from './vectors.ts';

export interface MistakeLink {
  feedback_id: string;
  /** Another correction of the same mistake. */
  same_as: string | null;
  /** A rule whose mistake it is. Both null: a new mistake. */
  rule_id: string | null;
}

/** Stores the owner's answer; a second answer replaces the first. */
export async function upsertMistakeLink(
  db: Queryable,
  link: MistakeLink & { source: string; actor: string | null },
): Promise<void> {
  await db.query(
    `insert into mistake_links (feedback_id, same_as, rule_id, source, actor) values ($1, $2, $3, $4, $5)
     on conflict (feedback_id) do update
       set same_as = excluded.same_as, rule_id = excluded.rule_id, source = excluded.source, actor = excluded.actor,
           created_at = now()`,
    [link.feedback_id, link.same_as, link.rule_id, link.source, link.actor],
  );
}

/** The answers about the goal's corrections that are not undone (a link to an undone correction counts as none). */
export async function mistakeLinksOfGoal(db: Queryable, goal: string): Promise<MistakeLink[]> {
  return db.query<MistakeLink>(
    `select l.feedback_id, case when s.undone_at is null then l.same_as end as same_as, l.rule_id
     from mistake_links l join feedback f on f.id = l.feedback_id join runs r on r.id = f.run_id
       left join feedback s on s.id = l.same_as
     where r.goal = $1 and f.undone_at is null
     order by l.feedback_id`,
    [goal],
  );
}

export async function findMistakeLink(db: Queryable, feedbackId: string): Promise<MistakeLink | null> {
  const [row] = await db.query<MistakeLink>(
    'select feedback_id, same_as, rule_id from mistake_links where feedback_id = $1',
    [feedbackId],
  );
  return row ?? null;
}

export type Correction = Omit<MinableItem, 'rating'> & { rating: -1 | 0 | 1; undone: boolean };

/** One correction as the nightly job reads it (MinableItem), with when it was made and whether it was undone. */
export async function findCorrection(db: Queryable, space: VectorSpace, id: string): Promise<Correction | null> {
  const [row] = await db.query<Correction>(
    `select f.id, f.run_id, r.goal, f.rating, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added, r.draft,
            r.task, case when f.signal_model = $2 then f.signal_embedding::text end as signal, f.created_at,
            f.undone_at is not null as undone
     from feedback f join runs r on r.id = f.run_id where f.id = $1`,
    [id, space.model],
  );
  return row ?? null;
}

const UNNAMED = `from feedback f
  where f.rating in (-1, 0) and f.undone_at is null and f.created_at >= $1
    and not exists (select 1 from mistake_links l where l.feedback_id = f.id)`;

/**
 * Edits and rejections since `since` the owner has not named (no answer stored, not undone), newest first, and how
 * many there are in all.
 */
export async function listUnnamed(
  db: Queryable,
  opts: { since: Date; limit: number },
): Promise<{ ids: string[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    db.query<{ id: string }>(`select f.id ${UNNAMED} order by f.created_at desc, f.id desc limit $2`, [
      opts.since,
      opts.limit,
    ]),
    db.query<{ n: number }>(`select count(*)::int as n ${UNNAMED}`, [opts.since]),
  ]);
  return { ids: rows.map((r) => r.id), total: count?.n ?? 0 };
}
