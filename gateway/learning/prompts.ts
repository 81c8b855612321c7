// Prompt templates from prompts/*.md, rendered by pure functions; user text only ever inside the data markers.
import { readFileSync } from 'node:fs';
import type { NameableCorrection } from './names.ts';
import type { Evidence } from './propose.ts';

const PROMPTS_DIR = new URL('../../prompts/', import.meta.url);
const cache = new Map<string, string>();

function template(name: string): string {
  let text = cache.get(name);
  if (text === undefined) {
    text = readFileSync(new URL(name, PROMPTS_DIR), 'utf8');
    cache.set(name, text);
  }
  return text;
}

/** Replaces {{key}} placeholders; values are inserted as they are, so callers pass already-quoted data. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}

export interface ProposeRulePromptOptions {
  goal: string;
  evidence: readonly Evidence[];
}

export function renderProposeRule(opts: ProposeRulePromptOptions): string {
  // JSON lines: a correction cannot close the marker block or pose as the prompt's own words.
  const evidence = opts.evidence
    .map((e) =>
      JSON.stringify({
        kind: e.rating === -1 ? 'rejected' : 'edited',
        ...(e.edit_removed?.length && { removed: e.edit_removed }),
        ...(e.edit_added?.length && { added: e.edit_added }),
        ...(e.reason && { reason: e.reason }),
        ...(e.style?.length && { style: e.style }),
      }).replaceAll('CORRECTIONS>>>', 'CORRECTIONS> >>'),
    )
    .join('\n');
  return fill(template('propose-rule.md'), { goal: opts.goal, evidence });
}

/** Drafts longer than this are cut in the naming prompt: the mistake is in what was removed and said. */
const DRAFT_CHARS = 400;

export function renderNameMistakes(opts: { goal: string; items: readonly NameableCorrection[] }): string {
  const corrections = opts.items
    .map((c, n) =>
      JSON.stringify({
        n,
        kind: c.rating === -1 ? 'rejected' : 'edited',
        ...(c.task && { task: c.task }),
        draft: c.draft.length > DRAFT_CHARS ? `${c.draft.slice(0, DRAFT_CHARS)}…` : c.draft,
        ...(c.edit_removed?.length && { removed: c.edit_removed }),
        ...(c.edit_added?.length && { added: c.edit_added }),
        ...(c.reason && { reason: c.reason }),
      }).replaceAll('CORRECTIONS>>>', 'CORRECTIONS> >>'),
    )
    .join('\n');
  return fill(template('name-mistakes.md'), { goal: opts.goal, corrections });
}
