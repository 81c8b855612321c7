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

/**
 * The taps a count includes: every tap with its outcome, and a tap still marked received once it is a minute old (the
 * process stopped between logging it and writing its outcome). A tap being handled right now counts once it is done.
 */
export const COUNTED_TAPS = `(outcome <> 'received' or created_at < now() - interval '1 minute')`;

export interface TapCountByDay {
  day: string;
  outcome: TapOutcome;
  n: number;
}

export async function countTapsByDay(db: Queryable, timezone: string, since: Date): Promise<TapCountByDay[]> {
  return db.query<TapCountByDay>(
    `select to_char(created_at at time zone $1, 'YYYY-MM-DD') as day, outcome, count(*)::int as n
     from taps where created_at >= $2 and ${COUNTED_TAPS} group by 1, 2 order by 1, 2`,
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
