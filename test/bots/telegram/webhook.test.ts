// Webhook mode: the bot mounted on the gateway's Hono app, served on loopback; the fake Telegram delivers to it.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { approveTapOf, cardOf, OWNER, startWebhookHarness, type WebhookHarness } from './harness.ts';

const SECRET = 'hook_secret-0123456789';
let h: WebhookHarness;

beforeAll(async () => {
  h = await startWebhookHarness(SECRET);
});
afterAll(() => h.close());

describe('Telegram webhook', () => {
  it('is set at start with the secret, on the gateway server; nothing polls', () => {
    expect(h.fake.webhook()).toMatchObject({ url: h.hookUrl, secret_token: SECRET });
    expect(h.fake.calls('getUpdates')).toHaveLength(0);
    expect(h.fake.commands().map((c) => c.command)).toContain('stats');
  });

  it('refuses an update with a wrong or missing secret with 401, storing nothing', async () => {
    const id = await submit(h.t);
    const forged = await approveTapOf(h, id);
    expect((await h.fake.postToWebhook(h.hookUrl, forged, 'wrong-secret')).status).toBe(401);
    expect((await h.fake.postToWebhook(h.hookUrl, forged)).status).toBe(401);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
    expect(h.fake.callbackAnswer(forged.callback_query!.id)).toBeNull();
  });

  it('handles a tap Telegram delivers to the webhook: stored, answered, card edited', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    const update = h.fake.tapButton({ fromId: OWNER, chatId: OWNER, messageId: card.message_id, data: `a:${id}` });
    await h.fake.waitForCall('answerCallbackQuery', (c) => c.params['callback_query_id'] === update.callback_query!.id);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1, event_key: update.callback_query!.id }]);
    // The card follows after the answer, through the outbox.
    await vi.waitUntil(async () => /^✅ Approved in Telegram/.test((await cardOf(h, OWNER, id)).text), {
      timeout: 5000,
    });
  });

  it('the same update delivered 5 times at once stores one row', async () => {
    const id = await submit(h.t);
    const update = await approveTapOf(h, id);
    const results = await Promise.all(Array.from({ length: 5 }, () => h.fake.postToWebhook(h.hookUrl, update, SECRET)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect((await tapOutcomes(h.t, id)).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'stored']);
  });
});

/** POSTs an update to the webhook from a chosen loopback address, as a guesser elsewhere on the network would. */
function postFrom(
  localAddress: string,
  url: string,
  update: object,
  headers: Record<string, string>,
): Promise<{ status: number; retryAfter: string | undefined }> {
  const body = JSON.stringify(update);
  return new Promise((ok, fail) => {
    const req = request(
      url,
      {
        method: 'POST',
        localAddress,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => ok({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] }));
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}

describe('Telegram webhook: guessing the secret', () => {
  it('answers 429 with Retry-After to a source past 5 wrong secrets a minute, right secret or not; Telegram is not held', async () => {
    const id = await submit(h.t);
    const forged = await approveTapOf(h, id);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(
        (await postFrom('127.0.0.2', h.hookUrl, forged, { 'x-telegram-bot-api-secret-token': `guess-${i}` })).status,
      );
    expect(statuses).toEqual([401, 401, 401, 401, 401]);
    const over = await postFrom('127.0.0.2', h.hookUrl, forged, { 'x-telegram-bot-api-secret-token': 'guess-5' });
    expect(over.status).toBe(429);
    expect(Number(over.retryAfter)).toBeGreaterThan(0);
    expect(Number(over.retryAfter)).toBeLessThanOrEqual(60);
    // Even the right secret: a guesser past the limit cannot tell a hit from a miss.
    const hit = await postFrom('127.0.0.2', h.hookUrl, forged, { 'x-telegram-bot-api-secret-token': SECRET });
    expect(hit.status).toBe(429);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);

    // Behind a reverse proxy on this machine, the client is the address the proxy appended to X-Forwarded-For.
    const proxied = { 'x-forwarded-for': '198.51.100.7, 203.0.113.9' };
    for (let i = 0; i < 5; i++)
      await postFrom('127.0.0.1', h.hookUrl, forged, { ...proxied, 'x-telegram-bot-api-secret-token': `guess-${i}` });
    expect(
      (await postFrom('127.0.0.1', h.hookUrl, forged, { ...proxied, 'x-telegram-bot-api-secret-token': SECRET }))
        .status,
    ).toBe(429);

    // Telegram itself, from its own address with the right secret, is answered as ever.
    expect((await h.fake.postToWebhook(h.hookUrl, forged, SECRET)).status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1, event_key: forged.callback_query!.id }]);
  });
});

describe('Telegram webhook: updates the bot cannot read', () => {
  it('a tap without its sender or its card, or a message without its chat, is refused with a 400 naming the field; nothing runs', async () => {
    const id = await submit(h.t);
    const tap = await approveTapOf(h, id);
    const { from: _from, ...senderless } = tap.callback_query!;
    // Shapes the Bot API never sends (hence the casts): what a forged or damaged delivery looks like.
    const noSender = await h.fake.postToWebhook(h.hookUrl, { ...tap, callback_query: senderless } as never, SECRET);
    expect(noSender.status).toBe(400);
    expect(noSender.body).toMatch(/^Not a Telegram update the bot can read: callback_query\.from: /);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
    expect(h.fake.callbackAnswer(tap.callback_query!.id)).toBeNull();

    // A tap that does not come from a card (the bot has no inline mode): stored, it could never be answered there.
    const { message: _card, ...cardless } = tap.callback_query!;
    const noCard = await h.fake.postToWebhook(h.hookUrl, { ...tap, callback_query: cardless } as never, SECRET);
    expect(noCard.status).toBe(400);
    expect(noCard.body).toMatch(/^Not a Telegram update the bot can read: callback_query\.message: /);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);

    const sent = h.fake.calls('sendMessage').length;
    const chatless = { update_id: 990001, message: { message_id: 5, from: { id: OWNER }, text: '/pending' } };
    const noChat = await h.fake.postToWebhook(h.hookUrl, chatless as never, SECRET);
    expect(noChat.status).toBe(400);
    expect(noChat.body).toMatch(/message\.chat: /);
    expect(h.fake.calls('sendMessage')).toHaveLength(sent);
  });
});
