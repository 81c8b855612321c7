// Counts for GET /metrics, read at scrape time so every process reports the same numbers.
import type { Queryable } from '../client.ts';
import { COUNTED_TAPS, type TapOutcome } from './taps.ts';

export const tapCounts = (db: Queryable) =>
  db.query<{ source: string; outcome: TapOutcome; n: number }>(
    `select source, outcome, count(*)::int as n from taps where ${COUNTED_TAPS} group by 1, 2`,
  );

export const decisionCounts = (db: Queryable) =>
  db.query<{ rating: -1 | 0 | 1; goal: string; n: number }>(
    `select f.rating, r.goal, count(*)::int as n from feedback f join runs r on r.id = f.run_id group by 1, 2`,
  );

export async function pendingDrafts(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>(`select count(*)::int as n from runs where status = 'pending'`);
  return row!.n;
}

const OUTBOX_COUNTS = `count(*) filter (where status = 'queued')::int as queued,
  extract(epoch from now() - min(created_at) filter (where status = 'queued'))::float8 as oldest_seconds,
  count(*) filter (where status = 'failed')::int as failed`;

/**
 * Per outbox (publish: the goal's publisher, callback: the agents' callbacks, card: channel card pushes and edits):
 * queued rows, the age of the oldest queued one, rows failed for good.
 */
export const publicationCounts = (db: Queryable) =>
  db.query<{ kind: string; queued: number; oldest_seconds: number | null; failed: number }>(
    `select 'publish' as kind, ${OUTBOX_COUNTS} from publications
     union all select 'callback', ${OUTBOX_COUNTS} from callback_deliveries
     union all select 'card', ${OUTBOX_COUNTS} from channel_deliveries`,
  );

/** Per job: runs by status, the last run's duration, the last success's end. */
export const jobCounts = (db: Queryable) =>
  db.query<{ job: string; status: string; n: number; last_seconds: number | null; last_success: number | null }>(
    `select job, status, count(*)::int as n,
            (array_agg(extract(epoch from finished_at - started_at)::float8 order by started_at desc)
               filter (where finished_at is not null))[1] as last_seconds,
            extract(epoch from max(finished_at) filter (where status = 'succeeded'))::float8 as last_success
     from job_runs group by 1, 2`,
  );
