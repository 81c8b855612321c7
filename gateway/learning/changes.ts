// An edit's changes as the owner made them: each draft sentence they changed, what they took out of it and what they
// wrote in its place, quoted exactly as the draft and the edited text have them (case, punctuation, emoji). When the
// owner rewrote a sentence, the change is the whole sentence and their whole sentence(s) in its place.
import { diffWords } from 'diff';
import { STOP_WORDS } from './embeddings/local.ts';
import { type Span, sentences } from './repeats.ts';

export interface Change {
  /** What the owner took out, as the draft has it ('' when they only added words). */
  removed: string;
  /** What they wrote in its place, as they wrote it ('' when they only deleted). */
  wrote: string;
  /** Where `removed` is in the draft (an empty span where words were only added). */
  at: { start: number; end: number };
  /** Where `wrote` is in the edited text (an empty span where words were only deleted). */
  to: { start: number; end: number };
  /** The change covers its whole sentence: `removed` is the draft's sentence(s), `wrote` the owner's. */
  whole: boolean;
}

const WORDS = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const wordsOf = (text: string) => (text.toLowerCase().match(WORDS) ?? []).map((w) => w.replace('’', "'"));
const isContent = (w: string) => w.length >= 2 && !STOP_WORDS.has(w);

/** The sentences of a text as repeats.ts splits them, also split after emoji that end one (as posts often do). */
export function sentencesOf(text: string): Span[] {
  return sentences(text).flatMap((s) => {
    const out: Span[] = [];
    let from = 0;
    for (const m of s.text.matchAll(
      /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic})*\s+(?=\p{Lu})/gu,
    )) {
      const end = m.index + m[0].trimEnd().length;
      out.push({ start: s.start + from, end: s.start + end, text: s.text.slice(from, end) });
      from = m.index + m[0].length;
    }
    out.push({ start: s.start + from, end: s.end, text: s.text.slice(from) });
    return out;
  });
}

/** A part of a word diff found in the texts it came from: where it starts and ends in the old and the new text. */
interface Located {
  kind: 'added' | 'removed' | 'kept';
  value: string;
  /** In the old text (removed and kept parts) and in the new one (added and kept parts); -1 where it is not. */
  a: number;
  aEnd: number;
  b: number;
  bEnd: number;
}

/**
 * A word diff with each part placed in the texts: its values do not add up to them (spaces move, case differs), so
 * each part is found, case-insensitively, from where the last one ended.
 */
function locatedDiff(old: string, now: string): Located[] {
  const [lo, ln] = [old.toLowerCase(), now.toLowerCase()];
  let a = 0;
  let b = 0;
  const find = (lower: string, from: number, value: string) => {
    const v = value.trim().toLowerCase();
    if (!v) return { start: from, end: from };
    const at = lower.indexOf(v, from);
    return at < 0 ? { start: from, end: from } : { start: at, end: at + v.length };
  };
  return diffWords(old, now, { ignoreCase: true }).map((part) => {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'kept';
    const inOld = kind === 'added' ? { start: -1, end: -1 } : find(lo, a, part.value);
    const inNew = kind === 'removed' ? { start: -1, end: -1 } : find(ln, b, part.value);
    if (kind !== 'added') a = inOld.end;
    if (kind !== 'removed') b = inNew.end;
    return { kind, value: part.value, a: inOld.start, aEnd: inOld.end, b: inNew.start, bEnd: inNew.end };
  });
}

/** How much two sentences have in common: shared content words count fully, other shared words a little. */
function sharedWeights(draft: string, edited: string, ds: Span[], es: Span[]): number[][] {
  const weight = ds.map(() => es.map(() => 0));
  const sentenceAt = (spans: Span[], at: number) => spans.findIndex((s) => at >= s.start && at < s.end);
  for (const part of locatedDiff(draft, edited)) {
    if (part.kind !== 'kept') continue;
    const kept = draft.slice(part.a, part.aEnd);
    for (const m of kept.matchAll(WORDS)) {
      const i = sentenceAt(ds, part.a + m.index);
      const j = sentenceAt(es, part.b + m.index);
      if (i >= 0 && j >= 0) weight[i]![j]! += isContent(m[0].toLowerCase()) ? 1 : 0.2;
    }
  }
  return weight;
}

