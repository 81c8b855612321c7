// Fake Telegram Bot API server on loopback (Hono) for running the real grammY bot in tests: state, long polling, webhooks.
import type { HttpBindings } from '@hono/node-server';
import type { BotCommand, ResponseParameters, Update, UserFromGetMe } from 'grammy/types';
import { Hono } from 'hono';
import {
  CallLog,
  coerceFormFields,
  FailureQueue,
  type RecordedCall,
  readParams,
  serveOnLoopback,
  sleep,
} from './shared.ts';
import { TgError } from './telegram-format.ts';
import {
  nowSeconds,
  type StoredMessage,
  TelegramState,
  type UpdateInput,
  type WebhookState,
} from './telegram-methods.ts';
import {
  buildCommand,
  buildTap,
  buildText,
  type CommandOptions,
  type SendTextOptions,
  type TapButtonOptions,
} from './telegram-updates.ts';

export { TgError } from './telegram-format.ts';
export type { StoredMessage, UpdateInput, WebhookState } from './telegram-methods.ts';
export type { CommandOptions, SendTextOptions, TapButtonOptions } from './telegram-updates.ts';

export interface FakeTelegramOptions {
  /** The bot token the fake accepts; any other well-formed token gets 401 Unauthorized. Default: a fixed fake token (`fake.token`). */
  token?: string;
  botInfo?: Partial<UserFromGetMe>;
  /** First update_id handed out (default 100000001). */
  firstUpdateId?: number;
  /** Delay before re-delivering an update to a webhook that failed (default 250 ms). */
  webhookRetryMs?: number;
}

export interface TgCall extends RecordedCall {
  /** 'http' for requests to the API, 'webhookReply' for a method the bot returned in a webhook response body. */
  via: 'http' | 'webhookReply';
}

/** An injected failure: a Bot API error answer, or a dropped TCP connection (network error on the client). */
export type TgFailure =
  | { error_code: number; description?: string; parameters?: ResponseParameters }
  | { dropConnection: true };

export interface FakeTelegram {
  /** Pass as grammY's `client: { apiRoot }`. */
  apiRoot: string;
  token: string;
  botInfo: UserFromGetMe;
  /** Raw state, for assertions the helpers do not cover. */
  state: TelegramState;
  calls(method?: string): TgCall[];
  /** Current log length: `waitForCall(m, (c) => c.seq >= mark)` waits only for calls made after `mark()`. */
  mark(): number;
  /** Resolves with the first completed call to `method` matching `predicate` (past calls included). */
  waitForCall(method: string, predicate?: (c: TgCall) => boolean, timeoutMs?: number): Promise<TgCall>;
  message(chatId: number, messageId: number): StoredMessage | undefined;
  messages(chatId: number): StoredMessage[];
  /** Queue an update for getUpdates (or deliver it to the webhook, if one is set). Assigns update_id. */
  pushUpdate(update: UpdateInput): Update;
  pendingUpdates(): Update[];
  /** Pass `{ enqueue: false }` to only build the update (e.g. for postToWebhook). */
  tapButton(o: TapButtonOptions, opts?: { enqueue?: boolean }): Update;
  sendText(o: SendTextOptions, opts?: { enqueue?: boolean }): Update;
  command(o: CommandOptions, opts?: { enqueue?: boolean }): Update;
  /** The answerCallbackQuery params for a query: null while unanswered, undefined if unknown. */
  callbackAnswer(callbackQueryId: string): Record<string, unknown> | null | undefined;
  commands(scope?: object, languageCode?: string): BotCommand[];
  webhook(): WebhookState | undefined;
  /** The next `times` calls to `method` fail as given (429 gets "Too Many Requests: retry after N" by default). */
  failNext(method: string, failure: TgFailure, times?: number): void;
  /** While on, every call (getMe and getUpdates included) has its connection dropped: an unreachable Bot API. */
  setOutage(on: boolean): void;
  /** POST an update to a webhook like Telegram does (JSON, X-Telegram-Bot-Api-Secret-Token); runs webhook replies. */
  postToWebhook(url: string, update: UpdateInput, secret?: string): Promise<{ status: number; body: string }>;
  /** Stops the server; held long polls are answered with [] and webhook retries stop. */
  close(): Promise<void>;
}

const DEFAULT_TOKEN = '7000000001:AAFakeTelegramTokenForLocalTests_0123';
const FORM_FIELDS = {
  json: [
    'reply_markup',
    'entities',
    'allowed_updates',
    'commands',
    'scope',
    'reply_parameters',
    'link_preview_options',
  ],
  int: [
    'chat_id',
    'message_id',
    'offset',
    'limit',
    'timeout',
    'message_thread_id',
    'reply_to_message_id',
    'cache_time',
    'max_connections',
  ],
  bool: [
    'show_alert',
    'disable_notification',
    'drop_pending_updates',
    'protect_content',
    'allow_sending_without_reply',
  ],
} as const;

