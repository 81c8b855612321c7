// Row → answer, one field at a time: each route maps what it read onto its shape in shapes.ts on purpose, so a
// column added to a table (or a field added to a core type) reaches no answer until it is written down there.
import type { Publication } from '../../db/queries/publications.ts';
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { GoalTrust } from '../../db/queries/trust.ts';
import type { NightlyRun } from '../core/gateway.ts';
import { type Hold, RELEASE_HOW } from '../core/hold.ts';
import type { RuleView } from '../core/rules.ts';
import type { Stats } from '../core/stats.ts';
import type { ExportSummary } from '../data/export.ts';
import type { ForgetResult } from '../data/retention.ts';
import type {
  DayCounts,
  DayStats,
  Decision,
  DecisionResult,
  Digest,
  PublicationSlot,
  RunView,
  TrustDecisionResult,
  UndoResult,
} from '../kernel/model.ts';
import type { CheckResult } from '../learning/check.ts';
import type { Context } from '../learning/context.ts';
import type { MistakeQuestion, UnnamedQuestions } from '../learning/mistake-links.ts';
import type { Span } from '../learning/repeats.ts';
import type { GoalView } from '../publish/goals-view.ts';
import type {
  CallbackSecretAnswer,
  CheckAnswer,
  ContextAnswer,
  DecisionAnswer,
  DecisionView,
  DigestAnswer,
  ExportSummaryAnswer,
  ForgetAnswer,
  GoalAnswer,
  HealthAnswer,
  MistakeQuestionAnswer,
  NightlyAnswer,
  PublicationAnswer,
  PublicationSlotAnswer,
  ReleaseAnswer,
  RuleAnswer,
  RunAnswer,
  RunSummaryAnswer,
  StatsAnswer,
  SubmitRunAnswer,
  TrustAnswer,
  UndoAnswer,
  UnnamedAnswer,
} from './shapes.ts';

/** Timestamps travel as ISO 8601 strings in UTC. */
const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null | undefined): string | null => (d == null ? null : iso(d));

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

export function toDecisionAnswer({ outcome, run }: DecisionResult): DecisionAnswer {
  return {
    outcome,
    run: { id: run.id, status: run.status, final_text: run.final_text },
    decision: toDecisionView(run.decision),
    publication: run.publication && toSlotAnswer(run.publication),
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
    alike_rule_id: r.alike_rule_id,
    alike_title: r.alike_title,
    merged_into: r.merged_into,
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    ...('effectiveness' in r && { effectiveness: r.effectiveness }),
  };
}

export function toTrustAnswer(t: TrustDecisionResult): TrustAnswer {
  return { outcome: t.outcome, goal: t.goal, from: t.from, to: t.to, clean_streak: t.clean_streak, why: t.why };
}

const toSpan = (s: Span) => ({ start: s.start, end: s.end, text: s.text });

export function toContextAnswer(c: Context): ContextAnswer {
  return {
    context_id: c.context_id,
    goal: c.goal,
    rules: c.rules.map((r) => ({ id: r.id, title: r.title, body: r.body, goal: r.goal })),
    corrections: c.corrections.map((x) => ({
      feedback_id: x.feedback_id,
      run_id: x.run_id,
      kind: x.kind,
      goal: x.goal,
      situation: x.situation,
      draft: x.draft,
      correction: x.correction,
      reason: x.reason,
      similarity: x.similarity,
      matched_by: x.matched_by,
      span: x.span && toSpan(x.span),
      at: iso(x.at),
    })),
    text: c.text,
  };
}

export function toCheckAnswer(r: CheckResult): CheckAnswer {
  return {
    goal: r.goal,
    rules: r.rules.map((x) => ({ id: x.id, title: x.title, body: x.body, span: toSpan(x.span), matched: x.matched })),
    corrections: r.corrections.map((x) => ({
      feedback_id: x.feedback_id,
      run_id: x.run_id,
      goal: x.goal,
      kind: x.kind,
      at: iso(x.at),
      reason: x.reason,
      span: toSpan(x.span),
      removed: x.removed,
      replaced_with: x.replaced_with,
      fixed_text: x.fixed_text,
    })),
  };
}

function toDayCounts(d: DayCounts): DayCounts {
  return {
    approvals: d.approvals,
    rejections: d.rejections,
    edits: d.edits,
    undone: d.undone,
    expired: d.expired,
    taps: {
      received: d.taps.received,
      stored: d.taps.stored,
      duplicate: d.taps.duplicate,
      already_decided: d.taps.already_decided,
      refused: d.taps.refused,
      invalid: d.taps.invalid,
      failed: d.taps.failed,
      lost: d.taps.lost,
    },
  };
}

const toDayStats = (d: DayStats): DayStats => ({
  day: d.day,
  ...toDayCounts(d),
  people: d.people.map((p) => ({ person: p.person, approved: p.approved, rejected: p.rejected, edited: p.edited })),
});

