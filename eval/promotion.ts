// Rule-promotion scenarios: real gateway on PGlite, corrections spread over nights, the nightly job, an owner who
// confirms only candidates resting on one real class, then an agent that ignores its rules and the owner's own texts approved (no retirement may follow).
import { createRng } from '../bench/prng.ts';
import { table } from '../bench/table.ts';
import type { Gateway } from '../gateway/core/gateway.ts';
import { contentStems } from '../gateway/learning/mistake.ts';
import { UNNAMED_ASKED } from '../gateway/learning/mistake-links.ts';
import { evalGateway } from './gateway.ts';
import { interval } from './interval.ts';
import { type CandidateVerdict, judgeCandidate, ownerRuleAction } from './judge.ts';
import { type Labels, nightlyTrace } from './month.ts';
import {
  answerAsOwner,
  answerListed,
  draw,
  noQuestions,
  type OracleSpec,
  oracleNamer,
  type QuestionCounts,
} from './namer.ts';
import { auditShown, emptyAudit, type QuoteAudit } from './quotes.ts';

/** One owner decision on one draft: an edit (with or without a reason) or a rejection (with or without one). */
export interface Correction {
  task: string;
  draft: string;
  edit?: string;
  reason?: string;
  /** A rejection without a reason. */
  reject?: true;
}

export interface PromotionClass {
  id: string;
  goal: string;
  /** What the mistake is. */
  describe?: string;
  /** At least four, in varied wording; the order is the order the owner makes them in. */
  corrections: Correction[];
}

export interface PromotionSet {
  /** "held-out X" (never tuned on), "dev X" (read while developing) or "tuning". */
  name: 'tuning' | `held-out ${string}` | `dev ${string}`;
  /** Who wrote it, its business and its role. */
  about: string;
  classes: PromotionClass[];
  /** Corrections that happen once: they must never end up in a candidate's evidence. */
  oneOffs: (Correction & { goal: string })[];
}

export interface PromotionResult {
  /** The set's name, or the pooled sets' ("held-out A+B"). */
  set: string;
  /** Several sets' results as one: only their summary row is printed (their classes and candidates are above it). */
  pooled?: true;
  classes: { id: string; corrections: number; thirdNight: number; firstNight: number | null; title: string | null }[];
  candidates: (CandidateVerdict & {
    classes: number;
    noise: number;
    flaw: TitleFlaw | null;
    /** The class whose corrections the title's words come from, when one stands out (the judge counts evidence only). */
    titleClass: string | null;
  })[];
  /** Items the job attached to an existing rule, and how many of them belong to another class than that rule. */
  attachedItems: number;
  attachedWrong: number;
  wrongRetirements: number;
  /** Every quote shown (rules, context, check, the card's pre-check, "same mistake" questions) checked against the stored texts. */
  audit: QuoteAudit;
  /**
   * With --owner-answers: "the same mistake as one of these?" asked after each correction that has something to
   * compare with, and what the simulated owner could answer: a choice of its class was shown (answered with it), or
   * none was (answered "a new one": the class's first correction, a one-off, or a miss). `first`: not asked, as the
   * goal had nothing to show.
   */
  questions?: QuestionCounts;
}

export type TitleFlaw = 'one word' | 'word list';

/** "Much", "Words", `Avoid "brands", "use"`: what an owner cannot read as an instruction. */
export function titleFlaw(title: string): TitleFlaw | null {
  const words = title.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];
  if (words.length <= 1) return 'one word';
  const quotedSingles = (title.match(/["“'‘][^"”'’\s]+["”'’]/g) ?? []).length;
  if (quotedSingles >= 2 && title.includes(',')) return 'word list';
  const segments = title
    .split(/[,;]/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (segments.length >= 3 && segments.filter((s) => s.split(/\s+/).length <= 1).length >= 2) return 'word list';
  return null;
}

const NIGHTS = 8;

/**
 * Which class a title is about: the one whose corrections (drafts, edits' wording, reasons) share the title's rarest
 * words, when it leads the next by a clear margin; null when none does. An owner reads the title, not the evidence:
 * "Never joke about a dog being fat" over corrections of writing as the pet is a rule about the wrong thing.
 */
export function titleClassOf(title: string, classes: readonly PromotionClass[]): string | null {
  const words = classes.map(
    (k) => new Set(k.corrections.flatMap((c) => contentStems([c.draft, c.reason ?? '', c.edit ?? ''].join(' ')))),
  );
  const inClasses = (s: string) => words.filter((w) => w.has(s)).length;
  const scores = classes
    .map((k, i) => ({
      id: k.id,
      score: [...new Set(contentStems(title))]
        .filter((s) => words[i]!.has(s))
        .reduce((t, s) => t + Math.log(1 + classes.length / inClasses(s)), 0),
    }))
    .sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  return best && best.score > 0 && best.score >= 1.5 * (next?.score ?? 0) ? best.id : null;
}

