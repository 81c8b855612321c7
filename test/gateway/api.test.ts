import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { feedbackRows, submit } from '../helpers/runs.ts';

const TOKEN = 'test-token-0123456789abcdef';

describe('HTTP API with a token configured', () => {
  let t: TestGateway;
  const auth = { authorization: `Bearer ${TOKEN}` };
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_API_TOKEN: TOKEN, BODY_LIMIT_BYTES: '65536' } });
  });
  afterAll(() => t.close());

  it('answers 401 without the token or with a wrong one, and stores nothing', async () => {
    const none = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'hi' });
    const wrong = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'hi' }, { authorization: 'Bearer nope' });
    expect([none.status, wrong.status]).toEqual([401, 401]);
    expect(await none.json()).toMatchObject({
      error: { code: 'unauthorized', message: expect.stringMatching(/Bearer/) },
    });
    const [row] = await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs');
    expect(row!.n).toBe(0);
  });

  it('accepts the right token', async () => {
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'hi' }, auth);
    expect(res.status).toBe(201);
  });

  it('keeps /healthz open', async () => {
    expect((await t.request('GET', '/healthz')).status).toBe(200);
  });

  it('refuses a 1 MB body with 413 and stores nothing', async () => {
    const before = await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs');
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'x'.repeat(1024 * 1024) }, auth);
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    const after = await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs');
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('answers malformed JSON with 400 and a message, never a stack trace', async () => {
    const res = await t.request('POST', '/v1/runs', '{"goal": "posts", "draft": ', auth);
    expect(res.status).toBe(400);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'bad_request', message: 'The request body is not valid JSON.' },
    });
    expect(text).not.toMatch(/\bat .*\(|node_modules|\.ts:\d+/);
  });

  it('names every bad field of a body', async () => {
    const res = await t.request('POST', '/v1/runs', { goal: '', draft: '  ', expires_in: -1 }, auth);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string; details: { issues: { path: string }[] } } };
    expect(body.error.details.issues.map((i) => i.path).sort()).toEqual(['draft', 'expires_in', 'goal']);
  });

  it('refuses text the database cannot store (NUL, half a surrogate pair) with a 400 naming the field', async () => {
    const nul = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'a\u0000b' }, auth);
    expect(nul.status).toBe(400);
    expect(((await nul.json()) as { error: { message: string } }).error.message).toMatch(
      /^Invalid body: draft: contains a NUL character/,
    );
    const half = await t.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft: 'ok', metadata: { note: '🙂'.slice(0, 1) } },
      auth,
    );
    expect(half.status).toBe(400);
    expect(
      ((await half.json()) as { error: { details: { issues: { path: string }[] } } }).error.details.issues[0]!.path,
    ).toBe('metadata.note');
    const whole = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'ok 🙂' }, auth);
    expect(whole.status).toBe(201);
  });

  it('answers unknown runs and routes with 404 JSON', async () => {
    expect((await t.request('GET', '/v1/runs/run_unknown00000', undefined, auth)).status).toBe(404);
    const route = await t.request('GET', '/v1/nothing-here', undefined, auth);
    expect(route.status).toBe(404);
    expect(await route.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('rejects an invalid decision action without storing a row', async () => {
    const id = await submit(t, {}).catch(async () => {
      const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'hello' }, auth);
      return ((await res.json()) as { id: string }).id;
    });
    const res = await t.request('POST', `/v1/runs/${id}/decision`, { action: 'publish' }, auth);
    expect(res.status).toBe(400);
    expect(await feedbackRows(t, id)).toHaveLength(0);
  });
});
