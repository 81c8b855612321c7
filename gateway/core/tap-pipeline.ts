// The one tap pipeline: role check → tap logged as received → one transaction (lock, replay check, work, tap
// stored) → outcome of a refusal or failure → channels told after the commit. Decide, undo, rule and trust
// decisions supply only what differs: what they lock, what a replay answers, and the work itself.
import { pgErrorCode, type Queryable } from '../../db/client.ts';
import { findPerson, findPersonAt, goalOf, type Person } from '../../db/queries/people.ts';
import {
  findStoredTap,
  insertTap,
  type NewTap,
  type StoredTap,
  setTapOutcome,
  type TapOutcome,
} from '../../db/queries/taps.ts';
import { announce, type ChannelEvent } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { TapResultOutcome } from '../kernel/model.ts';
import { type Act, may, refusalText, STRANGER } from '../kernel/roles.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { unstorableMessage } from '../kernel/storable.ts';

/** What a tap asks of the tapper's role: to decide the draft it names (of that run's goal), or an owner's act. */
export type TapAsks = { kind: 'decide' } | { kind: 'owner'; what: string };

/**
 * Who tapped: in Telegram and Slack the person with that user id (none: a stranger); in the inbox the signed-in person
 * by name (the owner by token taps as "web"). The API and the CLI are guarded by their token, so they name no person.
 */
export async function tapperOf(
  db: Queryable,
  source: TapSource,
  actor: string | null | undefined,
): Promise<{ checked: boolean; person: Person | null }> {
  if (source === 'telegram' || source === 'slack')
    return { checked: true, person: actor ? await findPersonAt(db, source, actor) : null };
  if (source === 'web' && actor && actor !== 'web') {
    const person = await findPerson(db, actor);
    return { checked: person !== null, person };
  }
  return { checked: false, person: null };
}

/** What a tap acts on: a run, a rule, or a goal's trust. */
export type TapSubject = { runId: string } | { ruleId: string } | { goal: string };

/** Taps of one kind replay each other; the same event key on another kind (or subject) is a misuse. */
export type TapKind = 'decision' | 'undo' | 'rule' | 'trust';

export interface OpenedTap {
  id: string;
  event_key: string;
  /** Who the decision records: the person's name when a person tapped, else the actor as given. */
  actor: string | null;
}

/** Who tapped what, and what to say if it cannot go ahead. */
export interface TapStart {
  /** The action as logged: approve, reject, edit, undo, rule:confirm, trust:accept… */
  action: string;
  subject: TapSubject;
  source: TapSource;
  actor?: string | null;
  /** The tap's own id (Telegram callback id, Slack action ts, web form nonce); one is made when absent. */
  eventKey?: string | null;
  /** What the tapper's role must allow; a refusal says what it needs. */
  asks: TapAsks;
  /** The free text the tap carries (an edit's text, a reason), checked with its key and actor for what cannot be stored. */
  texts?: Record<string, string | null | undefined>;
  /** What is wrong with the input, if anything: the tap is logged as invalid and refused with it. */
  invalid?: string | null;
  /** Said when the tap was not saved (the database is down or refused it), so the person taps again. */
  notSaved: string;
}

export interface TapOperation<Target, R extends { outcome: TapResultOutcome }> extends TapStart {
  /** Locks what the tap acts on (throws not_found), so concurrent taps on it, replays included, queue up. */
  lock(tx: Queryable): Promise<Target>;
  /** The answer to a replay: what the first tap with this event key left. */
  replay(tx: Queryable, target: Target, tap: OpenedTap): Promise<R>;
  /** The work itself. A GatewayError refuses the tap (a ConflictError: already decided, too late). */
  apply(tx: Queryable, target: Target, tap: OpenedTap): Promise<R>;
  /** What channels hear once a stored tap is committed. */
  news(result: R): ChannelEvent[];
  /** In-process effects of a stored tap after its commit (wake waiting agents, schedule embeddings). */
  committed?(result: R): void;
}

