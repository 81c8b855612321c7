// A small goal's nearest corrections through the HNSW index: the goal filter applies after the index, so without an
// iterative scan a goal far from the query in a table of other goals' rows came back short, or empty.
import pgvector from 'pgvector';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasIterativeScan } from '../../db/client.ts';
import { signalNeighbours } from '../../db/queries/learning.ts';
import { ensureVectorIndexes, findContextCandidates } from '../../db/queries/vectors.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';

const space = { model: 'test-8d', dimensions: 8 };

/** A unit vector mostly along axis `axis`, a little along the others (seeded, so the run is the same each time). */
function near(axis: number, i: number): number[] {
  const v = Array.from({ length: 8 }, (_, k) => (k === axis ? 1 : 0.05 * Math.sin(i * 7 + k * 3)));
  const norm = Math.hypot(...v);
  return v.map((x) => x / norm);
}

describe('nearest corrections of a small goal', () => {
  let t: TestDb;
  const since = new Date('2026-11-01T00:00:00Z');
  beforeAll(async () => {
    t = await createTestDb();
    // 4,000 corrections of "posts" right by the query, 400 of "pages" (a tenth) far from it: the index's first 40 are all "posts".
    const rows = [
      ...Array.from({ length: 4000 }, (_, i) => ({ id: `p${i}`, goal: 'posts', v: near(0, i) })),
      ...Array.from({ length: 400 }, (_, i) => ({ id: `g${i}`, goal: 'pages', v: near(5, i) })),
    ];
    await t.db.query(
      `insert into runs (id, goal, task, draft, final_text, status, decided_at, decided_via, created_at)
       select 'run_' || id, goal, 'task ' || id, 'draft', 'fixed', 'edited', $3, 'api', $3
       from unnest($1::text[], $2::text[]) as t(id, goal)`,
      [rows.map((r) => r.id), rows.map((r) => r.goal), '2026-11-15T00:00:00Z'],
    );
    await t.db.query(
      `insert into feedback (id, run_id, rating, correction, source, event_key, situation,
                             situation_embedding, situation_model, signal_embedding, signal_model, created_at)
       select 'fb_' || id, 'run_' || id, 0, 'fixed', 'api', 'evt_' || id, 'task ' || id, v::vector, $3, v::vector, $3, $4
       from unnest($1::text[], $2::text[]) as t(id, v)`,
      [rows.map((r) => r.id), rows.map((r) => pgvector.toSql(r.v)), space.model, '2026-11-15T00:00:00Z'],
    );
    await ensureVectorIndexes(t.db, space);
    await t.db.exec('analyze feedback, runs');
  });
  afterAll(() => t.close());

  it('uses the HNSW index (the case this is about)', async () => {
    const plan = await t.db.query<Record<string, string>>(
      `explain select f.id from feedback f join runs r on r.id = f.run_id
       where f.situation_model = '${space.model}' and f.situation_embedding is not null and r.goal = 'pages'
       order by f.situation_embedding::vector(8) <=> '${pgvector.toSql(near(0, 1))}'::vector(8) limit 5`,
    );
    expect(plan.map((r) => Object.values(r)[0]).join('\n')).toMatch(/feedback_situation_hnsw/);
  });

  it('context: the goal’s five nearest come back though 4,000 rows of another goal are nearer', async () => {
    const { rows } = await findContextCandidates(t.db, space, {
      goal: 'pages',
      task: near(0, 1),
      taskText: null,
      draft: null,
      draftWords: null,
      limit: 5,
      background: 200,
      kept: 0,
    });
    expect(rows.map((r) => r.goal)).toEqual(['pages', 'pages', 'pages', 'pages', 'pages']);
  });

  it('nightly grouping: a signal’s neighbours in its own goal come back the same way', async () => {
    const rows = await signalNeighbours(t.db, space, {
      vector: near(0, 1),
      goal: 'pages',
      since,
      until: new Date('2026-12-01T00:00:00Z'),
      limit: 5,
    });
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => r.id.startsWith('fb_g'))).toBe(true);
  });
});

describe('the iterative scan is asked for only where pgvector has it', () => {
  it('0.8.0 and later have it; 0.7 and older, or no pgvector, do not (such a server would refuse the connection)', () => {
    expect(['0.8.0', '0.8.1', '1.0.0'].map(hasIterativeScan)).toEqual([true, true, true]);
    expect(['0.7.4', '0.5.1', '', null].map(hasIterativeScan)).toEqual([false, false, false, false]);
  });
});
