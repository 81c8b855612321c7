// Slack: the pre-check line on a run's card, and "Apply that fix" stored as an edit through the one decision path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideVia, feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, type SlackHarness, startSlackHarness } from './harness.ts';

let h: SlackHarness;
let pastEdit: string;
beforeAll(async () => {
  h = await startSlackHarness();
  const first = await submit(h.t, {
    goal: 'replies',
    task: 'Reply about delivery',
    draft: 'It arrives tomorrow, guaranteed.',
  });
  await decideVia(h.t, first, { action: 'edit', text: 'It arrives within a week.' });
  pastEdit = (await feedbackRows(h.t, first))[0]!.id;
  await h.t.gateway.backfillEmbeddings();
});
afterAll(() => h.close());

describe('Slack pre-check', () => {
  it('shows the line on the card and Apply that fix stores the fixed text as an edit', async () => {
    const id = await submit(h.t, {
      goal: 'replies',
      task: 'Answer Aiko',
      draft: 'Hi Aiko, it arrives tomorrow, guaranteed.',
    });
    const card = await h.cardOf({ runId: id });
    expect(blockText(card.message)).toContain('🔁 Looks like what you corrected on');
    expect(blockText(card.message)).toContain('“tomorrow, guaranteed” → “within a week”');
    const { res } = await h.click(card, `run_fix:${id}:${pastEdit}`);
    expect(res.status).toBe(200);
    await h.t.gateway.settle();
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 0, correction: 'Hi Aiko, it arrives within a week.', source: 'slack' },
    ]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored']);
  });
});
