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
  return { id: rule.id, night, goal: rule.goal, title: rule.title, evidence, realClass, duplicate };
}
