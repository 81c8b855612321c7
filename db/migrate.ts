// Applies db/migrations/*.sql in order, each once, recorded in schema_migrations.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './client.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface MigrateResult {
  applied: string[];
  skipped: string[];
}

export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<MigrateResult> {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const result: MigrateResult = { applied: [], skipped: [] };
  await db.transaction(async (tx) => {
    await lock(db, tx);
    await tx.exec(`create schema if not exists agent_learning;
      create table if not exists agent_learning.schema_migrations (
        name text primary key, applied_at timestamptz not null default now())`);
  });
  for (const name of files) {
    await db.transaction(async (tx) => {
      await lock(db, tx);
      const done = await tx.query('select 1 from agent_learning.schema_migrations where name = $1', [name]);
      if (done.length) {
        result.skipped.push(name);
        return;
      }
      await tx.exec(`set local search_path to agent_learning, public;\n${readFileSync(`${dir}${name}`, 'utf8')}`);
      await tx.query('insert into agent_learning.schema_migrations (name) values ($1)', [name]);
      result.applied.push(name);
    });
  }
  return result;
}

/** Two processes starting at once must not both apply a migration. */
async function lock(db: Db, tx: Queryable): Promise<void> {
  if (db.kind === 'postgres') await tx.query(`select pg_advisory_xact_lock(hashtext('taploop:migrate'))`);
}
