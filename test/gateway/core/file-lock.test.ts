// The lock file beside published.jsonl: a holder that was killed (its pid gone, or a zombie nobody reaped) does not
// hold up the next process; a live holder does, until it lets go.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withFileLock } from '../../../gateway/core/file-lock.ts';

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
