import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../gateway/core/stats.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { decideVia, submit } from '../helpers/runs.ts';

describe('daily stats', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('counts today’s decisions and taps, received next to stored', async () => {
    const [a, b, c, d] = [await submit(t), await submit(t), await submit(t), await submit(t)];
    await decideVia(t, a, { action: 'approve', event_key: 'k1' });
    await decideVia(t, a, { action: 'approve', event_key: 'k1' }); // replay
    await decideVia(t, b, { action: 'reject', reason: 'no' });
    await decideVia(t, c, { action: 'edit', text: 'better' });
    await decideVia(t, c, { action: 'approve' }); // conflict
    void d; // stays pending
    const res = await t.request('GET', '/v1/stats/daily?days=7');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as Stats;
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({
      approvals: 1,
      rejections: 1,
      edits: 1,
      taps_received: 5,
      taps_stored: 3,
      duplicates: 1,
      conflicts: 1,
      failed: 0,
      unaccounted: 0,
    });
    expect(stats.pending_drafts).toBe(1);
    expect(stats.warning).toBeNull();
  });

  it('warns when a tap was received but not stored', async () => {
    await t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome, created_at) values ('tap_lost', 'k-lost', 'telegram', 'approve', 'received', now() - interval '5 minutes')`,
    );
    const stats = (await (await t.request('GET', '/v1/stats/daily?days=1')).json()) as Stats;
    expect(stats.totals.unaccounted).toBe(1);
    expect(stats.warning).toMatch(/1 tap\(s\) received but not stored/);
  });
});
