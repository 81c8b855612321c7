// The decide form the inbox posts: parsed with zod before anything reaches the gateway.
import { z } from 'zod';
import { decisionAction } from '../../gateway/schemas.ts';

/** An empty field is an absent one; the gateway decides whether a blank edit is acceptable (it is not). */
const optionalField = (what: string, max: number) =>
  z
    .string({ error: `${what} must be text` })
    .max(max, `${what} is too long (at most ${max} characters).`)
    .optional()
    .transform((s) => (s === '' ? undefined : s));

export const decideForm = z.object({
  run_id: z.string().regex(/^run_[0-9a-z]{6,40}$/, 'That is not a draft this inbox knows.'),
  action: decisionAction,
  reason: optionalField('The reason', 2_000),
  text: optionalField('The edited text', 100_000),
  event_key: z
    .string()
    .regex(/^web_[\w-]{8,100}$/, 'The form was damaged; reload the page and tap again.')
    .optional(),
});
export type DecideForm = z.infer<typeof decideForm>;

export const undoForm = decideForm.pick({ run_id: true, event_key: true });

/** One fresh key per rendered form: a double submit or a resent form replays it, and is stored once. */
export const newEventKey = () => `web_${crypto.randomUUID()}`;
