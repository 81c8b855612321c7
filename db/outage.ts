// Which errors mean "the database is not answering" (a restart, a dropped connection, a closed handle), as opposed
// to a query the database refused: the HTTP layer answers the first kind 503 with Retry-After, so callers retry.
// A full disk is the same kind: nothing was written, and the same request succeeds once space is freed.

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
