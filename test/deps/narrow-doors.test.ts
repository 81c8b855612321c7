// Routes, channels and jobs are handed narrow doors (gateway/core/doors.ts): none reads the gateway's deps or takes the
// whole Gateway, so each one's type says what it calls. dependency-cruiser sees imports only; this reads the text.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../..');
/** The consumers: every HTTP route, every channel, the jobs. The composition root (gateway/app/start.ts) holds it all. */
const CONSUMERS = ['gateway/server', 'bots', 'gateway/app/jobs.ts'];

const WIDE = [
  // `gateway.deps.db`, `x.deps`: a spread (`{ ...deps }`) of a consumer's own options is not one
  { pattern: /(?<!\.)\.deps\b/, what: 'reads the gateway deps' },
  { pattern: /\bGatewayDeps\b/, what: 'names GatewayDeps' },
  // `gateway: Gateway`, `as Gateway`; `Pick<Gateway, …>` and `Gateway['listRuns']` name a part of it
  { pattern: /(:|\bas)\s*Gateway\b(?!\[)/, what: 'takes the whole Gateway' },
];

/** Each line of `text` that hands a consumer more than its door, with what it does. */
function wideLines(text: string): { line: number; what: string }[] {
  return text
    .split('\n')
    .flatMap((line, i) => WIDE.filter(({ pattern }) => pattern.test(line)).map(({ what }) => ({ line: i + 1, what })));
}

function sourceFiles(path: string): string[] {
  const full = join(ROOT, path);
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f))
    .map((f) => relative(ROOT, join(full, f)));
}

describe('narrow doors', () => {
  it('no route, channel or job reads the gateway deps or takes the whole Gateway', () => {
    const files = CONSUMERS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) =>
      wideLines(readFileSync(join(ROOT, file), 'utf8')).map(({ line, what }) => `${file}:${line} ${what}`),
    );
    expect(found).toEqual([]);
  });

  it('flags what would widen a door, and passes a door and a spread of options', () => {
    expect(wideLines('const { db } = gateway.deps;\nconst m = createMetrics(gateway.deps.db);')).toEqual([
      { line: 1, what: 'reads the gateway deps' },
      { line: 2, what: 'reads the gateway deps' },
    ]);
    expect(wideLines("import type { GatewayDeps } from '../kernel/deps.ts';")).toEqual([
      { line: 1, what: 'names GatewayDeps' },
    ]);
    expect(wideLines('export function statsRoutes(gateway: Gateway) {\n  gateway: Gateway;')).toEqual([
      { line: 1, what: 'takes the whole Gateway' },
      { line: 2, what: 'takes the whole Gateway' },
    ]);
    expect(
      wideLines(
        "type RunsGateway = Pick<Gateway, 'getRun'>;\nconst d = botDeps({ ...deps, names });\nlet r: Gateway['listRuns'];",
      ),
    ).toEqual([]);
  });
});
