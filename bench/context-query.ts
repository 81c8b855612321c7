// Benchmark 2: getContext and the bare pgvector query at growing numbers of stored corrections, and the HNSW index's recall.
import pgvector from 'pgvector';
import type { Db, Queryable } from '../db/client.ts';
import { findSimilarCorrections } from '../db/queries/vectors.ts';
import { type Backend, benchGateway, openBenchDb } from './backends.ts';
import { correction, situation } from './corpus.ts';
import { createRng } from './prng.ts';
import { type SeedTiming, seedCorrections } from './seed.ts';
import { type LatencySummary, percentile, timeLoop } from './stats.ts';

export interface ContextResult {
  backend: string;
  corrections: number;
  seed: SeedTiming;
  getContext: LatencySummary;
  /** getContext with the agent's draft too (what POST /v1/check and the card's pre-check ask). */
  withDraft: LatencySummary;
  /** `order by embedding <=> $1 limit k` on the feedback table alone, through the HNSW index. */
  bare: LatencySummary;
  /** The same bare query with index scans off: an exact scan, the baseline the index should beat. */
  exact: LatencySummary;
  /** Share of the exact top k the index returns (ties at the k-th distance count as found); first 100 queries. */
  recall: { bare: number; contextPosts: number; contextPages: number };
  /** Mean corrections returned for a goal holding 10% of rows: under k means the filter starved the index scan. */
  returnedPages: { hnsw: number; exact: number };
  /**
   * The same "pages" query with pgvector 0.8's hnsw.iterative_scan off, as taploop ran before it set strict_order on
   * every connection (db/client.ts): the filter applies to the index's first ef_search rows only.
   */
  plainPages: { recall: number; returned: number };
  /** p50 ms of the "pages" query (first 100 queries) as taploop runs it (iterative scan) and with the scan off. */
  pagesP50: { iterative: number; plain: number };
  /** getContext's own vector query (goal filter, join, over-fetch), without embedding the task or logging the context. */
  filtered: LatencySummary;
  plan: string;
}

const K = 5;
/** Exact scans at 50k cost ~65 ms each; recall over 100 queries (500 neighbours) is precise enough. */
const RECALL_QUERIES = 100;

