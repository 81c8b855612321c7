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
    if (all.err instanceof Error) all.err = { name: all.err.name, message: all.err.message };
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

export const silentLogger = createLogger('silent');
