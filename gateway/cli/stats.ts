// `taploop stats` as a table: decisions per day, then every tap received and what became of it, in the words of
// every surface, so received ≠ stored reads as duplicates and late taps rather than loss; only failed and lost are.
// Then who decided in the window, one line per person.
import type { StatsAnswer } from '../../client/index.ts';
import { peopleOver, personCountsText } from '../kernel/person-counts.ts';
import { TAP_OUTCOMES, tapWord } from '../kernel/tap-outcomes.ts';

type Counts = StatsAnswer['totals'];

const COLUMNS: (readonly [string, (d: Counts) => number])[] = [
  ['approved', (d) => d.approvals],
  ['edited', (d) => d.edits],
  ['rejected', (d) => d.rejections],
  ['undone', (d) => d.undone],
  ['expired', (d) => d.expired],
  ['| received', (d) => d.taps.received],
  ...TAP_OUTCOMES.map((o) => [tapWord(o), (d: Counts) => d.taps[o]] as const),
];

export function formatStats(s: StatsAnswer): string {
  const head = `day (${s.timezone})`.padEnd(10); // as wide as a date
  const row = (label: string, d: Counts) =>
    [label.padEnd(head.length), ...COLUMNS.map(([title, count]) => String(count(d)).padStart(title.length))].join(' ');
  return [
    [head, ...COLUMNS.map(([title]) => title)].join(' '),
    ...s.days.map((d) => row(d.day, d)),
    row('total', s.totals),
    `taps: received = ${TAP_OUTCOMES.map(tapWord).join(' + ')}; ${tapWord('failed')} and ${tapWord('lost')} were not stored (must stay 0).`,
    ...byPerson(s.days),
    `pending drafts: ${s.pending_drafts}; queued publications: ${s.queued_publications}`,
    ...(s.warning ? [s.warning] : []),
  ].join('\n');
}

/** "by person (7 days):" and a line each, or nothing when nobody decided. */
function byPerson(days: StatsAnswer['days']): string[] {
  const people = peopleOver(days);
  if (people.length === 0) return [];
  return [
    `by person (${days.length} day${days.length === 1 ? '' : 's'}):`,
    ...people.map((p) => `  ${personCountsText(p)}`),
  ];
}
