// A goal's cards in a Telegram group: posted there once; any reviewer of the goal decides, the first
// decision wins and the card says who and when; strangers are refused to them alone and otherwise not answered; edit
// by reply works; /whoami and /help say how to be added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRANGER as STRANGER_TEXT } from '../../../gateway/index.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';
import {
  cardOf,
  type Harness,
  handled,
  lastPrompt,
  OWNER,
  STRANGER,
  say,
  sentSince,
  startHarness,
  tap,
  taps,
} from './harness.ts';

const GROUP = -1001234567890;
const MINA = 7001; // reviewer of "posts"
const NIKO = 7002; // reviewer of "posts"
const ROLF = 7003; // reviewer of "replies"

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ goals: { goals: { posts: { telegramChat: String(GROUP) } } } });
  const add = h.t.gateway.people.add;
  await add({ name: 'Mina', role: 'reviewer', goals: ['posts'], telegram_id: String(MINA) }, 'test');
  await add({ name: 'Niko', role: 'reviewer', goals: ['posts'], telegram_id: String(NIKO) }, 'test');
  await add({ name: 'Rolf', role: 'reviewer', goals: ['replies'], telegram_id: String(ROLF) }, 'test');
});
afterAll(() => h.close());

const actors = (runId: string) =>
  h.t.testDb.db.query<{ actor: string; rating: number; correction: string | null }>(
    'select actor, rating, correction from feedback where run_id = $1',
    [runId],
  );

