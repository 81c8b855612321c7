// The API answers its written-down shapes, field for field: nothing more leaks from the rows, nothing is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  decisionAnswerShape,
  ruleDecisionAnswerShape,
  ruleShape,
  runShape,
  runSummaryShape,
  submitRunAnswerShape,
  trustAnswerShape,
  undoAnswerShape,
} from '../../../gateway/server/shapes.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

/** Parsing drops unknown keys, so equality after parsing means the answer has exactly the shape's fields. */
function expectExactly(shape: z.ZodType, answer: unknown) {
  const parsed = shape.safeParse(answer);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(parsed.data).toEqual(answer);
}

describe('API answer shapes', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway({
      env: { TRUST_AFTER: '1' },
      goals: { goals: {}, defaultGoal: { undoSeconds: 3600 } },
    });
  });
  afterAll(() => t.close());

  const json = async (method: string, path: string, body?: unknown) => (await t.request(method, path, body)).json();

  it('runs: submit, list, read, decide and undo answer their shapes', async () => {
    const submitted = (await json('POST', '/v1/runs', { goal: 'shapes', draft: 'Hello world', task: 'greet' })) as {
      id: string;
    };
    expectExactly(submitRunAnswerShape, submitted);
    const pending = await json('GET', `/v1/runs/${submitted.id}`);
    expectExactly(runShape, pending);
    expect(pending).toMatchObject({ status: 'pending', decision: null, publication: null, callbacks: [] });
    const decided = await json('POST', `/v1/runs/${submitted.id}/decision`, { action: 'edit', text: 'Hello, world.' });
    expectExactly(decisionAnswerShape, decided);
    const approved = await json('GET', `/v1/runs/${submitted.id}`);
    expectExactly(runShape, approved);
    expect(approved).toMatchObject({
      status: 'edited',
      decision: { rating: 0, correction: 'Hello, world.' },
      publication: { status: 'queued' },
    });
    expectExactly(undoAnswerShape, await json('POST', `/v1/runs/${submitted.id}/undo`, {}));
    const { runs } = (await json('GET', '/v1/runs?goal=shapes')) as { runs: unknown[] };
    expect(runs).toHaveLength(1);
    for (const run of runs) expectExactly(runSummaryShape, run);
  });

  it('rules and trust: list, create, decide and the trust answer their shapes', async () => {
    expectExactly(ruleShape, await json('POST', '/v1/rules', { title: 'Be brief', body: 'Be brief', goal: 'shapes' }));
    const candidate = await t.gateway.proposeRule({
      title: 'No emoji',
      body: 'No emoji',
      goal: 'shapes',
      evidence: [],
      source: 'nightly',
    });
    expectExactly(
      ruleDecisionAnswerShape,
      await json('POST', `/v1/rules/${candidate.id}/decide`, { action: 'confirm' }),
    );
    const { rules } = (await json('GET', '/v1/rules?goal=shapes')) as { rules: unknown[] };
    expect(rules.length).toBeGreaterThanOrEqual(2);
    for (const rule of rules) expectExactly(ruleShape, rule);
    const run = (await json('POST', '/v1/runs', { goal: 'shapes-trust', draft: 'Hi' })) as { id: string };
    await json('POST', `/v1/runs/${run.id}/decision`, { action: 'approve' });
    expectExactly(
      trustAnswerShape,
      await json('POST', '/v1/goals/shapes-trust/trust', { action: 'accept', event_key: 'k-shape' }),
    );
  });

  it('a column added to the runs table does not change the answer', async () => {
    const { id } = (await json('POST', '/v1/runs', { goal: 'shapes', draft: 'Column test' })) as { id: string };
    const before = await json('GET', `/v1/runs/${id}`);
    await t.testDb.db.exec(`alter table runs add column internal_note text default 'not for agents'`);
    const after = await json('GET', `/v1/runs/${id}`);
    expect(after).toEqual(before);
    expect(JSON.stringify(await json('GET', '/v1/runs?goal=shapes'))).not.toContain('not for agents');
  });
});
