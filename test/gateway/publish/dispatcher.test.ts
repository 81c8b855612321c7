import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Publication } from '../../../db/queries/publications.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { signWebhook } from '../../../gateway/publish/publishers/webhook.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';
import { startWebhookReceiver } from '../../helpers/webhook.ts';

const SECRET = 'webhook-secret-123';

describe('dispatcher', () => {
  let t: TestGateway;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const failures: { publication: Publication; goal: string | undefined }[] = [];
  const owner: Channel = {
    name: 'test-owner',
    async publicationFailed(publication, run) {
      failures.push({ publication, goal: run?.goal });
    },
  };
  let script: (n: number) => number = () => 200;
  const dataDir = mkdtempSync(join(tmpdir(), 'taploop-pub-'));

  beforeAll(async () => {
    hook = await startWebhookReceiver((n) => script(n));
    t = await createTestGateway({
      env: { DATA_DIR: dataDir, OUTBOUND_ALLOW: '127.0.0.1' }, // the receiver is on loopback
      channels: [owner],
      goals: {
        goals: {
          hooked: { undoSeconds: 0, publisher: { type: 'webhook', url: hook.url, secret: SECRET } },
          logged: { undoSeconds: 0 },
        },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  const dispatcher = (maxAttempts = 3) =>
    createDispatcher(t.gateway.deps, {
      publishers: publisherFactory(t.config, silentLogger),
      maxAttempts,
      backoffMs: () => 0,
    });

  it('retries a webhook that fails twice, then publishes once with the run id as idempotency key', async () => {
    hook.deliveries.length = 0;
    script = (n) => (n <= 2 ? 500 : 200);
    const id = await submit(t, { goal: 'hooked', draft: 'Hello webhook' });
    await decideVia(t, id, { action: 'approve' });
    const d = dispatcher();
    const passes = [await d.runOnce(), await d.runOnce(), await d.runOnce(), await d.runOnce()];
    expect(passes.map((p) => [p.published, p.retrying])).toEqual([
      [0, 1],
      [0, 1],
      [1, 0],
      [0, 0],
    ]);
    const [pub] = await t.testDb.db.query<{ status: string; attempts: number; last_error: string | null }>(
      'select status, attempts, last_error from publications where run_id = $1',
      [id],
    );
    expect(pub).toEqual({ status: 'published', attempts: 3, last_error: null });
    expect(hook.deliveries).toHaveLength(3);
    for (const delivery of hook.deliveries) {
      expect(delivery.headers['idempotency-key']).toBe(id);
      expect(delivery.json).toMatchObject({ run_id: id, text: 'Hello webhook', goal: 'hooked' });
      const ts = delivery.headers['x-taploop-timestamp']!;
      expect(delivery.headers['x-taploop-signature']).toBe(signWebhook(SECRET, ts, delivery.body));
      expect(delivery.headers['x-taploop-signature']).not.toBe(signWebhook('wrong-secret', ts, delivery.body));
    }
  });

  it('marks a dead webhook failed after the last attempt and tells the owner', async () => {
    script = () => 503;
    const id = await submit(t, { goal: 'hooked', draft: 'Nobody listens' });
    await decideVia(t, id, { action: 'approve' });
    const d = dispatcher(3);
    for (let i = 0; i < 4; i++) await d.runOnce();
    const [pub] = await t.testDb.db.query<{ status: string; attempts: number; last_error: string }>(
      'select status, attempts, last_error from publications where run_id = $1',
      [id],
    );
    expect(pub).toEqual({ status: 'failed', attempts: 3, last_error: 'webhook not delivered' }); // the status is in the log only
    // The owner hears of it through the channel outbox, after the mark commits: delivered in the background.
    await vi.waitFor(
      async () => {
        await t.gateway.settle();
        expect(failures.map((f) => [f.publication.run_id, f.goal])).toEqual([[id, 'hooked']]);
      },
      { timeout: 10_000, interval: 50 },
    );
  });

  it('the default log publisher appends a JSON line in the data folder', async () => {
    const id = await submit(t, { goal: 'logged', draft: 'Logged post' });
    await decideVia(t, id, { action: 'approve' });
    expect((await dispatcher().runOnce()).published).toBe(1);
    const lines = readFileSync(join(dataDir, 'published.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { run_id: string; text: string });
    expect(lines.at(-1)).toMatchObject({ run_id: id, text: 'Logged post' });
  });

  it('does not publish what is not due yet', async () => {
    const id = await submit(t, { goal: 'logged' });
    await decideVia(t, id, { action: 'approve' });
    await t.testDb.db.query(`update publications set scheduled_for = now() + interval '1 hour' where run_id = $1`, [
      id,
    ]);
    expect((await dispatcher().runOnce()).claimed).toBe(0);
  });
});
