// `/taploop mistakes`: the week's edits and rejections the owner has not named, posted again where cards go with the
// choices they have now, answered with one click, through real Bolt and the fake Slack API.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISTAKE_PROMPT } from '../../../gateway/index.ts';
import type { SlackMessage } from '../../fakes/slack.ts';
import { correct, SHIPPING_EDITS } from '../../helpers/learning.ts';
import { CARDS, hasButtons, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

async function command(text: string, user = OWNER) {
  const mark = h.fake.mark();
  const res = await h.send(h.fake.payloads.slashCommand({ userId: user, command: '/taploop', text }));
  expect(res.status).toBe(200);
  const answer = String((await h.fake.waitForCall('response_url', (c) => c.seq >= mark)).params['text']);
  const posted = h.fake
    .calls('chat.postMessage')
    .filter((c) => c.seq >= mark)
    .map((c) => h.fake.message(CARDS, (c.response as { ts: string }).ts)!);
  return { answer, posted };
}

const actionIdsOf = (m: SlackMessage) =>
  (m.blocks!.find((b) => b['type'] === 'actions')!['elements'] as { action_id: string }[]).map((b) => b.action_id);

const links = () =>
  h.t.testDb.db.query<{ feedback_id: string; same_as: string | null; source: string }>(
    'select feedback_id, same_as, source from mistake_links order by created_at',
  );

describe('/taploop mistakes', () => {
  it('says so when nothing is unnamed, and refuses a stranger', async () => {
    expect(await command('mistakes')).toEqual({
      answer: 'Nothing to name: every edit and rejection of the last 7 days has an answer.',
      posted: [],
    });
    await correct(h.t, SHIPPING_EDITS.slice(0, 2), 'again-stranger');
    expect(await command('mistakes', STRANGER)).toEqual({
      answer: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      posted: [],
    });
    expect(await command('help')).toMatchObject({ answer: expect.stringContaining('`/taploop mistakes`') });
  });

  it('posts each unnamed correction again, oldest first, saying what it is about; a click links it', async () => {
    await h.t.testDb.db.query('insert into mistake_links (feedback_id, source) select id, $1 from feedback', ['test']);
    const [first, second] = await correct(h.t, SHIPPING_EDITS.slice(0, 2), 'again');
    const { answer, posted } = await command('mistakes');
    expect(answer).toBe(`Asked again in <#${CARDS}>: 2 to name.`);
    expect(posted.map((m) => m.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^_Your edit of a “again” draft \\(\\d+ \\w+\\): “tomorrow, guaranteed!” → “in 2-3 days\\.”_\\n${MISTAKE_PROMPT.replace('?', '\\?')}\\n1\\. “in 24 hours, guaranteed!”`,
        ),
      ),
      expect.stringMatching(
        /^_Your edit of a “again” draft \(\d+ \w+\): “in 24 hours, guaranteed!” → [\s\S]*\n1\. “tomorrow, guaranteed!”/,
      ),
    ]);
    const [asked] = posted;
    expect(actionIdsOf(asked!)).toHaveLength(2);

    const mark = h.fake.mark();
    await h.click({ channel: CARDS, ts: asked!.ts }, actionIdsOf(asked!)[0]!);
    expect((await links()).filter((l) => l.source === 'slack')).toEqual([
      { feedback_id: first, same_as: second, source: 'slack' },
    ]);
    await h.fake.waitForCall('chat.update', (c) => c.seq >= mark && c.params['ts'] === asked!.ts);
    const after = h.fake.message(CARDS, asked!.ts)!;
    expect(after.text).toMatch(
      /^✅ Same mistake as: “in 24 hours, guaranteed!” → “it usually takes 3-5 days\.” \(\d+ \w+\)$/,
    );
    expect(hasButtons(after)).toBe(false);
  });
});
