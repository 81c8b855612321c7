// A background pass that runs one at a time per process: a request during a pass asks for one more after it.
import type { GatewayDeps } from './deps.ts';

/** Returns the trigger; the pass is tracked in `background` so shutdown and tests can wait for it. */
export function createPassScheduler(
  deps: Pick<GatewayDeps, 'logger' | 'background'>,
  pass: () => Promise<unknown>,
  failed: string,
): () => void {
  let running = false;
  let again = false;
  const loop = async () => {
    running = true;
    try {
      do {
        again = false;
        await pass();
      } while (again);
    } catch (err) {
      deps.logger.error(failed, { err });
    } finally {
      running = false;
    }
  };
  return () => {
    if (running) {
      again = true;
      return;
    }
    const p = loop();
    deps.background.add(p);
    void p.finally(() => deps.background.delete(p));
  };
}
