// `taploop restore` leaves the copy held and says how to release it; `taploop release` lifts the hold (once: a second
// call says there is nothing to release); `taploop restore --release` is a planned move, never held.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../db/backup.ts';
import { createDb, type Db } from '../../../db/client.ts';
import { runCli } from '../../helpers/cli.ts';
import { createTestDb, onPostgres, type TestDb } from '../../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

let source: TestGateway;
let file: string;
const dir = mkdtempSync(join(tmpdir(), 'taploop-release-cli-'));

beforeAll(async () => {
  source = await createTestGateway();
  await submit(source, { draft: 'A draft in the backup' });
  let text = '';
  await dumpDatabase(source.testDb.db, async (line) => void (text += line));
  file = join(dir, 'backup.jsonl.gz');
  writeFileSync(file, gzipSync(text));
}, 60_000);
afterAll(() => source?.close());

/** A new, empty target: its settings for the CLI, and a way to read its hold once the CLI has exited. */
async function emptyTarget() {
  const pg: TestDb | null = onPostgres() ? await createTestDb() : null;
  const dataDir = join(mkdtempSync(join(dir, 'target-')), 'data');
  // Nothing answers at TAPLOOP_URL: the commands work on the database itself.
  const env = { TAPLOOP_URL: 'http://127.0.0.1:9', ...(pg ? { DATABASE_URL: pg.url! } : { DATA_DIR: dataDir }) };
  const heldRows = async () => {
    const db: Db = pg ? pg.db : await createDb({ dataDir });
    try {
      return (await db.query<{ n: number }>(`select count(*)::int as n from settings where key = 'held'`))[0]!.n;
    } finally {
      if (!pg) await db.close();
    }
  };
  return { env, heldRows, close: () => pg?.close() };
}

const run = (args: string[], env: Record<string, string>) => runCli(args, { env, timeoutMs: 120_000 });

describe('taploop restore and release', () => {
  it('a restored copy is held until taploop release; releasing twice says there is nothing left to release', async () => {
    const target = await emptyTarget();
    try {
      const restored = await run(['restore', file], target.env);
      expect(restored.code).toBe(0);
      expect(restored.stdout.trim().split('\n')[1]).toBe(
        'held: it sends no card, publication or callback and its bots leave Telegram to the original until taploop release (or POST /v1/release), once the original is stopped',
      );
      expect(await target.heldRows()).toBe(1);

      const released = await run(['release'], target.env);
      expect(released.code).toBe(0);
      expect(released.stdout.trim()).toMatch(
        /^released \(held since \d{4}-\d\d-\d\dT[\d:.]+Z\): queued cards, publications and callbacks go out, and the bots take over Telegram$/,
      );
      expect(await target.heldRows()).toBe(0);

      const again = await run(['release'], target.env);
      expect(again.code).toBe(0);
      expect(again.stdout.trim()).toBe('nothing to release: this database is not held');
    } finally {
      await target.close();
    }
  }, 240_000);

  it('restore --release (a planned move): the copy is not held', async () => {
    const target = await emptyTarget();
    try {
      const restored = await run(['restore', '--release', file], target.env);
      expect(restored.code).toBe(0);
      expect(restored.stdout.trim().split('\n')[1]).toBe(
        'released: it sends its queued cards, publications and callbacks from its first start',
      );
      expect(await target.heldRows()).toBe(0);
    } finally {
      await target.close();
    }
  }, 120_000);
});
