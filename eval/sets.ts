// The eval's data sets: JSON files in eval/sets/, each checked against its type when read. A set's `about` says who
// wrote it, its business and its role: held-out (never tuned on), dev (read while developing) or tuning.
import { readdirSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { PromotionSet } from './promotion.ts';
import type { RetrievalSet } from './retrieval-set.ts';
import { type TuningParts, tuningSet } from './retrieval-tuning.ts';
import type { World } from './world.ts';

const DIR = new URL('./sets/', import.meta.url);
const text = z.string();
const texts = z.array(text);

const correction = z.strictObject({
  task: text,
  draft: text,
  edit: text.optional(),
  reason: text.optional(),
  reject: z.literal(true).optional(),
});

const promotionSet = z.strictObject({
  name: z.union([z.literal('tuning'), z.templateLiteral(['held-out ', text]), z.templateLiteral(['dev ', text])]),
  about: text,
  classes: z
    .array(z.strictObject({ id: text, goal: text, describe: text.optional(), corrections: z.array(correction).min(1) }))
    .min(1),
  oneOffs: z.array(correction.extend({ goal: text })),
}) satisfies z.ZodType<PromotionSet>;

const question = z.strictObject({
  goal: text,
  task: text,
  draft: text,
  mistake: text.nullable(),
  draftOnly: z.literal(true).optional(),
  kind: z.enum(['reworded', 'no shared words', 'new situation, same mistake', 'no past mistake', 'unrelated']),
});

/** The parts of a retrieval set written by hand: the past decisions and the questions. */
const retrievalParts = {
  /** What each mistake class is, by its id. */
  mistakes: z.record(text, text).optional(),
  memory: z.array(
    z.strictObject({
      goal: text,
      task: text,
      draft: text,
      owner: z.discriminatedUnion('action', [
        z.strictObject({ action: z.literal('edit'), text, reason: text.optional() }),
        z.strictObject({ action: z.literal('reject'), reason: text }),
        z.strictObject({ action: z.literal('approve') }),
      ]),
      mistake: text.nullable(),
    }),
  ),
  questions: z.array(question),
};

const retrievalSet = z.strictObject({ name: text, about: text, ...retrievalParts }) satisfies z.ZodType<RetrievalSet>;

/** The tuning retrieval set: what eval/retrieval-tuning.ts builds it from besides the tuning world, and a hand-written part. */
const retrievalTuning = z.strictObject({
  name: z.literal('tuning'),
  about: text,
  oneOffs: texts,
  unrelated: z.array(question.pick({ goal: true, task: true, draft: true })),
  ...retrievalParts,
}) satisfies z.ZodType<TuningParts>;

const world = z.strictObject({
  name: text,
  about: text,
  mistakes: z.array(
    z.strictObject({
      id: text,
      bad: texts,
      position: z.enum(['prefix', 'replace']).optional(),
      fixes: texts,
      reasons: texts,
      editShare: z.number().gt(0).lt(1),
    }),
  ),
  families: z.array(
    z.strictObject({ id: text, goal: text, mistake: text.nullable(), train: texts, heldOut: texts, clean: texts }),
  ),
  oneOffs: texts,
  products: texts,
  places: texts,
  names: texts,
}) satisfies z.ZodType<World>;

const multiCorrection = correction.extend({ goal: text });
const multiSet = z.strictObject({
  name: text,
  about: text,
  business: text,
  classes: z
    .array(
      z.strictObject({
        id: text,
        goal: text,
        kind: z.enum(['phrase', 'style']),
        describe: text,
        /** Alternatives, each a few words that must all be in a title for it to name this class. */
        title: texts.min(1),
      }),
    )
    .min(1),
  corrections: z.array(multiCorrection.extend({ classes: texts.min(1), reasonNames: text.optional() })),
  oneOffs: z.array(multiCorrection),
});
export type MultiSet = z.infer<typeof multiSet>;

function read<T>(file: string, schema: z.ZodType<T>): T {
  const parsed = schema.safeParse(JSON.parse(readFileSync(new URL(file, DIR), 'utf8')));
  if (!parsed.success) throw new Error(`eval/sets/${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Held-out first, then dev, then tuning; by name within each. */
const rank = (name: string) => (/\bheld-out\b/.test(name) ? 0 : /\bdev\b/.test(name) ? 1 : 2);
const inOrder = <T extends { name: string }>(sets: T[]) =>
  sets.sort((a, b) => rank(a.name) - rank(b.name) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** Every `eval/sets/<kind>-*.json` but the tuning retrieval set's parts, in run order. */
function all<T extends { name: string }>(kind: string, schema: z.ZodType<T>): T[] {
  const files = readdirSync(DIR).filter((f) => f.startsWith(`${kind}-`) && f.endsWith('.json'));
  const sets = inOrder(files.filter((f) => f !== 'retrieval-tuning.json').map((f) => read(f, schema)));
  const names = sets.map((s) => s.name);
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) throw new Error(`eval/sets: two ${kind} sets named "${twice}"`);
  return sets;
}

export const promotionSets = (): PromotionSet[] => all('promotion', promotionSet);
export const multiSets = (): MultiSet[] => all('multi', multiSet);
export const worlds = (): World[] => all('world', world);
/** The written retrieval sets, then the tuning set built from the tuning world. */
export const retrievalSets = (): RetrievalSet[] => [
  ...all('retrieval', retrievalSet),
  tuningSet(byName(worlds(), 'tuning world'), read('retrieval-tuning.json', retrievalTuning)),
];

/** The set of that name among `sets`. */
export function byName<T extends { name: string }>(sets: T[], name: string): T {
  const set = sets.find((s) => s.name === name);
  if (!set) throw new Error(`eval/sets: no set "${name}" (${sets.map((s) => s.name).join(', ')})`);
  return set;
}
