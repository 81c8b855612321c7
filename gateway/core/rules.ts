// Rules: what agents must follow. Manual rules are active at once: the owner wrote them.

import type { Rule } from '../../db/queries/rules.ts';
import * as rules from '../../db/queries/rules.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError, notFound } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { CreateRuleInput, RuleStatus } from '../kernel/schemas.ts';
import { refuseUnstorable } from '../kernel/storable.ts';
import { titleOf } from './rule-decisions.ts';

export interface RuleView extends Rule {
  /** Edit and reject rates of the goal's drafts before and after activation (active and retired rules). */
  effectiveness: rules.Effectiveness | null;
}

export async function listRules(
  deps: GatewayDeps,
  filter: { status?: RuleStatus; goal?: string },
): Promise<RuleView[]> {
  const list = await rules.listRules(deps.db, filter);
  return Promise.all(
    list.map(async (r) => ({
      ...r,
      effectiveness:
        r.proposal === 'add' && (r.status === 'active' || r.status === 'retired')
          ? await rules.ruleEffectiveness(deps.db, r)
          : null,
    })),
  );
}

export async function getRule(deps: GatewayDeps, id: string): Promise<RuleView> {
  const rule = await rules.findRule(deps.db, id);
  if (!rule) throw notFound(`rule ${id}`);
  const effectiveness =
    rule.proposal === 'add' && (rule.status === 'active' || rule.status === 'retired')
      ? await rules.ruleEffectiveness(deps.db, rule)
      : null;
  return { ...rule, effectiveness };
}

/** PATCH: new words for a rule without deciding it (a candidate stays a candidate). */
export async function rewordRule(
  deps: GatewayDeps,
  id: string,
  input: { title?: string; body: string },
): Promise<Rule> {
  refuseUnstorable(input);
  const rule = await rules.findRule(deps.db, id);
  if (!rule) throw notFound(`rule ${id}`);
  if (rule.proposal !== 'add' || rule.status === 'retired' || rule.status === 'rejected') {
    throw new GatewayError(
      'conflict',
      `A ${rule.status} ${rule.proposal === 'retire' ? 'retirement proposal' : 'rule'} cannot be reworded.`,
    );
  }
  const updated = await rules.rewordRule(deps.db, id, input.title?.trim() || titleOf(input.body), input.body.trim());
  // A candidate's cards show the new words and keep their buttons; an active rule's show its final state again.
  if (rule.status === 'candidate') await tellChannels(deps, 'ruleChanged', (c) => c.ruleChanged?.(updated!));
  else await tellChannels(deps, 'ruleDecided', (c) => c.ruleDecided?.(updated!));
  return updated!;
}

export async function createRule(deps: GatewayDeps, input: CreateRuleInput): Promise<Rule> {
  refuseUnstorable({ title: input.title, body: input.body, goal: input.goal, actor: input.actor });
  const text = { title: input.title.trim(), body: input.body.trim(), goal: input.goal ?? null };
  // The same rule sent again (a form submitted twice, a retried request) is the rule already there: an agent's context
  // would carry it twice. The lock makes two at once wait for each other.
  const { rule, added } = await deps.db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`rule:${text.goal ?? ''}:${text.title}`]);
    const same = await rules.findActiveRule(tx, text);
    if (same) return { rule: same, added: false };
    const rule = await rules.insertRule(tx, {
      id: newId('rule'),
      ...text,
      status: 'active',
      source: 'manual',
      evidence: [],
      decided_by: input.actor ?? 'owner',
    });
    return { rule, added: true };
  });
  if (added) deps.logger.info('rule added', { rule_id: rule.id, goal: rule.goal });
  return rule;
}

export interface ProposeRuleInput {
  title: string;
  body: string;
  goal: string | null;
  /** Feedback ids the rule was mined from. */
  evidence: string[];
  /** For a correction it rests on with one of its mistakes only, which (learning/parts.ts). */
  evidence_parts?: Record<string, string>;
  source: 'nightly' | 'retirement';
  /** The body with every phrase the corrections show, when `body` keeps fewer (learning/propose.ts). */
  matched_body?: string | null;
  /** The goal's rule whose mistake the corrections look like: the card asks "same mistake as it?". */
  alike?: { id: string; title: string } | null;
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
    evidence_parts: input.evidence_parts ?? {},
    decided_by: null,
    matched_body: input.matched_body?.trim() || null,
    alike: input.alike ?? null,
  });
  deps.logger.info('rule proposed', { rule_id: rule.id, goal: rule.goal, evidence: rule.evidence.length });
  await tellChannels(deps, 'ruleProposed', (c) => c.ruleProposed?.(rule));
  return rule;
}
