// Card delivery: the channel outbox (channel_deliveries) to Telegram and Slack, with a timeout per call and bounded retries.

import type { ChannelDelivery } from '../../db/queries/channel-deliveries.ts';
import type { Feedback } from '../../db/queries/feedback.ts';
import { markDelivered } from '../../db/queries/outbox.ts';
import { createPassScheduler } from '../kernel/background.ts';
import { type ChannelMethod, decodePayload } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { channelDeliveryFailures } from '../kernel/metrics.ts';
import type { PublicationSlot, RunView } from '../kernel/model.ts';
import { decisionOf } from '../kernel/model.ts';
import { withTimeout } from './lanes.ts';
import { backoffSchedule, createOutbox, type OutboxResult } from './outbox.ts';

type CardDeps = Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels'>;

const BATCH = 20;
const MAX_BACKOFF_MS = 300_000;

/**
 * One pass: everything due for the channels this process runs. Different subjects go out side by side, at most a
 * batch at once; one subject's deliveries one after the other (only the oldest of each is ever claimed).
 */
export function deliverCards(deps: CardDeps): Promise<OutboxResult> {
  const { callTimeoutMs, cardMaxAttempts, cardRetryBaseMs } = deps.config.outbox;
  return createOutbox(deps.db, {
    table: 'cards',
    maxAttempts: cardMaxAttempts,
    // The base, doubled each time, at most 5 minutes.
    backoffMs: backoffSchedule(cardRetryBaseMs, 2, MAX_BACKOFF_MS),
    // A lease a bit longer than the call may take: a process that dies mid-call hands the delivery back.
    leaseSeconds: Math.ceil(callTimeoutMs / 1000) * 2 + 5,
    // At most a batch out at once: a burst of cards meets the channels' rate limits a batch at a time.
    batch: BATCH,
    maxInFlight: BATCH,
    pass: 'due now',
    // The claim keeps a subject's deliveries in order; each delivery claimed may go at once.
    laneOf: (d) => d.seq,
    only: deps.channels.map((c) => c.name),
    async deliver(d) {
      const channel = deps.channels.find((c) => c.name === d.channel);
      const method = channel?.[d.event as ChannelMethod] as ((...args: unknown[]) => Promise<void>) | undefined;
      if (!channel || !method) throw new Error(`channel ${d.channel} cannot ${d.event}`);
      await withTimeout(
        method.apply(channel, upgradePayload(d.event, decodePayload(d.payload))) as Promise<void>,
        callTimeoutMs,
        `${d.channel} ${d.event}`,
      );
      await markDelivered(deps.db, 'cards', d);
      if (d.attempts > 1) logOf(deps, d).info('card delivered after retries', { attempt: d.attempts });
    },
    failed(d, error, last) {
      channelDeliveryFailures.inc({ channel: d.channel, event: d.event });
      if (last) logOf(deps, d).error('card delivery failed for good', { attempts: d.attempts, error });
      else logOf(deps, d).warn('card delivery failed; will retry', { attempt: d.attempts, error });
    },
    laneFailed: (err) => deps.logger.error('card delivery pass failed', { err }),
  }).runOnce();
}

const logOf = (deps: CardDeps, d: ChannelDelivery) =>
  deps.logger.child({ component: 'card-delivery', channel: d.channel, event: d.event, run_id: d.run_id ?? undefined });

/**
 * Delivery right after an enqueue, in the background: one pass at a time per process, and an enqueue
 * during a pass asks for one more. Retries that wait for their backoff are the job's (jobs runner).
 */
export function createCardDeliveryScheduler(deps: CardDeps & Pick<GatewayDeps, 'background'>): () => void {
  return createPassScheduler(deps, () => deliverCards(deps), 'card delivery pass failed');
}

/**
 * A runDecided row queued before a decision result carried its run view (the decision as `feedback` and the slot as
 * `publication` beside the run) is delivered as the same card: its run gets its `decision` and `publication`.
 */
export function upgradePayload(event: string, args: unknown[]): unknown[] {
  const [result] = args as [{ run: RunView; feedback?: Feedback; publication?: PublicationSlot | null } | undefined];
  if (event !== 'runDecided' || !result?.feedback) return args;
  const { feedback, publication, ...rest } = result;
  return [{ ...rest, run: { ...result.run, decision: decisionOf(feedback), publication: publication ?? null } }];
}
