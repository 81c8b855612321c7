// The API's answers, written down once (zod) and mapped from rows on purpose: a new or renamed column changes no
// answer until it is added here. The typed client's answer types are inferred from these shapes.
import { z } from 'zod';
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';
import type {
  Decision,
  DecisionResult,
  PublicationSlot,
  RunView,
  TrustDecisionResult,
  UndoResult,
} from '../core/model.ts';
import type { RuleView } from '../core/rules.ts';
import { ruleStatus, runStatus } from '../core/schemas.ts';

/** Timestamps travel as ISO 8601 strings in UTC. */
const timestamp = z.iso.datetime();
const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined): string | null => (d == null ? null : iso(d));

const publicationStatus = z.enum(['queued', 'published', 'failed', 'cancelled']);
const outcome = z.enum(['stored', 'duplicate']);

export const publicationSlotShape = z.object({
  id: z.string(),
  status: publicationStatus,
  scheduled_for: timestamp,
  day_position: z.number().int(),
  max_per_day: z.number().int(),
  timezone: z.string(),
  undo_until: timestamp.nullable(),
});

/** A run's standing decision (the one read model's name for it everywhere: `decision`). */
export const decisionShape = z.object({
  id: z.string(),
  rating: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  correction: z.string().nullable(),
  reason: z.string().nullable(),
  edit_kind: z.enum(['cosmetic', 'substantive']).nullable(),
  source: z.string(),
  actor: z.string().nullable(),
  created_at: timestamp,
});

/** Where an outbox delivery stands: waiting (maybe after failed attempts), delivered, or given up after its retries. */
const deliveryStatus = z.enum(['queued', 'delivered', 'failed']);

export const callbackDeliveryShape = z.object({
  event: z.string(),
  status: deliveryStatus,
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  delivered_at: timestamp.nullable(),
  created_at: timestamp,
});

/** A card push or edit of the run in one channel (Telegram, Slack); `last_error` says why the last attempt failed. */
export const cardDeliveryShape = callbackDeliveryShape.extend({ channel: z.string() });

/** A run as listed. */
export const runSummaryShape = z.object({
  id: z.string(),
  goal: z.string(),
  agent: z.string().nullable(),
  /** The agent token's name that sent it; null for the owner or a local caller. */
  sender: z.string().nullable(),
  task: z.string().nullable(),
  draft: z.string(),
  final_text: z.string().nullable(),
  status: runStatus,
  target: z.string().nullable(),
  metadata: z.record(z.string(), z.unknown()),
  context_id: z.string().nullable(),
  context_rule_ids: z.array(z.string()).nullable(),
  context_feedback_ids: z.array(z.string()).nullable(),
  callback_url: z.string().nullable(),
  expires_at: timestamp.nullable(),
  reminded_at: timestamp.nullable(),
  decided_at: timestamp.nullable(),
  decided_by: z.string().nullable(),
  decided_via: z.string().nullable(),
  created_at: timestamp,
});

/** One run with its decision, publication slot, callback and card deliveries (GET /v1/runs/:id). */
export const runShape = runSummaryShape.extend({
  publication: publicationSlotShape.nullable(),
  callbacks: z.array(callbackDeliveryShape),
  card_deliveries: z.array(cardDeliveryShape),
  decision: decisionShape.nullable(),
});

export const submitRunAnswerShape = runSummaryShape.pick({ id: true, status: true, created_at: true });

export const decisionAnswerShape = z.object({
  outcome,
  run: runSummaryShape.pick({ id: true, status: true, final_text: true }),
  publication: publicationSlotShape.nullable(),
  feedback: decisionShape.pick({ id: true, rating: true, reason: true, correction: true, edit_kind: true }),
});

export const undoAnswerShape = z.object({ outcome, run: runSummaryShape.pick({ id: true, status: true }) });

const rates = z.object({
  runs: z.number().int(),
  edit_rate: z.number().nullable(),
  reject_rate: z.number().nullable(),
});

export const ruleShape = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  goal: z.string().nullable(),
  status: ruleStatus,
  proposal: z.enum(['add', 'retire']),
  evidence: z.array(z.string()),
  source: z.enum(['manual', 'nightly', 'retirement']),
  decided_by: z.string().nullable(),
  decided_at: timestamp.nullable(),
  reason: z.string().nullable(),
  activated_at: timestamp.nullable(),
  target_rule_id: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Edit and reject rates before and after activation; present when listed or read one by one. */
  effectiveness: z.object({ before: rates, after: rates }).nullable().optional(),
});

export const ruleDecisionAnswerShape = z.object({ outcome, rule: ruleShape });

export const trustAnswerShape = z.object({
  outcome,
  goal: z.string(),
  from: z.enum(['manual', 'suggested', 'auto']),
  to: z.enum(['manual', 'suggested', 'auto']),
  clean_streak: z.number().int(),
  why: z.string(),
});

