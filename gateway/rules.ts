// Rules: what agents must follow. Manual rules are active at once: the owner wrote them.
import * as rules from '../db/queries/rules.ts';
import type { Rule } from '../db/queries/rules.ts';
import { tellChannels } from './channels.ts';
import type { GatewayDeps } from './deps.ts';
import { newId } from './ids.ts';
import type { CreateRuleInput, RuleStatus } from './schemas.ts';

export function listRules(deps: GatewayDeps, filter: { status?: RuleStatus; goal?: string }): Promise<Rule[]> {
  return rules.listRules(deps.db, filter);
}

export async function createRule(deps: GatewayDeps, input: CreateRuleInput): Promise<Rule> {
  const rule = await rules.insertRule(deps.db, {
    id: newId('rule'),
    title: input.title.trim(),
    body: input.body.trim(),
    goal: input.goal ?? null,
    status: 'active',
    source: 'manual',
    evidence: [],
    decided_by: input.actor ?? 'owner',
  });
  deps.logger.info('rule added', { rule_id: rule.id, goal: rule.goal });
  return rule;
}

export interface ProposeRuleInput {
  title: string;
  body: string;
  goal: string | null;
  /** Feedback ids the rule was mined from. */
  evidence: string[];
  source: 'nightly' | 'retirement';
}

/** A candidate waits for the owner's yes in every channel; it is not in any context until confirmed. */
export async function proposeRule(deps: GatewayDeps, input: ProposeRuleInput): Promise<Rule> {
  const rule = await rules.insertRule(deps.db, {
    id: newId('rule'),
    title: input.title.trim(),
    body: input.body.trim(),
    goal: input.goal,
    status: 'candidate',
    source: input.source,
    evidence: input.evidence,
    decided_by: null,
  });
  deps.logger.info('rule proposed', { rule_id: rule.id, goal: rule.goal, evidence: rule.evidence.length });
  await tellChannels(deps.channels, deps.logger, 'ruleProposed', (c) => c.ruleProposed?.(rule));
  return rule;
}
