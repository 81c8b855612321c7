// The Telegram and Slack publishers post the text through the real wire format (local fake API servers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlackPublisher } from '../../../gateway/publish/publishers/slack.ts';
import { createTelegramPublisher } from '../../../gateway/publish/publishers/telegram.ts';
import { type FakeSlack, startFakeSlack } from '../../fakes/slack.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';

const req = {
  publicationId: 'pub_1',
  runId: 'run_1',
  goal: 'posts',
  target: null,
  text: 'We ship today.',
  idempotencyKey: 'run_1',
  attempt: 1,
};

describe('chat publishers', () => {
  let tg: FakeTelegram;
  let slack: FakeSlack;
  beforeAll(async () => {
    [tg, slack] = await Promise.all([startFakeTelegram(), startFakeSlack()]);
  });
  afterAll(async () => {
    await Promise.all([tg.close(), slack.close()]);
  });

  it('Telegram: sendMessage to the configured chat, the message id kept', async () => {
    const out = await createTelegramPublisher({ token: tg.token, chatId: -100123, apiRoot: tg.apiRoot }).publish(req);
    expect(tg.calls('sendMessage').at(-1)!.params).toMatchObject({ chat_id: -100123, text: 'We ship today.' });
    expect(out.externalId).toMatch(/^\d+$/);
  });

  it('Telegram: a refusal is an error the dispatcher retries', async () => {
    await expect(
      createTelegramPublisher({ token: 'wrong:token', chatId: 1, apiRoot: tg.apiRoot }).publish(req),
    ).rejects.toThrow(/Telegram refused/);
  });

  it('Slack: chat.postMessage to the channel, the ts kept; a bad token is an error', async () => {
    const out = await createSlackPublisher({ token: slack.token, channel: 'C0NEWS', apiUrl: slack.apiUrl }).publish(
      req,
    );
    expect(slack.calls('chat.postMessage').at(-1)!.params).toMatchObject({ channel: 'C0NEWS', text: 'We ship today.' });
    expect(out.externalId).toMatch(/^\d+\.\d+$/);
    await expect(
      createSlackPublisher({ token: 'xoxb-wrong', channel: 'C0NEWS', apiUrl: slack.apiUrl }).publish(req),
    ).rejects.toThrow(/Slack refused: invalid_auth/);
  });
});
