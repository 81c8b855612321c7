// A restored copy starts held: beside its running original it sends nothing (no card to Telegram or Slack, no
// publication, no callback, no webhook or polling) until the owner releases it; then what it holds goes out once.
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningSlack, startSlack } from '../../../bots/slack/index.ts';
import { type RunningTelegram, startTelegram } from '../../../bots/telegram/index.ts';
import { restoreDatabase } from '../../../db/backup.ts';
import type { Db } from '../../../db/client.ts';
import { healthShape } from '../../../gateway/contract/shapes.ts';
import { createGateway, type Gateway } from '../../../gateway/core/gateway.ts';
import { backupLines } from '../../../gateway/data/lines.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type CallbackDispatcher, createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { createDispatcher, type Dispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { createApp } from '../../../gateway/server/app.ts';
import { type SlackHarness, startSlackHarness } from '../../bots/slack/harness.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';
import { createTestDb, type TestDb } from '../../helpers/db.ts';
import { submit } from '../../helpers/runs.ts';
import { startWebhookReceiver } from '../../helpers/webhook.ts';

const TG_OWNER = 4242;
const open = { undoSeconds: 0, minGapMinutes: 0, maxPerDay: 1000 };
const goals = { goals: { posts: open } };
/** Calls that only read who the bot is: a held copy checks its tokens at start, and sends nothing. */
const IDENTITY = new Set(['getMe', 'auth.test']);

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let tgFake: FakeTelegram;
let original: SlackHarness;
let originalTg: RunningTelegram;
let target: TestDb;
let copy: {
  gateway: Gateway;
  app: ReturnType<typeof createApp>;
  slack: RunningSlack;
  tg: RunningTelegram;
  dispatcher: Dispatcher;
  callbacks: CallbackDispatcher;
  dataDir: string;
};
let tgMark: number;
let slackMark: number;
const ids = { approved: '', pending: '', retried: '' };

const queued = async (db: Db) => {
  const [n] = await db.query<{ cards: number; publications: number; callbacks: number }>(
    `select (select count(*)::int from channel_deliveries where status = 'queued') as cards,
            (select count(*)::int from publications where status = 'queued') as publications,
            (select count(*)::int from callback_deliveries where status = 'queued') as callbacks`,
  );
  return n!;
};
const sentToTelegram = () => tgFake.calls().filter((c) => c.seq >= tgMark && !IDENTITY.has(c.method));
const sentToSlack = () => original.fake.calls().filter((c) => c.seq >= slackMark && !IDENTITY.has(c.method));
const publishedRuns = () =>
  existsSync(join(copy.dataDir, 'published.jsonl'))
    ? readFileSync(join(copy.dataDir, 'published.jsonl'), 'utf8')
        .trim()
        .split('\n')
        .map((l) => (JSON.parse(l) as { run_id: string }).run_id)
        .sort()
    : [];
const callbacksSeen = () => receiver.deliveries.map((d) => `${d.json['run_id']} ${d.json['event']}`).sort();

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  tgFake = await startFakeTelegram();
  const env = {
    TELEGRAM_BOT_TOKEN: tgFake.token,
    TELEGRAM_OWNER_IDS: String(TG_OWNER),
    TELEGRAM_API_ROOT: tgFake.apiRoot,
    OUTBOUND_ALLOW: '127.0.0.1', // the callback receiver is on loopback
    CARD_RETRY_BASE_MS: '1000', // the failed card waits in the outbox, not retried within the same pass
    DISPATCH_INTERVAL_MS: '100',
  };
  original = await startSlackHarness({ ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'taploop-original-')) }, { goals });
  const polling = tgFake.mark();
  originalTg = await startTelegram({
    gateway: original.t.gateway,
    config: original.t.config,
    logger: silentLogger,
    app: original.t.app,
  });
  await vi.waitUntil(() => tgFake.calls('getUpdates').some((c) => c.seq >= polling), { timeout: 5000 });

  // The original has sent cards to both channels, and holds a queued publication, callback and card.
  ids.approved = await submit(original.t, { draft: 'Approved before the backup', callback_url: receiver.url });
  await original.click(await original.cardOf({ runId: ids.approved }), `run_approve:${ids.approved}`);
  ids.pending = await submit(original.t, { draft: 'Pending at the backup', callback_url: receiver.url });
  tgFake.failNext('sendMessage', { error_code: 500, description: 'Internal Server Error' });
  ids.retried = await submit(original.t, { draft: 'Its Telegram card waits for a retry' });
  expect(await queued(original.t.testDb.db)).toEqual({ cards: 1, publications: 1, callbacks: 1 });

  const res = await original.t.request('GET', '/v1/backup');
  expect(res.status).toBe(200);
  const file = join(mkdtempSync(join(tmpdir(), 'taploop-held-')), 'backup.jsonl.gz');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  // The original stops taking updates, so only the copy's bot could poll from here.
  await originalTg.stop();

  target = await createTestDb();
  await restoreDatabase(target.db, backupLines(file));
  const dataDir = mkdtempSync(join(tmpdir(), 'taploop-copy-'));
  const config = { ...original.t.config, dataDir }; // the same channels and goals; its own published.jsonl
  const gateway = await createGateway({
    db: target.db,
    config,
    embeddings: original.t.gateway.deps.embeddings,
    logger: silentLogger,
  });
  const app = createApp({ gateway, config, logger: silentLogger });
  tgMark = tgFake.mark();
  slackMark = original.fake.mark();
  const slack = await startSlack({
    gateway,
    config,
    logger: silentLogger,
    app,
    options: { processBeforeResponse: true, clientOptions: { retryConfig: { retries: 0 } } },
  });
  const tg = await startTelegram({ gateway, config, logger: silentLogger, app });
  copy = {
    gateway,
    app,
    slack,
    tg,
    dispatcher: createDispatcher(gateway.deps, { publishers: publisherFactory(config, silentLogger) }),
    callbacks: createCallbackDispatcher(gateway.deps),
    dataDir,
  };
}, 120_000);

