// The pre-check on Telegram cards, through the real grammY bot on the fake Bot API: the line, and "Apply that fix".
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastDeliveryEdit } from '../../helpers/learning.ts';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { buttons, cardOf, type Harness, OWNER, startHarness, tap } from './harness.ts';

let h: Harness;
let pastEdit: string;
beforeAll(async () => {
  h = await startHarness();
  pastEdit = await pastDeliveryEdit(h.t);
});
afterAll(() => h.close());

describe('pre-check on the card', () => {
  it('shows what the draft repeats, in at most two lines, with an Apply that fix button', async () => {
    const id = await submit(h.t, {
      goal: 'replies',
      task: 'Answer Maya about her mug',
      draft: 'Hi Maya, your mug arrives tomorrow, guaranteed.',
    });
    const card = await cardOf(h, OWNER, id);
    const line = card.text.split('\n').find((l) => l.startsWith('🔁'));
    const day = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      timeZone: h.t.config.timezone,
    }).format(new Date());
    expect(line).toBe(`🔁 Looks like what you corrected on ${day}: “tomorrow, guaranteed” → “within a week”`);
    expect(buttons(card)).toEqual([`a:${id}`, `r:${id}`, `e:${id}`, `fx:${id}:${pastEdit}`]);
  });

  it('shows nothing more on a draft that repeats nothing', async () => {
    const id = await submit(h.t, { goal: 'replies', task: 'Thank a customer', draft: 'Thank you for the kind words.' });
    const card = await cardOf(h, OWNER, id);
    expect(card.text).not.toContain('🔁');
    expect(buttons(card)).toEqual([`a:${id}`, `r:${id}`, `e:${id}`]);
  });

  it('Apply that fix stores an edit with the fixed text (its own tap and feedback row) and publishes the fixed text', async () => {
    const id = await submit(h.t, {
      goal: 'replies',
      task: 'Answer Jonas',
      draft: 'Hi Jonas, it arrives tomorrow, guaranteed. Thanks!',
    });
    const card = await cardOf(h, OWNER, id);
    const { update, answer } = await tap(h, { messageId: card.message_id, data: `fx:${id}:${pastEdit}` });
    const fixed = 'Hi Jonas, it arrives within a week. Thanks!';
    expect(answer).toMatchObject({ text: '🩹 Fixed and saved as an edit' });
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 0, correction: fixed, source: 'telegram', event_key: update.callback_query!.id },
    ]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored']);
    // The same fix is the same mistake: linked to the earlier edit for the nightly job without asking the owner.
    const [edit] = await feedbackRows(h.t, id);
    expect(
      await h.t.testDb.db.query('select feedback_id, same_as, source from mistake_links where feedback_id = $1', [
        edit!.id,
      ]),
    ).toEqual([{ feedback_id: edit!.id, same_as: pastEdit, source: 'telegram' }]);
    const [pub] = await h.t.testDb.db.query<{ text: string }>('select text from publications where run_id = $1', [id]);
    expect(pub?.text).toBe(fixed);
    expect((await cardOf(h, OWNER, id)).text).toContain(fixed);
  });

  it('a fix that no longer applies is refused and logged, and stores nothing', async () => {
    const id = await submit(h.t, { goal: 'replies', task: 'Answer Lea', draft: 'Hi Lea, it will be there soon.' });
    const card = await cardOf(h, OWNER, id);
    // The card offers no fix here; a stale card's button (or a forged one) is what this guards against.
    const { answer } = await tap(h, { messageId: card.message_id, data: `fx:${id}:${pastEdit}`, force: true });
    expect(answer?.text).toMatch(/no longer applies/);
    expect(await feedbackRows(h.t, id)).toEqual([]);
    expect(await tapOutcomes(h.t, id)).toEqual(['invalid']);
  });
});
