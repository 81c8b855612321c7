// The month's schedule, fixed by the seed before any agent runs: every agent faces the same tasks, temptations and owner.
// A world is the business the month is lived in: its situations, the agent's mistakes in them and the owner's fixes
// (eval/sets/world-*.json). The tuning world is the one the learning is tuned on; the held-out world, written apart
// from the code, is only measured.
import { createRng, type Rng } from '../bench/prng.ts';

/** One of the agent's recurring mistakes and how the owner corrects it: always the same fix, never in the same words. */
export interface MistakeClass {
  id: string;
  /** Sentences the agent adds to a clean draft ({name} etc. filled in). */
  bad: readonly string[];
  /** Where the sentence goes: after the clean draft (default), before it, or instead of it. */
  position?: 'prefix' | 'replace';
  /** What the owner puts instead when editing; '' = just deletes it. */
  fixes: readonly string[];
  /** The owner's words when rejecting (and sometimes when editing). */
  reasons: readonly string[];
  /** Share of the owner's corrections that are edits; the rest are rejections with a reason. */
  editShare: number;
}

/** A situation of the month: the same situation phrased many ways, some phrasings held out. */
export interface Family {
  id: string;
  goal: string;
  /** The mistake the agent tends to make in this situation; null for families it handles well. */
  mistake: string | null;
  /** Phrasings the month uses. */
  train: readonly string[];
  /** Phrasings never seen during the month: the retrieval test asks with these. */
  heldOut: readonly string[];
  /** A draft without the mistake. */
  clean: readonly string[];
}

export interface World {
  name: string;
  /** Who wrote it, its business and its role (held-out, dev or tuning). */
  about: string;
  mistakes: readonly MistakeClass[];
  families: readonly Family[];
  /** Sentences the owner appends once to a clean draft: noise, never a pattern. */
  oneOffs: readonly string[];
  products: readonly string[];
  places: readonly string[];
  names: readonly string[];
}

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

const randomSlots = (w: World, rng: Rng): Slots => ({
  product: rng.pick(w.products),
  place: rng.pick(w.places),
  name: rng.pick(w.names),
});

export interface WorldOptions {
  days: number;
  draftsPerDay: number;
  /** Chance the agent makes its family's mistake when nothing warns it. */
  temptation: number;
  /** Chance the owner makes a one-off edit to a clean draft. */
  oneOffRate: number;
}

export function planMonth(world: World, seed: number, o: WorldOptions): PlannedDraft[] {
  const rng = createRng(seed);
  const mistakeById = new Map(world.mistakes.map((m) => [m.id, m]));
  const oneOffs = rng.shuffle(world.oneOffs); // drawn without replacement, so noise never repeats into a pattern
  const plan: PlannedDraft[] = [];
  for (let day = 1; day <= o.days; day++) {
    for (let i = 0; i < o.draftsPerDay; i++) {
      const family = rng.pick(world.families);
      const slots = randomSlots(world, rng);
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

/** The world's mistake classes, in the order it lists them. */
export const classesOf = (w: World): string[] => w.mistakes.map((m) => m.id);
