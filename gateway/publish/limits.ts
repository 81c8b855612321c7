// The slot rule, pure: the earliest time that keeps the goal's daily count, gap, quiet hours and undo window.
import { DateTime } from 'luxon';
import type { GoalPolicy } from '../kernel/goals.ts';

export interface Slot {
  at: Date;
  /** 1-based position among the goal's publications on that local day. */
  dayPosition: number;
}

type Limits = Pick<GoalPolicy, 'maxPerDay' | 'minGapMinutes' | 'timezone' | 'quietHours' | 'undoSeconds'>;

/**
 * `taken` are the times already queued or published for the goal (any order). Each step moves the
 * candidate forward past one obstacle; it stops when none is left. Days are calendar days in the goal's
 * zone, so a DST day is 23 or 25 hours long and still holds maxPerDay.
 */
export function nextSlot(limits: Limits, now: Date, taken: readonly Date[]): Slot {
  const zone = limits.timezone;
  const gapMs = limits.minGapMinutes * 60_000;
  const times = taken.map((d) => d.getTime()).sort((a, b) => a - b);
  let t: DateTime = DateTime.fromMillis(now.getTime() + limits.undoSeconds * 1000, { zone });
  for (let step = 0; step < 10_000; step++) {
    const quietEnd = endOfQuiet(limits.quietHours, t);
    if (quietEnd) {
      t = quietEnd;
      continue;
    }
    const dayStart = t.startOf('day');
    const dayEnd = dayStart.plus({ days: 1 });
    const sameDay = times.filter((x) => x >= dayStart.toMillis() && x < dayEnd.toMillis());
    if (sameDay.length >= limits.maxPerDay) {
      t = dayEnd;
      continue;
    }
    const clash = gapMs > 0 ? times.find((x) => Math.abs(x - t.toMillis()) < gapMs) : undefined;
    if (clash !== undefined) {
      t = DateTime.fromMillis(clash + gapMs, { zone });
      continue;
    }
    return { at: t.toJSDate(), dayPosition: sameDay.filter((x) => x <= t.toMillis()).length + 1 };
  }
  throw new Error('no publish slot found within 10,000 steps; check the goal limits');
}

/** When `t` is inside quiet hours, the moment they end; otherwise null. */
function endOfQuiet(quiet: Limits['quietHours'], t: DateTime): DateTime | null {
  if (!quiet) return null;
  const minute = t.hour * 60 + t.minute;
  const inside =
    quiet.start < quiet.end ? minute >= quiet.start && minute < quiet.end : minute >= quiet.start || minute < quiet.end;
  if (!inside) return null;
  let end = t.set({ hour: Math.floor(quiet.end / 60), minute: quiet.end % 60, second: 0, millisecond: 0 });
  if (end <= t) end = end.plus({ days: 1 }).set({ hour: Math.floor(quiet.end / 60), minute: quiet.end % 60 });
  return end;
}

/** Times of a goal's publications on the local day of `at`: for "2 of 3 today" on cards. */
export function localDayBounds(at: Date, timezone: string): { start: Date; end: Date } {
  const d = DateTime.fromJSDate(at, { zone: timezone }).startOf('day');
  return { start: d.toJSDate(), end: d.plus({ days: 1 }).toJSDate() };
}
