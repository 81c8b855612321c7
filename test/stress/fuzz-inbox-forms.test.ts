// Property-based fuzzing of the web inbox's forms: random, truncated and malformed urlencoded and multipart bodies
// against every inbox POST route (read from the app, so a form added later is fuzzed too). Never a 5xx or a leak,
// a form that cannot be read is a 400 that stores nothing, nothing logged as a failure, and no partial rows.
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createWebInbox } from '../../bots/web/index.ts';
import { createLogger } from '../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { text } from './helpers/arbitraries.ts';
import { inconsistencies, rowCounts } from './helpers/consistency.ts';
import { answerProblems, describeRequest } from './helpers/http-checks.ts';
import { failOnLoggedProblems } from './helpers/logged.ts';
import { SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(150, 1500);

/** Field names the forms read, and some they do not. */
const NAMES = ['action', 'text', 'reason', 'event_key', 'feedback_id', 'same_as', 'rule_id', 'new', 'title', 'body'];
const name = fc.oneof(
  { arbitrary: fc.constantFrom(...NAMES), weight: 6 },
  { arbitrary: fc.constantFrom('x', 'action[]', 'goal', '', 'a.b', '__proto__'), weight: 1 },
  { arbitrary: text, weight: 1 },
);
/** Placeholders (@run, @rule, @fb, @key) become real ids when sent, so most forms reach the gateway. */
const value = fc.oneof(
  { arbitrary: fc.constantFrom('approve', 'reject', 'edit', 'confirm', 'reword', 'merge', '1'), weight: 3 },
  { arbitrary: fc.constantFrom('@run', '@rule', '@fb', '@key'), weight: 3 },
  { arbitrary: text, weight: 3 },
);
const fields = fc.array(fc.tuple(name, value), { maxLength: 6 });

/** How the body is spoiled, if at all: cut at a fraction of its length, or given broken bytes somewhere. */
const damage = fc.oneof(
  { arbitrary: fc.constant({ kind: 'none' as const }), weight: 2 },
  { arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((at) => ({ kind: 'cut' as const, at })), weight: 3 },
  {
    arbitrary: fc
      .tuple(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom('%', '%G1', '%E0%A4', '\r\n', '\r', '--', '\u0000', '\ud800', '=', '&', ';', '"', '\\'),
      )
      .map(([at, bytes]) => ({ kind: 'insert' as const, at, bytes })),
    weight: 2,
  },
);

const encoding = fc.oneof(
  fc.record({
    kind: fc.constant('urlencoded' as const),
    type: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'application/x-www-form-urlencoded; charset=utf-8',
      'text/plain',
      '',
    ),
  }),
  fc.record({
    kind: fc.constant('multipart' as const),
    boundary: fc.oneof(fc.constant('----taploopFuzz7MA4YWxk'), fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,70}$/)),
    /** How the header names the boundary: right, quoted, another one, none or empty. */
    header: fc.constantFrom('right', 'right', 'quoted', 'other', 'none', 'empty'),
    newline: fc.constantFrom('\r\n', '\r\n', '\n'),
    /** A part as a file upload, or with no Content-Disposition at all. */
    oddPart: fc.constantFrom('none', 'none', 'file', 'headerless', 'no-name'),
    closed: fc.boolean(),
  }),
);

const request = fc.record({ route: fc.nat(), id: fc.oneof(fc.constant('@'), text), fields, encoding, damage });
type Req = typeof request extends fc.Arbitrary<infer T> ? T : never;

