// Export reads: runs with their standing decision, in keyset pages (PGlite has no cursor that outlives a query).
import type { Queryable } from '../client.ts';
import { personNameOf } from './people.ts';

export interface ExportFilter {
  goal: string | null;
  since: Date | null;
  /** Exclusive; the export pins it to its start time so pages and summary see the same runs. */
  until: Date;
}

/**
 * Where the previous page ended: created_at as Postgres text and the run id. It travels as text and is cast in
 * SQL: postgres.js turns a timestamptz parameter into a JS Date, which drops the microseconds and repeats rows.
 */
export interface ExportCursor {
  at: string;
  id: string;
}

export interface ExportRow {
  id: string;
  goal: string;
  agent: string | null;
  task: string | null;
  draft: string;
  status: string;
  final_text: string | null;
  created_at: Date;
  decided_at: Date | null;
  decided_by: string | null;
  decided_via: string | null;
  /** Who decided: the person behind decided_by, else decided_by itself, else the channel; null while undecided. */
  person: string | null;
  context_id: string | null;
  context_rule_ids: string[] | null;
  context_feedback_ids: string[] | null;
  cursor_at: string;
  feedback_id: string | null;
  rating: -1 | 0 | 1 | null;
  reason: string | null;
  correction: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  decision_at: Date | null;
  /** The owner's answer to "same mistake as one of these?" (mistake_links), when they gave one. */
  link_same_as: string | null;
  link_rule_id: string | null;
  linked: boolean;
}

const FILTER = `($1::text is null or r.goal = $1) and ($2::timestamptz is null or r.created_at >= $2) and r.created_at < $3`;

export async function exportPage(
  db: Queryable,
  filter: ExportFilter,
  after: ExportCursor | null,
  limit: number,
): Promise<ExportRow[]> {
  return db.query<ExportRow>(
    `select r.id, r.goal, r.agent, r.task, r.draft, r.status, r.final_text, r.created_at, r.decided_at, r.decided_by, r.decided_via,
            case when r.status in ('approved', 'edited', 'rejected')
              then coalesce(${personNameOf('r.decided_via', 'r.decided_by')}, r.decided_by, r.decided_via) end as person,
            r.context_id, r.context_rule_ids, r.context_feedback_ids, r.created_at::text as cursor_at,
            f.id as feedback_id, f.rating, f.reason, f.correction, f.edit_kind, f.edit_removed, f.edit_added, f.created_at as decision_at,
            l.same_as as link_same_as, l.rule_id as link_rule_id, l.feedback_id is not null as linked
     from runs r
     left join lateral (
       select * from feedback where run_id = r.id and undone_at is null order by created_at desc limit 1
     ) f on true
     left join mistake_links l on l.feedback_id = f.id
     where ${FILTER} and ($4::text is null or (r.created_at, r.id) > ($4::text::timestamptz, $5::text))
     order by r.created_at, r.id limit $6`,
    [filter.goal, filter.since, filter.until, after?.at ?? null, after?.id ?? null, limit],
  );
}

export interface ExportCounts {
  runs: number;
  /** Edits with a task and the owner's text: one preference pair each. */
  pairs: number;
  /** Edits without a task (or whose texts were forgotten): no prompt to pair them with. */
  edits_left_out: number;
  approvals: number;
  rejections: number;
  undecided: number;
}

/** What a preference-pair export holds and leaves out, counted in one pass for its summary. */
// The same test as the pairs writer's: a task, the owner's text and the draft each hold more than whitespace.
const PAIRABLE = `coalesce(r.task ~ '[^[:space:]]' and f.correction ~ '[^[:space:]]' and r.draft ~ '[^[:space:]]', false)`;

export async function countExport(db: Queryable, filter: ExportFilter): Promise<ExportCounts> {
  const [row] = await db.query<ExportCounts>(
    `select count(*)::int as runs,
            count(*) filter (where f.rating = 0 and ${PAIRABLE})::int as pairs,
            count(*) filter (where f.rating = 0 and not ${PAIRABLE})::int as edits_left_out,
            count(*) filter (where f.rating = 1)::int as approvals,
            count(*) filter (where f.rating = -1)::int as rejections,
            count(*) filter (where f.rating is null)::int as undecided
     from runs r
     left join lateral (
       select rating, correction from feedback where run_id = r.id and undone_at is null order by created_at desc limit 1
     ) f on true
     where ${FILTER}`,
    [filter.goal, filter.since, filter.until],
  );
  return row!;
}

export async function rulesById(db: Queryable, ids: string[]): Promise<{ id: string; title: string; body: string }[]> {
  if (ids.length === 0) return [];
  return db.query(`select id, title, body from rules where id = any($1::text[])`, [ids]);
}
