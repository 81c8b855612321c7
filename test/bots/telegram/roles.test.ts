// Roles in Telegram: a reviewer decides the drafts of their goals and gets their cards; a tap outside their
// role stores nothing, is logged as refused and answered to them alone as an alert; /inbox sends a one-time link.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRANGER } from '../../../gateway/index.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';
import { mount, postForm } from '../web/harness.ts';
import {
  buttons,
  cardOf,
  type Harness,
  OWNER,
  ruleCardOf,
  say,
  sentSince,
  startHarness,
  tap,
  taps,
} from './harness.ts';

const MINA = 7001; // reviewer of "posts"
const ROLF = 7002; // reviewer of "replies"
const VERA = 7003; // viewer

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  const add = h.t.gateway.people.add;
  await add({ name: 'Mina', role: 'reviewer', goals: ['posts'], telegram_id: String(MINA) }, 'test');
  await add({ name: 'Rolf', role: 'reviewer', goals: ['replies'], telegram_id: String(ROLF) }, 'test');
  await add({ name: 'Vera', role: 'viewer', telegram_id: String(VERA) }, 'test');
});
afterAll(() => h.close());

describe('a reviewer in Telegram', () => {
  it('gets the cards of their goals only, and their Approve is stored with their name', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, MINA, id);
    expect(buttons(card)).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
    await expect(cardOf(h, ROLF, id)).rejects.toThrow(/no card/);
    await expect(cardOf(h, VERA, id)).rejects.toThrow(/no card/);
    await tap(h, { fromId: MINA, chatId: MINA, messageId: card.message_id, data: `a:${id}` });
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1 }]);
    expect(await h.t.gateway.getRun(id)).toMatchObject({ decided_by: 'Mina', decided_via: 'telegram' });
    expect((await cardOf(h, OWNER, id)).text).toMatch(/^✅ Approved in Telegram by Mina/);
  });

  it('of another goal is refused on a "posts" card: nothing stored, a refused tap logged, an alert to them alone', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, MINA, id);
    const approve = await tap(h, { fromId: ROLF, chatId: MINA, messageId: card.message_id, data: `a:${id}` });
    expect(approve.answer).toMatchObject({ show_alert: true });
    expect(approve.answer?.text).toContain('needs an owner or a reviewer of “posts”; you are Rolf');
    const edit = await tap(h, { fromId: ROLF, chatId: MINA, messageId: card.message_id, data: `e:${id}` });
    expect(edit.answer).toMatchObject({ show_alert: true });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([
      { outcome: 'refused', actor: 'Rolf', action: 'approve' },
      { outcome: 'refused', actor: 'Rolf', action: 'edit' },
    ]);
    expect(buttons(await cardOf(h, MINA, id))).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
  });

  it('a viewer cannot decide', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, OWNER, id);
    const approve = await tap(h, { fromId: VERA, chatId: OWNER, messageId: card.message_id, data: `a:${id}` });
    expect(approve.answer).toMatchObject({ show_alert: true });
    expect(approve.answer?.text).toContain('you are Vera, a viewer');
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([{ outcome: 'refused', actor: 'Vera' }]);
  });

  it("a stranger's tap is answered with the stranger's sentence", async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await cardOf(h, OWNER, id);
    const approve = await tap(h, { fromId: 6666, chatId: OWNER, messageId: card.message_id, data: `a:${id}` });
    expect(approve.answer).toMatchObject({ text: STRANGER, show_alert: true });
  });
});

describe('rules in Telegram', () => {
  it("only an owner's Confirm makes a rule active; a reviewer's is refused and the rule stays a candidate", async () => {
    const rule = await h.t.gateway.proposeRule({
      goal: 'posts',
      title: 'No exclamation marks',
      body: 'No exclamation marks.',
      evidence: [],
      source: 'nightly',
    });
    await h.t.gateway.settle();
    const cards = await h.t.gateway.cardsOf({ ruleId: rule.id }, 'telegram');
    expect(cards.map((c) => Number(c.chat_id)).sort()).not.toContain(MINA);
    const ownerCard = cards.find((c) => c.chat_id === String(OWNER))!;
    const refused = await tap(h, { fromId: MINA, messageId: Number(ownerCard.message_id), data: `ra:${rule.id}` });
    expect(refused.answer).toMatchObject({ show_alert: true });
    expect(refused.answer?.text).toContain('Deciding a rule needs an owner; you are Mina');
    expect((await h.t.gateway.getRule(rule.id)).status).toBe('candidate');
    await tap(h, { messageId: Number(ownerCard.message_id), data: `ra:${rule.id}` });
    expect(await h.t.gateway.getRule(rule.id)).toMatchObject({ status: 'active', decided_by: `telegram-${OWNER}` });
  });
});

