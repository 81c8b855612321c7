// Fake Slack Web API server on loopback (Hono) for running the real Bolt app in tests, plus response_url handling.
import type { HttpBindings } from '@hono/node-server';
import { Hono } from 'hono';
import { CallLog, coerceFormFields, FailureQueue, type RecordedCall, readParams, serveOnLoopback } from './shared.ts';
import { type EphemeralMessage, SlackError, type SlackMessage, SlackState, type SlackView } from './slack-methods.ts';
import {
  type BlockActionOptions,
  blockActionPayload,
  SLACK_DEFAULTS,
  type SlashCommandOptions,
  slashCommandBody,
  type ViewSubmissionOptions,
  viewSubmissionPayload,
} from './slack-payloads.ts';

export type { EphemeralMessage, SlackMessage, SlackView } from './slack-methods.ts';
export * from './slack-payloads.ts';

export interface FakeSlackOptions {
  /** The bot token the fake accepts (Authorization: Bearer, or `token` in a form body). Default: `fake.token`. */
  token?: string;
  /** How long a trigger_id stays usable for views.open/push (Slack: 3 s). */
  triggerTtlMs?: number;
}

/** An injected failure: a Web API error (e.g. `ratelimited` → HTTP 429 + Retry-After), an HTTP status, or a dropped connection. */
export type SlackFailure =
  | { error: string; retryAfter?: number; status?: number; extra?: Record<string, unknown> }
  | { dropConnection: true }
  /** The call takes effect (a message is posted) but its answer is lost: the connection drops instead. */
  | { answerLost: true };

export interface FakeSlack {
  /** Pass as Bolt's `clientOptions: { slackApiUrl }` (ends with /api/). */
  apiUrl: string;
  token: string;
  teamId: string;
  botUserId: string;
  botId: string;
  state: SlackState;
  calls(method?: string): RecordedCall[];
  /** Current log length: `waitForCall(m, (c) => c.seq >= mark)` waits only for newer calls. */
  mark(): number;
  /** Resolves with the first completed call to `method` matching `predicate` (past calls included). Method 'response_url' = response_url POSTs. */
  waitForCall(method: string, predicate?: (c: RecordedCall) => boolean, timeoutMs?: number): Promise<RecordedCall>;
  message(channel: string, ts: string): SlackMessage | undefined;
  messages(channel: string): SlackMessage[];
  ephemerals(): EphemeralMessage[];
  view(id: string): SlackView | undefined;
  /** The DM channel id chat.postMessage / conversations.open use for a user id. */
  dmChannel(userId: string): string;
  /** A response_url served by this fake, bound to a message (replace_original/delete_original act on it). */
  responseUrl(channel: string, ts?: string, userId?: string): string;
  setUser(id: string, fields: Record<string, unknown>): void;
  failNext(method: string, failure: SlackFailure, times?: number): void;
  /** Body builders wired to this fake: the stored message, response_url and a fresh trigger_id are filled in. */
  payloads: {
    blockAction(o: Omit<BlockActionOptions, 'message'> & { force?: boolean }): string;
    viewSubmission(o: ViewSubmissionOptions & { viewId?: string }): string;
    slashCommand(o: SlashCommandOptions): string;
  };
  close(): Promise<void>;
}

const FORM_FIELDS = {
  json: ['blocks', 'attachments', 'view', 'metadata', 'unfurls'],
  bool: [
    'as_user',
    'unfurl_links',
    'unfurl_media',
    'reply_broadcast',
    'mrkdwn',
    'return_im',
    'link_names',
    'include_all_metadata',
    'inclusive',
  ],
  int: ['limit'],
} as const;

