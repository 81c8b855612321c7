// decide(): a tap becomes exactly one feedback row, or a clear refusal; the first decision on a run wins.
import { pgErrorCode, type Queryable } from '../db/client.ts';
import { findFeedbackByEventKey, insertFeedback, type Feedback } from '../db/queries/feedback.ts';
import { findRun, markDecided, type Run } from '../db/queries/runs.ts';
import { insertTap, setTapOutcome, type TapOutcome } from '../db/queries/taps.ts';
import { tellChannels } from './channels.ts';
import type { Config } from './config.ts';
import type { GatewayDeps } from './deps.ts';
import { GatewayError } from './errors.ts';
import { newId } from './ids.ts';
import { openTap } from './taps.ts';
import { unstorable } from './storable.ts';
import { diffEdit } from './learning/edits.ts';
import { enqueuePublication, publicationSlotOfRun } from './publish/queue.ts';
import { enqueueCallback } from './callbacks.ts';
import { trustAfterDecision, type TrustChange } from './trust.ts';
import type { DecisionAction, TapSource } from './schemas.ts';

export interface DecideInput {
  runId: string;
  action: DecisionAction;
  /** The edited draft (edit only). */
  text?: string | null;
  reason?: string | null;
  /** The tap's own id (Telegram callback id, Slack action ts, web form nonce): a replay stores nothing twice. */
  eventKey?: string | null;
  actor?: string | null;
  source: TapSource;
}

export interface DecisionResult {
  /** `duplicate`: this event key was already stored; the first result is returned and nothing was written. */
  outcome: 'stored' | 'duplicate';
  run: Run;
  feedback: Feedback;
  /** The trust ladder moved because of this decision (offered, or dropped back to manual). */
  trust?: TrustChange | null;
  /** Where an approved or edited draft stands in the publish queue; null for rejections. */
  publication: PublicationSlot | null;
}

/** What every card says after approval: "publishes at 15:00 (2 of 3 today)", and whether Undo is still possible. */
export interface PublicationSlot {
  id: string;
  status: 'queued' | 'published' | 'failed' | 'cancelled';
  scheduled_for: Date;
  /** 1-based position among the goal's publications that day (in the goal's time zone). */
  day_position: number;
  max_per_day: number;
  timezone: string;
  /** Until then the owner can undo the approval; null once it cannot be undone. */
  undo_until: Date | null;
}

const RATING = { approve: 1, reject: -1, edit: 0 } as const;
const STATUS = { approve: 'approved', reject: 'rejected', edit: 'edited' } as const;

export async function decide(deps: GatewayDeps, input: DecideInput): Promise<DecisionResult> {
  const { db, logger } = deps;
  const tap = await openTap(deps, {
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    runId: input.runId,
    action: input.action,
    forbidden: 'Only the owner can decide on drafts.',
    invalid: invalidDecision(input),
    notSaved: notSaved().message,
  });

  let result: DecisionResult;
  try {
    result = await db.transaction((tx) => decideInTransaction(tx, deps.config, input, tap.id, tap.event_key));
  } catch (err) {
    if (err instanceof GatewayError) {
      await settle(deps, tap.id, err.code === 'conflict' ? 'conflict' : 'invalid', err.message);
      throw err;
    }
    if (pgErrorCode(err) === '23505') {
      // The same event key committed concurrently: this is a replay of that tap.
      const first = await findFeedbackByEventKey(db, tap.event_key);
      const run = first && (await findRun(db, first.run_id));
      if (first && run && first.run_id === input.runId) {
        await settle(deps, tap.id, 'duplicate');
        return { outcome: 'duplicate', run, feedback: first, publication: await publicationSlotOfRun(db, deps.config, run.id) };
      }
    }
    logger.error('decision not saved', { err, run_id: input.runId, source: input.source });
    await settle(deps, tap.id, 'failed', (err as Error).message?.slice(0, 200) ?? 'error');
    throw notSaved();
  }

  if (result.outcome === 'duplicate') {
    await settle(deps, tap.id, 'duplicate');
    return result;
  }
  logger.info('decision stored', { run_id: result.run.id, status: result.run.status, source: input.source });
  deps.events.emit(`decided:${result.run.id}`, result.run);
  deps.scheduleBackfill();
  await tellChannels(deps.channels, logger, 'runDecided', (c) => c.runDecided?.(result));
  const change = result.trust;
  if (change) await tellChannels(deps.channels, logger, 'trustChanged', (c) => c.trustChanged?.(change));
  return result;
}

