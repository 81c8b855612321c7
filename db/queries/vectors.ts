// pgvector access: one HNSW index per embedding model (vectors of different models never mix) and the similarity search.
import { createHash } from 'node:crypto';
import pgvector from 'pgvector';
import type { Queryable } from '../client.ts';

export interface VectorSpace {
  model: string;
  dimensions: number;
}

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;
const suffix = (space: VectorSpace) => createHash('sha1').update(`${space.model}:${space.dimensions}`).digest('hex').slice(0, 10);

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
  created_at: Date;
  similarity: number;
}

/** The recallable feedback rows whose situation is nearest to `vector`, nearest first. */
export async function findSimilarCorrections(
  db: Queryable,
  space: VectorSpace,
  query: { vector: number[]; goal: string; limit: number },
): Promise<SimilarCorrection[]> {
  const dims = Math.trunc(space.dimensions);
  const distance = `f.situation_embedding::vector(${dims}) <=> $1::vector(${dims})`;
  return db.query<SimilarCorrection>(
    `select f.id, f.run_id, r.goal, f.rating, f.situation, r.draft, f.correction, f.reason, f.edit_kind, f.created_at,
            1 - (${distance}) as similarity
     from feedback f join runs r on r.id = f.run_id
     where f.situation_model = ${literal(space.model)} and f.situation_embedding is not null
       and f.undone_at is null and r.goal = $2 and (f.correction is not null or f.reason is not null)
     order by ${distance} limit $3`,
    [pgvector.toSql(query.vector), query.goal, query.limit],
  );
}
