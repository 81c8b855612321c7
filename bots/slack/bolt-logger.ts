// Bolt's logger interface on top of ours, so Bolt's own messages land in the same structured log.
import { type Logger as BoltLogger, LogLevel } from '@slack/bolt';
import type { Logger } from '../../gateway/index.ts';

export function boltLogger(logger: Logger): BoltLogger {
  const log = logger.child({ component: 'slack' });
  let level = LogLevel.INFO;
  // Bolt passes strings and sometimes errors; an error becomes a field, never part of the message.
  const line = (msg: unknown[]) => {
    const err = msg.find((m) => m instanceof Error);
    const text = msg
      .filter((m) => !(m instanceof Error))
      .map(String)
      .join(' ');
    return [text, err ? { err } : undefined] as const;
  };
  return {
    debug: (...msg: unknown[]) => log.debug(...line(msg)),
    info: (...msg: unknown[]) => log.info(...line(msg)),
    warn: (...msg: unknown[]) => log.warn(...line(msg)),
    error: (...msg: unknown[]) => log.error(...line(msg)),
    // Our logger's level is set once from LOG_LEVEL; Bolt asks to change it, and we remember only for getLevel.
    setLevel: (l: LogLevel) => void (level = l),
    getLevel: () => level,
    setName: () => {},
  };
}
