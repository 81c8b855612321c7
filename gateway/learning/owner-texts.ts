// The owner's own texts of a goal: drafts they approved as written and the texts of their edits. A word they write
// day after day ("HMRC" in a tax practice's reminders) is the goal's subject, never what a rule forbids.
import { decisionsSince } from '../../db/queries/learning.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { contentStems } from './mistake.ts';

/** The goal's decisions read for the owner's own texts: the recent ones say what its subject is now. */
const OWNER_TEXTS = 500;

export interface OwnerText {
  id: string;
  stems: Set<string>;
}

/** The owner's own texts of a goal (every goal for null), read once per goal however often they are asked for. */
export type OwnerTextsOf = (goal: string | null) => Promise<OwnerText[]>;

/** The owner's texts in one window, each goal read once: the nightly job asks twice (rule texts, retirement review). */
export function ownerTextsIn(deps: Pick<GatewayDeps, 'db'>, window: { since: Date; until: Date }): OwnerTextsOf {
  const read = new Map<string | null, Promise<OwnerText[]>>();
  return (goal) => read.get(goal) ?? read.set(goal, ownerTexts(deps, goal, window)).get(goal)!;
}

/** The owner's own texts of the goal (every goal for null) in the window, as stems. */
async function ownerTexts(
  deps: Pick<GatewayDeps, 'db'>,
  goal: string | null,
  window: { since: Date; until: Date },
): Promise<OwnerText[]> {
  const decisions = await decisionsSince(deps.db, { goal, ...window, limit: OWNER_TEXTS });
  return decisions.flatMap((d) => {
    const text = d.rating === 1 ? d.draft : d.rating === 0 ? d.correction : null;
    return text === null ? [] : [{ id: d.id, stems: new Set(contentStems(text)) }];
  });
}

/** Stems at least two of the owner's own texts say, leaving out some of them (a group's own corrections). */
export function saidOutside(owner: readonly OwnerText[], leaveOut: ReadonlySet<string>): Set<string> {
  const count = new Map<string, number>();
  for (const o of owner) if (!leaveOut.has(o.id)) for (const s of o.stems) count.set(s, (count.get(s) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= 2).map(([s]) => s));
}