describe('a goal with a Telegram group', () => {
  it("sends its card to the group once and to nobody's private chat; other goals keep the private chats", async () => {
    const id = await submit(h.t, { goal: 'posts' });
    expect((await h.t.gateway.cardsOf({ runId: id }, 'telegram')).map((c) => c.chat_id)).toEqual([String(GROUP)]);
    await expect(cardOf(h, MINA, id)).rejects.toThrow(/no card/);
    const other = await submit(h.t, { goal: 'replies' });
    await expect(cardOf(h, OWNER, other)).resolves.toBeDefined();
    await expect(cardOf(h, GROUP, other)).rejects.toThrow(/no card/);
  });

  it('a reviewer approves in the group: stored as them, and the group card shows their name and the time', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, GROUP, id);
    const mark = h.fake.mark();
    await tap(h, { fromId: MINA, chatId: GROUP, messageId: card.message_id, data: `a:${id}` });
    expect(await actors(id)).toEqual([{ actor: 'Mina', rating: 1, correction: null }]);
    const edits = h.fake.calls('editMessageText').filter((c) => c.seq >= mark && Number(c.params['chat_id']) === GROUP);
    expect(edits.length).toBeGreaterThan(0);
    expect((await cardOf(h, GROUP, id)).text).toMatch(/^✅ Approved in Telegram by Mina at \d\d:\d\d/);
  });

  it('a stranger or a reviewer of another goal is refused with an alert to them alone; nothing stored', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, GROUP, id);
    const mark = h.fake.mark();
    const stranger = await tap(h, { fromId: STRANGER, chatId: GROUP, messageId: card.message_id, data: `a:${id}` });
    expect(stranger.answer).toMatchObject({ text: STRANGER_TEXT, show_alert: true });
    const rolf = await tap(h, { fromId: ROLF, chatId: GROUP, messageId: card.message_id, data: `a:${id}` });
    expect(rolf.answer).toMatchObject({ show_alert: true });
    expect(rolf.answer?.text).toContain('needs an owner or a reviewer of “posts”; you are Rolf');
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([
      { outcome: 'refused', action: 'approve' },
      { outcome: 'refused', actor: 'Rolf', action: 'approve' },
    ]);
    // Told privately: the group reads nothing about it, and the card still waits.
    expect(sentSince(h.fake, mark, GROUP)).toEqual([]);
    expect((await cardOf(h, GROUP, id)).text).toMatch(/^📝/);
  });

  it('two reviewers tap at once: one decision; the other is told privately who decided', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, GROUP, id);
    // Both taps are on the card as it was, before either is handled.
    h.fake.tapButton({ fromId: MINA, chatId: GROUP, messageId: card.message_id, data: `a:${id}` });
    const late = h.fake.tapButton({ fromId: NIKO, chatId: GROUP, messageId: card.message_id, data: `r:${id}` });
    await handled(h.fake, late);
    await h.t.gateway.settle();
    expect(await actors(id)).toEqual([{ actor: 'Mina', rating: 1, correction: null }]);
    expect(h.fake.callbackAnswer(late.callback_query!.id)).toMatchObject({
      text: 'Already approved in Telegram by Mina.',
      show_alert: true,
    });
    expect((await cardOf(h, GROUP, id)).text).toMatch(/^✅ Approved in Telegram by Mina at /);
  });

  it("edit by reply in the group stores the reviewer's edit, from the copy Edit sends or from the card itself", async () => {
    const id = await submit(h.t, { goal: 'posts', draft: 'Big news: we ship today!' });
    const card = await cardOf(h, GROUP, id);
    await tap(h, { fromId: NIKO, chatId: GROUP, messageId: card.message_id, data: `e:${id}` });
    const copy = lastPrompt(h.fake, GROUP);
    await say(h, 'We ship today.', { fromId: NIKO, chatId: GROUP, replyTo: copy.message_id });
    expect(await actors(id)).toEqual([{ actor: 'Niko', rating: 0, correction: 'We ship today.' }]);
    expect((await cardOf(h, GROUP, id)).text).toMatch(/^✏️ Edited .*by Niko at /);

    const direct = await submit(h.t, { goal: 'posts' });
    const directCard = await cardOf(h, GROUP, direct);
    await say(h, 'Shipping today.', { fromId: MINA, chatId: GROUP, replyTo: directCard.message_id });
    expect(await actors(direct)).toEqual([{ actor: 'Mina', rating: 0, correction: 'Shipping today.' }]);
  });

  it("a stranger's reply and messages in the group get no answer and store nothing; people's chatter neither", async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, GROUP, id);
    const mark = h.fake.mark();
    await say(h, 'My version.', { fromId: STRANGER, chatId: GROUP, replyTo: card.message_id });
    await say(h, 'hello bot', { fromId: STRANGER, chatId: GROUP });
    await say(h, '/stats', { fromId: STRANGER, chatId: GROUP });
    await say(h, 'lunch?', { fromId: MINA, chatId: GROUP });
    await say(h, '/otherbot_command', { fromId: MINA, chatId: GROUP });
    expect(sentSince(h.fake, mark, GROUP)).toEqual([]);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
  });

  it("a known person's reply outside their role is refused to them in private, never in the group", async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, GROUP, id);
    const mark = h.fake.mark();
    await say(h, 'My version.', { fromId: ROLF, chatId: GROUP, replyTo: card.message_id });
    expect(sentSince(h.fake, mark, GROUP)).toEqual([]);
    const [privately] = sentSince(h.fake, mark, ROLF);
    expect(privately).toContain('“posts”');
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
  });

  it('/whoami answers anyone their id, in the group too; /help in the group says how to be added', async () => {
    const mark = h.fake.mark();
    await say(h, '/whoami', { fromId: STRANGER, chatId: GROUP });
    await say(h, '/whoami', { fromId: MINA });
    await say(h, '/help', { fromId: MINA, chatId: GROUP });
    const [whoStranger, help] = sentSince(h.fake, mark, GROUP);
    expect(whoStranger).toContain(`Your Telegram user id is ${STRANGER}.`);
    expect(whoStranger).toContain(
      `taploop people add <your name> --role reviewer --goals <goal> --telegram ${STRANGER}`,
    );
    expect(whoStranger).toContain(`This group's chat id is ${GROUP}`);
    expect(sentSince(h.fake, mark, MINA)).toEqual([
      `Your Telegram user id is ${MINA}. taploop knows you as Mina, a reviewer of “posts”.`,
    ]);
    expect(help).toContain('/whoami');
    expect(help).toContain('taploop people add <name> --role reviewer --goals <goal> --telegram <id>');
  });
});
