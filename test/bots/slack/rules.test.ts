// Slack rule candidates: Confirm · Reword (modal) · Reject (modal with reason); nothing becomes active without the owner.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockText, hasButtons, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

const propose = (title = 'Never promise delivery dates') =>
  h.t.gateway.proposeRule({
    title,
    body: `${title}: say "soon" instead.`,
    goal: 'posts',
    evidence: ['fb_1', 'fb_2', 'fb_3'],
    source: 'nightly',
  });
const ruleNow = async (id: string) => (await h.t.gateway.listRules()).find((r) => r.id === id)!;

describe('Slack rule candidates', () => {
  it('a candidate is posted with its evidence and Confirm · Reword · Reject', async () => {
    const rule = await propose();
    const { message } = await h.cardOf({ ruleId: rule.id });
    expect(blockText(message)).toContain('Proposed rule');
    expect(blockText(message)).toContain('from 3 corrections');
    expect(blockText(message)).toContain('say \\"soon\\" instead');
    const ids = (message.blocks!.find((b) => b['type'] === 'actions')!['elements'] as { action_id: string }[]).map(
      (e) => e.action_id,
    );
    expect(ids).toEqual([`rule_confirm:${rule.id}`, `rule_reword:${rule.id}`, `rule_reject:${rule.id}`]);
  });

  it('new words over HTTP (PATCH) show on the card, which keeps its buttons', async () => {
    const rule = await propose('Old words here');
    const card = await h.cardOf({ ruleId: rule.id });
    const res = await h.t.request('PATCH', `/v1/rules/${rule.id}`, { body: 'Give a range, never a date.' });
    expect(res.status).toBe(200);
    await h.t.gateway.settle();
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain('Give a range, never a date.');
    expect(blockText(after)).not.toContain('Old words here');
    expect(hasButtons(after)).toBe(true);
  });

  it('confirm makes it active and the card says so', async () => {
    const rule = await propose('Confirm me');
    const card = await h.cardOf({ ruleId: rule.id });
    await h.click(card, `rule_confirm:${rule.id}`);
    expect(await ruleNow(rule.id)).toMatchObject({ status: 'active', decided_by: `slack-${OWNER}` });
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain(`✅ *Rule active* by <@${OWNER}>`);
    expect(hasButtons(after)).toBe(false);
  });

  it('a non-owner cannot confirm', async () => {
    const rule = await propose('Not yours');
    const card = await h.cardOf({ ruleId: rule.id });
    const mark = h.fake.mark();
    await h.click(card, `rule_confirm:${rule.id}`, STRANGER);
    expect((await ruleNow(rule.id)).status).toBe('candidate');
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark)).params).toMatchObject({
      user: STRANGER,
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
    });
  });

  it('reword opens a modal with the rule; saved, the rule is active in the owner’s words', async () => {
    const rule = await propose('Reword me');
    const card = await h.cardOf({ ruleId: rule.id });
    const viewId = await h.openModal(card, `rule_reword:${rule.id}`);
    expect(JSON.stringify(h.fake.view(viewId)?.blocks)).toContain('Reword me: say');
    const res = await h.send(
      h.submitBody(viewId, 'rule_reword', { rule: { text: 'Say "soon", never a date\nDates slip.' } }),
    );
    expect(res.status).toBe(200);
    expect(await ruleNow(rule.id)).toMatchObject({
      status: 'active',
      title: 'Say "soon", never a date',
      body: 'Say "soon", never a date\nDates slip.',
    });
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain('Rule active');
  });

  it('reject opens a modal for a reason; the rule is rejected with it', async () => {
    const rule = await propose('Reject me');
    const card = await h.cardOf({ ruleId: rule.id });
    const viewId = await h.openModal(card, `rule_reject:${rule.id}`);
    await h.send(h.submitBody(viewId, 'rule_reject', { reason: { text: 'too strict' } }));
    expect(await ruleNow(rule.id)).toMatchObject({ status: 'rejected', reason: 'too strict' });
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain('❌ *Rule rejected*');
  });

  it('a rule decided elsewhere: a late tap is told, and stores nothing', async () => {
    const rule = await propose('Decided elsewhere');
    const card = await h.cardOf({ ruleId: rule.id });
    await h.t.gateway.decideRule({
      ruleId: rule.id,
      action: 'confirm',
      actor: OWNER,
      source: 'slack',
      eventKey: 'elsewhere-1',
    });
    await h.t.gateway.settle();
    expect(hasButtons(h.fake.message(card.channel, card.ts))).toBe(false);
    const mark = h.fake.mark();
    await h.click(card, `rule_reject:${rule.id}`, OWNER, { force: true });
    expect(h.fake.calls('views.open').filter((c) => c.seq >= mark)).toHaveLength(0);
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark)).params['text']).toMatch(
      /already active/,
    );
    expect((await ruleNow(rule.id)).status).toBe('active');
  });
});

