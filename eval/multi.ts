// Multi-mistake sets (eval/sets/multi-*.json): edits that fix two or three things at once. Each mistake class must be
// named by a candidate's title within one night of its third correction, no title may name a class that is not the
// majority of its candidate's evidence, and every quote shown must be the owner's text (eval/quotes.ts).
import { createRng } from '../bench/prng.ts';
import { table } from '../bench/table.ts';
import type { Rule } from '../db/queries/rules.ts';
import type { Gateway } from '../gateway/core/gateway.ts';
import { evalGateway } from './gateway.ts';
import { interval } from './interval.ts';
import { type Labels, nightlyTrace } from './month.ts';
import { answerAsOwner, noQuestions, type QuestionCounts } from './namer.ts';
import { auditShown, emptyAudit, type QuoteAudit } from './quotes.ts';
import type { MultiSet } from './sets.ts';

type MultiCorrection = MultiSet['corrections'][number];

/** A word of a title meets an accepted word when it starts with it ("guarantee" → "guaranteed", "emoji" → "emojis"). */
const meets = (titleWord: string, accepted: string) => {
  const a = accepted.toLowerCase().replace(/e$/, '');
  return titleWord.startsWith(a);
};

/** The classes a title names: one of each class's accepted word lists is all in it. */
export function classesNamed(title: string, classes: MultiSet['classes']): string[] {
  const words = (title.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));
  return classes
    .filter((k) =>
      k.title.some((alt) =>
        alt
          .toLowerCase()
          .split(/[\s-]+/)
          .filter(Boolean)
          .every((a) => words.some((w) => meets(w, a))),
      ),
    )
    .map((k) => k.id);
}

export interface MultiCandidate {
  night: number;
  goal: string | null;
  title: string;
  body: string;
  /** Evidence items showing each class ('noise' for one-offs). */
  evidence: Record<string, number>;
  size: number;
  named: string[];
  /** Named classes shown by no more than half of the evidence. */
  misnamed: string[];
}

export interface MultiResult {
  set: string;
  pooled?: true;
  classes: { id: string; thirdNight: number; namedNight: number | null; title: string | null }[];
  candidates: MultiCandidate[];
  audit: QuoteAudit;
  questions?: QuestionCounts;
}

const NIGHTS = 8;

/** Plays the set over eight nights: corrections in order, the nightly job each night, the owner confirming good titles. */
export async function runMulti(
  set: MultiSet,
  opts: { env: NodeJS.ProcessEnv; seed: number; ownerAnswers?: number },
): Promise<MultiResult> {
  const rng = createRng(opts.seed);
  const nights = set.corrections.map(() => 1 + rng.int(NIGHTS)).sort((a, b) => a - b);
  const planned = [
    ...set.corrections.map((c, i) => ({ night: nights[i]!, c, classes: c.classes })),
    ...set.oneOffs.map((c) => ({ night: 1 + rng.int(NIGHTS), c: c as MultiCorrection, classes: ['noise'] })),
  ];
  const labels: Labels = { feedback: new Map(), rules: new Map() };
  const classesOf = new Map<string, string[]>();
  const result: MultiResult = {
    set: set.name,
    classes: [],
    candidates: [],
    audit: emptyAudit(),
    ...(opts.ownerAnswers !== undefined && { questions: noQuestions() }),
  };
  const { gateway, db, close } = await evalGateway(opts.env);
  const ids: string[] = [];
  try {
    for (let night = 1; night <= NIGHTS; night++) {
      for (const p of rng.shuffle(planned.filter((x) => x.night === night))) {
        const id = await correctOnce(gateway, p.c);
        ids.push(id);
        classesOf.set(id, p.classes);
        // The namer's labels are one class per correction: the one its reason names, else its first.
        labels.feedback.set(id, p.c.reasonNames ?? p.classes[0]!);
        if (result.questions && rng.next() < opts.ownerAnswers!) {
          await gateway.settle();
          await answerAsOwner(gateway, id, labels.feedback.get(id)!, labels, result.questions);
        }
      }
      await gateway.settle();
      await gateway.runNightly({}, nightlyTrace(`${set.name}, night ${night}`, labels));
      for (const rule of await gateway.listRules({ status: 'candidate' })) {
        if (rule.proposal !== 'add') {
          await gateway.decideRule({ ruleId: rule.id, action: 'reject', reason: null, source: 'api', actor: 'owner' });
          continue;
        }
        const verdict = judge(rule, night, set, classesOf);
        result.candidates.push(verdict);
        const good = verdict.named.length > 0 && verdict.misnamed.length === 0;
        labels.rules.set(rule.id, good ? verdict.named[0]! : null);
        await gateway.decideRule({
          ruleId: rule.id,
          action: good ? 'confirm' : 'reject',
          reason: good ? null : 'not what my edits were about',
          source: 'api',
          actor: 'owner',
        });
      }
    }
    // What an agent is shown afterwards: context and check for each draft the owner corrected, and the questions.
    const probes = set.corrections.map((c) => ({ goal: c.goal, task: c.task, draft: c.draft }));
    await auditShown(gateway, db, probes, ids, result.audit);
  } finally {
    await close();
  }
  for (const k of set.classes) {
    const third = planned.filter((p) => p.classes.includes(k.id))[2]?.night ?? NIGHTS;
    const first = result.candidates.find((c) => c.named.includes(k.id) && !c.misnamed.includes(k.id)) ?? null;
    result.classes.push({ id: k.id, thirdNight: third, namedNight: first?.night ?? null, title: first?.title ?? null });
  }
  return result;
}

