import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

describe('retirement of overridden rules', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway(); // default: >= 50% of >= 6 runs since activation
  });
  afterAll(() => t.close());

  /** Drafts written with the goal's context (so with its active rules), decided as given. */
  async function draftWithRules(goal: string, outcomes: ('approve' | 'reject' | 'edit')[]) {
    for (const action of outcomes) {
      const ctx = await t.gateway.getContext({ goal });
      const id = await submit(t, { goal, draft: 'We ship fast and we love our customers', context_id: ctx.context_id });
      const body = action === 'edit' ? { action, text: 'Orders usually leave within two days' } : { action, ...(action === 'reject' && { reason: 'no' }) };
      expect((await decideVia(t, id, body)).status).toBe(201);
    }
  }

  it('proposes retirement at the threshold (3 of 6 overridden) and not below (2 of 6, or 3 of 5)', async () => {
    const at = await t.gateway.createRule({ title: 'Always mention speed', body: 'Say we ship fast.', goal: 'at' });
    const below = await t.gateway.createRule({ title: 'Thank the customer', body: 'Say thanks.', goal: 'below' });
    const few = await t.gateway.createRule({ title: 'Use one emoji', body: 'Exactly one.', goal: 'few' });
    await draftWithRules('at', ['approve', 'reject', 'approve', 'edit', 'approve', 'reject']);
    await draftWithRules('below', ['approve', 'reject', 'approve', 'edit', 'approve', 'approve']);
    await draftWithRules('few', ['reject', 'reject', 'edit', 'approve', 'approve']);
    const result = await t.gateway.runNightly();
    expect(result.retirements).toHaveLength(1);
    const [proposal] = await t.gateway.listRules({ status: 'candidate' });
    expect(proposal).toMatchObject({ proposal: 'retire', target_rule_id: at.id, source: 'retirement', title: 'Retire: Always mention speed' });
    expect(proposal!.evidence).toHaveLength(3);
    expect(proposal!.body).toMatch(/3 of the 6 drafts/);
    void below;
    void few;
    // Asked once: the open proposal is not repeated.
    expect((await t.gateway.runNightly()).retirements).toEqual([]);
  });

  it('the owner’s yes retires the rule: it leaves the context and stays in history', async () => {
    const [proposal] = await t.gateway.listRules({ status: 'candidate' });
    expect((await t.gateway.getContext({ goal: 'at' })).rules.map((r) => r.title)).toContain('Always mention speed');
    await t.gateway.decideRule({ ruleId: proposal!.id, action: 'confirm', source: 'api', actor: 'owner' });
    expect((await t.gateway.getContext({ goal: 'at' })).rules).toEqual([]);
    const retired = await t.gateway.listRules({ status: 'retired', goal: 'at' });
    expect(retired.map((r) => r.title)).toContain('Always mention speed');
    const rule = retired.find((r) => r.title === 'Always mention speed')!;
    expect(rule.effectiveness).toMatchObject({ after: { runs: 6, reject_rate: 0.333 } });
  });

  it('shows effectiveness (rates before and after activation) for active rules over HTTP', async () => {
    const res = await t.request('GET', '/v1/rules?status=active&goal=below');
    const { rules } = (await res.json()) as { rules: { title: string; effectiveness: { after: { runs: number; edit_rate: number } } }[] };
    expect(rules[0]).toMatchObject({ title: 'Thank the customer', effectiveness: { after: { runs: 6, edit_rate: 0.167 } } });
  });
});
