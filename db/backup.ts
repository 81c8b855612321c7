// Backup and restore of every table in the schema, read generically from the catalog: new tables and columns are carried
// (a generated column is left to compute itself again); live sign-in credentials are left out (NOT_BACKED_UP).
// Format (version 1), one JSON object a line, gzip'd:
//   {"format":"taploop-backup","version":1,"schema":[migration names],"backend":"pglite","created_at":"…"}
//   {"table":"runs","columns":["id",…]}        before each table's rows; tables in foreign-key order
//   {"t":"runs","r":{…row as jsonb…}}          one per row; vectors as pgvector text, jsonb as JSON
//   {"end":true,"rows":{"runs":1000,…}}        last: a file without it was cut short
import { once } from 'node:events';
import { createReadStream, createWriteStream, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { type Db, pgErrorCode, type Queryable } from './client.ts';
import { releaseHold, setHold } from './queries/hold.ts';

export const BACKUP_FORMAT = 'taploop-backup';
export const BACKUP_VERSION = 1;
const SCHEMA = 'agent_learning';
const PAGE = 500;
/** Rows are inserted 500 at a time, or sooner once a batch holds this much text: large rows never pile up. */
const BATCH_BYTES = 4 * 1024 * 1024;

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  schema: string[];
  backend: string;
  created_at: string;
}

/** A backup this taploop cannot load; the message is one line a person can act on. */
export class RestoreRefused extends Error {
  override readonly name = 'RestoreRefused';
}

interface Table {
  name: string;
  columns: { name: string; type: string; nullable: boolean }[];
  /** Rows are read in this order (created_at first when it has one, so self-references point backwards). */
  order: { name: string; type: string }[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Live credentials are not carried: the inbox's sessions, sign-in links and the one-tap links of notifications
 * (hashes, but live ones) stay with the database they were opened on. A backup file, or a copy restored from it,
 * signs nobody in and decides nothing by a link; its people sign in again with a new link.
 */
export const NOT_BACKED_UP: readonly string[] = ['web_sessions', 'sign_in_links', 'action_links'];

/** The schema's tables in foreign-key order (parents first), with their columns and read order. */
export async function listTables(db: Queryable): Promise<Table[]> {
  const columns = await db.query<{ table_name: string; column_name: string; data_type: string; is_nullable: string }>(
    `select c.table_name, c.column_name, c.data_type, c.is_nullable
     from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = $1 and t.table_type = 'BASE TABLE' and c.table_name <> 'schema_migrations'
       and c.table_name <> all($2::text[]) and c.is_generated = 'NEVER'
     order by c.table_name, c.ordinal_position`,
    [SCHEMA, NOT_BACKED_UP],
  );
  const keys = await db.query<{ table_name: string; column_name: string }>(
    `select kcu.table_name, kcu.column_name
     from information_schema.table_constraints tc
     join information_schema.key_column_usage kcu using (constraint_schema, constraint_name, table_name)
     where tc.constraint_type = 'PRIMARY KEY' and tc.table_schema = $1 order by kcu.ordinal_position`,
    [SCHEMA],
  );
  const refs = await db.query<{ child: string; parent: string }>(
    `select ch.relname as child, pa.relname as parent
     from pg_constraint k join pg_class ch on ch.oid = k.conrelid join pg_class pa on pa.oid = k.confrelid
     join pg_namespace n on n.oid = k.connamespace
     where k.contype = 'f' and n.nspname = $1 and ch.relname <> pa.relname`,
    [SCHEMA],
  );
  const tables = new Map<string, Table>();
  for (const c of columns) {
    const t = tables.get(c.table_name) ?? { name: c.table_name, columns: [], order: [] };
    t.columns.push({ name: c.column_name, type: c.data_type, nullable: c.is_nullable === 'YES' });
    tables.set(c.table_name, t);
  }
  for (const t of tables.values()) {
    const created = t.columns.find((c) => c.name === 'created_at' && !c.nullable);
    const pk = keys.filter((k) => k.table_name === t.name).map((k) => t.columns.find((c) => c.name === k.column_name)!);
    const key = pk.length ? pk : t.columns; // no primary key: every column orders the rows
    t.order = [...(created ? [created] : []), ...key].map((c) => ({ name: c.name, type: c.type }));
  }
  // Parents before children, so a restore never inserts a row before the row it references.
  const ordered: Table[] = [];
  const placed = new Set<string>();
  const place = (name: string, path: Set<string>) => {
    if (placed.has(name) || path.has(name) || !tables.has(name)) return;
    path.add(name);
    for (const r of refs) if (r.child === name) place(r.parent, path);
    placed.add(name);
    ordered.push(tables.get(name)!);
  };
  for (const name of [...tables.keys()].sort()) place(name, new Set());
  return ordered;
}

/**
 * Every sequence owned by a column (identity or serial) continues after the highest restored value, so the next
 * row the restored copy writes does not collide with a restored one.
 */
async function advanceSequences(tx: Queryable): Promise<void> {
  const owned = await tx.query<{ table_name: string; column_name: string; seq: string }>(
    `select c.table_name, c.column_name, pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) as seq
     from information_schema.columns c join information_schema.tables t using (table_schema, table_name)
     where c.table_schema = $1 and t.table_type = 'BASE TABLE'
       and pg_get_serial_sequence(format('%I.%I', c.table_schema, c.table_name), c.column_name) is not null`,
    [SCHEMA],
  );
  for (const o of owned) {
    // setval(seq, max, true) hands out max + 1 next; an empty table starts the sequence afresh (is_called false).
    await tx.query(
      `select setval($1::regclass, coalesce(max(${ident(o.column_name)}), 1), max(${ident(o.column_name)}) is not null)
       from ${SCHEMA}.${ident(o.table_name)}`,
      [o.seq],
    );
  }
}

async function appliedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ name: string }>(`select name from ${SCHEMA}.schema_migrations order by name`);
  return rows.map((r) => r.name);
}

