// Rules in the web inbox: candidates decided by form (confirm, reword, reject, merge) once per tap, active rules with their effect, add a rule, run the nightly job.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRetirement } from '../../../db/queries/learning.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { correct, SHIPPING_EDITS } from '../../helpers/learning.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';
import { eventKeyOf, mount, page, postAndFollowTo, postForm, section } from './harness.ts';

let t: TestGateway;
let app: Hono;
beforeAll(async () => {
  t = await createTestGateway();
  app = mount(t);
});
afterAll(() => t.close());

const decidePath = (ruleId: string) => `/inbox/rules/${ruleId}/decide`;
const keyOf = (html: string, ruleId: string, action: string) => eventKeyOf(html, decidePath(ruleId), action);
const decide = (ruleId: string, fields: Record<string, string>) => postAndFollowTo(app, decidePath(ruleId), fields);

let n = 0;
/** A candidate as the nightly job proposes it, resting on `evidence` feedback ids. */
const propose = (
  body: string,
  opts: { goal?: string | null; evidence?: string[]; alike?: { id: string; title: string } } = {},
) =>
  t.gateway.proposeRule({
    title: body,
    body,
    goal: opts.goal === undefined ? 'posts' : opts.goal,
    evidence: opts.evidence ?? [`fb_${++n}a`, `fb_${n}b`, `fb_${n}c`],
    source: 'nightly',
    alike: opts.alike,
  });

/** One candidate's card in the rules section of a page. */
const cardOf = (html: string, ruleId: string) =>
  section(html, 'rules').split(`id="${ruleId}"`)[1]!.split('</article>')[0]!;
/** A rule's row as the database holds it, not as a view words it. */
const row = async (ruleId: string) =>
  (
    await t.testDb.db.query<{ status: string; merged_into: string | null; evidence: string[] }>(
      'select status, merged_into, evidence from rules where id = $1',
      [ruleId],
    )
  )[0]!;

const statusOf = async (ruleId: string) => (await t.gateway.getRule(ruleId)).status;
const contextTitles = async (goal = 'posts') => (await t.gateway.getContext({ goal })).rules.map((r) => r.title);
const ruleTaps = async (ruleId: string) =>
  (
    await t.testDb.db.query<{ outcome: string }>('select outcome from taps where rule_id = $1 order by created_at', [
      ruleId,
    ])
  ).map((r) => r.outcome);

