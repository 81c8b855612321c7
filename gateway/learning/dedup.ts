// Invariant 6: a candidate too close to an existing rule (same text, or the same mistake) is not proposed; only the
// corrections that match that rule's own text are attached to it. An embedding's say-so alone attaches nothing.
import { attachEvidence, nearestRulesByText } from '../../db/queries/learning.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { grewLonger, plainQuotes, type StyleFeature, styleAmount } from './edits.ts';
import { type CorrectionFacts, contentStems, draftHasStyle, mistakeOf, stylesNamedIn } from './mistake.ts';
import { type RuleText, ruleWords } from './propose.ts';

/** pg_trgm similarity is the Jaccard index of the two texts' trigram sets. */
export const TRIGRAM_DUPLICATE = 0.72;

/** Share of a group's corrections that must match a rule's text for the group to be that rule's mistake. */
export const SAME_MISTAKE = 0.5;

export interface RuleMarks {
  stems: Set<string>;
  /** What the rule forbids, each phrase as its stems: its "don't say" phrases and its "Avoid:" list. */
  avoid: string[][];
  styles: ReadonlySet<StyleFeature>;
}

/** A rule's text as it is matched: its body with every phrase the nightly job found, when the one shown keeps fewer. */
export type Matchable = { title: string; body: string; matched_body?: string | null };

export function marksOfRule(typed: Matchable, goal: string | null): RuleMarks {
  // A rule the owner typed or reworded on a phone: 'Don’t say “guaranteed”' reads like 'Don't say "guaranteed"'.
  const rule = { title: plainQuotes(typed.title), body: plainQuotes(typed.matched_body ?? typed.body) };
  const text = `${rule.title} ${rule.body}`;
  const skip = new Set(goal ? contentStems(goal) : []);
  // The rule's words, not those of the reasons its body quotes, which name other corrections' details.
  const stems = new Set(contentStems(ruleWords(rule)).filter((s) => !skip.has(s)));
  const avoidList = /Avoid: ([^.]+)\./.exec(rule.body)?.[1] ?? '';
  const said = /(?:don't say|never say|avoid|no)\s+"([^"]+)"/gi;
  const forbidden = [...text.matchAll(said)].map((m) => m[1]!);
  const avoid = [...forbidden, ...avoidList.split(', ')]
    .map((p) => contentStems(p).filter((s) => !skip.has(s)))
    .filter((p) => p.length > 0);
  // The style the rule names, not one a quoted reason or phrase happens to mention ("short stroll is a stretch").
  return { stems, avoid, styles: stylesNamedIn(text.replace(/"[^"]*"/g, ' ')) };
}

/** Does this correction correct what the rule is about (its words, what it forbids, its style)? */
export function matchesRule(item: CorrectionFacts, marks: RuleMarks): boolean {
  if (item.rating === -1 && !item.reason) {
    return says(item.draft, marks.avoid) || [...marks.styles].some((s) => draftHasStyle(item.draft, s));
  }
  const m = mistakeOf(item);
  if ([...m.style].some((s) => marks.styles.has(s))) return true;
  // An edit that went the other way from a style rule is not its evidence, whatever words its reason shares with it
  // (retirement reads such edits against the rule, by its own standard).
  if (item.correction !== null && [...marks.styles].some((s) => wentAgainst(item.draft, item.correction!, s)))
    return false;
  // A rejected draft that shows the style the rule forbids, whatever the owner's words.
  if (item.rating === -1 && [...marks.styles].some((s) => draftHasStyle(item.draft, s))) return true;
  if ([...m.removed].some((s) => marks.stems.has(s))) return true;
  const reason = [...m.reason].filter((s) => marks.stems.has(s)).length;
  if (reason >= 2 || (reason === 1 && m.reason.size <= 2)) return true;
  return m.removed.size === 0 && [...m.added].some((s) => marks.stems.has(s));
}

/** The edit added the style (for length, grew the draft into a longer text). */
function wentAgainst(draft: string, edited: string, style: StyleFeature): boolean {
  if (style === 'shortened') return grewLonger(draft, edited);
  return style !== 'language changed' && styleAmount(edited, style) > styleAmount(draft, style);
}

/** Does the text say one of the phrases (most of its words; a one-word phrase, that word)? */
export function says(text: string, phrases: string[][]): boolean {
  const stems = new Set(contentStems(text));
  return phrases.some((p) => p.filter((s) => stems.has(s)).length >= Math.max(1, Math.ceil(p.length * 0.6)));
}

/** The ids of the corrections that correct what the rule's own text is about: the only ones ever attached to it. */
export function matchingRule(
  rule: Matchable,
  goal: string,
  members: readonly (CorrectionFacts & { id: string })[],
): string[] {
  const marks = marksOfRule(rule, goal);
  return members.filter((m) => matchesRule(m, marks)).map((m) => m.id);
}

export interface Duplicate {
  id: string;
  why: string;
  /** The group's corrections that match the rule's own text: only these are attached. */
  matching: string[];
}

export async function findDuplicateRule(
  deps: Pick<GatewayDeps, 'db'>,
  goal: string,
  text: RuleText,
  members: readonly (CorrectionFacts & { id: string })[],
  /** The goal's rules as `rulesOfGoal` lists them, with the candidates this run has proposed so far. */
  rules: readonly (Matchable & { id: string; status: string })[],
): Promise<Duplicate | null> {
  const matchingOf = (rule: Matchable) => matchingRule(rule, goal, members);
  const [nearest] = await nearestRulesByText(deps.db, goal, `${text.title} ${text.matched_body ?? text.body}`);
  if (nearest && nearest.similarity >= TRIGRAM_DUPLICATE) {
    return { id: nearest.id, why: `trigram ${nearest.similarity.toFixed(2)}`, matching: matchingOf(nearest) };
  }
  // The same mistake under other words: most of the group corrects what an open or active rule says.
  let best: Duplicate | null = null;
  let bestShare = 0;
  // A tie goes to a rule the owner confirmed, then to the older one: the same group always lands on the same rule.
  const confirmedFirst = [...rules].sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
  for (const rule of confirmedFirst) {
    if (rule.status === 'rejected') continue;
    const matching = matchingOf(rule);
    const share = matching.length / members.length;
    if (share >= SAME_MISTAKE && share > bestShare) {
      best = {
        id: rule.id,
        why: `same mistake: ${matching.length} of ${members.length} corrections match its text`,
        matching,
      };
      bestShare = share;
    }
  }
  return best;
}

export const attachTo = (
  deps: Pick<GatewayDeps, 'db'>,
  ruleId: string,
  evidence: string[],
  parts: Record<string, string> = {},
) => attachEvidence(deps.db, ruleId, evidence, parts);
