// Text of /stats, /rules and /help: numbers straight from the gateway, escaped, in Telegram HTML.
import {
  type DayCounts,
  peopleOver,
  personCountsText,
  type RuleView,
  type Stats,
  tapsText,
} from '../../gateway/index.ts';
import { ruleLine } from './rule-cards.ts';
import { escapeHtml, MAX_MESSAGE } from './text.ts';

type Counts = DayCounts;

export function statsText(s: Stats): string {
  const today = s.days.at(-1)!;
  const lines = [
    `📊 <b>Feedback</b> <i>(days in ${escapeHtml(s.timezone)})</i>`,
    '',
    `<b>Today</b>: ${decisions(today)}`,
    taps(today),
    '',
    `<b>Last ${s.days.length} days</b>: ${decisions(s.totals)}`,
    taps(s.totals),
    ...byPerson(s),
    '',
    `⏳ Pending drafts: ${s.pending_drafts}`,
    `📤 Queued publications: ${s.queued_publications}`,
  ];
  if (s.warning) lines.push('', `<b>${escapeHtml(s.warning)}</b>`);
  return lines.join('\n');
}

const decisions = (c: Counts) =>
  `✅ ${c.approvals} approved · ❌ ${c.rejections} rejected · ✏️ ${c.edits} edited${c.undone ? ` · ↩️ ${c.undone} undone` : ''}`;

/** Who decided in the window, a line each (names are people's and agents' text: escaped). */
const byPerson = (s: Stats) => peopleOver(s.days).map((p) => `👤 ${escapeHtml(personCountsText(p))}`);

/** Every tap received and what became of it, in the words of every surface. */
const taps = (c: Counts) => `👆 Taps: ${tapsText(c.taps)}`;

/** Active rules as numbered lines with their effect, in as many messages as they need. */
export function rulesText(active: RuleView[]): string[] {
  if (active.length === 0)
    return ['📏 No active rules yet. They come from your repeated corrections, and each one waits for your yes.'];
  const lines = [`📏 <b>Active rules</b> (${active.length})`, ...active.map((r, i) => ruleLine(r, i + 1))];
  const messages: string[] = [];
  let current = '';
  for (const line of lines) {
    if (current && current.length + line.length + 1 > MAX_MESSAGE) {
      messages.push(current);
      current = '';
    }
    current = current ? `${current}\n${line}` : line;
  }
  return [...messages, current];
}

/** Said before the candidates' cards are re-sent; `shown` of them fit in the chat. */
export function candidatesText(count: number, shown: number): string {
  const waiting =
    count === 1 ? '⏳ 1 candidate rule waits for your decision' : `⏳ ${count} candidate rules wait for your decision`;
  const more = count > shown ? ` Here are ${shown}; the rest are in the web inbox.` : '';
  return `${waiting}: tap Confirm, Reword or Reject on ${count === 1 ? 'its card' : 'their cards'} below.${more}`;
}

export const COMMANDS = [
  { command: 'pending', description: 'Drafts waiting for you (re-sends their cards)' },
  { command: 'stats', description: 'Today and 7 days: decisions, taps received and what became of them' },
  { command: 'rules', description: 'Active rules, and candidates waiting for your yes' },
  { command: 'mistakes', description: 'Name the week’s edits and rejections you have not named yet' },
  { command: 'inbox', description: 'A one-time link that signs you in to the web inbox' },
  { command: 'whoami', description: 'Your Telegram user id, for an owner to add you' },
  { command: 'help', description: 'How to approve, reject and edit drafts' },
];

export const HELP = [
  '<b>taploop</b> sends you every draft your agents write.',
  '',
  '✅ <b>Approve</b> saves it as it is.',
  '❌ <b>Reject</b> asks why: reply with a reason, tap one of your past reasons, or Skip.',
  '✏️ <b>Edit</b> sends the draft back to you: copy it, change it, and send it as a reply. Replying to the card works too.',
  '',
  'Rules proposed from your repeated corrections come as cards too: Confirm, Reword (by reply) or Reject. A card that names one of your rules also offers 🔗 Same mistake as that rule: its corrections then count for that rule.',
  '',
  ...COMMANDS.map((c) => `/${c.command} — ${c.description}`),
].join('\n');

/** /help in a group: how the team decides there, and how a newcomer gets added. */
export const GROUP_HELP = [
  '<b>taploop</b> posts the drafts of this group’s goals here, one card each.',
  '',
  'Any reviewer of a draft’s goal, or an owner, taps ✅ Approve, ❌ Reject or ✏️ Edit. The first decision counts: the card then shows who decided and when. Tap Edit and reply to the copy with your version, or reply to the card itself.',
  '',
  'Taps from anyone else are refused, to them alone. To take part, send /whoami: it gives your Telegram user id, and an owner adds you with',
  '<code>taploop people add &lt;name&gt; --role reviewer --goals &lt;goal&gt; --telegram &lt;id&gt;</code>',
].join('\n');
