// Does a draft repeat what an owner corrected before? Word-level matching with the span of the draft that repeats it.
import { diffWords } from 'diff';
import { conceptsOf, showsConcept } from './concepts.ts';
import { emojiCount, type StyleFeature, styleAmount, styleChanges, words } from './edits.ts';
import { STOP_WORDS } from './embeddings/local.ts';
import { memo, memoPair } from './memo.ts';
import { contentWords, draftHasStyle, kindGroupsNamed, stem, stylesNamedIn } from './mistake.ts';
import { personIn } from './people.ts';

export interface Span {
  start: number;
  end: number;
  text: string;
}

export interface Repeat {
  span: Span;
  /** What the owner removed (an edit's phrase) or rejected (a sentence of the rejected draft), in the owner's draft's words. */
  removed: string;
  /**
   * 1 when the draft says it as the owner had it (the phrase in any inflection, the style, the kind of mistake); less,
   * the share, for a sentence that says most of it.
   */
  strength: number;
}

interface Word {
  w: string;
  start: number;
  end: number;
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
/** A sentence ends at ".", "!" or "?" (or a line break), not at the point of "5.30pm" or "2.5m". */
const SENTENCE = /(?:[^.!?\n]|\.(?=\d))+[.!?]*/gu;

export const wordsAt = memo((text: string): readonly Word[] =>
  [...text.matchAll(WORD)].map((m) => ({
    w: m[0].toLowerCase().replace('’', "'"),
    start: m.index,
    end: m.index + m[0].length,
  })),
);

/** The draft's words, lower case, space-joined with a space at each end: what a removed phrase is looked up in. */
export const wordLine = (text: string) =>
  ` ${wordsAt(text)
    .map((x) => x.w)
    .join(' ')} `;

const content = (words: readonly string[]) => words.filter((w) => w.length >= 2 && !STOP_WORDS.has(w));

/** A word without its inflection (mistake.ts's stem plus "proven"/"prove", "stopped"/"stop"), so repeats survive it. */
export const repeatStem = memo((word: string): string => {
  const w = stem(word);
  return (w.length > 5 && w.endsWith('en') ? w.slice(0, -2) : w).replace(/([^aeiouslz])\1$/, '$1');
});

const stems = (words: readonly string[]) => new Set(content(words).map(repeatStem));
const isContent = (w: string) => w.length >= 2 && !STOP_WORDS.has(w);

/** Counts, days and months written as words: what a one-off correction of a fact changes ("four" → "five"). */
const FACT_WORDS = new Set(
  (
    'one two three four five six seven eight nine ten eleven twelve fifteen twenty thirty forty fifty hundred dozen ' +
    'half first second third fourth fifth monday tuesday wednesday thursday friday saturday sunday january february ' +
    'march april june july august september october november december tomorrow today tonight'
  ).split(' '),
);
/** A count, day or month in words, or any word with a digit in it (a price, a time, a size, a date). */
const isFact = (w: string) => FACT_WORDS.has(w.replace(/['’]s$/, '')) || /\d/.test(w);
/** Function words as they are ("not" is not "note"), content words by their stem. */
const sameWord = (a: string, b: string) => a === b || (isContent(a) && isContent(b) && repeatStem(a) === repeatStem(b));

export const sentences = memo((text: string): readonly Span[] =>
  [...text.matchAll(SENTENCE)]
    .map((m) => {
      const lead = m[0].length - m[0].trimStart().length;
      const t = m[0].trim();
      return { start: m.index + lead, end: m.index + lead + t.length, text: t };
    })
    .filter((s) => s.text.length > 0),
);

const span = (draft: string, start: number, end: number): Span => ({ start, end, text: draft.slice(start, end) });

/** Share of `wanted`'s content words whose stem the sentence has (0 when wanted has fewer than `min`), `topic` aside. */
function overlap(
  wanted: readonly string[],
  have: ReadonlySet<string>,
  min: number,
  topic?: ReadonlySet<string>,
): number {
  const c = [...stems(wanted)].filter((w) => !topic?.has(w));
  if (c.length < min) return 0;
  return c.filter((w) => have.has(w)).length / c.length;
}

/** Fuzzy matches need most of the owner's words: half of a long phrase is often just the topic. */
export const FUZZY_SHARE = 0.6;
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
export function findRemoved(
  draft: string,
  removed: readonly string[],
  kept?: KeptSentences,
  situation?: string,
  /** The names the edit put right (namesPutRight), asked only when a removed phrase is about to count as found. */
  renamed?: () => ReadonlySet<string>,
): Repeat | null {
  const words = wordsAt(draft);
  // The old situation's own words (its product, its customer) in a removed phrase are its topic, not the mistake.
  const topic = situation ? sentenceStems(situation) : undefined;
  let names: ReadonlySet<string> | undefined;
  // A name the owner put right under another name is a fact of that draft too, like a count or a day.
  const onlyRenamed = (p: readonly string[]) =>
    renamed !== undefined && content(p).every((w) => (names ??= renamed()).has(w));
  let best: Repeat | null = null;
  for (const phrase of removed) {
    const p = phrase.split(' ').filter(Boolean);
    if (content(p).length === 0) continue; // "the", "and": removing a function word says nothing about a mistake
    // A count or a day the owner put right ("two" hours, "Saturday's") is a fact of that draft, not a mistake.
    if (content(p).every(isFact)) continue;
    // One word of a sentence the owner rewrote ("everything", "the best") is a fragment of the rewrite, not the mistake.
    if (removed.length > REWRITE_PHRASES && content(p).length < 2) continue;
    // What the owner says in a text they approved or wrote is that draft's wording, not the mistake.
    if (kept?.says(p)) continue;
    // As it was, else its content words in another inflection, function words at either end not needed; but never
    // one word of a longer phrase ("on the day" is not "day" in "for a few days").
    const core = p.slice(p.findIndex(isContent), p.findLastIndex(isContent) + 1);
    const exact = indexOfPhrase(words, p, (a, b) => a === b);
    const loose = core.length > 1 || core.length === p.length;
    const at = exact >= 0 ? exact : loose ? indexOfPhrase(words, core, sameWord) : -1;
    if (at >= 0 && onlyRenamed(p)) continue;
    if (at >= 0) {
      const n = exact >= 0 ? p.length : core.length;
      const hit = { span: span(draft, words[at]!.start, words[at + n - 1]!.end), removed: phrase, strength: 1 };
      // Word for word, in any inflection, is as strong as the phrase itself; of two such, the longer one.
      if (!best || best.strength < 1 || hit.span.text.length > best.span.text.length) best = hit;
      continue;
    }
    if (best && best.strength >= 1) continue;
    for (const s of sentences(draft)) {
      if (kept?.has(s.text)) continue; // a sentence the owner kept elsewhere shares words with the mistake, no more
      const share = overlap(p, sentenceStems(s.text), 2, topic);
      if (share >= FUZZY_SHARE && (!best || share > best.strength) && !onlyRenamed(p))
        best = { span: s, removed: phrase, strength: share };
    }
  }
  return best;
}

/** A rejected draft's sentences that hold its mistake: those its reason names (a word or a kind), else all of them. */
export function rejectedSentences(rejectedDraft: string, reason: string | null | undefined): readonly Span[] {
  const all = sentences(rejectedDraft);
  if (!reason) return all;
  const stemsOf = (text: string) => contentWords(text).map(repeatStem);
  const said = new Set(stemsOf(reason));
  const kinds = new Set(conceptsOf(reason));
  const named = all.filter(
    (s) => stemsOf(s.text).some((w) => said.has(w)) || conceptsOf(s.text).some((k) => kinds.has(k)),
  );
  return named.length ? named : all;
}

/** The draft's sentence repeating most of a rejected sentence its reason names (`rejectedSentences`), bar `ignore`. */
export function findRejected(
  draft: string,
  rejectedDraft: string,
  opts: { reason?: string | null; ignore?: (sentence: string) => boolean } = {},
): Repeat | null {
  let best: Repeat | null = null;
  const rejected = rejectedSentences(rejectedDraft, opts.reason)
    .filter((s) => !opts.ignore?.(s.text))
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

/**
 * The draft's sentence that says enough of the owner's reason, less the words naming the old situation: the reason
 * says the mistake in the owner's words, so it finds a repeat in new wording that the removed phrase misses.
 */
export function findReasonWords(
  draft: string,
  reason: string,
  situation: string,
  kept?: KeptSentences,
  corrected = '',
): Repeat | null {
  // A word of the old situation that the corrected text also says is part of the mistake, not only its topic.
  const said = sentenceStems(corrected);
  const topic = new Set([...sentenceStems(situation)].filter((w) => !said.has(w)));
  // A time or a price in the reason ("it's 8:30") is the fact of that draft put right, not a mistake to find again.
  const named = [...new Set(contentWords(reason).map(repeatStem))].filter((w) => !topic.has(w) && !isFact(w));
  if (named.length === 0) return null;
  const need = Math.min(named.length, REASON_WORDS);
  let best: Repeat | null = null;
  for (const s of sentences(draft)) {
    if (kept?.has(s.text)) continue;
    const have = sentenceStems(s.text);
    const hits = named.filter((w) => have.has(w)).length;
    const strength = hits / named.length;
    if (hits >= need && hits >= named.length * REASON_SHARE && (!best || strength > best.strength))
      best = { span: s, removed: reason, strength };
  }
  return best;
}

/** Words of a reason a draft sentence must say (fewer when the reason has fewer)... */
const REASON_WORDS = 2;
/** ...and this share of them: two words of a long reason ("help", "client") are no sign of what it named. */
const REASON_SHARE = 0.35;

/** Sentences the owner approved, wrote or kept: a sentence that is one of them is no mistake. */
export class KeptSentences {
  /** Each kept sentence by its content words' stems (`stemKey`). */
  private readonly kept = new Set<string>();
  private readonly lines: string[];
  private readonly styles = new Map<StyleFeature, boolean>();
  /** The sentences of the goal's kept texts, split when `boilerplate` is first asked. */
  private goalSentences?: ReadonlySet<string>[];
  /** `goalTexts`: the goal's own approved and edited texts, of which a kind's share is taken (default: all). */
  constructor(
    private readonly texts: readonly string[],
    private readonly goalTexts: readonly string[] = texts,
  ) {
    this.lines = texts.map(wordLine);
    for (const t of texts) for (const s of sentences(t)) this.kept.add(stemKey(s.text));
  }
  /** Does a kept text have this sentence, its content words in any order and inflection? */
  has(sentence: string): boolean {
    const key = stemKey(sentence);
    return key !== '' && this.kept.has(key);
  }

  /** Is it the goal's boilerplate (a sentence of each of its kept texts, two at least), like a sign-off? */
  boilerplate(sentence: string): boolean {
    const key = stemKey(sentence);
    if (key === '') return false;
    this.goalSentences ??= this.goalTexts.map((t) => new Set(sentences(t).map((x) => stemKey(x.text))));
    const pool = this.goalSentences;
    return pool.length >= 2 && pool.every((keys) => keys.has(key));
  }

  /** The sentences of the texts the owner kept, each once. */
  sentenceTexts(): string[] {
    return [...new Set(this.texts.flatMap((t) => sentences(t).map((x) => x.text)))];
  }

  /** Does the owner say this phrase, word for word, in a text they approved or wrote? Then it is no mistake in itself. */
  says(phrase: readonly string[]): boolean {
    const p = ` ${phrase.join(' ')} `;
    return this.lines.some((l) => l.includes(p));
  }

  private readonly kinds = new Map<string, boolean>();
  /** Do the owner's kept texts show this kind (concepts.ts) often? Then it is the goal's business, not a mistake. */
  showsKind(concept: string): boolean {
    let found = this.kinds.get(concept);
    if (found === undefined) {
      const n = this.goalTexts.filter((t) => showsConcept(t, concept)).length;
      found = n > 0 && n >= this.goalTexts.length * KIND_SHARE;
      this.kinds.set(concept, found);
    }
    return found;
  }

  /** Does a kept text of this goal show this style? Then the owner accepts it here, whatever other goals show. */
  shows(style: StyleFeature): boolean {
    let found = this.styles.get(style);
    if (found === undefined) {
      found = this.goalTexts.some((t) => draftHasStyle(t, style));
      this.styles.set(style, found); // asked once per candidate row; the texts are the same for all of them
    }
    return found;
  }
}

const sentenceStems = memo((text: string): ReadonlySet<string> => stems(wordsAt(text).map((x) => x.w)));
/** A sentence's content stems, sorted and space-joined: two sentences with the same key say the same ('' for none). */
const stemKey = memo((text: string): string => [...sentenceStems(text)].sort().join(' '));

/** Style the owner cut (an edit), named (a rejection's reason) or rejected (emoji only), shown again by a sentence. */
export function findStyle(
  draft: string,
  row: { rating: -1 | 0 | 1; draft: string; correction: string | null; reason?: string | null },
  kept?: KeptSentences,
  /** Only these styles (the one part of the edit a rule rests on); all the edit shows when absent. */
  only?: readonly StyleFeature[],
): Repeat | null {
  const emojiOnly = (t: string) => words(t).length === 0 && emojiCount(t) > 0;
  if (row.rating === -1 && emojiOnly(row.draft) && emojiOnly(draft))
    return { span: span(draft, 0, draft.length), removed: row.draft.trim(), strength: 1 };
  // The styles the owner's reason names ("far too many emojis", "keep it to one emoji").
  const named = stylesNamedIn(row.reason ?? '');
  // What the owner cut from the draft, or named in rejecting one that shows it.
  const styles =
    row.rating === 0 && row.correction !== null
      ? styleChanges(row.draft, row.correction)
      : row.rating === -1
        ? [...named].filter((s) => draftHasStyle(row.draft, s))
        : [];
  for (const style of styles) {
    if (style === 'shortened' || !draftHasStyle(draft, style) || (only && !only.includes(style))) continue;
    // Some kept ("🙏✨🔥" → "🌕") or shown in kept texts: cut from that draft, not the goal, unless the owner said how
    // much is too much ("keep it to one emoji") and this draft has more than they kept.
    const keptSome = row.correction !== null && draftHasStyle(row.correction, style);
    const overTheirs = keptSome && named.has(style) && styleAmount(draft, style) > styleAmount(row.correction!, style);
    if ((keptSome && !overTheirs) || kept?.shows(style)) continue;
    const shows = (t: string) => (style === 'emoji removed' ? emojiCount(t) > 0 : draftHasStyle(t, style));
    const mine = sentences(draft).find((x) => shows(x.text));
    const theirs = sentences(row.draft).find((x) => shows(x.text));
    if (mine && theirs) return { span: mine, removed: theirs.text, strength: 1 };
  }
  return null;
}

/** The same kind of mistake (concepts.ts) in new words: one draft sentence shows every kind the correction named. */
export function findKind(
  draft: string,
  row: {
    rating: -1 | 0 | 1;
    reason?: string | null;
    edit_removed: string[] | null;
    correction: string | null;
    draft: string;
  },
  kept?: KeptSentences,
): Repeat | null {
  if (row.rating === 1) return null;
  const removed = row.rating === 0 ? (row.edit_removed ?? []) : [];
  const still = new Set(row.correction ? conceptsOf(row.correction) : []);
  const gone = (c: string) => !still.has(c) && !kept?.showsKind(c);
  // Each thing the owner said or took out shown again, by one of the kinds its words name.
  const groups = kindGroupsNamed(row, row.rating === 0 ? removed : null)
    .map((g) => g.filter(gone))
    .filter((g) => g.length > 0);
  if (groups.length === 0) return null;
  const kinds = [...new Set(groups.flat())];
  const shown = sentences(draft).find(
    (s) => !kept?.has(s.text) && groups.every((g) => g.some((c) => showsConcept(s.text, c))),
  );
  if (!shown) return null;
  // Quoted on the card: the removed phrase naming the kind, else the person taken out, else the owner's reason.
  const named =
    removed.find((p) => kinds.some((c) => showsConcept(p, c))) ??
    (row.rating === 0 && kinds.includes('privacy') ? personIn(row.draft) : null) ??
    row.reason ??
    removed.join(' … ');
  return { span: shown, removed: named, strength: 1 };
}

/** Share of the owner's kept texts that show a kind (prices, bookings) for it to be the goal's business, not a mistake. */
const KIND_SHARE = 0.1;

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

/** Names the owner replaced by another name inside a sentence: facts of that draft, like a count, not mistakes. */
export function namesPutRight(draft: string, correction: string | null): ReadonlySet<string> {
  return correction ? putRight(draft, correction) : new Set();
}

const putRight = memoPair((draft: string, correction: string): ReadonlySet<string> => {
  const out = new Set<string>();
  const capitalised = (text: string) =>
    (text.match(WORD) ?? []).filter((w) => isContent(w.toLowerCase()) && /^\p{Lu}/u.test(w));
  for (const r of replacements(draft, correction)) {
    const from = (r.from.match(WORD) ?? []).filter((w) => isContent(w.toLowerCase()));
    const at = draft.indexOf(r.from);
    // At a sentence's start a capital says nothing ("Sorry" → "Apologies").
    const startsSentence = at <= 0 || /[.!?\n]\s*$/.test(draft.slice(0, at));
    const allNames = from.length > 0 && capitalised(r.from).length === from.length;
    if (!allNames || startsSentence || capitalised(r.to).length === 0) continue;
    for (const w of from) out.add(w.toLowerCase().replace('’', "'"));
  }
  return out;
});

/** The draft with a past edit's replacement made at its first (case-insensitive) occurrence, or null when absent. */
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
