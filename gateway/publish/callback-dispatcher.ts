// The callback dispatcher: delivers queued decision callbacks (callback_deliveries), one lane per receiver URL, with retries.
import {
  type CallbackRow,
  claimDueCallbacks,
  markCallbackAttemptFailed,
  markCallbackDelivered,
} from '../../db/queries/callbacks.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { callbackSecret, createCallbackPublisher } from './callbacks.ts';
import { createLanes, withTimeout } from './lanes.ts';
import { defaultBackoff } from './outbox.ts';
import { PublishError, type Publisher } from './publishers/publisher.ts';

export interface CallbackDispatcherOptions {
  /** Delivers one callback; default: POST signed with the config's callback secret. */
  publisher?: Publisher;
  maxAttempts?: number;
  backoffMs?: (attempt: number) => number;
  leaseSeconds?: number;
  batch?: number;
}

export interface CallbackDispatchResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export type CallbackDispatcher = ReturnType<typeof createCallbackDispatcher>;

export function createCallbackDispatcher(
  deps: Pick<GatewayDeps, 'db' | 'config' | 'logger'>,
  opts: CallbackDispatcherOptions = {},
) {
  const maxAttempts = opts.maxAttempts ?? 5;
  const backoff = opts.backoffMs ?? defaultBackoff;
  const log = deps.logger.child({ component: 'callbacks' });
  const publisher =
    opts.publisher ??
    createCallbackPublisher({
      secret: deps.config.callbackSecret ?? (() => callbackSecret(deps.db)),
      policy: { allow: deps.config.outboundAllow },
      log: (detail, req) =>
        log.info('callback not delivered', { callback_id: req.publicationId, run_id: req.runId, detail }),
    });
  // One lane per receiver: ten callbacks to a slow agent never hold another agent's.
  const lanes = createLanes((err) => log.error('callback lane failed', { err }));

  async function deliverOne(c: CallbackRow, result: CallbackDispatchResult): Promise<void> {
    try {
      const request = {
        publicationId: c.id,
        runId: c.run_id,
        goal: c.goal,
        target: c.url,
        text: c.payload,
        idempotencyKey: `${c.run_id}:${c.event}`,
        attempt: c.attempts,
        sender: c.sender,
      };
      await withTimeout(publisher.publish(request), deps.config.outbox.callTimeoutMs, 'callback');
      await markCallbackDelivered(deps.db, c.id);
      result.delivered++;
      log.info('callback delivered', { callback_id: c.id, run_id: c.run_id, event: c.event, attempt: c.attempts });
    } catch (err) {
      const message = ((err as Error).message ?? String(err)).slice(0, 500);
      const last = c.attempts >= maxAttempts || (err instanceof PublishError && err.permanent);
      await markCallbackAttemptFailed(deps.db, c.id, message, last ? null : new Date(Date.now() + backoff(c.attempts)));
      if (last) result.failed++;
      else result.retrying++;
      log[last ? 'error' : 'warn'](last ? 'callback failed for good' : 'callback attempt failed; will retry', {
        callback_id: c.id,
        attempt: c.attempts,
        error: message,
      });
    }
  }

  async function claimAndStart(result: CallbackDispatchResult, dueBy: Date): Promise<number> {
    const due = await claimDueCallbacks(deps.db, opts.batch ?? 20, opts.leaseSeconds ?? 120, dueBy, lanes.busy());
    result.claimed += due.length;
    for (const url of new Set(due.map((c) => c.url))) {
      lanes.run(
        url,
        due.filter((c) => c.url === url),
        (c) => deliverOne(c, result),
      );
    }
    return due.length;
  }

  return {
    /** Everything due now, and waits for it; a retry waits for a later pass. */
    async runOnce(): Promise<CallbackDispatchResult> {
      const result: CallbackDispatchResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
      const started = new Date(); // a retry scheduled during this pass belongs to a later one
      for (;;) {
        const claimed = await claimAndStart(result, started);
        if (claimed > 0) continue;
        if (lanes.busy().length === 0) return result;
        await lanes.anyDone();
      }
    },
    /** The job's step: starts what is due in the free lanes and returns. */
    async tick(): Promise<{ started: number }> {
      const result: CallbackDispatchResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
      return { started: await claimAndStart(result, new Date()) };
    },
    idle: () => lanes.idle(),
  };
}
