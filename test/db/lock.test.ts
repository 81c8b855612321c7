// The embedded data folder is one process's at a time, and a lock left by a crash never blocks the next start.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { expectOneLine, runCli } from '../helpers/cli.ts';
import { onPostgres } from '../helpers/db.ts';
import { freePort, killAllSpawned, taploopProcess } from '../stress/helpers/taploop-process.ts';

// The embedded database only: a real Postgres takes any number of processes.
describe.skipIf(onPostgres())('embedded data folder', () => {
  const dir = mkdtempSync(join(tmpdir(), 'taploop-lock-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second process while the first has it open, with a clear message', async () => {
    const first = await createDb({ dataDir: dir });
    try {
      const child = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          '-e',
          `import('${join(process.cwd(), 'db/client.ts')}').then(m => m.createDb({ dataDir: ${JSON.stringify(dir)} })).then(() => process.exit(0), e => { console.error(e.message); process.exit(3) })`,
        ],
        { encoding: 'utf8', timeout: 60_000 },
      );
      expect(child.status).toBe(3);
      expect(child.stderr).toMatch(/in use by another taploop process \(pid \d+\)/);
    } finally {
      await first.close();
    }
  });

  it('opens again once the first process has closed it, keeping the data', async () => {
    const a = await createDb({ dataDir: dir });
    await a.exec('create table if not exists kept (x int); insert into kept values (42)');
    await a.close();
    const b = await createDb({ dataDir: dir });
    const rows = await b.query<{ x: number }>('select x from kept');
    await b.close();
    expect(rows.map((r) => r.x)).toContain(42);
  });
});

// A crash never blocks the next start: the lock a killed taploop leaves names a pid that may be reused.
describe.skipIf(onPostgres())('taploop start after a crash left its lock', () => {
  const cwd = mkdtempSync(join(tmpdir(), 'taploop-lock-start-'));
  const dataDir = join(cwd, 'data');
  const lock = join(dataDir, 'taploop.lock');
  afterAll(() => {
    killAllSpawned();
    rmSync(cwd, { recursive: true, force: true });
  });

  it.skipIf(!existsSync('/proc/self/stat'))(
    "a lock naming a live process that is not its holder (the pid was reused) is taken over; a running taploop's is not",
    async () => {
      const crashed = taploopProcess({ cwd, port: await freePort(), env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
      await crashed.start();
      await crashed.kill(); // SIGKILL: its lock stays behind
      const other = spawn('sleep', ['600'], { stdio: 'ignore' });
      try {
        // The crashed holder's pid now belongs to another live process (after a reboot, or a pid wrap).
        writeFileSync(lock, readFileSync(lock, 'utf8').replace(/^\d+/, String(other.pid)));
        const first = taploopProcess({ cwd, port: await freePort(), env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' } });
        await first.start();
        try {
          expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
          expect(readFileSync(lock, 'utf8')).toMatch(new RegExp(`^${first.pid}\\b`));

          const second = await runCli(['start'], {
            cwd,
            env: { DATA_DIR: dataDir, PORT: String(await freePort()), HOST: '127.0.0.1' },
          });
          expect(expectOneLine(second)).toMatch(
            new RegExp(
              `^The data folder .* is in use by another taploop process \\(pid ${first.pid}\\)\\. Stop it first`,
            ),
          );
        } finally {
          await first.stop();
        }
      } finally {
        other.kill('SIGKILL');
      }
    },
    120_000,
  );

  it('a lock naming the starting process itself (pid 1 again in a restarted container) is taken over', async () => {
    const proc = taploopProcess({
      cwd,
      port: await freePort(),
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      before: `mkdir -p "${dataDir}" && echo $$ > "${lock}"`, // written by the process that then becomes taploop, under the same pid
    });
    await proc.start();
    try {
      expect((await fetch(`${proc.url}/healthz`)).status).toBe(200);
    } finally {
      await proc.stop();
    }
  }, 120_000);
});
