// A Db wrapper that counts statements, to explain a latency by its round trips (a decision is many statements, not one).
import type { Db, Queryable } from '../db/client.ts';

export interface CountingDb extends Db {
  /** Statements issued so far (inside transactions too) and transactions opened. */
  counts(): { statements: number; transactions: number };
}

export function countingDb(db: Db): CountingDb {
  let statements = 0;
  let transactions = 0;
  const wrap = (q: Queryable): Queryable => ({
    query: (text, params) => {
      statements++;
      return q.query(text, params);
    },
    exec: (text) => {
      statements++;
      return q.exec(text);
    },
  });
  return {
    ...db,
    kind: db.kind,
    ...wrap(db),
    transaction: (fn) => {
      transactions++;
      return db.transaction((tx) => fn(wrap(tx)));
    },
    withLock: (name, fn) => db.withLock(name, fn),
    close: () => db.close(),
    counts: () => ({ statements, transactions }),
  };
}
