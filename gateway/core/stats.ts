// Daily feedback counts in the owner's time zone, with every tap received and what became of it.

import { countChannelDeliveries } from '../../db/queries/channel-deliveries.ts';
import { countFeedbackByDay, countFeedbackByPerson } from '../../db/queries/feedback.ts';
import { countQueued } from '../../db/queries/publications.ts';
import { countExpiredByDay, countPending } from '../../db/queries/runs.ts';
import { countTapsByDay } from '../../db/queries/taps.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import type { DayCounts, DayStats } from '../kernel/model.ts';
import { byMostDecisions } from '../kernel/person-counts.ts';
import { addTaps, countTaps, notStoredWarning } from '../kernel/tap-outcomes.ts';

export type { DayStats } from '../kernel/model.ts';

export interface Stats {
  timezone: string;
  days: DayStats[];
  /** The window's sums; who decided in it is `peopleOver(days)`. */
  totals: DayCounts;
  pending_drafts: number;
  /** Publications waiting for their slot. */
  queued_publications: number;
  /** Card pushes and edits waiting in the outbox (e.g. Telegram unreachable), and those given up in the window. */
  card_deliveries: { queued: number; failed: number };
  /** Human-readable warning when taps were received but not stored (failed, lost), else when card updates failed; null when all is well. */
  warning: string | null;
}

export async function getStats(deps: GatewayDeps, opts: { days: number; now?: Date }): Promise<Stats> {
  const tz = deps.config.timezone;
  const now = opts.now ?? new Date();
  const dayKeys = lastDays(now, opts.days, tz);
  const since = new Date(now.getTime() - (opts.days + 1) * 86_400_000);
  const [feedback, people, taps, pending, expired, queued, cards] = await Promise.all([
    countFeedbackByDay(deps.db, tz, since),
    countFeedbackByPerson(deps.db, tz, since),
    countTapsByDay(deps.db, tz, since),
    countPending(deps.db),
    countExpiredByDay(deps.db, tz, since),
    countQueued(deps.db),
    countChannelDeliveries(deps.db, since),
  ]);
  const days = dayKeys.map((day): DayStats => {
    const f = feedback.find((r) => r.day === day);
    return {
      day,
      approvals: f?.approvals ?? 0,
      rejections: f?.rejections ?? 0,
      edits: f?.edits ?? 0,
      undone: f?.undone ?? 0,
      expired: expired.find((r) => r.day === day)?.expired ?? 0,
      taps: countTaps(taps.filter((r) => r.day === day)),
      people: byMostDecisions(
        people
          .filter((r) => r.day === day)
          .map((r) => ({ person: r.person, approved: r.approved, rejected: r.rejected, edited: r.edited })),
      ),
    };
  });
  const totals = sumDays(days);
  const warning =
    notStoredWarning(totals.taps, `in the last ${opts.days} day(s)`) ??
    (cards.failed > 0
      ? `⚠️ ${cards.failed} card update(s) could not be delivered in the last ${opts.days} day(s); the runs show which (card_deliveries).`
      : null);
  return {
    timezone: tz,
    days,
    totals,
    pending_drafts: pending,
    queued_publications: queued,
    card_deliveries: cards,
    warning,
  };
}

/** The last `n` calendar days in `tz`, oldest first, ending today. */
export function lastDays(now: Date, n: number, tz: string): string[] {
  const fmt = new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = fmt.format(now); // en-CA formats as YYYY-MM-DD
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const out: string[] = [];
  for (let i = n - 1; i >= 0; i--) out.push(new Date(Date.UTC(y, m - 1, d - i)).toISOString().slice(0, 10));
  return out;
}

function sumDays(days: DayStats[]): DayCounts {
  const sum = (count: (d: DayStats) => number) => days.reduce((total, d) => total + count(d), 0);
  return {
    approvals: sum((d) => d.approvals),
    rejections: sum((d) => d.rejections),
    edits: sum((d) => d.edits),
    undone: sum((d) => d.undone),
    expired: sum((d) => d.expired),
    taps: addTaps(days.map((d) => d.taps)),
  };
}