export async function startFakeSlack(opts: FakeSlackOptions = {}): Promise<FakeSlack> {
  const token = opts.token ?? 'xoxb-0000000000-0000000000000-fakeTaploopSlackToken';
  const state = new SlackState(opts.triggerTtlMs ?? 3000);
  const log = new CallLog();
  const failures = new FailureQueue<SlackFailure>();
  const app = new Hono<{ Bindings: HttpBindings }>();
  let closed = false;

  app.all('/api/:method', async (c) => {
    if (closed) {
      c.env.incoming.socket.destroy();
      return c.body(null, 503);
    }
    const method = c.req.param('method');
    const { params } = await readParams(c.req);
    coerceFormFields(params, FORM_FIELDS);
    const bearer = /^Bearer (.+)$/.exec(c.req.header('authorization') ?? '')?.[1];
    const callToken = bearer ?? (typeof params['token'] === 'string' ? params['token'] : undefined);
    delete params['token'];
    const call = log.add({ method, params, at: Date.now(), ...(callToken !== undefined ? { token: callToken } : {}) });
    const reply = (status: number, body: Record<string, unknown>, headers?: Record<string, string>) => {
      log.complete(call, status, body);
      return c.json(body, status as 200, headers);
    };
    const failure = failures.take(method);
    if (failure && 'dropConnection' in failure) {
      log.complete(call, 0, undefined);
      c.env.incoming.socket.destroy();
      return c.body(null, 500);
    }
    if (failure && 'answerLost' in failure) {
      try {
        state.apply(method, params);
      } catch (e) {
        if (!(e instanceof SlackError)) throw e;
      }
      log.complete(call, 0, undefined);
      c.env.incoming.socket.destroy();
      return c.body(null, 500);
    }
    if (failure) {
      const rateLimited = failure.error === 'ratelimited';
      const headers: Record<string, string> = rateLimited ? { 'retry-after': String(failure.retryAfter ?? 1) } : {};
      return reply(
        failure.status ?? (rateLimited ? 429 : 200),
        { ok: false, error: failure.error, ...failure.extra },
        headers,
      );
    }
    if (callToken === undefined) return reply(200, { ok: false, error: 'not_authed' });
    if (callToken !== token) return reply(200, { ok: false, error: 'invalid_auth' });
    try {
      return reply(200, { ok: true, ...state.apply(method, params) });
    } catch (e) {
      if (!(e instanceof SlackError)) throw e;
      return reply(200, { ok: false, error: e.error, ...e.extra });
    }
  });

  // response_url: Bolt's respond() POSTs JSON here; acts on the bound message like Slack does.
  app.post('/response/:channel/:ts/:user', async (c) => {
    const { channel, ts, user } = c.req.param();
    const params = (await c.req.json()) as Record<string, unknown>;
    const call = log.add({ method: 'response_url', params: { ...params, channel, ts, user }, at: Date.now() });
    const original = ts === '-' ? undefined : state.find(channel, ts);
    try {
      if (params['delete_original'] === true) {
        if (!original) throw new SlackError('message_not_found');
        state.messages.get(channel)?.delete(ts);
      } else if (params['replace_original'] === true && original) {
        Object.assign(original, state.content(params, true), {
          edited: { user: SLACK_DEFAULTS.botUserId, ts: state.nextTs() },
        });
      } else if (params['response_type'] === 'in_channel') {
        state.apply('chat.postMessage', { ...params, channel });
      } else {
        state.apply('chat.postEphemeral', { ...params, channel, user });
      }
      log.complete(call, 200, { ok: true });
      return c.json({ ok: true });
    } catch (e) {
      if (!(e instanceof SlackError)) throw e;
      log.complete(call, 404, { ok: false, error: e.error });
      return c.json({ ok: false, error: e.error }, 404);
    }
  });

  const served = await serveOnLoopback(app as unknown as Hono);
  const base = `http://127.0.0.1:${served.port}`;
  const responseUrl = (channel: string, ts?: string, userId = 'U0OWNER') =>
    `${base}/response/${channel}/${ts ?? '-'}/${userId}`;

  return {
    apiUrl: `${base}/api/`,
    token,
    teamId: SLACK_DEFAULTS.teamId,
    botUserId: SLACK_DEFAULTS.botUserId,
    botId: SLACK_DEFAULTS.botId,
    state,
    calls: (method) => log.list(method),
    mark: () => log.size,
    waitForCall: (method, predicate, timeoutMs) => log.waitFor(method, predicate, timeoutMs),
    message: (channel, ts) => structuredClone(state.find(channel, ts)),
    messages: (channel) => structuredClone([...(state.messages.get(channel)?.values() ?? [])]),
    ephemerals: () => structuredClone(state.ephemerals),
    view: (id) => structuredClone(state.views.get(id)),
    dmChannel: (userId) => state.dmChannel(userId),
    responseUrl,
    setUser: (id, fields) => void state.users.set(id, { ...state.users.get(id), ...fields }),
    failNext: (method, failure, times = 1) => failures.push(method, failure, times),
    payloads: {
      blockAction: ({ force, ...o }) => {
        const message = state.find(o.channel, o.ts);
        if (!message) throw new Error(`blockAction: no message ${o.ts} in channel ${o.channel}`);
        const ids = (message.blocks ?? [])
          .flatMap((b) => [
            ...((b['elements'] as { action_id?: string }[] | undefined) ?? []),
            ...(b['accessory'] ? [b['accessory'] as { action_id?: string }] : []),
          ])
          .map((e) => e.action_id);
        if (!force && !ids.includes(o.actionId)) {
          throw new Error(
            `blockAction: message ${o.ts} in ${o.channel} shows no element with action_id "${o.actionId}" (has: ${ids.join(', ') || 'none'})`,
          );
        }
        return blockActionPayload({
          ...o,
          message: structuredClone(message),
          responseUrl: o.responseUrl ?? responseUrl(o.channel, o.ts, o.userId),
        });
      },
      viewSubmission: ({ viewId, ...o }) => {
        const view = viewId === undefined ? o.view : state.views.get(viewId);
        if (viewId !== undefined && !view) throw new Error(`viewSubmission: no view ${viewId}`);
        return viewSubmissionPayload({ ...o, ...(view ? { view: structuredClone(view) } : {}) });
      },
      slashCommand: (o) =>
        slashCommandBody({
          ...o,
          responseUrl: o.responseUrl ?? responseUrl(o.channelId ?? state.dmChannel(o.userId), undefined, o.userId),
        }),
    },
    close: async () => {
      closed = true;
      await served.close();
    },
  };
}
