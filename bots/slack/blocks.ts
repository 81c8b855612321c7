// Block Kit cards: a run's card (pending with buttons, or its final state) and a rule candidate's card.

import type { types } from '@slack/bolt';
import {
  aboutText,
  alikeRuleName,
  answeredText,
  choiceText,
  contextSummary,
  correctedByText,
  deciderOf,
  MISTAKE_HINT,
  MISTAKE_PROMPT,
  type MistakeAnswer,
  type MistakeAnswered,
  type MistakeQuestion,
  NEW_MISTAKE,
  type Precheck,
  type Rule,
  type Run,
  type RunView,
  senderLabel,
} from '../../gateway/index.ts';
import { decidedWhere, escapeMrkdwn, personLabel, preview, publicationLine, shortTime, splitText } from './text.ts';

export type Block = types.KnownBlock;

export interface Card {
  /** Notification and fallback text (mrkdwn). */
  text: string;
  blocks: Block[];
}

/** Action ids carry the run or rule id so they stay unique when the App Home lists many cards. */
export const ACTIONS = {
  approve: 'run_approve',
  reject: 'run_reject',
  edit: 'run_edit',
  confirmRule: 'rule_confirm',
  rewordRule: 'rule_reword',
  rejectRule: 'rule_reject',
  /** "Same mistake as that rule": the candidate joins the rule its card names (`alike_rule_id`). */
  mergeRule: 'rule_merge',
  undo: 'run_undo',
  /** "Apply that fix": `run_fix:<run>:<feedback>`, the value is the run id like every run button. */
  applyFix: 'run_fix',
  /** An answer to "Same mistake as…?": `run_mistake:<feedback>:<answer>` (see `answerId`), the value is the run id. */
  mistake: 'run_mistake',
  /** App Home's "Open the inbox": sends the tapper a one-time sign-in link (`home_inbox:inbox`). */
  openInbox: 'home_inbox',
} as const;

export const actionMatcher = (kind: keyof typeof ACTIONS) => new RegExp(`^${ACTIONS[kind]}:`);

/** Block id of the "not saved" line, so a second notice replaces the first. */
const NOTICE_BLOCK = 'taploop_notice';
/** A message holds at most 50 blocks: leave room for the header, context, notice and buttons. */
const MAX_TEXT_BLOCKS = 40;

const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text });
const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });

function button(text: string, kind: keyof typeof ACTIONS, id: string, style?: 'primary' | 'danger') {
  return {
    type: 'button' as const,
    text: plain(text),
    action_id: `${ACTIONS[kind]}:${id}`,
    value: id,
    ...(style ? { style } : {}),
  };
}

/** Long text becomes several sections (3000 characters each); past 40 the rest is cut with a note. */
export function textBlocks(raw: string, blockIdPrefix?: string): Block[] {
  const pieces = splitText(escapeMrkdwn(raw));
  const shown = pieces.slice(0, MAX_TEXT_BLOCKS);
  if (pieces.length > shown.length) {
    const hidden = pieces.slice(shown.length).join('').length;
    shown.push(
      `_… ${hidden} more characters not shown: Slack limits a message's size. Open the web inbox for the full text._`,
    );
  }
  return shown.map((text, i) => ({
    type: 'section' as const,
    text: mrkdwn(text || ' '),
    ...(blockIdPrefix ? { block_id: `${blockIdPrefix}:text:${i}` } : {}),
  }));
}

