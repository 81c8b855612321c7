// Which candidates come back when an agent asks with its task: every signal recall has about a candidate, weighed by
// a logistic model (one for a task with its draft, one for the task alone) fitted by eval/fit-recall.ts on the dev and
// tuning retrieval sets, never a held-out one. The hand rules in recall.ts selectCorrections, whose signals these are,
// answer the rest: a draft without a task, a goal without a background, any other embedding.
import type { SimilarCorrection } from '../../db/queries/vectors.ts';
import { contentWords } from './mistake.ts';
import { findKind, findRejected, type KeptSentences, type Repeat, type Span } from './repeats.ts';

/** What recall knows of one candidate for one task and draft. */
export interface Signals {
  sameGoal: number;
  edit: number;
  hasReason: number;
  /** An edit that only added words, with no reason. */
  addition: number;
  /** Cosine and lexical similarity of the task with the candidate's situation, and each in spreads above the goal's background. */
  sim: number;
  lex: number;
  zv: number;
  zl: number;
  /** Cosine of the draft with what the candidate corrected. */
  draftSim: number;
  /** Strength of the draft repeating the owner's words (removed phrase, rejected sentence, style, reason's words). */
  words: number;
  /** Best draft sentence against a removed piece (or rejected sentence) by meaning, and its z among all removed. */
  semSim: number;
  semZ: number;
  /** The same, against pieces long enough to be judged by meaning. */
  semMeanSim: number;
  semMeanZ: number;
  /** The same kind of mistake, with some sentence loosely alike what was removed; and the kind alone. */
  kind: number;
  kindAny: number;
  /** A sentence of a rejected draft of this goal, kept elsewhere: a draft about the same thing. */
  alike: number;
  /** The draft already does what the owner's edit asked. */
  follows: number;
}

export interface Scored {
  signals: Signals;
  /** The repeat to quote (span and what was removed), found by the owner's words, by meaning or by kind. */
  repeat: Repeat | null;
  /** Probability that the candidate is about the same mistake or situation, by the fitted model. */
  p: number;
}

/** Which question the model answers: asked with the task and the draft, or with the task alone. */
export type Asked = 'draft' | 'task';

/**
 * The signals each model reads, in its order. The task alone has no "same goal": every candidate is then of the asked
 * goal (db/queries/vectors.ts), so it would be 1 throughout.
 */
const TASK_SIGNALS = ['sameGoal', 'edit', 'hasReason', 'addition', 'sim', 'lex', 'zv', 'zl'] as const;
export const SIGNALS: Record<Asked, readonly (keyof Signals)[]> = {
  task: TASK_SIGNALS.filter((k) => k !== 'sameGoal'),
  draft: [
    ...TASK_SIGNALS,
    'draftSim',
    'words',
    'semSim',
    'semZ',
    'semMeanSim',
    'semMeanZ',
    'kind',
    'kindAny',
    'alike',
    'follows',
  ],
};

/** Signals compared with the question's other candidates: the best one, the median one, and the rank. */
const RELATIVE: Record<Asked, readonly (keyof Signals)[]> = {
  task: ['sim', 'lex', 'zv', 'zl'],
  draft: ['sim', 'draftSim', 'semMeanSim'],
};
/** Of those, the ones whose rank copies another's and is left out: with one goal, zv and zl rank as sim and lex do. */
const RANK_COPIES: Record<Asked, readonly (keyof Signals)[]> = { task: ['zv', 'zl'], draft: [] };

/** A draft sentence's best match by meaning (recall.ts SemanticRepeat, which has this shape). */
interface Near {
  similarity: number;
  z: number;
  meaningful: { span: Span; removed: string; similarity: number; z: number } | null;
}

/** The settings of recall.ts RecallSettings the signals read. */
type SignalSettings = { kindSimilarity: number; minBackground: number; sentenceThreshold: number; sentenceZ: number };

export interface SignalInputs {
  goal: string;
  draft: string;
  kept?: KeptSentences;
  semantic?: ReadonlyMap<string, Near>;
}

