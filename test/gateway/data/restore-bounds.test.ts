// `taploop restore` of a damaged file: a gzip cut short, a line longer than the bound, a line that is not JSON. Each is
// one line on stderr with exit code 2, and the target database holds no row afterwards (all rows or none).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase, listTables } from '../../../db/backup.ts';
import { createDb, type Db } from '../../../db/client.ts';
import { expectOneLine, runCli } from '../../helpers/cli.ts';
import { createTestDb, onPostgres } from '../../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { seedHistory } from '../../helpers/history.ts';

let source: TestGateway;
let backup: string;
const dir = mkdtempSync(join(tmpdir(), 'taploop-restore-bounds-'));

beforeAll(async () => {
  source = await createTestGateway();
  await seedHistory(source, 12);
  backup = '';
  await dumpDatabase(source.testDb.db, async (line) => void (backup += line));
}, 120_000);
afterAll(() => source?.close());

/** Restores `file` with the real CLI into a new, empty target; answers the CLI's result and the target's row count. */
async function restoreInto(file: string) {
  const target = onPostgres() ? await createTestDb() : null;
  const dataDir = join(mkdtempSync(join(dir, 'target-')), 'data');
  const env: Record<string, string> = target ? { DATABASE_URL: target.url! } : { DATA_DIR: dataDir };
  const result = await runCli(['restore', file], { env, timeoutMs: 120_000 });
  const db: Db = target ? target.db : await createDb({ dataDir });
  try {
    let rows = 0;
    for (const table of await listTables(db)) {
      const [r] = await db.query<{ n: number }>(`select count(*)::int as n from agent_learning."${table.name}"`);
      rows += r!.n;
    }
    return { result, rows };
  } finally {
    await (target ? target.close() : db.close());
  }
}

const file = (name: string, content: Buffer) => {
  const path = join(dir, name);
  writeFileSync(path, content);
  return path;
};

describe('taploop restore of a damaged backup', () => {
  it('a gzip cut short: one line, exit 2, nothing restored', async () => {
    const whole = gzipSync(backup);
    const cut = file('cut.jsonl.gz', whole.subarray(0, Math.floor(whole.length * 0.6)));
    const { result, rows } = await restoreInto(cut);
    expect(expectOneLine(result)).toMatch(/^The backup file is cut short or damaged \(.+\)\. Nothing was restored\.$/);
    expect(rows).toBe(0);
  }, 180_000);

  it('a 20 MB line: refused at the bound, one line, exit 2, nothing restored', async () => {
    const [header] = backup.split('\n');
    const huge = [
      header,
      JSON.stringify({ table: 'runs', columns: ['id', 'goal', 'draft'] }),
      JSON.stringify({ t: 'runs', r: { id: 'run_small00001', goal: 'posts', draft: 'a short draft' } }),
      JSON.stringify({ t: 'runs', r: { id: 'run_huge000001', goal: 'posts', draft: 'x'.repeat(20 * 1024 * 1024) } }),
      JSON.stringify({ end: true, rows: { runs: 2 } }),
    ].join('\n');
    const { result, rows } = await restoreInto(file('huge.jsonl.gz', gzipSync(huge)));
    expect(expectOneLine(result)).toBe(
      'The backup is damaged: line 4 is longer than 8 MiB, more than any row taploop writes. Nothing was restored.',
    );
    expect(rows).toBe(0);
  }, 180_000);

  it('a line that is not JSON: one line naming it, exit 2, nothing restored', async () => {
    const lines = backup.trimEnd().split('\n');
    lines.splice(3, 0, '{"t":"runs","r":{"id":"run_broken0001"');
    const { result, rows } = await restoreInto(file('broken.jsonl.gz', gzipSync(`${lines.join('\n')}\n`)));
    expect(expectOneLine(result)).toBe('The backup is damaged: line 4 is not JSON. Nothing was restored.');
    expect(rows).toBe(0);
  }, 180_000);

  it('rows the database refuses, or a line of no kind a backup holds: one line, exit 2, nothing restored', async () => {
    // Found by the restore fuzzer: these failed as "taploop failed: insert or update on table … violates …" (exit 1).
    const lines = backup.trimEnd().split('\n');
    const edited = (pick: (item: Record<string, unknown>) => boolean, edit: (item: Record<string, unknown>) => void) =>
      lines.map((line) => {
        const item = JSON.parse(line) as Record<string, unknown>;
        if (!pick(item)) return line;
        edit(item);
        return JSON.stringify(item);
      });
    let orphaned = false;
    const orphan = edited(
      (item) => item['t'] === 'feedback' && !orphaned && (orphaned = true),
      (item) => void ((item['r'] as Record<string, unknown>)['run_id'] = 'run_nosuchrun000'),
    );
    let misdated = false;
    const misdate = edited(
      (item) => item['t'] === 'runs' && !misdated && (misdated = true),
      (item) => void ((item['r'] as Record<string, unknown>)['created_at'] = 'last Tuesday'),
    );
    const stray = [...lines.slice(0, 2), '{"note":"not a backup line"}', ...lines.slice(2)];
    for (const [name, content, line] of [
      [
        'orphan',
        orphan,
        'The backup is damaged: a row of feedback refers to a row the backup does not hold. Nothing was restored.',
      ],
      [
        'misdate',
        misdate,
        'The backup is damaged: a row of runs holds a value its column cannot take. Nothing was restored.',
      ],
      [
        'stray',
        stray,
        "The backup is damaged: line 3 is not a table's columns, a row or the end line. Nothing was restored.",
      ],
    ] as const) {
      const { result, rows } = await restoreInto(file(`${name}.jsonl.gz`, gzipSync(`${content.join('\n')}\n`)));
      expect(expectOneLine(result), name).toBe(line);
      expect(rows, name).toBe(0);
    }
  }, 300_000);
});
