// One database handle, two backends running the same SQL: embedded PGlite (default) or Postgres via postgres.js.
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
// Types only: each backend's library is loaded when that backend opens, so a Postgres process never loads PGlite.
import type { PGlite } from '@electric-sql/pglite';
import type postgres from 'postgres';
import { DatabaseError } from './errors.ts';
import { lockDataDir } from './folder-lock.ts';
import { isDiskFull, noSpaceLeftIn } from './outage.ts';

export type Row = Record<string, unknown>;

/** What a query function needs: the handle itself or an open transaction. */
export interface Queryable {
  query<T = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Several statements, no parameters (migrations). */
  exec(text: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** PGlite only: the whole cluster as a tarball, to start other in-memory databases from (tests). */
  dump?(): Promise<Blob>;
  /** Runs fn in one transaction (READ COMMITTED); rolled back if fn throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn only if no other process holds the named lock (a session advisory lock on Postgres,
   * held on one reserved connection for fn's whole run); resolves `{ ran: false }` otherwise.
   */
  withLock<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}

export interface DbOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  databaseUrl?: string | null;
  /** Folder of the embedded database; `null` keeps it in memory (tests). */
  dataDir?: string | null;
  /** Connections in the postgres.js pool. */
  maxConnections?: number;
  /** In-memory PGlite only: start from this dump (`dumpDataDir`) instead of an empty cluster (tests). */
  snapshot?: Blob | null;
}

const SEARCH_PATH = 'agent_learning, public';

/**
 * pgvector applies a filter such as a goal after the HNSW index has produced its `ef_search` (40) nearest rows: a
 * goal far from the query in a large table got fewer than it asked for, or none (83% recall@5 for a goal of 10% of
 * 10k rows, bench/RESULTS.md). From pgvector 0.8 an iterative scan goes on until the filter is met, in exact order.
 * Set on every connection where the server's pgvector has it.
 */
const VECTOR_SETTINGS = { 'hnsw.iterative_scan': 'strict_order' } as const;

/**
 * Does this pgvector version have `hnsw.iterative_scan` (0.8.0)? An older one that reserves the "hnsw." prefix
 * (loaded through shared_preload_libraries) refuses every connection that names an unknown setting under it.
 */
export function hasIterativeScan(version: string | null): boolean {
  const m = /^(\d+)\.(\d+)/.exec(version ?? '');
  return m !== null && (Number(m[1]) > 0 || Number(m[2]) >= 8);
}

export async function createDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl
    ? createPostgresDb(options.databaseUrl, options.maxConnections ?? 10)
    : createPgliteDb(options.dataDir ?? null, options.snapshot ?? null);
}

async function createPostgresDb(url: string, max: number): Promise<Db> {
  const { default: postgres } = await import('postgres');
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    // As the probe below: a host that drops packets fails a request in 10 s, not postgres.js's default 30 (a Slack
    // modal waits 3 s at most, a person at a card about as long).
    connect_timeout: 10,
    connection: {
      search_path: SEARCH_PATH,
      application_name: 'taploop',
      ...((await serverHasIterativeScan(postgres, url)) && VECTOR_SETTINGS),
    },
  });
  const wrap = (s: postgres.Sql | postgres.TransactionSql): Queryable => ({
    async query<T>(text: string, params: readonly unknown[] = []) {
      // postgres.js wants mutable parameter arrays of its own serialisable type.
      const rows = await s.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return [...rows] as T[];
    },
    async exec(text: string) {
      await s.unsafe(text);
    },
  });
  return {
    kind: 'postgres',
    ...wrap(sql),
    transaction: async <T>(fn: (tx: Queryable) => Promise<T>) => (await sql.begin((tx) => fn(wrap(tx)))) as T,
    async withLock(name, fn) {
      const conn = await sql.reserve();
      try {
        const [row] = await conn.unsafe('select pg_try_advisory_lock(hashtext($1)) as ok', [name]);
        if (!row?.ok) return { ran: false };
        try {
          return { ran: true, value: await fn() };
        } finally {
          await conn.unsafe('select pg_advisory_unlock(hashtext($1))', [name]);
        }
      } finally {
        conn.release();
      }
    },
    close: () => sql.end({ timeout: 5 }),
  };
}