/** A question as recall scores it: with its draft, or with the task alone (draft null). */
export type Asking = Omit<SignalInputs, 'draft'> & { draft: string | null };

/** Which model answers a question: the one for a task and its draft, or the one for the task alone. */
export const askedBy = (draft: string | null): Asked => (draft === null ? 'task' : 'draft');

export function signalsOf(
  row: SimilarCorrection,
  q: SignalInputs,
  s: SignalSettings,
  words: Repeat | null,
  follows: boolean,
): { signals: Signals; repeat: Repeat | null } {
  const near = q.semantic?.get(row.id);
  const kindAny = findKind(q.draft, row, q.kept);
  const kind = near && near.similarity >= s.kindSimilarity ? kindAny : null;
  const alike = draftAlike(row, q);
  const whole = near?.meaningful ?? null;
  const meaning = meaningRepeat(near, s);
  return {
    signals: {
      ...situationSignals(row, q.goal, s),
      draftSim: finite(row.draft_similarity),
      words: words?.strength ?? 0,
      semSim: near?.similarity ?? 0,
      semZ: near?.z ?? 0,
      semMeanSim: whole?.similarity ?? 0,
      semMeanZ: whole?.z ?? 0,
      kind: kind?.strength ?? 0,
      kindAny: kindAny ? 1 : 0,
      alike: alike?.strength ?? 0,
      follows: follows ? 1 : 0,
    },
    repeat: words ?? meaning ?? kind,
  };
}

/** A draft sentence saying again in other words what the owner removed or rejected: the repeat the hand rules take. */
export function meaningRepeat(
  near: Near | undefined,
  s: Pick<SignalSettings, 'sentenceThreshold' | 'sentenceZ'>,
): Repeat | null {
  const whole = near?.meaningful;
  return whole && whole.similarity >= s.sentenceThreshold && whole.z >= s.sentenceZ
    ? { span: whole.span, removed: whole.removed, strength: whole.similarity - 0.2 }
    : null;
}

/** Content words a rejected draft's sentence needs to show what a draft is about (not "Kind regards, Sam"). */
const ALIKE_WORDS = 4;

/**
 * The draft repeats a sentence the owner kept elsewhere from a draft they rejected in this goal: not the mistake, but
 * a draft about the same thing. Not a sentence too short to be about anything, nor the goal's boilerplate.
 */
export function draftAlike(
  row: Pick<SimilarCorrection, 'rating' | 'goal' | 'draft'>,
  q: Pick<SignalInputs, 'goal' | 'draft' | 'kept'>,
): Repeat | null {
  return row.rating === -1 && row.goal === q.goal
    ? findRejected(q.draft, row.draft, {
        ignore: (x) => contentWords(x).length < ALIKE_WORDS || (q.kept?.boilerplate(x) ?? false),
      })
    : null;
}

/** What the task alone says of a candidate: its goal, its kind, and how its situation stands to the task. */
export function situationSignals(
  row: SimilarCorrection,
  goal: string,
  s: Pick<SignalSettings, 'minBackground'>,
): Pick<Signals, (typeof TASK_SIGNALS)[number]> {
  const b = row.background;
  const backed = b !== null && b.n >= s.minBackground;
  return {
    sameGoal: row.goal === goal ? 1 : 0,
    edit: row.rating === 0 ? 1 : 0,
    hasReason: row.reason ? 1 : 0,
    addition: row.rating === 0 && !row.edit_removed?.length && !row.reason ? 1 : 0,
    sim: row.similarity ?? 0,
    lex: row.lexical ?? 0,
    zv: backed && row.similarity !== null ? (row.similarity - b.median) / b.spread : 0,
    zl: backed && row.lexical !== null ? (row.lexical - b.lexical_median) / b.lexical_spread : 0,
  };
}

/** The task alone: every signal of the draft is absent. */
export const NO_DRAFT = {
  draftSim: 0,
  words: 0,
  semSim: 0,
  semZ: 0,
  semMeanSim: 0,
  semMeanZ: 0,
  kind: 0,
  kindAny: 0,
  alike: 0,
  follows: 0,
} as const;

