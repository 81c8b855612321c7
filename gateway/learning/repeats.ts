// Does a draft repeat what an owner corrected before? Word-level matching with the span of the draft that repeats it.
import { diffWords } from 'diff';
import { STOP_WORDS } from './embeddings/local.ts';

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Repeat {
  span: Span;
  /** What the owner removed (an edit's phrase) or rejected (a sentence of the rejected draft), in the owner's draft's words. */
  removed: string;
  /** 1 when the removed words occur in the draft as they were; less for a sentence that shares most of them. */
  strength: number;
}

interface Word {
  w: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const SENTENCE = /[^.!?\n]+[.!?]*/gu;

export function wordsAt(text: string, offset = 0): Word[] {
  return [...text.matchAll(WORD)].map((m) => ({
    w: m[0].toLowerCase().replace('’', "'"),
    start: offset + m.index,
    end: offset + m.index + m[0].length,
  }));
}

/** The draft's words, lower case, space-joined with a space at each end: what a removed phrase is looked up in. */
export const wordLine = (text: string) =>
  ` ${wordsAt(text)
    .map((x) => x.w)
    .join(' ')} `;

const content = (words: readonly string[]) => words.filter((w) => w.length >= 2 && !STOP_WORDS.has(w));

/**
 * A word without its English inflection, so that a repeat survives it: "cures", "cured", "curing" → "cur";
 * "proven", "proves" → "prov"; "promises" → "promis". Crude on purpose (suffixes only, no dictionary): both
 * sides go through the same function, so only the equality of two stems matters, never the stem itself.
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  if (w.length <= 3 || /\d/.test(w)) return w;
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies') && w.length > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  const strip = (suffix: string) => {
    const rest = w.slice(0, -suffix.length);
    if (w.endsWith(suffix) && rest.length >= 3 && /[aeiouy]/.test(rest)) {
      w = /([^aeiouslz])\1$/.test(rest) ? rest.slice(0, -1) : rest; // "stopped" → "stop", not "stopp"
      return true;
    }
    return false;
  };
  strip('ing') || strip('edly') || strip('ed') || strip('ly') || strip('en') || strip('er');
  if (w.endsWith('y') && w.length > 3) w = `${w.slice(0, -1)}i`;
  if (w.endsWith('e') && w.length > 3) w = w.replace(/e+$/, ''); // "guarantee" and "guaranteed" alike
  return w;
}

const stems = (words: readonly string[]) => new Set(content(words).map(stem));
const isContent = (w: string) => w.length >= 2 && !STOP_WORDS.has(w);
/** Function words as they are ("not" is not "note"), content words by their stem. */
const sameWord = (a: string, b: string) => a === b || (isContent(a) && isContent(b) && stem(a) === stem(b));

export function sentences(text: string): Span[] {
  return [...text.matchAll(SENTENCE)]
    .map((m) => {
      const lead = m[0].length - m[0].trimStart().length;
      const t = m[0].trim();
      return { start: m.index + lead, end: m.index + lead + t.length, text: t };
    })
    .filter((s) => s.text.length > 0);
}

const span = (draft: string, start: number, end: number): Span => ({ start, end, text: draft.slice(start, end) });

/** Share of `wanted`'s content words whose stem the sentence has (0 when wanted has fewer than `min`). */
function overlap(wanted: readonly string[], have: ReadonlySet<string>, min: number): number {
  const c = [...stems(wanted)];
  if (c.length < min) return 0;
  return c.filter((w) => have.has(w)).length / c.length;
}

/** Fuzzy matches need most of the owner's words: half of a long phrase is often just the topic. */
export const FUZZY_SHARE = 0.6;
/** Strength of a removed phrase found word for word but in another inflection. */
const INFLECTED = 0.95;
/** An edit that removed more pieces than this rewrote its sentences: its one-word pieces are not matched alone. */
const REWRITE_PHRASES = 2;

function indexOfPhrase(
  words: readonly Word[],
  phrase: readonly string[],
  same: (a: string, b: string) => boolean,
): number {
  for (let i = 0; i + phrase.length <= words.length; i++)
    if (phrase.every((w, j) => same(words[i + j]!.w, w))) return i;
  return -1;
}

/** The best place in the draft where one of an edit's removed phrases occurs (exactly, or most of its words in one sentence). */
export function findRemoved(draft: string, removed: readonly string[]): Repeat | null {
  const words = wordsAt(draft);
  let best: Repeat | null = null;
  for (const phrase of removed) {
    const p = phrase.split(' ').filter(Boolean);
    if (content(p).length === 0) continue; // "the", "and": removing a function word says nothing about a mistake
    // One word of a sentence the owner rewrote ("everything", "the best") is a fragment of the rewrite, not the mistake.
    if (removed.length > REWRITE_PHRASES && content(p).length < 2) continue;
    // As it was; else its content words in another inflection ("cured insomnia" for "cures insomnia"), the
    // function words at either end ("it heals eczema") not needed.
    const core = p.slice(p.findIndex(isContent), p.findLastIndex(isContent) + 1);
    const exact = indexOfPhrase(words, p, (a, b) => a === b);
    const at = exact >= 0 ? exact : indexOfPhrase(words, core, sameWord);
    if (at >= 0) {
      const n = exact >= 0 ? p.length : core.length;
      const hit = {
        span: span(draft, words[at]!.start, words[at + n - 1]!.end),
        removed: phrase,
        strength: exact >= 0 ? 1 : INFLECTED,
      };
      if (
        !best ||
        hit.strength > best.strength ||
        (hit.strength === best.strength && hit.span.text.length > best.span.text.length)
      )
        best = hit;
    }
    if (best && best.strength >= INFLECTED) continue;
    for (const s of sentences(draft)) {
      const share = overlap(p, stems(wordsAt(s.text).map((x) => x.w)), 2);
      if (share >= FUZZY_SHARE && (!best || share > best.strength))
        best = { span: s, removed: phrase, strength: share };
    }
  }
  return best;
}

/**
 * The draft's sentence that repeats most of a sentence of a draft the owner rejected. A rejection rejects the
 * whole draft; a sentence the owner kept elsewhere (`kept`, e.g. in the text of an edit) was not the mistake.
 */
export function findRejected(draft: string, rejectedDraft: string, kept?: KeptSentences): Repeat | null {
  let best: Repeat | null = null;
  const rejected = sentences(rejectedDraft)
    .filter((s) => !kept?.has(s.text))
    .map((s) => ({ s, words: wordsAt(s.text).map((x) => x.w) }));
  for (const s of sentences(draft)) {
    const words = wordsAt(s.text).map((x) => x.w);
    const have = stems(words);
    for (const r of rejected) {
      const share = overlap(r.words, have, 2);
      // Both ways: a long draft sentence that merely contains two of the rejected words is not a repeat.
      const back = overlap(words, stems(r.words), 2);
      const strength = Math.min(share, Math.max(back, FUZZY_SHARE));
      if (share >= FUZZY_SHARE && back >= 0.4 && (!best || strength > best.strength))
        best = { span: s, removed: r.s.text, strength };
    }
  }
  return best;
}

/** Sentences the owner wrote or kept (in the final text of edits): whatever repeats them is not a mistake. */
export class KeptSentences {
  private readonly keys = new Set<string>();
  constructor(texts: readonly string[]) {
    for (const t of texts) for (const s of sentences(t)) this.keys.add(sentenceKey(s.text));
  }
  has(sentence: string): boolean {
    const key = sentenceKey(sentence);
    return key !== '' && this.keys.has(key);
  }
}

/** A sentence's content stems in order: "Come and say hello!" and "come, and say hello" are the same sentence. */
const sentenceKey = (text: string) =>
  content(wordsAt(text).map((x) => x.w))
    .map(stem)
    .join(' ');

export interface Replacement {
  /** The owner's draft text that was removed (as written), and what was put in its place ('' = just deleted). */
  from: string;
  to: string;
}

/** What an edit replaced, as text pairs: the basis of "Apply that fix". */
export function replacements(draft: string, edited: string): Replacement[] {
  const out: Replacement[] = [];
  const changes = diffWords(draft, edited, { ignoreCase: true });
  for (let i = 0; i < changes.length; i++) {
    const c = changes[i]!;
    if (!c.removed) continue;
    const next = changes[i + 1];
    const to = next?.added ? next.value : '';
    if (next?.added) i++;
    if (content(wordsAt(c.value).map((x) => x.w)).length === 0) continue;
    out.push({ from: c.value.trim(), to: to.trim() });
  }
  return out;
}

/**
 * The draft with a past edit's replacement made where its removed text occurs as it was, or null when it
 * does not occur (then there is nothing to apply safely). Case-insensitive; the first occurrence only.
 */
export function applyReplacement(draft: string, r: Replacement): { text: string; span: Span } | null {
  if (!r.from) return null;
  const at = draft.toLowerCase().indexOf(r.from.toLowerCase());
  if (at < 0) return null;
  let end = at + r.from.length;
  let start = at;
  let to = r.to;
  if (!to) {
    // Deleting: take the space before too, so no double space is left.
    while (start > 0 && draft[start - 1] === ' ') start--;
    if (start === 0) while (end < draft.length && draft[end] === ' ') end++;
  }
  to = to && draft[at] && /\p{Lu}/u.test(draft[at]!) ? to[0]!.toUpperCase() + to.slice(1) : to;
  return { text: `${draft.slice(0, start)}${to}${draft.slice(end)}`, span: span(draft, at, at + r.from.length) };
}
