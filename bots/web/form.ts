// The forms the inbox posts (draft decisions, the same-mistake answer, rule decisions, a new rule): parsed with zod before anything reaches the gateway.
import type { Context } from 'hono';
import { z } from 'zod';
import { answerFrom, decisionAction, GatewayError, goalName, type MistakeAnswer } from '../../gateway/index.ts';
import { errorPage } from './layout.tsx';

/** An empty field is an absent one; the gateway decides whether a blank edit is acceptable (it is not). */
const optionalField = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .max(max, `${what} is too long (at most ${max} characters).`)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

const requiredField = (what: string, max: number) =>
  z
    .string({ error: `${what} is missing.` })
    .max(max, `${what} is too long (at most ${max} characters).`)
    .refine((s) => s.trim().length > 0, `${what} must not be blank.`);

const DAMAGED = 'The form was damaged; reload the page and tap again.';

const UNREADABLE = 'Not saved: the form arrived incomplete or damaged. Go back, reload the page and tap again.';

const eventKey = z
  .string()
  .regex(/^web_[\w-]{8,100}$/, DAMAGED)
  .optional();

/** A decision's id in a hidden field or a button's value, which the page wrote. */
const feedbackId = z.string().regex(/^fb_[0-9a-z]{6,40}$/, DAMAGED);

export const decideForm = z.object({
  run_id: z.string().regex(/^run_[0-9a-z]{6,40}$/, 'That is not a draft this inbox knows.'),
  action: decisionAction,
  reason: optionalField('The reason', 2_000),
  text: optionalField('The edited text', 100_000),
  event_key: eventKey,
});
export type DecideForm = z.infer<typeof decideForm>;

export const undoForm = decideForm.pick({ run_id: true, event_key: true });

export const fixForm = decideForm.pick({ run_id: true, event_key: true }).extend({ feedback_id: feedbackId });

/** "Same mistake as one of these?": the tapped button sends one of same_as, rule_id or new (mistake.tsx). */
export const mistakeForm = z
  .object({
    feedback_id: z.string().regex(/^fb_[0-9a-z]{6,40}$/, 'That is not a decision this inbox knows.'),
    same_as: feedbackId.optional(),
    rule_id: z
      .string()
      .regex(/^rule_[0-9a-z]{4,40}$/, DAMAGED)
      .optional(),
    new: z.literal('1', { error: DAMAGED }).optional(),
  })
  .refine(
    (f) => [f.same_as, f.rule_id, f.new].filter((x) => x !== undefined).length === 1,
    'Not saved: tap one answer, a choice or “New mistake”.',
  )
  .transform((f): { feedback_id: string; answer: MistakeAnswer } => ({
    feedback_id: f.feedback_id,
    answer: answerFrom(f),
  }));

export const ruleDecideForm = z.object({
  rule_id: z.string().regex(/^rule_[0-9a-z]{4,40}$/, 'That is not a rule this inbox knows.'),
  action: z.enum(['confirm', 'reword', 'reject', 'merge'], {
    error: 'action must be "confirm", "reword", "reject" or "merge"',
  }),
  reason: optionalField('The reason', 2_000),
  text: optionalField('The rule text', 5_000),
  event_key: eventKey,
});
export type RuleDecideForm = z.infer<typeof ruleDecideForm>;

export const addRuleForm = z.object({
  title: requiredField('The title', 200),
  body: requiredField('The rule text', 5_000),
  /** Blank: the rule applies to every goal. */
  goal: z
    .string()
    .optional()
    .transform((s) => s?.trim() || undefined)
    .pipe(goalName.optional()),
});

/** Whose tap a form post is when no one is signed in by link: the owner by token (session.ts tapperOf). */
export const fromWeb = { actor: 'web', source: 'web' } as const;

/** One fresh key per rendered form: a double submit or a resent form replays it, and is stored once. */
export const newEventKey = () => `web_${crypto.randomUUID()}`;

export interface FormPost<T> {
  form: z.ZodType<T>;
  /** Fields beside the posted body, such as the id in the path. */
  fields?: Record<string, string>;
  /** The gateway call; answers the page to go back to. */
  call: (data: T) => Promise<string>;
  /** The page that shows what went wrong. */
  failed: (message: string) => string;
  /** The page for a form that did not parse, where it reads differently ("Not added: …"). */
  invalid?: (message: string) => string;
}

/**
 * A form post's one path: parse the form, make the gateway call and 303 to the page it names. A bad form, or a
 * GatewayError (its message is written for people: "Already approved in Telegram by ann.", "Not saved: …"), 303s
 * to the page that says so; anything else is the server's error.
 */
export async function submitForm<T>(c: Context, { form, fields, call, failed, invalid = failed }: FormPost<T>) {
  // A body that is not the form it says it is (a multipart cut short, no boundary) is the request's fault, not the
  // server's: a 400 that says so, and nothing reaches the gateway.
  const body = await c.req.parseBody().catch(() => null);
  if (body === null) return c.html(errorPage(UNREADABLE), 400);
  const parsed = form.safeParse({ ...body, ...fields });
  if (!parsed.success) return c.redirect(invalid(parsed.error.issues[0]?.message ?? 'Invalid form.'), 303);
  try {
    return c.redirect(await call(parsed.data), 303);
  } catch (err) {
    if (err instanceof GatewayError) return c.redirect(failed(err.message), 303);
    throw err;
  }
}