describe.skipIf(!STRESS)('fuzzing the inbox forms', () => {
  let t: TestGateway;
  let routes: string[] = [];
  const problems: string[] = [];
  const statuses = new Map<number, number>();
  let sent = 0;
  const started = Date.now();
  const pools = { run: [] as string[], rule: [] as string[], fb: [] as string[] };

  beforeAll(async () => {
    t = await createTestGateway();
    const logger = createLogger('warn', (line) => problems.push(line));
    t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger }));
    // The nightly job reads no body: one damaged post to it is enough (below), not one run in eight.
    routes = [
      ...new Set(t.app.routes.filter((r) => r.method === 'POST' && r.path.startsWith('/inbox/')).map((r) => r.path)),
    ]
      .filter((p) => p !== '/inbox/nightly')
      .sort();
  });
  afterEach(async () => {
    expect(await inconsistencies(t.testDb.db)).toEqual([]);
  });
  failOnLoggedProblems(() => problems, /^$/);
  afterAll(async () => {
    const counts = t && (await rowCounts(t.testDb.db));
    report('fuzz-inbox-forms', {
      taps: counts?.taps,
      feedback: counts?.feedback,
      seed: SEED,
      requests: sent,
      routes: routes.length,
      statuses: JSON.stringify(Object.fromEntries(statuses)),
      seconds: (Date.now() - started) / 1000,
    });
    await t?.close();
  });

  /** A real id of the kind, new or used by an earlier request (most are used, as a replayed or late form is). */
  async function real(kind: 'run' | 'rule' | 'fb', n: number): Promise<string> {
    const ids = pools[kind];
    if (ids.length === 0 || n % 4 === 0) {
      const run = await t.gateway.submitRun({ goal: 'fuzz', draft: `Draft ${sent}: ship it today!`, task: 'fuzzing' });
      pools.run.push(run.id);
      if (n % 2 === 0) {
        const decided = await t.gateway.decide({
          runId: run.id,
          action: 'edit',
          text: `Draft ${sent}: ships soon.`,
          source: 'api',
        });
        pools.fb.push(decided.run.decision.id);
      }
      const rule = await t.gateway.proposeRule({
        title: `Rule ${sent}`,
        body: 'Be brief.',
        goal: 'fuzz',
        evidence: [],
        source: 'nightly',
      });
      pools.rule.push(rule.id);
    }
    const pick = pools[kind].length ? pools[kind] : pools.run;
    return pick[n % pick.length]!;
  }

  async function resolve(v: string, n: number): Promise<string> {
    if (v === '@run') return real('run', n);
    if (v === '@rule') return real('rule', n);
    if (v === '@fb') return real('fb', n);
    if (v === '@key') return `web_${n % 3 === 0 ? 'replayed-key-1' : crypto.randomUUID()}`;
    return v;
  }

  function multipart(
    pairs: [string, string][],
    e: Extract<Req['encoding'], { kind: 'multipart' }>,
  ): { body: string; type: string } {
    const nl = e.newline;
    const parts = pairs.map(([k, v], i) => {
      const quoted = k.replace(/["\r\n]/g, '_');
      if (i === 0 && e.oddPart === 'file')
        return `Content-Disposition: form-data; name="${quoted}"; filename="a.txt"${nl}Content-Type: text/plain${nl}${nl}${v}`;
      if (i === 0 && e.oddPart === 'headerless') return `${nl}${v}`;
      if (i === 0 && e.oddPart === 'no-name') return `Content-Disposition: form-data${nl}${nl}${v}`;
      return `Content-Disposition: form-data; name="${quoted}"${nl}${nl}${v}`;
    });
    const body = `${parts.map((p) => `--${e.boundary}${nl}${p}${nl}`).join('')}${e.closed ? `--${e.boundary}--${nl}` : ''}`;
    const header = {
      right: `; boundary=${e.boundary}`,
      quoted: `; boundary="${e.boundary}"`,
      other: '; boundary=not-the-boundary',
      none: '',
      empty: '; boundary=',
    }[e.header];
    return { body, type: `multipart/form-data${header}` };
  }

  function spoil(body: string, d: Req['damage']): string {
    if (d.kind === 'none') return body;
    const at = Math.floor(d.at * body.length);
    return d.kind === 'cut' ? body.slice(0, at) : body.slice(0, at) + d.bytes + body.slice(at);
  }

  async function send(r: Req): Promise<void> {
    const route = routes[r.route % routes.length]!;
    const kind = route.startsWith('/inbox/rules/') ? 'rule' : route.startsWith('/inbox/decisions/') ? 'fb' : 'run';
    const segment = encodeURIComponent(r.id.replace(/[\ud800-\udfff]/g, '?')) || 'x';
    // A dot segment ("." or "..", "%2e" too) never reaches a route: URL parsing takes it out of the path.
    const id = r.id === '@' ? await real(kind, r.route) : /^(?:\.|%2e){1,2}$/i.test(segment) ? `${segment}x` : segment;
    const path = route.replace(':id', id);
    const pairs: [string, string][] = [];
    for (const [k, v] of r.fields) pairs.push([k, await resolve(v, r.route + pairs.length)]);
    const whole =
      r.encoding.kind === 'urlencoded'
        ? { body: new URLSearchParams(pairs).toString(), type: r.encoding.type }
        : multipart(pairs, r.encoding);
    const body = spoil(whole.body, r.damage);
    const before = await rowCounts(t.testDb.db);
    sent++;
    const res = await t.app.request(path, {
      method: 'POST',
      headers: whole.type ? { 'content-type': whole.type } : {},
      body,
    });
    statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    const where = describeRequest('POST', path, `${whole.type}\n${body}`);
    const found = await answerProblems(res, where, { api: false });
    // 303 back to the page (saved, or what went wrong); 400 for a body that is no form; 413 for one too large.
    if (![303, 400, 413].includes(res.status)) found.push(`${where} → ${res.status}`);
    if (res.status === 400) {
      const after = await rowCounts(t.testDb.db);
      if (JSON.stringify(after) !== JSON.stringify(before))
        found.push(`${where} → 400 but rows changed: ${JSON.stringify(before)} → ${JSON.stringify(after)}`);
    }
    if (found.length) throw new Error(found.join('\n'));
  }

  it('random, truncated and malformed form bodies on every inbox POST route', async () => {
    expect(routes.length).toBeGreaterThanOrEqual(6);
    await fc.assert(fc.asyncProperty(request, send), { numRuns: RUNS, seed: SEED });
  });

  it('a damaged body to the nightly job, which reads none', async () => {
    const res = await t.app.request('/inbox/nightly', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      body: '--x\r\nContent-Disposition: form-da',
    });
    expect((await answerProblems(res, 'POST /inbox/nightly', { api: false })).join('\n')).toBe('');
    expect(res.status).toBe(303);
  });
});
