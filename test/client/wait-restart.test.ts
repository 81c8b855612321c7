// A wait outlives the server: `taploop wait` and MCP wait_for_decision against a real `taploop start` that stops (and
// starts again) while they wait end with the decision, or with the pending run when their time runs out; a server that
// was never up is still the one-line "not running" error, at once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { expectOneLine, ROOT, runCli } from '../helpers/cli.ts';
import {
  freePort,
  killAllSpawned,
  type TaploopProcess,
  taploopProcess,
  tsxLoader,
} from '../stress/helpers/taploop-process.ts';

const CLI = join(ROOT, 'gateway', 'cli', 'index.ts');

describe('a wait while the server stops and starts again', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'taploop-wait-restart-'));
  let port: number;
  let server: TaploopProcess;
  beforeAll(async () => {
    port = await freePort();
    // One long poll at a time: a second one is refused (503), which tells the test that a client's wait has begun.
    server = taploopProcess({
      cwd,
      port,
      env: { DATA_DIR: join(cwd, 'data'), LOG_LEVEL: 'warn', MAX_WAITING_REQUESTS: '1' },
    });
    await server.start();
  });
  afterAll(() => {
    killAllSpawned();
    rmSync(cwd, { recursive: true, force: true });
  });

  const submit = async (draft: string) => {
    const res = await fetch(`${server.url}/v1/runs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ goal: 'posts', draft }),
    });
    return ((await res.json()) as { id: string }).id;
  };
  const approve = async (id: string) =>
    (
      await fetch(`${server.url}/v1/runs/${id}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'approve' }),
      })
    ).status;
  /** Until a client's long poll holds the server's one slot (a probe of its own is refused): a wait that has begun. */
  const waitHasBegun = () =>
    vi.waitUntil(async () => (await fetch(`${server.url}/v1/runs/run_probe00000000?wait=1`)).status === 503, {
      timeout: 30_000,
      interval: 50,
    });
  const restart = async () => {
    expect(await server.stop()).toBe(0);
    await server.start();
  };

  it('taploop wait: the server restarts mid-wait; the decision made after it ends the wait with exit 0', async () => {
    const id = await submit('Decided after a restart.');
    const waiting = runCli(['wait', id, '--wait', '120'], { env: { TAPLOOP_URL: server.url } });
    await waitHasBegun();
    await restart();
    expect(await approve(id)).toBe(201);
    const r = await waiting;
    expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
      code: 0,
      stdout: 'status: approved\nfinal text:\nDecided after a restart.\n',
      stderr: '',
    });
  }, 120_000);

  it('taploop wait: the server goes away mid-wait and the time runs out: exit 3 and the run, still pending', async () => {
    const id = await submit('Nobody decides this one.');
    const waiting = runCli(['wait', id, '--wait', '8'], { env: { TAPLOOP_URL: server.url } });
    await waitHasBegun();
    expect(await server.stop()).toBe(0);
    try {
      const r = await waiting;
      expect({ code: r.code, stdout: r.stdout, stderr: r.stderr }).toEqual({
        code: 3,
        stdout: 'status: pending\n',
        stderr: '',
      });
    } finally {
      await server.start();
    }
  }, 120_000);

  it('MCP wait_for_decision: a restart mid-wait, then the decision: the decided run; with no decision, the pending run', async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', tsxLoader(), CLI, 'mcp'],
      cwd,
      env: { ...getDefaultEnvironment(), TAPLOOP_URL: server.url },
      stderr: 'pipe',
    });
    const client = new Client({ name: 'taploop-test', version: '0.0.0' });
    await client.connect(transport);
    const wait = (run_id: string, timeout_seconds: number) =>
      client.callTool({ name: 'wait_for_decision', arguments: { run_id, timeout_seconds } }, undefined, {
        timeout: 120_000,
      }) as Promise<CallToolResult>;
    try {
      const decided = await submit('Decided while MCP waits.');
      const waiting = wait(decided, 120);
      await waitHasBegun();
      await restart();
      expect(await approve(decided)).toBe(201);
      const result = await waiting;
      expect(result.isError).toBeFalsy();
      expect(result.structuredContent).toMatchObject({ run_id: decided, status: 'approved', decided: true });

      const pending = await submit('Nobody decides this one either.');
      const runsOut = wait(pending, 8);
      await waitHasBegun();
      expect(await server.stop()).toBe(0);
      try {
        const out = await runsOut;
        expect(out.isError).toBeFalsy();
        expect(out.structuredContent).toMatchObject({ run_id: pending, status: 'pending', decided: false });
      } finally {
        await server.start();
      }
    } finally {
      await client.close();
    }
  }, 180_000);
});

describe('a wait on a server that was never up', () => {
  it('taploop wait: exit 2 and the one-line "not running" error at once, not after its time', async () => {
    const port = await freePort(); // nothing listens there
    const started = Date.now();
    const r = await runCli(['wait', 'run_h8y08dp7kj5rce', '--wait', '120'], {
      env: { TAPLOOP_URL: `http://127.0.0.1:${port}` },
    });
    expect(expectOneLine(r)).toMatch(
      new RegExp(`^taploop is not running at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\) — start it`),
    );
    expect(Date.now() - started).toBeLessThan(60_000); // the 120 s it would wait for a server that had answered
  }, 150_000);
});
