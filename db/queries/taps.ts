// taps: every inbound button press or reply, with what became of it.
import type { Queryable } from '../client.ts';

export type TapOutcome = 'received' | 'stored' | 'duplicate' | 'conflict' | 'refused' | 'invalid' | 'failed';

export interface NewTap {
  id: string;
  event_key: string;
  run_id: string | null;
  rule_id?: string | null;
  /** A trust tap's goal (it acts on neither a run nor a rule). */
  goal?: string | null;
  source: string;
  actor: string | null;
  action: string;
  outcome?: TapOutcome;
  detail?: string | null;
}

export async function insertTap(db: Queryable, tap: NewTap): Promise<void> {
  await db.query(
    `insert into taps (id, event_key, run_id, rule_id, goal, source, actor, action, outcome, detail)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      tap.id,
      tap.event_key,
      tap.run_id,
      tap.rule_id ?? null,
      tap.goal ?? null,
      tap.source,
      tap.actor,
      tap.action,
      tap.outcome ?? 'received',
      tap.detail ?? null,
    ],
  );
}

export async function setTapOutcome(
  db: Queryable,
  id: string,
  outcome: TapOutcome,
  detail: string | null = null,
): Promise<void> {
  await db.query(`update taps set outcome = $2, detail = coalesce($3, detail) where id = $1`, [id, outcome, detail]);
}

export interface TapCountsByDay {
  day: string;
  received: number;
  stored: number;
  duplicate: number;
  conflict: number;
  refused: number;
  invalid: number;
  failed: number;
  /** Taps still marked received a minute later: the process died between logging and committing. */
  lost: number;
}

export async function countTapsByDay(db: Queryable, timezone: string, since: Date): Promise<TapCountsByDay[]> {
  return db.query<TapCountsByDay>(
    `select to_char(created_at at time zone $1, 'YYYY-MM-DD') as day,
            count(*)::int as received,
            count(*) filter (where outcome = 'stored')::int as stored,
            count(*) filter (where outcome = 'duplicate')::int as duplicate,
            count(*) filter (where outcome = 'conflict')::int as conflict,
            count(*) filter (where outcome = 'refused')::int as refused,
            count(*) filter (where outcome = 'invalid')::int as invalid,
            count(*) filter (where outcome = 'failed')::int as failed,
            count(*) filter (where outcome = 'received' and created_at < now() - interval '1 minute')::int as lost
     from taps where created_at >= $2 group by 1 order by 1`,
    [timezone, since],
  );
}

export interface StoredTap {
  id: string;
  action: string;
  run_id: string | null;
  rule_id: string | null;
  goal: string | null;
}

/** The tap already stored under this event key, if any: how every replay is spotted. */
export async function findStoredTap(db: Queryable, eventKey: string): Promise<StoredTap | null> {
  const rows = await db.query<StoredTap>(
    `select id, action, run_id, rule_id, goal from taps where event_key = $1 and outcome = 'stored' order by created_at limit 1`,
    [eventKey],
  );
  return rows[0] ?? null;
}
