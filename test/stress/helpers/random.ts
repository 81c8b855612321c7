// Seeded randomness for the stress scenarios: STRESS_SEED replays a run; the seed used is printed in each report line.
export const SEED = Number(process.env.STRESS_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** mulberry32: small, fast, good enough to pick counts and orders. */
export function random(seed = SEED): {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(xs: readonly T[]): T;
} {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (xs) => xs[Math.floor(next() * xs.length)]!,
  };
}

/** Runs `fn` over `items` with at most `limit` at a time. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      for (let i = next++; i < items.length; i = next++) await fn(items[i]!, i);
    }),
  );
}
