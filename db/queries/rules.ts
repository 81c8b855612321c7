// rules: what agents must follow, from candidate to active to retired.
import type { Queryable } from '../client.ts';
import type { RuleStatus } from '../../gateway/schemas.ts';

export interface Rule {
  id: string;
  title: string;
  body: string;
  goal: string | null;
  status: RuleStatus;
  proposal: 'add' | 'retire';
  evidence: string[];
  source: 'manual' | 'nightly' | 'retirement';
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  activated_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export interface NewRule {
  id: string;
  title: string;
  body: string;
  goal: string | null;
  status: RuleStatus;
  source: Rule['source'];
  evidence: string[];
  decided_by: string | null;
}

export async function insertRule(db: Queryable, r: NewRule): Promise<Rule> {
  const [row] = await db.query<Rule>(
    `insert into rules (id, title, body, goal, status, source, evidence, decided_by, decided_at, activated_at)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8,
             case when $8::text is null then null else now() end,
             case when $5 = 'active' then now() else null end)
     returning *`,
    [r.id, r.title, r.body, r.goal, r.status, r.source, JSON.stringify(r.evidence), r.decided_by],
  );
  return row!;
}

export async function listRules(db: Queryable, filter: { status?: RuleStatus; goal?: string }): Promise<Rule[]> {
  return db.query<Rule>(
    `select * from rules
     where ($1::text is null or status = $1) and ($2::text is null or goal = $2 or goal is null)
     order by case status when 'candidate' then 0 when 'active' then 1 else 2 end, created_at desc, id`,
    [filter.status ?? null, filter.goal ?? null],
  );
}

/** Active rules an agent on `goal` must follow: the goal's own first, then rules for every goal; newest first. */
export async function listActiveRulesFor(db: Queryable, goal: string, limit: number): Promise<Rule[]> {
  return db.query<Rule>(
    `select * from rules where status = 'active' and (goal = $1 or goal is null)
     order by (goal is null), activated_at desc, id limit $2`,
    [goal, limit],
  );
}

export async function findRule(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<Rule | null> {
  const rows = await db.query<Rule>(`select * from rules where id = $1${opts.forUpdate ? ' for update' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function setRuleDecision(
  db: Queryable,
  id: string,
  d: { status: RuleStatus; title: string; body: string; actor: string | null; reason: string | null },
): Promise<Rule> {
  const [row] = await db.query<Rule>(
    `update rules set status = $2, title = $3, body = $4, decided_by = $5, reason = $6, decided_at = now(), updated_at = now(),
       activated_at = case when $2 = 'active' then now() else activated_at end
     where id = $1 returning *`,
    [id, d.status, d.title, d.body, d.actor, d.reason],
  );
  return row!;
}
