// The API's answers, written down once (zod): every JSON route answers one of these shapes, mapped from rows on
// purpose in answers.ts, so a new or renamed column changes no answer until it is added here. The typed client's
// answer types are inferred from these shapes; no row type is named here, so none reaches the public types.
import { z } from 'zod';
import { ruleStatus, runStatus } from '../kernel/schemas.ts';

/** Timestamps travel as ISO 8601 strings in UTC. */
const timestamp = z.iso.datetime();

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

/** POST /v1/runs/:id/decision: the run's new status, its decision (the same shape as GET's `decision`) and its slot. */
export const decisionAnswerShape = z.object({
  outcome,
  run: runSummaryShape.pick({ id: true, status: true, final_text: true }),
  decision: decisionShape,
  publication: publicationSlotShape.nullable(),
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
  /** A candidate whose mistake looks like this rule's: "merge" takes it as the same mistake. */
  alike_rule_id: z.string().nullable(),
  alike_title: z.string().nullable(),
  /** A candidate merged into this rule by the owner (its status is then rejected). */
  merged_into: z.string().nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** Edit and reject rates before and after activation; present when listed or read one by one. */
  effectiveness: z.object({ before: rates, after: rates }).nullable().optional(),
});

export const ruleDecisionAnswerShape = z.object({ outcome, rule: ruleShape });

const trustMode = z.enum(['manual', 'suggested', 'auto']);

export const trustAnswerShape = z.object({
  outcome,
  goal: z.string(),
  from: trustMode,
  to: trustMode,
  clean_streak: z.number().int(),
  why: z.string(),
});

/** GET /v1/runs and GET /v1/rules wrap their lists. */
export const runsListShape = z.object({ runs: z.array(runSummaryShape) });
export const rulesListShape = z.object({ rules: z.array(ruleShape) });

/** A part of the draft: offsets into the text exactly as sent, and the text between them. */
const spanShape = z.object({ start: z.number().int(), end: z.number().int(), text: z.string() });

/** GET /v1/context: the active rules, the past corrections that stand out, and the ready-to-paste text. */
export const contextShape = z.object({
  context_id: z.string(),
  goal: z.string(),
  rules: z.array(z.object({ id: z.string(), title: z.string(), body: z.string(), goal: z.string().nullable() })),
  corrections: z.array(
    z.object({
      feedback_id: z.string(),
      run_id: z.string(),
      /** The goal it was made in: another goal's when the mistake is one in any goal. */
      goal: z.string(),
      kind: z.enum(['edit', 'reject', 'approve']),
      situation: z.string(),
      draft: z.string(),
      correction: z.string().nullable(),
      reason: z.string().nullable(),
      similarity: z.number(),
      /** Why it came back: the draft repeats it, the situation stands out, or the draft is about the same thing. */
      matched_by: z.enum(['repeat', 'situation', 'draft']),
      span: spanShape.nullable(),
      at: timestamp,
    }),
  ),
  /** Ready to paste into a prompt; corrections are quoted as data so their content cannot pose as rules. */
  text: z.string(),
});

/** POST /v1/check: the rules and past corrections a draft likely repeats, each with its span. */
export const checkShape = z.object({
  goal: z.string(),
  rules: z.array(
    z.object({ id: z.string(), title: z.string(), body: z.string(), span: spanShape, matched: z.string() }),
  ),
  corrections: z.array(
    z.object({
      feedback_id: z.string(),
      run_id: z.string(),
      /** The goal it was made in: another goal's when the mistake is one in any goal. */
      goal: z.string(),
      kind: z.enum(['edit', 'reject']),
      at: timestamp,
      reason: z.string().nullable(),
      span: spanShape,
      /** What the owner took out, as the draft had it. */
      removed: z.string(),
      /** What the owner wrote in its place, as they wrote it ('' = deleted); null for a rejection. */
      replaced_with: z.string().nullable(),
      fixed_text: z.string().nullable(),
    }),
  ),
});

const count = z.number().int();

/**
 * Every tap received and what became of it, in the words and order of every surface (gateway/kernel/tap-outcomes.ts):
 * received is the sum of the seven outcomes; failed and lost are taps received but not stored, and must stay 0.
 */
