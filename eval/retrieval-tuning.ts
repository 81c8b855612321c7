// The tuning retrieval set, built by code: past corrections and questions drawn from the tuning world's situation
// families and mistake classes (eval/sets/world-tuning.json), then the hand-written part of
// eval/sets/retrieval-tuning.json. Retrieval is tuned on this set only; the held-out sets judge it.
import { createRng } from '../bench/prng.ts';
import type { Question, RetrievalSet } from './retrieval-set.ts';
import type { MistakeClass, World } from './world.ts';

/** eval/sets/retrieval-tuning.json: one-off edits and unrelated questions for the built part, and a written part. */
export interface TuningParts extends RetrievalSet {
  name: 'tuning';
  /** Sentences the owner appends to a clean draft once (noise), used from the last. */
  oneOffs: string[];
  unrelated: Pick<Question, 'goal' | 'task' | 'draft'>[];
}

/** Stored drafts use the first half of a class's sentences, questions the other half: a new draft repeats the mistake in new words. */
const storedBad = (m: MistakeClass) => m.bad.slice(0, Math.ceil(m.bad.length / 2));
const newBad = (m: MistakeClass) => m.bad.slice(Math.ceil(m.bad.length / 2));

function mistaken(m: MistakeClass, clean: string, bad: string): string {
  return m.position === 'replace' ? bad : m.position === 'prefix' ? `${bad} ${clean}` : `${clean} ${bad}`;
}

export function tuningSet(world: World, parts: TuningParts, seed = 11): RetrievalSet {
  const rng = createRng(seed);
  const fill = (template: string) =>
    template
      .replaceAll('{product}', rng.pick(world.products))
      .replaceAll('{place}', rng.pick(world.places))
      .replaceAll('{name}', rng.pick(world.names));
  /** The owner's move on a mistaken draft, as in the month: same fix every time, words drawn afresh. */
  const ownerMove = (m: MistakeClass, clean: string): RetrievalSet['memory'][number]['owner'] => {
    const reason = fill(rng.pick(m.reasons));
    if (!rng.chance(m.editShare)) return { action: 'reject', reason };
    const fix = fill(rng.pick(m.fixes));
    const text =
      m.position === 'replace' ? fix : !fix ? clean : m.position === 'prefix' ? `${fix} ${clean}` : `${clean} ${fix}`;
    return { action: 'edit', text, ...(rng.chance(0.25) ? { reason } : {}) };
  };
  const mistakeById = new Map(world.mistakes.map((m) => [m.id, m]));
  const families = world.families;
  const memory: RetrievalSet['memory'] = [];
  const questions: Question[] = [];
  const oneOffs = [...parts.oneOffs];
  for (const family of families) {
    const m = family.mistake ? mistakeById.get(family.mistake)! : null;
    for (const phrasing of family.train.slice(0, 6)) {
      const clean = fill(rng.pick(family.clean));
      const task = fill(phrasing);
      if (m) {
        memory.push({
          goal: family.goal,
          task,
          draft: mistaken(m, clean, fill(rng.pick(storedBad(m)))),
          owner: ownerMove(m, clean),
          mistake: m.id,
        });
      } else if (rng.chance(0.3) && oneOffs.length) {
        memory.push({
          goal: family.goal,
          task,
          draft: clean,
          owner: { action: 'edit', text: `${clean} ${oneOffs.pop()}` },
          mistake: null,
        });
      } else {
        memory.push({ goal: family.goal, task, draft: clean, owner: { action: 'approve' }, mistake: null });
      }
    }
    for (const phrasing of family.heldOut) {
      const clean = fill(rng.pick(family.clean));
      const draft = m ? mistaken(m, clean, fill(rng.pick(newBad(m)))) : clean;
      questions.push({
        goal: family.goal,
        task: fill(phrasing),
        draft,
        mistake: m?.id ?? null,
        kind: m ? 'reworded' : 'no past mistake',
      });
    }
  }
  // The same mistake in a situation that never invited it: only the draft can find it.
  const cleanFamilies = families.filter((f) => !f.mistake);
  for (const family of families.filter((f) => f.mistake)) {
    const m = mistakeById.get(family.mistake!)!;
    const host =
      cleanFamilies.find((f) => f.goal === family.goal) ??
      rng.pick(families.filter((f) => f.goal === family.goal && f !== family));
    const clean = fill(rng.pick(host.clean));
    questions.push({
      goal: family.goal,
      task: fill(rng.pick(host.heldOut)),
      draft: mistaken(m, clean, fill(rng.pick(newBad(m)))),
      mistake: m.id,
      draftOnly: true,
      kind: 'new situation, same mistake',
    });
  }
  for (const u of parts.unrelated) questions.push({ ...u, mistake: null, kind: 'unrelated' });
  // The hand-written part has no filled-in names, so no threshold rests on name overlap.
  memory.push(...parts.memory);
  questions.push(...parts.questions);
  return { name: 'tuning', about: parts.about, ...(parts.mistakes && { mistakes: parts.mistakes }), memory, questions };
}
