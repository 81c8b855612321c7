// The Hono receiver on its own: when Slack gets its answer (ack vs. listeners done), and what it answers when nobody acks.
import { App, type BlockAction, type ButtonAction } from '@slack/bolt';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HonoReceiver } from '../../../bots/slack/hono-receiver.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import {
  blockActionPayload,
  type FakeSlack,
  signSlackRequest,
  slashCommandBody,
  startFakeSlack,
} from '../../fakes/slack.ts';

const SECRET = 'receiver-test-secret';
let fake: FakeSlack;
beforeAll(async () => {
  fake = await startFakeSlack();
});
afterAll(() => fake.close());

function setup(opts: { processBeforeResponse?: boolean; ackTimeoutMs?: number; bodyLimitBytes?: number } = {}) {
  const hono = new Hono();
  const receiver = new HonoReceiver({ signingSecret: SECRET, logger: silentLogger, ...opts }).mount(hono);
  const bolt = new App({
    token: fake.token,
    receiver,
    botId: fake.botId,
    botUserId: fake.botUserId,
    clientOptions: { slackApiUrl: fake.apiUrl, retryConfig: { retries: 0 } },
  });
  const send = (body: string, signed = true) =>
    Promise.resolve(
      hono.request('/slack/events', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(signed ? signSlackRequest(body, SECRET) : {}),
        },
        body,
      }),
    );
  return { bolt, send };
}

const click = (actionId: string) =>
  blockActionPayload({ userId: 'U0OWNER1', actionId, value: 'x', channel: 'C0CARDS', ts: '1700000000.000100' });

describe('HonoReceiver', () => {
  it('by default answers as soon as ack() is called, while the listener is still working', async () => {
    const { bolt, send } = setup();
    let release!: () => void;
    let finished = false;
    bolt.action<BlockAction<ButtonAction>>('slow', async ({ ack }) => {
      await ack();
      await new Promise<void>((ok) => (release = ok));
      finished = true;
    });
    const res = await send(click('slow'));
    expect(res.status).toBe(200);
    expect(finished).toBe(false);
    release();
  });

  it('with processBeforeResponse answers after the listener, with what it acked', async () => {
    const { bolt, send } = setup({ processBeforeResponse: true });
    let finished = false;
    bolt.command('/taploop', async ({ ack }) => {
      await ack('hello');
      await new Promise((ok) => setTimeout(ok, 50));
      finished = true;
    });
    const res = await send(slashCommandBody({ userId: 'U0OWNER1', command: '/taploop' }));
    expect(finished).toBe(true);
    expect(await res.text()).toBe('hello');
  });

  it('answers 404 at once when no listener takes the request', async () => {
    const { send } = setup();
    const started = Date.now();
    expect((await send(click('unknown_action'))).status).toBe(404);
    expect(Date.now() - started).toBeLessThan(2500); // within Slack's 3 s, however busy the machine
  });

  it('answers for a listener that never acks, before Slack’s 3 s', async () => {
    const { bolt, send } = setup({ ackTimeoutMs: 100 });
    let release!: () => void;
    bolt.action('forgetful', async () => {
      await new Promise<void>((ok) => (release = ok));
    });
    const started = Date.now();
    expect((await send(click('forgetful'))).status).toBe(404);
    expect(Date.now() - started).toBeLessThan(2500); // within Slack's 3 s, not when the listener returns
    release();
  });

  it('refuses a body over the limit, and answers Slack’s unsigned ssl_check', async () => {
    const { send } = setup({ bodyLimitBytes: 2048 });
    expect((await send(`payload=${'x'.repeat(4096)}`)).status).toBe(413);
    expect((await send('ssl_check=1&token=abc', false)).status).toBe(200);
    expect((await send('command=%2Ftaploop&text=help', false)).status).toBe(401);
  });
});