async function decideInTransaction(
  tx: Queryable,
  config: Config,
  input: DecideInput,
  tapId: string,
  eventKey: string,
): Promise<DecisionResult> {
  const run = await findRun(tx, input.runId, { forUpdate: true });
  if (!run) throw new GatewayError('not_found', `run ${input.runId} not found`);
  const prior = await findFeedbackByEventKey(tx, eventKey);
  if (prior) {
    if (prior.run_id !== run.id) {
      throw new GatewayError('conflict', `event_key ${eventKey} was already used for another run; use a new key per tap`);
    }
    return { outcome: 'duplicate', run, feedback: prior, publication: await publicationSlotOfRun(tx, config, run.id) };
  }
  if (run.status !== 'pending') {
    throw new GatewayError('conflict', alreadyDecided(run), {
      run_status: run.status,
      decided_via: run.decided_via,
      decided_by: run.decided_by,
    });
  }
  const edited = input.action === 'edit' ? input.text!.trim() : null;
  const diff = edited === null ? null : diffEdit(run.draft, edited);
  const feedback = await insertFeedback(tx, {
    id: newId('fb'),
    run_id: run.id,
    rating: RATING[input.action],
    correction: edited,
    reason: input.reason?.trim() || null,
    source: input.source,
    actor: input.actor ?? null,
    edit_kind: diff?.kind ?? null,
    edit_removed: diff?.removed ?? null,
    edit_added: diff?.added ?? null,
    event_key: eventKey,
    situation: run.task?.trim() || run.draft,
  });
  const decided = await markDecided(tx, run.id, {
    status: STATUS[input.action],
    finalText: input.action === 'reject' ? null : (edited ?? run.draft),
    actor: input.actor ?? null,
    via: input.source,
  });
  const publication = decided.final_text === null ? null : await enqueuePublication(tx, config, decided, decided.final_text);
  await enqueueCallback(tx, decided, 'run.decided', { reason: feedback.reason, edit_kind: feedback.edit_kind, publication });
  const trust = await trustAfterDecision(tx, config, decided, feedback);
  await setTapOutcome(tx, tapId, 'stored');
  return { outcome: 'stored', run: decided, feedback, publication, trust };
}

export async function refuseTap(
  deps: Pick<GatewayDeps, 'db' | 'logger'>,
  tap: { source: TapSource; actor: string | null; action: string; runId?: string | null; ruleId?: string | null },
): Promise<void> {
  await insertTap(deps.db, {
    id: newId('tap'),
    event_key: newId('evt'),
    run_id: tap.runId ?? null,
    rule_id: tap.ruleId ?? null,
    source: tap.source,
    actor: tap.actor,
    action: tap.action,
    outcome: 'refused',
  }).catch((err) => deps.logger.error('refused tap not logged', { err }));
  deps.logger.info('tap refused: not an owner', { source: tap.source, actor: tap.actor });
}

/** Only configured owners decide in chat; the HTTP API and web inbox are guarded by the API token. */
export function isOwner(config: Config, source: TapSource, actor: string | null | undefined): boolean {
  if (source === 'telegram') return !!actor && !!config.telegram?.ownerIds.includes(actor);
  if (source === 'slack') return !!actor && !!config.slack?.ownerIds.includes(actor);
  return true;
}

function invalidDecision(input: DecideInput): string | null {
  const bad = unstorable({ text: input.text, reason: input.reason, actor: input.actor, event_key: input.eventKey }, '');
  if (bad !== null) return `The ${bad.replace('_', ' ')} contains a character that cannot be stored (NUL or half an emoji); remove it and try again.`;
  if (input.action === 'edit' && !input.text?.trim()) return 'An edit needs the edited text; it was blank.';
  if (input.action !== 'edit' && input.text) return 'Only an edit carries text; use "reason" for a rejection.';
  return null;
}

export function alreadyDecided(run: Run): string {
  if (run.status === 'expired') return `This draft expired${run.expires_at ? ` at ${run.expires_at.toISOString()}` : ''}.`;
  const where = run.decided_via ? ` in ${label(run.decided_via)}` : '';
  const who = run.decided_by ? ` by ${run.decided_by}` : '';
  return `Already ${run.status}${where}${who}.`;
}

const label = (source: string) =>
  ({ telegram: 'Telegram', slack: 'Slack', web: 'the web inbox', api: 'the API', auto: 'auto-approval' })[source] ?? source;

const notSaved = () => new GatewayError('unavailable', 'Not saved: the database did not accept the decision. Tap again.');

async function settle(deps: GatewayDeps, tapId: string, outcome: TapOutcome, detail: string | null = null): Promise<void> {
  await setTapOutcome(deps.db, tapId, outcome, detail).catch((err) =>
    deps.logger.error('tap outcome not recorded', { err, tap_id: tapId, outcome }),
  );
}
