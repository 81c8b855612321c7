// The one error handler: typed errors become the JSON error shape; nothing else leaks, never a stack trace.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseOutage, isDiskFull } from '../../../db/outage.ts';
import { GatewayError } from '../../kernel/errors.ts';
import type { Logger } from '../../kernel/logger.ts';

export interface ErrorBody {
  error: { code: string; message: string; details?: unknown };
}

export function errorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    const e = toGatewayError(err);
    const fields = { method: c.req.method, path: c.req.path, status: e.status, code: e.code };
    if (e.status >= 500) logger.error('request failed', { ...fields, err });
    else logger.info('request refused', { ...fields, message: e.message });
    return errorResponse(c, e);
  };
}

/** Seconds a client should wait before retrying a 503 (a database restart takes a few). */
export const RETRY_AFTER_SECONDS = 5;

export function errorResponse(c: Context, e: GatewayError) {
  if (e.status === 503) c.header('Retry-After', String(RETRY_AFTER_SECONDS));
  const body: ErrorBody = {
    error: { code: e.code, message: e.message, ...(e.details !== undefined && { details: e.details }) },
  };
  return c.json(body, e.status as ContentfulStatusCode);
}

function toGatewayError(err: unknown): GatewayError {
  if (err instanceof GatewayError) return err;
  if (isDiskFull(err)) {
    return new GatewayError(
      'unavailable',
      `The server's disk is full: nothing was changed. Try again in ${RETRY_AFTER_SECONDS} s, once space is freed on the server.`,
    );
  }
  if (isDatabaseOutage(err)) {
    return new GatewayError(
      'unavailable',
      `The database is not answering (restarting?): nothing was changed. Try again in ${RETRY_AFTER_SECONDS} s.`,
    );
  }
  if (err instanceof HTTPException) {
    if (err.status === 413)
      return new GatewayError('payload_too_large', err.message || 'The request body is too large.');
    if (err.status === 401) return new GatewayError('unauthorized', err.message || 'Unauthorized.');
    if (err.status < 500) return new GatewayError('bad_request', err.message || 'Bad request.');
  }
  return new GatewayError('internal', 'Internal error; the server log has the details.');
}
