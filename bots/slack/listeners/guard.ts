// Checks made before a modal opens, so nobody types a whole edit only to be refused or told it is too late.
import {
  alreadyDecided,
  type CardReads,
  type Config,
  ConflictError,
  GatewayError,
  isOwner,
  type Rule,
  type RunView,
  ruleAlreadyDecided,
  type TapCalls,
} from '../../../gateway/index.ts';

/** The gateway's own owner rule, checked before a modal opens; the refusal is logged as a tap like any other. */
export async function mustBeOwner(
  gateway: Pick<TapCalls, 'refuseTap'>,
  config: Config,
  user: string,
  tap: { action: string; runId?: string; ruleId?: string },
): Promise<void> {
  if (isOwner(config, 'slack', user)) return;
  await gateway.refuseTap({ source: 'slack', actor: user, ...tap });
  throw new GatewayError('forbidden', `Only the owner can decide on ${tap.ruleId ? 'rules' : 'drafts'}.`);
}

export async function pendingRun(gateway: Pick<CardReads, 'getRun'>, runId: string): Promise<RunView> {
  const run = await gateway.getRun(runId);
  if (run.status !== 'pending') throw new ConflictError(alreadyDecided(run), { run });
  return run;
}

export async function candidateRule(gateway: Pick<CardReads, 'getRule'>, ruleId: string): Promise<Rule> {
  const rule = await gateway.getRule(ruleId).catch(() => null);
  if (!rule) throw new GatewayError('not_found', 'This rule no longer exists.');
  if (rule.status === 'candidate') return rule;
  throw new ConflictError(ruleAlreadyDecided(rule), { rule });
}
