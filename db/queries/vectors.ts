// pgvector access: one HNSW index per embedding model (vectors of different models never mix) and the similarity search.
import { createHash } from 'node:crypto';
import pgvector from 'pgvector';
import type { Queryable } from '../client.ts';

export interface VectorSpace {
  model: string;
  dimensions: number;
}

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const suffix = (space: VectorSpace) =>
  createHash('sha1').update(`${space.model}:${space.dimensions}`).digest('hex').slice(0, 10);

/**
 * HNSW needs a fixed dimension, and a switch of model changes it: index the cast column,
 * only for rows of this model (a partial index the planner can match because the model is a literal).
 */
export async function ensureVectorIndexes(db: Queryable, space: VectorSpace): Promise<void> {
  const dims = Math.trunc(space.dimensions);
  for (const column of ['situation', 'signal'] as const) {
    await db.exec(
      `create index if not exists feedback_${column}_hnsw_${suffix(space)} on feedback
       using hnsw ((${column}_embedding::vector(${dims})) vector_cosine_ops)
       where ${column}_model = ${literal(space.model)} and ${column}_embedding is not null`,
    );
  }
}

export interface SimilarCorrection {
  id: string;
  run_id: string;
  goal: string;
  rating: -1 | 0 | 1;
  situation: string;
  draft: string;
  correction: string | null;
  reason: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  undone_at?: Date | null;
  created_at: Date;
  /** Cosine of the task with the row's situation; null without a task vector. */
  similarity: number | null;
  /** Cosine of the draft with what the row corrected (removed/added phrases, reason); null without a draft vector. */
  draft_similarity: number | null;
  /** Mean and spread of the task's similarity to the goal's recent corrections: what "unrelated" looks like here. */
  background_mean: number | null;
  background_sd: number | null;
  background_n: number;
}

export interface CandidateQuery {
  goal: string;
  /** Embedding of the task (situation search), or null. */
  task: number[] | null;
  /** Embedding of the draft (searched against what owners corrected), or null. */
  draft: number[] | null;
  /** The draft's words, lower case, space-joined with a space at each end: rows whose removed phrase occurs in it come too. */
  draftWords: string | null;
  /** Rows per index scan. */
  limit: number;
  /** Recent rows the background statistics are taken over. */
  background: number;
}

/**
 * One round trip: the recallable rows of the goal nearest the task (situation index), nearest the draft
 * (signal index), and those whose removed phrase occurs in the draft, with the background statistics of
 * the task's similarity over the goal's recent corrections.
 */
