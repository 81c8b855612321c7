// The API answers its written-down shapes, field for field: nothing more leaks from the rows, nothing is missing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  peopleShape,
  personShape,
  removedPersonShape,
  signedOutShape,
  signInLinkShape,
} from '../../../gateway/contract/people-shapes.ts';
import {
  callbackSecretShape,
  checkShape,
  contextShape,
  decisionAnswerShape,
  digestShape,
  exportSummaryShape,
  forgetShape,
  goalsListShape,
  healthShape,
  mistakeQuestionShape,
  nightlyShape,
  publicationsListShape,
  releaseShape,
  ruleDecisionAnswerShape,
  ruleShape,
  rulesListShape,
  runShape,
  runSummaryShape,
  runsListShape,
  statsShape,
  submitRunAnswerShape,
  trustAnswerShape,
  undoAnswerShape,
  unnamedShape,
} from '../../../gateway/contract/shapes.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { promisedDelivery } from '../../helpers/learning.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

/**
 * Every route of the app and what it answers: a JSON shape, or a body that is not JSON. A route added without a
 * line here fails the last test, so no route answers JSON that nobody wrote down.
 */
const ANSWERS: Record<string, z.ZodType | 'text' | 'stream'> = {
  'GET /healthz': healthShape,
  'GET /metrics': 'text',
  'POST /v1/runs': submitRunAnswerShape,
  'GET /v1/runs': runsListShape,
  'GET /v1/runs/:id': runShape,
  'POST /v1/runs/:id/decision': decisionAnswerShape,
  'POST /v1/runs/:id/undo': undoAnswerShape,
  'GET /v1/context': contextShape,
  'POST /v1/check': checkShape,
  'GET /v1/decisions/:id/mistake': mistakeQuestionShape,
  'POST /v1/decisions/:id/mistake': mistakeQuestionShape,
  'GET /v1/decisions/unnamed': unnamedShape,
  'GET /v1/rules.md': 'text',
  'GET /v1/rules': rulesListShape,
  'POST /v1/rules': ruleShape,
  'PATCH /v1/rules/:id': ruleShape,
  'POST /v1/rules/:id/decide': ruleDecisionAnswerShape,
  'GET /v1/stats/daily': statsShape,
  'GET /v1/stats/digest': digestShape,
  'GET /v1/publications': publicationsListShape,
  'GET /v1/goals': goalsListShape,
  'POST /v1/goals/:goal/trust': trustAnswerShape,
  'POST /v1/jobs/nightly': nightlyShape,
  'GET /v1/settings/callback-secret': callbackSecretShape,
  'GET /v1/export': 'stream', // its summary header: exportSummaryShape
  'GET /v1/backup': 'stream',
  'DELETE /v1/runs/:id': forgetShape,
  'POST /v1/release': releaseShape,
  'GET /v1/people': peopleShape,
  'POST /v1/people': personShape,
  'PATCH /v1/people/:name': personShape,
  'DELETE /v1/people/:name': removedPersonShape,
  'POST /v1/people/:name/sign-in-link': signInLinkShape,
  'POST /v1/people/:name/sign-out': signedOutShape,
};

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
      env: { TRUST_AFTER: '1', RETENTION_DAYS: '30' },
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

  it('people: list, add, change, sign-in link, sign out and remove answer their shapes', async () => {
    expectExactly(personShape, await json('POST', '/v1/people', { name: 'Mina', role: 'reviewer', goals: ['posts'] }));
    expectExactly(peopleShape, await json('GET', '/v1/people'));
    expectExactly(personShape, await json('PATCH', '/v1/people/Mina', { role: 'viewer' }));
    expectExactly(signInLinkShape, await json('POST', '/v1/people/Mina/sign-in-link', {}));
    expectExactly(signedOutShape, await json('POST', '/v1/people/Mina/sign-out', {}));
    const removed = await json('DELETE', '/v1/people/Mina');
    expectExactly(removedPersonShape, removed);
    expect(removed).toMatchObject({ person: { name: 'Mina', role: 'viewer' }, removed: true });
  });

  it('a column added to the runs table does not change the answer', async () => {
    const { id } = (await json('POST', '/v1/runs', { goal: 'shapes', draft: 'Column test' })) as { id: string };
    const before = await json('GET', `/v1/runs/${id}`);
    await t.testDb.db.exec(`alter table runs add column internal_note text default 'not for agents'`);
    const after = await json('GET', `/v1/runs/${id}`);
    expect(after).toEqual(before);
    expect(JSON.stringify(await json('GET', '/v1/runs?goal=shapes'))).not.toContain('not for agents');
  });

  it('the check itself fails on a key the shape does not have, nested or not', () => {
    const rule = {
      id: 'rule_abcdef',
      title: 'Be brief',
      body: 'Be brief',
      goal: null,
      status: 'active',
      proposal: 'add',
      evidence: [],
      source: 'manual',
      decided_by: null,
      decided_at: null,
      reason: null,
      activated_at: null,
      target_rule_id: null,
      alike_rule_id: null,
      alike_title: null,
      merged_into: null,
      created_at: new Date(0).toISOString(),
      updated_at: new Date(0).toISOString(),
    };
    expectExactly(ruleShape, rule);
    expect(() => expectExactly(ruleShape, { ...rule, embedding: [0.1] })).toThrow();
    expect(() => expectExactly(rulesListShape, { rules: [{ ...rule, embedding: [0.1] }] })).toThrow();
  });

  it('context, check, stats, digest, goals, publications, nightly, settings and the data routes answer their shapes', async () => {
    await promisedDelivery(t);
    const rejected = await submit(t, { goal: 'replies', task: 'Answer about prices', draft: 'The rival is junk.' });
    const decided = await decideVia(t, rejected, { action: 'reject', reason: 'never badmouth other brands' });
    const rejection = ((await decided.json()) as { decision: { id: string } }).decision.id;
    await json('POST', '/v1/rules', { title: 'No dates', body: 'Never promise a delivery date.', goal: 'replies' });
    await t.gateway.backfillEmbeddings();

    // Unanswered, it is asked again in the week's list; answered, it leaves it.
    const unnamed = (await json('GET', '/v1/decisions/unnamed')) as { questions: { decision_id: string }[] };
    expectExactly(unnamedShape, unnamed);
    expect(unnamed.questions.map((q) => q.decision_id)).toContain(rejection);

    // "The same mistake as one of these?" before and after an answer, with a choice so its fields are checked too.
    const question = (await json('GET', `/v1/decisions/${rejection}/mistake`)) as {
      choices: { kind: string; id: string }[];
    };
    expectExactly(mistakeQuestionShape, question);
    expect(question.choices.length).toBeGreaterThan(0);
    const [first] = question.choices;
    const answer = first!.kind === 'rule' ? { rule_id: first!.id } : { same_as: first!.id };
    const answered = await json('POST', `/v1/decisions/${rejection}/mistake`, answer);
    expectExactly(mistakeQuestionShape, answered);
    expect(answered).toMatchObject({ answer });
    const after = (await json('GET', '/v1/decisions/unnamed')) as { questions: { decision_id: string }[] };
    expect(after.questions.map((q) => q.decision_id)).not.toContain(rejection);

    const draft = 'Welcome aboard! Your first box will arrive tomorrow, guaranteed.';
    const context = (await json('GET', `/v1/context?${new URLSearchParams({ goal: 'replies', draft })}`)) as {
      rules: unknown[];
      corrections: { span: unknown }[];
    };
    expectExactly(contextShape, context);
    // Non-empty lists and a span, so their nested fields are checked too.
    expect(context.rules.length).toBeGreaterThan(0);
    expect(context.corrections.some((c) => c.span !== null)).toBe(true);
    const check = (await json('POST', '/v1/check', { goal: 'replies', draft })) as { corrections: unknown[] };
    expectExactly(checkShape, check);
    expect(check.corrections.length).toBeGreaterThan(0);

    const stats = (await json('GET', '/v1/stats/daily?days=2')) as { days: { people: unknown[] }[] };
    expectExactly(statsShape, stats);
    expect(stats.days).toHaveLength(2);
    expect(stats.days.at(-1)!.people.length).toBeGreaterThan(0); // so a person's fields are checked too
    expectExactly(digestShape, await json('GET', '/v1/stats/digest'));
    const goals = (await json('GET', '/v1/goals')) as { goals: unknown[] };
    expectExactly(goalsListShape, goals);
    expect(goals.goals.length).toBeGreaterThan(0);
    const publications = (await json('GET', '/v1/publications')) as { publications: unknown[] };
    expectExactly(publicationsListShape, publications);
    expect(publications.publications.length).toBeGreaterThan(0);
    const nightly = (await json('POST', '/v1/jobs/nightly')) as { retention: unknown };
    expectExactly(nightlyShape, nightly);
    expect(nightly.retention).not.toBeNull();
    expectExactly(callbackSecretShape, await json('GET', '/v1/settings/callback-secret'));
    expectExactly(healthShape, await json('GET', '/healthz'));
    expectExactly(releaseShape, await json('POST', '/v1/release'));
    expectExactly(rulesListShape, await json('GET', '/v1/rules'));
    expectExactly(runsListShape, await json('GET', '/v1/runs'));

    const exported = await t.request('GET', '/v1/export?format=pairs');
    expect(exported.status).toBe(200);
    expectExactly(exportSummaryShape, JSON.parse(exported.headers.get('taploop-export-summary') ?? 'null'));
    await exported.body?.cancel();
    const forgotten = (await json('DELETE', `/v1/runs/${rejected}`)) as { removed: { runs: number } };
    expectExactly(forgetShape, forgotten);
    expect(forgotten.removed.runs).toBe(1);
  });

  it('every route of the app is listed with the shape it answers', () => {
    const routes = t.app.routes
      .filter((r) => r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`)
      .filter((r, i, all) => all.indexOf(r) === i)
      .sort();
    expect(routes).toEqual(Object.keys(ANSWERS).sort());
  });
});
