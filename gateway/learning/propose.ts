// Deterministic rule text from a group of corrections, written as an instruction a person would write: from the
// owner's reasons when one reads as (or turns into) an instruction, else from the style of the edits, else from the
// recurring removed/added phrases ("Don't say "guaranteed"; say "usually""). Never one word, never a list of words.
import { excerpt, fitTitle } from '../kernel/wording.ts';
import { asWritten, changesOf, hasWords } from './changes.ts';
import { meaningfulPhrase } from './cluster.ts';
import { showsConcept } from './concepts.ts';
import { hashtagWords, type StyleFeature } from './edits.ts';
import { instructionFrom } from './instructions.ts';
import { contentStems, contentWords, kindsNamed } from './mistake.ts';

export interface Evidence {
  rating: -1 | 0;
  reason: string | null;
  edit_removed: string[] | null;
  edit_added: string[] | null;
  /** Style changes of an edit (emoji removed, "!!!" cut, ...), when it had any. */
  style?: StyleFeature[];
  /** The owner's corrected text: a word they removed but kept there is not what they object to. */
  correction?: string | null;
  /** The draft as the agent wrote it: its hashtags ("#cornwall") are the post's topic, never a phrase to avoid. */
  draft?: string;
  /** The situation ("asks whether she will pay tax"): a word most of the group's situations name is their subject. */
  task?: string | null;
}

export interface RuleText {
  title: string;
  body: string;
  /** The body with every recurring phrase when `body` shows only named ones: what dedup.ts matches, never shown. */
  matched_body?: string | null;
}

/** Where a title's words come from: the owner's reasons, a style the edits share, or the phrases they removed. */
type TitleSource = 'reasons' | 'style' | 'kind' | 'phrases';

const quote = (s: string) => `"${s}"`;
const STYLE_TITLE: Record<StyleFeature, (goal: string) => string> = {
  'emoji removed': (goal) => `No emojis in ${goal}`,
  'exclamations cut': (goal) => `No exclamation marks in ${goal}`,
  'capitals lowered': (goal) => `Don't write ${goal} in capitals`,
  'capitals restored': (goal) => `Write ${goal} in sentence case, not all lower case`,
  'markdown removed': (goal) => `No Markdown in ${goal}: asterisks and # show as typed`,
  'hashtags cut': (goal) => `Keep hashtags in ${goal} to two or three`,
  'language changed': (goal) => `Answer ${goal} in the language the person wrote in`,
  shortened: (goal) => `Keep ${goal} short`,
};

/** Terms shared by the most items (a phrase, its words, its runs of two or three), longer first at equal count. */
function ranked(lists: (string[] | null | undefined)[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const list of lists) {
    const terms = new Set<string>();
    for (const p of list ?? []) {
      if (!meaningfulPhrase(p)) continue;
      terms.add(p);
      const ws = p.split(' ');
      for (let i = 0; i < ws.length; i++)
        for (let n = 1; n <= 3 && i + n <= ws.length; n++) {
          const run = ws.slice(i, i + n).join(' ');
          // A run starts and ends on a word that means something: "stress free", not "free to" or "the".
          if (meaningfulPhrase(ws[i]!) && meaningfulPhrase(ws[i + n - 1]!)) terms.add(run);
        }
    }
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  const words = (s: string) => s.split(' ').length;
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || words(b[0]) - words(a[0]));
}

/** The term is the phrase or whole words of it ("this message" in "reply to this message", not "mess"). */
const inside = (term: string, phrase: string) => ` ${phrase} `.includes(` ${term} `);

/** Up to three terms, none inside another already chosen ("message" adds nothing beside "… this message"). */
function distinct(list: [string, number][]): string[] {
  const chosen: string[] = [];
  for (const [t] of list) if (chosen.length < 3 && !chosen.some((c) => inside(t, c) || inside(c, t))) chosen.push(t);
  return chosen;
}

/** The items' removed phrases, less those made only of the drafts' hashtag words (which tags went is the topic). */
function removedPhrases(items: readonly Evidence[]): string[][] {
  const tags = new Set(items.flatMap((i) => (i.draft ? hashtagWords(i.draft) : [])));
  return items.map((i) => (i.edit_removed ?? []).filter((p) => !p.split(' ').every((w) => tags.has(w))));
}

/** The one phrase most items share (at least two), or null. */
function recurring(list: [string, number][]): string | null {
  const [top] = list;
  return top && top[1] >= 2 ? top[0] : null;
}

