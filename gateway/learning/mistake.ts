// What a correction corrected, as comparable features: the removed and added words, the reason's words, the style of
// the edit. Candidates are grouped on these (by the mistake), not only on where the mistake happened.

import { conceptGroups, conceptsOf } from './concepts.ts';
import { diffEdit, HASHTAG_WALL, hashtagWords, languageOf, type StyleFeature, styleAmount, words } from './edits.ts';
import { STOP_WORDS } from './embeddings/local.ts';
import { memo } from './memo.ts';
import { personCut } from './people.ts';

/** A crude, deterministic stem: "guaranteed"/"guarantee", "promises"/"promising", "emojis"/"emoji" meet. */
export const stem = memo((word: string): string => {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3) return w;
  if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us')) w = w.slice(0, -1);
  if (w.endsWith('ing') && w.length > 5) w = w.slice(0, -3);
  else if (w.endsWith('ed') && w.length > 4) w = w.slice(0, -2);
  w = w.replace(/e+$/, '');
  return w.replace(/ise$|is$/, 'iz');
});

/** Words that say how a reason is phrased, not what it is about. */
const FRAMING = new Set(
  'please pls plz never dont don’t stop avoid keep use say write mention mentioning talk talking no not too way much many less more really just like always again instead thing things sound sounds look looks one make made'.split(
    ' ',
  ),
);

/** Content words of a text: stop words, framing words and one-letter tokens out. */
export const contentWords = memo((text: string): readonly string[] =>
  words(text)
    .flatMap((w) => w.split("'"))
    .filter((w) => w.length >= 2 && !STOP_WORDS.has(w) && !FRAMING.has(w)),
);

export const contentStems = (text: string): string[] => contentWords(text).map(stem);

export interface CorrectionFacts {
  rating: -1 | 0 | 1;
  reason: string | null;
  correction: string | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  /** A cosmetic edit teaches only its style, never its reordered words. */
  edit_kind?: 'cosmetic' | 'substantive' | null;
  /** The draft as the agent wrote it. */
  draft: string;
  /** One of several mistakes the edit shows (parts.ts): only its styles, its words and its reason count. */
  part?: PartView | null;
}

/** What of a correction one of its parts holds: some of its styles, its words or not, its reason or not. */
export interface PartView {
  styles: readonly StyleFeature[];
  words: boolean;
  reason: boolean;
  /** One changed sentence of several: its diff phrases and its text before and after. The whole edit's when absent. */
  removed?: readonly string[];
  added?: readonly string[];
  from?: string;
  to?: string;
}

export interface Mistake {
  removed: Set<string>;
  added: Set<string>;
  reason: Set<string>;
  /** A rejected draft's words: the mistake is somewhere in them, so they count a little. */
  rejected: Set<string>;
  style: Set<StyleFeature>;
  /** The kinds of mistake (concepts.ts) what was removed or said names; `rejectedConcepts`, a rejected draft's. */
  concepts: Set<string>;
  rejectedConcepts: Set<string>;
}

/** Kinds of figure a text holds ("20% off", "€12"): as words, different numbers never meet, yet are one mistake. */
export function figuresOf(text: string): string[] {
  const out: string[] = [];
  if (/\d\s?%/u.test(text)) out.push('‹percent›');
  if (/[$€£¥]\s?\d|\d\s?(?:[$€£¥]|(?:eur|euros?|usd|dollars?|pounds?|bucks)\b)/iu.test(text)) out.push('‹price›');
  return out;
}

