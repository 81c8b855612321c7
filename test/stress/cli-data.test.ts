// taploop backup / restore / export / forget as a person runs them: through the running server when one answers,
// straight from the data folder when none does; a backup restored into an empty folder and into the other backend.
// In the stress suite: it opens two on-disk PGlite folders (initdb each), tens of seconds on a busy machine.
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restoreDatabase } from '../../db/backup.ts';
import { createDb } from '../../db/client.ts';
import { backupCommand, exportCommand, forgetCommand, restoreCommand } from '../../gateway/cli/data.ts';
import { backupLines } from '../../gateway/data/lines.ts';
import { otherBackendDb } from '../helpers/backup.ts';
import { onPostgres } from '../helpers/db.ts';
import { createTestGateway, type TestGateway, testConfig } from '../helpers/gateway.ts';
import { seedHistory } from '../helpers/history.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';
import { STRESS } from './scale.ts';

const dir = mkdtempSync(join(tmpdir(), 'taploop-cli-data-'));
let t: TestGateway;
let served: ServedGateway;
let runIds: string[];
const was = process.env.TAPLOOP_URL;

beforeAll(async () => {
  if (!STRESS || onPostgres()) return;
  t = await createTestGateway();
  ({ runIds } = await seedHistory(t, 8));
  served = await serveGateway(t);
}, 120_000);
afterAll(async () => {
  process.env.TAPLOOP_URL = was;
  await served?.close();
  await t?.close();
});

const counts = async (db: { query: TestGateway['testDb']['db']['query'] }) =>
  Object.fromEntries(
    await Promise.all(
      ['runs', 'feedback', 'rules', 'contexts', 'publications', 'taps'].map(async (table) => [
        table,
        (await db.query<{ n: number }>(`select count(*)::int as n from ${table}`))[0]!.n,
      ]),
    ),
  );

describe.skipIf(!STRESS || onPostgres())('taploop backup, restore, export and forget', () => {
  it('backs up through the running server, restores into an empty data folder, and backs that folder up directly', async () => {
    const lines: string[] = [];
    const log = (l: string) => lines.push(l);
    process.env.TAPLOOP_URL = served.url;
    const viaServer = join(dir, 'server.jsonl.gz');
    expect(await backupCommand(t.config, { out: viaServer }, log)).toBe(0);
    expect(lines.pop()).toBe(`backup of the running gateway written to ${viaServer}`);

    const folder = testConfig({ DATA_DIR: join(dir, 'data') });
    expect(await restoreCommand(folder, viaServer, log)).toBe(0);
    expect(lines.pop()).toMatch(/^held: it sends no card, publication or callback/);
    expect(lines.pop()).toMatch(/^restored \d+ row\(s\) in \d+ table\(s\) from .* into .*data$/);

    process.env.TAPLOOP_URL = 'http://127.0.0.1:9'; // nothing answers: the CLI opens the folder itself
    const direct = join(dir, 'direct.jsonl.gz');
    expect(await backupCommand(folder, { out: direct }, log)).toBe(0);
    expect(lines.pop()).toBe(`backup of the database (pglite) written to ${direct}`);
    expect(existsSync(`${direct}.part`)).toBe(false);

    const pairs = join(dir, 'pairs.jsonl');
    expect(await exportCommand(folder, { format: 'pairs', out: pairs }, log)).toBe(0);
    expect(lines.pop()).toMatch(/^exported \d+ preference pair\(s\) to .*pairs\.jsonl; left out: /);
    expect(
      readFileSync(pairs, 'utf8')
        .trimEnd()
        .split('\n')
        .every((l) => JSON.parse(l).prompt.startsWith('Goal: ')),
    ).toBe(true);

    expect(await forgetCommand(folder, { run: runIds[2] }, log)).toBe(0);
    expect(lines.pop()).toMatch(
      /^forgot run_\w+: texts removed from 1 run, 1 decision\(s\), .* Cards already sent to Telegram or Slack stay there\.$/,
    );

    // The direct backup, loaded into the other backend, holds what the server held.
    const target = await otherBackendDb();
    try {
      await restoreDatabase(target.db, backupLines(direct));
      expect(await counts(target.db)).toEqual(await counts(t.testDb.db));
    } finally {
      await target.close();
    }
    const folderDb = await createDb({ dataDir: folder.dataDir });
    try {
      const [run] = await folderDb.query<{ draft: string }>('select draft from runs where id = $1', [runIds[2]]);
      expect(run!.draft).toBe('');
    } finally {
      await folderDb.close();
    }
  });
});
