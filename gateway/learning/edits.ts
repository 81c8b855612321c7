// Edit diff and classification: what the owner removed and added, and whether the change was only cosmetic.
import { diffWords } from 'diff';

export interface EditDiff {
  kind: 'cosmetic' | 'substantive';
  removed: string[];
  added: string[];
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}\p{N}]+)*/gu;

/** The words of a text without case, punctuation, emoji or spacing: what a cosmetic edit leaves alone. */
export function words(text: string): string[] {
  return (text.toLowerCase().match(WORD) ?? []).map((w) => w.replace('’', "'"));
}

export function diffEdit(draft: string, edited: string): EditDiff {
  const before = words(draft);
  const after = words(edited);
  const sameWords = before.join(' ') === after.join(' ');
  const sameBag = before.length === after.length && [...before].sort().join(' ') === [...after].sort().join(' ');
  const removed: string[] = [];
  const added: string[] = [];
  for (const change of diffWords(draft, edited, { ignoreCase: true })) {
    const phrase = words(change.value).join(' ');
    if (!phrase) continue;
    if (change.removed) removed.push(phrase);
    else if (change.added) added.push(phrase);
  }
  return { kind: sameWords || sameBag ? 'cosmetic' : 'substantive', removed: unique(removed), added: unique(added) };
}

const unique = (xs: string[]) => [...new Set(xs)];
