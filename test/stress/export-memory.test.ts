// Export memory stays flat: 100,000 runs (20,000 reduced) from real Postgres stream out of a separate exporting
// process whose RSS grows by less than 50 MB, though the file is several times that size.
//
// The exporting process runs with a 64 MB V8 old space: a leak or a buffered file would crash it. Without the cap
// V8 lets garbage (and the external buffers of the socket and the encoder) pile up before a full collection: RSS
// then rose by ~130 MB at 20,000 rows (86 MB of output) although nothing is retained. The young generation is kept
// small (2 MB semi-spaces) for the same reason: with the default 16 MB ones the growth was 44-53 MB, so the bound
// measured V8's sizing more than the export (one CI run failed at 53 MB); now 13-20 MB.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { report, STRESS, scale } from './scale.ts';

const ROWS = scale(20_000, 100_000);
const LIMIT_MB = 50;
let t: TestGateway;

describe.skipIf(!STRESS || !onPostgres())('export memory', () => {
  beforeAll(async () => {
    t = await createTestGateway();
    // Each run carries ~4 KB of text (draft and owner's text), so the file is far bigger than the memory bound.
    await t.testDb.db.query(
      `insert into runs (id, goal, task, draft, status, final_text, created_at, decided_at, decided_via)
       select 'run_' || lpad(g::text, 10, '0'), 'posts', 'task ' || g, repeat('draft ' || g || ' ', 180), 'edited',
              repeat('final ' || g || ' ', 180), now() - interval '1 day' + g * interval '1 ms', now(), 'api'
       from generate_series(1, $1) g`,
      [ROWS],
    );
    await t.testDb.db.query(
      `insert into feedback (id, run_id, rating, correction, source, event_key, situation, edit_kind, edit_removed, edit_added)
       select 'fb_' || lpad(g::text, 10, '0'), 'run_' || lpad(g::text, 10, '0'), 0, repeat('final ' || g || ' ', 180), 'api',
              'seed-' || g, 'task ' || g, 'substantive', '["draft"]', '["final"]'
       from generate_series(1, $1) g`,
      [ROWS],
    );
    await t.testDb.db.exec('analyze runs; analyze feedback');
  }, 600_000);
  afterAll(() => t?.close());

  it(`exports ${ROWS} runs with the exporting process's RSS growing by less than ${LIMIT_MB} MB`, () => {
    const child = spawnSync(
      process.execPath,
      [
        '--max-old-space-size=64',
        '--max-semi-space-size=2',
        '--import',
        'tsx',
        'test/stress/helpers/export-child.ts',
        'jsonl',
      ],
      {
        env: { ...process.env, DATABASE_URL: t.testDb.url! },
        encoding: 'utf8',
        timeout: 1_200_000,
      },
    );
    expect(child.status, child.stderr).toBe(0);
    const r = JSON.parse(child.stdout.trim().split('\n').pop()!) as {
      status: number;
      base: number;
      peak: number;
      bytes: number;
      lines: number;
    };
    const growthMb = (r.peak - r.base) / 2 ** 20;
    report('export memory', { rows: ROWS, file_mb: r.bytes / 2 ** 20, rss_growth_mb: growthMb });
    expect(r.status).toBe(200);
    expect(r.lines).toBe(ROWS);
    expect(r.bytes / 2 ** 20).toBeGreaterThan(LIMIT_MB); // else the bound would prove nothing
    expect(growthMb).toBeLessThan(LIMIT_MB);
  });
});