afterAll(async () => {
  await copy?.tg.stop();
  await copy?.slack.stop();
  await copy?.gateway.settle();
  await target?.close();
  await original?.close();
  await tgFake?.close();
  await receiver?.close();
});

describe('a restored copy, held', () => {
  it('sends nothing: no card, publication or callback, and its Telegram bot neither polls nor sets a webhook', async () => {
    expect(copy.tg.status).toBe('held');
    expect(await copy.dispatcher.runOnce()).toMatchObject({ claimed: 0 });
    expect(await copy.callbacks.runOnce()).toMatchObject({ claimed: 0 });
    expect(await copy.gateway.deliverCards()).toMatchObject({ claimed: 0 });

    // The inbox and API work: a decision taken on the copy is saved and queued like any other.
    const decided = await copy.app.request(`/v1/runs/${ids.pending}/decision`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'approve' }),
    });
    expect(decided.status).toBe(201);
    await copy.gateway.settle();
    await copy.dispatcher.runOnce();
    await copy.callbacks.runOnce();
    await new Promise((ok) => setTimeout(ok, 400)); // a few polling intervals in which nothing may happen
    // Every queued card is due by now (the failed one's retry too), and still nothing is claimed.
    const notDue = `select seq from channel_deliveries where status = 'queued' and next_attempt_at > now()`;
    await vi.waitUntil(async () => (await target.db.query(notDue)).length === 0, { timeout: 5000, interval: 100 });
    expect(await copy.gateway.deliverCards()).toMatchObject({ claimed: 0 });

    expect(sentToTelegram()).toEqual([]);
    expect(sentToSlack()).toEqual([]);
    expect(publishedRuns()).toEqual([]);
    expect(receiver.deliveries).toEqual([]);
    expect(await queued(target.db)).toEqual({ cards: 3, publications: 2, callbacks: 2 });
    const health = healthShape.parse(await (await copy.app.request('/healthz')).json());
    expect(health.held).toMatchObject({ reason: expect.stringMatching(/^restored from a backup taken /) });
    expect(health.held?.release).toMatch(/^taploop release/);
  });

  it('once released, the queued cards, publications and callbacks go out once, and the bot polls', async () => {
    const released = await copy.app.request('/v1/release', { method: 'POST' });
    expect(await released.json()).toMatchObject({ released: true, held_since: expect.any(String) });
    await vi.waitUntil(() => tgFake.calls('getUpdates').some((c) => c.seq >= tgMark), { timeout: 5000 });
    expect(copy.tg.status).toBe('online');
    expect(healthShape.parse(await (await copy.app.request('/healthz')).json()).held).toBeNull();

    await copy.gateway.settle();
    // The card that failed in the original goes out once its retry is due (CARD_RETRY_BASE_MS after that failure).
    await vi.waitUntil(async () => (await copy.gateway.deliverCards()) && (await queued(target.db)).cards === 0, {
      timeout: 5000,
      interval: 100,
    });
    await copy.dispatcher.runOnce();
    await copy.callbacks.runOnce(); // the decisions' callbacks, and the publications' that the dispatcher queued

    expect(publishedRuns()).toEqual([ids.approved, ids.pending].sort());
    expect(callbacksSeen()).toEqual(
      [
        `${ids.approved} run.decided`,
        `${ids.approved} run.published`,
        `${ids.pending} run.decided`,
        `${ids.pending} run.published`,
      ].sort(),
    );
    const tgSent = sentToTelegram().filter((c) => c.method === 'sendMessage' || c.method === 'editMessageText');
    expect(tgSent.filter((c) => String(c.params['text']).includes('Its Telegram card waits'))).toHaveLength(1);
    expect(tgSent.filter((c) => c.method === 'editMessageText')).toHaveLength(1); // the copy's approval
    expect(sentToSlack().filter((c) => c.method === 'chat.update')).toHaveLength(1);
    expect(await queued(target.db)).toEqual({ cards: 0, publications: 0, callbacks: 0 });

    // Once: another pass of every outbox sends nothing more.
    const cardCalls = () => sentToTelegram().filter((c) => c.method !== 'getUpdates').length + sentToSlack().length;
    const before = { cards: cardCalls(), hooks: receiver.deliveries.length };
    expect(await copy.dispatcher.runOnce()).toMatchObject({ claimed: 0 });
    expect(await copy.callbacks.runOnce()).toMatchObject({ claimed: 0 });
    expect(await copy.gateway.deliverCards()).toMatchObject({ claimed: 0 });
    expect(publishedRuns()).toHaveLength(2);
    expect(receiver.deliveries).toHaveLength(before.hooks);
    expect(cardCalls()).toBe(before.cards);
  });
});
