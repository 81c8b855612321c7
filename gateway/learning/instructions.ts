// The instruction inside an owner's reason ("Too long, keep it under 50 words" → "Keep replies under 50 words"): the
// rule title a candidate gets when the owner said what they want in their own words (propose.ts).
import { plainQuotes } from './edits.ts';
import { contentWords } from './mistake.ts';

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Verbs and openers an instruction starts with. */
const IMPERATIVE =
  /^(never|don't|dont|do not|no|stop|avoid|keep|use|write|say|sign|ask|answer|add|always|leave|drop|lose|cut|tone|stick|talk|send|include|remove|mention|be|make|give|put|skip|only|call|thank|link|tell|check|mind|spell|end|start|open|reply|respond|show|quote|offer|promise|explain|describe|focus|limit|at most|one|just|less|fewer)\b/;

/**
 * The instruction inside one of the owner's reasons ("too many hashtags" → "Use fewer hashtags"), or null for a
 * reason that only describes ("that story never happened").
 */
export function instructionFrom(reason: string, goal: string): string | null {
  // Matched without regard to case or smart quotes, but the owner's own casing kept ("sign as Ines").
  const clauses = plainQuotes(reason)
    .replace(/"/g, '')
    // A question echoes the draft back in disbelief ("send the kids in?? an adult comes too"): not what to do.
    .replace(/[^,;.!?:()]*\?/g, '.')
    .split(/[,;.!?:()]| [-–—] | but /i)
    .map((c) =>
      c
        .trim()
        .replace(/^(please|pls|plz|so|and|just|ok|okay)\s+/i, '')
        .replace(/\s+(please|pls|plz)$/i, '')
        .trim(),
    )
    .filter((c) => c.split(/\s+/).length >= 1 && c.length >= 3);
  const out: string[] = [];
  for (const c of clauses) {
    const instruction = rewrite(c, goal);
    if (instruction) out.push(instruction);
  }
  // The most specific instruction in the reason: the longest, up to a sensible length.
  const best = out.filter((x) => x.split(' ').length >= 2 && !vague(x)).sort((a, b) => score(b) - score(a))[0];
  return best ? capitalise(anyone(best)) : null;
}

/** "Stop it", "Tone it down", "Don't sell it like that": an instruction about "it" that names nothing else. */
const vague = (s: string) => {
  const m = s.match(/^(?:don'?t |never |do not )?\w+ (?:it|that|this|them|those)\b(.*)$/i);
  return m !== null && contentWords(m[1]!).length < 2;
};

const score = (s: string) => Math.min(s.split(' ').length, 8) + (/\d/.test(s) ? 2 : 0);

/** Verbs whose "her" or "him" is the person given something ("offer her credit"), not whose thing it is. */
const GIVE = /^(?:offer|give|send|tell|ask|show|call|thank|remind|let|promise|email|text|ring|invite|pay)$/i;

/** The instruction for anyone, not the one customer it came from: "use his first name" → "use their first name". */
function anyone(instruction: string): string {
  const w = instruction.split(' ');
  return w
    .map((x, i) => {
      if (/^him$/i.test(x)) return 'them';
      if (/^his$/i.test(x)) return 'their';
      // "her" is whom after "offer" or at the end ("ask her"), else whose ("use her name").
      if (/^her$/i.test(x)) return GIVE.test(w[i - 1] ?? '') || i === w.length - 1 ? 'them' : 'their';
      return x;
    })
    .join(' ');
}

/** "it needs to" → "replies need to": the goal's drafts are many. */
const PLURAL_VERB: Record<string, string> = { 'needs to': 'need to', 'has to': 'have to' };

function rewrite(c: string, goal: string): string | null {
  let m: RegExpMatchArray | null;
  if ((m = c.match(/^(?:way |far |much |a bit |a little )?too (many) (.+)$/i))) return `use fewer ${m[2]}`;
  if ((m = c.match(/^(?:way |far |a bit |a little )?too much (.+)$/i))) return `tone down the ${m[1]}`;
  if ((m = c.match(/^(?:way |far |much |a bit |a little )?too (long|wordy|verbose|chatty)\b/i)))
    return `keep ${goal} short`;
  if ((m = c.match(/^(?:way |far |much |a bit |a little )?too (\w+)$/i)))
    return /^(much|many)$/i.test(m[1]!) ? null : `make ${goal} less ${m[1]}`;
  if ((m = c.match(/^we (?:can'?t|cannot|can not|don'?t|do not|won'?t|never) (.+)$/i))) return `don't ${m[1]}`;
  if ((m = c.match(/^(\w+er)$/i)) && !/^(never|ever|over|under|other|after|rather|either|neither)$/i.test(m[1]!))
    return `make ${goal} ${m[1]!.toLowerCase()}`;
  if ((m = c.match(/^(less|fewer|more) (.+)$/i))) return `${m[1]} ${m[2]}`;
  // "we need to see the papers first" → "see the papers first"; "it should…" → "replies should…".
  if ((m = c.match(/^we (?:should|must|need to|have to|always) (.+)$/i))) return m[1]!;
  if ((m = c.match(/^(?:it|this|that|they|these|those) (should|must|needs? to|has to|have to) (.+)$/i)))
    return `${goal} ${PLURAL_VERB[m[1]!.toLowerCase()] ?? m[1]} ${m[2]}`;
  if ((m = c.match(/^((?:\S+ ){0,2}\S+) (should|must) (.+)$/i)) && !/^(i|you|he|she|we)$/i.test(m[1]!)) return c;
  if (IMPERATIVE.test(c.toLowerCase())) {
    // "keep it under 50 words" → "keep replies under 50 words": the rule is about the goal's drafts.
    return c.replace(/^(keep|make) (it|them|this) /i, `$1 ${goal} `);
  }
  return null;
}
