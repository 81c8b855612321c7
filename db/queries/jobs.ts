// job_runs: one row per run of a scheduled job, with its window and counts.
import type { Queryable } from '../client.ts';

export interface JobRun {
  id: string;
  job: string;
  key: string;
  status: 'running' | 'succeeded' | 'failed' | 'skipped';
  window_start: Date | null;
  window_end: Date | null;
  counts: Record<string, unknown>;
  error: string | null;
  started_at: Date;
  finished_at: Date | null;
}

/** Called with the job's lock held: a row still "running" belongs to a process that died. */
export async function failAbandoned(db: Queryable, job: string): Promise<void> {
  await db.query(
    `update job_runs set status = 'failed', error = 'abandoned (process stopped)', finished_at = now() where job = $1 and status = 'running'`,
    [job],
  );
}

export async function startJobRun(
  db: Queryable,
  r: { id: string; job: string; key: string; status: JobRun['status']; window_start: Date; window_end: Date },
): Promise<void> {
  await db.query(
    `insert into job_runs (id, job, key, status, window_start, window_end, finished_at)
     values ($1, $2, $3, $4, $5, $6, case when $4 = 'running' then null else now() end)`,
    [r.id, r.job, r.key, r.status, r.window_start, r.window_end],
  );
}

export async function finishJobRun(
  db: Queryable,
  id: string,
  status: 'succeeded' | 'failed',
  counts: object,
  error: string | null = null,
): Promise<void> {
  await db.query(
    `update job_runs set status = $2, counts = $3::text::jsonb, error = $4, finished_at = now() where id = $1`,
    [id, status, JSON.stringify(counts), error],
  );
}

export async function listJobRuns(db: Queryable, job: string, limit: number): Promise<JobRun[]> {
  return db.query<JobRun>(`select * from job_runs where job = $1 order by started_at desc limit $2`, [job, limit]);
}
