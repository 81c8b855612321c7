// effectivenessLine(): one rule's before/after edit and reject rates in words, the same in Telegram, Slack and the web inbox.
import type { Effectiveness } from '../../db/queries/rules.ts';

export const NOT_ENOUGH_DRAFTS = 'not enough drafts yet';

/**
 * "edits 40% → 10%, rejections 20% → 5% (12 drafts before, 9 after)". Until a draft has been decided since the rule
 * became active there is nothing to compare, so it says so instead of showing "0 after".
 * Plain text with no markup characters: each channel escapes and styles it its own way.
 */
export function effectivenessLine(e: Effectiveness | null): string {
  if (!e || e.after.runs === 0) return NOT_ENOUGH_DRAFTS;
  const { before, after } = e;
  return (
    `edits ${percent(before.edit_rate)} → ${percent(after.edit_rate)}, ` +
    `rejections ${percent(before.reject_rate)} → ${percent(after.reject_rate)} ` +
    `(${before.runs} ${before.runs === 1 ? 'draft' : 'drafts'} before, ${after.runs} after)`
  );
}

/** A rate of 0..1 as a whole percentage; no drafts to rate (null) is a dash, not 0%. */
const percent = (rate: number | null) => (rate === null ? '–' : `${Math.round(rate * 100)}%`);
