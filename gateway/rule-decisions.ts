// decideRule(): the owner's yes, no or rewording of a candidate rule; nothing becomes active without it.
import { findRule, retireRule, setRuleDecision, type Rule } from '../db/queries/rules.ts';
import { findStoredRuleTap, setTapOutcome } from '../db/queries/taps.ts';
import { openTap } from './taps.ts';
import { tellChannels } from './channels.ts';
import type { GatewayDeps } from './deps.ts';
import { GatewayError } from './errors.ts';
import type { TapSource } from './schemas.ts';

export type RuleAction = 'confirm' | 'reject' | 'reword';

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

export interface RuleDecisionResult {
  outcome: 'stored' | 'duplicate';
  rule: Rule;
}

export async function decideRule(deps: GatewayDeps, input: DecideRuleInput): Promise<RuleDecisionResult> {
  const { db, logger } = deps;
  const tap = await openTap(deps, {
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    ruleId: input.ruleId,
    action: `rule:${input.action}`,
    forbidden: 'Only the owner can decide on rules.',
    invalid: input.action === 'reword' && !input.text?.trim() ? 'A rewording needs the new rule text; it was blank.' : null,
    notSaved: 'Not saved: the database did not accept the decision. Tap again.',
  });
  let result: RuleDecisionResult;
  try {
    result = await db.transaction(async (tx) => {
      const rule = await findRule(tx, input.ruleId, { forUpdate: true });
      if (!rule) throw new GatewayError('not_found', `rule ${input.ruleId} not found`);
      if (await findStoredRuleTap(tx, tap.event_key)) return { outcome: 'duplicate' as const, rule };
      if (rule.status !== 'candidate') {
        throw new GatewayError('conflict', `This rule is already ${rule.status}${rule.decided_by ? ` (by ${rule.decided_by})` : ''}.`, {
          rule_status: rule.status,
        });
      }
      const text = input.text?.trim();
      const accepted = input.action !== 'reject';
      // An accepted retirement retires its target; the proposal itself is then closed (retired) too.
      if (rule.proposal === 'retire' && accepted && rule.target_rule_id) await retireRule(tx, rule.target_rule_id, input.actor ?? null);
      const decided = await setRuleDecision(tx, rule.id, {
        status: !accepted ? 'rejected' : rule.proposal === 'retire' ? 'retired' : 'active',
        title: text && rule.proposal === 'add' ? titleOf(text) : rule.title,
        body: text && rule.proposal === 'add' ? text : rule.body,
        actor: input.actor ?? null,
        reason: input.reason?.trim() || null,
      });
      await setTapOutcome(tx, tap.id, 'stored');
      return { outcome: 'stored' as const, rule: decided };
    });
  } catch (err) {
    const known = err instanceof GatewayError;
    await setTapOutcome(db, tap.id, known && err.code === 'conflict' ? 'conflict' : known ? 'invalid' : 'failed').catch(() => {});
    if (known) throw err;
    logger.error('rule decision not saved', { err, rule_id: input.ruleId });
    throw new GatewayError('unavailable', 'Not saved: the database did not accept the decision. Tap again.');
  }
  if (result.outcome === 'duplicate') {
    await setTapOutcome(db, tap.id, 'duplicate').catch(() => {});
    return result;
  }
  logger.info('rule decided', { rule_id: result.rule.id, status: result.rule.status, source: input.source });
  await tellChannels(deps.channels, logger, 'ruleDecided', (c) => c.ruleDecided?.(result.rule));
  return result;
}

/** A rule's title is its first line, shortened: the body keeps the owner's full words. */
export function titleOf(text: string): string {
  const first = text.split('\n')[0]!.trim();
  return first.length > 120 ? `${first.slice(0, 117)}…` : first;
}