/** The removal that stands for the group, as the draft has it: the change whose removed words the group most shares. */
function typical(items: readonly Evidence[], kind: string | null = null): string | null {
  // Words two or more of the edits took out: what they share is the mistake, the rest is each draft's own.
  const count = new Map<string, number>();
  for (const i of items)
    for (const s of new Set((i.edit_removed ?? []).flatMap(contentStems))) count.set(s, (count.get(s) ?? 0) + 1);
  const share = (text: string) => new Set(contentStems(text).filter((s) => (count.get(s) ?? 0) >= 2)).size;
  // Each line a removal spans on its own: a quote never runs from one line of the draft into the next.
  const removals = items.flatMap((i) =>
    i.draft !== undefined && i.correction
      ? changesOf(i.draft, i.correction).flatMap((c) => c.removed.split(/\s*\n\s*/u).filter(hasWords))
      : [],
  );
  const best = [...removals].sort((a, b) => share(b) - share(a) || a.length - b.length)[0];
  if (best && share(best) > 0) return excerpt(best, EXAMPLE_MAX);
  // No words in common ("15% off", "25% off"): the change that shows the kind of mistake they share.
  const shows = kind ? removals.find((r) => showsConcept(r, kind)) : undefined;
  return shows ? excerpt(shows, EXAMPLE_MAX) : null;
}

/** The removed phrase (lower-case diff words) sharing most content words: what a rule is matched by, never shown. */
function typicalPhrase(items: readonly Evidence[], removed: string[][]): string | null {
  const phrases = removed.flat().filter(meaningfulPhrase);
  if (!phrases.length) return null;
  const all = items.flatMap((i) => [...(i.edit_removed ?? []), i.reason ?? ''].flatMap(contentStems));
  const share = (p: string) => contentStems(p).filter((s) => all.filter((x) => x === s).length >= 2).length;
  const best = [...phrases].sort((a, b) => share(b) - share(a) || a.length - b.length)[0]!;
  const cut = best.split(' ').slice(0, 10).join(' ');
  return cut.length < best.length ? `${cut}…` : cut;
}

/** An example quoted in a rule: about a sentence. */
const EXAMPLE_MAX = 90;

/** A phrase the diff found (lower case, no punctuation) as one of the texts has it, or null when none holds it. */
const written = (term: string, texts: readonly (string | null | undefined)[]) =>
  asWritten(
    term,
    texts.filter((t): t is string => !!t),
  );

function titleOf(
  items: readonly Evidence[],
  goal: string,
  removed: string[][],
  /** A removed phrase with one of these stems is never what the title says not to say (`proposeRuleText`). */
  allowed: (phrase: string) => boolean,
): { title: string; from: TitleSource } {
  // 1. The owner's own words, when a reason reads as an instruction; the one whose words most items share.
  const reasons = items.map((i) => i.reason).filter((r): r is string => !!r);
  const stemsOfAll = items.flatMap((i) => [...(i.edit_removed ?? []), i.reason ?? ''].flatMap(contentStems));
  const support = (text: string) =>
    contentStems(text).reduce((n, s) => n + stemsOfAll.filter((x) => x === s).length, 0);
  // A reply put into the writer's language: the reasons name one language each ("answer in German"), the rule is all.
  if (halfShow(items, 'language changed')) return { title: STYLE_TITLE['language changed'](goal), from: 'style' };
  const instructions = reasons.map((r) => instructionFrom(r, goal)).filter((x): x is string => x !== null);
  if (instructions.length) {
    const title = [...instructions].sort((a, b) => support(b) - support(a) || a.length - b.length)[0]!;
    return { title, from: 'reasons' };
  }
  // 2. A style change most of the edits share.
  const styles = new Map<StyleFeature, number>();
  for (const i of items) for (const s of i.style ?? []) styles.set(s, (styles.get(s) ?? 0) + 1);
  const [style] = [...styles].sort((a, b) => b[1] - a[1]).filter(([, n]) => n * 2 >= items.length);
  if (style) {
    const title =
      styles.has('exclamations cut') && styles.has('capitals lowered')
        ? `Don't shout: no capitals or exclamation marks in ${goal}`
        : STYLE_TITLE[style[0]](goal);
    return { title, from: 'style' };
  }
  // 3. The phrases the owner keeps removing and putting instead.
  // Quoted as the drafts and the owner's texts have them (case, punctuation), never as the diff's lower-case words.
  const avoidTerm = recurring(ranked(removed).filter(([t]) => allowed(t)));
  const preferTerm = recurring(ranked(items.map((i) => i.edit_added)));
  const avoid =
    avoidTerm &&
    written(
      avoidTerm,
      items.map((i) => i.draft),
    );
  const prefer =
    preferTerm &&
    written(
      preferTerm,
      items.map((i) => i.correction),
    );
  const phrases = (title: string) => ({ title, from: 'phrases' as const });
  if (avoid) return phrases(`Don't say ${quote(avoid)}${prefer ? `; say ${quote(prefer)}` : ''}`);
  // The kind of mistake most of them took out or named (concepts.ts): "15% off" and "give discounts" share no phrase.
  const kind = sharedKind(items);
  if (kind) return { title: KIND_TITLE[kind]!(goal), from: 'kind' };
  // "Always include" only for pure additions: where the edits replaced the subject, the example says what was wrong.
  const replaced = removed.filter((r) => r.length > 0).length * 2 >= items.length;
  if (prefer && !replaced) return phrases(`Always include ${quote(prefer)}`);
  const example = typical(items);
  if (example) return phrases(`Don't write things like ${quote(example)}`);
  return phrases(`Avoid what the owner keeps correcting in ${goal}`);
}

