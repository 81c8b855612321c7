// Retention (RETENTION_DAYS, run by the nightly tick) and forget (one run at once): every stored copy of a run's
// texts goes — every column db/texts.ts lists (rows, embeddings, context records, publications, outbox payloads, tap
// details), the lines of published.jsonl, and its words in candidate rules — counts and the owner's rules stay.
// Cards already sent to Telegram or Slack are not touched: those messages live in the chat apps.
import { createReadStream, createWriteStream, existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finishJobRun, startJobRun } from '../../db/queries/jobs.ts';
import { type RemovedTexts, removeOldContextTasks, removeRunTexts, runsOlderThan } from '../../db/queries/retention.ts';
import { findRun } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { notFound } from '../kernel/errors.ts';
import { withFileLock } from '../kernel/file-lock.ts';
import { newId } from '../kernel/ids.ts';

type Deps = Pick<GatewayDeps, 'db' | 'config' | 'logger'>;

export interface ForgetResult extends RemovedTexts {
  /** Lines removed from the log publisher's files (published.jsonl). */
  published_lines: number;
}

const BATCH = 500;

/** `DELETE /v1/runs/:id` and `taploop forget ID`: the run's texts go at once; a second call removes nothing. */
export async function forgetRun(deps: Deps, runId: string): Promise<ForgetResult> {
  if (!(await findRun(deps.db, runId))) throw notFound(`run ${runId}`);
  const removed = await deps.db.transaction((tx) => removeRunTexts(tx, [runId]));
  const published_lines = await removePublishedLines(deps, new Set([runId]));
  const result = { ...removed, published_lines };
  deps.logger.info('run forgotten: its texts were removed', { run_id: runId, ...result });
  return result;
}

export interface RetentionResult extends ForgetResult {
  status: 'off' | 'succeeded' | 'skipped';
  before: Date | null;
  /** Context records older than the cutoff that no run pointed at. */
  context_tasks: number;
}

/** Removes the texts of runs older than RETENTION_DAYS, in batches, with a job_runs row and a log line of counts. */
export async function runRetention(deps: Deps, { now = new Date() }: { now?: Date } = {}): Promise<RetentionResult> {
  const empty = {
    runs: 0,
    feedback: 0,
    contexts: 0,
    publications: 0,
    taps: 0,
    deliveries: 0,
    candidates: 0,
    published_lines: 0,
    context_tasks: 0,
  };
  const days = deps.config.retentionDays;
  if (days === null) return { status: 'off', before: null, ...empty };
  const before = new Date(now.getTime() - days * 86_400_000);
  const result: RetentionResult = { status: 'succeeded', before, ...empty };
  const locked = await deps.db.withLock('taploop:retention', async () => {
    const jobId = newId('job');
    const key = `retention:${now.toISOString().slice(0, 10)}`;
    await startJobRun(deps.db, {
      id: jobId,
      job: 'retention',
      key,
      status: 'running',
      window_start: new Date(0),
      window_end: before,
    });
    try {
      const forgotten = new Set<string>();
      for (;;) {
        const ids = await runsOlderThan(deps.db, before, BATCH);
        if (ids.length === 0) break;
        const removed = await deps.db.transaction((tx) => removeRunTexts(tx, ids));
        for (const k of Object.keys(removed) as (keyof RemovedTexts)[]) result[k] += removed[k];
        for (const id of ids) forgotten.add(id);
      }
      result.context_tasks = await removeOldContextTasks(deps.db, before);
      result.published_lines = await removePublishedLines(deps, forgotten);
      const { status: _, before: __, ...counts } = result;
      await finishJobRun(deps.db, jobId, 'succeeded', counts);
      deps.logger.info('retention removed the texts of old runs', {
        retention_days: days,
        before: before.toISOString(),
        ...counts,
      });
    } catch (err) {
      await finishJobRun(deps.db, jobId, 'failed', {}, (err as Error).message).catch(() => {});
      throw err;
    }
  });
  return locked.ran ? result : { status: 'skipped', before, ...empty };
}

/** Every file the log publisher writes: the default in the data folder and any goal's own `file`. */
export function publishedFiles(config: Deps['config']): string[] {
  const goals = [...Object.values(config.goals.goals), ...(config.goals.defaultGoal ? [config.goals.defaultGoal] : [])];
  const own = goals.flatMap((g) => (g.publisher?.type === 'log' && g.publisher.file ? [g.publisher.file] : []));
  return [...new Set([join(config.dataDir, 'published.jsonl'), ...own])];
}

/** Rewrites each published.jsonl without the lines of these runs (a temp file renamed over it: never half-written). */
async function removePublishedLines(deps: Deps, runIds: Set<string>): Promise<number> {
  if (runIds.size === 0) return 0;
  let removed = 0;
  for (const file of publishedFiles(deps.config)) {
    if (!existsSync(file)) continue;
    removed += await withFileLock(file, () => rewriteWithout(file, runIds));
  }
  return removed;
}

/** The file again without those runs' lines; the log publisher waits on the same lock meanwhile. */
async function rewriteWithout(file: string, runIds: Set<string>): Promise<number> {
  const tmp = `${file}.${process.pid}.tmp`;
  const out = createWriteStream(tmp);
  let dropped = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (runIdOf(line) !== null && runIds.has(runIdOf(line)!)) {
      dropped++;
      continue;
    }
    if (!out.write(`${line}\n`)) await new Promise<void>((ok) => out.once('drain', () => ok()));
  }
  await new Promise<void>((ok, fail) => out.end((err?: Error | null) => (err ? fail(err) : ok())));
  if (dropped) renameSync(tmp, file);
  else rmSync(tmp, { force: true });
  return dropped;
}

function runIdOf(line: string): string | null {
  try {
    const id = (JSON.parse(line) as { run_id?: unknown }).run_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}
