// `taploop start` on the embedded database when its disk fills up: writes answer 503 with Retry-After and store nothing,
// the server carries on once space is freed, and a start on a full disk is one line that says to free space.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { expectOneLine, ROOT, runCli } from '../helpers/cli.ts';
import { onPostgres } from '../helpers/db.ts';
import { freePort, killAllSpawned, taploopProcess } from '../stress/helpers/taploop-process.ts';

const FULL_DISK = ['--import', join(ROOT, 'test', 'fakes', 'full-disk.mjs')];
const DISK_FULL_ANSWER = {
  error: {
    code: 'unavailable',
    message: "The server's disk is full: nothing was changed. Try again in 5 s, once space is freed on the server.",
  },
};

describe.skipIf(onPostgres())('a full disk under the embedded database', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'taploop-disk-full-'));
  const dataDir = join(cwd, 'data');
  const full = join(cwd, 'disk-is-full'); // while this file exists, writes under dataDir fail with ENOSPC
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'silent', FULL_DISK_DIR: dataDir, FULL_DISK_WHEN: full };
  afterAll(() => {
    killAllSpawned();
    rmSync(cwd, { recursive: true, force: true });
  });

  it('writes answer 503 with Retry-After and store nothing; once space is freed the same server stores again', async () => {
    const proc = taploopProcess({ cwd, port: await freePort(), env, nodeArgs: FULL_DISK });
    await proc.start();
    const post = (path: string, body: unknown) =>
      fetch(`${proc.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    try {
      const before = (await (await post('/v1/runs', { goal: 'posts', draft: 'Before the disk filled.' })).json()) as {
        id: string;
      };

      writeFileSync(full, '');
      for (const [path, body] of [
        ['/v1/runs', { goal: 'posts', draft: 'Written on a full disk.' }],
        [`/v1/runs/${before.id}/decision`, { action: 'approve' }],
        ['/v1/rules', { title: 'Plain words', body: 'No exclamation marks.' }],
      ] as const) {
        const res = await post(path, body);
        expect({ path, status: res.status, retryAfter: res.headers.get('retry-after') }).toEqual({
          path,
          status: 503,
          retryAfter: '5',
        });
        const answer = (await res.json()) as { error: { message: string } };
        if (path !== `/v1/runs/${before.id}/decision`) expect(answer).toEqual(DISK_FULL_ANSWER);
        else expect(answer.error.message).toMatch(/^Not saved: /); // a tap's own words
      }

      rmSync(full);
      await vi.waitUntil(async () => (await fetch(`${proc.url}/healthz`)).ok, { timeout: 30_000, interval: 200 });
      expect((await post('/v1/runs', { goal: 'posts', draft: 'After space was freed.' })).status).toBe(201);
      const { runs } = (await (await fetch(`${proc.url}/v1/runs`)).json()) as {
        runs: { draft: string; status: string }[];
      };
      expect(runs.map((r) => [r.draft, r.status])).toEqual([
        ['After space was freed.', 'pending'],
        ['Before the disk filled.', 'pending'],
      ]);
      const { rules } = (await (await fetch(`${proc.url}/v1/rules`)).json()) as { rules: unknown[] };
      expect(rules).toEqual([]);
    } finally {
      rmSync(full, { force: true });
      expect(await proc.stop()).toBe(0);
    }
  }, 120_000);

  it('start on a full disk: exit code 2 and one line naming the data folder and saying to free space', async () => {
    writeFileSync(full, '');
    const r = await runCli(['start'], {
      cwd,
      env: { ...env, PORT: String(await freePort()), HOST: '127.0.0.1' },
      nodeArgs: FULL_DISK,
    });
    expect(expectOneLine(r)).toBe(
      `The disk holding the data folder ${dataDir} is full (no space left on device): free some space there, then start taploop again.`,
    );
  }, 60_000);
});
