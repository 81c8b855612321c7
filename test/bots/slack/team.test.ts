// A team in a Slack channel: any reviewer of the goal decides a card there, the card then says who and when,
// a stranger is refused to them alone (ephemeral) and a second reviewer is told privately who decided.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRANGER as STRANGER_TEXT } from '../../../gateway/index.ts';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, CARDS, hasButtons, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

const MINA = 'U0MINA01'; // reviewer of "posts"
const NIKO = 'U0NIKO01'; // reviewer of "posts"

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
  await h.t.gateway.people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'], slack_id: MINA }, 'test');
  await h.t.gateway.people.add({ name: 'Niko', role: 'reviewer', goals: ['posts'], slack_id: NIKO }, 'test');
});
afterAll(() => h.close());

describe('a team in a Slack channel', () => {
  it("a stranger's click is refused to them alone; a reviewer's is stored as them and the card says who and when", async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await h.cardOf({ runId: id });
    expect(card.channel).toBe(CARDS);
    const mark = h.fake.mark();
    await h.click(card, `run_approve:${id}`, STRANGER);
    const refused = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(refused.params).toMatchObject({ channel: CARDS, user: STRANGER, text: STRANGER_TEXT });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(hasButtons(h.fake.message(CARDS, card.ts))).toBe(true);

    await h.click(card, `run_approve:${id}`, MINA);
    expect(await h.t.gateway.getRun(id)).toMatchObject({ decided_by: 'Mina', decided_via: 'slack' });
    expect(blockText(h.fake.message(CARDS, card.ts))).toMatch(
      /✅ \*Approved\* in Slack by Mina <!date\^\d+\^\{date_short_pretty\} at \{time\}\|\d{4}-\d\d-\d\d \d\d:\d\d UTC>/,
    );

    const late = h.fake.mark();
    await h.click(card, `run_approve:${id}`, NIKO, { force: true });
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= late);
    expect(told.params).toMatchObject({ user: NIKO, text: 'Already approved in Slack by Mina.' });
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['refused', 'stored', 'conflict']);
  });
});
