// Does GET /v1/context bring back the right past corrections, and nothing when nothing is relevant?
// Each set is stored into a fresh gateway, then asked twice: with the task alone (as agents ask before
// drafting) and with the task and the draft. Only aggregate figures are printed for the held-out set.
import type { Gateway } from '../gateway/core/gateway.ts';
import type { ContextCorrection } from '../gateway/learning/context.ts';
import { evalGateway } from './gateway.ts';
import type { Question, RetrievalSet } from './retrieval-set.ts';

export type Mode = 'task' | 'task+draft';

export interface Summary {
  questions: number;
  /** Questions with a relevant past correction (in this mode) and how many got at least one in the top 5. */
  withRelevant: number;
  recall: number;
  /** Relevant returned / returned, over every question of the set. */
  precision: number;
  meanReturned: number;
  /** Questions with nothing relevant (in this mode) and the share of them that got no correction at all. */
  withoutRelevant: number;
  noneWhenNone: number;
}

/** Why a returned correction came back (`matched_by`), and how many of those were right. */
export interface WhyCount {
  why: Why;
  returned: number;
  /** Of the relevant class of a question that has one. */
  right: number;
  /** Returned to a question without a relevant past correction (each one makes "none when none" miss). */
  onNone: number;
}

type Why = ContextCorrection['matched_by'];
const WHYS: readonly Why[] = ['repeat', 'situation', 'draft'];

export interface ModeResult extends Summary {
  mode: Mode;
  /** Per kind of question: recall (kinds with a relevant class) or share answered with nothing (kinds without). */
  perKind: (Summary & { kind: string })[];
  byWhy: WhyCount[];
}

export interface SetResult {
  set: string;
  memory: number;
  corrections: number;
  modes: ModeResult[];
}

/** The class a question is about when asked this way: asked with the task alone, a new situation has none. */
export const relevantIn = (q: Question, mode: Mode) => (mode === 'task' && q.draftOnly ? null : q.mistake);

/**
 * recall, precision and none-when-none of questions answered: whether each has a relevant class (its name, or true),
 * how many corrections came back and how many of those were of that class.
 */
export function summarise(
  rs: readonly { relevant: string | boolean | null; returned: number; right: number }[],
): Summary {
  const pos = rs.filter((r) => r.relevant);
  const neg = rs.filter((r) => !r.relevant);
  const returned = rs.reduce((s, r) => s + r.returned, 0);
  return {
    questions: rs.length,
    withRelevant: pos.length,
    recall: pos.length ? pos.filter((r) => r.right > 0).length / pos.length : Number.NaN,
    precision: returned ? rs.reduce((s, r) => s + r.right, 0) / returned : Number.NaN,
    meanReturned: rs.length ? returned / rs.length : Number.NaN,
    withoutRelevant: neg.length,
    noneWhenNone: neg.length ? neg.filter((r) => r.returned === 0).length / neg.length : Number.NaN,
  };
}

/** Stores a set's past decisions through the gateway, embedded; each feedback row's id → the mistake it is about. */
export async function remember(gateway: Gateway, set: RetrievalSet): Promise<Map<string, string | null>> {
  const labels = new Map<string, string | null>();
  for (const m of set.memory) {
    const run = await gateway.submitRun({ goal: m.goal, task: m.task, draft: m.draft, agent: 'eval' });
    const decided = await gateway.decide({ runId: run.id, source: 'api', actor: 'owner', ...m.owner });
    labels.set(decided.run.decision.id, m.mistake);
  }
  await gateway.settle();
  await gateway.backfillEmbeddings();
  return labels;
}

export async function probeSet(set: RetrievalSet, env: NodeJS.ProcessEnv): Promise<SetResult> {
  const { gateway, close } = await evalGateway(env);
  try {
    const labels = await remember(gateway, set);
    const modes: ModeResult[] = [];
    for (const mode of ['task', 'task+draft'] as const) modes.push(await ask(gateway, set.questions, labels, mode));
    const corrections = set.memory.filter((m) => m.owner.action !== 'approve').length;
    return { set: set.name, memory: set.memory.length, corrections, modes };
  } finally {
    await close();
  }
}

/**
 * EVAL_TRACE=1: each correction returned that is not of the question's class, with why it came back, and each question
 * whose relevant class got nothing back, on stderr.
 */
const TRACE = !!process.env.EVAL_TRACE;