/** Styles a text names ("too long", "no emojis", "stop shouting"): what a reason or a rule's text says it corrects. */
export const stylesNamedIn = memo((text: string): ReadonlySet<StyleFeature> => {
  const styles = new Set<StyleFeature>();
  if (/\b(?:emojis?|emoticons?|smileys?|emoji-?free)\b/i.test(text)) styles.add('emoji removed');
  if (/exclamation|!!|\bshout/i.test(text)) styles.add('exclamations cut');
  if (/capital|\bcaps\b|upper ?case|\bshout|\byell/i.test(text)) styles.add('capitals lowered');
  // Not "capitals" alone: "no capitals" is about shouting; a rule's own text is read without a decision to bear it out.
  if (/lower ?case|capitali[sz]|sentence case|start\w* (?:\w+ )?with a capital/i.test(text))
    styles.add('capitals restored');
  if (
    /markdown|asterisks?|\*\*|\bbold\b|\bitalics?\b|\bheadings?\b|formatting (?:marks|symbols|characters)/i.test(text)
  )
    styles.add('markdown removed');
  if (LANGUAGE_NAMED.test(text)) styles.add('language changed');
  if (/\bhash ?tags?\b/i.test(text)) styles.add('hashtags cut');
  if (
    /\b(?:short|shorter|shorten|brief|briefer|concise|long|longer|lengthy|length|wordy|verbose|rambl\w*|waffl\w*|essay|tl;?dr)\b/i.test(
      text.replace(NOT_LENGTH, ' '),
    ) ||
    /\b(?:under|below|max(?:imum)?|at most|fewer than|less than|no more than)\s+\d+\s+(?:words|characters|chars|sentences|lines)\b/i.test(
      text,
    )
  )
    styles.add('shortened');
  return styles;
});

/** "how long it takes", "at short notice", "a short walk": time and distance, not the text's length. */
const NOT_LENGTH =
  /\b(?:how long|as long as|so long as|no longer|any longer|long time|long ago|long way|before long|for long|long weekend|long[- ]term|all (?:day|night|week|year) long|(?:at|on) short notice|short notice|short of|in short|short (?:walk|stroll|drive|trip|ride|hop|break|stay|film|course|lease|let))\b/gi;

/** "answer in German", "their language", "the language people write to us in": the reply's language was wrong. */
const LANGUAGE_NAMED =
  /\b(?:in|into) (?:english|spanish|german|french|italian|dutch|portuguese)\b|\b(?:their|his|her|the customer's|the same|people's) language\b|\blanguage (?:they|people|he|she|customers?) (?:wr[io]te|write)|\bwr[io]te (?:to us )?in\b/i;

export function mistakeOf(whole: CorrectionFacts): Mistake {
  const p = whole.part;
  // A part sees the correction's reason only when the reason speaks of it, and its words only when it is the words part.
  const f: CorrectionFacts = p
    ? {
        ...whole,
        reason: p.reason ? whole.reason : null,
        edit_removed: p.words ? [...(p.removed ?? whole.edit_removed ?? [])] : [],
        edit_added: p.words ? [...(p.added ?? whole.edit_added ?? [])] : [],
      }
    : whole;
  // Figures and people are read from the part's own sentence when it is one of several.
  const local = p?.from !== undefined ? { ...f, draft: p.from, correction: p.to ?? '' } : f;
  const style = new Set<StyleFeature>(
    f.correction !== null && f.rating === 0 ? diffEdit(f.draft, f.correction).style : [],
  );
  // A style the reason names counts when borne out: the rejected draft shows it, or the edit moved away from it.
  for (const s of f.reason ? stylesNamedIn(f.reason) : []) {
    const borneOut =
      f.rating === -1
        ? // No draft shows the wrong language on its own: the owner's reason says it of a draft in a known language.
          s === 'language changed'
          ? languageOf(f.draft) !== null
          : draftHasStyle(f.draft, s)
        : f.correction !== null && styleAmount(f.correction, s) < styleAmount(f.draft, s);
    if (borneOut) style.add(s);
  }
  if (p) for (const s of [...style]) if (!p.styles.includes(s)) style.delete(s);
  const cosmetic = f.edit_kind === 'cosmetic' || (p !== null && p !== undefined && !p.words);
  // Hashtags cut: which tags went ("#bristolwedding", "#shopsmall") is that post's topic; the wall of them is the mistake.
  const tags = new Set(style.has('hashtags cut') ? hashtagWords(f.draft).map(stem) : []);
  const stems = (phrases: string[] | null) =>
    new Set(cosmetic ? [] : (phrases ?? []).flatMap(contentStems).filter((x) => !tags.has(x)));
  const reason = new Set(f.reason ? contentStems(f.reason) : []);
  const rejected = new Set(
    f.rating === -1
      ? [...contentStems(f.draft).filter((s) => !reason.has(s) && !tags.has(s)), ...figuresOf(f.draft)]
      : [],
  );
  const removed = stems(f.edit_removed);
  if (f.rating === 0 && f.correction !== null && !cosmetic) {
    const kept = new Set(figuresOf(local.correction ?? ''));
    for (const x of figuresOf(local.draft)) if (!kept.has(x)) removed.add(x);
  }
  // Cut short, or put into another language: that is the mistake, and which words went is the owner's choice of the
  // day, which would drown what such corrections share.
  if (style.has('shortened') || style.has('language changed')) {
    const none = () => new Set<string>();
    return {
      removed: none(),
      added: none(),
      reason,
      rejected: none(),
      style,
      concepts: none(),
      rejectedConcepts: none(),
    };
  }
  const concepts = new Set(
    p && !p.words && !p.reason ? [] : kindsNamed(local, f.rating === 0 && !cosmetic ? (f.edit_removed ?? []) : null),
  );
  const rejectedConcepts = new Set(f.rating === -1 ? conceptsOf(f.draft).filter((c) => !concepts.has(c)) : []);
  return { removed, added: stems(f.edit_added), reason, rejected, style, concepts, rejectedConcepts };
}

