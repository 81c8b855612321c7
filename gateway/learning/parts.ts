// The mistakes one correction shows: each thing an owner fixes in one edit (a promise and an emoji) is a part of its
// own, mined on its own, so one mistake never hides another and a correction backs one rule per mistake. A correction
// of one mistake is one part, the whole of it, under its own id.
import { type Change, changesOf, hasWords, sentencesOf } from './changes.ts';
import { conceptsOf } from './concepts.ts';
import { diffEdit, type StyleFeature, styleAmount } from './edits.ts';
import {
  type CorrectionFacts,
  contentStems,
  contentWords,
  mistakeOf,
  type PartView,
  stylesNamedIn,
} from './mistake.ts';
import { sentences } from './repeats.ts';

/** 'whole' for a correction of one mistake; else 'words' (what it removed and added) or 'style:…'. */
export type PartKey = string;

export interface Part {
  key: PartKey;
  /** null for the whole correction. */
  view: PartView | null;
}

export const WHOLE = 'whole';
const WORDS = 'words';

/** Shouting is one mistake however it is shown: capitals and a stack of "!" go together. */
const SHOUTING: readonly StyleFeature[] = ['exclamations cut', 'capitals lowered'];

/** The part's id among a goal's items: the correction's own id for the whole, else the id and the part's key. */
export const partId = (feedbackId: string, key: PartKey): string =>
  key === WHOLE ? feedbackId : `${feedbackId}#${key}`;

/** The correction a part id belongs to, and the part's key. */
export function splitPartId(id: string): { feedbackId: string; key: PartKey } {
  const at = id.indexOf('#');
  return at < 0 ? { feedbackId: id, key: WHOLE } : { feedbackId: id.slice(0, at), key: id.slice(at + 1) };
}

/**
 * The parts of a correction: an edit splits into one per style (capitals and "!" together) and one for its words,
 * unless cut short or translated; a rejection is whole. The reason goes to a style it names, else to the words.
 */
export function partsOf(f: CorrectionFacts): Part[] {
  if (f.rating !== 0 || f.correction === null) return [{ key: WHOLE, view: null }];
  const m = mistakeOf({ ...f, part: null });
  if (m.style.has('shortened') || m.style.has('language changed')) return [{ key: WHOLE, view: null }];
  const words = m.removed.size + m.added.size > 0;
  // A style that went only with sentences the owner rewrote is part of the rewrite, unless their reason names it.
  const named = f.reason ? stylesNamedIn(f.reason) : new Set<StyleFeature>();
  const own = words
    ? deliberate(f.draft, f.correction, [...m.style]).concat([...m.style].filter((s) => named.has(s)))
    : [...m.style];
  const groups: StyleFeature[][] = [];
  const shouting = SHOUTING.filter((s) => own.includes(s));
  if (shouting.length) groups.push(shouting);
  for (const s of own) if (!SHOUTING.includes(s)) groups.push([s]);
  const sentences = words ? wordParts(f) : [];
  if (groups.length + Math.max(words ? 1 : 0, sentences.length) <= 1) {
    // One mistake: the whole correction, less a style that only went with its rewrite.
    const dropped = [...m.style].some((s) => !own.includes(s));
    return [{ key: WHOLE, view: dropped ? { styles: [...new Set(own)], words, reason: true } : null }];
  }
  // The reason speaks of the style it names; else of the words; else (no words part) of the first style.
  const reasonStyle = groups.find((g) => g.some((s) => named.has(s))) ?? (words ? null : groups[0]!);
  const parts: Part[] = groups.map((g) => ({
    key: `style:${g.join('+')}`,
    view: { styles: g, words: false, reason: !!f.reason && g === reasonStyle },
  }));
  if (sentences.length >= 2) {
    // The reason speaks of the sentence whose words it shares most, when it speaks of the words at all.
    const said = new Set(f.reason ? contentStems(f.reason) : []);
    const shares = (v: PartView) => contentStems(`${v.from} ${v.to}`).filter((x) => said.has(x)).length;
    const about =
      reasonStyle === null && f.reason ? [...sentences].sort((a, b) => shares(b) - shares(a))[0] : undefined;
    for (const v of sentences)
      parts.push({ key: sentenceKey(v.sentence), view: { ...v, reason: !!f.reason && v === about } });
  } else if (words)
    parts.push({ key: WORDS, view: { styles: [], words: true, reason: !!f.reason && reasonStyle === null } });
  // The part the owner's reason speaks of comes first: it is the mistake they named.
  return parts.sort((a, b) => Number(b.view!.reason) - Number(a.view!.reason));
}

/** One draft sentence the owner changed, as a part's view: its removed and added phrases, its text before and after. */
export interface SentenceView extends PartView {
  /** The draft sentence's index (sentencesOf): the part's key is `sentence:<index>`. */
  sentence: number;
}

/**
 * The sentences of an edit that say something, each with its changes and their own diff (the stored phrases can run
 * across sentences). Words that only moved from one sentence to the next are no change.
 */
