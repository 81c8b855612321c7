// kill -9 between the log publisher's write and markPublished: after a restart, each publication is in published.jsonl once.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { insertPublication } from '../../../db/queries/publications.ts';
import { insertRun } from '../../../db/queries/runs.ts';
import { tsxLoader } from '../../stress/helpers/taploop-process.ts';

const CHILD = join(import.meta.dirname, 'helpers', 'publish-then-die.ts');
const dir = mkdtempSync(join(tmpdir(), 'taploop-log-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs the dispatcher in its own process; resolves with how it ended. */
function dispatchInProcess(
  killAfter: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader(), CHILD, dir, String(killAfter)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal, stderr })));
}

describe('log publisher after a crash', () => {
  it('kill -9 between the write and the mark: the retry finds its line and writes nothing twice', async () => {
    const ids: string[] = [];
    const db = await createDb({ dataDir: dir });
    try {
      await migrate(db);
      for (let i = 0; i < 6; i++) {
        const run = await insertRun(db, {
          id: `run_crash${i}aaaa`,
          goal: 'posts',
          agent: null,
          task: null,
          draft: `post ${i}`,
          target: null,
          metadata: {},
          context_id: null,
          callback_url: null,
          expires_at: null,
          context_rule_ids: null,
          context_feedback_ids: null,
        });
        const p = await insertPublication(db, {
          id: `pub_crash${i}aaaa`,
          run_id: run.id,
          goal: 'posts',
          target: null,
          text: `post ${i}`,
          scheduled_for: new Date(Date.now() - 1000),
          publisher: 'log',
        });
        ids.push(p.id);
      }
    } finally {
      await db.close();
    }

    const killed = await dispatchInProcess(3);
    expect(killed.signal).toBe('SIGKILL');
    await new Promise((r) => setTimeout(r, 1100)); // the dead process's lease runs out
    const restarted = await dispatchInProcess(0);
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
