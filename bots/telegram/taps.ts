// A tap or reply becomes one gateway call and one answer: fast, and never "saved" unless it was committed.
import type { Context } from 'grammy';
import {
  type Act,
  ConflictError,
  type DecideInput,
  type DecideRuleInput,
  type DecisionResult,
  GatewayError,
  type Person,
  type RuleDecisionResult,
  type RunView,
} from '../../gateway/index.ts';
import { decidedCard } from './cards.ts';
import { type BotDeps, CHANNEL, inGroup } from './deps.ts';
import { decidedRuleCard } from './rule-cards.ts';
import { truncate } from './text.ts';

export interface Toast {
  text: string;
  alert?: boolean;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/**
 * Telegram shows a spinner until a tap is answered, and a tap can be answered only once. A decision
 * normally commits in milliseconds, so the answer waits this long for the real outcome (so "Not saved"
 * can be the toast itself); a slower one is answered "Saving…" and its outcome shows on the card or,
 * if it failed, as a message.
 */
export const ANSWER_WITHIN_MS = 1500;

async function answerTap<T>(
  ctx: Context,
  d: BotDeps,
  work: Promise<T>,
  toast: (s: Settled<T>) => Toast,
): Promise<Settled<T>> {
  const settled = work.then(
    (value): Settled<T> => ({ ok: true, value }),
    (error: unknown): Settled<T> => ({ ok: false, error }),
  );
  let timer: NodeJS.Timeout | undefined;
  const slow = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ANSWER_WITHIN_MS)));
  const first = await Promise.race([settled, slow]);
  clearTimeout(timer);
  const outcome = first ?? (await answerThen(ctx, { text: 'Saving…' }, settled));
  if (!outcome.ok && !(outcome.error instanceof GatewayError))
    d.logger.error('telegram tap failed', { err: outcome.error });
  const t = toast(outcome);
  if (first && outcome.ok) await confirmSaved(ctx, d, 'a saved tap could not be answered', () => answer(ctx, t));
  else if (first) await answer(ctx, t);
  else if (!outcome.ok) await ctx.reply(`⚠️ ${t.text}`);
  return outcome;
}

/**
 * What confirms a stored decision (a tap's answer, the "Saved" under a reply): when it cannot reach Telegram, the card
 * still shows the decision (the channel edits it), so the failure is logged, never turned into "this may not be saved".
 */
async function confirmSaved(ctx: Context, d: BotDeps, failure: string, send: () => Promise<unknown>): Promise<void> {
  try {
    await send();
  } catch (err) {
    d.logger.warn(`telegram: ${failure}`, { update_id: ctx.update.update_id, err });
  }
}

async function answerThen<T>(ctx: Context, t: Toast, next: Promise<T>): Promise<T> {
  await answer(ctx, t);
  return next;
}

export function answer(ctx: Context, t: Toast): Promise<true> {
  // Telegram cuts callback answers at 200 characters.
  return ctx.answerCallbackQuery({ text: truncate(t.text, 200), show_alert: t.alert ?? false });
}

/** What the person reads when the gateway said no: its messages are written for people. */
export function failureText(err: unknown): string {
  if (err instanceof GatewayError) return err.message;
  return 'Something went wrong, so this may not be saved. Try again.';
}

/**
 * "Already decided" is a toast, but an alert in a group: someone else's decision just took the card from under the
 * tapper's finger, and the alert says who.
 */
export const alreadyToast = (ctx: Context, text: string): Toast => ({ text, alert: inGroup(ctx.chat) });

/** A refusal or a failure is an alert. */
const failureToast = (ctx: Context, err: unknown): Toast =>
  err instanceof GatewayError && err.code === 'conflict'
    ? alreadyToast(ctx, failureText(err))
    : { text: failureText(err), alert: true };

const actorOf = (ctx: Context) => String(ctx.from!.id);

/** Who decided by a button, as the gateway takes it: the callback query's id is the tap's own event key. */
const fromTap = (ctx: Context) =>
  ({ source: 'telegram', actor: actorOf(ctx), eventKey: ctx.callbackQuery!.id }) as const;

