// The dispatcher: claims due publications, hands them to the goal's publisher, retries with backoff, then gives up loudly.
import { claimDue, markAttemptFailed, markPublished, type Publication } from '../../db/queries/publications.ts';
import { findRun } from '../../db/queries/runs.ts';
import { tellChannels } from '../channels.ts';
import type { GatewayDeps } from '../deps.ts';
import type { PublisherFactory } from './publishers/index.ts';
import { PublishError, type Publisher } from './publishers/publisher.ts';
import { callbackSecret, createCallbackPublisher, enqueueCallback } from '../callbacks.ts';
import { policyOf } from './queue.ts';

export interface DispatcherOptions {
  publishers: PublisherFactory;
  /** Delivers decision callbacks (kind 'callback'); default: signed with the config's callback secret. */
  callbacks?: Publisher;
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

export const defaultBackoff = (attempt: number) => Math.min(5_000 * 6 ** (attempt - 1), 3_600_000);

export function createDispatcher(deps: Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels'>, opts: DispatcherOptions) {
  const maxAttempts = opts.maxAttempts ?? 5;
  const backoff = opts.backoffMs ?? defaultBackoff;
  const log = deps.logger.child({ component: 'dispatcher' });
  const callbacks =
    opts.callbacks ??
    createCallbackPublisher({
      secret: deps.config.callbackSecret ?? (() => callbackSecret(deps.db)),
      policy: { allow: deps.config.outboundAllow },
      log: (detail, req) => log.info('callback not delivered', { publication_id: req.publicationId, run_id: req.runId, detail }),
    });

  async function publishOne(p: Publication, result: DispatchResult): Promise<void> {
    try {
      const publisher = p.kind === 'callback' ? callbacks : opts.publishers(policyOf(deps.config, p.goal).publisher);
      const out = await publisher.publish({
        publicationId: p.id,
        runId: p.run_id,
        goal: p.goal,
        target: p.target,
        text: p.text,
        idempotencyKey: p.run_id,
        attempt: p.attempts,
      });
      await deps.db.transaction(async (tx) => {
        const done = await markPublished(tx, p.id, out.externalId ?? null);
        const run = done && p.kind === 'publish' ? await findRun(tx, p.run_id) : null;
        // The agent hears of the publication in the same commit that records it.
        if (run) await enqueueCallback(tx, run, 'run.published', { publication: { status: 'published', scheduled_for: done!.scheduled_for, published_at: done!.published_at } });
      });
      result.published++;
      log.info(p.kind === 'callback' ? 'callback delivered' : 'published', { publication_id: p.id, run_id: p.run_id, goal: p.goal, attempt: p.attempts });
    } catch (err) {
      const message = ((err as Error).message ?? String(err)).slice(0, 500);
      const last = p.attempts >= maxAttempts || (err instanceof PublishError && err.permanent);
      const updated = await markAttemptFailed(deps.db, p.id, message, last ? null : new Date(Date.now() + backoff(p.attempts)));
      if (!last) {
        result.retrying++;
        log.warn('publish attempt failed; will retry', { publication_id: p.id, attempt: p.attempts, error: message });
        return;
      }
      result.failed++;
      log.error('publication failed for good', { publication_id: p.id, attempts: p.attempts, error: message });
      if (updated && p.kind === 'publish') {
        const run = await findRun(deps.db, p.run_id);
        await tellChannels(deps.channels, log, 'publicationFailed', (c) => c.publicationFailed?.(updated, run));
      }
    }
  }

  /** One pass: everything due when it starts, in batches; a retry waits for a later pass. */
  async function runOnce(): Promise<DispatchResult> {
    const result: DispatchResult = { claimed: 0, published: 0, retrying: 0, failed: 0 };
    const passStart = new Date();
    for (;;) {
      const due = await claimDue(deps.db, opts.batch ?? 20, opts.leaseSeconds ?? deps.config.publishLeaseSeconds, passStart);
      if (due.length === 0) return result;
      result.claimed += due.length;
      for (const p of due) await publishOne(p, result);
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let current: Promise<unknown> = Promise.resolve();
  return {
    runOnce,
    start(intervalMs: number) {
      const tick = () => {
        current = runOnce()
          .catch((err) => log.error('dispatch pass failed', { err }))
          .finally(() => {
            if (timer) timer = setTimeout(tick, intervalMs);
          });
      };
      timer = setTimeout(tick, 0);
    },
    async stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      await current;
    },
  };
}
