// undo(): until its publication goes out, an approval can be taken back; the run waits for a decision again.
import type { Queryable } from '../../db/client.ts';
import { markUndone } from '../../db/queries/feedback.ts';
import { cancelPublication, findPublicationOfRun } from '../../db/queries/publications.ts';
import { findRun, markPendingAgain, type Run } from '../../db/queries/runs.ts';
import { setTapOutcome } from '../../db/queries/taps.ts';
import { openTap } from '../taps.ts';
import { tellChannels } from '../channels.ts';
import type { GatewayDeps } from '../deps.ts';
import { GatewayError } from '../errors.ts';
import type { TapSource } from '../schemas.ts';

export interface UndoInput {
  runId: string;
  eventKey?: string | null;
  actor?: string | null;
  source: TapSource;
}

export interface UndoResult {
  outcome: 'stored' | 'duplicate';
  run: Run;
}

export async function undo(deps: GatewayDeps, input: UndoInput): Promise<UndoResult> {
  const { db, logger } = deps;
  const tap = await openTap(deps, {
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    runId: input.runId,
    action: 'undo',
    forbidden: 'Only the owner can undo a decision.',
    notSaved: 'Not undone: the database did not accept it. Tap again.',
  });
  let result: UndoResult;
  try {
    result = await db.transaction(async (tx) => {
      const run = await findRun(tx, input.runId, { forUpdate: true });
      if (!run) throw new GatewayError('not_found', `run ${input.runId} not found`);
      if (await isReplay(tx, tap.event_key, run.id)) return { outcome: 'duplicate' as const, run };
      if (run.status !== 'approved' && run.status !== 'edited') {
        throw new GatewayError('conflict', `Nothing to undo: the draft is ${run.status}.`, { run_status: run.status });
      }
      const publication = await findPublicationOfRun(tx, run.id, { forUpdate: true });
      if (!publication || publication.status !== 'queued') {
        const when = publication?.published_at ? ` at ${new Date(publication.published_at).toISOString()}` : '';
        throw new GatewayError('conflict', `Too late to undo: already ${publication?.status ?? 'handled'}${when}.`, {
          publication_status: publication?.status ?? null,
        });
      }
      if (publication.claimed_until && new Date(publication.claimed_until) > new Date()) {
        throw new GatewayError('conflict', 'Too late to undo: it is being published right now.', { publication_status: 'publishing' });
      }
      await cancelPublication(tx, publication.id);
      await markUndone(tx, run.id);
      const pending = await markPendingAgain(tx, run.id);
      await setTapOutcome(tx, tap.id, 'stored');
      return { outcome: 'stored' as const, run: pending };
    });
  } catch (err) {
    const known = err instanceof GatewayError;
    await setTapOutcome(db, tap.id, known && err.code === 'conflict' ? 'conflict' : known ? 'invalid' : 'failed').catch(() => {});
    if (known) throw err;
    logger.error('undo not saved', { err, run_id: input.runId });
    throw new GatewayError('unavailable', 'Not undone: the database did not accept it. Tap again.');
  }
  if (result.outcome === 'duplicate') {
    await setTapOutcome(db, tap.id, 'duplicate').catch(() => {});
    return result;
  }
  logger.info('decision undone', { run_id: result.run.id, source: input.source });
  await tellChannels(deps.channels, logger, 'runUndone', (c) => c.runUndone?.(result.run));
  return result;
}

/** An undo tap already stored under this key for this run. */
async function isReplay(tx: Queryable, eventKey: string, runId: string): Promise<boolean> {
  const rows = await tx.query(`select 1 from taps where event_key = $1 and run_id = $2 and action = 'undo' and outcome = 'stored'`, [
    eventKey,
    runId,
  ]);
  return rows.length > 0;
}
