// Builds the publisher a goal's config names, with the bot tokens as defaults for chat publishers.
import type { Config } from '../../kernel/config.ts';
import { ConfigError } from '../../kernel/errors.ts';
import type { PublisherConfig } from '../../kernel/goals.ts';
import type { Logger } from '../../kernel/logger.ts';
import { createLogPublisher } from './log.ts';
import type { Publisher } from './publisher.ts';
import { createSlackPublisher } from './slack.ts';
import { createTelegramPublisher } from './telegram.ts';
import { createWebhookPublisher } from './webhook.ts';

export type PublisherFactory = (cfg: PublisherConfig) => Publisher;

export function publisherFactory(
  config: Pick<Config, 'dataDir' | 'telegram' | 'slack'> & Partial<Pick<Config, 'outboundAllow'>>,
  logger: Logger,
): PublisherFactory {
  return (cfg) => {
    switch (cfg.type) {
      case 'log':
        return createLogPublisher({ file: cfg.file, dataDir: config.dataDir, logger });
      case 'webhook':
        return createWebhookPublisher({
          ...cfg,
          policy: { allow: config.outboundAllow ?? [] },
          log: (detail) => logger.warn('webhook not delivered', { url: cfg.url, detail }),
        });
      case 'telegram': {
        const token = cfg.token ?? config.telegram?.token;
        if (!token) throw new ConfigError('publisher telegram: set "token" in the goal or TELEGRAM_BOT_TOKEN');
        return createTelegramPublisher({ token, chatId: cfg.chatId, apiRoot: config.telegram?.apiRoot ?? null });
      }
      case 'slack': {
        const token = cfg.token ?? config.slack?.botToken;
        if (!token) throw new ConfigError('publisher slack: set "token" in the goal or SLACK_BOT_TOKEN');
        return createSlackPublisher({
          token,
          channel: cfg.channel,
          apiUrl: config.slack?.apiUrl ?? null,
          log: (detail, fields) => logger.warn(detail, fields),
        });
      }
    }
  };
}
