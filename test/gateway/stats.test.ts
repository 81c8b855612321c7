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

  it('counts today’s decisions, and every tap with its outcome', async () => {
    const [a, b, c, d] = [await submit(t), await submit(t), await submit(t), await submit(t)];
    await decideVia(t, a, { action: 'approve', event_key: 'k1' });
    await decideVia(t, a, { action: 'approve', event_key: 'k1' }); // replay
    await decideVia(t, b, { action: 'reject', reason: 'no' });
    await decideVia(t, c, { action: 'edit', text: 'better' });
    await decideVia(t, c, { action: 'approve' }); // already decided
    void d; // stays pending
    const res = await t.request('GET', '/v1/stats/daily?days=7');
    expect(res.status).toBe(200);
    const stats = (await res.json()) as Stats;
    expect(stats.days).toHaveLength(7);
    expect(stats.days.at(-1)).toMatchObject({
      approvals: 1,
      rejections: 1,
      edits: 1,
      taps: { received: 5, stored: 3, duplicate: 1, already_decided: 1, refused: 0, invalid: 0, failed: 0, lost: 0 },
    });
    expect(stats.pending_drafts).toBe(1);
    expect(stats.warning).toBeNull();
  });

  it('counts a tap still being handled once it has its outcome: received stays the sum of the outcomes', async () => {
    await t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome) values ('tap_now', 'k-now', 'telegram', 'approve', 'received')`,
    );
    const stats = (await (await t.request('GET', '/v1/stats/daily?days=1')).json()) as Stats;
    const { received, ...outcomes } = stats.totals.taps;
    expect(received).toBe(5);
    expect(Object.values(outcomes).reduce((a, b) => a + b, 0)).toBe(received);
    expect(stats.warning).toBeNull();
  });

  it('warns when a tap was received but not stored', async () => {
    await t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome, created_at) values ('tap_lost', 'k-lost', 'telegram', 'approve', 'received', now() - interval '5 minutes')`,
    );
    const stats = (await (await t.request('GET', '/v1/stats/daily?days=1')).json()) as Stats;
    expect(stats.totals.taps).toMatchObject({ received: 6, lost: 1 }); // the tap being handled above is not counted yet
    expect(stats.warning).toMatch(/^⚠️ 1 tap\(s\) received but not stored in the last 1 day\(s\): 0 failed .*, 1 lost/);
  });
});
