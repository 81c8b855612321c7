// Every 400 says what to fix: missing fields are "required", numbers name their range, an empty query value is not
// given, and a body's unknown field is named with the accepted ones.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { submit } from '../helpers/runs.ts';

const GOAL_REQUIRED = 'goal: goal is required: 1-64 letters, digits, "-" or "_" (e.g. "posts")';

describe('HTTP input errors', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  /** The status and the error message a request gets. */
  const answer = async (method: string, path: string, body?: unknown) => {
    const res = await t.request(method, path, body);
    const json = (await res.json()) as { error?: { message: string } };
    return [res.status, json.error?.message ?? null] as const;
  };
  const runCount = async () => (await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs'))[0]!.n;

  describe('a missing required field says it is required', () => {
    it('goal, in POST /v1/runs, POST /v1/check and GET /v1/context (absent or empty)', async () => {
      expect(await answer('POST', '/v1/runs', { draft: 'Hi' })).toEqual([400, `Invalid body: ${GOAL_REQUIRED}`]);
      expect(await answer('POST', '/v1/check', { draft: 'Hi' })).toEqual([400, `Invalid body: ${GOAL_REQUIRED}`]);
      expect(await answer('GET', '/v1/context')).toEqual([400, `Invalid query: ${GOAL_REQUIRED}`]);
      expect(await answer('GET', '/v1/context?goal=&task=x')).toEqual([400, `Invalid query: ${GOAL_REQUIRED}`]);
      expect(await answer('GET', '/v1/rules.md?goal=')).toEqual([400, `Invalid query: ${GOAL_REQUIRED}`]);
    });

    it('draft, in POST /v1/runs and POST /v1/check; a blank draft is told not to be blank', async () => {
      expect(await answer('POST', '/v1/runs', { goal: 'posts' })).toEqual([
        400,
        'Invalid body: draft: draft is required: the text the owner reviews',
      ]);
      expect(await answer('POST', '/v1/check', { goal: 'replies' })).toEqual([
        400,
        'Invalid body: draft: draft is required: the text to check',
      ]);
      expect(await answer('POST', '/v1/check', { goal: 'replies', draft: '   ' })).toEqual([
        400,
        'Invalid body: draft: draft must not be blank',
      ]);
    });

    it('a rule’s title and body, and a decision’s action', async () => {
      expect(await answer('POST', '/v1/rules', {})).toEqual([
        400,
        'Invalid body: title: title is required: a short name for the rule; body: body is required: what the rule says',
      ]);
      const id = await submit(t);
      expect(await answer('POST', `/v1/runs/${id}/decision`, {})).toEqual([
        400,
        'Invalid body: action: action is required: "approve", "reject" or "edit"',
      ]);
      expect(await answer('POST', '/v1/goals/posts/trust', {})).toEqual([
        400,
        'Invalid body: action: action is required: "accept" (auto-approve this goal) or "decline"',
      ]);
    });
  });

  describe('a query number that is not one names its range', () => {
    it('wait, k, days and limit', async () => {
      const id = await submit(t);
      expect(await answer('GET', `/v1/runs/${id}?wait=abc`)).toEqual([
        400,
        'Invalid query: wait: wait must be a number of seconds from 0 to 600',
      ]);
      expect(await answer('GET', '/v1/context?goal=posts&k=abc')).toEqual([
        400,
        'Invalid query: k: k must be a whole number from 0 to 50',
      ]);
      expect(await answer('GET', '/v1/stats/daily?days=abc')).toEqual([
        400,
        'Invalid query: days: days must be a whole number from 1 to 366',
      ]);
      expect(await answer('GET', '/v1/runs?limit=2.5')).toEqual([
        400,
        'Invalid query: limit: limit must be a whole number from 1 to 500',
      ]);
      expect(await answer('GET', '/v1/publications?limit=0')).toEqual([
        400,
        'Invalid query: limit: limit must be a whole number from 1 to 1000',
      ]);
      expect(await answer('GET', '/v1/decisions/unnamed?limit=21')).toEqual([
        400,
        'Invalid query: limit: limit must be a whole number from 1 to 20',
      ]);
    });
  });

  describe('an empty query value counts as not given', () => {
    it.each([
      '/v1/runs?status=pending&goal=',
      '/v1/rules?status=&goal=',
      '/v1/publications?status=&goal=',
      '/v1/export?format=pairs&goal=',
      '/v1/stats/daily?days=',
    ])('GET %s answers 200', async (path) => {
      const res = await t.request('GET', path);
      expect(res.status, await res.text()).toBe(200);
    });

    it('takes the default for an empty number', async () => {
      const res = await t.request('GET', '/v1/stats/daily?days=');
      expect(((await res.json()) as { days: unknown[] }).days).toHaveLength(7);
    });
  });

  describe('a body with an unknown field is refused, naming it and the accepted ones', () => {
    it('POST /v1/runs stores nothing for a typo', async () => {
      const before = await runCount();
      expect(await answer('POST', '/v1/runs', { goal: 'posts', draft: 'x', taks: 'oops' })).toEqual([
        400,
        'Invalid body: unknown field "taks" (accepted: goal, draft, agent, task, target, metadata, expires_in, ' +
          'context_id, callback_url, idempotency_key)',
      ]);
      expect(await runCount()).toBe(before);
    });

    it('a body that is not a JSON object says so, and stores nothing', async () => {
      const before = await runCount();
      expect(await answer('POST', '/v1/runs', [{ goal: 'posts', draft: 'Hi' }])).toEqual([
        400,
        'The request body must be a JSON object ({ "field": … }), not an array.',
      ]);
      expect(await answer('POST', '/v1/runs', '"Hi"')).toEqual([
        400,
        'The request body must be a JSON object ({ "field": … }), not a string.',
      ]);
      expect(await answer('POST', '/v1/runs', 'null')).toEqual([
        400,
        'The request body must be a JSON object ({ "field": … }), not null.',
      ]);
      expect(await runCount()).toBe(before);
    });

    it('every other body the API takes', async () => {
      const run = await submit(t);
      const rule = await t.gateway.createRule({ title: 'Be brief', body: 'Be brief.', goal: 'posts' });
      const cases: [string, string, Record<string, unknown>, string][] = [
        ['POST', '/v1/check', { goal: 'posts', draft: 'x' }, 'goal, task, draft'],
        ['POST', `/v1/runs/${run}/decision`, { action: 'approve' }, 'action, text, reason, event_key, actor'],
        ['POST', `/v1/runs/${run}/undo`, {}, 'event_key, actor'],
        ['POST', '/v1/rules', { title: 'T', body: 'B' }, 'title, body, goal, actor'],
        ['PATCH', `/v1/rules/${rule.id}`, { body: 'B' }, 'title, body'],
        ['POST', `/v1/rules/${rule.id}/decide`, { action: 'confirm' }, 'action, text, reason, event_key, actor'],
        ['POST', '/v1/goals/posts/trust', { action: 'decline' }, 'action, actor, event_key'],
        ['POST', '/v1/decisions/fb_000000/mistake', { new: true }, 'same_as, rule_id, new, actor'],
      ];
      for (const [method, path, body, accepted] of cases) {
        expect(await answer(method, path, { ...body, reasn: 'x', note: 1 }), `${method} ${path}`).toEqual([
          400,
          `Invalid body: unknown fields "reasn", "note" (accepted: ${accepted})`,
        ]);
      }
    });
  });
});
