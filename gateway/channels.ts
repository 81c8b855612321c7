// The channel contract: where cards go (Telegram, Slack, web). The gateway tells channels; channels call the gateway.
import type { Run } from '../db/queries/runs.ts';
import type { Publication } from '../db/queries/publications.ts';
import type { Rule } from '../db/queries/rules.ts';
import type { DecisionResult, Digest, TrustChange } from './core/model.ts';
import type { Logger } from './logger.ts';
import { channelDeliveryFailures } from './metrics.ts';

export interface Channel {
  readonly name: string;
  /** A new run waits for a decision: show its card to the owner(s). */
  runSubmitted?(run: Run): Promise<void>;
  /** A run was decided, in this channel or another: bring every card to its final state. */
  runDecided?(decision: DecisionResult): Promise<void>;
  /** An approval was undone before publishing: the run waits for a decision again (cards get their buttons back). */
  runUndone?(run: Run): Promise<void>;
  /** Nobody decided in time: the run expired; cards show it and lose their buttons. */
  runExpired?(run: Run): Promise<void>;
  /** The run is still pending REMIND_AFTER later: remind the owner once (default: the card is sent again). */
  runReminder?(run: Run): Promise<void>;
  /** A publication failed for good after its retries: tell the owner. */
  publicationFailed?(publication: Publication, run: Run | null): Promise<void>;
  /** The trust ladder moved: auto-approval offered (ask the owner), accepted, declined, or dropped. */
  trustChanged?(change: TrustChange): Promise<void>;
  /** The daily digest: yesterday's counts, lost taps, what waits. */
  digest?(digest: Digest): Promise<void>;
  /** A candidate rule (or a retirement) awaits the owner's yes. */
  ruleProposed?(rule: Rule): Promise<void>;
  /** A candidate was confirmed, reworded or rejected, in this channel or another. */
  ruleDecided?(rule: Rule): Promise<void>;
}

/** Channels are told after commit; one failing channel never blocks the others or the caller. */
export async function tellChannels(
  channels: readonly Channel[],
  logger: Logger,
  event: string,
  call: (c: Channel) => Promise<void> | undefined,
): Promise<void> {
  await Promise.all(
    channels.map(async (channel) => {
      try {
        await call(channel);
      } catch (err) {
        logger.warn('channel could not be told', { channel: channel.name, event, err });
        channelDeliveryFailures.inc({ channel: channel.name, event });
      }
    }),
  );
}

/** News of a committed tap, for every channel. */
export type ChannelEvent =
  | { event: 'runDecided'; decision: DecisionResult }
  | { event: 'runUndone'; run: Run }
  | { event: 'ruleDecided'; rule: Rule }
  | { event: 'trustChanged'; change: TrustChange };

/** The one way the tap pipeline tells channels, after its commit, in the order given. */
export async function announce(channels: readonly Channel[], logger: Logger, events: readonly ChannelEvent[]): Promise<void> {
  for (const e of events) await tellChannels(channels, logger, e.event, (c) => deliver(c, e));
}

function deliver(c: Channel, e: ChannelEvent): Promise<void> | undefined {
  switch (e.event) {
    case 'runDecided':
      return c.runDecided?.(e.decision);
    case 'runUndone':
      return c.runUndone?.(e.run);
    case 'ruleDecided':
      return c.ruleDecided?.(e.rule);
    case 'trustChanged':
      return c.trustChanged?.(e.change);
  }
}
