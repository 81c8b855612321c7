// The list of where a run's texts live (db/texts.ts) covers the schema: a text, varchar, jsonb, vector, tsvector or
// tsquery column that neither holds a run's text by the list nor is named as never holding one fails here, by name,
// until it is placed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_RUN_TEXTS, RULE_TEXTS, RUN_TEXTS } from '../../db/texts.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t?.close());

const listed = (lists: Record<string, Iterable<string>>) =>
  Object.entries(lists).flatMap(([table, columns]) => [...columns].map((c) => `${table}.${c}`));

const runTexts = listed(Object.fromEntries(Object.entries(RUN_TEXTS).map(([t, v]) => [t, Object.keys(v.columns)])));
const ruleTexts = listed(RULE_TEXTS);
const notTexts = listed(Object.fromEntries(Object.entries(NOT_RUN_TEXTS).map(([t, v]) => [t, Object.keys(v)])));

async function textColumns(): Promise<string[]> {
  const rows = await t.db.query<{ name: string }>(
    `select c.table_name || '.' || c.column_name as name
     from information_schema.columns c join information_schema.tables tb using (table_schema, table_name)
     where c.table_schema = 'agent_learning' and tb.table_type = 'BASE TABLE'
       and (c.data_type in ('text', 'character varying', 'character', 'jsonb', 'json', 'ARRAY')
            or c.udt_name in ('vector', 'tsvector', 'tsquery'))
     order by 1`,
  );
  return rows.map((r) => r.name);
}

describe('where a run’s texts live', () => {
  it('names every text, jsonb, vector and full-text column of the schema: a run’s text, a rule’s, or never one', async () => {
    const known = new Set([...runTexts, ...ruleTexts, ...notTexts]);
    const unplaced = (await textColumns()).filter((c) => !known.has(c));
    expect(unplaced, 'columns missing from db/texts.ts (RUN_TEXTS, RULE_TEXTS or NOT_RUN_TEXTS)').toEqual([]);
  });

  it('names only columns that exist, each in one list', async () => {
    const columns = new Set(await textColumns());
    const all = [...runTexts, ...ruleTexts, ...notTexts];
    expect(all.filter((c) => !columns.has(c))).toEqual([]);
    expect(all.filter((c, i) => all.indexOf(c) !== i)).toEqual([]);
  });

  it('fails on a new text column that no list names', async () => {
    await t.db.exec(`alter table runs add column summary text`);
    try {
      const known = new Set([...runTexts, ...ruleTexts, ...notTexts]);
      expect((await textColumns()).filter((c) => !known.has(c))).toEqual(['runs.summary']);
    } finally {
      await t.db.exec(`alter table runs drop column summary`);
    }
  });
});