const finite = (x: number | null) => (x !== null && Number.isFinite(x) ? x : 0);

/** The model's inputs per candidate: its signals, some products of them, and where it stands among the question's. */
export function featureRows(all: readonly Signals[], asked: Asked): number[][] {
  const stand = RELATIVE[asked].map((k) => {
    const values = all.map((x) => x[k]);
    const sorted = [...values].sort((a, b) => a - b);
    const mid = sorted.length ? (sorted[(sorted.length - 1) >> 1]! + sorted[sorted.length >> 1]!) / 2 : 0;
    const best = sorted.length ? sorted[sorted.length - 1]! : 0;
    return { values, mid, best, ranked: !RANK_COPIES[asked].includes(k) };
  });
  return all.map((x, i) => {
    const z = (x.zv + x.zl) / Math.SQRT2;
    const out = SIGNALS[asked].map((k) => x[k]);
    out.push(z);
    if (asked === 'draft')
      out.push(
        x.sameGoal * z,
        x.words >= 0.99 ? 1 : 0,
        x.words > 0 && x.words < 0.99 ? 1 : 0,
        x.semMeanZ >= 2.5 ? x.semMeanSim : 0,
        x.follows * x.words,
        x.sameGoal * x.draftSim,
      );
    for (const { values, mid, best, ranked } of stand) {
      const v = values[i]!;
      out.push(v - best, v - mid);
      if (ranked) out.push(Math.min(10, values.filter((w) => w > v).length));
    }
    return out;
  });
}

/** The products of signals featureRows adds when the draft is given, by name, in its order. */
const DRAFT_PRODUCTS = [
  'sameGoal×z',
  'wordsWhole',
  'wordsPart',
  'semMeanSim if semMeanZ≥2.5',
  'follows×words',
  'sameGoal×draftSim',
] as const;

/** The name of each column featureRows makes, in its order: what the shipped weights are stored by. */
export function featureNames(asked: Asked): string[] {
  const names: string[] = [...SIGNALS[asked], 'z'];
  if (asked === 'draft') names.push(...DRAFT_PRODUCTS);
  for (const k of RELATIVE[asked]) {
    names.push(`${k}−best`, `${k}−median`);
    if (!RANK_COPIES[asked].includes(k)) names.push(`${k} rank`);
  }
  return names;
}

/** Weights as they are shipped (recall-weights.ts): one per feature, by name. */
export interface NamedModel {
  bias: number;
  weights: Readonly<Record<string, number>>;
  threshold: number;
}

/** The shipped weights in featureRows' order; a missing or unknown name fails at once, never reads a wrong column. */
export function modelFor(asked: Asked, m: NamedModel): { bias: number; weights: number[]; threshold: number } {
  const names = featureNames(asked);
  const missing = names.filter((n) => !(n in m.weights));
  const extra = Object.keys(m.weights).filter((n) => !names.includes(n));
  if (missing.length || extra.length)
    throw new Error(
      `recall weights (${asked}) do not fit the features: ${[
        ...(missing.length ? [`missing ${missing.join(', ')}`] : []),
        ...(extra.length ? [`unknown ${extra.join(', ')}`] : []),
      ].join('; ')}. Refit them: npx tsx eval/fit-recall.ts --write`,
    );
  return { bias: m.bias, weights: names.map((n) => m.weights[n]!), threshold: m.threshold };
}

/** The model's probability for each feature row: a logistic over the weights (standardisation folded in). */
export function probabilities(rows: readonly number[][], w: { bias: number; weights: readonly number[] }): number[] {
  return rows.map((x) => 1 / (1 + Math.exp(-(w.bias + x.reduce((t, v, j) => t + v * (w.weights[j] ?? 0), 0)))));
}

/** The candidates a model returns: those at or above its threshold, most probable first, at most k (indices into p). */
export function chosen(p: readonly number[], threshold: number, k: number): number[] {
  return p
    .map((_, i) => i)
    .filter((i) => p[i]! >= threshold)
    .sort((a, b) => p[b]! - p[a]!)
    .slice(0, k);
}