/**
 * Writes a consistent snapshot (one REPEATABLE READ transaction) line by line; `write` may wait, which is
 * the backpressure that keeps memory flat. On PGlite the transaction holds the database while it runs.
 */
export async function dumpDatabase(
  db: Db,
  write: (line: string) => Promise<void>,
  { pageSize = PAGE }: { pageSize?: number } = {},
): Promise<Record<string, number>> {
  return db.transaction(async (tx) => {
    await tx.exec('set transaction isolation level repeatable read, read only');
    const header: BackupHeader = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      schema: await appliedMigrations(tx),
      backend: db.kind,
      created_at: new Date().toISOString(),
    };
    await write(`${JSON.stringify(header)}\n`);
    const rows: Record<string, number> = {};
    for (const table of await listTables(tx)) {
      await write(`${JSON.stringify({ table: table.name, columns: table.columns.map((c) => c.name) })}\n`);
      rows[table.name] = 0;
      const orderBy = table.order.map((c) => `t.${ident(c.name)}`).join(', ');
      // Keys travel as text, cast in SQL: postgres.js would turn a timestamptz parameter into a Date (no microseconds).
      const after = table.order.map((c, i) => `$${i + 2}::text::${c.type}`).join(', ');
      const keys = table.order.map((c, i) => `t.${ident(c.name)}::text as k${i}`).join(', ');
      let cursor: (string | null)[] | null = null;
      for (;;) {
        const page: Record<string, string>[] = await tx.query(
          `select to_jsonb(t)::text as row, ${keys} from ${SCHEMA}.${ident(table.name)} t
           where $1::boolean or (${orderBy}) > (${after}) order by ${orderBy} limit ${pageSize}`,
          [cursor === null, ...(cursor ?? table.order.map(() => null))],
        );
        let chunk = '';
        for (const r of page) chunk += `{"t":${JSON.stringify(table.name)},"r":${r.row}}\n`;
        if (chunk) await write(chunk);
        rows[table.name] = (rows[table.name] ?? 0) + page.length;
        if (page.length < pageSize) break;
        const last = page[page.length - 1]!;
        cursor = table.order.map((_, i) => last[`k${i}`] ?? null);
      }
    }
    await write(`${JSON.stringify({ end: true, rows })}\n`);
    return rows;
  });
}

/** The snapshot as a gzip'd byte stream; the dump waits whenever the reader is behind, and stops if it goes away. */
export function backupStream(db: Db): Readable {
  const gzip = createGzip();
  const write = async (line: string) => {
    if (gzip.destroyed) throw new Error('backup reader went away');
    if (!gzip.write(line)) await Promise.race([once(gzip, 'drain'), once(gzip, 'close')]);
  };
  dumpDatabase(db, write).then(
    () => gzip.end(),
    (err: Error) => gzip.destroy(err),
  );
  return gzip;
}

