// decideRule(): the owner's yes, no or rewording of a candidate rule, or "the same mistake as rule X" (merge); nothing
// becomes active without it, and the tap pipeline lets only an owner give it (a reviewer's confirm is refused).
import type { Queryable } from '../../db/client.ts';
import { attachEvidence } from '../../db/queries/learning.ts';
import { findRule, type Rule, retireRule, setRuleDecision } from '../../db/queries/rules.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { ConflictError, GatewayError } from '../kernel/errors.ts';
import type { RuleDecisionResult } from '../kernel/model.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { alikeRuleName, fitTitle, ruleAlreadyDecided } from '../kernel/wording.ts';
import { runTap } from './tap-pipeline.ts';

export type { RuleDecisionResult } from '../kernel/model.ts';

/** merge: the candidate is the same mistake as the rule its card names (`alike_rule_id`); its corrections go to it. */
export type RuleAction = 'confirm' | 'reject' | 'reword' | 'merge';

export interface DecideRuleInput {
  ruleId: string;
  action: RuleAction;
  /** The owner's wording (reword): the rule becomes active in these words. */
  text?: string | null;
  reason?: string | null;
  eventKey?: string | null;
  actor?: string | null;
  source: TapSource;
}

export async function decideRule(deps: GatewayDeps, input: DecideRuleInput): Promise<RuleDecisionResult> {
  // A merge into a candidate that still waits: its cards show the corrections it gained, after the commit.
  let grown: Rule | null = null;
  return runTap<Rule, RuleDecisionResult>(deps, {
    action: `rule:${input.action}`,
    subject: { ruleId: input.ruleId },
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    asks: { kind: 'owner', what: 'deciding a rule' },
    texts: { text: input.text, reason: input.reason },
    invalid:
      input.action === 'reword' && !input.text?.trim() ? 'A rewording needs the new rule text; it was blank.' : null,
    notSaved: 'Not saved: the database did not accept the decision. Try again (tap, or send it again).',
    lock: (tx) => lockRule(tx, input.ruleId),
    replay: async (_tx, rule) => ({ outcome: 'duplicate', rule }),
    async apply(tx, rule, tap) {
      if (rule.status !== 'candidate')
        throw new ConflictError(ruleAlreadyDecided(rule), { rule }, { rule_status: rule.status });
      if (input.action === 'merge') {
        const merged = await merge(tx, rule, input, tap.actor);
        grown = merged.into.status === 'candidate' ? merged.into : null;
        return { outcome: 'stored', rule: merged.rule };
      }
      const text = input.text?.trim();
      const accepted = input.action !== 'reject';
      // An accepted retirement retires its target; the proposal itself is then closed (retired) too.
      if (rule.proposal === 'retire' && accepted && rule.target_rule_id)
        await retireRule(tx, rule.target_rule_id, tap.actor);
      const decided = await setRuleDecision(tx, rule.id, {
        status: !accepted ? 'rejected' : rule.proposal === 'retire' ? 'retired' : 'active',
        title: text && rule.proposal === 'add' ? titleOf(text) : rule.title,
        body: text && rule.proposal === 'add' ? text : rule.body,
        actor: tap.actor,
        reason: input.reason?.trim() || null,
      });
      return { outcome: 'stored', rule: decided };
    },
    news: (result) => [
      { event: 'ruleDecided', rule: result.rule },
      ...(grown ? [{ event: 'ruleChanged' as const, rule: grown }] : []),
    ],
  });
}

/**
 * "Same mistake as rule X": the candidate closes (rejected, `merged_into` X) and its corrections become X's evidence,
 * so the nightly job takes their mistake, in whatever words, for X's from then on. The owner's yes joins what words
 * could not (one mistake split in two by partly answered questions, or said in other words): it is not invariant 6's
 * automatic attachment, which needs the corrections to match the rule's own text.
 */
async function merge(
  tx: Queryable,
  rule: Rule,
  input: DecideRuleInput,
  actor: string | null,
): Promise<{ rule: Rule; into: Rule }> {
  if (rule.proposal !== 'add' || !rule.alike_rule_id)
    throw new GatewayError('bad_request', 'This candidate looks like no other rule: confirm, reword or reject it.');
  const into = await findRule(tx, rule.alike_rule_id, { forUpdate: true });
  // Not a ConflictError: this candidate is still open, and its card keeps Confirm, Reword and Reject.
  if (!into || (into.status !== 'active' && into.status !== 'candidate'))
    throw new GatewayError(
      'conflict',
      `Rule “${alikeRuleName(rule)}” is ${into?.status ?? 'gone'} now: confirm, reword or reject this one.`,
    );
  const grown = (await attachEvidence(tx, into.id, rule.evidence, rule.evidence_parts))!;
  const decided = await setRuleDecision(tx, rule.id, {
    status: 'rejected',
    title: rule.title,
    body: rule.body,
    actor,
    reason: input.reason?.trim() || null,
    mergedInto: into.id,
  });
  return { rule: decided, into: grown };
}

async function lockRule(tx: Queryable, ruleId: string): Promise<Rule> {
  const rule = await findRule(tx, ruleId, { forUpdate: true });
  if (!rule) throw new GatewayError('not_found', `rule ${ruleId} not found`);
  return rule;
}

/** A rule's title is its first line, shortened: the body keeps the owner's full words. */
export function titleOf(text: string): string {
  return fitTitle(text.split('\n')[0]!.trim());
}