/** Who decided by a reply: the reply's own id makes a re-delivered update a replay. */
const fromReply = (ctx: Context) => ({ source: 'telegram', actor: actorOf(ctx), eventKey: replyKey(ctx) }) as const;

/**
 * The role check before a step the gateway does not store (Reject and Edit asking, Reword, an answer to "same
 * mistake as…?"): the person when their role allows `act`; otherwise the refusal is logged in `taps` and shown to the
 * tapper alone, as an alert. Stored taps are checked again by the gateway with the same words.
 */
export async function allowedTap(
  ctx: Context,
  d: BotDeps,
  act: Act,
  tap: { action: string; runId?: string | null; ruleId?: string | null },
): Promise<Person | null> {
  const verdict = await d.gateway.people.check({ telegram: actorOf(ctx) }, act);
  if (verdict.allowed) return verdict.person;
  await d.gateway.people.refuse({ source: 'telegram', actor: verdict.person?.name ?? actorOf(ctx), ...tap });
  await answer(ctx, { text: verdict.message, alert: true });
  return null;
}

/** A button tap on a run card: commit, answer; a replay or a decision made elsewhere shows the final state. */
/** Returns the decision when this tap stored it (not a replay, not refused). */
export async function decideByTap(
  ctx: Context,
  d: BotDeps,
  input: Pick<DecideInput, 'runId' | 'action' | 'reason'>,
  done: string,
): Promise<DecisionResult | null> {
  const work = d.gateway.decide({ ...input, ...fromTap(ctx) });
  return settleTap(ctx, d, work, done);
}

/** "Apply that fix": the gateway makes the owner's earlier replacement and stores it as an edit (this tap's own). */
export async function applyFixByTap(ctx: Context, d: BotDeps, runId: string, feedbackId: string): Promise<void> {
  const work = d.gateway.applyFix({ runId, feedbackId, ...fromTap(ctx) });
  await settleTap(ctx, d, work, '🩹 Fixed and saved as an edit');
}

async function settleTap(
  ctx: Context,
  d: BotDeps,
  work: Promise<DecisionResult>,
  done: string,
): Promise<DecisionResult | null> {
  const s = await answerTap(ctx, d, work, (r) =>
    r.ok ? { text: r.value.outcome === 'duplicate' ? 'Already saved.' : done } : failureToast(ctx, r.error),
  );
  // A stored decision already updated every card through the channel (runDecided).
  if (s.ok && s.value.outcome === 'duplicate') await showRun(ctx, d, s.value.run);
  // Decided elsewhere first: the conflict carries the run as it stands, so the card shows it without reading it again.
  if (!s.ok && s.error instanceof ConflictError && 'run' in s.error.current) await showRun(ctx, d, s.error.current.run);
  return s.ok && s.value.outcome === 'stored' ? s.value : null;
}

/**
 * A reply (edited draft or rejection reason): the reply's own id makes a re-delivered update a replay. Returns the
 * decision when this reply stored it.
 */
export async function decideByReply(
  ctx: Context,
  d: BotDeps,
  input: Pick<DecideInput, 'runId' | 'action' | 'reason' | 'text'>,
): Promise<DecisionResult | null> {
  let result: DecisionResult;
  try {
    result = await d.gateway.decide({ ...input, ...fromReply(ctx) });
  } catch (err) {
    await tellFailure(ctx, d, err);
    return null;
  }
  if (result.outcome === 'duplicate') return null;
  const kind = result.run.decision.edit_kind ? ` as a ${result.run.decision.edit_kind} edit` : '';
  await confirmReply(ctx, d, input.action === 'edit' ? `✏️ Saved${kind}.` : '❌ Rejected; reason saved.');
  return result;
}

/** The "Saved" under a reply whose decision was stored. */
const confirmReply = (ctx: Context, d: BotDeps, text: string) =>
  confirmSaved(ctx, d, 'a saved reply could not be confirmed', () => ctx.reply(text, replyTo(ctx)));

