// Counts per person: the owner decides in Telegram and by name over the API, the reviewer in Slack and by id over the
// API, and the inbox, an agent and an unnamed API call decide one draft each. Every surface then says who decided
// what beside the totals: the HTTP answer, `taploop stats`, Telegram /stats, Slack stats, the inbox, the digest in
// both channels, and the export's lines. An undone approval counts for nobody.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../bots/telegram/index.ts';
import type { Person } from '../../gateway/core/people.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram.ts';
import { runCli } from '../helpers/cli.ts';
import { decideVia, submit } from '../helpers/runs.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';
import { OWNER, type SlackHarness, startSlackHarness } from './slack/harness.ts';
import { handled, sentSince } from './telegram/harness.ts';
import { eventKeyOf, mount, page, postAndFollowTo, section } from './web/harness.ts';

const TG_OWNER = 4242;
const SLACK_REVIEWER = 'U0RAVI';

/** Who decided today, most decisions first and then by name: the people by name, the rest as their actor says. */
const PEOPLE = [
  { person: 'Mina', approved: 2, rejected: 1, edited: 0 },
  { person: 'Ravi', approved: 1, rejected: 0, edited: 1 },
  { person: 'api', approved: 0, rejected: 1, edited: 0 },
  { person: 'web', approved: 1, rejected: 0, edited: 0 },
  { person: 'writer-bot', approved: 1, rejected: 0, edited: 0 },
];
const LINES = PEOPLE.map((p) => `${p.person}: ${p.approved} approved · ${p.rejected} rejected · ${p.edited} edited`);

