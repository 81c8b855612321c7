// The simulated owner's verdict on a candidate rule: it must rest on corrections of one real mistake class.
import type { Rule } from '../db/queries/rules.ts';
import type { Labels } from './month.ts';

export interface CandidateVerdict {
  id: string;
  night: number;
  goal: string | null;
  title: string;
  /** Evidence items per class ('noise' = one-off edits). */
  evidence: Record<string, number>;
  /** The class at least 2/3 of the evidence belongs to, or null: a junk rule. */
  realClass: string | null;
  /** A class that already had a confirmed rule in the same goal. */
  duplicate: boolean;
  /**
   * The card asked "same mistake as rule X?" (alike_rule_id): 'own class' when X is a rule of the candidate's own
   * class, 'another' when not (the owner confirms or rejects as before); null when it did not ask.
   */
  alike: 'own class' | 'another' | null;
}

/**
 * The owner's tap on a candidate card: "same mistake as rule X" when X is a rule of its class (one mistake split in
 * two, or said in other words), else confirm a real class and reject the rest.
 */
export function ownerRuleAction(v: CandidateVerdict): 'merge' | 'confirm' | 'reject' {
  if (v.alike === 'own class') return 'merge';
  return v.realClass ? 'confirm' : 'reject';
}

export const PURITY = 2 / 3;

export function judgeCandidate(
  rule: Rule,
  night: number,
  labels: Labels,
  earlier: CandidateVerdict[],
): CandidateVerdict {
  const evidence: Record<string, number> = {};
  for (const id of rule.evidence) {
    const c = labels.feedback.get(id) ?? 'unknown';
    evidence[c] = (evidence[c] ?? 0) + 1;
  }
  const total = rule.evidence.length;
  const [top, n] = Object.entries(evidence).sort((a, b) => b[1] - a[1])[0] ?? [null, 0];
  const realClass = top && top !== 'noise' && top !== 'unknown' && n / total >= PURITY ? top : null;
  const duplicate = realClass !== null && earlier.some((c) => c.realClass === realClass && c.goal === rule.goal);
  const alikeClass = rule.alike_rule_id ? (labels.rules.get(rule.alike_rule_id) ?? null) : undefined;
  const alike =
    alikeClass === undefined ? null : realClass !== null && alikeClass === realClass ? 'own class' : 'another';
  return {
    id: rule.id,
    night,
    goal: rule.goal,
    title: rule.title,
    evidence,
    realClass,
    duplicate,
    alike,
  };
}
