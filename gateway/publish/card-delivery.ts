// Card delivery: takes the channel outbox (channel_deliveries) to Telegram and Slack, with a timeout per call and bounded retries.

import {
  type ChannelDelivery,
  claimChannelDeliveries,
  markChannelAttemptFailed,
  markChannelDelivered,
} from '../../db/queries/channel-deliveries.ts';
import type { Feedback } from '../../db/queries/feedback.ts';
import { createPassScheduler } from '../kernel/background.ts';
import { type ChannelMethod, decodePayload } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { channelDeliveryFailures } from '../kernel/metrics.ts';
import type { PublicationSlot, RunView } from '../kernel/model.ts';
import { decisionOf } from '../kernel/model.ts';
import { withTimeout } from './lanes.ts';

export interface CardDeliveryResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

type CardDeps = Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'channels'>;

const BATCH = 20;
const MAX_BACKOFF_MS = 300_000;

/** Wait before attempt n+1 after attempt n failed: the base, doubled each time, at most 5 minutes. */
export const cardBackoffMs = (baseMs: number, attempt: number) => Math.min(baseMs * 2 ** (attempt - 1), MAX_BACKOFF_MS);

/**
 * One pass: everything due for the channels this process runs. Different subjects go out side by side;
 * one subject's deliveries one after the other (only the oldest of each is ever claimed).
 */
export async function deliverCards(deps: CardDeps): Promise<CardDeliveryResult> {
  const result: CardDeliveryResult = { claimed: 0, delivered: 0, retrying: 0, failed: 0 };
  const names = deps.channels.map((c) => c.name);
  // A lease a bit longer than the call may take: a process that dies mid-call hands the delivery back.
  const leaseSeconds = Math.ceil(deps.config.outbox.callTimeoutMs / 1000) * 2 + 5;
  for (;;) {
    const due = await claimChannelDeliveries(deps.db, names, BATCH, leaseSeconds);
    if (due.length === 0) return result;
    result.claimed += due.length;
    await Promise.all(due.map((d) => deliverOne(deps, d, result)));
  }
}

async function deliverOne(deps: CardDeps, d: ChannelDelivery, result: CardDeliveryResult): Promise<void> {
  const log = deps.logger.child({
    component: 'card-delivery',
    channel: d.channel,
    event: d.event,
    run_id: d.run_id ?? undefined,
  });
  const { callTimeoutMs, cardMaxAttempts, cardRetryBaseMs } = deps.config.outbox;
  try {
    const channel = deps.channels.find((c) => c.name === d.channel);
    const method = channel?.[d.event as ChannelMethod] as ((...args: unknown[]) => Promise<void>) | undefined;
    if (!channel || !method) throw new Error(`channel ${d.channel} cannot ${d.event}`);
    await withTimeout(
      method.apply(channel, upgradePayload(d.event, decodePayload(d.payload))) as Promise<void>,
      callTimeoutMs,
      `${d.channel} ${d.event}`,
    );
    await markChannelDelivered(deps.db, d.seq);
    result.delivered++;
    if (d.attempts > 1) log.info('card delivered after retries', { attempt: d.attempts });
  } catch (err) {
    const message = ((err as Error).message ?? String(err)).slice(0, 500);
    const last = d.attempts >= cardMaxAttempts;
    await markChannelAttemptFailed(
      deps.db,
      d.seq,
      message,
      last ? null : new Date(Date.now() + cardBackoffMs(cardRetryBaseMs, d.attempts)),
    );
    channelDeliveryFailures.inc({ channel: d.channel, event: d.event });
    if (last) {
      result.failed++;
      log.error('card delivery failed for good', { attempts: d.attempts, error: message });
    } else {
      result.retrying++;
      log.warn('card delivery failed; will retry', { attempt: d.attempts, error: message });
    }
  }
}

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
