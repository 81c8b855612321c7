// Trust ladder in Telegram: the owner answers the auto-approval offer with one tap.
import { Composer, type Context } from 'grammy';
import type { BotDeps } from '../deps.ts';
import { answer, failureText } from '../taps.ts';
import { escapeHtml } from '../text.ts';

/** `ta:<goal>` accepts, `td:<goal>` declines; goal names are at most 64 characters of [A-Za-z0-9_-]. */
export const TRUST_PATTERN = /^t([ad]):([A-Za-z0-9_-]{1,60})$/;
export const trustData = (action: 'accept' | 'decline', goal: string) => `t${action === 'accept' ? 'a' : 'd'}:${goal}`;

export function trustFeature(d: BotDeps): Composer<Context> {
  const trust = new Composer<Context>();
  trust.callbackQuery(TRUST_PATTERN, async (ctx) => {
    const [, verb, goal] = ctx.match as RegExpMatchArray;
    const action = verb === 'a' ? 'accept' : 'decline';
    try {
      const change = await d.gateway.decideTrust({
        goal: goal!,
        action,
        actor: String(ctx.from.id),
        source: 'telegram',
        eventKey: ctx.callbackQuery.id,
      });
      await answer(ctx, { text: change.to === 'auto' ? 'Auto-approval is on.' : 'Approval stays manual.' });
      const goalHtml = `<b>${escapeHtml(change.goal)}</b>`;
      const line =
        change.to === 'auto' ? `✅ Auto-approval is on for ${goalHtml}.` : `Approval stays manual for ${goalHtml}.`;
      await ctx.editMessageText(`🤝 ${line}`, { parse_mode: 'HTML' });
    } catch (err) {
      await answer(ctx, { text: failureText(err), alert: true });
    }
  });
  return trust;
}
