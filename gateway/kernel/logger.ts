// A small structured logger: one line per event, fields as JSON, nothing interpolated into the message.
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
  child(fields: LogFields): Logger;
}

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export function createLogger(
  level: LogLevel = 'info',
  write: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
  base: LogFields = {},
): Logger {
  const log = (at: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: LogFields) => {
    if (rank[at] < rank[level]) return;
    const all = { ...base, ...fields };
    if (all.err instanceof Error) all.err = errorFields(all.err);
    const extra = Object.keys(all).length ? ` ${JSON.stringify(all)}` : '';
    write(`${new Date().toISOString()} ${at.padEnd(5)} ${msg}${extra}`);
  };
  return {
    debug: log('debug'),
    info: log('info'),
    warn: log('warn'),
    error: log('error'),
    child: (fields) => createLogger(level, write, { ...base, ...fields }),
  };
}

/**
 * An error as logged: its name and message, and what it wraps (grammY's HttpError keeps the network failure in
 * `error`, fetch in `cause`) by name and code only: a wrapped fetch error's message can carry the request URL,
 * and the Bot API's URL holds the bot token.
 */
function errorFields(err: Error): Record<string, unknown> {
  const out: Record<string, unknown> = { name: err.name, message: err.message };
  const inner = (err as { error?: unknown }).error ?? err.cause;
  if (inner instanceof Error) {
    const code = (inner as { code?: unknown }).code ?? (inner.cause as { code?: unknown } | undefined)?.code;
    out['cause'] = typeof code === 'string' ? { name: inner.name, code } : { name: inner.name };
  }
  return out;
}

export const silentLogger = createLogger('silent');
