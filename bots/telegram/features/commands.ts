// Commands: /pending re-sends waiting cards, /stats and /rules show the gateway's numbers, /mistakes asks again about
// unnamed corrections, /help explains.
import { Composer, type Context } from 'grammy';
import { createTelegramChannel } from '../channel.ts';
import type { BotDeps } from '../deps.ts';
import { candidatesText, HELP, rulesText, statsText } from '../reports.ts';
import { askUnnamedAgain } from './mistakes.ts';

/** Cards re-sent by /pending or /rules at most; the web inbox lists everything. */
const RESEND = 10;

export function commandsFeature(d: BotDeps): Composer<Context> {
  const commands = new Composer<Context>();
  const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

  commands.command(['start', 'help'], (ctx) => ctx.reply(HELP, html));

  commands.command('stats', async (ctx) => {
    const stats = await d.gateway.getStats({ days: 7 });
    await ctx.reply(statsText(stats), html);
  });

  commands.command('pending', async (ctx) => {
    const runs = await d.gateway.listRuns({ status: 'pending', limit: RESEND + 1 });
    if (runs.length === 0) return ctx.reply('No drafts are waiting. 🎉');
    const channel = createTelegramChannel(ctx.api, d);
    // Oldest first, so the newest card ends up at the bottom of the chat.
    for (const run of runs.slice(0, RESEND).reverse()) await channel.sendRunCard(ctx.chat.id, run);
    if (runs.length > RESEND) await ctx.reply(`Those are the ${RESEND} newest; more are waiting in the web inbox.`);
  });

  commands.command('rules', async (ctx) => {
    const [active, candidates] = await Promise.all([
      d.gateway.listRules({ status: 'active' }),
      d.gateway.listRules({ status: 'candidate' }),
    ]);
    for (const text of rulesText(active)) await ctx.reply(text, html);
    if (candidates.length === 0) return;
    await ctx.reply(candidatesText(candidates.length, Math.min(candidates.length, RESEND)));
    const channel = createTelegramChannel(ctx.api, d);
    for (const rule of candidates.slice(0, RESEND)) await channel.sendRuleCard(ctx.chat.id, rule);
  });

  commands.command('mistakes', (ctx) => askUnnamedAgain(ctx, d));

  // Only a message that starts with an unknown command: a reply with an edited draft may mention "/something".
  commands.on('message:text').filter(
    (ctx) => ctx.msg.text.startsWith('/') && !ctx.msg.reply_to_message,
    (ctx) => ctx.reply(`I don't know that command.\n\n${HELP}`, html),
  );

  return commands;
}
