// Commands: /pending re-sends waiting cards, /stats and /rules show the gateway's numbers, /mistakes asks again about
// unnamed corrections, /inbox sends a one-time sign-in link, /help explains. Each asks what the person's role allows.
import { Composer, type Context } from 'grammy';
import { type Act, type Person, reviewedGoals, SIGN_IN_MINUTES } from '../../../gateway/index.ts';
import { createTelegramChannel } from '../channel.ts';
import { type BotDeps, inGroup, personOf } from '../deps.ts';
import { candidatesText, GROUP_HELP, HELP, rulesText, statsText } from '../reports.ts';
import { askUnnamedAgain } from './mistakes.ts';

/** Cards re-sent by /pending or /rules at most; the web inbox lists everything. */
const RESEND = 10;

export function commandsFeature(d: BotDeps): Composer<Context> {
  const commands = new Composer<Context>();
  const html = { parse_mode: 'HTML' as const, link_preview_options: { is_disabled: true } };

  /** The person when their role allows `act`; otherwise they are told what it needs. */
  const allowed = async (ctx: Context, act: Act): Promise<Person | null> => {
    const person = ctx.from ? await personOf(d, ctx.from) : null;
    const verdict = d.gateway.people.verdict(person, act);
    if (verdict.allowed) return verdict.person;
    await ctx.reply(verdict.message);
    return null;
  };
  const mayDecide = (person: Person, goal: string) =>
    d.gateway.people.verdict(person, { kind: 'decide', goal }).allowed;

  commands.command(['start', 'help'], (ctx) => ctx.reply(inGroup(ctx.chat) ? GROUP_HELP : HELP, html));

  // The link is the person's alone and works once: previews stay off so no preview fetches it (a GET uses nothing up,
  // but the chat need not show the sign-in page either).
  commands.command('inbox', async (ctx) => {
    const person = await allowed(ctx, { kind: 'read-counts' });
    if (!person) return;
    const link = await d.gateway.people.signInLink(person.id, person.name);
    await ctx.reply(
      `Your sign-in link for the web inbox, for you alone: it works once, within ${SIGN_IN_MINUTES} minutes.\n${link.url}`,
      { link_preview_options: { is_disabled: true } },
    );
  });

  commands.command('stats', async (ctx) => {
    if (!(await allowed(ctx, { kind: 'read-counts' }))) return;
    const stats = await d.gateway.getStats({ days: 7 });
    await ctx.reply(statsText(stats), html);
  });

  commands.command('pending', async (ctx) => {
    const person = await allowed(ctx, { kind: 'review' });
    if (!person) return;
    // A reviewer is sent the drafts of their goals only.
    const runs = (await d.gateway.listRuns({ status: 'pending', limit: 200 }))
      .filter((r) => mayDecide(person, r.goal))
      .slice(0, RESEND + 1);
    if (runs.length === 0) return ctx.reply('No drafts are waiting. 🎉');
    const channel = createTelegramChannel(ctx.api, d);
    // Oldest first, so the newest card ends up at the bottom of the chat.
    for (const run of runs.slice(0, RESEND).reverse()) await channel.sendRunCard(ctx.chat.id, run);
    if (runs.length > RESEND) await ctx.reply(`Those are the ${RESEND} newest; more are waiting in the web inbox.`);
  });

  commands.command('rules', async (ctx) => {
    if (!(await allowed(ctx, { kind: 'owner', what: 'deciding rules' }))) return;
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

  commands.command('mistakes', async (ctx) => {
    // A reviewer names the mistakes of their goals' drafts, an owner every goal's.
    const person = await allowed(ctx, { kind: 'review' });
    if (person) await askUnnamedAgain(ctx, d, reviewedGoals(person));
  });

  // Only a message that starts with an unknown command: a reply with an edited draft may mention "/something". In a
  // group the command may be another bot's.
  commands.on('message:text').filter(
    (ctx) => ctx.msg.text.startsWith('/') && !ctx.msg.reply_to_message && !inGroup(ctx.chat),
    (ctx) => ctx.reply(`I don't know that command.\n\n${HELP}`, html),
  );

  return commands;
}