export type PublicationSlotAnswer = z.infer<typeof publicationSlotShape>;
export type DecisionView = z.infer<typeof decisionShape>;
export type RunSummaryAnswer = z.infer<typeof runSummaryShape>;
export type RunAnswer = z.infer<typeof runShape>;
export type SubmitRunAnswer = z.infer<typeof submitRunAnswerShape>;
export type DecisionAnswer = z.infer<typeof decisionAnswerShape>;
export type UndoAnswer = z.infer<typeof undoAnswerShape>;
export type RuleAnswer = z.infer<typeof ruleShape>;
export type RuleDecisionAnswer = z.infer<typeof ruleDecisionAnswerShape>;
export type TrustAnswer = z.infer<typeof trustAnswerShape>;

// Mappers: row → answer, one field at a time.

export function toSubmitAnswer(r: Pick<Run, 'id' | 'status' | 'created_at'>): SubmitRunAnswer {
  return { id: r.id, status: r.status, created_at: iso(r.created_at) };
}

export function toSlotAnswer(p: PublicationSlot): PublicationSlotAnswer {
  return {
    id: p.id,
    status: p.status,
    scheduled_for: iso(p.scheduled_for),
    day_position: p.day_position,
    max_per_day: p.max_per_day,
    timezone: p.timezone,
    undo_until: isoOrNull(p.undo_until),
  };
}

function toDecisionView(d: Decision): DecisionView {
  return {
    id: d.id,
    rating: d.rating,
    correction: d.correction,
    reason: d.reason,
    edit_kind: d.edit_kind,
    source: d.source,
    actor: d.actor,
    created_at: iso(d.created_at),
  };
}

export function toRunSummary(r: Run): RunSummaryAnswer {
  return {
    id: r.id,
    goal: r.goal,
    agent: r.agent,
    sender: r.sender ?? null,
    task: r.task,
    draft: r.draft,
    final_text: r.final_text,
    status: r.status,
    target: r.target,
    metadata: r.metadata,
    context_id: r.context_id,
    context_rule_ids: r.context_rule_ids,
    context_feedback_ids: r.context_feedback_ids,
    callback_url: r.callback_url,
    expires_at: isoOrNull(r.expires_at),
    reminded_at: isoOrNull(r.reminded_at),
    decided_at: isoOrNull(r.decided_at),
    decided_by: r.decided_by,
    decided_via: r.decided_via,
    created_at: iso(r.created_at),
  };
}

export function toRunAnswer(v: RunView): RunAnswer {
  return {
    ...toRunSummary(v),
    publication: v.publication ? toSlotAnswer(v.publication) : null,
    callbacks: (v.callbacks ?? []).map((c) => ({
      event: c.event,
      status: c.status,
      attempts: c.attempts,
      last_error: c.last_error,
      delivered_at: isoOrNull(c.delivered_at),
      created_at: iso(c.created_at),
    })),
    card_deliveries: (v.card_deliveries ?? []).map((d) => ({
      channel: d.channel,
      event: d.event,
      status: d.status,
      attempts: d.attempts,
      last_error: d.last_error,
      delivered_at: isoOrNull(d.delivered_at),
      created_at: iso(d.created_at),
    })),
    decision: v.decision && toDecisionView(v.decision),
  };
}

export function toDecisionAnswer(r: DecisionResult): DecisionAnswer {
  const f = r.feedback;
  return {
    outcome: r.outcome,
    run: { id: r.run.id, status: r.run.status, final_text: r.run.final_text },
    publication: r.publication && toSlotAnswer(r.publication),
    feedback: { id: f.id, rating: f.rating, reason: f.reason, correction: f.correction, edit_kind: f.edit_kind },
  };
}

export function toUndoAnswer(r: UndoResult): UndoAnswer {
  return { outcome: r.outcome, run: { id: r.run.id, status: r.run.status } };
}

export function toRuleAnswer(r: Rule | RuleView): RuleAnswer {
  return {
    id: r.id,
    title: r.title,
    body: r.body,
    goal: r.goal,
    status: r.status,
    proposal: r.proposal,
    evidence: r.evidence,
    source: r.source,
    decided_by: r.decided_by,
    decided_at: isoOrNull(r.decided_at),
    reason: r.reason,
    activated_at: isoOrNull(r.activated_at),
    target_rule_id: r.target_rule_id,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    ...('effectiveness' in r && { effectiveness: r.effectiveness }),
  };
}

export function toTrustAnswer(t: TrustDecisionResult): TrustAnswer {
  return { outcome: t.outcome, goal: t.goal, from: t.from, to: t.to, clean_streak: t.clean_streak, why: t.why };
}
