// One slow target cannot block dispatch: a callback receiver and a webhook that answer after 10 s hold only their own lanes.
import { mkdtempSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobs } from '../../../gateway/app/job-runner.ts';
import { taploopJobs } from '../../../gateway/app/jobs.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

const SLOW_MS = 10_000;

/** A receiver that answers every request after 10 s (or when the test ends). */
async function startSlowReceiver() {
  const hits: string[] = [];
  const release = new AbortController();
  const app = new Hono();
  app.post('/*', async (c) => {
    hits.push(c.req.path);
    await new Promise<void>((ok) => {
      const timer = setTimeout(ok, SLOW_MS);
      release.signal.addEventListener('abort', () => (clearTimeout(timer), ok()), { once: true });
    });
    return c.json({ ok: true });
  });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    hits,
    close: async () => {
      release.abort();
      await new Promise<void>((ok) => server.close(() => ok()));
    },
  };
}

describe('dispatch lanes', () => {
  let t: TestGateway;
  let slow: Awaited<ReturnType<typeof startSlowReceiver>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'taploop-lanes-'));

  beforeAll(async () => {
    slow = await startSlowReceiver();
    t = await createTestGateway({
      env: {
        DATA_DIR: dataDir,
        OUTBOUND_ALLOW: '127.0.0.1',
        DISPATCH_INTERVAL_MS: '100',
        OUTSIDE_CALL_TIMEOUT_MS: '15000',
      },
      goals: {
        goals: {
          sluggish: {
            undoSeconds: 0,
            publisher: { type: 'webhook', url: slow.url('/publish'), secret: 'webhook-secret-123' },
          },
          quick: { undoSeconds: 0 },
        },
      },
    });
  });
  afterAll(async () => {
    await slow.close();
    await t.close();
  });

  it('ten callbacks to an agent and a publication to a webhook that answer after 10 s do not hold another goal’s publication past its slot', async () => {
    // Ten runs whose agent's callback answers after 10 s, one of them on a goal whose webhook answers after 10 s too.
    for (let i = 0; i < 10; i++) {
      const id = await submit(t, {
        goal: i === 0 ? 'sluggish' : 'quick',
        draft: `slow agent ${i}`,
        callback_url: slow.url('/agent'),
      });
      await decideVia(t, id, { action: 'reject', reason: 'not now' });
    }
    const sluggish = await submit(t, { goal: 'sluggish', draft: 'to the slow webhook' });
    await decideVia(t, sluggish, { action: 'approve' });
    const dispatcher = createDispatcher(t.gateway.deps, { publishers: publisherFactory(t.config, silentLogger) });
    const callbacks = createCallbackDispatcher(t.gateway.deps);
    const jobs = startJobs(
      taploopJobs(t.config).filter((j) => j.name === 'publish' || j.name === 'callbacks'),
      { gateway: t.gateway, dispatcher, callbacks, logger: silentLogger },
      silentLogger,
    );
    try {
      // Both slow targets are being called (the agent's ten callbacks go one after the other in its lane).
      await vi.waitUntil(() => slow.hits.includes('/agent') && slow.hits.includes('/publish'), { timeout: 5000 });
      const quick = await submit(t, { goal: 'quick', draft: 'an unrelated post' });
      await decideVia(t, quick, { action: 'approve' });
      const slot = Date.now(); // no undo window, no limit: its slot is now
      const file = join(dataDir, 'published.jsonl');
      await vi.waitUntil(
        () => {
          try {
            return readFileSync(file, 'utf8').includes(quick);
          } catch {
            return false;
          }
        },
        { timeout: 5000, interval: 50 },
      );
      expect(Date.now() - slot).toBeLessThan(4000); // before: about 80 s behind ten 9.5 s callbacks
    } finally {
      await slow.close(); // the slow answers come now, so stopping does not wait 10 s
      await jobs.stop();
      await Promise.all([dispatcher.idle(), callbacks.idle()]);
    }
  });
});
