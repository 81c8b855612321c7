// Invariant 3 at scale: trials of 16–50 concurrent approvals and edits from two connection pools (two processes, as far
// as Postgres can tell), on goals with random limits, zones and quiet hours: no goal is ever over its limit or inside its gap.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import type { Gateway } from '../../gateway/core/gateway.ts';
import type { GoalsFile } from '../../gateway/kernel/goals.ts';
import { onPostgres } from '../helpers/db.ts';
import { createSiblingGateway, createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { inconsistencies } from './helpers/consistency.ts';
import { type LimitPolicy, limitViolations, slotsOf } from './helpers/limits-check.ts';
import { random, SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const TRIALS = scale(100, 1000);
const ZONES = ['UTC', 'Asia/Seoul', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'Australia/Lord_Howe'];
const QUIET = [null, null, '22:00-07:00', '09:30-10:15', '01:00-23:00'];

const rnd = random(SEED + 2);
const policies: LimitPolicy[] = Array.from({ length: TRIALS }, () => ({
  maxPerDay: rnd.pick([1, 2, 3, 5, 8]),
  minGapMinutes: rnd.pick([0, 5, 60, 180, 600]),
  timezone: rnd.pick(ZONES),
  quietHours: rnd.pick(QUIET),
  undoSeconds: rnd.pick([0, 60, 3600]),
}));
const goalOf = (trial: number) => `limits${trial}`;
const goals: GoalsFile = {
  goals: Object.fromEntries(policies.map((p, i) => [goalOf(i), { ...p, quietHours: p.quietHours ?? undefined }])),
};

describe.skipIf(!STRESS)('the limits checker', () => {
  // A checker that cannot fail proves nothing: each kind of break is caught.
  it('catches a day over its limit, a gap, quiet hours and a slot inside the undo window', () => {
    const p: LimitPolicy = {
      maxPerDay: 2,
      minGapMinutes: 60,
      timezone: 'Asia/Seoul',
      quietHours: '22:00-07:00',
      undoSeconds: 60,
    };
    const at = (iso: string, decided = '2026-11-30T00:00:00Z') => ({ at: new Date(iso), decidedAt: new Date(decided) });
    // 01:00–03:00 UTC is 10:00–12:00 in Seoul: one local day.
    expect(
      limitViolations('g', p, [at('2026-11-30T01:00:00Z'), at('2026-11-30T02:00:00Z'), at('2026-11-30T03:00:00Z')]),
    ).toEqual(['g: 3 on 2026-11-30 (Asia/Seoul), max 2']);
    expect(limitViolations('g', p, [at('2026-11-30T01:00:00Z'), at('2026-11-30T01:30:00Z')])).toEqual([
      'g: 30 min apart, gap 60',
    ]);
    expect(limitViolations('g', p, [at('2026-11-30T14:00:00Z')])[0]).toMatch(/inside quiet hours/); // 23:00 in Seoul
    expect(limitViolations('g', p, [at('2026-11-30T01:00:30Z', '2026-11-30T01:00:00Z')])[0]).toMatch(
      /before the undo window/,
    );
    // 15:30 UTC on the 30th and 00:30 UTC on the 1st are both Dec 1 in Seoul.
    expect(
      limitViolations('g', { ...p, maxPerDay: 1, quietHours: null }, [
        at('2026-11-30T15:30:00Z'),
        at('2026-12-01T00:30:00Z'),
      ])[0],
    ).toMatch(/2 on 2026-12-01/);
  });
});

describe.runIf(STRESS && onPostgres())('publishing limits: concurrent approvals from two pools', () => {
  let t: TestGateway;
  let otherDb: Db;
  let second: Gateway;

  beforeAll(async () => {
    t = await createTestGateway({ goals });
    otherDb = await t.testDb.open();
    second = await createSiblingGateway(t, otherDb);
  });
  afterAll(async () => {
    await second?.settle();
    await t?.close();
  });

  it(`${TRIALS} trials of 16–50 concurrent decisions never break a limit, drop an approval, or misstate a slot`, async () => {
    const started = Date.now();
    const broken: string[] = [];
    let decisions = 0;
    for (let trial = 0; trial < TRIALS; trial++) {
      const goal = goalOf(trial);
      const n = rnd.int(16, 50);
      const runs = await Promise.all(
        Array.from({ length: n }, (_, i) => t.gateway.submitRun({ goal, draft: `post ${i}` })),
      );
      // Mostly approvals, some edits (they publish too) and rejections (they must not take a slot).
      const actions = runs.map(() => rnd.pick(['approve', 'approve', 'approve', 'edit', 'reject'] as const));
      const results = await Promise.all(
        runs.map((run, i) =>
          (rnd.next() < 0.5 ? second : t.gateway).decide({
            runId: run.id,
            action: actions[i]!,
            ...(actions[i] === 'edit' ? { text: `edited post ${i}` } : {}),
            source: 'api',
          }),
        ),
      );
      decisions += n;
      const publishing = results.filter(
        (r, i) => actions[i] !== 'reject' && r.outcome === 'stored' && r.run.publication,
      );
      if (publishing.length !== actions.filter((a) => a !== 'reject').length)
        broken.push(`${goal}: an approval got no publication`);
      if (results.some((r, i) => actions[i] === 'reject' && r.run.publication))
        broken.push(`${goal}: a rejection took a slot`);
      const slots = await slotsOf(t.testDb.db, goal);
      if (slots.length !== publishing.length)
        broken.push(`${goal}: ${slots.length} slots for ${publishing.length} approvals`);
      // What each card says ("publishes at …") is the slot that was stored.
      const stored = new Set(slots.map((s) => s.at.getTime()));
      if (publishing.some((r) => !stored.has(new Date(r.run.publication!.scheduled_for).getTime())))
        broken.push(`${goal}: an answer names a slot not stored`);
      broken.push(
        ...limitViolations(goal, policies[trial]!, slots).map((v) => `${v} ${JSON.stringify(policies[trial])}`),
      );
      if (broken.length > 20) break;
    }
    expect(broken).toEqual([]);
    expect(await inconsistencies(t.testDb.db)).toEqual([]);
    report('publish-limits', { seed: SEED + 2, trials: TRIALS, decisions, seconds: (Date.now() - started) / 1000 });
  });
});
