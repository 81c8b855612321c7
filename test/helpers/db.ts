// A fresh, migrated database per test file: PGlite in memory, or a new database on TEST_DATABASE_URL's server.
import postgres from 'postgres';
import { createDb, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';

export const onPostgres = () => process.env.TEST_BACKEND === 'postgres';

export interface TestDb {
  db: Db;
  /** URL of the fresh database (Postgres only), for a second pool or process. */
  url: string | null;
  /** Another handle on the same database with its own pool (Postgres only). */
  open(): Promise<Db>;
  close(): Promise<void>;
}

export async function createTestDb(): Promise<TestDb> {
  if (!onPostgres()) {
    const db = await createDb({ dataDir: null });
    await migrate(db);
    return { db, url: null, open: () => Promise.reject(new Error('PGlite has one connection')), close: () => db.close() };
  }
  const server = process.env.TEST_DATABASE_URL!;
  const name = `taploop_t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(server, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = await createDb({ databaseUrl: url.toString() });
  await migrate(db);
  const extra: Db[] = [];
  return {
    db,
    url: url.toString(),
    async open() {
      const another = await createDb({ databaseUrl: url.toString() });
      extra.push(another);
      return another;
    },
    async close() {
      await Promise.all([db.close(), ...extra.map((d) => d.close())]);
      const again = postgres(server, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}
