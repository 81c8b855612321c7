// Telegram re-delivers: every deciding update (button taps, replies with an edit or a reason, rule taps and rewordings)
// posted to the webhook 1–30 times, one after another or all at once, stores one decision and says "saved" once.
import type { Update } from 'grammy/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REASON_PROMPT } from '../../bots/telegram/cards.ts';
import {
  cardOf,
  lastPrompt,
  OWNER,
  ruleCardOf,
  startWebhookHarness,
  type WebhookHarness,
} from '../bots/telegram/harness.ts';
import { submit } from '../helpers/runs.ts';
import { inconsistencies } from './helpers/consistency.ts';
import { random, SEED } from './helpers/random.ts';
import { deliverReplays, planReplays, tapLogProblem } from './helpers/replay.ts';
import { report, STRESS, scale } from './scale.ts';

const SECRET = 'stress_hook_secret-0123456789';
const UPDATES = scale(36, 180);
const KINDS = ['approve', 'skip-reason', 'edit-reply', 'reason-reply', 'rule-confirm', 'rule-reword-reply'] as const;
type Kind = (typeof KINDS)[number];

interface Replay {
  kind: Kind;
  update: Update;
  key: string;
  runId?: string;
  ruleId?: string;
}

describe.skipIf(!STRESS)('Telegram updates replayed through the webhook', () => {
  let h: WebhookHarness;
  const rnd = random(SEED);

  beforeAll(async () => {
    h = await startWebhookHarness(SECRET);
  });
  afterAll(async () => {
    await h?.close();
  });

  const post = async (update: Update) => {
    const r = await h.fake.postToWebhook(h.hookUrl, update, SECRET);
    if (r.status !== 200) throw new Error(`webhook answered ${r.status}: ${r.body}`);
  };
  const tapOf = (messageId: number, data: string) =>
    h.fake.tapButton({ fromId: OWNER, chatId: OWNER, messageId, data, force: true }, { enqueue: false });
  const replyTo = (messageId: number, text: string) =>
    h.fake.sendText({ fromId: OWNER, text, replyToMessageId: messageId }, { enqueue: false });
  const replyKey = (u: Update) => `tg:${u.message!.chat.id}:${u.message!.message_id}`;

  /** One deciding update of the given kind, on a fresh run or rule (arranged through the bot, delivered once). */
  async function arrange(kind: Kind, i: number): Promise<Replay> {
    if (kind.startsWith('rule')) {
      const rule = await h.t.gateway.proposeRule({
        title: `Stress rule ${i}`,
        body: `Stress rule ${i}: be brief.`,
        goal: 'posts',
        evidence: [],
        source: 'nightly',
      });
      const card = await ruleCardOf(h, OWNER, rule.id);
      if (kind === 'rule-confirm') {
        const update = tapOf(card.message_id, `ra:${rule.id}`);
        return { kind, update, key: update.callback_query!.id, ruleId: rule.id };
      }
      await post(tapOf(card.message_id, `rw:${rule.id}`));
      const update = replyTo(
        lastPrompt(h.fake).message_id,
        `Stress rule ${i}, reworded: keep it under 280 characters.`,
      );
      return { kind, update, key: replyKey(update), ruleId: rule.id };
    }
    const runId = await submit(h.t, { draft: `Draft for replay ${i}`, task: `Replay ${i}` });
    const card = await cardOf(h, OWNER, runId);
    let update: Update;
    if (kind === 'approve') update = tapOf(card.message_id, `a:${runId}`);
    else if (kind === 'skip-reason') update = tapOf(card.message_id, `rs:${runId}`);
    else if (kind === 'edit-reply') update = replyTo(card.message_id, `Edited draft for replay ${i}`);
    else {
      await post(tapOf(card.message_id, `r:${runId}`));
      const prompt = lastPrompt(h.fake);
      expect(prompt.text).toBe(REASON_PROMPT);
      update = replyTo(prompt.message_id, `too salesy (${i})`);
    }
    return { kind, update, key: update.callback_query?.id ?? replyKey(update), runId };
  }

  it(`${UPDATES} deciding updates, each delivered 1–30 times in sequence or at once, store one decision each`, async () => {
    const started = Date.now();
    const replays = await planReplays(UPDATES, rnd, (i) => arrange(KINDS[i % KINDS.length]!, i));
    const mark = h.fake.mark();
    // Four updates at a time; each one's copies arrive one after another or all together.
    await deliverReplays(replays, (r) => post(r.update));

    const problems: string[] = [];
    for (const r of replays) {
      const taps = await tapLogProblem(h.t.testDb.db, r);
      if (taps) problems.push(taps);
      if (r.runId) {
        const rows = await h.t.testDb.db.query(`select id from feedback where run_id = $1`, [r.runId]);
        if (rows.length !== 1) problems.push(`${r.kind} x${r.times}: ${rows.length} feedback rows for ${r.runId}`);
      } else {
        const [rule] = await h.t.testDb.db.query<{ status: string }>(`select status from rules where id = $1`, [
          r.ruleId,
        ]);
        if (rule?.status !== 'active') problems.push(`${r.kind} x${r.times}: rule ${r.ruleId} is ${rule?.status}`);
      }
      // A reply is confirmed once, not once per delivery.
      if (r.update.message) {
        const confirmations = h.fake
          .calls('sendMessage')
          .filter(
            (c) =>
              c.seq >= mark &&
              (c.params['reply_parameters'] as { message_id?: number } | undefined)?.message_id ===
                r.update.message!.message_id,
          );
        if (confirmations.length !== 1)
          problems.push(`${r.kind} x${r.times}: ${confirmations.length} confirmations sent`);
      }
    }
    expect(problems).toEqual([]);
    expect(await inconsistencies(h.t.testDb.db)).toEqual([]);
    expect(h.problems).toEqual([]);
    const deliveries = replays.reduce((n, r) => n + r.times, 0);
    report('replay-telegram', { seed: SEED, updates: UPDATES, deliveries, seconds: (Date.now() - started) / 1000 });
  });
});
