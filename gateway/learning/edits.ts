// Edit diff and classification: what the owner removed and added, whether the change was only cosmetic,
// and the style of the change (emoji removed, "!!!" cut, capitals lowered, a long draft cut short).
import { diffWords } from 'diff';

export type StyleFeature = 'emoji removed' | 'exclamations cut' | 'capitals lowered' | 'shortened';

export interface EditDiff {
  kind: 'cosmetic' | 'substantive';
  removed: string[];
  added: string[];
  /** Cosmetic changes made on purpose: repeated, they are a style mistake like any other. */
  style: StyleFeature[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;
const EMOJI = /\p{Extended_Pictographic}/gu;
/** Words and emoji: the phrases of a diff keep the emoji the owner removed, so they can be grouped on. */
const TOKEN = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*|\p{Extended_Pictographic}/gu;

/** The words of a text without case, punctuation, emoji or spacing: what a cosmetic edit leaves alone. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace('’', "'"));
}

const tokens = (text: string) => (text.toLowerCase().match(TOKEN) ?? []).map((w) => w.replace('’', "'"));

export const emojiCount = (text: string) => text.match(EMOJI)?.length ?? 0;
export const exclamationCount = (text: string) => text.match(/!/g)?.length ?? 0;
/** Words in capitals ("HUGE", "NEWS"), not single letters. */
export const capitalWords = (text: string) => text.match(/\b\p{Lu}{2,}\b/gu)?.length ?? 0;

/** How much of a style a text shows: its emoji, "!", words in capitals, or (for length) its words. */
export function styleAmount(text: string, style: StyleFeature): number {
  if (style === 'emoji removed') return emojiCount(text);
  if (style === 'exclamations cut') return exclamationCount(text);
  if (style === 'capitals lowered') return capitalWords(text);
  return words(text).length;
}

/** A style change counts when it is clear: most of the emoji, "!" or capitals gone, or a long draft cut by 40%+. */
export function styleChanges(draft: string, edited: string): StyleFeature[] {
  const style: StyleFeature[] = [];
  const e = emojiCount(draft);
  if (e > 0 && emojiCount(edited) * 2 <= e) style.push('emoji removed');
  const x = exclamationCount(draft);
  if (x >= 2 && exclamationCount(edited) * 2 <= x) style.push('exclamations cut');
  const c = capitalWords(draft);
  if (c >= 2 && capitalWords(edited) * 2 <= c) style.push('capitals lowered');
  const before = words(draft).length;
  if (before >= 30 && words(edited).length <= before * 0.6) style.push('shortened');
  return style;
}

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
