import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Rule } from '../../db/queries/rules.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';

describe('rules', () => {
  let t: TestGateway;
  const propose = (title: string) =>
    t.gateway.proposeRule({ title, body: title, goal: 'posts', evidence: ['fb_1', 'fb_2', 'fb_3'], source: 'nightly' });
  const contextRules = async () => (await t.gateway.getContext({ goal: 'posts' })).rules.map((r) => r.title);

  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('a manual rule is active at once and listed in context', async () => {
    const res = await t.request('POST', '/v1/rules', {
      title: 'No exclamation marks',
      body: 'Use full stops.',
      goal: 'posts',
    });
    expect(res.status).toBe(201);
    expect(await contextRules()).toContain('No exclamation marks');
  });

  it('a candidate stays out of context until the owner confirms it', async () => {
    const rule = await propose('Avoid: guaranteed');
    expect(await contextRules()).not.toContain('Avoid: guaranteed');
    const listed = (await (await t.request('GET', '/v1/rules?status=candidate')).json()) as { rules: Rule[] };
    expect(listed.rules.map((r) => r.id)).toEqual([rule.id]);
    const res = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'confirm', event_key: 'c1' });
    expect(res.status).toBe(201);
    expect(await contextRules()).toContain('Avoid: guaranteed');
    const again = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'confirm', event_key: 'c1' });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
  });

  it('reword activates the owner’s words; reject keeps the rule out with its reason', async () => {
    const a = await propose('Prefer: usually');
    const b = await propose('Avoid: today');
    await t.request('POST', `/v1/rules/${a.id}/decide`, {
      action: 'reword',
      text: 'Say "usually arrives in 3-5 days"',
    });
    const rejected = await t.request('POST', `/v1/rules/${b.id}/decide`, { action: 'reject', reason: 'today is fine' });
    expect(((await rejected.json()) as { rule: Rule }).rule).toMatchObject({
      status: 'rejected',
      reason: 'today is fine',
    });
    const titles = await contextRules();
    expect(titles).toContain('Say "usually arrives in 3-5 days"');
    expect(titles).not.toContain('Avoid: today');
    const late = await t.request('POST', `/v1/rules/${b.id}/decide`, { action: 'confirm' });
    expect(late.status).toBe(409);
    expect(await late.json()).toMatchObject({ error: { message: 'This rule is already rejected.' } });
  });

  it('a blank rewording is a 400', async () => {
    const rule = await propose('Avoid: fast');
    const res = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'reword', text: ' ' });
    expect(res.status).toBe(400);
    expect((await t.gateway.listRules({ status: 'candidate' })).map((r) => r.id)).toContain(rule.id);
  });

  it('merge: "same mistake as" the rule the candidate looks like; its evidence goes to that rule, nothing becomes active', async () => {
    const x = await t.gateway.createRule({ title: 'No health claims', body: 'No health claims', goal: 'posts' });
    const rule = await t.gateway.proposeRule({
      title: "Don't say it heals",
      body: "Don't say it heals",
      goal: 'posts',
      evidence: ['fb_h1', 'fb_h2', 'fb_h3'],
      source: 'nightly',
      alike: { id: x.id, title: x.title },
    });
    const listed = (await (await t.request('GET', '/v1/rules?status=candidate')).json()) as { rules: Rule[] };
    expect(listed.rules.find((r) => r.id === rule.id)).toMatchObject({
      alike_rule_id: x.id,
      alike_title: 'No health claims',
      merged_into: null,
    });
    const res = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'merge', event_key: 'm1' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { rule: Rule }).rule).toMatchObject({ status: 'rejected', merged_into: x.id });
    expect((await t.gateway.getRule(x.id)).evidence).toEqual(['fb_h1', 'fb_h2', 'fb_h3']);
    const titles = await contextRules();
    expect(titles).toContain('No health claims');
    expect(titles).not.toContain("Don't say it heals");
    const again = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'merge', event_key: 'm1' });
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
  });

  it('merge is refused, changing nothing, for a candidate that looks like no rule (400) or whose rule is gone (409)', async () => {
    const lone = await propose('Avoid: soon');
    const none = await t.request('POST', `/v1/rules/${lone.id}/decide`, { action: 'merge' });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({
      error: { message: 'This candidate looks like no other rule: confirm, reword or reject it.' },
    });
    const x = await propose('Avoid: now');
    await t.request('POST', `/v1/rules/${x.id}/decide`, { action: 'reject' });
    const rule = await t.gateway.proposeRule({
      title: 'Avoid: right now',
      body: 'Avoid: right now',
      goal: 'posts',
      evidence: ['fb_n1'],
      source: 'nightly',
      alike: { id: x.id, title: x.title },
    });
    const gone = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'merge' });
    expect(gone.status).toBe(409);
    expect(await gone.json()).toMatchObject({
      error: { message: 'Rule “Avoid: now” is rejected now: confirm, reword or reject this one.' },
    });
    expect(await t.gateway.getRule(rule.id)).toMatchObject({ status: 'candidate', merged_into: null });
    expect((await t.gateway.getRule(x.id)).evidence).toEqual(['fb_1', 'fb_2', 'fb_3']);
    const bad = await t.request('POST', `/v1/rules/${rule.id}/decide`, { action: 'join' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toContain('"merge"');
  });
});