export function toStatsAnswer(s: Stats): StatsAnswer {
  return {
    timezone: s.timezone,
    days: s.days.map(toDayStats),
    totals: toDayCounts(s.totals),
    pending_drafts: s.pending_drafts,
    queued_publications: s.queued_publications,
    card_deliveries: { queued: s.card_deliveries.queued, failed: s.card_deliveries.failed },
    warning: s.warning,
  };
}

export function toDigestAnswer(d: Digest): DigestAnswer {
  return {
    day: d.day,
    timezone: d.timezone,
    yesterday: toDayStats(d.yesterday),
    pending_drafts: d.pending_drafts,
    queued_publications: d.queued_publications,
    candidates: d.candidates.map((c) => ({ id: c.id, title: c.title, goal: c.goal })),
    warning: d.warning,
    text: d.text,
  };
}

/** A goal's limits and usage, with its approval mode (manual until the owner accepts auto-approval). */
export function toGoalAnswer(g: GoalView, trust: Pick<GoalTrust, 'mode' | 'clean_streak'> | undefined): GoalAnswer {
  return {
    goal: g.goal,
    max_per_day: g.max_per_day,
    min_gap_minutes: g.min_gap_minutes,
    timezone: g.timezone,
    quiet_hours: g.quiet_hours,
    undo_seconds: g.undo_seconds,
    publisher: g.publisher,
    today: { published: g.today.published, queued: g.today.queued },
    next_slot: iso(g.next_slot),
    approval: trust?.mode ?? 'manual',
    clean_streak: trust?.clean_streak ?? 0,
  };
}

export function toPublicationAnswer(p: Publication): PublicationAnswer {
  return {
    id: p.id,
    run_id: p.run_id,
    goal: p.goal,
    status: p.status,
    scheduled_for: iso(p.scheduled_for),
    published_at: isoOrNull(p.published_at),
    attempts: p.attempts,
    last_error: p.last_error,
  };
}

function toRemoved(r: ForgetResult): ForgetAnswer['removed'] {
  return {
    runs: r.runs,
    feedback: r.feedback,
    contexts: r.contexts,
    publications: r.publications,
    taps: r.taps,
    deliveries: r.deliveries,
    candidates: r.candidates,
    published_lines: r.published_lines,
  };
}

export function toNightlyAnswer(r: NightlyRun, progress: string[]): NightlyAnswer {
  const t = r.retention;
  return {
    status: r.status,
    key: r.key,
    window: { since: iso(r.window.since), until: iso(r.window.until) },
    items: r.items,
    groups: r.groups,
    proposed: [...r.proposed],
    attached: r.attached.map((a) => ({ rule_id: a.rule_id, evidence: [...a.evidence], why: a.why })),
    uncovered: r.uncovered.map((u) => ({ rule_id: u.rule_id, evidence: [...u.evidence] })),
    retirements: [...r.retirements],
    retention: t && { ...toRemoved(t), status: t.status, before: isoOrNull(t.before), context_tasks: t.context_tasks },
    progress,
  };
}

export function toForgetAnswer(runId: string, removed: ForgetResult): ForgetAnswer {
  return { run_id: runId, forgotten: true, removed: toRemoved(removed) };
}

export function toHealthAnswer(hold: Hold | null): HealthAnswer {
  return { ok: true, held: hold && { since: iso(hold.since), reason: hold.reason, release: RELEASE_HOW } };
}

export function toReleaseAnswer(released: Hold | null): ReleaseAnswer {
  return { released: released !== null, held_since: isoOrNull(released?.since) };
}

export function toCallbackSecretAnswer(
  secret: string,
  source: CallbackSecretAnswer['source'],
  agent: string | null,
): CallbackSecretAnswer {
  return { callback_secret: secret, source, agent };
}

export function toExportSummary(s: ExportSummary): ExportSummaryAnswer {
  return {
    format: s.format,
    lines: s.lines,
    runs: s.runs,
    pairs: s.pairs,
    edits_left_out: s.edits_left_out,
    approvals: s.approvals,
    rejections: s.rejections,
    undecided: s.undecided,
  };
}

export function toMistakeQuestionAnswer(q: MistakeQuestion): MistakeQuestionAnswer {
  return {
    decision_id: q.feedback_id,
    run_id: q.run_id,
    goal: q.goal,
    about: { kind: q.about.kind, label: q.about.label, at: iso(q.about.at) },
    choices: q.choices.map((c) => ({
      kind: c.kind,
      id: c.id,
      label: c.label,
      at: isoOrNull(c.at),
      score: Math.round(c.score * 1000) / 1000,
    })),
    answer: q.answer && { ...q.answer },
  };
}

export function toUnnamedAnswer(u: UnnamedQuestions): UnnamedAnswer {
  return { questions: u.questions.map(toMistakeQuestionAnswer), unnamed: u.unnamed, waiting: u.waiting };
}
