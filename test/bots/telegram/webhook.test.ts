// Webhook mode: the bot mounted on the gateway's Hono app, served on loopback; the fake Telegram delivers to it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { cardOf, OWNER, startWebhookHarness, type WebhookHarness } from './harness.ts';

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
    const card = await cardOf(h, OWNER, id);
    const forged = h.fake.tapButton(
      { fromId: OWNER, chatId: OWNER, messageId: card.message_id, data: `a:${id}` },
      { enqueue: false },
    );
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
    const card = await cardOf(h, OWNER, id);
    const update = h.fake.tapButton(
      { fromId: OWNER, chatId: OWNER, messageId: card.message_id, data: `a:${id}` },
      { enqueue: false },
    );
    const results = await Promise.all(Array.from({ length: 5 }, () => h.fake.postToWebhook(h.hookUrl, update, SECRET)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect((await tapOutcomes(h.t, id)).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'stored']);
  });
});
