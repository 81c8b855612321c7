// kill -9 between Slack's answer and the mark: the retry finds the post in the channel's history and posts nothing twice.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { insertPublication } from '../../../db/queries/publications.ts';
import { insertRun } from '../../../db/queries/runs.ts';
import { SLACK_PUBLICATION_EVENT } from '../../../gateway/publish/publishers/slack.ts';
import { type FakeSlack, type SlackMessage, startFakeSlack } from '../../fakes/slack.ts';
import { tsxLoader } from '../../stress/helpers/taploop-process.ts';

const CHILD = join(import.meta.dirname, 'helpers', 'slack-publish-then-die.ts');
const dir = mkdtempSync(join(tmpdir(), 'taploop-slack-crash-'));
let slack: FakeSlack;
beforeAll(async () => {
  slack = await startFakeSlack();
});
afterAll(async () => {
  await slack.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the dispatcher in its own process; resolves with how it ended. */
function dispatchInProcess(
  killAfter: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }> {
  const args = [dir, String(killAfter), slack.apiUrl, slack.token];
  const child = spawn(process.execPath, ['--import', tsxLoader(), CHILD, ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  return new Promise((ok) => child.once('exit', (code, signal) => ok({ code, signal, stderr })));
}

/** The publication a message in the channel was posted for, by its metadata. */
const publicationOf = (m: SlackMessage) =>
  m.metadata?.event_type === SLACK_PUBLICATION_EVENT ? m.metadata.event_payload['publication_id'] : undefined;

describe('Slack publisher after a crash', () => {
  it('kill -9 between the post and the mark: the retry finds the post by its metadata and posts nothing twice', async () => {
    const ids: string[] = [];
    const db = await createDb({ dataDir: dir });
    try {
      await migrate(db);
      for (let i = 0; i < 4; i++) {
        const run = await insertRun(db, {
          id: `run_slack${i}aaaa`,
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
          id: `pub_slack${i}aaaa`,
          run_id: run.id,
          goal: 'posts',
          target: null,
          text: `post ${i}`,
          scheduled_for: new Date(Date.now() - 1000 * (10 - i)),
          publisher: 'slack',
        });
        ids.push(p.id);
      }
    } finally {
      await db.close();
    }

    const killed = await dispatchInProcess(2); // the first post is marked, the second is out but not recorded
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(slack.messages('C0NEWS').map(publicationOf)).toEqual(ids.slice(0, 2));
    await new Promise((r) => setTimeout(r, 1100)); // the dead process's lease runs out
    const restarted = await dispatchInProcess(0);
    expect(restarted, restarted.stderr).toMatchObject({ code: 0, signal: null });

    // Each publication once in the channel, none lost; the retries looked before they posted, the first attempt did not.
    const posted = slack.messages('C0NEWS');
    expect(posted.map(publicationOf).sort()).toEqual([...ids].sort());
    expect(slack.calls('chat.postMessage')).toHaveLength(4);
    const looks = slack.calls('conversations.history');
    expect(looks).toHaveLength(3); // the retries of publications 2, 3 and 4
    expect(looks[0]!.params).toMatchObject({ channel: 'C0NEWS', include_all_metadata: true });

    const check = await createDb({ dataDir: dir });
    try {
      const rows = await check.query<{ id: string; status: string; external_id: string | null; attempts: number }>(
        `select id, status, external_id, attempts from publications order by id`,
      );
      const tsOf = new Map(posted.map((m) => [publicationOf(m), m.ts]));
      expect(rows).toEqual(
        ids.map((id, i) => ({ id, status: 'published', external_id: tsOf.get(id), attempts: i === 0 ? 1 : 2 })),
      );
    } finally {
      await check.close();
    }
  }, 120_000);
});
