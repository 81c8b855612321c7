// zod schemas of every input the gateway accepts; the HTTP API, CLI and typed client derive from these.
import { z } from 'zod';
import { RULE_STATUSES } from '../../db/queries/rules.ts';
import { RUN_STATUSES } from '../../db/queries/runs.ts';

/** zod's message for a missing or mistyped value: a missing one says it is required and what it takes. */
export const missingOr = (required: string, otherwise: string) => (iss: { input?: unknown }) =>
  iss.input === undefined ? required : otherwise;

const nonBlank = (what: string, max: number, meaning: string) =>
  z
    .string({ error: missingOr(`${what} is required: ${meaning}`, `${what} must be a string`) })
    .max(max, `${what} is too long (at most ${max} characters)`)
    .refine((s) => s.trim().length > 0, `${what} must not be blank`);

/** An IANA zone name the runtime knows; shared by the environment and the goals file. */
export const timeZone = z.string().refine((tz) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}, 'expected an IANA time zone such as Europe/Berlin or Asia/Seoul');

const GOAL_SHAPE = '1-64 letters, digits, "-" or "_" (e.g. "posts")';
export const goalName = z
  .string({ error: missingOr(`goal is required: ${GOAL_SHAPE}`, 'goal must be a string') })
  .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/i, `goal must be ${GOAL_SHAPE}`);

/**
 * A number given as text (a query string, a setting) until coerced; any bad value ("abc", 1.5, out of range) hears
 * the range and, given one, an example, not zod's "expected number, received NaN".
 */
export function numberIn(
  min: number,
  max: number,
  { what, whole = true, example }: { what?: string; whole?: boolean; example?: number } = {},
) {
  const message = `${what ? `${what} must be` : 'expected'} ${whole ? 'a whole number' : 'a number'} from ${min} to ${max}${example === undefined ? '' : `, e.g. ${example}`}`;
  const n = z.coerce.number({ error: message }).min(min, message).max(max, message);
  return whole ? n.int(message) : n;
}

/** A whole number in a query string, named in what it says ("k must be a whole number from 0 to 50"). */
export const wholeNumber = (what: string, min: number, max: number) => numberIn(min, max, { what });

/**
 * A request body that refuses keys it does not know, naming them and the accepted ones: a typo ("taks") must not
 * lose its value silently. Bodies of outside services (Telegram, Slack) are not written with this.
 */
export const strictBody = <T extends z.ZodRawShape>(shape: T, noun: 'field' | 'parameter' = 'field') =>
  z.strictObject(shape, {
    error: (iss) => {
      if (iss.code !== 'unrecognized_keys') return undefined;
      const keys = iss.keys.map((k) => `"${k}"`).join(', ');
      return `unknown ${noun}${iss.keys.length > 1 ? 's' : ''} ${keys} (accepted: ${Object.keys(shape).join(', ')})`;
    },
  });

/** A query string that refuses parameters it does not know, as strictBody does for bodies ("?goa=posts"). */
export const strictQuery = <T extends z.ZodRawShape>(shape: T) => strictBody(shape, 'parameter');

/** An agent's own key for one submit, reused on its retries (printable ASCII, as HTTP headers carry it). */
export const idempotencyKey = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x21-\x7e]+$/, 'expected printable ASCII without spaces, at most 200 characters');

export const submitRunInput = strictBody({
  goal: goalName,
  draft: nonBlank('draft', 100_000, 'the text the owner reviews'),
  agent: z.string().max(200).optional(),
  task: z.string().max(10_000).optional(),
  target: z.string().max(2_000).optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
  expires_in: z
    .number()
    .int()
    .min(1)
    .max(30 * 24 * 3600)
    .optional()
    .describe('seconds until the draft expires'),
  context_id: z.string().max(100).optional(),
  callback_url: z.url().optional(),
  /** Same key and same body: the same run again; same key, another body: 409. Or the Idempotency-Key header. */
  idempotency_key: idempotencyKey.optional(),
});
export type SubmitRunInput = z.infer<typeof submitRunInput>;

export const decisionAction = z.enum(['approve', 'reject', 'edit'], {
  error: missingOr('action is required: "approve", "reject" or "edit"', 'action must be "approve", "reject" or "edit"'),
});
export type DecisionAction = z.infer<typeof decisionAction>;

/** Where a decision came from; `auto` is the trust ladder's auto-approval, not a person. */
export const tapSource = z.enum(['telegram', 'slack', 'web', 'api', 'auto']);
export type TapSource = z.infer<typeof tapSource>;

