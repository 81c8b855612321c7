// createTelegramBot(deps): the grammY bot with its features; startTelegram(deps): the channel, then polling or webhook.
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, webhookCallback, type BotError, type Context, type Transformer } from 'grammy';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { type Logger, safeEqual } from '../../gateway/index.ts';
import { createTelegramChannel, type TelegramChannel } from './channel.ts';
import { OwnerNames, botDeps, type BotDeps, type TelegramDeps } from './deps.ts';
import { commandsFeature } from './features/commands.ts';
import { editByReplyFeature } from './features/edit-by-reply.ts';
import { ownerGuard } from './features/guard.ts';
import { reviewFeature } from './features/review.ts';
import { rulesFeature } from './features/rules.ts';
import { trustFeature } from './features/trust.ts';
import { COMMANDS } from './reports.ts';
import { failureText } from './taps.ts';

export type { TelegramDeps } from './deps.ts';
export type { TelegramChannel } from './channel.ts';

export const WEBHOOK_PATH = '/telegram/webhook';
const ALLOWED_UPDATES = ['message', 'callback_query'] as const;

export function createTelegramBot(deps: TelegramDeps): Bot {
  const d = botDeps(deps);
  const bot = new Bot(d.telegram.token, d.telegram.apiRoot ? { client: { apiRoot: d.telegram.apiRoot } } : {});
  // 429 and network errors are retried, a few times: a tap waits on these calls, so never forever.
  bot.api.config.use(autoRetry({ maxRetryAttempts: 3, maxDelaySeconds: 30 }));
  bot.api.config.use(ignoreHarmless(d.logger));

  bot.errorBoundary(
    (err) => onUpdateError(err, d),
    ownerGuard(d),
    commandsFeature(d),
    reviewFeature(d),
    rulesFeature(d),
    trustFeature(d),
    editByReplyFeature(d),
  );
  // A button from an older version of the bot, or from a card whose data this version does not know.
  bot.on('callback_query', (ctx) => ctx.answerCallbackQuery({ text: 'This button no longer works. /pending re-sends the cards.' }));
  bot.catch((err) => d.logger.error('telegram update failed outside the features', { update_id: err.ctx.update.update_id, err: err.error }));
  return bot;
}

export interface StartTelegramDeps extends TelegramDeps {
  /** The gateway's Hono app: webhook mode mounts `POST /telegram/webhook` on it. */
  app: Pick<Hono, 'post'>;
}

export interface RunningTelegram {
  channel: TelegramChannel;
  bot: Bot;
  stop(): Promise<void>;
}

/**
 * Registers the channel and starts receiving updates: a webhook when PUBLIC_URL and TELEGRAM_WEBHOOK_SECRET
 * are set (several processes behind a load balancer), long polling otherwise. Call it before the server
 * answers its first request: Hono cannot add a route after that.
 */
export async function startTelegram(deps: StartTelegramDeps): Promise<RunningTelegram> {
  const names = deps.names ?? new OwnerNames();
  const d = botDeps({ ...deps, names });
  const bot = createTelegramBot({ ...deps, names });
  const channel = createTelegramChannel(bot.api, d);
  const webhook = webhookUrl(deps, d);
  // Mounted before the first await, so a caller that starts the server right after calling this is safe.
  if (webhook) {
    const limit = bodyLimit({ maxSize: deps.config.bodyLimitBytes ?? 1024 * 1024, onError: (c) => c.body(null, 413) });
    deps.app.post(WEBHOOK_PATH, limit, checkUpdate(webhook.secret), webhookCallback(bot, 'hono', { secretToken: webhook.secret }));
  }

  await bot.init(); // getMe: a wrong token fails here, at start, not at the first card
  deps.gateway.addChannel(channel);
  await bot.api.setMyCommands(COMMANDS);

  if (webhook) {
    await bot.api.setWebhook(webhook.url, { secret_token: webhook.secret, allowed_updates: [...ALLOWED_UPDATES] });
    d.logger.info('telegram bot started', { mode: 'webhook', username: bot.botInfo.username });
    return { channel, bot, stop: async () => {} };
  }
  // bot.start() resolves only when polling stops; it also deletes any webhook left from webhook mode.
  const polling = bot
    .start({ allowed_updates: [...ALLOWED_UPDATES], onStart: (me) => d.logger.info('telegram bot started', { mode: 'polling', username: me.username }) })
    .catch((err: unknown) => d.logger.error('telegram polling stopped', { err }));
  return {
    channel,
    bot,
    async stop() {
      if (bot.isRunning()) await bot.stop();
      await polling;
    },
  };
}

/**
 * In front of grammY's adapter: the secret compared in constant time (401), then a body that is not a JSON object
 * answered 400 (Telegram never sends one; a 5xx would make it re-deliver for a day). grammY reads the cached text.
 */
function checkUpdate(secret: string): MiddlewareHandler {
  return async function checkUpdate(c, next) {
    if (!safeEqual(c.req.header('x-telegram-bot-api-secret-token') ?? '', secret)) return c.body(null, 401);
    let update: unknown;
    try {
      update = JSON.parse(await c.req.text());
    } catch {
      update = null;
    }
    if (!update || typeof update !== 'object' || Array.isArray(update)) return c.text('Not a Telegram update.', 400);
    return next();
  };
}

function webhookUrl(deps: TelegramDeps, d: BotDeps): { url: string; secret: string } | null {
  const base = deps.config.publicUrl;
  const secret = d.telegram.webhookSecret;
  if (base && !secret) d.logger.warn('telegram uses long polling: webhook mode needs TELEGRAM_WEBHOOK_SECRET as well as PUBLIC_URL');
  if (!base || !secret) return null;
  return { url: new URL(WEBHOOK_PATH.slice(1), base.endsWith('/') ? base : `${base}/`).toString(), secret };
}

/**
 * Answers Telegram gives for work that is already done: an edit to what the card already shows (a replayed
 * tap, two channels updating one card) and an answer to a tap that was answered already.
 */
const HARMLESS = [/message is not modified/, /query is too old|query ID is invalid/];

function ignoreHarmless(logger: Logger): Transformer {
  return async (prev, method, payload, signal) => {
    const res = await prev(method, payload, signal);
    if (res.ok || res.error_code !== 400 || !HARMLESS.some((p) => p.test(res.description))) return res;
    logger.debug('telegram: harmless API answer ignored', { method, description: res.description });
    // Both methods may answer `true` (edits of inline messages do), so callers already handle it.
    return { ok: true, result: true as never };
  };
}

/** The one place an unexpected error ends: logged, and the person is told it may not be saved. */
async function onUpdateError(err: BotError<Context>, d: BotDeps): Promise<void> {
  d.logger.error('telegram update failed', { update_id: err.ctx.update.update_id, err: err.error });
  const text = failureText(err.error);
  try {
    if (err.ctx.callbackQuery) await err.ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: true });
    else if (err.ctx.chat) await err.ctx.reply(`⚠️ ${text}`);
  } catch (again) {
    d.logger.warn('telegram: could not tell the person about the error', { err: again });
  }
}
