// The dispatcher: claims due publications, hands them to the goal's publisher (goals side by side), retries with backoff, then gives up loudly.
import {
  claimDue,
  markAttemptFailed,
  markPublished,
  type Publication,
  recordSent,
} from '../../db/queries/publications.ts';
import { findRun } from '../../db/queries/runs.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { enqueueCallback } from './callbacks.ts';
import { createLanes, withTimeout } from './lanes.ts';
import type { PublisherFactory } from './publishers/index.ts';
import { PublishError } from './publishers/publisher.ts';
import { policyOf } from './queue.ts';

export interface DispatcherOptions {
  publishers: PublisherFactory;
  /** Attempts before a publication is marked failed and the owner is told. */
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
  /** How long a claim holds before another dispatcher may take the publication over. */
  leaseSeconds?: number;
  batch?: number;
}

export interface DispatchResult {
  claimed: number;
  published: number;
  retrying: number;
  failed: number;
}

export type Dispatcher = ReturnType<typeof createDispatcher>;

export const defaultBackoff = (attempt: number) => Math.min(5_000 * 6 ** (attempt - 1), 3_600_000);

export function createDispatcher(
  deps: Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels' | 'scheduleCardDelivery'>,
  opts: DispatcherOptions,
) {
  const maxAttempts = opts.maxAttempts ?? 5;
  const backoff = opts.backoffMs ?? defaultBackoff;
  const timeoutMs = deps.config.outbox.callTimeoutMs;
  const log = deps.logger.child({ component: 'dispatcher' });
  // One lane per goal: a goal's publications go out in slot order, a slow target never holds another goal.
  const lanes = createLanes((err) => log.error('publish lane failed', { err }));

  async function publishOne(p: Publication, result: DispatchResult): Promise<void> {
    try {
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
        const out = await withTimeout(publisher.publish(request), timeoutMs, `publisher ${publisher.type}`);
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
      result.published++;
      log.info('published', { publication_id: p.id, run_id: p.run_id, goal: p.goal, attempt: p.attempts });
    } catch (err) {
      const message = ((err as Error).message ?? String(err)).slice(0, 500);
      const last = p.attempts >= maxAttempts || (err instanceof PublishError && err.permanent);
      const updated = await markAttemptFailed(
        deps.db,
        p.id,
        message,
        last ? null : new Date(Date.now() + backoff(p.attempts)),
      );
      if (!last) {
        result.retrying++;
        log.warn('publish attempt failed; will retry', { publication_id: p.id, attempt: p.attempts, error: message });
        return;
      }
      result.failed++;
      log.error('publication failed for good', { publication_id: p.id, attempts: p.attempts, error: message });
      if (updated) {
        const run = await findRun(deps.db, p.run_id);
        await tellChannels(deps, 'publicationFailed', (c) => c.publicationFailed?.(updated, run));
      }
    }
  }

  /** Claims what is due now (by `dueBy`) outside the busy lanes and starts it; does not wait for the sends. */
  async function claimAndStart(result: DispatchResult, dueBy: Date): Promise<number> {
    const due = await claimDue(
      deps.db,
      opts.batch ?? 20,
      opts.leaseSeconds ?? deps.config.publishLeaseSeconds,
      dueBy,
      lanes.busy(),
    );
    result.claimed += due.length;
    for (const goal of new Set(due.map((p) => p.goal))) {
      lanes.run(
        goal,
        due.filter((p) => p.goal === goal),
        (p) => publishOne(p, result),
      );
    }
    return due.length;
  }

  return {
    /** One full pass: everything due when it starts, and waits for it; a retry waits for a later pass. */
    async runOnce(): Promise<DispatchResult> {
      const result: DispatchResult = { claimed: 0, published: 0, retrying: 0, failed: 0 };
      const passStart = new Date();
      for (;;) {
        if ((await claimAndStart(result, passStart)) > 0) continue;
        if (lanes.busy().length === 0) return result;
        await lanes.anyDone();
      }
    },
    /** The job's step: starts what is due in the free lanes and returns; a slow lane keeps going on its own. */
    async tick(): Promise<{ started: number }> {
      const result: DispatchResult = { claimed: 0, published: 0, retrying: 0, failed: 0 };
      return { started: await claimAndStart(result, new Date()) };
    },
    /** Waits for the sends in progress (on shutdown). */
    idle: () => lanes.idle(),
  };
}
