// One decision across channels, with both real bots running: decide in Slack, the Telegram card follows;
// a late Telegram tap is told it is already decided; one feedback row in all.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../bots/telegram/index.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram.ts';
import { feedbackRows, submit } from '../helpers/runs.ts';
import { blockText, type SlackHarness, startSlackHarness } from './slack/harness.ts';

const TG_OWNER = 4242;

describe('Telegram and Slack together', () => {
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
  });
  afterAll(async () => {
    await tg.stop();
    await h.close();
    await tgFake.close();
  });

  it('decided in Slack: the Telegram card is edited, a late Telegram tap gets "already decided", one row', async () => {
    const id = await submit(h.t, { draft: 'Launch post' });
    const [tgCard] = await h.t.gateway.cardsOf({ runId: id }, 'telegram');
    expect(tgCard).toBeDefined();
    const slackCard = await h.cardOf({ runId: id });

    await h.click(slackCard, `run_approve:${id}`);
    await vi.waitUntil(
      () => /^✅ Approved in Slack/.test(tgFake.message(TG_OWNER, Number(tgCard!.message_id))?.text ?? ''),
      { timeout: 5000 },
    );
    expect(blockText(h.fake.message(slackCard.channel, slackCard.ts))).toContain('✅ *Approved* in Slack');

    // The owner's phone still shows the old card with Approve: a late tap.
    const update = tgFake.tapButton({
      fromId: TG_OWNER,
      chatId: TG_OWNER,
      messageId: Number(tgCard!.message_id),
      data: `r:${id}`,
      force: true,
    });
    await vi.waitUntil(() => tgFake.callbackAnswer(update.callback_query!.id), { timeout: 5000 });
    expect((tgFake.callbackAnswer(update.callback_query!.id) as { text: string }).text).toMatch(
      /^Already approved in Slack/,
    );
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });
});