export function sentenceViews(f: CorrectionFacts): SentenceView[] {
  if (f.correction === null || f.rating !== 0) return [];
  const ds = sentencesOf(f.draft);
  const sentenceOf = (at: number) => {
    const i = ds.findIndex((x) => at < x.end);
    return i < 0 ? ds.length - 1 : i;
  };
  const bySentence = new Map<number, Change[]>();
  for (const c of changesOf(f.draft, f.correction)) {
    const i = sentenceOf(c.at.start);
    bySentence.set(i, [...(bySentence.get(i) ?? []), c]);
  }
  const whole = mistakeOf({ ...f, reason: null, part: null });
  return [...bySentence].flatMap(([sentence, cs]) => {
    const from = f.draft.slice(Math.min(...cs.map((c) => c.at.start)), Math.max(...cs.map((c) => c.at.end)));
    const to = f.correction!.slice(Math.min(...cs.map((c) => c.to.start)), Math.max(...cs.map((c) => c.to.end)));
    const diff = diffEdit(from, to);
    const view: SentenceView = {
      styles: [],
      words: true,
      reason: false,
      removed: diff.removed,
      added: diff.added,
      from,
      to,
      sentence,
    };
    const m = mistakeOf({ ...f, reason: null, part: view });
    const says = [...m.removed].some((x) => whole.removed.has(x)) || [...m.added].some((x) => whole.added.has(x));
    return says ? [view] : [];
  });
}

/** An edit's words as one part per changed sentence when the sentences name different kinds of mistake; else empty. */
function wordParts(f: CorrectionFacts): SentenceView[] {
  const saying = sentenceViews(f);
  const kinds = saying.map((v) => new Set(conceptsOf(v.from ?? '')));
  const apart = kinds.some(
    (a, i) => a.size > 0 && kinds.some((b, j) => j > i && b.size > 0 && ![...a].some((k) => b.has(k))),
  );
  return apart ? saying : [];
}

/** Styles that go unnoticed in a rewrite; hashtags, Markdown and the like are cut on purpose wherever they stand. */
const INCIDENTAL: readonly StyleFeature[] = ['emoji removed', 'exclamations cut', 'capitals lowered'];

/** Styles changed on purpose: shown by a sentence whose words the owner kept (or a line of emoji), not by rewrites. */
function deliberate(draft: string, edited: string, styles: readonly StyleFeature[]): StyleFeature[] {
  const changes = changesOf(draft, edited);
  const touching = (s: { start: number; end: number }) =>
    changes.filter((c) => c.at.start < s.end && s.start < c.at.end);
  // A sentence changed without being rewritten, or a line of emoji deleted: the style went on purpose there.
  const onPurpose = (s: { start: number; end: number; text: string }) => {
    const cs = touching(s);
    if (cs.length === 0) return false;
    if (!hasWords(s.text)) return true;
    return !cs.some((c) => c.whole && rewrote(c.removed, c.wrote));
  };
  return styles.filter(
    (style) =>
      !INCIDENTAL.includes(style) || sentences(draft).some((s) => styleAmount(s.text, style) > 0 && onPurpose(s)),
  );
}

/** Most of the sentence's words are gone from what the owner wrote in its place. */
function rewrote(removed: string, wrote: string): boolean {
  const kept = new Set(contentWords(wrote));
  const was = contentWords(removed);
  return was.length > 0 && was.filter((w) => kept.has(w)).length * 2 < was.length;
}

/** The part a "same mistake as…?" answer and a namer's name are about: the one the reason names, else the words. */
export function primaryPart(parts: readonly Part[]): Part {
  return parts.find((p) => p.view?.reason) ?? parts.find((p) => p.key === WORDS) ?? parts[0]!;
}

/** The key of the part that is one draft sentence's words. */
export const sentenceKey = (sentence: number): PartKey => `sentence:${sentence}`;

/** The correction's facts as one part sees them. */
export const asPart = <T extends CorrectionFacts>(f: T, part: Part): T => ({ ...f, part: part.view });

/** The part with this key, or null when the correction no longer shows it (its parts are read afresh each night). */
export function partByKey(f: CorrectionFacts, key: PartKey): Part | null {
  return partsOf(f).find((p) => p.key === key) ?? null;
}

/** A correction or one of its parts, as the nightly job and the "same mistake" question compare them. */
export type AsPart<T> = T & { id: string; feedback_id: string; key: PartKey; part: PartView | null };

/** The parts of each correction that no rule rests on yet (`used`: their keys, null for the whole). */
export function unspentParts<T extends CorrectionFacts & { id: string; used?: readonly (string | null)[] }>(
  items: readonly T[],
): AsPart<T>[] {
  return items.flatMap((item) => {
    const used = item.used ?? [];
    if (used.includes(null)) return [];
    const parts = partsOf(item);
    if (parts.length === 1 && used.length > 0) return [];
    return parts
      .filter((p) => !used.includes(p.key))
      .map((p) => ({ ...item, id: partId(item.id, p.key), feedback_id: item.id, key: p.key, part: p.view }));
  });
}

/** A rule's evidence as the part of it the rule rests on (the whole correction when none is recorded). */
export function restingPart<T extends CorrectionFacts & { id: string; part_key: string | null }>(e: T): AsPart<T> {
  const p = e.part_key ? partByKey(e, e.part_key) : null;
  return p
    ? { ...e, id: partId(e.id, p.key), feedback_id: e.id, key: p.key, part: p.view }
    : { ...e, feedback_id: e.id, key: WHOLE, part: null };
}

/** Part ids as a rule's evidence: the corrections, and for those it rests on with one part only, which part. */
export function asEvidence(ids: readonly string[]): { ids: string[]; parts: Record<string, string> } {
  const keys = new Map<string, Set<PartKey>>();
  for (const id of ids) {
    const { feedbackId, key } = splitPartId(id);
    keys.set(feedbackId, (keys.get(feedbackId) ?? new Set()).add(key));
  }
  // Two parts of one correction in one rule's evidence: the rule rests on the correction as a whole.
  const parts: Record<string, string> = {};
  for (const [feedbackId, ks] of keys) if (ks.size === 1 && !ks.has(WHOLE)) parts[feedbackId] = [...ks][0]!;
  return { ids: [...keys.keys()], parts };
}
