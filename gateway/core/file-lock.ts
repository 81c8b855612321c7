// A lock file beside a file, shared by every process on the machine: the log publisher's appends and the rewrite
// that removes forgotten runs' lines (retention, forget) take it, so no append lands between the rewrite's read
// and its rename (where it would be lost). The lock holds its owner's pid: a lock whose process is gone (killed
// mid-append) is taken over at once; one whose holder stopped touching it goes stale after STALE_MS.
import { open, readFile, rm, stat, utimes } from 'node:fs/promises';

const STALE_MS = 30_000;
const TOUCH_MS = 5_000;
const POLL_MS = 10;
const GIVE_UP_MS = 120_000;

export async function withFileLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const started = Date.now();
  for (;;) {
    try {
      const handle = await open(lock, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0, // gone meanwhile: try again at once
      );
      if (age > STALE_MS || !(await holderAlive(lock))) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > GIVE_UP_MS) {
        throw new Error(`${lock} has been held for over ${GIVE_UP_MS / 1000} s; remove it if no taploop is running`);
      }
      await new Promise((ok) => setTimeout(ok, POLL_MS));
    }
  }
  const touch = setInterval(() => {
    const now = new Date();
    utimes(lock, now, now).catch(() => {});
  }, TOUCH_MS);
  try {
    return await fn();
  } finally {
    clearInterval(touch);
    await rm(lock, { force: true });
  }
}

/** Is the process named in the lock still running? Unknown (unreadable, half-written) counts as alive. */
async function holderAlive(lock: string): Promise<boolean> {
  const pid = Number.parseInt(await readFile(lock, 'utf8').catch(() => ''), 10);
  if (!Number.isInteger(pid) || pid <= 0) return true;
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  // A killed process nobody has reaped yet (a zombie: in a container, PID 1 may never reap) still answers kill 0.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  return stat === null || !/^\d+ \(.*\) [ZX] /s.test(stat);
}