type Deps = Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels' | 'scheduleCardDelivery'>;

/** Runs one tap through the pipeline; resolves `stored` or `duplicate`, or throws a GatewayError for the person. */
export async function runTap<Target, R extends { outcome: TapResultOutcome }>(
  deps: Deps,
  op: TapOperation<Target, R>,
): Promise<R> {
  const tap = await openTap(deps, op);
  let result: R;
  try {
    result = await inTransaction(deps, op, tap).catch((err: unknown) => {
      // A unique violation (feedback.event_key): a twin of this tap committed first elsewhere. Once more, the
      // replay check sees it and answers duplicate (or the state check answers conflict).
      if (pgErrorCode(err) === '23505') return inTransaction(deps, op, tap);
      throw err;
    });
  } catch (err) {
    if (err instanceof GatewayError) {
      await settle(deps, tap.id, err.code === 'conflict' ? 'conflict' : 'invalid', err.message);
      throw err;
    }
    deps.logger.error('tap not saved', { err, action: op.action, source: op.source, ...subjectColumns(op.subject) });
    await settle(deps, tap.id, 'failed', (err as Error)?.message?.slice(0, 200) ?? 'error');
    throw new GatewayError('unavailable', op.notSaved);
  }
  if (result.outcome === 'duplicate') {
    await settle(deps, tap.id, 'duplicate');
    return result;
  }
  deps.logger.info('tap stored', { action: op.action, source: op.source, ...subjectColumns(op.subject) });
  op.committed?.(result);
  await announce(deps, op.news(result));
  return result;
}

function inTransaction<Target, R extends { outcome: TapResultOutcome }>(
  deps: Deps,
  op: TapOperation<Target, R>,
  tap: OpenedTap,
): Promise<R> {
  return deps.db.transaction(async (tx) => {
    const target = await op.lock(tx);
    const first = await findStoredTap(tx, tap.event_key);
    if (first) {
      if (!isSameTap(first, op)) {
        throw new GatewayError(
          'conflict',
          `event_key ${tap.event_key} was already used for another tap; use a new key per tap`,
        );
      }
      return op.replay(tx, target, tap);
    }
    const result = await op.apply(tx, target, tap);
    // Settled inside the transaction: the tap says stored exactly when its work is committed.
    await setTapOutcome(tx, tap.id, 'stored');
    return result;
  });
}

/** Logs the tap (its outcome settled later) and returns its id and event key; throws the refusal otherwise. */
async function openTap(deps: Pick<Deps, 'db' | 'config' | 'logger'>, op: TapStart): Promise<OpenedTap> {
  const tap = {
    id: newId('tap'),
    event_key: op.eventKey?.trim() || newId('evt'),
    ...subjectColumns(op.subject),
    source: op.source,
    actor: op.actor ?? null,
    action: op.action,
  };
  // Every tap's text, key and actor are checked first, before the role check logs anything with them; a key that
  // cannot be stored cannot be logged either, so that refusal is not in the tap log.
  const unstorable = unstorableMessage({
    ...op.texts,
    ...subjectColumns(op.subject),
    actor: op.actor,
    event_key: op.eventKey,
  });
  if (unstorable) {
    await insertTap(deps.db, { ...tap, outcome: 'invalid', detail: unstorable }).catch(() => {});
    throw new GatewayError('bad_request', unstorable);
  }
  const person = await checkTapper(deps, op, () => actOf(deps.db, op), tap);
  if (person) tap.actor = person.name;
  if (op.invalid) {
    await insertTap(deps.db, { ...tap, outcome: 'invalid', detail: op.invalid }).catch(() => {});
    throw new GatewayError('bad_request', op.invalid);
  }
  try {
    await insertTap(deps.db, tap);
  } catch (err) {
    deps.logger.error('tap not logged: database unavailable', {
      err,
      action: op.action,
      ...subjectColumns(op.subject),
    });
    throw new GatewayError('unavailable', op.notSaved);
  }
  return { id: tap.id, event_key: tap.event_key, actor: tap.actor };
}

