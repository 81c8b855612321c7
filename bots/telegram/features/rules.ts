// Rule candidate cards: Confirm commits; Reword asks for the owner's words by reply; Reject asks why (or Skip); "Same
// mistake as that rule" joins the candidate to the rule its card names.
import { Composer, type Context } from 'grammy';
import type { Rule, RuleAction } from '../../../gateway/index.ts';
import { callbackPattern, VERB } from '../button-data.ts';
import { REASON_PLACEHOLDER } from '../cards.ts';
import type { BotDeps } from '../deps.ts';
import { decidedRuleCard, REWORD_PLACEHOLDER, RULE_REASON_PROMPT, rejectingRuleCard, ruleCard } from '../rule-cards.ts';
import { allowedTap, answer, askForReply, decideRuleByTap } from '../taps.ts';

export function rulesFeature(d: BotDeps): Composer<Context> {
  const rules = new Composer<Context>();
  const on = (verb: (typeof VERB)[keyof typeof VERB], handle: (ctx: Context, ruleId: string) => Promise<unknown>) =>
    rules.callbackQuery(callbackPattern(verb), (ctx) => handle(ctx, (ctx.match as RegExpMatchArray)[1]!));

  on(VERB.confirmRule, (ctx, ruleId) => decideRuleByTap(ctx, d, { ruleId, action: 'confirm' }, '✅ Rule confirmed'));
  on(VERB.skipRuleReason, (ctx, ruleId) => decideRuleByTap(ctx, d, { ruleId, action: 'reject' }, '❌ Rule rejected'));
  on(VERB.mergeRule, (ctx, ruleId) =>
    decideRuleByTap(ctx, d, { ruleId, action: 'merge' }, '🔗 Same mistake: its corrections now count for that rule'),
  );

  on(VERB.rewordRule, async (ctx, ruleId) => {
    const rule = await candidate(ctx, d, ruleId, 'reword');
    if (!rule) return;
    await answer(ctx, { text: 'Copy the rule below, change it, and send it back as a reply.' });
    await askForReply(ctx, d, rule.body, REWORD_PLACEHOLDER, { ruleId });
  });

  on(VERB.rejectRule, async (ctx, ruleId) => {
    const rule = await candidate(ctx, d, ruleId, 'reject');
    if (!rule) return;
    await answer(ctx, { text: 'Why? Reply, or tap Skip.' });
    const card = rejectingRuleCard(rule);
    await ctx.editMessageText(card.text, { parse_mode: 'HTML', reply_markup: card.keyboard! });
    await askForReply(ctx, d, RULE_REASON_PROMPT, REASON_PLACEHOLDER, { ruleId });
  });

  on(VERB.backRule, async (ctx, ruleId) => {
    const rule = await candidate(ctx, d, ruleId, 'reject');
    if (!rule) return;
    await answer(ctx, { text: 'Not rejected.' });
    const card = ruleCard(rule);
    await ctx.editMessageText(card.text, { parse_mode: 'HTML', reply_markup: card.keyboard! });
  });

  return rules;
}

/** The candidate behind a step that decides nothing yet; a rule decided meanwhile shows its final state. */
async function candidate(ctx: Context, d: BotDeps, ruleId: string, action: RuleAction): Promise<Rule | null> {
  if (!(await allowedTap(ctx, d, { kind: 'owner', what: 'deciding a rule' }, { action: `rule:${action}`, ruleId })))
    return null;
  const rule = await d.gateway.getRule(ruleId);
  if (rule.status === 'candidate') return rule;
  await answer(ctx, { text: `This rule is already ${rule.status}.` });
  await ctx.editMessageText(decidedRuleCard(rule, d.names.of).text, { parse_mode: 'HTML' });
  return null;
}
