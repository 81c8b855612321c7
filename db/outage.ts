// Which errors mean "the database is not answering" (a restart, a dropped connection, a closed handle), as opposed
// to a query the database refused: the HTTP layer answers the first kind 503 with Retry-After, so callers retry.
// A full disk is the same kind: nothing was written, and the same request succeeds once space is freed.
import { closeSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** postgres.js's own connection codes, and SQLSTATEs of class 08 (connection) and 57P (shutdown / starting up). */
const CONNECTION_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  '53300', // too many connections
  '57P01', // admin shutdown (a restart)
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up)
]);

export function isDatabaseOutage(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (CONNECTION_CODES.has(code) || code.startsWith('08'))) return true;
  // PGlite has no codes for its own state: a closed handle says so in its message.
  return (err as Error).message === 'PGlite is closed';
}

/**
 * A full disk, as either backend or Node says it: SQLSTATE 53100 (disk_full; Postgres and PGlite raise it when a
 * table or the WAL cannot grow), Node's ENOSPC or EDQUOT, or the system's words in a message that carries no code.
 */
export function isDiskFull(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  if (code === '53100' || code === 'ENOSPC' || code === 'EDQUOT') return true;
  return /No space left on device|Disk quota exceeded/i.test(String((err as Error).message));
}

/**
 * Is the disk under this folder full? A failure to open the embedded database names no cause (PGlite says it "failed
 * to initialize"), so a small file is written there to ask the disk itself.
 */
export function noSpaceLeftIn(dir: string): boolean {
  const probe = join(dir, `.taploop-space-probe-${process.pid}`);
  let fd: number | null = null;
  try {
    fd = openSync(probe, 'w');
    writeSync(fd, Buffer.alloc(PROBE_BYTES));
    return false;
  } catch (err) {
    return isDiskFull(err);
  } finally {
    if (fd !== null) closeSync(fd);
    rmSync(probe, { force: true });
  }
}

/** A WAL page and then some: less than this free and PGlite cannot start. */
const PROBE_BYTES = 64 * 1024;
