// "Name mistakes" adds up: the number every channel gives (the inbox header, Telegram /mistakes, Slack's /taploop
// mistakes) is the number of questions a person can reach there, and a rule's evidence is not among them.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../bots/telegram/index.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { UNNAMED_ASKED } from '../../gateway/learning/mistake-links.ts';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram.ts';
import { correct, SHIPPING_EDITS } from '../helpers/learning.ts';
import { CARDS, OWNER, type SlackHarness, startSlackHarness } from './slack/harness.ts';
import { handled, sentSince } from './telegram/harness.ts';
import { mount, page } from './web/harness.ts';

const TG_OWNER = 4242;

/** Seven edits the owner made, each about something of its own, all alike enough to be asked about. */
const EDITS: typeof SHIPPING_EDITS = [
  ...SHIPPING_EDITS,
  [
    'Reply about the Oslo order',
    'Your Oslo order lands Monday, guaranteed!',
    'Your Oslo order usually lands in a week.',
  ],
  ['Reply about the Lyon order', 'Lyon gets it Friday, guaranteed!', 'Lyon usually gets it within 4 days.'],
  ['Reply about the Porto order', 'Porto by Tuesday, guaranteed!', 'Porto usually takes 3-6 days.'],
];

describe('the count of unnamed mistakes in every channel', () => {
  let tgFake: FakeTelegram;
  let h: SlackHarness;
  let tg: RunningTelegram;
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
    await correct(h.t, EDITS, 'ship');
  });
  afterAll(async () => {
    await tg?.stop();
    await h?.close();
    await tgFake?.close();
  });

  /** What each channel says: the inbox header's number, and the "more" Telegram and Slack give after the questions. */
  async function counts() {
    const { unnamed, questions } = await h.t.gateway.unnamedQuestions({ limit: 100 });
    const header = /Name mistakes \((\d+)\)/.exec(await page(mount(h.t)))?.[1];
    const tgMark = tgFake.mark();
    await handled(tgFake, tgFake.sendText({ fromId: TG_OWNER, text: '/mistakes' }));
    await h.t.gateway.settle();
    const tgMore =
      sentSince(tgFake, tgMark, TG_OWNER)
        .join('\n')
        .match(/(\d+) more not named yet/)?.[1] ?? '0';
    const slackMark = h.fake.mark();
    const res = await h.send(h.fake.payloads.slashCommand({ userId: OWNER, command: '/taploop', text: 'mistakes' }));
    expect(res.status).toBe(200);
    const slack = String((await h.fake.waitForCall('response_url', (c) => c.seq >= slackMark)).params['text']);
    return { unnamed, reachable: questions.length, header: Number(header ?? 0), tgMore: Number(tgMore), slack };
  }

  it('is the number of questions there are, shown and "more" alike', async () => {
    const c = await counts();
    expect(c.unnamed).toBe(c.reachable);
    expect(c.unnamed).toBe(EDITS.length);
    expect(c.header).toBe(c.unnamed);
    expect(c.tgMore).toBe(c.unnamed - UNNAMED_ASKED);
    expect(c.slack).toBe(
      `Asked again in <#${CARDS}>: ${UNNAMED_ASKED} to name. ${c.unnamed - UNNAMED_ASKED} more not named yet.`,
    );
  });

  it('leaves out the corrections a rule now rests on', async () => {
    const [rule] = (await h.t.gateway.runNightly()).proposed;
    const evidence = (await h.t.gateway.getRule(rule!)).evidence;
    const c = await counts();
    expect(c.unnamed).toBe(c.reachable);
    expect(c.unnamed).toBeLessThanOrEqual(EDITS.length - evidence.length);
    expect(c.header).toBe(c.unnamed);
  });
});
