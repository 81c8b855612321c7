// Run cards in HTML: the pending card with Approve · Reject · Edit, the "why reject?" step, and the final state.

import { InlineKeyboard } from 'grammy';
import {
  contextSummary,
  deciderOf,
  describeSlot,
  type Precheck,
  type Publication,
  type Run,
  type RunView,
  senderLabel,
  shortDay,
  sourceLabel,
} from '../../gateway/index.ts';
import { applyFixData, callbackData, VERB } from './button-data.ts';
import { escapeHtml, MAX_MESSAGE, splitText, truncate, visibleLength } from './text.ts';

/** One message: HTML text and, on the part that takes taps, its buttons. */
export interface CardMessage {
  text: string;
  keyboard?: InlineKeyboard;
}

/** Turns a decider's id into a name: Telegram ids read badly, so the bot remembers owners' first names. */
export type NameOf = (actor: string) => string;

/**
 * The ForceReply question after Reject. Sent as plain text so a reply to it is recognised by its exact
 * text, which Telegram hands back with the reply (no state to keep between processes).
 */
export const REASON_PROMPT =
  '❓ Why reject this draft? Reply to this message with the reason, or tap a reason or Skip on the card.';
export const REASON_PLACEHOLDER = 'Reason (optional)';
export const EDIT_PLACEHOLDER = 'Your version of the draft';

/** Room left on every card for the line a decision or a question adds later, so an edit never overflows. */
const RESERVE = 400;
/** Past reasons longer than this do not fit a button; the reason is read back from the button's text. */
export const MAX_REASON_BUTTON = 48;

/**
 * A run's card as messages: a draft over Telegram's limit is split, and only the last part carries the
 * buttons (it is the one recorded with the gateway, the one every later edit targets).
 */
export function runCardParts(run: Run, precheck: Precheck | null = null): CardMessage[] {
  const meta = metaLines(run, precheck);
  const budget = MAX_MESSAGE - visibleLength(`${header(run, ' (99/99)')}\n${meta}\n\n`) - RESERVE;
  const chunks = splitText(run.draft, budget);
  return chunks.map((chunk, i) => {
    const label = chunks.length > 1 ? ` (${i + 1}/${chunks.length})` : '';
    const last = i === chunks.length - 1;
    if (!last) return { text: `${header(run, label)}\n\n${escapeHtml(chunk)}` };
    return {
      text: `${header(run, label)}\n${meta}\n\n${escapeHtml(chunk)}`,
      keyboard: reviewKeyboard(run.id, precheck),
    };
  });
}

/** The part with the buttons, as it looks while the run is pending. */
export function pendingCard(run: Run, precheck: Precheck | null = null): CardMessage {
  return runCardParts(run, precheck).at(-1)!;
}

/** The question a draft's or a rule's card ends with after Reject, as Telegram shows it (and sends it back in a reply). */
const ASKS_WHY = '❓ Why reject? Reply to my question below, or tap';
/** The card's own question line (HTML), finished by what the card offers to tap. */
export const whyRejectLine = (taps: string) => `${ASKS_WHY.replace('Why reject?', '<b>Why reject?</b>')} ${taps}`;

/**
 * A card that asks why (after Reject): a reply to it is the reason, as a reply to the question below it is. Stored as
 * an edit, "too salesy" became the draft to publish; on a rule's card, the rule's new text.
 */
export const asksWhy = (cardText: string | undefined): boolean => !!cardText?.includes(`\n\n${ASKS_WHY} `);

/** After Reject: the card asks why, offering past reasons as one-tap buttons, Skip, and Back. */
export function rejectingCard(run: Run, reasons: string[]): CardMessage {
  const keyboard = new InlineKeyboard();
  reasons.forEach((reason, n) => keyboard.text(reason, callbackData(VERB.reason, run.id, n)).row());
  keyboard.text('Skip', callbackData(VERB.skipReason, run.id)).text('↩️ Back', callbackData(VERB.back, run.id));
  return { text: `${pendingCard(run).text}\n\n${whyRejectLine('a reason or Skip.')}`, keyboard };
}

/**
 * The final state every card of a run ends in, whichever channel decided: who decided and when (in `timezone`, so a
 * group sees one clock), and Undo while it is still queued.
 */
