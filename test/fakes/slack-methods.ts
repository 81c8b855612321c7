// In-memory workspace state and Web API method implementations for the fake Slack server.
import { SLACK_DEFAULTS } from './slack-payloads.ts';
import { normalizeBlocks, validateBlocks, validateView } from './slack-validate.ts';

type Obj = Record<string, unknown>;

/** A Web API error answer `{ ok:false, error, ...extra }`. */
export class SlackError extends Error {
  constructor(
    readonly error: string,
    readonly extra: Obj = {},
  ) {
    super(error);
  }
}

export interface SlackMessage extends Obj {
  type: 'message';
  ts: string;
  text: string;
  user?: string;
  bot_id?: string;
  blocks?: Obj[];
  attachments?: Obj[];
  thread_ts?: string;
  edited?: { user: string; ts: string };
  /** Message metadata as posted (chat.postMessage `metadata`). */
  metadata?: { event_type: string; event_payload: Obj };
}

export interface SlackView extends Obj {
  id: string;
  type: 'modal' | 'home';
  hash: string;
  root_view_id: string;
  private_metadata: string;
  callback_id: string;
  external_id: string;
  blocks: Obj[];
}

export interface EphemeralMessage {
  channel: string;
  user: string;
  message_ts: string;
  text?: string;
  blocks?: Obj[];
}

const CHANNEL_ID = /^[CDG][A-Z0-9]{2,}$/;
const USER_ID = /^[UW][A-Z0-9]{2,}$/;
const str = (v: unknown) => (typeof v === 'string' ? v : undefined);

export class SlackState {
  readonly messages = new Map<string, Map<string, SlackMessage>>();
  readonly ephemerals: EphemeralMessage[] = [];
  readonly views = new Map<string, SlackView>();
  readonly users = new Map<string, Obj>();
  private readonly homeViews = new Map<string, string>();
  private readonly usedTriggers = new Set<string>();
  private readonly openDms = new Set<string>();
  private lastTsMicros = Math.floor(Date.now() / 1000) * 1_000_000;
  private viewCounter = 0;

  constructor(private readonly triggerTtlMs: number) {}

  /** Unique, increasing message timestamps like "1700000000.000100". */
  nextTs(): string {
    this.lastTsMicros = Math.max(this.lastTsMicros + 100, Math.floor(Date.now() / 1000) * 1_000_000);
    const s = String(this.lastTsMicros);
    return `${s.slice(0, -6)}.${s.slice(-6)}`;
  }

  dmChannel(userId: string): string {
    return `D${userId.slice(1)}`;
  }

  /** Resolve a `channel` argument; a user ID means the app's DM with that user, as in Slack. */
  channel(v: unknown): string {
    const c = str(v) ?? '';
    if (USER_ID.test(c)) return this.dmChannel(c);
    if (!CHANNEL_ID.test(c)) throw new SlackError('channel_not_found');
    return c;
  }

  find(channel: string, ts: string): SlackMessage | undefined {
    return this.messages.get(channel)?.get(ts);
  }

  store(channel: string, msg: SlackMessage): void {
    const inChannel = this.messages.get(channel) ?? new Map<string, SlackMessage>();
    inChannel.set(msg.ts, msg);
    this.messages.set(channel, inChannel);
  }

  /** Text/blocks/attachments fields of a message, validated like chat.postMessage / chat.update. */
  content(p: Obj, requireSome: boolean): Partial<SlackMessage> {
    const out: Partial<SlackMessage> = {};
    if (p['text'] !== undefined) out.text = String(p['text']);
    if (out.text !== undefined && out.text.length > 40_000) throw new SlackError('msg_too_long');
    for (const k of ['blocks', 'attachments'] as const) {
      const v = p[k];
      if (v === undefined || v === '') continue;
      if (k === 'blocks') {
        const errors = validateBlocks(v, 'message');
        if (errors.length > 0)
          throw new SlackError('invalid_blocks', { errors, response_metadata: { messages: errors } });
        out.blocks = normalizeBlocks(v as unknown[]) as Obj[];
      } else {
        if (!Array.isArray(v)) throw new SlackError('invalid_attachments');
        out.attachments = v as Obj[];
      }
    }
    if (p['metadata'] !== undefined && p['metadata'] !== '') out.metadata = checkMetadata(p['metadata']);
    if (requireSome && !out.text && !out.blocks?.length && !out.attachments?.length) throw new SlackError('no_text');
    return out;
  }

