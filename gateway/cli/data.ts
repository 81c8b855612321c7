// `taploop export | backup | restore | release | forget`: through the running gateway (typed client) when one answers, else on the database.
import { createWriteStream, renameSync, rmSync } from 'node:fs';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { TaploopClient, TaploopError } from '../../client/index.ts';
import { backupStream, checkHeader, RestoreRefused, restoreDatabase } from '../../db/backup.ts';
import { createDb, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { releaseHold } from '../../db/queries/hold.ts';
import { RELEASE_HOW } from '../core/hold.ts';
import { type ExportSummary, exportQuery, exportRuns } from '../data/export.ts';
import { backupLines } from '../data/lines.ts';
import { streamOf } from '../data/stream.ts';
import type { Config } from '../kernel/config.ts';
import { parse } from '../server/http/validate.ts';
import { CliError } from './errors.ts';
import { issuesInCommandTerms } from './terms.ts';

export interface DataCliOptions {
  format?: string;
  goal?: string;
  since?: string;
  until?: string;
  out?: string;
  run?: string;
}

const clientOf = (config: Config) =>
  new TaploopClient({
    baseUrl: process.env.TAPLOOP_URL ?? `http://127.0.0.1:${config.port}`,
    token: config.ownerClientToken,
  });

/** Runs `remote` against the gateway; when none answers, `local` on the database itself (PGlite allows one process). */
export async function remoteOrLocal<T>(
  config: Config,
  remote: (c: TaploopClient) => Promise<T>,
  local: (db: Db) => Promise<T>,
): Promise<T> {
  try {
    return await remote(clientOf(config));
  } catch (err) {
    if (!(err instanceof TaploopError)) throw err;
    if (err.code !== 'unreachable') throw err; // the gateway's own answer, said as every command says it
  }
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    return await local(db);
  } finally {
    await db.close();
  }
}

/** A bad option is the person's to fix: one line in the command's terms, exit 2 (GatewayError would print as a crash). */
function cliParse<T>(command: string, fn: () => T): T {
  try {
    return fn();
  } catch (err) {
    throw new CliError(issuesInCommandTerms(command, (err as { details?: unknown }).details) ?? (err as Error).message);
  }
}

const sink = (out: string | undefined): Writable => (out ? createWriteStream(out) : stdoutSink());

// process.stdout must stay open after the pipeline ends.
const stdoutSink = () =>
  new Writable({
    write(chunk, _enc, done) {
      process.stdout.write(chunk, done);
    },
  });

export async function exportCommand(
  config: Config,
  opts: DataCliOptions,
  log: (line: string) => void,
): Promise<number> {
  const input = cliParse('export', () =>
    parse(exportQuery, { format: opts.format, goal: opts.goal, since: opts.since, until: opts.until }, 'options'),
  );
  const summary = await remoteOrLocal(
    config,
    async (client) => {
      const { summary, body } = await client.export(input);
      await pipeline(Readable.fromWeb(body as import('node:stream/web').ReadableStream), sink(opts.out));
      return summary;
    },
    async (db) => {
      const { summary, lines } = await exportRuns(db, input);
      await pipeline(Readable.fromWeb(streamOf(lines) as import('node:stream/web').ReadableStream), sink(opts.out));
      return summary;
    },
  );
  if (summary) log(describeExport(summary, opts.out));
  return 0;
}

/** The summary line on stderr: what was written and, for pairs, what was left out and why. */
export function describeExport(s: ExportSummary, out?: string): string {
  const where = out ? ` to ${out}` : '';
  if (s.format !== 'pairs') return `exported ${s.runs} run(s) as ${s.format}${where}`;
  return (
    `exported ${s.pairs} preference pair(s)${where}; left out: ${s.edits_left_out} edit(s) without a task or text, ` +
    `${s.approvals} approval(s), ${s.rejections} rejection(s), ${s.undecided} undecided run(s)`
  );
}

