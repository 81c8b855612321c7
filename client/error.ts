// The one error the client throws: the gateway's answer (status, code, message) or "could not reach it".
export class TaploopError extends Error {
  override readonly name = 'TaploopError';
  constructor(
    /** HTTP status; 0 when the gateway could not be reached at all. */
    readonly status: number,
    /** The gateway's error code (`bad_request`, `not_found`, `conflict`, …), or `unreachable` / `http_error`. */
    readonly code: string,
    message: string,
    /** The gateway's details, e.g. `{ issues: [{ path, message }] }` for a 400. */
    readonly details?: unknown,
  ) {
    super(message);
  }
}
