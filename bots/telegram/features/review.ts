// Draft cards: Approve commits at once; Reject asks why (past reasons, Skip, Back); Edit sends the draft to reply to.
import { Composer, type Context } from 'grammy';
import { alreadyDecided, type DecisionAction, type DecisionResult, type RunView } from '../../../gateway/index.ts';
import { APPLY_FIX_PATTERN, callbackPattern, VERB } from '../button-data.ts';
import {
  decidedCard,
  EDIT_PLACEHOLDER,
  MAX_REASON_BUTTON,
  pendingCard,
  REASON_PLACEHOLDER,
  REASON_PROMPT,
  rejectingCard,
} from '../cards.ts';
import type { BotDeps } from '../deps.ts';
import { allowedTap, alreadyToast, answer, applyFixByTap, askForReply, decideByTap, failureText } from '../taps.ts';
import { MAX_MESSAGE } from '../text.ts';
import { askSameMistake } from './mistakes.ts';

const REASONS_OFFERED = 4;

export function reviewFeature(d: BotDeps): Composer<Context> {
  const review = new Composer<Context>();
  const on = (verb: (typeof VERB)[keyof typeof VERB], handle: (ctx: Context, runId: string) => Promise<unknown>) =>
    review.callbackQuery(callbackPattern(verb), (ctx) => handle(ctx, (ctx.match as RegExpMatchArray)[1]!));

  on(VERB.approve, (ctx, runId) => decideByTap(ctx, d, { runId, action: 'approve' }, '✅ Approved'));
  // A rejection stored: "same mistake as one of these?" follows (features/mistakes.ts).
  const rejected = async (ctx: Context, stored: DecisionResult | null) => {
    if (stored?.run.decision) await askSameMistake(ctx, d, stored.run.decision.id);
  };
  on(VERB.skipReason, async (ctx, runId) =>
    rejected(ctx, await decideByTap(ctx, d, { runId, action: 'reject' }, '❌ Rejected')),
  );
  on(VERB.reason, async (ctx, runId) => {
    const reason = await tappedReason(ctx, d, runId);
    await rejected(ctx, await decideByTap(ctx, d, { runId, action: 'reject', reason }, '❌ Rejected'));
  });

  review.callbackQuery(APPLY_FIX_PATTERN, (ctx) => {
    const [, runId, feedbackId] = ctx.match as RegExpMatchArray;
    return applyFixByTap(ctx, d, runId!, feedbackId!);
  });

  on(VERB.undo, async (ctx, runId) => {
    // The gateway checks the role: a refusal is its alert, to the tapper alone.
    try {
      // The gateway tells every channel (runUndone): this card and the others get their buttons back.
      await d.gateway.undo({
        runId,
        source: 'telegram',
        actor: String(ctx.from!.id),
        eventKey: ctx.callbackQuery?.id ?? null,
      });
      await answer(ctx, { text: '↩️ Undone: the draft waits for your decision again.' });
    } catch (err) {
      await answer(ctx, { text: failureText(err), alert: true });
    }
  });

  on(VERB.reject, async (ctx, runId) => {
    const run = await pendingRun(ctx, d, runId, 'reject');
    if (!run) return;
    const reasons = (await d.gateway.topReasons(run.goal, REASONS_OFFERED)).filter(
      (r) => r.length <= MAX_REASON_BUTTON,
    );
    await answer(ctx, { text: 'Why? Reply, or tap a reason or Skip.' });
    const card = rejectingCard(run, reasons);
    await ctx.editMessageText(card.text, { parse_mode: 'HTML', reply_markup: card.keyboard });
    await askForReply(ctx, d, REASON_PROMPT, REASON_PLACEHOLDER, { runId });
  });

  on(VERB.edit, async (ctx, runId) => {
    const run = await pendingRun(ctx, d, runId, 'edit');
    if (!run) return;
    if (run.draft.length > MAX_MESSAGE) {
      const text = `This draft has ${run.draft.length} characters, more than a Telegram message holds: edit it in the web inbox.`;
      return answer(ctx, { text, alert: true });
    }
    await answer(ctx, { text: 'Copy the draft below, change it, and send it back as a reply.' });
    await askForReply(ctx, d, run.draft, EDIT_PLACEHOLDER, { runId });
  });

  on(VERB.back, async (ctx, runId) => {
    const run = await pendingRun(ctx, d, runId, 'reject');
    if (!run) return;
    await answer(ctx, { text: 'Not rejected.' });
    const card = pendingCard(run, await d.gateway.precheckRun(run));
    await ctx.editMessageText(card.text, { parse_mode: 'HTML', reply_markup: card.keyboard! });
  });

  return review;
}

/** The run behind a step that decides nothing yet (Reject, Edit, Back); a run decided meanwhile shows its final state. */
async function pendingRun(ctx: Context, d: BotDeps, runId: string, action: DecisionAction): Promise<RunView | null> {
  const of = await d.gateway.people.goalOf({ runId });
  if (!(await allowedTap(ctx, d, { kind: 'decide', goal: of?.goal ?? null }, { action, runId: of?.run_id ?? null })))
    return null;
  const run = await d.gateway.getRun(runId);
  if (run.status === 'pending') return run;
  await answer(ctx, alreadyToast(ctx, alreadyDecided(run)));
  const card = decidedCard(run, d.names.of, d.timezone);
  await ctx.editMessageText(card.text, { parse_mode: 'HTML' });
  return null;
}

/** The reason is the tapped button's own text, so it is the reason the owner saw even if the top list changed since. */
async function tappedReason(ctx: Context, d: BotDeps, runId: string): Promise<string | null> {
  const q = ctx.callbackQuery!;
  const keyboard = q.message && 'reply_markup' in q.message ? (q.message.reply_markup?.inline_keyboard ?? []) : [];
  const button = keyboard.flat().find((b) => 'callback_data' in b && b.callback_data === q.data);
  if (button) return button.text;
  // An old card's message is no longer sent with the tap: fall back to the list it was built from.
  const n = Number((ctx.match as RegExpMatchArray)[2] ?? -1);
  const run = await d.gateway.getRun(runId);
  return (
    (await d.gateway.topReasons(run.goal, REASONS_OFFERED)).filter((r) => r.length <= MAX_REASON_BUTTON)[n] ?? null
  );
}
