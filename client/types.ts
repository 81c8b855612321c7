// What the typed client sends and receives: inputs are the gateway's own zod schemas, answers the zod shapes its
// routes answer (gateway/contract/shapes.ts); type-only imports, and nothing from db/ (a column is not an API field).
import type { z } from 'zod';
import type { PublicationAnswer } from '../gateway/contract/shapes.ts';
import type {
  checkInput,
  contextQuery,
  createRuleInput,
  decisionBody,
  listRulesQuery,
  mistakeAnswerBody,
  statsQuery,
  submitRunInput,
  undoBody,
} from '../gateway/kernel/schemas.ts';
import type { ErrorBody } from '../gateway/server/http/errors.ts';

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
/** The owner's answer to "the same mistake as one of these?": exactly one of same_as, rule_id, new. */
export type MistakeAnswerInput = z.input<typeof mistakeAnswerBody>;
export type RulesFilter = QueryInput<typeof listRulesQuery>;
export type StatsInput = QueryInput<typeof statsQuery>;
/** GET /v1/publications' query schema is private to its route, so this one is written out. */
export interface PublicationsFilter {
  status?: PublicationAnswer['status'];
  goal?: string;
  limit?: number;
}

// Answers: the zod shapes the routes answer (gateway/contract/shapes.ts), timestamps as ISO strings.
export type {
  CallbackSecretAnswer,
  CheckAnswer,
  ContextAnswer,
  DecisionAnswer,
  DecisionView,
  DigestAnswer,
  GoalAnswer,
  MistakeQuestionAnswer,
  NightlyAnswer,
  PublicationAnswer,
  PublicationSlotAnswer,
  RuleAnswer,
  RuleDecisionAnswer,
  RunAnswer,
  RunSummaryAnswer,
  StatsAnswer,
  SubmitRunAnswer,
  TrustAnswer,
  UndoAnswer,
  UnnamedAnswer,
} from '../gateway/contract/shapes.ts';

/** The gateway's error body: `{ error: { code, message, details? } }`. */
export type ErrorAnswer = ErrorBody;
