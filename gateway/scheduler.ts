// Scheduled jobs of `start`: the nightly learning job at NIGHTLY_AT in the owner's time zone.
import { Cron } from 'croner';
import type { Config } from './config.ts';
import type { Gateway } from './gateway.ts';
import type { Logger } from './logger.ts';
import { runRetention } from './data/retention.ts';

export function startScheduler({ gateway, config, logger }: { gateway: Gateway; config: Config; logger: Logger }) {
  const [hour, minute] = config.learning.nightlyAt.split(':').map(Number) as [number, number];
  const log = logger.child({ job: 'nightly' });
  const nightly = new Cron(`${minute} ${hour} * * *`, { timezone: config.timezone, protect: true, name: 'taploop-nightly' }, async () => {
    try {
      const result = await gateway.runNightly({}, (line) => log.info(line));
      log.info('nightly job finished', { status: result.status, proposed: result.proposed.length, retirements: result.retirements.length });
    } catch (err) {
      log.error('nightly job failed', { err });
    }
    // Retention rides on the nightly tick, after learning has read the window; it logs what it removed.
    if (config.retentionDays !== null) await runRetention(gateway.deps).catch((err) => log.error('retention failed', { err }));
  });
  const digest = config.digestAt
    ? (() => {
        const [h, m] = config.digestAt.split(':').map(Number) as [number, number];
        return new Cron(`${m} ${h} * * *`, { timezone: config.timezone, protect: true, name: 'taploop-digest' }, async () => {
          await gateway.sendDigest().catch((err) => logger.error('digest failed', { err }));
        });
      })()
    : null;

  // Expiry and reminders: a short loop, each pass bounded; a failed pass is logged and the next one retries.
  let sweeping = false;
  const sweeper = setInterval(() => {
    if (sweeping) return;
    sweeping = true;
    gateway
      .sweep()
      .catch((err) => logger.error('expiry sweep failed', { err }))
      .finally(() => {
        sweeping = false;
      });
  }, config.sweepIntervalMs);
  return {
    nextNightly: () => nightly.nextRun(),
    stop: () => {
      nightly.stop();
      digest?.stop();
      clearInterval(sweeper);
    },
  };
}
