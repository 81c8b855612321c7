// decide(): a tap becomes exactly one feedback row, or a clear refusal; the first decision on a run wins.
import type { Queryable } from '../../db/client.ts';
import { findFeedbackByEventKey, insertFeedback } from '../../db/queries/feedback.ts';
import { findRun, markDecided, type Run } from '../../db/queries/runs.ts';
import type { Config } from '../kernel/config.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { ConflictError, GatewayError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { DecisionResult } from '../kernel/model.ts';
import { decisionOf } from '../kernel/model.ts';
import type { DecisionAction, TapSource } from '../kernel/schemas.ts';
import { alreadyDecided } from '../kernel/wording.ts';
import { diffEdit } from '../learning/edits.ts';
import { enqueueCallback } from '../publish/callbacks.ts';
import { enqueuePublication, publicationSlotOfRun } from '../publish/queue.ts';
import { runView } from './run-view.ts';
import { type OpenedTap, runTap } from './tap-pipeline.ts';
import { trustAfterDecision } from './trust.ts';

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

/** Kept where callers found them before the core/ split. */
export type { DecisionResult, PublicationSlot } from '../kernel/model.ts';
export { alreadyDecided } from '../kernel/wording.ts';

const RATING = { approve: 1, reject: -1, edit: 0 } as const;
const STATUS = { approve: 'approved', reject: 'rejected', edit: 'edited' } as const;

/** Said to an edit that leaves the draft as it was: stored, it would count as a cosmetic edit that changed nothing. */
export const SAME_AS_DRAFT =
  'Not saved: the edited text is the same as the draft. Approve it instead, or change the text.';

export async function decide(deps: GatewayDeps, input: DecideInput): Promise<DecisionResult> {
  return runTap<Run, DecisionResult>(deps, {
    action: input.action,
    subject: { runId: input.runId },
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    asks: { kind: 'decide' },
    texts: { text: input.text, reason: input.reason },
    invalid: invalidDecision(input),
    notSaved: 'Not saved: the database did not accept the decision. Try again (tap, or send it again).',
    lock: (tx) => lockRun(tx, input.runId),
    async replay(tx, run, tap) {
      const first = await findFeedbackByEventKey(tx, tap.event_key);
      if (!first) throw new ConflictError(alreadyDecided(run), { run: await runView(tx, deps.config, run.id) });
      const publication = await publicationSlotOfRun(tx, deps.config, run.id);
      return { outcome: 'duplicate', run: { ...run, decision: decisionOf(first), publication } };
    },
    apply: (tx, run, tap) => store(tx, deps.config, input, run, tap),
    news: (result) => [
      { event: 'runDecided', decision: result },
      ...(result.trust ? [{ event: 'trustChanged' as const, change: result.trust }] : []),
    ],
    committed(result) {
      deps.events.emit(`decided:${result.run.id}`, result.run);
      deps.scheduleBackfill();
    },
  });
}

/** The run, locked for the rest of the transaction, so the first decision wins. */
export async function lockRun(tx: Queryable, runId: string): Promise<Run> {
  const run = await findRun(tx, runId, { forUpdate: true });
  if (!run) throw new GatewayError('not_found', `run ${runId} not found`);
  return run;
}

async function store(
  tx: Queryable,
  config: Config,
  input: DecideInput,
  run: Run,
  tap: OpenedTap,
): Promise<DecisionResult> {
  if (run.status !== 'pending') {
    throw new ConflictError(
      alreadyDecided(run),
      { run: await runView(tx, config, run.id) },
      {
        run_status: run.status,
        decided_via: run.decided_via,
        decided_by: run.decided_by,
      },
    );
  }
  const edited = input.action === 'edit' ? input.text!.trim() : null;
  // Compared without the surrounding spaces only, as the edit is stored: a changed comma or capital is still an edit.
  if (edited !== null && edited === run.draft.trim()) throw new GatewayError('bad_request', SAME_AS_DRAFT);
  const diff = edited === null ? null : diffEdit(run.draft, edited);
  const feedback = await insertFeedback(tx, {
    id: newId('fb'),
    run_id: run.id,
    rating: RATING[input.action],
    correction: edited,
    reason: input.reason?.trim() || null,
    source: input.source,
    actor: tap.actor,
    edit_kind: diff?.kind ?? null,
    edit_removed: diff?.removed ?? null,
    edit_added: diff?.added ?? null,
    event_key: tap.event_key,
    situation: run.task?.trim() || run.draft,
  });
  const decided = await markDecided(tx, run.id, {
    status: STATUS[input.action],
    finalText: input.action === 'reject' ? null : (edited ?? run.draft),
    actor: tap.actor,
    via: input.source,
  });
  const publication =
    decided.final_text === null ? null : await enqueuePublication(tx, config, decided, decided.final_text);
  await enqueueCallback(tx, decided, 'run.decided', {
    reason: feedback.reason,
    edit_kind: feedback.edit_kind,
    publication,
  });
  const trust = await trustAfterDecision(tx, config, decided, feedback);
  return { outcome: 'stored', run: { ...decided, decision: decisionOf(feedback), publication }, trust };
}

function invalidDecision(input: DecideInput): string | null {
  if (input.action === 'edit' && !input.text?.trim()) return 'An edit needs the edited text; it was blank.';
  if (input.action !== 'edit' && input.text) return 'Only an edit carries text; use "reason" for a rejection.';
  return null;
}
