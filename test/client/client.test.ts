// The typed client against a real gateway on a loopback port: the agent's loop, and errors as TaploopError.

import { TaploopClient, TaploopError } from 'taploop/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

describe('TaploopClient', () => {
  let t: TestGateway;
  let served: ServedGateway;
  let client: TaploopClient;
  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveGateway(t);
    client = new TaploopClient({ baseUrl: served.url });
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('runs the loop: context → submit with its id → the owner decides → waitForDecision resolves', async () => {
    await t.gateway.createRule({ title: 'No exclamation marks', body: 'Calm statements only.', goal: 'posts' });
    const ctx = await client.context({ goal: 'posts', task: 'announce the launch' });
    expect(ctx.context_id).toMatch(/^ctx_/);
    expect(ctx.text).toContain('1. No exclamation marks — Calm statements only.');

    const run = await client.submit({
      goal: 'posts',
      draft: 'We ship today!',
      task: 'announce the launch',
      agent: 'test',
      context_id: ctx.context_id,
    });
    expect(run).toMatchObject({ id: expect.stringMatching(/^run_/), status: 'pending' });
    expect(typeof run.created_at).toBe('string');

    const waiting = client.waitForDecision(run.id, { timeoutSeconds: 20 });
    await new Promise((r) => setTimeout(r, 200)); // the long poll is in flight before the owner taps
    await t.gateway.decide({ runId: run.id, action: 'edit', text: 'We ship today.', source: 'web', actor: 'owner' });
    const decided = await waiting;
    expect(decided).toMatchObject({
      id: run.id,
      status: 'edited',
      final_text: 'We ship today.',
      context_id: ctx.context_id,
    });
    expect(decided.decision).toMatchObject({ rating: 0, correction: 'We ship today.', source: 'web' });
    expect(decided.publication).toMatchObject({ status: 'queued', scheduled_for: expect.any(String) });
  });

  it('retries a submit whose answer was lost with the same idempotency key: one run', async () => {
    // The request reaches the gateway, which stores the run; then the connection drops before the answer.
    let calls = 0;
    const keys: string[] = [];
    const flaky = new TaploopClient({
      baseUrl: served.url,
      fetch: async (url, init) => {
        keys.push((JSON.parse(String(init?.body)) as { idempotency_key: string }).idempotency_key);
        const res = await fetch(url, init);
        if (++calls === 1) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
        return res;
      },
    });
    const run = await flaky.submit({ goal: 'posts', draft: 'Stored once though sent twice' });
    expect(calls).toBe(2);
    expect(keys[1]).toBe(keys[0]);
    const rows = await t.testDb.db.query<{ id: string }>(
      `select id from runs where draft = 'Stored once though sent twice'`,
    );
    expect(rows.map((r) => r.id)).toEqual([run.id]);
    // Another submit is another key: another run.
    expect((await flaky.submit({ goal: 'posts', draft: 'Stored once though sent twice' })).id).not.toBe(run.id);
  });

  it('returns the still-pending run when the timeout passes first', async () => {
    const run = await client.submit({ goal: 'posts', draft: 'Nobody decides this one' });
    const started = Date.now();
    const still = await client.waitForDecision(run.id, { timeoutSeconds: 1 });
    expect(still.status).toBe('pending');
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
  });

  it('decides, undoes and lists through the API', async () => {
    const { id } = await client.submit({ goal: 'replies', draft: 'Thanks for writing in.' });
    const decided = await client.decide(id, { action: 'approve', event_key: 'tap-1' });
    expect(decided).toMatchObject({ outcome: 'stored', run: { id, status: 'approved' }, decision: { rating: 1 } });
    expect(await client.decide(id, { action: 'approve', event_key: 'tap-1' })).toMatchObject({ outcome: 'duplicate' });
    expect((await client.publications({ goal: 'replies' })).map((p) => p.run_id)).toEqual([id]);
    expect((await client.goals()).map((g) => g.goal)).toEqual(expect.arrayContaining(['posts', 'replies']));
    expect(await client.undo(id)).toMatchObject({ outcome: 'stored', run: { id, status: 'pending' } });
    // An undone approval is counted as undone, not as an approval.
    expect((await client.stats({ days: 2 })).totals).toMatchObject({ approvals: 0, edits: 1, undone: 1 });
  });

  it('lists rules and exports them as Markdown: the goal’s own and the global ones, not other goals’', async () => {
    await t.gateway.createRule({ title: 'Sign as the team', body: 'End with "— the team".', goal: null });
    await t.gateway.createRule({
      title: 'Reply within the thread',
      body: 'Never start a new thread.',
      goal: 'replies',
    });
    expect((await client.rules({ goal: 'posts', status: 'active' })).map((r) => r.title).sort()).toEqual([
      'No exclamation marks',
      'Sign as the team',
    ]);
    const md = await client.rulesMarkdown('posts');
    expect(md).toMatch(/^# Rules for posts \(from taploop\)\n/);
    expect(md).toContain('1. **No exclamation marks**\n\n   Calm statements only.');
    expect(md).toContain('2. **Sign as the team** _(every goal)_');
    expect(md).not.toContain('Reply within the thread');
  });

  it('turns an error answer into a TaploopError with the server’s status, code and message', async () => {
    const bad = await client.submit({ goal: 'not a goal!', draft: 'x' }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(TaploopError);
    expect(bad).toMatchObject({
      status: 400,
      code: 'bad_request',
      message: expect.stringMatching(/^Invalid body: goal: goal must be 1-64 letters/),
    });
    expect((bad as TaploopError).details).toMatchObject({ issues: [{ path: 'goal' }] });

    const missing = await client.getRun('run_unknown000000').catch((e: unknown) => e);
    expect(missing).toMatchObject({
      name: 'TaploopError',
      status: 404,
      code: 'not_found',
      message: 'run run_unknown000000 not found',
    });
  });

  it('says plainly when taploop is not running', async () => {
    const down = new TaploopClient({ baseUrl: 'http://127.0.0.1:9/' });
    const err = await down.context({ goal: 'posts' }).catch((e: unknown) => e);
    expect(err).toMatchObject({
      status: 0,
      code: 'unreachable',
      message: expect.stringMatching(/^taploop is not running at http:\/\/127\.0\.0\.1:9 /),
    });
    expect(await down.health()).toBe(false);
  });
});

describe('TaploopClient with an API token', () => {
  const TOKEN = 'client-test-token-0123456789';
  let t: TestGateway;
  let served: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_API_TOKEN: TOKEN } });
    served = await serveGateway(t);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('sends the bearer token, and a missing one is a 401 TaploopError', async () => {
    const run = await new TaploopClient({ baseUrl: served.url, token: TOKEN }).submit({ goal: 'posts', draft: 'hi' });
    expect(run.status).toBe('pending');
    const err = await new TaploopClient({ baseUrl: served.url }).getRun(run.id).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 401, code: 'unauthorized', message: expect.stringContaining('Bearer') });
  });
});
