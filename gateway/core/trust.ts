// The trust ladder: after N clean approvals in a row the owner is offered auto-approval for the goal; any real
// correction takes it back. Auto-approved drafts still go through the publish limits and reach the owner as FYI.
import type { Queryable } from '../../db/client.ts';
import type { Feedback } from '../../db/queries/feedback.ts';
import type { Run } from '../../db/queries/runs.ts';
import { findTrust, type GoalTrust, listTrust, lockTrust, saveTrust, type TrustMode } from '../../db/queries/trust.ts';
import type { Config } from '../kernel/config.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { ConflictError } from '../kernel/errors.ts';
import type { TrustChange, TrustDecisionResult } from '../kernel/model.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { runTap } from './tap-pipeline.ts';

export type { TrustChange, TrustDecisionResult } from '../kernel/model.ts';

export interface DecideTrustInput {
  goal: string;
  action: 'accept' | 'decline';
  /** The tap's own id (Telegram callback id, Slack action ts): a replay changes nothing twice. */
  eventKey?: string | null;
  actor?: string | null;
  source: TapSource;
}

/** Runs inside the decision's transaction, so the streak can never miss or double-count a decision. */
export async function trustAfterDecision(
  tx: Queryable,
  config: Pick<Config, 'trustAfter'>,
  run: Run,
  f: Feedback,
): Promise<TrustChange | null> {
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
  await saveTrust(tx, {
    goal: run.goal,
    mode: suggest ? 'suggested' : t.mode,
    clean_streak: streak,
    suggested: suggest,
    reason: t.reason,
  });
  return suggest
    ? {
        goal: run.goal,
        from: 'manual',
        to: 'suggested',
        clean_streak: streak,
        why: `${streak} clean approvals in a row: approve "${run.goal}" drafts automatically?`,
      }
    : null;
}

export async function isAutoApproved(deps: Pick<GatewayDeps, 'db'>, goal: string): Promise<boolean> {
  return (await findTrust(deps.db, goal))?.mode === 'auto';
}

/** The owner's answer to a suggestion (accept → auto), or a switch back to manual at any time (decline). */
export async function decideTrust(deps: GatewayDeps, input: DecideTrustInput): Promise<TrustDecisionResult> {
  const { goal } = input;
  return runTap<GoalTrust, TrustDecisionResult>(deps, {
    action: `trust:${input.action}`,
    subject: { goal },
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    asks: { kind: 'owner', what: 'changing auto-approval' },
    notSaved: 'Not saved: the database did not accept the change. Tap again.',
    lock: (tx) => lockTrust(tx, goal),
    replay: async (_tx, t) => ({
      outcome: 'duplicate',
      goal,
      from: t.mode,
      to: t.mode,
      clean_streak: t.clean_streak,
      why: 'already answered',
    }),
    async apply(tx, t, tap) {
      if (input.action === 'accept' && t.mode !== 'suggested') {
        const message =
          t.mode === 'auto'
            ? `"${goal}" is already auto-approved.`
            : `Auto-approval for "${goal}" was not offered (yet).`;
        throw new ConflictError(message, { trust: t });
      }
      const to: TrustMode = input.action === 'accept' ? 'auto' : 'manual';
      const clean_streak = to === 'auto' ? t.clean_streak : 0;
      await saveTrust(tx, { goal, mode: to, clean_streak, suggested: false, decided_by: tap.actor });
      const why =
        to === 'auto'
          ? 'the owner said yes: drafts are approved automatically, still within the publish limits'
          : 'approval is manual';
      return { outcome: 'stored', goal, from: t.mode, to, clean_streak, why };
    },
    news: ({ outcome, ...change }) => [{ event: 'trustChanged', change }],
  });
}

export function trustOverview(deps: Pick<GatewayDeps, 'db'>): Promise<GoalTrust[]> {
  return listTrust(deps.db);
}
