// Draft cards in Telegram, through the real grammY bot on the fake Bot API: approve, edit, reject, replays, refusals.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EDITS_NOT_READ, TEXT_ONLY } from '../../../bots/telegram/features/edit-by-reply.ts';
import { ANSWER_WITHIN_MS, NOT_ASKED } from '../../../bots/telegram/taps.ts';
import { fromWeb } from '../../../bots/web/form.ts';
import { onPostgres, whileRefusingInserts } from '../../helpers/db.ts';
import { decideVia, feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import {
  approveTapOf,
  buttons,
  cardOf,
  type Harness,
  handled,
  lastPrompt,
  OWNER,
  OWNER_2,
  STRANGER,
  say,
  sentSince,
  startHarness,
  tap,
  taps,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ goals: { goals: { launch: { maxPerDay: 3, timezone: 'Asia/Seoul' } } } });
});
afterAll(() => h.close());

describe('a submitted run', () => {
  it('sends a card with Approve · Reject · Edit to each owner, HTML-escaped, and records it', async () => {
    const id = await submit(h.t, {
      draft: 'Ship <b>today</b> & "celebrate"',
      agent: 'writer',
      task: 'announce the launch',
    });
    for (const owner of [OWNER, OWNER_2]) {
      const card = await cardOf(h, owner, id);
      expect(card.text).toContain('Draft for posts from writer');
      expect(card.text).toContain('Ship <b>today</b> & "celebrate"'); // shown literally, not as markup
      expect(card.text).toContain('🎯 announce the launch');
      expect(card.text).toContain('Drafted without taploop context');
      expect(buttons(card)).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
      expect(card.entities?.some((e) => e.type === 'bold')).toBe(true);
    }
    expect(await h.t.gateway.cardsOf({ runId: id }, 'telegram')).toHaveLength(2);
  });

  it('splits a draft over 4096 characters, with the buttons on the last part only', async () => {
    const draft = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ') + '\n\n' + 'x'.repeat(3000);
    const mark = h.fake.mark();
    const id = await submit(h.t, { draft });
    const parts = h.fake.calls('sendMessage').filter((c) => c.seq >= mark && Number(c.params['chat_id']) === OWNER);
    expect(parts.length).toBeGreaterThan(1);
    const texts = parts.map((c) => (c.response as { result: { text: string } }).result.text);
    texts.forEach((text) => expect(text.length).toBeLessThanOrEqual(4096));
    expect(parts.slice(0, -1).every((c) => c.params['reply_markup'] === undefined)).toBe(true);
    expect(buttons(await cardOf(h, OWNER, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    expect(
      texts
        .map((t) => t.split('\n\n').slice(1).join('\n\n'))
        .join('')
        .replace(/\s/g, ''),
    ).toBe(draft.replace(/\s/g, ''));
  });
});

describe('approve', () => {
  it('stores one row, answers the tap and edits every owner card to its final state with the publish time', async () => {
    const id = await submit(h.t, { goal: 'launch' });
    const card = await cardOf(h, OWNER, id);
    const { update, answer } = await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 1, source: 'telegram', event_key: update.callback_query!.id },
    ]);
    expect(answer).toMatchObject({ text: '✅ Approved' });
    const publishes = await publishLine(id, 'Asia/Seoul');
    for (const owner of [OWNER, OWNER_2]) {
      const now = await cardOf(h, owner, id);
      const [status, slot] = now.text.split('\n')[0]!.split(' — ');
      expect(status).toMatch(/^✅ Approved in Telegram by User4242 at \d\d:\d\d$/);
      expect(slot).toBe(`publishes ${publishes}`);
      expect(buttons(now)).toEqual([`u:${id}`]); // the review buttons are replaced by Undo while it is queued
    }
  });

  it('the same update delivered 5 times stores one row', async () => {
    const id = await submit(h.t);
    const update = await approveTapOf(h, id);
    const mark = h.fake.mark();
    for (let i = 0; i < 5; i++) h.fake.pushUpdate(update);
    await handled(h.fake, update);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'duplicate', 'duplicate', 'duplicate', 'duplicate']);
    expect(h.fake.callbackAnswer(update.callback_query!.id)).toMatchObject({ text: '✅ Approved' });
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^✅ Approved/);
    // The replays re-answered the tap and re-drew the card; Telegram's "query is too old" and
    // "message is not modified" answers are expected there, not errors.
    const refusedByTelegram = h.fake
      .calls()
      .filter((c) => c.seq >= mark && c.status === 400)
      .map((c) => c.method);
    expect(refusedByTelegram).toEqual(expect.arrayContaining(['answerCallbackQuery', 'editMessageText']));
    expect(h.problems).toEqual([]);
  });

  it('an answer whose connection drops is sent once more, and nothing is logged as failed', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    const mark = h.fake.mark();
    const problems = h.problems.length;
    h.fake.failNext('answerCallbackQuery', { dropConnection: true });
    const { answer } = await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(answer).toMatchObject({ text: '✅ Approved' });
    const answers = h.fake.calls('answerCallbackQuery').filter((c) => c.seq >= mark);
    expect(answers.map((c) => c.status)).toEqual([0, 200]); // dropped, then answered
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(h.problems.slice(problems)).toEqual([]);
  });

  it('a saved tap whose answer cannot be sent is logged as such, never told "may not be saved"; the card shows it', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    const mark = h.fake.mark();
    const problems = h.problems.length;
    h.fake.failNext('answerCallbackQuery', { dropConnection: true }, 2);
    await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^✅ Approved/);
    const answers = h.fake.calls('answerCallbackQuery').filter((c) => c.seq >= mark);
    expect(answers.map((c) => c.params['text'])).toEqual(['✅ Approved', '✅ Approved']);
    expect(h.problems.slice(problems)).toEqual([
      expect.stringContaining('warn  telegram: a saved tap could not be answered'),
    ]);
    // Why, without the request's URL (it holds the bot token).
    expect(h.problems.at(-1)).toContain('"cause":{"name":"FetchError","code":"ECONNRESET"}');
  });

  it('a database failure says "not saved" and keeps the buttons; tapping again then saves', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    const { answer } = await whileRefusingInserts(h.t.testDb.db, 'feedback', () =>
      tap(h, { messageId: card.message_id, data: `a:${id}` }),
    );
    expect(answer).toMatchObject({ text: expect.stringMatching(/^Not saved/), show_alert: true });
    expect(JSON.stringify(answer)).not.toMatch(/disk full/);
    const after = await cardOf(h, OWNER, id);
    expect(after.text).toBe(card.text);
    expect(buttons(after)).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual(['failed']);

    const again = await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(again.answer).toMatchObject({ text: '✅ Approved' });
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });
  const slowly = (then: string) => `
    create or replace function agent_learning.slow_feedback() returns trigger language plpgsql as
      $$ begin perform pg_sleep(${(ANSWER_WITHIN_MS + 300) / 1000}); ${then} end $$;
    create trigger slow_feedback before insert on agent_learning.feedback for each row execute function agent_learning.slow_feedback();`;

  // On embedded PGlite the sleep blocks this process, timer included: whether the timer or the commit is seen
  // first is then down to the event loop, so only a real server can be slow here.
  it.runIf(onPostgres())(
    'a slow save is answered "Saving…" at once, and the card then shows the decision',
    async () => {
      const id = await submit(h.t);
      await h.t.testDb.db.exec(slowly('return new;'));
      const mark = h.fake.mark();
      try {
        const { answer } = await tap(h, { messageId: (await cardOf(h, OWNER, id)).message_id, data: `a:${id}` });
        expect(answer).toMatchObject({ text: 'Saving…' });
      } finally {
        await h.t.testDb.db.exec('drop trigger slow_feedback on agent_learning.feedback');
      }
      expect(await feedbackRows(h.t, id)).toHaveLength(1);
      await vi.waitUntil(async () => /^✅ Approved/.test((await cardOf(h, OWNER, id)).text), { timeout: 5000 });
      expect(sentSince(h.fake, mark)).toEqual([]);
    },
  );

  // Embedded PGlite runs inside this process: a slow query blocks the timer too, so only a real server can be slow here.
  it.runIf(onPostgres())('a slow save that then fails says "Not saved" in the chat, and the buttons stay', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    await h.t.testDb.db.exec(slowly(`raise exception 'disk full (simulated)';`));
    const mark = h.fake.mark();
    try {
      const { answer } = await tap(h, { messageId: card.message_id, data: `a:${id}` });
      expect(answer).toMatchObject({ text: 'Saving…' });
    } finally {
      await h.t.testDb.db.exec('drop trigger slow_feedback on agent_learning.feedback');
    }
    expect(sentSince(h.fake, mark)).toEqual([expect.stringMatching(/^⚠️ Not saved/)]);
    expect(buttons(await cardOf(h, OWNER, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    expect(await tapOutcomes(h.t, id)).toEqual(['failed']);
  });
});

