// How the CLI reports a failure: a user error (bad option, setting, port, database, token, folder) is one line that
// says what to do, exit 2; anything else is one line too, exit 1, with the stack only under LOG_LEVEL=debug.
// Errors are recognised by name and code, so this module imports no library it would have to load first.
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname } from 'node:path';
import { issuesInCommandTerms } from './terms.ts';

/** A mistake the person running the command can fix; its message says how. */
export class CliError extends Error {
  override readonly name = 'CliError';
}

export interface Failure {
  line: string;
  exitCode: 1 | 2;
}

type Coded = Error & {
  code?: string;
  errno?: number;
  syscall?: string;
  path?: string;
  address?: string;
  port?: number;
};

/** `command`: the command that failed, so a refused input is said in its options ("--goal must be …"). */
export function describeFailure(
  err: unknown,
  env: Record<string, string | undefined> = process.env,
  command = '',
): Failure {
  const user = userError(err as Coded, env, command);
  if (user) return { line: user, exitCode: 2 };
  const e = err as Error;
  const stack = env.LOG_LEVEL === 'debug' ? `\n${e?.stack ?? ''}` : ' (LOG_LEVEL=debug shows the stack)';
  return { line: `taploop failed: ${e?.message ?? String(err)}${stack}`, exitCode: 1 };
}

function userError(err: Coded, env: Record<string, string | undefined>, command: string): string | null {
  if (!err || typeof err !== 'object') return null;
  switch (err.name) {
    case 'CliError':
    case 'ConfigError':
      return oneLine(err.message);
    case 'DatabaseError':
      return oneLine(err.message);
    case 'TaploopError': {
      // The typed client's error: the gateway's own message, or "not running at …". A refused token is said in the
      // CLI's terms: which setting it sends (the gateway's message speaks of HTTP headers).
      const status = (err as { status?: number }).status ?? 0;
      if (status === 401)
        return 'taploop refused the token (401): set TAPLOOP_TOKEN (an agent token, or the owner token) or TAPLOOP_OWNER_TOKEN, in the environment or ./.env.';
      if (status === 403) return `${err.message} Set TAPLOOP_OWNER_TOKEN (in the environment or ./.env) to run this.`;
      if (status === 400) return issuesInCommandTerms(command, (err as { details?: unknown }).details) ?? err.message;
      return status === 0 || status < 500 ? err.message : null;
    }
    case 'GrammyError': {
      const code = (err as { error_code?: number }).error_code;
      if (code === 401 || code === 404) {
        return 'Telegram refused TELEGRAM_BOT_TOKEN (401 Unauthorized): copy the token again from @BotFather, or leave it empty to run without Telegram.';
      }
      return null;
    }
  }
  if (err.code?.startsWith('ERR_PARSE_ARGS_'))
    return `${err.message.replace(/\.?\s*To specify a positional.*$/s, '')}. Run "taploop --help".`;
  if (err.code === 'EADDRINUSE') {
    return `Port ${err.port ?? env.PORT ?? 8787} is already in use (another taploop?): stop that process or set PORT to a free port.`;
  }
  if (err.code === '3D000') {
    return `${err.message} (DATABASE_URL): create it (createdb <name>, with the vector and pg_trgm extensions available) or fix the URL.`;
  }
  if (err.code === '28P01' || err.code === '28000')
    return `Postgres refused the login in DATABASE_URL: ${err.message}.`;
  if (err.code === 'ECONNREFUSED' && err.syscall === 'connect' && env.DATABASE_URL) {
    return `No Postgres answers at ${err.address ?? ''}${err.port ? `:${err.port}` : ''} (DATABASE_URL): start it or fix the URL.`;
  }
  if (err.code === 'EROFS' || err.code === 'EACCES' || err.code === 'EPERM') {
    const what = err.code === 'EROFS' ? 'is on a read-only file system' : 'is not writable for this user';
    return `${err.path ?? 'A file taploop must write'} ${what}: set DATA_DIR to a folder taploop can write (or fix its permissions).`;
  }
  if (err.code === 'ENOENT' && err.syscall === 'mkdir' && err.path && !writable(err.path)) {
    // mkdir -p on a read-only file system reports the missing child, not the read-only parent.
    return `${err.path} cannot be created (its folder is read-only): set DATA_DIR to a folder taploop can write (or fix its permissions).`;
  }
  if (err.code === 'ENOENT' && err.syscall === 'mkdir' && err.path && existsSync(dirname(err.path))) {
    // The folder above is there, and still no folder can be made in it (/proc, a file system of the kernel's).
    return `${err.path} cannot be created (${dirname(err.path)} takes no new folders): set DATA_DIR to a folder taploop can write.`;
  }
  if ((err.code === 'EEXIST' || err.code === 'ENOTDIR') && err.syscall === 'mkdir' && err.path) {
    // DATA_DIR (or a folder inside it) names a file.
    return `${err.path} cannot be a folder: a file is in the way. Set DATA_DIR to a folder taploop can write (or move that file).`;
  }
  if (err.code === 'ENOENT' && (err.syscall === 'open' || err.syscall === 'mkdir') && err.path) {
    return `${err.path}: no such folder — create it first (mkdir -p) or choose another path.`;
  }
  return null;
}

/** Whether the nearest existing folder above `path` accepts writes. */
function writable(path: string): boolean {
  let dir = dirname(path);
  while (!existsSync(dir) && dirname(dir) !== dir) dir = dirname(dir);
  try {
    accessSync(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

function oneLine(message: string): string {
  // A ConfigError lists every bad key on a line of its own under a heading: one line, keys joined by "; ".
  const [head = '', ...rest] = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return rest.length ? `${head} ${rest.join('; ')}` : head;
}