/** goal · agent · when · which context the agent saw (and the task, when there was one). */
export function runContext(run: Run, timezone: string): Block {
  const parts = [
    `*${escapeMrkdwn(run.goal)}*`,
    escapeMrkdwn(senderLabel(run) ?? 'unnamed agent'),
    shortTime(run.created_at, timezone),
    `${run.context_id ? '🧠' : '⚠️'} ${escapeMrkdwn(contextSummary(run))}`,
  ];
  if (run.expires_at && run.status === 'pending') parts.push(`expires ${shortTime(run.expires_at, timezone)}`);
  const elements = [mrkdwn(parts.join(' · '))];
  if (run.task?.trim()) elements.push(mrkdwn(`🎯 ${escapeMrkdwn(preview(run.task, 400))}`));
  if (run.target?.trim()) elements.push(mrkdwn(`📤 ${escapeMrkdwn(preview(run.target, 200))}`));
  return { type: 'context', elements };
}

export function runButtons(run: Run, blockId = `run:${run.id}:actions`, precheck: Precheck | null = null): Block {
  const fix = precheck?.fix
    ? [
        {
          type: 'button' as const,
          text: plain('🩹 Apply that fix'),
          action_id: `${ACTIONS.applyFix}:${run.id}:${precheck.fix.feedback_id}`,
          value: run.id,
        },
      ]
    : [];
  return {
    type: 'actions',
    block_id: blockId,
    elements: [
      button('Approve', 'approve', run.id, 'primary'),
      button('Edit', 'edit', run.id),
      button('Reject', 'reject', run.id, 'danger'),
      ...fix,
    ],
  };
}

/** The pre-check: what this draft likely repeats, in at most two lines. */
export function precheckBlock(precheck: Precheck): Block {
  return { type: 'context', elements: [mrkdwn(`🔁 ${escapeMrkdwn(precheck.text)}`)] };
}

const runFallback = (run: Run) => `Draft for ${escapeMrkdwn(run.goal)}: ${escapeMrkdwn(preview(run.draft, 200))}`;

/** The card of a run waiting for a decision: goal, agent, context, the draft, and Approve · Edit · Reject. */
export function pendingRunCard(run: Run, timezone: string, notice?: string, precheck: Precheck | null = null): Card {
  const blocks: Block[] = [
    runContext(run, timezone),
    ...(precheck ? [precheckBlock(precheck)] : []),
    ...textBlocks(run.draft),
  ];
  if (notice) blocks.push(noticeBlock(notice));
  blocks.push(runButtons(run, undefined, precheck));
  return { text: runFallback(run), blocks };
}

/**
 * "today at 2:05 PM": Slack writes the time in each reader's own time zone and format; the fallback, for clients that
 * cannot, is UTC.
 */
const slackWhen = (at: Date | string): string => {
  const d = new Date(at);
  return `<!date^${Math.floor(d.getTime() / 1000)}^{date_short_pretty} at {time}|${d.toISOString().slice(0, 16).replace('T', ' ')} UTC>`;
};

/** One line on how a run ended: "✅ Approved in Telegram by 42 today at 2:05 PM · publishes at 15:00 (2 of 3 today)". */
export function outcomeLine(run: RunView): string {
  const { decision, publication } = run;
  const where = `${decidedWhere(run.decided_via, run.decided_by)}${run.decided_at ? ` ${slackWhen(run.decided_at)}` : ''}`;
  const slot = publication ? ` · ${publicationLine(publication)}` : '';
  switch (run.status) {
    case 'approved':
      return `✅ *Approved*${where}${slot}`;
    case 'edited':
      return `✏️ *Edited*${decision?.edit_kind ? ` (${decision.edit_kind} edit)` : ''}${where}${slot}`;
    case 'rejected':
      return `❌ *Rejected*${where}${decision?.reason ? `: “${escapeMrkdwn(preview(decision.reason, 300))}”` : ''}`;
    case 'expired':
      return '⌛ *Expired* before anyone decided';
    default:
      return '⏳ Waiting for a decision';
  }
}