describe('edit', () => {
  it('Edit sends the draft to reply to; the reply is stored with its correction and kind', async () => {
    const id = await submit(h.t, { draft: 'We ship in 24 hours, guaranteed! Order now' });
    const card = await cardOf(h, OWNER, id);
    const { answer } = await tap(h, { messageId: card.message_id, data: `e:${id}` });
    expect(answer?.text).toMatch(/reply/);
    const prompt = lastPrompt(h.fake);
    expect(prompt.text).toBe('We ship in 24 hours, guaranteed! Order now');
    expect(prompt.reply_to_message?.message_id).toBe(card.message_id);
    expect(await feedbackRows(h.t, id)).toHaveLength(0); // nothing is decided by the tap itself

    const mark = h.fake.mark();
    await say(h, 'We ship within a few days. Order now', { replyTo: prompt.message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 0, correction: 'We ship within a few days. Order now', edit_kind: 'substantive', source: 'telegram' },
    ]);
    expect(sentSince(h.fake, mark)).toEqual(['✏️ Saved as a substantive edit.']);
    const now = await cardOf(h, OWNER, id);
    expect(now.text).toMatch(/^✏️ Edited \(substantive\) in Telegram by User4242 at \d\d:\d\d — publishes /);
    expect(now.text).toContain('We ship within a few days. Order now');
    expect(buttons(now)).toEqual([`u:${id}`]);
    expect((await cardOf(h, OWNER_2, id)).text).toMatch(/^✏️ Edited \(substantive\)/);
  });

  it('a stored reply whose "Saved" cannot be sent is logged as such, never told "may not be saved"; the card shows it', async () => {
    const id = await submit(h.t, { draft: 'We ship in 24 hours, guaranteed!' });
    const card = await cardOf(h, OWNER, id);
    const problems = h.problems.length;
    const mark = h.fake.mark();
    h.fake.failNext('sendMessage', { dropConnection: true });
    await say(h, 'We ship within a few days.', { replyTo: card.message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 0, correction: 'We ship within a few days.' }]);
    // The "Saved", and no "may not be saved" after it: only the same-mistake question (features/mistakes.ts) follows.
    expect(sentSince(h.fake, mark)).toEqual(['(dropped)', expect.stringMatching(/^Same mistake as one of these\?/)]);
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^✏️ Edited/);
    expect(h.problems.slice(problems)).toEqual([
      expect.stringContaining('warn  telegram: a saved reply could not be confirmed'),
    ]);
  });

  it('a reply straight to the card is an edit too, and a re-delivered reply stores nothing twice', async () => {
    const id = await submit(h.t, { draft: 'we ship today!!! 🚀' });
    const card = await cardOf(h, OWNER, id);
    const update = h.fake.sendText({ fromId: OWNER, text: 'We ship today.', replyToMessageId: card.message_id });
    h.fake.pushUpdate(update);
    await handled(h.fake, update);
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 0, correction: 'We ship today.', edit_kind: 'cosmetic' },
    ]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'duplicate']);
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^✏️ Edited \(cosmetic\)/);
  });

  it('a reply that sends the draft back unchanged is told to approve instead, stores nothing, and keeps the buttons', async () => {
    const id = await submit(h.t, { draft: 'Doors open at nine.' });
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `e:${id}` });
    const prompt = lastPrompt(h.fake);
    const mark = h.fake.mark();
    await say(h, ' Doors open at nine. ', { replyTo: prompt.message_id });
    expect(sentSince(h.fake, mark)).toEqual([
      '⚠️ Not saved: the edited text is the same as the draft. Approve it instead, or change the text.',
    ]);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual(['invalid']);
    expect(buttons(await cardOf(h, OWNER, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    await say(h, 'Doors open at ten.', { replyTo: prompt.message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 0, correction: 'Doors open at ten.' }]);
  });
});

