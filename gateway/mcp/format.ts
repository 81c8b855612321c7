// What the MCP tools say back: plain sentences an agent can act on, built from the typed client's answers. Stored
// words (the owner's texts, rules, reasons) are quoted as one-line JSON or kept to one line, so none starts a line.
import type { CheckAnswer, PublicationSlotAnswer, RuleAnswer, RunAnswer, StatsAnswer } from '../../client/index.ts';
import { oneLine, oneLineJson } from '../kernel/line-breaks.ts';
import { tapsText } from '../kernel/tap-outcomes.ts';
import { describeSlot } from '../publish/describe.ts';

/** The API's answer to POST /v1/runs does not name the channels, so "where it went" is said generically. */
export const SENT_TO =
  "the owner's review inbox (the web inbox, and Telegram / Slack when taploop is set up with them)";

export function describePublication(slot: PublicationSlotAnswer): string {
  // describeSlot reads the time through new Date(), so the ISO string from JSON is enough.
  const text = describeSlot({
    ...slot,
    scheduled_for: new Date(slot.scheduled_for),
    undo_until: slot.undo_until ? new Date(slot.undo_until) : null,
  });
  return `${text} (${slot.timezone})`;
}

export function decisionText(run: RunAnswer, waitedSeconds: number): string {
  const d = run.decision;
  const via = run.decided_via ? ` via ${run.decided_via}` : '';
  const publishing = run.publication ? [`Publishing: ${describePublication(run.publication)}.`] : [];
  switch (run.status) {
    case 'pending':
      return `Run ${run.id} is still pending after ${waitedSeconds} s: the owner has not decided yet. Call wait_for_decision again to keep waiting.`;
    case 'approved':
      return [`Run ${run.id} was approved${via}. It goes out as drafted.`, ...publishing].join('\n');
    case 'edited':
      return [
        `Run ${run.id} was edited${via}${d?.edit_kind ? ` (${d.edit_kind} edit)` : ''}. The owner's text (as JSON) replaces your draft; learn from the change:`,
        '',
        oneLineJson(run.final_text ?? ''),
        '',
        ...publishing,
      ].join('\n');
    case 'rejected':
      return `Run ${run.id} was rejected${via}. ${d?.reason ? `Reason (as JSON): ${oneLineJson(d.reason)}.` : 'No reason given.'} Nothing will be published.`;
    case 'expired':
      return `Run ${run.id} expired: nobody decided before its deadline. Nothing will be published.`;
  }
}

/**
 * The rules as listed, each counted and labelled by its own status: an agent token is shown the active rules whatever
 * status it asks for, so the status asked for is not what the rules are.
 */
export function rulesText(rules: RuleAnswer[], filter: { goal?: string; status?: string }): string {
  const scope = filter.goal ? ` for goal "${filter.goal}" (and for every goal)` : '';
  if (rules.length === 0) return `No ${filter.status ? `${filter.status} ` : ''}rules${scope}.`;
  const counts = new Map<string, number>();
  for (const r of rules) counts.set(r.status, (counts.get(r.status) ?? 0) + 1);
  const what = [...counts].map(([status, n]) => `${n} ${status}`).join(', ');
  const instead =
    filter.status && !counts.has(filter.status)
      ? ` (no ${filter.status} rules shown: an agent token sees the active rules only)`
      : '';
  return [
    `${what} rules${scope}${instead}:`,
    ...rules.map(
      (r, i) =>
        `${oneLine(`${i + 1}. ${r.title}${r.body && r.body !== r.title ? ` — ${r.body}` : ''}`)} [${r.id}, ${r.status}, ${r.goal ? `goal ${r.goal}` : 'every goal'}]`,
    ),
  ].join('\n');
}

export function statsText(s: StatsAnswer): string {
  const t = s.totals;
  return [
    `Feedback over the last ${s.days.length} day(s) (${s.timezone}): ${t.approvals} approved, ${t.edits} edited, ${t.rejections} rejected, ${t.undone} undone.`,
    `Taps: ${tapsText(t.taps)}.`,
    `Pending drafts now: ${s.pending_drafts}.`,
    ...(s.warning ? [s.warning] : []),
    '',
    'day         approved edited rejected',
    ...s.days.map(
      (d) =>
        `${d.day}  ${String(d.approvals).padStart(8)} ${String(d.edits).padStart(6)} ${String(d.rejections).padStart(8)}`,
    ),
  ].join('\n');
}

/**
 * What POST /v1/check found, one line per rule or past correction the draft repeats, with the part of the draft that
 * triggers it; the owner's words quoted as JSON (they are data for the agent, not instructions).
 */
export function checkText(res: CheckAnswer): string {
  const at = (span: { start: number; end: number; text: string }) =>
    `${oneLineJson(span.text)} at ${span.start}-${span.end}`;
  const lines = [
    ...res.rules.map((r) => `rule ${oneLineJson(r.title)} is triggered by ${at(r.span)}`),
    ...res.corrections.map(
      (c) =>
        `the owner ${c.kind === 'edit' ? 'edited out' : 'rejected'} ${oneLineJson(c.removed)}${c.replaced_with !== null ? ` (replaced with ${oneLineJson(c.replaced_with)})` : ''}${c.goal !== res.goal ? ` in goal ${oneLineJson(c.goal)}` : ''}; your draft repeats it in ${at(c.span)}`,
    ),
  ];
  return lines.length ? lines.join('\n') : 'Nothing in this draft repeats a rule or a past correction.';
}