function traceWrong(
  mode: Mode,
  q: Question,
  relevant: string | null,
  c: ContextCorrection,
  labels: Map<string, string | null>,
): void {
  process.stderr.write(
    [
      `wrong (${mode}, ${c.matched_by}): asked about ${relevant ?? 'nothing'} (${q.kind}), got ${labels.get(c.feedback_id) ?? 'a one-off'}, situation similarity ${c.similarity.toFixed(2)}`,
      `  draft asked with: ${q.draft}`,
      `  repeats: ${c.span ? `"${c.span.text}"` : '—'}`,
      `  its draft: ${c.draft}`,
      `  owner: ${c.correction ? `edited to "${c.correction}"` : 'rejected'}${c.reason ? `, "${c.reason}"` : ''}`,
      '',
    ].join('\n'),
  );
}

async function ask(
  gateway: Gateway,
  questions: Question[],
  labels: Map<string, string | null>,
  mode: Mode,
): Promise<ModeResult> {
  const rows: { q: Question; relevant: string | null; returned: number; right: number }[] = [];
  const byWhy = new Map(WHYS.map((why) => [why, { why, returned: 0, right: 0, onNone: 0 }]));
  for (const q of questions) {
    const { corrections } = await gateway.getContext({
      goal: q.goal,
      task: q.task,
      ...(mode === 'task+draft' && { draft: q.draft }),
      k: 5,
    });
    const relevant = relevantIn(q, mode);
    let right = 0;
    for (const c of corrections) {
      const w = byWhy.get(c.matched_by)!;
      w.returned++;
      if (TRACE && labels.get(c.feedback_id) !== relevant) traceWrong(mode, q, relevant, c, labels);
      if (!relevant) w.onNone++;
      else if (labels.get(c.feedback_id) === relevant) {
        w.right++;
        right++;
      }
    }
    if (TRACE && relevant && right === 0)
      process.stderr.write(
        `missed (${mode}): ${relevant} (${q.kind})\n  task: ${q.task}\n  draft asked with: ${q.draft}\n\n`,
      );
    rows.push({ q, relevant, returned: corrections.length, right });
  }
  const kinds = [...new Set(questions.map((q) => q.kind))];
  return {
    mode,
    ...summarise(rows),
    perKind: kinds.map((kind) => ({ kind, ...summarise(rows.filter((r) => r.q.kind === kind)) })),
    byWhy: [...byWhy.values()],
  };
}

/**
 * Two sets' results as one (the held-out sets A and B): counts summed, shares recomputed from them, so the pooled
 * figure is what one set of all their questions would give (each set is still stored into its own gateway).
 */
export function poolSets(name: string, sets: readonly SetResult[]): SetResult {
  const pool = (ss: readonly Summary[]): Summary => {
    const sum = (f: (x: Summary) => number) => ss.reduce((t, x) => t + (Number.isFinite(f(x)) ? f(x) : 0), 0);
    const questions = sum((x) => x.questions);
    const withRelevant = sum((x) => x.withRelevant);
    const withoutRelevant = sum((x) => x.withoutRelevant);
    const returned = sum((x) => x.meanReturned * x.questions);
    return {
      questions,
      withRelevant,
      recall: withRelevant ? sum((x) => x.recall * x.withRelevant) / withRelevant : Number.NaN,
      precision: returned ? sum((x) => x.precision * x.meanReturned * x.questions) / returned : Number.NaN,
      meanReturned: questions ? returned / questions : Number.NaN,
      withoutRelevant,
      noneWhenNone: withoutRelevant ? sum((x) => x.noneWhenNone * x.withoutRelevant) / withoutRelevant : Number.NaN,
    };
  };
  const modes = sets[0]!.modes.map(({ mode }) => {
    const ms = sets.map((r) => r.modes.find((m) => m.mode === mode)!);
    const kinds = [...new Set(ms.flatMap((m) => m.perKind.map((k) => k.kind)))];
    return {
      mode,
      ...pool(ms),
      perKind: kinds.map((kind) => ({
        kind,
        ...pool(ms.flatMap((m) => m.perKind.filter((k) => k.kind === kind))),
      })),
      byWhy: WHYS.map((why) => {
        const ws = ms.flatMap((m) => m.byWhy.filter((w) => w.why === why));
        const sum = (f: (w: WhyCount) => number) => ws.reduce((t, w) => t + f(w), 0);
        return { why, returned: sum((w) => w.returned), right: sum((w) => w.right), onNone: sum((w) => w.onNone) };
      }),
    };
  });
  const total = (f: (r: SetResult) => number) => sets.reduce((t, r) => t + f(r), 0);
  return { set: name, memory: total((r) => r.memory), corrections: total((r) => r.corrections), modes };
}