describe('counts per person, on every surface', () => {
  let tgFake: FakeTelegram;
  let h: SlackHarness;
  let tg: RunningTelegram;
  let served: ServedGateway;
  let ravi: Person;
  /** The run each one decided. */
  const decided: Record<string, string> = {};

  beforeAll(async () => {
    tgFake = await startFakeTelegram();
    h = await startSlackHarness(
      {
        TELEGRAM_BOT_TOKEN: tgFake.token,
        TELEGRAM_OWNER_IDS: String(TG_OWNER),
        TELEGRAM_API_ROOT: tgFake.apiRoot,
        SLACK_OWNER_IDS: OWNER,
      },
      { goals: { goals: {}, defaultGoal: { undoSeconds: 3600 } } },
    );
    const mark = tgFake.mark();
    tg = await startTelegram({ gateway: h.t.gateway, config: h.t.config, logger: silentLogger, app: h.t.app });
    await vi.waitUntil(() => tgFake.calls('getUpdates').some((c) => c.seq >= mark), { timeout: 5000 });
    served = await serveGateway(h.t);

    // The owner seeded from TELEGRAM_OWNER_IDS, given her name.
    await h.t.gateway.people.change(`telegram-${TG_OWNER}`, { name: 'Mina' }, 'test');
    ravi = await h.t.gateway.people.add(
      { name: 'Ravi', role: 'reviewer', goals: ['posts'], slack_id: SLACK_REVIEWER },
      'test',
    );

    const tgApprove = async (runId: string) => {
      const [card] = await h.t.gateway.cardsOf({ runId }, 'telegram');
      const update = tgFake.tapButton({
        fromId: TG_OWNER,
        chatId: TG_OWNER,
        messageId: Number(card!.message_id),
        data: `a:${runId}`,
      });
      await handled(tgFake, update);
      await h.t.gateway.settle();
    };
    const api = async (runId: string, body: Record<string, unknown>) =>
      expect((await decideVia(h.t, runId, body)).status).toBe(201);

    for (const who of ['mina1', 'mina2', 'minaUndone', 'minaReject', 'ravi', 'raviEdit', 'web', 'bot', 'api']) {
      decided[who] = await submit(h.t, { draft: `A draft for ${who}` });
    }
    await tgApprove(decided['mina1']!);
    await tgApprove(decided['mina2']!);
    await tgApprove(decided['minaUndone']!);
    expect((await h.t.request('POST', `/v1/runs/${decided['minaUndone']}/undo`, {})).status).toBe(200);
    await api(decided['minaReject']!, { action: 'reject', reason: 'off topic', actor: 'mina' }); // her name, any case
    const slackCard = await h.cardOf({ runId: decided['ravi']! });
    expect((await h.click(slackCard, `run_approve:${decided['ravi']}`, SLACK_REVIEWER)).res.status).toBe(200);
    await api(decided['raviEdit']!, { action: 'edit', text: 'A better draft', actor: ravi.id }); // his id
    const inbox = mount(h.t);
    const path = `/inbox/runs/${decided['web']}/decide`;
    await postAndFollowTo(inbox, path, {
      action: 'approve',
      event_key: eventKeyOf(await page(inbox), path, 'approve'),
    });
    await api(decided['bot']!, { action: 'approve', actor: 'writer-bot' });
    await api(decided['api']!, { action: 'reject', reason: 'no' }); // no actor: the channel stands for it
  }, 60_000);
  afterAll(async () => {
    await served?.close();
    await tg?.stop();
    await h?.close();
    await tgFake?.close();
  });

  it('HTTP: each day of GET /v1/stats/daily lists who decided, and the totals stay the sums', async () => {
    const stats = (await (await h.t.request('GET', '/v1/stats/daily?days=2')).json()) as {
      days: { approvals: number; rejections: number; edits: number; undone: number; people: unknown[] }[];
      totals: Record<string, unknown>;
    };
    expect(stats.days[0]!.people).toEqual([]);
    expect(stats.days[1]!.people).toEqual(PEOPLE);
    expect(stats.days[1]).toMatchObject({ approvals: 5, rejections: 2, edits: 1, undone: 1 });
    expect(stats.totals).not.toHaveProperty('people');
  });

  it('CLI: taploop stats ends its table with a line per person', async () => {
    const r = await runCli(['stats', '--days', '2'], { env: { TAPLOOP_URL: served.url } });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain(['by person (2 days):', ...LINES.map((l) => `  ${l}`)].join('\n'));
  });

  it('Telegram: /stats shows a line per person after the 7 days’ totals', async () => {
    const mark = tgFake.mark();
    await handled(tgFake, tgFake.sendText({ fromId: TG_OWNER, text: '/stats' }));
    const [text] = sentSince(tgFake, mark, TG_OWNER);
    const week = text!.slice(text!.indexOf('Last 7 days'));
    expect(week).toContain(LINES.map((l) => `👤 ${l}`).join('\n'));
  });

  it('Slack: /taploop stats shows a line per person', async () => {
    const mark = h.fake.mark();
    const res = await h.send(h.fake.payloads.slashCommand({ userId: OWNER, command: '/taploop', text: 'stats' }));
    expect(res.status).toBe(200);
    const text = String((await h.fake.waitForCall('response_url', (c) => c.seq >= mark)).params['text']);
    expect(text).toContain(LINES.map((l) => `👤 ${l}`).join('\n'));
  });

  it('inbox: a table under the chart has a row per person', async () => {
    const stats = section(await page(mount(h.t)), 'stats');
    const table = stats.match(/<table class="card people" id="people">([\s\S]*?)<\/table>/)![1]!;
    const rows = [...table.matchAll(/<tr><td>([^<]+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><\/tr>/g)];
    expect(
      rows.map(([, person, approved, rejected, edited]) => ({ person, ...counts(approved, rejected, edited) })),
    ).toEqual(PEOPLE);
    expect(stats.indexOf('id="people"')).toBeGreaterThan(stats.indexOf('<svg'));
  });

  it('digest: yesterday’s line per person, the same in Telegram and Slack', async () => {
    const tgMark = tgFake.mark();
    const slackMark = h.fake.mark();
    // Sent tomorrow, so its "yesterday" is today, when the decisions were made.
    const digest = await h.t.gateway.sendDigest(new Date(Date.now() + 86_400_000));
    await h.t.gateway.settle();
    expect(digest.yesterday.people).toEqual(PEOPLE);
    const block = LINES.map((l) => `  ${l}`).join('\n');
    expect(digest.text).toMatch(
      new RegExp(`^Approved 5 · edited 1 · rejected 2\\n${escapeRegExp(block)}\\nTaps:`, 'm'),
    );
    const tgText = sentSince(tgFake, tgMark, TG_OWNER).find((t) => t.includes('taploop digest'));
    const slackText = h.fake
      .calls('chat.postMessage')
      .filter((c) => c.seq >= slackMark)
      .map((c) => String(c.params['text']))
      .find((t) => t.includes('taploop digest'));
    expect(tgText).toContain(block);
    expect(slackText).toContain(block);
  });

  it('export: every decided line carries its person beside the actor; undecided and undone ones carry none', async () => {
    const res = await h.t.request('GET', '/v1/export?format=jsonl');
    expect(res.status).toBe(200);
    const lines = (await res.text())
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { run_id: string; decided_by: string | null; person: string | null });
    const byRun = Object.fromEntries(lines.map((l) => [l.run_id, { decided_by: l.decided_by, person: l.person }]));
    expect(Object.fromEntries(Object.entries(decided).map(([who, run]) => [who, byRun[run]]))).toEqual({
      mina1: { decided_by: 'Mina', person: 'Mina' },
      mina2: { decided_by: 'Mina', person: 'Mina' },
      minaUndone: { decided_by: null, person: null },
      minaReject: { decided_by: 'mina', person: 'Mina' },
      ravi: { decided_by: 'Ravi', person: 'Ravi' },
      raviEdit: { decided_by: ravi.id, person: 'Ravi' },
      web: { decided_by: 'web', person: 'web' },
      bot: { decided_by: 'writer-bot', person: 'writer-bot' },
      api: { decided_by: null, person: 'api' },
    });
  });
});

const counts = (approved?: string, rejected?: string, edited?: string) => ({
  approved: Number(approved),
  rejected: Number(rejected),
  edited: Number(edited),
});

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