const tapCountsShape = z.object({
  received: count,
  /** Its decision or answer was saved. */
  stored: count,
  /** The same tap again (a double tap, a re-delivery): saved once, by the first. */
  duplicate: count,
  /** The draft or rule was already decided or had expired, or the time to undo was over. */
  already_decided: count,
  /** Not from an owner. */
  refused: count,
  /** Could not be used as sent (an edit that changes nothing, an unknown draft, a fix that no longer applies). */
  invalid: count,
  /** Not saved: the database failed, and the person was told to tap again. */
  failed: count,
  /** No outcome a minute after it arrived: the process stopped midway. */
  lost: count,
});

/** Taps and decisions of one day (or of the whole window, without `day`). */
const dayCountsShape = z.object({
  approvals: count,
  rejections: count,
  edits: count,
  undone: count,
  expired: count,
  taps: tapCountsShape,
});
/** One person's standing decisions: their name, or the actor no person matches (`web`, an agent's name, a raw id). */
const personCountsShape = z.object({ person: z.string(), approved: count, rejected: count, edited: count });
/** A day's counts and who decided them, most decisions first. */
const dayStatsShape = dayCountsShape.extend({ day: z.string(), people: z.array(personCountsShape) });

/** GET /v1/stats/daily. */
export const statsShape = z.object({
  timezone: z.string(),
  days: z.array(dayStatsShape),
  totals: dayCountsShape,
  pending_drafts: count,
  queued_publications: count,
  card_deliveries: z.object({ queued: count, failed: count }),
  warning: z.string().nullable(),
});

/** GET /v1/stats/digest: yesterday in the owner's zone, as every channel receives it. */
export const digestShape = z.object({
  day: z.string(),
  timezone: z.string(),
  yesterday: dayStatsShape,
  pending_drafts: count,
  queued_publications: count,
  candidates: z.array(z.object({ id: z.string(), title: z.string(), goal: z.string().nullable() })),
  warning: z.string().nullable(),
  text: z.string(),
});

/** One goal of GET /v1/goals: its limits, today's usage in its zone, the next free slot and its approval mode. */
export const goalShape = z.object({
  goal: z.string(),
  max_per_day: count,
  min_gap_minutes: z.number(),
  timezone: z.string(),
  quiet_hours: z.string().nullable(),
  undo_seconds: z.number(),
  publisher: z.string(),
  today: z.object({ published: count, queued: count }),
  next_slot: timestamp,
  approval: trustMode,
  clean_streak: count,
});
export const goalsListShape = z.object({ goals: z.array(goalShape) });

/** One entry of GET /v1/publications (the publish outbox; the text and delivery internals stay inside). */
export const publicationShape = z.object({
  id: z.string(),
  run_id: z.string(),
  goal: z.string(),
  status: publicationStatus,
  scheduled_for: timestamp,
  published_at: timestamp.nullable(),
  attempts: count,
  last_error: z.string().nullable(),
});
export const publicationsListShape = z.object({ publications: z.array(publicationShape) });

/** How many stored copies of run texts were removed (forget and retention). */
const removedShape = z.object({
  runs: count,
  feedback: count,
  contexts: count,
  publications: count,
  taps: count,
  /** Outbox rows (cards, callbacks) emptied; a queued one is never sent. */
  deliveries: count,
  /** Candidate rules reworded without the words only the forgotten runs held. */
  candidates: count,
  /** Lines removed from the log publisher's files (published.jsonl). */
  published_lines: count,
});

/** POST /v1/jobs/nightly: the job's result and the progress lines it printed. */
export const nightlyShape = z.object({
  status: z.enum(['succeeded', 'skipped']),
  key: z.string(),
  window: z.object({ since: timestamp, until: timestamp }),
  items: count,
  groups: count,
  proposed: z.array(z.string()),
  /** Why each was attached: "known mistake, alike 0.42" (or "…, same name \"…\""), "trigram 0.61", "same mistake: …". */
  attached: z.array(z.object({ rule_id: z.string(), evidence: z.array(z.string()), why: z.string() })),
  /** Groups alike a rule's evidence that its words cover none of: nothing attached, no candidate (reword the rule?). */
  uncovered: z.array(z.object({ rule_id: z.string(), evidence: z.array(z.string()) })),
  retirements: z.array(z.string()),
  /** What RETENTION_DAYS removed after learning (null when retention is off or the job skipped). */
  retention: removedShape
    .extend({ status: z.enum(['off', 'succeeded', 'skipped']), before: timestamp.nullable(), context_tasks: count })
    .nullable(),
  progress: z.array(z.string()),
});

