// Edit diff and classification: what the owner removed and added, whether the change was only cosmetic, and its
// style (emoji removed, "!!!" cut, capitals lowered or restored, Markdown removed, a long draft cut short).
import { diffWords } from 'diff';
import { memoPair } from './memo.ts';

export type StyleFeature =
  | 'emoji removed'
  | 'exclamations cut'
  | 'capitals lowered'
  | 'capitals restored'
  | 'markdown removed'
  | 'hashtags cut'
  | 'language changed'
  | 'shortened';

export interface EditDiff {
  kind: 'cosmetic' | 'substantive';
  removed: string[];
  added: string[];
  /** Cosmetic changes made on purpose: repeated, they are a style mistake like any other. */
  style: readonly StyleFeature[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;
/** Words and emoji: the phrases of a diff keep the emoji the owner removed, so they can be grouped on. */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\p{Extended_Pictographic}/gu;

/** What a phone types (iOS smart punctuation: ’ ‘ for ', “ ” for ") read as the plain quotes the patterns expect. */
export const plainQuotes = (s: string) => s.replace(/[’‘]/g, "'").replace(/[“”]/g, '"');

/** The words of a text without case, punctuation, emoji or spacing: what a cosmetic edit leaves alone. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace('’', "'"));
}

const tokens = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).map((w) => w.replace('’', "'"));

export const emojiCount = (text: string) => text.match(EMOJI)?.length ?? 0;

/** "#weddingday", "#shopsmall": hashtags, not a Markdown heading ("# Opening hours") or a number ("order #12"). */
const HASHTAG = /(?<![\p{L}\p{N}&#])#(?=[\p{L}\p{N}_]*\p{L})[\p{L}\p{N}_]+/gu;
export const hashtagCount = (text: string) => text.match(HASHTAG)?.length ?? 0;
/** Hashtags that make a wall: what a cut must start from, what a draft shows, what an edit puts back. */
export const HASHTAG_WALL = 3;
/** The words of a text's hashtags, lower case ("#BristolWedding" → "bristolwedding"). */
export const hashtagWords = (text: string) => (text.match(HASHTAG) ?? []).map((h) => h.slice(1).toLowerCase());
export const exclamationCount = (text: string) => text.match(/!/g)?.length ?? 0;
/** Words in capitals ("HUGE", "NEWS"), not single letters. */
export const capitalWords = (text: string) => text.match(/\b\p{Lu}{2,}\b/gu)?.length ?? 0;

/** Signs of text written all in lower case: sentences starting small, a lone "i", no capital at all in 4+ words. */
export function lowercaseSigns(text: string): number {
  const starts = text.match(/(?:^|[.!?]\s+)\p{Ll}/gu)?.length ?? 0;
  const lonelyI = text.match(/(?<![\p{L}\p{N}'’])i(?:['’](?:m|ve|ll|d))?(?![\p{L}\p{N}'’])/gu)?.length ?? 0;
  const none = words(text).length >= 4 && !/\p{Lu}/u.test(text) ? 1 : 0;
  return starts + lonelyI + none;
}

/** Markdown that chat apps and posts show as typed: **bold**, *italics*, # headings, `code`, [links](…). */
export function markdownMarks(text: string): number {
  const patterns = [
    /(\*\*|__)(?=\S)[^\n]*?\S\1/g,
    /(?<![*\w])\*(?=[^\s*])[^*\n]*[^\s*]\*(?![*\w])/g,
    /^[ \t]{0,3}#{1,6}[ \t]+\S/gm,
    /`[^`\n]+`/g,
    /\[[^\]\n]+\]\([^)\s]+\)/g,
  ];
  return patterns.reduce((n, p) => n + (text.match(p)?.length ?? 0), 0);
}

/** Common short words of the languages a small business is most often written to in (no one-letter words but "è"). */
const FUNCTION_WORDS: Record<string, Set<string>> = Object.fromEntries(
  Object.entries({
    en: 'the and is are you your we our of to for with it this that be will can at on in not have from yes no thanks',
    es: 'el la los las es son usted su sus nuestro nuestra de del para con por que se una un al muy gracias está estamos sí',
    de: 'der die das und ist sind sie ihr ihre wir unser unsere mit für zu nicht ein eine dem den auf bei ich haben am ab ja danke',
    fr: 'le la les et est sont vous votre nous notre de des du pour avec que une un au aux pas dans sur oui merci',
    it: 'il lo la gli le è dalla sulla nella alla anche sono lei suo nostro nostra di del della per con che una un al non siamo sì grazie',
    nl: 'de het een en is zijn uw we wij ons onze van voor met dat niet op bij om dan naar ja bedankt',
    pt: 'os as são você seu sua nosso nossa de do da para com que uma um ao não obrigado sim',
  }).map(([lang, ws]) => [lang, new Set(ws.split(' '))]),
);

/** A text's language from its common short words: two distinct ones at least, more than of any other; else null. */
export function languageOf(text: string): string | null {
  const ws = words(text);
  if (ws.length < 5) return null;
  const distinct = [...new Set(ws)];
  const hits = Object.entries(FUNCTION_WORDS)
    .map(([lang, set]) => [lang, distinct.filter((w) => set.has(w)).length] as const)
    .sort((a, b) => b[1] - a[1]);
  const [first, second] = hits;
  return first![1] >= 2 && first![1] > second![1] ? first![0] : null;
}

/** How much of a style a text shows: its emoji, "!", words in capitals, lower-case signs, Markdown, or its words. */
export function styleAmount(text: string, style: StyleFeature): number {
  if (style === 'emoji removed') return emojiCount(text);
  if (style === 'exclamations cut') return exclamationCount(text);
  if (style === 'capitals lowered') return capitalWords(text);
  if (style === 'capitals restored') return lowercaseSigns(text);
  if (style === 'markdown removed') return markdownMarks(text);
  if (style === 'hashtags cut') return hashtagCount(text);
  if (style === 'language changed') return 0; // which language is wrong depends on who wrote in, not on the draft
  return words(text).length;
}

/**
 * A style change counts when it is clear: most of the emoji, "!", capitals, lower-case signs, Markdown or (of three
 * or more) hashtags gone, the whole text put into another language, or a long draft cut by 40%+.
 */
export const styleChanges = memoPair((draft: string, edited: string): readonly StyleFeature[] => {
  const style: StyleFeature[] = [];
  const e = emojiCount(draft);
  if (e > 0 && emojiCount(edited) * 2 <= e) style.push('emoji removed');
  const x = exclamationCount(draft);
  if (x >= 2 && exclamationCount(edited) * 2 <= x) style.push('exclamations cut');
  const c = capitalWords(draft);
  if (c >= 2 && capitalWords(edited) * 2 <= c) style.push('capitals lowered');
  const l = lowercaseSigns(draft);
  if (l >= 2 && lowercaseSigns(edited) * 2 <= l && /\p{Lu}/u.test(edited)) style.push('capitals restored');
  const m = markdownMarks(draft);
  if (m > 0 && markdownMarks(edited) * 2 <= m) style.push('markdown removed');
  const h = hashtagCount(draft);
  if (h >= HASHTAG_WALL && hashtagCount(edited) * 2 <= h) style.push('hashtags cut');
  const [from, to] = [languageOf(draft), languageOf(edited)];
  if (from && to && from !== to) style.push('language changed');
  const before = words(draft).length;
  if (before >= 30 && words(edited).length <= before * 0.6) style.push('shortened');
  return style;
});

/** The opposite of 'shortened': the owner made the draft half as long again (a curt yes grown into an answer). */
export const grewLonger = (draft: string, edited: string): boolean =>
  words(edited).length >= Math.max(words(draft).length * 1.5, words(draft).length + 10);

export function diffEdit(draft: string, edited: string): EditDiff {
  const before = words(draft);
  const after = words(edited);
  const sameWords = before.join(' ') === after.join(' ');
  const sameBag = before.length === after.length && [...before].sort().join(' ') === [...after].sort().join(' ');
  const removed: string[] = [];
  const added: string[] = [];
  for (const change of diffWords(draft, edited, { ignoreCase: true })) {
    const phrase = tokens(change.value).join(' ');
    if (!phrase) continue;
    if (change.removed) removed.push(phrase);
    else if (change.added) added.push(phrase);
  }
  return {
    kind: sameWords || sameBag ? 'cosmetic' : 'substantive',
    removed: unique(removed),
    added: unique(added),
    style: styleChanges(draft, edited),
  };
}

const unique = (xs: string[]) => [...new Set(xs)];
