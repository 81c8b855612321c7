// A dispatcher process for the crash test: publishes with the log publisher and, after the Nth line is written but
// before the publication is marked, kills itself with SIGKILL (no shutdown code runs). Args: data folder, N.
import { createDb } from '../../../../db/client.ts';
import { createConfig } from '../../../../gateway/core/config.ts';
import { silentLogger } from '../../../../gateway/core/logger.ts';
import { createDispatcher } from '../../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../../gateway/publish/publishers/index.ts';

const [dataDir, killAfter] = process.argv.slice(2) as [string, string];
const config = createConfig({ TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
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
          if (++sent === Number(killAfter)) process.kill(process.pid, 'SIGKILL'); // between send and mark
          return out;
        },
      };
    },
  },
);
await dispatcher.runOnce();
await db.close();