export async function benchContext(
  backend: Backend,
  opts: { sizes: number[]; queries: number; seed: number; progress: (line: string) => void },
): Promise<ContextResult[]> {
  const bdb = await openBenchDb(backend, 'context');
  const results: ContextResult[] = [];
  try {
    const { gateway } = await benchGateway(bdb.db);
    const embeddings = gateway.deps.embeddings;
    const space = { model: embeddings.model, dimensions: embeddings.dimensions };
    const dims = space.dimensions;
    const qrng = createRng(opts.seed + 1); // queries come from their own stream: new situations, not seeded ones
    const tasks = Array.from({ length: opts.queries }, () => situation(qrng));
    // Drafts as agents write them: some repeat a stored mistake, the rest are about something else.
    const drafts = Array.from({ length: opts.queries }, () => correction(qrng).draft);
    const vectors = (await embeddings.embed(tasks)).map((v) => v!);
    const rng = createRng(opts.seed);
    let stored = 0;
    for (const size of opts.sizes) {
      opts.progress(`  ${backend.name}: seeding to ${size} corrections`);
      const seed = await seedCorrections(bdb.db, embeddings, rng, size - stored, {
        progress: opts.progress,
        tag: `c${size}_`,
      });
      stored = size;
      await bdb.db.exec('analyze'); // what autovacuum does on Postgres; PGlite has none (see RESULTS.md)

      opts.progress(`  ${backend.name}: ${opts.queries} queries × 5 kinds at ${size}`);
      const { summary: ctx } = await timeLoop(
        tasks.length,
        1,
        async (i) => void (await gateway.getContext({ goal: 'posts', task: tasks[i]!, k: K })),
      );
      const { summary: withDraft } = await timeLoop(
        tasks.length,
        1,
        async (i) => void (await gateway.getContext({ goal: 'posts', task: tasks[i]!, draft: drafts[i]!, k: K })),
      );
      const bareSql = `select id, situation_embedding::vector(${dims}) <=> $1::vector(${dims}) as d from feedback
        where situation_model = '${space.model}' and situation_embedding is not null
        order by situation_embedding::vector(${dims}) <=> $1::vector(${dims}) limit ${K}`;
      const bareHits: Hit[][] = [];
      const { summary: bare } = await timeLoop(tasks.length, 1, async (i) => {
        bareHits[i] = await bdb.db.query<Hit>(bareSql, [pgvector.toSql(vectors[i]!)]);
      });
      const exactHits: Hit[][] = [];
      const { summary: exact } = await timeLoop(tasks.length, 1, async (i) => {
        exactHits[i] = await withSetting(bdb.db, NO_INDEX, (tx) =>
          tx.query<Hit>(bareSql, [pgvector.toSql(vectors[i]!)]),
        );
      });

      // getContext's own query (goal filter, over-fetch k*4), with and without the index.
      const filtered = async (goal: string, mode: 'hnsw' | 'exact' | 'plain') => {
        const found: Hit[][] = [];
        const took: number[] = [];
        for (const vector of vectors.slice(0, RECALL_QUERIES)) {
          const run = (q: Queryable) => findSimilarCorrections(q, space, { vector, goal, limit: K * 4 });
          // Every mode runs in a transaction, so that the setting is the only difference between two timings.
          const t0 = performance.now();
          const rows = await withSetting(bdb.db, mode === 'exact' ? NO_INDEX : mode === 'plain' ? PLAIN : '', run);
          took.push(performance.now() - t0);
          found.push(rows.slice(0, K).map((r) => ({ id: r.id, d: 1 - Number(r.similarity) })));
        }
        return Object.assign(found, { p50: percentile(took, 50) });
      };
      const { summary: filteredLatency } = await timeLoop(tasks.length, 1, async (i) => {
        await findSimilarCorrections(bdb.db, space, { vector: vectors[i]!, goal: 'posts', limit: K * 4 });
      });
      const postsH = await filtered('posts', 'hnsw');
      const postsE = await filtered('posts', 'exact');
      const pagesH = await filtered('pages', 'hnsw');
      const pagesE = await filtered('pages', 'exact');
      const pagesP = await filtered('pages', 'plain');
      const plan = await planOf(bdb.db, space, vectors[0]!);
      results.push({
        backend: backend.name,
        corrections: size,
        seed,
        getContext: ctx,
        withDraft,
        bare,
        exact,
        recall: {
          bare: recall(bareHits, exactHits),
          contextPosts: recall(postsH, postsE),
          contextPages: recall(pagesH, pagesE),
        },
        returnedPages: { hnsw: mean(pagesH.map((h) => h.length)), exact: mean(pagesE.map((h) => h.length)) },
        plainPages: { recall: recall(pagesP, pagesE), returned: mean(pagesP.map((h) => h.length)) },
        pagesP50: { iterative: pagesH.p50, plain: pagesP.p50 },
        filtered: filteredLatency,
        plan,
      });
    }
    await gateway.settle();
  } finally {
    await bdb.close();
  }
  return results;
}

interface Hit {
  id: string;
  d: number;
}

/** An exact scan: pgvector's HNSW index is only used through index scans. */
const NO_INDEX = 'set local enable_indexscan = off';
const PLAIN = 'set local hnsw.iterative_scan = off';

function withSetting<T>(db: Db, setting: string, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (setting) await tx.exec(setting);
    return fn(tx);
  });
}

/** Mean share of each exact top-k found by the index; a row at the k-th exact distance (a tie) counts as found. */
function recall(indexed: Hit[][], exact: Hit[][]): number {
  const shares = exact.map((truth, i) => {
    if (truth.length === 0) return 1;
    const kth = Math.max(...truth.map((h) => Number(h.d)));
    const got = (indexed[i] ?? []).filter((h) => truth.some((t) => t.id === h.id) || Number(h.d) <= kth + 1e-6).length;
    return Math.min(got, truth.length) / truth.length;
  });
  return mean(shares);
}

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);

/** Which scan getContext's query gets: the HNSW index, or an exact scan when the planner prefers one. */
async function planOf(db: Queryable, space: { model: string; dimensions: number }, vector: number[]): Promise<string> {
  const rows = await db.query<Record<string, string>>(
    `explain select f.id from feedback f join runs r on r.id = f.run_id
     where f.situation_model = '${space.model}' and f.situation_embedding is not null and f.undone_at is null
       and r.goal = $2 and (f.correction is not null or f.reason is not null)
     order by f.situation_embedding::vector(${space.dimensions}) <=> $1::vector(${space.dimensions}) limit 20`,
    [pgvector.toSql(vector), 'posts'],
  );
  return rows.map((r) => Object.values(r)[0]).some((l) => /hnsw/.test(String(l))) ? 'hnsw' : 'exact scan';
}
