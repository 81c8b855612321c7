// Embeds feedback after commit, in batches, retrying later on provider failure: a decision never waits on it.

import { listUnembedded, recordEmbedFailure, storeEmbeddings, type Unembedded } from '../../db/queries/feedback.ts';
import { createPassScheduler } from '../kernel/background.ts';
import type { GatewayDeps } from '../kernel/deps.ts';

export interface BackfillResult {
  embedded: number;
  failed: number;
}

const MAX_ATTEMPTS = 20;

export async function backfillEmbeddings(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'logger'>,
  opts: { batch?: number; maxBatches?: number } = {},
): Promise<BackfillResult> {
  const { db, embeddings, logger } = deps;
  const batch = opts.batch ?? 64;
  const result: BackfillResult = { embedded: 0, failed: 0 };
  for (let i = 0; i < (opts.maxBatches ?? Number.POSITIVE_INFINITY); i++) {
    const rows = await listUnembedded(db, embeddings.model, batch, MAX_ATTEMPTS);
    if (rows.length === 0) break;
    let vectors: (number[] | null)[];
    try {
      vectors = await embeddings.embed([...rows.map((r) => r.situation), ...rows.map(signalText)]);
    } catch (err) {
      const message = (err as Error).message?.slice(0, 300) ?? 'embedding failed';
      await recordEmbedFailure(
        db,
        rows.map((r) => r.id),
        message,
      );
      logger.warn('embedding provider failed; will retry', { model: embeddings.model, rows: rows.length, err });
      result.failed += rows.length;
      break;
    }
    for (const [j, row] of rows.entries()) {
      await storeEmbeddings(db, row.id, embeddings.model, vectors[j] ?? null, vectors[rows.length + j] ?? null);
    }
    result.embedded += rows.length;
    if (rows.length < batch) break;
  }
  if (result.embedded) logger.debug('embeddings backfilled', { ...result, model: embeddings.model });
  return result;
}

/** One backfill at a time per process; a request during a run triggers one more pass after it. */
export function createBackfillScheduler(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'logger' | 'background'>,
): () => void {
  return createPassScheduler(deps, () => backfillEmbeddings(deps), 'embedding backfill failed');
}

/** What a correction says, for grouping: an edit's removed and added words (not the topic), a rejection's reason. */
export function signalText(
  row: Pick<Unembedded, 'rating' | 'correction' | 'reason' | 'edit_removed' | 'edit_added'>,
): string {
  const phrases = [...(row.edit_removed ?? []), ...(row.edit_added ?? [])];
  if (row.rating === 0 && phrases.length) return [phrases.join(' '), row.reason ?? ''].join(' ').trim();
  return row.reason ?? row.correction ?? '';
}
