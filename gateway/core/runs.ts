// Runs: an agent submits a draft; the gateway stores it and shows it in every channel.
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { pgErrorCode, type Queryable } from '../../db/client.ts';
import { findContext } from '../../db/queries/contexts.ts';
import type { Run } from '../../db/queries/runs.ts';
import * as runs from '../../db/queries/runs.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { RunView } from '../kernel/model.ts';
import type { RunStatus, SubmitRunInput } from '../kernel/schemas.ts';
import { enqueueNotifications } from '../publish/notify.ts';
import { outboundUrlProblem } from '../publish/outbound.ts';
import { policyOf } from '../publish/queue.ts';
import { decide } from './decisions.ts';
import { recentRunViews, runView } from './run-view.ts';
import { isAutoApproved } from './trust.ts';

export type { RunView } from '../kernel/model.ts';

export interface Submitted {
  run: Run;
  /** The idempotency key came with this same body before: that run, and nothing new stored or sent. */
  replayed: boolean;
}

/** `sender`: the name of the agent token that sent the draft (shown on the card beside the body's `agent`). */
export async function submitRun(
  deps: GatewayDeps,
  input: SubmitRunInput,
  opts: { sender?: string | null } = {},
): Promise<Run> {
  return (await submitRunOnce(deps, input, opts)).run;
}

/**
 * Stores a draft once per sender and idempotency key: an agent that retries after a timeout or a dropped connection
 * gets the run its first attempt created; the same key with another body is refused (409). Keys are the sender's
 * own (the agent token's name, or the owner): another sender's key is a new key, never an answer naming its run.
 */
export async function submitRunOnce(
  deps: GatewayDeps,
  input: SubmitRunInput,
  opts: { sender?: string | null } = {},
): Promise<Submitted> {
  const key = input.idempotency_key ?? null;
  const sender = opts.sender ?? null;
  const hash = key === null ? null : requestHash(input, sender);
  if (key !== null) {
    const earlier = await runs.findRunByIdempotencyKey(deps.db, sender, key);
    if (earlier) return replayOf(earlier, hash);
  }
  const context = input.context_id ? await findContext(deps.db, input.context_id) : null;
  if (input.context_id && !context) {
    throw new GatewayError(
      'bad_request',
      `context_id ${input.context_id} is unknown; pass the id GET /v1/context returned`,
    );
  }
  const badCallback = input.callback_url
    ? outboundUrlProblem(input.callback_url, { allow: deps.config.outboundAllow })
    : null;
  if (badCallback) {
    throw new GatewayError('bad_request', `Invalid body: callback_url: ${badCallback}`, {
      issues: [{ path: 'callback_url', message: badCallback }],
    });
  }
  const expiresIn = input.expires_in ?? policyOf(deps.config, input.goal).expiresInSeconds;
  // An auto-approved draft is decided at once: nobody is asked, so nobody is notified.
  const auto = await isAutoApproved(deps, input.goal);
  // The run and its notifications commit together; with no one to notify the insert is one statement on its own.
  const notifies = !auto && deps.config.notifyUrl !== null;
  const store = <T>(fn: (tx: Queryable) => Promise<T>) => (notifies ? deps.db.transaction(fn) : fn(deps.db));
  const run = await store(async (tx) => {
    const inserted = await runs.insertRun(tx, {
      id: newId('run'),
      goal: input.goal,
      agent: input.agent ?? null,
      sender,
      task: input.task ?? null,
      draft: input.draft,
      target: input.target ?? null,
      metadata: input.metadata ?? {},
      context_id: input.context_id ?? null,
      callback_url: input.callback_url ?? null,
      expires_at: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
      context_rule_ids: context?.rule_ids ?? null,
      context_feedback_ids: context?.feedback_ids ?? null,
      idempotency_key: key,
      request_hash: hash,
    });
    if (notifies) await enqueueNotifications(tx, deps.config, inserted);
    return inserted;
  }).catch(async (err: unknown) => {
    // The same key committed by a concurrent attempt: that attempt's run is the answer.
    const earlier =
      key !== null && pgErrorCode(err) === '23505' ? await runs.findRunByIdempotencyKey(deps.db, sender, key) : null;
    if (earlier) return replayOf(earlier, hash);
    throw err;
  });
  if ('replayed' in run) return run;
  deps.logger.info('run submitted', { run_id: run.id, goal: run.goal, agent: run.agent });
  await tellChannels(deps, 'runSubmitted', (c) => c.runSubmitted?.(run));
  if (auto) {
    // The owner said yes to auto-approval for this goal: approve through the one decide path (limits, callbacks),
    // so every card turns into an FYI with the publish time, and Undo stays possible until it goes out.
    const { run: approved } = await decide(deps, {
      runId: run.id,
      action: 'approve',
      source: 'auto',
      actor: 'taploop',
      eventKey: `auto:${run.id}`,
    });
    return { run: approved, replayed: false };
  }
  return { run, replayed: false };
}

