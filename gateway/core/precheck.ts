// The pre-check on a draft's card: one or two lines on what the draft likely repeats ("Apply that fix": taps).

import type { Run } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { shortDay } from '../kernel/wording.ts';
import { type CheckedCorrection, type CheckedRule, type CheckResult, checkDraft } from '../learning/check.ts';
import { quoted } from '../learning/quotes.ts';

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
