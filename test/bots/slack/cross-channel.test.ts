// One decision across channels (invariant 2): a decision elsewhere updates the Slack card; a late Slack tap is told who won.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, OWNER, type SlackHarness, startSlackHarness } from './harness.ts';

const TELEGRAM_OWNER = '42';
let h: SlackHarness;
beforeAll(async () => {
  // Telegram is configured (owner 42) but its bot is not running: its taps reach the gateway as a Telegram bot's would.
  h = await startSlackHarness({ TELEGRAM_BOT_TOKEN: '123:fake', TELEGRAM_OWNER_IDS: TELEGRAM_OWNER });
});
afterAll(() => h.close());

describe('Slack and another channel', () => {
  it('approved in Telegram: the Slack card shows it, and a late Slack tap is answered "already approved"', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await h.t.gateway.decide({
      runId: id,
      action: 'approve',
      source: 'telegram',
      actor: TELEGRAM_OWNER,
      eventKey: 'tg:cb-1',
    });
    await h.t.gateway.settle(); // the Slack card follows through the outbox

    const updated = h.fake.message(card.channel, card.ts);
    expect(blockText(updated)).toContain(`✅ *Approved* in Telegram by telegram-${TELEGRAM_OWNER}`);
    expect(blockText(updated)).not.toContain('run_approve');

    // The owner's phone still showed the old card.
    const mark = h.fake.mark();
    const { res } = await h.click(card, `run_reject:${id}`, OWNER, { force: true });
    expect(res.status).toBe(200);
    expect(h.fake.calls('views.open').filter((c) => c.seq >= mark)).toHaveLength(0);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({
      user: OWNER,
      text: `Already approved in Telegram by telegram-${TELEGRAM_OWNER}.`,
    });

    const approveMark = h.fake.mark();
    await h.click(card, `run_approve:${id}`, OWNER, { force: true });
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= approveMark)).params['text']).toBe(
      `Already approved in Telegram by telegram-${TELEGRAM_OWNER}.`,
    );
    expect(await feedbackRows(h.t, id)).toMatchObject([{ source: 'telegram' }]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'conflict']);
  });

  it('decided in Slack: the gateway tells the other channels, with who decided where', async () => {
    const seen: string[] = [];
    h.t.gateway.addChannel({
      name: 'telegram-probe',
      runDecided: async (r) =>
        void seen.push(`${r.run.id} ${r.run.status} via ${r.run.decided_via} by ${r.run.decided_by}`),
    });
    const id = await submit(h.t);
    await h.click(await h.cardOf({ runId: id }), `run_approve:${id}`);
    expect(seen).toEqual([`${id} approved via slack by slack-${OWNER}`]);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });
});
