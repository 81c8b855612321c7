// Property-based fuzzing of every query string (context, runs, stats, publications, rules, …, and the inbox page):
// never a 5xx, never a stack trace or file path, every 4xx in the one error shape, nothing written by a read.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebInbox } from '../../bots/web/index.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { MAX_WAIT_SECONDS } from '../../gateway/kernel/schemas.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { goal, queryString, segment, text } from './helpers/arbitraries.ts';
import { inconsistencies, rowCounts } from './helpers/consistency.ts';
import { answerProblems, describeRequest } from './helpers/http-checks.ts';
import { SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(150, 1500);
// Whole-database answers (a backup, an export, a metrics scrape) cost seconds each on PGlite and ignore most of
// their query; fewer runs keep the suite inside CI's time without leaving them out.
const HEAVY = new Set(['/v1/backup', '/v1/export', '/metrics']);
const HEAVY_RUNS = Math.min(RUNS, scale(15, 150));

const numberish = fc.oneof(
  fc.integer({ min: -5, max: 2000 }).map(String),
  fc.constantFrom('1e3', '0x10', '', ' 3', '3.5', 'NaN', 'Infinity', '-0', '9'.repeat(400), '١٢'),
);
const status = fc.oneof(
  fc.constantFrom(
    'pending',
    'approved',
    'edited',
    'rejected',
    'expired',
    'queued',
    'published',
    'failed',
    'cancelled',
    'candidate',
    'active',
    'retired',
    'PENDING',
  ),
  text,
);
// `wait` holds the request while a run is pending: only tiny or invalid values, so a property run stays short.
// "Over the cap" follows the cap: a literal 301 became a valid five-minute wait when the cap went to 600, and the
// reduced run on PGlite then took 308 s to over 600 s (whenever the seed sent it to a pending run).
const wait = fc.constantFrom(
  '0',
  '0.01',
  '-1',
  'abc',
  String(MAX_WAIT_SECONDS + 1),
  '1e9',
  'NaN',
  'Infinity',
  '',
  '1e-9',
  '0x1',
);

/** Query keys each read route knows; a route not listed here (added later) gets generic keys. */
const KEYS: Record<string, Record<string, fc.Arbitrary<string>>> = {
  '/v1/context': { goal, task: text, k: numberish },
  '/v1/runs': { status, goal, limit: numberish },
  '/v1/runs/:id': { wait },
  '/v1/stats/daily': { days: numberish },
  '/v1/publications': { status, goal, limit: numberish },
  '/v1/rules': { status, goal },
  '/v1/rules.md': { goal },
  '/v1/goals': { goal },
  '/': { saved: text, error: text, run: text },
};
const GENERIC = { goal, days: numberish, limit: numberish, status, id: text };

describe.skipIf(!STRESS)('fuzzing query strings', () => {
  let t: TestGateway;
  const runIds: string[] = [];
  let requests = 0;

  beforeAll(async () => {
    t = await createTestGateway();
    t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger: silentLogger }));
    // Something to find: pending, decided and published runs, rules, a correction for context search.
    for (const [i, action] of (['approve', 'reject', 'edit', null, null] as const).entries()) {
      const run = await t.gateway.submitRun({
        goal: 'posts',
        draft: `Draft ${i} ships tomorrow!`,
        task: `Announce thing ${i}`,
      });
      runIds.push(run.id);
      if (action)
        await t.gateway.decide({
          runId: run.id,
          action,
          ...(action === 'edit' ? { text: `Draft ${i} ships soon.` } : {}),
          source: 'api',
        });
    }
    await t.gateway.createRule({ title: 'Never promise dates', body: 'Say "soon".', goal: 'posts' });
    await t.gateway.backfillEmbeddings();
  });
  afterAll(async () => {
    report('fuzz-api-queries', { seed: SEED, requests });
    await t?.close();
  });

  it('every read route, every query string: no 5xx, no leak, nothing written', async () => {
    const started = Date.now();
    const before = await rowCounts(t.testDb.db);
    const reads = [
      ...new Set(t.app.routes.filter((r) => r.method === 'GET' && !r.path.includes('*')).map((r) => r.path)),
    ];
    for (const route of reads) {
      const keys = KEYS[route] ?? GENERIC;
      await fc.assert(
        fc.asyncProperty(queryString(keys), segment('run'), async (qs, seg) => {
          const id = typeof seg === 'string' ? seg : runIds[seg.real % runIds.length]!;
          const path = `${route.replace(/:\w+/g, id)}${qs ? `?${qs}` : ''}`;
          requests++;
          const res = await t.app.request(path);
          const problems = await answerProblems(res, describeRequest('GET', path), { api: route.startsWith('/v1') });
          if (problems.length) throw new Error(problems.join('\n'));
        }),
        { numRuns: HEAVY.has(route) ? HEAVY_RUNS : RUNS, seed: SEED },
      );
    }
    // Reads write nothing but contexts (GET /v1/context records what an agent was shown).
    const after = await rowCounts(t.testDb.db);
    expect({ ...after, contexts: 0 }).toEqual({ ...before, contexts: 0 });
    expect(await inconsistencies(t.testDb.db)).toEqual([]);
    report('fuzz-api-queries routes', { routes: reads.join(' '), seconds: (Date.now() - started) / 1000 });
  });
});
