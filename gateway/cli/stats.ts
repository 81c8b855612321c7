// `taploop stats` as a table: decisions per day, then every tap next to what became of it, so received ≠ stored
// reads as "duplicates and late taps" rather than loss; only the `lost` column (unaccounted) is a problem.
import type { StatsAnswer } from '../../client/index.ts';

const COLUMNS = [
  ['approved', 'approvals'],
  ['edited', 'edits'],
  ['rejected', 'rejections'],
  ['undone', 'undone'],
  ['expired', 'expired'],
  ['| taps', 'taps_received'],
  ['stored', 'taps_stored'],
  ['duplicate', 'duplicates'],
  ['decided', 'conflicts'],
  ['refused', 'refused'],
  ['invalid', 'invalid'],
  ['failed', 'failed'],
  ['lost', 'unaccounted'],
] as const;

export function formatStats(s: StatsAnswer): string {
  const head = `day (${s.timezone})`.padEnd(10); // as wide as a date
  const row = (label: string, d: Omit<StatsAnswer['days'][number], 'day'>) =>
    [label.padEnd(head.length), ...COLUMNS.map(([title, key]) => String(d[key]).padStart(title.length))].join(' ');
  return [
    [head, ...COLUMNS.map(([title]) => title)].join(' '),
    ...s.days.map((d) => row(d.day, d)),
    row('total', s.totals),
    '"decided": taps on a draft that was already decided; "lost": received but neither stored nor answered (must be 0).',
    `pending drafts: ${s.pending_drafts}; queued publications: ${s.queued_publications}`,
    ...(s.warning ? [s.warning] : []),
  ].join('\n');
}
