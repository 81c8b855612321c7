// One simulated month: each day the agent asks for context, drafts, the owner decides; each night the job runs and the owner reviews candidates.

import type { Gateway } from '../gateway/core/gateway.ts';
import { precheckShown } from '../gateway/core/precheck.ts';
import type { Context } from '../gateway/learning/context.ts';
import { evalGateway } from './gateway.ts';
import { type CandidateVerdict, judgeCandidate, ownerRuleAction } from './judge.ts';
import { answerAsOwner, draw, noQuestions, type QuestionCounts } from './namer.ts';
import type { PlannedDraft } from './world.ts';

export type AgentPolicy =
  | 'ignores context'
  | 'follows corrections'
  | 'follows rules + corrections'
  | 'corrections + check_draft';

export interface TemptedDraft {
  day: number;
  mistake: string;
  made: boolean;
  /** What warned the agent off, when something did: its context, or POST /v1/check on its draft before submitting. */
  warnedBy: 'rule' | 'correction' | 'check' | null;
  /** The owner had already corrected this class at least once. */
  repeat: boolean;
  /** What the card's pre-check showed on the draft as submitted: this class, another one, or nothing. */
  precheck: 'this mistake' | 'another' | null;
}

export interface MonthResult {
  /** The world the month was lived in (world.ts): the tuning one or a held-out one. */
  world: string;
  policy: AgentPolicy;
  tempted: TemptedDraft[];
  /** Class of every stored correction (edit or rejection), in order; 'noise' for one-off edits. */
  corrections: { day: number; cls: string }[];
  candidates: CandidateVerdict[];
  /** Evidence the job attached to an existing rule instead of proposing: is it the rule's own class? */
  attached: { night: number; ruleClass: string | null; evidenceClass: string | null; items: number; why: string }[];
  /** Each night's groups taken for a rule's mistake that its words cover none of: whose class the rule and group are. */
  uncovered: { night: number; ruleClass: string | null; evidenceClass: string | null }[];
  retirementsProposed: number;
  activeRulesAtEnd: number;
  /** The owner's effort per decided draft: word edit distance of an edit, or the words of a rejected draft. */
  effort: { day: number; edited: number; rejectedWords: number }[];
  /** Drafts submitted without any mistake, and how many of their cards showed a pre-check line all the same. */
  cleanDrafts: { drafts: number; flagged: number };
  /** With --owner-answers: the same-mistake questions the owner met. */
  questions?: QuestionCounts;
}

/** A month before its first day: nothing drafted, corrected or proposed yet. */
export const emptyMonth = (world: string, policy: AgentPolicy): MonthResult => ({
  world,
  policy,
  tempted: [],
  corrections: [],
  candidates: [],
  attached: [],
  uncovered: [],
  retirementsProposed: 0,
  activeRulesAtEnd: 0,
  effort: [],
  cleanDrafts: { drafts: 0, flagged: 0 },
});

/** Where the owner's memory lives for the simulation: which class each feedback row and rule is about. */
export interface Labels {
  feedback: Map<string, string>;
  rules: Map<string, string | null>;
}

/**
 * EVAL_TRACE=1: the nightly job's own lines on stderr (what it proposed, attached, took for a known rule's mistake or
 * keeps waiting on), with each correction shown by the class it belongs to and each rule by the class it was
 * confirmed for: which mistakes were grouped together is then readable at a glance. Undefined when it is off.
 */
export function nightlyTrace(prefix: string, labels: Labels): ((line: string) => void) | undefined {
  if (!process.env.EVAL_TRACE) return undefined;
  const label = (line: string) =>
    line
      .replace(/\bfb_\w+/g, (id) => labels.feedback.get(id) ?? id)
      .replace(/\brule_\w+/g, (id) => `${id}[${labels.rules.get(id) ?? 'not confirmed'}]`);
  return (line) => process.stderr.write(`[${prefix}] ${label(line)}\n`);
}

/** Called after the given nights, with the month's gateway and labels (the retrieval test). */
export type Probe = (day: number, gateway: Gateway, labels: Labels) => Promise<void>;

