// Replies: to a draft (its card or the copy Edit sent) = the edited draft; to a "why reject?" question, or to a card
// asking it, = the reason. In a group only replies to the bot's cards and questions are read; the rest of the talk is
// not the bot's, so it stays silent.
import { Composer, type Context } from 'grammy';
import { asksWhy, REASON_PROMPT } from '../cards.ts';
import { type BotDeps, CHANNEL, inGroup, personOf } from '../deps.ts';
import { RULE_REASON_PROMPT } from '../rule-cards.ts';
import { decideByReply, decideRuleByReply } from '../taps.ts';
import { askSameMistake } from './mistakes.ts';

export const TEXT_ONLY =
  'I read text only: send an edited draft or a reason as a text reply to its card. /help lists the commands.';

export const EDITS_NOT_READ = 'I read a reply once, as it was sent: this change to it is not saved.';

export function editByReplyFeature(d: BotDeps): Composer<Context> {
  const replies = new Composer<Context>();

  replies.on('message:text', async (ctx, next) => {
    const replied = ctx.msg.reply_to_message;
    if (!replied) return next();
    // Matched by the replied-to message, which the gateway recorded when the bot sent it: no in-memory state.
    const card = await d.gateway.findCard(CHANNEL, ctx.chat.id, replied.message_id);
    if (!card) {
      if (inGroup(ctx.chat)) return;
      return ctx.reply(
        "I can't tell which draft this reply is for. Reply to a draft's card, or to the copy that Edit sends.",
      );
    }
    const text = ctx.msg.text;
    // The question below the card, or the card itself while it asks why: both are answered with the reason.
    const isReason = replied.text === REASON_PROMPT || replied.text === RULE_REASON_PROMPT || asksWhy(replied.text);
    if (card.run_id) {
      const input = isReason ? { action: 'reject' as const, reason: text } : { action: 'edit' as const, text };
      const stored = await decideByReply(ctx, d, { runId: card.run_id, ...input });
      // An edit or a rejection stored: "same mistake as one of these?" follows.
      if (stored?.run.decision) await askSameMistake(ctx, d, stored.run.decision.id);
      return;
    }
    if (card.rule_id) {
      const input = isReason ? { action: 'reject' as const, reason: text } : { action: 'reword' as const, text };
      return decideRuleByReply(ctx, d, { ruleId: card.rule_id, ...input });
    }
  });

  // Beyond this point nothing is the bot's to answer in a group.
  replies
    .drop((ctx) => inGroup(ctx.chat))
    .on('message:text', (ctx) =>
      ctx.reply('To edit a draft, reply to its card (or tap Edit and reply to the copy). /help lists the commands.'),
    );
  // A photo, a voice message, a sticker: nothing the bot can store as a draft or a reason, said rather than ignored.
  replies.drop((ctx) => inGroup(ctx.chat)).on('message', (ctx) => ctx.reply(TEXT_ONLY));

  // A reply already read, edited afterwards (a typo put right): what was stored stays, so say so rather than let the
  // owner believe the new words were taken.
  replies.on('edited_message:text', async (ctx) => {
    const replied = ctx.editedMessage.reply_to_message;
    if (!replied || !(await personOf(d, ctx.from))) return;
    if (!(await d.gateway.findCard(CHANNEL, ctx.chat.id, replied.message_id))) return;
    await ctx.reply(EDITS_NOT_READ, {
      reply_parameters: { message_id: ctx.editedMessage.message_id, allow_sending_without_reply: true },
    });
  });

  return replies;
}
