// Every surface counts taps in the same words and order, and on each the outcomes add up to the taps received: the
// HTTP API, `taploop stats`, MCP feedback_stats, the inbox, Telegram /stats, Slack /taploop stats and the digest in
// both channels. Taps of every outcome come through the real grammY, Bolt, inbox and API.
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../bots/telegram/index.ts';
import { TaploopClient } from '../../client/index.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { createMcpServer } from '../../gateway/mcp/server.ts';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram.ts';
import { runCli } from '../helpers/cli.ts';
import { whileRefusingInserts } from '../helpers/db.ts';
import { decideVia, submit } from '../helpers/runs.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';
import { OWNER, type SlackHarness, STRANGER, startSlackHarness } from './slack/harness.ts';
import { handled, sentSince } from './telegram/harness.ts';
import { mount, page, section } from './web/harness.ts';

const TG_OWNER = 4242;

/** The words, in their order; the API writes "already decided" as already_decided. */
const WORDS = ['received', 'stored', 'duplicate', 'already decided', 'refused', 'invalid', 'failed', 'lost'];
const FIELDS = WORDS.map((w) => w.replace(' ', '_'));
/** The taps made below: 8 received = 2 stored + 1 duplicate + 1 already decided + 1 refused + 1 invalid + 1 failed + 1 lost. */
const EXPECTED = [8, 2, 1, 1, 1, 1, 1, 1];

/** "8 received (2 stored, 1 duplicate, …, 1 lost)" wherever it stands in a text, as its eight numbers. */
function tapLines(text: string): number[][] {
  const [first, ...rest] = WORDS;
  const line = new RegExp(`(\\d+) ${first} \\(${rest.map((w) => `(\\d+) ${w}`).join(', ')}\\)`, 'g');
  return [...text.matchAll(line)].map((m) => m.slice(1).map(Number));
}

/** The outcomes add up to the taps received. */
const addsUp = ([received, ...parts]: number[]) => parts.reduce((a, b) => a + b, 0) === received;

const NOT_STORED =
  /⚠️ 2 tap\(s\) received but not stored [^:]+: 1 failed \(the person was told .{1,6}not saved.{1,6}\), 1 lost/;

