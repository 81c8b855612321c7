// The channel contract: where cards go (Telegram, Slack, web). The gateway tells channels; channels call the gateway.

import type { Queryable } from '../../db/client.ts';
import { insertChannelDeliveries, type NewChannelDelivery } from '../../db/queries/channel-deliveries.ts';
import type { Publication } from '../../db/queries/publications.ts';
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { Logger } from './logger.ts';
import type { DecisionResult, Digest, TrustChange } from './model.ts';

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
  /** The daily digest: yesterday's counts, its taps and what became of them, what waits. */
  digest?(digest: Digest): Promise<void>;
  /** A candidate rule (or a retirement) awaits the owner's yes. */
  ruleProposed?(rule: Rule): Promise<void>;
  /** A candidate was confirmed, reworded or rejected, in this channel or another. */
  ruleDecided?(rule: Rule): Promise<void>;
  /**
   * A candidate still waiting changed (new words from PATCH, or another candidate's corrections joined it): its card,
   * buttons and all, again.
   */
  ruleChanged?(rule: Rule): Promise<void>;
}

/** The channel methods the outbox can deliver, in the order the contract lists them. */
export const CHANNEL_METHODS = [
  'runSubmitted',
  'runDecided',
  'runUndone',
  'runExpired',
  'runReminder',
  'publicationFailed',
  'trustChanged',
  'digest',
  'ruleProposed',
  'ruleDecided',
  'ruleChanged',
] as const satisfies readonly (keyof Channel)[];
export type ChannelMethod = (typeof CHANNEL_METHODS)[number];

export interface TellDeps {
  db: Queryable;
  channels: readonly Channel[];
  logger: Logger;
  /** Starts delivering the outbox in the background (never awaited by the caller). */
  scheduleCardDelivery: () => void;
}

/**
 * Channels are told after commit, through the `channel_deliveries` outbox: `call` runs against a recorder
 * that stands in for each channel, the recorded call is stored, and the card-delivery job makes it (with a
 * timeout and bounded retries). So no request ever waits on Telegram or Slack, and a call that fails is
 * retried and, in the end, shows on the run and in the stats instead of vanishing.
 */
export async function tellChannels(
  deps: TellDeps,
  event: string,
  call: (c: Channel) => Promise<void> | undefined,
): Promise<void> {
  const rows: NewChannelDelivery[] = [];
  for (const channel of deps.channels) {
    const recorded = record(channel, call);
    if (recorded)
      rows.push({
        channel: channel.name,
        event: recorded.method,
        ...subjectOf(recorded),
        payload: encodePayload(recorded.args),
      });
  }
  if (rows.length === 0) return;
  try {
    await insertChannelDeliveries(deps.db, rows);
  } catch (err) {
    // Written after the change committed: the change stands, only its cards are lost (logged, never thrown).
    deps.logger.error('channel deliveries not queued', { event, err });
    return;
  }
  deps.scheduleCardDelivery();
}

type Recorded = { method: ChannelMethod; args: unknown[] };

/** Runs `call` against a stand-in with exactly the channel's methods, and returns the one it called. */
function record(channel: Channel, call: (c: Channel) => Promise<void> | undefined): Recorded | null {
  let recorded: Recorded | null = null;
  const standIn: Record<string, unknown> = { name: channel.name };
  for (const method of CHANNEL_METHODS) {
    if (typeof channel[method] !== 'function') continue;
    standIn[method] = (...args: unknown[]) => {
      recorded = { method, args };
      return Promise.resolve();
    };
  }
  void call(standIn as unknown as Channel);
  return recorded;
}

/** One subject's deliveries go out in order: a run's card is sent before it is edited. */
function subjectOf({ method, args }: Recorded): { subject: string | null; run_id: string | null } {
  const first = args[0] as Record<string, unknown> | undefined;
  switch (method) {
    case 'runDecided': {
      const id = (first?.['run'] as { id: string } | undefined)?.id ?? null;
      return { subject: id, run_id: id };
    }
    case 'publicationFailed': {
      const id = first?.['run_id'] as string;
      return { subject: id, run_id: id };
    }
    case 'trustChanged':
      return { subject: `trust:${first?.['goal'] as string}`, run_id: null };
    case 'digest':
      return { subject: null, run_id: null };
    case 'ruleProposed':
    case 'ruleDecided':
    case 'ruleChanged':
      return { subject: first?.['id'] as string, run_id: null };
    default: {
      const id = first?.['id'] as string;
      return { subject: id, run_id: id };
    }
  }
}

/** JSON that gives Dates back as Dates (cards format them), whatever shape the arguments have. */
export function encodePayload(args: unknown[]): string {
  return JSON.stringify(args, function (this: Record<string, unknown>, key, value) {
    const original = this[key];
    return original instanceof Date ? { $date: original.toISOString() } : value;
  });
}

export function decodePayload(text: string): unknown[] {
  return JSON.parse(text, (_key, value) =>
    value && typeof value === 'object' && typeof value.$date === 'string' && Object.keys(value).length === 1
      ? new Date(value.$date)
      : value,
  ) as unknown[];
}

/** News of a committed tap, for every channel. */
export type ChannelEvent =
  | { event: 'runDecided'; decision: DecisionResult }
  | { event: 'runUndone'; run: Run }
  | { event: 'ruleDecided'; rule: Rule }
  | { event: 'ruleChanged'; rule: Rule }
  | { event: 'trustChanged'; change: TrustChange };

/** The one way the tap pipeline tells channels, after its commit, in the order given. */
export async function announce(deps: TellDeps, events: readonly ChannelEvent[]): Promise<void> {
  for (const e of events) await tellChannels(deps, e.event, (c) => deliver(c, e));
}

function deliver(c: Channel, e: ChannelEvent): Promise<void> | undefined {
  switch (e.event) {
    case 'runDecided':
      return c.runDecided?.(e.decision);
    case 'runUndone':
      return c.runUndone?.(e.run);
    case 'ruleDecided':
      return c.ruleDecided?.(e.rule);
    case 'ruleChanged':
      return c.ruleChanged?.(e.rule);
    case 'trustChanged':
      return c.trustChanged?.(e.change);
  }
}
