// `npm run bench`: every benchmark on embedded PGlite (and Postgres when DATABASE_URL is set), tables + bench/results.json.
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { backendsFrom } from './backends.ts';
import { benchContext, type ContextResult } from './context-query.ts';
import { benchFootprint, type FootprintRow } from './footprint.ts';
import { benchNightly, type NightlyResult } from './nightly.ts';
import { benchOptions } from './options.ts';
import { contextTables, footprintTable, nightlyTable, startupTable, writeTable } from './report.ts';
import { benchStartup, type StartupResult } from './startup.ts';
import type { WritePathResult } from './write-path.ts';
import { benchWritePath } from './write-path.ts';

const opts = benchOptions(process.argv.slice(2), process.env);
if (opts) await main(opts);

async function main(o: NonNullable<typeof opts>) {
  const started = Date.now();
  const backends = backendsFrom(process.env);
  const machine = {
    date: new Date().toISOString(),
    cores: cpus().length,
    cpu: cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    /** 1-minute load average at the start: the machine is shared, and other work skews every figure. */
    loadStart: loadavg()[0]!,
    loadEnd: Number.NaN,
    backends: backends.map((b) => (b.serverUrl ? `${b.name} (${new URL(b.serverUrl).host})` : b.name)),
  };
  const progress = (line: string) =>
    process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
  progress(`bench on ${machine.backends.join(' + ')}; ${machine.cores} cores, ${machine.cpu}, node ${machine.node}`);

  const write: WritePathResult[] = [];
  const context: ContextResult[] = [];
  const nightly: NightlyResult[] = [];
  let startup: StartupResult | null = null;
  const levels = [
    { concurrency: 1, goals: 1 },
    { concurrency: 8, goals: 1 },
    { concurrency: 8, goals: 8 },
  ];
  for (const b of backends) {
    if (o.only.has('write')) {
      progress(`write path on ${b.name}`);
      write.push(...(await benchWritePath(b, { decisions: o.decisions, levels, seed: o.seed, progress })));
    }
    if (o.only.has('context')) {
      progress(`context query on ${b.name}`);
      context.push(...(await benchContext(b, { sizes: o.contextSizes, queries: o.queries, seed: o.seed, progress })));
    }
    if (o.only.has('nightly')) {
      progress(`nightly job on ${b.name}`);
      nightly.push(
        ...(await benchNightly(b, { sizes: o.nightlySizes, statistics: 'analyzed', seed: o.seed, progress })),
      );
      nightly.push(
        ...(await benchNightly(b, {
          sizes: o.nightlyNoStatsSizes,
          statistics: 'no statistics',
          seed: o.seed,
          progress,
        })),
      );
    }
  }
  if (o.only.has('startup')) {
    progress('start-up and memory (embedded default)');
    startup = await benchStartup({ decisions: o.load, repeats: o.starts, seed: o.seed, progress });
  }

  let footprint: FootprintRow[] = [];
  if (o.only.has('footprint')) {
    progress('footprint of the compiled service: --help, MCP tool list, starts, idle memory');
    footprint = await benchFootprint({
      repeats: o.pairs,
      rows: o.rows,
      databaseUrl: process.env.DATABASE_URL ?? null,
      progress,
    });
  }

  machine.loadEnd = loadavg()[0]!;
  const sections = [
    `machine: ${machine.cores} cores (${machine.cpu}), ${machine.memoryGb} GB, node ${machine.node}; ${machine.date}; ` +
      `load average ${machine.loadStart.toFixed(1)} at start, ${machine.loadEnd.toFixed(1)} at end`,
    write.length ? writeTable(write) : '',
    context.length ? contextTables(context, o.queries) : '',
    nightly.length ? nightlyTable(nightly) : '',
    startup ? startupTable(startup) : '',
    footprint.length ? footprintTable(footprint) : '',
    `total ${((Date.now() - started) / 1000).toFixed(0)} s`,
  ].filter(Boolean);
  process.stdout.write(`\n${sections.join('\n\n')}\n`);
  const { only, rows, ...settings } = o;
  writeFileSync(
    o.out,
    `${JSON.stringify({ machine, settings: { ...settings, only: [...only], rows: [...rows] }, write, context, nightly, startup, footprint }, null, 2)}\n`,
  );
  process.stderr.write(`wrote ${o.out}\n`);
}