  private trigger(id: unknown): void {
    const t = str(id);
    if (!t || !/^\d+\.\d+\.[0-9a-f]+$/.test(t)) throw new SlackError('invalid_trigger_id');
    if (this.usedTriggers.has(t)) throw new SlackError('exchanged_trigger_id');
    if (Date.now() - Number(t.split('.')[0]) > this.triggerTtlMs) throw new SlackError('expired_trigger_id');
    this.usedTriggers.add(t);
  }

  private checkView(v: unknown, publish: boolean): void {
    const errors = validateView(v, publish);
    if (errors.length > 0) throw new SlackError('invalid_arguments', { response_metadata: { messages: errors } });
  }

  private makeView(v: unknown, publish: boolean, keep?: SlackView): SlackView {
    this.checkView(v, publish);
    const view = v as Obj;
    const id = keep?.id ?? `V${String(++this.viewCounter).padStart(10, '0')}`;
    const made: SlackView = {
      id,
      team_id: SLACK_DEFAULTS.teamId,
      type: view['type'] as 'modal' | 'home',
      blocks: normalizeBlocks((view['blocks'] as unknown[]) ?? []) as Obj[],
      private_metadata: str(view['private_metadata']) ?? '',
      callback_id: str(view['callback_id']) ?? '',
      state: { values: {} },
      hash: `${Math.floor(Date.now() / 1000)}.${Math.random().toString(36).slice(2, 10)}`,
      clear_on_close: view['clear_on_close'] === true,
      notify_on_close: view['notify_on_close'] === true,
      close: view['close'] ?? null,
      submit: view['submit'] ?? null,
      previous_view_id: null,
      root_view_id: keep?.root_view_id ?? id,
      app_id: SLACK_DEFAULTS.appId,
      external_id: str(view['external_id']) ?? '',
      app_installed_team_id: SLACK_DEFAULTS.teamId,
      bot_id: SLACK_DEFAULTS.botId,
      ...(view['type'] === 'modal' ? { title: view['title'] } : {}),
    };
    this.views.set(id, made);
    return made;
  }

  private existingView(p: Obj): SlackView {
    const byId = str(p['view_id']);
    const byExt = str(p['external_id']);
    const view = byId ? this.views.get(byId) : [...this.views.values()].find((x) => byExt && x.external_id === byExt);
    if (!view) throw new SlackError('not_found');
    if (p['hash'] !== undefined && p['hash'] !== view.hash) throw new SlackError('hash_conflict');
    return view;
  }

  userInfo(id: string): Obj {
    const name = id === SLACK_DEFAULTS.botUserId ? SLACK_DEFAULTS.botName : `user-${id.toLowerCase()}`;
    const over = this.users.get(id) ?? {};
    const profile = {
      real_name: name,
      display_name: name,
      real_name_normalized: name,
      display_name_normalized: name,
      email: `${name}@example.com`,
      team: SLACK_DEFAULTS.teamId,
    };
    return {
      id,
      team_id: SLACK_DEFAULTS.teamId,
      name,
      deleted: false,
      real_name: name,
      tz: 'Europe/London',
      tz_label: 'Greenwich Mean Time',
      tz_offset: 0,
      is_admin: false,
      is_owner: false,
      is_bot: id === SLACK_DEFAULTS.botUserId,
      is_app_user: false,
      updated: 1700000000,
      ...over,
      profile: { ...profile, ...(over['profile'] as Obj | undefined) },
    };
  }

