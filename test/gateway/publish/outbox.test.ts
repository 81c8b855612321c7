// The one outbox mechanism on a real database: a due row is leased once, a failed attempt backs off on its schedule,
// and a held database claims nothing. Shown on the card outbox; publications and callbacks run the same code.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import type { ChannelDelivery } from '../../../db/queries/channel-deliveries.ts';
import { releaseHold, setHold } from '../../../db/queries/hold.ts';
import { claimDue } from '../../../db/queries/outbox.ts';
import { backoffSchedule, createOutbox, type OutboxDefinition } from '../../../gateway/publish/outbox.ts';
import { createTestDb, onPostgres, type TestDb } from '../../helpers/db.ts';

let t: TestDb;
let other: Db; // a second pool on Postgres: another process as far as the database can tell
beforeAll(async () => {
  t = await createTestDb();
  other = onPostgres() ? await t.open() : t.db;
});
afterAll(() => t.close());
beforeEach(async () => {
  await releaseHold(t.db);
  await t.db.query('delete from channel_deliveries');
});

async function queueCard(): Promise<string> {
  const [row] = await t.db.query<{ seq: string }>(
    `insert into channel_deliveries (channel, event, subject, run_id, payload) values ('tg', 'runSubmitted', 'run_1', null, '[]')
     returning seq`,
  );
  return String(row!.seq);
}

const cardOf = async (seq: string) =>
  (await t.db.query<ChannelDelivery>('select * from channel_deliveries where seq = $1', [seq]))[0]!;

const claim = (db: Db) => claimDue(db, 'cards', { limit: 10, leaseSeconds: 60, dueBy: null, only: ['tg'] });

const schedule = backoffSchedule(1_000, 2, 300_000);

/** An outbox whose every delivery fails with "channel down". */
const failing = (over: Partial<OutboxDefinition<'cards'>> = {}) =>
  createOutbox(t.db, {
    table: 'cards',
    maxAttempts: 3,
    backoffMs: schedule,
    leaseSeconds: 60,
    pass: 'due now',
    laneOf: (d) => d.seq,
    only: ['tg'],
    deliver: () => Promise.reject(new Error('channel down')),
    failed: () => {},
    laneFailed: (err) => {
      throw err;
    },
    ...over,
  });

describe('the outbox', () => {
  it('leases a due row once: its attempt counts, a second claimer at the same instant gets nothing', async () => {
    const seq = await queueCard();
    const [a, b] = await Promise.all([claim(t.db), claim(other)]);
    expect([a.length, b.length].sort()).toEqual([0, 1]);
    const card = await cardOf(seq);
    expect(card).toMatchObject({ status: 'queued', attempts: 1 });
    const leaseLeft = new Date(card.claimed_until!).getTime() - Date.now();
    expect(leaseLeft).toBeGreaterThan(50_000);
    expect(leaseLeft).toBeLessThanOrEqual(60_000);
    expect(await claim(t.db)).toEqual([]); // still leased
  });

  it('backs off a failed attempt on its schedule, then fails the row for good after the last attempt', async () => {
    const seq = await queueCard();
    for (const attempt of [1, 2]) {
      const before = Date.now();
      expect(await failing().runOnce()).toEqual({ claimed: 1, delivered: 0, retrying: 1, failed: 0 });
      const card = await cardOf(seq);
      expect(card).toMatchObject({
        status: 'queued',
        attempts: attempt,
        claimed_until: null,
        last_error: 'channel down',
      });
      const wait = new Date(card.next_attempt_at).getTime() - before;
      expect(wait).toBeGreaterThanOrEqual(schedule(attempt)); // 1 s, then 2 s
      expect(wait).toBeLessThan(schedule(attempt) + 1_000);
      expect(await failing().runOnce()).toMatchObject({ claimed: 0 }); // not due yet
      await t.db.query('update channel_deliveries set next_attempt_at = now() where seq = $1', [seq]);
    }
    const told: [string, boolean][] = [];
    expect(await failing({ failed: (_, error, last) => void told.push([error, last]) }).runOnce()).toEqual({
      claimed: 1,
      delivered: 0,
      retrying: 0,
      failed: 1,
    });
    expect(told).toEqual([['channel down', true]]);
    expect(await cardOf(seq)).toMatchObject({ status: 'failed', attempts: 3, claimed_until: null });
    expect(await claim(t.db)).toEqual([]);
  });

  it('claims nothing while the database is held, and the queued row goes once it is released', async () => {
    const seq = await queueCard();
    await setHold(t.db, 'restored from a backup');
    expect(await claim(t.db)).toEqual([]);
    expect(await failing().runOnce()).toEqual({ claimed: 0, delivered: 0, retrying: 0, failed: 0 });
    expect(await cardOf(seq)).toMatchObject({ status: 'queued', attempts: 0, claimed_until: null, last_error: null });

    await releaseHold(t.db);
    const sent: string[] = [];
    const outbox = failing({ deliver: async (d) => void sent.push(d.seq) });
    expect(await outbox.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(sent.map(String)).toEqual([seq]);
  });
});
