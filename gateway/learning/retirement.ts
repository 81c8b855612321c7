// Retirement: an active rule is proposed for retirement only when the owner's own decisions go against its text
// (an approval of a draft that breaks it, an edit that puts back what it forbids, a reason that contradicts it).
// A draft that breaks the rule and is corrected again is evidence FOR the rule, so an agent that ignores its
// context never triggers a retirement. Never retired silently.
import {
  activeRulesForReview,
  type DecisionFacts,
  decisionsSince,
  evidenceFacts,
  insertRetirement,
  openRetirement,
} from '../../db/queries/learning.ts';
import { findRule } from '../../db/queries/rules.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';
import { type Matchable, marksOfRule, matchesRule, type RuleMarks, says } from './dedup.ts';
import { grewLonger, type StyleFeature, styleAmount } from './edits.ts';
import { contentStems, mistakeOf, SHOWS_STYLE, styleStandard, tooMuchOf } from './mistake.ts';
import { type OwnerTextsOf, saidOutside } from './owner-texts.ts';
import { writtenFromPhrases } from './propose.ts';

/** Decisions read per rule: the most recent ones are what the owner thinks now. */
const RECENT = 500;

/** "that's fine", "we can say", "bring back": the owner allows what a rule forbids. */
const PERMISSIVE =
  /\b(is fine|are fine|it's fine|its fine|that's fine|fine to|ok to|okay to|is ok|is okay|allowed|can say|can use|we do want|bring back|put back|keep the|leave the|is good|are good)\b/gi;

