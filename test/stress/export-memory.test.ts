// Export memory stays flat: 100,000 runs (20,000 reduced) from real Postgres stream out with the exporting process's
// RSS growing by less than 50 MB, though the file is several times that size.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { report, scale, STRESS } from './scale.ts';

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

  it(`exports ${ROWS} runs with RSS growing by less than ${LIMIT_MB} MB`, async () => {
    globalThis.gc?.();
    const res = await t.request('GET', '/v1/export?format=jsonl');
    expect(res.status).toBe(200);
    const reader = res.body!.getReader();
    const base = process.memoryUsage().rss;
    let peak = base;
    let bytes = 0;
    let lines = 0;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      bytes += chunk.value.byteLength;
      for (const b of chunk.value) if (b === 10) lines++;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const growthMb = (peak - base) / 2 ** 20;
    report('export memory', { rows: ROWS, file_mb: bytes / 2 ** 20, rss_growth_mb: growthMb });
    expect(lines).toBe(ROWS);
    expect(bytes / 2 ** 20).toBeGreaterThan(LIMIT_MB); // else the bound would prove nothing
    expect(growthMb).toBeLessThan(LIMIT_MB);
  });
});