describe('candidate rules in the web inbox', () => {
  it('shows a candidate card with its text, its evidence count and three forms', async () => {
    const rule = await propose('Never promise <next-day> delivery & say "usually".');
    const html = await page(app);
    const rules = section(html, 'rules');
    expect(rules).toContain(`id="${rule.id}"`);
    expect(rules).toContain('Never promise &lt;next-day&gt; delivery &amp; say &quot;usually&quot;.');
    expect(rules).toContain('rests on 3 corrections');
    for (const action of ['confirm', 'reword', 'reject']) expect(keyOf(html, rule.id, action)).toMatch(/^web_/);
    expect(rules).toMatch(/<textarea name="text"[^>]*>\s*Never promise &lt;next-day&gt;/);
    expect(rules).toMatch(/name="reason"[^>]*placeholder="Reason \(optional\)"/);
    expect(html).toMatch(/href="#rules">Rules \(\d+ waiting\)/);
  });

  it('says whose corrections a candidate comes from, names escaped; one with no known corrector says nothing', async () => {
    await t.gateway.people.add({ name: "Ole O'Hara", role: 'reviewer', goals: ['posts'] }, 'test');
    await t.gateway.people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
    const evidence: string[] = [];
    for (const actor of ['Mina', "Ole O'Hara", 'writer-bot']) {
      const runId = await submit(t);
      await decideVia(t, runId, { action: 'reject', reason: 'Too loud', actor });
      evidence.push((await feedbackRows(t, runId))[0]!.id);
    }
    const rule = await propose('Keep it calm.', { evidence });
    const unknown = await propose('Nobody known made these.');
    const html = await page(app);
    expect(cardOf(html, rule.id)).toContain('From corrections by Mina and Ole O&#39;Hara');
    expect(cardOf(html, unknown.id)).not.toContain('From corrections by');
  });

  it('confirm makes the rule active and puts it in the agents’ context, with a banner in the rules section', async () => {
    const rule = await propose('Sign posts with the team name.');
    expect(await contextTitles()).not.toContain(rule.title);
    const { location, html } = await decide(rule.id, {
      action: 'confirm',
      event_key: keyOf(await page(app), rule.id, 'confirm'),
    });
    expect(location).toMatch(/^\/\?notice=.*&in=rules#rules$/);
    expect((await t.gateway.listRules({ status: 'active' })).map((r) => r.id)).toContain(rule.id);
    expect(await contextTitles()).toContain('Sign posts with the team name.');
    const rules = section(html, 'rules');
    expect(rules).toMatch(
      /class="banner ok" role="status">\s*Rule confirmed: “Sign posts with the team name.” is active for posts./,
    );
    expect(section(html, 'pending')).not.toContain('banner');
    expect(rules).toMatch(new RegExp(`id="${rule.id}" data-status="active"`));
  });

  it('reword activates the rule in the owner’s words', async () => {
    const rule = await propose('Avoid: guaranteed');
    const key = keyOf(await page(app), rule.id, 'reword');
    const { html } = await decide(rule.id, {
      action: 'reword',
      text: 'Never promise delivery times.\nSay "usually" instead.',
      event_key: key,
    });
    expect(await t.gateway.getRule(rule.id)).toMatchObject({
      status: 'active',
      title: 'Never promise delivery times.',
      body: 'Never promise delivery times.\nSay "usually" instead.',
      decided_by: 'web',
    });
    expect(await contextTitles()).toContain('Never promise delivery times.');
    expect(section(html, 'rules')).toContain('Rule active in your words for posts: “Never promise delivery times.”');
  });

  it('a rewording with a character that cannot be stored is refused in words, not a 500, and changes nothing', async () => {
    const rule = await propose('Prefer: you');
    const { html } = await decide(rule.id, {
      action: 'reword',
      text: 'Say you\u0000 not we.',
      event_key: keyOf(await page(app), rule.id, 'reword'),
    });
    expect(section(html, 'rules')).toMatch(
      /class="banner error" role="alert">\s*The text contains a character that cannot be stored/,
    );
    expect(await t.gateway.getRule(rule.id)).toMatchObject({ status: 'candidate', title: rule.title });
  });

  it('a blank rewording is refused with the gateway’s words and leaves the candidate waiting', async () => {
    const rule = await propose('Prefer: we');
    const { html } = await decide(rule.id, {
      action: 'reword',
      text: '  ',
      event_key: keyOf(await page(app), rule.id, 'reword'),
    });
    expect(section(html, 'rules')).toMatch(/class="banner error" role="alert">\s*A rewording needs the new rule text/);
    expect(await statusOf(rule.id)).toBe('candidate');
  });

  it('reject with a reason keeps the rule out of the context', async () => {
    const rule = await propose('Always add three hashtags.');
    const { html } = await decide(rule.id, {
      action: 'reject',
      reason: 'we never use hashtags',
      event_key: keyOf(await page(app), rule.id, 'reject'),
    });
    expect(await t.gateway.getRule(rule.id)).toMatchObject({ status: 'rejected', reason: 'we never use hashtags' });
    expect(await contextTitles()).not.toContain('Always add three hashtags.');
    expect(section(html, 'rules')).toContain('Rule rejected: “Always add three hashtags.”');
    expect(section(html, 'rules')).not.toContain(`id="${rule.id}"`);
  });

  it('a replayed form (same event key) decides once', async () => {
    const rule = await propose('Keep replies under 280 characters.');
    const key = keyOf(await page(app), rule.id, 'confirm');
    const first = await postForm(app, decidePath(rule.id), { action: 'confirm', event_key: key });
    const second = await postForm(app, decidePath(rule.id), { action: 'confirm', event_key: key });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await ruleTaps(rule.id)).toEqual(['stored', 'duplicate']);
    expect(await statusOf(rule.id)).toBe('active');
  });

  it('a rule decided elsewhere shows the conflict in the banner, and nothing changes', async () => {
    const rule = await propose('Mention the price in every post.');
    const key = keyOf(await page(app), rule.id, 'confirm');
    await t.gateway.decideRule({ ruleId: rule.id, action: 'reject', actor: 'ann', source: 'api' });
    const { html } = await decide(rule.id, { action: 'confirm', event_key: key });
    expect(section(html, 'rules')).toMatch(
      /class="banner error" role="alert">\s*This rule is already rejected \(by ann\)\./,
    );
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    expect(await statusOf(rule.id)).toBe('rejected');
    expect(await ruleTaps(rule.id)).toEqual(['stored', 'conflict']);
  });

  it('a rule already decided in the inbox says so plainly, naming no person called "web"', async () => {
    const rule = await propose('Sign every reply with the team name.');
    const html = await page(app); // one page, two tabs: reject in one after confirming in the other
    await decide(rule.id, { action: 'confirm', event_key: keyOf(html, rule.id, 'confirm') });
    const { html: after } = await decide(rule.id, { action: 'reject', event_key: keyOf(html, rule.id, 'reject') });
    expect(section(after, 'rules')).toMatch(/class="banner error" role="alert">\s*This rule is already active\./);
    expect(after).not.toContain('by web');
    expect(await statusOf(rule.id)).toBe('active');
  });

  it('a retirement proposal says which rule it retires, has no Reword, and confirming retires that rule', async () => {
    const target = await t.gateway.createRule({
      title: 'Use emoji in every reply',
      body: 'Use emoji in every reply 🎉',
      goal: 'replies',
    });
    const id = 'rule_retire0test01';
    await insertRetirement(t.testDb.db, {
      id,
      target,
      evidence: ['fb_r1', 'fb_r2', 'fb_r3', 'fb_r4'],
      note: '4 of the 6 drafts written with this rule were rejected (67%). Retire it?',
    });
    const html = await page(app);
    const card = cardOf(html, id);
    expect(card).toContain('Retire?');
    expect(card).toContain('Retire: Use emoji in every reply');
    expect(card).toContain('rests on 4 corrections');
    expect(card).toContain('Effect so far: not enough drafts yet');
    expect(() => keyOf(html, id, 'reword')).toThrow();
    const { html: after } = await decide(id, { action: 'confirm', event_key: keyOf(html, id, 'confirm') });
    expect(await statusOf(target.id)).toBe('retired');
    expect(await contextTitles('replies')).not.toContain('Use emoji in every reply');
    expect(section(after, 'rules')).toContain('Retired “Use emoji in every reply”: agents no longer get it.');
  });

  it('refuses a rule form posted from another site', async () => {
    const rule = await propose('Link the changelog.');
    const res = await postForm(app, decidePath(rule.id), { action: 'confirm' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(await statusOf(rule.id)).toBe('candidate');
  });
});

describe('a candidate like an existing rule in the web inbox', () => {
  it('names the rule it looks like and offers “Same mistake as that rule” only on that candidate', async () => {
    const existing = await t.gateway.createRule({
      title: 'No delivery promises',
      body: 'Never promise dates.',
      goal: 'posts',
    });
    const alike = await propose('Avoid: guaranteed by Friday', { alike: { id: existing.id, title: existing.title } });
    const plain = await propose('Sign posts with the team name.');
    const html = await page(app);

    const card = cardOf(html, alike.id);
    expect(card).toContain(
      '🔗 Looks like your rule “No delivery promises”. If it is the same mistake, its corrections can count for it.',
    );
    expect(card).toMatch(/value="merge"[\s\S]*🔗 Same mistake as that rule/);
    for (const action of ['confirm', 'reword', 'reject', 'merge'])
      expect(keyOf(html, alike.id, action)).toMatch(/^web_/);

    expect(cardOf(html, plain.id)).not.toContain('Same mistake as');
    expect(() => keyOf(html, plain.id, 'merge')).toThrow();
  });

  it('merge closes the candidate into that rule, gives it the corrections, and says so in the rules section', async () => {
    const existing = await t.gateway.createRule({ title: 'Calm tone', body: 'No exclamation marks.', goal: 'posts' });
    const candidate = await propose('Avoid: !!!', { alike: { id: existing.id, title: existing.title } });
    const { location, html } = await decide(candidate.id, {
      action: 'merge',
      event_key: keyOf(await page(app), candidate.id, 'merge'),
    });

    expect(location).toMatch(/^\/\?notice=.*&in=rules#rules$/);
    expect(await row(candidate.id)).toMatchObject({ status: 'rejected', merged_into: existing.id });
    expect((await row(existing.id)).evidence).toEqual(expect.arrayContaining(candidate.evidence));
    expect(await row(existing.id)).toMatchObject({ status: 'active' });
    const rules = section(html, 'rules');
    expect(rules).toMatch(
      /class="banner ok" role="status">\s*Same mistake as “Calm tone”: its corrections now count for that rule\./,
    );
    expect(rules).not.toContain('Rule rejected');
    expect(rules).not.toContain(`id="${candidate.id}"`);
  });

  it('a merge into a rule that is no longer there to take it is refused in the banner, and nothing changes', async () => {
    const gone = await propose('Use three hashtags.');
    const candidate = await propose('Avoid: #ad #sale', { alike: { id: gone.id, title: gone.title } });
    const key = keyOf(await page(app), candidate.id, 'merge');
    await t.gateway.decideRule({ ruleId: gone.id, action: 'reject', actor: 'ann', source: 'api' });

    const { html } = await decide(candidate.id, { action: 'merge', event_key: key });
    expect(section(html, 'rules')).toMatch(
      /class="banner error" role="alert">\s*Rule “Use three hashtags\.” is rejected now: confirm, reword or reject this one\./,
    );
    expect(await row(candidate.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect((await row(gone.id)).evidence).not.toEqual(expect.arrayContaining(candidate.evidence));
  });

  it('refuses an action the card does not offer, saying which it takes, and changes nothing', async () => {
    const existing = await t.gateway.createRule({ title: 'Plain words', body: 'No jargon.', goal: 'posts' });
    const candidate = await propose('Avoid: synergy', { alike: { id: existing.id, title: existing.title } });
    const { html } = await decide(candidate.id, {
      action: 'merge-all',
      event_key: keyOf(await page(app), candidate.id, 'confirm'),
    });

    expect(section(html, 'rules')).toMatch(
      /class="banner error" role="alert">\s*action must be &quot;confirm&quot;, &quot;reword&quot;, &quot;reject&quot; or &quot;merge&quot;/,
    );
    expect(await row(candidate.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect((await row(existing.id)).evidence).toEqual([]);
    const taps = await t.testDb.db.query('select 1 from taps where rule_id = $1', [candidate.id]);
    expect(taps).toEqual([]);
  });
});

describe('active rules in the web inbox', () => {
  it('shows each rule’s effect: edit and reject rates before and after it became active', async () => {
    const decideNew = async (body: Record<string, unknown>) =>
      decideVia(t, await submit(t, { goal: 'effect', draft: 'Our parcel arrives tomorrow, guaranteed!' }), body);
    await decideNew({ action: 'approve' });
    await decideNew({ action: 'reject', reason: 'overpromising' });
    await decideNew({ action: 'edit', text: 'Your order usually ships within three working days.' });
    await decideNew({ action: 'edit', text: 'Delivery takes a few days; we will send tracking.' });
    const rule = await t.gateway.createRule({
      title: 'No delivery promises',
      body: 'Never promise a delivery date.',
      goal: 'effect',
    });
    const card = () => page(app).then((html) => section(html, 'rules').split(`id="${rule.id}"`)[1]!.split('</li>')[0]!);
    expect(await card()).toMatch(/<b>Effect:<\/b>\s*not enough drafts yet/);

    await decideNew({ action: 'approve' });
    await decideNew({ action: 'reject', reason: 'still too pushy' });
    expect(await card()).toMatch(/<b>Effect:<\/b>\s*edits 50% → 0%, rejections 25% → 50% \(4 drafts before, 2 after\)/);
  });

  it('adds a rule from the form, for one goal or for every goal', async () => {
    const forGoal = await postAndFollowTo(app, '/inbox/rules', {
      title: 'Plain words',
      body: 'No jargon, no hype.',
      goal: 'posts',
    });
    expect(forGoal.location).toMatch(/#rules$/);
    expect(section(forGoal.html, 'rules')).toContain('Rule added: “Plain words” is active for posts.');
    await postAndFollowTo(app, '/inbox/rules', { title: 'Be kind', body: 'Thank people first.', goal: '' });
    const active = await t.gateway.listRules({ status: 'active' });
    expect(active.find((r) => r.title === 'Plain words')).toMatchObject({
      goal: 'posts',
      body: 'No jargon, no hype.',
      source: 'manual',
    });
    expect(active.find((r) => r.title === 'Be kind')).toMatchObject({ goal: null });
    expect(await contextTitles('anything')).toContain('Be kind');
  });

  it('a form sent twice (a double click, a resent page) adds the rule once, also when both arrive at once', async () => {
    const form = { title: 'No sirens', body: 'No 🚨 in newsletters.', goal: 'newsletter' };
    await Promise.all([postAndFollowTo(app, '/inbox/rules', form), postAndFollowTo(app, '/inbox/rules', form)]);
    const again = await postAndFollowTo(app, '/inbox/rules', form);
    expect(section(again.html, 'rules')).toContain('Rule added: “No sirens” is active for newsletter.');
    const active = await t.gateway.listRules({ status: 'active', goal: 'newsletter' });
    expect(active.filter((r) => r.title === 'No sirens')).toHaveLength(1);
    // Other words, or another goal, are another rule.
    await postAndFollowTo(app, '/inbox/rules', { ...form, goal: 'posts' });
    expect((await t.gateway.listRules({ status: 'active' })).filter((r) => r.title === 'No sirens')).toHaveLength(2);
  });

  it('refuses a rule with a blank body or a malformed goal, with a banner', async () => {
    const blank = await postAndFollowTo(app, '/inbox/rules', { title: 'Empty', body: '   ' });
    expect(section(blank.html, 'rules')).toContain('Not added: The rule text must not be blank.');
    const badGoal = await postAndFollowTo(app, '/inbox/rules', {
      title: 'Odd',
      body: 'Odd goal.',
      goal: 'no spaces allowed',
    });
    expect(section(badGoal.html, 'rules')).toContain('Not added: goal must be 1-64 letters');
    // Found by the body fuzzer on Postgres (text cannot hold NUL): a 500 before, now the same banner as any bad form.
    const nul = await postAndFollowTo(app, '/inbox/rules', { title: '\u0000', body: 'approve' });
    expect(section(nul.html, 'rules')).toContain('The title contains a character that cannot be stored');
    expect((await t.gateway.listRules()).map((r) => r.title)).not.toContain('Odd');
  });
});

describe('the nightly job button', () => {
  it('runs the job, says what it proposed, and the new candidate can be decided on the page', async () => {
    await correct(t, SHIPPING_EDITS, 'shipping');
    const { location, html } = await postAndFollowTo(app, '/inbox/nightly', {});
    expect(location).toMatch(/#rules$/);
    expect(section(html, 'rules')).toMatch(
      /class="banner ok" role="status">\s*Nightly job done: [1-9]\d* candidate\(s\), \d+ attached to existing rules, \d+ retirement\(s\) proposed\./,
    );
    const candidate = (await t.gateway.listRules({ status: 'candidate', goal: 'shipping' })).find(
      (r) => r.goal === 'shipping',
    );
    expect(section(html, 'rules')).toContain(`id="${candidate!.id}"`);
    expect(keyOf(html, candidate!.id, 'confirm')).toMatch(/^web_/);

    const again = await postAndFollowTo(app, '/inbox/nightly', {});
    expect(section(again.html, 'rules')).toContain('Nightly job done: 0 candidate(s)');
  });
});
