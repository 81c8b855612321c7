// The part of a Slack interaction taploop reads, checked at the receiver before Bolt runs a listener: a button tap
// without its user or its button's value, a modal submission whose private_metadata is not the one taploop wrote, or
// a slash command without its text, is refused with a 400 that names the field, instead of failing inside a listener
// ("run undefined not found", a JSON SyntaxError, "reading 'trim'"). Any other kind Bolt dispatches must carry what
// Bolt itself reads (an event object, a user), and a body that is none of them (Bolt could not tell its kind) is
// refused the same way. No string Slack sends holds a NUL or half a character: one that does
// is refused too, instead of failing later in a Web API call ("URI malformed") or in the database.
import { z } from 'zod';
import { firstProblem, unstorable } from '../../gateway/index.ts';

const user = z.looseObject({ id: z.string().min(1) });

/** What a modal carries to its submission (private_metadata, at most 3000 characters). */
export const modalMetaShape = z.object({
  id: z.string().min(1),
  where: z.union([z.object({ channel: z.string(), ts: z.string() }), z.object({ home: z.literal(true) }), z.null()]),
  /** The reasons offered as choices (reject): the option value is the index, so long reasons survive. */
  reasons: z.array(z.string()).optional(),
});

const metadata = z.string().transform((raw, ctx) => {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    ctx.addIssue({ code: 'custom', message: 'not the JSON taploop wrote' });
    return z.NEVER;
  }
});

/**
 * Where an interaction happened, when Slack says: Bolt reads `channel.id` whenever `channel` is there at all (a
 * signed `"channel": null` failed inside Bolt: 500), and a button's listener reads its `container`.
 */
const place = (what: string) => z.looseObject({}, { error: `expected an object (${what}), as Slack sends it` });
const channel = place('the channel: id, name').optional();

const blockActions = z.looseObject({
  type: z.literal('block_actions'),
  user,
  container: place('where the button is: type, channel_id, message_ts'),
  channel,
  actions: z.array(z.looseObject({ action_id: z.string().min(1), value: z.string().min(1) })).min(1),
});

/** A slash command: Slack always sends its text (empty when nothing follows the command) and who typed it. */
const slashCommand = z.looseObject({ command: z.string(), text: z.string(), user_id: z.string().min(1) });

const viewSubmission = z.looseObject({
  type: z.literal('view_submission'),
  user,
  view: z.looseObject({ callback_id: z.string(), private_metadata: metadata.pipe(modalMetaShape) }),
});

/** Any other kind Bolt dispatches (options, shortcuts, legacy actions, a closed modal): it reads the sender's team. */
const interactive = z.looseObject({ user, channel });
const viewClosed = z.looseObject({ user, view: z.looseObject({}) });
const eventCallback = z.looseObject({ event: z.looseObject({}) });

/**
 * Why this interaction is not one taploop can read ("actions.0.value: …"), or null when it is (or is no interaction).
 * The kind is told the way Bolt tells it (an `event`, then a `command`, then the rest), so a body Bolt would read
 * as an event or an options request cannot reach it without what Bolt reads first (a signed `name=` once did: 500).
 */
export function malformedPayload(body: Record<string, unknown>): string | null {
  const shape = shapeOf(body);
  // Bolt would log "Could not determine the type of an incoming event" and no listener would answer it.
  if (!shape) return `type: ${kindOf(body['type'])} is no Slack request taploop reads (${READS})`;
  const problem = firstProblem(shape, body, '(payload)');
  if (problem) return problem;
  const broken = unstorable(body, '');
  return broken === null ? null : `${broken || '(payload)'}: a NUL or half a character, which Slack never sends`;
}

const READS = 'an event, a slash command, a button, a modal, a shortcut or an options request';

function kindOf(type: unknown): string {
  if (type === undefined) return 'missing';
  const shown = JSON.stringify(type) ?? String(type);
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
}

/** The shape Bolt (or the listener) will need, told in Bolt's own order; null for a body Bolt cannot classify. */
function shapeOf(body: Record<string, unknown>): z.ZodType | null {
  if (body['event'] !== undefined) return eventCallback;
  if (body['command'] !== undefined) return slashCommand;
  const type = body['type'];
  if (type === 'block_actions') return blockActions;
  if (type === 'view_submission') return viewSubmission;
  if (type === 'view_closed') return viewClosed;
  const boltReadsUser =
    body['name'] !== undefined ||
    body['actions'] !== undefined ||
    ['block_suggestion', 'dialog_submission', 'shortcut', 'message_action'].includes(String(type));
  return boltReadsUser ? interactive : null;
}
