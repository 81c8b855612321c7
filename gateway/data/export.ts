// Export of runs and decisions as taploop JSONL, preference pairs (DPO) or CSV, page by page so memory stays flat.
import { z } from 'zod';
import type { Queryable } from '../../db/client.ts';
import {
  countExport,
  type ExportCounts,
  type ExportCursor,
  type ExportFilter,
  type ExportRow,
  exportPage,
  rulesById,
} from '../../db/queries/export.ts';
import { strictQuery } from '../kernel/schemas.ts';
import { answerFrom, type MistakeAnswer } from '../learning/mistake-links.ts';

export const exportFormat = z.enum(['jsonl', 'pairs', 'csv']);
export type ExportFormat = z.infer<typeof exportFormat>;

/** A day or a moment, as ISO writes it; anything else hears both forms (zod said only "Invalid input"). */
const isoDateOrTime = (what: string) =>
  z
    .string()
    .refine(
      (s) => z.iso.datetime({ offset: true }).safeParse(s).success || z.iso.date().safeParse(s).success,
      `${what} must be an ISO date or time, e.g. 2026-11-01 or 2026-11-01T09:00:00Z`,
    )
    .optional();

export const exportQuery = strictQuery({
  format: exportFormat.default('jsonl'),
  goal: z.string().min(1).max(200).optional(),
  since: isoDateOrTime('since'),
  until: isoDateOrTime('until'),
});
export type ExportQuery = z.input<typeof exportQuery>;

/** What the export holds and what a pairs file leaves out; sent before the rows (header / stderr). */
export interface ExportSummary extends ExportCounts {
  format: ExportFormat;
  /** Lines the file will hold (CSV: plus its header line). */
  lines: number;
}

export interface ExportStream {
  summary: ExportSummary;
  lines: AsyncGenerator<string>;
}

const PAGE = 500;
const CHUNK = 64 * 1024;

/** Decision words of the export (the database stores ratings). */
const decisionOf = (rating: -1 | 0 | 1 | null) =>
  rating === 1 ? 'approve' : rating === 0 ? 'edit' : rating === -1 ? 'reject' : null;

export async function exportRuns(
  db: Queryable,
  query: z.output<typeof exportQuery>,
  { now = new Date(), pageSize = PAGE }: { now?: Date; pageSize?: number } = {},
): Promise<ExportStream> {
  const until = query.until ? new Date(query.until) : now;
  const filter: ExportFilter = {
    goal: query.goal ?? null,
    since: query.since ? new Date(query.since) : null,
    until: until < now ? until : now,
  };
  const counts = await countExport(db, filter);
  const lines = query.format === 'pairs' ? counts.pairs : counts.runs;
  return { summary: { format: query.format, lines, ...counts }, lines: render(db, filter, query.format, pageSize) };
}

