// On a held database (a restored copy) the bot leaves Telegram to the original: no setWebhook, no getUpdates, until
// the owner releases the copy; then it takes over as any bot does at start.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type RunningTelegram, startTelegram } from '../../../bots/telegram/index.ts';
import { releaseHold, setHold } from '../../../db/queries/hold.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type Served, serveOnLoopback } from '../../fakes/shared.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { OWNER } from './harness.ts';

const SECRET = 'hook_secret-0123456789';
const TAKE_OVER = ['setWebhook', 'getUpdates', 'deleteWebhook', 'setMyCommands'];

let fake: FakeTelegram;
let t: TestGateway;
let tg: RunningTelegram | undefined;
let served: Served | undefined;

async function heldGateway(): Promise<void> {
  fake = await startFakeTelegram();
  t = await createTestGateway({
    env: {
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_OWNER_IDS: String(OWNER),
      TELEGRAM_API_ROOT: fake.apiRoot,
      DISPATCH_INTERVAL_MS: '100',
    },
  });
  await setHold(t.testDb.db, 'restored from a backup taken 2026-11-30T08:00:00.000Z');
}

afterEach(async () => {
  await tg?.stop();
  await served?.close();
  await t?.close();
  await fake?.close();
  tg = undefined;
  served = undefined;
});

const tookOver = () => fake.calls().filter((c) => TAKE_OVER.includes(c.method));

describe('Telegram on a held copy', () => {
  it('webhook mode: sets no webhook while held, and sets it once the owner releases the copy', async () => {
    await heldGateway();
    served = await serveOnLoopback(t.app);
    const url = `http://127.0.0.1:${served.port}`;
    const config = { ...t.config, publicUrl: url, telegram: { ...t.config.telegram!, webhookSecret: SECRET } };
    tg = await startTelegram({ gateway: t.gateway, config, logger: silentLogger, app: t.app });

    expect(tg.status).toBe('held');
    await new Promise((ok) => setTimeout(ok, 400)); // several checks of the hold
    expect(tookOver()).toEqual([]);
    expect(fake.webhook()?.url ?? '').toBe('');

    expect(await t.gateway.release()).toMatchObject({ reason: expect.stringMatching(/^restored from a backup/) });
    await vi.waitUntil(() => fake.webhook()?.url, { timeout: 5000 });
    expect(fake.webhook()).toMatchObject({ url: `${url}/telegram/webhook`, secret_token: SECRET });
    // Online once Telegram has answered the call (the fake records it as it arrives).
    await vi.waitUntil(() => tg!.status === 'online', { timeout: 5000 });
    expect(fake.calls('getUpdates')).toEqual([]);
  });

  it('polling mode: does not poll while held; a release from another process is seen and it starts polling', async () => {
    await heldGateway();
    tg = await startTelegram({ gateway: t.gateway, config: t.config, logger: silentLogger, app: t.app });

    expect(tg.status).toBe('held');
    await new Promise((ok) => setTimeout(ok, 400));
    expect(tookOver()).toEqual([]);

    // Released in the database by someone else (`taploop release` against Postgres): no in-process event.
    await releaseHold(t.testDb.db);
    await vi.waitUntil(() => fake.calls('getUpdates').length > 0, { timeout: 5000 });
    expect(tg.status).toBe('online');
  });
});
