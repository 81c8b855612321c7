// Benchmark 4: `taploop start` on the embedded default, spawned as users run it: time to a healthy /healthz, and memory.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { correction } from './corpus.ts';
import { createRng } from './prng.ts';
import { type LatencySummary, timeLoop } from './stats.ts';

/** Median and range of repeated start-ups: one start on a shared 2-core machine is too noisy to quote alone. */
export interface Spread {
  median: number;
  min: number;
  max: number;
  runs: number[];
}

export interface StartupResult {
  /** Start on an empty folder: creates the database and applies the migrations. */
  cold: Spread;
  /** Start on a folder that already holds the database. */
  warm: Spread;
  rssIdleMb: number;
  rssLoadPeakMb: number;
  rssAfterLoadMb: number;
  /** The load itself: submit + decide over real HTTP, as a client would. */
  load: LatencySummary;
  /** The embedded database alone in a bare process (open + migrate), new folder and existing one: the floor under both. */
  pgliteAlone: { cold: Spread; warm: Spread; rssMb: number };
}

export async function benchStartup(opts: {
  decisions: number;
  repeats: number;
  seed: number;
  progress: (line: string) => void;
}): Promise<StartupResult> {
  const dir = mkdtempSync(join(tmpdir(), 'taploop-bench-start-'));
  const config = join(dir, 'taploop.config.json');
  writeFileSync(config, JSON.stringify({ goals: {}, defaultGoal: { maxPerDay: 10_000, publisher: { type: 'log' } } }));
  const data = (i: number) => join(dir, `data-${i}`);
  try {
    const cold: number[] = [];
    for (let i = 0; i < opts.repeats; i++) {
      opts.progress(`  start ${i + 1}/${opts.repeats} (cold: new data folder)`);
      const s = await startServer(data(i), config);
      cold.push(s.readyMs);
      await s.stop();
    }
    const warm: number[] = [];
    let server!: Awaited<ReturnType<typeof startServer>>;
    for (let i = 0; i < opts.repeats; i++) {
      opts.progress(`  start ${i + 1}/${opts.repeats} (warm: existing folder)`);
      server = await startServer(data(0), config);
      warm.push(server.readyMs);
      if (i < opts.repeats - 1) await server.stop(); // the last one stays up for the memory figures
    }
    try {
      await sleep(3000); // let start-up garbage settle before calling it idle
      const rssIdleMb = rssMb(server.child.pid!);
      opts.progress(`  load: ${opts.decisions} drafts submitted and decided over HTTP, 8 at a time`);
      let peak = rssIdleMb;
      const sampler = setInterval(() => (peak = Math.max(peak, rssMb(server.child.pid!))), 100);
      const rng = createRng(opts.seed);
      const { summary: load } = await timeLoop(opts.decisions, 8, async () => {
        const c = correction(rng);
        const run = await post(`${server.url}/v1/runs`, { goal: c.goal, task: c.task, draft: c.draft });
        const body = c.rating === 0 ? { action: 'edit', text: c.correction } : { action: 'reject', reason: c.reason };
        await post(`${server.url}/v1/runs/${(run as { id: string }).id}/decision`, body);
      });
      clearInterval(sampler);
      await sleep(3000);
      const rssAfterLoadMb = rssMb(server.child.pid!);
      await server.stop();
      opts.progress('  reference: PGlite alone (open + migrate) in a bare process, new folders and the existing one');
      const aloneCold: Alone[] = [];
      const aloneWarm: Alone[] = [];
      for (let i = 0; i < opts.repeats; i++) aloneCold.push(await pgliteAloneRun());
      for (let i = 0; i < opts.repeats; i++) aloneWarm.push(await pgliteAloneRun(data(0)));
      return {
        cold: spread(cold),
        warm: spread(warm),
        rssIdleMb,
        rssLoadPeakMb: peak,
        rssAfterLoadMb,
        load,
        pgliteAlone: {
          cold: spread(aloneCold.map((a) => a.readyMs)),
          warm: spread(aloneWarm.map((a) => a.readyMs)),
          rssMb: aloneWarm.at(-1)!.rssMb,
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function spread(runs: number[]): Spread {
  const sorted = [...runs].sort((a, b) => a - b);
  return { median: sorted[Math.floor((sorted.length - 1) / 2)]!, min: sorted[0]!, max: sorted.at(-1)!, runs };
}

interface Alone {
  readyMs: number;
  rssMb: number;
}

async function pgliteAloneRun(folder?: string): Promise<Alone> {
  const args = ['--import', 'tsx', 'bench/pglite-alone.ts', ...(folder ? [folder] : [])];
  const t0 = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  let readyMs = Number.NaN;
  child.stdout!.on('data', (d) => {
    out += d;
    if (Number.isNaN(readyMs) && out.includes('ready\n')) readyMs = performance.now() - t0;
  });
  await new Promise((ok) => child.on('exit', ok));
  const { rssMb } = JSON.parse(out.split('\n')[1]!) as { rssMb: number };
  return { readyMs, rssMb };
}

async function startServer(dataDir: string, config: string) {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    TAPLOOP_TIMEZONE: 'UTC',
    TAPLOOP_CONFIG: config,
  };
  const url = `http://127.0.0.1:${port}`;
  const t0 = performance.now();
  // The environment is passed whole, so no DATABASE_URL, bot token or API key of the caller leaks in.
  const child = spawn(process.execPath, ['dist/gateway/cli/index.js', 'start'], {
    env,
    stdio: ['ignore', 'ignore', 'pipe'],
  }); // the compiled build, as production runs it
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`taploop start exited with ${child.exitCode}: ${stderr}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    await sleep(10);
  }
  const readyMs = performance.now() - t0;
  return { child, url, readyMs, stop: () => stop(child, exited) };
}

async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000); // a clean stop should take well under that
  await exited;
  clearTimeout(timer);
}

async function post(url: string, body: unknown): Promise<unknown> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
}

/** Resident set size of a process, from /proc (Linux). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? Number.NaN) / 1024;
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

const sleep = (msec: number) => new Promise<void>((ok) => setTimeout(ok, msec));
