// /whoami in any chat, from anyone: their Telegram user id (and who taploop knows them as), which is what an owner
// needs to add them; in a group, the group's chat id too, for a goal's `telegramChat`. Mounted before the people
// guard, so a stranger in a group gets this answer and nothing else.
import { Composer, type Context } from 'grammy';
import { type Person, roleLabel } from '../../../gateway/index.ts';
import { type BotDeps, inGroup, personOf } from '../deps.ts';

export function whoamiText(userId: number, person: Person | null): string {
  const id = `Your Telegram user id is ${userId}.`;
  if (person) return `${id} taploop knows you as ${person.name}, ${roleLabel(person)}.`;
  return `${id} taploop does not know you yet: an owner adds you with\ntaploop people add <your name> --role reviewer --goals <goal> --telegram ${userId}`;
}

export function whoamiFeature(d: BotDeps): Composer<Context> {
  const whoami = new Composer<Context>();
  whoami.command('whoami', async (ctx) => {
    if (!ctx.from) return;
    const group = inGroup(ctx.chat)
      ? `\n\nThis group's chat id is ${ctx.chat.id}: "telegramChat": ${ctx.chat.id} on a goal in the config file sends its cards here.`
      : '';
    await ctx.reply(`${whoamiText(ctx.from.id, await personOf(d, ctx.from))}${group}`, {
      reply_parameters: { message_id: ctx.msg.message_id, allow_sending_without_reply: true },
    });
  });
  return whoami;
}
