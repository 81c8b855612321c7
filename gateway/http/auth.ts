// Bearer-token middleware for the API; with no token configured the server only listens on loopback.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { GatewayError } from '../errors.ts';

export interface ApiAuthOptions {
  token: string | null;
}

export function apiAuth({ token }: ApiAuthOptions = { token: null }): MiddlewareHandler {
  return async function apiAuth(c, next) {
    if (token === null) return next();
    const header = c.req.header('authorization') ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!given || !safeEqual(given, token)) {
      throw new GatewayError('unauthorized', 'Missing or wrong API token: send "Authorization: Bearer <TAPLOOP_API_TOKEN>".');
    }
    return next();
  };
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
