// The run read model (one query): the slot a run shows is the slot its approval took, in the goal's own zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

describe('run view', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({
      goals: {
        goals: { seoul: { maxPerDay: 2, minGapMinutes: 0, timezone: 'Asia/Seoul', undoSeconds: 0 } },
        defaultGoal: { undoSeconds: 0 },
      },
    });
  });
  afterAll(() => t.close());

  it('getRun and the recent decisions show each approval’s own slot and day position; a rejection has none', async () => {
    const slots = [];
    for (let i = 0; i < 3; i++) {
      const runId = await submit(t, { goal: 'seoul', draft: `Post ${i}` });
      slots.push((await t.gateway.decide({ runId, action: 'approve', source: 'api' })).publication);
    }
    // The third is over the 2-a-day limit: next day in Seoul, first of that day.
    expect(slots.map((s) => s!.day_position)).toEqual([1, 2, 1]);
    const rejected = await submit(t, { goal: 'seoul', draft: 'Nope' });
    await t.gateway.decide({ runId: rejected, action: 'reject', reason: 'off topic', source: 'api' });

    const recent = await t.gateway.listRecentDecisions(10);
    expect(recent[0]).toMatchObject({ id: rejected, publication: null, decision: { rating: -1, reason: 'off topic' } });
    const approved = recent.slice(1).reverse();
    expect(approved.map((r) => r.publication)).toEqual(slots);
    for (const [i, slot] of slots.entries())
      expect((await t.gateway.getRun(approved[i]!.id)).publication).toEqual(slot);
  });
});
