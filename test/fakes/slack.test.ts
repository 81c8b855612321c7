// Self-test: the real Bolt app (HTTPReceiver) works against the fake Slack Web API and signed Slack requests.
import type { AddressInfo } from 'node:net';
import { App, type BlockAction, type ButtonAction, HTTPReceiver, LogLevel, webApi } from '@slack/bolt';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FakeSlack, postSigned, signSlackRequest, slashCommandBody, startFakeSlack } from './slack.ts';

const SIGNING_SECRET = 'fake-signing-secret-0123456789';
const OWNER = 'U0OWNER1';

const cardBlocks = (text: string) => [
  { type: 'section', text: { type: 'mrkdwn', text } },
  {
    type: 'actions',
    block_id: 'draft:d1',
    elements: [
      {
        type: 'button',
        action_id: 'approve',
        text: { type: 'plain_text', text: 'Approve' },
        value: 'd1',
        style: 'primary',
      },
      { type: 'button', action_id: 'edit', text: { type: 'plain_text', text: 'Edit' }, value: 'd1' },
      {
        type: 'button',
        action_id: 'reject',
        text: { type: 'plain_text', text: 'Reject' },
        value: 'd1',
        style: 'danger',
      },
    ],
  },
];

let fake: FakeSlack;
let app: App;
let events: string;

beforeEach(async () => {
  fake = await startFakeSlack();
  const receiver = new HTTPReceiver({
    signingSecret: SIGNING_SECRET,
    processBeforeResponse: true,
    logLevel: LogLevel.ERROR,
  });
  app = new App({
    token: fake.token,
    receiver,
    logLevel: LogLevel.ERROR,
    // retries: 0 so a failing call fails the test instead of being retried for ~30 minutes
    clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
  });
  app.action<BlockAction<ButtonAction>>('approve', async ({ ack, body, client, action }) => {
    await ack();
    await client.chat.update({
      channel: body.channel!.id,
      ts: body.message!.ts,
      text: `Approved ${action.value}`,
      blocks: [],
    });
  });
  app.action<BlockAction<ButtonAction>>('reject', async ({ ack, respond, action }) => {
    await ack();
    await respond({ replace_original: true, text: `Rejected ${action.value}` });
  });
  app.action<BlockAction<ButtonAction>>('edit', async ({ ack, body, client, action }) => {
    await ack();
    await client.views.open({
      trigger_id: body.trigger_id,
      view: {
        type: 'modal',
        callback_id: 'edit_draft',
        private_metadata: JSON.stringify({ channel: body.channel!.id, ts: body.message!.ts, draft: action.value }),
        title: { type: 'plain_text', text: 'Edit draft' },
        submit: { type: 'plain_text', text: 'Save' },
        blocks: [
          {
            type: 'input',
            block_id: 'body',
            label: { type: 'plain_text', text: 'Text' },
            element: { type: 'plain_text_input', action_id: 'text', multiline: true },
          },
        ],
      },
    });
  });
  app.view('edit_draft', async ({ ack, view, client }) => {
    const text = view.state.values['body']?.['text']?.value ?? '';
    if (text.trim() === '') return void (await ack({ response_action: 'errors', errors: { body: 'Empty draft' } }));
    await ack();
    const meta = JSON.parse(view.private_metadata) as { channel: string; ts: string };
    await client.chat.update({ channel: meta.channel, ts: meta.ts, text, blocks: cardBlocks(text) });
  });
  app.command('/taploop', async ({ ack, command }) => {
    await ack(`pending drafts for ${command.user_id}: 0 (${command.text})`);
  });
  const server = await app.start({ port: 0, host: '127.0.0.1' });
  events = `http://127.0.0.1:${(server.address() as AddressInfo).port}/slack/events`;
});

afterEach(async () => {
  await app.stop();
  await fake.close();
});

async function postCard(text = 'Draft d1: hello') {
  const res = await app.client.chat.postMessage({ channel: OWNER, text, blocks: cardBlocks(text) });
  return { channel: res.channel!, ts: res.ts! };
}

