// What the publishers' crash tests share: publications due in a data folder, and a dispatcher run in its own
// process (helpers/publish-then-die.ts) that kills itself with SIGKILL after its Nth publisher answer.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { createDb } from '../../../../db/client.ts';
import { migrate } from '../../../../db/migrate.ts';
import { insertPublication } from '../../../../db/queries/publications.ts';
import { insertRun } from '../../../../db/queries/runs.ts';
import type { GoalsFile } from '../../../../gateway/kernel/goals.ts';
import { tsxLoader } from '../../../stress/helpers/taploop-process.ts';

const CHILD = join(import.meta.dirname, 'publish-then-die.ts');

/** `count` due publications of goal "posts" for `publisher`, oldest first; returns their ids. */
export async function seedDuePublications(
  dataDir: string,
  { count, publisher, prefix }: { count: number; publisher: string; prefix: string },
): Promise<string[]> {
  const ids: string[] = [];
  const db = await createDb({ dataDir });
  try {
    await migrate(db);
    for (let i = 0; i < count; i++) {
      const run = await insertRun(db, {
        id: `run_${prefix}${i}aaaa`,
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
        id: `pub_${prefix}${i}aaaa`,
        run_id: run.id,
        goal: 'posts',
        target: null,
        text: `post ${i}`,
        scheduled_for: new Date(Date.now() - 1000 * (count + 1 - i)),
        publisher,
      });
      ids.push(p.id);
    }
  } finally {
    await db.close();
  }
  return ids;
}

export interface DispatchSetup {
  dataDir: string;
  /** Settings beside the data folder (a Slack token and API URL, …). */
  env?: Record<string, string>;
  goals?: GoalsFile;
}

/** One dispatcher run in its own process, killed after the `killAfter`th publisher answer (0 = never). */
export function dispatchInProcess(
  setup: DispatchSetup,
  killAfter: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const child = spawn(process.execPath, ['--import', tsxLoader(), CHILD, JSON.stringify(setup), String(killAfter)], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal, stderr })));
}
