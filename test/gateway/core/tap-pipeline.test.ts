// The one tap pipeline: every kind of tap, replayed, has one outcome; a tap that loses carries the state it lost to.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConflictError, type CurrentState } from '../../../gateway/index.ts';
import type { Channel } from '../../../gateway/kernel/channels.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

const REPLAYS = 5;

describe('tap pipeline', () => {
  let t: TestGateway;
  const told: string[] = [];
  const recorder: Channel = {
    name: 'recorder',
    runDecided: async (d) => void told.push(`runDecided:${d.run.id}`),
    runUndone: async (run) => void told.push(`runUndone:${run.id}`),
    ruleDecided: async (rule) => void told.push(`ruleDecided:${rule.id}`),
    trustChanged: async (c) => void told.push(`trustChanged:${c.goal}:${c.to}`),
  };
  beforeAll(async () => {
    t = await createTestGateway({
      env: { TRUST_AFTER: '1' },
      channels: [recorder],
      goals: { goals: {}, defaultGoal: { undoSeconds: 3600 } },
    });
  });
  afterAll(() => t.close());

  const tapsOf = async (eventKey: string) =>
    (
      await t.testDb.db.query<{ outcome: string }>(`select outcome from taps where event_key = $1 order by outcome`, [
        eventKey,
      ])
    ).map((r) => r.outcome);
  const count = async (sql: string, params: unknown[]) => (await t.testDb.db.query<{ n: number }>(sql, params))[0]!.n;
  const fiveTimes = <T>(tap: () => Promise<T>) => Promise.all(Array.from({ length: REPLAYS }, tap));
  const outcomes = (results: { outcome: string }[]) => results.map((r) => r.outcome).sort();
  const ONE_STORED = ['duplicate', 'duplicate', 'duplicate', 'duplicate', 'stored'];

  it('a decision tap replayed 5 times stores one feedback row and tells the channels once', async () => {
    const runId = await submit(t, { goal: 'replay-decide' });
    const results = await fiveTimes(() =>
      t.gateway.decide({ runId, action: 'approve', eventKey: 'k-decide', actor: 'ann', source: 'api' }),
    );
    expect(outcomes(results)).toEqual(ONE_STORED);
    expect(new Set(results.map((r) => r.run.decision.id)).size).toBe(1);
    expect(await count('select count(*)::int as n from feedback where run_id = $1', [runId])).toBe(1);
    expect(await tapsOf('k-decide')).toEqual(ONE_STORED);
    await t.gateway.settle();
    expect(told.filter((e) => e === `runDecided:${runId}`)).toHaveLength(1);
  });

  it('a tap whose key cannot be stored (NUL) is refused in words, whatever the tap, and changes nothing', async () => {
    const runId = await submit(t, { goal: 'unstorable-key' });
    await t.gateway.decide({ runId, action: 'approve', eventKey: 'k-approve-kept', source: 'api' });
    // Undo names no other text: before, its key reached the tap log's insert and came back as "database unavailable".
    await expect(t.gateway.undo({ runId, eventKey: 'k-undo\u0000', source: 'api' })).rejects.toMatchObject({
      code: 'bad_request',
      message: expect.stringContaining('The event key contains a character that cannot be stored'),
    });
    expect((await t.gateway.getRun(runId)).status).toBe('approved');
  });

  it('an undo tap replayed 5 times undoes once', async () => {
    const runId = await submit(t, { goal: 'replay-undo' });
    await t.gateway.decide({ runId, action: 'approve', eventKey: 'k-approve-then-undo', source: 'api' });
    const results = await fiveTimes(() => t.gateway.undo({ runId, eventKey: 'k-undo', actor: 'ann', source: 'api' }));
    expect(outcomes(results)).toEqual(ONE_STORED);
    expect(results.every((r) => r.run.status === 'pending')).toBe(true);
    expect(
      await count('select count(*)::int as n from feedback where run_id = $1 and undone_at is not null', [runId]),
    ).toBe(1);
    expect(
      await count(`select count(*)::int as n from publications where run_id = $1 and status = 'cancelled'`, [runId]),
    ).toBe(1);
    expect(await tapsOf('k-undo')).toEqual(ONE_STORED);
    await t.gateway.settle();
    expect(told.filter((e) => e === `runUndone:${runId}`)).toHaveLength(1);
  });

  it('a rule decision tap replayed 5 times decides the rule once', async () => {
    const rule = await t.gateway.proposeRule({
      title: 'No exclamation marks',
      body: 'No exclamation marks',
      goal: 'posts',
      evidence: [],
      source: 'nightly',
    });
    const results = await fiveTimes(() =>
      t.gateway.decideRule({ ruleId: rule.id, action: 'confirm', eventKey: 'k-rule', actor: 'ann', source: 'api' }),
    );
    expect(outcomes(results)).toEqual(ONE_STORED);
    expect(results.every((r) => r.rule.status === 'active')).toBe(true);
    expect(await tapsOf('k-rule')).toEqual(ONE_STORED);
    await t.gateway.settle();
    expect(told.filter((e) => e === `ruleDecided:${rule.id}`)).toHaveLength(1);
  });

  it('a trust tap replayed 5 times changes the goal once', async () => {
    await t.gateway.decide({ runId: await submit(t, { goal: 'replay-trust' }), action: 'approve', source: 'api' });
    await t.gateway.settle(); // channels hear of it through the outbox, after the commit
    expect(told).toContain('trustChanged:replay-trust:suggested');
    const results = await fiveTimes(() =>
      t.gateway.decideTrust({
        goal: 'replay-trust',
        action: 'accept',
        eventKey: 'k-trust',
        actor: 'ann',
        source: 'api',
      }),
    );
    expect(outcomes(results)).toEqual(ONE_STORED);
    expect(results.every((r) => r.to === 'auto')).toBe(true);
    expect(await tapsOf('k-trust')).toEqual(ONE_STORED);
    await t.gateway.settle();
    expect(told.filter((e) => e === 'trustChanged:replay-trust:auto')).toHaveLength(1);
  });

  it('replays arriving one after another are duplicates too, and an event key reused for another run is refused', async () => {
    const runId = await submit(t, { goal: 'replay-serial' });
    const first = await t.gateway.decide({
      runId,
      action: 'reject',
      reason: 'off topic',
      eventKey: 'k-serial',
      source: 'api',
    });
    for (let i = 1; i < REPLAYS; i++) {
      expect(
        await t.gateway.decide({ runId, action: 'reject', reason: 'off topic', eventKey: 'k-serial', source: 'api' }),
      ).toMatchObject({
        outcome: 'duplicate',
        run: { decision: { id: first.run.decision.id } },
      });
    }
    expect(await tapsOf('k-serial')).toEqual(ONE_STORED);
    const other = await submit(t, { goal: 'replay-serial' });
    await expect(
      t.gateway.decide({ runId: other, action: 'approve', eventKey: 'k-serial', source: 'api' }),
    ).rejects.toMatchObject({
      code: 'conflict',
      message: expect.stringMatching(/already used/),
    });
    expect(await count('select count(*)::int as n from feedback where run_id = $1', [other])).toBe(0);
  });

  describe('a tap that loses carries the current state, so no channel reads it again', () => {
    const conflictOf = async (tap: Promise<unknown>): Promise<CurrentState> => {
      const err = await tap.then(
        () => null,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(ConflictError);
      return (err as ConflictError).current;
    };

    it('a second decision gets the run with the first decision and its publication', async () => {
      const runId = await submit(t, { goal: 'conflict-run' });
      const first = await t.gateway.decide({ runId, action: 'approve', actor: 'ann', source: 'api' });
      const current = await conflictOf(t.gateway.decide({ runId, action: 'reject', source: 'api' }));
      expect(current).toMatchObject({
        run: {
          id: runId,
          status: 'approved',
          decision: { id: first.run.decision.id, rating: 1 },
          publication: { id: first.run.publication!.id, status: 'queued' },
        },
      });
      expect(
        await tapsOf(
          (
            await t.testDb.db.query<{ event_key: string }>(
              `select event_key from taps where run_id = $1 and outcome = 'conflict'`,
              [runId],
            )
          )[0]!.event_key,
        ),
      ).toEqual(['conflict']);
    });

    it('a second rule decision gets the rule as decided; an unoffered trust accept gets the goal’s trust', async () => {
      const rule = await t.gateway.proposeRule({
        title: 'Say who it is for',
        body: 'Say who it is for',
        goal: 'posts',
        evidence: [],
        source: 'nightly',
      });
      await t.gateway.decideRule({ ruleId: rule.id, action: 'reject', source: 'api' });
      expect(
        await conflictOf(t.gateway.decideRule({ ruleId: rule.id, action: 'confirm', source: 'api' })),
      ).toMatchObject({
        rule: { id: rule.id, status: 'rejected' },
      });
      expect(
        await conflictOf(t.gateway.decideTrust({ goal: 'never-offered', action: 'accept', source: 'api' })),
      ).toMatchObject({
        trust: { goal: 'never-offered', mode: 'manual' },
      });
    });
  });
});
