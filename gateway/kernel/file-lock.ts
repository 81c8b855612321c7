// A lock file beside a file, shared by every process on the machine: the log publisher's appends and the rewrite
// that removes forgotten runs' lines (retention, forget) take it, so no append lands between the rewrite's read
// and its rename (where it would be lost). The lock holds its owner's pid: a lock whose process is gone (killed
// mid-append) is taken over at once; one whose holder stopped touching it goes stale after STALE_MS.
//
// The lock appears with its pid already in it: the pid is written to a file of this process's own, which is then
// hard-linked to the lock's name (link fails if the name exists, like an exclusive create). An exclusive create
// followed by a write left an empty lock when the process was killed between the two; an empty lock names nobody,
// so it held every later process for STALE_MS (seen in the crash stress test: publishing stalled ~25 s).
import { readFileSync } from 'node:fs';
import { link, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

const STALE_MS = 30_000;
const TOUCH_MS = 5_000;
const POLL_MS = 10;
const GIVE_UP_MS = 120_000;
let calls = 0;

export async function withFileLock<T>(file: string, fn: () => Promise<T>): Promise<T> {
  const lock = `${file}.lock`;
  const mine = `${lock}.${process.pid}.${++calls}`; // one per call: calls in one process overlap
  await writeFile(mine, `${process.pid}\n`);
  const started = Date.now();
  for (;;) {
    try {
      await link(mine, lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') {
        await rm(mine, { force: true });
        throw err;
      }
      const age = await stat(lock).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0, // gone meanwhile: try again at once
      );
      if (age > STALE_MS || !alive(await holderOf(lock))) {
        await rm(lock, { force: true });
        continue;
      }
      if (Date.now() - started > GIVE_UP_MS) {
        await rm(mine, { force: true });
        throw new Error(`${lock} has been held for over ${GIVE_UP_MS / 1000} s; remove it if no taploop is running`);
      }
      await new Promise((ok) => setTimeout(ok, POLL_MS));
    }
  }
  await rm(mine, { force: true }); // the lock's name keeps the content
  await removeDeadFiles(lock);
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

/** Pid files of processes killed before they removed them (a waiting call leaves one too); run under the lock. */
async function removeDeadFiles(lock: string): Promise<void> {
  const prefix = `${basename(lock)}.`;
  const names = await readdir(dirname(lock)).catch(() => [] as string[]);
  const dead = names.filter((n) => {
    const pid = Number.parseInt(n.slice(prefix.length), 10);
    return n.startsWith(prefix) && Number.isInteger(pid) && pid > 0 && !alive(pid);
  });
  await Promise.all(dead.map((n) => rm(join(dirname(lock), n), { force: true })));
}

/** The pid named in the lock (null if the lock is gone or unreadable). */
async function holderOf(lock: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(lock, 'utf8').catch(() => ''), 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Is this process still running? Unknown (no pid: the lock vanished meanwhile, or a foreign file) counts as alive. */
function alive(pid: number | null): boolean {
  if (pid === null || pid === process.pid) return true;
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  // A killed process nobody has reaped yet (a zombie: in a container, PID 1 may never reap) still answers kill 0.
  try {
    return !/^\d+ \(.*\) [ZX] /s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true; // no /proc (not Linux): kill 0 said it exists
  }
}
