// A dispatcher process for the Slack crash test: publishes through the real Slack publisher to the fake Slack and,
// after the Nth post was answered but before it is recorded or marked, kills itself with SIGKILL (no shutdown code
// runs). Args: data folder, N (0 = never), the fake's API URL, its bot token.
import { createDb } from '../../../../db/client.ts';
import { createConfig } from '../../../../gateway/core/config.ts';
import { silentLogger } from '../../../../gateway/core/logger.ts';
import { createDispatcher } from '../../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../../gateway/publish/publishers/index.ts';

const [dataDir, killAfter, apiUrl, token] = process.argv.slice(2) as [string, string, string, string];
const config = createConfig(
  {
    TAPLOOP_TIMEZONE: 'UTC',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SLACK_BOT_TOKEN: token,
    SLACK_SIGNING_SECRET: 'fake-signing-secret-0123456789',
    SLACK_CHANNEL: 'C0NEWS',
    SLACK_OWNER_IDS: 'U0OWNER',
    SLACK_API_URL: apiUrl,
  },
  { goals: { goals: { posts: { publisher: { type: 'slack', channel: 'C0NEWS' } } } } },
);
const db = await createDb({ dataDir });
const real = publisherFactory(config, silentLogger);
let sent = 0;
const dispatcher = createDispatcher(
  { db, config, logger: silentLogger, channels: [], scheduleCardDelivery: () => {} },
  {
    leaseSeconds: 1, // the next process may take over the killed one's claims a second later
    publishers: (cfg) => {
      const publisher = real(cfg);
      return {
        type: publisher.type,
        async publish(req) {
          const out = await publisher.publish(req);
          if (++sent === Number(killAfter)) process.kill(process.pid, 'SIGKILL'); // Slack answered; nothing recorded
          return out;
        },
      };
    },
  },
);
await dispatcher.runOnce();
await db.close();
