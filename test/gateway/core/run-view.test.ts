// The run read model (one query): the slot a run shows is the slot its approval took, in the goal's own zone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { countingDb } from '../../../bench/counting-db.ts';
import { listCallbacks } from '../../../db/queries/callbacks.ts';
import { listChannelDeliveriesOfRun } from '../../../db/queries/channel-deliveries.ts';
import { getRun, listRecentDecisions } from '../../../gateway/core/runs.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

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
      slots.push((await t.gateway.decide({ runId, action: 'approve', source: 'api' })).run.publication);
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

describe('run view: one statement each', () => {
  let t: TestGateway;
  beforeAll(async () => {
    const probe: Channel = { name: 'probe', runSubmitted: async () => {}, runDecided: async () => {} };
    t = await createTestGateway({
      env: { OUTBOUND_ALLOW: '127.0.0.1' },
      goals: { goals: {}, defaultGoal: { undoSeconds: 0 } },
      channels: [probe],
    });
  });
  afterAll(() => t.close());

  it('getRun reads the run, its decision, slot, callbacks and card deliveries in one query; the inbox list in one', async () => {
    const ids: string[] = [];
    for (const draft of ['First', 'Second', 'Third']) {
      const id = await submit(t, { draft, callback_url: 'http://127.0.0.1:9/hook' });
      await decideVia(t, id, { action: draft === 'Second' ? 'reject' : 'approve' });
      ids.push(id);
    }
    const db = countingDb(t.testDb.db);
    const deps = { ...t.gateway.deps, db };
    const statements = async <T>(read: () => Promise<T>) => {
      const before = db.counts().statements;
      const value = await read();
      return { value, statements: db.counts().statements - before };
    };

    const one = await statements(() => getRun(deps, ids[0]!));
    expect(one.statements).toBe(1);
    // The same deliveries the two separate queries read, in the same order, with Dates.
    expect(one.value.callbacks).toEqual(await listCallbacks(t.testDb.db, ids[0]!));
    expect(one.value.card_deliveries).toEqual(await listChannelDeliveriesOfRun(t.testDb.db, ids[0]!));
    expect(one.value.callbacks!.map((c) => c.event)).toEqual(['run.decided']);
    expect(one.value.card_deliveries!.length).toBeGreaterThanOrEqual(2); // submitted, decided
    expect(one.value.card_deliveries![0]!.created_at).toBeInstanceOf(Date);
    expect(one.value).toMatchObject({ decision: { rating: 1 }, publication: { status: 'queued' } });

    const recent = await statements(() => listRecentDecisions(deps, 10));
    expect(recent.statements).toBe(1);
    expect(recent.value.map((r) => r.id)).toEqual([...ids].reverse());
    expect(recent.value.map((r) => r.decision?.rating)).toEqual([1, -1, 1]);
  });
});

describe('GET /v1/runs/:id: one statement', () => {
  let t: TestGateway;
  const AGENT = 'writer-5c8e2a4f6b1d3e7a9c2f4b6d8e1a3c5f';
  const OWNER = 'owner-7b2d4f6a8c1e3b5d7f9a2c4e6b8d1f3a';
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${AGENT}` } });
  });
  afterAll(() => t.close());

  it('answers the owner and the agent that sent the run from one read; another agent’s run is a 404', async () => {
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Mine' }, as(AGENT));
    const { id } = (await res.json()) as { id: string };
    await t.request('POST', `/v1/runs/${id}/decision`, { action: 'approve' }, as(OWNER));
    await t.gateway.settle();
    const db = t.gateway.deps.db;
    const spy = vi.spyOn(db, 'query');
    try {
      for (const token of [OWNER, AGENT]) {
        spy.mockClear();
        const read = await t.request('GET', `/v1/runs/${id}`, undefined, as(token));
        expect(read.status).toBe(200);
        expect(await read.json()).toMatchObject({ id, status: 'approved', decision: { rating: 1 } });
        expect(spy.mock.calls.map(([sql]) => sql.trim().split(/\s+/, 1)[0])).toEqual(['select']);
      }
    } finally {
      spy.mockRestore();
    }
    const owners = (await (
      await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Not the agent’s' }, as(OWNER))
    ).json()) as { id: string };
    expect((await t.request('GET', `/v1/runs/${owners.id}`, undefined, as(AGENT))).status).toBe(404);
  });
});
