// GET /metrics: the Prometheus text format, counters that move by exactly the taps made, refused without a credential.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelDeliveryFailures } from '../../gateway/kernel/metrics.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';

const OWNER = 'owner-7a1c3e5f9b2d4086a1c3e5f7b9d2a4c6';
const SCRAPER = 'scrape-4b6d8f0a2c4e6a8c0e2a4c6e8a0c2e4a';
const AGENT = 'agent-9e1d3f5a7c9b2e4d6f8a1c3e5b7d9f2a';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** A small parser of the Prometheus text exposition format (0.0.4): every line a comment, blank, or a sample. */
function parseProm(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|\+Inf|-Inf)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus text line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)",?/g))
      labels[l[1]!] = l[2]!.replace(/\\(.)/g, '$1');
    samples.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return { samples, types };
}

let t: TestGateway;

async function scrape(token = SCRAPER) {
  const res = await t.request('GET', '/metrics', undefined, { authorization: `Bearer ${token}` });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseProm(await res.text());
}

const value = (s: Sample[], name: string, labels: Record<string, string> = {}) =>
  s
    .filter((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v))
    .reduce((a, x) => a + x.value, 0);

const owner = { authorization: `Bearer ${OWNER}` };
const agent = { authorization: `Bearer ${AGENT}` };

beforeAll(async () => {
  t = await createTestGateway({
    env: { TAPLOOP_OWNER_TOKEN: OWNER, METRICS_TOKEN: SCRAPER, AGENT_TOKENS: `writer:${AGENT}` },
  });
});
afterAll(() => t?.close());

async function submit(goal: string): Promise<string> {
  const res = await t.request(
    'POST',
    '/v1/runs',
    { goal, draft: 'Big news!!! We ship today.', task: 'launch post' },
    agent,
  );
  return ((await res.json()) as { id: string }).id;
}

describe('GET /metrics', () => {
  it('prom-client loads at the first scrape: latency taken and deliveries failed before it are all counted', async () => {
    const fresh = await createTestGateway({ env: { METRICS_TOKEN: SCRAPER } });
    try {
      await fresh.request('GET', '/v1/context?goal=posts&task=launch%20post');
      await fresh.request('GET', '/v1/context?goal=posts&task=launch%20post');
      channelDeliveryFailures.inc({ channel: 'telegram', event: 'metrics-test' });
      const res = await fresh.request('GET', '/metrics', undefined, { authorization: `Bearer ${SCRAPER}` });
      expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
      const { samples } = parseProm(await res.text());
      expect(value(samples, 'taploop_context_duration_seconds_count', { status: '200' })).toBe(2);
      const failed = { channel: 'telegram', event: 'metrics-test' };
      expect(value(samples, 'taploop_channel_delivery_failures_total', failed)).toBe(1);
    } finally {
      await fresh.close();
    }
  });

  it('is refused without the owner token or METRICS_TOKEN (an agent token is not enough)', async () => {
    expect((await t.request('GET', '/metrics')).status).toBe(401);
    expect((await t.request('GET', '/metrics', undefined, agent)).status).toBe(401);
    expect((await t.request('GET', '/metrics', undefined, { authorization: `Bearer ${OWNER}x` })).status).toBe(401);
    expect((await t.request('GET', '/metrics', undefined, owner)).status).toBe(200);
  });

  it('counts exactly the taps and decisions made, by channel, outcome, kind and goal', async () => {
    const before = await scrape();
    const [a, b, c] = [await submit('posts'), await submit('posts'), await submit('replies')];
    await submit('replies'); // stays pending
    const decide = (id: string, body: object) => t.request('POST', `/v1/runs/${id}/decision`, body, owner);
    expect((await decide(a, { action: 'approve', event_key: 'tap-a' })).status).toBe(201);
    expect((await decide(a, { action: 'approve', event_key: 'tap-a' })).status).toBe(200); // the same tap again
    expect((await decide(b, { action: 'reject', reason: 'too loud', event_key: 'tap-b' })).status).toBe(201);
    expect((await decide(c, { action: 'edit', text: 'We ship today.', event_key: 'tap-c' })).status).toBe(201);
    expect((await decide(b, { action: 'approve', event_key: 'tap-b-late' })).status).toBe(409); // already decided
    await t.request('GET', '/v1/context?goal=posts&task=launch%20post', undefined, agent);
    await t.request('GET', '/v1/context?goal=posts&task=launch%20post', undefined, agent);

    const after = await scrape();
    const delta = (name: string, labels: Record<string, string> = {}) =>
      value(after.samples, name, labels) - value(before.samples, name, labels);
    expect(delta('taploop_taps_total', { channel: 'api', outcome: 'stored' })).toBe(3);
    expect(delta('taploop_taps_total', { channel: 'api', outcome: 'duplicate' })).toBe(1);
    expect(delta('taploop_taps_total', { channel: 'api', outcome: 'already_decided' })).toBe(1);
    expect(delta('taploop_taps_total')).toBe(5);
    expect(delta('taploop_decisions_total', { kind: 'approve', goal: 'posts' })).toBe(1);
    expect(delta('taploop_decisions_total', { kind: 'reject', goal: 'posts' })).toBe(1);
    expect(delta('taploop_decisions_total', { kind: 'edit', goal: 'replies' })).toBe(1);
    expect(delta('taploop_decisions_total')).toBe(3);
    expect(delta('taploop_pending_drafts')).toBe(1);
    expect(value(after.samples, 'taploop_publication_queue_depth', { kind: 'publish' })).toBe(2); // the approval and the edit
    expect(
      value(after.samples, 'taploop_publication_queue_oldest_age_seconds', { kind: 'publish' }),
    ).toBeGreaterThanOrEqual(0);
    expect(delta('taploop_context_duration_seconds_count')).toBe(2);
    expect(after.types.get('taploop_taps_total')).toBe('counter');
    expect(after.types.get('taploop_pending_drafts')).toBe('gauge');
    expect(after.types.get('taploop_context_duration_seconds')).toBe('histogram');
    expect(after.types.get('taploop_check_duration_seconds')).toBe('histogram');
  });

  it('reports job runs with their duration and last success', async () => {
    await t.gateway.runNightly({});
    const { samples, types } = await scrape(OWNER);
    expect(value(samples, 'taploop_job_runs_total', { job: 'nightly', status: 'succeeded' })).toBe(1);
    expect(
      value(samples, 'taploop_job_last_duration_seconds', { job: 'nightly', status: 'succeeded' }),
    ).toBeGreaterThan(0);
    expect(value(samples, 'taploop_job_last_success_timestamp_seconds', { job: 'nightly' })).toBeCloseTo(
      Date.now() / 1000,
      -2,
    );
    expect(types.get('taploop_publication_failures_total')).toBe('counter');
    expect(types.get('taploop_channel_delivery_failures_total')).toBe('counter');
  });
});
