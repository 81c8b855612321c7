// What the core hands to callers and channels: a run with its decision, a publication slot, a trust change, the digest.
// Types only, and nothing above db/ imported, so every module (channels included) can name them without a cycle.

import type { CallbackDelivery } from '../../db/queries/callbacks.ts';
import type { RunCardDelivery } from '../../db/queries/channel-deliveries.ts';
import type { Feedback } from '../../db/queries/feedback.ts';
import type { Rule } from '../../db/queries/rules.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { GoalTrust, TrustMode } from '../../db/queries/trust.ts';
import type { TapCounts } from './tap-outcomes.ts';

/** What every card says after approval: "publishes at 15:00 (2 of 3 today)", and whether Undo is still possible. */
export interface PublicationSlot {
  id: string;
  status: 'queued' | 'published' | 'failed' | 'cancelled';
  scheduled_for: Date;
  /** 1-based position among the goal's publications that day (in the goal's time zone). */
  day_position: number;
  max_per_day: number;
  timezone: string;
  /** Until then the owner can undo the approval; null once it cannot be undone. */
  undo_until: Date | null;
}

/**
 * A run's decision as cards and callers see it: the feedback row without its learning columns. Its one name outside
 * the learning code is `decision` (RunView.decision, the HTTP answers, the client, MCP, CLI and every channel).
 */
export type Decision = Pick<
  Feedback,
  'id' | 'rating' | 'correction' | 'reason' | 'edit_kind' | 'source' | 'actor' | 'created_at'
>;

/**
 * A run with its decision and publication: the one read model of a run. getRun answers it, a decision answers it
 * (DecisionResult.run), a conflict carries it (CurrentState), and every channel's card is drawn from it.
 */
export interface RunView extends Run {
  /** Its publication (scheduled time, position that day, undo deadline), once approved or edited. */
  publication?: PublicationSlot | null;
  /** Deliveries to the run's callback_url, oldest first. */
  callbacks?: CallbackDelivery[];
  /** Its card pushes and edits per channel, oldest first: `failed` or a `last_error` shows a card that did not arrive. */
  card_deliveries?: RunCardDelivery[];
  decision: Decision | null;
}

export interface TrustChange {
  goal: string;
  from: TrustMode;
  to: TrustMode;
  clean_streak: number;
  /** Why it changed, in words for the owner. */
  why: string;
}

/** `stored`: this tap did it; `duplicate`: its event key was already stored, so nothing was written and the first answer is given. */
export type TapResultOutcome = 'stored' | 'duplicate';

/**
 * A decision tap's result: the run as decided, in the one read model — `run.decision` is the standing decision and
 * `run.publication` where an approved or edited draft stands in the publish queue (null for rejections).
 */
export interface DecisionResult {
  outcome: TapResultOutcome;
  run: DecidedRun;
  /** The trust ladder moved because of this decision (offered, or dropped back to manual). */
  trust?: TrustChange | null;
}

/** A decided run's view: its decision is known. */
export interface DecidedRun extends RunView {
  decision: Decision;
  publication: PublicationSlot | null;
}

export interface UndoResult {
  outcome: TapResultOutcome;
  run: Run;
}

export interface RuleDecisionResult {
  outcome: TapResultOutcome;
  rule: Rule;
}

/** The owner's answer on auto-approval; a replay answers the goal's current mode (from = to). */
export interface TrustDecisionResult extends TrustChange {
  outcome: TapResultOutcome;
}

/** What a tap that came too late (already decided, expired) acts on now, so a channel can show it without reading it again. */
export type CurrentState = { run: RunView } | { rule: Rule } | { trust: GoalTrust };

/** One person's standing decisions in a day (or a window): the person's name, or the actor no person matches. */
export interface PersonCounts {
  person: string;
  approved: number;
  rejected: number;
  edited: number;
}

/** A day's counts, with the day and who decided. */
export interface DayStats extends DayCounts {
  day: string;
  /** Each person's approvals, rejections and edits that day, most decisions first; nobody who decided nothing. */
  people: PersonCounts[];
}

/** Decisions and taps of a day or of a whole window. */
export interface DayCounts {
  approvals: number;
  rejections: number;
  edits: number;
  undone: number;
  /** Drafts nobody decided before they expired (no feedback row). */
  expired: number;
  /** Every tap received and what became of it (tap-outcomes.ts): received is the sum of the seven outcomes. */
  taps: TapCounts;
}

export interface Digest {
  day: string;
  timezone: string;
  yesterday: DayStats;
  pending_drafts: number;
  queued_publications: number;
  candidates: { id: string; title: string; goal: string | null }[];
  /** Set when taps were received but not stored: the digest leads with it. */
  warning: string | null;
  /** The digest as plain text, the same in every channel. */
  text: string;
}

/** The decision columns a caller sees; the learning columns (embeddings, phrases) stay inside. */
export function decisionOf(f: Feedback): Decision {
  return {
    id: f.id,
    rating: f.rating,
    correction: f.correction,
    reason: f.reason,
    edit_kind: f.edit_kind,
    source: f.source,
    actor: f.actor,
    created_at: f.created_at,
  };
}
