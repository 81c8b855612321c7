// The channel contract: where cards go (Telegram, Slack, web). The gateway tells channels; channels call the gateway.
import type { Run } from '../db/queries/runs.ts';
import type { Publication } from '../db/queries/publications.ts';
import type { Rule } from '../db/queries/rules.ts';
import type { DecisionResult } from './decisions.ts';
import type { Digest } from './digest.ts';
import type { TrustChange } from './trust.ts';
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
