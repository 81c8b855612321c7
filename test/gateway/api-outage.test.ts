// A database outage is a 503 with Retry-After on every route, submits included, so agents retry instead of giving up.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';

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
