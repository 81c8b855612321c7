// Property-based fuzzing of restore: a real backup, damaged at random (lines dropped, doubled, swapped or cut; fields
// and row values given junk; junk lines), then gzip'd, cut, flipped or replaced by garbage, given to restoreDatabase
// through backupLines as `taploop restore` reads it, and a few to the real `taploop restore`. Every attempt either
// restores or is refused with one line (RestoreRefused; exit 2), never another error, and a refused one leaves the
// target empty.
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, listTables, RestoreRefused, restoreDatabase } from '../../db/backup.ts';
import { createDb, type Queryable } from '../../db/client.ts';
import { backupLines } from '../../gateway/data/lines.ts';
import { runCli } from '../helpers/cli.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { seedHistory } from '../helpers/history.ts';
import { junk, nastyString } from './helpers/arbitraries.ts';
import { leaks } from './helpers/leaks.ts';
import { SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(60, 600);
const CLI_RUNS = scale(4, 20);
const KEYS = ['t', 'r', 'table', 'columns', 'end', 'rows', 'format', 'version', 'schema', 'backend', 'created_at'];

const badValue: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  nastyString,
  fc.constantFrom(null, -1, 0, 1.5, 2 ** 53, '', [], {}, ['id'], { id: 'x' }, 'run_x', '2026-13-45', '[1,2', 'NaN'),
);