describe('fake Slack + Bolt (HTTPReceiver)', () => {
  it('Bolt verifies its token against the fake, not slack.com', async () => {
    const authTest = await fake.waitForCall('auth.test');
    expect(authTest.token).toBe(fake.token);
    expect(authTest.response).toMatchObject({ ok: true, user_id: fake.botUserId, bot_id: fake.botId });
  });

  it('runs a signed block_actions click; the handler updates the card via chat.update', async () => {
    const { channel, ts } = await postCard();
    expect(channel).toBe(fake.dmChannel(OWNER));
    expect(ts).toMatch(/^\d{10}\.\d{6}$/);
    const res = await postSigned(
      events,
      fake.payloads.blockAction({ userId: OWNER, actionId: 'approve', channel, ts }),
      SIGNING_SECRET,
    );
    expect(res.status).toBe(200);
    const update = await fake.waitForCall('chat.update');
    expect(update.params).toMatchObject({ channel, ts, text: 'Approved d1' });
    expect(fake.message(channel, ts)).toMatchObject({ text: 'Approved d1', edited: { user: fake.botUserId } });
    expect(fake.message(channel, ts)?.blocks).toBeUndefined(); // blocks: [] cleared them
  });

  it('serves response_url: respond({ replace_original }) replaces the card', async () => {
    const { channel, ts } = await postCard();
    await postSigned(
      events,
      fake.payloads.blockAction({ userId: OWNER, actionId: 'reject', channel, ts }),
      SIGNING_SECRET,
    );
    const responded = await fake.waitForCall('response_url');
    expect(responded.params).toMatchObject({ replace_original: true, text: 'Rejected d1', channel, ts });
    expect(fake.message(channel, ts)?.text).toBe('Rejected d1');
  });

  it('rejects a forged or stale signature with 401 and never runs the handler', async () => {
    const { channel, ts } = await postCard();
    const body = fake.payloads.blockAction({ userId: OWNER, actionId: 'approve', channel, ts });
    const forged = await postSigned(events, body, 'not-the-secret');
    expect(forged.status).toBe(401);
    const stale = await postSigned(events, body, SIGNING_SECRET, {
      timestampSeconds: Math.floor(Date.now() / 1000) - 600,
    });
    expect(stale.status).toBe(401);
    const tampered = await fetch(events, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...signSlackRequest(body, SIGNING_SECRET) },
      body: `${body}x`,
    });
    expect(tampered.status).toBe(401);
    expect(fake.calls('chat.update')).toHaveLength(0);
  });

  it('acks a signed slash command with the handler response', async () => {
    const res = await postSigned(
      events,
      slashCommandBody({ userId: OWNER, command: '/taploop', text: 'status' }),
      SIGNING_SECRET,
    );
    expect(res.status).toBe(200);
    expect(res.body).toBe(`pending drafts for ${OWNER}: 0 (status)`);
  });

  it('opens a modal from a click (trigger_id checked) and applies the view submission', async () => {
    const { channel, ts } = await postCard();
    await postSigned(
      events,
      fake.payloads.blockAction({ userId: OWNER, actionId: 'edit', channel, ts }),
      SIGNING_SECRET,
    );
    const open = await fake.waitForCall('views.open');
    const viewId = (open.response as { view: { id: string } }).view.id;
    expect(fake.view(viewId)).toMatchObject({ callback_id: 'edit_draft', type: 'modal' });

    const empty = await postSigned(
      events,
      fake.payloads.viewSubmission({
        userId: OWNER,
        viewId,
        callbackId: 'edit_draft',
        values: { body: { text: ' ' } },
      }),
      SIGNING_SECRET,
    );
    expect(JSON.parse(empty.body)).toEqual({ response_action: 'errors', errors: { body: 'Empty draft' } });

    const saved = await postSigned(
      events,
      fake.payloads.viewSubmission({
        userId: OWNER,
        viewId,
        callbackId: 'edit_draft',
        values: { body: { text: 'Shorter' } },
      }),
      SIGNING_SECRET,
    );
    expect(saved.status).toBe(200);
    expect(fake.message(channel, ts)?.text).toBe('Shorter');
    expect(JSON.stringify(fake.message(channel, ts)?.blocks)).toContain('Shorter');
  });

  it('answers with Slack errors: reused trigger, invalid blocks, unknown method, rate limit', async () => {
    const { channel, ts } = await postCard();
    const trigger = JSON.parse(
      decodeURIComponent(fake.payloads.blockAction({ userId: OWNER, actionId: 'edit', channel, ts }).slice(8)),
    ).trigger_id as string;
    const view = {
      type: 'modal' as const,
      title: { type: 'plain_text' as const, text: 'A title that is far too long for Slack' },
      blocks: [],
    };
    await expect(app.client.views.open({ trigger_id: trigger, view })).rejects.toMatchObject({
      data: { error: 'invalid_arguments' },
    });
    await expect(
      app.client.views.open({ trigger_id: trigger, view: { ...view, title: { type: 'plain_text', text: 'Ok' } } }),
    ).resolves.toMatchObject({ ok: true });
    await expect(
      app.client.views.open({ trigger_id: trigger, view: { ...view, title: { type: 'plain_text', text: 'Ok' } } }),
    ).rejects.toMatchObject({ data: { error: 'exchanged_trigger_id' } });
    const longButton = [
      {
        type: 'actions',
        elements: [{ type: 'button', action_id: 'a', text: { type: 'plain_text', text: 'x'.repeat(80) } }],
      },
    ];
    await expect(app.client.chat.postMessage({ channel: OWNER, text: 't', blocks: longButton })).rejects.toMatchObject({
      data: { error: 'invalid_blocks' },
    });
    await expect(app.client.apiCall('no.such.method')).rejects.toMatchObject({ data: { error: 'unknown_method' } });
    fake.failNext('chat.postMessage', { error: 'ratelimited', retryAfter: 7 });
    const strict = new webApi.WebClient(fake.token, {
      slackApiUrl: fake.apiUrl,
      rejectRateLimitedCalls: true,
      logLevel: LogLevel.ERROR,
    });
    await expect(strict.chat.postMessage({ channel: OWNER, text: 'hi' })).rejects.toMatchObject({
      code: webApi.ErrorCode.RateLimitedError,
      retryAfter: 7,
    });
    expect(fake.calls('chat.postMessage').map((c) => c.status)).toEqual([200, 200, 429]);
  });
});

