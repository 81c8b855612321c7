// Retention and forget: blank every stored text of some runs, keep their counts, ratings, edit kinds and ids.
import type { Queryable } from '../client.ts';

export interface RemovedTexts {
  runs: number;
  feedback: number;
  contexts: number;
  publications: number;
  taps: number;
}

/** Not-yet-forgotten runs decided before `before` (pending ones may still be decided), oldest first. */
export async function runsOlderThan(db: Queryable, before: Date, limit: number): Promise<string[]> {
  const rows = await db.query<{ id: string }>(
    `select id from runs where forgotten_at is null and status <> 'pending' and created_at < $1 order by created_at, id limit $2`,
    [before, limit],
  );
  return rows.map((r) => r.id);
}

/**
 * In one transaction: drafts, final texts, tasks and metadata of the runs; corrections, reasons, situations,
 * removed/added phrases and both embeddings of their feedback (models too, so nothing re-embeds them); the
 * context records they were drafted with (and others asked with the same task); publication texts (a queued
 * one is cancelled); tap details.
 * A pending run becomes expired: nothing may publish an emptied draft.
 */
export async function removeRunTexts(db: Queryable, runIds: string[]): Promise<RemovedTexts> {
  if (runIds.length === 0) return { runs: 0, feedback: 0, contexts: 0, publications: 0, taps: 0 };
  const ids = [runIds];
  const feedback = await db.query(
    `update feedback set correction = null, reason = null, situation = '', edit_removed = null, edit_added = null,
            situation_embedding = null, situation_model = null, signal_embedding = null, signal_model = null, embed_error = null
     where run_id = any($1::text[]) returning id`,
    ids,
  );
  const contexts = await db.query(
    // The run's own context record, and any other asked with the same task text (an agent may ask twice).
    `update contexts set task = null
     where task is not null and (id in (select context_id from runs where id = any($1::text[]))
       or task in (select task from runs where id = any($1::text[]) and task is not null))
     returning id`,
    ids,
  );
  const publications = await db.query(
    `update publications set text = '', last_error = null,
            status = case when status = 'queued' then 'cancelled' else status end,
            cancelled_at = case when status = 'queued' then now() else cancelled_at end
     where run_id = any($1::text[]) returning id`,
    ids,
  );
  const taps = await db.query(
    `update taps set detail = null where run_id = any($1::text[]) and detail is not null returning id`,
    ids,
  );
  const runs = await db.query(
    `update runs set draft = '', final_text = null, task = null, metadata = '{}', forgotten_at = now(),
            status = case when status = 'pending' then 'expired' else status end,
            decided_at = case when status = 'pending' then now() else decided_at end,
            decided_via = case when status = 'pending' then 'forget' else decided_via end
     where id = any($1::text[]) returning id`,
    ids,
  );
  return {
    runs: runs.length,
    feedback: feedback.length,
    contexts: contexts.length,
    publications: publications.length,
    taps: taps.length,
  };
}

/** Context records (what an agent asked with) older than the cutoff, whether or not a run used them. */
export async function removeOldContextTasks(db: Queryable, before: Date): Promise<number> {
  const rows = await db.query(
    `update contexts set task = null where created_at < $1 and task is not null returning id`,
    [before],
  );
  return rows.length;
}
