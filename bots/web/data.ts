// Everything the inbox page shows, read through the gateway in one place.
import type { Gateway } from '../../gateway/index.ts';
import type { Flash } from './flash.ts';

export const PENDING_SHOWN = 50;
export const RECENT_SHOWN = 20;
export const CHART_DAYS = 14;
/** Waiting cards that get the pre-check line (each costs one embedding and one query). */
export const PRECHECKED = 20;

export type InboxData = Awaited<ReturnType<typeof loadInbox>>;

export async function loadInbox(gateway: Gateway, flash: Flash) {
  const [pending, recent, active, candidates, goals, stats, saved] = await Promise.all([
    gateway.listRuns({ status: 'pending', limit: PENDING_SHOWN }),
    gateway.listRecentDecisions(RECENT_SHOWN),
    gateway.listRules({ status: 'active' }),
    gateway.listRules({ status: 'candidate' }),
    gateway.listGoals(),
    gateway.getStats({ days: CHART_DAYS }),
    flash.saved ? gateway.getRun(flash.saved).catch(() => null) : null,
  ]);
  const prechecks = await prechecksFor(gateway, pending);
  return {
    pending,
    prechecks,
    recent,
    active,
    candidates,
    /** Goal names for the add-rule form's suggestions: configured goals and goals drafts were written for. */
    goals: goals.map((g) => g.goal),
    stats,
    saved,
    flash,
  };
}

/** The pre-check of each waiting card is built with the card; one failing (logged by the gateway) never keeps the page from loading. */
export async function prechecksFor(gateway: Gateway, pending: Awaited<ReturnType<Gateway['listRuns']>>) {
  return new Map(
    await Promise.all(
      pending.slice(0, PRECHECKED).map(async (run) => [run.id, await gateway.precheckRun(run)] as const),
    ),
  );
}
