// Who decided: each person's approvals, rejections and edits, summed over days and said in one line on every surface.
import type { PersonCounts } from './model.ts';

export type { PersonCounts } from './model.ts';

const decisionsOf = (p: PersonCounts) => p.approved + p.rejected + p.edited;

/** Most decisions first, then by name, so every surface and backend lists people in one order. */
export function byMostDecisions(people: readonly PersonCounts[]): PersonCounts[] {
  return [...people].sort(
    (a, b) => decisionsOf(b) - decisionsOf(a) || (a.person < b.person ? -1 : a.person > b.person ? 1 : 0),
  );
}

/** Each person's counts over several days (a window's `people`, beside its totals). */
export function peopleOver(days: readonly { people: readonly PersonCounts[] }[]): PersonCounts[] {
  const sums = new Map<string, PersonCounts>();
  for (const p of days.flatMap((d) => d.people)) {
    const sum = sums.get(p.person) ?? { person: p.person, approved: 0, rejected: 0, edited: 0 };
    sums.set(p.person, {
      person: p.person,
      approved: sum.approved + p.approved,
      rejected: sum.rejected + p.rejected,
      edited: sum.edited + p.edited,
    });
  }
  return byMostDecisions([...sums.values()]);
}

/** "Mina: 3 approved · 1 rejected · 2 edited" — plain text; each channel escapes it as it escapes any name. */
export const personCountsText = (p: PersonCounts): string =>
  `${p.person}: ${p.approved} approved · ${p.rejected} rejected · ${p.edited} edited`;
