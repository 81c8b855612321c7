// A real `taploop start` process (node --import tsx gateway/cli/index.ts start) on a fixed loopback port, killable and restartable.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLI = join(ROOT, 'gateway', 'cli', 'index.ts');
const READY = 'taploop is running';
const KEEP_OUTPUT = 64 * 1024;

/** tsx's ESM loader as a file URL: the process runs in a temp folder (no stray .env or config), so `--import tsx` would not resolve. */
export function tsxLoader(): string {
  const pkgPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const exportsField = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { exports: Record<string, unknown> }).exports['.'];
  const entry = typeof exportsField === 'string' ? exportsField : './dist/loader.mjs';
  return pathToFileURL(join(dirname(pkgPath), entry)).href;
}

/** Every process this file spawned and that has not exited yet: afterAll kills what is left, even after a failure. */
const live = new Set<ChildProcess>();

export function killAllSpawned(): void {
  for (const child of live) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

export interface TaploopProcess {
  readonly url: string;
  readonly pid: number | null;
  /** Spawns the process and resolves once it printed that it is serving; rejects (with its output) if it exits first. */
  start(): Promise<void>;
  /** SIGKILL: no shutdown code runs (the embedded data folder keeps its lock file), then waits for the exit. */
  kill(): Promise<void>;
  /** SIGTERM and wait for a clean exit; resolves with the exit code. */
  stop(): Promise<number | null>;
  /** The last 64 kB the processes printed (stdout and stderr, every start). */
  output(): string;
  /** Why the process is gone when nobody killed or stopped it (a crash; reset by start), else null. */
  crashed(): string | null;
}

export function taploopProcess(opts: {
  cwd: string;
  port: number;
  env: Record<string, string>;
  startTimeoutMs?: number;
  /** Node options after tsx's loader, e.g. another `--import` that sets up a fault. */
  nodeArgs?: string[];
  /** A shell line the process runs before it becomes taploop (`exec` keeps its pid: `$$` is taploop's pid). */
  before?: string;
}): TaploopProcess {
  const loader = tsxLoader();
  let child: ChildProcess | null = null;
  let exited: Promise<number | null> = Promise.resolve(null);
  let out = '';
  let ending = false;
  let crash: string | null = null;
  const keep = (chunk: Buffer) => {
    out = (out + chunk.toString('utf8')).slice(-KEEP_OUTPUT);
  };

  return {
    url: `http://127.0.0.1:${opts.port}`,
    get pid() {
      return child?.pid ?? null;
    },
    start() {
      const args = ['--import', loader, ...(opts.nodeArgs ?? []), CLI, 'start'];
      const [command, argv] = opts.before
        ? ['sh', ['-c', `${opts.before}; exec "$0" "$@"`, process.execPath, ...args]]
        : [process.execPath, args];
      const c = spawn(command, argv, {
        cwd: opts.cwd,
        // Only what the test chooses: no inherited DATABASE_URL, tokens or LOG_LEVEL from the developer's shell.
        env: { PATH: process.env.PATH ?? '', HOME: opts.cwd, ...opts.env, PORT: String(opts.port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = c;
      live.add(c);
      ending = false;
      crash = null;
      exited = new Promise((ok) =>
        c.once('exit', (code, signal) => {
          if (!ending && !crash)
            crash = `taploop (pid ${c.pid}) exited on its own with ${code ?? signal}:\n${out.slice(-6000)}`;
          ok(code);
        }),
      );
      void exited.then(() => live.delete(c));
      return new Promise<void>((ok, fail) => {
        const timer = setTimeout(() => {
          c.kill('SIGKILL');
          fail(new Error(`taploop did not start within ${opts.startTimeoutMs ?? 60_000} ms:\n${out.slice(-4000)}`));
        }, opts.startTimeoutMs ?? 60_000);
        let seen = '';
        c.stdout!.on('data', (chunk: Buffer) => {
          keep(chunk);
          seen += chunk.toString('utf8');
          if (seen.includes(READY)) {
            clearTimeout(timer);
            seen = '';
            ok();
          }
        });
        c.stderr!.on('data', keep);
        void exited.then((code) => {
          clearTimeout(timer);
          fail(new Error(`taploop exited with ${code} before it was ready:\n${out.slice(-4000)}`));
        });
      });
    },
    async kill() {
      ending = true;
      child?.kill('SIGKILL');
      await exited;
    },
    async stop() {
      ending = true;
      child?.kill('SIGTERM');
      const timer = setTimeout(() => child?.kill('SIGKILL'), 30_000);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
    output: () => out,
    crashed: () => crash,
  };
}
