// Slack → app direction for tests: v0 request signing and realistic interaction / slash command / event bodies.
import { createHmac, randomBytes } from 'node:crypto';

/** Workspace identity shared by the fake Web API and the payload builders. */
export const SLACK_DEFAULTS = {
  teamId: 'T0TAPLOOP',
  teamDomain: 'taploop-test',
  teamName: 'Taploop Test',
  appId: 'A0TAPLOOP',
  botId: 'B0TAPBOT',
  botUserId: 'U0TAPBOT',
  botName: 'taploop',
  verificationToken: 'fakeVerificationToken0000',
} as const;

/** A response_url that fails fast on loopback (discard port) so a forgotten `responseUrl` never reaches the internet. */
export const UNSET_RESPONSE_URL = 'http://127.0.0.1:9/response-url-not-set';

export type SlackSignatureHeaders = { 'x-slack-signature': string; 'x-slack-request-timestamp': string };

/** Slack's v0 signature: `v0=` + hex HMAC-SHA256(signingSecret, `v0:${timestamp}:${body}`). */
export function signSlackRequest(
  body: string,
  signingSecret: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): SlackSignatureHeaders {
  const ts = String(timestampSeconds);
  const sig = createHmac('sha256', signingSecret).update(`v0:${ts}:${body}`).digest('hex');
  return { 'x-slack-signature': `v0=${sig}`, 'x-slack-request-timestamp': ts };
}

/** POST a body to an app endpoint the way Slack does (signed; form-encoded unless the body is JSON). */
export async function postSigned(
  url: string,
  body: string,
  signingSecret: string,
  opts: { timestampSeconds?: number; headers?: Record<string, string> } = {},
): Promise<{ status: number; body: string; contentType: string | null }> {
  const contentType = body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded';
  const res = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      'user-agent': 'Slackbot 1.0 (+https://api.slack.com/robots)',
      ...signSlackRequest(body, signingSecret, opts.timestampSeconds),
      ...opts.headers,
    },
    body,
  });
  return { status: res.status, body: await res.text(), contentType: res.headers.get('content-type') };
}

/** A trigger_id like Slack's ("<ms>.<digits>.<hex>"); the fake reads the issue time from it to enforce the 3 s expiry. */
export function makeTriggerId(issuedAtMs = Date.now()): string {
  return `${issuedAtMs}.${Math.floor(Math.random() * 1e9)}.${randomBytes(10).toString('hex')}`;
}

const actionTs = () => (Date.now() / 1000).toFixed(6);

/** The `payload=<json>` form body Slack sends for interactions. */
export function interactionBody(payload: object): string {
  return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
}

interface Who {
  userId: string;
  userName?: string;
  teamId?: string;
  teamDomain?: string;
}

const userOf = (o: Who) => ({
  id: o.userId,
  username: o.userName ?? o.userId.toLowerCase(),
  name: o.userName ?? o.userId.toLowerCase(),
  team_id: o.teamId ?? SLACK_DEFAULTS.teamId,
});
const teamOf = (o: Who) => ({
  id: o.teamId ?? SLACK_DEFAULTS.teamId,
  domain: o.teamDomain ?? SLACK_DEFAULTS.teamDomain,
});

export interface BlockActionOptions extends Who {
  actionId: string;
  /** Button value; defaults to the value of the element with `actionId` in `message.blocks`. */
  value?: string;
  channel: string;
  ts: string;
  triggerId?: string;
  /** The message the button is on (e.g. `fake.message(channel, ts)`); block_id, button text and value come from it. */
  message?: Record<string, unknown>;
  blockId?: string;
  responseUrl?: string;
  channelName?: string;
}

type Element = Record<string, unknown> & { action_id?: string };

function findElement(blocks: unknown, actionId: string): { blockId?: string; el?: Element } {
  for (const b of Array.isArray(blocks) ? (blocks as Record<string, unknown>[]) : []) {
    const els = [
      ...(Array.isArray(b['elements']) ? (b['elements'] as Element[]) : []),
      ...(b['accessory'] ? [b['accessory'] as Element] : []),
    ];
    const el = els.find((e) => e.action_id === actionId);
    if (el) return { blockId: b['block_id'] as string | undefined, el };
  }
  return {};
}

/** A `block_actions` payload object for a button click on a message. */
export function blockAction(o: BlockActionOptions): Record<string, unknown> {
  const { blockId, el } = findElement(o.message?.['blocks'], o.actionId);
  const message = o.message ?? {
    type: 'message',
    ts: o.ts,
    text: '',
    user: SLACK_DEFAULTS.botUserId,
    bot_id: SLACK_DEFAULTS.botId,
    team: SLACK_DEFAULTS.teamId,
  };
  const value = o.value ?? (el?.['value'] as string | undefined);
  const action: Record<string, unknown> = {
    action_id: o.actionId,
    block_id: o.blockId ?? blockId ?? 'actions',
    text: el?.['text'] ?? { type: 'plain_text', text: o.actionId, emoji: true },
    ...(value !== undefined ? { value } : {}),
    ...(el?.['style'] ? { style: el['style'] } : {}),
    type: el?.['type'] ?? 'button',
    action_ts: actionTs(),
  };
  return {
    type: 'block_actions',
    user: userOf(o),
    api_app_id: SLACK_DEFAULTS.appId,
    token: SLACK_DEFAULTS.verificationToken,
    container: { type: 'message', message_ts: o.ts, channel_id: o.channel, is_ephemeral: false },
    trigger_id: o.triggerId ?? makeTriggerId(),
    team: teamOf(o),
    enterprise: null,
    is_enterprise_install: false,
    channel: { id: o.channel, name: o.channelName ?? (o.channel.startsWith('D') ? 'directmessage' : 'taploop') },
    message,
    state: { values: {} },
    response_url: o.responseUrl ?? UNSET_RESPONSE_URL,
    actions: [action],
  };
}

