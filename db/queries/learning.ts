// Queries of the nightly job: minable corrections, their neighbours by the signal index, rule dedup and retirement.
import pgvector from 'pgvector';
import type { Queryable } from '../client.ts';
import { TEACHES } from './people.ts';
import { RULE_COLUMNS, type Rule } from './rules.ts';
import type { VectorSpace } from './vectors.ts';

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

export interface MinableItem {
  id: string;
  run_id: string;
  goal: string;
  rating: -1 | 0;
  correction: string | null;
  reason: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  /** The draft as the agent wrote it: a cosmetic edit's style and a reasonless rejection's mistake are read from it. */
  draft: string;
  /** The situation the agent was asked about: the words it names are the subject, not the mistake. */
  task: string | null;
  signal: string | null;
  created_at: Date;
  /**
   * The parts of it rules already rest on (learning/parts.ts): a key per rule that rests on one part, null for a rule
   * that rests on the whole correction. Empty when no rule does.
   */
  used: (string | null)[];
}

/**
 * Edits (substantive, and cosmetic ones for their style), rejections with a reason (embedded with the current
 * model) and rejections without one, in the window, with the parts of each that rules already rest on (`used`): a
 * spent part is not mined again, so a second run proposes nothing twice, and a rejected candidate's evidence stays
 * spent. A correction some rule rests on as a whole is left out.
 */
export async function listMinable(
  db: Queryable,
  space: VectorSpace,
  window: { since: Date; until: Date; goal?: string },
): Promise<MinableItem[]> {
  return db.query<MinableItem>(
    `select f.id, f.run_id, r.goal, f.rating, f.correction, f.reason, f.edit_kind, f.edit_removed, f.edit_added, r.draft,
            r.task, f.signal_embedding::text as signal, f.created_at,
            coalesce((select jsonb_agg(x.evidence_parts -> f.id) from rules x where x.evidence ? f.id), '[]') as used
     from feedback f join runs r on r.id = f.run_id
     where f.created_at >= $1 and f.created_at < $2 and f.undone_at is null
       and ((f.rating = 0 and f.signal_model = ${literal(space.model)})
         or (f.rating = -1 and f.reason is not null and f.signal_model = ${literal(space.model)})
         or (f.rating = -1 and f.reason is null))
       and not exists (select 1 from rules x where x.evidence ? f.id and not x.evidence_parts ? f.id)
       and ($3::text is null or r.goal = $3)
       and ${TEACHES}
     order by r.goal, f.created_at, f.id`,
    [window.since, window.until, window.goal ?? null],
  );
}

/** A correction a rule rests on, with the part of it that rule rests on (null: the whole correction). */
export type RuleEvidence = Omit<MinableItem, 'used'> & { rule_id: string; part_key: string | null };

/**
 * The corrections that open or active rules of the goal already rest on, in the window: clustered beside the
 * unmined ones, they tell the nightly job that a new group is a rule's known mistake, not a new one.
 */
export async function listRuleEvidence(
  db: Queryable,
  space: VectorSpace,
  q: { goal: string; since: Date; until: Date; perRule: number },
): Promise<RuleEvidence[]> {
  return db.query<RuleEvidence>(
    `select distinct on (f.id, x.part_key) f.id, f.run_id, r.goal, f.rating, f.correction, f.reason, f.edit_kind, f.edit_removed,
            f.edit_added, r.draft, r.task, x.rule_id, x.part_key, f.created_at,
            case when f.signal_model = ${literal(space.model)} then f.signal_embedding::text end as signal
     from (select ru.id as rule_id, e.fid, e.n, ru.evidence_parts ->> e.fid as part_key
           from rules ru cross join lateral jsonb_array_elements_text(ru.evidence) with ordinality as e(fid, n)
           where ru.proposal = 'add' and ru.status in ('candidate', 'active') and (ru.goal = $1 or ru.goal is null)) x
     join feedback f on f.id = x.fid join runs r on r.id = f.run_id
     where r.goal = $1 and f.created_at >= $2 and f.created_at < $3 and f.undone_at is null and f.rating <= 0
       and x.n > jsonb_array_length(
         (select evidence from rules where id = x.rule_id)) - $4
     order by f.id, x.part_key, x.rule_id`,
    [q.goal, q.since, q.until, q.perRule],
  );
}

export const parseVector = (text: string | null): number[] | null =>
  text ? (pgvector.fromSql(text) as number[]) : null;

/** The nearest signals to `vector` among the goal's window, through the HNSW index (no all-pairs scan). */
export async function signalNeighbours(
  db: Queryable,
  space: VectorSpace,
  q: { vector: number[]; goal: string; since: Date; until: Date; limit: number },
): Promise<{ id: string; similarity: number }[]> {
  const dims = Math.trunc(space.dimensions);
  const distance = `f.signal_embedding::vector(${dims}) <=> $1::vector(${dims})`;
  return db.query(
    `select f.id, 1 - (${distance}) as similarity
     from feedback f join runs r on r.id = f.run_id
     where f.signal_model = ${literal(space.model)} and f.signal_embedding is not null
       and r.goal = $2 and f.created_at >= $3 and f.created_at < $4
     order by ${distance} limit $5`,
    [pgvector.toSql(q.vector), q.goal, q.since, q.until, q.limit],
  );
}