export async function runPromotion(
  set: PromotionSet,
  opts: { env: NodeJS.ProcessEnv; seed: number; oracle?: OracleSpec; ownerAnswers?: number; answersLater?: boolean },
): Promise<PromotionResult> {
  const rng = createRng(opts.seed);
  // Each class's corrections fall on distinct nights in order; one-offs anywhere.
  type Planned = { night: number; cls: string; goal: string; c: Correction };
  const planned: Planned[] = [];
  for (const k of set.classes) {
    const nights = rng
      .shuffle(Array.from({ length: NIGHTS }, (_, i) => i + 1))
      .slice(0, k.corrections.length)
      .sort((a, b) => a - b);
    k.corrections.forEach((c, i) => planned.push({ night: nights[i]!, cls: k.id, goal: k.goal, c }));
  }
  for (const o of set.oneOffs) planned.push({ night: 1 + rng.int(NIGHTS), cls: 'noise', goal: o.goal, c: o });

  const labels: Labels = { feedback: new Map(), rules: new Map() };
  const { gateway, db, close } = await evalGateway(
    opts.env,
    opts.oracle ? { mistakeNamer: oracleNamer(labels, set, opts.oracle, opts.seed) } : {},
  );
  const result: PromotionResult = {
    set: set.name,
    classes: [],
    candidates: [],
    attachedItems: 0,
    attachedWrong: 0,
    wrongRetirements: 0,
    audit: emptyAudit(),
    ...(opts.ownerAnswers !== undefined && {
      questions: noQuestions(),
    }),
  };
  // The owner answers "the same mistake as one of these?" right after the correction, for a share of corrections.
  const correct = async (goal: string, c: Correction, cls: string) => {
    const id = await correctOnce(gateway, goal, c);
    labels.feedback.set(id, cls);
    if (result.questions && draw(opts.seed, id) < opts.ownerAnswers!) {
      await gateway.settle();
      await answerAsOwner(gateway, id, cls, labels, result.questions);
    }
  };
  try {
    for (let night = 1; night <= NIGHTS; night++) {
      for (const p of rng.shuffle(planned.filter((x) => x.night === night))) await correct(p.goal, p.c, p.cls);
      await gateway.settle();
      // Once a day the owner opens the inbox's list of unnamed mistakes (as many as it shows) and answers some.
      if (result.questions && opts.answersLater)
        await answerListed(gateway, labels, result.questions, {
          seed: opts.seed,
          share: opts.ownerAnswers!,
          shown: UNNAMED_ASKED,
        });
      await review(gateway, night, labels, result, set);
    }
    // An agent that ignores its context: every confirmed class is repeated and corrected again, and clean drafts
    // written with the rules in context are approved. None of this goes against any rule's text.
    for (const k of set.classes) {
      if (![...labels.rules.values()].includes(k.id)) continue;
      for (const c of k.corrections.slice(0, 3)) await correct(k.goal, c, k.id);
    }
    // The owner approves good drafts of each goal too: their own corrected texts (what they wrote the drafts into),
    // which name the goal's subject ("HMRC", prices, dates) and keep its styles. A rule whose text forbids what the
    // owner writes themselves draws these approvals against it, and its retirement proposal is a wrong one.
    for (const goal of new Set(set.classes.map((k) => k.goal))) {
      for (const c of ownTexts(set, goal)) await correctOnce(gateway, goal, c, 'approve');
    }
    await gateway.settle();
    await review(gateway, NIGHTS + 1, labels, result, set);
    // What an agent and the owner are shown at the end: context and check for each draft, the questions.
    const probes = planned.map((p) => ({ goal: p.goal, task: p.c.task, draft: p.c.draft }));
    await auditShown(gateway, db, probes, [...labels.feedback.keys()], result.audit);
  } finally {
    await close();
  }
  for (const k of set.classes) {
    const nights = planned.filter((p) => p.cls === k.id).map((p) => p.night);
    const first = result.candidates.find((c) => c.realClass === k.id) ?? null;
    result.classes.push({
      id: k.id,
      corrections: nights.length,
      thirdNight: nights[2]!,
      firstNight: first?.night ?? null,
      title: first?.title ?? null,
    });
  }
  return result;
}

