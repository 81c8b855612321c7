// feedback: one row per decision, with the embeddings that make it findable later.
import pgvector from 'pgvector';
import { jsonOrNull, type Queryable } from '../client.ts';
import { personNameOf } from './people.ts';

/** What a decision writes; the embedding columns are filled in later (storeEmbeddings), undone_at by undo. */
export interface NewFeedback {
  id: string;
  run_id: string;
  rating: -1 | 0 | 1;
  correction: string | null;
  reason: string | null;
  source: string;
  actor: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  event_key: string;
  situation: string;
}

export interface Feedback extends NewFeedback {
  situation_model: string | null;
  signal_model: string | null;
  embed_attempts: number;
  embed_error: string | null;
  undone_at: Date | null;
  created_at: Date;
}

export const FEEDBACK_COLUMNS = `id, run_id, rating, correction, reason, source, actor, edit_kind, edit_removed, edit_added,
  event_key, situation, situation_model, signal_model, embed_attempts, embed_error, undone_at, created_at`;

export async function insertFeedback(db: Queryable, f: NewFeedback): Promise<Feedback> {
  const [row] = await db.query<Feedback>(
    `insert into feedback (id, run_id, rating, correction, reason, source, actor, edit_kind, edit_removed, edit_added, event_key, situation)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10::text::jsonb, $11, $12) returning ${FEEDBACK_COLUMNS}`,
    [
      f.id,
      f.run_id,
      f.rating,
      f.correction,
      f.reason,
      f.source,
      f.actor,
      f.edit_kind,
      jsonOrNull(f.edit_removed),
      jsonOrNull(f.edit_added),
      f.event_key,
      f.situation,
    ],
  );
  return row!;
}

export async function findFeedbackByEventKey(db: Queryable, eventKey: string): Promise<Feedback | null> {
  const rows = await db.query<Feedback>(`select ${FEEDBACK_COLUMNS} from feedback where event_key = $1`, [eventKey]);
  return rows[0] ?? null;
}

export async function findDecisionOfRun(db: Queryable, runId: string): Promise<Feedback | null> {
  const rows = await db.query<Feedback>(
    `select ${FEEDBACK_COLUMNS} from feedback where run_id = $1 and undone_at is null order by created_at desc limit 1`,
    [runId],
  );
  return rows[0] ?? null;
}

export interface Unembedded {
  id: string;
  situation: string;
  rating: -1 | 0 | 1;
  correction: string | null;
  reason: string | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
}

/** Recallable rows (a correction or a reason) not yet embedded with the current model. */
export async function listUnembedded(
  db: Queryable,
  model: string,
  limit: number,
  maxAttempts: number,
): Promise<Unembedded[]> {
  return db.query<Unembedded>(
    `select id, situation, rating, correction, reason, edit_removed, edit_added from feedback
     where (correction is not null or reason is not null)
       and situation_model is distinct from $1 and embed_attempts < $3
     order by created_at limit $2`,
    [model, limit, maxAttempts],
  );
}

export async function storeEmbeddings(
  db: Queryable,
  id: string,
  model: string,
  situation: number[] | null,
  signal: number[] | null,
): Promise<void> {
  await db.query(
    `update feedback set situation_embedding = $2::vector, signal_embedding = $3::vector,
       situation_model = $4, signal_model = $4, embed_error = null
     where id = $1`,
    [id, situation && pgvector.toSql(situation), signal && pgvector.toSql(signal), model],
  );
}

export async function recordEmbedFailure(db: Queryable, ids: string[], error: string): Promise<void> {
  await db.query(
    `update feedback set embed_attempts = embed_attempts + 1, embed_error = $2 where id = any($1::text[])`,
    [ids, error],
  );
}

export interface FeedbackCountsByDay {
  day: string;
  approvals: number;
  rejections: number;
  edits: number;
  undone: number;
}

export async function countFeedbackByDay(db: Queryable, timezone: string, since: Date): Promise<FeedbackCountsByDay[]> {
  return db.query<FeedbackCountsByDay>(
    `select to_char(created_at at time zone $1, 'YYYY-MM-DD') as day,
            count(*) filter (where rating = 1 and undone_at is null)::int as approvals,
            count(*) filter (where rating = -1 and undone_at is null)::int as rejections,
            count(*) filter (where rating = 0 and undone_at is null)::int as edits,
            count(*) filter (where undone_at is not null)::int as undone
     from feedback where created_at >= $2 group by 1 order by 1`,
    [timezone, since],
  );
}

export interface PersonCountsByDay {
  day: string;
  /** The person's name; an actor no person matches stands as itself (`web`, an agent's name, a raw id), else its source. */
  person: string;
  approved: number;
  rejected: number;
  edited: number;
}

/** Each day's standing decisions per person, most decisions first. */
export async function countFeedbackByPerson(
  db: Queryable,
  timezone: string,
  since: Date,
): Promise<PersonCountsByDay[]> {
  return db.query<PersonCountsByDay>(
    `select day, person,
            count(*) filter (where rating = 1)::int as approved,
            count(*) filter (where rating = -1)::int as rejected,
            count(*) filter (where rating = 0)::int as edited
     from (select to_char(f.created_at at time zone $1, 'YYYY-MM-DD') as day, f.rating,
                  coalesce(${personNameOf('f.source', 'f.actor')}, f.actor, f.source) as person
           from feedback f where f.created_at >= $2 and f.undone_at is null) d
     group by 1, 2 order by 1, count(*) desc, 2`,
    [timezone, since],
  );
}

/** The owner's most frequent rejection reasons for a goal: offered as one-tap choices. */
export async function topReasons(db: Queryable, goal: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ reason: string }>(
    `select min(f.reason) as reason from feedback f join runs r on r.id = f.run_id
     where r.goal = $1 and f.rating = -1 and f.reason is not null and f.undone_at is null
     group by lower(trim(f.reason)) order by count(*) desc, max(f.created_at) desc limit $2`,
    [goal, limit],
  );
  return rows.map((r) => r.reason);
}

/** Undo keeps the row (counts stay honest) and marks it undone. */
export async function markUndone(db: Queryable, runId: string): Promise<void> {
  await db.query(`update feedback set undone_at = now() where run_id = $1 and undone_at is null`, [runId]);
}
