// The one outbox mechanism: due rows are claimed under a lease and delivered in lanes, and a failed attempt is retried
// on a backoff schedule until its attempts run out. Publications, agent callbacks and channel cards are definitions.
import type { Queryable } from '../../db/client.ts';
import { claimDue, markAttemptFailed, type OutboxName, type OutboxRow } from '../../db/queries/outbox.ts';
import { createLanes } from './lanes.ts';
import { PublishError } from './publishers/publisher.ts';

/** Wait before attempt n+1 after attempt n failed: `firstMs`, times `factor` for each attempt after, at most `maxMs`. */
export const backoffSchedule = (firstMs: number, factor: number, maxMs: number) => (attempt: number) =>
  Math.min(firstMs * factor ** (attempt - 1), maxMs);

/** Publications and callbacks: 5 s, 30 s, 3 min, 18 min, then hourly, so a receiver down for a while still gets them. */
export const defaultBackoff = backoffSchedule(5_000, 6, 3_600_000);

export interface OutboxDefinition<N extends OutboxName> {
  /** The outbox's table, one of the fixed list in db/queries/outbox.ts. */
  table: N;
  /** Attempts before a row fails for good (default 5). */
  maxAttempts?: number;
  /** Delay before attempt n+1 after attempt n failed (default: defaultBackoff). */
  backoffMs?: (attempt: number) => number;
  /** How long a claim holds before another process may take the row over. */
  leaseSeconds: number;
  /** Rows per claim (default 20). */
  batch?: number;
  /** Rows out at once, at most (default: as many as the free lanes take). */
  maxInFlight?: number;
  /**
   * What one pass takes: 'due at start' leaves the retries it schedules to a later pass; 'due now' goes on until
   * nothing is due by the database's clock, so a row queued a moment ago goes out in the pass it asked for.
   */
  pass: 'due at start' | 'due now';
  /** A row's lane: one lane's rows go one after the other, lanes side by side, and a claim skips the busy lanes. */
  laneOf(row: OutboxRow<N>): string;
  /** Only the rows of these (the outbox's scope column: the channels this process runs). */
  only?: readonly string[];
  /** Sends the row and marks it delivered; throwing makes the attempt a failed one. */
  deliver(row: OutboxRow<N>): Promise<void>;
  /**
   * Told of each failed attempt once it is recorded: `last` when the row failed for good, `stored` the row as it now
   * stands (null when it was no longer queued).
   */
  failed(row: OutboxRow<N>, error: string, last: boolean, stored: OutboxRow<N> | null): Promise<void> | void;
  /** An attempt that threw past its own handling (the database gone mid-retry): logged, the lane goes on. */
  laneFailed(err: unknown): void;
}

/** What a caller (the CLI, a test) may change of an outbox's definition. */
export type OutboxTuning = Partial<
  Pick<OutboxDefinition<OutboxName>, 'maxAttempts' | 'backoffMs' | 'leaseSeconds' | 'batch'>
>;

export interface OutboxResult {
  claimed: number;
  delivered: number;
  retrying: number;
  failed: number;
}

export interface Outbox {
  /** One full pass (see `pass` of the definition), waiting for what it started. */
  runOnce(): Promise<OutboxResult>;
  /** The job's step: starts what is due in the free lanes and returns; a slow lane keeps going on its own. */
  tick(): Promise<{ started: number }>;
  /** Waits for the deliveries in progress (on shutdown). */
  idle(): Promise<void>;
}

const emptyResult = (): OutboxResult => ({ claimed: 0, delivered: 0, retrying: 0, failed: 0 });

export function createOutbox<N extends OutboxName>(
  db: Queryable,
  def: OutboxDefinition<N>,
  tuning: OutboxTuning = {},
): Outbox {
  const maxAttempts = tuning.maxAttempts ?? def.maxAttempts ?? 5;
  const backoffMs = tuning.backoffMs ?? def.backoffMs ?? defaultBackoff;
  const leaseSeconds = tuning.leaseSeconds ?? def.leaseSeconds;
  const batch = tuning.batch ?? def.batch ?? 20;
  const maxInFlight = def.maxInFlight ?? Number.POSITIVE_INFINITY;
  const lanes = createLanes(def.laneFailed);
  const dueBy = () => (def.pass === 'due at start' ? new Date() : null);

  async function attempt(row: OutboxRow<N>, result: OutboxResult): Promise<void> {
    try {
      await def.deliver(row);
      result.delivered++;
    } catch (err) {
      const message = ((err as Error).message ?? String(err)).slice(0, 500);
      const last = row.attempts >= maxAttempts || (err instanceof PublishError && err.permanent);
      const retryAt = last ? null : new Date(Date.now() + backoffMs(row.attempts));
      const stored = await markAttemptFailed(db, def.table, row, message, retryAt);
      if (last) result.failed++;
      else result.retrying++;
      await def.failed(row, message, last, stored);
    }
  }

  /** Claims what is due (by `due`) for the free lanes and starts it; does not wait for the deliveries. */
  async function claimAndStart(result: OutboxResult, due: Date | null): Promise<number> {
    const room = Math.min(batch, maxInFlight - lanes.busy().length);
    if (room <= 0) return 0;
    const claimed = await claimDue(db, def.table, {
      limit: room,
      leaseSeconds,
      dueBy: due,
      busy: lanes.busy(),
      only: def.only ?? [],
    });
    result.claimed += claimed.length;
    for (const lane of new Set(claimed.map(def.laneOf))) {
      lanes.run(
        lane,
        claimed.filter((row) => def.laneOf(row) === lane),
        (row) => attempt(row, result),
      );
    }
    return claimed.length;
  }

  return {
    async runOnce() {
      const result = emptyResult();
      const due = dueBy();
      for (;;) {
        if ((await claimAndStart(result, due)) > 0) continue;
        if (lanes.busy().length === 0) return result;
        await lanes.anyDone();
      }
    },
    tick: async () => ({ started: await claimAndStart(emptyResult(), dueBy()) }),
    idle: () => lanes.idle(),
  };
}
