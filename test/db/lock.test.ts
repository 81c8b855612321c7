import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../db/client.ts';
import { onPostgres } from '../helpers/db.ts';

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
