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

export type Correction = Omit<MinableItem, 'rating' | 'used'> & { rating: -1 | 0 | 1; undone: boolean };

/** A correction's columns as the nightly job reads them (MinableItem), when it was made and whether it was undone. */
const CORRECTION = `select f.id, f.run_id, r.goal, f.rating, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added,
         r.draft, r.task, case when f.signal_model = $1 then f.signal_embedding::text end as signal, f.created_at,
         f.undone_at is not null as undone
  from feedback f join runs r on r.id = f.run_id`;

export async function findCorrection(db: Queryable, space: VectorSpace, id: string): Promise<Correction | null> {
  const [row] = await db.query<Correction>(`${CORRECTION} where f.id = $2`, [space.model, id]);
  return row ?? null;
}

/**
 * Not named yet: an edit or a rejection, not undone, made since the parameter `since`, with no answer stored, that no
 * rule rests on (a rule's evidence is named by its rule), on a draft of one of the parameter `goals` (null: any goal).
 */
const unnamedSince = (
  since: string,
  goals: string,
) => `f.rating in (-1, 0) and f.undone_at is null and f.created_at >= ${since}
  and not exists (select 1 from mistake_links l where l.feedback_id = f.id)
  and not exists (select 1 from rules x where x.evidence ? f.id and x.proposal = 'add' and x.status <> 'rejected')
  and (${goals}::text[] is null or exists (select 1 from runs g where g.id = f.run_id and g.goal = any(${goals}::text[])))`;

/**
 * Edits and rejections since `since` nobody has named (no answer stored, not undone), of `goals` when given (a
 * reviewer's), the newest `limit` of them, and how many there are in all.
 */
export async function listUnnamed(
  db: Queryable,
  space: VectorSpace,
  opts: { since: Date; limit: number; goals?: readonly string[] | null },
): Promise<{ corrections: Correction[]; total: number }> {
  const goals = opts.goals ? [...opts.goals] : null;
  const [corrections, [count]] = await Promise.all([
    opts.limit > 0
      ? db.query<Correction>(
          `${CORRECTION} where ${unnamedSince('$2', '$4')} order by f.created_at desc, f.id desc limit $3`,
          [space.model, opts.since, opts.limit, goals],
        )
      : [],
    db.query<{ n: number }>(`select count(*)::int as n from feedback f where ${unnamedSince('$1', '$2')}`, [
      opts.since,
      goals,
    ]),
  ]);
  return { corrections, total: count?.n ?? 0 };
}
