// A dispatcher process for the crash tests: publishes through the real publishers and, after the Nth publisher
// answer (a line written, Slack's answer) but before the publication is marked, kills itself with SIGKILL (no
// shutdown code runs). Args: the setup as JSON (helpers/crash.ts DispatchSetup), N (0 = never).
import { createDb } from '../../../../db/client.ts';
import { createConfig } from '../../../../gateway/kernel/config.ts';
import { silentLogger } from '../../../../gateway/kernel/logger.ts';
import { createDispatcher } from '../../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../../gateway/publish/publishers/index.ts';
import type { DispatchSetup } from './crash.ts';

const [json, killAfter] = process.argv.slice(2) as [string, string];
const setup = JSON.parse(json) as DispatchSetup;
const config = createConfig(
  { TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: setup.dataDir, ...setup.env },
  { goals: setup.goals },
);
const db = await createDb({ dataDir: setup.dataDir });
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
          if (++sent === Number(killAfter)) process.kill(process.pid, 'SIGKILL'); // between the answer and the mark
          return out;
        },
      };
    },
  },
);
await dispatcher.runOnce();
await db.close();