/** GET /v1/settings/callback-secret. */
export const callbackSecretShape = z.object({
  callback_secret: z.string(),
  /** Where the shared key comes from; an agent's key is derived from it. */
  source: z.enum(['CALLBACK_SECRET', 'generated']),
  /** The agent whose own key this is; null for the shared key (runs no agent token sent). */
  agent: z.string().nullable(),
});

/** DELETE /v1/runs/:id: how many stored copies of the run's texts were removed (0 on a second call). */
export const forgetShape = z.object({ run_id: z.string(), forgotten: z.literal(true), removed: removedShape });

/** GET /v1/export's `taploop-export-summary` header: what the stream holds and what a pairs file leaves out. */
export const exportSummaryShape = z.object({
  format: z.enum(['jsonl', 'pairs', 'csv']),
  /** Lines the file will hold (CSV: plus its header line). */
  lines: count,
  runs: count,
  /** Edits with a task and the owner's text: one preference pair each. */
  pairs: count,
  /** Edits without a task (or whose texts were forgotten): no prompt to pair them with. */
  edits_left_out: count,
  approvals: count,
  rejections: count,
  undecided: count,
});

/** A restored copy that sends nothing yet: since when, what it is, and how the owner lets it send. */
const holdShape = z.object({ since: timestamp, reason: z.string(), release: z.string() });

/** GET /healthz: alive, and whether the database is held (null when it is not). */
export const healthShape = z.object({ ok: z.literal(true), held: holdShape.nullable() });

/** POST /v1/release: whether there was a hold to lift (false: the database was not held), and since when it held. */
export const releaseShape = z.object({ released: z.boolean(), held_since: timestamp.nullable() });

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
export type ContextAnswer = z.infer<typeof contextShape>;
export type CheckAnswer = z.infer<typeof checkShape>;

/** GET/POST /v1/decisions/:id/mistake: the question about an edit or rejection, and the owner's answer so far. */
export const mistakeQuestionShape = z.object({
  decision_id: z.string(),
  run_id: z.string(),
  goal: z.string(),
  /** The decision asked about, as the owner reads it: what they said or changed, and when. */
  about: z.object({ kind: z.enum(['edit', 'reject']), label: z.string(), at: timestamp }),
  choices: z.array(
    z.object({
      kind: z.enum(['rule', 'correction']),
      /** A rule's id, or a decision id. */
      id: z.string(),
      label: z.string(),
      at: timestamp.nullable(),
      score: z.number(),
    }),
  ),
  answer: z
    .union([z.object({ same_as: z.string() }), z.object({ rule_id: z.string() }), z.object({ new: z.literal(true) })])
    .nullable(),
});
export type MistakeQuestionAnswer = z.infer<typeof mistakeQuestionShape>;

/** GET /v1/decisions/unnamed: the week's edits and rejections the owner has not named, with their questions now. */
export const unnamedShape = z.object({
  questions: z.array(mistakeQuestionShape),
  /** The questions there are to answer: unnamed edits and rejections of the week that have choices now. */
  unnamed: z.number().int(),
  /** Unnamed ones with nothing to compare with yet. */
  waiting: z.number().int(),
});
export type UnnamedAnswer = z.infer<typeof unnamedShape>;
export type StatsAnswer = z.infer<typeof statsShape>;
export type DigestAnswer = z.infer<typeof digestShape>;
export type GoalAnswer = z.infer<typeof goalShape>;
export type PublicationAnswer = z.infer<typeof publicationShape>;
export type NightlyAnswer = z.infer<typeof nightlyShape>;
export type CallbackSecretAnswer = z.infer<typeof callbackSecretShape>;
export type ForgetAnswer = z.infer<typeof forgetShape>;
export type HealthAnswer = z.infer<typeof healthShape>;
export type ReleaseAnswer = z.infer<typeof releaseShape>;
export type ExportSummaryAnswer = z.infer<typeof exportSummaryShape>;