const mutation = fc.oneof(
  fc.record({ op: fc.constant('drop' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('dup' as const), i: fc.nat() }),
  fc.record({ op: fc.constant('swap' as const), i: fc.nat(), j: fc.nat() }),
  fc.record({ op: fc.constant('cut' as const), i: fc.nat(), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    op: fc.constant('line' as const),
    i: fc.nat(),
    line: fc.oneof(
      junk.map((v) => JSON.stringify(v) ?? 'undefined'),
      fc.string({ maxLength: 30 }),
    ),
  }),
  fc.record({ op: fc.constant('field' as const), i: fc.nat(), key: fc.constantFrom(...KEYS), value: badValue }),
  fc.record({ op: fc.constant('value' as const), i: fc.nat(), key: fc.nat(), value: badValue }),
);

const encoding = fc.oneof(
  fc.record({ kind: fc.constantFrom('gzip' as const, 'plain' as const) }),
  fc.record({ kind: fc.constant('gzip-cut' as const), at: fc.double({ min: 0, max: 1, noNaN: true }) }),
  fc.record({
    kind: fc.constant('gzip-flip' as const),
    at: fc.double({ min: 0, max: 1, noNaN: true }),
    xor: fc.integer({ min: 1, max: 255 }),
  }),
  fc.record({ kind: fc.constant('garbage' as const), bytes: fc.uint8Array({ maxLength: 200 }), magic: fc.boolean() }),
);

const damage = fc.record({ mutations: fc.array(mutation, { minLength: 0, maxLength: 4 }), encoding });
type Damage = typeof damage extends fc.Arbitrary<infer T> ? T : never;

describe.skipIf(!STRESS)('fuzzing restore with damaged backups', () => {
  let source: TestGateway;
  let target: TestDb;
  let lines: string[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'taploop-fuzz-restore-'));
  const outcomes = { restored: 0, refused: 0, cli_restored: 0, cli_refused: 0 };
  let files = 0;

  beforeAll(async () => {
    source = await createTestGateway();
    await seedHistory(source, 4);
    let text = '';
    await dumpDatabase(source.testDb.db, async (line) => void (text += line));
    lines = text.trimEnd().split('\n');
    target = await createTestDb();
  }, 180_000);
  afterAll(async () => {
    report('fuzz-restore', { seed: SEED, attempts: files, ...outcomes, lines: lines.length });
    await target?.close();
    await source?.close();
  });

  function damaged(d: Damage): Buffer {
    const out = [...lines];
    const at = (i: number) => i % Math.max(out.length, 1);
    for (const m of d.mutations) {
      if (out.length === 0) break;
      const i = at(m.i);
      if (m.op === 'drop') out.splice(i, 1);
      else if (m.op === 'dup') out.splice(i, 0, out[i]!);
      else if (m.op === 'swap') [out[i], out[at(m.j)]] = [out[at(m.j)]!, out[i]!];
      else if (m.op === 'cut') out[i] = out[i]!.slice(0, Math.floor(m.at * out[i]!.length));
      else if (m.op === 'line') out.splice(i, 0, m.line);
      else {
        let item: Record<string, unknown>;
        try {
          item = JSON.parse(out[i]!) as Record<string, unknown>;
        } catch {
          continue; // already no JSON: an earlier mutation cut it
        }
        if (!item || typeof item !== 'object') continue;
        if (m.op === 'field') item[m.key] = m.value;
        else if (item['r'] && typeof item['r'] === 'object') {
          const row = item['r'] as Record<string, unknown>;
          const keys = Object.keys(row);
          if (keys.length) row[keys[m.key % keys.length]!] = m.value;
        }
        out[i] = JSON.stringify(item) ?? 'undefined';
      }
    }
    const text = Buffer.from(`${out.join('\n')}\n`);
    const e = d.encoding;
    if (e.kind === 'plain') return text;
    if (e.kind === 'garbage') return Buffer.concat([Buffer.from(e.magic ? [0x1f, 0x8b] : []), Buffer.from(e.bytes)]);
    const gz = gzipSync(text);
    if (e.kind === 'gzip-cut') return gz.subarray(0, Math.floor(e.at * gz.length));
    if (e.kind === 'gzip-flip') {
      const i = Math.floor(e.at * (gz.length - 1));
      gz[i] = gz[i]! ^ e.xor;
    }
    return gz;
  }

  const fileOf = (bytes: Buffer) => {
    const file = join(dir, `backup-${files++}.jsonl.gz`);
    writeFileSync(file, bytes);
    return file;
  };

  async function rowsIn(db: Queryable): Promise<number> {
    let n = 0;
    for (const t of await listTables(db)) {
      const [r] = await db.query<{ n: number }>(`select count(*)::int as n from agent_learning."${t.name}"`);
      n += r!.n;
    }
    return n;
  }

  /** A refusal a person reads: one line, no stack, no path of ours, no raw database error. */
  const refusalProblem = (message: string) =>
    message.includes('\n')
      ? 'more than one line'
      : message.length > 600
        ? 'longer than 600 characters'
        : leaks(message);

  it('restoreDatabase: restored, or refused in one line with the target left empty', async () => {
    await fc.assert(
      fc.asyncProperty(damage, async (d) => {
        const file = fileOf(damaged(d));
        try {
          await restoreDatabase(target.db, backupLines(file));
          outcomes.restored++;
          const tables = (await listTables(target.db)).map((t) => `agent_learning."${t.name}"`);
          await target.db.exec(`truncate ${tables.join(', ')} cascade`);
          return;
        } catch (err) {
          if (!(err instanceof RestoreRefused))
            throw new Error(`restore failed with ${(err as Error).name}: ${(err as Error).message} (${file})`);
          const problem = refusalProblem(err.message);
          if (problem) throw new Error(`the refusal is ${problem}: ${err.message}`);
          outcomes.refused++;
        }
        const left = await rowsIn(target.db);
        if (left !== 0) throw new Error(`a refused restore left ${left} row(s) (${file})`);
      }),
      { numRuns: RUNS, seed: SEED },
    );
  });

  it('taploop restore: exit 0, or one line and exit 2 with the target left empty', async () => {
    const samples = fc.sample(damage, { numRuns: CLI_RUNS, seed: SEED });
    for (const d of samples) {
      const file = fileOf(damaged(d));
      const pg = onPostgres() ? await createTestDb() : null;
      const dataDir = join(mkdtempSync(join(dir, 'target-')), 'data');
      try {
        const r = await runCli(['restore', file], {
          env: pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: dataDir },
          timeoutMs: 120_000,
        });
        if (r.code === 0) {
          outcomes.cli_restored++;
          continue;
        }
        outcomes.cli_refused++;
        const lines = r.stderr.split('\n').filter((l) => l.trim());
        expect([r.code, lines.length], `${file}: ${r.stderr}`).toEqual([2, 1]);
        expect(refusalProblem(lines[0]!), lines[0]).toBeNull();
        if (pg) expect(await rowsIn(pg.db)).toBe(0);
        else if (existsSync(dataDir)) {
          const db = await createDb({ dataDir });
          try {
            expect(await rowsIn(db)).toBe(0);
          } finally {
            await db.close();
          }
        }
      } finally {
        await pg?.close();
      }
    }
  }, 600_000);
});
