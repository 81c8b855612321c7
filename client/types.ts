// What the typed client sends and receives, derived from the gateway's own schemas and types (type-only imports).
import type { z } from 'zod';
import type { Publication, PublicationStatus } from '../db/queries/publications.ts';
import type {
  checkInput,
  contextQuery,
  createRuleInput,
  decisionBody,
  listRulesQuery,
  statsQuery,
  submitRunInput,
  undoBody,
} from '../gateway/core/schemas.ts';
import type { Stats } from '../gateway/core/stats.ts';
import type { CheckResult } from '../gateway/learning/check.ts';
import type { Context } from '../gateway/learning/context.ts';
import type { NightlyResult } from '../gateway/learning/nightly.ts';
import type { GoalView } from '../gateway/publish/goals-view.ts';
import type { ErrorBody } from '../gateway/server/http/errors.ts';
import type {
  DecisionAnswer,
  PublicationSlotAnswer,
  RuleAnswer,
  RunAnswer,
  RunSummaryAnswer,
  SubmitRunAnswer,
  TrustAnswer,
  UndoAnswer,
} from '../gateway/server/shapes.ts';

/** A value after JSON.stringify + JSON.parse: every Date arrives as an ISO string. */
export type Jsonified<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Jsonified<U>[]
    : T extends object
      ? { [K in keyof T]: Jsonified<T[K]> }
      : T;

/**
 * A query schema as the caller writes it: keys and optionality from the schema's input, value types from its
 * output. Query fields are coerced from strings on the server (z.coerce), so their input type is `unknown`;
 * the parsed type is what a caller means to send.
 */
export type QueryInput<S extends z.ZodType> = { [K in keyof z.input<S>]: z.output<S>[K & keyof z.output<S>] };

// Inputs: the same zod schemas the HTTP routes validate with.
export type SubmitRunInput = z.input<typeof submitRunInput>;
export type DecisionInput = z.input<typeof decisionBody>;
export type UndoInput = z.input<typeof undoBody>;
export type CreateRuleInput = z.input<typeof createRuleInput>;
export type ContextInput = QueryInput<typeof contextQuery>;
export type CheckInput = z.input<typeof checkInput>;
export type RulesFilter = QueryInput<typeof listRulesQuery>;
export type StatsInput = QueryInput<typeof statsQuery>;
/** GET /v1/publications' query schema is private to its route, so this one is written out. */
export interface PublicationsFilter {
  status?: PublicationStatus;
  goal?: string;
  limit?: number;
}

// Answers of the runs, rules and trust routes: the zod shapes those routes answer (gateway/server/shapes.ts).
export type {
  DecisionAnswer,
  PublicationSlotAnswer,
  RuleAnswer,
  RunAnswer,
  RunSummaryAnswer,
  SubmitRunAnswer,
  TrustAnswer,
  UndoAnswer,
};
// Other answers: the gateway's types as they come over JSON.
export type ContextAnswer = Jsonified<Context>;
export type CheckAnswer = Jsonified<CheckResult>;
export type StatsAnswer = Jsonified<Stats>;
export type GoalAnswer = Jsonified<GoalView>;
export type PublicationAnswer = Jsonified<
  Pick<Publication, 'id' | 'run_id' | 'goal' | 'status' | 'scheduled_for' | 'published_at' | 'attempts' | 'last_error'>
>;

/** POST /v1/jobs/nightly: the job's result and the progress lines it printed. */
export type NightlyAnswer = Jsonified<NightlyResult & { progress: string[] }>;

/** The gateway's error body: `{ error: { code, message, details? } }`. */
export type ErrorAnswer = ErrorBody;
