// The month's schedule, fixed by the seed before any agent runs: every agent faces the same tasks, temptations and owner.
import { createRng, type Rng } from '../bench/prng.ts';
import { MISTAKES, type MistakeClass, mistakeById, ONE_OFFS } from './mistakes.ts';
import { FAMILIES, type Family, NAMES, PLACES, PRODUCTS } from './situations.ts';

export interface Slots {
  product: string;
  place: string;
  name: string;
}

export interface PlannedDraft {
  day: number;
  family: Family;
  task: string;
  clean: string;
  /** The family's mistake the agent would make if nothing in its context warns it; null when it would not. */
  temptation: { mistake: MistakeClass; draft: string; owner: OwnerMove } | null;
  /** A one-off edit the owner makes if the draft comes out clean (noise for the nightly job), or null. */
  oneOff: string | null;
}

export type OwnerMove = { action: 'edit'; text: string; reason: string | null } | { action: 'reject'; reason: string };

export const fill = (template: string, s: Slots) =>
  template.replaceAll('{product}', s.product).replaceAll('{place}', s.place).replaceAll('{name}', s.name);

export const randomSlots = (rng: Rng): Slots => ({
  product: rng.pick(PRODUCTS),
  place: rng.pick(PLACES),
  name: rng.pick(NAMES),
});

export interface WorldOptions {
  days: number;
  draftsPerDay: number;
  /** Chance the agent makes its family's mistake when nothing warns it. */
  temptation: number;
  /** Chance the owner makes a one-off edit to a clean draft. */
  oneOffRate: number;
}

export function planMonth(seed: number, o: WorldOptions): PlannedDraft[] {
  const rng = createRng(seed);
  const oneOffs = rng.shuffle(ONE_OFFS); // drawn without replacement, so noise never repeats into a pattern
  const plan: PlannedDraft[] = [];
  for (let day = 1; day <= o.days; day++) {
    for (let i = 0; i < o.draftsPerDay; i++) {
      const family = rng.pick(FAMILIES);
      const slots = randomSlots(rng);
      const clean = fill(rng.pick(family.clean), slots);
      const mistake = family.mistake ? mistakeById.get(family.mistake)! : null;
      const tempted = mistake !== null && rng.chance(o.temptation);
      plan.push({
        day,
        family,
        task: fill(rng.pick(family.train), slots),
        clean,
        temptation: tempted
          ? { mistake, draft: mistaken(mistake, clean, slots, rng), owner: ownerMove(mistake, clean, slots, rng) }
          : null,
        oneOff: rng.chance(o.oneOffRate) ? (oneOffs.pop() ?? null) : null,
      });
    }
  }
  return plan;
}

function mistaken(m: MistakeClass, clean: string, s: Slots, rng: Rng): string {
  const bad = fill(rng.pick(m.bad), s);
  return m.position === 'replace' ? bad : m.position === 'prefix' ? `${bad} ${clean}` : `${clean} ${bad}`;
}

/** The owner fixes a class the same way every time (remove it, say it plainly), in words drawn afresh each time. */
function ownerMove(m: MistakeClass, clean: string, s: Slots, rng: Rng): OwnerMove {
  const reason = fill(rng.pick(m.reasons), s);
  if (!rng.chance(m.editShare)) return { action: 'reject', reason };
  const fix = fill(rng.pick(m.fixes), s);
  const text =
    m.position === 'replace' ? fix : !fix ? clean : m.position === 'prefix' ? `${fix} ${clean}` : `${clean} ${fix}`;
  return { action: 'edit', text, reason: rng.chance(0.25) ? reason : null };
}

export const CLASSES = MISTAKES.map((m) => m.id);