async function* render(
  db: Queryable,
  filter: ExportFilter,
  format: ExportFormat,
  pageSize: number,
): AsyncGenerator<string> {
  if (format === 'csv') yield `${CSV_COLUMNS.join(',')}\r\n`;
  let after: ExportCursor | null = null;
  for (;;) {
    const rows = await exportPage(db, filter, after, pageSize);
    if (rows.length === 0) return;
    const ruleIds = [...new Set(rows.flatMap((r) => r.context_rule_ids ?? []))];
    const rules = new Map((await rulesById(db, ruleIds)).map((r) => [r.id, r]));
    let chunk = '';
    for (const row of rows) {
      const record = toRecord(row, rules);
      if (format === 'jsonl') chunk += `${JSON.stringify(record)}\n`;
      else if (format === 'csv') chunk += csvLine(record);
      else {
        const pair = toPair(record);
        if (pair) chunk += `${JSON.stringify(pair)}\n`;
      }
      // Small chunks die young: a page-sized string would sit in the large-object space until a full GC.
      if (chunk.length >= CHUNK) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
    const last = rows[rows.length - 1]!;
    after = { at: last.cursor_at, id: last.id };
    if (rows.length < pageSize) return;
  }
}

export interface ExportRecord {
  run_id: string;
  goal: string;
  agent: string | null;
  task: string | null;
  draft: string;
  status: string;
  decision: 'approve' | 'reject' | 'edit' | null;
  /** The decision's id: what other runs' `context.correction_ids` and `same_mistake` name. */
  decision_id: string | null;
  final_text: string | null;
  reason: string | null;
  edit_kind: 'cosmetic' | 'substantive' | null;
  removed: string[];
  added: string[];
  /** The owner's answer to "same mistake as one of these?": another decision, a rule, or a new mistake. */
  same_mistake: { decision_id: string } | { rule_id: string } | { new: true } | null;
  context: { id: string | null; rules: { id: string; title: string; body: string }[]; correction_ids: string[] };
  created_at: string;
  decided_at: string | null;
  decided_by: string | null;
  /** The person who decided (decided_by matched to people), or decided_by itself when no person matches. */
  person: string | null;
  decided_via: string | null;
}

function toRecord(r: ExportRow, rules: Map<string, { id: string; title: string; body: string }>): ExportRecord {
  return {
    run_id: r.id,
    goal: r.goal,
    agent: r.agent,
    task: r.task,
    draft: r.draft,
    status: r.status,
    decision: decisionOf(r.rating),
    decision_id: r.feedback_id,
    final_text: r.rating === 0 ? (r.correction ?? r.final_text) : r.final_text,
    reason: r.reason,
    edit_kind: r.edit_kind,
    removed: r.edit_removed ?? [],
    added: r.edit_added ?? [],
    same_mistake: r.linked ? sameMistake(answerFrom({ same_as: r.link_same_as, rule_id: r.link_rule_id })) : null,
    context: {
      id: r.context_id,
      rules: (r.context_rule_ids ?? []).flatMap((id) => rules.get(id) ?? []),
      correction_ids: r.context_feedback_ids ?? [],
    },
    created_at: iso(r.created_at)!,
    decided_at: iso(r.decided_at),
    decided_by: r.decided_by,
    person: r.person,
    decided_via: r.decided_via,
  };
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** TRL DPOTrainer's shape: the prompt the agent had, the owner's text as chosen, the agent's draft as rejected. */
export interface PreferencePair {
  prompt: string;
  chosen: string;
  rejected: string;
}

function toPair(r: ExportRecord): PreferencePair | null {
  const task = r.task?.trim();
  const chosen = r.final_text;
  if (r.decision !== 'edit' || !task || !chosen || !/\S/.test(chosen) || !/\S/.test(r.draft)) return null;
  const rules = r.context.rules.map((x) => `- ${x.title}${x.body && x.body !== x.title ? ` — ${x.body}` : ''}`);
  const prompt = [`Goal: ${r.goal}`, `Task: ${task}`, ...(rules.length ? ['Rules:', ...rules] : [])].join('\n');
  return { prompt, chosen, rejected: r.draft };
}

const CSV_COLUMNS = [
  'run_id',
  'goal',
  'agent',
  'task',
  'draft',
  'status',
  'decision',
  'final_text',
  'reason',
  'edit_kind',
  'removed',
  'added',
  'context_rule_ids',
  'context_correction_ids',
  'created_at',
  'decided_at',
  'decided_by',
  'decided_via',
  // Added after the first release of the format: at the end, so a reader by column position keeps working.
  'decision_id',
  'same_mistake_as',
  'person',
] as const;

/** The owner's answer as the export names it: another run's decision is a `decision_id`, as everywhere in a record. */
const sameMistake = (a: MistakeAnswer): NonNullable<ExportRecord['same_mistake']> =>
  'same_as' in a ? { decision_id: a.same_as } : a;

function csvLine(r: ExportRecord): string {
  const cells: Record<(typeof CSV_COLUMNS)[number], string | null> = {
    ...r,
    removed: JSON.stringify(r.removed),
    added: JSON.stringify(r.added),
    // A decision id, a rule id, "new", or empty when the owner did not say.
    same_mistake_as: !r.same_mistake
      ? null
      : 'decision_id' in r.same_mistake
        ? r.same_mistake.decision_id
        : 'rule_id' in r.same_mistake
          ? r.same_mistake.rule_id
          : 'new',
    context_rule_ids: JSON.stringify(r.context.rules.map((x) => x.id)),
    context_correction_ids: JSON.stringify(r.context.correction_ids),
  };
  return `${CSV_COLUMNS.map((c) => csvCell(cells[c])).join(',')}\r\n`;
}

/** RFC 4180 quoting; a leading = + - @ gets a quote mark so a spreadsheet shows the text instead of running it. */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