  /**
   * conversations.history as Slack answers it: a channel's top-level messages newest first, `oldest`/`latest`
   * exclusive unless `inclusive`, `limit` (default 100, at most 999), `has_more` and an opaque
   * `response_metadata.next_cursor`; message metadata only with `include_all_metadata`. With `oldest` and no
   * `latest`, Slack answers the messages closest to `oldest` (the oldest ones), still newest first: modelled too.
   */
  private history(p: Obj): Obj {
    const channel = str(p['channel']) ?? '';
    if (!CHANNEL_ID.test(channel)) throw new SlackError('channel_not_found');
    const oldest = tsMicros(p['oldest'], 'invalid_ts_oldest');
    const latest = tsMicros(p['latest'], 'invalid_ts_latest');
    const inclusive = p['inclusive'] === true || p['inclusive'] === 1 || p['inclusive'] === '1';
    const limit = p['limit'] === undefined || p['limit'] === '' ? 100 : Number(p['limit']);
    if (!Number.isInteger(limit) || limit < 0) throw new SlackError('invalid_limit');
    const take = Math.min(limit === 0 ? 100 : limit, 999);
    const cursor = readCursor(p['cursor']);
    const forward = cursor ? cursor.forward : oldest !== null && latest === null;
    // A cursor replaces one bound with the message it stopped at (never included again); the other bound stays.
    const low = cursor?.forward ? { at: cursor.ts, incl: false } : { at: oldest, incl: inclusive };
    const high = cursor && !cursor.forward ? { at: cursor.ts, incl: false } : { at: latest, incl: inclusive };
    const all = [...(this.messages.get(channel)?.values() ?? [])]
      .filter((m) => m.thread_ts === undefined || m.thread_ts === m.ts || m['subtype'] === 'thread_broadcast')
      .map((m) => ({ m, at: tsMicros(m.ts, 'invalid_ts')! }))
      .filter(
        ({ at }) =>
          (low.at === null || at > low.at || (low.incl && at === low.at)) &&
          (high.at === null || at < high.at || (high.incl && at === high.at)),
      )
      .sort((a, b) => b.at - a.at);
    const page = forward ? all.slice(-take) : all.slice(0, take);
    const hasMore = all.length > page.length;
    const edge = forward ? page[0] : page.at(-1);
    const includeMetadata = p['include_all_metadata'] === true || p['include_all_metadata'] === 1;
    const messages = page.map(({ m }) => {
      const out = structuredClone(m);
      if (!includeMetadata) delete out.metadata;
      return out;
    });
    return {
      messages,
      has_more: hasMore,
      pin_count: 0,
      channel_actions_ts: null,
      channel_actions_count: 0,
      ...(p['oldest'] !== undefined ? { oldest: String(p['oldest']) } : {}),
      ...(p['latest'] !== undefined ? { latest: String(p['latest']) } : {}),
      ...(hasMore && edge
        ? {
            response_metadata: {
              next_cursor: Buffer.from(`${forward ? 'prev_ts' : 'next_ts'}:${edge.at}`).toString('base64'),
            },
          }
        : {}),
    };
  }

  /** Run one Web API method; returns the response fields besides `ok`. Throws SlackError for `ok:false`. */
  apply(method: string, p: Obj): Obj {
    const impl = this.methods[method];
    if (!impl) throw new SlackError('unknown_method', { req_method: method });
    return impl(p);
  }

