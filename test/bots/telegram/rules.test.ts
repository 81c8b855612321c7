// Rule candidates in Telegram: a card per owner; Confirm, Reword by reply, Reject with a reason or Skip; owners only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProposeRuleInput } from '../../../gateway/core/rules.ts';
import { correct } from '../../helpers/learning.ts';
import {
  buttons,
  type Harness,
  lastPrompt,
  OWNER,
  OWNER_2,
  ruleCardOf,
  STRANGER,
  say,
  startHarness,
  tap,
  taps,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** Proposes a candidate and waits for its cards (they go out through the outbox). */
async function propose(over: Partial<ProposeRuleInput> = {}) {
  const rule = await h.t.gateway.proposeRule({
    title: 'Never promise delivery dates',
    body: 'Never promise delivery dates. Say "usually" and give a range.',
    goal: 'replies',
    evidence: ['fb_1', 'fb_2', 'fb_3'],
    source: 'nightly',
    ...over,
  });
  await h.t.gateway.settle();
  return rule;
}

const ruleOf = async (id: string) => (await h.t.gateway.listRules()).find((r) => r.id === id)!;

describe('rule candidates', () => {
  it('come as a card with the rule, its evidence and Confirm · Reword · Reject; Confirm makes the rule active', async () => {
    const rule = await propose();
    for (const owner of [OWNER, OWNER_2]) {
      const card = await ruleCardOf(h, owner, rule.id);
      expect(card.text).toMatch(
        /^📏 New rule proposed for replies\n\nNever promise delivery dates\nNever promise delivery dates\. Say "usually"/,
      );
      expect(card.text).toContain('Evidence: 3 corrections');
      expect(buttons(card)).toEqual([`ra:${rule.id}`, `rw:${rule.id}`, `rx:${rule.id}`]);
    }
    const card = await ruleCardOf(h, OWNER, rule.id);
    const { answer } = await tap(h, { messageId: card.message_id, data: `ra:${rule.id}` });
    expect(answer).toMatchObject({ text: '✅ Rule confirmed' });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'active', decided_by: `telegram-${OWNER}`, body: rule.body });
    for (const owner of [OWNER, OWNER_2]) {
      const now = await ruleCardOf(h, owner, rule.id);
      expect(now.text).toMatch(/^✅ Active by User4242: agents on replies now get this rule/);
      expect(now.reply_markup).toBeUndefined();
    }
  });

  it('Reword asks for the owner’s words by reply; the rule becomes active in them', async () => {
    const rule = await propose({ title: 'Keep it short', body: 'Keep it short', goal: null, evidence: ['fb_9'] });
    const card = await ruleCardOf(h, OWNER, rule.id);
    expect(card.text).toContain('for every goal');
    expect(card.text).toContain('Evidence: 1 correction');
    await tap(h, { messageId: card.message_id, data: `rw:${rule.id}` });
    const prompt = lastPrompt(h.fake);
    expect(prompt.text).toBe('Keep it short');
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'candidate' });

    await say(h, 'Keep replies under 280 characters.\nLinks count as 23.', { replyTo: prompt.message_id });
    expect(await ruleOf(rule.id)).toMatchObject({
      status: 'active',
      title: 'Keep replies under 280 characters.',
      body: 'Keep replies under 280 characters.\nLinks count as 23.',
      decided_by: `telegram-${OWNER}`,
    });
    const now = await ruleCardOf(h, OWNER_2, rule.id);
    expect(now.text).toMatch(/^✅ Active by User4242/);
    expect(now.text).toContain('Links count as 23.');
  });

  it('new words for a candidate over HTTP (PATCH) show on its cards, which keep their buttons', async () => {
    const rule = await propose({ title: 'Old words', body: 'Old words' });
    expect((await ruleCardOf(h, OWNER, rule.id)).text).toContain('Old words');
    const res = await h.t.request('PATCH', `/v1/rules/${rule.id}`, { body: 'Say "usually", never a date.' });
    expect(res.status).toBe(200);
    await h.t.gateway.settle();
    for (const owner of [OWNER, OWNER_2]) {
      const card = await ruleCardOf(h, owner, rule.id);
      expect(card.text).toContain('Say "usually", never a date.');
      expect(card.text).not.toContain('Old words');
      expect(buttons(card)).toEqual([`ra:${rule.id}`, `rw:${rule.id}`, `rx:${rule.id}`]);
    }
  });

  it('Reject asks why; the typed reply is stored as the reason', async () => {
    const rule = await propose();
    const card = await ruleCardOf(h, OWNER, rule.id);
    await tap(h, { messageId: card.message_id, data: `rx:${rule.id}` });
    expect(buttons(await ruleCardOf(h, OWNER, rule.id))).toEqual([`rxs:${rule.id}`, `rxb:${rule.id}`]);
    await say(h, 'we do promise dates for express orders', { replyTo: lastPrompt(h.fake).message_id });
    expect(await ruleOf(rule.id)).toMatchObject({
      status: 'rejected',
      reason: 'we do promise dates for express orders',
    });
    expect((await ruleCardOf(h, OWNER, rule.id)).text).toMatch(
      /^❌ Rejected by User4242: “we do promise dates for express orders”/,
    );
  });

  it('a reply to the card while it asks why is the reason too, not the rule’s new words', async () => {
    const rule = await propose();
    const card = await ruleCardOf(h, OWNER, rule.id);
    await tap(h, { messageId: card.message_id, data: `rx:${rule.id}` });
    await say(h, 'too strict for express orders', { replyTo: card.message_id });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'rejected', reason: 'too strict for express orders' });
    // Without the card's question a reply to it rewords, as before.
    const other = await propose({ title: 'Other words', body: 'Other words' });
    await say(h, 'Never promise a date.', { replyTo: (await ruleCardOf(h, OWNER, other.id)).message_id });
    expect(await ruleOf(other.id)).toMatchObject({ status: 'active', body: 'Never promise a date.' });
  });

  it('Reject then Skip rejects without a reason; Back first returns to the three buttons', async () => {
    const rule = await propose();
    const card = await ruleCardOf(h, OWNER, rule.id);
    await tap(h, { messageId: card.message_id, data: `rx:${rule.id}` });
    await tap(h, { messageId: card.message_id, data: `rxb:${rule.id}` });
    expect(buttons(await ruleCardOf(h, OWNER, rule.id))).toEqual([`ra:${rule.id}`, `rw:${rule.id}`, `rx:${rule.id}`]);
    await tap(h, { messageId: card.message_id, data: `rx:${rule.id}` });
    await tap(h, { messageId: card.message_id, data: `rxs:${rule.id}` });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'rejected', reason: null });
  });

  it("a stranger's Confirm is refused and logged as a refused tap; the rule stays a candidate", async () => {
    const rule = await propose();
    const card = await ruleCardOf(h, OWNER, rule.id);
    const { answer } = await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `ra:${rule.id}` });
    expect(answer).toMatchObject({
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      show_alert: true,
    });
    await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `rw:${rule.id}` });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'candidate' });
    expect(await taps(h.t, { ruleId: rule.id })).toMatchObject([
      { outcome: 'refused', actor: String(STRANGER), action: 'rule:confirm' },
      { outcome: 'refused', actor: String(STRANGER), action: 'rule:reword' },
    ]);
  });

  it('"Same mistake as that rule" on a candidate that looks like a rule: its corrections go to that rule', async () => {
    const existing = await h.t.gateway.createRule({
      title: 'Never promise a date',
      body: 'Never promise a date',
      goal: 'replies',
    });
    const rule = await propose({ evidence: ['fb_m1', 'fb_m2'], alike: { id: existing.id, title: existing.title } });
    const card = await ruleCardOf(h, OWNER, rule.id);
    expect(card.text).toContain('🔗 Looks like your rule “Never promise a date”.');
    expect(buttons(card)).toEqual([`ra:${rule.id}`, `rw:${rule.id}`, `rx:${rule.id}`, `rm:${rule.id}`]);

    const { answer } = await tap(h, { messageId: card.message_id, data: `rm:${rule.id}` });
    expect(answer).toMatchObject({ text: '🔗 Same mistake: its corrections now count for that rule' });
    expect(await ruleOf(rule.id)).toMatchObject({
      status: 'rejected',
      merged_into: existing.id,
      decided_by: `telegram-${OWNER}`,
    });
    expect((await ruleOf(existing.id)).evidence).toEqual(expect.arrayContaining(['fb_m1', 'fb_m2']));
    for (const owner of [OWNER, OWNER_2]) {
      const now = await ruleCardOf(h, owner, rule.id);
      expect(now.text).toMatch(
        /^🔗 Same mistake as “Never promise a date” by User4242: its corrections now count for that rule/,
      );
      expect(now.reply_markup).toBeUndefined();
    }
  });

  it('"Same mistake as that rule" into a candidate still waiting: its cards show the corrections it gained, buttons kept', async () => {
    const waiting = await propose({ title: 'No dates', body: 'No dates', evidence: ['fb_w1', 'fb_w2', 'fb_w3'] });
    const rule = await propose({ evidence: ['fb_w4', 'fb_w5'], alike: { id: waiting.id, title: waiting.title } });
    expect((await ruleCardOf(h, OWNER, waiting.id)).text).toContain('Evidence: 3 corrections');
    await tap(h, { messageId: (await ruleCardOf(h, OWNER, rule.id)).message_id, data: `rm:${rule.id}` });
    await h.t.gateway.settle();
    expect(await ruleOf(waiting.id)).toMatchObject({ status: 'candidate' });
    for (const owner of [OWNER, OWNER_2]) {
      const card = await ruleCardOf(h, owner, waiting.id);
      expect(card.text).toContain('Evidence: 5 corrections');
      expect(buttons(card)).toEqual([`ra:${waiting.id}`, `rw:${waiting.id}`, `rx:${waiting.id}`]);
    }
  });

  it('the nightly job attaching more corrections to a candidate still waiting: its cards show them, buttons kept', async () => {
    const guaranteed = (n: number): [string, string, string] => [
      `Reply about parcel ${n}`,
      `Parcel ${n} arrives tomorrow, guaranteed!`,
      `Parcel ${n} usually arrives in 2-3 days.`,
    ];
    await correct(h.t, [guaranteed(1), guaranteed(2), guaranteed(3)], 'shop');
    const [proposed] = (await h.t.gateway.runNightly()).proposed;
    await h.t.gateway.settle();
    expect((await ruleCardOf(h, OWNER, proposed!)).text).toContain('Evidence: 3 corrections');
    await correct(h.t, [guaranteed(4), guaranteed(5), guaranteed(6)], 'shop');
    const night = await h.t.gateway.runNightly();
    expect(night.attached.map((a) => a.rule_id)).toEqual([proposed]);
    await h.t.gateway.settle();
    for (const owner of [OWNER, OWNER_2]) {
      const card = await ruleCardOf(h, owner, proposed!);
      expect(card.text).toContain('Evidence: 6 corrections');
      expect(buttons(card)).toEqual([`ra:${proposed}`, `rw:${proposed}`, `rx:${proposed}`]);
    }
  });

  it('a candidate that looks like no rule has no "Same mistake" button, and a stranger cannot merge one', async () => {
    expect(buttons(await ruleCardOf(h, OWNER, (await propose()).id))).toHaveLength(3);
    const existing = await h.t.gateway.createRule({ title: 'No dates', body: 'No dates', goal: 'replies' });
    const rule = await propose({ alike: { id: existing.id, title: existing.title } });
    const card = await ruleCardOf(h, OWNER, rule.id);
    const { answer } = await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `rm:${rule.id}` });
    expect(answer).toMatchObject({
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      show_alert: true,
    });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect((await ruleOf(existing.id)).evidence).toEqual([]);
  });

  it('"Same mistake as that rule" after that rule was rejected: the owner is told, the card keeps its buttons', async () => {
    const gone = await propose({ title: 'Gone since', body: 'Gone since' });
    await h.t.gateway.decideRule({ ruleId: gone.id, action: 'reject', source: 'api', actor: 'owner' });
    const rule = await propose({ alike: { id: gone.id, title: gone.title } });
    const card = await ruleCardOf(h, OWNER, rule.id);
    const { answer } = await tap(h, { messageId: card.message_id, data: `rm:${rule.id}` });
    expect(answer).toMatchObject({ text: expect.stringContaining('Rule “Gone since” is rejected now') });
    expect(await ruleOf(rule.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect(buttons(await ruleCardOf(h, OWNER, rule.id))).toEqual([
      `ra:${rule.id}`,
      `rw:${rule.id}`,
      `rx:${rule.id}`,
      `rm:${rule.id}`,
    ]);
  });
});
