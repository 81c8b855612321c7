// Slack asks "Same mistake as one of these?" under the card after a stored edit or rejection; one click answers it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_NOT_SHOWN } from '../../../bots/slack/replies.ts';
import { MISTAKE_PROMPT, NEW_MISTAKE } from '../../../gateway/index.ts';
import type { SlackMessage } from '../../fakes/slack.ts';
import { correct, SHIPPING_EDITS } from '../../helpers/learning.ts';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, CARDS, hasButtons, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

type Card = { channel: string; ts: string };

/** A draft of `goal` decided in Slack's own modal: edited to `text`, or rejected with `reason`. */
async function decideInSlack(goal: string, draft: string, how: { edit: string } | { reject: string }) {
  const id = await submit(h.t, { goal, draft });
  const card = await h.cardOf({ runId: id });
  const mark = h.fake.mark();
  const viewId = await h.openModal(card, 'edit' in how ? `run_edit:${id}` : `run_reject:${id}`);
  const submission =
    'edit' in how
      ? h.submitBody(viewId, 'run_edit', { draft: { text: how.edit } })
      : h.submitBody(viewId, 'run_reject', { other: { text: how.reject } });
  expect((await h.send(submission)).status).toBe(200);
  const [decision] = await feedbackRows(h.t, id);
  return { id, card, mark, submission, feedbackId: decision!.id };
}

/** The question posted under `card` since `mark`, if any. */
function questionUnder(card: Card, mark: number): SlackMessage | undefined {
  const posted = h.fake.calls('chat.postMessage').find((c) => c.seq >= mark && c.params['thread_ts'] === card.ts);
  return posted && h.fake.message(CARDS, (posted.response as { ts: string }).ts);
}

const buttonsOf = (m: SlackMessage) =>
  (m.blocks!.find((b) => b['type'] === 'actions')!['elements'] as { text: { text: string }; action_id: string }[]).map(
    (b) => ({ text: b.text.text, actionId: b.action_id }),
  );

const linksOf = (feedbackId: string) =>
  h.t.testDb.db.query<{ feedback_id: string; same_as: string | null; rule_id: string | null; source: string }>(
    'select feedback_id, same_as, rule_id, source from mistake_links where feedback_id = $1',
    [feedbackId],
  );

/** Two shipping corrections of `goal` made elsewhere, then a third edited in Slack: the question is asked under it. */
async function askedAfterThirdEdit(goal: string) {
  const earlier = await correct(h.t, SHIPPING_EDITS.slice(0, 2), goal);
  const [, draft, edited] = SHIPPING_EDITS[2]!;
  const third = await decideInSlack(goal, draft, { edit: edited });
  const question = questionUnder(third.card, third.mark);
  if (!question) throw new Error('no question was posted under the card');
  return { earlier, ...third, question, at: { channel: CARDS, ts: question.ts } };
}

