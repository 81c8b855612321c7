// Property-based fuzzing of every HTTP body the gateway takes (API and inbox forms): never a 5xx, never a stack trace
// or file path in the answer, every 4xx in the one error shape, and no partial rows afterwards.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebInbox } from '../../bots/web/index.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { contentType, deepJson, field, goal, junk, rawBody, segment, text } from './helpers/arbitraries.ts';
import { inconsistencies } from './helpers/consistency.ts';
import { answerProblems, describeRequest } from './helpers/http-checks.ts';
import { SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(120, 1200);
const KEYS = fc.constantFrom('shared-key-1', 'shared-key-2', 'web_shared_key_1'); // reused across runs: the 409 path

describe.skipIf(!STRESS)('fuzzing HTTP bodies', () => {
  let t: TestGateway;
  let requests = 0;
  const started = Date.now();

  beforeAll(async () => {
    // A long undo window, so fuzzed undos find queued publications to cancel.
    t = await createTestGateway({ goals: { goals: {}, defaultGoal: { maxPerDay: 100_000, undoSeconds: 3600 } } });
    t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger: silentLogger }));
  });
  afterEach(async () => {
    expect(await inconsistencies(t.testDb.db)).toEqual([]);
  });
  afterAll(async () => {
    report('fuzz-api-bodies', { seed: SEED, requests, seconds: (Date.now() - started) / 1000 });
    await t?.close();
  });

  const g = () => t.gateway;
  const freshRun = async () => (await g().submitRun({ goal: 'fuzz', draft: 'A draft to fuzz', task: 'fuzzing' })).id;
  const decidedRun = async () => {
    const id = await freshRun();
    await g().decide({ runId: id, action: 'approve', source: 'api' });
    return id;
  };
  const candidate = async () =>
    (
      await g().proposeRule({
        title: 'Fuzz rule',
        body: 'Fuzz rule: be brief.',
        goal: 'fuzz',
        evidence: [],
        source: 'nightly',
      })
    ).id;

  /** A real id (fresh or used, by `n`) or the generated segment as it is. */
  const resolve = async (seg: string | { real: number }, fresh: () => Promise<string>, used: () => Promise<string>) =>
    typeof seg === 'string' ? seg : seg.real % 3 ? await fresh() : await used();

  async function send(method: string, path: string, body: string, type: string, api = true): Promise<void> {
    requests++;
    const res = await t.app.request(path, { method, headers: type ? { 'content-type': type } : {}, body });
    const problems = await answerProblems(res, describeRequest(method, path, body), { api });
    if (problems.length) throw new Error(problems.join('\n'));
  }
  const check = <T>(arb: fc.Arbitrary<T>, run: (x: T) => Promise<void>) =>
    fc.assert(fc.asyncProperty(arb, run), { numRuns: RUNS, seed: SEED });

  const submitBody = fc.record(
    {
      goal: field(goal),
      draft: field(text),
      task: field(text),
      agent: field(text),
      target: field(text),
      metadata: field(deepJson),
      expires_in: field(fc.integer({ min: -10, max: 3_000_000 })),
      context_id: field(text),
      callback_url: field(
        fc.constantFrom('http://127.0.0.1:9/cb', 'not a url', 'javascript:alert(1)', 'http://[::1', 'ftp://127.0.0.1/'),
      ),
    },
    { requiredKeys: [] },
  );

  it('POST /v1/runs', () =>
    check(fc.tuple(rawBody(submitBody), contentType), ([body, type]) => send('POST', '/v1/runs', body, type)));

  const decisionBody = fc.record(
    {
      action: field(fc.constantFrom('approve', 'reject', 'edit', 'APPROVE', 'undo')),
      text: field(text),
      reason: field(text),
      event_key: field(fc.oneof(KEYS, text)),
      actor: field(text),
    },
    { requiredKeys: [] },
  );
  it('POST /v1/runs/:id/decision', () =>
    check(fc.tuple(segment('run'), rawBody(decisionBody), contentType), async ([seg, body, type]) =>
      send('POST', `/v1/runs/${await resolve(seg, freshRun, decidedRun)}/decision`, body, type),
    ));

  const undoBody = fc.record({ event_key: field(fc.oneof(KEYS, text)), actor: field(text) }, { requiredKeys: [] });
  it('POST /v1/runs/:id/undo', () =>
    check(fc.tuple(segment('run'), rawBody(undoBody), contentType), async ([seg, body, type]) =>
      send('POST', `/v1/runs/${await resolve(seg, decidedRun, freshRun)}/undo`, body, type),
    ));

  const ruleBody = fc.record(
    { title: field(text), body: field(text), goal: field(fc.oneof(goal, fc.constant(null))), actor: field(text) },
    { requiredKeys: [] },
  );
  it('POST /v1/rules', () =>
    check(fc.tuple(rawBody(ruleBody), contentType), ([body, type]) => send('POST', '/v1/rules', body, type)));

  const ruleDecision = fc.record(
    {
      action: field(fc.constantFrom('confirm', 'reject', 'reword')),
      text: field(text),
      reason: field(text),
      event_key: field(fc.oneof(KEYS, text)),
      actor: field(text),
    },
    { requiredKeys: [] },
  );
  const decidedRule = async () => {
    const id = await candidate();
    await g().decideRule({ ruleId: id, action: 'confirm', source: 'api' });
    return id;
  };
  it('POST /v1/rules/:id/decide', () =>
    check(fc.tuple(segment('rule'), rawBody(ruleDecision), contentType), async ([seg, body, type]) =>
      send('POST', `/v1/rules/${await resolve(seg, candidate, decidedRule)}/decide`, body, type),
    ));

  const reword = fc.record({ title: field(text), body: field(text) }, { requiredKeys: [] });
  it('PATCH /v1/rules/:id', () =>
    check(fc.tuple(segment('rule'), rawBody(reword), contentType), async ([seg, body, type]) =>
      send('PATCH', `/v1/rules/${await resolve(seg, candidate, decidedRule)}`, body, type),
    ));

  // The inbox's forms: HTML answers (303 back to the page with a message), so only "no 5xx, no leak" applies.
  const form = fc.dictionary(
    fc.constantFrom('action', 'text', 'reason', 'event_key', 'title', 'body', 'goal', 'run_id', 'x'),
    fc.oneof(text, fc.constantFrom('approve', 'reject', 'edit', 'confirm', 'reword', 'web_abcdefgh12')),
    { maxKeys: 5 },
  );
  const inboxPaths = ['/inbox/runs/:id/decide', '/inbox/runs/:id/undo', '/inbox/rules/:id/decide', '/inbox/rules'];
  it('inbox form posts', () =>
    check(
      fc.tuple(fc.constantFrom(...inboxPaths), segment('run'), form, fc.boolean()),
      async ([route, seg, fields, multipart]) => {
        const id = route.includes('rules/')
          ? await resolve(seg, candidate, decidedRule)
          : await resolve(seg, freshRun, decidedRun);
        const path = route.replace(':id', id);
        requests++;
        const body = multipart
          ? Object.entries(fields).reduce((f, [k, v]) => (f.append(k, v), f), new FormData())
          : new URLSearchParams(fields);
        const res = await t.app.request(path, { method: 'POST', body });
        const problems = await answerProblems(res, describeRequest('POST', path, JSON.stringify(fields)), {
          api: false,
        });
        if (problems.length) throw new Error(problems.join('\n'));
      },
    ));

  // Routes added later are fuzzed too: every other write route of the app, real ids in its parameters.
  it('every other write route', async () => {
    const covered = new Set([
      '/v1/runs',
      '/v1/runs/:id/decision',
      '/v1/runs/:id/undo',
      '/v1/rules',
      '/v1/rules/:id/decide',
      '/v1/rules/:id',
      '/slack/events',
      '/telegram/webhook',
      ...inboxPaths,
    ]);
    const routes = [
      ...new Map(
        t.app.routes
          .filter((r) => r.method !== 'GET' && r.method !== 'ALL' && !covered.has(r.path))
          .map((r) => [`${r.method} ${r.path}`, r]),
      ).values(),
    ];
    for (const r of routes) {
      await fc.assert(
        fc.asyncProperty(rawBody(fc.dictionary(text, junk, { maxKeys: 4 })), segment('x'), async (body, seg) => {
          const path = r.path.replace(/:(\w+)/g, (_, name: string) =>
            typeof seg === 'string' ? seg : name === 'goal' ? 'fuzz' : 'x',
          );
          await send(r.method, path, body, 'application/json', path.startsWith('/v1'));
        }),
        { numRuns: Math.ceil(RUNS / 4), seed: SEED },
      );
    }
    report('fuzz-api-bodies other routes', { routes: routes.map((r) => `${r.method} ${r.path}`).join(', ') || 'none' });
  });
});
