// `/taploop stats | pending | rules | mistakes | help`: answers only the person who typed it; `mistakes` also posts the
// week's unnamed edits and rejections to the cards' channel, each asked again with the choices it has now.
import type { webApi } from '@slack/bolt';
import {
  type Act,
  type CardReads,
  type ChannelGateway,
  type Config,
  effectivenessLine,
  moreUnnamedText,
  nothingUnnamedText,
  type Person,
  peopleOver,
  personCountsText,
  type RuleView,
  type Stats,
  senderLabel,
  tapsText,
  UNNAMED_ASKED,
} from '../../../gateway/index.ts';
import { mistakeQuestionCard } from '../blocks.ts';
import { escapeMrkdwn, preview, shortTime } from '../text.ts';
import type { Listener } from './listener.ts';
import { postQuestion } from './mistake.ts';

export const COMMAND = '/taploop';
const LIST_MAX = 10;

const HELP = [
  '*taploop* — review your agents’ drafts',
  '`/taploop pending` — drafts waiting for a decision',
  '`/taploop rules` — active rules and candidates waiting for your yes',
  '`/taploop stats` — the last 7 days: approvals, edits, rejections, and every tap with what became of it',
  '`/taploop mistakes` — name the week’s edits and rejections you have not named yet',
  'Decide on the cards in the channel, or in the *Home* tab of this app.',
].join('\n');

export const commands: Listener = (app, { gateway, config }) => {
  app.command(COMMAND, async ({ ack, command, respond, client }) => {
    await ack();
    const sub = command.text.trim().split(/\s+/)[0]?.toLowerCase() ?? '';
    const known = sub === 'stats' || sub === 'pending' || sub === 'rules' || sub === 'mistakes';
    let text = HELP;
    const act: Act =
      sub === 'stats'
        ? { kind: 'read-counts' }
        : sub === 'pending'
          ? { kind: 'review' }
          : { kind: 'owner', what: sub === 'rules' ? 'deciding rules' : 'naming the week’s mistakes' };
    const verdict = known ? await gateway.people.check({ slack: command.user_id }, act) : null;
    if (verdict && !verdict.allowed) text = verdict.message;
    else if (sub === 'stats') text = statsText(await gateway.getStats({ days: 7 }));
    else if (sub === 'pending' && verdict) text = await pendingText(gateway, config.timezone, verdict.person);
    else if (sub === 'rules') text = await rulesText(gateway);
    else if (sub === 'mistakes') text = await askUnnamedAgain(gateway, client, config);
    else if (sub && sub !== 'help') text = `I don't know \`${escapeMrkdwn(preview(sub, 40))}\`.\n\n${HELP}`;
    await respond({ response_type: 'ephemeral', text });
  });
};

/** Posts each unnamed question where cards go (so a click can turn it into its answer); says what it did. */
async function askUnnamedAgain(
  gateway: Pick<CardReads, 'unnamedQuestions'>,
  client: webApi.WebClient,
  config: Config,
): Promise<string> {
  const { questions, unnamed, waiting } = await gateway.unnamedQuestions({ limit: UNNAMED_ASKED });
  if (questions.length === 0) return nothingUnnamedText(waiting);
  const channel = config.slack!.channel;
  // Oldest first, so the newest question ends up at the bottom of the channel.
  for (const q of [...questions].reverse()) {
    await postQuestion(client, { channel }, mistakeQuestionCard(q, config.timezone, { about: true }));
  }
  const more = unnamed - questions.length;
  return [
    `Asked again in <#${channel}>: ${questions.length} to name.`,
    ...(more > 0 ? [moreUnnamedText(more)] : []),
  ].join(' ');
}

export function statsText(s: Stats): string {
  const t = s.totals;
  const today = s.days.at(-1);
  const lines = [
    `*Last ${s.days.length} days* (${escapeMrkdwn(s.timezone)})`,
    `✅ ${t.approvals} approved · ✏️ ${t.edits} edited · ❌ ${t.rejections} rejected · ⏳ ${s.pending_drafts} pending now`,
    `Taps: ${tapsText(t.taps)}`,
    ...peopleOver(s.days).map((p) => `👤 ${escapeMrkdwn(personCountsText(p))}`),
  ];
  if (today) lines.push(`Today: ${today.approvals} approved · ${today.edits} edited · ${today.rejections} rejected`);
  if (s.warning) lines.push(escapeMrkdwn(s.warning));
  return lines.join('\n');
}

/** The drafts the person may decide: every goal's for an owner, their goals' for a reviewer. */
async function pendingText(
  gateway: Pick<ChannelGateway, 'listRuns' | 'people'>,
  timezone: string,
  person: Person,
): Promise<string> {
  const runs = (await gateway.listRuns({ status: 'pending', limit: 200 }))
    .filter((r) => gateway.people.verdict(person, { kind: 'decide', goal: r.goal }).allowed)
    .slice(0, LIST_MAX + 1);
  if (!runs.length) return 'No drafts are waiting. 🎉';
  const lines = runs
    .slice(0, LIST_MAX)
    .map(
      (r) =>
        `• *${escapeMrkdwn(r.goal)}* · ${escapeMrkdwn(senderLabel(r) ?? 'unnamed agent')} · ${shortTime(r.created_at, timezone)} — ${escapeMrkdwn(preview(r.draft, 140))}`,
    );
  const more = runs.length > LIST_MAX ? `\n…and more.` : '';
  return `*Pending drafts*\n${lines.join('\n')}${more}\nDecide on the cards or in this app's *Home* tab.`;
}

/** Active rules with their effect on the goal's drafts, then how many candidates wait and where to decide them. */
async function rulesText(gateway: Pick<CardReads, 'listRules'>): Promise<string> {
  const [active, candidates] = await Promise.all([
    gateway.listRules({ status: 'active' }),
    gateway.listRules({ status: 'candidate' }),
  ]);
  const title = (r: RuleView) =>
    `${escapeMrkdwn(preview(r.title, 160))} _(${r.goal ? escapeMrkdwn(r.goal) : 'every goal'})_`;
  const effect = (r: RuleView) => `• ${title(r)}\n      📈 ${escapeMrkdwn(effectivenessLine(r.effectiveness))}`;
  const parts = [
    `*Active rules* (${active.length})`,
    ...(active.length ? active.slice(0, 20).map(effect) : ['none yet']),
  ];
  if (active.length > 20) parts.push(`…and ${active.length - 20} more in the web inbox.`);
  if (candidates.length) {
    parts.push(
      `*Waiting for your decision* (${candidates.length}) — Confirm, Reword or Reject on their cards or in this app's *Home* tab`,
      ...candidates.slice(0, LIST_MAX).map((r) => `• ${title(r)}`),
    );
  }
  return parts.join('\n');
}
