// An oracle namer for the rule-promotion eval: what grouping gives when each correction comes with the name of its
// mistake, as an LLM told the goal's names could give it. It names a correction by its true class (a one-off by a
// name of its own), and errs like a namer would, at the given shares: a paraphrased name (one no other correction
// has) or a confused one (another class of the same goal). It measures the nightly job given names, not a namer:
// no LLM's naming was measured here (none is reachable offline).
import type { Gateway } from '../gateway/core/gateway.ts';
import type { MistakeChoice, MistakeQuestion } from '../gateway/learning/mistake-links.ts';
import type { MistakeNamer } from '../gateway/learning/mistake-namer.ts';
import type { Labels } from './month.ts';
import type { PromotionSet } from './promotion.ts';

export interface OracleSpec {
  /** Share of corrections given a name of their own (the namer worded it another way). */
  paraphrased: number;
  /** Share given another class's name of the same goal (the namer took it for another mistake). */
  confused: number;
}

/** `oracle` or `oracle:0.1,0.05` (paraphrased, confused); null when the text is neither. */
export function parseOracle(text: string): OracleSpec | null {
  const m = /^oracle(?::(0(?:\.\d+)?|1),(0(?:\.\d+)?|1))?$/.exec(text);
  if (!m) return null;
  const spec = { paraphrased: Number(m[1] ?? 0), confused: Number(m[2] ?? 0) };
  return spec.paraphrased + spec.confused <= 1 ? spec : null;
}

/** A draw in [0, 1) fixed by the seed and the id: a correction keeps its name from night to night, as a stored one would. */
export function draw(seed: number, id: string): number {
  let h = 2166136261 ^ seed;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export function oracleNamer(labels: Labels, set: PromotionSet, spec: OracleSpec, seed: number): MistakeNamer {
  return {
    async name(goal, items) {
      const others = (cls: string) => set.classes.filter((k) => k.goal === goal && k.id !== cls);
      const names = new Map<string, string>();
      for (const { id } of items) {
        const cls = labels.feedback.get(id);
        if (!cls) continue;
        const u = draw(seed, id);
        const confusable = others(cls);
        if (cls === 'noise' || u < spec.paraphrased) names.set(id, `own name of ${id}`);
        else if (u < spec.paraphrased + spec.confused && confusable.length)
          names.set(id, confusable[Math.floor(draw(seed + 1, id) * confusable.length)]!.id);
        else names.set(id, cls);
      }
      return names;
    },
  };
}

/** "Same mistake as one of these?" as the simulated owner met it (--owner-answers). */
export interface QuestionCounts {
  asked: number;
  answered: number;
  /** A choice of its class was shown (answered with it). */
  shown: number;
  /** None was, though its class had an earlier correction or a rule (answered "a new one"). */
  missed: number;
  /** The first of its class, or a one-off (answered "a new one"). */
  fresh: number;
  /** Not asked: the goal had nothing to show. */
  first: number;
  /** Answered later, in the list of the week's unnamed mistakes (--answers-later), of those counted above. */
  later: number;
}

export const noQuestions = (): QuestionCounts => ({
  asked: 0,
  answered: 0,
  shown: 0,
  missed: 0,
  fresh: 0,
  first: 0,
  later: 0,
});

/**
 * The owner's answer: the choice of the correction's own class when one is shown (a rule of it, or a correction of
 * it), else "a new one". A one-off is always a new one. Counts whether the right choice was there to tap.
 */
export async function answerAsOwner(
  gateway: Gateway,
  id: string,
  cls: string,
  labels: Labels,
  q: QuestionCounts,
  /** The question as the list of unnamed mistakes showed it (answered later); else it is asked now, after the decision. */
  listed?: MistakeQuestion,
): Promise<void> {
  const question = listed ?? (await gateway.mistakeQuestion(id));
  // Nothing to compare with: the channels do not ask (the correction stays unnamed until a later one links to it).
  if (question.choices.length === 0) {
    q.first++;
    return;
  }
  q.asked++;
  if (listed) q.later++;
  const classOf = (ch: MistakeChoice) => (ch.kind === 'rule' ? labels.rules.get(ch.id) : labels.feedback.get(ch.id));
  const pick = cls === 'noise' ? undefined : question.choices.find((ch) => classOf(ch) === cls);
  const earlier =
    [...labels.feedback].some(([f, c]) => c === cls && f !== id) || [...labels.rules.values()].includes(cls);
  if (pick) q.shown++;
  else if (cls !== 'noise' && earlier) q.missed++;
  else q.fresh++;
  await gateway.answerMistake({
    feedbackId: id,
    answer: !pick ? { new: true } : pick.kind === 'rule' ? { rule_id: pick.id } : { same_as: pick.id },
    source: 'api',
    actor: 'owner',
  });
  q.answered++;
}

/**
 * The owner opens the list of the week's unnamed mistakes once a day (--answers-later) and answers a share of what it
 * shows, drawn apart from the share answered after each decision (a question skipped then may be answered now).
 */
export async function answerListed(
  gateway: Gateway,
  labels: Labels,
  q: QuestionCounts,
  opts: { seed: number; share: number; shown: number },
): Promise<void> {
  const { questions } = await gateway.unnamedQuestions({ limit: opts.shown });
  for (const listed of questions) {
    const cls = labels.feedback.get(listed.feedback_id);
    if (cls === undefined || draw(opts.seed, `${listed.feedback_id}:later`) >= opts.share) continue;
    await answerAsOwner(gateway, listed.feedback_id, cls, labels, q, listed);
  }
}