/** `taploop backup --out FILE`: from the running gateway when one answers, else from the database itself. */
export async function backupCommand(
  config: Config,
  opts: DataCliOptions,
  log: (line: string) => void,
): Promise<number> {
  if (!opts.out) throw new CliError('backup needs --out <file>, e.g. --out taploop-backup.jsonl.gz');
  const part = `${opts.out}.part`;
  try {
    const via = await remoteOrLocal(
      config,
      async (client) => {
        await pipeline(
          Readable.fromWeb((await client.backup()) as import('node:stream/web').ReadableStream),
          createWriteStream(part),
        );
        return 'the running gateway';
      },
      async (db) => {
        await pipeline(backupStream(db), createWriteStream(part));
        return `the database (${db.kind})`;
      },
    );
    renameSync(part, opts.out); // only a whole backup gets the name
    log(`backup of ${via} written to ${opts.out}`);
    return 0;
  } catch (err) {
    rmSync(part, { force: true });
    throw err;
  }
}

/**
 * `taploop restore FILE [--release]`: into the empty database of this configuration (DATA_DIR or DATABASE_URL). The
 * copy starts held unless `release`: its original may still be running, and both would send.
 */
export async function restoreCommand(
  config: Config,
  file: string | undefined,
  log: (line: string) => void,
  { release = false }: { release?: boolean } = {},
): Promise<number> {
  if (!file) throw new CliError('restore needs the backup file, e.g. taploop restore taploop-backup.jsonl.gz');
  // The header first: a backup this taploop cannot load is refused before any database is created.
  try {
    const first = backupLines(file);
    checkHeader((await first.next()).value as string | undefined);
    await first.return(undefined);
  } catch (err) {
    if (err instanceof RestoreRefused) throw new CliError(err.message);
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw new CliError(`No backup file at ${file}.`);
    throw err;
  }
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    const { header, rows, held } = await restoreDatabase(db, backupLines(file), { release });
    const total = Object.values(rows).reduce((a, b) => a + b, 0);
    log(
      `restored ${total} row(s) in ${Object.keys(rows).length} table(s) from ${file} (a ${header.backend} backup of ${header.created_at}) into ${config.databaseUrl ? 'Postgres' : config.dataDir}`,
    );
    log(
      held
        ? `held: it sends no card, publication or callback and its bots leave Telegram to the original until ${RELEASE_HOW}`
        : 'released: it sends its queued cards, publications and callbacks from its first start',
    );
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) throw new CliError(err.message);
    throw err;
  } finally {
    await db.close();
  }
}

/** `taploop release`: through the running gateway when one answers (its bots take over at once), else on the database. */
export async function releaseCommand(config: Config, log: (line: string) => void): Promise<number> {
  const heldSince = await remoteOrLocal(
    config,
    async (client) => (await client.release()).held_since,
    async (db) => (await releaseHold(db))?.since.toISOString() ?? null,
  );
  log(
    heldSince
      ? `released (held since ${heldSince}): queued cards, publications and callbacks go out, and the bots take over Telegram`
      : 'nothing to release: this database is not held',
  );
  return 0;
}

/** `taploop forget ID`: through the running gateway when one answers, else on the database itself. */
export async function forgetCommand(
  config: Config,
  opts: DataCliOptions,
  log: (line: string) => void,
): Promise<number> {
  const runId = opts.run;
  if (!runId) throw new CliError('forget needs a run id, e.g. taploop forget run_h8y08dp7kj5rce');
  const removed = await remoteOrLocal(
    config,
    async (client) => (await client.forget(runId)).removed,
    async (db) => {
      const [{ forgetRun }, { createLogger }] = await Promise.all([
        import('../data/retention.ts'),
        import('../kernel/logger.ts'),
      ]);
      return forgetRun({ db, config, logger: createLogger(config.logLevel) }, runId).catch((err: Error) => {
        throw err.name === 'GatewayError' ? new CliError(err.message) : err;
      });
    },
  );
  log(
    `forgot ${runId}: texts removed from ${removed.runs} run, ${removed.feedback} decision(s), ${removed.contexts} context record(s), ` +
      `${removed.publications} publication(s), ${removed.taps} tap(s), ${removed.deliveries} card or callback delivery(ies) ` +
      `and ${removed.published_lines} published.jsonl line(s); ${removed.candidates} candidate rule(s) reworded. ` +
      'Cards already sent to Telegram or Slack stay there.',
  );
  return 0;
}
