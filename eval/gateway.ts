// A real gateway on in-memory PGlite for the eval: offline embedding by default, the OpenAI-compatible one when configured.
import { tmpdir } from 'node:os';
import { createDb, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createGateway, type Gateway } from '../gateway/core/gateway.ts';
import { createConfig } from '../gateway/kernel/config.ts';
import { silentLogger } from '../gateway/kernel/logger.ts';
import { createEmbeddingProvider } from '../gateway/learning/embeddings/index.ts';
import type { MistakeNamer } from '../gateway/learning/mistake-namer.ts';

/** Only the settings that shape learning pass through; the rest of the caller's environment stays out. */
const PASSED = [
  'OPENAI_API_KEY',
  'OPENAI_BASE_URL',
  'EMBEDDING_PROVIDER',
  'EMBEDDING_MODEL',
  'EMBEDDING_DIMENSIONS',
  'EMBEDDING_THRESHOLD',
  'LLM_MODEL',
  'EMBEDDINGS_BASE_URL',
  'EMBEDDINGS_MODEL',
  'EMBEDDINGS_API_KEY',
  'LLM_BASE_URL',
  'LLM_API_KEY',
  'LLM_NAMES_MISTAKES',
  'RULE_MIN_ITEMS',
  'RULE_MIN_RUNS',
  'CONTEXT_K',
];

export function evalConfig(env: NodeJS.ProcessEnv) {
  const passed = Object.fromEntries(PASSED.filter((k) => env[k]).map((k) => [k, env[k]!]));
  return createConfig({ TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), ...passed });
}

export async function evalGateway(
  env: NodeJS.ProcessEnv,
  extra: { mistakeNamer?: MistakeNamer } = {},
): Promise<{ gateway: Gateway; db: Db; close(): Promise<void> }> {
  const config = evalConfig(env);
  const db = await createDb({ dataDir: null });
  await migrate(db);
  const embeddings = await createEmbeddingProvider(config);
  const gateway = await createGateway({ db, config, embeddings, logger: silentLogger, ...extra });
  return {
    gateway,
    db,
    async close() {
      await gateway.settle();
      await db.close();
    },
  };
}
