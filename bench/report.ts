// The printed tables of `npm run bench`: each figure next to its baseline, with the ratio between them.
import type { ContextResult } from './context-query.ts';
import type { FootprintRow } from './footprint.ts';
import type { NightlyResult } from './nightly.ts';
import type { Spread, StartupResult } from './startup.ts';
import { ms, ratio } from './stats.ts';
import { table } from './table.ts';
import type { WritePathResult } from './write-path.ts';

const rate = (x: number) => x.toFixed(0);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const sec = (x: number) => (x / 1000).toFixed(1);

export function writeTable(rs: WritePathResult[]): string {
  return table(
    'Feedback write path: POST /v1/runs/:id/decision through the Hono app (zod, tap log, transaction, publication slot) vs a raw single-row INSERT',
    [
      'backend',
      'conc',
      'goals',
      'conns',
      'decisions/s',
      'p50 ms',
      'p99 ms',
      'INSERTs/s',
      'p50 ms',
      'p99 ms',
      'ratio',
      'stmts/approval',
      'p50 first→last 10%',
    ],
    rs.map((r) => [
      r.backend,
      r.concurrency,
      r.goals,
      r.connections,
      rate(r.http.perSecond),
      ms(r.http.p50),
      ms(r.http.p99),
      rate(r.raw.perSecond),
      ms(r.raw.p50),
      ms(r.raw.p99),
      ratio(r.raw.perSecond, r.http.perSecond),
      r.statementsPerApproval,
      `${ms(r.drift.firstP50)}→${ms(r.drift.lastP50)}`,
    ]),
  );
}

export function contextTables(rs: ContextResult[], queries: number): string {
  const latency = table(
    `Context query (k=5, ${queries} new situations, goal "posts" = 60% of rows): getContext vs the bare pgvector ORDER BY <=> LIMIT 5`,
    [
      'backend',
      'corrections',
      'getContext p50',
      'p95',
      'with draft p50',
      'p95',
      'its vector query p50',
      'bare HNSW p50',
      'p95',
      'ratio p50',
      'exact scan p50',
      'exact/HNSW',
      'plan',
    ],
    rs.map((r) => [
      r.backend,
      r.corrections,
      ms(r.getContext.p50),
      ms(r.getContext.p95),
      ms(r.withDraft.p50),
      ms(r.withDraft.p95),
      ms(r.filtered.p50),
      ms(r.bare.p50),
      ms(r.bare.p95),
      ratio(r.getContext.p50, r.bare.p50),
      ms(r.exact.p50),
      ratio(r.exact.p50, r.bare.p50),
      r.plan,
    ]),
  );
  const quality = table(
    'HNSW recall@5 against exact search (enable_indexscan = off), and seeding cost (bulk INSERT, then index build)',
    [
      'backend',
      'corrections',
      'bare',
      'getContext "posts"',
      '"pages" (10% of rows)',
      'rows returned',
      '"pages", iterative scan off',
      'rows returned',
      '"pages" p50 ms',
      'scan off p50',
      'ratio',
      'insert s',
      'index build s',
    ],
    rs.map((r) => [
      r.backend,
      r.corrections,
      pct(r.recall.bare),
      pct(r.recall.contextPosts),
      pct(r.recall.contextPages),
      `${r.returnedPages.hnsw.toFixed(2)} of ${r.returnedPages.exact.toFixed(2)}`,
      pct(r.plainPages.recall),
      r.plainPages.returned.toFixed(2),
      ms(r.pagesP50.iterative),
      ms(r.pagesP50.plain),
      ratio(r.pagesP50.iterative, r.pagesP50.plain),
      sec(r.seed.insertMs),
      sec(r.seed.indexMs),
    ]),
  );
  return `${latency}\n\n${quality}`;
}

export function nightlyTable(rs: NightlyResult[]): string {
  return table(
    'Nightly job (runNightly over a 30-day window): time and growth; growth = time ratio to the first size of the same series',
    ['backend', 'statistics', 'corrections', 'seconds', 'growth', 'items', 'candidates', 'attached', 'neighbour query'],
    rs.map((r) => {
      const first = rs.find((x) => x.backend === r.backend && x.statistics === r.statistics)!;
      const growth =
        r === first ? '1.0×' : `${ratio(r.ms, first.ms)} for ${(r.corrections / first.corrections).toFixed(0)}× rows`;
      return [r.backend, r.statistics, r.corrections, sec(r.ms), growth, r.items, r.candidates, r.attached, r.plan];
    }),
  );
}

export function startupTable(r: StartupResult): string {
  const mb = (x: number) => x.toFixed(0);
  const spread = (x: Spread) => `${ms(x.median)} (${ms(x.min)}–${ms(x.max)})`;
  return table(
    `taploop start on embedded PGlite (node --import tsx gateway/cli/index.ts start) until /healthz answers, median (min–max) of ${r.cold.runs.length}; RSS of that process`,
    ['what', 'taploop start', 'PGlite alone (open + migrate)', 'ratio'],
    [
      [
        'cold start (new folder) ms',
        spread(r.cold),
        spread(r.pgliteAlone.cold),
        ratio(r.cold.median, r.pgliteAlone.cold.median),
      ],
      [
        'warm start (existing folder) ms',
        spread(r.warm),
        spread(r.pgliteAlone.warm),
        ratio(r.warm.median, r.pgliteAlone.warm.median),
      ],
      ['RSS idle MB (warm)', mb(r.rssIdleMb), mb(r.pgliteAlone.rssMb), ratio(r.rssIdleMb, r.pgliteAlone.rssMb)],
      [
        `RSS peak under load MB (${r.load.n} submit+decide, 8 at a time, ${rate(r.load.perSecond)}/s, p50 ${ms(r.load.p50)} ms)`,
        mb(r.rssLoadPeakMb),
        '',
        '',
      ],
      ['RSS 3 s after load MB', mb(r.rssAfterLoadMb), '', ''],
    ],
  );
}

export function footprintTable(rs: FootprintRow[]): string {
  return table(
    'Footprint of the compiled service (node dist/…, no npm or tsx in front) vs baselines run alternately in this run; medians',
    ['what', 'taploop', 'baseline', 'ratio', 'limit', 'ok', 'baseline is'],
    rs.map((r) => [
      r.name,
      `${r.taploop.toFixed(0)} ${r.unit}`,
      r.baseline === null ? '' : `${r.baseline.toFixed(0)} ${r.unit}`,
      `${r.ratio.toFixed(2)}×`,
      r.unit === 'MB' ? `${r.limit} MB` : `${r.limit}×`,
      r.pass ? 'yes' : 'NO',
      r.baselineIs,
    ]),
  );
}