export async function startFakeTelegram(opts: FakeTelegramOptions = {}): Promise<FakeTelegram> {
  const token = opts.token ?? DEFAULT_TOKEN;
  const botId = Number(token.split(':')[0]) || 7000000001;
  const botInfo: UserFromGetMe = {
    id: botId,
    is_bot: true,
    first_name: 'Taploop Test Bot',
    username: 'taploop_test_bot',
    can_join_groups: true,
    can_read_all_group_messages: false,
    supports_inline_queries: false,
    can_connect_to_business: false,
    has_main_web_app: false,
    has_topics_enabled: false,
    allows_users_to_create_topics: false,
    can_manage_bots: false,
    supports_join_request_queries: false,
    ...opts.botInfo,
  };
  const state = new TelegramState(botInfo, opts.firstUpdateId ?? 100000001);
  const log = new CallLog<TgCall>();
  const failures = new FailureQueue<TgFailure>();
  const closing = new AbortController();
  const pollWakers = new Set<() => void>();
  let activePoll: { superseded: boolean; wake: () => void } | undefined;
  let pumping = false;
  let outage = false;

  const wakePolls = () => [...pollWakers].forEach((w) => w());

  /** Hold until woken, aborted, closed or `ms` elapsed. */
  const hold = (ms: number, signal: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        pollWakers.delete(done);
        signal.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      pollWakers.add(done);
      signal.addEventListener('abort', done, { once: true });
    });

  async function getUpdates(p: Record<string, unknown>, signal: AbortSignal): Promise<Update[]> {
    if (state.webhook) {
      throw new TgError(
        409,
        "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to delete the webhook first",
      );
    }
    if (Array.isArray(p['allowed_updates'])) state.allowedUpdates = p['allowed_updates'] as string[];
    const offset = typeof p['offset'] === 'number' ? p['offset'] : undefined;
    const limit = Math.min(100, Math.max(1, typeof p['limit'] === 'number' ? p['limit'] : 100));
    const deadline = Date.now() + 1000 * Math.max(0, typeof p['timeout'] === 'number' ? p['timeout'] : 0);
    if (activePoll) {
      activePoll.superseded = true;
      activePoll.wake();
    }
    const me = { superseded: false, wake: wakePolls };
    activePoll = me;
    try {
      for (;;) {
        if (me.superseded) {
          throw new TgError(
            409,
            'Conflict: terminated by other getUpdates request; make sure that only one bot instance is running',
          );
        }
        const ready = state.pending(offset, state.allowedUpdates);
        const left = deadline - Date.now();
        if (ready.length > 0 || left <= 0 || closing.signal.aborted || signal.aborted)
          return structuredClone(ready.slice(0, limit));
        await hold(left, AbortSignal.any([signal, closing.signal]));
      }
    } finally {
      if (activePoll === me) activePoll = undefined;
    }
  }

  function record(method: string, params: Record<string, unknown>, via: TgCall['via'], callToken?: string): TgCall {
    return log.add({ method, params, at: Date.now(), via, ...(callToken !== undefined ? { token: callToken } : {}) });
  }

  function answer(call: TgCall, result: unknown, description?: string) {
    const body = { ok: true, result: structuredClone(result), ...(description ? { description } : {}) };
    log.complete(call, 200, body);
    return body;
  }

  function fail(call: TgCall, err: TgError) {
    const body = {
      ok: false,
      error_code: err.error_code,
      description: err.description,
      ...(err.parameters ? { parameters: err.parameters } : {}),
    };
    log.complete(call, err.error_code, body);
    return body;
  }

  function injected(method: string): TgError | 'drop' | undefined {
    const f = failures.take(method);
    if (!f) return undefined;
    if ('dropConnection' in f) return 'drop';
    const retry = f.parameters?.retry_after;
    const description =
      f.description ??
      (f.error_code === 429
        ? `Too Many Requests: retry after ${retry ?? 1}`
        : f.error_code === 403
          ? 'Forbidden: bot was blocked by the user'
          : 'Internal Server Error');
    const parameters = f.error_code === 429 ? { retry_after: retry ?? 1, ...f.parameters } : f.parameters;
    return new TgError(f.error_code, description, parameters);
  }

  const app = new Hono<{ Bindings: HttpBindings }>();
  app.all('/:bot/:method', async (c) => {
    if (closing.signal.aborted) {
      c.env.incoming.socket.destroy(); // shutting down: behave like a server that is gone
      return c.body(null, 503);
    }
    const seg = c.req.param('bot');
    const rawMethod = c.req.param('method');
    const { params } = await readParams(c.req);
    coerceFormFields(params, FORM_FIELDS);
    const method = state.canonical(rawMethod) ?? rawMethod;
    const call = record(method, params, 'http', seg.startsWith('bot') ? seg.slice(3) : undefined);
    const callToken = call.token ?? '';
    if (!seg.startsWith('bot') || !/^\d+:[\w-]+$/.test(callToken))
      return c.json(fail(call, new TgError(404, 'Not Found')), 404);
    if (callToken !== token) return c.json(fail(call, new TgError(401, 'Unauthorized')), 401);
    const inj = outage ? 'drop' : injected(method);
    if (inj === 'drop') {
      log.complete(call, 0, undefined);
      c.env.incoming.socket.destroy();
      return c.body(null, 500);
    }
    try {
      if (inj) throw inj;
      if (method === 'getUpdates') return c.json(answer(call, await getUpdates(params, c.req.raw.signal)));
      const { result, description } = state.apply(method, params);
      if (method === 'setWebhook') void pump();
      return c.json(answer(call, result, description));
    } catch (e) {
      if (!(e instanceof TgError)) throw e;
      return c.json(fail(call, e), e.error_code as 400);
    }
  });
  app.notFound((c) => c.json({ ok: false, error_code: 404, description: 'Not Found' }, 404));

  /** POST one update to a webhook; on success run a webhook reply ({ method, ... } JSON body) if any. */
  async function deliver(
    url: string,
    update: Update,
    secret?: string,
  ): Promise<{ status: number; body: string; error?: string }> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (secret !== undefined) headers['X-Telegram-Bot-Api-Secret-Token'] = secret;
    let res: Response;
    try {
      res = await fetch(url, {
        method: 'POST',
        headers,
        body: JSON.stringify(update),
        signal: AbortSignal.any([closing.signal, AbortSignal.timeout(10_000)]),
      });
    } catch (e) {
      const cause = (e as { cause?: { code?: string } }).cause?.code;
      return {
        status: 0,
        body: '',
        error: cause === 'ECONNREFUSED' ? 'Connection refused' : String((e as Error).message),
      };
    }
    const body = await res.text();
    if (res.status < 200 || res.status > 299)
      return { status: res.status, body, error: `Wrong response from the webhook: ${res.status} ${res.statusText}` };
    if ((res.headers.get('content-type') ?? '').includes('application/json') && body.trim() !== '') {
      let reply: unknown;
      try {
        reply = JSON.parse(body);
      } catch {
        reply = undefined; // Telegram ignores a webhook reply it cannot parse
      }
      if (isMethodReply(reply)) {
        const { method: m, ...params } = reply;
        const name = state.canonical(m as string) ?? (m as string);
        const call = record(name, params, 'webhookReply');
        try {
          const { result, description } = state.apply(name, params);
          answer(call, result, description);
        } catch (e) {
          if (!(e instanceof TgError)) throw e;
          fail(call, e);
        }
      }
    }
    return { status: res.status, body };
  }

  async function pump(): Promise<void> {
    if (pumping) return;
    pumping = true;
    try {
      while (!closing.signal.aborted && state.webhook) {
        const hook = state.webhook;
        const next = state.pending(undefined, state.allowedUpdates)[0];
        if (!next) break;
        const r = await deliver(hook.url, next, hook.secret_token).catch((e: unknown) => ({ error: String(e) }));
        if (r.error === undefined) {
          state.queue = state.queue.filter((u) => u !== next);
        } else {
          hook.last_error_date = nowSeconds();
          hook.last_error_message = r.error;
          await sleep(opts.webhookRetryMs ?? 250, closing.signal);
        }
      }
    } finally {
      pumping = false;
    }
  }

  const served = await serveOnLoopback(app as unknown as Hono);

  const pushUpdate = (update: UpdateInput): Update => {
    const full = state.assign(update);
    state.queue.push(full);
    wakePolls();
    if (state.webhook) void pump();
    return structuredClone(full);
  };
  const emit = (u: UpdateInput, o?: { enqueue?: boolean }) => (o?.enqueue === false ? state.assign(u) : pushUpdate(u));

  return {
    apiRoot: `http://127.0.0.1:${served.port}`,
    token,
    botInfo,
    state,
    calls: (method) => log.list(method),
    mark: () => log.size,
    waitForCall: (method, predicate, timeoutMs) => log.waitFor(method, predicate, timeoutMs),
    message: (chatId, messageId) => structuredClone(state.find(chatId, messageId)),
    messages: (chatId) => structuredClone([...(state.messages.get(chatId)?.values() ?? [])]),
    pushUpdate,
    pendingUpdates: () => structuredClone(state.queue),
    tapButton: (o, eo) => emit(buildTap(state, o), eo),
    sendText: (o, eo) => emit(buildText(state, o), eo),
    command: (o, eo) => emit(buildCommand(state, o), eo),
    callbackAnswer: (id) => structuredClone(state.callbackQueries.get(id)),
    commands: (scope, languageCode) =>
      state.apply('getMyCommands', {
        ...(scope ? { scope } : {}),
        ...(languageCode ? { language_code: languageCode } : {}),
      }).result as BotCommand[],
    webhook: () => structuredClone(state.webhook),
    failNext: (method, failure, times = 1) => failures.push(method, failure, times),
    setOutage: (on) => {
      outage = on;
      wakePolls(); // a held long poll ends; the next one meets the outage
    },
    postToWebhook: async (url, update, secret) => {
      const { status, body } = await deliver(url, state.assign(update), secret);
      return { status, body };
    },
    close: async () => {
      closing.abort();
      wakePolls();
      await served.close();
    },
  };
}

/** A webhook reply Telegram executes: a JSON object with a string `method` (a JSON-encoded string is ignored). */
function isMethodReply(v: unknown): v is { method: string } & Record<string, unknown> {
  return typeof v === 'object' && v !== null && typeof (v as { method?: unknown }).method === 'string';
}
