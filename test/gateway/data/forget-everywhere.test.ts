// Forget and retention leave no copy of a run's texts: a marker planted in every text a run carries (draft, task,
// agent, target, metadata, idempotency key, callback URL, edited text, reason), sent as Telegram and Slack cards, a
// callback, a notification and a log publication, is found afterwards in no backup, no export, no column of any table and no
// published.jsonl line. A candidate rule quoting it is reworded without it; an active rule is the owner's and stays.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../../bots/telegram/index.ts';
import { listTables } from '../../../db/backup.ts';
import { runRetention } from '../../../gateway/data/retention.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { type SlackHarness, startSlackHarness } from '../../bots/slack/harness.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';
import { startWebhookReceiver } from '../../helpers/webhook.ts';

const TG_OWNER = 4242;
const open = { undoSeconds: 0, minGapMinutes: 0, maxPerDay: 1000 };
const dataDir = mkdtempSync(join(tmpdir(), 'taploop-forget-everywhere-'));
const published = join(dataDir, 'published.jsonl');

let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let tgFake: FakeTelegram;
let h: SlackHarness;
let tg: RunningTelegram;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  tgFake = await startFakeTelegram();
  h = await startSlackHarness(
    {
      TELEGRAM_BOT_TOKEN: tgFake.token,
      TELEGRAM_OWNER_IDS: String(TG_OWNER),
      TELEGRAM_API_ROOT: tgFake.apiRoot,
      OUTBOUND_ALLOW: '127.0.0.1', // the callback receiver is on loopback
      DATA_DIR: dataDir,
      RETENTION_DAYS: '30',
      CARD_RETRY_BASE_MS: '60000', // a failed card stays queued for the length of the test
      NOTIFY_URL: 'http://127.0.0.1:9/notify', // a pending run's notification, queued with its draft
    },
    { goals: { goals: { posts: open } } },
  );
  tg = await startTelegram({ gateway: h.t.gateway, config: h.t.config, logger: silentLogger, app: h.t.app });
  await h.t.gateway.people.add({ name: 'Ann', role: 'owner' }, 'test'); // who each new draft's notification is for
}, 60_000);
afterAll(async () => {
  await tg?.stop();
  await h?.close();
  await tgFake?.close();
  await receiver?.close();
});