describe('Slack: "Same mistake as one of these?"', () => {
  it('after an edit in Slack, asks under the card with the goal’s earlier corrections as numbered choices', async () => {
    const { card, question } = await askedAfterThirdEdit('mq-asks');
    expect(question.thread_ts).toBe(card.ts);
    expect(question.text).toContain(MISTAKE_PROMPT);
    // Both earlier corrections, each as what was changed then and when.
    expect(question.text).toMatch(/\n[12]\. “tomorrow, guaranteed!” → “in 2-3 days\.” \(\d+ \w+\)/);
    expect(question.text).toMatch(/\n[12]\. “in 24 hours, guaranteed!” → “it usually takes 3-5 days\.” \(\d+ \w+\)/);
    expect(blockText(question)).toContain('Tap its number, or “New mistake”.');
    const buttons = buttonsOf(question);
    expect(buttons.at(-1)!.text).toBe(NEW_MISTAKE);
    expect(buttons.slice(0, -1).map((b) => b.text)).toEqual(
      Array.from({ length: buttons.length - 1 }, (_, i) => String(i + 1)),
    );
    // The card itself shows the edit, as without the question.
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain('✏️ *Edited*');
    expect(h.problems).toEqual([]);
  });

  it('clicking "1" links the correction to that choice (source slack) and the question becomes one answered line', async () => {
    const { earlier, feedbackId, question, at } = await askedAfterThirdEdit('mq-same');
    const mark = h.fake.mark();
    const { res } = await h.click(at, buttonsOf(question)[0]!.actionId);
    expect(res.status).toBe(200);
    const links = await linksOf(feedbackId);
    expect(links).toEqual([{ feedback_id: feedbackId, same_as: expect.any(String), rule_id: null, source: 'slack' }]);
    expect(earlier).toContain(links[0]!.same_as);
    const update = await h.fake.waitForCall('chat.update', (c) => c.seq >= mark && c.params['ts'] === at.ts);
    expect(update.params['channel']).toBe(CARDS);
    const after = h.fake.message(CARDS, at.ts)!;
    // The line of choice 1, now as the answer.
    const line1 = /\n1\. (.+)/.exec(question.text!)![1]!;
    expect(after.text).toBe(`✅ Same mistake as: ${line1}`);
    expect(hasButtons(after)).toBe(false);
  });

  it('an answer stored but not shown (Slack refuses the update) is told "Saved", never "nothing was saved"', async () => {
    const { feedbackId, question, at } = await askedAfterThirdEdit('mq-unshown');
    const mark = h.fake.mark();
    h.fake.failNext('chat.update', { error: 'cant_update_message' });
    await h.click(at, buttonsOf(question).at(-1)!.actionId);
    expect(await linksOf(feedbackId)).toMatchObject([{ feedback_id: feedbackId, same_as: null, rule_id: null }]);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params['text']).toBe(SAVED_NOT_SHOWN);
    const said = h.fake.calls('chat.postEphemeral').filter((c) => c.seq >= mark);
    expect(said.map((c) => c.params['text'])).toEqual([SAVED_NOT_SHOWN]);
    // Logged as what it is (taken here, so later tests start with none).
    expect(h.problems.splice(0)).toEqual([expect.stringContaining('warn  slack: saved, but what shows it could not')]);
  });

  it('Slack retrying the submission stores nothing twice and asks nothing twice', async () => {
    const { id, card, mark, submission } = await askedAfterThirdEdit('mq-retry');
    expect((await h.send(submission, { headers: { 'x-slack-retry-num': '1' } })).status).toBe(200);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'duplicate']);
    const asked = h.fake.calls('chat.postMessage').filter((c) => c.seq >= mark && c.params['thread_ts'] === card.ts);
    expect(asked).toHaveLength(1);
  });

  it('clicking "New mistake" stores a link to nothing', async () => {
    const { feedbackId, question, at } = await askedAfterThirdEdit('mq-new');
    await h.click(at, buttonsOf(question).at(-1)!.actionId);
    expect(await linksOf(feedbackId)).toEqual([
      { feedback_id: feedbackId, same_as: null, rule_id: null, source: 'slack' },
    ]);
    expect(h.fake.message(CARDS, at.ts)!.text).toBe('✅ A new mistake.');
  });

  it('a stranger’s click is refused and logged as a refused tap; nothing is stored and the buttons stay', async () => {
    const { id, feedbackId, question, at } = await askedAfterThirdEdit('mq-stranger');
    const mark = h.fake.mark();
    const { res } = await h.click(at, buttonsOf(question)[0]!.actionId, STRANGER);
    expect(res.status).toBe(200);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({
      channel: CARDS,
      user: STRANGER,
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
    });
    expect(await linksOf(feedbackId)).toEqual([]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'refused']);
    expect(hasButtons(h.fake.message(CARDS, at.ts))).toBe(true);
    expect(h.fake.calls('chat.update').filter((c) => c.seq >= mark)).toHaveLength(0);
  });

  it('the first correction of a goal asks nothing; the second, with one to compare, asks', async () => {
    const [, draft1, edited1] = SHIPPING_EDITS[0]!;
    const first = await decideInSlack('mq-first', draft1, { edit: edited1 });
    expect(questionUnder(first.card, first.mark)).toBeUndefined();
    const [, draft2, edited2] = SHIPPING_EDITS[1]!;
    const second = await decideInSlack('mq-first', draft2, { edit: edited2 });
    expect(questionUnder(second.card, second.mark)?.text).toContain(MISTAKE_PROMPT);
  });

  it('an approval asks nothing; a rejection in Slack’s modal asks', async () => {
    await correct(h.t, SHIPPING_EDITS.slice(0, 2), 'mq-approve');
    const id = await submit(h.t, { goal: 'mq-approve', draft: SHIPPING_EDITS[2]![1] });
    const card = await h.cardOf({ runId: id });
    const mark = h.fake.mark();
    await h.click(card, `run_approve:${id}`);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1 }]);
    expect(h.fake.calls('chat.postMessage').filter((c) => c.seq >= mark)).toHaveLength(0);

    const rejected = await decideInSlack('mq-approve', SHIPPING_EDITS[3]![1], {
      reject: 'never write guaranteed, it is usually days',
    });
    expect(questionUnder(rejected.card, rejected.mark)?.text).toContain(MISTAKE_PROMPT);
    expect(h.problems).toEqual([]);
  });
});
