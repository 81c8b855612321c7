// A backup of a setup whose Telegram and Slack cards went out restores into an empty PGlite and an empty Postgres:
// every row equal (queued notifications too), and the restored copy's identity columns go on counting
// (channel_deliveries.seq).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../../bots/telegram/index.ts';
import { restoreDatabase } from '../../../db/backup.ts';
import { insertChannelDeliveries } from '../../../db/queries/channel-deliveries.ts';
import { backupLines } from '../../../gateway/data/lines.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type SlackHarness, startSlackHarness } from '../../bots/slack/harness.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';
import { everyRow, testDbOn } from '../../helpers/backup.ts';
import { submit } from '../../helpers/runs.ts';

const TG_OWNER = 4242;

describe('restore of a setup that has sent cards', () => {
  let tgFake: FakeTelegram;
  let h: SlackHarness;
  let tg: RunningTelegram;
  let file: string;
  beforeAll(async () => {
    tgFake = await startFakeTelegram();
    h = await startSlackHarness({
      TELEGRAM_BOT_TOKEN: tgFake.token,
      TELEGRAM_OWNER_IDS: String(TG_OWNER),
      TELEGRAM_API_ROOT: tgFake.apiRoot,
      NOTIFY_URL: 'https://ntfy.example/taploop-{person}', // queued only: no notify pass runs here
    });
    await h.t.gateway.people.add({ name: 'Ann', role: 'owner' }, 'test');
    tg = await startTelegram({ gateway: h.t.gateway, config: h.t.config, logger: silentLogger, app: h.t.app });
    const ids = [await submit(h.t, { draft: 'Launch post' }), await submit(h.t, { draft: 'Second post' })];
    await h.click(await h.cardOf({ runId: ids[0]! }), `run_approve:${ids[0]}`);
    await h.t.gateway.settle();
    const seqs = await h.t.testDb.db.query<{ channel: string }>(`select channel from channel_deliveries`);
    expect(new Set(seqs.map((s) => s.channel))).toEqual(new Set(['telegram', 'slack']));
    await vi.waitUntil(() => tgFake.calls('sendMessage').length >= 2, { timeout: 5000 });
    // Each draft notifies every owner: Ann and the owners seeded from the Telegram and Slack owner ids.
    const urls = await h.t.testDb.db.query<{ url: string }>(`select url from notifications order by url`);
    expect(urls.map((u) => u.url)).toEqual(
      ['ann', 'ann', 'slack-u0owner1', 'slack-u0owner1', 'telegram-4242', 'telegram-4242'].map(
        (who) => `https://ntfy.example/taploop-${who}`,
      ),
    );

    const res = await h.t.request('GET', '/v1/backup');
    expect(res.status).toBe(200);
    file = join(mkdtempSync(join(tmpdir(), 'taploop-restore-channels-')), 'backup.jsonl.gz');
    writeFileSync(file, Buffer.from(await res.arrayBuffer()));
  }, 60_000);
  afterAll(async () => {
    await tg?.stop();
    await h?.close();
    await tgFake?.close();
  });

  const backends = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres' as const] : [])] as const;
  it.each(backends)(
    'restores every row into an empty %s database, and a new card gets the next seq',
    async (backend) => {
      const target = await testDbOn(backend);
      try {
        await restoreDatabase(target.db, backupLines(file));
        // Every row, and the hold the copy starts with (restore-held.test.ts).
        const { settings, ...restored } = await everyRow(target.db);
        const { settings: sourceSettings, ...source } = await everyRow(h.t.testDb.db);
        expect(restored).toEqual(source);
        expect(settings!.filter((r) => JSON.parse(r).key !== 'held')).toEqual(sourceSettings);
        expect(settings!.filter((r) => JSON.parse(r).key === 'held')).toHaveLength(1);

        const [{ max }] = (await target.db.query<{ max: string }>(
          `select max(seq)::text as max from channel_deliveries`,
        )) as [{ max: string }];
        await insertChannelDeliveries(target.db, [
          { channel: 'telegram', event: 'card', subject: 'run_new', run_id: null, payload: '{}' },
        ]);
        const [next] = await target.db.query<{ seq: string }>(
          `select seq::text as seq from channel_deliveries where subject = 'run_new'`,
        );
        expect(BigInt(next!.seq)).toBe(BigInt(max) + 1n);
      } finally {
        await target.close();
      }
    },
  );
});