/** A button tap on a rule card. */
export async function decideRuleByTap(
  ctx: Context,
  d: BotDeps,
  input: Pick<DecideRuleInput, 'ruleId' | 'action'>,
  done: string,
): Promise<void> {
  const work = d.gateway.decideRule({ ...input, ...fromTap(ctx) });
  const s = await answerTap(ctx, d, work, (r) =>
    r.ok ? { text: r.value.outcome === 'duplicate' ? 'Already saved.' : done } : failureToast(ctx, r.error),
  );
  if (s.ok && s.value.outcome === 'duplicate') await showRule(ctx, d, s.value);
  if (!s.ok && s.error instanceof ConflictError && 'rule' in s.error.current) {
    await ctx.editMessageText(decidedRuleCard(s.error.current.rule, d.names.of).text, { parse_mode: 'HTML' });
  }
}

export async function decideRuleByReply(
  ctx: Context,
  d: BotDeps,
  input: Pick<DecideRuleInput, 'ruleId' | 'action' | 'reason' | 'text'>,
): Promise<void> {
  let result: RuleDecisionResult;
  try {
    result = await d.gateway.decideRule({ ...input, ...fromReply(ctx) });
  } catch (err) {
    return tellFailure(ctx, d, err);
  }
  if (result.outcome === 'duplicate') return;
  await confirmReply(
    ctx,
    d,
    input.action === 'reword' ? '✅ Saved: the rule is active in your words.' : '❌ Rule rejected; reason saved.',
  );
}

async function tellFailure(ctx: Context, d: BotDeps, err: unknown) {
  if (!(err instanceof GatewayError)) d.logger.error('telegram reply failed', { err });
  // A refusal is for the person alone: in a group it goes to their private chat (if they ever opened one with the
  // bot), never to the group.
  if (inGroup(ctx.chat) && err instanceof GatewayError && err.code === 'forbidden') {
    if (ctx.from)
      await ctx.api
        .sendMessage(ctx.from.id, `⚠️ ${failureText(err)}`)
        .catch((e: unknown) => d.logger.info('telegram refusal not sent privately', { err: e }));
    return;
  }
  await ctx.reply(`⚠️ ${failureText(err)}`, replyTo(ctx));
}

/** The tapped card shows the run's final state (a replay's answer or a conflict's current state: the same view). */
async function showRun(ctx: Context, d: BotDeps, view: RunView): Promise<void> {
  const card = decidedCard(view, d.names.of, d.timezone);
  await ctx.editMessageText(card.text, { parse_mode: 'HTML' });
}

async function showRule(ctx: Context, d: BotDeps, r: RuleDecisionResult) {
  await ctx.editMessageText(decidedRuleCard(r.rule, d.names.of).text, { parse_mode: 'HTML' });
}

const replyKey = (ctx: Context) => `tg:${ctx.chat!.id}:${ctx.msg!.message_id}`;
const replyTo = (ctx: Context) => ({
  reply_parameters: { message_id: ctx.msg!.message_id, allow_sending_without_reply: true },
});

/**
 * Asks for a reply with ForceReply, under the tapped card. The question is recorded with the run or rule,
 * so the reply finds its way back (in any process) and the question follows the final state too.
 */
export async function askForReply(
  ctx: Context,
  d: BotDeps,
  text: string,
  placeholder: string,
  of: { runId: string } | { ruleId: string },
): Promise<void> {
  const card = ctx.callbackQuery?.message?.message_id;
  const underCard = card ? { reply_parameters: { message_id: card, allow_sending_without_reply: true } } : {};
  const prompt = await ctx.reply(text, {
    reply_markup: { force_reply: true, input_field_placeholder: placeholder },
    ...underCard,
  });
  try {
    await d.gateway.recordCard({ channel: CHANNEL, chatId: ctx.chat!.id, messageId: prompt.message_id, ...of });
  } catch (err) {
    // Unrecorded, a reply to this question would find no draft ("I can't tell which draft…") and the owner's edit or
    // reason would be lost after they typed it: the question goes, and they are told to tap again.
    d.logger.warn('telegram: a question could not be recorded; asked to tap again', { err });
    await ctx.api.deleteMessage(ctx.chat!.id, prompt.message_id).catch(() => {});
    await ctx.reply(NOT_ASKED, underCard);
  }
}

/** Said when the question under a card (the edit's copy, "why reject?") could not be recorded. */
export const NOT_ASKED = '⚠️ Something went wrong before I could take your reply: tap the button again.';