async function call(method: string, path: string, body?: unknown) {
  const res = await h.t.request(method, path, body);
  const text = await res.text();
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** A run whose every text carries `mark`, its cards in both channels; decided with an edit and a reason, unless pending. */
async function markedRun(mark: string, decision: 'edit' | 'reject' | 'pending') {
  const task = `${mark} onboarding tour for zebra keepers`;
  const ctx = await call('GET', `/v1/context?goal=posts&task=${encodeURIComponent(task)}`);
  const run = await call('POST', '/v1/runs', {
    goal: 'posts',
    task,
    draft: `${mark} draft: welcome aboard!!!`,
    agent: `${mark}-writer`,
    target: `#${mark}-channel`,
    metadata: { note: `${mark} note`, [`${mark}key`]: 1 },
    context_id: ctx['context_id'],
    callback_url: `${receiver.url}?about=${mark}`,
    idempotency_key: `${mark}-key`,
  });
  const id = run['id'] as string;
  await h.t.gateway.settle();
  if (decision === 'edit')
    await call('POST', `/v1/runs/${id}/decision`, {
      action: 'edit',
      text: `${mark} fixed: welcome aboard.`,
      reason: `${mark} reason: too loud`,
    });
  if (decision === 'reject')
    await call('POST', `/v1/runs/${id}/decision`, { action: 'reject', reason: `${mark} is wrong` });
  await h.t.gateway.settle();
  return id;
}

async function notificationOf(runId: string): Promise<string> {
  const [row] = await h.t.testDb.db.query<{ id: string }>(`select id from notifications where run_id = $1`, [runId]);
  return row!.id;
}

/** Every outbox goes out: cards (settled), the publication to published.jsonl, then the callbacks. */
async function sendEverything() {
  await h.t.gateway.settle();
  await createDispatcher(h.t.gateway.deps, { publishers: publisherFactory(h.t.config, silentLogger) }).runOnce();
  await createCallbackDispatcher(h.t.gateway.deps).runOnce();
  await h.t.gateway.settle();
}

/** A candidate quoting the marked run (its cards queued and sent), and an active rule the owner wrote with it. */
async function rulesQuoting(mark: string, runId: string) {
  const [decision] = await h.t.testDb.db.query<{ id: string }>(`select id from feedback where run_id = $1`, [runId]);
  const candidate = await h.t.gateway.proposeRule({
    title: `Don't write "${mark} draft"`,
    body: `Avoid "${mark} draft: welcome aboard". The owner's reasons: "${mark} reason: too loud". From 3 corrections.`,
    matched_body: `Avoid: ${mark}, welcome aboard. From 3 corrections.`,
    goal: 'posts',
    evidence: decision ? [decision.id] : [],
    source: 'nightly',
  });
  const active = await call('POST', '/v1/rules', {
    title: `Never say ${mark}`,
    body: `${mark} is a word the owner keeps out of posts.`,
    goal: 'posts',
  });
  await h.t.gateway.settle();
  return { candidate: candidate.id, active: active['id'] as string };
}

/** Where `mark` stands in the database: every text and jsonb column of every table, as table.column (row id). */
async function scan(mark: string): Promise<string[]> {
  const hits: string[] = [];
  for (const table of await listTables(h.t.testDb.db)) {
    const key = table.columns.some((c) => c.name === 'id') ? 'id' : (table.order.at(-1)?.name ?? 'ctid');
    for (const c of table.columns) {
      if (!['text', 'jsonb', 'character varying', 'ARRAY'].includes(c.type)) continue;
      const rows = await h.t.testDb.db.query<{ k: string }>(
        `select "${key}"::text as k from agent_learning."${table.name}" where "${c.name}"::text ilike $1`,
        [`%${mark}%`],
      );
      for (const r of rows) hits.push(`${table.name}.${c.name} (${r.k})`);
    }
  }
  return hits.sort();
}

async function backupText(): Promise<string> {
  const res = await h.t.request('GET', '/v1/backup');
  expect(res.status).toBe(200);
  return gunzipSync(Buffer.from(await res.arrayBuffer())).toString('utf8');
}

async function exportText(): Promise<string> {
  const res = await h.t.request('GET', '/v1/export?format=jsonl');
  expect(res.status).toBe(200);
  return res.text();
}

const linesWith = (text: string, mark: string) =>
  text.split('\n').filter((l) => l.toLowerCase().includes(mark.toLowerCase()));
const publishedText = () => (existsSync(published) ? readFileSync(published, 'utf8') : '');

/**
 * What a forget or retention must leave: the mark nowhere, but in the active rule quoting it (the owner's own text),
 * and the candidate quoting it reworded without it.
 */
async function expectForgotten(mark: string, rules: { candidate: string; active: string } | null) {
  const backup = await backupText();
  const exported = await exportText();
  const active = rules ? [rules.active] : [];
  expect(await scan(mark), mark).toEqual(active.flatMap((id) => [`rules.body (${id})`, `rules.title (${id})`]));
  expect(linesWith(backup, mark).map((l) => JSON.parse(l).r?.id)).toEqual(active);
  expect(linesWith(exported, mark)).toEqual([]);
  expect(linesWith(publishedText(), mark)).toEqual([]);
  if (!rules) return;
  const [candidate] = await h.t.testDb.db.query<{ title: string; body: string; status: string }>(
    `select title, body, status from rules where id = $1`,
    [rules.candidate],
  );
  // Reworded without the quotes, still a candidate the owner can decide on.
  expect(candidate).toEqual({
    title: `Don't write "…"`,
    body: `Avoid "…". The owner's reasons: "…". From 3 corrections.`,
    status: 'candidate',
  });
}

describe('forget', () => {
  it('leaves no copy of the run’s texts in any table, outbox, backup, export or published.jsonl', async () => {
    const edited = await markedRun('QUAGGA7', 'edit');
    await sendEverything();
    expect(publishedText()).toContain('QUAGGA7 fixed');
    expect(receiver.deliveries.map((d) => d.json['event']).sort()).toEqual(['run.decided', 'run.published']);
    // A second run stays pending, its Telegram card queued for a retry: an outbox row not yet sent.
    tgFake.failNext('sendMessage', { error_code: 500, description: 'Internal Server Error' });
    const pending = await markedRun('OKAPI7', 'pending');
    const rules = await rulesQuoting('QUAGGA7', edited);
    const queued = await h.t.testDb.db.query(
      `select seq from channel_deliveries where status = 'queued' and run_id = $1`,
      [pending],
    );
    expect(queued).toHaveLength(1);
    expect((await scan('QUAGGA7')).length).toBeGreaterThan(20); // planted everywhere
    expect(await scan('OKAPI7')).toContain(`notifications.payload (${await notificationOf(pending)})`);

    expect((await call('DELETE', `/v1/runs/${edited}`))['removed']).toMatchObject({ runs: 1, published_lines: 1 });
    expect((await call('DELETE', `/v1/runs/${pending}`))['removed']).toMatchObject({ runs: 1 });

    await expectForgotten('QUAGGA7', rules);
    await expectForgotten('OKAPI7', null);
    const [embeddings] = await h.t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from feedback where run_id = $1
         and (situation_embedding is not null or signal_embedding is not null)`,
      [edited],
    );
    expect(embeddings!.n).toBe(0);
    // The queued card of the pending run is never sent, and says why.
    expect(
      await h.t.testDb.db.query(
        `select status, last_error from channel_deliveries where run_id = $1 and status <> 'delivered'`,
        [pending],
      ),
    ).toEqual([{ status: 'failed', last_error: 'not sent: its run was forgotten' }]);
    // So are its notifications: one per owner (Ann, and the owners seeded from the Telegram and Slack owner ids).
    const notes = await h.t.testDb.db.query(`select status, payload, last_error from notifications where run_id = $1`, [
      pending,
    ]);
    expect(notes).toHaveLength(3);
    expect(notes).toEqual(
      notes.map(() => ({ status: 'failed', payload: '', last_error: 'not sent: its run was forgotten' })),
    );
    const active = await call('GET', '/v1/rules?status=active');
    expect(JSON.stringify(active)).toContain('QUAGGA7 is a word the owner keeps out of posts.');
  });
});

describe('retention', () => {
  it('leaves no copy of an old run’s texts either', async () => {
    const old = await markedRun('ZORILLA7', 'reject');
    await sendEverything();
    expect(publishedText()).not.toContain('ZORILLA7'); // rejected: nothing published
    const rules = await rulesQuoting('ZORILLA7', old);
    await h.t.testDb.db.query(`update runs set created_at = now() - interval '40 days' where id = $1`, [old]);
    expect((await scan('ZORILLA7')).length).toBeGreaterThan(15);

    expect(await runRetention(h.t.gateway.deps)).toMatchObject({ status: 'succeeded', runs: 1 });

    await expectForgotten('ZORILLA7', rules);
  });
});
