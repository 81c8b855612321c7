// Every publishing limit a goal's queued and published slots break, checked with luxon on its own (not with the
// production slot code): per local day in the goal's zone, the gap, quiet hours, and the undo window after the decision.
// Extends the checker in test/gateway/publish/concurrency.test.ts (UTC days and the gap only).
import { DateTime } from 'luxon';
import type { Queryable } from '../../../db/client.ts';

export interface LimitPolicy {
  maxPerDay: number;
  minGapMinutes: number;
  timezone: string;
  /** "HH:MM-HH:MM", may span midnight. */
  quietHours: string | null;
  undoSeconds: number;
}

export interface Slot {
  /** When it publishes (or published). */
  at: Date;
  /** When the run was decided: the slot may not come before the undo window ends. */
  decidedAt: Date;
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export function limitViolations(goal: string, p: LimitPolicy, slots: readonly Slot[]): string[] {
  const found: string[] = [];
  const times = slots.map((s) => s.at.getTime()).sort((a, b) => a - b);
  const perDay = new Map<string, number>();
  for (const t of times) {
    const day = DateTime.fromMillis(t, { zone: p.timezone }).toISODate()!;
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  for (const [day, n] of perDay)
    if (n > p.maxPerDay) found.push(`${goal}: ${n} on ${day} (${p.timezone}), max ${p.maxPerDay}`);
  for (let i = 1; i < times.length; i++) {
    const gap = times[i]! - times[i - 1]!;
    if (gap < p.minGapMinutes * 60_000) found.push(`${goal}: ${gap / 60_000} min apart, gap ${p.minGapMinutes}`);
  }
  if (p.quietHours) {
    const [start, end] = p.quietHours.split('-').map(minutesOf) as [number, number];
    for (const t of times) {
      const local = DateTime.fromMillis(t, { zone: p.timezone });
      const m = local.hour * 60 + local.minute;
      const inside = start < end ? m >= start && m < end : m >= start || m < end;
      if (inside) found.push(`${goal}: ${local.toISO()} is inside quiet hours ${p.quietHours}`);
    }
  }
  for (const s of slots) {
    // 1 ms of slack: the database keeps microseconds, a JS Date milliseconds.
    if (s.at.getTime() < s.decidedAt.getTime() + p.undoSeconds * 1000 - 1) {
      found.push(
        `${goal}: slot ${s.at.toISOString()} before the undo window (decided ${s.decidedAt.toISOString()}, ${p.undoSeconds} s)`,
      );
    }
  }
  return found;
}

/** The goal's live slots (queued or published; decision callbacks excluded) with the time each run was decided. */
export async function slotsOf(db: Queryable, goal: string): Promise<Slot[]> {
  const [kind] = await db.query<{ n: number }>(
    `select count(*)::int as n from information_schema.columns where table_name = 'publications' and column_name = 'kind'`,
  );
  const rows = await db.query<{ at: Date; decided_at: Date }>(
    `select coalesce(p.published_at, p.scheduled_for) as at, r.decided_at from publications p join runs r on r.id = p.run_id
     where p.goal = $1 and p.status in ('queued', 'published')${kind!.n ? ` and p.kind = 'publish'` : ''}`,
    [goal],
  );
  return rows.map((r) => ({ at: new Date(r.at), decidedAt: new Date(r.decided_at) }));
}
