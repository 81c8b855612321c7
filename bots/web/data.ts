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
    recentDecisions(gateway),
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

/** The last decided drafts with their decision (reason, who, where), newest decision first. */
async function recentDecisions(gateway: Gateway): Promise<RunView[]> {
  const lists = await Promise.all(
    (['approved', 'edited', 'rejected'] as const).map((status) => gateway.listRuns({ status, limit: RECENT_SHOWN })),
  );
  const newest = lists
    .flat()
    .sort((a, b) => decidedAt(b) - decidedAt(a))
    .slice(0, RECENT_SHOWN);
  // One small read per decided run for its reason; twenty at most.
  return Promise.all(newest.map((run) => gateway.getRun(run.id)));
}

const decidedAt = (run: { decided_at: Date | null; created_at: Date }) => new Date(run.decided_at ?? run.created_at).getTime();