/** The reason allows something: a permissive phrase not negated in its clause, and not "leave the … out". */
function allows(reason: string): boolean {
  for (const m of reason.matchAll(PERMISSIVE)) {
    const before = reason.slice(0, m.index);
    const after = reason.slice(m.index + m[0].length);
    if (/(\bnot|n't|\bno|\bnever|\bwithout)\b[^.,;!?]{0,24}$/i.test(before)) continue;
    if (/^(keep the|leave the)$/i.test(m[0]) && /^[^.,;!?]*\b(out|off|away)\b/i.test(after)) continue;
    return true;
  }
  return false;
}

export type Against = 'approved a draft that breaks it' | 'put back what it forbids' | 'a reason that contradicts it';

/** What a rule forbids, beyond its text: the words its corrections kept removing, and how much of a style is too much. */
export type Forbidden = RuleMarks & {
  removed: string[][];
  /** How much of each style the rule names breaks it, by the owner's standard in its evidence (`styleStandard`). */
  tooMuch: Map<StyleFeature, number>;
};

/** What a rule forbids: its text's phrases and style, plus (`removed`) the words its corrections kept removing. */
export async function forbiddenBy(
  deps: Pick<GatewayDeps, 'db'>,
  rule: Matchable & { goal: string | null; evidence: string[] },
): Promise<Forbidden> {
  const evidence = await evidenceFacts(deps.db, rule.evidence);
  const ms = evidence.map(mistakeOf);
  const named = marksOfRule(rule, rule.goal);
  // "Keep client emails short" from emails cut at ~100 words: an approved 40-word email does not break it.
  const tooMuch = styleStandard(
    evidence.map((e, i) => ({ ...e, mistake: ms[i]! })),
    named.styles,
  );
  const marks: Forbidden = { ...named, removed: [], tooMuch };
  const need = Math.max(2, Math.ceil(ms.length / 2));
  const count = new Map<string, number>();
  for (const m of ms) for (const s of m.removed) count.set(s, (count.get(s) ?? 0) + 1);
  // A word the owner removed but kept elsewhere in their own corrected text ("price") is not what the rule forbids.
  const kept = new Set(evidence.flatMap((e) => (e.correction ? contentStems(e.correction) : [])));
  for (const [s, n] of count) if (n >= need && !kept.has(s)) marks.removed.push([s]);
  // Styles only as the rule's text names them: a content rule's corrections often lose length or emoji on the way.
  if (!evidence.length) return marks; // a rule typed by the owner is all theirs
  // What the rule's title or the owner's reasons name is what it forbids: a word its corrections happened to remove,
  // and the body's "Avoid:" list picked from them, counts only when those name it too. A reworded body is its own.
  const own = writtenFromPhrases(rule.body) ? [rule.title] : [rule.title, rule.body];
  const words = new Set(contentStems([...own, ...evidence.map((e) => e.reason ?? '')].join('. ')));
  return narrowed(marks, (p) => p.some((s) => words.has(s)));
}

/**
 * How a decision stands to a rule: against it, for it, or neither. An approval is against it only when the draft says
 * what the rule's text forbids; a word its corrections happened to remove counts only when an edit puts it back.
 */
export function standOf(d: DecisionFacts, marks: Forbidden): Against | 'for' | null {
  const breaks = (text: string) =>
    says(text, marks.avoid) || [...marks.styles].some((s) => tooMuchOf(text, s, marks.tooMuch));
  if (d.rating === 1) return breaks(d.draft) ? 'approved a draft that breaks it' : null;
  if (
    d.reason &&
    allows(d.reason) &&
    contentStems(d.reason).some((s) => marks.stems.has(s) || marks.avoid.some((p) => p.includes(s)))
  ) {
    return 'a reason that contradicts it';
  }
  if (d.rating === 0 && d.correction !== null) {
    // Put back: the edit adds a phrase the draft did not say (not one the diff merely split out as added).
    const added = (d.edit_added ?? []).join(' ');
    if ([...marks.avoid, ...marks.removed].some((p) => says(added, [p]) && !says(d.draft, [p])))
      return 'put back what it forbids';
    if (styleAdded(d.draft, d.correction, marks)) return 'put back what it forbids';
  }
  return matchesRule(d, marks) ? 'for' : null;
}

function styleAdded(draft: string, edited: string, marks: Forbidden): boolean {
  for (const s of marks.styles) {
    // Put back as much as makes a draft show it, and too much by the owner's standard: a one-line yes grown into a
    // short answer is no long email.
    const added =
      s === 'shortened' ? grewLonger(draft, edited) : styleAmount(edited, s) >= styleAmount(draft, s) + SHOWS_STYLE[s];
    if (added && tooMuchOf(edited, s, marks.tooMuch)) return true;
  }
  return false;
}

export async function proposeRetirements(
  deps: GatewayDeps,
  /** The owner's own texts per goal in the nightly window: they say what each goal's subject is. */
  ownerTexts: OwnerTextsOf,
  progress: (line: string) => void = () => {},
): Promise<string[]> {
  const { retireMinRuns, retireShare } = deps.config.learning;
  const minAgainst = Math.max(2, Math.ceil(retireMinRuns / 2));
  const proposed: string[] = [];
  for (const rule of await activeRulesForReview(deps.db)) {
    const marks = await forbiddenBy(deps, rule);
    const decisions = await decisionsSince(deps.db, { goal: rule.goal, since: rule.since, limit: RECENT });
    const spent = new Set(rule.evidence);
    let { against, support } = judge(decisions, marks, spent);
    if (against.length) {
      // A word the owner writes in their own texts beyond these decisions is the goal's subject, not against the rule.
      const said = saidOutside(await ownerTexts(rule.goal), new Set([...spent, ...against.map((a) => a.id)]));
      ({ against, support } = judge(
        decisions,
        narrowed(marks, (p) => !p.some((s) => said.has(s))),
        spent,
      ));
    }
    const kinds = [...new Set(against.map((a) => a.why))].sort().join('; ');
    if (against.length < minAgainst || against.length / (against.length + support) < retireShare) {
      // Said all the same, so the owner (and `EVAL_TRACE=1 npm run eval`) sees a rule drawing decisions against it.
      if (against.length)
        progress(
          `  rule "${rule.title}": ${against.length} decision(s) against it (${kinds}), ${support} for; not enough to propose retiring it`,
        );
      continue;
    }
    if (await openRetirement(deps.db, rule.id)) continue;
    const target = await findRule(deps.db, rule.id);
    if (!target) continue;
    const id = newId('rule');
    await insertRetirement(deps.db, {
      id,
      target,
      evidence: against.map((a) => a.id),
      note: `Since it became active, ${against.length} of your decisions went against this rule (${kinds}) and ${support} followed it. Retire it?`,
    });
    proposed.push(id);
    progress(`  retirement proposed for "${target.title}" (${against.length} against, ${support} for)`);
    const proposal = await findRule(deps.db, id);
    if (proposal) await tellChannels(deps, 'ruleProposed', (c) => c.ruleProposed?.(proposal));
  }
  return proposed;
}

/** The decisions against the rule and the number that followed it, its own evidence left out. */
function judge(
  decisions: readonly DecisionFacts[],
  marks: Forbidden,
  spent: ReadonlySet<string>,
): { against: { id: string; why: Against }[]; support: number } {
  const against: { id: string; why: Against }[] = [];
  let support = 0;
  for (const d of decisions) {
    if (spent.has(d.id)) continue;
    const stand = standOf(d, marks);
    if (stand === 'for') support++;
    else if (stand) against.push({ id: d.id, why: stand });
  }
  return { against, support };
}

/** The rule's forbidden phrases (its text's and those its corrections kept removing) for which `keep` holds. */
function narrowed(marks: Forbidden, keep: (phrase: string[]) => boolean): Forbidden {
  return { ...marks, avoid: marks.avoid.filter(keep), removed: marks.removed.filter(keep) };
}
