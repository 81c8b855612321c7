// Modals (edit, reject with reasons, reword, reject rule) and the App Home tab, as Block Kit views.
import type { types } from '@slack/bolt';
import type { z } from 'zod';
import { type Role, type Rule, type Run, STRANGER, senderLabel } from '../../gateway/index.ts';
import { ACTIONS, alikeLine, type Block, noticeBlock, ruleButtons, runButtons, runContext } from './blocks.ts';
import { modalMetaShape } from './payload.ts';
import { escapeMrkdwn, preview, shortTime } from './text.ts';

/** Callback ids of the modals; the listener for each submission matches on these. */
export const MODALS = {
  edit: 'run_edit',
  reject: 'run_reject',
  reword: 'rule_reword',
  rejectRule: 'rule_reject',
} as const;

/** Where the tap that opened a modal came from, so the submission can update that card or App Home. */
export type Where = { channel: string; ts: string } | { home: true } | null;

/** What a modal carries to its submission (private_metadata, at most 3000 characters). */
export type ModalMeta = z.infer<typeof modalMetaShape>;

/** Slack's plain_text_input holds at most 3000 characters. */
export const INPUT_LIMIT = 3000;

const plain = (text: string) => ({ type: 'plain_text' as const, text, emoji: true });
const mrkdwn = (text: string) => ({ type: 'mrkdwn' as const, text });

/** A submission's metadata; the receiver has checked it against `modalMetaShape` already. */
export const readMeta = (raw: string): ModalMeta => modalMetaShape.parse(JSON.parse(raw));

function modal(
  callbackId: string,
  title: string,
  submit: string | null,
  meta: ModalMeta,
  blocks: Block[],
): types.ModalView {
  return {
    type: 'modal',
    callback_id: callbackId,
    title: plain(title),
    ...(submit ? { submit: plain(submit) } : {}),
    close: plain(submit ? 'Cancel' : 'Close'),
    private_metadata: JSON.stringify(meta),
    blocks,
  };
}

const draftPreview = (run: Run): Block => ({
  type: 'context',
  elements: [
    mrkdwn(
      `*${escapeMrkdwn(run.goal)}* · ${escapeMrkdwn(senderLabel(run) ?? 'unnamed agent')} · ${escapeMrkdwn(preview(run.draft, 280))}`,
    ),
  ],
});

/** The draft in a multiline input, ready to be corrected; too long a draft gets a pointer to the web inbox instead. */
export function editModal(run: Run, where: Where): types.ModalView {
  const meta = { id: run.id, where };
  if (run.draft.length > INPUT_LIMIT) {
    return modal(MODALS.edit, 'Edit draft', null, meta, [
      {
        type: 'section',
        text: mrkdwn(
          `This draft has ${run.draft.length} characters; Slack's editor holds ${INPUT_LIMIT}. Edit it in the web inbox.`,
        ),
      },
    ]);
  }
  return modal(MODALS.edit, 'Edit draft', 'Save edit', meta, [
    draftPreview(run),
    {
      type: 'input',
      block_id: 'draft',
      label: plain('Your version'),
      element: {
        type: 'plain_text_input',
        action_id: 'text',
        multiline: true,
        initial_value: run.draft,
        max_length: INPUT_LIMIT,
        focus_on_load: true,
      },
    },
  ]);
}

/** An optional reason: the owner's most frequent past reasons as choices, or their own words. */
export function rejectModal(run: Run, reasons: string[], where: Where): types.ModalView {
  const kept = reasons.slice(0, 5).map((r) => preview(r, 400));
  const blocks: Block[] = [draftPreview(run)];
  if (kept.length) {
    blocks.push({
      type: 'input',
      block_id: 'choice',
      optional: true,
      label: plain('Same reason as before?'),
      element: {
        type: 'radio_buttons',
        action_id: 'reason',
        options: kept.map((r, i) => ({ text: plain(preview(r, 75)), value: String(i) })),
      },
    });
  }
  blocks.push({
    type: 'input',
    block_id: 'other',
    optional: true,
    label: plain(kept.length ? 'Or in your own words' : 'Reason (optional)'),
    element: { type: 'plain_text_input', action_id: 'text', multiline: true, max_length: 2000 },
  });
  return modal(MODALS.reject, 'Reject draft', 'Reject', { id: run.id, where, reasons: kept }, blocks);
}

