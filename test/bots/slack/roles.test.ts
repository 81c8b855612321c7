// Roles in Slack: a reviewer decides the drafts of their goals; a click outside their role stores nothing,
// is logged as refused and answered to them alone (ephemeral); only an owner confirms a rule; App Home's "Open the
// inbox" sends a one-time link by direct message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_PATH, STRANGER as STRANGER_TEXT } from '../../../gateway/index.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';
import { taps } from '../telegram/harness.ts';
import { mount, postForm } from '../web/harness.ts';
import { blockText, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

const MINA = 'U0MINA'; // reviewer of "posts"
const ROLF = 'U0ROLF'; // reviewer of "replies"
const VERA = 'U0VERA'; // viewer

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
  const add = h.t.gateway.people.add;
  await add({ name: 'Mina', role: 'reviewer', goals: ['posts'], slack_id: MINA }, 'test');
  await add({ name: 'Rolf', role: 'reviewer', goals: ['replies'], slack_id: ROLF }, 'test');
  await add({ name: 'Vera', role: 'viewer', slack_id: VERA }, 'test');
});
afterAll(() => h.close());

/** What Slack showed `user` alone since `mark`: ephemeral messages and ephemeral response_url answers. */
function toldOnly(user: string, mark: number): string[] {
  const ephemeral = h.fake
    .calls('chat.postEphemeral')
    .filter((c) => c.seq >= mark && c.params['user'] === user)
    .map((c) => String(c.params['text']));
  const responded = h.fake
    .calls('response_url')
    .filter((c) => c.seq >= mark && c.params['user'] === user && c.params['response_type'] === 'ephemeral')
    .map((c) => String(c.params['text']));
  return [...ephemeral, ...responded];
}

describe('a reviewer in Slack', () => {
  it('approves a draft of their goal, stored with their name', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const { res } = await h.click(await h.cardOf({ runId: id }), `run_approve:${id}`, MINA);
    expect(res.status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1, source: 'slack' }]);
    expect(await h.t.testDb.db.query(`select actor from feedback where run_id = $1`, [id])).toEqual([
      { actor: 'Mina' },
    ]);
    expect(await h.t.gateway.getRun(id)).toMatchObject({ decided_by: 'Mina', decided_via: 'slack' });
  });

  it('of another goal is refused on a "posts" card: nothing stored, a refused tap logged, told to them alone', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const card = await h.cardOf({ runId: id });
    const mark = h.fake.mark();
    await h.click(card, `run_approve:${id}`, ROLF);
    await h.click(card, `run_reject:${id}`, ROLF);
    await h.click(card, `run_edit:${id}`, ROLF);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([
      { outcome: 'refused', actor: 'Rolf', action: 'approve' },
      { outcome: 'refused', actor: 'Rolf', action: 'reject' },
      { outcome: 'refused', actor: 'Rolf', action: 'edit' },
    ]);
    const told = toldOnly(ROLF, mark);
    expect(told).toHaveLength(3);
    for (const text of told) expect(text).toContain('needs an owner or a reviewer of “posts”; you are Rolf');
    expect(h.fake.calls('views.open').filter((c) => c.seq >= mark)).toHaveLength(0);
    expect(h.fake.calls('chat.postEphemeral').filter((c) => c.seq >= mark && c.params['user'] !== ROLF)).toEqual([]);
    expect(h.fake.calls('chat.update').filter((c) => c.seq >= mark && c.params['ts'] === card.ts)).toEqual([]);
  });

  it('a viewer cannot decide', async () => {
    const id = await submit(h.t, { goal: 'posts' });
    const mark = h.fake.mark();
    await h.click(await h.cardOf({ runId: id }), `run_approve:${id}`, VERA);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await taps(h.t, { runId: id })).toMatchObject([{ outcome: 'refused', actor: 'Vera' }]);
    expect(toldOnly(VERA, mark)).toEqual([expect.stringContaining('you are Vera, a viewer')]);
  });
});