  private readonly methods: Record<string, (p: Obj) => Obj> = {
    'auth.test': () => ({
      url: `https://${SLACK_DEFAULTS.teamDomain}.slack.com/`,
      team: SLACK_DEFAULTS.teamName,
      user: SLACK_DEFAULTS.botName,
      team_id: SLACK_DEFAULTS.teamId,
      user_id: SLACK_DEFAULTS.botUserId,
      bot_id: SLACK_DEFAULTS.botId,
      is_enterprise_install: false,
    }),
    'chat.postMessage': (p) => {
      const channel = this.channel(p['channel']);
      const ts = this.nextTs();
      const message: SlackMessage = {
        user: SLACK_DEFAULTS.botUserId,
        type: 'message',
        ts,
        bot_id: SLACK_DEFAULTS.botId,
        app_id: SLACK_DEFAULTS.appId,
        text: '',
        team: SLACK_DEFAULTS.teamId,
        bot_profile: {
          id: SLACK_DEFAULTS.botId,
          app_id: SLACK_DEFAULTS.appId,
          name: SLACK_DEFAULTS.botName,
          deleted: false,
          team_id: SLACK_DEFAULTS.teamId,
        },
        ...this.content(p, true),
        ...(p['thread_ts'] !== undefined ? { thread_ts: String(p['thread_ts']) } : {}),
      };
      this.store(channel, message);
      return { channel, ts, message: structuredClone(message) };
    },
    'chat.update': (p) => {
      const channel = this.channel(p['channel']);
      const msg = this.find(channel, String(p['ts'] ?? ''));
      if (!msg) throw new SlackError('message_not_found');
      if (msg.bot_id !== SLACK_DEFAULTS.botId) throw new SlackError('cant_update_message');
      // Omitted blocks/attachments are kept (pass [] to clear), as documented for chat.update.
      const next = this.content(p, false);
      Object.assign(msg, next, { edited: { user: SLACK_DEFAULTS.botUserId, ts: this.nextTs() } });
      for (const k of ['blocks', 'attachments'] as const)
        if (Array.isArray(msg[k]) && msg[k].length === 0) delete msg[k];
      return { channel, ts: msg.ts, text: msg.text, message: structuredClone(msg) };
    },
    'chat.delete': (p) => {
      const channel = this.channel(p['channel']);
      const ts = String(p['ts'] ?? '');
      if (!this.messages.get(channel)?.delete(ts)) throw new SlackError('message_not_found');
      return { channel, ts };
    },
    'chat.postEphemeral': (p) => {
      const channel = this.channel(p['channel']);
      const user = str(p['user']);
      if (!user || !USER_ID.test(user)) throw new SlackError('user_not_found');
      const c = this.content(p, true);
      const message_ts = this.nextTs();
      this.ephemerals.push({
        channel,
        user,
        message_ts,
        ...(c.text !== undefined ? { text: c.text } : {}),
        ...(c.blocks ? { blocks: c.blocks } : {}),
      });
      return { message_ts };
    },
    'chat.getPermalink': (p) => {
      const channel = this.channel(p['channel']);
      const ts = String(p['message_ts'] ?? '');
      if (!this.find(channel, ts)) throw new SlackError('message_not_found');
      return {
        channel,
        permalink: `https://${SLACK_DEFAULTS.teamDomain}.slack.com/archives/${channel}/p${ts.replace('.', '')}`,
      };
    },
    'views.open': (p) => (
      this.checkView(p['view'], false),
      this.trigger(p['trigger_id']),
      { view: structuredClone(this.makeView(p['view'], false)) }
    ),
    'views.push': (p) => (
      this.checkView(p['view'], false),
      this.trigger(p['trigger_id']),
      { view: structuredClone(this.makeView(p['view'], false)) }
    ),
    'views.update': (p) => ({ view: structuredClone(this.makeView(p['view'], false, this.existingView(p))) }),
    'views.publish': (p) => {
      const user = str(p['user_id']);
      if (!user || !USER_ID.test(user)) throw new SlackError('user_not_found');
      const existing = this.views.get(this.homeViews.get(user) ?? '');
      if (existing && p['hash'] !== undefined && p['hash'] !== existing.hash) throw new SlackError('hash_conflict');
      const view = this.makeView(p['view'], true, existing);
      this.homeViews.set(user, view.id);
      return { view: structuredClone(view) };
    },
    'users.info': (p) => {
      const id = str(p['user']) ?? '';
      if (!USER_ID.test(id)) throw new SlackError('user_not_found');
      return { user: this.userInfo(id) };
    },
    'conversations.history': (p) => this.history(p),
    'conversations.open': (p) => {
      const users = (str(p['users']) ?? '')
        .split(',')
        .map((u) => u.trim())
        .filter(Boolean);
      const given = str(p['channel']);
      if (given) return { channel: { id: this.channel(given) } };
      if (users.length === 0) throw new SlackError('users_list_not_supplied');
      if (users.some((u) => !USER_ID.test(u))) throw new SlackError('user_not_found');
      const id =
        users.length === 1
          ? this.dmChannel(users[0]!)
          : `G${users
              .map((u) => u.slice(1))
              .join('')
              .slice(0, 10)}`;
      const already = this.openDms.has(id);
      this.openDms.add(id);
      const channel =
        p['return_im'] === true
          ? { id, created: Math.floor(Date.now() / 1000), is_im: users.length === 1, user: users[0], is_open: true }
          : { id };
      return { ...(already ? { no_op: true, already_open: true } : {}), channel };
    },
  };
}

/** Message metadata as chat.postMessage / chat.update take it: `{ event_type, event_payload }`. */
function checkMetadata(v: unknown): { event_type: string; event_payload: Obj } {
  if (typeof v !== 'object' || v === null || Array.isArray(v)) throw new SlackError('invalid_metadata_format');
  const m = v as Obj;
  const payload = m['event_payload'];
  if (
    typeof m['event_type'] !== 'string' ||
    m['event_type'] === '' ||
    typeof payload !== 'object' ||
    payload === null ||
    Array.isArray(payload)
  )
    throw new SlackError('invalid_metadata_schema');
  return { event_type: m['event_type'], event_payload: structuredClone(payload as Obj) };
}

/** A Slack timestamp ("1700000000.000100", or whole seconds) in microseconds; null when absent. */
function tsMicros(v: unknown, error: string): number | null {
  if (v === undefined || v === '' || v === null) return null;
  const m = /^(\d+)(?:\.(\d{1,6}))?$/.exec(String(v));
  if (!m) throw new SlackError(error);
  return Number(m[1]) * 1_000_000 + Number((m[2] ?? '').padEnd(6, '0'));
}

/** The fake's opaque cursor: which way the next page goes and from which message (exclusive). */
function readCursor(v: unknown): { forward: boolean; ts: number } | null {
  if (v === undefined || v === '') return null;
  const m = /^(next_ts|prev_ts):(\d+)$/.exec(Buffer.from(String(v), 'base64').toString('utf8'));
  if (!m) throw new SlackError('invalid_cursor');
  return { forward: m[1] === 'prev_ts', ts: Number(m[2]) };
}