/** The final state of a run's card: the outcome on top, the text that was published (or rejected), no buttons. */
export function decidedRunCard(run: RunView, timezone: string): Card {
  const line = outcomeLine(run);
  const shown = run.status === 'approved' || run.status === 'edited' ? (run.final_text ?? run.draft) : run.draft;
  return {
    text: `${line.replace(/\*/g, '')} — ${escapeMrkdwn(preview(run.draft, 120))}`,
    blocks: [
      { type: 'section', text: mrkdwn(line) },
      runContext(run, timezone),
      ...textBlocks(shown),
      // While the publication is still queued the approval can be taken back.
      ...(run.publication?.status === 'queued' && (run.status === 'approved' || run.status === 'edited')
        ? [{ type: 'actions', elements: [button('↩️ Undo', 'undo', run.id)] } as Block]
        : []),
    ],
  };
}

export function runCard(run: RunView, timezone: string, notice?: string): Card {
  return run.status === 'pending' ? pendingRunCard(run, timezone, notice) : decidedRunCard(run, timezone);
}

export function noticeBlock(text: string): Block {
  return { type: 'context', block_id: NOTICE_BLOCK, elements: [mrkdwn(`⚠️ ${escapeMrkdwn(text)}`)] };
}

/**
 * The card as it is, with a notice above its buttons: used when a decision was not saved, so the owner sees why
 * and can tap again without the gateway having to be reachable to re-render the card.
 */
export function withNotice(blocks: readonly Block[], text: string): Block[] {
  const kept = blocks.filter((b) => b.block_id !== NOTICE_BLOCK);
  const at = kept.findLastIndex((b) => b.type === 'actions');
  const out = [...kept];
  out.splice(at === -1 ? out.length : at, 0, noticeBlock(text));
  return out;
}

function ruleHeading(rule: Rule): string {
  const scope = rule.goal ? `for *${escapeMrkdwn(rule.goal)}*` : 'for every goal';
  const evidence = rule.evidence.length
    ? ` · from ${rule.evidence.length} correction${rule.evidence.length === 1 ? '' : 's'}`
    : '';
  return rule.proposal === 'retire'
    ? `🗑 *Retire this rule?* ${scope}${evidence}`
    : `📏 *Proposed rule* ${scope}${evidence}`;
}

function ruleText(rule: Rule): string {
  return rule.body.trim().startsWith(rule.title.trim()) ? rule.body : `${rule.title}\n${rule.body}`;
}

export function ruleButtons(rule: Rule, blockId = `rule:${rule.id}:actions`): Block {
  return {
    type: 'actions',
    block_id: blockId,
    elements: [
      button('Confirm', 'confirmRule', rule.id, 'primary'),
      button('Reword', 'rewordRule', rule.id),
      button('Reject', 'rejectRule', rule.id, 'danger'),
      ...(rule.alike_rule_id ? [button('🔗 Same mistake as that rule', 'mergeRule', rule.id)] : []),
    ],
  };
}

/** The rule the candidate's corrections look like, when the nightly job found one: its button joins them to it. */
export function alikeLine(rule: Rule): string | null {
  if (!rule.alike_rule_id) return null;
  return `🔗 Looks like your rule “${alikeTitle(rule)}”. If it is the same mistake, click *Same mistake as that rule*: these corrections count for it.`;
}

const alikeTitle = (rule: Rule) => escapeMrkdwn(preview(alikeRuleName(rule), 200));

function ruleOutcome(rule: Rule): string {
  const who = deciderOf(rule.decided_by);
  const by = who ? ` by ${personLabel(/^(?:slack-)?[UW][A-Z0-9]+$/.test(who) ? 'slack' : null, who)}` : '';
  if (rule.status === 'active') return `✅ *Rule active*${by}`;
  if (rule.merged_into)
    return `🔗 *Same mistake as* “${alikeTitle(rule)}”${by}: its corrections now count for that rule`;
  if (rule.status === 'rejected')
    return `❌ *Rule rejected*${by}${rule.reason ? `: “${escapeMrkdwn(preview(rule.reason, 300))}”` : ''}`;
  if (rule.status === 'retired') return `🗑 *Rule retired*${by}`;
  return ruleHeading(rule);
}

