// The bots' fuzzers: a test fails on anything its harness logged at warn or error while it ran, the fake world's own
// answers aside (a reply to a chat or user the fuzzer made up is refused by the fake API, as the real one would).
import { afterEach, beforeEach, expect } from 'vitest';

export function failOnLoggedProblems(problems: () => readonly string[], world: RegExp): void {
  let seen = 0;
  beforeEach(() => {
    seen = problems().length;
  });
  afterEach(() => {
    expect(
      problems()
        .slice(seen)
        .filter((line) => !world.test(line)),
    ).toEqual([]);
  });
}
