// pgvector access: one HNSW index per embedding model (vectors of different models never mix) and the similarity search.
import { createHash } from 'node:crypto';
import pgvector from 'pgvector';
import type { Queryable } from '../client.ts';
import { TEACHES } from './people.ts';

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
  /** pg_trgm word_similarity of the task's words in the row's situation (0-1); null without a task. */
  lexical: number | null;
  /** Cosine of the draft with what the row corrected (removed/added phrases, reason); null without a draft vector. */
  draft_similarity: number | null;
  /**
   * What "unrelated" looks like for this task in this goal: the median and interquartile spread of the task's
   * similarity (cosine and lexical) over the goal's recent corrections. Quartiles, not mean and deviation, so
   * that the task's own class, often a good share of a goal's corrections, does not inflate the background.
   */
  background: Background | null;
}

export interface Background {
  n: number;
  median: number;
  /** Interquartile range / 1.349: the standard deviation of a normal background, robust to the related rows. */
  spread: number;
  lexical_median: number;
  lexical_spread: number;
}

export interface CandidateQuery {
  goal: string;
  /** Embedding of the task (situation search), or null. */
  task: number[] | null;
  /** The task as text, for the lexical (trigram) signal on situations, or null. */
  taskText: string | null;
  /** Embedding of the draft (searched against what owners corrected), or null. */
  draft: number[] | null;
  /** The draft's words, lower case, space-joined with a space at each end: rows whose removed phrase occurs in it come too. */
  draftWords: string | null;
  /** Rows per index scan. */
  limit: number;
  /** Recent rows the background statistics are taken over (and the lexical candidates are drawn from). */
  background: number;
  /** With a draft: how many of the goal's recent approved or edited texts to bring back as what the owner kept. */
  kept: number;
}

export interface ContextCandidates {
  rows: SimilarCorrection[];
  /** The goal's recent texts as the owner approved or edited them: a sentence in them is not a mistake. */
  kept: string[];
}

/**
 * One round trip: the goal's recallable rows nearest the task (situation index) and, among its recent
 * corrections, those whose situation shares most of the task's words (pg_trgm), with the background statistics
 * of both task signals over those recent corrections; and, in any goal, the rows nearest the draft (signal
 * index) and those whose removed phrase occurs in the draft.
 */