export async function findContextCandidates(
  db: Queryable,
  space: VectorSpace,
  q: CandidateQuery,
): Promise<SimilarCorrection[]> {
  const dims = Math.trunc(space.dimensions);
  const model = literal(space.model);
  const params: unknown[] = [q.goal, q.limit];
  const param = (v: unknown) => `$${params.push(v)}`;
  const recallable = `r.goal = $1 and f.undone_at is null and (f.correction is not null or f.reason is not null)`;
  const near = (column: 'situation' | 'signal', p: string) =>
    `f.${column}_embedding::vector(${dims}) <=> ${p}::vector(${dims})`;
  const hasVector = (column: 'situation' | 'signal') =>
    `f.${column}_model = ${model} and f.${column}_embedding is not null`;
  const task = q.task && param(pgvector.toSql(q.task));
  const draft = q.draft && param(pgvector.toSql(q.draft));
  const parts: string[] = [];
  if (task) {
    parts.push(`(select f.id from feedback f join runs r on r.id = f.run_id
       where ${recallable} and ${hasVector('situation')} order by ${near('situation', task)} limit $2)`);
  }
  if (draft) {
    parts.push(`(select f.id from feedback f join runs r on r.id = f.run_id
       where ${recallable} and ${hasVector('signal')} order by ${near('signal', draft)} limit $2)`);
  }
  if (q.draftWords) {
    parts.push(`(select f.id from feedback f join runs r on r.id = f.run_id
       where ${recallable} and f.edit_removed is not null
         and exists (select 1 from jsonb_array_elements_text(f.edit_removed) p where length(p) >= 3 and strpos(${param(q.draftWords)}, ' ' || p || ' ') > 0)
       order by f.created_at desc limit $2)`);
  }
  if (parts.length === 0) return [];
  const background = task
    ? `select avg(s) as mean, stddev_samp(s) as sd, count(*)::int as n from (
         select 1 - (${near('situation', task)}) as s from feedback f join runs r on r.id = f.run_id
         where ${recallable} and ${hasVector('situation')} order by f.created_at desc limit ${param(q.background)}) recent`
    : 'select null::float8 as mean, null::float8 as sd, 0 as n';
  return db.query<SimilarCorrection>(
    `with pool as (${parts.join(' union ')}), background as (${background})
     select f.id, f.run_id, r.goal, f.rating, f.situation, r.draft, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added, f.created_at,
       ${task ? `case when ${hasVector('situation')} then 1 - (${near('situation', task)}) end` : 'null::float8'} as similarity,
       ${draft ? `case when ${hasVector('signal')} then 1 - (${near('signal', draft)}) end` : 'null::float8'} as draft_similarity,
       b.mean as background_mean, b.sd as background_sd, b.n as background_n
     from pool join feedback f on f.id = pool.id join runs r on r.id = f.run_id cross join background b`,
    params,
  );
}

/** A row nearest a situation vector, as the benchmark's bare index query reads it. */
export type NearestCorrection = Omit<
  SimilarCorrection,
  'edit_removed' | 'edit_added' | 'draft_similarity' | 'background_mean' | 'background_sd' | 'background_n'
> & { similarity: number };

/** The recallable feedback rows whose situation is nearest to `vector`, nearest first. */
export async function findSimilarCorrections(
  db: Queryable,
  space: VectorSpace,
  query: { vector: number[]; goal: string; limit: number },
): Promise<NearestCorrection[]> {
  const dims = Math.trunc(space.dimensions);
  const distance = `f.situation_embedding::vector(${dims}) <=> $1::vector(${dims})`;
  return db.query<NearestCorrection>(
    `select f.id, f.run_id, r.goal, f.rating, f.situation, r.draft, f.correction, f.reason, f.edit_kind, f.created_at,
            1 - (${distance}) as similarity
     from feedback f join runs r on r.id = f.run_id
     where f.situation_model = ${literal(space.model)} and f.situation_embedding is not null
       and f.undone_at is null and r.goal = $2 and (f.correction is not null or f.reason is not null)
     order by ${distance} limit $3`,
    [pgvector.toSql(query.vector), query.goal, query.limit],
  );
}

/** The decisions behind rules' evidence, with their runs' drafts: what a draft is checked against for each rule. */
export async function listEvidenceRows(
  db: Queryable,
  ids: readonly string[],
): Promise<Pick<SimilarCorrection, 'id' | 'rating' | 'draft' | 'correction' | 'edit_removed'>[]> {
  if (ids.length === 0) return [];
  return db.query(
    `select f.id, f.rating, r.draft, f.correction, f.edit_removed from feedback f join runs r on r.id = f.run_id
     where f.id = any($1::text[]) and f.undone_at is null`,
    [ids],
  );
}

/** One decision with its run's draft: what "Apply that fix" replays. */
export async function findCorrectionWithDraft(
  db: Queryable,
  id: string,
): Promise<Pick<SimilarCorrection, 'id' | 'goal' | 'draft' | 'correction' | 'undone_at'> | null> {
  const rows = await db.query<Pick<SimilarCorrection, 'id' | 'goal' | 'draft' | 'correction' | 'undone_at'>>(
    `select f.id, r.goal, r.draft, f.correction, f.undone_at from feedback f join runs r on r.id = f.run_id where f.id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
