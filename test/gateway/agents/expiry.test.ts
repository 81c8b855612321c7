import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../../db/queries/runs.ts';
import type { Stats } from '../../../gateway/core/stats.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';

describe('expiry and reminders', () => {
  let t: TestGateway;
  const told: { event: string; run: string }[] = [];
  const channel: Channel = {
    name: 'recorder',
    async runSubmitted(run: Run) {
      told.push({ event: 'submitted', run: run.id });
    },
    async runExpired(run: Run) {
      told.push({ event: 'expired', run: run.id });
    },
  };

  beforeAll(async () => {
    t = await createTestGateway({
      env: { REMIND_AFTER: '1m' },
      channels: [channel],
      goals: { goals: { brief: { expiresInSeconds: 60 } } },
    });
  });
  afterAll(() => t.close());

  const age = (id: string, col: 'expires_at' | 'created_at', minutes: number) =>
    t.testDb.db.query(`update runs set ${col} = now() - make_interval(mins => $2) where id = $1`, [id, minutes]);

  it('a run past its expiry becomes expired: no feedback row, cards told, waiting agents answered, a late tap refused', async () => {
    const id = await submit(t, { expires_in: 3600 });
    const waiting = t.request('GET', `/v1/runs/${id}?wait=20`);
    await age(id, 'expires_at', 1);
    const { expired } = await t.gateway.sweep();
    expect(expired.map((r) => r.id)).toEqual([id]);
    expect(await (await waiting).json()).toMatchObject({ id, status: 'expired', decision: null });
    // Cards go out through the channel outbox after the commit, in the background.
    await t.gateway.settle();
    expect(told).toContainEqual({ event: 'expired', run: id });
    expect(await feedbackRows(t, id)).toEqual([]);
    const late = await decideVia(t, id, { action: 'approve' });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { error: { message: string } }).error.message).toMatch(/^This draft expired/);
    const stats = (await (await t.request('GET', '/v1/stats/daily?days=1')).json()) as Stats;
    expect(stats.days[0]).toMatchObject({ expired: 1, approvals: 0 });
  });

  it('uses the goal’s default expiry when the agent gives none', async () => {
    const id = await submit(t, { goal: 'brief' });
    const run = (await (await t.request('GET', `/v1/runs/${id}`)).json()) as { expires_at: string; created_at: string };
    expect(new Date(run.expires_at).getTime() - new Date(run.created_at).getTime()).toBeGreaterThanOrEqual(59_000);
  });

  it('reminds the owner once about a draft still pending after REMIND_AFTER', async () => {
    const id = await submit(t);
    const fresh = await submit(t);
    await age(id, 'created_at', 5);
    const first = await t.gateway.sweep();
    const second = await t.gateway.sweep();
    expect(first.reminded.map((r) => r.id)).toContain(id);
    expect(first.reminded.map((r) => r.id)).not.toContain(fresh);
    expect(second.reminded.map((r) => r.id)).not.toContain(id);
    // The card is sent again (submitted twice: once at submit, once as the reminder), through the outbox.
    await t.gateway.settle();
    expect(told.filter((x) => x.run === id && x.event === 'submitted')).toHaveLength(2);
  });
});

describe('context usage', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('a run submitted with its context id records which rules and corrections it saw', async () => {
    const rule = await t.gateway.createRule({ title: 'No hype', body: 'Calm words.', goal: 'posts' });
    const earlier = await submit(t, {
      task: 'Reply to a customer asking when the order ships',
      draft: 'Tomorrow, guaranteed!',
    });
    await decideVia(t, earlier, { action: 'edit', text: 'Usually within 2-3 days.' });
    await t.gateway.backfillEmbeddings();
    const ctx = await t.gateway.getContext({
      goal: 'posts',
      task: 'Answer a customer who asks when the order will ship',
    });
    const id = await submit(t, { context_id: ctx.context_id, draft: 'It ships soon.' });
    const run = (await (await t.request('GET', `/v1/runs/${id}`)).json()) as {
      context_rule_ids: string[];
      context_feedback_ids: string[];
    };
    expect(run.context_rule_ids).toEqual([rule.id]);
    expect(run.context_feedback_ids).toEqual(ctx.corrections.map((c) => c.feedback_id));
    expect(run.context_feedback_ids.length).toBeGreaterThan(0);
    const { contextSummary } = await import('../../../gateway/kernel/context-summary.ts');
    expect(
      contextSummary({
        context_id: ctx.context_id,
        context_rule_ids: run.context_rule_ids,
        context_feedback_ids: run.context_feedback_ids,
      }),
    ).toBe(
      `drafted with 1 rule and ${run.context_feedback_ids.length} past correction${run.context_feedback_ids.length === 1 ? '' : 's'}`,
    );
  });

  it('an unknown context id is refused with a message', async () => {
    const res = await t.request('POST', '/v1/runs', { goal: 'posts', draft: 'x', context_id: 'ctx_nope' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /context_id ctx_nope is unknown/,
    );
  });
});
