// Typed errors, one class per boundary; the HTTP error handler and the bots turn them into replies.
import type { CurrentState } from './model.ts';

export { DatabaseError } from '../../db/errors.ts';

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'unavailable'
  | 'internal';

const statusOf: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unavailable: 503,
  internal: 500,
};

/** An expected failure of a gateway operation: its message is safe to show to a person. */
export class GatewayError extends Error {
  override readonly name = 'GatewayError';
  readonly status: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = statusOf[code];
  }
}

/** A refusal worded for a person (not the owner, no such run, already decided): an answer, not a failure to log. */
export const isRefusal = (err: unknown): err is GatewayError =>
  err instanceof GatewayError && err.code !== 'unavailable';

/**
 * The tap came too late: the run or rule was already decided, or its time is over. It carries what the tap acts on now,
 * so a channel shows the final state without reading it again.
 */
export class ConflictError extends GatewayError {
  constructor(
    message: string,
    readonly current: CurrentState,
    details?: unknown,
  ) {
    super('conflict', message, details);
  }
}

/** Configuration that cannot be used; the message names the bad key. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

export const notFound = (what: string) => new GatewayError('not_found', `${what} not found`);
