// What every gateway operation needs, built once in main (or a test) and passed down.
import type { EventEmitter } from 'node:events';
import type { Db } from '../../db/client.ts';
import type { Channel } from './channels.ts';
import type { Config } from './config.ts';
import type { EmbeddingProvider } from './embedding.ts';
import type { Logger } from './logger.ts';

export interface GatewayDeps {
  db: Db;
  config: Config;
  embeddings: EmbeddingProvider;
  logger: Logger;
  channels: Channel[];
  /** In-process events: `decided:<runId>` wakes agents waiting on that run. */
  events: EventEmitter;
  /** Background work started by an operation (embedding backfill), awaited on shutdown and in tests. */
  background: Set<Promise<unknown>>;
  /** Embeds new feedback after commit; never awaited by a decision, so a provider outage loses no tap. */
  scheduleBackfill: () => void;
  /** Delivers queued channel cards after commit, in the background; never awaited by a request. */
  scheduleCardDelivery: () => void;
}
