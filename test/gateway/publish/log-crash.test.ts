// kill -9 between the log publisher's write and markPublished: after a restart, each publication is in published.jsonl once.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client.ts';
import { dispatchInProcess, seedDuePublications } from './helpers/crash.ts';

const dir = mkdtempSync(join(tmpdir(), 'taploop-log-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('log publisher after a crash', () => {
  it('kill -9 between the write and the mark: the retry finds its line and writes nothing twice', async () => {
    const ids = await seedDuePublications(dir, { count: 6, publisher: 'log', prefix: 'crash' });

    const killed = await dispatchInProcess({ dataDir: dir }, 3);
    expect(killed.signal).toBe('SIGKILL');
    await new Promise((r) => setTimeout(r, 1100)); // the dead process's lease runs out
    const restarted = await dispatchInProcess({ dataDir: dir }, 0);
    expect(restarted, restarted.stderr).toMatchObject({ code: 0, signal: null });

    const lines = readFileSync(join(dir, 'published.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((l) => (JSON.parse(l) as { publication_id: string }).publication_id);
    expect(lines.sort()).toEqual([...ids].sort()); // each once, none lost
    const check = await createDb({ dataDir: dir });
    try {
      const rows = await check.query<{ status: string }>(`select status from publications order by id`);
      expect(rows.map((r) => r.status)).toEqual(Array(6).fill('published'));
    } finally {
      await check.close();
    }
  }, 120_000);
});