describe('/taploop pending for a reviewer', () => {
  it('lists the waiting drafts of their goals only', async () => {
    await submit(h.t, { goal: 'posts', draft: 'A waiting post' });
    await submit(h.t, { goal: 'replies', draft: 'A waiting reply' });
    const mark = h.fake.mark();
    await h.send(h.fake.payloads.slashCommand({ userId: MINA, command: '/taploop', text: 'pending' }));
    const text = String((await h.fake.waitForCall('response_url', (c) => c.seq >= mark)).params['text']);
    expect(text).toContain('A waiting post');
    expect(text).not.toContain('A waiting reply');
  });
});

describe('rules in Slack', () => {
  it("only an owner's Confirm makes a rule active; a reviewer's is refused and the rule stays a candidate", async () => {
    const rule = await h.t.gateway.proposeRule({
      goal: 'posts',
      title: 'No exclamation marks',
      body: 'No exclamation marks.',
      evidence: [],
      source: 'nightly',
    });
    const card = await h.cardOf({ ruleId: rule.id });
    const mark = h.fake.mark();
    await h.click(card, `rule_confirm:${rule.id}`, MINA);
    expect((await h.t.gateway.getRule(rule.id)).status).toBe('candidate');
    expect(toldOnly(MINA, mark)).toEqual([expect.stringContaining('Deciding a rule needs an owner; you are Mina')]);
    expect(await taps(h.t, { ruleId: rule.id })).toMatchObject([{ outcome: 'refused', actor: 'Mina' }]);
    await h.click(card, `rule_confirm:${rule.id}`);
    expect(await h.t.gateway.getRule(rule.id)).toMatchObject({ status: 'active', decided_by: `slack-${OWNER}` });
  });
});

describe('a candidate rule in Slack', () => {
  it('says whose corrections it comes from', async () => {
    const evidence: string[] = [];
    for (const actor of [MINA, MINA]) {
      const runId = await submit(h.t, { goal: 'posts' });
      await h.t.gateway.decide({ runId, action: 'reject', reason: 'Too loud', source: 'slack', actor });
      evidence.push((await feedbackRows(h.t, runId))[0]!.id);
    }
    const rule = await h.t.gateway.proposeRule({
      goal: 'posts',
      title: 'Keep it calm',
      body: 'Keep it calm.',
      evidence,
      source: 'nightly',
    });
    expect(blockText((await h.cardOf({ ruleId: rule.id })).message)).toContain('_From corrections by Mina_');
  });
});

describe('App Home "Open the inbox"', () => {
  async function clickOpenInbox(user: string) {
    let mark = h.fake.mark();
    await h.openHome(user);
    const published = await h.fake.waitForCall('views.publish', (c) => c.seq >= mark && c.params['user_id'] === user);
    const viewId = (published.response as { view: { id: string } }).view.id;
    mark = h.fake.mark();
    expect((await h.clickHome(viewId, 'home_inbox:inbox', 'inbox', user)).status).toBe(200);
    return mark;
  }

  it('sends the person a one-time link by direct message; opening it shows the page, its button signs in once', async () => {
    const mark = await clickOpenInbox(MINA);
    const sent = h.fake.calls('chat.postMessage').filter((c) => c.seq >= mark);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ channel: MINA, unfurl_links: false });
    const path = new URL(/https?:\/\/\S+/.exec(String(sent[0]!.params['text']))![0]).pathname;
    const inbox = mount(h.t);
    const page = await inbox.request(path);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(await page.text()).toContain(`<form method="post" action="${path}">`);
    const first = await postForm(inbox, path, {});
    expect(first.status).toBe(303);
    expect(first.headers.get('set-cookie')).toContain('taploop_session=');
    expect((await postForm(inbox, path, {})).status).not.toBe(303);
  });

  it('a stranger gets no link', async () => {
    const mark = await clickOpenInbox(STRANGER);
    expect(h.fake.calls('chat.postMessage').filter((c) => c.seq >= mark)).toEqual([]);
    expect(JSON.stringify(h.fake.calls().filter((c) => c.seq >= mark))).not.toContain(SIGN_IN_PATH);
    expect(await h.t.testDb.db.query(`select count(*)::int as n from sign_in_links`)).toEqual([{ n: 1 }]);
    const home = await h.fake.waitForCall('views.publish', (c) => c.seq >= mark && c.params['user_id'] === STRANGER);
    expect(JSON.stringify(home.params['view'])).toContain(STRANGER_TEXT.slice(0, 40));
  });
});
