// undo(): until its publication goes out, an approval can be taken back; the run waits for a decision again.
import { markUndone } from '../../db/queries/feedback.ts';
import { cancelPublication, findPublicationOfRun } from '../../db/queries/publications.ts';
import { markPendingAgain, type Run } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { ConflictError } from '../kernel/errors.ts';
import type { UndoResult } from '../kernel/model.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { lockRun } from './decisions.ts';
import { runView } from './run-view.ts';
import { runTap } from './tap-pipeline.ts';

export type { UndoResult } from '../kernel/model.ts';

export interface UndoInput {
  runId: string;
  eventKey?: string | null;
  actor?: string | null;
  source: TapSource;
}

export async function undo(deps: GatewayDeps, input: UndoInput): Promise<UndoResult> {
  return runTap<Run, UndoResult>(deps, {
    action: 'undo',
    subject: { runId: input.runId },
    source: input.source,
    actor: input.actor,
    eventKey: input.eventKey,
    asks: { kind: 'decide' },
    notSaved: 'Not undone: the database did not accept it. Tap again.',
    lock: (tx) => lockRun(tx, input.runId),
    replay: async (_tx, run) => ({ outcome: 'duplicate', run }),
    async apply(tx, run) {
      const tooLate = async (message: string, details: unknown) =>
        new ConflictError(message, { run: await runView(tx, deps.config, run.id) }, details);
      if (run.status !== 'approved' && run.status !== 'edited') {
        throw await tooLate(`Nothing to undo: the draft is ${run.status}.`, { run_status: run.status });
      }
      const publication = await findPublicationOfRun(tx, run.id, { forUpdate: true });
      if (!publication || publication.status !== 'queued') {
        const when = publication?.published_at ? ` at ${new Date(publication.published_at).toISOString()}` : '';
        throw await tooLate(`Too late to undo: already ${publication?.status ?? 'handled'}${when}.`, {
          publication_status: publication?.status ?? null,
        });
      }
      if (publication.claimed_until && new Date(publication.claimed_until) > new Date()) {
        throw await tooLate('Too late to undo: it is being published right now.', { publication_status: 'publishing' });
      }
      await cancelPublication(tx, publication.id);
      await markUndone(tx, run.id);
      return { outcome: 'stored', run: await markPendingAgain(tx, run.id) };
    },
    news: (result) => [{ event: 'runUndone', run: result.run }],
  });
}
