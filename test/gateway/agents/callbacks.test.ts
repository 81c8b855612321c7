import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunView } from '../../../gateway/core/runs.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { signWebhook } from '../../../gateway/publish/publishers/webhook.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';
import { startWebhookReceiver } from '../../helpers/webhook.ts';

const SECRET = 'callback-secret-0123456789abcdefgh';

describe('decision callbacks', () => {
  let t: TestGateway;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let script: (n: number) => number = () => 200;

  beforeAll(async () => {
    hook = await startWebhookReceiver((n) => script(n));
    t = await createTestGateway({
      env: { CALLBACK_SECRET: SECRET, DATA_DIR: '/tmp/taploop-cb-test', OUTBOUND_ALLOW: '127.0.0.1' },
      goals: { goals: {}, defaultGoal: { undoSeconds: 0 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  const dispatcher = () =>
    createDispatcher(t.gateway.deps, { publishers: publisherFactory(t.config, silentLogger), backoffMs: () => 0 });
  const callbacks = () => createCallbackDispatcher(t.gateway.deps, { backoffMs: () => 0 });
  const run = async (id: string) =>
    (await (await t.request('GET', `/v1/runs/${id}`)).json()) as RunView & {
      callbacks: { event: string; status: string; attempts: number }[];
    };

  it('delivers the decision once with a valid signature, then the publication', async () => {
    hook.deliveries.length = 0;
    const id = await submit(t, { callback_url: hook.url });
    await decideVia(t, id, { action: 'edit', text: 'Better words' });
    await callbacks().runOnce(); // run.decided
    await dispatcher().runOnce(); // the publication, which queues run.published in the same commit
    await callbacks().runOnce();
    const events = hook.deliveries.map((d) => d.json.event);
    expect(events).toEqual(['run.decided', 'run.published']);
    const decided = hook.deliveries[0]!;
    expect(decided.json).toMatchObject({
      run_id: id,
      status: 'edited',
      final_text: 'Better words',
      edit_kind: 'substantive',
    });
    expect(decided.headers['idempotency-key']).toBe(`${id}:run.decided`);
    const ts = decided.headers['x-taploop-timestamp']!;
    expect(decided.headers['x-taploop-signature']).toBe(signWebhook(SECRET, ts, decided.body));
    // A tampered body no longer matches: the receiver can tell.
    expect(signWebhook(SECRET, ts, decided.body.replace('Better', 'Worse'))).not.toBe(
      decided.headers['x-taploop-signature'],
    );
    expect((await run(id)).callbacks.map((c) => [c.event, c.status, c.attempts])).toEqual([
      ['run.decided', 'delivered', 1],
      ['run.published', 'delivered', 1],
    ]);
  });

  it('retries after a 500 and shows the attempts on the run', async () => {
    hook.deliveries.length = 0;
    script = (n) => (n === 1 ? 500 : 200);
    const id = await submit(t, { callback_url: hook.url });
    await decideVia(t, id, { action: 'reject', reason: 'off-topic' });
    await callbacks().runOnce();
    expect((await run(id)).callbacks).toMatchObject([
      { event: 'run.decided', status: 'queued', attempts: 1, last_error: 'callback not delivered' },
    ]);
    await callbacks().runOnce();
    expect((await run(id)).callbacks).toMatchObject([{ event: 'run.decided', status: 'delivered', attempts: 2 }]);
    expect(hook.deliveries.map((d) => d.json.reason)).toEqual(['off-topic', 'off-topic']);
  });

  it('callbacks have their own outbox and do not count against the publishing limits', async () => {
    const goals = (await (await t.request('GET', '/v1/publications')).json()) as { publications: { run_id: string }[] };
    const callbacks = await t.testDb.db.query<{ n: number }>(`select count(*)::int as n from callback_deliveries`);
    expect(callbacks[0]!.n).toBeGreaterThan(0);
    const inPublications = await t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from publications where kind = 'callback'`,
    );
    expect(inPublications[0]!.n).toBe(0);
    const published = await t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from publications where kind = 'publish'`,
    );
    expect(goals.publications).toHaveLength(published[0]!.n);
  });
});

describe('each agent has its own callback signing key', () => {
  const OWNER = 'owner-5c7e9a1b3d5f7082a4c6e8b0d2f4a6c8';
  const WRITER = 'writer-2d4f6a8c0e2b4d6f8a0c2e4b6d8f0a2c';
  const EDITOR = 'editor-7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a';
  let t: TestGateway;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const as = (token: string) => ({ authorization: `Bearer ${token}` });

  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await createTestGateway({
      env: {
        TAPLOOP_OWNER_TOKEN: OWNER,
        AGENT_TOKENS: `writer:${WRITER},editor:${EDITOR}`,
        CALLBACK_SECRET: SECRET,
        OUTBOUND_ALLOW: '127.0.0.1',
      },
      goals: { goals: {}, defaultGoal: { undoSeconds: 0 } },
    });
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  const keyOf = async (headers: Record<string, string>, query = '') => {
    const res = await t.request('GET', `/v1/settings/callback-secret${query}`, undefined, headers);
    expect(res.status).toBe(200);
    return ((await res.json()) as { callback_secret: string }).callback_secret;
  };
  const submitAs = async (token: string, draft: string) => {
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft, callback_url: hook.url }, as(token));
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: string }).id;
  };
  const verifies = (key: string, d: { headers: Record<string, string>; body: string }) =>
    signWebhook(key, d.headers['x-taploop-timestamp']!, d.body) === d.headers['x-taploop-signature'];

  it("signs a run's callbacks with its agent's key, which verifies no other agent's; the shared key signs the owner's", async () => {
    const writerKey = await keyOf(as(WRITER));
    const editorKey = await keyOf(as(EDITOR));
    // The owner reads each agent's key to set its receiver up; an agent reads only its own.
    expect(await keyOf(as(OWNER), '?agent=writer')).toBe(writerKey);
    expect(await keyOf(as(EDITOR), '?agent=writer')).toBe(editorKey);
    expect(await keyOf(as(OWNER))).toBe(SECRET);
    expect(new Set([writerKey, editorKey, SECRET]).size).toBe(3);

    const ids = {
      writer: await submitAs(WRITER, 'From the writer'),
      editor: await submitAs(EDITOR, 'From the editor'),
      owner: await submitAs(OWNER, 'From the owner'),
    };
    for (const id of Object.values(ids)) await t.gateway.decide({ runId: id, action: 'reject', source: 'api' });
    await createCallbackDispatcher(t.gateway.deps, { backoffMs: () => 0 }).runOnce();
    const delivery = (id: string) => hook.deliveries.find((d) => d.json.run_id === id)!;

    expect(verifies(writerKey, delivery(ids.writer))).toBe(true);
    expect(verifies(editorKey, delivery(ids.writer))).toBe(false);
    expect(verifies(SECRET, delivery(ids.writer))).toBe(false);
    expect(verifies(editorKey, delivery(ids.editor))).toBe(true);
    expect(verifies(writerKey, delivery(ids.editor))).toBe(false);
    expect(verifies(SECRET, delivery(ids.owner))).toBe(true);
    expect(verifies(writerKey, delivery(ids.owner))).toBe(false);
  });

  it('refuses the key of an agent that AGENT_TOKENS does not name', async () => {
    const res = await t.request('GET', '/v1/settings/callback-secret?agent=nobody', undefined, as(OWNER));
    expect(res.status).toBe(404);
  });
});
