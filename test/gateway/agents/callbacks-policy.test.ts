// Invariant 9: callbacks go only to public http(s) addresses unless allow-listed (checked at
// submit on the URL, and at send on every address DNS gives), never follow redirects, say the same thing whatever
// answered, and are always signed.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { callbackSecret } from '../../../gateway/publish/callbacks.ts';
import { isPrivateAddress, outboundUrlProblem } from '../../../gateway/publish/outbound.ts';
import { signWebhook } from '../../../gateway/publish/publishers/webhook.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

interface Hit {
  path: string;
  headers: Record<string, string>;
  body: string;
}

/** A loopback receiver: /ok answers 200, /missing 404, /boom 500, /moved redirects to /ok. */
async function startReceiver() {
  const hits: Hit[] = [];
  const app = new Hono();
  app.post('/:what', async (c) => {
    hits.push({ path: c.req.path, headers: Object.fromEntries(c.req.raw.headers), body: await c.req.text() });
    const what = c.req.param('what');
    if (what === 'moved') return c.redirect('/ok', 307);
    return c.json({}, what === 'missing' ? 404 : what === 'boom' ? 500 : 200);
  });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return { port, hits, close: () => new Promise<void>((ok) => server.close(() => ok())) };
}

const NO_ALLOW = { allow: [] };

describe('the URL policy, before any DNS', () => {
  it('refuses loopback, private, link-local, CGNAT and metadata addresses in every spelling, and other schemes', () => {
    for (const url of [
      'http://127.0.0.1/cb',
      'http://127.0.0.2:8080/cb',
      'http://0x7f000001/cb',
      'http://2130706433/cb',
      'http://127.1/cb',
      'http://10.0.0.1/cb',
      'http://172.16.5.4/cb',
      'http://192.168.1.1/cb',
      'http://100.64.0.1/cb',
      'http://169.254.169.254/latest/meta-data/',
      'http://0.0.0.0/cb',
      'http://[::1]/cb',
      'http://[::ffff:127.0.0.1]/cb',
      'http://[::ffff:7f00:1]/cb',
      'http://[fd00:ec2::254]/cb',
      'http://[fe80::1]/cb',
      'file:///etc/passwd',
      'gopher://example.com/x',
      'ftp://example.com/x',
      'http://user:pw@example.com/cb',
    ]) {
      expect(outboundUrlProblem(url, NO_ALLOW), url).not.toBeNull();
    }
    expect(outboundUrlProblem('https://hooks.example.com/cb', NO_ALLOW)).toBeNull();
    expect(outboundUrlProblem('http://93.184.216.34/cb', NO_ALLOW)).toBeNull();
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });

  it('lets the owner allow a host, a host:port or a CIDR', () => {
    expect(outboundUrlProblem('http://127.0.0.1:9000/cb', { allow: ['127.0.0.1:9000'] })).toBeNull();
    expect(outboundUrlProblem('http://127.0.0.1:9001/cb', { allow: ['127.0.0.1:9000'] })).not.toBeNull();
    expect(outboundUrlProblem('http://10.1.2.3/cb', { allow: ['10.0.0.0/8'] })).toBeNull();
  });
});

