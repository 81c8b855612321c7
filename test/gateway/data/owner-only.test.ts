// Export, backup and forget are the owner's: no token → 401, an agent token → 403, the owner token → 200.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

const OWNER = 'owner-5c1e9a3f7b2d4086a1c3e5f7b9d2a4c6';
const AGENT = 'agent-2d8e1f3a5c7b9e4d6f8a1c3e5b7d9f2a';
let t: TestGateway;
let runId: string;

beforeAll(async () => {
  t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${AGENT}` } });
  const res = await t.request(
    'POST',
    '/v1/runs',
    { goal: 'posts', draft: 'Hello' },
    { authorization: `Bearer ${AGENT}` },
  );
  runId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t?.close());

describe('the owner’s data routes', () => {
  for (const [method, path] of [
    ['GET', '/v1/export?format=pairs'],
    ['GET', '/v1/backup'],
    ['DELETE', '/v1/runs/:id'],
  ] as const) {
    it(`${method} ${path} refuses a missing token and an agent token`, async () => {
      const url = path.replace(':id', runId);
      expect((await t.request(method, url)).status).toBe(401);
      expect((await t.request(method, url, undefined, { authorization: `Bearer ${AGENT}` })).status).toBe(403);
      const owner = await t.request(method, url, undefined, { authorization: `Bearer ${OWNER}` });
      expect(owner.status).toBe(200);
      await owner.arrayBuffer();
    });
  }
});
