// The jobs of `taploop start`: each background task is one job here, with its schedule; the runner starts and stops them.

import type { JobPasses } from '../core/doors.ts';
import type { Config } from '../kernel/config.ts';
import type { Logger } from '../kernel/logger.ts';
import type { CallbackDispatcher } from '../publish/callback-dispatcher.ts';
import type { Dispatcher } from '../publish/dispatcher.ts';
import type { NotifyDispatcher } from '../publish/notify.ts';
import type { Job } from './job-runner.ts';

export interface JobDeps {
  gateway: JobPasses;
  dispatcher: Dispatcher;
  callbacks: CallbackDispatcher;
  /** The notify outbox; its job runs only with NOTIFY_URL set. */
  notify?: NotifyDispatcher;
  logger: Logger;
}

const BACKFILL_EVERY_MS = 60_000;

/** "HH:MM" in the owner's time zone as a daily cron schedule. */
const dailyAt = (hhmm: string, timezone: string) => {
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  return { cron: `${minute} ${hour} * * *`, timezone };
};

export function taploopJobs(config: Config): Job<JobDeps>[] {
  return [
    {
      name: 'nightly',
      schedule: dailyAt(config.learning.nightlyAt, config.timezone),
      async run({ gateway, logger }) {
        const r = await gateway.runNightly({}, (line) => logger.info(line, { job: 'nightly' }));
        // The nightly run also applies RETENTION_DAYS, after learning has read the window; it logs what it removed.
        return {
          status: r.status,
          proposed: r.proposed.length,
          retirements: r.retirements.length,
          retention: r.retention,
        };
      },
    },
    ...(config.digestAt
      ? [
          {
            name: 'digest',
            schedule: dailyAt(config.digestAt, config.timezone),
            run: async ({ gateway }: JobDeps) => ({ day: (await gateway.sendDigest()).day }),
          },
        ]
      : []),
    {
      name: 'expiry',
      schedule: { everyMs: config.sweepIntervalMs },
      run: async ({ gateway }) => ({ expired: (await gateway.expireRuns()).length }),
    },
    {
      name: 'reminders',
      schedule: { everyMs: config.sweepIntervalMs },
      run: async ({ gateway }) => ({ reminded: (await gateway.remindPending()).length }),
    },
    // The dispatchers start what is due and return: a slow target keeps its own lane busy, not the job.
    { name: 'publish', schedule: { everyMs: config.dispatchIntervalMs }, run: ({ dispatcher }) => dispatcher.tick() },
    { name: 'callbacks', schedule: { everyMs: config.dispatchIntervalMs }, run: ({ callbacks }) => callbacks.tick() },
    ...(config.notifyUrl
      ? [
          {
            name: 'notify',
            schedule: { everyMs: config.dispatchIntervalMs },
            run: async ({ notify }: JobDeps) => (notify ? notify.tick() : { started: 0 }),
          },
        ]
      : []),
    // Embeddings a provider outage left behind (new feedback is embedded right after its commit).
    {
      name: 'embedding-backfill',
      schedule: { everyMs: BACKFILL_EVERY_MS },
      run: ({ gateway }) => gateway.backfillEmbeddings(),
    },
    // Card retries after their backoff (new cards go out right after their commit).
    {
      name: 'card-delivery',
      schedule: { everyMs: config.outbox.cardIntervalMs },
      run: ({ gateway }) => gateway.deliverCards(),
    },
  ];
}
