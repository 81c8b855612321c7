// "Same mistake as…?" answered through the gateway: whatever door it comes through, only an owner or a reviewer of the
// decision's goal may answer; a refusal stores nothing and is logged in `taps`; a person's answer records their name.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnswerMistakeInput } from '../../../gateway/core/mistake-answers.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';

let t: TestGateway;
let rejection: string;
let earlier: string;
beforeAll(async () => {
  t = await createTestGateway();
  const add = t.gateway.people.add;
  await add({ name: 'Mina', role: 'reviewer', goals: ['posts'], telegram_id: '7001', slack_id: 'U0MINA' }, 'test');
  await add({ name: 'Rolf', role: 'reviewer', goals: ['replies'], telegram_id: '7002', slack_id: 'U0ROLF' }, 'test');
  await add({ name: 'Vera', role: 'viewer', telegram_id: '7003', slack_id: 'U0VERA' }, 'test');
  const corrections: string[] = [];
  for (const reason of ['Too loud, no exclamation marks', 'Too loud again']) {
    const id = await submit(t, { goal: 'posts' });
    await decideVia(t, id, { action: 'reject', reason });
    corrections.push((await feedbackRows(t, id))[0]!.id);
  }
  [earlier, rejection] = corrections as [string, string];
});
afterAll(() => t.close());

const links = () =>
  t.testDb.db.query<{ actor: string | null }>(`select actor from mistake_links where feedback_id = $1`, [rejection]);
const refused = () =>
  t.testDb.db.query<{ source: string; actor: string; action: string }>(
    `select source, actor, action from taps where outcome = 'refused' order by created_at`,
  );
const answer = (who: Pick<AnswerMistakeInput, 'source' | 'actor'>) =>
  t.gateway.answerMistake({ feedbackId: rejection, answer: { same_as: earlier }, ...who });

describe('answering "same mistake as…?"', () => {
  it.each([
    ['a reviewer of another goal in Telegram', { source: 'telegram', actor: '7002' }, 'Rolf'],
    ['a reviewer of another goal in Slack', { source: 'slack', actor: 'U0ROLF' }, 'Rolf'],
    ['a reviewer of another goal in the inbox', { source: 'web', actor: 'Rolf' }, 'Rolf'],
    ['a viewer in Telegram', { source: 'telegram', actor: '7003' }, 'Vera'],
    ['a viewer in Slack', { source: 'slack', actor: 'U0VERA' }, 'Vera'],
    ['a stranger in Telegram', { source: 'telegram', actor: '6666' }, '6666'],
  ] as const)('is refused to %s: nothing stored, the refusal logged', async (_, who, name) => {
    const before = (await refused()).length;
    await expect(answer(who)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await links()).toEqual([]);
    expect((await refused()).slice(before)).toEqual([{ source: who.source, actor: name, action: 'mistake' }]);
  });

  it('a viewer is told what it needs', async () => {
    await expect(answer({ source: 'slack', actor: 'U0VERA' })).rejects.toThrow(/you are Vera, a viewer/);
  });

  it('is stored for a reviewer of the goal, with their name', async () => {
    await expect(answer({ source: 'telegram', actor: '7001' })).resolves.toMatchObject({ feedback_id: rejection });
    expect(await links()).toEqual([{ actor: 'Mina' }]);
  });

  it('is stored for the owner by token (the API), as the caller names it', async () => {
    await answer({ source: 'api', actor: 'script' });
    expect(await links()).toEqual([{ actor: 'script' }]);
  });
});
