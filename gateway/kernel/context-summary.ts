// One wording, for every card, of what an agent was shown before drafting.
import type { Run } from '../../db/queries/runs.ts';

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

export function contextSummary(run: Pick<Run, 'context_id' | 'context_rule_ids' | 'context_feedback_ids'>): string {
  if (!run.context_id) return 'drafted without taploop context (no rules or past corrections)';
  const rules = run.context_rule_ids?.length ?? 0;
  const corrections = run.context_feedback_ids?.length ?? 0;
  return `drafted with ${plural(rules, 'rule')} and ${plural(corrections, 'past correction')}`;
}
