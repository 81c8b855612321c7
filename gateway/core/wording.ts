// What every channel says about a decided run or rule, in the same words.
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';

/** Where a decision came from, as a person reads it. */
export const sourceLabel = (source: string): string =>
  ({ telegram: 'Telegram', slack: 'Slack', web: 'the web inbox', api: 'the API', auto: 'auto-approval' })[source] ??
  source;

/** "Already approved in Slack by Ann." — said to a tap that came after the decision. */
export function alreadyDecided(run: Pick<Run, 'status' | 'expires_at' | 'decided_via' | 'decided_by'>): string {
  if (run.status === 'expired')
    return `This draft expired${run.expires_at ? ` at ${run.expires_at.toISOString()}` : ''}.`;
  const where = run.decided_via ? ` in ${sourceLabel(run.decided_via)}` : '';
  const who = run.decided_by ? ` by ${run.decided_by}` : '';
  return `Already ${run.status}${where}${who}.`;
}

/** "This rule is already active (by Ann)." */
export function ruleAlreadyDecided(rule: Pick<Rule, 'status' | 'decided_by'>): string {
  return `This rule is already ${rule.status}${rule.decided_by ? ` (by ${rule.decided_by})` : ''}.`;
}

/** The rule a candidate looks like, or was merged into, by the title its card showed ("same mistake as …"). */
export const alikeRuleName = (rule: Pick<Rule, 'alike_title' | 'alike_rule_id' | 'merged_into'>): string =>
  rule.alike_title ?? rule.alike_rule_id ?? rule.merged_into ?? '';

/** A text cut to at most `max` characters, the last one an ellipsis when it was longer. */
export const shortened = (s: string, max: number): string => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** "12 Nov" in the owner's time zone: when a past correction was made, as cards quote it. */
export const shortDay = (d: Date | string, timezone: string): string =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: timezone }).format(new Date(d));
