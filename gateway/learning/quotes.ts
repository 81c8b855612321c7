// The owner's words as taploop shows them: a quote is cut from a stored draft, edited text or reason, never rebuilt
// from matched words, so it keeps their case, punctuation and emoji; a long one is cut after a word and marked "…".
import { excerpt } from '../kernel/wording.ts';
import { type Change, changesOf, hasWords } from './changes.ts';
import { type StyleFeature, styleAmount } from './edits.ts';
import { contentWords, type PartView } from './mistake.ts';
import { sentences } from './repeats.ts';

/** A quote as every channel shows it, on one line: “…”, cut at its first line break and to `max` characters at a word. */
export function quoted(text: string, max: number): string {
  const whole = text.trim();
  const line = whole.split('\n')[0]!.trim();
  const cut = excerpt(line, max);
  return `“${cut}${line.length < whole.length && !cut.endsWith('…') ? '…' : ''}”`;
}

/** The change that says the most: the most content words taken out, else put in; null when none has words. */
export function tellingChange(changes: readonly Change[]): Change | null {
  const weight = (c: Change) => contentWords(c.removed).length * 2 + contentWords(c.wrote).length;
  const withWords = changes.filter((c) => hasWords(c.removed) || hasWords(c.wrote));
  return [...withWords].sort((a, b) => weight(b) - weight(a))[0] ?? null;
}

/** What the owner did to a style, in a few words. */
export const STYLE_DONE: Record<StyleFeature, string> = {
  'emoji removed': 'took out the emoji',
  'exclamations cut': 'cut the exclamation marks',
  'capitals lowered': 'took out the capitals',
  'capitals restored': 'put the capitals back',
  'markdown removed': 'took out the Markdown',
  'hashtags cut': 'cut the hashtags',
  'language changed': 'answered in the writer’s language',
  shortened: 'cut it short',
};

/** The first sentence of the draft that shows the style (the draft's first sentence when none does on its own). */
function showing(draft: string, style: StyleFeature): string {
  const all = sentences(draft);
  return (all.find((s) => styleAmount(s.text, style) > 0) ?? all[0])?.text ?? draft;
}

export interface Labelled {
  rating: -1 | 0 | 1;
  reason: string | null;
  draft: string;
  correction: string | null;
}

/** A correction (or its `part`) in one line: the reason when it speaks of it, else the change, else the draft. */
export function correctionLabel(c: Labelled, part: PartView | null, max: number): string {
  if (c.reason && (!part || part.reason)) return quoted(c.reason, max);
  if (c.rating === 0 && c.correction !== null) {
    const style = part && !part.words ? part.styles[0] : undefined;
    if (style) return `${STYLE_DONE[style]}: ${quoted(showing(c.draft, style), max)}`;
    const change = tellingChange(changesOf(c.draft, c.correction));
    if (change?.removed && hasWords(change.removed))
      return `${quoted(change.removed, max)} → ${change.wrote ? quoted(change.wrote, max) : '(removed)'}`;
    if (change?.wrote) return `added ${quoted(change.wrote, max)}`;
  }
  return `rejected ${quoted(sentences(c.draft)[0]?.text ?? c.draft, max)}`;
}
