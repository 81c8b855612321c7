// "Same mistake as one of these?" after a correction, through the real grammY bot on the fake Bot API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastDeliveryEdit } from '../../helpers/learning.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';
import {
  buttons,
  cardOf,
  type Harness,
  lastPrompt,
  OWNER,
  STRANGER,
  say,
  sentSince,
  startHarness,
  tap,
  taps,
} from './harness.ts';

let h: Harness;
let pastEdit: string;
beforeAll(async () => {
  h = await startHarness();
  pastEdit = await pastDeliveryEdit(h.t);
});
afterAll(() => h.close());

const links = () =>
  h.t.testDb.db.query<{ feedback_id: string; same_as: string | null; rule_id: string | null; source: string }>(
    'select feedback_id, same_as, rule_id, source from mistake_links order by created_at',
  );

/** Edits a new draft of goal "replies" by replying to the copy Edit sends; returns the question message, if any. */
async function editDraft(draft: string, edited: string, goal = 'replies') {
  const id = await submit(h.t, { goal, task: 'Answer a customer', draft });
  const card = await cardOf(h, OWNER, id);
  await tap(h, { messageId: card.message_id, data: `e:${id}` });
  const mark = h.fake.mark();
  await say(h, edited, { replyTo: lastPrompt(h.fake).message_id });
  const [decision] = await feedbackRows(h.t, id);
  const question = h.fake
    .calls('sendMessage')
    .filter((c) => c.seq >= mark && String(c.params['text']).startsWith('Same mistake as one of these?'))
    .map((c) => (c.response as { result: { message_id: number } }).result)
    .at(0);
  return { id, decision: decision!.id, mark, question: question ? h.fake.message(OWNER, question.message_id) : null };
}

describe('same mistake as one of these?', () => {
  it('follows a stored edit with the goal’s most alike past correction; tapping it links the two', async () => {
    const { decision, mark, question } = await editDraft(
      'Hi Omar, your order arrives tomorrow, guaranteed.',
      'Hi Omar, your order usually arrives within a week.',
    );
    expect(sentSince(h.fake, mark)[0]).toBe('✏️ Saved as a substantive edit.'); // the decision is confirmed first
    expect(question!.text).toMatch(/^Same mistake as one of these\?\n1\. “.*guaranteed.*” → “.*” \(\d+ \w+\)/);
    expect(buttons(question!)).toContain(`ms:${decision}:${pastEdit}`);
    expect(buttons(question!).at(-1)).toBe(`mn:${decision}`);

    const { answer } = await tap(h, { messageId: question!.message_id, data: `ms:${decision}:${pastEdit}` });
    expect(answer).toMatchObject({ text: 'Saved.' });
    expect(await links()).toContainEqual({
      feedback_id: decision,
      same_as: pastEdit,
      rule_id: null,
      source: 'telegram',
    });
    const now = h.fake.message(OWNER, question!.message_id)!;
    expect(now.text).toMatch(/^✅ Same mistake as: “.*guaranteed.*” → /);
    expect(buttons(now)).toEqual([]);
  });

  it('“New mistake” stores a new one; a stranger’s tap is refused, logged and stores nothing', async () => {
    const { decision, question } = await editDraft(
      'Hi Zoe, it arrives tomorrow, guaranteed. Cheers!!!',
      'Hi Zoe, it usually arrives within a week. Cheers',
    );
    const before = await links();
    const stranger = await tap(h, {
      fromId: STRANGER,
      messageId: question!.message_id,
      data: `mn:${decision}`,
      force: true,
    });
    expect(stranger.answer).toMatchObject({
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      show_alert: true,
    });
    expect(await links()).toEqual(before);
    const refused = await h.t.testDb.db.query<{ outcome: string; action: string }>(
      "select outcome, action from taps where action = 'mistake'",
    );
    expect(refused).toEqual([{ outcome: 'refused', action: 'mistake' }]);

    await tap(h, { messageId: question!.message_id, data: `mn:${decision}` });
    expect(await links()).toContainEqual({ feedback_id: decision, same_as: null, rule_id: null, source: 'telegram' });
    expect(h.fake.message(OWNER, question!.message_id)!.text).toBe('✅ A new mistake.');
  });

  it('follows a rejection with a reason too, and never an approval or a goal’s first correction', async () => {
    const rejected = await submit(h.t, {
      goal: 'replies',
      task: 'Answer Ivo',
      draft: 'It lands tomorrow, guaranteed.',
    });
    let card = await cardOf(h, OWNER, rejected);
    await tap(h, { messageId: card.message_id, data: `r:${rejected}` });
    let mark = h.fake.mark();
    await say(h, 'never promise delivery dates', { replyTo: lastPrompt(h.fake).message_id });
    expect(sentSince(h.fake, mark)).toEqual([
      '❌ Rejected; reason saved.',
      expect.stringMatching(/^Same mistake as one of these\?\n1\. /),
    ]);

    const approved = await submit(h.t, { goal: 'replies', task: 'Thank Ana', draft: 'Thank you, Ana!' });
    card = await cardOf(h, OWNER, approved);
    mark = h.fake.mark();
    await tap(h, { messageId: card.message_id, data: `a:${approved}` });
    expect(sentSince(h.fake, mark)).toEqual([]);

    const { question } = await editDraft('Big sale today!!!', 'Sale today.', 'fresh-goal');
    expect(question).toBeNull();
    expect(await taps(h.t, { runId: approved })).toMatchObject([{ outcome: 'stored', action: 'approve' }]);
  });
});