describe('a question that cannot be recorded', () => {
  it('Edit whose copy cannot be recorded takes the copy back and asks to tap again; the next tap works', async () => {
    const id = await submit(h.t, { draft: 'Doors open at nine.' });
    const card = await cardOf(h, OWNER, id);
    const mark = h.fake.mark();
    await whileRefusingInserts(h.t.testDb.db, 'messages', () =>
      tap(h, { messageId: card.message_id, data: `e:${id}` }),
    );
    // The copy is gone (a reply to it could find no draft), and the owner is told what to do.
    const sent = h.fake.calls('sendMessage').filter((c) => c.seq >= mark);
    const deleted = h.fake.calls('deleteMessage').filter((c) => c.seq >= mark);
    const copy = (sent[0]!.response as { result: { message_id: number } }).result.message_id;
    expect(deleted.map((c) => Number(c.params['message_id']))).toEqual([copy]);
    expect(sentSince(h.fake, mark)).toEqual(['Doors open at nine.', NOT_ASKED]);
    await tap(h, { messageId: card.message_id, data: `e:${id}` });
    await say(h, 'Doors open at ten.', { replyTo: lastPrompt(h.fake).message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 0, correction: 'Doors open at ten.' }]);
  });
});

describe('what the bot cannot read', () => {
  it('a photo sent as a reply to a card is answered (text only), and stores nothing', async () => {
    const id = await submit(h.t, { draft: 'Doors open at nine.' });
    const card = await cardOf(h, OWNER, id);
    const mark = h.fake.mark();
    const from = { id: OWNER, is_bot: false, first_name: 'Owner' };
    const photo = h.fake.pushUpdate({
      message: {
        message_id: 900_001,
        date: Math.floor(Date.now() / 1000),
        chat: { id: OWNER, type: 'private', first_name: 'Owner' },
        from,
        photo: [{ file_id: 'AgAD', file_unique_id: 'AQAD', width: 90, height: 90 }],
        reply_to_message: { ...card, reply_to_message: undefined },
      },
    } as never);
    await handled(h.fake, photo);
    expect(sentSince(h.fake, mark)).toEqual([TEXT_ONLY]);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
  });
});

