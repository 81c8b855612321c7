// Runs the real `taploop` command (the TypeScript CLI through tsx) in a temp folder with only the environment a test gives.
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsxLoader } from '../stress/helpers/taploop-process.ts';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `taploop <args>` with stdin closed (or fed), in `cwd` (default: a new temp folder, so no stray .env is read). */
export function runCli(
  args: string[],
  opts: {
    env?: Record<string, string>;
    stdin?: string;
    cwd?: string;
    script?: string;
    timeoutMs?: number;
    nodeArgs?: string[];
  } = {},
): Promise<CliResult> {
  const cwd = opts.cwd ?? mkdtempSync(join(tmpdir(), 'taploop-cli-'));
  const node = [...(opts.nodeArgs ?? []), '--import', tsxLoader()];
  const child = spawn(process.execPath, [...node, opts.script ?? join(ROOT, 'gateway', 'cli', 'index.ts'), ...args], {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: cwd, TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'warn', ...opts.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString('utf8')));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  child.stdin.end(opts.stdin ?? '');
  const timer = setTimeout(() => child.kill('SIGKILL'), opts.timeoutMs ?? 60_000);
  return new Promise((ok) =>
    child.once('close', (code) => {
      clearTimeout(timer);
      ok({ code, stdout, stderr });
    }),
  );
}

/** A user error as the CLI must report it: exactly one line on stderr, no stack frame, exit code 2. */
export function expectOneLine(r: CliResult): string {
  const lines = r.stderr.split('\n').filter((l) => l.trim() !== '');
  if (r.code !== 2 || lines.length !== 1 || /\n\s+at /.test(r.stderr)) {
    throw new Error(
      `expected one line on stderr and exit 2, got exit ${r.code}:\n${r.stderr}\n--- stdout:\n${r.stdout}`,
    );
  }
  return lines[0]!;
}