/**
 * The snapshot for a download, whose reader may be slow or stall. PGlite is one connection that every request
 * shares, and the snapshot is one transaction on it: streamed straight to a slow reader, it held every tap and
 * submit until the download finished. On PGlite the snapshot is therefore written to a temporary file first (at
 * disk speed) and the reader is served from that file; the file goes when the download ends or is dropped.
 * Postgres reads the snapshot on a connection of its own and streams it directly.
 */
export function backupForDownload(db: Db): Readable {
  if (db.kind !== 'pglite') return backupStream(db);
  const out = new PassThrough();
  void (async () => {
    const dir = await mkdtemp(join(tmpdir(), 'taploop-backup-'));
    try {
      const file = join(dir, 'backup.jsonl.gz');
      await pipeline(backupStream(db), createWriteStream(file));
      await pipeline(createReadStream(file), out);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  })().catch((err: Error) => out.destroy(err));
  return out;
}

/** Migration files this taploop knows; a backup naming others comes from a newer taploop. */
export function knownMigrations(dir = fileURLToPath(new URL('./migrations/', import.meta.url))): Set<string> {
  return new Set(readdirSync(dir).filter((f) => f.endsWith('.sql')));
}

/** Refuses a header this taploop cannot load, in one line that says what to do. */
export function checkHeader(line: string | undefined, known: Set<string> = knownMigrations()): BackupHeader {
  let header: Partial<BackupHeader> | null = null;
  try {
    header = line ? (JSON.parse(line) as Partial<BackupHeader>) : null;
  } catch {
    header = null;
  }
  if (header?.format !== BACKUP_FORMAT || typeof header.version !== 'number' || !Array.isArray(header.schema)) {
    throw new RestoreRefused('This file is not a taploop backup (its first line is not a taploop-backup header).');
  }
  if (header.version > BACKUP_VERSION) {
    throw new RestoreRefused(
      `This backup is format version ${header.version}; this taploop reads version ${BACKUP_VERSION} and older. Upgrade taploop to restore it.`,
    );
  }
  const unknown = header.schema.filter((m) => !known.has(m));
  if (unknown.length) {
    throw new RestoreRefused(
      `This backup comes from a newer taploop (schema ${unknown.join(', ')} is unknown here). Upgrade taploop to restore it.`,
    );
  }
  return header as BackupHeader;
}

interface BackupLine {
  t?: string;
  r?: unknown;
  table?: string;
  columns?: string[];
  end?: boolean;
  rows?: Record<string, number>;
}

/**
 * One line of the file after the header. A line that is not a JSON object, or not one of the three kinds a backup
 * holds (a table's columns, a row, the end), is damage, said with its number.
 */
function parseLine(line: string, lineNo: number): BackupLine {
  let item: unknown;
  try {
    item = JSON.parse(line);
  } catch {
    item = null;
  }
  if (!isObject(item))
    throw new RestoreRefused(`The backup is damaged: line ${lineNo} is not JSON. Nothing was restored.`);
  const fits =
    'r' in item || 't' in item
      ? typeof item.t === 'string' && isObject(item.r)
      : 'table' in item
        ? typeof item.table === 'string' &&
          Array.isArray(item.columns) &&
          item.columns.length > 0 &&
          item.columns.every((c) => typeof c === 'string') &&
          new Set(item.columns).size === item.columns.length
        : item.end === true &&
          (item.rows === undefined || (isObject(item.rows) && Object.values(item.rows).every(Number.isInteger)));
  if (!fits)
    throw new RestoreRefused(
      `The backup is damaged: line ${lineNo} is not a table's columns, a row or the end line. Nothing was restored.`,
    );
  return item as BackupLine;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** Postgres refusing a row says the file is damaged (its data, not the database): how, in a person's words. */
const ROW_REFUSALS: Record<string, string> = {
  '23503': 'refers to a row the backup does not hold',
  '23505': 'is in the backup twice',
  '23502': 'lacks a value its table requires',
  '23514': 'holds a value its table does not allow',
};

/** The refusal for an error the backup's data caused (SQLSTATE classes 22 and 23), or null for any other failure. */
function damagedData(err: unknown, table: string | null): RestoreRefused | null {
  const code = pgErrorCode(err) ?? '';
  const what =
    ROW_REFUSALS[code] ??
    (code.startsWith('22')
      ? 'holds a value its column cannot take'
      : code.startsWith('23')
        ? 'breaks a rule of its table'
        : null);
  if (what === null) return null;
  return new RestoreRefused(
    `The backup is damaged: a row${table ? ` of ${table}` : ''} ${what}. Nothing was restored.`,
  );
}

/**
 * Loads a backup's lines into an empty, migrated database in one transaction: all rows or none.
 * Columns the backup lacks (added by a later migration) take their defaults.
 *
 * The copy starts held (db/queries/hold.ts): it sends nothing until the owner releases it, since its original may
 * still be running and would send every queued card, publication and callback as well. `release`: a planned move,
 * the original is stopped; the copy sends at once.
 */
export async function restoreDatabase(
  db: Db,
  lines: AsyncIterable<string>,
  { release = false }: { release?: boolean } = {},
): Promise<{ header: BackupHeader; rows: Record<string, number>; held: boolean }> {
  const tables = new Map((await listTables(db)).map((t) => [t.name, t]));
  for (const t of tables.values()) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${SCHEMA}.${ident(t.name)}`);
    if (row!.n > 0) {
      throw new RestoreRefused(
        `The target database is not empty (${t.name} has ${row!.n} row(s)): restore into an empty data folder or a new, empty Postgres database (restore before starting taploop on it).`,
      );
    }
  }
  /** The table whose rows were being stored, to name it when the database refuses them. */
  let storing: string | null = null;
  return db
    .transaction(async (tx) => {
      const it = lines[Symbol.asyncIterator]();
      const header = checkHeader((await it.next()).value as string | undefined);
      const rows: Record<string, number> = {};
      let current: { table: Table; columns: string } | null = null;
      let batch: string[] = [];
      let batchBytes = 0;
      const flush = async () => {
        if (!current || batch.length === 0) return;
        const { table, columns } = current;
        storing = table.name;
        // OVERRIDING SYSTEM VALUE: an identity column (channel_deliveries.seq) keeps the number the backup holds.
        await tx.query(
          `insert into ${SCHEMA}.${ident(table.name)} (${columns}) overriding system value select ${columns} from jsonb_populate_recordset(null::${SCHEMA}.${ident(table.name)}, $1::text::jsonb)`,
          [`[${batch.join(',')}]`],
        );
        rows[table.name] = (rows[table.name] ?? 0) + batch.length;
        batch = [];
        batchBytes = 0;
      };
      let ended = false;
      let lineNo = 1;
      for (let next = await it.next(); !next.done; next = await it.next()) {
        lineNo++;
        const line = next.value;
        if (!line.trim()) continue;
        const item = parseLine(line, lineNo);
        if (item.t !== undefined) {
          if (current?.table.name !== item.t)
            throw new RestoreRefused(`The backup is damaged: a row of ${item.t} outside its table's section.`);
          const row = JSON.stringify(item.r);
          batch.push(row);
          batchBytes += row.length;
          if (batch.length >= PAGE || batchBytes >= BATCH_BYTES) await flush();
        } else if (item.table !== undefined) {
          await flush();
          const table = tables.get(item.table);
          if (!table)
            throw new RestoreRefused(
              `The backup holds table ${item.table}, which this taploop does not have. Upgrade taploop to restore it.`,
            );
          const have = new Set(table.columns.map((c) => c.name));
          const missing = (item.columns ?? []).filter((c) => !have.has(c));
          if (missing.length)
            throw new RestoreRefused(
              `The backup's ${item.table} has column(s) ${missing.join(', ')} this taploop lacks. Upgrade taploop to restore it.`,
            );
          current = { table, columns: (item.columns ?? []).map(ident).join(', ') };
        } else if (item.end) {
          await flush();
          for (const [name, n] of Object.entries(item.rows ?? {})) {
            if ((rows[name] ?? 0) !== n)
              throw new RestoreRefused(
                `The backup is damaged: ${name} should hold ${n} row(s), the file has ${rows[name] ?? 0}.`,
              );
          }
          ended = true;
        }
      }
      if (!ended)
        throw new RestoreRefused(
          'The backup is incomplete (no end line): it was cut short while being written. Nothing was restored.',
        );
      storing = null;
      await advanceSequences(tx);
      // A backup of a held copy carries its hold: released or renewed here, whichever the owner asked for.
      if (release) await releaseHold(tx);
      else await setHold(tx, `restored from a backup${header.created_at ? ` taken ${header.created_at}` : ''}`);
      return { header, rows, held: !release };
    })
    .catch((err: unknown) => {
      throw damagedData(err, storing) ?? err;
    });
}
