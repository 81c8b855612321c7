// goal_trust: the trust ladder's state per goal (manual → suggested → auto).
import type { Queryable } from '../client.ts';

export type TrustMode = 'manual' | 'suggested' | 'auto';

export interface GoalTrust {
  goal: string;
  mode: TrustMode;
  clean_streak: number;
  suggested_at: Date | null;
  decided_by: string | null;
  reason: string | null;
  updated_at: Date;
}

/** The goal's row, created on first use and locked for the rest of the transaction. */
export async function lockTrust(db: Queryable, goal: string): Promise<GoalTrust> {
  await db.query(`insert into goal_trust (goal) values ($1) on conflict (goal) do nothing`, [goal]);
  const [row] = await db.query<GoalTrust>(`select * from goal_trust where goal = $1 for update`, [goal]);
  return row!;
}

export async function findTrust(db: Queryable, goal: string): Promise<GoalTrust | null> {
  const rows = await db.query<GoalTrust>(`select * from goal_trust where goal = $1`, [goal]);
  return rows[0] ?? null;
}

export async function saveTrust(
  db: Queryable,
  t: {
    goal: string;
    mode: TrustMode;
    clean_streak: number;
    suggested: boolean;
    decided_by?: string | null;
    reason?: string | null;
  },
): Promise<GoalTrust> {
  const [row] = await db.query<GoalTrust>(
    `update goal_trust set mode = $2, clean_streak = $3,
       suggested_at = case when $4 then now() else suggested_at end,
       decided_by = coalesce($5, decided_by), reason = $6, updated_at = now()
     where goal = $1 returning *`,
    [t.goal, t.mode, t.clean_streak, t.suggested, t.decided_by ?? null, t.reason ?? null],
  );
  return row!;
}

export async function listTrust(db: Queryable): Promise<GoalTrust[]> {
  return db.query<GoalTrust>(`select * from goal_trust order by goal`);
}
