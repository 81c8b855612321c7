// The database layer's own error: the database could not be opened or used.

export class DatabaseError extends Error {
  override readonly name = 'DatabaseError';
}
