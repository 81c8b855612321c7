// Text analysis remembered per input: one context answer reads the same draft and the same stored texts for each of its
// dozens of candidates, and the nightly job reads each correction for each pair it is in.

/** A pure function of one string, remembered for the last `size` inputs (the oldest forgotten first). */
export function memo<T>(fn: (text: string) => T, size = 20_000): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    const value = fn(text);
    if (cache.size >= size) cache.delete(cache.keys().next().value as string);
    cache.set(text, value);
    return value;
  };
}
