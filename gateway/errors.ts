// Typed errors, one class per boundary; the HTTP error handler and the bots turn them into replies.

export type ErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
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

/** Configuration that cannot be used; the message names the bad key. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The database could not be opened or used. */
export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
}

export const notFound = (what: string) => new GatewayError('not_found', `${what} not found`);
