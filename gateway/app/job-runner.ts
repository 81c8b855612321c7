// The jobs runner: every piece of background work of `start` is a job, started and stopped here, one run at a time each.
import { Cron } from 'croner';
import type { Logger } from '../kernel/logger.ts';

/** When a job runs: every N ms (measured from the end of the last run), or at cron times in a time zone. */
export type JobSchedule = { everyMs: number } | { cron: string; timezone: string };

export interface Job<D> {
  readonly name: string;
  readonly schedule: JobSchedule;
  /** One run; what it returns is logged. Throwing is logged too, and the next scheduled run tries again. */
  run(deps: D): Promise<unknown>;
}

export interface RunningJobs {
  /** The next cron time of a scheduled job (null for interval jobs and unknown names). */
  nextRun(name: string): Date | null;
  /** Runs a job now, outside its schedule (waits for a run in progress first). */
  trigger(name: string): Promise<void>;
  /** No new runs; resolves once the runs in progress are done. */
  stop(): Promise<void>;
}

export interface StartJobsOptions {
  /** When the interval jobs first run (default at once): `start` lets the first requests through first. */
  firstRunAfterMs?: number;
}

export function startJobs<D>(
  jobs: readonly Job<D>[],
  deps: D,
  logger: Logger,
  opts: StartJobsOptions = {},
): RunningJobs {
  let stopped = false;
  const entries = jobs.map((job) => {
    const log = logger.child({ job: job.name });
    let current: Promise<void> = Promise.resolve();
    let timer: NodeJS.Timeout | null = null;
    let cron: Cron | null = null;

    /** One run at a time per job: a trigger during a run waits for it, then runs once more. */
    const runOnce = () =>
      (current = current.then(async () => {
        if (stopped) return;
        const started = Date.now();
        try {
          const result = await job.run(deps);
          if (didSomething(result)) log.info('job ran', { ms: Date.now() - started, result });
          else log.debug('job ran', { ms: Date.now() - started });
        } catch (err) {
          log.error('job failed', { ms: Date.now() - started, err });
        }
      }));

    if ('everyMs' in job.schedule) {
      const every = job.schedule.everyMs;
      const tick = () => {
        timer = null;
        void runOnce().then(() => {
          if (!stopped) timer = setTimeout(tick, every);
        });
      };
      timer = setTimeout(tick, opts.firstRunAfterMs ?? 0);
    } else {
      cron = new Cron(
        job.schedule.cron,
        { timezone: job.schedule.timezone, protect: true, name: `taploop-${job.name}` },
        () => runOnce(),
      );
    }
    log.debug('job scheduled', { schedule: job.schedule });
    return {
      name: job.name,
      runOnce,
      nextRun: () => cron?.nextRun() ?? null,
      async stop() {
        if (timer) clearTimeout(timer);
        cron?.stop();
        await current;
      },
    };
  });

  return {
    nextRun: (name) => entries.find((e) => e.name === name)?.nextRun() ?? null,
    async trigger(name) {
      const entry = entries.find((e) => e.name === name);
      if (!entry) throw new Error(`no job named ${name}`);
      await entry.runOnce();
    },
    async stop() {
      stopped = true;
      await Promise.all(entries.map((e) => e.stop()));
      logger.info('jobs stopped', { jobs: entries.map((e) => e.name) });
    },
  };
}

/** A result worth an info line: any non-zero count, a non-empty list, or a status. */
function didSomething(result: unknown): boolean {
  if (result === undefined || result === null) return false;
  if (Array.isArray(result)) return result.length > 0;
  if (typeof result !== 'object') return Boolean(result);
  return Object.values(result).some((v) =>
    Array.isArray(v) ? v.length > 0 : typeof v === 'number' ? v > 0 : typeof v === 'string',
  );
}
