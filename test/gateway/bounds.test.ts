// Bounds over a real socket: a refused body leaves the connection usable, abandoned long polls
// stop their work, and past the cap a long poll is answered 503 with Retry-After.
import { execFile } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { submit } from '../helpers/runs.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

/** One request on the given agent's socket: status, body and whether the server said it closes the connection. */
function send(agent: Agent, url: string, method: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; text: string; close: boolean }>((ok, fail) => {
    const req = httpRequest(
      url,
      { method, agent, headers: { 'content-type': 'application/json', ...headers } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (text += d));
        res.on('end', () => ok({ status: res.statusCode ?? 0, text, close: res.headers.connection === 'close' }));
      },
    );
    req.on('error', fail);
    if (body) req.write(body);
    req.end();
  });
}

describe('refused bodies on a keep-alive connection', () => {
  let t: TestGateway;
  let s: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { BODY_LIMIT_BYTES: '4096' } });
    s = await serveGateway(t);
  });
  afterAll(async () => {
    await s.close();
    await t.close();
  });

  it('the next request on the same connection succeeds after a 413, a 415 and a 400', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const big = JSON.stringify({ goal: 'posts', draft: 'x'.repeat(200_000) });
      const refused = await send(agent, `${s.url}/v1/runs`, 'POST', big);
      expect(refused.status).toBe(413);
      expect((await send(agent, `${s.url}/v1/runs`, 'GET')).status).toBe(200);
      const text = await send(agent, `${s.url}/v1/rules`, 'POST', 'y'.repeat(3000), { 'content-type': 'text/plain' });
      expect(text.status).toBe(415);
      expect(
        (await send(agent, `${s.url}/v1/runs`, 'POST', JSON.stringify({ goal: 'posts', draft: 'After' }))).status,
      ).toBe(201);
      const form = await send(agent, `${s.url}/inbox/nightly`, 'POST', 'z'.repeat(100_000), {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(404); // the inbox is not mounted here: still refused before reading
      expect((await send(agent, `${s.url}/healthz`, 'GET')).status).toBe(200);
    } finally {
      agent.destroy();
    }
  });

  it('a 413 through fetch (keep-alive by default) is answered, and the next fetch works (was UND_ERR_SOCKET)', async () => {
    for (const size of [1_000_000, 5_000_000, 20_000_000]) {
      const big = JSON.stringify({ goal: 'posts', draft: 'x'.repeat(size) });
      const refused = await fetch(`${s.url}/v1/runs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
      }).then(
        (r) => r.status,
        (err: { cause?: { code?: string } }) => err.cause?.code ?? String(err),
      );
      expect(refused, `${size} bytes`).toBe(413);
      expect((await fetch(`${s.url}/v1/runs`)).status, `after ${size} bytes`).toBe(200);
    }
  });
});

describe('long polls', () => {
  let t: TestGateway;
  let s: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { MAX_WAITING_REQUESTS: '3' } });
    s = await serveGateway(t);
  });
  afterAll(async () => {
    await s.close();
    await t.close();
  });

  it('past the cap a long poll is answered 503 with Retry-After, and an abandoned one frees its slot', async () => {
    const id = await submit(t);
    const ac = new AbortController();
    const held = Array.from({ length: 3 }, () =>
      fetch(`${s.url}/v1/runs/${id}?wait=60`, { signal: ac.signal }).catch(() => null),
    );
    await until(async () => (await fetch(`${s.url}/v1/runs/${id}?wait=1`)).status === 503);
    const over = await fetch(`${s.url}/v1/runs/${id}?wait=60`);
    expect(over.status).toBe(503);
    expect(over.headers.get('retry-after')).toBe('5');
    expect(await over.json()).toMatchObject({
      error: { code: 'unavailable', message: expect.stringMatching(/retry in a few seconds/) },
    });
    expect((await fetch(`${s.url}/v1/runs/${id}`)).status).toBe(200); // without ?wait= nothing is capped
    ac.abort();
    await Promise.all(held);
    // The slots come back once the server sees the clients gone: a new long poll is held again (200 after its wait).
    await until(async () => (await fetch(`${s.url}/v1/runs/${id}?wait=0.3`)).status === 200);
  });
});

describe('a wait whose client went away', () => {
  it('returns at once instead of re-reading until its time is up', async () => {
    const t = await createTestGateway();
    try {
      const id = await submit(t);
      const gone = new AbortController();
      const started = Date.now();
      const waiting = t.gateway.waitForDecision(id, 30, gone.signal);
      setTimeout(() => gone.abort(), 100);
      expect((await waiting).status).toBe('pending');
      expect(Date.now() - started).toBeLessThan(5000); // not 30 s
    } finally {
      await t.close();
    }
  });
});

describe('abandoned long polls', () => {
  let t: TestGateway;
  let s: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { MAX_WAITING_REQUESTS: '2000' } });
    s = await serveGateway(t);
  });
  afterAll(async () => {
    await s.close();
    await t.close();
  });

  it('1,000 long polls abandoned after 300 ms: the next call answers within 15 s, not 20 (their work stopped with them)', async () => {
    const id = await submit(t);
    // Another process is the impatient client, as it would be: this thread stays free to serve.
    await abandonPolls(`${s.url}/v1/runs/${id}?wait=60`, 1000, 300);
    // The burst itself takes the server a moment to absorb (client and server share this thread); then one
    // re-read period (2 s) passes, in which a poll still running would read the run again.
    // Over the next 4 s (two re-read periods of a poll still running) every call answers within 15 s: several times
    // what a quiet machine takes (well under a second), so a busy one passes, and still short of the 20 s or more
    // that polls left running hold a call.
    const slowest = [];
    for (let i = 0; i < 10; i++) {
      const started = Date.now();
      expect((await fetch(`${s.url}/v1/runs/${id}`)).status).toBe(200);
      slowest.push(Date.now() - started);
      await new Promise((ok) => setTimeout(ok, 400));
    }
    expect(Math.max(...slowest)).toBeLessThan(15_000);
  });
});

/** Opens `n` long polls from a child process and drops them all after `ms`. */
function abandonPolls(url: string, n: number, ms: number): Promise<void> {
  const script = `
    const http = require('node:http');
    const reqs = Array.from({ length: ${n} }, () => http.get(process.argv[1]).on('error', () => {}));
    setTimeout(() => { for (const r of reqs) r.destroy(); setTimeout(() => process.exit(0), 50); }, ${ms});`;
  return new Promise((ok, fail) => {
    execFile(process.execPath, ['-e', script, url], (err) => (err ? fail(err) : ok()));
  });
}

/** Retries `check` (every 100 ms, `tries` times) until it is true; `meanwhile` runs once, beside the first try. */
async function until(check: () => Promise<boolean>, meanwhile?: () => Promise<unknown>, tries = 50): Promise<void> {
  let side: Promise<unknown> | undefined;
  for (let i = 0; i < tries; i++) {
    const attempt = check();
    if (meanwhile && !side) side = new Promise((ok) => setTimeout(ok, 300)).then(meanwhile);
    if (await attempt) {
      await side;
      return;
    }
    await new Promise((ok) => setTimeout(ok, 100));
  }
  throw new Error(`condition not met after ${tries} tries`);
}
