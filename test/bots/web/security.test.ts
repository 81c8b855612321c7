// Invariant 7 on the inbox: no rebinding name, oversize form or agent token gets through.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';
import { basic, mount, postForm } from './harness.ts';

const OWNER = 'owner-3f9a1c7e5b2d4086a1c3e5f7b9d2a4c6';
const WRITER = 'writer-8e1d3f5a7c9b2e4d6f8a1c3e5b7d9f2a';

describe('the inbox under a rebinding name', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
  });
  afterAll(() => t.close());

  it('refuses the page and a post whose Host and Origin both name the rebinding host', async () => {
    const id = await submit(t);
    const pageRes = await app.request('http://rebind.example/', { headers: { host: 'rebind.example' } });
    expect(pageRes.status).toBe(403);
    expect(await pageRes.text()).not.toContain('Big news');
    const res = await postForm(
      app,
      `http://rebind.example/inbox/runs/${id}/decide`,
      { action: 'approve' },
      { host: 'rebind.example', origin: 'http://rebind.example' },
    );
    expect(res.status).toBe(403);
    expect((await t.gateway.getRun(id)).status).toBe('pending');
  });

  it('still answers on localhost (the control)', async () => {
    const id = await submit(t);
    expect((await postForm(app, `/inbox/runs/${id}/decide`, { action: 'approve' })).status).toBe(303);
    expect((await t.gateway.getRun(id)).status).toBe('approved');
  });
});

describe('the inbox takes forms from its own origin only, the port included', () => {
  it('without PUBLIC_URL: refuses a page on another port of the same host, takes one on the Host it was sent to', async () => {
    const t = await createTestGateway();
    try {
      const app = mount(t);
      const id = await submit(t);
      const path = `http://127.0.0.1:8787/inbox/runs/${id}/decide`;
      for (const origin of ['http://127.0.0.1:3000', 'http://127.0.0.1', 'http://localhost:8787']) {
        const res = await postForm(app, path, { action: 'approve' }, { host: '127.0.0.1:8787', origin });
        expect(res.status, origin).toBe(403);
      }
      expect((await t.gateway.getRun(id)).status).toBe('pending');
      const own = await postForm(
        app,
        path,
        { action: 'approve' },
        { host: '127.0.0.1:8787', origin: 'http://127.0.0.1:8787' },
      );
      expect(own.status).toBe(303);
      expect((await t.gateway.getRun(id)).status).toBe('approved');
    } finally {
      await t.close();
    }
  });

  it("with PUBLIC_URL: PUBLIC_URL's scheme, host and port, also through a proxy that rewrites Host", async () => {
    const t = await createTestGateway({ env: { PUBLIC_URL: 'https://taploop.example.com' } });
    try {
      const app = mount(t);
      const id = await submit(t);
      const path = `https://taploop.example.com/inbox/runs/${id}/decide`;
      for (const origin of ['https://taploop.example.com:8443', 'http://taploop.example.com']) {
        const res = await postForm(app, path, { action: 'approve' }, { host: 'taploop.example.com', origin });
        expect(res.status, origin).toBe(403);
      }
      expect((await t.gateway.getRun(id)).status).toBe('pending');
      const proxied = await postForm(
        app,
        `http://127.0.0.1:8787/inbox/runs/${id}/decide`,
        { action: 'approve' },
        { host: '127.0.0.1:8787', origin: 'https://taploop.example.com' },
      );
      expect(proxied.status).toBe(303);
      expect((await t.gateway.getRun(id)).status).toBe('approved');
    } finally {
      await t.close();
    }
  });
});

describe('inbox bodies are limited on every route', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway({ env: { BODY_LIMIT_BYTES: '4096' } });
    app = mount(t);
  });
  afterAll(() => t.close());

  it('answers 413 to an oversize undo, nightly and decide form, and stores nothing', async () => {
    const id = await submit(t);
    await t.gateway.decide({ runId: id, action: 'approve', source: 'api' });
    const big = { filler: 'x'.repeat(10_000) };
    for (const path of [`/inbox/runs/${id}/undo`, '/inbox/nightly', `/inbox/runs/${id}/decide`, '/inbox/rules']) {
      const res = await postForm(app, path, { action: 'approve', ...big });
      expect(res.status, path).toBe(413);
      expect(await res.text(), path).toMatch(/too large/);
    }
    expect((await t.gateway.getRun(id)).status).toBe('approved');
    const [jobs] = await t.testDb.db.query<{ n: number }>('select count(*)::int as n from job_runs');
    expect(jobs!.n).toBe(0);
  });
});

describe('the inbox signs in with the owner token only', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${WRITER}` } });
    app = mount(t);
  });
  afterAll(() => t.close());

  it('an agent token is not the inbox password; the owner token is', async () => {
    const id = await submit(t, {}).catch(() => null);
    expect(id).toBeNull(); // no token: the API refuses
    expect((await app.request('/', { headers: basic(WRITER) })).status).toBe(401);
    expect((await app.request('/', { headers: basic(OWNER) })).status).toBe(200);
  });

  it('the card shows the token name as the sender with the agent field beside it', async () => {
    const res = await t.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft: 'From the writer', agent: 'owner-ann' },
      { authorization: `Bearer ${WRITER}` },
    );
    expect(res.status).toBe(201);
    const html = await (await app.request('/', { headers: basic(OWNER) })).text();
    expect(html).toContain('writer (says “owner-ann”)');
  });
});