describe('a reply edited after it was read', () => {
  it('is answered: the stored edit stays as it was sent', async () => {
    const id = await submit(h.t, { draft: 'Doors open at nine.' });
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `e:${id}` });
    const prompt = lastPrompt(h.fake);
    const sent = await say(h, 'Doors open at ten.', { replyTo: prompt.message_id });
    const mark = h.fake.mark();
    const reply = sent.message!;
    const edited = h.fake.pushUpdate({
      edited_message: { ...reply, text: 'Doors open at half past ten.', edit_date: reply.date + 5 },
    } as never);
    await handled(h.fake, edited);
    expect(sentSince(h.fake, mark)).toEqual([EDITS_NOT_READ]);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 0, correction: 'Doors open at ten.' }]);
  });
});

describe('reject', () => {
  it('asks why with a ForceReply question; the typed reply is stored as the reason', async () => {
    const id = await submit(h.t, { goal: 'replies' });
    const card = await cardOf(h, OWNER, id);
    const { answer } = await tap(h, { messageId: card.message_id, data: `r:${id}` });
    expect(answer?.text).toMatch(/Why\?/);
    const asking = await cardOf(h, OWNER, id);
    expect(asking.text).toContain('Why reject?');
    expect(buttons(asking)).toEqual([`rs:${id}`, `rb:${id}`]); // no past reasons for this goal yet
    const prompt = lastPrompt(h.fake);
    expect(prompt.text).toMatch(/^❓ Why reject this draft\?/);
    await say(h, 'too salesy', { replyTo: prompt.message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: 'too salesy', correction: null }]);
    expect((await cardOf(h, OWNER, id)).text).toMatch(
      /^❌ Rejected in Telegram by User4242 at \d\d:\d\d: “too salesy”/,
    );
  });

  it('a reply to the card while it asks why is the reason, not an edit to publish', async () => {
    const id = await submit(h.t, { goal: 'replies' });
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `r:${id}` });
    await say(h, 'too salesy', { replyTo: card.message_id });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: 'too salesy', correction: null }]);
    expect((await cardOf(h, OWNER, id)).text).toMatch(
      /^❌ Rejected in Telegram by User4242 at \d\d:\d\d: “too salesy”/,
    );
    const published = await h.t.testDb.db.query('select id from publications where run_id = $1', [id]);
    expect(published).toEqual([]); // nothing queued: "too salesy" is not a draft
  });

  it('offers the most frequent past reasons for the goal as one-tap buttons', async () => {
    for (const reason of ['Too salesy', 'too salesy ', 'off-topic']) {
      await decideVia(h.t, await submit(h.t, { goal: 'tweets' }), { action: 'reject', reason });
    }
    const id = await submit(h.t, { goal: 'tweets' });
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `r:${id}` });
    const asking = await cardOf(h, OWNER, id);
    expect(asking.reply_markup?.inline_keyboard.map((row) => row.map((b) => b.text))).toEqual([
      ['Too salesy'],
      ['off-topic'],
      ['Skip', '↩️ Back'],
    ]);
    const { answer } = await tap(h, { messageId: card.message_id, data: `rr:${id}:1` });
    expect(answer).toMatchObject({ text: '❌ Rejected' });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: 'off-topic' }]);
  });

  it('Skip rejects without a reason; Back returns to the three buttons', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `r:${id}` });
    await tap(h, { messageId: card.message_id, data: `rb:${id}` });
    expect(buttons(await cardOf(h, OWNER, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);

    await tap(h, { messageId: card.message_id, data: `r:${id}` });
    await tap(h, { messageId: card.message_id, data: `rs:${id}` });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: null }]);
    const now = await cardOf(h, OWNER, id);
    expect(now.text).toMatch(/^❌ Rejected in Telegram by User4242 at \d\d:\d\d\n/);
    expect(now.reply_markup).toBeUndefined();
    // The question asked about the run follows its final state too, so a late reply cannot mislead.
    expect(h.fake.message(OWNER, lastPrompt(h.fake).message_id)?.text).toMatch(/^❌ Rejected/);
  });
});

