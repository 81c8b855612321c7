// Fresh databases for a benchmark: embedded PGlite in a temp folder, or a new database on DATABASE_URL's server.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { createDb, type Db } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createGateway, type Gateway } from '../gateway/core/gateway.ts';
import { type Config, createConfig } from '../gateway/kernel/config.ts';
import type { GoalsFile } from '../gateway/kernel/goals.ts';
import { silentLogger } from '../gateway/kernel/logger.ts';
import { createLocalEmbedding } from '../gateway/learning/embeddings/local.ts';
import { createApp } from '../gateway/server/app.ts';

export type BackendName = 'pglite' | 'postgres';

export interface Backend {
  name: BackendName;
  /** postgres:// URL of the server, for postgres only. */
  serverUrl: string | null;
}

export interface BenchDb {
  db: Db;
  backend: Backend;
  close(): Promise<void>;
}

/** The backends of this run: the embedded default always, Postgres when DATABASE_URL is set. */
export function backendsFrom(env: NodeJS.ProcessEnv): Backend[] {
  const list: Backend[] = [{ name: 'pglite', serverUrl: null }];
  if (env.DATABASE_URL) list.push({ name: 'postgres', serverUrl: env.DATABASE_URL });
  return list;
}

/** Postgres databases are named taploop_bench_* so they can be found and dropped if a run dies. */
export async function openBenchDb(backend: Backend, label: string, maxConnections = 10): Promise<BenchDb> {
  if (backend.name === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), `taploop-bench-${label}-`));
    const db = await createDb({ dataDir: dir });
    await migrate(db);
    return {
      db,
      backend,
      async close() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const name = `taploop_bench_${label}_${Date.now().toString(36)}`;
  const admin = postgres(backend.serverUrl!, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(backend.serverUrl!);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString(), maxConnections });
  await migrate(db);
  return {
    db,
    backend,
    async close() {
      await db.close();
      const again = postgres(backend.serverUrl!, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

export function benchConfig(goals?: GoalsFile): Config {
  return createConfig({ TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: tmpdir() }, { goals });
}

export interface BenchGateway {
  gateway: Gateway;
  app: ReturnType<typeof createApp>;
  config: Config;
}

/** The real gateway and HTTP app over an open database, with the offline embedding. */
export async function benchGateway(db: Db, goals?: GoalsFile): Promise<BenchGateway> {
  const config = benchConfig(goals);
  const gateway = await createGateway({ db, config, embeddings: await createLocalEmbedding(), logger: silentLogger });
  return { gateway, app: createApp({ gateway, config, logger: silentLogger }), config };
}
