// Checks made before a modal opens, so nobody types a whole edit only to be refused or told it is too late.
import {
  type Act,
  alreadyDecided,
  type CardReads,
  type ChannelGateway,
  ConflictError,
  GatewayError,
  type Person,
  type Rule,
  type RunView,
  ruleAlreadyDecided,
} from '../../../gateway/index.ts';

type People = Pick<ChannelGateway, 'people'>;

/**
 * The role check made before a modal opens or an answer is stored: the person when their role allows `act`; otherwise
 * the refusal is logged in `taps` and thrown, and the app's error handler tells the tapper alone (ephemeral).
 */
export async function mustBeAllowed(
  gateway: People,
  user: string,
  act: Act,
  tap: { action: string; runId?: string | null; ruleId?: string | null },
): Promise<Person> {
  const verdict = await gateway.people.check({ slack: user }, act);
  if (verdict.allowed) return verdict.person;
  await gateway.people.refuse({ source: 'slack', actor: verdict.person?.name ?? user, ...tap });
  throw new GatewayError('forbidden', verdict.message);
}

/** Deciding the run `runId` (its goal read for the check). */
export async function mayDecide(gateway: People, user: string, runId: string, action: string): Promise<Person> {
  const of = await gateway.people.goalOf({ runId });
  return mustBeAllowed(
    gateway,
    user,
    { kind: 'decide', goal: of?.goal ?? null },
    { action, runId: of?.run_id ?? null },
  );
}

/** Rules are the owner's: confirm, reword, reject, merge. */
export const mayDecideRule = (gateway: People, user: string, ruleId: string, action: string) =>
  mustBeAllowed(gateway, user, { kind: 'owner', what: 'deciding a rule' }, { action: `rule:${action}`, ruleId });

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
