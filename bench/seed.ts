// Bulk-loads corrections with SQL (runs + feedback rows with both embeddings), as decide + backfill would have written them.
import pgvector from 'pgvector';
import type { Db } from '../db/client.ts';
import { ensureVectorIndexes } from '../db/queries/vectors.ts';
import type { EmbeddingProvider } from '../gateway/kernel/embedding.ts';
import { signalText } from '../gateway/learning/backfill.ts';
import { correction, diffOf } from './corpus.ts';
import type { Rng } from './prng.ts';

const BATCH = 500;
const DAY_MS = 86_400_000;

export interface SeedTiming {
  rows: number;
  insertMs: number;
  indexMs: number;
}

/**
 * Adds `n` corrections spread over the last `days` days. The HNSW indexes are dropped first and rebuilt
 * after: one bulk build is much faster than growing the graph row by row (most of all on PGlite).
 */
export async function seedCorrections(
  db: Db,
  embeddings: EmbeddingProvider,
  rng: Rng,
  n: number,
  opts: { days?: number; progress?: (line: string) => void; tag?: string } = {},
): Promise<SeedTiming> {
  const days = opts.days ?? 25;
  const tag = opts.tag ?? 's';
  await dropVectorIndexes(db);
  const t0 = performance.now();
  const now = Date.now();
  for (let done = 0; done < n; done += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, n - done) }, (_, i) => {
      const c = correction(rng);
      const diff = diffOf(c);
      const at = new Date(now - rng.next() * days * DAY_MS);
      return { ...c, diff, at, id: `${tag}${done + i}` };
    });
    const signals = rows.map((r) =>
      signalText({
        rating: r.rating,
        correction: r.correction,
        reason: r.reason,
        edit_removed: r.diff?.removed ?? null,
        edit_added: r.diff?.added ?? null,
      }),
    );
    const vectors = await embeddings.embed([...rows.map((r) => r.task), ...signals]);
    const vec = (i: number) => (vectors[i] ? pgvector.toSql(vectors[i]) : null);
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into runs (id, goal, task, draft, final_text, status, decided_at, decided_via, created_at)
         select 'run_' || id, goal, task, draft, final_text, status, at, 'api', at
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::timestamptz[])
           as t(id, goal, task, draft, final_text, status, at)`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.goal),
          rows.map((r) => r.task),
          rows.map((r) => r.draft),
          rows.map((r) => r.correction),
          rows.map((r) => (r.rating === 0 ? 'edited' : 'rejected')),
          rows.map((r) => r.at.toISOString()),
        ],
      );
      await tx.query(
        `insert into feedback (id, run_id, rating, correction, reason, source, edit_kind, edit_removed, edit_added, event_key,
                               situation, situation_embedding, situation_model, signal_embedding, signal_model, created_at)
         select 'fb_' || id, 'run_' || id, rating, correction, reason, 'api', edit_kind, removed::jsonb, added::jsonb, 'evt_' || id,
                situation, sit::vector, $12, sig::vector, $12, at
         from unnest($1::text[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[],
                     $9::text[], $10::text[], $11::timestamptz[])
           as t(id, rating, correction, reason, edit_kind, removed, added, situation, sit, sig, at)`,
        [
          rows.map((r) => r.id),
          rows.map((r) => r.rating),
          rows.map((r) => r.correction),
          rows.map((r) => r.reason),
          rows.map((r) => r.diff?.kind ?? null),
          rows.map((r) => (r.diff ? JSON.stringify(r.diff.removed) : null)),
          rows.map((r) => (r.diff ? JSON.stringify(r.diff.added) : null)),
          rows.map((r) => r.task),
          rows.map((_, i) => vec(i)),
          rows.map((_, i) => vec(rows.length + i)),
          rows.map((r) => r.at.toISOString()),
          embeddings.model,
        ],
      );
    });
    const total = done + rows.length;
    if (total % 5000 === 0 || total === n) opts.progress?.(`  seeded ${total}/${n} corrections`);
  }
  const insertMs = performance.now() - t0;
  const t1 = performance.now();
  await ensureVectorIndexes(db, embeddings);
  const indexMs = performance.now() - t1;
  opts.progress?.(`  HNSW indexes rebuilt in ${(indexMs / 1000).toFixed(1)} s`);
  return { rows: n, insertMs, indexMs };
}

export async function dropVectorIndexes(db: Db): Promise<void> {
  const rows = await db.query<{ indexname: string }>(
    `select indexname from pg_indexes where tablename = 'feedback' and indexname like 'feedback\\_%\\_hnsw\\_%'`,
  );
  for (const r of rows) await db.exec(`drop index if exists ${r.indexname}`);
}
