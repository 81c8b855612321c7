// Self-test: the real grammY bot (long polling and webhooks) works against the fake Telegram Bot API server.
import { autoRetry } from '@grammyjs/auto-retry';
import { Bot, GrammyError, HttpError, InlineKeyboard, webhookCallback } from 'grammy';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Served, serveOnLoopback } from './shared.ts';
import { type FakeTelegram, startFakeTelegram } from './telegram.ts';

const OWNER = 4242;
const card = () => new InlineKeyboard().text('Approve', 'approve:d1').text('Reject', 'reject:d1');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let fake: FakeTelegram;
beforeEach(async () => {
  fake = await startFakeTelegram();
});
afterEach(async () => {
  await fake.close();
});

/** Start long polling; resolves (with a stop function) once the first getUpdates is held by the fake. */
async function startPolling(bot: Bot, timeout = 1): Promise<{ stop: () => Promise<void> }> {
  bot.catch((err) => {
    throw err.error;
  });
  const mark = fake.mark();
  const running = bot.start({ timeout });
  await vi.waitUntil(() => fake.calls('getUpdates').some((c) => c.seq >= mark));
  return { stop: () => bot.stop().then(() => running) };
}

describe('fake Telegram + grammY long polling', () => {
  it('delivers a button tap; the bot answers the callback query and edits the card', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    bot.callbackQuery(/^approve:(.+)$/, async (ctx) => {
      await ctx.answerCallbackQuery({ text: 'Approved' });
      await ctx.editMessageText(`✅ Approved draft ${ctx.match[1]}`);
    });
    const sent = await bot.api.sendMessage(OWNER, 'Draft d1: Hello there', { reply_markup: card() });
    expect(sent).toMatchObject({ message_id: 1, chat: { id: OWNER, type: 'private' }, text: 'Draft d1: Hello there' });
    expect(sent.reply_markup?.inline_keyboard[0]?.map((b) => b.text)).toEqual(['Approve', 'Reject']);

    const polling = await startPolling(bot);
    expect(fake.calls('getMe')).toHaveLength(1);
    const tap = fake.tapButton({ fromId: OWNER, chatId: OWNER, messageId: sent.message_id, data: 'approve:d1' });
    expect(tap.callback_query?.message?.message_id).toBe(sent.message_id);

    const edit = await fake.waitForCall('editMessageText');
    expect(edit.params).toMatchObject({ chat_id: OWNER, message_id: 1, text: '✅ Approved draft d1' });
    expect(fake.callbackAnswer(tap.callback_query!.id)).toMatchObject({ text: 'Approved' });
    const stored = fake.message(OWNER, sent.message_id)!;
    expect(stored.text).toBe('✅ Approved draft d1');
    expect(stored.reply_markup).toBeUndefined(); // editMessageText without reply_markup drops the keyboard, as in prod
    expect(stored.edit_date).toBeTypeOf('number');

    await polling.stop();
    // stop() confirms the handled update, so nothing is pending any more
    expect(fake.calls('getUpdates').at(-1)?.params).toMatchObject({ offset: tap.update_id + 1 });
    expect(fake.pendingUpdates()).toEqual([]);
  });

  it('answers an identical edit with the real "message is not modified" 400', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    const sent = await bot.api.sendMessage(OWNER, 'Draft', { reply_markup: card() });
    const err = await bot.api
      .editMessageText(OWNER, sent.message_id, 'Draft', { reply_markup: card() })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GrammyError);
    expect((err as GrammyError).error_code).toBe(400);
    expect((err as GrammyError).description).toMatch(/^Bad Request: message is not modified: /);
    expect(fake.calls('editMessageText')[0]?.status).toBe(400);
    await bot.api.editMessageReplyMarkup(OWNER, sent.message_id, {
      reply_markup: new InlineKeyboard().text('Undo', 'undo:d1'),
    });
    expect(fake.message(OWNER, sent.message_id)?.reply_markup?.inline_keyboard[0]?.[0]).toEqual({
      text: 'Undo',
      callback_data: 'undo:d1',
    });
    await expect(bot.api.editMessageText(OWNER, 99, 'x')).rejects.toThrow('message to edit not found');
  });

  it('holds getUpdates (no busy loop while idle) and releases on stop', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    const polling = await startPolling(bot, 1);
    const mark = fake.mark();
    await sleep(1500);
    const polls = fake.calls('getUpdates').filter((c) => c.seq >= mark);
    expect(polls.length).toBeGreaterThanOrEqual(1); // the 1 s timeout elapsed and grammY polled again
    expect(polls.length).toBeLessThan(5);
    await polling.stop();
    // Held for 10 s, a poll is released by the stop, not by its timeout.
    const held = await startPolling(bot, 10);
    await sleep(300);
    const t0 = Date.now();
    await held.stop();
    expect(Date.now() - t0).toBeLessThan(5000);
  });

  it('routes commands and text replies through the real middleware', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    bot.command('start', (ctx) => ctx.reply(`hi ${ctx.from?.first_name}`));
    bot.on('message:text', (ctx) =>
      ctx.reply(`edit noted: ${ctx.msg.text} (re ${ctx.msg.reply_to_message?.message_id})`),
    );
    const polling = await startPolling(bot);
    fake.command({ fromId: OWNER, command: 'start' });
    await fake.waitForCall('sendMessage', (c) => c.params['text'] === `hi User${OWNER}`);
    const card1 = await bot.api.sendMessage(OWNER, 'Draft');
    fake.sendText({ fromId: OWNER, text: 'make it shorter', replyToMessageId: card1.message_id });
    const reply = await fake.waitForCall('sendMessage', (c) => String(c.params['text']).startsWith('edit noted'));
    expect(reply.params['text']).toBe(`edit noted: make it shorter (re ${card1.message_id})`);
    await polling.stop();
  });

  it('injects a 429 that the auto-retry plugin rides out, and 404s unknown methods', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    bot.api.config.use(autoRetry());
    fake.failNext('sendMessage', { error_code: 429, parameters: { retry_after: 1 } });
    const msg = await bot.api.sendMessage(OWNER, 'after flood wait');
    expect(msg.text).toBe('after flood wait');
    const [first, second] = fake.calls('sendMessage');
    expect(first?.response).toEqual({
      ok: false,
      error_code: 429,
      description: 'Too Many Requests: retry after 1',
      parameters: { retry_after: 1 },
    });
    expect(second?.at! - first?.at!).toBeGreaterThanOrEqual(900);
    const plain = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } }); // auto-retry would retry network errors
    fake.failNext('sendChatAction', { dropConnection: true });
    await expect(plain.api.sendChatAction(OWNER, 'typing')).rejects.toBeInstanceOf(HttpError);
    await plain.api.sendChatAction(OWNER, 'typing');
    const res = await fetch(`${fake.apiRoot}/bot${fake.token}/noSuchMethod`, { method: 'POST' });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ ok: false, error_code: 404, description: 'Not Found: method not found' });
  });

  it('checks what Telegram checks: parse_mode, callback_data size', async () => {
    const bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    const html = await bot.api.sendMessage(OWNER, '<b>Draft</b> for <i>Ann</i> &amp; co', { parse_mode: 'HTML' });
    expect(html.text).toBe('Draft for Ann & co');
    expect(html.entities).toEqual([
      { type: 'bold', offset: 0, length: 5 },
      { type: 'italic', offset: 10, length: 3 },
    ]);
    await expect(bot.api.sendMessage(OWNER, 'Done. Thanks!', { parse_mode: 'MarkdownV2' })).rejects.toThrow(
      "can't parse entities: Character '.' is reserved",
    );
    const md = await bot.api.sendMessage(OWNER, '*Draft* ready\\. [open](https://example.com/d/1)', {
      parse_mode: 'MarkdownV2',
    });
    expect(md.text).toBe('Draft ready. open');
    const tooLong = new InlineKeyboard().text('Approve', `approve:${'x'.repeat(60)}`);
    await expect(bot.api.sendMessage(OWNER, 'Draft', { reply_markup: tooLong })).rejects.toThrow('BUTTON_DATA_INVALID');
  });
});

