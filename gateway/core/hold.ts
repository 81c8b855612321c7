// The hold on a restored copy as the gateway sees it: whether the database is held (start, /healthz, the inbox), the
// owner's release, and the wait a bot does before it takes over Telegram (or Slack's socket) from the original.
import { findHold, type Hold, releaseHold } from '../../db/queries/hold.ts';
import type { GatewayDeps } from '../kernel/deps.ts';

export type { Hold };

/** What the owner does to let a held copy send, in the words of every place that says it is held. */
export const RELEASE_HOW = 'taploop release (or POST /v1/release), once the original is stopped';

const RELEASED = 'hold:released';

type Deps = Pick<GatewayDeps, 'db' | 'config' | 'logger' | 'events' | 'scheduleCardDelivery'>;

export const holdOf = (deps: Pick<GatewayDeps, 'db'>): Promise<Hold | null> => findHold(deps.db);

/** Lifts the hold: the outboxes claim from their next pass, and bots waiting in this process take over at once. */
export async function release(deps: Deps): Promise<Hold | null> {
  const was = await releaseHold(deps.db);
  if (was) {
    deps.logger.info('hold released: queued cards, publications and callbacks go out now', {
      held_since: was.since.toISOString(),
    });
    deps.events.emit(RELEASED);
    deps.scheduleCardDelivery();
  }
  return was;
}

/**
 * Resolves true once the database is not held (at once when it never was), false when `signal` aborts first. A
 * release in this process wakes it at once; one in another process is seen within DISPATCH_INTERVAL_MS.
 */
export async function whenReleased(deps: Deps, signal: AbortSignal): Promise<boolean> {
  for (;;) {
    if (signal.aborted) return false;
    try {
      if (!(await findHold(deps.db))) return true;
    } catch (err) {
      if (signal.aborted) return false;
      deps.logger.warn('could not read whether the database is still held; asking again', { err });
    }
    await wake(deps, signal);
  }
}

/** The next release in this process, the next poll, or the abort: whichever comes first. */
function wake(deps: Deps, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, deps.config.dispatchIntervalMs);
    deps.events.once(RELEASED, done);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      deps.events.off(RELEASED, done);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}