/** Draft and edited sentences paired in order, most shared words first (a monotonic alignment, as a diff of lines). */
function align(weight: number[][], n: number, m: number): [number, number][] {
  const best = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = 1; i <= n; i++)
    for (let j = 1; j <= m; j++) {
      const w = weight[i - 1]![j - 1]!;
      best[i]![j] = Math.max(best[i - 1]![j]!, best[i]![j - 1]!, w > 0 ? best[i - 1]![j - 1]! + w : 0);
    }
  const pairs: [number, number][] = [];
  for (let i = n, j = m; i > 0 && j > 0; ) {
    const w = weight[i - 1]![j - 1]!;
    if (w > 0 && best[i]![j] === best[i - 1]![j - 1]! + w) {
      pairs.push([i - 1, j - 1]);
      i--;
      j--;
    } else if (best[i]![j] === best[i - 1]![j]) i--;
    else j--;
  }
  return pairs.reverse();
}

/** The text from the start of the first span to the end of the last, as written. */
const stretch = (text: string, spans: readonly Span[]) =>
  spans.length ? text.slice(spans[0]!.start, spans[spans.length - 1]!.end) : '';

/** A stretch of words without the comma or semicolon it began with ("; it usually takes…" reads "it usually takes…"). */
function words(spans: Span[]): Span[] {
  const first = spans[0];
  if (!first) return spans;
  const lead = first.text.match(/^[,;:–—-]+\s*/u)?.[0].length ?? 0;
  if (lead === 0) return spans;
  if (lead === first.text.length) return words(spans.slice(1));
  return [{ start: first.start + lead, end: first.end, text: first.text.slice(lead) }, ...spans.slice(1)];
}

/**
 * What changed inside one kept sentence: each stretch taken out (running over punctuation, not over a kept word) and
 * what was written in its place; the whole sentence when most of its words went.
 */
function insideSentence(d: Span, e: Span): Change[] {
  const hunks: { removed: Span[]; added: Span[]; a: number; b: number }[] = [];
  let open: (typeof hunks)[number] | null = null;
  let a = 0;
  let b = 0;
  let removedWords = 0;
  for (const part of locatedDiff(d.text, e.text)) {
    if (part.kind === 'kept') {
      // A kept word closes the stretch; kept punctuation or spaces do not.
      if (open && hasWords(part.value)) {
        hunks.push(open);
        open = null;
      }
      a = part.aEnd;
      b = part.bEnd;
      continue;
    }
    open ??= { removed: [], added: [], a, b };
    if (part.kind === 'added') {
      if (part.bEnd > part.b) open.added.push({ start: part.b, end: part.bEnd, text: e.text.slice(part.b, part.bEnd) });
      b = part.bEnd;
    } else {
      if (part.aEnd > part.a)
        open.removed.push({ start: part.a, end: part.aEnd, text: d.text.slice(part.a, part.aEnd) });
      removedWords += wordsOf(part.value).length;
      a = part.aEnd;
    }
  }
  if (open) hunks.push(open);
  // Only the case changed ("GREAT" → "great"): the words are the same, the draft's sentence and theirs differ.
  if (hunks.length === 0) return d.text === e.text ? [] : [sentenceFor(d, e)];
  if (removedWords * 2 > wordsOf(d.text).length) return [sentenceFor(d, e)];
  return hunks
    .map((raw) => {
      const h = { ...raw, removed: words(raw.removed), added: words(raw.added) };
      const from = stretch(d.text, h.removed);
      const into = stretch(e.text, h.added);
      // Where nothing was taken out (or added), the empty side sits where the other side's words went.
      const start = d.start + (h.removed[0]?.start ?? h.a);
      const toStart = e.start + (h.added[0]?.start ?? h.b);
      return {
        removed: from,
        wrote: into,
        at: { start, end: start + from.length },
        to: { start: toStart, end: toStart + into.length },
        whole: false,
      };
    })
    .filter((c) => c.removed !== '' || c.wrote !== '');
}

