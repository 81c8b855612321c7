// Invariant 6: a candidate too close to an existing rule is not proposed; its evidence goes to that rule.
import { attachEvidence, nearestRulesByText, rulesOfGoal } from '../../db/queries/learning.ts';
import type { GatewayDeps } from '../deps.ts';
import { cosine } from './embeddings/local.ts';
import type { RuleText } from './propose.ts';

/** pg_trgm similarity is the Jaccard index of the two texts' trigram sets. */
export const TRIGRAM_DUPLICATE = 0.72;

export async function findDuplicateRule(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'config'>,
  goal: string,
  text: RuleText,
): Promise<{ id: string; why: string } | null> {
  const full = `${text.title} ${text.body}`;
  const [nearest] = await nearestRulesByText(deps.db, goal, full);
  if (nearest && nearest.similarity >= TRIGRAM_DUPLICATE) return { id: nearest.id, why: `trigram ${nearest.similarity.toFixed(2)}` };
  const existing = await rulesOfGoal(deps.db, goal);
  if (existing.length === 0) return null;
  const [candidate, ...others] = await deps.embeddings.embed([full, ...existing.map((r) => `${r.title} ${r.body}`)]);
  if (!candidate) return null;
  const threshold = deps.config.embeddings.threshold ?? deps.embeddings.threshold;
  let best: { id: string; sim: number } | null = null;
  others.forEach((v, i) => {
    const sim = v ? cosine(candidate, v) : -1;
    if (sim >= threshold && (!best || sim > best.sim)) best = { id: existing[i]!.id, sim };
  });
  const found = best as { id: string; sim: number } | null;
  return found ? { id: found.id, why: `embedding ${found.sim.toFixed(2)}` } : null;
}

export const attachTo = (deps: Pick<GatewayDeps, 'db'>, ruleId: string, evidence: string[]) => attachEvidence(deps.db, ruleId, evidence);
