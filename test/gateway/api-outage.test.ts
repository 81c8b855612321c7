// A database outage or a full disk is a 503 with Retry-After on every route, submits included, so agents retry instead
// of giving up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableDigests, whileDiskFull } from '../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { submit } from '../helpers/runs.ts';

describe('the API while the database is down', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    await t.testDb.db.close(); // the database goes away under a running gateway
  });
  afterAll(async () => {
    await t?.close();
  });

  it('POST /v1/runs answers 503 with Retry-After and a message to act on, not a 500', async () => {
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'We ship today.' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toEqual({
      code: 'unavailable',
      message: 'The database is not answering (restarting?): nothing was changed. Try again in 5 s.',
    });
  });

  it('a read answers the same way', async () => {
    const res = await t.request('GET', '/v1/runs?status=pending');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
  });

  it('a bad request is still a 400, not an outage', async () => {
    const res = await t.request('POST', '/v1/runs', { goal: 'posts' });
    expect(res.status).toBe(400);
  });
});

describe("the API while the database's disk is full", () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every write answers 503 with Retry-After and says so, and nothing is half-written', async () => {
    const pending = await submit(t);
    const edited = await submit(t, { draft: 'We ship today!!' });
    const decided = await t.request('POST', `/v1/runs/${edited}/decision`, { action: 'edit', text: 'We ship today.' });
    const { decision } = (await decided.json()) as { decision: { id: string } };
    const approved = await submit(t, { draft: 'Approved before the disk filled.' });
    expect((await t.request('POST', `/v1/runs/${approved}/decision`, { action: 'approve' })).status).toBe(201);
    const rule = (await (
      await t.request('POST', '/v1/rules', { title: 'No hype', body: 'Say what ships.', goal: 'posts' })
    ).json()) as { id: string };
    await t.gateway.settle();
    const before = await tableDigests(t.testDb.db);

    const writes: [string, string, unknown?][] = [
      ['POST', '/v1/runs', { goal: 'posts', draft: 'Written on a full disk.' }],
      ['POST', `/v1/runs/${pending}/decision`, { action: 'approve' }],
      ['POST', `/v1/runs/${pending}/decision`, { action: 'edit', text: 'Edited on a full disk.' }],
      ['POST', `/v1/runs/${pending}/decision`, { action: 'reject', reason: 'not now' }],
      ['POST', `/v1/runs/${approved}/undo`, {}],
      ['DELETE', `/v1/runs/${pending}`],
      ['POST', '/v1/rules', { title: 'Plain words', body: 'No exclamation marks.' }],
      ['PATCH', `/v1/rules/${rule.id}`, { body: 'Say only what ships.' }],
      ['POST', `/v1/decisions/${decision.id}/mistake`, { new: true }],
      ['POST', '/v1/goals/posts/trust', { action: 'decline' }],
      ['GET', '/v1/context?goal=posts&task=announce%20the%20launch'],
    ];
    const answers = await whileDiskFull(t.testDb.db, async () => {
      const out: { route: string; status: number; retryAfter: string | null; error: unknown }[] = [];
      for (const [method, path, body] of writes) {
        const res = await t.request(method, path, body);
        const json = (await res.json()) as { error?: unknown };
        out.push({
          route: `${method} ${path}`,
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          error: json.error,
        });
      }
      await t.gateway.settle();
      return out;
    });
    // Taps (decisions, undo, trust) keep their own words for "not saved"; everything else says why.
    expect(answers).toEqual(
      writes.map(([method, path]) => ({
        route: `${method} ${path}`,
        status: 503,
        retryAfter: '5',
        error: {
          code: 'unavailable',
          message: expect.stringMatching(
            /^(The server's disk is full: nothing was changed\. Try again in 5 s, once space is freed on the server\.|Not saved: .*|Not undone: .*)$/,
          ),
        },
      })),
    );
    expect(await tableDigests(t.testDb.db)).toEqual(before);

    // Space again: the same request goes through.
    expect((await t.request('POST', `/v1/runs/${pending}/decision`, { action: 'approve' })).status).toBe(201);
  });
});