/** The goal's corrected texts as drafts to approve, once each (a plain thank-you when the goal has none). */
export function ownTexts(set: PromotionSet, goal: string): Correction[] {
  const corrections = [
    ...set.classes.flatMap((k) => (k.goal === goal ? k.corrections : [])),
    ...set.oneOffs.filter((o) => o.goal === goal),
  ];
  const byText = new Map<string, Correction>();
  for (const c of corrections) if (c.edit && !byText.has(c.edit)) byText.set(c.edit, { task: c.task, draft: c.edit });
  const texts = [...byText.values()];
  return texts.length ? texts : [{ task: 'Thank a customer', draft: 'Thank you, we are glad you like it.' }];
}

async function correctOnce(gateway: Gateway, goal: string, c: Correction, approve?: 'approve'): Promise<string> {
  const context = await gateway.getContext({ goal, task: c.task, k: 5 });
  const run = await gateway.submitRun({
    goal,
    task: c.task,
    draft: c.draft,
    agent: 'eval',
    context_id: context.context_id,
  });
  const base = { runId: run.id, source: 'api' as const, actor: 'owner' };
  const decided = await gateway.decide(
    approve
      ? { ...base, action: 'approve' }
      : c.edit !== undefined
        ? { ...base, action: 'edit', text: c.edit, reason: c.reason ?? null }
        : { ...base, action: 'reject', reason: c.reason ?? null },
  );
  return decided.run.decision.id;
}

/** The nightly job, then the owner: confirm a candidate resting on one real class, reject the rest and every retirement. */
async function review(
  gateway: Gateway,
  night: number,
  labels: Labels,
  result: PromotionResult,
  set: PromotionSet,
): Promise<void> {
  const run = await gateway.runNightly({}, nightlyTrace(`${set.name}, night ${night}`, labels));
  for (const a of run.attached) {
    const ruleClass = labels.rules.get(a.rule_id) ?? null;
    result.attachedItems += a.evidence.length;
    result.attachedWrong += a.evidence.filter((id) => labels.feedback.get(id) !== ruleClass).length;
  }
  for (const rule of await gateway.listRules({ status: 'candidate' })) {
    if (rule.proposal === 'retire') {
      result.wrongRetirements++;
      await gateway.decideRule({
        ruleId: rule.id,
        action: 'reject',
        reason: 'the rule still holds',
        source: 'api',
        actor: 'owner',
      });
      continue;
    }
    const verdict = judgeCandidate(rule, night, labels, result.candidates);
    const classes = Object.keys(verdict.evidence).filter((c) => c !== 'noise' && c !== 'unknown').length;
    result.candidates.push({
      ...verdict,
      classes,
      noise: verdict.evidence.noise ?? 0,
      flaw: titleFlaw(rule.title),
      titleClass: titleClassOf(rule.title, set.classes),
    });
    labels.rules.set(rule.id, verdict.realClass);
    await gateway.decideRule({
      ruleId: rule.id,
      action: ownerRuleAction(verdict),
      reason: verdict.realClass ? null : 'not one mistake',
      source: 'api',
      actor: 'owner',
    });
  }
}

const pct = (n: number, d: number) => (d ? `${Math.round((n / d) * 100)}%` : '—');

/** A set's counts, as the summary table and the targets (report-targets.ts) read them. */
export function promotionCounts(r: PromotionResult) {
  return {
    /** Classes proposed within one night of their third correction. */
    onTime: r.classes.filter((c) => c.firstNight !== null && c.firstNight <= c.thirdNight + 1).length,
    real: r.candidates.filter((c) => c.realClass).length,
    /** Candidates with evidence from two classes or more. */
    mixed: r.candidates.filter((c) => c.classes >= 2).length,
    /** One-word or word-list titles. */
    flawed: r.candidates.filter((c) => c.flaw).length,
  };
}

