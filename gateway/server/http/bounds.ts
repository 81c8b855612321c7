// Bounds on what one client can hold: body limits that leave the connection usable, and a cap on long polls.
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { GatewayError } from '../../kernel/errors.ts';
import { declaresBody } from './origin.ts';

/**
 * An answer sent before the request body was read (413, 415, 401, 403…) closes the connection: the unread rest
 * of the body would otherwise be taken for the next request on a keep-alive socket, and that request would fail.
 */
export function closeUnreadBody(): MiddlewareHandler {
  return async function closeUnreadBody(c, next) {
    const raw = c.req.raw;
    await next();
    if (c.res.status < 400 || !declaresBody(raw)) return;
    if (c.res.status !== 413 && raw.bodyUsed) return;
    try {
      c.res.headers.set('connection', 'close');
    } catch {
      c.res = new Response(c.res.body, {
        status: c.res.status,
        headers: new Headers([...c.res.headers, ['connection', 'close']]),
      });
    }
  };
}

/** The JSON API's body limit: 413 in the JSON error shape. */
export function apiBodyLimit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new GatewayError('payload_too_large', `The request body is over ${maxSize} bytes.`);
    },
  });
}

export interface WaitLimiter {
  /** Takes a slot for one long poll, or answers 503 with Retry-After when every slot is taken. */
  enter(c: Context): () => void;
  readonly waiting: number;
}

/** At most `max` long polls (?wait=) held at once per process; each frees its slot when answered or abandoned. */
export function createWaitLimiter(max: number): WaitLimiter {
  let waiting = 0;
  return {
    enter(c) {
      if (waiting >= max) {
        c.header('Retry-After', '5');
        throw new GatewayError(
          'unavailable',
          `Too many requests are waiting for decisions (${max}); retry in a few seconds, or poll without ?wait=.`,
        );
      }
      waiting++;
      let released = false;
      return () => {
        if (!released) waiting--;
        released = true;
      };
    },
    get waiting() {
      return waiting;
    },
  };
}
