// The part of a Telegram update the bot reads, checked before any handler sees it: an update that lacks what every
// real one has (a message's chat and sender, a button tap's id, sender and card) is refused at the webhook with a 400
// that names the field, and skipped with a warning in long polling, instead of failing inside a handler with a
// TypeError. Other fields and kinds pass as they are.
import { z } from 'zod';
import { firstProblem } from '../../gateway/index.ts';

const id = z.number().int();
const user = z.looseObject({ id });
const message = z.looseObject({
  message_id: id,
  chat: z.looseObject({ id }),
  from: user,
  text: z.string().optional(),
  reply_to_message: z.looseObject({ message_id: id }).optional(),
});

export const updateShape = z.looseObject({
  update_id: id.nonnegative(),
  message: message.optional(),
  edited_message: message.optional(),
  callback_query: z
    .looseObject({
      id: z.string().min(1),
      from: user,
      data: z.string().optional(),
      // The card it was tapped on. Only a button on an inline-mode message comes without one, and this bot has no
      // inline mode: such a tap could be stored but never answered on a card ("Missing information for API call").
      message: z.looseObject({ message_id: id, chat: z.looseObject({ id }) }),
    })
    .optional(),
});

/** Why this is not an update the bot can read ("message.from: …"), or null when it is. */
export const malformedUpdate = (update: unknown): string | null => firstProblem(updateShape, update, '(update)');