/** Held-out beside tuning: the learning targets. */
export function promotionTable(rs: PromotionResult[]): string {
  const summary = table(
    'Rule promotion (eval/promotion-*.ts): corrections over 8 nights, owner confirms a candidate when ≥2/3 of its evidence is one class;\n' +
      'then an agent ignoring its rules repeats every confirmed class and is corrected again (evidence FOR the rule),\n' +
      'and the owner approves their own corrected texts of each goal as drafts (against a rule only if its text forbids what they write)',
    [
      'set',
      'classes',
      'proposed ≤1 night after 3rd correction (95% interval)',
      'candidates',
      'match a real class',
      'evidence from 2+ classes',
      'one-off items in evidence',
      'duplicates (joined by "same mistake as rule X") / asked about another class’s rule',
      'attached to another class’s rule',
      'wrong retirements',
      'one-word / word-list titles',
      'title about another class',
      'quotes not the owner’s text',
    ],
    rs.map((r) => {
      const { onTime, real, mixed, flawed } = promotionCounts(r);
      return [
        r.set,
        r.classes.length,
        `${onTime}/${r.classes.length}: ${interval(onTime / r.classes.length, r.classes.length)}`,
        r.candidates.length,
        `${real} (${pct(real, r.candidates.length)})`,
        mixed,
        r.candidates.reduce((s, c) => s + c.noise, 0),
        `${r.candidates.filter((c) => c.duplicate).length} (${r.candidates.filter((c) => c.alike === 'own class').length}) / ${r.candidates.filter((c) => c.alike === 'another').length}`,
        `${r.attachedWrong} of ${r.attachedItems} items`,
        r.wrongRetirements,
        flawed,
        r.candidates.filter((c) => c.realClass && c.titleClass && c.titleClass !== c.realClass).length,
        `${r.audit.bad.length} of ${r.audit.checked}`,
      ];
    }),
  );
  const own = rs.filter((r) => !r.pooled);
  const titles = own.map((r) =>
    table(
      `Candidates, ${r.set} set`,
      ['night', 'title', 'evidence by class', 'verdict'],
      r.candidates.map((c) => [
        c.night,
        c.title.length > 70 ? `${c.title.slice(0, 69)}…` : c.title,
        Object.entries(c.evidence)
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
        c.flaw ??
          (c.realClass
            ? c.titleClass && c.titleClass !== c.realClass
              ? `title: ${c.titleClass}`
              : c.alike === 'own class'
                ? 'same mistake as a rule'
                : c.duplicate
                  ? 'duplicate'
                  : 'ok'
            : 'junk'),
      ]),
    ),
  );
  const perClass = own.map((r) =>
    table(
      `Classes, ${r.set} set`,
      ['class', 'corrections', '3rd on night', 'first candidate night'],
      r.classes.map((c) => [c.id, c.corrections, c.thirdNight, c.firstNight ?? 'never']),
    ),
  );
  const asked = rs.filter((r) => r.questions);
  const questions = asked.length
    ? [
        table(
          '"The same mistake as one of these?" after each correction (--owner-answers): was a choice of its class shown?',
          [
            'set',
            'asked',
            'its class shown (of those with an earlier one)',
            'missed → "new mistake"',
            'first of its class or one-off → "new mistake"',
            'not asked (nothing to compare with)',
            'of those asked: from the list later',
          ],
          asked.map((r) => {
            const q = r.questions!;
            return [
              r.set,
              q.asked,
              `${q.shown} (${pct(q.shown, q.shown + q.missed)})`,
              q.missed,
              q.fresh,
              q.first,
              q.later,
            ];
          }),
        ),
      ]
    : [];
  const bad = own.flatMap((r) => r.audit.bad.map((b) => `  ${r.set}: ${b.where}: ${JSON.stringify(b.quote)}`));
  const quotes = bad.length ? [`Quotes that are not the owner's text:\n${bad.slice(0, 40).join('\n')}`] : [];
  return [summary, ...questions, ...perClass, ...titles, ...quotes].join('\n\n');
}

/** Several sets' results as one row: their classes and candidates together, their counts summed. */
export function poolPromotion(name: string, rs: readonly PromotionResult[]): PromotionResult {
  return {
    set: name,
    pooled: true,
    classes: rs.flatMap((r) => r.classes),
    candidates: rs.flatMap((r) => r.candidates),
    attachedItems: rs.reduce((t, r) => t + r.attachedItems, 0),
    attachedWrong: rs.reduce((t, r) => t + r.attachedWrong, 0),
    wrongRetirements: rs.reduce((t, r) => t + r.wrongRetirements, 0),
    audit: { checked: rs.reduce((t, r) => t + r.audit.checked, 0), bad: rs.flatMap((r) => r.audit.bad) },
    ...(rs.some((r) => r.questions) && {
      questions: {
        asked: rs.reduce((t, r) => t + (r.questions?.asked ?? 0), 0),
        answered: rs.reduce((t, r) => t + (r.questions?.answered ?? 0), 0),
        shown: rs.reduce((t, r) => t + (r.questions?.shown ?? 0), 0),
        missed: rs.reduce((t, r) => t + (r.questions?.missed ?? 0), 0),
        fresh: rs.reduce((t, r) => t + (r.questions?.fresh ?? 0), 0),
        first: rs.reduce((t, r) => t + (r.questions?.first ?? 0), 0),
        later: rs.reduce((t, r) => t + (r.questions?.later ?? 0), 0),
      },
    }),
  };
}
