// The dispatcher: the publications outbox. Due publications go to their goal's publisher, goals side by side, with
// retries on a backoff, then the owner is told loudly; slots, limits and order are the queue's (queue.ts).
import { markPublished, type Publication, recordSent } from '../../db/queries/publications.ts';
import { findRun } from '../../db/queries/runs.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { enqueueCallback } from './callbacks.ts';
import { withTimeout } from './lanes.ts';
import { createOutbox, type OutboxResult, type OutboxTuning } from './outbox.ts';
import type { PublisherFactory } from './publishers/index.ts';
import { policyOf } from './queue.ts';

/** After `maxAttempts` (default 5) a publication is marked failed and the owner is told. */
export interface DispatcherOptions extends OutboxTuning {
  publishers: PublisherFactory;
}

export interface DispatchResult {
  claimed: number;
  published: number;
  retrying: number;
  failed: number;
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

export function createDispatcher(
  deps: Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels' | 'scheduleCardDelivery'>,
  opts: DispatcherOptions,
) {
  const log = deps.logger.child({ component: 'dispatcher' });

  async function publish(p: Publication): Promise<void> {
    let externalId = p.external_id;
    // Sent already (recorded right after the send, before a crash lost the mark): mark it, do not send twice.
    if (externalId === null) {
      const publisher = opts.publishers(policyOf(deps.config, p.goal).publisher);
      const request = {
        publicationId: p.id,
        runId: p.run_id,
        goal: p.goal,
        target: p.target,
        text: p.text,
        idempotencyKey: p.run_id,
        attempt: p.attempts,
        notBefore: new Date(p.scheduled_for),
      };
      const out = await withTimeout(
        publisher.publish(request),
        deps.config.outbox.callTimeoutMs,
        `publisher ${publisher.type}`,
      );
      externalId = out.externalId ?? null;
      if (externalId !== null) await recordSent(deps.db, p.id, externalId);
    }
    await deps.db.transaction(async (tx) => {
      const done = await markPublished(tx, p.id, externalId);
      const run = done ? await findRun(tx, p.run_id) : null;
      // The agent hears of the publication in the same commit that records it.
      if (run)
        await enqueueCallback(tx, run, 'run.published', {
          publication: { status: 'published', scheduled_for: done!.scheduled_for, published_at: done!.published_at },
        });
    });
    log.info('published', { publication_id: p.id, run_id: p.run_id, goal: p.goal, attempt: p.attempts });
  }

  const outbox = createOutbox(
    deps.db,
    {
      table: 'publications',
      leaseSeconds: deps.config.publishLeaseSeconds,
      pass: 'due at start',
      // One lane per goal: a goal's publications go out in slot order, a slow target never holds another goal.
      laneOf: (p) => p.goal,
      deliver: publish,
      async failed(p, error, last, stored) {
        if (!last) {
          log.warn('publish attempt failed; will retry', { publication_id: p.id, attempt: p.attempts, error });
          return;
        }
        log.error('publication failed for good', { publication_id: p.id, attempts: p.attempts, error });
        if (stored) {
          const run = await findRun(deps.db, p.run_id);
          await tellChannels(deps, 'publicationFailed', (c) => c.publicationFailed?.(stored, run));
        }
      },
      laneFailed: (err) => log.error('publish lane failed', { err }),
    },
    opts,
  );

  return {
    /** One full pass: everything due when it starts, and waits for it; a retry waits for a later pass. */
    async runOnce(): Promise<DispatchResult> {
      return asPublished(await outbox.runOnce());
    },
    tick: outbox.tick,
    idle: outbox.idle,
  };
}

const asPublished = ({ delivered, ...counts }: OutboxResult): DispatchResult => ({ ...counts, published: delivered });
