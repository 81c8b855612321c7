// The embedded data folder's lock: one process at a time on a PGlite folder, and no crash ever blocks the next start.
// A pid alone does not say who holds a lock: after a reboot, or in a container where taploop is always pid 1, the
// pid of a crashed holder belongs to another live process (or to the very process that is starting). So the lock
// names its holder three ways: pid, when that process started (Linux: boot id and start tick, from /proc), and an
// instance id this process draws at random. Where /proc is missing, the pid and its liveness are all there is.
import { randomUUID } from 'node:crypto';
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DatabaseError } from './errors.ts';

const LOCK_NAME = 'taploop.lock';
const INSTANCE = randomUUID();
/** Lock files this process took and has not released: only those may name this process's pid. */
const held = new Set<string>();

interface Holder {
  pid: number;
  /** Boot id and start tick of the process, or null where /proc does not tell. */
  started: string | null;
  instance: string | null;
}

/**
 * Takes the folder's lock, or throws a DatabaseError naming the live holder. Returns the release (also run on exit).
 * A lock whose holder is gone, is another process under a reused pid, or names this process without having been
 * taken by it, is stale and taken over at once.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_NAME);
  if (held.has(path)) throw new DatabaseError(`The data folder ${resolve(dataDir)} is already open in this process.`);
  // The lock appears with its content already in it (written to a file of our own, then hard-linked to the lock's
  // name, which fails if the name exists): an exclusive create followed by a write would show a moment of empty lock.
  const mine = `${path}.${process.pid}.${INSTANCE}`;
  const me: Holder = { pid: process.pid, started: startOf(process.pid), instance: INSTANCE };
  writeFileSync(mine, `${me.pid} ${me.started ?? '-'} ${me.instance}\n`);
  try {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        linkSync(mine, path);
        held.add(path);
        return releaseOnExit(path);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
        const holder = readHolder(path);
        if (holder && holds(holder)) {
          throw new DatabaseError(
            `The data folder ${resolve(dataDir)} is in use by another taploop process (pid ${holder.pid}). ` +
              'Stop it first, or talk to it over HTTP (TAPLOOP_URL); for several processes use DATABASE_URL with Postgres.',
          );
        }
        rmSync(path, { force: true }); // stale: its holder is gone
      }
    }
    throw new DatabaseError(`Could not lock the data folder ${resolve(dataDir)}.`);
  } finally {
    rmSync(mine, { force: true }); // the lock's name keeps the content
  }
}

function releaseOnExit(path: string): () => void {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    held.delete(path);
    rmSync(path, { force: true });
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}

/** The holder a lock file names: "pid start instance", or a bare pid; null when it names nobody (empty, garbage). */
function readHolder(path: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return null;
  }
  const [pid, started, instance] = text.trim().split(/\s+/);
  const n = Number(pid);
  if (!Number.isInteger(n) || n <= 0) return null;
  return { pid: n, started: started && started !== '-' ? started : null, instance: instance ?? null };
}

/** Does the process the lock names still hold it? This process holds only the locks it took (checked above). */
function holds(holder: Holder): boolean {
  if (holder.pid === process.pid) return false;
  if (!running(holder.pid)) return false;
  const now = startOf(holder.pid);
  return holder.started === null || now === null || now === holder.started;
}

/** Is a process with this pid running (not a zombie nobody reaped, as under a container's pid 1)? */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'; // alive, another user's
  }
  const stat = procStat(pid);
  return stat === null || !/^[ZX]$/.test(stat[0] ?? '');
}

/**
 * When the process started, as "boot id:start tick" (field 22 of /proc/<pid>/stat, in clock ticks since boot): two
 * processes with the same pid, before and after a reboot or a pid wrap, never share it. Null without /proc.
 */
function startOf(pid: number): string | null {
  const tick = procStat(pid)?.[19];
  if (!tick) return null;
  try {
    return `${readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()}:${tick}`;
  } catch {
    return null;
  }
}

/** The fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses): state first. */
function procStat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return text
      .slice(text.lastIndexOf(')') + 2)
      .trim()
      .split(' ');
  } catch {
    return null;
  }
}