describe('fake Slack conversations.history (read through the real Web API client)', () => {
  const channel = 'C0HISTORY';
  const post = async (text: string, extra: Record<string, unknown> = {}) =>
    (await app.client.chat.postMessage({ channel, text, ...extra })).ts!;

  it('answers top-level messages newest first, in pages the client follows by cursor; metadata only on request', async () => {
    const first = await post('one');
    const tagged = await post('two', { metadata: { event_type: 'taploop_publication', event_payload: { id: 'p2' } } });
    await post('reply to one', { thread_ts: first });
    const third = await post('three');
    const fourth = await post('four');

    const plain = await app.client.conversations.history({ channel, limit: 3 });
    expect(plain.messages!.map((m) => m.text)).toEqual(['four', 'three', 'two']);
    expect(plain.has_more).toBe(true);
    expect(plain.response_metadata?.next_cursor).toBeTruthy();
    expect(plain.messages!.find((m) => m.ts === tagged)!.metadata).toBeUndefined();

    const pages: string[][] = [];
    for await (const page of app.client.paginate('conversations.history', {
      channel,
      limit: 2,
      include_all_metadata: true,
    })) {
      const messages = (page as webApi.ConversationsHistoryResponse).messages!;
      pages.push(messages.map((m) => m.text!));
      const withMetadata = messages.find((m) => m.ts === tagged);
      if (withMetadata)
        expect(withMetadata.metadata).toEqual({ event_type: 'taploop_publication', event_payload: { id: 'p2' } });
    }
    expect(pages).toEqual([
      ['four', 'three'],
      ['two', 'one'],
    ]);

    // oldest/latest are exclusive unless inclusive; with oldest alone Slack answers the messages closest to it.
    const between = await app.client.conversations.history({ channel, oldest: first, latest: fourth });
    expect(between.messages!.map((m) => m.ts)).toEqual([third, tagged]);
    const inclusive = await app.client.conversations.history({
      channel,
      oldest: first,
      latest: fourth,
      inclusive: true,
    });
    expect(inclusive.messages!.map((m) => m.text)).toEqual(['four', 'three', 'two', 'one']);
    const oldestOnly = await app.client.conversations.history({ channel, oldest: first, limit: 2 });
    expect(oldestOnly.messages!.map((m) => m.text)).toEqual(['three', 'two']);
    const bounded = await app.client.conversations.history({ channel, oldest: first, latest: '9999999999', limit: 2 });
    expect(bounded.messages!.map((m) => m.text)).toEqual(['four', 'three']);
  });

  it('refuses a channel name, bad metadata and a bad cursor like Slack', async () => {
    await expect(app.client.conversations.history({ channel: '#news' })).rejects.toMatchObject({
      data: { ok: false, error: 'channel_not_found' },
    });
    await expect(
      app.client.chat.postMessage({ channel, text: 'x', metadata: { event_type: '', event_payload: {} } }),
    ).rejects.toMatchObject({ data: { error: 'invalid_metadata_schema' } });
    await expect(app.client.conversations.history({ channel, cursor: 'bm9wZQ==' })).rejects.toMatchObject({
      data: { error: 'invalid_cursor' },
    });
  });
});
