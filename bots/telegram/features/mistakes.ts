// "Same mistake as one of these?" after an edit or a rejection is stored, and again by /mistakes for the week's
// unnamed ones: a tap names the mistake for the nightly job (gateway/learning/mistake-links.ts). Ignoring the question
// is fine; it never holds the decision up.
import { Composer, type Context } from 'grammy';
import type { InlineKeyboardButton } from 'grammy/types';
import {
  aboutText,
  answeredText,
  choiceText,
  GatewayError,
  MISTAKE_HINT,
  MISTAKE_PROMPT,
  type MistakeAnswer,
  type MistakeAnswered,
  type MistakeQuestion,
  moreUnnamedText,
  NEW_MISTAKE,
  nothingUnnamedText,
  UNNAMED_ASKED,
} from '../../../gateway/index.ts';
import { callbackData, callbackPattern, SAME_MISTAKE_PATTERN, sameMistakeData, VERB } from '../button-data.ts';
import type { BotDeps } from '../deps.ts';
import { answer, failureText } from '../taps.ts';

/**
 * Sends the question under the owner's correction, when the goal has something to compare it with. Any failure is
 * logged and nothing more: the decision was stored and confirmed before this runs.
 */
export async function askSameMistake(ctx: Context, d: BotDeps, feedbackId: string): Promise<void> {
  try {
    const q = await d.gateway.mistakeQuestion(feedbackId);
    if (q.choices.length === 0 || q.answer) return;
    await sendQuestion(ctx, d, q);
  } catch (err) {
    d.logger.warn('telegram: the same-mistake question was not sent', { feedback_id: feedbackId, err });
  }
}

/**
 * /mistakes: the week's edits and rejections not named yet (of `goals` only, for a reviewer), each asked again with
 * the choices it has now.
 */
export async function askUnnamedAgain(ctx: Context, d: BotDeps, goals: readonly string[] | null): Promise<void> {
  const { questions, unnamed, waiting } = await d.gateway.unnamedQuestions({ limit: UNNAMED_ASKED, goals });
  if (questions.length === 0) return void (await ctx.reply(nothingUnnamedText(waiting)));
  // Oldest first, so the newest question ends up at the bottom of the chat.
  for (const q of [...questions].reverse()) await sendQuestion(ctx, d, q, { about: true });
  const more = unnamed - questions.length;
  if (more > 0) await ctx.reply(moreUnnamedText(more));
}

/** The question as a message: what it is about when asked later, the numbered choices, and one button per answer. */
async function sendQuestion(ctx: Context, d: BotDeps, q: MistakeQuestion, opts: { about?: boolean } = {}) {
  const lines = q.choices.map((c, i) => `${i + 1}. ${choiceText(c, d.timezone)}`);
  const numbers: InlineKeyboardButton[] = q.choices.map((c, i) => ({
    text: String(i + 1),
    callback_data: sameMistakeData(q.feedback_id, c.id),
  }));
  const head = opts.about ? [aboutText(q, d.timezone), ''] : [];
  await ctx.reply([...head, MISTAKE_PROMPT, ...lines, MISTAKE_HINT].join('\n'), {
    reply_markup: {
      inline_keyboard: [numbers, [{ text: NEW_MISTAKE, callback_data: callbackData(VERB.newMistake, q.feedback_id) }]],
    },
  });
}

export function mistakesFeature(d: BotDeps): Composer<Context> {
  const mistakes = new Composer<Context>();
  mistakes.callbackQuery(SAME_MISTAKE_PATTERN, (ctx) => {
    const [, feedbackId, target] = ctx.match as RegExpMatchArray;
    return answerByTap(ctx, d, feedbackId!, target!.startsWith('rule_') ? { rule_id: target! } : { same_as: target! });
  });
  mistakes.callbackQuery(callbackPattern(VERB.newMistake), (ctx) =>
    answerByTap(ctx, d, (ctx.match as RegExpMatchArray)[1]!, { new: true }),
  );
  return mistakes;
}

/** The owner's tap: stored (a second tap replaces the first), then the question turns into the answer. */
async function answerByTap(ctx: Context, d: BotDeps, feedbackId: string, given: MistakeAnswer): Promise<void> {
  let answered: MistakeAnswered;
  try {
    // The gateway checks the tapper's role (a refusal comes back as its sentence, shown as an alert).
    const actor = String(ctx.from!.id);
    answered = await d.gateway.answerMistake({ feedbackId, answer: given, source: 'telegram', actor });
  } catch (err) {
    if (!(err instanceof GatewayError)) d.logger.error('telegram: a same-mistake answer failed', { err });
    return void (await answer(ctx, { text: failureText(err), alert: true }));
  }
  // Stored: the toast says so even if the question cannot be edited (deleted meanwhile, or the same answer again).
  await ctx
    .editMessageText(answeredText(answered, d.timezone))
    .catch((err: unknown) => d.logger.warn('telegram: the answered question could not be shown', { err }));
  await answer(ctx, { text: 'Saved.' });
}
