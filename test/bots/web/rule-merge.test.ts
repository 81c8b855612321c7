// "Same mistake as that rule" in the web inbox: a candidate like an existing rule offers a fourth form, and merging
// closes the candidate and gives its corrections to that rule.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideRuleForm, mount, page, ruleKeyOf, section } from './harness.ts';

let t: TestGateway;
let app: Hono;
beforeAll(async () => {
  t = await createTestGateway();
  app = mount(t);
});
afterAll(() => t.close());

const keyOf = ruleKeyOf;
const decide = (ruleId: string, fields: Record<string, string>) => decideRuleForm(app, ruleId, fields);
const cardOf = (html: string, ruleId: string) =>
  section(html, 'rules').split(`id="${ruleId}"`)[1]!.split('</article>')[0]!;

let n = 0;
/** A candidate as the nightly job proposes it, like `alike` when the job found the goal's rule for the same mistake. */
const propose = (body: string, alike?: { id: string; title: string }) => {
  const evidence = [`fb_m${++n}a`, `fb_m${n}b`];
  return t.gateway.proposeRule({ title: body, body, goal: 'posts', evidence, source: 'nightly', alike });
};

/** The rows as the database holds them, not as a view words them. */
const row = async (ruleId: string) =>
  (
    await t.testDb.db.query<{ status: string; merged_into: string | null; evidence: string[] }>(
      'select status, merged_into, evidence from rules where id = $1',
      [ruleId],
    )
  )[0]!;

describe('a candidate like an existing rule in the web inbox', () => {
  it('names the rule it looks like and offers “Same mistake as that rule” only on that candidate', async () => {
    const existing = await t.gateway.createRule({
      title: 'No delivery promises',
      body: 'Never promise dates.',
      goal: 'posts',
    });
    const alike = await propose('Avoid: guaranteed by Friday', { id: existing.id, title: existing.title });
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
    const candidate = await propose('Avoid: !!!', { id: existing.id, title: existing.title });
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
    const candidate = await propose('Avoid: #ad #sale', { id: gone.id, title: gone.title });
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
    const candidate = await propose('Avoid: synergy', { id: existing.id, title: existing.title });
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
