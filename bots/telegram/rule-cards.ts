// Rule candidate cards: the rule text with its evidence and Confirm · Reword · Reject (and "Same mistake as that rule"
// when it looks like one), then the final state.
import { InlineKeyboard } from 'grammy';
import {
  alikeRuleName,
  correctedByText,
  deciderOf,
  effectivenessLine,
  type Rule,
  type RuleView,
} from '../../gateway/index.ts';
import { callbackData, VERB } from './button-data.ts';
import { type CardMessage, type NameOf, whyRejectLine } from './cards.ts';
import { escapeHtml, truncate } from './text.ts';

/** ForceReply question after Reject on a rule; recognised by its exact text like the draft one. */
export const RULE_REASON_PROMPT =
  '❓ Why reject this rule? Reply to this message with the reason, or tap Skip on the card.';
export const REWORD_PLACEHOLDER = 'The rule in your words';

export function ruleCard(rule: Rule): CardMessage {
  const keyboard = new InlineKeyboard()
    .text('✅ Confirm', callbackData(VERB.confirmRule, rule.id))
    .text('✏️ Reword', callbackData(VERB.rewordRule, rule.id))
    .text('❌ Reject', callbackData(VERB.rejectRule, rule.id));
  if (rule.alike_rule_id) keyboard.row().text('🔗 Same mistake as that rule', callbackData(VERB.mergeRule, rule.id));
  return {
    text: `${proposalHeader(rule)}\n\n${ruleText(rule)}\n\n${evidence(rule)}${correctedBy(rule)}${alike(rule)}`,
    keyboard,
  };
}

/** Whose corrections a candidate rests on (names are as people were entered: escaped, never reworded). */
function correctedBy(rule: Rule): string {
  const line = correctedByText(rule.corrected_by);
  return line ? `\n<i>${escapeHtml(line)}</i>` : '';
}

/** "Same mistake as rule X?": the rule the candidate's corrections look like, when the nightly job found one. */
function alike(rule: Rule): string {
  if (!rule.alike_rule_id) return '';
  return `\n\n🔗 Looks like your rule “${alikeName(rule)}”. If it is the same mistake, tap <b>Same mistake as that rule</b>: these corrections count for it.`;
}

export function rejectingRuleCard(rule: Rule): CardMessage {
  const keyboard = new InlineKeyboard()
    .text('Skip', callbackData(VERB.skipRuleReason, rule.id))
    .text('↩️ Back', callbackData(VERB.backRule, rule.id));
  return { text: `${ruleCard(rule).text}\n\n${whyRejectLine('Skip.')}`, keyboard };
}

/** Where a rule ended: active (confirmed or in the owner's words), rejected, or retired. No buttons. */
export function decidedRuleCard(rule: Rule, nameOf: NameOf): CardMessage {
  const by = deciderOf(rule.decided_by);
  const who = by ? ` by ${escapeHtml(nameOf(by))}` : '';
  const status =
    rule.status === 'active'
      ? `✅ <b>Active</b>${who}: agents on ${scope(rule)} now get this rule`
      : rule.merged_into
        ? `🔗 <b>Same mistake as</b> “${alikeName(rule)}”${who}: its corrections now count for that rule`
        : rule.status === 'rejected'
          ? `❌ <b>Rejected</b>${who}${rule.reason ? `: “${escapeHtml(truncate(rule.reason, 300))}”` : ''}`
          : rule.status === 'retired'
            ? `🗑 <b>Retired</b>${who}`
            : '⏳ Waiting for your decision';
  return { text: `${status}\n\n${ruleText(rule)}\n\n${evidence(rule)}` };
}

/** An active rule for /rules: its title, then one line with its effect on the goal's drafts. */
export function ruleLine(rule: RuleView, n: number): string {
  const goal = rule.goal ? ` <i>(${escapeHtml(rule.goal)})</i>` : '';
  return `${n}. <b>${escapeHtml(truncate(rule.title, 120))}</b>${goal}\n    📈 ${escapeHtml(effectivenessLine(rule.effectiveness))}`;
}

function proposalHeader(rule: Rule): string {
  return rule.proposal === 'retire'
    ? `🗑 <b>Retire this rule?</b> (${scope(rule)})`
    : `📏 <b>New rule proposed</b> for ${scope(rule)}`;
}

function ruleText(rule: Rule): string {
  const title = `<b>${escapeHtml(truncate(rule.title, 200))}</b>`;
  return rule.body.trim() === rule.title.trim() ? title : `${title}\n${escapeHtml(truncate(rule.body, 3000))}`;
}

function evidence(rule: Rule): string {
  const n = rule.evidence.length;
  return `<i>Evidence: ${n} ${n === 1 ? 'correction' : 'corrections'}</i>`;
}

const alikeName = (rule: Rule) => escapeHtml(truncate(alikeRuleName(rule), 200));

const scope = (rule: Rule) => (rule.goal ? escapeHtml(rule.goal) : 'every goal');