describe('callbacks through the gateway', () => {
  let t: TestGateway;
  let r: Awaited<ReturnType<typeof startReceiver>>;
  const dispatch = () => createCallbackDispatcher(t.gateway.deps, { backoffMs: () => 0 }).runOnce();
  const callbacksOf = async (id: string) =>
    (
      (await (await t.request('GET', `/v1/runs/${id}`)).json()) as {
        callbacks: { status: string; attempts: number; last_error: string | null }[];
      }
    ).callbacks;

  beforeAll(async () => {
    r = await startReceiver();
    // No CALLBACK_SECRET, no token: callbacks are signed all the same. Only the receiver's port (and a closed one,
    // port 9) on 127.0.0.1 are allowed; the name localhost is not.
    t = await createTestGateway({
      env: { OUTBOUND_ALLOW: `127.0.0.1:${r.port},127.0.0.1:9` },
      goals: { goals: {}, defaultGoal: { undoSeconds: 0 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await r.close();
  });

  it('refuses a private callback_url at submit with a 400 that names it, and stores no run', async () => {
    for (const url of [
      'http://10.0.0.1/cb',
      'http://169.254.169.254/latest/meta-data/',
      'http://0x7f000002/cb',
      'file:///etc/passwd',
      'gopher://127.0.0.1:25/',
    ]) {
      const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Hi', callback_url: url });
      expect(res.status, url).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message, url).toMatch(
        /^Invalid body: callback_url: /,
      );
    }
    const [row] = await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs');
    expect(row!.n).toBe(0);
  });

  it('tells an agent nothing of what its callback name resolves to: inward and unresolvable end alike', async () => {
    // localhost resolves to loopback (not allow-listed by name); .invalid never resolves (RFC 6761).
    const urls = [`http://localhost:${r.port}/ok`, 'http://nothing-here.invalid/ok'];
    const submitted = await Promise.all(
      urls.map((callback_url) => t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Hi', callback_url })),
    );
    expect(submitted.map((res) => res.status)).toEqual([201, 201]);
    const ids = await Promise.all(submitted.map(async (res) => ((await res.json()) as { id: string }).id));
    for (const id of ids) await decideVia(t, id, { action: 'reject' });
    const before = r.hits.length;
    const twice = () => createCallbackDispatcher(t.gateway.deps, { backoffMs: () => 0, maxAttempts: 2 }).runOnce();
    await twice();
    const first = await Promise.all(ids.map(callbacksOf));
    expect(first).toEqual([
      [expect.objectContaining({ status: 'queued', attempts: 1, last_error: 'callback not delivered' })],
      [expect.objectContaining({ status: 'queued', attempts: 1, last_error: 'callback not delivered' })],
    ]);
    await twice();
    const last = await Promise.all(ids.map(callbacksOf));
    expect(last).toEqual([
      [expect.objectContaining({ status: 'failed', attempts: 2, last_error: 'callback not delivered' })],
      [expect.objectContaining({ status: 'failed', attempts: 2, last_error: 'callback not delivered' })],
    ]);
    expect(r.hits.length).toBe(before);
  });

  it('refuses at send a private URL stored before the policy (checked again at send)', async () => {
    const t2 = await createTestGateway({ goals: { goals: {}, defaultGoal: { undoSeconds: 0 } } });
    try {
      const id = await submit(t2, {});
      await t2.testDb.db.query('update runs set callback_url = $2 where id = $1', [
        id,
        `http://127.0.0.1:${r.port}/ok`,
      ]);
      await decideVia(t2, id, { action: 'reject' });
      const before = r.hits.length;
      await createCallbackDispatcher(t2.gateway.deps, { backoffMs: () => 0 }).runOnce();
      expect(r.hits.length).toBe(before);
    } finally {
      await t2.close();
    }
  });

  it('does not follow a redirect', async () => {
    const id = await submit(t, { callback_url: `http://127.0.0.1:${r.port}/moved` });
    await decideVia(t, id, { action: 'reject' });
    await dispatch();
    expect(r.hits.filter((h) => h.body.includes(id)).map((h) => h.path)).toEqual(['/moved']);
    expect((await callbacksOf(id))[0]).toMatchObject({ status: 'queued', last_error: 'callback not delivered' });
  });

  it('says the same "not delivered" for a 404, a 500 and a closed port (no port scanner)', async () => {
    const urls = [`http://127.0.0.1:${r.port}/missing`, `http://127.0.0.1:${r.port}/boom`, 'http://127.0.0.1:9/closed'];
    const errors: (string | null)[] = [];
    for (const url of urls) {
      const id = await submit(t, { callback_url: url });
      await decideVia(t, id, { action: 'reject' });
      await dispatch();
      errors.push((await callbacksOf(id))[0]!.last_error);
    }
    expect(errors).toEqual(['callback not delivered', 'callback not delivered', 'callback not delivered']);
  });

  it('signs every callback, without CALLBACK_SECRET too, with the key stored once in the database', async () => {
    const id = await submit(t, { callback_url: `http://127.0.0.1:${r.port}/ok` });
    await decideVia(t, id, { action: 'edit', text: 'Better words' });
    await dispatch();
    const hit = r.hits.find((h) => h.body.includes(id))!;
    const key = (await (await t.request('GET', '/v1/settings/callback-secret')).json()) as {
      callback_secret: string;
      source: string;
    };
    expect(key.source).toBe('generated');
    expect(key.callback_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(hit.headers['x-taploop-signature']).toBe(
      signWebhook(key.callback_secret, hit.headers['x-taploop-timestamp']!, hit.body),
    );
    // Another process on the same database signs with the same key.
    expect(await callbackSecret(t.testDb.db)).toBe(key.callback_secret);
    expect((await callbacksOf(id))[0]).toMatchObject({ status: 'delivered', last_error: null });
  });
});