/** A rule as the nightly job matches corrections to it: its body as shown and, when that keeps fewer phrases, as found. */
export interface MatchableRule {
  id: string;
  title: string;
  body: string;
  matched_body: string | null;
  status: string;
}

export interface RuleText extends MatchableRule {
  similarity: number;
}

/** Existing rules of the goal (or of every goal) whose text (as matched) is nearest by trigram similarity. */
export async function nearestRulesByText(db: Queryable, goal: string, text: string): Promise<RuleText[]> {
  return db.query<RuleText>(
    `select id, title, body, matched_body, status,
       similarity(title || ' ' || coalesce(matched_body, body), $2)::float8 as similarity
     from rules where proposal = 'add' and status in ('candidate', 'active', 'rejected') and (goal = $1 or goal is null)
     order by similarity desc, id limit 5`,
    [goal, text],
  );
}

export async function rulesOfGoal(db: Queryable, goal: string): Promise<MatchableRule[]> {
  return db.query(
    `select id, title, body, matched_body, status from rules where proposal = 'add' and status in ('candidate', 'active', 'rejected') and (goal = $1 or goal is null)
     order by created_at, title, id`,
    [goal],
  );
}

/**
 * Adds corrections to a rule's evidence (with the part of each it rests on, for those it rests on with one part only);
 * the rule as it is now (null when it is gone).
 */
export async function attachEvidence(
  db: Queryable,
  ruleId: string,
  feedbackIds: string[],
  parts: Record<string, string> = {},
): Promise<Rule | null> {
  const rows = await db.query<Rule>(
    `update rules set evidence = (select jsonb_agg(distinct e) from jsonb_array_elements(evidence || $2::text::jsonb) as e),
       evidence_parts = evidence_parts || $3::text::jsonb, updated_at = now()
     where id = $1 returning ${RULE_COLUMNS}`,
    [ruleId, JSON.stringify(feedbackIds), JSON.stringify(parts)],
  );
  return rows[0] ?? null;
}

export interface ActiveRule {
  id: string;
  title: string;
  body: string;
  matched_body: string | null;
  goal: string | null;
  /** Decisions count from here: activation, or the owner's last "keep it" on a retirement proposal. */
  since: Date;
  evidence: string[];
}

/** Active rules (additions, not retirement proposals) with the moment their record starts. */
export async function activeRulesForReview(db: Queryable): Promise<ActiveRule[]> {
  return db.query<ActiveRule>(
    `select ru.id, ru.title, ru.body, ru.matched_body, ru.goal, ru.evidence,
            greatest(ru.activated_at, coalesce(
              (select max(x.decided_at) from rules x where x.target_rule_id = ru.id and x.status = 'rejected'), ru.activated_at)) as since
     from rules ru where ru.status = 'active' and ru.proposal = 'add' and ru.activated_at is not null
     order by ru.activated_at, ru.id`,
  );
}

export interface DecisionFacts {
  id: string;
  rating: -1 | 0 | 1;
  reason: string | null;
  correction: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  draft: string;
}

/** The owner's decisions on the goal's drafts since a moment (every goal for a rule without one), newest first. */
export async function decisionsSince(
  db: Queryable,
  q: { goal: string | null; since: Date; until?: Date; limit: number },
): Promise<DecisionFacts[]> {
  return db.query<DecisionFacts>(
    `select f.id, f.rating, f.reason, f.correction, f.edit_kind, f.edit_removed, f.edit_added, r.draft
     from feedback f join runs r on r.id = f.run_id
     where f.undone_at is null and f.created_at >= $2 and ($4::timestamptz is null or f.created_at < $4)
       and ($1::text is null or r.goal = $1)
     order by f.created_at desc, f.id limit $3`,
    [q.goal, q.since, q.limit, q.until ?? null],
  );
}

/** The corrections a rule rests on, with their drafts: what the rule forbids is read from them. */
export async function evidenceFacts(db: Queryable, ids: string[]): Promise<DecisionFacts[]> {
  if (!ids.length) return [];
  return db.query<DecisionFacts>(
    `select f.id, f.rating, f.reason, f.correction, f.edit_kind, f.edit_removed, f.edit_added, r.draft
     from feedback f join runs r on r.id = f.run_id where f.id = any($1::text[]) order by f.id`,
    [ids],
  );
}

export async function openRetirement(db: Queryable, ruleId: string): Promise<boolean> {
  const rows = await db.query(`select 1 from rules where target_rule_id = $1 and status = 'candidate'`, [ruleId]);
  return rows.length > 0;
}

export async function insertRetirement(
  db: Queryable,
  p: {
    id: string;
    target: { id: string; title: string; body: string; goal: string | null };
    evidence: string[];
    note: string;
  },
): Promise<void> {
  await db.query(
    `insert into rules (id, title, body, goal, status, proposal, source, evidence, target_rule_id)
     values ($1, $2, $3, $4, 'candidate', 'retire', 'retirement', $5::text::jsonb, $6)`,
    [p.id, `Retire: ${p.target.title}`, p.note, p.target.goal, JSON.stringify(p.evidence), p.target.id],
  );
}