async function correctOnce(gateway: Gateway, c: MultiCorrection): Promise<string> {
  const context = await gateway.getContext({ goal: c.goal, task: c.task, k: 5 });
  const run = await gateway.submitRun({
    goal: c.goal,
    task: c.task,
    draft: c.draft,
    agent: 'eval',
    context_id: context.context_id,
  });
  const base = { runId: run.id, source: 'api' as const, actor: 'owner' };
  const decided = await gateway.decide(
    c.edit !== undefined
      ? { ...base, action: 'edit', text: c.edit, reason: c.reason ?? null }
      : { ...base, action: 'reject', reason: c.reason ?? null },
  );
  return decided.run.decision.id;
}

function judge(rule: Rule, night: number, set: MultiSet, classesOf: Map<string, string[]>): MultiCandidate {
  const evidence: Record<string, number> = {};
  for (const id of rule.evidence)
    for (const k of classesOf.get(id) ?? ['unknown']) evidence[k] = (evidence[k] ?? 0) + 1;
  const size = rule.evidence.length;
  // A title names a class of the rule's own goal ("No exclamation marks in replies" is not about the reviews' ones).
  const named = classesNamed(
    rule.title,
    set.classes.filter((k) => rule.goal === null || k.goal === rule.goal),
  );
  return {
    night,
    goal: rule.goal,
    title: rule.title,
    body: rule.body,
    evidence,
    size,
    named,
    misnamed: named.filter((k) => (evidence[k] ?? 0) * 2 <= size),
  };
}

export function multiCounts(r: MultiResult) {
  return {
    onTime: r.classes.filter((c) => c.namedNight !== null && c.namedNight <= c.thirdNight + 1).length,
    misnamed: r.candidates.filter((c) => c.misnamed.length > 0).length,
    unnamed: r.candidates.filter((c) => c.named.length === 0).length,
  };
}

export function poolMulti(name: string, rs: readonly MultiResult[]): MultiResult {
  return {
    set: name,
    pooled: true,
    classes: rs.flatMap((r) => r.classes),
    candidates: rs.flatMap((r) => r.candidates),
    audit: { checked: rs.reduce((t, r) => t + r.audit.checked, 0), bad: rs.flatMap((r) => r.audit.bad) },
  };
}

/**
 * The same sets measured on the learning that kept one mistake per correction and quoted its normalised removed words
 * (`edit_removed`): named in time, and quotes not the owner's text of those checked. Printed beside today's figures.
 */
const BEFORE_MINING: Record<string, { named: number; bad: number; checked: number }> = {
  'multi held-out A': { named: 3, bad: 11, checked: 191 },
  'multi dev': { named: 3, bad: 23, checked: 195 },
  'multi dev B': { named: 2, bad: 20, checked: 171 },
  'multi dev C': { named: 3, bad: 40, checked: 156 },
};

export function multiTable(rs: readonly MultiResult[]): string {
  const summary = table(
    `Multi-mistake edits (eval/sets/multi-*.json): two or three mistakes per edit over 8 nights, ${answered(rs)};\n` +
      'a class counts when a candidate’s title names it (the set’s accepted words) within one night of its third correction',
    [
      'set',
      'classes',
      'named ≤1 night after 3rd correction (95% interval)',
      'candidates',
      'title names a class not the majority of its evidence',
      'title names no class',
      'quotes checked',
      'not the owner’s text',
      'before the mining: named / not the owner’s text',
    ],
    rs.map((r) => {
      const { onTime, misnamed, unnamed } = multiCounts(r);
      return [
        r.set,
        r.classes.length,
        `${onTime}/${r.classes.length}: ${interval(onTime / r.classes.length, r.classes.length)}`,
        r.candidates.length,
        misnamed,
        unnamed,
        r.audit.checked,
        r.audit.bad.length,
        beforeMining(r),
      ];
    }),
  );
  const own = rs.filter((r) => !r.pooled);
  const details = own.map((r) =>
    table(
      `Candidates, ${r.set} set`,
      ['night', 'title', 'evidence by class', 'names'],
      r.candidates.map((c) => [
        c.night,
        c.title.length > 70 ? `${c.title.slice(0, 69)}…` : c.title,
        Object.entries(c.evidence)
          .map(([k, n]) => `${k} ${n}`)
          .join(', '),
        c.named.length ? c.named.map((k) => (c.misnamed.includes(k) ? `${k} (minority)` : k)).join(', ') : 'none',
      ]),
    ),
  );
  const bodies = own.map(
    (r) => `Rule texts, ${r.set} set:\n${r.candidates.map((c) => `  ${c.title} — ${c.body}`).join('\n')}`,
  );
  const bad = rs
    .flatMap((r) => r.audit.bad.map((b) => `  ${r.set}: ${b.where}: ${JSON.stringify(b.quote)}`))
    .slice(0, 40);
  return [
    summary,
    ...details,
    ...(process.env.EVAL_TRACE ? bodies : []),
    ...(bad.length ? [`Quotes that are not the owner's text:\n${bad.join('\n')}`] : []),
  ].join('\n\n');
}

/** Whether the owner answered "the same mistake as…?" in these runs, and how often. */
function answered(rs: readonly MultiResult[]): string {
  const answers = rs.reduce((n, r) => n + (r.questions?.answered ?? 0), 0);
  return rs.some((r) => r.questions)
    ? `the owner answering "the same mistake as…?" (${answers} answers)`
    : 'no owner answers';
}

function beforeMining(r: MultiResult): string {
  const was = BEFORE_MINING[r.set];
  return was ? `${was.named}/${r.classes.length} / ${was.bad} of ${was.checked}` : '—';
}
