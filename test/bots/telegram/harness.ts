// Arrange for Telegram tests: the fake Bot API, a gateway on a fresh database, and the real bot started on both.
import type { Update } from 'grammy/types';
import { vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../../bots/telegram/index.ts';
import type { Config } from '../../../gateway/kernel/config.ts';
import type { GoalsFile } from '../../../gateway/kernel/goals.ts';
import { createLogger } from '../../../gateway/kernel/logger.ts';
import { type Served, serveOnLoopback } from '../../fakes/shared.ts';
import { type FakeTelegram, type StoredMessage, startFakeTelegram } from '../../fakes/telegram.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

export const OWNER = 4242;
export const OWNER_2 = 5151;
export const STRANGER = 6666;

export interface Harness {
  fake: FakeTelegram;
  t: TestGateway;
  tg: RunningTelegram;
  /** What the bot logged at warn or error: a swallowed harmless answer must not show up here. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * Long polling by default. `webhook` gives the base URL the gateway's app is served on (the test serves it),
 * with the secret the bot must check.
 */
export async function startHarness(
  opts: {
    webhook?: (t: TestGateway) => Promise<{ url: string; secret: string }>;
    goals?: GoalsFile;
    env?: Record<string, string>;
  } = {},
): Promise<Harness & { stopServing?: () => Promise<void> }> {
  const fake = await startFakeTelegram();
  const t = await createTestGateway({
    ...(opts.goals ? { goals: opts.goals } : {}),
    env: {
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_OWNER_IDS: `${OWNER},${OWNER_2}`,
      TELEGRAM_API_ROOT: fake.apiRoot,
      ...opts.env,
    },
  });
  let config: Config = t.config;
  if (opts.webhook) {
    const hook = await opts.webhook(t);
    config = { ...t.config, publicUrl: hook.url, telegram: { ...t.config.telegram!, webhookSecret: hook.secret } };
  }
  const problems: string[] = [];
  const logger = createLogger('warn', (line) => problems.push(line));
  const mark = fake.mark();
  const tg = await startTelegram({ gateway: t.gateway, config, logger, app: t.app });
  if (!opts.webhook) await vi.waitUntil(() => fake.calls('getUpdates').some((c) => c.seq >= mark), { timeout: 5000 });
  return {
    fake,
    t,
    tg,
    problems,
    async close() {
      await tg.stop();
      await fake.close();
      await t.close();
    },
  };
}

export type WebhookHarness = Harness & { hookUrl: string };

/** Webhook mode: the gateway's app served on loopback, the bot's webhook set there (`hookUrl`) with `secret`. */
export async function startWebhookHarness(secret: string): Promise<WebhookHarness> {
  let served!: Served;
  const h = await startHarness({
    webhook: async (t) => {
      served = await serveOnLoopback(t.app);
      return { url: `http://127.0.0.1:${served.port}`, secret };
    },
  });
  return {
    ...h,
    hookUrl: `http://127.0.0.1:${served.port}/telegram/webhook`,
    async close() {
      await h.close();
      await served.close();
    },
  };
}

/** Resolves once the bot has finished an update: polling asks for the next offset only after handling it. */
export async function handled(fake: FakeTelegram, update: Update): Promise<void> {
  await vi.waitUntil(() => fake.calls('getUpdates').some((c) => Number(c.params['offset'] ?? 0) > update.update_id), {
    timeout: 8000,
    interval: 10,
  });
}

/** The owner's Approve tap on a run's card, built but not delivered (to deliver more than once, or to a webhook). */
export async function approveTapOf(h: Harness, runId: string): Promise<Update> {
  const card = await cardOf(h, OWNER, runId);
  return h.fake.tapButton(
    { fromId: OWNER, chatId: OWNER, messageId: card.message_id, data: `a:${runId}` },
    { enqueue: false },
  );
}

/** The card of a run in one chat, as the fake holds it now: the first message recorded for the run there. */
export async function cardOf(h: Harness, chatId: number, runId: string): Promise<StoredMessage> {
  return recorded(h, chatId, { runId });
}

export async function ruleCardOf(h: Harness, chatId: number, ruleId: string): Promise<StoredMessage> {
  return recorded(h, chatId, { ruleId });
}

async function recorded(h: Harness, chatId: number, of: { runId?: string; ruleId?: string }): Promise<StoredMessage> {
  await h.t.gateway.settle(); // the card as it stands once the outbox has delivered what is due
  const cards = await h.t.gateway.cardsOf(of, 'telegram');
  const card = cards.find((c) => c.chat_id === String(chatId));
  if (!card) throw new Error(`no card of ${JSON.stringify(of)} recorded in chat ${chatId}`);
  return h.fake.message(chatId, Number(card.message_id))!;
}

export const buttons = (m: StoredMessage | undefined) =>
  (m?.reply_markup?.inline_keyboard ?? []).flat().map((b) => ('callback_data' in b ? b.callback_data : b.text));

/** Tap a button and wait until the bot is done with it. */
export async function tap(
  h: Harness,
  o: { fromId?: number; chatId?: number; messageId: number; data: string; force?: boolean },
) {
  const update = h.fake.tapButton({
    fromId: o.fromId ?? OWNER,
    chatId: o.chatId ?? OWNER,
    messageId: o.messageId,
    data: o.data,
    force: o.force ?? false,
  });
  await handled(h.fake, update);
  await h.t.gateway.settle(); // the other cards follow through the outbox
  return {
    update,
    answer: h.fake.callbackAnswer(update.callback_query!.id) as { text?: string; show_alert?: boolean } | null,
  };
}

/** Send a text (a reply when `replyTo` is given) and wait until the bot is done with it. */
export async function say(h: Harness, text: string, o: { fromId?: number; chatId?: number; replyTo?: number } = {}) {
  const update = h.fake.sendText({
    fromId: o.fromId ?? OWNER,
    ...(o.chatId !== undefined ? { chatId: o.chatId } : {}),
    text,
    ...(o.replyTo !== undefined ? { replyToMessageId: o.replyTo } : {}),
  });
  await handled(h.fake, update);
  await h.t.gateway.settle();
  return update;
}

/** Texts the bot sent to a chat since `mark`, as the person sees them (markup parsed; new messages only, not edits). */
export const sentSince = (fake: FakeTelegram, mark: number, chatId = OWNER) =>
  fake
    .calls('sendMessage')
    .filter((c) => c.seq >= mark && Number(c.params['chat_id']) === chatId)
    .map((c) =>
      c.response === undefined
        ? '(dropped)'
        : ((c.response as { result?: { text: string } }).result?.text ?? `(failed: ${JSON.stringify(c.response)})`),
    );

/** The ForceReply message the bot sent last in a chat. */
export function lastPrompt(fake: FakeTelegram, chatId = OWNER) {
  const call = fake
    .calls('sendMessage')
    .filter(
      (c) =>
        Number(c.params['chat_id']) === chatId && (c.params['reply_markup'] as { force_reply?: boolean })?.force_reply,
    )
    .at(-1);
  if (!call) throw new Error('no ForceReply prompt sent');
  return (call.response as { result: StoredMessage }).result;
}

export async function taps(t: TestGateway, of: { runId?: string; ruleId?: string }) {
  return t.testDb.db.query<{ outcome: string; actor: string | null; action: string; event_key: string }>(
    `select outcome, actor, action, event_key from taps where run_id = $1 or rule_id = $2 order by created_at`,
    [of.runId ?? null, of.ruleId ?? null],
  );
}
