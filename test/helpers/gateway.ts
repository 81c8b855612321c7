// A gateway on a fresh test database with the real offline embedding, plus the HTTP app in front of it.

import type { Db } from '../../db/client.ts';
import { createGateway, type Gateway } from '../../gateway/core/gateway.ts';
import type { Channel } from '../../gateway/kernel/channels.ts';
import { type Config, createConfig } from '../../gateway/kernel/config.ts';
import type { EmbeddingProvider } from '../../gateway/kernel/embedding.ts';
import type { GoalsFile } from '../../gateway/kernel/goals.ts';
import { type Logger, silentLogger } from '../../gateway/kernel/logger.ts';
import { createLocalEmbedding } from '../../gateway/learning/embeddings/local.ts';
import type { MistakeNamer } from '../../gateway/learning/mistake-namer.ts';
import { createApp } from '../../gateway/server/app.ts';
import { createTestDb, type TestDb } from './db.ts';

export interface TestGateway {
  gateway: Gateway;
  app: ReturnType<typeof createApp>;
  config: Config;
  testDb: TestDb;
  /** JSON request through the real HTTP app. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<Response>;
  close(): Promise<void>;
}

export async function createTestGateway(
  opts: {
    env?: Record<string, string>;
    goals?: GoalsFile;
    embeddings?: EmbeddingProvider;
    channels?: Channel[];
    /** The gateway's logger (silent unless a test reads what it logs). */
    logger?: Logger;
    /** Names each correction's mistake for the nightly job (none by default). */
    mistakeNamer?: MistakeNamer;
    /** Seed people from the owner ids and the config, as `taploop start` does (default true). */
    seed?: boolean;
  } = {},
): Promise<TestGateway> {
  const config = testConfig(opts.env, opts.goals);
  const testDb = await createTestDb();
  const embeddings = opts.embeddings ?? (await createLocalEmbedding());
  const gateway = await createGateway({
    db: testDb.db,
    config,
    embeddings,
    logger: opts.logger ?? silentLogger,
    channels: opts.channels,
    mistakeNamer: opts.mistakeNamer,
  });
  // As `taploop start` does: the owner ids and the config's people are people before any tap.
  if (opts.seed !== false) await gateway.people.seed();
  const app = createApp({ gateway, config, logger: silentLogger });
  return {
    gateway,
    app,
    config,
    testDb,
    request: (method, path, body, headers = {}) =>
      Promise.resolve(
        app.request(path, {
          method,
          headers: { 'content-type': 'application/json', ...headers },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        }),
      ),
    async close() {
      await gateway.settle();
      await testDb.close();
    },
  };
}

/** A second gateway on `db` with the test gateway's config and embedding, as another process would run it. */
export function createSiblingGateway(t: TestGateway, db: Db): Promise<Gateway> {
  return createGateway({ db, config: t.config, embeddings: t.gateway.deps.embeddings, logger: silentLogger });
}

export function testConfig(env: Record<string, string> = {}, goals?: GoalsFile): Config {
  // Bound to loopback, as a test server is: a token alone would otherwise bind 0.0.0.0 and ask for ALLOWED_HOSTS.
  return createConfig(
    { TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: './data-test', HOST: '127.0.0.1', ...env },
    { goals },
  );
}
