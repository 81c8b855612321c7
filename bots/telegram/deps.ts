// What the Telegram bot is built from: the gateway, its config and logger, and the people's display names.
import type { User } from 'grammy/types';
import { type ChannelGateway, type Config, goalPolicy, type Logger, type Person } from '../../gateway/index.ts';

export interface TelegramDeps {
  gateway: ChannelGateway;
  config: Pick<Config, 'telegram' | 'publicUrl' | 'outbox' | 'timezone'> &
    Partial<Pick<Config, 'bodyLimitBytes' | 'goals'>>;
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
  /** The Telegram group a goal's cards go to (its `telegramChat`), or null for the private chats of its deciders. */
  groupOf(goal: string): string | null;
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
    groupOf: (goal) =>
      deps.config.goals ? goalPolicy(deps.config.goals, goal, deps.config.timezone).telegramChat : null,
  };
}

/** A group or supergroup: the bot answers only its commands and replies to its cards there, and strangers not at all. */
export const inGroup = (chat: { type: string } | undefined): boolean =>
  chat?.type === 'group' || chat?.type === 'supergroup';

/** The person taploop knows by this Telegram user, or null. */
export const personOf = (d: BotDeps, user: Pick<User, 'id'>) => d.gateway.people.at({ telegram: String(user.id) });

/**
 * A decision records the person's name. An owner seeded from TELEGRAM_OWNER_IDS is named "telegram-<id>" until an
 * owner renames them, and older decisions hold the bare user id: cards read better with the first name for both.
 * Only people are remembered (strangers cannot grow the map); other names show as they are.
 */
export class DisplayNames {
  private readonly byActor = new Map<string, string>();

  remember(person: Pick<Person, 'name'>, user: User): void {
    const first = user.first_name || user.username || String(user.id);
    this.byActor.set(String(user.id), first);
    if (person.name === `telegram-${user.id}`) this.byActor.set(person.name, first);
  }

  readonly of = (actor: string): string => this.byActor.get(actor) ?? actor;
}