/**
 * A candidate rule with Confirm · Reword · Reject (and "Same mistake as that rule" when it looks like one), or, once
 * decided, its outcome.
 */
export function ruleCard(rule: Rule, notice?: string): Card {
  const pending = rule.status === 'candidate';
  const alike = pending ? alikeLine(rule) : null;
  const blocks: Block[] = [
    { type: 'section', text: mrkdwn(pending ? ruleHeading(rule) : ruleOutcome(rule)) },
    ...textBlocks(ruleText(rule)),
  ];
  const correctedBy = pending ? correctedByText(rule.corrected_by) : null;
  if (correctedBy) blocks.push({ type: 'context', elements: [mrkdwn(`_${escapeMrkdwn(correctedBy)}_`)] });
  if (alike) blocks.push({ type: 'section', text: mrkdwn(alike) });
  if (pending && notice) blocks.push(noticeBlock(notice));
  if (pending) blocks.push(ruleButtons(rule));
  const state = pending ? 'Proposed rule' : rule.merged_into ? 'Same mistake as another rule' : `Rule ${rule.status}`;
  return { text: `${state}: ${escapeMrkdwn(preview(rule.title, 150))}`, blocks };
}

/** An answer as it rides in a button's action id: `same:<feedback>`, `rule:<rule>` or `new` (ids hold no colon). */
const answerId = (a: MistakeAnswer) =>
  'same_as' in a ? `same:${a.same_as}` : 'rule_id' in a ? `rule:${a.rule_id}` : 'new';

/** The feedback and the answer a mistake button carries; null for an action id taploop did not write. */
export function readMistakeAction(actionId: string): { feedbackId: string; answer: MistakeAnswer } | null {
  const [prefix, feedbackId, kind, id, ...rest] = actionId.split(':');
  if (prefix !== ACTIONS.mistake || !feedbackId || rest.length) return null;
  if (kind === 'new' && id === undefined) return { feedbackId, answer: { new: true } };
  if (kind === 'same' && id) return { feedbackId, answer: { same_as: id } };
  if (kind === 'rule' && id) return { feedbackId, answer: { rule_id: id } };
  return null;
}

function mistakeButton(text: string, question: MistakeQuestion, answer: MistakeAnswer) {
  return {
    type: 'button' as const,
    text: plain(text),
    action_id: `${ACTIONS.mistake}:${question.feedback_id}:${answerId(answer)}`,
    value: question.run_id,
  };
}

/** "Same mistake as one of these?": the numbered choices, the hint, and a button per number plus "New mistake". */
export function mistakeQuestionCard(question: MistakeQuestion, timezone: string, opts: { about?: boolean } = {}): Card {
  const text = [
    ...(opts.about ? [`_${escapeMrkdwn(aboutText(question, timezone))}_`] : []),
    MISTAKE_PROMPT,
    ...question.choices.map((c, i) => `${i + 1}. ${escapeMrkdwn(choiceText(c, timezone))}`),
  ].join('\n');
  const answers = question.choices.map(
    (c): MistakeAnswer => (c.kind === 'rule' ? { rule_id: c.id } : { same_as: c.id }),
  );
  return {
    text,
    blocks: [
      { type: 'section', text: mrkdwn(text) },
      { type: 'context', elements: [mrkdwn(MISTAKE_HINT)] },
      {
        type: 'actions',
        elements: [
          ...answers.map((a, i) => mistakeButton(String(i + 1), question, a)),
          mistakeButton(NEW_MISTAKE, question, { new: true }),
        ],
      },
    ],
  };
}

/** The question once answered: the one line saying what the owner named, no buttons. */
export function mistakeAnsweredCard(answered: MistakeAnswered, timezone: string): Card {
  const line = escapeMrkdwn(answeredText(answered, timezone));
  return { text: line, blocks: [{ type: 'section', text: mrkdwn(line) }] };
}
