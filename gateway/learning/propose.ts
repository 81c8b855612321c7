// Deterministic rule text from a group of corrections: the recurring removed/added phrases and the owner's reasons.
import { meaningfulPhrase } from './cluster.ts';

export interface Evidence {
  rating: -1 | 0;
  reason: string | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
}

export interface RuleText {
  title: string;
  body: string;
}

/**
 * Phrases, and the meaningful words inside them, by how many items share them: most shared first, a whole
 * phrase before a single word at equal count, ties in first-seen order. "tomorrow guaranteed" and "next day
 * guaranteed" share no phrase, but both carry "guaranteed".
 */
function ranked(lists: (string[] | null)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    const terms = new Set<string>();
    for (const p of list ?? []) {
      if (!meaningfulPhrase(p)) continue;
      terms.add(p);
      for (const w of p.split(' ')) if (meaningfulPhrase(w)) terms.add(w);
    }
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const words = (s: string) => s.split(' ').length;
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || words(b[0]) - words(a[0]));
}

const quote = (s: string) => `"${s}"`;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function proposeRuleText(items: readonly Evidence[]): RuleText {
  const removed = ranked(items.map((i) => i.edit_removed));
  const added = ranked(items.map((i) => i.edit_added));
  const reasons = ranked(items.map((i) => (i.reason ? [i.reason.trim().toLowerCase()] : null)));
  // Phrases repeated by at least two corrections; a single one only if nothing repeats.
  const pick = (list: [string, number][]) => {
    // The most shared terms only: a rule names what every correction has in common, not what two happen to.
    const top = list[0]?.[1] ?? 0;
    const repeated = top >= 2 ? list.filter(([, n]) => n === top) : [];
    const chosen: string[] = [];
    for (const [term] of repeated.length ? repeated : list.slice(0, 1)) {
      // A word already inside a chosen phrase says nothing new.
      if (chosen.length < 2 && !chosen.some((c) => ` ${c} `.includes(` ${term} `))) chosen.push(term);
    }
    return chosen;
  };
  const avoid = pick(removed);
  const prefer = pick(added);
  const topReason = reasons[0];
  const rejections = items.filter((i) => i.rating === -1).length;

  let title: string;
  if (topReason && (rejections * 2 >= items.length || (!avoid.length && !prefer.length))) title = capitalise(topReason[0]);
  else if (avoid.length) title = `Avoid ${avoid.map(quote).join(', ')}${prefer.length ? `; prefer ${prefer.map(quote).join(', ')}` : ''}`;
  else if (prefer.length) title = `Prefer ${prefer.map(quote).join(', ')}`;
  else title = 'Repeated corrections';

  const body = [
    avoid.length ? `Avoid: ${avoid.join(', ')}.` : '',
    prefer.length ? `Prefer: ${prefer.join(', ')}.` : '',
    reasons.length ? `The owner's reasons: ${reasons.slice(0, 3).map(([r, n]) => `${quote(r)}${n > 1 ? ` (${n}×)` : ''}`).join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return { title: title.length > 120 ? `${title.slice(0, 117)}…` : title, body: body || title };
}