/**
 * The kinds of mistake (concepts.ts) a correction names or took out: its reason's, `removed`'s (null when the edit's
 * words count for nothing), and privacy for a person the edit took out (read from the draft, not the lower-cased diff).
 */
export function kindsNamed(
  f: { reason?: string | null; draft: string; correction: string | null },
  removed: readonly string[] | null,
): string[] {
  const { texts, person } = namingTexts(f, removed);
  return [...new Set([...texts.flatMap(conceptsOf), ...(person ? ['privacy'] : [])])];
}

/** The same kinds, grouped by the words that name them: one group for each thing the owner said or took out. */
export function kindGroupsNamed(
  f: { reason?: string | null; draft: string; correction: string | null },
  removed: readonly string[] | null,
): (readonly string[])[] {
  const { texts, person } = namingTexts(f, removed);
  return [...texts.flatMap(conceptGroups), ...(person ? [['privacy']] : [])];
}

/** The correction's texts that name kinds of mistake, and whether the edit took a person out. */
function namingTexts(
  f: { reason?: string | null; draft: string; correction: string | null },
  removed: readonly string[] | null,
): { texts: string[]; person: boolean } {
  return {
    texts: [...(f.reason ? [f.reason] : []), ...(removed ? [removed.join(' . ')] : [])],
    person: !!removed && personCut(f.draft, f.correction),
  };
}

/** Does the draft show the style a class of edits keeps removing? */
export function draftHasStyle(draft: string, style: StyleFeature): boolean {
  return styleAmount(draft, style) >= SHOWS_STYLE[style];
}

/**
 * How much of each style is too much by the owner's standard, from one mistake's corrections: for length, three
 * quarters of the median draft they cut; else one more than they kept themselves. Never below SHOWS_STYLE.
 */
export function styleStandard(
  corrections: readonly { draft: string; correction: string | null; mistake: Mistake }[],
  styles: Iterable<StyleFeature>,
): Map<StyleFeature, number> {
  const cut = corrections
    .filter((c) => c.mistake.style.has('shortened'))
    .map((c) => words(c.draft).length)
    .sort((a, b) => a - b);
  const kept = (s: StyleFeature) =>
    Math.max(0, ...corrections.map((c) => (c.correction ? styleAmount(c.correction, s) : 0)));
  return new Map(
    [...styles].map((s) => [
      s,
      Math.max(
        SHOWS_STYLE[s],
        s === 'shortened' ? Math.ceil(0.75 * (cut[Math.floor(cut.length / 2)] ?? 0)) : kept(s) + 1,
      ),
    ]),
  );
}

/** Too much of a style by a standard (`styleStandard`), or by what makes any draft show it when it has none. */
export const tooMuchOf = (text: string, style: StyleFeature, standard: ReadonlyMap<StyleFeature, number>) =>
  styleAmount(text, style) >= (standard.get(style) ?? SHOWS_STYLE[style]);

