// Benchmark 1: the feedback write path through the real HTTP app, next to a raw single-row INSERT loop on the same database.
import { newId } from '../gateway/kernel/ids.ts';
import { type Backend, benchGateway, openBenchDb } from './backends.ts';
import { correction } from './corpus.ts';
import { countingDb } from './counting-db.ts';
import { createRng } from './prng.ts';
import { drift, type LatencySummary, timeLoop } from './stats.ts';

export interface WriteLevel {
  concurrency: number;
  /** Decisions spread over this many goals: each goal's slot-taking holds a per-goal lock, so one goal serialises. */
  goals: number;
}

export interface WritePathResult {
  backend: string;
  concurrency: number;
  goals: number;
  connections: number;
  decisions: number;
  http: LatencySummary;
  raw: LatencySummary;
  /** Raw inserts per second over decisions per second: how many times dearer a decision is than a bare row. */
  ratio: number;
  /** p50 of the first and the last 10% of decisions: does the path slow down as the goal's queue fills? */
  drift: { firstP50: number; lastP50: number };
  /** Statements one approval sends to the database (all on its request path: approvals are not embedded). */
  statementsPerApproval: number;
}

const CONNECTIONS = 10; // the postgres.js pool size the gateway uses by default; PGlite always has one

/** Big enough that no decision waits for a later day: the slot search runs, but never has to skip. */
const GOALS = {
  goals: {},
  defaultGoal: { maxPerDay: 10_000, minGapMinutes: 0, undoSeconds: 60, publisher: { type: 'log' as const } },
};

export async function benchWritePath(
  backend: Backend,
  opts: { decisions: number; levels: WriteLevel[]; seed: number; progress: (line: string) => void },
): Promise<WritePathResult[]> {
  const bdb = await openBenchDb(backend, 'write', CONNECTIONS);
  const results: WritePathResult[] = [];
  try {
    const db = countingDb(bdb.db);
    const { gateway, app } = await benchGateway(db, GOALS);
    const decide = (runId: string, body: object) =>
      app.request(`/v1/runs/${runId}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...body, event_key: `bench-${runId}` }),
      });
    const rng = createRng(opts.seed);
    for (const { concurrency: c, goals } of opts.levels) {
      const label = `c${c}g${goals}`; // fresh goals per level, so each starts with an empty publish queue
      const n = opts.decisions;
      opts.progress(`  ${backend.name}: submitting ${2 * n} drafts for concurrency ${c}, ${goals} goal(s)`);
      const work = Array.from({ length: n }, (_, i) => ({
        ...correction(rng),
        approve: rng.chance(0.6),
        goal: `${label}-g${i % goals}`,
      }));
      const runs: string[] = [];
      for (const w of work) runs.push((await gateway.submitRun({ goal: w.goal, task: w.task, draft: w.draft })).id);
      const rawRuns: string[] = [];
      for (const w of work)
        rawRuns.push((await gateway.submitRun({ goal: `${label}-raw`, task: w.task, draft: w.draft })).id);

      const probe = (await gateway.submitRun({ goal: `${label}-probe`, draft: 'probe' })).id;
      const before = db.counts().statements;
      await decide(probe, { action: 'approve' });
      await gateway.settle();
      const statementsPerApproval = db.counts().statements - before;

      opts.progress(`  ${backend.name}: ${n} HTTP decisions, concurrency ${c}`);
      const { summary: http, samples } = await timeLoop(n, c, async (i) => {
        const w = work[i]!;
        const body = w.approve
          ? { action: 'approve' }
          : w.rating === 0
            ? { action: 'edit', text: w.correction }
            : { action: 'reject', reason: w.reason };
        const res = await decide(runs[i]!, body);
        if (res.status !== 201) throw new Error(`decision answered ${res.status}: ${await res.text()}`);
        await res.arrayBuffer();
      });
      await gateway.settle(); // the embedding backfill the decisions triggered: not part of the raw loop's time
      const [stored] = await bdb.db.query<{ n: number }>(
        `select count(*)::int as n from feedback f join runs r on r.id = f.run_id where r.goal like $1`,
        [`${label}-g%`],
      );
      // Every 201 must stand for a committed row.
      if (stored!.n !== n) throw new Error(`${n} decisions answered 201 but ${stored!.n} feedback rows exist`);

      opts.progress(`  ${backend.name}: ${n} raw single-row INSERTs, concurrency ${c}`);
      const { summary: raw } = await timeLoop(n, c, async (i) => {
        const w = work[i]!;
        // embed_attempts at the backfill's give-up count keeps these rows out of the embedding backfill.
        await bdb.db.query(
          `insert into feedback (id, run_id, rating, correction, reason, source, event_key, situation, embed_attempts)
           values ($1, $2, $3, $4, $5, 'api', $6, $7, 1000)`,
          [
            newId('fb'),
            rawRuns[i],
            w.approve ? 1 : w.rating,
            w.approve ? null : w.correction,
            w.approve ? null : w.reason,
            newId('evt'),
            w.task,
          ],
        );
      });
      results.push({
        backend: backend.name,
        concurrency: c,
        goals,
        connections: backend.name === 'pglite' ? 1 : CONNECTIONS,
        decisions: n,
        http,
        raw,
        ratio: raw.perSecond / http.perSecond,
        drift: drift(samples),
        statementsPerApproval,
      });
    }
    await gateway.settle();
  } finally {
    await bdb.close();
  }
  return results;
}
