// kill -9 between Slack's answer and the mark: the retry finds the post in the channel's history and posts nothing twice.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../db/client.ts';
import { SLACK_PUBLICATION_EVENT } from '../../../gateway/publish/publishers/slack.ts';
import { type FakeSlack, type SlackMessage, startFakeSlack } from '../../fakes/slack.ts';
import { type DispatchSetup, dispatchInProcess, seedDuePublications } from './helpers/crash.ts';

const dir = mkdtempSync(join(tmpdir(), 'taploop-slack-crash-'));
let slack: FakeSlack;
let setup: DispatchSetup;
beforeAll(async () => {
  slack = await startFakeSlack();
  setup = {
    dataDir: dir,
    env: {
      SLACK_BOT_TOKEN: slack.token,
      SLACK_SIGNING_SECRET: 'fake-signing-secret-0123456789',
      SLACK_CHANNEL: 'C0NEWS',
      SLACK_OWNER_IDS: 'U0OWNER',
      SLACK_API_URL: slack.apiUrl,
    },
    goals: { goals: { posts: { publisher: { type: 'slack', channel: 'C0NEWS' } } } },
  };
});
afterAll(async () => {
  await slack.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The publication a message in the channel was posted for, by its metadata. */
const publicationOf = (m: SlackMessage) =>
  m.metadata?.event_type === SLACK_PUBLICATION_EVENT ? m.metadata.event_payload['publication_id'] : undefined;

describe('Slack publisher after a crash', () => {
  it('kill -9 between the post and the mark: the retry finds the post by its metadata and posts nothing twice', async () => {
    const ids = await seedDuePublications(dir, { count: 4, publisher: 'slack', prefix: 'slack' });

    const killed = await dispatchInProcess(setup, 2); // the first post is marked, the second is out but not recorded
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(slack.messages('C0NEWS').map(publicationOf)).toEqual(ids.slice(0, 2));
    await new Promise((r) => setTimeout(r, 1100)); // the dead process's lease runs out
    const restarted = await dispatchInProcess(setup, 0);
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