/**
 * The installed pgvector's version, or the one CREATE EXTENSION would install (before the first migration), asked
 * once on a connection of its own. Unreachable, the answer is yes: the pool then fails the way it always would.
 */
async function serverHasIterativeScan(postgres: typeof import('postgres'), url: string): Promise<boolean> {
  const probe = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 10 });
  try {
    const [row] = await probe.unsafe(
      `select coalesce((select extversion from pg_extension where extname = 'vector'),
                       (select default_version from pg_available_extensions where name = 'vector')) as v`,
    );
    return hasIterativeScan((row?.v as string | null) ?? null);
  } catch {
    return true;
  } finally {
    await probe.end({ timeout: 1 });
  }
}

async function createPgliteDb(dataDir: string | null, snapshot: Blob | null): Promise<Db> {
  let releaseLock = () => {};
  let dataPath: string | undefined;
  const [{ PGlite }, { pg_trgm }, { vector }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite-pgvector'),
  ]);
  const open = async (): Promise<PGlite> => {
    const opened = await PGlite.create({
      dataDir: dataPath,
      extensions: { vector, pg_trgm },
      ...(snapshot && !dataPath && { loadDataDir: snapshot }),
    });
    await opened.exec(`set search_path to ${SEARCH_PATH}`);
    for (const [name, value] of Object.entries(VECTOR_SETTINGS)) await opened.exec(`set ${name} to ${value}`);
    return opened;
  };
  const diskFull = (dir: string) =>
    new DatabaseError(
      `The disk holding the data folder ${resolve(dir)} is full (no space left on device): free some space there, then start taploop again.`,
      '53100',
    );
  if (dataDir) {
    try {
      makeFolder(dataDir);
      // PGlite has no lock of its own: two processes on one folder both "commit" and one loses rows.
      releaseLock = lockDataDir(dataDir);
    } catch (err) {
      throw isDiskFull(err) ? diskFull(dataDir) : err; // a read-only or misplaced folder: the CLI names it by code
    }
    dataPath = join(dataDir, 'pglite');
    // Without PG_VERSION PGlite takes a folder for new and writes a fresh database over what it holds.
    if (existsSync(dataPath) && readdirSync(dataPath).length > 0 && !existsSync(join(dataPath, 'PG_VERSION'))) {
      releaseLock();
      throw damaged(dataDir);
    }
  }
  let pg: PGlite | null;
  try {
    pg = await open();
  } catch (err) {
    releaseLock();
    if (dataDir && (isDiskFull(err) || noSpaceLeftIn(dataDir))) throw diskFull(dataDir);
    // PGlite says only "Aborted(). Build with -sASSERTIONS…" of a folder it cannot read, which tells nobody what to do.
    if (dataPath && existsSync(join(dataPath, 'PG_VERSION'))) throw damaged(dataDir!);
    throw new DatabaseError(
      `Could not open the embedded database in ${dataDir ?? 'memory'}: ${(err as Error).message}`,
    );
  }

  // A PGlite that stopped on a PANIC (in practice: the WAL could not grow on a full disk) spins the thread on its next
  // call, so it is never called again. The folder is opened afresh instead, which replays the WAL as a Postgres server
  // does when it restarts after a PANIC; until that succeeds every call fails as an outage (503 over HTTP), and a new
  // attempt is made at most every REOPEN_MS. In memory there is nothing to reopen.
  let stopped: { cause: unknown; retryAt: number } | null = null;
  const unavailable = (cause: unknown) => {
    const why = (cause as Error | undefined)?.message ?? String(cause);
    return isDiskFull(cause)
      ? new DatabaseError(`The embedded database stopped: its disk is full (${why}).`, '53100')
      : new DatabaseError(`The embedded database stopped (${why}).`, '57P03');
  };
  const live = async (): Promise<PGlite> => {
    if (pg) return pg;
    const { cause, retryAt } = stopped!;
    if (!dataPath || Date.now() < retryAt) throw unavailable(cause);
    try {
      pg = await open();
      stopped = null;
      return pg;
    } catch {
      stopped = { cause, retryAt: Date.now() + REOPEN_MS };
      throw unavailable(cause);
    }
  };
  /** Runs one call on `instance`, unless it has stopped; a PANIC or FATAL error stops it. */
  const call = async <T>(instance: PGlite, fn: () => Promise<T>): Promise<T> => {
    if (instance !== pg) throw unavailable(stopped?.cause);
    try {
      return await fn();
    } catch (err) {
      const severity = (err as { severity?: unknown }).severity;
      if ((severity === 'PANIC' || severity === 'FATAL') && instance === pg) {
        pg = null;
        stopped = { cause: err, retryAt: 0 }; // the next call reopens at once
      }
      throw err;
    }
  };
  const wrap = (instance: PGlite): Queryable => ({
    query: <T>(text: string, params: readonly unknown[] = []) =>
      call(instance, async () => (await instance.query<T>(text, params as unknown[])).rows),
    exec: (text: string) =>
      call(instance, async () => {
        await instance.exec(text);
      }),
  });
  // PGlite is one connection: serialise every use so a transaction never interleaves with other queries.
  let tail: Promise<unknown> = Promise.resolve();
  const exclusive = <T>(fn: () => Promise<T>): Promise<T> => {
    const run = tail.then(fn, fn);
    tail = run.catch(() => {});
    return run;
  };
  let closed = false;
  const held = new Set<string>(); // one process owns the folder, so an in-process lock is the whole story
  return {
    kind: 'pglite',
    dump: () => exclusive(async () => (await live()).dumpDataDir('none')),
    query: (text, params) => exclusive(async () => wrap(await live()).query(text, params)),
    exec: (text) => exclusive(async () => wrap(await live()).exec(text)),
    // BEGIN and COMMIT by hand rather than PGlite's transaction(), which sends ROLLBACK after any error: after a
    // PANIC that ROLLBACK is the call that never returns.
    transaction: (fn) =>
      exclusive(async () => {
        const instance = await live();
        const tx = wrap(instance);
        await tx.exec('begin');
        try {
          const value = await fn(tx);
          await tx.exec('commit');
          return value;
        } catch (err) {
          if (instance === pg) await tx.exec('rollback').catch(() => {});
          throw err;
        }
      }),
    async withLock(name, fn) {
      if (held.has(name)) return { ran: false };
      held.add(name);
      try {
        return { ran: true, value: await fn() };
      } finally {
        held.delete(name);
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      // A stopped PGlite is left alone (closing it would spin too); a closed one answers "PGlite is closed".
      await exclusive(async () => pg?.close());
      releaseLock();
    },
  };
}

