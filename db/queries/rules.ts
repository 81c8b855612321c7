// rules: what agents must follow, from candidate to active to retired.
import type { Queryable } from '../client.ts';
import { personNameOf } from './people.ts';

/** A rule is proposed (candidate), confirmed (active), rejected, or retired later. */
export const RULE_STATUSES = ['candidate', 'active', 'retired', 'rejected'] as const;
export type RuleStatus = (typeof RULE_STATUSES)[number];

export interface Rule {
  id: string;
  title: string;
  body: string;
  goal: string | null;
  status: RuleStatus;
  proposal: 'add' | 'retire';
  evidence: string[];
  /** For a correction of `evidence` that backs this rule with one of its mistakes only: which (learning/parts.ts). */
  evidence_parts: Record<string, string>;
  source: 'manual' | 'nightly' | 'retirement';
  decided_by: string | null;
  decided_at: Date | null;
  reason: string | null;
  activated_at: Date | null;
  /** For a retirement proposal: the active rule it would retire. */
  target_rule_id: string | null;
  /**
   * The nightly job's body with every phrase it found, where `body` keeps only those the rule's words name: what the
   * rule is matched by (gateway/learning/dedup.ts); null when `body` is all, and once the owner rewords the rule.
   */
  matched_body: string | null;
  /** For a candidate: the goal's rule whose mistake its corrections look like; its card asks "same mistake as it?". */
  alike_rule_id: string | null;
  /** That rule's title as the card showed it. */
  alike_title: string | null;
  /** For a candidate the owner took as the same mistake as another rule: the rule its corrections went to. */
  merged_into: string | null;
  /** Who made the corrections it rests on, by name, earliest first (read, not stored: RULE_COLUMNS). */
  corrected_by: string[];
  created_at: Date;
  updated_at: Date;
}

/**
 * A rule row with the names of the people whose corrections are its evidence, read as the stats read a decision's
 * actor (personNameOf): a correction by nobody taploop knows (an agent, a script) names no one.
 */
export const RULE_COLUMNS = `rules.*, array(
    select n.name from feedback f cross join lateral (select ${personNameOf('f.source', 'f.actor')} as name) n
     where rules.evidence ? f.id and n.name is not null
     group by n.name order by min(f.created_at), n.name
  ) as corrected_by`;

export interface NewRule {
  id: string;
  title: string;
  body: string;
  goal: string | null;
  status: RuleStatus;
  source: Rule['source'];
  evidence: string[];
  evidence_parts?: Record<string, string>;
  decided_by: string | null;
  matched_body?: string | null;
  alike?: { id: string; title: string } | null;
}

export async function insertRule(db: Queryable, r: NewRule): Promise<Rule> {
  const [row] = await db.query<Rule>(
    `insert into rules (id, title, body, goal, status, source, evidence, decided_by, decided_at, activated_at, matched_body,
                        alike_rule_id, alike_title, evidence_parts)
     values ($1, $2, $3, $4, $5, $6, $7::text::jsonb, $8,
             case when $8::text is null then null else now() end,
             case when $5 = 'active' then now() else null end, $9, $10, $11, $12::text::jsonb)
     returning ${RULE_COLUMNS}`,
    [
      r.id,
      r.title,
      r.body,
      r.goal,
      r.status,
      r.source,
      JSON.stringify(r.evidence),
      r.decided_by,
      r.matched_body ?? null,
      r.alike?.id ?? null,
      r.alike?.title ?? null,
      JSON.stringify(r.evidence_parts ?? {}),
    ],
  );
  return row!;
}

/** The active rule with exactly this title, body and goal (null: every goal), if there is one. */
export async function findActiveRule(
  db: Queryable,
  r: { title: string; body: string; goal: string | null },
): Promise<Rule | null> {
  const [row] = await db.query<Rule>(
    `select ${RULE_COLUMNS} from rules
     where status = 'active' and goal is not distinct from $1 and title = $2 and body = $3
     order by created_at, id limit 1`,
    [r.goal, r.title, r.body],
  );
  return row ?? null;
}