describe('tap outcomes, the same on every surface', () => {
  let tgFake: FakeTelegram;
  let h: SlackHarness;
  let tg: RunningTelegram;
  let served: ServedGateway;

  beforeAll(async () => {
    tgFake = await startFakeTelegram();
    h = await startSlackHarness({
      TELEGRAM_BOT_TOKEN: tgFake.token,
      TELEGRAM_OWNER_IDS: String(TG_OWNER),
      TELEGRAM_API_ROOT: tgFake.apiRoot,
    });
    const mark = tgFake.mark();
    tg = await startTelegram({ gateway: h.t.gateway, config: h.t.config, logger: silentLogger, app: h.t.app });
    await vi.waitUntil(() => tgFake.calls('getUpdates').some((c) => c.seq >= mark), { timeout: 5000 });
    served = await serveGateway(h.t);

    const tgTap = async (runId: string, times = 1) => {
      const [card] = await h.t.gateway.cardsOf({ runId }, 'telegram');
      const update = tgFake.tapButton(
        { fromId: TG_OWNER, chatId: TG_OWNER, messageId: Number(card!.message_id), data: `a:${runId}` },
        { enqueue: false },
      );
      for (let i = 0; i < times; i++) tgFake.pushUpdate(update);
      await handled(tgFake, update);
      await h.t.gateway.settle();
    };
    const a = await submit(h.t, { draft: 'First draft' });
    const b = await submit(h.t, { draft: 'Second draft' });
    await tgTap(a, 2); // stored, then the same update again: duplicate
    await h.click(await h.cardOf({ runId: a }), `run_approve:${a}`, OWNER, { force: true }); // already decided
    await h.click(await h.cardOf({ runId: b }), `run_approve:${b}`, STRANGER); // refused
    expect((await decideVia(h.t, b, { action: 'edit', text: 'Second draft' })).status).toBe(400); // invalid
    await whileRefusingInserts(h.t.testDb.db, 'feedback', () => tgTap(b)); // failed
    await h.click(await h.cardOf({ runId: b }), `run_approve:${b}`); // stored
    // What a process that stopped between logging a tap and writing its outcome leaves: lost.
    await h.t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome, created_at)
       values ('tap_lost', 'k-lost', 'telegram', 'approve', 'received', now() - interval '2 minutes')`,
    );
  });
  afterAll(async () => {
    await served?.close();
    await tg?.stop();
    await h?.close();
    await tgFake?.close();
  });

  it('the taps table holds one tap of each outcome (two stored, one still marked received)', async () => {
    const rows = await h.t.testDb.db.query<{ outcome: string; n: number }>(
      `select outcome, count(*)::int as n from taps group by 1 order by 1`,
    );
    expect(Object.fromEntries(rows.map((r) => [r.outcome, r.n]))).toEqual({
      conflict: 1,
      duplicate: 1,
      failed: 1,
      invalid: 1,
      received: 1,
      refused: 1,
      stored: 2,
    });
  });

  it('HTTP: GET /v1/stats/daily answers taps with the words as fields, in order, received the sum of the rest', async () => {
    const stats = (await (await h.t.request('GET', '/v1/stats/daily?days=1')).json()) as {
      days: { taps: Record<string, number> }[];
      totals: { taps: Record<string, number> };
      warning: string;
    };
    for (const taps of [stats.days[0]!.taps, stats.totals.taps]) {
      expect(Object.keys(taps)).toEqual(FIELDS);
      expect(Object.values(taps)).toEqual(EXPECTED);
      expect(addsUp(Object.values(taps))).toBe(true);
    }
    expect(stats.warning).toMatch(NOT_STORED);
  });

  it('CLI: taploop stats has a column per word, in order, and its total adds up', async () => {
    const r = await runCli(['stats', '--days', '1'], { env: { TAPLOOP_URL: served.url } });
    expect(r.code, r.stderr).toBe(0);
    const [header, , total] = r.stdout.split('\n');
    expect(header).toMatch(new RegExp(`\\| ${WORDS.join(' ')}$`));
    const counts = total!.trim().split(/\s+/).slice(-WORDS.length).map(Number);
    expect(counts).toEqual(EXPECTED);
    expect(addsUp(counts)).toBe(true);
    expect(r.stdout).toContain(`taps: received = ${WORDS.slice(1).join(' + ')};`);
    expect(r.stdout).toMatch(NOT_STORED);
  });

  it('MCP: feedback_stats says every outcome, and its structured totals are the API’s', async () => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer({ client: new TaploopClient({ baseUrl: served.url }) });
    await server.connect(serverSide);
    const client = new Client({ name: 'taploop-test', version: '0.0.0' });
    await client.connect(clientSide);
    try {
      const result = (await client.callTool({ name: 'feedback_stats', arguments: { days: 1 } })) as CallToolResult;
      const text = result.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');
      expect(tapLines(text)).toEqual([EXPECTED]);
      expect(text).toMatch(NOT_STORED);
      const taps = (result.structuredContent as { totals: { taps: Record<string, number> } }).totals.taps;
      expect(Object.keys(taps)).toEqual(FIELDS);
      expect(Object.values(taps)).toEqual(EXPECTED);
    } finally {
      await client.close();
      await server.close();
    }
  });

  it('inbox: the taps table has a row per word, in order, for today and the chart’s days, each adding up', async () => {
    const html = await page(mount(h.t));
    const table = section(html, 'stats').match(/<table class="card" id="taps">([\s\S]*?)<\/table>/)![1]!;
    const rows = [...table.matchAll(/<tr[^>]*><td>([^<]+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><\/tr>/g)];
    expect(rows.map((r) => r[1]!.toLowerCase())).toEqual(WORDS);
    for (const column of [2, 3]) {
      const counts = rows.map((r) => Number(r[column]));
      expect(counts).toEqual(EXPECTED);
      expect(addsUp(counts)).toBe(true);
    }
    expect(html).toContain('⚠️ Some taps were received but not stored. See Stats.');
    expect(html.replaceAll('&quot;', '"')).toMatch(NOT_STORED);
  });

  it('Telegram: /stats shows today and 7 days in the same words, each adding up', async () => {
    const mark = tgFake.mark();
    const update = tgFake.sendText({ fromId: TG_OWNER, text: '/stats' });
    await handled(tgFake, update);
    const [text] = sentSince(tgFake, mark, TG_OWNER);
    expect(tapLines(text!)).toEqual([EXPECTED, EXPECTED]);
    expect(text).toMatch(NOT_STORED);
  });

  it('Slack: /taploop stats shows the same words, adding up', async () => {
    const mark = h.fake.mark();
    const res = await h.send(h.fake.payloads.slashCommand({ userId: OWNER, command: '/taploop', text: 'stats' }));
    expect(res.status).toBe(200);
    const text = String((await h.fake.waitForCall('response_url', (c) => c.seq >= mark)).params['text']);
    expect(tapLines(text)).toEqual([EXPECTED]);
    expect(text).toMatch(NOT_STORED);
  });

  it('digest: the same line in Telegram and Slack, led by the taps not stored', async () => {
    const tgMark = tgFake.mark();
    const slackMark = h.fake.mark();
    // Sent tomorrow, so its "yesterday" is today, when the taps were made.
    const digest = await h.t.gateway.sendDigest(new Date(Date.now() + 86_400_000));
    await h.t.gateway.settle();
    expect(Object.values(digest.yesterday.taps)).toEqual(EXPECTED);
    const tgText = sentSince(tgFake, tgMark, TG_OWNER).find((t) => t.includes('taploop digest'));
    const slackText = h.fake
      .calls('chat.postMessage')
      .filter((c) => c.seq >= slackMark)
      .map((c) => String(c.params['text']))
      .find((t) => t.includes('taploop digest'));
    for (const text of [tgText, slackText]) {
      expect(tapLines(text!)).toEqual([EXPECTED]);
      expect(text!.replace(/^`+/, '')).toMatch(new RegExp(`^${NOT_STORED.source}`));
    }
  });
});
