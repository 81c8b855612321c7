// The Telegram and Slack publishers post the text through the real wire format (local fake API servers).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSlackPublisher, SLACK_PUBLICATION_EVENT } from '../../../gateway/publish/publishers/slack.ts';
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

  it('Slack: chat.postMessage to the channel tagged with the publication, the ts kept; a bad token is an error', async () => {
    const out = await createSlackPublisher({ token: slack.token, channel: 'C0NEWS', apiUrl: slack.apiUrl }).publish(
      req,
    );
    expect(slack.calls('chat.postMessage').at(-1)!.params).toMatchObject({ channel: 'C0NEWS', text: 'We ship today.' });
    expect(out.externalId).toMatch(/^\d+\.\d+$/);
    expect(slack.message('C0NEWS', out.externalId!)!.metadata).toEqual({
      event_type: SLACK_PUBLICATION_EVENT,
      event_payload: { publication_id: 'pub_1', run_id: 'run_1' },
    });
    expect(slack.calls('conversations.history')).toHaveLength(0); // a first attempt has nothing to look for
    await expect(
      createSlackPublisher({ token: 'xoxb-wrong', channel: 'C0NEWS', apiUrl: slack.apiUrl }).publish(req),
    ).rejects.toThrow(/Slack refused: invalid_auth/);
  });

  describe('Slack retry', () => {
    const channel = 'C0RETRY';
    const warnings: string[] = [];
    const publisher = () =>
      createSlackPublisher({
        token: slack.token,
        channel,
        apiUrl: slack.apiUrl,
        log: (detail) => warnings.push(detail),
      });
    const retry = (publicationId: string) => ({
      ...req,
      publicationId,
      attempt: 2,
      notBefore: new Date(Date.now() - 60_000),
    });
    const tagged = (publicationId: string) =>
      slack.messages(channel).filter((m) => m.metadata?.event_payload['publication_id'] === publicationId);

    it('the answer was lost after Slack posted: the retry finds the post and posts nothing', async () => {
      slack.failNext('chat.postMessage', { answerLost: true });
      await expect(publisher().publish({ ...req, publicationId: 'pub_lost' })).rejects.toThrow(/Slack unreachable/);
      expect(tagged('pub_lost')).toHaveLength(1); // out, though the publisher never heard back
      const posts = slack.calls('chat.postMessage').length;
      const out = await publisher().publish(retry('pub_lost'));
      expect(slack.calls('chat.postMessage')).toHaveLength(posts);
      expect(tagged('pub_lost')).toHaveLength(1);
      expect(out.externalId).toBe(tagged('pub_lost')[0]!.ts);
    });

    it('a retry with no earlier post in the channel posts once', async () => {
      const out = await publisher().publish(retry('pub_never'));
      expect(tagged('pub_never').map((m) => m.ts)).toEqual([out.externalId]);
    });

    it('the earlier post is found behind 150 newer messages (the look pages back)', async () => {
      await publisher().publish({ ...req, publicationId: 'pub_buried' });
      const web = (text: string) =>
        fetch(new URL('chat.postMessage', slack.apiUrl), {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${slack.token}` },
          body: JSON.stringify({ channel, text }),
        });
      for (let i = 0; i < 150; i++) await web(`chatter ${i}`);
      const looks = slack.calls('conversations.history').length;
      const out = await publisher().publish(retry('pub_buried'));
      expect(tagged('pub_buried').map((m) => m.ts)).toEqual([out.externalId]);
      expect(slack.calls('conversations.history').length - looks).toBe(2); // 100 newest, then the next page
    });

    it('history not readable (no channels:history scope): the retry posts, and says it could not check', async () => {
      slack.failNext('conversations.history', { error: 'missing_scope', extra: { needed: 'channels:history' } });
      const out = await publisher().publish(retry('pub_noscope'));
      expect(tagged('pub_noscope').map((m) => m.ts)).toEqual([out.externalId]);
      expect(warnings.at(-1)).toMatch(/not readable/);
    });

    it('history rate limited or unreachable: the retry posts nothing and fails, to look again later', async () => {
      slack.failNext('conversations.history', { error: 'ratelimited', retryAfter: 30 });
      await expect(publisher().publish(retry('pub_limited'))).rejects.toThrow(/Slack refused: ratelimited/);
      slack.failNext('conversations.history', { dropConnection: true });
      await expect(publisher().publish(retry('pub_limited'))).rejects.toThrow(/Slack unreachable/);
      expect(tagged('pub_limited')).toHaveLength(0);
    });
  });
});
