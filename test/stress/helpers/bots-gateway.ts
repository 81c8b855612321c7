// One gateway with everything that takes outside requests: the token-protected API, the inbox, the Telegram webhook and
// the Slack receiver, served on a loopback port against the fake Telegram and Slack APIs.
import { type RunningSlack, startSlack } from '../../../bots/slack/index.ts';
import { startTelegram, WEBHOOK_PATH } from '../../../bots/telegram/index.ts';
import { createWebInbox } from '../../../bots/web/index.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { type Served, serveOnLoopback } from '../../fakes/shared.ts';
import { type FakeSlack, startFakeSlack } from '../../fakes/slack.ts';
import { type FakeTelegram, startFakeTelegram } from '../../fakes/telegram.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

export const API_TOKEN = 'stress-api-token-0123456789abcdef';
/** An agent's token (AGENT_TOKENS): may submit, read context and its own runs, nothing of the owner's. */
export const AGENT_TOKEN = 'stress-agent-token-9f8e7d6c5b4a3210fedc';
export const TG_SECRET = 'stress_tg_secret-0123456789';
export const SLACK_SECRET = 'stress-slack-signing-secret-0123456789';
export const TG_OWNER = 4242;
export const SLACK_OWNER = 'U0OWNER1';
export const SLACK_CHANNEL = 'C0CARDS';

export interface BotsGateway {
  t: TestGateway;
  tg: FakeTelegram;
  slack: FakeSlack;
  url: string;
  hookUrl: string;
  slackUrl: string;
  close(): Promise<void>;
}

export async function startBotsGateway(): Promise<BotsGateway> {
  const tg = await startFakeTelegram();
  const slack = await startFakeSlack();
  const t = await createTestGateway({
    env: {
      TAPLOOP_API_TOKEN: API_TOKEN,
      AGENT_TOKENS: `stress-agent:${AGENT_TOKEN}`,
      TELEGRAM_BOT_TOKEN: tg.token,
      TELEGRAM_OWNER_IDS: String(TG_OWNER),
      TELEGRAM_API_ROOT: tg.apiRoot,
      TELEGRAM_WEBHOOK_SECRET: TG_SECRET,
      SLACK_BOT_TOKEN: slack.token,
      SLACK_SIGNING_SECRET: SLACK_SECRET,
      SLACK_CHANNEL,
      SLACK_OWNER_IDS: SLACK_OWNER,
      SLACK_API_URL: slack.apiUrl,
    },
  });
  t.app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger: silentLogger }));
  // Served before the bots mount their routes (as the harnesses do); no request arrives until they have.
  const served: Served = await serveOnLoopback(t.app);
  const url = `http://127.0.0.1:${served.port}`;
  const config = { ...t.config, publicUrl: url };
  const telegram = await startTelegram({ gateway: t.gateway, config, logger: silentLogger, app: t.app });
  let running: RunningSlack | null = null;
  try {
    running = await startSlack({
      gateway: t.gateway,
      config,
      logger: silentLogger,
      app: t.app,
      options: { processBeforeResponse: true, clientOptions: { retryConfig: { retries: 0 } } },
    });
  } catch (err) {
    await Promise.allSettled([telegram.stop(), served.close(), t.close(), tg.close(), slack.close()]);
    throw err;
  }
  return {
    t,
    tg,
    slack,
    url,
    hookUrl: `${url}${WEBHOOK_PATH}`,
    slackUrl: `${url}/slack/events`,
    async close() {
      await running?.stop();
      await telegram.stop();
      await served.close();
      await t.close();
      await tg.close();
      await slack.close();
    },
  };
}
