// Lanes: work for one target runs in order, different targets side by side, so a slow target holds only its own lane.

export interface Lanes {
  /** Keys with work in progress (claim queries skip them). */
  busy(): string[];
  /** Queues the items of one lane, one after the other, behind what the lane already does; does not wait. */
  run<T>(key: string, items: readonly T[], work: (item: T) => Promise<void>): void;
  /** Resolves when any lane finishes (at once when none is busy). */
  anyDone(): Promise<void>;
  /** Resolves when every lane is done. */
  idle(): Promise<void>;
}

export function createLanes(onError: (err: unknown) => void): Lanes {
  const lanes = new Map<string, Promise<void>>();
  return {
    busy: () => [...lanes.keys()],
    run(key, items, work) {
      const p = (lanes.get(key) ?? Promise.resolve()).then(async () => {
        for (const item of items) await work(item).catch(onError);
      });
      lanes.set(key, p);
      void p.finally(() => {
        if (lanes.get(key) === p) lanes.delete(key);
      });
    },
    async anyDone() {
      if (lanes.size) await Promise.race(lanes.values());
    },
    async idle() {
      while (lanes.size) await Promise.allSettled([...lanes.values()]);
    },
  };
}

/** Rejects when `work` has no answer within `ms`; the publishers also abort their own request at their timeout. */
export function withTimeout<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
