// Daily feedback counts in the owner's time zone, with taps received next to taps stored.

import { countChannelDeliveries } from '../../db/queries/channel-deliveries.ts';
import { countFeedbackByDay } from '../../db/queries/feedback.ts';
import { countQueued } from '../../db/queries/publications.ts';
import { countExpiredByDay, countPending } from '../../db/queries/runs.ts';
import { countTapsByDay } from '../../db/queries/taps.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import type { DayStats } from '../kernel/model.ts';

export type { DayStats } from '../kernel/model.ts';

export interface Stats {
  timezone: string;
  days: DayStats[];
  totals: Omit<DayStats, 'day'>;
  pending_drafts: number;
  /** Publications waiting for their slot. */
  queued_publications: number;
  /** Card pushes and edits waiting in the outbox (e.g. Telegram unreachable), and those given up in the window. */
  card_deliveries: { queued: number; failed: number };
  /** Human-readable warning when taps were received but not stored; null when all is well. */
  warning: string | null;
}

export async function getStats(deps: GatewayDeps, opts: { days: number; now?: Date }): Promise<Stats> {
  const tz = deps.config.timezone;
  const now = opts.now ?? new Date();
  const dayKeys = lastDays(now, opts.days, tz);
  const since = new Date(now.getTime() - (opts.days + 1) * 86_400_000);
  const [feedback, taps, pending, expired, queued, cards] = await Promise.all([
    countFeedbackByDay(deps.db, tz, since),
    countTapsByDay(deps.db, tz, since),
    countPending(deps.db),
    countExpiredByDay(deps.db, tz, since),
    countQueued(deps.db),
    countChannelDeliveries(deps.db, since),
  ]);
  const days = dayKeys.map((day): DayStats => {
    const f = feedback.find((r) => r.day === day);
    const t = taps.find((r) => r.day === day);
    const failed = t?.failed ?? 0;
    return {
      day,
      approvals: f?.approvals ?? 0,
      rejections: f?.rejections ?? 0,
      edits: f?.edits ?? 0,
      undone: f?.undone ?? 0,
      expired: expired.find((r) => r.day === day)?.expired ?? 0,
      taps_received: t?.received ?? 0,
      taps_stored: t?.stored ?? 0,
      duplicates: t?.duplicate ?? 0,
      conflicts: t?.conflict ?? 0,
      refused: t?.refused ?? 0,
      invalid: t?.invalid ?? 0,
      failed,
      unaccounted: failed + (t?.lost ?? 0),
    };
  });
  const totals = sumDays(days);
  const warning =
    totals.unaccounted > 0
      ? `⚠️ ${totals.unaccounted} tap(s) received but not stored in the last ${opts.days} day(s): the owner was told "not saved"; check the logs.`
      : cards.failed > 0
        ? `⚠️ ${cards.failed} card update(s) could not be delivered in the last ${opts.days} day(s); the runs show which (card_deliveries).`
        : null;
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

function sumDays(days: DayStats[]): Omit<DayStats, 'day'> {
  const total = { ...days[0]!, day: undefined } as Omit<DayStats, 'day'> & { day?: string };
  for (const key of Object.keys(total) as (keyof Omit<DayStats, 'day'>)[]) {
    total[key] = days.reduce((sum, d) => sum + d[key], 0);
  }
  delete total.day;
  return total;
}
