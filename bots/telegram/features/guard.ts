// Only people taploop knows use the bot: a stranger's message gets a refusal in a private chat and no answer at all in
// a group; taps are checked by role (taps.ts and the gateway), so each is refused to the tapper alone.
import { Composer, type Context } from 'grammy';
import { type BotDeps, inGroup, personOf } from '../deps.ts';

export function peopleGuard(d: BotDeps): Composer<Context> {
  const guard = new Composer<Context>();
  guard.use(async (ctx, next) => {
    const person = ctx.from ? await personOf(d, ctx.from) : null;
    if (person && ctx.from) d.names.remember(person, ctx.from);
    if (person || !ctx.message || !ctx.from) return next();
    d.logger.info('telegram message refused: no such person', { user_id: ctx.from.id });
    // A group is a conversation among people: the bot does not speak up there to someone it does not know.
    if (inGroup(ctx.chat)) return;
    // The id helps whoever is adding them: it is what `taploop people add --telegram` needs.
    await ctx.reply(
      `This is a private taploop bot: only people it knows can use it.\nYour Telegram user id is ${ctx.from.id}; an owner adds you with taploop people add (or TELEGRAM_OWNER_IDS for an owner).`,
    );
  });
  return guard;
}
