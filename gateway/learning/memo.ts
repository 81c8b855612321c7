// Text analysis remembered per input: one context answer reads the same draft and the same stored texts for each of its
// dozens of candidates, and the nightly job reads each correction for each pair it is in.

/**
 * A pure function of one string, remembered while the inputs held add up to `budget` characters (the oldest forgotten
 * first): bounded by what it holds, so long drafts cannot grow it past a few megabytes whatever their number.
 */
export function memo<T>(fn: (text: string) => T, budget = 2_000_000): (text: string) => T {
  const cache = new Map<string, T>();
  let held = 0;
  return (text) => {
    if (cache.has(text)) return cache.get(text) as T;
    const value = fn(text);
    cache.set(text, value);
    held += text.length;
    for (const old of cache.keys()) {
      if (held <= budget) break;
      cache.delete(old);
      held -= old.length;
    }
    return value;
  };
}

/** The same for a pure function of two strings (a draft and the owner's edit of it), both parts of one key. */
export function memoPair<T>(fn: (a: string, b: string) => T, budget?: number): (a: string, b: string) => T {
  const one = memo((key: string) => {
    const at = key.indexOf('\u0000');
    return fn(key.slice(0, at), key.slice(at + 1));
  }, budget);
  // A stored text holds no NUL (Postgres refuses it), so the first one parts the two.
  return (a, b) => one(`${a}\u0000${b}`);
}
