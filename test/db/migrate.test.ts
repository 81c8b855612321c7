import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../../db/migrate.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';

describe('migrations', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(); // applies every migration once
  });
  afterAll(() => t.close());

  it('run again apply nothing and keep one record per file', async () => {
    const again = await migrate(t.db);
    expect(again.applied).toEqual([]);
    expect(again.skipped).toContain('001_init.sql');
    const rows = await t.db.query<{ n: number }>(
      `select count(*)::int as n from agent_learning.schema_migrations where name = '001_init.sql'`,
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('create the tables of the data model with pgvector and pg_trgm', async () => {
    const tables = await t.db.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'agent_learning' order by 1`,
    );
    expect(tables.map((r) => r.table_name)).toEqual(
      expect.arrayContaining(['runs', 'feedback', 'taps', 'rules', 'publications', 'messages', 'job_runs', 'contexts']),
    );
    const [row] = await t.db.query<{ d: number; s: number }>(
      `select ('[1,0]'::vector <=> '[0,1]'::vector)::float8 as d, similarity('hello world', 'hello world')::float8 as s`,
    );
    expect(row).toEqual({ d: 1, s: 1 });
  });

  it('keep no pending list on the removed-phrase index: PGlite never vacuums, and every lookup would read it', async () => {
    const [index] = await t.db.query<{ options: string[] | null }>(
      `select reloptions as options from pg_class where relname = 'feedback_removed_keys'`,
    );
    expect(index!.options).toEqual(['fastupdate=off']);
  });
});
