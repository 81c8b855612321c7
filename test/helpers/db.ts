// A fresh, migrated database per test file: PGlite in memory, or a new database on TEST_DATABASE_URL's server.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * A migrated PGlite cluster as a tarball in the temp folder, keyed by the migrations' text: a test file starts
 * from it in well under a second instead of running initdb and every migration again (several seconds).
 */
async function migratedSnapshot(): Promise<Blob | null> {
  const dir = fileURLToPath(new URL('../../db/migrations/', import.meta.url));
  const hash = createHash('sha1');
  for (const f of readdirSync(dir).sort()) hash.update(f).update(readFileSync(join(dir, f)));
  const file = join(tmpdir(), `taploop-test-${hash.digest('hex').slice(0, 12)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await createDb({ dataDir: null });
  try {
    await migrate(db);
    const blob = await db.dump!();
    const part = `${file}.${process.pid}.part`;
    writeFileSync(part, Buffer.from(await blob.arrayBuffer()));
    renameSync(part, file); // atomic: a parallel worker sees the whole file or none
    return blob;
  } finally {
    await db.close();
  }
}

export async function createTestDb(): Promise<TestDb> {
  if (!onPostgres()) {
    const db = await createDb({ dataDir: null, snapshot: await migratedSnapshot() });
    await migrate(db); // a no-op on the snapshot; proves it is current
    return {
      db,
      url: null,
      open: () => Promise.reject(new Error('PGlite has one connection')),
      close: () => db.close(),
    };
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

/**
 * Runs `fn` while every insert into `table` fails as a full disk would ("disk full (simulated)"), then lets inserts
 * through again: a database that refuses one write, for the paths that must say "not saved".
 */
export async function whileRefusingInserts<T>(db: Db, table: string, fn: () => Promise<T>): Promise<T> {
  await db.exec(`
    create or replace function agent_learning.refuse_${table}() returns trigger language plpgsql as
      $$ begin raise exception 'disk full (simulated)'; end $$;
    create trigger refuse_${table} before insert on agent_learning.${table}
      for each row execute function agent_learning.refuse_${table}();`);
  try {
    return await fn();
  } finally {
    await db.exec(`drop trigger refuse_${table} on agent_learning.${table}`);
  }
}

/**
 * Runs `fn` while every insert, update and delete in the schema fails as on a full disk: SQLSTATE 53100 and the words
 * Postgres uses when a table cannot grow. Statement-level triggers, so nothing of a failing statement is written.
 */
export async function whileDiskFull<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const tables = await schemaTables(db);
  await db.exec(`
    create or replace function agent_learning.disk_full() returns trigger language plpgsql as
      $$ begin raise exception using errcode = 'disk_full',
           message = 'could not extend file "base/16384/16397": No space left on device'; end $$;
    ${tables.map((t) => `create trigger disk_full before insert or update or delete on agent_learning.${t} for each statement execute function agent_learning.disk_full();`).join('\n')}`);
  try {
    return await fn();
  } finally {
    await db.exec(`${tables.map((t) => `drop trigger disk_full on agent_learning.${t};`).join('\n')}
      drop function agent_learning.disk_full();`);
  }
}

/** Every table's rows as one digest each: equal before and after means nothing was written. */
export async function tableDigests(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const t of await schemaTables(db)) {
    const [row] = await db.query<{ d: string }>(
      `select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from agent_learning.${t} r`,
    );
    digests[t] = row!.d;
  }
  return digests;
}

async function schemaTables(db: Db): Promise<string[]> {
  const rows = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'agent_learning' and table_type = 'BASE TABLE' order by 1`,
  );
  return rows.map((r) => r.name);
}