/** Titles for the kinds of mistake (concepts.ts) a rule can be about, said as what not to do. */
const KIND_TITLE: Record<string, (goal: string) => string> = {
  legal: (goal) => `Don't give legal or tax advice in ${goal}`,
  health: (goal) => `No health claims in ${goal}`,
  safety: () => "Don't promise that it's safe",
  certainty: () => "Don't promise or guarantee what you can't be sure of",
  booking: () => "Don't confirm a booking that isn't confirmed",
  privacy: () => "Don't share other people's details",
  discount: (goal) => `Don't offer discounts in ${goal}`,
  price: (goal) => `Don't quote prices in ${goal}`,
  refund: () => "Don't promise refunds",
  delivery: () => "Don't promise delivery dates",
  weather: () => "Don't promise the weather",
  competitors: (goal) => `Don't mention competitors in ${goal}`,
  invention: () => "Don't make up stories or testimonials",
  urgency: (goal) => `No false urgency in ${goal}`,
  body: () => 'No remarks about bodies or weight',
  hype: (goal) => `Tone down the hype in ${goal}`,
  apology: (goal) => `Don't over-apologise in ${goal}`,
  blame: () => "Don't blame the customer",
  strict: (goal) => `Don't sound stern in ${goal}`,
  formality: (goal) => `Make ${goal} less formal`,
  humour: (goal) => `No jokes in ${goal}`,
  jargon: (goal) => `No jargon in ${goal}`,
  eco: () => "No green claims you can't back up",
};

/** The kind of mistake at least half of the items took out or named, and more than any other; null when none. */
function sharedKind(items: readonly Evidence[]): string | null {
  const count = new Map<string, number>();
  for (const i of items) {
    const kinds = kindsNamed(
      { reason: i.reason, draft: i.draft ?? '', correction: i.correction ?? null },
      i.rating === 0 ? (i.edit_removed ?? []) : null,
    );
    for (const k of new Set(kinds)) if (KIND_TITLE[k]) count.set(k, (count.get(k) ?? 0) + 1);
  }
  const [first, second] = [...count].sort((a, b) => b[1] - a[1]);
  return first && first[1] * 2 >= items.length && first[1] > (second?.[1] ?? 0) ? first[0] : null;
}

/** At least half of the corrections made this style change. */
const halfShow = (items: readonly Evidence[], style: StyleFeature) =>
  items.filter((i) => i.style?.includes(style)).length * 2 >= items.length;

const REASONS_LEAD = "The owner's reasons:";
/** The body's last sentence: "From 3 corrections." */
const COUNT_LEAD = 'From';

/** A rule's text without the reasons its body quotes: they name each correction's details, not what the rule says. */
export function ruleWords(rule: { title: string; body: string }): string {
  const at = rule.body.indexOf(REASONS_LEAD);
  const end = at < 0 ? -1 : rule.body.indexOf(`. ${COUNT_LEAD} `, at);
  const body = at < 0 ? rule.body : `${rule.body.slice(0, at)}${end < 0 ? '' : rule.body.slice(end + 2)}`;
  // The example is a draft's sentence, most of it that draft's own situation: not what the rule is about either.
  return `${rule.title} ${body.replace(EXAMPLE_SENTENCE, ' ')}`;
}

/** The body's example as `proposeRuleText` shows it: `For example, the owner removed "…".` */
const EXAMPLE_SENTENCE = /For example, the owner removed "[^"\n]*"\./g;

const COUNT_AT_END = new RegExp(`(^|\\. )${COUNT_LEAD} \\d+ corrections\\.$`);
/** A body as `proposeRuleText` writes it (it ends "From 3 corrections."), not the owner's words or an LLM's. */
export const writtenFromPhrases = (body: string): boolean => COUNT_AT_END.test(body.trim());

