// The lock file beside published.jsonl: a holder that was killed (its pid gone, or a zombie nobody reaped) does not
// hold up the next process; a live holder does, until it lets go.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFileLock } from '../../../gateway/kernel/file-lock.ts';

const file = () => join(mkdtempSync(join(tmpdir(), 'taploop-lock-')), 'published.jsonl');

describe('withFileLock', () => {
  it('takes over at once a lock whose process is gone (killed mid-append), and removes it after', async () => {
    const f = file();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid!;
    writeFileSync(`${f}.lock`, `${gone}\n`);
    const started = Date.now();
    expect(await withFileLock(f, async () => 'ran')).toBe('ran');
    expect(Date.now() - started).toBeLessThan(5_000); // a stale wait would be 30 s
    expect(existsSync(`${f}.lock`)).toBe(false);
  });

  it('a holder killed at any moment leaves a lock naming its pid (or none), never an empty one', async () => {
    const f = file();
    const lib = join(import.meta.dirname, '../../../gateway/kernel/file-lock.ts');
    const loop = `const { withFileLock } = await import(${JSON.stringify(lib)});
      process.stdout.write('go\\n');
      for (;;) await Promise.all([1, 2, 3].map(() => withFileLock(${JSON.stringify(f)}, async () => {})));`;
    for (let i = 0; i < 20; i++) {
      const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', loop]);
      await new Promise((ok) => child.stdout.once('data', ok));
      await new Promise((ok) => setTimeout(ok, 20 + ((i * 37) % 80)));
      child.kill('SIGKILL');
      await new Promise((ok) => child.once('exit', ok));
      const left = existsSync(`${f}.lock`) ? readFileSync(`${f}.lock`, 'utf8') : null;
      if (left !== null) expect(left).toBe(`${child.pid}\n`);
      // The next process takes a dead holder's lock at once and clears its pid files.
      const started = Date.now();
      await withFileLock(f, async () => {});
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(readdirSync(dirname(f)).filter((n) => n !== 'published.jsonl')).toEqual([]);
    }
  }, 60_000);

  it('waits for a live holder to let go', async () => {
    const f = file();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      writeFileSync(`${f}.lock`, `${holder.pid}\n`);
      let ran = false;
      const waiting = withFileLock(f, async () => {
        ran = true;
      });
      await new Promise((ok) => setTimeout(ok, 300));
      expect(ran).toBe(false);
      await rm(`${f}.lock`);
      await waiting;
      expect(ran).toBe(true);
    } finally {
      holder.kill('SIGKILL');
    }
  });
});
