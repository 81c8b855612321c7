// fast-check arbitraries for inputs from the outside: mostly near-valid values with junk mixed in, so the fuzzing
// reaches the database paths instead of stopping at the first validation error.
import fc from 'fast-check';

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Strings that broke real services: NUL (Postgres text refuses it), lone surrogates, huge, numeric-looking, SQL. */
export const nastyString = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '\u202e\u0000',
  '🙂'.repeat(40),
  'x'.repeat(2_001),
  'y'.repeat(5_001),
  "'; drop table runs; --",
  '%00',
  '%',
  '\\u0000',
  '"',
  '<script>alert(1)</script>',
  'null',
  'NaN',
  '-1',
  '1e309',
  '0x10',
  ' 7 ',
  '٣',
  '__proto__',
  'constructor',
);

export const text = fc.oneof(
  { arbitrary: fc.string({ maxLength: 40 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: nastyString, weight: 2 },
);

/** Any JSON value, small. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  text,
  fc.array(text, { maxLength: 3 }),
  fc.dictionary(text, text, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Mostly a valid-looking value, sometimes anything. */
export const field = <T>(valid: fc.Arbitrary<T>): fc.Arbitrary<unknown> =>
  fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: junk, weight: 1 });

export const goal = fc.oneof(
  fc.constantFrom('posts', 'replies', 'fuzz', 'a', 'A-b_9', 'x'.repeat(64), 'x'.repeat(65), '-bad', 'has space'),
  text,
);

export const deepJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 6 }),
  fc.constantFrom(
    { a: '\u0000' },
    { '\u0000': 1 },
    { s: '\ud800' },
    JSON.parse('{"__proto__": {"polluted": true}}') as unknown,
  ),
  fc
    .integer({ min: 1, max: 400 })
    .map((depth) => JSON.parse(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`) as unknown),
);

/** How an object reaches the server: JSON mostly, sometimes broken or not an object at all. */
export const rawBody = (obj: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { arbitrary: obj.map((o) => JSON.stringify(o)), weight: 12 },
    { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v)), weight: 1 },
    { arbitrary: fc.string({ maxLength: 30 }), weight: 1 },
    {
      arbitrary: fc.constantFrom(
        '',
        '{',
        '[]',
        'null',
        '"x"',
        '{"goal":',
        '\u0000',
        '{"action":"approve"}{}',
        'z'.repeat(300_000),
      ),
      weight: 1,
    },
  );

export const contentType = fc.constantFrom(
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  '',
);

/** A path segment: a real id (`{ real: n }`, picked by the test), an id-shaped unknown one, or junk encoded to stay a URL. */
export const segment = (prefix: string): fc.Arbitrary<string | { real: number }> =>
  fc.oneof(
    { arbitrary: fc.nat().map((real) => ({ real })), weight: 4 },
    { arbitrary: fc.stringMatching(new RegExp(`^${prefix}_[0-9a-z]{6,16}$`)), weight: 1 },
    { arbitrary: text.map((s) => encodeURIComponent(wellFormed(s)) || 'x'), weight: 1 },
    {
      arbitrary: fc.constantFrom('%', '%E0%A4%A', '..', '%2e%2e', `${prefix}_%00`, `${prefix}_${'a'.repeat(41)}`),
      weight: 1,
    },
  );

/** A query string from known keys (and some unknown), each value near-valid or junk; sometimes raw and badly encoded. */
export const queryString = (keys: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<string> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc
        .array(fc.tuple(fc.constantFrom(...Object.keys(keys), 'unknown', 'goal[]', ''), fc.nat()), { maxLength: 5 })
        .chain((pairs) =>
          fc.tuple(
            ...pairs.map(([k]) =>
              fc
                .oneof({ arbitrary: keys[k] ?? text, weight: 3 }, { arbitrary: text, weight: 1 })
                .map((v) => [k, v] as const),
            ),
          ),
        )
        .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, v])).toString()),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'goal=%ZZ',
        'goal=%',
        'k=%E0%A4%A',
        'days=1&days=2',
        'goal=posts&goal=replies',
        '=&&=',
        'limit=1e3',
        'days=0x10',
      ),
    },
  );

/** The string with lone surrogates replaced (encodeURIComponent throws on them). */
const wellFormed = (s: string) => s.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\ufffd');
