// The pre-check on a draft's card: one or two lines on what the draft likely repeats, and "Apply that fix".

import { upsertMistakeLink } from '../../db/queries/mistake-links.ts';
import type { Run } from '../../db/queries/runs.ts';
import { findRun } from '../../db/queries/runs.ts';
import { findCorrectionWithDraft } from '../../db/queries/vectors.ts';
import { type DecideInput, type DecisionResult, decide } from '../core/decisions.ts';
import type { GatewayDeps } from '../core/deps.ts';
import { notFound } from '../core/errors.ts';
import { refuseInvalidTap } from '../core/tap-pipeline.ts';
import { shortDay } from '../core/wording.ts';
import { type CheckedCorrection, type CheckedRule, type CheckResult, checkDraft, fixFor } from './check.ts';
import { quoted } from './quotes.ts';

export interface Precheck {
  /** Plain text, at most two lines; channels escape it like any other text. */
  text: string;
  /** The past edit whose replacement can be made in this draft with one tap, when there is one. */
  fix: { feedback_id: string; text: string } | null;
}

const QUOTE_MAX = 60;
const quote = (s: string) => quoted(s, QUOTE_MAX);

/** A card never waits longer than this for its pre-check (a slow embedding server): it goes out without the line. */
export const PRECHECK_WITHIN_MS = 3000;

/**
 * Runs the check for a run's draft where a channel builds its card; null when nothing stands out, when it takes too
 * long or when it fails (logged). It never throws, so no channel has to guard it.
 */
export async function precheckRun(
  deps: GatewayDeps,
  run: Pick<Run, 'id' | 'goal' | 'task' | 'draft'>,
): Promise<Precheck | null> {
  const work = checkDraft(deps, { goal: run.goal, task: run.task ?? undefined, draft: run.draft }).then((r) =>
    precheckText(r, deps.config.timezone),
  );
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((ok) => (timer = setTimeout(() => ok(null), PRECHECK_WITHIN_MS)));
  try {
    const first = await Promise.race([work, late]);
    if (first === null) work.catch(() => {}); // finished or failed later: nobody is waiting
    return first;
  } catch (err) {
    deps.logger.warn('pre-check failed; card sent without it', { run_id: run.id, err });
    return null;
  } finally {
    clearTimeout(timer);
  }
}

/** What the card's pre-check shows of a check: one past correction (an edit with the owner's own fix first) and one rule. */
export function precheckShown(result: CheckResult): { correction: CheckedCorrection | null; rule: CheckedRule | null } {
  // An edit with the owner's own fix first: it is the one a tap can apply.
  const [c] = [...result.corrections].sort((a, b) => Number(b.fixed_text !== null) - Number(a.fixed_text !== null));
  return { correction: c ?? null, rule: result.rules[0] ?? null };
}

/** What the owner put instead ("→ “…”", "→ (removed)"), else, when no change holds the repeat, their reason. */
function afterRemoved(c: CheckedCorrection): string {
  if (c.replaced_with !== null) return ` → ${c.replaced_with ? quote(c.replaced_with) : '(removed)'}`;
  return c.reason !== c.removed ? because(c.reason) : '';
}

/** The owner's reason after what they corrected: ` (“never promise dates”)`, or nothing without one. */
const because = (reason: string | null) => (reason ? ` (${quote(reason)})` : '');

export function precheckText(result: CheckResult, timezone: string): Precheck | null {
  const day = (d: Date | string) => shortDay(d, timezone);
  const { correction: c, rule } = precheckShown(result);
  const lines: string[] = [];
  if (c) {
    // A correction of another goal is offered on purpose (a promise is a promise anywhere): the card says where.
    const when = `${day(c.at)}${c.goal !== result.goal ? ` in ${c.goal}` : ''}`;
    lines.push(
      c.kind === 'edit'
        ? `Looks like what you corrected on ${when}: ${quote(c.removed)}${afterRemoved(c)}`
        : `Looks like what you rejected on ${when}: ${quote(c.removed)}${because(c.reason)}`,
    );
  }
  // The title in single quotes: it is the rule's, the quote after it the draft's.
  if (rule) lines.push(`Your rule ‘${rule.title}’: ${quote(rule.span.text)}`);
  if (lines.length === 0) return null;
  return {
    text: lines.slice(0, 2).join('\n'),
    fix: c?.fixed_text ? { feedback_id: c.feedback_id, text: c.fixed_text } : null,
  };
}

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
      forbidden: 'Only the owner can decide on drafts.',
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
  // The same fix is the same mistake: the owner need not be asked (owner-names.ts). The edit is stored either way.
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