/** The rule in the owner's words: the first line becomes its title. */
export function rewordModal(rule: Rule, where: Where): types.ModalView {
  const text = rule.body.trim().startsWith(rule.title.trim()) ? rule.body : `${rule.title}\n${rule.body}`;
  return modal(MODALS.reword, 'Reword rule', 'Save rule', { id: rule.id, where }, [
    {
      type: 'input',
      block_id: 'rule',
      label: plain('The rule, in your words'),
      hint: plain('The first line becomes the title. The rule is active once you save.'),
      element: {
        type: 'plain_text_input',
        action_id: 'text',
        multiline: true,
        initial_value: preview(text, INPUT_LIMIT),
        max_length: INPUT_LIMIT,
        focus_on_load: true,
      },
    },
  ]);
}

export function ruleRejectModal(rule: Rule, where: Where): types.ModalView {
  return modal(MODALS.rejectRule, 'Reject rule', 'Reject', { id: rule.id, where }, [
    { type: 'context', elements: [mrkdwn(`*${escapeMrkdwn(preview(rule.title, 200))}*`)] },
    {
      type: 'input',
      block_id: 'reason',
      optional: true,
      label: plain('Why not? (optional)'),
      element: { type: 'plain_text_input', action_id: 'text', multiline: true, max_length: 2000 },
    },
  ]);
}

/** App Home holds at most 100 blocks: a few per card, so lists are capped and say so. */
export const HOME_MAX_RUNS = 15;
export const HOME_MAX_RULES = 8;

export interface HomeData {
  runs: Run[];
  rules: Rule[];
  timezone: string;
  notice?: string;
  now?: Date;
  /** What the person's role shows: drafts for owners and reviewers, candidate rules for owners. */
  role?: Role;
}

/** A person's App Home: the inbox button, then what their role decides (drafts, for an owner candidate rules too). */
export function homeView({
  runs,
  rules,
  timezone,
  notice,
  now = new Date(),
  role = 'owner',
}: HomeData): types.HomeView {
  const blocks: Block[] = [];
  if (notice) blocks.push(noticeBlock(notice));
  blocks.push(inboxButton());
  if (role === 'viewer') {
    blocks.push({ type: 'section', text: mrkdwn('You read the daily counts: `/taploop stats`, or the web inbox.') });
    return { type: 'home', blocks };
  }
  blocks.push({
    type: 'header',
    text: plain(`Pending drafts (${runs.length}${runs.length > HOME_MAX_RUNS ? '+' : ''})`),
  });
  if (!runs.length) blocks.push({ type: 'section', text: mrkdwn('Nothing waiting for you. 🎉') });
  for (const run of runs.slice(0, HOME_MAX_RUNS)) {
    blocks.push(
      runContext(run, timezone),
      { type: 'section', block_id: `run:${run.id}:draft`, text: mrkdwn(escapeMrkdwn(preview(run.draft, 600))) },
      runButtons(run),
      { type: 'divider' },
    );
  }
  if (role === 'owner') blocks.push({ type: 'header', text: plain(`Rules waiting for your yes (${rules.length})`) });
  if (!rules.length && role === 'owner') blocks.push({ type: 'section', text: mrkdwn('No candidate rules.') });
  for (const rule of rules.slice(0, HOME_MAX_RULES)) {
    const scope = rule.goal ? escapeMrkdwn(rule.goal) : 'every goal';
    const verb = rule.proposal === 'retire' ? 'Retire' : 'Add';
    const alike = alikeLine(rule);
    blocks.push(
      {
        type: 'section',
        block_id: `rule:${rule.id}:text`,
        text: mrkdwn(
          `${verb} for *${scope}*: *${escapeMrkdwn(preview(rule.title, 200))}*\n${escapeMrkdwn(preview(rule.body, 400))}${alike ? `\n${alike}` : ''}`,
        ),
      },
      ruleButtons(rule),
    );
  }
  blocks.push({
    type: 'context',
    elements: [mrkdwn(`Updated ${shortTime(now, timezone)} · \`/taploop help\` for commands`)],
  });
  return { type: 'home', blocks };
}

/** "Open the inbox": its action sends the tapper a one-time sign-in link by direct message. */
function inboxButton(): Block {
  return {
    type: 'actions',
    elements: [
      {
        type: 'button',
        text: plain('Open the inbox'),
        action_id: `${ACTIONS.openInbox}:inbox`,
        value: 'inbox',
      },
    ],
  };
}

/** Someone taploop does not know: what to ask for. */
export function strangerHome(notice?: string): types.HomeView {
  return {
    type: 'home',
    blocks: [...(notice ? [noticeBlock(notice)] : []), { type: 'section', text: mrkdwn(escapeMrkdwn(STRANGER)) }],
  };
}