describe('Slack “Same mistake as that rule”', () => {
  /** A candidate whose corrections the nightly job found alike to `to`. */
  const proposeAlikeTo = (to: { id: string; title: string }, title: string, evidence: string[]) =>
    h.t.gateway.proposeRule({
      title,
      body: `${title}: no dates.`,
      goal: 'posts',
      evidence,
      source: 'nightly',
      alike: { id: to.id, title: to.title },
    });
  /** An active rule, and a candidate alike to it. */
  const proposeAlike = async (title: string, evidence: string[]) => {
    const existing = await h.t.gateway.createRule({ title: `${title} (existing)`, body: 'Say "soon".', goal: 'posts' });
    return { existing, rule: await proposeAlikeTo(existing, title, evidence) };
  };
  const buttonsOf = (message: { blocks?: Record<string, unknown>[] } | undefined) =>
    (message!.blocks!.find((b) => b['type'] === 'actions')!['elements'] as { action_id: string; value: string }[]).map(
      (e) => ({ action_id: e.action_id, value: e.value }),
    );

  it('a candidate that looks like an existing rule names it and offers the button; one that does not, neither', async () => {
    const { rule } = await proposeAlike('Alike shown', ['fb_a1', 'fb_a2']);
    const { message } = await h.cardOf({ ruleId: rule.id });
    expect(blockText(message)).toContain(
      '🔗 Looks like your rule “Alike shown (existing)”. If it is the same mistake, click *Same mistake as that rule*: these corrections count for it.',
    );
    expect(buttonsOf(message)).toContainEqual({ action_id: `rule_merge:${rule.id}`, value: rule.id });
    expect(blockText(message)).toContain('🔗 Same mistake as that rule');

    const plain = await propose('Nothing alike');
    const other = (await h.cardOf({ ruleId: plain.id })).message;
    expect(blockText(other)).not.toContain('Looks like your rule');
    expect(buttonsOf(other).map((b) => b.action_id)).not.toContain(`rule_merge:${plain.id}`);
  });

  it('clicking it closes the candidate into that rule, which gets its corrections, and the card says so', async () => {
    const { existing, rule } = await proposeAlike('Merge me', ['fb_m1', 'fb_m2']);
    const card = await h.cardOf({ ruleId: rule.id });
    const mark = h.fake.mark();
    const { res } = await h.click(card, `rule_merge:${rule.id}`);
    expect(res.status).toBe(200);
    expect(await ruleNow(rule.id)).toMatchObject({
      status: 'rejected',
      merged_into: existing.id,
      decided_by: `slack-${OWNER}`,
    });
    expect((await ruleNow(existing.id)).evidence).toEqual(expect.arrayContaining(['fb_m1', 'fb_m2']));
    const update = await h.fake.waitForCall('chat.update', (c) => c.seq >= mark);
    expect(update.params).toMatchObject({ channel: card.channel, ts: card.ts });
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain(
      `🔗 *Same mistake as* “Merge me (existing)” by <@${OWNER}>: its corrections now count for that rule`,
    );
    expect(hasButtons(after)).toBe(false);
  });

  it('into a candidate still waiting: that candidate’s card shows the corrections it gained, buttons kept', async () => {
    const waiting = await propose('Waiting for its yes');
    const rule = await proposeAlikeTo(waiting, 'Joins the waiting one', ['fb_j1', 'fb_j2']);
    const target = await h.cardOf({ ruleId: waiting.id });
    expect(blockText(target.message)).toContain('from 3 corrections');
    await h.click(await h.cardOf({ ruleId: rule.id }), `rule_merge:${rule.id}`);
    await h.t.gateway.settle();
    const after = h.fake.message(target.channel, target.ts);
    expect(blockText(after)).toContain('from 5 corrections');
    expect(buttonsOf(after).map((b) => b.action_id)).toEqual([
      `rule_confirm:${waiting.id}`,
      `rule_reword:${waiting.id}`,
      `rule_reject:${waiting.id}`,
    ]);
  });

  it('a non-owner’s click is refused and changes nothing', async () => {
    const { existing, rule } = await proposeAlike('Not yours to merge', ['fb_n1']);
    const card = await h.cardOf({ ruleId: rule.id });
    const mark = h.fake.mark();
    await h.click(card, `rule_merge:${rule.id}`, STRANGER);
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark)).params).toMatchObject({
      user: STRANGER,
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
    });
    expect(await ruleNow(rule.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect((await ruleNow(existing.id)).evidence).toEqual([]);
    expect(h.fake.calls('chat.update').filter((c) => c.seq >= mark)).toHaveLength(0);
    expect(hasButtons(h.fake.message(card.channel, card.ts))).toBe(true);
  });

  it('when that rule is no longer active the owner is told and the candidate stays open', async () => {
    const gone = await propose('Gone since');
    const rule = await proposeAlikeTo(gone, 'Alike to a gone rule', ['fb_g1']);
    await h.t.gateway.decideRule({ ruleId: gone.id, action: 'reject', actor: OWNER, source: 'slack', eventKey: 'g-1' });
    const card = await h.cardOf({ ruleId: rule.id });
    const mark = h.fake.mark();
    await h.click(card, `rule_merge:${rule.id}`);
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark)).params['text']).toBe(
      'Rule “Gone since” is rejected now: confirm, reword or reject this one.',
    );
    expect(await ruleNow(rule.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect(hasButtons(h.fake.message(card.channel, card.ts))).toBe(true);
  });
});
