// What the Telegram bot is built from: the gateway, its config and logger, and the owners' display names.
import type { User } from 'grammy/types';
import { type ChannelGateway, type Config, type Logger, isOwner as ownerPolicy } from '../../gateway/index.ts';

export interface TelegramDeps {
  gateway: ChannelGateway;
  config: Pick<Config, 'telegram' | 'publicUrl' | 'outbox' | 'timezone'> & Partial<Pick<Config, 'bodyLimitBytes'>>;
  logger: Logger;
  /** Shared between the bot and its channel so cards say "by Ann"; one is made when absent. */
  names?: DisplayNames;
}

/** The deps every feature gets, with the Telegram settings known to be present. */
export interface BotDeps {
  gateway: ChannelGateway;
  telegram: NonNullable<Config['telegram']>;
  /** The owner's time zone, for the dates the bot quotes. */
  timezone: string;
  logger: Logger;
  names: DisplayNames;
}

export const CHANNEL = 'telegram';

export function botDeps(deps: TelegramDeps): BotDeps {
  const telegram = deps.config.telegram;
  if (!telegram) throw new Error('Telegram is not configured: set TELEGRAM_BOT_TOKEN and TELEGRAM_OWNER_IDS');
  return {
    gateway: deps.gateway,
    telegram,
    timezone: deps.config.timezone,
    logger: deps.logger,
    names: deps.names ?? new DisplayNames(),
  };
}

/** The gateway's owner policy, for a Telegram user id. */
export const isOwner = (d: BotDeps, userId: number | undefined) =>
  userId !== undefined && ownerPolicy(d, 'telegram', String(userId));

/**
 * The gateway stores a Telegram decider as the numeric user id; cards read better with a first name.
 * Only owners are remembered (strangers cannot grow the map); unknown ids show as they are.
 */
export class DisplayNames {
  private readonly byId = new Map<string, string>();

  remember(user: User): void {
    this.byId.set(String(user.id), user.first_name || user.username || String(user.id));
  }

  readonly of = (actor: string): string => this.byId.get(actor) ?? actor;
}
