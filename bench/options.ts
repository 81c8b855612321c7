// Benchmark sizes from flags or BENCH_* environment variables; --quick shrinks everything to a smoke run.
import { parseArgs } from 'node:util';

export interface BenchOptions {
  only: Set<'write' | 'context' | 'nightly' | 'startup' | 'footprint'>;
  decisions: number;
  contextSizes: number[];
  queries: number;
  nightlySizes: number[];
  nightlyNoStatsSizes: number[];
  load: number;
  /** Start-ups per kind (cold, warm): the table shows their median. */
  starts: number;
  /** Alternating taploop/baseline pairs per footprint row: the table shows their medians. */
  pairs: number;
  /** Which footprint rows to measure (postgres needs DATABASE_URL). */
  rows: Set<FootprintRowKind>;
  seed: number;
  out: string;
}

const HELP = `Usage: npm run bench -- [--quick] [--only write,context,nightly,startup,footprint] [--decisions N]
  [--sizes 1000,10000,50000] [--queries N] [--nightly-sizes 1000,10000] [--nightly-nostats-sizes 1000,2000]
  [--load N] [--starts N] [--pairs N] [--rows help,mcp,pglite,postgres] [--seed N] [--out bench/results.json]
Each flag can also be set as an environment variable: BENCH_DECISIONS=300, BENCH_SIZES=1000,10000, …
Runs on embedded PGlite (temp folders) and, when DATABASE_URL is set, on that Postgres too (a new
taploop_bench_* database per benchmark, dropped afterwards). footprint runs the compiled build (npm run build).`;

export function benchOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
      only: { type: 'string' },
      decisions: { type: 'string' },
      sizes: { type: 'string' },
      queries: { type: 'string' },
      'nightly-sizes': { type: 'string' },
      'nightly-nostats-sizes': { type: 'string' },
      load: { type: 'string' },
      starts: { type: 'string' },
      pairs: { type: 'string' },
      rows: { type: 'string' },
      seed: { type: 'string' },
      out: { type: 'string' },
    },
  });
  if (values.help) {
    process.stdout.write(`${HELP}\n`);
    return null;
  }
  const quick = values.quick ?? env.BENCH_QUICK === '1';
  const pick = (flag: string | undefined, name: string, full: string, small: string) =>
    flag ?? env[`BENCH_${name}`] ?? (quick ? small : full);
  const list = (s: string) => s.split(',').map((x) => positive(x, s));
  const only = pick(
    values.only,
    'ONLY',
    'write,context,nightly,startup,footprint',
    'write,context,nightly,startup,footprint',
  );
  return {
    only: new Set(parseOnly(only)),
    decisions: positive(pick(values.decisions, 'DECISIONS', '1000', '200')),
    contextSizes: list(pick(values.sizes, 'SIZES', '1000,10000,50000', '1000')),
    queries: positive(pick(values.queries, 'QUERIES', '200', '100')),
    nightlySizes: list(pick(values['nightly-sizes'], 'NIGHTLY_SIZES', '1000,10000', '1000')),
    nightlyNoStatsSizes: list(pick(values['nightly-nostats-sizes'], 'NIGHTLY_NOSTATS_SIZES', '1000,2000', '1000')),
    load: positive(pick(values.load, 'LOAD', '500', '200')),
    starts: positive(pick(values.starts, 'STARTS', '3', '1')),
    pairs: positive(pick(values.pairs, 'PAIRS', '7', '3')),
    rows: new Set(parseRows(pick(values.rows, 'ROWS', FOOTPRINT_ROWS.join(','), FOOTPRINT_ROWS.join(',')))),
    seed: positive(pick(values.seed, 'SEED', '42', '42')),
    out: values.out ?? env.BENCH_OUT ?? 'bench/results.json',
  };
}

function parseOnly(s: string): ('write' | 'context' | 'nightly' | 'startup' | 'footprint')[] {
  const known = ['write', 'context', 'nightly', 'startup', 'footprint'] as const;
  return s.split(',').map((x) => {
    const name = known.find((k) => k === x.trim());
    if (!name) throw new Error(`--only: unknown benchmark "${x}" (expected ${known.join(', ')})`);
    return name;
  });
}

export const FOOTPRINT_ROWS = ['help', 'mcp', 'pglite', 'postgres'] as const;
export type FootprintRowKind = (typeof FOOTPRINT_ROWS)[number];

function parseRows(s: string): FootprintRowKind[] {
  return s.split(',').map((x) => {
    const row = FOOTPRINT_ROWS.find((k) => k === x.trim());
    if (!row) throw new Error(`--rows: unknown footprint row "${x}" (expected ${FOOTPRINT_ROWS.join(', ')})`);
    return row;
  });
}

function positive(s: string, context = s): number {
  const n = Number(s.trim());
  if (!Number.isInteger(n) || n <= 0) throw new Error(`expected a positive whole number, got "${s}" in "${context}"`);
  return n;
}