/**
 * The role check every tap passes, whatever door it comes through: the person a channel or the inbox names, when
 * their role allows the act (null where a token is the check: the API, the CLI, the inbox's owner token). Otherwise
 * the refusal is logged in `taps` as `logged` (with the person's name) and thrown, worded for the tapper.
 */
export async function checkTapper(
  deps: Pick<Deps, 'db' | 'logger'>,
  who: { source: TapSource; actor?: string | null },
  act: () => Promise<Act>,
  logged: Omit<NewTap, 'outcome'>,
): Promise<Person | null> {
  const { checked, person } = await tapperOf(deps.db, who.source, who.actor);
  if (!checked) return null;
  const asked = await act();
  if (person && may(person, asked)) return person;
  await logRefusal(deps, { ...logged, actor: person?.name ?? logged.actor });
  throw new GatewayError('forbidden', person ? refusalText(person, asked) : STRANGER);
}

/** The act a tap asks for: deciding a draft names the run's goal (null when there is no such run). */
async function actOf(db: Queryable, op: TapStart): Promise<Act> {
  if (op.asks.kind === 'owner') return op.asks;
  const of = 'runId' in op.subject ? await goalOf(db, { runId: op.subject.runId }) : null;
  return { kind: 'decide', goal: of?.goal ?? null };
}

/** A tap known to be invalid before any work (a fix that no longer applies): role-checked, logged as invalid, refused. */
export async function refuseInvalidTap(
  deps: Pick<Deps, 'db' | 'config' | 'logger'>,
  tap: TapStart & { invalid: string },
): Promise<never> {
  await openTap(deps, tap);
  throw new GatewayError('bad_request', tap.invalid);
}

/** A tap refused for its role before any decision was attempted (opening a modal, asking to reject): logged, so stats count it. */
export async function refuseTap(
  deps: Pick<GatewayDeps, 'db' | 'logger'>,
  tap: { source: TapSource; actor: string | null; action: string; runId?: string | null; ruleId?: string | null },
): Promise<void> {
  await logRefusal(deps, {
    id: newId('tap'),
    event_key: newId('evt'),
    run_id: tap.runId ?? null,
    rule_id: tap.ruleId ?? null,
    goal: null,
    source: tap.source,
    actor: tap.actor,
    action: tap.action,
  });
}

async function logRefusal(
  deps: Pick<GatewayDeps, 'db' | 'logger'>,
  tap: Parameters<typeof insertTap>[1],
): Promise<void> {
  await insertTap(deps.db, { ...tap, outcome: 'refused' }).catch((err) =>
    deps.logger.error('refused tap not logged', { err }),
  );
  deps.logger.info('tap refused: not allowed by role', { source: tap.source, action: tap.action });
}

function subjectColumns(s: TapSubject): { run_id: string | null; rule_id: string | null; goal: string | null } {
  return {
    run_id: 'runId' in s ? s.runId : null,
    rule_id: 'ruleId' in s ? s.ruleId : null,
    goal: 'goal' in s ? s.goal : null,
  };
}

function kindOf(action: string): TapKind {
  if (action === 'undo') return 'undo';
  if (action.startsWith('rule:')) return 'rule';
  if (action.startsWith('trust:')) return 'trust';
  return 'decision';
}

function isSameTap(first: StoredTap, op: TapStart): boolean {
  const s = subjectColumns(op.subject);
  return (
    kindOf(first.action) === kindOf(op.action) &&
    first.run_id === s.run_id &&
    first.rule_id === s.rule_id &&
    first.goal === s.goal
  );
}

async function settle(
  deps: Pick<GatewayDeps, 'db' | 'logger'>,
  tapId: string,
  outcome: TapOutcome,
  detail: string | null = null,
): Promise<void> {
  await setTapOutcome(deps.db, tapId, outcome, detail).catch((err) =>
    deps.logger.error('tap outcome not recorded', { err, tap_id: tapId, outcome }),
  );
}