export function decidedCard(run: RunView, nameOf: NameOf, timezone: string, now = new Date()): CardMessage {
  const head = `${statusLine(run, nameOf, timezone, now)}\n${header(run, '')}`;
  const body = run.status === 'edited' && run.final_text ? run.final_text : run.draft;
  const room = MAX_MESSAGE - visibleLength(head) - 2;
  const undoable = run.publication?.status === 'queued' && (run.status === 'approved' || run.status === 'edited');
  return {
    text: `${head}\n\n${escapeHtml(truncate(body, room))}`,
    ...(undoable && { keyboard: new InlineKeyboard().text('↩️ Undo', callbackData(VERB.undo, run.id)) }),
  };
}

export function reviewKeyboard(runId: string, precheck: Precheck | null = null): InlineKeyboard {
  const keyboard = new InlineKeyboard()
    .text('✅ Approve', callbackData(VERB.approve, runId))
    .text('❌ Reject', callbackData(VERB.reject, runId))
    .text('✏️ Edit', callbackData(VERB.edit, runId));
  if (precheck?.fix) keyboard.row().text('🩹 Apply that fix', applyFixData(runId, precheck.fix.feedback_id));
  return keyboard;
}

function header(run: Run, label: string): string {
  const sender = senderLabel(run);
  const agent = sender ? ` from ${escapeHtml(truncate(sender, 90))}` : '';
  return `📝 <b>Draft for ${escapeHtml(run.goal)}</b>${agent}${label}`;
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function metaLines(run: Run, precheck: Precheck | null): string {
  const lines = [`${run.context_id ? '🧠' : '⚠️'} ${capitalise(contextSummary(run))}`];
  if (precheck) lines.push(`🔁 ${escapeHtml(precheck.text)}`);
  if (run.task?.trim()) lines.push(`🎯 ${escapeHtml(truncate(run.task.trim(), 200))}`);
  if (run.target?.trim()) lines.push(`📤 ${escapeHtml(truncate(run.target.trim(), 100))}`);
  return lines.join('\n');
}

function statusLine(run: RunView, nameOf: NameOf, timezone: string, now: Date): string {
  const { decision, publication } = run;
  const where = run.decided_via ? ` in ${escapeHtml(sourceLabel(run.decided_via))}` : '';
  const by = deciderOf(run.decided_by, run.decided_via);
  const who = `${by ? ` by ${escapeHtml(nameOf(by))}` : ''}${run.decided_at ? ` at ${clock(run.decided_at, timezone, now)}` : ''}`;
  const publish = publication ? ` — ${escapeHtml(describeSlot(publication, now))}` : '';
  switch (run.status) {
    case 'approved':
      return `✅ <b>Approved</b>${where}${who}${publish}`;
    case 'edited': {
      const kind = decision?.edit_kind ? ` (${escapeHtml(decision.edit_kind)})` : '';
      return `✏️ <b>Edited</b>${kind}${where}${who}${publish}`;
    }
    case 'rejected': {
      const reason = decision?.reason ? `: “${escapeHtml(truncate(decision.reason, 300))}”` : '';
      return `❌ <b>Rejected</b>${where}${who}${reason}`;
    }
    case 'expired':
      return '⌛ <b>Expired</b> without a decision';
    case 'pending':
      return '⏳ Waiting for a decision';
  }
}

/** "14:05" today, "14:05 on 12 Nov" another day, in the owner's time zone. */
function clock(at: Date | string, timezone: string, now: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: timezone,
  });
  const day = shortDay(at, timezone);
  return `${time.format(new Date(at))}${day === shortDay(now, timezone) ? '' : ` on ${day}`}`;
}

/** Told to every owner when a publication failed for good, under the run's card. */
export function publicationFailedText(p: Publication, run: Run | null): string {
  const what = run ? `the ${escapeHtml(run.goal)} draft` : `a ${escapeHtml(p.goal)} draft`;
  const error = p.last_error ? `\n<i>${escapeHtml(truncate(p.last_error, 500))}</i>` : '';
  return `⚠️ <b>Publishing failed</b> for ${what} after ${p.attempts} attempt(s).${error}\n\n${escapeHtml(truncate(p.text, 300))}`;
}
