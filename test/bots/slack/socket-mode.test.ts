// Socket Mode: with SLACK_APP_TOKEN set, startSlack connects over Slack's socket (apps.connections.open) and mounts no
// HTTP route; on a held database (a restored copy) it connects only once the copy is released.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSlack } from '../../../bots/slack/index.ts';
import { setHold } from '../../../db/queries/hold.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type FakeSlack, startFakeSlack } from '../../fakes/slack.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

let fake: FakeSlack;
let t: TestGateway;
beforeAll(async () => {
  fake = await startFakeSlack();
  t = await createTestGateway({
    env: {
      SLACK_BOT_TOKEN: fake.token,
      SLACK_SIGNING_SECRET: 's',
      SLACK_CHANNEL: 'C0CARDS',
      SLACK_OWNER_IDS: 'U0OWNER1',
      SLACK_API_URL: fake.apiUrl,
      SLACK_APP_TOKEN: 'xapp-1-test',
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('Slack Socket Mode', () => {
  it('asks Slack for a socket with the app token (through SLACK_API_URL), mounts no HTTP route, and a refused token stops start', async () => {
    const app = new Hono();
    const started = startSlack({
      gateway: t.gateway,
      config: t.config,
      logger: silentLogger,
      app,
      options: { clientOptions: { retryConfig: { retries: 0 } } },
    });
    await expect(started).rejects.toThrow(/^Slack Socket Mode did not connect with SLACK_APP_TOKEN: .*invalid_auth/);
    const open = await fake.waitForCall('apps.connections.open');
    expect(open.token).toBe('xapp-1-test');
    expect((await app.request('/slack/events', { method: 'POST', body: '{}' })).status).toBe(404);
  });

  it('on a held database (a restored copy) opens no socket until the owner releases it', async () => {
    await setHold(t.testDb.db, 'restored from a backup taken 2026-11-30T08:00:00.000Z');
    const mark = fake.mark();
    const slack = await startSlack({
      gateway: t.gateway,
      config: t.config,
      logger: silentLogger,
      app: new Hono(),
      options: { clientOptions: { retryConfig: { retries: 0 } } },
    });
    try {
      await new Promise((ok) => setTimeout(ok, 300));
      expect(fake.calls('apps.connections.open').filter((c) => c.seq >= mark)).toEqual([]);
      await t.gateway.release();
      // The fake refuses the app token, so the socket fails after the release: asking for it is what counts here.
      const open = await fake.waitForCall('apps.connections.open', (c) => c.seq >= mark);
      expect(open.token).toBe('xapp-1-test');
    } finally {
      await slack.stop();
    }
  });
});
