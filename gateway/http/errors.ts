// The one error handler: typed errors become the JSON error shape; nothing else leaks, never a stack trace.
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { GatewayError } from '../errors.ts';
import type { Logger } from '../logger.ts';

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

export function errorResponse(c: Context, e: GatewayError) {
  const body: ErrorBody = { error: { code: e.code, message: e.message, ...(e.details !== undefined && { details: e.details }) } };
  return c.json(body, e.status as ContentfulStatusCode);
}

function toGatewayError(err: unknown): GatewayError {
  if (err instanceof GatewayError) return err;
  if (err instanceof HTTPException) {
    if (err.status === 413) return new GatewayError('payload_too_large', err.message || 'The request body is too large.');
    if (err.status === 401) return new GatewayError('unauthorized', err.message || 'Unauthorized.');
    if (err.status < 500) return new GatewayError('bad_request', err.message || 'Bad request.');
  }
  return new GatewayError('internal', 'Internal error; the server log has the details.');
}
