// The trust ladder: after N clean approvals in a row the owner is offered auto-approval for the goal; any real
// correction takes it back. Auto-approved drafts still go through the publish limits and reach the owner as FYI.
import type { Queryable } from '../db/client.ts';
import type { Feedback } from '../db/queries/feedback.ts';
import type { Run } from '../db/queries/runs.ts';
import { findTrust, listTrust, lockTrust, saveTrust, type GoalTrust, type TrustMode } from '../db/queries/trust.ts';
import { tellChannels } from './channels.ts';
import type { Config } from './config.ts';
import { isOwner, refuseTap } from './decisions.ts';
import type { GatewayDeps } from './deps.ts';
import { GatewayError } from './errors.ts';
import type { TapSource } from './schemas.ts';

export interface TrustChange {
  goal: string;
  from: TrustMode;
  to: TrustMode;
  clean_streak: number;
  /** Why it changed, in words for the owner. */
  why: string;
}

/** Runs inside the decision's transaction, so the streak can never miss or double-count a decision. */
export async function trustAfterDecision(tx: Queryable, config: Pick<Config, 'trustAfter'>, run: Run, f: Feedback): Promise<TrustChange | null> {
  const t = await lockTrust(tx, run.goal);
  const overridden = f.rating === -1 || (f.rating === 0 && f.edit_kind === 'substantive');
  if (overridden) {
    await saveTrust(tx, { goal: run.goal, mode: 'manual', clean_streak: 0, suggested: false, reason: null });
    if (t.mode === 'manual') return null;
    const why = f.rating === -1 ? 'a draft was rejected' : 'a draft needed a substantive edit';
    return { goal: run.goal, from: t.mode, to: 'manual', clean_streak: 0, why: `${why}; approval is manual again` };
  }
  if (f.rating !== 1) return null; // a cosmetic edit neither builds nor breaks the streak
  const streak = t.clean_streak + 1;
  const suggest = t.mode === 'manual' && config.trustAfter > 0 && streak >= config.trustAfter;
  await saveTrust(tx, { goal: run.goal, mode: suggest ? 'suggested' : t.mode, clean_streak: streak, suggested: suggest, reason: t.reason });
  return suggest
    ? { goal: run.goal, from: 'manual', to: 'suggested', clean_streak: streak, why: `${streak} clean approvals in a row: approve "${run.goal}" drafts automatically?` }
    : null;
}

export async function isAutoApproved(deps: Pick<GatewayDeps, 'db'>, goal: string): Promise<boolean> {
  return (await findTrust(deps.db, goal))?.mode === 'auto';
}

/** The owner's answer to a suggestion (accept → auto), or a switch back to manual at any time (decline). */
export async function decideTrust(
  deps: GatewayDeps,
  input: { goal: string; action: 'accept' | 'decline'; actor?: string | null; source: TapSource },
): Promise<TrustChange> {
  if (!isOwner(deps.config, input.source, input.actor)) {
    await refuseTap(deps, { source: input.source, actor: input.actor ?? null, action: `trust:${input.action}` });
    throw new GatewayError('forbidden', 'Only the owner can change auto-approval.');
  }
  const change = await deps.db.transaction(async (tx) => {
    const t = await lockTrust(tx, input.goal);
    if (input.action === 'accept' && t.mode !== 'suggested') {
      throw new GatewayError('conflict', t.mode === 'auto' ? `"${input.goal}" is already auto-approved.` : `Auto-approval for "${input.goal}" was not offered (yet).`);
    }
    const to: TrustMode = input.action === 'accept' ? 'auto' : 'manual';
    await saveTrust(tx, { goal: input.goal, mode: to, clean_streak: to === 'auto' ? t.clean_streak : 0, suggested: false, decided_by: input.actor ?? null });
    const why = to === 'auto' ? 'the owner said yes: drafts are approved automatically, still within the publish limits' : 'approval is manual';
    return { goal: input.goal, from: t.mode, to, clean_streak: to === 'auto' ? t.clean_streak : 0, why };
  });
  deps.logger.info('trust changed', { goal: change.goal, from: change.from, to: change.to });
  await tellChannels(deps.channels, deps.logger, 'trustChanged', (c) => c.trustChanged?.(change));
  return change;
}

export function trustOverview(deps: Pick<GatewayDeps, 'db'>): Promise<GoalTrust[]> {
  return listTrust(deps.db);
}