describe('fake Telegram + grammY webhooks', () => {
  let web: Served;
  let bot: Bot;
  const secretToken = 'hook_secret-123';
  beforeEach(async () => {
    bot = new Bot(fake.token, { client: { apiRoot: fake.apiRoot } });
    bot.on('message:text', (ctx) => ctx.reply(`got: ${ctx.msg.text}`));
    const app = new Hono();
    app.post('/tg', webhookCallback(bot, 'hono', { secretToken }));
    web = await serveOnLoopback(app);
  });
  afterEach(async () => {
    await web.close();
  });

  it('handles a delivery with the right secret and rejects a wrong one with 401', async () => {
    const url = `http://127.0.0.1:${web.port}/tg`;
    const update = fake.sendText({ fromId: OWNER, text: 'hello' }, { enqueue: false });
    const ok = await fake.postToWebhook(url, update, secretToken);
    expect(ok.status).toBe(200);
    expect(fake.calls('sendMessage').map((c) => c.params['text'])).toEqual(['got: hello']);

    const bad = await fake.postToWebhook(
      url,
      fake.sendText({ fromId: OWNER, text: 'forged' }, { enqueue: false }),
      'wrong',
    );
    expect(bad.status).toBe(401);
    expect(fake.calls('sendMessage')).toHaveLength(1);
  });

  it('delivers queued updates to a webhook set via setWebhook, and getUpdates then conflicts', async () => {
    const url = `http://127.0.0.1:${web.port}/tg`;
    await bot.api.setWebhook(url, { secret_token: secretToken });
    expect((await bot.api.getWebhookInfo()).url).toBe(url);
    fake.sendText({ fromId: OWNER, text: 'via hook' });
    await fake.waitForCall('sendMessage', (c) => c.params['text'] === 'got: via hook');
    await vi.waitUntil(() => fake.pendingUpdates().length === 0); // removed once the webhook answered 200
    await expect(bot.api.getUpdates()).rejects.toThrow("Conflict: can't use getUpdates method while webhook is active");
    await bot.api.deleteWebhook();
  });
});
