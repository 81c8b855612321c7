// createTelegramBot(deps): the grammY bot with its features; startTelegram(deps): the channel, then polling or webhook.
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, type BotError, type Context, GrammyError, HttpError, type Transformer, webhookCallback } from 'grammy';
import type { Hono, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import {
  ConfigError,
  createGuessLimiter,
  type GuessLimiter,
  guessSource,
  isRefusal,
  type Logger,
  RELEASE_HOW,
  safeEqual,
} from '../../gateway/index.ts';
import { createTelegramChannel, type TelegramChannel } from './channel.ts';
import { type BotDeps, botDeps, DisplayNames, type TelegramDeps } from './deps.ts';
import { commandsFeature } from './features/commands.ts';
import { editByReplyFeature } from './features/edit-by-reply.ts';
import { peopleGuard } from './features/guard.ts';
import { mistakesFeature } from './features/mistakes.ts';
import { reviewFeature } from './features/review.ts';
import { rulesFeature } from './features/rules.ts';
import { trustFeature } from './features/trust.ts';
import { whoamiFeature } from './features/whoami.ts';
import { COMMANDS } from './reports.ts';
import { failureText } from './taps.ts';
import { malformedUpdate } from './update.ts';

export type { TelegramChannel } from './channel.ts';
export type { TelegramDeps } from './deps.ts';

export const WEBHOOK_PATH = '/telegram/webhook';
const ALLOWED_UPDATES = ['message', 'edited_message', 'callback_query'] as const;

export function createTelegramBot(deps: TelegramDeps): Bot {
  const d = botDeps(deps);
  const bot = new Bot(d.telegram.token, d.telegram.apiRoot ? { client: { apiRoot: d.telegram.apiRoot } } : {});
  // Every call but the long poll has a deadline, per attempt.
  bot.api.config.use(callTimeout(deps.config.outbox.callTimeoutMs));
  bot.api.config.use(retryDroppedOnce());
  // A short 429 wait is retried here, twice at most. Network errors and 5xx are not: a tap answers at once,
  // and cards are retried by the outbox with backoff (auto-retry alone would retry network errors forever).
  bot.api.config.use(
    autoRetry({ maxRetryAttempts: 2, maxDelaySeconds: 5, rethrowHttpErrors: true, rethrowInternalServerErrors: true }),
  );
  bot.api.config.use(ignoreHarmless(d.logger));

  // Long polling hands grammY every update as it came: one that lacks what every real one has (a sender, a chat) is
  // skipped with a warning instead of failing in a handler (the webhook refuses it with a 400 before it gets here).
  bot.use(async (ctx, next) => {
    const problem = malformedUpdate(ctx.update);
    if (!problem) return next();
    d.logger.warn('telegram update skipped: not one the bot can read', { update_id: ctx.update.update_id, problem });
  });
  bot.errorBoundary(
    (err) => onUpdateError(err, d),
    whoamiFeature(d),
    peopleGuard(d),
    commandsFeature(d),
    reviewFeature(d),
    rulesFeature(d),
    trustFeature(d),
    mistakesFeature(d),
    editByReplyFeature(d),
  );
  // A button from an older version of the bot, or from a card whose data this version does not know.
  bot.on('callback_query', (ctx) =>
    ctx.answerCallbackQuery({ text: 'This button no longer works. /pending re-sends the cards.' }),
  );
  bot.catch((err) =>
    d.logger.error('telegram update failed outside the features', {
      update_id: err.ctx.update.update_id,
      err: err.error,
    }),
  );
  return bot;
}

export interface StartTelegramDeps extends TelegramDeps {
  /** The gateway's Hono app: webhook mode mounts `POST /telegram/webhook` on it. */
  app: Pick<Hono, 'post'>;
}

export interface RunningTelegram {
  channel: TelegramChannel;
  bot: Bot;
  /**
   * `unreachable`: getMe got no answer at start; cards wait in the outbox while it keeps trying in the background.
   * `held`: the database is a restored copy not yet released; the bot takes over (webhook or polling) once it is.
   */
  readonly status: 'online' | 'unreachable' | 'held';
  stop(): Promise<void>;
}

/** The one line `start` ends with when Telegram refuses the token (the CLI says the same for a GrammyError 401). */
const REFUSED_TOKEN =
  'Telegram refused TELEGRAM_BOT_TOKEN (401 Unauthorized): copy the token again from @BotFather, or leave it empty to run without Telegram.';

/** Waits between attempts to reach Telegram after an outage at start: 5 s, doubling, at most a minute. */
const RECONNECT_MS = (attempt: number) => Math.min(5_000 * 2 ** attempt, 60_000);

/**
 * Registers the channel and starts receiving updates: a webhook when PUBLIC_URL and TELEGRAM_WEBHOOK_SECRET
 * are set (several processes behind a load balancer), long polling otherwise. Call it before the server
 * answers its first request: Hono cannot add a route after that.
 *
 * getMe runs first, with a short timeout: a refused token is a configuration error (ConfigError: one line,
 * exit 2); no answer is an outage, so the API and inbox start anyway and the bot keeps trying to connect.
 *
 * On a held database (a restored copy) only getMe runs: setting the webhook or polling would take the bot's updates
 * from the original, which may still be running. The bot takes over once the owner releases the copy.
 */
export async function startTelegram({
  app,
  names = new DisplayNames(),
  ...given
}: StartTelegramDeps): Promise<RunningTelegram> {
  // One DisplayNames for the bot and its channel, so a card names whoever tapped in either.
  const deps: TelegramDeps = { ...given, names };
  const d = botDeps(deps);
  const bot = createTelegramBot(deps);
  const channel = createTelegramChannel(bot.api, d);
  const webhook = webhookUrl(deps, d);
  // Mounted before the first await, so a caller that starts the server right after calling this is safe.
  if (webhook) {
    const limit = bodyLimit({ maxSize: deps.config.bodyLimitBytes ?? 1024 * 1024, onError: (c) => c.body(null, 413) });
    app.post(
      WEBHOOK_PATH,
      limit,
      checkUpdate(webhook.secret, createGuessLimiter(), d.logger),
      webhookCallback(bot, 'hono', { secretToken: webhook.secret }),
    );
  }

  const stopping = new AbortController();
  let polling: Promise<void> = Promise.resolve();
  let status: RunningTelegram['status'] = 'online';

  async function connect(timeoutMs: number): Promise<void> {
    await bot.init(AbortSignal.any([stopping.signal, AbortSignal.timeout(timeoutMs)]) as Parameters<Bot['init']>[0]);
    await bot.api.setMyCommands(COMMANDS);
    if (webhook) {
      await bot.api.setWebhook(webhook.url, { secret_token: webhook.secret, allowed_updates: [...ALLOWED_UPDATES] });
      d.logger.info('telegram bot started', { mode: 'webhook', username: bot.botInfo.username });
      return;
    }
    // bot.start() resolves only when polling stops; it also deletes any webhook left from webhook mode.
    polling = bot
      .start({
        allowed_updates: [...ALLOWED_UPDATES],
        onStart: (me) => d.logger.info('telegram bot started', { mode: 'polling', username: me.username }),
      })
      .catch((err: unknown) => d.logger.error('telegram polling stopped', { err }));
  }

  const startTimeout = deps.config.outbox.telegramStartTimeoutMs;
  /** Connects now, or keeps trying in the background while Telegram does not answer. */
  async function goOnline(): Promise<void> {
    try {
      await connect(startTimeout);
      status = 'online';
    } catch (err) {
      if (refusedToken(err)) throw new ConfigError(REFUSED_TOKEN);
      status = 'unreachable';
      d.logger.warn('telegram unreachable at start; serving the API and inbox, retrying in the background', { err });
      void reconnect();
    }
  }

  // The channel comes first: cards queue in the outbox even while Telegram cannot be reached.
  deps.gateway.addChannel(channel);
  if (!(await deps.gateway.holdOf())) await goOnline();
  else {
    status = 'held';
    // The token is checked now all the same (getMe changes nothing); an outage here is retried after the release.
    const deadline = AbortSignal.any([stopping.signal, AbortSignal.timeout(startTimeout)]);
    await bot.init(deadline as Parameters<Bot['init']>[0]).catch((err: unknown) => {
      if (refusedToken(err)) throw new ConfigError(REFUSED_TOKEN);
    });
    d.logger.warn('telegram waits: this database is held (a restored copy)', { release: RELEASE_HOW });
    void deps.gateway.whenReleased(stopping.signal).then(async (released) => {
      if (!released) return;
      d.logger.info('telegram takes over: the database was released');
      await goOnline().catch((err: unknown) => d.logger.error('telegram refused the bot token; not starting', { err }));
    });
  }

  async function reconnect() {
    for (let attempt = 0; !stopping.signal.aborted; attempt++) {
      await sleep(RECONNECT_MS(attempt), stopping.signal);
      if (stopping.signal.aborted) return;
      try {
        await connect(startTimeout);
        status = 'online';
        d.logger.info('telegram reachable again', { attempts: attempt + 1 });
        return;
      } catch (err) {
        if (refusedToken(err)) {
          d.logger.error('telegram refused the bot token; not retrying', { err });
          return;
        }
        d.logger.warn('telegram still unreachable', { attempt: attempt + 1, err });
      }
    }
  }

  return {
    channel,
    bot,
    get status() {
      return status;
    },
    async stop() {
      stopping.abort();
      if (bot.isRunning()) await bot.stop();
      await polling;
    },
  };
}

/**
 * In front of grammY's adapter: the secret compared in constant time (401), then a body that is not a JSON object
 * answered 400 (Telegram never sends one; a 5xx would make it re-deliver for a day). grammY reads the cached text.
 * A source past a few wrong secrets a minute gets 429 for everything until its minute is over, the right secret
 * too, or the answer would still tell a hit from a miss. Telegram sends from its own addresses with the right
 * secret, so a guesser never holds its updates up.
 */
function checkUpdate(secret: string, guesses: GuessLimiter, logger: Logger): MiddlewareHandler {
  return async function checkUpdate(c, next) {
    const source = guessSource(c);
    const wait = guesses.waitSeconds(source);
    if (wait > 0) {
      c.header('Retry-After', String(wait));
      return c.body(null, 429);
    }
    if (!safeEqual(c.req.header('x-telegram-bot-api-secret-token') ?? '', secret)) {
      if (guesses.wrong(source))
        logger.warn('telegram webhook: too many wrong secrets; refusing the source a while', { source });
      return c.body(null, 401);
    }
    let update: unknown;
    try {
      update = JSON.parse(await c.req.text());
    } catch {
      update = null;
    }
    if (!update || typeof update !== 'object' || Array.isArray(update)) return c.text('Not a Telegram update.', 400);
    const malformed = malformedUpdate(update);
    if (malformed) return c.text(`Not a Telegram update the bot can read: ${malformed}`, 400);
    return next();
  };
}

/** 401 (or 404, the Bot API's answer to a malformed token) to getMe: the token is wrong, waiting will not help. */
function refusedToken(err: unknown): boolean {
  return err instanceof GrammyError && (err.error_code === 401 || err.error_code === 404) && err.method === 'getMe';
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

function webhookUrl(deps: TelegramDeps, d: BotDeps): { url: string; secret: string } | null {
  const base = deps.config.publicUrl;
  const secret = d.telegram.webhookSecret;
  if (base && !secret)
    d.logger.warn('telegram uses long polling: webhook mode needs TELEGRAM_WEBHOOK_SECRET as well as PUBLIC_URL');
  if (!base || !secret) return null;
  return { url: new URL(WEBHOOK_PATH.slice(1), base.endsWith('/') ? base : `${base}/`).toString(), secret };
}

/** Aborts a Bot API call that has no answer within `ms` (grammY then throws an HttpError). Long polls wait by design. */
function callTimeout(ms: number): Transformer {
  return (prev, method, payload, signal) => {
    if (method === 'getUpdates') return prev(method, payload, signal);
    const deadline = AbortSignal.timeout(ms);
    // grammY types its signal with a shim of the standard AbortSignal; Node's own is what it really gets.
    type Signal = NonNullable<typeof signal>;
    return prev(
      method,
      payload,
      (signal ? AbortSignal.any([signal as unknown as AbortSignal, deadline]) : deadline) as unknown as Signal,
    );
  };
}

/**
 * A call whose connection broke without an answer (a kept-alive socket the other end had just closed: ECONNRESET,
 * "socket hang up") is sent once more on a fresh connection, when sending it twice changes nothing: answering a
 * tap, editing a card, reading or setting the bot's settings. New messages (`send…`, `copy…`, `forward…`) are not
 * repeated here (the outbox retries cards with backoff), nor a call that ran out of time, nor the long poll.
 */
function retryDroppedOnce(): Transformer {
  return async (prev, method, payload, signal) => {
    try {
      return await prev(method, payload, signal);
    } catch (err) {
      if (!isDropped(err) || !REPEATABLE.test(method) || signal?.aborted) throw err;
      return prev(method, payload, signal);
    }
  };
}

const REPEATABLE = /^(answer|edit|get(?!Updates$)|set|delete)/;

/** grammY's HttpError for a request that never got an answer, other than an abort (a timeout or a stop). */
function isDropped(err: unknown): boolean {
  return err instanceof HttpError && (err.error as { name?: unknown } | undefined)?.name !== 'AbortError';
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
  // A refusal the gateway words for people (a button naming a run or rule that does not exist, a stale form) is
  // an answer, not a failure: it goes to the person and to the info log; anything else is an error.
  if (isRefusal(err.error))
    d.logger.info('telegram update refused', { update_id: err.ctx.update.update_id, reason: err.error.message });
  else d.logger.error('telegram update failed', { update_id: err.ctx.update.update_id, err: err.error });
  const text = failureText(err.error);
  try {
    if (err.ctx.callbackQuery) await err.ctx.answerCallbackQuery({ text: text.slice(0, 200), show_alert: true });
    else if (err.ctx.chat) await err.ctx.reply(`⚠️ ${text}`);
  } catch (again) {
    d.logger.warn('telegram: could not tell the person about the error', { err: again });
  }
}