export const decisionBody = strictBody({
  action: decisionAction,
  text: z.string().max(100_000).optional(),
  reason: z.string().max(2_000).optional(),
  event_key: z.string().min(1).max(200).optional(),
  actor: z.string().max(200).optional(),
}).superRefine((body, ctx) => {
  if (body.action === 'edit' && !body.text?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'an edit needs the edited text (non-blank)' });
  }
  if (body.action !== 'edit' && body.text !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'text is only for action "edit"' });
  }
});
export type DecisionBody = z.infer<typeof decisionBody>;

export const decisionId = z.string().regex(/^fb_[0-9a-z]{6,40}$/, 'expected a decision id like fb_…');
export const ruleId = z.string().regex(/^rule_[0-9a-z]{6,40}$/, 'expected a rule id like rule_…');

/** The owner's answer to "the same mistake as one of these?": a past correction, a rule, or a new mistake. */
export const mistakeAnswerBody = strictBody({
  same_as: decisionId.optional(),
  rule_id: ruleId.optional(),
  new: z.literal(true, { error: 'new must be true' }).optional(),
  actor: z.string().max(200).optional(),
}).superRefine((body, ctx) => {
  const given = [body.same_as, body.rule_id, body.new].filter((x) => x !== undefined).length;
  if (given !== 1) {
    ctx.addIssue({
      code: 'custom',
      path: [],
      message: 'send exactly one of same_as (a decision id), rule_id (a rule id) or new: true',
    });
  }
});
export type MistakeAnswerBody = z.infer<typeof mistakeAnswerBody>;

/** GET /v1/decisions/unnamed: how many questions at most (each reads its goal's window). */
export const unnamedQuery = strictQuery({ limit: wholeNumber('limit', 1, 20).default(5) });

export const contextQuery = z.object({
  goal: goalName,
  task: z.string().max(10_000).optional(),
  /** The agent's draft, when it has one: matched against what owners removed before. */
  draft: z.string().max(20_000).optional(),
  k: wholeNumber('k', 0, 50).optional(),
});
export type ContextQuery = z.infer<typeof contextQuery>;

export const checkInput = strictBody({
  goal: goalName,
  task: z.string().max(10_000).optional(),
  // Not trimmed: the spans in the answer are offsets into the draft exactly as sent.
  draft: nonBlank('draft', 20_000, 'the text to check'),
});
export type CheckInput = z.infer<typeof checkInput>;

export const runStatus = z.enum(RUN_STATUSES);
export type RunStatus = z.infer<typeof runStatus>;

export const listRunsQuery = z.object({
  status: runStatus.optional(),
  goal: goalName.optional(),
  limit: wholeNumber('limit', 1, 500).default(50),
});

export const ruleStatus = z.enum(RULE_STATUSES);
export type RuleStatus = z.infer<typeof ruleStatus>;

export const createRuleInput = strictBody({
  title: nonBlank('title', 200, 'a short name for the rule'),
  body: nonBlank('body', 5_000, 'what the rule says'),
  goal: goalName.nullable().optional(),
  actor: z.string().max(200).optional(),
});
export type CreateRuleInput = z.infer<typeof createRuleInput>;

export const listRulesQuery = z.object({
  status: ruleStatus.optional(),
  goal: goalName.optional(),
});

export const statsQuery = z.object({
  days: wholeNumber('days', 1, 366).default(7),
});

/** The longest a caller may wait for a decision, in seconds: `?wait=`, the CLI's `--wait`, MCP's `timeout_seconds`. */
export const MAX_WAIT_SECONDS = 600;

const WAIT_RANGE = `wait must be a number of seconds from 0 to ${MAX_WAIT_SECONDS}`;

export const waitQuery = z.object({
  wait: z.coerce.number({ error: WAIT_RANGE }).min(0, WAIT_RANGE).max(MAX_WAIT_SECONDS, WAIT_RANGE).optional(),
});

const RULE_ACTIONS = '"confirm", "reject", "reword" or "merge" (the same mistake as the rule in alike_rule_id)';

export const ruleDecisionBody = strictBody({
  action: z.enum(['confirm', 'reject', 'reword', 'merge'], {
    error: missingOr(`action is required: ${RULE_ACTIONS}`, `action must be ${RULE_ACTIONS}`),
  }),
  text: z.string().max(5_000).optional(),
  reason: z.string().max(2_000).optional(),
  event_key: z.string().min(1).max(200).optional(),
  actor: z.string().max(200).optional(),
}).superRefine((body, ctx) => {
  if (body.action === 'reword' && !body.text?.trim()) {
    ctx.addIssue({ code: 'custom', path: ['text'], message: 'a rewording needs the new rule text (non-blank)' });
  }
});

export const undoBody = strictBody({
  event_key: z.string().min(1).max(200).optional(),
  actor: z.string().max(200).optional(),
});

export const rewordRuleBody = strictBody({
  title: z.string().max(200).optional(),
  body: nonBlank('body', 5_000, 'the new rule text'),
});
