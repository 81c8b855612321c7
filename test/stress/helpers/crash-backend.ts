// The database behind a spawned `taploop start`: its embedded folder, a private Postgres the test may restart, or a fresh
// database on the shared TEST_DATABASE_URL server (whose restart would break every other test file connected to it).
import { join } from 'node:path';
import postgres from 'postgres';
import { createDb, type Db } from '../../../db/client.ts';
import { createTestDb, onPostgres } from '../../helpers/db.ts';
import { startPrivatePostgres } from './private-postgres.ts';

export interface CrashBackend {
  kind: 'pglite' | 'postgres';
  /** DATA_DIR (always: the log publisher writes there) and DATABASE_URL on Postgres. */
  env: Record<string, string>;
  dataDir: string;
  /** Restarts the database once (Postgres only). */
  restartDb: (() => Promise<void>) | null;
  /** How the database is run and restarted, for the report. */
  note: string;
  /** A handle for the checks, once the process has stopped (the embedded folder admits one process). */
  open(): Promise<Db>;
  close(): Promise<void>;
}

export async function crashBackend(dir: string): Promise<CrashBackend> {
  const dataDir = join(dir, 'data');
  let db: Db | null = null;
  if (!onPostgres()) {
    return {
      kind: 'pglite',
      env: { DATA_DIR: dataDir },
      dataDir,
      restartDb: null,
      note: 'embedded PGlite',
      open: async () => (db = await createDb({ dataDir })),
      close: async () => db?.close(),
    };
  }
  const own = await startPrivatePostgres();
  if ('url' in own) {
    return {
      kind: 'postgres',
      env: { DATA_DIR: dataDir, DATABASE_URL: own.url },
      dataDir,
      restartDb: () => own.restart(1500),
      note: 'private Postgres server (restart = fast shutdown, 1.5 s down, start)',
      open: async () => (db = await createDb({ databaseUrl: own.url, maxConnections: 2 })),
      close: async () => {
        await db?.close();
        await own.close();
      },
    };
  }
  // No private server here: cut every session of this test's own database instead, which other files do not use.
  const t = await createTestDb();
  const name = new URL(t.url!).pathname.slice(1);
  return {
    kind: 'postgres',
    env: { DATA_DIR: dataDir, DATABASE_URL: t.url! },
    dataDir,
    restartDb: async () => {
      const admin = postgres(process.env.TEST_DATABASE_URL!, { max: 1, onnotice: () => {} });
      await admin.unsafe(
        `select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [name],
      );
      await admin.end();
    },
    note: `shared Postgres, "restart" = every session of the test database terminated (${own.unavailable})`,
    open: async () => t.db,
    close: () => t.close(),
  };
}
