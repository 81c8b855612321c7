// Limits guesses at a shared secret per source address: past a few wrong ones in a window, that source is answered
// 429 whatever it sends until the window ends, so a guess made then teaches it nothing.
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import type { Context } from 'hono';

export interface GuessLimiter {
  /** Seconds the source must wait before it is heard again; 0 when it may try now. */
  waitSeconds(source: string): number;
  /** Counts a wrong guess from the source; true when that one takes it past the limit. */
  wrong(source: string): boolean;
}

export interface GuessLimiterOptions {
  /** Wrong guesses a source may make in one window. */
  max?: number;
  windowMs?: number;
  now?: () => number;
  /** Sources remembered at once: past it, the windows already over are forgotten, then the oldest. */
  maxSources?: number;
}

export function createGuessLimiter({
  max = 5,
  windowMs = 60_000,
  now = Date.now,
  maxSources = 10_000,
}: GuessLimiterOptions = {}): GuessLimiter {
  const sources = new Map<string, { wrong: number; until: number }>();

  function current(source: string) {
    const entry = sources.get(source);
    if (entry && entry.until <= now()) {
      sources.delete(source);
      return undefined;
    }
    return entry;
  }

  function makeRoom() {
    if (sources.size < maxSources) return;
    const t = now();
    for (const [source, entry] of sources) if (entry.until <= t) sources.delete(source);
    for (const source of sources.keys()) {
      if (sources.size < maxSources) break;
      sources.delete(source);
    }
  }

  return {
    waitSeconds(source) {
      const entry = current(source);
      return entry && entry.wrong >= max ? Math.max(1, Math.ceil((entry.until - now()) / 1000)) : 0;
    },
    wrong(source) {
      const entry = current(source);
      if (entry) return ++entry.wrong === max;
      makeRoom();
      sources.set(source, { wrong: 1, until: now() + windowMs });
      return max === 1;
    },
  };
}

const isPrivatePeer = (ip: string) =>
  ip === '::1' ||
  /^(::ffff:)?(127|10)\./.test(ip) ||
  /^(::ffff:)?192\.168\./.test(ip) ||
  /^(::ffff:)?172\.(1[6-9]|2\d|3[01])\./.test(ip) ||
  /^f[cd][0-9a-f]{2}:/i.test(ip);

/**
 * Who is guessing: the peer's address, or, when the peer is on this machine or its private network (a reverse proxy
 * in front, which a Telegram webhook on port 443 needs), the last X-Forwarded-For entry, the one that proxy added.
 * IPv6 counts per /64, what one host usually holds; IPv4-mapped addresses as IPv4. "unknown" off a socket (tests
 * through app.request).
 */
export function guessSource(c: Context): string {
  const peer = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket?.remoteAddress;
  if (!peer) return 'unknown';
  const forwarded = isPrivatePeer(peer) ? c.req.header('x-forwarded-for')?.split(',').pop()?.trim() : undefined;
  const address = (forwarded && isIP(forwarded) ? forwarded : peer).toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
  return isIP(address) === 6 ? `${expandV6(address).slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address ("2001:db8::1" → 2001, db8, 0, 0, 0, 0, 0, 1). */
function expandV6(address: string): string[] {
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const zeros = address.includes('::') ? Array(8 - left.length - right.length).fill('0') : [];
  return [...left, ...zeros, ...right].map((g) => g.replace(/^0+(?=.)/, ''));
}