export async function simulateMonth(
  plan: PlannedDraft[],
  policy: AgentPolicy,
  opts: {
    env: NodeJS.ProcessEnv;
    world: string;
    probe?: Probe;
    probeDays?: number[];
    progress: (l: string) => void;
    /** The owner answers "same mistake as one of these?" after this share of corrections (eval/namer.ts). */
    ownerAnswers?: { share: number; seed: number };
  },
): Promise<MonthResult> {
  const { gateway, close } = await evalGateway(opts.env);
  const labels: Labels = { feedback: new Map(), rules: new Map() };
  const result: MonthResult = {
    ...emptyMonth(opts.world, policy),
    ...(opts.ownerAnswers && { questions: noQuestions() }),
  };
  const correctedSoFar = new Map<string, number>();
  try {
    const days = Math.max(...plan.map((p) => p.day));
    for (let day = 1; day <= days; day++) {
      for (const p of plan.filter((x) => x.day === day)) {
        const context = await gateway.getContext({ goal: p.family.goal, task: p.task, k: 5 });
        const t = p.temptation;
        let warnedBy = t && policy !== 'ignores context' ? warning(context, t.mistake.id, labels, policy) : null;
        // The agent that also checks its draft (MCP check_draft) rewrites it when the check names this mistake.
        if (t && !warnedBy && policy === 'corrections + check_draft') {
          const checked = await gateway.checkDraft({ goal: p.family.goal, task: p.task, draft: t.draft });
          const named = [
            ...checked.corrections.map((c) => labels.feedback.get(c.feedback_id)),
            ...checked.rules.map((r) => labels.rules.get(r.id)),
          ];
          if (named.includes(t.mistake.id)) warnedBy = 'check';
        }
        const makes = t !== null && warnedBy === null;
        const run = await gateway.submitRun({
          goal: p.family.goal,
          task: p.task,
          draft: makes ? t.draft : p.clean,
          agent: policy,
          context_id: context.context_id,
        });
        // The card's pre-check, as the card job runs it on the draft as submitted (labels say what it showed).
        const shown = precheckShown(
          await gateway.checkDraft({ goal: p.family.goal, task: p.task, draft: makes ? t.draft : p.clean }),
        );
        const shownClasses = [
          shown.correction && labels.feedback.get(shown.correction.feedback_id),
          shown.rule && labels.rules.get(shown.rule.id),
        ];
        const precheck =
          makes && shownClasses.includes(t.mistake.id)
            ? ('this mistake' as const)
            : shown.correction || shown.rule
              ? ('another' as const)
              : null;
        if (!makes) {
          result.cleanDrafts.drafts++;
          if (precheck) result.cleanDrafts.flagged++;
        }
        let cls: string | null = null;
        let decision: Parameters<Gateway['decide']>[0];
        if (makes) {
          cls = t.mistake.id;
          decision = { runId: run.id, source: 'api', actor: 'owner', ...t.owner };
        } else if (p.oneOff) {
          cls = 'noise';
          decision = { runId: run.id, source: 'api', actor: 'owner', action: 'edit', text: `${p.clean} ${p.oneOff}` };
        } else {
          decision = { runId: run.id, source: 'api', actor: 'owner', action: 'approve' };
        }
        const decided = await gateway.decide(decision);
        const draft = makes ? t.draft : p.clean;
        if (decision.action === 'edit')
          result.effort.push({ day, edited: wordDistance(draft, decision.text ?? ''), rejectedWords: 0 });
        else if (decision.action === 'reject')
          result.effort.push({ day, edited: 0, rejectedWords: draft.split(/\s+/).length });
        await gateway.settle(); // embedded before the next draft asks, as the background backfill would be within moments
        if (cls) {
          const id = decided.run.decision.id;
          labels.feedback.set(id, cls);
          result.corrections.push({ day, cls });
          if (result.questions && draw(opts.ownerAnswers!.seed, id) < opts.ownerAnswers!.share)
            await answerAsOwner(gateway, id, cls, labels, result.questions);
        }
        if (t) {
          result.tempted.push({
            day,
            mistake: t.mistake.id,
            made: makes,
            warnedBy,
            repeat: (correctedSoFar.get(t.mistake.id) ?? 0) > 0,
            precheck: makes ? precheck : null,
          });
          if (makes) correctedSoFar.set(t.mistake.id, (correctedSoFar.get(t.mistake.id) ?? 0) + 1);
        }
      }
      await night(gateway, day, labels, result);
      if (opts.probe && opts.probeDays?.includes(day)) await opts.probe(day, gateway, labels);
      if (day % 10 === 0)
        opts.progress(
          `    ${policy}: day ${day}, ${result.corrections.length} corrections, ${result.candidates.length} candidates so far`,
        );
    }
    result.activeRulesAtEnd = (await gateway.listRules({ status: 'active' })).length;
  } finally {
    await close();
  }
  return result;
}

/** The agent avoids a class when a rule or a past correction about it is in its context (the oracle knows which). */
function warning(context: Context, mistake: string, labels: Labels, policy: AgentPolicy): TemptedDraft['warnedBy'] {
  if (policy === 'follows rules + corrections' && context.rules.some((r) => labels.rules.get(r.id) === mistake))
    return 'rule';
  if (context.corrections.some((c) => labels.feedback.get(c.feedback_id) === mistake)) return 'correction';
  return null;
}

/** The nightly job, then the owner's review: confirm candidates that name one real class, reject the rest and every retirement. */
async function night(gateway: Gateway, day: number, labels: Labels, result: MonthResult): Promise<void> {
  const run = await gateway.runNightly({}, nightlyTrace(`day ${day}`, labels));
  run.attached.forEach((a) => {
    result.attached.push({
      night: day,
      ruleClass: labels.rules.get(a.rule_id) ?? null,
      evidenceClass: judgeEvidence(a.evidence, labels),
      items: a.evidence.length,
      why: a.why,
    });
  });
  for (const u of run.uncovered)
    result.uncovered.push({
      night: day,
      ruleClass: labels.rules.get(u.rule_id) ?? null,
      evidenceClass: judgeEvidence(u.evidence, labels),
    });
  for (const rule of await gateway.listRules({ status: 'candidate' })) {
    if (rule.proposal === 'retire') {
      result.retirementsProposed++;
      await gateway.decideRule({
        ruleId: rule.id,
        action: 'reject',
        reason: 'the rule still holds',
        source: 'api',
        actor: 'owner',
      });
      continue;
    }
    const verdict = judgeCandidate(rule, day, labels, result.candidates);
    labels.rules.set(rule.id, verdict.realClass);
    result.candidates.push(verdict);
    await gateway.decideRule({
      ruleId: rule.id,
      action: ownerRuleAction(verdict),
      reason: verdict.realClass ? null : 'not a pattern I care about',
      source: 'api',
      actor: 'owner',
    });
  }
}

function judgeEvidence(ids: string[], labels: Labels): string | null {
  const counts = new Map<string, number>();
  for (const id of ids) {
    const c = labels.feedback.get(id) ?? 'unknown';
    counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return top ? top[0] : null;
}

/** Word-level Levenshtein distance (emoji and punctuation stay attached to their words): what the owner typed or deleted. */
export function wordDistance(a: string, b: string): number {
  const x = a.split(/\s+/).filter(Boolean);
  const y = b.split(/\s+/).filter(Boolean);
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[y.length]!;
}
