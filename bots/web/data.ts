// Everything the inbox page shows, read through the gateway in one place.
import type { Gateway } from '../../gateway/gateway.ts';
import type { RunView } from '../../gateway/runs.ts';
import type { Flash } from './flash.ts';

export const PENDING_SHOWN = 50;
export const RECENT_SHOWN = 20;
export const CHART_DAYS = 14;

export type InboxData = Awaited<ReturnType<typeof loadInbox>>;

export async function loadInbox(gateway: Gateway, flash: Flash) {
  const [pending, recent, rules, stats, saved] = await Promise.all([
    gateway.listRuns({ status: 'pending', limit: PENDING_SHOWN }),
    gateway.listRecentDecisions(RECENT_SHOWN),
    gateway.listRules(),
    gateway.getStats({ days: CHART_DAYS }),
    flash.saved ? gateway.getRun(flash.saved).catch(() => null) : null,
  ]);
  return {
    pending,
    recent,
    active: rules.filter((r) => r.status === 'active'),
    candidates: rules.filter((r) => r.status === 'candidate'),
    stats,
    saved,
    error: flash.error,
  };
}