export async function findContextCandidates(
  db: Queryable,
  space: VectorSpace,
  q: CandidateQuery,
): Promise<ContextCandidates> {
  const dims = Math.trunc(space.dimensions);
  const model = literal(space.model);
  const params: unknown[] = [q.goal, q.limit];
  const param = (v: unknown) => `$${params.push(v)}`;
  // The situation is the goal's business; a mistake is the owner's whatever the goal: the draft is searched in every goal.
  const anyGoal = `f.undone_at is null and (f.correction is not null or f.reason is not null)`;
  const recallable = `r.goal = $1 and ${anyGoal}`;
  const near = (column: 'situation' | 'signal', p: string) =>
    `f.${column}_embedding::vector(${dims}) <=> ${p}::vector(${dims})`;
  const hasVector = (column: 'situation' | 'signal') =>
    `f.${column}_model = ${model} and f.${column}_embedding is not null`;
  const task = q.task && param(pgvector.toSql(q.task));
  const draft = q.draft && param(pgvector.toSql(q.draft));
  const text = q.task && q.taskText ? param(q.taskText) : null;
  const parts: string[] = [];
  if (task) {
    parts.push(`(select f.id from feedback f join runs r on r.id = f.run_id
       where ${recallable} and ${hasVector('situation')} order by ${near('situation', task)} limit $2)`);
  }
  if (text) parts.push(`(select id from recent order by l desc limit $2)`);
  if (draft) {
    parts.push(`(select f.id from feedback f
       where ${anyGoal} and ${hasVector('signal')} order by ${near('signal', draft)} limit $2)`);
  }
  if (q.draftWords) {
    // A removed phrase in the draft as it was, or in another inflection (English stemming of both sides): among the
    // corrections that share the first letters of a word that says something with the draft (an index), those whose
    // stemmed phrases the draft holds (migrations 014 and 018; the draft's keys are made by the same function). Each
    // scalar subquery is computed once per query, not per row.
    const words = param(q.draftWords);
    parts.push(`(select f.id from feedback f
       where ${anyGoal} and f.removed_keys && (select removed_keys(jsonb_build_array(${words}::text)))
         and (select to_tsvector('english', ${words}::text)) @@ f.removed_query
       order by f.created_at desc limit $2)`);
  }
  if (parts.length === 0) return { rows: [], kept: [] };
  const lexical = text ? `word_similarity(${text}, f.situation)` : 'null::float8';
  // The newest rows first, then their similarities: computed in the same select, every row of the goal paid for
  // a vector distance and a trigram similarity before the sort kept 200 (37 ms of a 41 ms query at 1,000 rows).
  const recent = task
    ? `select f.id, 1 - (${near('situation', task)}) as s, ${lexical} as l from feedback f join (
         select f.id from feedback f join runs r on r.id = f.run_id
         where ${recallable} and ${hasVector('situation')} order by f.created_at desc limit ${param(q.background)}) newest
       on newest.id = f.id`
    : 'select null::text as id, null::float8 as s, null::float8 as l where false';
  const quartiles = (x: string) => `percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${x})`;
  const kept = q.draftWords
    ? `(select coalesce(array_agg(final_text), '{}') from (select final_text from runs where goal = $1
         and status in ('approved', 'edited') and final_text is not null order by created_at desc limit ${param(q.kept)}) k)`
    : `'{}'::text[]`;
  type Raw = SimilarCorrection & { bq: number[] | null; lq: number[] | null; bn: number; kept: string[] | null };
  const rows = await db.query<Raw>(
    `with recent as (${recent}), pool as (${parts.join(' union ')}),
     background as (select count(*)::int as bn, ${quartiles('s')} as bq, ${quartiles('l')} as lq, ${kept} as kept from recent)
     select f.id, f.run_id, r.goal, f.rating, f.situation, r.draft, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added, f.created_at,
       ${task ? `case when ${hasVector('situation')} then 1 - (${near('situation', task)}) end` : 'null::float8'} as similarity,
       ${lexical} as lexical,
       ${draft ? `case when ${hasVector('signal')} then 1 - (${near('signal', draft)}) end` : 'null::float8'} as draft_similarity,
       b.bn, b.bq, b.lq, case when row_number() over () = 1 then b.kept end as kept
     from pool join feedback f on f.id = pool.id join runs r on r.id = f.run_id cross join background b
     where ${TEACHES}
     order by r.goal = $1::text desc, f.created_at desc`,
    params,
  );
  return {
    rows: rows.map(({ bn, bq, lq, kept: _, ...row }) => ({ ...row, background: backgroundOf(bn, bq, lq) })),
    kept: rows.find((r) => r.kept)?.kept ?? [],
  };
}

const SPREAD_FLOOR = 0.05; // a handful of near-identical situations must not make every small difference "stand out"
const IQR_TO_SD = 1.349;

function backgroundOf(n: number, bq: number[] | null, lq: number[] | null): Background | null {
  if (!n || !bq || bq.some((x) => x === null)) return null;
  const spread = (quartiles: number[]) => Math.max(SPREAD_FLOOR, (quartiles[2]! - quartiles[0]!) / IQR_TO_SD);
  const lex = lq && lq.every((x) => x !== null) ? lq : [0, 0, 0];
  return { n, median: bq[1]!, spread: spread(bq), lexical_median: lex[1]!, lexical_spread: spread(lex) };
}

/** A row nearest a situation vector, as the benchmark's bare index query reads it. */
export type NearestCorrection = Omit<
  SimilarCorrection,
  'edit_removed' | 'edit_added' | 'lexical' | 'draft_similarity' | 'background'
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

export type EvidenceRow = Pick<
  SimilarCorrection,
  'id' | 'rating' | 'draft' | 'correction' | 'reason' | 'edit_kind' | 'edit_removed' | 'edit_added'
>;

/** The decisions behind rules' evidence, with their runs' drafts: what a draft is checked against for each rule. */
export async function listEvidenceRows(db: Queryable, ids: readonly string[]): Promise<EvidenceRow[]> {
  if (ids.length === 0) return [];
  return db.query(
    `select f.id, f.rating, r.draft, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added
     from feedback f join runs r on r.id = f.run_id
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