function replayOf(earlier: Run & { request_hash?: string | null }, hash: string | null): Submitted {
  if (earlier.request_hash !== hash) {
    throw new GatewayError(
      'conflict',
      `This idempotency key was already used for another draft (run ${earlier.id}); use a new key for a new draft.`,
    );
  }
  const { request_hash: _hash, ...run } = earlier;
  return { run, replayed: true };
}

/** What the key promises is the same: the body as the gateway read it, keys sorted, without the key itself. */
function requestHash(input: SubmitRunInput, sender: string | null): string {
  const { idempotency_key: _key, ...body } = input;
  return createHash('sha256').update(stableJson({ body, sender })).digest('hex');
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function getRun(deps: GatewayDeps, id: string): Promise<RunView> {
  return runView(deps.db, deps.config, id, { callbacks: true });
}

export function listRecentDecisions(deps: GatewayDeps, limit: number): Promise<RunView[]> {
  return recentRunViews(deps.db, deps.config, limit);
}

export function listRuns(
  deps: GatewayDeps,
  filter: { status?: RunStatus; goal?: string; sender?: string; limit: number },
): Promise<Run[]> {
  return runs.listRuns(deps.db, filter);
}

/** What ends a wait early: the client left (`gone`: nobody to answer), or the process is stopping (`stopping`). */
export interface WaitSignals {
  gone?: AbortSignal;
  stopping?: AbortSignal;
}

/**
 * Holds until the run is decided or `seconds` pass. Woken at once by a decision in this process;
 * a decision made by another process is seen by the periodic re-read. When the process is stopping, it answers at
 * once with the run as it is now (still pending, as after a timeout), so no wait holds a shutdown.
 */
export async function waitForDecision(
  deps: GatewayDeps,
  id: string,
  seconds: number,
  { gone, stopping }: WaitSignals = {},
): Promise<RunView> {
  const deadline = Date.now() + seconds * 1000;
  const ends = [gone, stopping].filter((s) => s !== undefined);
  let view = await sharedRead(deps, id);
  // `gone`: the client went away; nobody is left to answer, so no more re-reads.
  while (view.status === 'pending' && Date.now() < deadline && !gone?.aborted && !stopping?.aborted) {
    const ac = new AbortController();
    const timer = setTimeout(() => ac.abort(), Math.min(2000, deadline - Date.now()));
    try {
      await once(deps.events, `decided:${id}`, { signal: AbortSignal.any([ac.signal, ...ends]) });
    } catch {
      // timed out, or stopping: re-read below
    } finally {
      clearTimeout(timer);
    }
    if (gone?.aborted) break;
    view = await sharedRead(deps, id);
  }
  return view;
}

const reading = new WeakMap<GatewayDeps, Map<string, Promise<RunView>>>();

/** One database read at a time per run for all its waiters: a thousand polls on one run cost one read, not a thousand. */
function sharedRead(deps: GatewayDeps, id: string): Promise<RunView> {
  let byRun = reading.get(deps);
  if (!byRun) reading.set(deps, (byRun = new Map()));
  const pending = byRun.get(id);
  if (pending) return pending;
  const read = getRun(deps, id).finally(() => byRun.delete(id));
  byRun.set(id, read);
  return read;
}
