// Only owners use the bot: a stranger's message gets a refusal; taps are refused (and logged) by the gateway.
import { Composer, type Context } from 'grammy';
import { type BotDeps, isOwner } from '../deps.ts';

export function ownerGuard(d: BotDeps): Composer<Context> {
  const guard = new Composer<Context>();
  guard.use((ctx, next) => {
    if (ctx.from && isOwner(d, ctx.from.id)) d.names.remember(ctx.from);
    return next();
  });
  guard.on('message', async (ctx, next) => {
    if (isOwner(d, ctx.from.id)) return next();
    d.logger.info('telegram message refused: not an owner', { user_id: ctx.from.id });
    // The id helps whoever is setting the bot up: it is what TELEGRAM_OWNER_IDS needs.
    await ctx.reply(
      `This is a private taploop bot: only its owners can use it.\nYour Telegram user id is ${ctx.from.id}; if this is your bot, add it to TELEGRAM_OWNER_IDS.`,
    );
  });
  return guard;
}
