// Invariant 3: publishing limits hold under concurrency (many approvals at once, several processes).
// Invariant 4: the dispatcher in several processes publishes each publication exactly once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import { insertPublication, takenSlots } from '../../../db/queries/publications.ts';
import type { Gateway } from '../../../gateway/core/gateway.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { nextSlot } from '../../../gateway/publish/limits.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { onPostgres } from '../../helpers/db.ts';
import { createSiblingGateway, createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { startWebhookReceiver } from '../../helpers/webhook.ts';

const LIMITS = { maxPerDay: 3, minGapMinutes: 180, timezone: 'UTC', quietHours: null, undoSeconds: 0 };
const TRIALS = onPostgres() ? 200 : 10;
const APPROVALS = 25;

/** Every limit broken by a goal's publications: more than N on a UTC day, or two inside the gap. */
async function violations(db: Db, goal: string): Promise<string[]> {
  const times = (
    await db.query<{ at: Date }>(`select scheduled_for as at from publications where goal = $1 order by 1`, [goal])
  ).map((r) => new Date(r.at).getTime());
  const found: string[] = [];
  const perDay = new Map<string, number>();
  for (const t of times)
    perDay.set(new Date(t).toISOString().slice(0, 10), (perDay.get(new Date(t).toISOString().slice(0, 10)) ?? 0) + 1);
  for (const [day, n] of perDay) if (n > LIMITS.maxPerDay) found.push(`${goal}: ${n} on ${day}`);
  for (let i = 1; i < times.length; i++) {
    if (times[i]! - times[i - 1]! < LIMITS.minGapMinutes * 60_000)
      found.push(`${goal}: gap ${(times[i]! - times[i - 1]!) / 60_000} min`);
  }
  return found;
}

describe('publishing limits under concurrency', () => {
  let t: TestGateway;
  let second: Gateway; // another pool on the same database: a second process as far as Postgres can tell
  let otherDb: Db;

  beforeAll(async () => {
    t = await createTestGateway({
      goals: { goals: {}, defaultGoal: { maxPerDay: 3, minGapMinutes: 180, timezone: 'UTC', undoSeconds: 0 } },
    });
    otherDb = onPostgres() ? await t.testDb.open() : t.testDb.db;
    second = await createSiblingGateway(t, otherDb);
  });
  afterAll(async () => {
    await second.settle();
    await t.close();
  });

  it(`${TRIALS} trials of ${APPROVALS} concurrent approvals from two pools never break a limit`, async () => {
    const broken: string[] = [];
    for (let trial = 0; trial < TRIALS; trial++) {
      const goal = `trial${trial}`;
      const runs = await Promise.all(
        Array.from({ length: APPROVALS }, () => t.gateway.submitRun({ goal, draft: 'post' })),
      );
      const results = await Promise.all(
        runs.map((run, i) => (i % 2 ? second : t.gateway).decide({ runId: run.id, action: 'approve', source: 'api' })),
      );
      expect(results.every((r) => r.outcome === 'stored' && r.run.publication)).toBe(true);
      broken.push(...(await violations(t.testDb.db, goal)));
    }
    expect(broken).toEqual([]);
  }, 600_000);

  // The control: count-then-insert without the per-goal lock. If this never broke, the test above could not fail.
  it.runIf(onPostgres())(
    'the naive count-then-insert (no lock) does break the limit, proving the check can fail',
    async () => {
      const naive = (db: Db, goal: string, runId: string) =>
        db.transaction(async (tx) => {
          const taken = await takenSlots(tx, goal, new Date(Date.now() - 3 * 86_400_000));
          const slot = nextSlot(LIMITS, new Date(), taken);
          await insertPublication(tx, {
            id: `pub_${runId}`,
            run_id: runId,
            goal,
            target: null,
            text: 'x',
            scheduled_for: slot.at,
            publisher: 'log',
          });
        });
      let broken = 0;
      for (let trial = 0; trial < 20 && broken === 0; trial++) {
        const goal = `naive${trial}`;
        const runs = await Promise.all(
          Array.from({ length: APPROVALS }, () => t.gateway.submitRun({ goal, draft: 'post' })),
        );
        await Promise.all(runs.map((run, i) => naive(i % 2 ? otherDb : t.testDb.db, goal, run.id)));
        broken += (await violations(t.testDb.db, goal)).length;
      }
      expect(broken).toBeGreaterThan(0);
    },
    300_000,
  );
});

describe('dispatcher in two processes', () => {
  let t: TestGateway;
  let otherDb: Db;
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;

  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await createTestGateway({
      env: { OUTBOUND_ALLOW: '127.0.0.1' }, // the receiver is on loopback
      goals: {
        goals: {
          many: {
            maxPerDay: 1000,
            undoSeconds: 0,
            publisher: { type: 'webhook', url: hook.url, secret: 'secret-1234' },
          },
        },
      },
    });
    otherDb = onPostgres() ? await t.testDb.open() : t.testDb.db;
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  it('publishes each of 500 due publications exactly once', async () => {
    await t.testDb.db.exec(`
      insert into runs (id, goal, draft, status, final_text)
        select 'run_many' || lpad(i::text, 6, '0'), 'many', 'post ' || i, 'approved', 'post ' || i from generate_series(1, 500) as i;
      insert into publications (id, run_id, goal, text, scheduled_for, publisher)
        select 'pub_many' || lpad(i::text, 6, '0'), 'run_many' || lpad(i::text, 6, '0'), 'many', 'post ' || i, now() - interval '1 minute', 'webhook'
        from generate_series(1, 500) as i;`);
    const make = (db: Db) =>
      createDispatcher({ ...t.gateway.deps, db }, { publishers: publisherFactory(t.config, silentLogger), batch: 10 });
    const [a, b] = await Promise.all([make(t.testDb.db).runOnce(), make(otherDb).runOnce()]);
    expect(a.published + b.published).toBe(500);
    if (onPostgres()) expect(Math.min(a.published, b.published)).toBeGreaterThan(0); // both really worked
    const keys = hook.deliveries.map((d) => d.headers['idempotency-key']);
    expect(keys).toHaveLength(500);
    expect(new Set(keys).size).toBe(500);
    const [row] = await t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from publications where goal = 'many' and status = 'published'`,
    );
    expect(row!.n).toBe(500);
  }, 120_000);
});
