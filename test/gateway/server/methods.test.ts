// A path the server knows, asked with a method it does not take, is a 405 in the one error shape with an Allow header
// listing the methods it does take; a path it does not know stays a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebInbox } from '../../../bots/web/index.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

describe('a wrong HTTP method', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    // Mounted after createApp, as start does: its routes count too.
    t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger: silentLogger }));
  });
  afterAll(() => t.close());

  it('is a 405 naming the methods the path takes, in Allow and in the message', async () => {
    const id = await submit(t);
    for (const [method, path, allow] of [
      ['DELETE', '/v1/runs', 'GET, HEAD, POST'],
      ['GET', '/v1/check', 'POST'],
      ['PUT', `/v1/runs/${id}`, 'GET, HEAD, DELETE'],
      ['GET', `/v1/runs/${id}/decision`, 'POST'],
      ['POST', '/v1/rules.md', 'GET, HEAD'],
      ['POST', '/healthz', 'GET, HEAD'],
      ['GET', '/inbox/rules', 'POST'],
    ] as const) {
      const res = await t.app.request(path, { method, headers: { 'content-type': 'application/json' } });
      expect([res.status, res.headers.get('allow')], `${method} ${path}`).toEqual([405, allow]);
      expect(await res.json()).toEqual({
        error: { code: 'method_not_allowed', message: `${path} takes ${allow}, not ${method}.` },
      });
    }
    expect((await t.gateway.getRun(id)).status).toBe('pending');
  });

  it('on a path no route has is still a 404', async () => {
    const res = await t.app.request('/v1/nope', { method: 'PATCH' });
    expect(res.status).toBe(404);
    expect(res.headers.get('allow')).toBeNull();
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No route PATCH /v1/nope' } });
  });
});
