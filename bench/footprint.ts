// Benchmark 5: how fast and small the compiled service is, as ratios against baselines measured side by side in the
// same run (each pair alternates, median of the repeats): `taploop --help` vs `node -e 0`; the MCP tool list vs a
// minimal MCP SDK server; a warm start on PGlite vs PGlite's own open + migrate; a start on Postgres vs a script that
// imports the same libraries and opens one connection; the server's idle RSS on Postgres, started the production way.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { FootprintRowKind } from './options.ts';

const CLI = 'dist/gateway/cli/index.js';

export interface FootprintRow {
  name: string;
  /** taploop's figure (ms, or MB for memory) and the baseline's, medians over `runs` alternating pairs. */
  taploop: number;
  baseline: number | null;
  unit: 'ms' | 'MB';
  /** taploop ÷ baseline (for memory: the figure ÷ the limit). */
  ratio: number;
  limit: number;
  pass: boolean;
  baselineIs: string;
  runs: number;
}

export async function benchFootprint(opts: {
  repeats: number;
  /** Which rows to measure (`--rows`); the Postgres rows also need a database URL. */
  rows: ReadonlySet<FootprintRowKind>;
  databaseUrl: string | null;
  progress: (line: string) => void;
}): Promise<FootprintRow[]> {
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: run "npm run build" first (npm install does it)`);
  const rows: FootprintRow[] = [];
  const n = opts.repeats;

  if (opts.rows.has('help')) {
    opts.progress(`  taploop --help vs node -e 0 (${n} pairs)`);
    const help = await pairs(
      n,
      () => exitTime(['-e', '0']),
      () => exitTime([CLI, '--help']),
    );
    rows.push(row('taploop --help', help, 'ms', 2, 'node -e 0'));
  }

  if (opts.rows.has('mcp')) {
    opts.progress(`  MCP tools/list: taploop mcp vs a minimal MCP SDK server (${n} pairs)`);
    const mcp = await pairs(
      n,
      () => mcpToolList(['bench/baselines/mcp-minimal.mjs']),
      () => mcpToolList([CLI, 'mcp']),
    );
    rows.push(row('taploop mcp: tool list', mcp, 'ms', 1.5, 'minimal MCP SDK stdio server answering tools/list'));
  }

  const dir = mkdtempSync(join(tmpdir(), 'taploop-bench-footprint-'));
  try {
    const data = join(dir, 'data');
    if (opts.rows.has('pglite')) {
      opts.progress('  warm start on PGlite: one cold start creates the folder first');
      await (await startTaploop({ DATA_DIR: data })).stop();
      opts.progress(`  warm start on PGlite vs PGlite open + migrate (${n} pairs)`);
      const warm = await pairs(
        n,
        async () => (await readyLine(['bench/baselines/pglite-open.mjs', data])).ms,
        async () => {
          const s = await startTaploop({ DATA_DIR: data }, 'announced');
          await s.stop();
          return s.readyMs;
        },
      );
      rows.push(
        row(
          'taploop start, warm, PGlite',
          warm,
          'ms',
          1.3,
          'PGlite open + migrate of the same folder to its ready line (dist/db, plain node)',
        ),
      );
    }

    if (opts.databaseUrl && opts.rows.has('postgres')) {
      const db = await createDatabase(opts.databaseUrl);
      try {
        const env = { DATA_DIR: data, DATABASE_URL: db.url };
        await (await startTaploop(env)).stop(); // migrations run once, before the timed starts
        opts.progress(`  start on Postgres vs the same libraries + one connection (${n} pairs)`);
        let last: Awaited<ReturnType<typeof startTaploop>> | null = null;
        const pg = await pairs(
          n,
          async () => {
            await last?.stop(); // nothing of taploop runs while the baseline is timed
            last = null;
            return baselineServer(db.url);
          },
          async () => {
            last = await startTaploop(env);
            return last.readyMs;
          },
        );
        rows.push(
          row(
            'taploop start, Postgres',
            pg,
            'ms',
            1.5,
            'script importing the same libraries, one connection, /healthz',
          ),
        );
        opts.progress('  idle RSS on Postgres: the last start, 5 s after it answered');
        await sleep(5000);
        const rss = rssMb(last!.pid);
        await last!.stop();
        rows.push({
          name: 'taploop start, Postgres: idle RSS',
          taploop: rss,
          baseline: null,
          unit: 'MB',
          ratio: rss / 120,
          limit: 120,
          pass: rss <= 120,
          baselineIs: 'limit 120 MB (node dist/gateway/cli/index.js start, no npm parent)',
          runs: 1,
        });
      } finally {
        await db.drop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

function row(
  name: string,
  p: { ours: number[]; base: number[] },
  unit: 'ms',
  limit: number,
  baselineIs: string,
): FootprintRow {
  const taploop = median(p.ours);
  const baseline = median(p.base);
  const ratio = taploop / baseline;
  return { name, taploop, baseline, unit, ratio, limit, pass: ratio <= limit, baselineIs, runs: p.ours.length };
}

/** Baseline and taploop alternate, so a burst of load on the shared machine hits both alike. */
async function pairs(n: number, base: () => Promise<number>, ours: () => Promise<number>) {
  const out = { ours: [] as number[], base: [] as number[] };
  await base(); // warm the file cache for both before anything is timed
  await ours();
  for (let i = 0; i < n; i++) {
    out.base.push(await base());
    out.ours.push(await ours());
  }
  return out;
}

const env = (extra: Record<string, string> = {}) => ({
  PATH: process.env.PATH ?? '',
  HOME: process.env.HOME ?? '',
  LOG_LEVEL: 'warn',
  TAPLOOP_TIMEZONE: 'UTC',
  ...extra,
});

async function exitTime(args: string[]): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { env: env(), stdio: 'ignore' });
  await new Promise((ok) => child.once('exit', ok));
  return performance.now() - t0;
}

/** Spawn → the answer to tools/list, over the real stdio transport (initialize, initialized, tools/list). */
async function mcpToolList(args: string[]): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, {
    env: env({ TAPLOOP_URL: 'http://127.0.0.1:9' }),
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  let buffer = '';
  const answered = new Promise<void>((ok) => {
    child.stdout!.on('data', (c: Buffer) => {
      buffer += c.toString('utf8');
      for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
        const msg = JSON.parse(buffer.slice(0, i)) as { id?: number };
        buffer = buffer.slice(i + 1);
        if (msg.id === 1) {
          send({ method: 'notifications/initialized' });
          send({ id: 2, method: 'tools/list' });
        }
        if (msg.id === 2) ok();
      }
    });
  });
  const send = (msg: object) => child.stdin!.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
  send({
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } },
  });
  await answered;
  const ms = performance.now() - t0;
  await stop(child);
  return ms;
}

async function readyLine(args: string[]): Promise<{ ms: number }> {
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { env: env(), stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((ok, fail) => {
    child.stdout!.on('data', (c: Buffer) => c.toString('utf8').includes('ready') && ok());
    child.once('exit', (code) => fail(new Error(`${args.join(' ')} exited with ${code}`)));
  });
  const ms = performance.now() - t0;
  await stop(child);
  return { ms };
}

/**
 * `node dist/gateway/cli/index.js start`, as production runs it; ready when /healthz answers. With `announced`, the
 * bench waits for the line the server prints once it listens ("taploop is running") and then asks /healthz once,
 * which must answer: the same kind of signal as a baseline's "ready" line, without a poll loop that takes CPU from
 * the starting server on a small machine. The time runs to that answer either way.
 */
async function startTaploop(extra: Record<string, string>, how: 'poll' | 'announced' = 'poll') {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, [CLI, 'start'], {
    env: env({ ...extra, PORT: String(port) }),
    stdio: ['ignore', how === 'announced' ? 'pipe' : 'ignore', 'inherit'],
  });
  if (how === 'poll') await healthy(url, child);
  else {
    await announced(child, 'taploop is running');
    const res = await fetch(`${url}/healthz`);
    if (!res.ok) throw new Error(`/healthz answered ${res.status} after "taploop is running"`);
    child.stdout!.resume(); // the rest of the banner is not read
  }
  return { readyMs: performance.now() - t0, pid: child.pid!, stop: () => stop(child) };
}

function announced(child: ChildProcess, line: string): Promise<void> {
  let seen = '';
  return new Promise<void>((ok, fail) => {
    const onData = (c: Buffer) => {
      seen += c.toString('utf8');
      if (!seen.includes(line)) return;
      child.stdout!.off('data', onData);
      ok();
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => fail(new Error(`${child.spawnargs.join(' ')} exited with ${code} before "${line}"`)));
  });
}

async function baselineServer(databaseUrl: string): Promise<number> {
  const port = await freePort();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['bench/baselines/postgres-start.mjs'], {
    env: env({ DATABASE_URL: databaseUrl, PORT: String(port) }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await healthy(`http://127.0.0.1:${port}`, child);
  const ms = performance.now() - t0;
  await stop(child);
  return ms;
}

async function healthy(url: string, child: ChildProcess): Promise<void> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${child.spawnargs.join(' ')} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((ok) => child.once('exit', ok));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function createDatabase(serverUrl: string) {
  const name = `taploop_bench_footprint_${Date.now().toString(36)}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const again = postgres(serverUrl, { max: 1, onnotice: () => {} });
      await again.unsafe(`drop database if exists ${name} with (force)`);
      await again.end();
    },
  };
}

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
    s.on('error', fail);
  });
}

const sleep = (ms: number) => new Promise<void>((ok) => setTimeout(ok, ms));