describe('owners only', () => {
  it("a stranger's taps are refused and logged as refused taps; nothing else is stored", async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    const approve = await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `a:${id}` });
    expect(approve.answer).toMatchObject({
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      show_alert: true,
    });
    const edit = await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `e:${id}` });
    expect(edit.answer).toMatchObject({ show_alert: true });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([
      { outcome: 'refused', actor: String(STRANGER), action: 'approve' },
      { outcome: 'refused', actor: String(STRANGER), action: 'edit' },
    ]);
    expect(buttons(await cardOf(h, OWNER, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
  });

  it('a stranger who writes gets a refusal naming their user id', async () => {
    const mark = h.fake.mark();
    await say(h, '/stats', { fromId: STRANGER });
    expect(sentSince(h.fake, mark, STRANGER)).toEqual([
      expect.stringContaining(`Your Telegram user id is ${STRANGER}`),
    ]);
  });
});

describe('one decision per run, across channels', () => {
  it('a decision made elsewhere updates the Telegram cards', async () => {
    const id = await submit(h.t);
    await decideVia(h.t, id, { action: 'approve', actor: 'ann' });
    const card = await cardOf(h, OWNER_2, id);
    expect(card.text).toMatch(/^✅ Approved in the API by ann at \d\d:\d\d — publishes /);
    expect(buttons(card)).toEqual([`u:${id}`]);
  });

  it('Undo takes the approval back: the publication is cancelled and every card gets its buttons again', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    await tap(h, { messageId: card.message_id, data: `a:${id}` });
    const stranger = await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `u:${id}` });
    expect(stranger.answer).toMatchObject({ show_alert: true });
    const { answer } = await tap(h, { messageId: card.message_id, data: `u:${id}` });
    expect(answer).toMatchObject({ text: '↩️ Undone: the draft waits for your decision again.' });
    for (const owner of [OWNER, OWNER_2])
      expect(buttons(await cardOf(h, owner, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    const pub = await h.t.testDb.db.query<{ status: string }>('select status from publications where run_id = $1', [
      id,
    ]);
    expect(pub).toEqual([{ status: 'cancelled' }]);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1 }]); // kept, marked undone
  });

  it('a tap on a stale card is told it is already decided, and the card shows the final state', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    await decideVia(h.t, id, { action: 'reject', actor: 'U123', reason: 'off-brand' });
    const stale = h.fake.state.find(OWNER, card.message_id)!;
    stale.text = card.text; // the owner's phone had not refreshed yet
    stale.reply_markup = card.reply_markup!;
    const { answer } = await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(answer?.text).toBe('Already rejected in the API by U123.');
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^❌ Rejected in the API by U123 at \d\d:\d\d: “off-brand”/);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'conflict']);
  });

  it('a draft rejected in the web inbox: the tap is told so plainly, and the card names no person called "web"', async () => {
    const id = await submit(h.t);
    const card = await cardOf(h, OWNER, id);
    await h.t.gateway.decide({ runId: id, action: 'reject', reason: 'off-brand', ...fromWeb });
    await h.t.gateway.settle();
    const stale = h.fake.state.find(OWNER, card.message_id)!;
    stale.text = card.text;
    stale.reply_markup = card.reply_markup!;
    const { answer } = await tap(h, { messageId: card.message_id, data: `a:${id}` });
    expect(answer?.text).toBe('Already rejected in the web inbox.');
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^❌ Rejected in the web inbox at \d\d:\d\d: “off-brand”/);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });
});

/** "at 15:00 Asia/Seoul (1 of 3 today)", computed here from the stored publication, in the goal's zone. */
async function publishLine(runId: string, timezone: string): Promise<string> {
  const [row] = await h.t.testDb.db.query<{ scheduled_for: Date }>(
    `select scheduled_for from publications where run_id = $1`,
    [runId],
  );
  const at = new Date(row!.scheduled_for);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(d);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return day(at) === day(new Date())
    ? `at ${time} ${timezone} (1 of 3 today)`
    : `tomorrow at ${time} ${timezone} (1 of 3 that day)`;
}