/** An embedded database folder PGlite cannot open: which folder, and the way back (its backup, into a new folder). */
const damaged = (dir: string) =>
  new DatabaseError(
    `The data folder ${resolve(dir)} cannot be read: its database files are damaged, incomplete or from another version. Restore a backup into a new folder (DATA_DIR=<new folder> taploop restore <backup file>) and set DATA_DIR to it; keep this folder as it is.`,
  );

/**
 * mkdir -p one folder at a time. Node's recursive mkdir loops forever, at full CPU, where the kernel answers ENOENT
 * under a parent that exists (DATA_DIR=/proc/x); one level at a time that answer is an error at once. A file in the
 * way fails as mkdir does (EEXIST), so the CLI says the same of it either way.
 */
function makeFolder(path: string): void {
  const missing: string[] = [];
  for (let dir = resolve(path); !existsSync(dir); dir = dirname(dir)) {
    missing.unshift(dir);
    if (dirname(dir) === dir) break;
  }
  if (missing.length === 0 && !statSync(path).isDirectory()) mkdirSync(path);
  for (const dir of missing) {
    try {
      mkdirSync(dir);
    } catch (err) {
      // Another process made it meanwhile: as good as made here.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || !statSync(dir).isDirectory()) throw err;
    }
  }
}

/** How often a stopped embedded database is opened again, at most (a 503's Retry-After is 5 s). */
const REOPEN_MS = 2_000;

/** Postgres error code of a failed query, if any (both backends expose `code`). */
export function pgErrorCode(err: unknown): string | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * jsonb parameters travel as text and are cast in SQL (`$1::text::jsonb`): postgres.js and PGlite
 * serialise objects differently, but both pass text through unchanged.
 */
export function jsonOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}
