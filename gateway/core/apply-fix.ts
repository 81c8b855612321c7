// "Apply that fix": the owner's own change from an earlier edit, made in this run's draft with one tap and stored as
// an edit through the one decision path.
import { upsertMistakeLink } from '../../db/queries/mistake-links.ts';
import { findRun } from '../../db/queries/runs.ts';
import { findCorrectionWithDraft } from '../../db/queries/vectors.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { notFound } from '../kernel/errors.ts';
import { fixFor } from '../learning/check.ts';
import { type DecideInput, type DecisionResult, decide } from './decisions.ts';
import { refuseInvalidTap } from './tap-pipeline.ts';

export interface ApplyFixInput extends Pick<DecideInput, 'runId' | 'source' | 'actor' | 'eventKey'> {
  feedbackId: string;
}

/** "Apply that fix": an earlier edit's replacement made in this draft and stored through the one decision path. */
export async function applyFix(deps: GatewayDeps, input: ApplyFixInput): Promise<DecisionResult> {
  const run = await findRun(deps.db, input.runId);
  if (!run) throw notFound(`run ${input.runId}`);
  const past = await findCorrectionWithDraft(deps.db, input.feedbackId);
  const fixed = past && !past.undone_at && past.goal === run.goal ? fixFor(past, run.draft) : null;
  if (run.status === 'pending' && !fixed) {
    // Logged as an invalid tap, and the owner is told why: the card offered a fix that no longer applies.
    return refuseInvalidTap(deps, {
      source: input.source,
      actor: input.actor,
      eventKey: input.eventKey,
      subject: { runId: input.runId },
      action: 'edit',
      asks: { kind: 'decide' },
      invalid: 'That fix no longer applies to this draft; edit it yourself instead.',
      notSaved: 'Not saved: the database is unavailable. Try again.',
    });
  }
  // A decided run goes through decide() too, so the tap is logged and refused the same way as any late tap.
  const result = await decide(deps, {
    runId: run.id,
    action: 'edit',
    text: fixed?.text ?? run.draft,
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
  });
  // The same fix is the same mistake: the owner need not be asked (mistake-links.ts). The edit is stored either way.
  const decision = result.run.decision;
  if (result.outcome === 'stored' && fixed && decision?.rating === 0) {
    await upsertMistakeLink(deps.db, {
      feedback_id: decision.id,
      same_as: input.feedbackId,
      rule_id: null,
      source: input.source,
      actor: input.actor ?? null,
    }).catch((err) => deps.logger.warn('apply fix: the link to the earlier edit was not stored', { err }));
  }
  return result;
}
