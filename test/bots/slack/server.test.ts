// Slack in HTTP mode as `start` wires it: gateway app + web inbox + /slack/events, over a real loopback socket.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type RunningSlack, startSlack } from '../../../bots/slack/index.ts';
import { createWebInbox } from '../../../bots/web/index.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type Served, serveOnLoopback } from '../../fakes/shared.ts';
import { type FakeSlack, postSigned, startFakeSlack } from '../../fakes/slack.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';

const SECRET = 'server-test-secret';
let fake: FakeSlack;
let t: TestGateway;
let slack: RunningSlack;
let served: Served;

beforeAll(async () => {
  fake = await startFakeSlack();
  t = await createTestGateway({
    env: {
      SLACK_BOT_TOKEN: fake.token,
      SLACK_SIGNING_SECRET: SECRET,
      SLACK_CHANNEL: 'C0CARDS',
      SLACK_OWNER_IDS: 'U0OWNER1',
      SLACK_API_URL: fake.apiUrl,
    },
  });
  t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger: silentLogger }));
  // Production default: Slack is answered at ack(), before the listener finishes.
  slack = await startSlack({
    gateway: t.gateway,
    config: t.config,
    logger: silentLogger,
    app: t.app,
    options: { clientOptions: { retryConfig: { retries: 0 } } },
  });
  served = await serveOnLoopback(t.app);
});
afterAll(async () => {
  await served.close();
  await slack.stop();
  await t.close();
  await fake.close();
});

it('a signed click over HTTP is answered at once and the decision follows', async () => {
  expect(slack.mode).toBe('http');
  const id = await submit(t);
  const [card] = await t.gateway.cardsOf({ runId: id }, 'slack');
  const body = fake.payloads.blockAction({
    userId: 'U0OWNER1',
    actionId: `run_approve:${id}`,
    channel: card!.chat_id,
    ts: card!.message_id,
  });
  const res = await postSigned(`http://127.0.0.1:${served.port}/slack/events`, body, SECRET);
  expect(res.status).toBe(200);
  await fake.waitForCall('chat.update', (c) => c.params['ts'] === card!.message_id);
  expect(await feedbackRows(t, id)).toHaveLength(1);
  // The inbox and the API are untouched by the Slack route.
  expect((await fetch(`http://127.0.0.1:${served.port}/healthz`)).status).toBe(200);
});
