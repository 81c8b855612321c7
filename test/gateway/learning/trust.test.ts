import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TrustChange } from '../../../gateway/core/trust.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

const N = 4;

describe('trust ladder', () => {
  let t: TestGateway;
  const changes: TrustChange[] = [];
  const recorder: Channel = { name: 'recorder', trustChanged: async (c) => void changes.push(c) };
  beforeAll(async () => {
    t = await createTestGateway({
      env: { TRUST_AFTER: String(N) },
      channels: [recorder],
      goals: { goals: {}, defaultGoal: { undoSeconds: 0 } },
    });
  });
  afterAll(() => t.close());

  const approveMany = async (goal: string, n: number) => {
    for (let i = 0; i < n; i++) await decideVia(t, await submit(t, { goal }), { action: 'approve' });
  };
  const mode = async (goal: string) => {
    const { goals } = (await (await t.request('GET', '/v1/goals')).json()) as {
      goals: { goal: string; approval: string; clean_streak: number }[];
    };
    return goals.find((g) => g.goal === goal)?.approval;
  };

  it('offers auto-approval at N clean approvals and not at N-1', async () => {
    await approveMany('ladder', N - 1);
    expect(await mode('ladder')).toBe('manual');
    expect(changes).toEqual([]);
    await approveMany('ladder', 1);
    expect(await mode('ladder')).toBe('suggested');
    expect(changes).toMatchObject([{ goal: 'ladder', from: 'manual', to: 'suggested', clean_streak: N }]);
  });

  it('auto-approves only after the owner’s yes, still through the publish queue', async () => {
    const before = await submit(t, { goal: 'ladder' });
    expect(((await (await t.request('GET', `/v1/runs/${before}`)).json()) as { status: string }).status).toBe(
      'pending',
    );
    const res = await t.request('POST', '/v1/goals/ladder/trust', { action: 'accept' });
    expect(res.status).toBe(200);
    expect(await mode('ladder')).toBe('auto');
    const auto = await submit(t, { goal: 'ladder' });
    const run = (await (await t.request('GET', `/v1/runs/${auto}`)).json()) as {
      status: string;
      decided_via: string;
      publication: { status: string };
    };
    expect(run).toMatchObject({ status: 'approved', decided_via: 'auto', publication: { status: 'queued' } });
  });

  it('a cosmetic edit keeps auto-approval; a reject drops it back to manual and says so', async () => {
    const cosmetic = await submit(t, { goal: 'ladder', draft: 'hello there!' });
    await t.request('POST', `/v1/runs/${cosmetic}/undo`, {});
    await decideVia(t, cosmetic, { action: 'edit', text: 'Hello there.' });
    expect(await mode('ladder')).toBe('auto');
    const rejected = await submit(t, { goal: 'ladder' });
    await t.request('POST', `/v1/runs/${rejected}/undo`, {});
    await decideVia(t, rejected, { action: 'reject', reason: 'wrong tone' });
    expect(await mode('ladder')).toBe('manual');
    expect(changes.at(-1)).toMatchObject({
      goal: 'ladder',
      from: 'auto',
      to: 'manual',
      why: expect.stringMatching(/rejected/),
    });
    const next = await submit(t, { goal: 'ladder' });
    expect(((await (await t.request('GET', `/v1/runs/${next}`)).json()) as { status: string }).status).toBe('pending');
  });

  it('a substantive edit resets the streak; accept without an offer is refused', async () => {
    await approveMany('reset', N - 1);
    const id = await submit(t, { goal: 'reset', draft: 'We ship tomorrow guaranteed' });
    await decideVia(t, id, { action: 'edit', text: 'Orders usually leave within three days' });
    await approveMany('reset', N - 1);
    expect(await mode('reset')).toBe('manual');
    const res = await t.request('POST', '/v1/goals/reset/trust', { action: 'accept' });
    expect(res.status).toBe(409);
  });

  it('the daily digest has yesterday’s counts and leads with the taps not stored', async () => {
    await t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome, created_at) values ('tap_failed1', 'k', 'telegram', 'approve', 'failed', now() - interval '1 day')`,
    );
    const digest = await t.gateway.buildDigest();
    expect(digest.yesterday.taps).toMatchObject({ received: 1, failed: 1 });
    expect(digest.text.split('\n')[0]).toMatch(/^⚠️ 1 tap\(s\) received but not stored yesterday: 1 failed/);
    expect(digest.text).toContain(
      'Taps: 1 received (0 stored, 0 duplicate, 0 already decided, 0 refused, 0 invalid, 1 failed, 0 lost)',
    );
    expect(digest.text).toMatch(/Waiting: \d+ draft\(s\) to decide, \d+ publication\(s\) queued/);
  });
});