export async function listRules(db: Queryable, filter: { status?: RuleStatus; goal?: string }): Promise<Rule[]> {
  return db.query<Rule>(
    `select ${RULE_COLUMNS} from rules
     where ($1::text is null or status = $1) and ($2::text is null or goal = $2 or goal is null)
     order by case status when 'candidate' then 0 when 'active' then 1 else 2 end, created_at desc, id`,
    [filter.status ?? null, filter.goal ?? null],
  );
}

/** Active rules an agent on `goal` must follow: the goal's own first, then rules for every goal; newest first. */
export async function listActiveRulesFor(db: Queryable, goal: string, limit: number): Promise<Rule[]> {
  return db.query<Rule>(
    `select ${RULE_COLUMNS} from rules where status = 'active' and proposal = 'add' and (goal = $1 or goal is null)
     order by (goal is null), activated_at desc, id limit $2`,
    [goal, limit],
  );
}

export async function findRule(db: Queryable, id: string, opts: { forUpdate?: boolean } = {}): Promise<Rule | null> {
  const rows = await db.query<Rule>(
    `select ${RULE_COLUMNS} from rules where id = $1${opts.forUpdate ? ' for update' : ''}`,
    [id],
  );
  return rows[0] ?? null;
}

export async function setRuleDecision(
  db: Queryable,
  id: string,
  d: {
    status: RuleStatus;
    title: string;
    body: string;
    actor: string | null;
    reason: string | null;
    mergedInto?: string | null;
  },
): Promise<Rule> {
  const [row] = await db.query<Rule>(
    `update rules set status = $2, title = $3, body = $4, decided_by = $5, reason = $6, decided_at = now(), updated_at = now(),
       matched_body = case when title = $3 and body = $4 then matched_body end,
       activated_at = case when $2 = 'active' then now() else activated_at end, merged_into = $7
     where id = $1 returning ${RULE_COLUMNS}`,
    [id, d.status, d.title, d.body, d.actor, d.reason, d.mergedInto ?? null],
  );
  return row!;
}

export async function retireRule(db: Queryable, id: string, actor: string | null): Promise<void> {
  await db.query(
    `update rules set status = 'retired', decided_by = $2, decided_at = now(), updated_at = now() where id = $1`,
    [id, actor],
  );
}

export async function rewordRule(db: Queryable, id: string, title: string, body: string): Promise<Rule | null> {
  const rows = await db.query<Rule>(
    `update rules set title = $2, body = $3, updated_at = now(),
       matched_body = case when title = $2 and body = $3 then matched_body end
     where id = $1 returning ${RULE_COLUMNS}`,
    [id, title, body],
  );
  return rows[0] ?? null;
}

export interface Effectiveness {
  before: { runs: number; edit_rate: number | null; reject_rate: number | null };
  after: { runs: number; edit_rate: number | null; reject_rate: number | null };
}

/** Edit and reject rates of the goal's decided runs in the 30 days before the rule became active, and since. */
export async function ruleEffectiveness(
  db: Queryable,
  rule: Pick<Rule, 'goal' | 'activated_at'>,
): Promise<Effectiveness | null> {
  if (!rule.activated_at) return null;
  const [row] = await db.query<{ bn: number; be: number; br: number; an: number; ae: number; ar: number }>(
    `select count(*) filter (where f.created_at < $2)::int as bn,
            count(*) filter (where f.created_at < $2 and f.rating = 0 and f.edit_kind = 'substantive')::int as be,
            count(*) filter (where f.created_at < $2 and f.rating = -1)::int as br,
            count(*) filter (where f.created_at >= $2)::int as an,
            count(*) filter (where f.created_at >= $2 and f.rating = 0 and f.edit_kind = 'substantive')::int as ae,
            count(*) filter (where f.created_at >= $2 and f.rating = -1)::int as ar
     from feedback f join runs r on r.id = f.run_id
     where f.undone_at is null and ($1::text is null or r.goal = $1) and f.created_at >= $2::timestamptz - interval '30 days'`,
    [rule.goal, rule.activated_at],
  );
  const rate = (n: number, of: number) => (of ? Math.round((n / of) * 1000) / 1000 : null);
  return {
    before: { runs: row!.bn, edit_rate: rate(row!.be, row!.bn), reject_rate: rate(row!.br, row!.bn) },
    after: { runs: row!.an, edit_rate: rate(row!.ae, row!.an), reject_rate: rate(row!.ar, row!.an) },
  };
}