const sentenceFor = (d: Span, e: Span): Change => ({
  removed: d.text,
  wrote: e.text,
  at: { start: d.start, end: d.end },
  to: { start: e.start, end: e.end },
  whole: true,
});

/**
 * The changes of an edit, in draft order: sentences pair by shared words; an unpaired one was deleted, or replaced by
 * what was written where it stood. Quotes are cut from the texts, so they keep case, punctuation and emoji.
 */
export function changesOf(draft: string, edited: string): Change[] {
  const ds = sentencesOf(draft);
  const es = sentencesOf(edited);
  const pairs = align(sharedWeights(draft, edited, ds, es), ds.length, es.length);
  const out: Change[] = [];
  // Anchors: the paired sentences, with a sentinel at the end so the last gap is handled like the others.
  const anchors: [number, number][] = [...pairs, [ds.length, es.length]];
  let di = 0;
  let ej = 0;
  for (const [i, j] of anchors) {
    const gone = ds.slice(di, i);
    const written = es.slice(ej, j);
    if (gone.length && written.length) {
      // Sentences deleted where the owner wrote others: a replacement of the one by the other.
      out.push({
        removed: stretch(draft, gone),
        wrote: stretch(edited, written),
        at: { start: gone[0]!.start, end: gone[gone.length - 1]!.end },
        to: { start: written[0]!.start, end: written[written.length - 1]!.end },
        whole: true,
      });
    } else if (gone.length) {
      const to = ej > 0 ? es[ej - 1]!.end : 0;
      for (const g of gone)
        out.push({
          removed: g.text,
          wrote: '',
          at: { start: g.start, end: g.end },
          to: { start: to, end: to },
          whole: true,
        });
    } else if (written.length) {
      const before = out[out.length - 1];
      const at = di > 0 ? ds[di - 1]!.end : 0;
      const end = written[written.length - 1]!.end;
      // The owner's rewrite of the sentence before went on into more sentences: they are part of what they wrote.
      if (before?.whole && before.at.end === at && before.wrote) {
        before.to = { start: before.to.start, end };
        before.wrote = edited.slice(before.to.start, end);
      } else
        out.push({
          removed: '',
          wrote: stretch(edited, written),
          at: { start: at, end: at },
          to: { start: written[0]!.start, end },
          whole: false,
        });
    }
    if (i < ds.length) out.push(...insideSentence(ds[i]!, es[j]!));
    di = i + 1;
    ej = j + 1;
  }
  return out;
}

/** Contains a word (a letter or digit), not only punctuation or emoji. */
export const hasWords = (text: string): boolean => /[\p{L}\p{N}]/u.test(text);

/** A phrase found by its diff words ("ready tomorrow guaranteed") as a text has it ("ready tomorrow, guaranteed"). */
export function asWritten(phrase: string, texts: readonly string[]): string | null {
  const want = wordsOf(phrase);
  if (want.length === 0) return null;
  let first: string | null = null;
  for (const text of texts) {
    const found = [...text.matchAll(WORDS)];
    for (let i = 0; i + want.length <= found.length; i++) {
      if (want.every((w, k) => found[i + k]![0].toLowerCase().replace('’', "'") === w)) {
        const last = found[i + want.length - 1]!;
        const quote = text.slice(found[i]!.index, last.index + last[0].length);
        // Lower case where it stands so ("usually", not a sentence's "Usually") reads best inside a rule's sentence.
        if (quote === quote.toLowerCase()) return quote;
        first ??= quote;
      }
    }
  }
  return first;
}
