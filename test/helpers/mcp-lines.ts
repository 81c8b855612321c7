// `taploop mcp` as a raw JSON-RPC peer sees it: lines written to its stdin, and each line of its stdout exactly as sent.
import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { join } from 'node:path';
import { tsxLoader } from '../stress/helpers/taploop-process.ts';
import { ROOT } from './cli.ts';

export interface McpLines {
  /** Every line the server wrote to stdout so far, split on "\n" only (as the MCP stdio transport frames them). */
  readonly lines: string[];
  readonly stderr: () => string;
  /** Writes `line` and a newline to the server's stdin. */
  send(line: string): void;
  /** Sends a request with this id and resolves the stdout line that answers it (a line whose "id" is the same). */
  request(id: number | string, method: string, params?: unknown): Promise<string>;
  /** The first line, from index `from` on, that `match` accepts; rejects after `timeoutMs`. */
  waitForLine(match: (line: string) => boolean, from?: number, timeoutMs?: number): Promise<string>;
  /** The exit code once it exited, else undefined. */
  exitCode(): number | null | undefined;
  close(): Promise<void>;
}

export async function startMcpLines(env: Record<string, string>): Promise<McpLines> {
  const child: ChildProcessWithoutNullStreams = spawn(
    process.execPath,
    ['--import', tsxLoader(), join(ROOT, 'gateway', 'cli', 'index.ts'), 'mcp'],
    { cwd: ROOT, env: { PATH: process.env.PATH ?? '', HOME: ROOT, LOG_LEVEL: 'warn', ...env }, stdio: 'pipe' },
  );
  const lines: string[] = [];
  let partial = '';
  let stderr = '';
  let exit: number | null | undefined;
  const waiters = new Set<() => void>();
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    const parts = (partial + chunk).split('\n');
    partial = parts.pop()!;
    lines.push(...parts);
    for (const w of waiters) w();
  });
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
  child.once('exit', (code) => {
    exit = code;
    for (const w of waiters) w();
  });
  child.stdin.on('error', () => {}); // writing to a server that died is the test's finding, reported by exitCode()

  const waitForLine: McpLines['waitForLine'] = (match, from = 0, timeoutMs = 20_000) =>
    new Promise((ok, fail) => {
      const check = () => {
        const found = lines.slice(from).find(match);
        if (found !== undefined) return done(() => ok(found));
        if (exit !== undefined) return done(() => fail(new Error(`taploop mcp exited (${exit}): ${stderr}`)));
      };
      const timer = setTimeout(() => done(() => fail(new Error(`no matching line in ${timeoutMs} ms`))), timeoutMs);
      const done = (then: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        then();
      };
      waiters.add(check);
      check();
    });

  const send = (line: string) => void child.stdin.write(`${line}\n`);
  const answers = (id: number | string) => (line: string) => {
    try {
      return (JSON.parse(line) as { id?: unknown }).id === id;
    } catch {
      return false;
    }
  };
  const peer: McpLines = {
    lines,
    stderr: () => stderr,
    send,
    request(id, method, params) {
      const from = lines.length;
      send(JSON.stringify({ jsonrpc: '2.0', id, method, ...(params === undefined ? {} : { params }) }));
      return waitForLine(answers(id), from);
    },
    waitForLine,
    exitCode: () => exit,
    async close() {
      if (exit !== undefined) return;
      const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
      child.stdin.end();
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
  await peer.request(0, 'initialize', {
    protocolVersion: '2025-06-18',
    capabilities: {},
    clientInfo: { name: 'taploop-test-lines', version: '0.0.0' },
  });
  send(JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }));
  return peer;
}
