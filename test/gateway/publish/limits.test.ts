import { describe, expect, it } from 'vitest';
import { nextSlot } from '../../../gateway/publish/limits.ts';

const base = { maxPerDay: 3, minGapMinutes: 180, timezone: 'Asia/Seoul', quietHours: null, undoSeconds: 0 };
const at = (iso: string) => new Date(iso);
const iso = (d: Date) => d.toISOString();

describe('nextSlot', () => {
  it('publishes right away when nothing is taken (after the undo window)', () => {
    const slot = nextSlot({ ...base, undoSeconds: 60 }, at('2026-03-10T01:00:00Z'), []);
    expect(iso(slot.at)).toBe('2026-03-10T01:01:00.000Z');
    expect(slot.dayPosition).toBe(1);
  });

  it('keeps the gap after the last publication', () => {
    const slot = nextSlot(base, at('2026-03-10T01:00:00Z'), [at('2026-03-10T00:30:00Z')]);
    expect(iso(slot.at)).toBe('2026-03-10T03:30:00.000Z');
    expect(slot.dayPosition).toBe(2);
  });

  it('queues the 4th of a 3/day goal to the next day in the goal’s zone', () => {
    // 09:00, 12:00, 15:00 in Seoul (UTC+9) are taken; it is 16:00 in Seoul.
    const taken = ['2026-03-10T00:00:00Z', '2026-03-10T03:00:00Z', '2026-03-10T06:00:00Z'].map(at);
    const slot = nextSlot(base, at('2026-03-10T07:00:00Z'), taken);
    expect(iso(slot.at)).toBe('2026-03-10T15:00:00.000Z'); // 00:00 on 11 March in Seoul
    expect(slot.dayPosition).toBe(1);
  });

  it('counts days in the goal’s zone, not UTC', () => {
    // 23:30 UTC on 10 March is 08:30 on 11 March in Seoul: a new day there, though still 10 March in UTC.
    const taken = ['2026-03-10T00:00:00Z', '2026-03-10T03:00:00Z', '2026-03-10T06:00:00Z'].map(at);
    const slot = nextSlot(base, at('2026-03-10T23:30:00Z'), taken);
    expect(iso(slot.at)).toBe('2026-03-10T23:30:00.000Z');
  });

  it('skips quiet hours, also across midnight', () => {
    const quiet = { ...base, quietHours: { start: 22 * 60, end: 7 * 60 } };
    // 23:00 in Seoul → 07:00 next morning.
    expect(iso(nextSlot(quiet, at('2026-03-10T14:00:00Z'), []).at)).toBe('2026-03-10T22:00:00.000Z');
    // 03:00 in Seoul → 07:00 the same morning.
    expect(iso(nextSlot(quiet, at('2026-03-10T18:00:00Z'), []).at)).toBe('2026-03-10T22:00:00.000Z');
  });

  it('a gap pushing into quiet hours moves past them', () => {
    const quiet = { ...base, quietHours: { start: 22 * 60, end: 7 * 60 } };
    // Last at 20:00 Seoul; +3h = 23:00, quiet → 07:00.
    const slot = nextSlot(quiet, at('2026-03-10T11:30:00Z'), [at('2026-03-10T11:00:00Z')]);
    expect(iso(slot.at)).toBe('2026-03-10T22:00:00.000Z');
  });

  it('respects queued slots in the future on both sides', () => {
    // A slot is queued at 12:00 UTC; now is 10:00; gap 3h → cannot publish before 15:00.
    const slot = nextSlot({ ...base, timezone: 'UTC' }, at('2026-03-10T10:00:00Z'), [at('2026-03-10T12:00:00Z')]);
    expect(iso(slot.at)).toBe('2026-03-10T15:00:00.000Z');
    expect(slot.dayPosition).toBe(2);
  });

  it('handles the DST day: New York springs forward on 8 March 2026, a 23-hour day', () => {
    const ny = { ...base, timezone: 'America/New_York', minGapMinutes: 0, maxPerDay: 2 };
    // Two publications on 8 March local time (00:30 EST = 05:30Z, 12:00 EDT = 16:00Z).
    const taken = [at('2026-03-08T05:30:00Z'), at('2026-03-08T16:00:00Z')];
    const slot = nextSlot(ny, at('2026-03-08T17:00:00Z'), taken);
    // Next local midnight is 9 March 00:00 EDT = 04:00Z (not 05:00Z as on a standard-time day).
    expect(iso(slot.at)).toBe('2026-03-09T04:00:00.000Z');
  });

  it('quiet hours ending at a time skipped by DST still land on a real instant', () => {
    // Quiet 00:00-02:30 in New York; on 8 March 2026 02:30 does not exist (clocks jump 02:00 → 03:00).
    const ny = { ...base, timezone: 'America/New_York', quietHours: { start: 0, end: 150 }, minGapMinutes: 0 };
    const slot = nextSlot(ny, at('2026-03-08T06:00:00Z'), []); // 01:00 EST
    expect(iso(slot.at)).toBe('2026-03-08T07:30:00.000Z'); // 03:30 EDT, luxon shifts forward
  });
});

describe('describeSlot', () => {
  const slot = {
    id: 'pub_x',
    status: 'queued' as const,
    day_position: 2,
    max_per_day: 3,
    timezone: 'Asia/Seoul',
    undo_until: null,
  };
  const now = new Date('2026-03-10T01:00:00Z'); // 10:00 in Seoul

  it('says the time in the goal’s zone and the position that day', async () => {
    const { describeSlot } = await import('../../../gateway/publish/describe.ts');
    expect(describeSlot({ ...slot, scheduled_for: new Date('2026-03-10T06:00:00Z') }, now)).toBe(
      'publishes at 15:00 Asia/Seoul (2 of 3 today)',
    );
    expect(describeSlot({ ...slot, day_position: 1, scheduled_for: new Date('2026-03-10T22:00:00Z') }, now)).toBe(
      'publishes tomorrow at 07:00 Asia/Seoul (1 of 3 that day)',
    );
    expect(describeSlot({ ...slot, status: 'published', scheduled_for: new Date('2026-03-10T00:30:00Z') }, now)).toBe(
      'published at 09:30 Asia/Seoul',
    );
  });
});
