// Benchmark 3: the nightly job's time at growing numbers of corrections, with and without planner statistics.
import pgvector from 'pgvector';
import type { Db } from '../db/client.ts';
import { listMinable, parseVector } from '../db/queries/learning.ts';
import { type Backend, benchGateway, openBenchDb } from './backends.ts';
import { createRng } from './prng.ts';
import { seedCorrections } from './seed.ts';

export interface NightlyResult {
  backend: string;
  /** `analyzed`: after ANALYZE, as autovacuum leaves Postgres; `no statistics`: as PGlite always is (it runs no autovacuum). */
  statistics: 'analyzed' | 'no statistics';
  corrections: number;
  ms: number;
  items: number;
  candidates: number;
  attached: number;
  /** The scan the job's neighbour query gets: the HNSW index or an exact scan of the whole window. */
  plan: string;
}

/**
 * One database per statistics mode, grown size by size. Between sizes the job's output (rules, job rows) is
 * deleted, so every measurement mines the whole window from scratch, as the first night after import would.
 */
export async function benchNightly(
  backend: Backend,
  opts: { sizes: number[]; statistics: NightlyResult['statistics']; seed: number; progress: (line: string) => void },
): Promise<NightlyResult[]> {
  const bdb = await openBenchDb(backend, opts.statistics === 'analyzed' ? 'nightly' : 'nightly_nostats');
  const results: NightlyResult[] = [];
  try {
    const { gateway } = await benchGateway(bdb.db);
    if (opts.statistics === 'no statistics') {
      // Postgres's autovacuum would analyze mid-series at its own moment; PGlite never does. Hold it off so both
      // show the state before the first ANALYZE, deterministically.
      await bdb.db.exec(
        'alter table feedback set (autovacuum_enabled = false); alter table runs set (autovacuum_enabled = false)',
      );
    }
    const rng = createRng(opts.seed);
    let stored = 0;
    for (const size of opts.sizes) {
      opts.progress(`  ${backend.name} (${opts.statistics}): seeding to ${size} corrections`);
      await seedCorrections(bdb.db, gateway.deps.embeddings, rng, size - stored, {
        progress: opts.progress,
        tag: `n${size}_`,
      });
      stored = size;
      if (opts.statistics === 'analyzed') await bdb.db.exec('analyze');
      await bdb.db.exec('delete from rules; delete from job_runs');
      const plan = await neighbourPlan(bdb.db, gateway.deps.embeddings);
      opts.progress(
        `  ${backend.name} (${opts.statistics}): nightly job over ${size} corrections (neighbour query: ${plan})`,
      );
      const t0 = performance.now();
      const run = await gateway.runNightly({}, (line) => {
        // The job reports once per goal: echo those lines so a slow run shows it is alive.
        if (/: \d+ item\(s\)/.test(line))
          opts.progress(`    ${((performance.now() - t0) / 1000).toFixed(0)} s ${line.trim()}`);
      });
      results.push({
        backend: backend.name,
        statistics: opts.statistics,
        corrections: size,
        ms: performance.now() - t0,
        items: run.items,
        candidates: run.proposed.length,
        attached: run.attached.length,
        plan,
      });
    }
  } finally {
    await bdb.close();
  }
  return results;
}

/** EXPLAIN of the job's neighbour query (db/queries/learning.ts signalNeighbours) for one real item. */
async function neighbourPlan(db: Db, space: { model: string; dimensions: number }): Promise<string> {
  const until = new Date();
  const since = new Date(until.getTime() - 30 * 86_400_000);
  const [item] = await listMinable(db, space, { since, until });
  const vector = parseVector(item?.signal ?? null);
  if (!vector) return 'n/a';
  const d = space.dimensions;
  const rows = await db.query<Record<string, string>>(
    `explain select f.id from feedback f join runs r on r.id = f.run_id
     where f.signal_model = '${space.model}' and f.signal_embedding is not null
       and r.goal = $2 and f.created_at >= $3 and f.created_at < $4
     order by f.signal_embedding::vector(${d}) <=> $1::vector(${d}) limit 12`,
    [pgvector.toSql(vector), item!.goal, since, until],
  );
  return rows.map((r) => Object.values(r)[0]).some((l) => /hnsw/.test(String(l))) ? 'hnsw' : 'exact scan';
}
