// What must never reach a client: a stack trace, a server file path, or a raw database error.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const SIGNS: [string, RegExp][] = [
  ['a stack frame', /^\s*at .*(\(|\s)(file:|node:|\/)[^)\s]*:\d+:\d+\)?\s*$/m],
  ['a stack frame', /^\s{4}at \S/m],
  ['a stack frame (JSON-escaped)', /\\n\s{2,}at [\w.<]/],
  ['a source position', /\b[\w-]+\.(ts|tsx|js|mjs|cjs):\d+:\d+\b/],
  ['node_modules', /node_modules/],
  [
    'a database error',
    /\b(duplicate key value violates|violates (foreign key|check|not-null) constraint|syntax error at or near|relation "[^"]+" does not exist)\b/,
  ],
];

/** What in a response body looks like a leak (first match), or null. */
export function leaks(body: string): string | null {
  if (body.includes(ROOT)) return `the server's folder ${ROOT}`;
  for (const [what, pattern] of SIGNS) {
    const m = pattern.exec(body);
    if (m) return `${what}: ${JSON.stringify(m[0].slice(0, 120))}`;
  }
  return null;
}
