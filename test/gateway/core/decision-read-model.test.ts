// A run's decision has one name and one shape: `run.decision` in a decision's result, in getRun, in a conflict and in
// every channel's card, and `decision` in the HTTP answers; card rows queued in the old layout still show right.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findDecisionOfRun } from '../../../db/queries/feedback.ts';
import { findRun } from '../../../db/queries/runs.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { encodePayload } from '../../../gateway/kernel/channels.ts';
import type { DecisionResult } from '../../../gateway/kernel/model.ts';
import { publicationSlotOfRun } from '../../../gateway/publish/queue.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

describe('one read model for a run and its decision', () => {
  let t: TestGateway;
  const told: DecisionResult[] = [];
  beforeAll(async () => {
    const recorder: Channel = { name: 'recorder', runDecided: async (r) => void told.push(r) };
    t = await createTestGateway({ goals: { goals: {}, defaultGoal: { undoSeconds: 3600 } }, channels: [recorder] });
  });
  afterAll(() => t.close());

  it('a decision answers the run view getRun answers, and the channels get the same', async () => {
    const runId = await submit(t, { goal: 'posts', draft: 'Ship it' });
    const result = await t.gateway.decide({ runId, action: 'edit', text: 'Ship it today', source: 'api' });
    await t.gateway.settle();
    const { callbacks: _c, card_deliveries: _d, ...view } = await t.gateway.getRun(runId);
    expect(result.run).toMatchObject(view);
    expect(result.run.decision).toEqual(view.decision);
    expect(result.run.decision).toMatchObject({
      rating: 0,
      correction: 'Ship it today',
      edit_kind: expect.any(String),
    });
    expect(result.run.publication).toEqual(view.publication);
    expect(told.at(-1)?.run).toEqual(result.run);

    // A later tap loses, and carries the same view as the current state.
    const conflict = await t.gateway.decide({ runId, action: 'approve', eventKey: 'a-later-tap', source: 'api' }).then(
      () => null,
      (err: { current?: unknown }) => err.current,
    );
    expect(conflict).toMatchObject({ run: { id: runId, decision: view.decision, publication: view.publication } });
  });

  it('the HTTP decision answer names it `decision`, with the same fields as GET /v1/runs/:id', async () => {
    const runId = await submit(t, { goal: 'posts', draft: 'Hello' });
    const res = await t.request('POST', `/v1/runs/${runId}/decision`, { action: 'reject', reason: 'too short' });
    const answer = (await res.json()) as Record<string, unknown>;
    expect(Object.keys(answer).sort()).toEqual(['decision', 'outcome', 'publication', 'run']);
    const run = (await (await t.request('GET', `/v1/runs/${runId}`)).json()) as { decision: unknown };
    expect(answer['decision']).toEqual(run.decision);
    expect(run.decision).toMatchObject({ rating: -1, reason: 'too short', source: 'api' });
  });

  it('a runDecided card row queued in the old layout (feedback and publication beside the run) shows the same card', async () => {
    const runId = await submit(t, { goal: 'posts', draft: 'Queued before the upgrade' });
    const current = await t.gateway.decide({ runId, action: 'approve', source: 'api' });
    await t.gateway.settle();
    const db = t.testDb.db;
    const legacy = {
      outcome: 'stored',
      run: await findRun(db, runId),
      feedback: await findDecisionOfRun(db, runId),
      publication: await publicationSlotOfRun(db, t.config, runId),
      trust: null,
    };
    await db.query(
      `insert into channel_deliveries (channel, event, subject, run_id, payload) values ('recorder', 'runDecided', $1, $1, $2)`,
      [runId, encodePayload([legacy])],
    );
    told.length = 0;
    t.gateway.deps.scheduleCardDelivery();
    await t.gateway.settle();
    expect(told).toHaveLength(1);
    expect(told[0]!.run).toMatchObject({ id: runId, status: 'approved' });
    expect(told[0]!.run.decision).toEqual(current.run.decision);
    expect(told[0]!.run.publication).toEqual(current.run.publication);
    expect(told[0]).not.toHaveProperty('feedback');
  });
});
