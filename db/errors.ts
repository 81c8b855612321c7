// The database layer's own error: the database could not be opened or used.

export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
  constructor(
    message: string,
    /** A SQLSTATE when the failure has one (53100: disk full, 57P03: not answering yet), as the backends' errors do. */
    readonly code?: string,
  ) {
    super(message);
  }
}
