// The quote audit: every phrase the learning shows an owner or an agent as the owner's (a rule's title and body, a
// context's rules, a check's removed and replaced text, a card's pre-check, a "same mistake as…?" question and its
// choices) must stand verbatim in a stored draft, edited text or reason, and start and end at word boundaries.
import type { Db } from '../db/client.ts';
import type { Gateway } from '../gateway/core/gateway.ts';
import { precheckText } from '../gateway/core/precheck.ts';

export interface QuoteProblem {
  where: string;
  quote: string;
}

export interface QuoteAudit {
  /** Quotes checked. */
  checked: number;
  /** Quotes found nowhere verbatim (or only cut inside a word). */
  bad: QuoteProblem[];
}

export const emptyAudit = (): QuoteAudit => ({ checked: 0, bad: [] });

/** The quoted phrases of a text shown to a person: between "…" or “…”. */
export function quotesIn(text: string): string[] {
  return [...text.matchAll(/"([^"\n]+)"|“([^”\n]+)”/gu)].map((m) => (m[1] ?? m[2])!);
}

const WORD_CHAR = /[\p{L}\p{N}]/u;

/**
 * Does the quote stand in one of the texts as written (case, punctuation, emoji), from a word's start to a word's end?
 * A leading or trailing "…" marks a cut and is not part of the owner's text.
 */
export function standsVerbatim(quote: string, texts: readonly string[]): boolean {
  const q = quote.replace(/^…\s*/u, '').replace(/\s*…$/u, '');
  if (!q.trim()) return true;
  for (const t of texts) {
    for (let at = t.indexOf(q); at >= 0; at = t.indexOf(q, at + 1)) {
      const before = at > 0 ? t[at - 1]! : ' ';
      const after = at + q.length < t.length ? t[at + q.length]! : ' ';
      const startsWord = !(WORD_CHAR.test(before) && WORD_CHAR.test(q[0]!));
      const endsWord = !(WORD_CHAR.test(after) && WORD_CHAR.test(q[q.length - 1]!));
      if (startsWord && endsWord) return true;
    }
  }
  return false;
}

/** Every text the owner or the agents stored: drafts, edited texts and reasons. */
export async function storedTexts(db: Db): Promise<string[]> {
  const rows = await db.query<{ t: string }>(
    `select draft as t from runs union all select correction from feedback where correction is not null
     union all select reason from feedback where reason is not null`,
  );
  return rows.map((r) => r.t);
}

/** One audit pass: checks the quotes of every shown text into `audit`. */
function checker(texts: readonly string[], audit: QuoteAudit) {
  return (where: string, quotes: readonly (string | null | undefined)[]) => {
    for (const q of quotes) {
      if (q === null || q === undefined || q === '') continue;
      audit.checked++;
      if (!standsVerbatim(q, texts)) audit.bad.push({ where, quote: q });
    }
  };
}

/**
 * Audits what the gateway shows: every rule, the context and check for each probe, the card's pre-check line, and
 * the "same mistake as…?" question about each correction.
 */
export async function auditShown(
  gateway: Gateway,
  db: Db,
  probes: readonly { goal: string; task: string; draft: string }[],
  feedbackIds: readonly string[],
  audit: QuoteAudit,
  timezone = 'UTC',
): Promise<QuoteAudit> {
  const check = checker(await storedTexts(db), audit);
  for (const rule of await gateway.listRules({})) {
    check(`rule ${rule.id} title`, quotesIn(rule.title));
    check(`rule ${rule.id} body`, quotesIn(rule.body));
  }
  for (const p of probes) {
    const context = await gateway.getContext({ goal: p.goal, task: p.task, draft: p.draft, k: 5 });
    // The rules as the agent reads them (the header quotes the goal's name, not the owner).
    const rulesPart = context.text.split('## Past corrections')[0]!.split('## Rules')[1] ?? '';
    check(`context (${p.goal})`, quotesIn(rulesPart));
    const checked = await gateway.checkDraft({ goal: p.goal, task: p.task, draft: p.draft });
    for (const c of checked.corrections) check(`check (${p.goal}) correction`, [c.removed, c.replaced_with]);
    for (const r of checked.rules) check(`check (${p.goal}) rule`, [r.matched, ...quotesIn(r.title)]);
    const shown = precheckText(checked, timezone);
    if (shown) check(`card pre-check (${p.goal})`, quotesIn(shown.text));
  }
  for (const id of feedbackIds) {
    const q = await gateway.mistakeQuestion(id).catch(() => null);
    if (!q) continue;
    check(`same mistake: about ${q.about.label}`, quotesIn(q.about.label));
    for (const c of q.choices) check(`same mistake: choice (${c.kind})`, quotesIn(c.label));
  }
  return audit;
}