/** How much of a style makes a draft show it. */
export const SHOWS_STYLE: Record<StyleFeature, number> = {
  'emoji removed': 1,
  'exclamations cut': 2,
  'capitals lowered': 2,
  'capitals restored': 2,
  'markdown removed': 1,
  'hashtags cut': HASHTAG_WALL,
  'language changed': Number.POSITIVE_INFINITY, // no draft shows it on its own
  shortened: 30,
};

export type Sparse = Map<string, number>;

/**
 * The mistake as a feature vector, each feature weighted by rarity in the goal: removed and reason words share one
 * namespace, added words count half (fixes vary more than mistakes), styles more.
 */
export function sparseOf(m: Mistake, idf: (feature: string) => number): Sparse {
  const v: Sparse = new Map();
  const put = (f: string, w: number) => v.set(f, Math.max(v.get(f) ?? 0, w * idf(f)));
  for (const s of m.removed) put(`w:${s}`, 1);
  for (const s of m.reason) put(`w:${s}`, 1);
  for (const s of m.added) put(`a:${s}`, 0.5);
  for (const s of m.rejected) put(`w:${s}`, REJECTED_DRAFT_WEIGHT);
  for (const s of m.style) put(`s:${s}`, 1.5);
  return normalise(v);
}

/** How much a rejected draft's words count beside the removed words and the reason's words (1). */
export const REJECTED_DRAFT_WEIGHT = 0.4;

/** Kinds of mistake as their own vector, scored apart: a kind only one side names takes nothing from shared words. */
export function conceptSparseOf(m: Mistake, idf: (feature: string) => number): Sparse {
  const v: Sparse = new Map();
  for (const c of m.rejectedConcepts) v.set(`c:${c}`, REJECTED_DRAFT_WEIGHT * idf(`c:${c}`));
  for (const c of m.concepts) v.set(`c:${c}`, idf(`c:${c}`));
  for (const [k, x] of v) if (x === 0) v.delete(k);
  return normalise(v);
}

export function featuresOf(m: Mistake): string[] {
  return [
    ...new Set([
      ...[...m.removed, ...m.reason, ...m.rejected].map((s) => `w:${s}`),
      ...[...m.added].map((s) => `a:${s}`),
      ...[...m.style].map((s) => `s:${s}`),
      ...[...m.concepts, ...m.rejectedConcepts].map((c) => `c:${c}`),
    ]),
  ];
}

export function normalise(v: Sparse): Sparse {
  let n = 0;
  for (const x of v.values()) n += x * x;
  n = Math.sqrt(n);
  if (n === 0) return v;
  return new Map([...v].map(([k, x]) => [k, x / n]));
}

/**
 * Weighted overlap relative to the smaller side, so a short reason is as alike to a long passage as two long ones.
 * A group's centroid (a sum of normalised vectors) is divided by its size first.
 */
export function sparseOverlap(a: Sparse, b: Sparse, sizeA = 1, sizeB = 1): number {
  let sa = 0;
  let sb = 0;
  for (const x of a.values()) sa += x / sizeA;
  for (const x of b.values()) sb += x / sizeB;
  let shared = 0;
  const [small, large, ss, sl] = a.size < b.size ? [a, b, sizeA, sizeB] : [b, a, sizeB, sizeA];
  for (const [k, x] of small) {
    const y = large.get(k);
    if (y) shared += Math.min(x / ss, y / sl);
  }
  const m = Math.min(sa, sb);
  return m > 0 ? shared / m : 0;
}

export function addInto(sum: Sparse, v: Sparse): void {
  for (const [k, x] of v) sum.set(k, (sum.get(k) ?? 0) + x);
}

/** Only added text: nothing removed, no reason, no style. */
const onlyAdded = (m: Mistake): boolean =>
  m.added.size > 0 && m.removed.size + m.reason.size + m.rejected.size + m.style.size === 0;

/** Only additions, one of which shares under half its words with the rest: one-offs, not an omission to teach. */
export function additionsDisagree(ms: readonly Mistake[]): boolean {
  if (!ms.every(onlyAdded)) return false;
  return ms.some((m, i) => {
    const elsewhere = new Set(ms.flatMap((o, j) => (j === i ? [] : [...o.added])));
    return [...m.added].filter((s) => elsewhere.has(s)).length * 2 < m.added.size;
  });
}
