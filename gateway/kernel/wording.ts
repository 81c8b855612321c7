// What every channel says about a decided run or rule, in the same words.
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';

const SOURCE_LABELS = new Map([
  ['telegram', 'Telegram'],
  ['slack', 'Slack'],
  ['web', 'the web inbox'],
  ['api', 'the API'],
  ['auto', 'auto-approval'],
]);

/** Where a decision came from, as a person reads it. */
export const sourceLabel = (source: string): string => SOURCE_LABELS.get(source) ?? source;

/**
 * Who decided, or null when the record names a channel rather than a person: the owner by token in the web inbox
 * stores taps as "web" ("Already rejected in the web inbox by web" would name no one); a person signed in, by name.
 */
export function deciderOf(decidedBy: string | null, via: string | null = null): string | null {
  return decidedBy && decidedBy !== via && !SOURCE_LABELS.has(decidedBy) ? decidedBy : null;
}

/** "Already approved in Slack by Ann.", "Already rejected in the web inbox." — said to a tap that came after the decision. */
export function alreadyDecided(run: Pick<Run, 'status' | 'expires_at' | 'decided_via' | 'decided_by'>): string {
  if (run.status === 'expired')
    return `This draft expired${run.expires_at ? ` at ${run.expires_at.toISOString()}` : ''}.`;
  const where = run.decided_via ? ` in ${sourceLabel(run.decided_via)}` : '';
  const who = deciderOf(run.decided_by, run.decided_via);
  return `Already ${run.status}${where}${who ? ` by ${who}` : ''}.`;
}

/** "This rule is already active (by Ann)." */
export function ruleAlreadyDecided(rule: Pick<Rule, 'status' | 'decided_by'>): string {
  const who = deciderOf(rule.decided_by);
  return `This rule is already ${rule.status}${who ? ` (by ${who})` : ''}.`;
}

/** The rule a candidate looks like, or was merged into, by the title its card showed ("same mistake as …"). */
export const alikeRuleName = (rule: Pick<Rule, 'alike_title' | 'alike_rule_id' | 'merged_into'>): string =>
  rule.alike_title ?? rule.alike_rule_id ?? rule.merged_into ?? '';

/**
 * A quote of at most `max` characters (and the "…"): cut after a whole word and marked "…", never inside a word, so
 * what is shown still stands word for word in the owner's text. The text itself when it fits.
 */
export function excerpt(text: string, max: number): string {
  const t = text.trim();
  if (t.length <= max) return t;
  const cut = t.slice(0, max);
  const boundary = cut.search(/\s\S*$/u);
  const head = (boundary > 0 ? cut.slice(0, boundary) : cut).trimEnd().replace(/[\s,;:–—-]+$/u, '');
  return `${head}…`;
}

/** The longest title a rule shows: a line or two on a phone. */
const TITLE_MAX = 120;

/** A rule's title cut to TITLE_MAX at a word, "…" marking the cut, and a quote the cut left open closed again. */
export function fitTitle(title: string): string {
  if (title.length <= TITLE_MAX) return title;
  const cut = excerpt(title, TITLE_MAX - 1);
  return (cut.match(/"/g) ?? []).length % 2 === 1 ? `${cut}"` : cut;
}

/** "12 Nov" in the owner's time zone: when a past correction was made, as cards quote it. */
export const shortDay = (d: Date | string, timezone: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: timezone }).format(new Date(d));

/** "From corrections by Mina and Ole": whose corrections a candidate rests on; null when by nobody taploop knows. */
export function correctedByText(names: readonly string[]): string | null {
  if (names.length === 0) return null;
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `From corrections by ${list}`;
}
