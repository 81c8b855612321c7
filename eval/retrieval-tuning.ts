// Tuning retrieval set: built from the month's situation families and mistake classes (eval/situations.ts,
// eval/mistakes.ts). Retrieval is tuned on this set only; the held-out set (retrieval-heldout.ts) judges it.
import { createRng, type Rng } from '../bench/prng.ts';
import { type MistakeClass, mistakeById } from './mistakes.ts';
import type { Question, Remembered, RetrievalSet } from './retrieval-set.ts';
import { PLAIN_MEMORY, PLAIN_QUESTIONS } from './retrieval-tuning-plain.ts';
import { FAMILIES, type Family, NAMES, PLACES, PRODUCTS } from './situations.ts';

const fill = (template: string, rng: Rng) =>
  template
    .replaceAll('{product}', rng.pick(PRODUCTS))
    .replaceAll('{place}', rng.pick(PLACES))
    .replaceAll('{name}', rng.pick(NAMES));

/** Stored drafts use the first half of a class's sentences, questions the other half: a new draft repeats the mistake in new words. */
const storedBad = (m: MistakeClass) => m.bad.slice(0, Math.ceil(m.bad.length / 2));
const newBad = (m: MistakeClass) => m.bad.slice(Math.ceil(m.bad.length / 2));

function mistaken(m: MistakeClass, clean: string, bad: string): string {
  return m.position === 'replace' ? bad : m.position === 'prefix' ? `${bad} ${clean}` : `${clean} ${bad}`;
}

/** The owner's move on a mistaken draft, as in the month: same fix every time, words drawn afresh. */
function ownerMove(m: MistakeClass, clean: string, rng: Rng): Remembered['owner'] {
  const reason = fill(rng.pick(m.reasons), rng);
  if (!rng.chance(m.editShare)) return { action: 'reject', reason };
  const fix = fill(rng.pick(m.fixes), rng);
  const text =
    m.position === 'replace' ? fix : !fix ? clean : m.position === 'prefix' ? `${fix} ${clean}` : `${clean} ${fix}`;
  return { action: 'edit', text, ...(rng.chance(0.25) ? { reason } : {}) };
}

const UNRELATED: readonly { goal: Family['goal']; task: string; draft: string }[] = [
  { goal: 'posts', task: 'Write a caption for a photo of our studio cat', draft: 'Studio supervisor on duty.' },
  {
    goal: 'replies',
    task: 'Reply to a job applicant asking about internships',
    draft: 'Thanks for your interest; we post openings on our site.',
  },
  {
    goal: 'posts',
    task: 'Share a quote about craftsmanship',
    draft: '"Quality is never an accident." Have a good week.',
  },
  {
    goal: 'replies',
    task: 'Answer a journalist asking for an interview',
    draft: 'We would be happy to talk; what dates suit you?',
  },
  { goal: 'posts', task: 'Wish our followers a happy new year', draft: 'Happy new year from all of us.' },
];

export function tuningSet(seed = 11): RetrievalSet {
  const rng = createRng(seed);
  const memory: Remembered[] = [];
  const questions: Question[] = [];
  const oneOffs = [
    'Our studio is closed on Mondays.',
    'The returns form is in the parcel.',
    'We reply to email within a day.',
    'Gift wrapping is free this month.',
  ];
  for (const family of FAMILIES) {
    const m = family.mistake ? mistakeById.get(family.mistake)! : null;
    for (const phrasing of family.train.slice(0, 6)) {
      const clean = fill(rng.pick(family.clean), rng);
      const task = fill(phrasing, rng);
      if (m) {
        memory.push({
          goal: family.goal,
          task,
          draft: mistaken(m, clean, fill(rng.pick(storedBad(m)), rng)),
          owner: ownerMove(m, clean, rng),
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
      const clean = fill(rng.pick(family.clean), rng);
      const draft = m ? mistaken(m, clean, fill(rng.pick(newBad(m)), rng)) : clean;
      questions.push({
        goal: family.goal,
        task: fill(phrasing, rng),
        draft,
        mistake: m?.id ?? null,
        kind: m ? 'reworded' : 'no past mistake',
      });
    }
  }
  // The same mistake in a situation that never invited it: only the draft can find it.
  const cleanFamilies = FAMILIES.filter((f) => !f.mistake);
  for (const family of FAMILIES.filter((f) => f.mistake)) {
    const m = mistakeById.get(family.mistake!)!;
    const host =
      cleanFamilies.find((f) => f.goal === family.goal) ??
      rng.pick(FAMILIES.filter((f) => f.goal === family.goal && f !== family));
    const clean = fill(rng.pick(host.clean), rng);
    questions.push({
      goal: family.goal,
      task: fill(rng.pick(host.heldOut), rng),
      draft: mistaken(m, clean, fill(rng.pick(newBad(m)), rng)),
      mistake: m.id,
      draftOnly: true,
      kind: 'new situation, same mistake',
    });
  }
  for (const u of UNRELATED) questions.push({ ...u, mistake: null, kind: 'unrelated' });
  // A hand-written part without filled-in names (eval/retrieval-tuning-plain.ts), so no threshold rests on name overlap.
  memory.push(...PLAIN_MEMORY);
  questions.push(...PLAIN_QUESTIONS);
  return { name: 'tuning', memory, questions };
}