export const blockActionPayload = (o: BlockActionOptions): string => interactionBody(blockAction(o));

export interface ViewSubmissionOptions extends Who {
  callbackId: string;
  privateMetadata?: string;
  /** state.values: block_id → action_id → a string (a plain_text_input value) or the full element state object. */
  values?: Record<string, Record<string, string | Record<string, unknown>>>;
  /** The view being submitted (e.g. `fake.view(id)`); id, blocks, title and hash are taken from it. */
  view?: Record<string, unknown>;
  triggerId?: string;
}

/** A `view_submission` payload object. */
export function viewSubmission(o: ViewSubmissionOptions): Record<string, unknown> {
  const values = Object.fromEntries(
    Object.entries(o.values ?? {}).map(([blockId, actions]) => [
      blockId,
      Object.fromEntries(
        Object.entries(actions).map(([a, v]) => [
          a,
          typeof v === 'string' ? { type: 'plain_text_input', value: v } : v,
        ]),
      ),
    ]),
  );
  const id = (o.view?.['id'] as string | undefined) ?? 'V0FAKEVIEW1';
  const view = {
    id,
    team_id: SLACK_DEFAULTS.teamId,
    type: 'modal',
    blocks: [],
    private_metadata: '',
    hash: '1700000000.fakehash',
    title: { type: 'plain_text', text: 'Edit draft', emoji: true },
    clear_on_close: false,
    notify_on_close: false,
    close: null,
    submit: { type: 'plain_text', text: 'Save', emoji: true },
    previous_view_id: null,
    root_view_id: id,
    app_id: SLACK_DEFAULTS.appId,
    external_id: '',
    app_installed_team_id: SLACK_DEFAULTS.teamId,
    bot_id: SLACK_DEFAULTS.botId,
    ...o.view,
    callback_id: o.callbackId,
    ...(o.privateMetadata !== undefined ? { private_metadata: o.privateMetadata } : {}),
    state: { values },
  };
  return {
    type: 'view_submission',
    team: teamOf(o),
    user: userOf(o),
    api_app_id: SLACK_DEFAULTS.appId,
    token: SLACK_DEFAULTS.verificationToken,
    trigger_id: o.triggerId ?? makeTriggerId(),
    view,
    response_urls: [],
    is_enterprise_install: false,
    enterprise: null,
  };
}

export const viewSubmissionPayload = (o: ViewSubmissionOptions): string => interactionBody(viewSubmission(o));

export interface SlashCommandOptions extends Who {
  command: string;
  text?: string;
  channelId?: string;
  channelName?: string;
  triggerId?: string;
  responseUrl?: string;
}

/** The form-encoded body Slack POSTs for a slash command. */
export function slashCommandBody(o: SlashCommandOptions): string {
  return new URLSearchParams({
    token: SLACK_DEFAULTS.verificationToken,
    team_id: o.teamId ?? SLACK_DEFAULTS.teamId,
    team_domain: o.teamDomain ?? SLACK_DEFAULTS.teamDomain,
    channel_id: o.channelId ?? `D${o.userId.slice(1)}`,
    channel_name: o.channelName ?? 'directmessage',
    user_id: o.userId,
    user_name: o.userName ?? o.userId.toLowerCase(),
    command: o.command.startsWith('/') ? o.command : `/${o.command}`,
    text: o.text ?? '',
    api_app_id: SLACK_DEFAULTS.appId,
    is_enterprise_install: 'false',
    response_url: o.responseUrl ?? UNSET_RESPONSE_URL,
    trigger_id: o.triggerId ?? makeTriggerId(),
  }).toString();
}

/** The JSON body of an Events API `event_callback` (e.g. a DM `message` event). */
export function eventCallbackBody(event: Record<string, unknown>, o: { teamId?: string } = {}): string {
  const teamId = o.teamId ?? SLACK_DEFAULTS.teamId;
  return JSON.stringify({
    token: SLACK_DEFAULTS.verificationToken,
    team_id: teamId,
    api_app_id: SLACK_DEFAULTS.appId,
    event: { event_ts: actionTs(), ...event },
    type: 'event_callback',
    event_id: `Ev${randomBytes(5).toString('hex').toUpperCase()}`,
    event_time: Math.floor(Date.now() / 1000),
    authorizations: [
      {
        enterprise_id: null,
        team_id: teamId,
        user_id: SLACK_DEFAULTS.botUserId,
        is_bot: true,
        is_enterprise_install: false,
      },
    ],
    is_ext_shared_channel: false,
  });
}
