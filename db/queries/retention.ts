// Retention and forget: blank every stored text of some runs (where they live: db/texts.ts), keep their counts,
// ratings, edit kinds and ids, and reword the candidate rules that quote what only those runs said.
import type { Queryable } from '../client.ts';
import { REWORDED_STATUSES, RULE_TEXTS, RUN_TEXTS } from '../texts.ts';

export interface RemovedTexts {
  runs: number;
  feedback: number;
  contexts: number;
  publications: number;
  taps: number;
  /** Outbox rows (cards, callbacks and notifications) whose payload was emptied; a queued one is never sent. */
  deliveries: number;
  /** Candidate (or rejected) rules reworded without the words only the forgotten runs held. */
  candidates: number;
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
 * What changes beside the texts: the embedding models go with the embeddings (nothing embeds the row again), a
 * queued publication or delivery of a forgotten run is never sent, and a pending run ends (nothing may publish an
 * emptied draft).
 */
const ALSO: Partial<Record<keyof typeof RUN_TEXTS, string>> = {
  feedback: 'situation_model = null, signal_model = null',
  publications: `status = case when status = 'queued' then 'cancelled' else status end,
                 cancelled_at = case when status = 'queued' then now() else cancelled_at end`,
  callback_deliveries: `status = case when status = 'queued' then 'failed' else status end, claimed_until = null`,
  channel_deliveries: `status = case when status = 'queued' then 'failed' else status end, claimed_until = null`,
  notifications: `status = case when status = 'queued' then 'failed' else status end, claimed_until = null`,
  runs: `forgotten_at = now(),
         status = case when status = 'pending' then 'expired' else status end,
         decided_at = case when status = 'pending' then now() else decided_at end,
         decided_via = case when status = 'pending' then 'forget' else decided_via end`,
};

/**
 * In one transaction (the caller's): every column of RUN_TEXTS blanked in the rows of these runs, then the candidate
 * rules reworded without the words that stood only in those runs' texts.
 */
export async function removeRunTexts(db: Queryable, runIds: string[]): Promise<RemovedTexts> {
  const removed: RemovedTexts = {
    runs: 0,
    feedback: 0,
    contexts: 0,
    publications: 0,
    taps: 0,
    deliveries: 0,
    candidates: 0,
  };
  if (runIds.length === 0) return removed;
  const written = await writtenWords(db, runIds);
  const counts: Record<string, number> = {};
  for (const [table, { rows, columns }] of Object.entries(RUN_TEXTS)) {
    const set = Object.entries(columns).map(([column, blank]) => `${column} = ${blank}`);
    const also = ALSO[table as keyof typeof RUN_TEXTS];
    const updated = await db.query(
      `update ${table} set ${[...set, ...(also ? [also] : [])].join(', ')} where ${rows} returning 1`,
      [runIds],
    );
    counts[table] = updated.length;
  }
  return {
    runs: counts['runs'] ?? 0,
    feedback: counts['feedback'] ?? 0,
    contexts: counts['contexts'] ?? 0,
    publications: counts['publications'] ?? 0,
    taps: counts['taps'] ?? 0,
    deliveries:
      (counts['callback_deliveries'] ?? 0) + (counts['channel_deliveries'] ?? 0) + (counts['notifications'] ?? 0),
    candidates: await rewordRules(db, written),
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

/** Letters, digits and _ : a word as Postgres's \m…\M sees one. */
const WORD = /[\p{L}\p{N}_]+/gu;
const wordsOf = (text: string) => [...text.matchAll(WORD)].map((m) => m[0].toLowerCase()).filter((w) => w.length > 1);

/** Every word agents and owners wrote for these runs (before they are blanked): what a rule may have quoted. */
async function writtenWords(db: Queryable, runIds: string[]): Promise<Set<string>> {
  const rows = await db.query<{ t: string | null }>(
    `select unnest(array[agent, task, draft, final_text, target, metadata::text, callback_url, idempotency_key]) as t
     from runs where id = any($1::text[])
     union all
     select unnest(array[correction, reason, edit_removed::text, edit_added::text]) from feedback
     where run_id = any($1::text[])`,
    [runIds],
  );
  return new Set(rows.flatMap((r) => (r.t ? wordsOf(r.t) : [])));
}

/** Of these words, those no kept text of any run holds (a shared word, "aboard", is not the forgotten run's own). */
async function onlyForgotten(db: Queryable, words: string[]): Promise<Set<string>> {
  if (words.length === 0) return new Set();
  const rows = await db.query<{ w: string }>(
    `select w from unnest($1::text[]) as w, lateral (select '\\m' || w || '\\M' as re) r
     where not exists (select 1 from runs where draft ~* r.re or final_text ~* r.re or task ~* r.re or agent ~* r.re
                         or target ~* r.re or metadata::text ~* r.re)
       and not exists (select 1 from feedback where correction ~* r.re or reason ~* r.re
                         or edit_removed::text ~* r.re or edit_added::text ~* r.re)
       and not exists (select 1 from contexts where task ~* r.re)`,
    [words],
  );
  return new Set(rows.map((r) => r.w));
}

type RuleTextColumn = (typeof RULE_TEXTS.rules)[number];

/**
 * Candidate (and rejected) rules are words taploop wrote from corrections: a quote holding a word that stood only in
 * the forgotten runs becomes "…", and so does the word wherever else it stands. Active and retired rules are the
 * owner's own text and stay. The rule's queued and sent card payloads, and the digests naming candidates, are
 * reworded the same way.
 */
async function rewordRules(db: Queryable, written: Set<string>): Promise<number> {
  const columns = RULE_TEXTS.rules;
  const rules = await db.query<Record<RuleTextColumn | 'id', string | null>>(
    `select id, ${columns.join(', ')} from rules where status = any($1::text[])`,
    [REWORDED_STATUSES],
  );
  const quoted = new Set(
    rules.flatMap((r) => columns.flatMap((c) => wordsOf(r[c] ?? '').filter((w) => written.has(w)))),
  );
  const gone = await onlyForgotten(db, [...quoted]);
  if (gone.size === 0) return 0;
  const reworded: string[] = [];
  for (const rule of rules) {
    const next = columns.map((c) => (rule[c] === null ? null : withoutWords(rule[c]!, gone)));
    if (next.every((v, i) => v === rule[columns[i]!])) continue;
    await db.query(
      `update rules set ${columns.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`,
      [rule.id, ...next],
    );
    reworded.push(rule.id!);
  }
  const payloads = await db.query<{ seq: string; payload: string }>(
    `select seq::text as seq, payload from channel_deliveries
     where payload <> '' and (subject = any($1::text[]) or event = 'digest')`,
    [reworded],
  );
  for (const d of payloads) {
    const next = JSON.stringify(mapStrings(JSON.parse(d.payload), (s) => withoutWords(s, gone)));
    if (next !== d.payload) await db.query(`update channel_deliveries set payload = $2 where seq = $1`, [d.seq, next]);
  }
  return reworded.length;
}

/** The text without the gone words: a quote holding one becomes "…", any other of them "…". */
export function withoutWords(text: string, gone: ReadonlySet<string>): string {
  const holds = (s: string) => wordsOf(s).some((w) => gone.has(w));
  return text
    .replace(/"[^"\n]*"|“[^”\n]*”/g, (quote) => (holds(quote) ? '"…"' : quote))
    .replace(WORD, (w) => (gone.has(w.toLowerCase()) ? '…' : w))
    .replace(/…(?:\s+…)+/g, '…');
}

function mapStrings(value: unknown, fn: (s: string) => string): unknown {
  if (typeof value === 'string') return fn(value);
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fn));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fn)]));
  return value;
}