describe('a candidate rule in Telegram', () => {
  it('says whose corrections it comes from, by their names as entered, earliest first; an agent names no one', async () => {
    await h.t.gateway.people.add({ name: "Ole O'Hara", role: 'reviewer', goals: ['posts'] }, 'test');
    const corrections: string[] = [];
    for (const [source, actor] of [
      ['telegram', String(MINA)],
      ['api', "Ole O'Hara"],
      ['api', 'writer-bot'],
      ['telegram', String(MINA)],
    ] as const) {
      const runId = await submit(h.t, { goal: 'posts' });
      await h.t.gateway.decide({ runId, action: 'reject', reason: 'Too loud', source, actor });
      corrections.push((await feedbackRows(h.t, runId))[0]!.id);
    }
    const rule = await h.t.gateway.proposeRule({
      goal: 'posts',
      title: 'Keep it calm',
      body: 'Keep it calm.',
      evidence: corrections,
      source: 'nightly',
    });
    expect((await ruleCardOf(h, OWNER, rule.id)).text).toContain(
      "Evidence: 4 corrections\nFrom corrections by Mina and Ole O'Hara",
    );
  });
});

describe('/mistakes and /pending for a reviewer', () => {
  it('/mistakes asks Mina about the unnamed corrections of her goals only; a viewer is told what it needs', async () => {
    for (const goal of ['posts', 'posts', 'replies', 'replies']) {
      const runId = await submit(h.t, { goal, draft: 'Delivery tomorrow, guaranteed!' });
      await h.t.gateway.decide({ runId, action: 'reject', reason: 'Never promise a delivery date', source: 'api' });
    }
    await h.t.gateway.backfillEmbeddings();
    let mark = h.fake.mark();
    await say(h, '/mistakes', { fromId: MINA });
    const asked = sentSince(h.fake, mark, MINA);
    expect(asked.length).toBeGreaterThan(0);
    for (const text of asked) expect(text).toMatch(/^Your rejection of a “posts” draft/);
    mark = h.fake.mark();
    await say(h, '/mistakes', { fromId: OWNER });
    expect(sentSince(h.fake, mark, OWNER).some((text) => text.includes('“replies” draft'))).toBe(true);
    mark = h.fake.mark();
    await say(h, '/mistakes', { fromId: VERA });
    expect(sentSince(h.fake, mark, VERA)).toEqual([
      expect.stringContaining('Reviewing drafts needs an owner or a reviewer'),
    ]);
  });

  it('/pending sends Mina the waiting cards of her goals only', async () => {
    const posts = await submit(h.t, { goal: 'posts', draft: 'A waiting post' });
    const reply = await submit(h.t, { goal: 'replies', draft: 'A waiting reply' });
    const mark = h.fake.mark();
    await say(h, '/pending', { fromId: MINA });
    const sent = h.fake
      .calls('sendMessage')
      .filter((c) => c.seq >= mark && String(c.params['chat_id']) === String(MINA))
      .map((c) => JSON.stringify(c.params['reply_markup']));
    expect(sent.some((m) => m.includes(`a:${posts}`))).toBe(true);
    expect(sent.some((m) => m.includes(`a:${reply}`))).toBe(false);
  });
});

describe('/inbox', () => {
  it('sends the person a one-time link with previews off; opening it shows the page, its button signs in once', async () => {
    const mark = h.fake.mark();
    await say(h, '/inbox', { fromId: MINA });
    const sent = h.fake
      .calls('sendMessage')
      .filter((c) => c.seq >= mark && String(c.params['chat_id']) === String(MINA));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params['link_preview_options']).toMatchObject({ is_disabled: true });
    const text = String(sent[0]!.params['text']);
    const path = new URL(/https?:\/\/\S+/.exec(text)![0]).pathname;
    const inbox = mount(h.t);
    expect((await inbox.request(path)).status).toBe(200);
    const first = await postForm(inbox, path, {});
    expect(first.status).toBe(303);
    expect(first.headers.get('set-cookie')).toContain('taploop_session=');
    expect((await postForm(inbox, path, {})).status).not.toBe(303);
  });

  it('a stranger gets no link', async () => {
    const mark = h.fake.mark();
    await say(h, '/inbox', { fromId: 6666 });
    expect(sentSince(h.fake, mark, 6666)).toEqual([expect.stringContaining('Your Telegram user id is 6666')]);
  });
});
