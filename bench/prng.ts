// Seeded randomness for the benchmarks and the eval: the same seed always builds the same data.

/** mulberry32: a 32-bit PRNG, tiny and fast, plenty for picking words and shuffling. */
export function createRng(seed: number) {
  let s = seed >>> 0;
  const next = (): number => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  return {
    next,
    int,
    /** One element of a non-empty list. */
    pick<T>(list: readonly T[]): T {
      return list[int(list.length)]!;
    },
    chance: (p: number): boolean => next() < p,
    shuffle<T>(list: readonly T[]): T[] {
      const out = [...list];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out;
    },
  };
}

export type Rng = ReturnType<typeof createRng>;