export function proposeRuleText(
  items: readonly Evidence[],
  goal = 'drafts',
  /** Stems the owner writes in their own texts of the goal: its subject ("hmrc", "tax"), never a word to avoid. */
  said: ReadonlySet<string> = new Set(),
): RuleText {
  const removed = removedPhrases(items);
  const kept = new Set(items.flatMap((i) => (i.correction ? contentStems(i.correction) : [])));
  // A word the owner kept in these corrections, writes in the goal's own texts, or most situations name is the subject
  // ("hmrc", "tax"): never a word to avoid, in the body or the title.
  const tasks = new Map<string, number>();
  for (const i of items) for (const s of new Set(contentStems(i.task ?? ''))) tasks.set(s, (tasks.get(s) ?? 0) + 1);
  const subject = (s: string) => (tasks.get(s) ?? 0) >= Math.max(2, Math.ceil(items.length / 2));
  const forbiddable = (t: string) => !contentStems(t).some((s) => kept.has(s) || said.has(s) || subject(s));
  const { title, from } = titleOf(items, goal, removed, forbiddable);
  // Drafts cut short: which words went is the owner's choice of the day (mistake.ts), not what the rule forbids.
  const cutShort = halfShow(items, 'shortened');
  const avoid = cutShort ? [] : distinct(ranked(removed).filter(([t, n]) => n >= 2 && forbiddable(t)));
  const prefer = distinct(ranked(items.map((i) => i.edit_added)).filter(([, n]) => n >= 2));
  const example = cutShort ? null : typical(items, sharedKind(items));
  // The same reason given twice counts twice, quoted as the owner first wrote it.
  const reasonCounts = new Map<string, { text: string; n: number }>();
  for (const i of items) {
    if (!i.reason?.trim()) continue;
    const key = i.reason.trim().toLowerCase();
    const seen = reasonCounts.get(key);
    reasonCounts.set(key, { text: seen?.text ?? i.reason.trim(), n: (seen?.n ?? 0) + 1 });
  }
  const reasons = [...reasonCounts.values()].map((r) => [r.text, r.n] as const).sort((a, b) => b[1] - a[1]);
  const tail = [
    reasons.length
      ? `${REASONS_LEAD} ${reasons
          .slice(0, 3)
          .map(([r, n]) => `${quote(r)}${n > 1 ? ` (${n}×)` : ''}`)
          .join(', ')}.`
      : '',
    `${COUNT_LEAD} ${items.length} corrections.`,
  ]
    .filter(Boolean)
    .join(' ');
  const drafts = items.map((i) => i.draft);
  const corrected = items.map((i) => i.correction);
  // Each phrase quoted as a draft (or the owner's text, for what they prefer) has it; one found in none is left out.
  const quoteAll = (terms: string[], texts: readonly (string | null | undefined)[]) => [
    ...new Set(terms.map((t) => written(t, texts)).filter((t): t is string => !!t)),
  ];
  const bodyOf = (avoid: string[], prefer: string[], example: string | null) => {
    const a = quoteAll(avoid, drafts);
    const p = quoteAll(prefer, corrected);
    return [
      a.length
        ? `Avoid: ${a.map(quote).join(', ')}.`
        : example
          ? `For example, the owner removed ${quote(example)}.`
          : '',
      p.length ? `Prefer: ${p.map(quote).join(', ')}.` : '',
      tail,
    ]
      .filter(Boolean)
      .join(' ');
  };
  // What the rule is matched by (dedup.ts marksOfRule): every phrase, as the diff's words; never shown.
  const matchedExample = cutShort ? null : typicalPhrase(items, removed);
  const matched = [
    avoid.length
      ? `Avoid: ${avoid.join(', ')}.`
      : matchedExample
        ? `For example, the owner removed ${quote(matchedExample)}.`
        : '',
    prefer.length ? `Prefer: ${prefer.join(', ')}.` : '',
    tail,
  ]
    .filter(Boolean)
    .join(' ');
  // A title in the owner's words, or a style, says what the rule is: beside it the body shows only the phrases those
  // words name and a telling example, while the rule is still matched by every phrase (`matched_body`). The goal's name
  // in a title names the drafts, not what to avoid in them.
  const goalWords = new Set(contentStems(goal));
  const own = new Set(contentStems([title, ...reasons.map(([r]) => r)].join('. ')).filter((s) => !goalWords.has(s)));
  const named = (t: string) => from === 'phrases' || from === 'kind' || contentStems(t).some((s) => own.has(s));
  const shownAvoid = avoid.filter(named);
  // What the owner put instead of a forbidden phrase, twice or more, is preferred though unnamed ("affordable").
  const has = (list: string[] | null, term: string) => (list ?? []).some((p) => inside(term, p));
  const insteadOf = (t: string) =>
    items.filter((i) => has(i.edit_added, t) && shownAvoid.some((a) => has(i.edit_removed, a))).length >= 2;
  const telling =
    example && (from === 'phrases' || from === 'kind' || contentWords(example).length >= 2) ? example : null;
  const body = bodyOf(
    shownAvoid,
    prefer.filter((t) => named(t) || insteadOf(t)),
    telling,
  );
  return {
    title: fitTitle(title),
    body,
    ...(matched !== body && { matched_body: matched }),
  };
}
