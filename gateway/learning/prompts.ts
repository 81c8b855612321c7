// Prompt templates from prompts/*.md, rendered by pure functions; user text only ever inside the data markers.
import { readFileSync } from 'node:fs';
import type { NameableCorrection } from './mistake-namer.ts';
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

/** JSON lines: a correction cannot close the marker block or pose as the prompt's own words. */
const dataLines = (objects: readonly object[]): string =>
  objects.map((o) => JSON.stringify(o).replaceAll('CORRECTIONS>>>', 'CORRECTIONS> >>')).join('\n');

type Corrected = Pick<NameableCorrection, 'reason' | 'edit_removed' | 'edit_added'> & { rating: -1 | 0 | 1 };

const kindOf = (c: Corrected) => (c.rating === -1 ? 'rejected' : 'edited');

/** What the owner removed, added and said: the fields both prompts show of a correction, when there are any. */
const saidOf = (c: Corrected) => ({
  ...(c.edit_removed?.length && { removed: c.edit_removed }),
  ...(c.edit_added?.length && { added: c.edit_added }),
  ...(c.reason && { reason: c.reason }),
});

export function renderProposeRule(opts: ProposeRulePromptOptions): string {
  const evidence = dataLines(
    opts.evidence.map((e) => ({ kind: kindOf(e), ...saidOf(e), ...(e.style?.length && { style: e.style }) })),
  );
  return fill(template('propose-rule.md'), { goal: opts.goal, evidence });
}

/** Drafts longer than this are cut in the naming prompt: the mistake is in what was removed and said. */
const DRAFT_CHARS = 400;

export function renderNameMistakes(opts: { goal: string; items: readonly NameableCorrection[] }): string {
  const corrections = dataLines(
    opts.items.map((c, n) => ({
      n,
      kind: kindOf(c),
      ...(c.task && { task: c.task }),
      draft: c.draft.length > DRAFT_CHARS ? `${c.draft.slice(0, DRAFT_CHARS)}…` : c.draft,
      ...saidOf(c),
    })),
  );
  return fill(template('name-mistakes.md'), { goal: opts.goal, corrections });
}
