// The "same mistake as…?" question as every channel words it, and its answer from any door: the tapper's role is
// checked here, so no channel can skip it, and the answer must name a correction or rule of the same goal.
import { rulesOfGoal } from '../../db/queries/learning.ts';
import { upsertMistakeLink } from '../../db/queries/mistake-links.ts';
import { goalOf } from '../../db/queries/people.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError, notFound } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { shortDay } from '../kernel/wording.ts';
import {
  askedPart,
  correctionOf,
  labelOf,
  type MistakeAnswer,
  type MistakeChoice,
  type MistakeQuestion,
  UNNAMED_DAYS,
} from '../learning/mistake-links.ts';
import { checkTapper } from './tap-pipeline.ts';

export interface AnswerMistakeInput {
  feedbackId: string;
  answer: MistakeAnswer;
  source: TapSource;
  /** The channel's user id in Telegram and Slack, the signed-in person's name in the inbox, else as the caller says. */
  actor: string | null;
}

/** An answer as stored, with what it names as the owner read it (null for a new mistake). */
export interface MistakeAnswered {
  feedback_id: string;
  answer: MistakeAnswer;
  target: Pick<MistakeChoice, 'kind' | 'id' | 'label' | 'at'> | null;
}

/** Stores the owner's answer (replacing an earlier one) after checking it names a correction or rule of the same goal. */
async function answerMistake(
  deps: Pick<GatewayDeps, 'db' | 'embeddings'>,
  input: AnswerMistakeInput,
): Promise<MistakeAnswered> {
  const c = await correctionOf(deps, input.feedbackId);
  const { answer } = input;
  let target: MistakeAnswered['target'] = null;
  if ('same_as' in answer) {
    if (answer.same_as === c.id) throw new GatewayError('bad_request', 'A correction cannot be the same as itself');
    const other = await correctionOf(deps, answer.same_as);
    if (other.goal !== c.goal)
      throw new GatewayError('bad_request', `decision ${answer.same_as} is of goal "${other.goal}", not "${c.goal}"`);
    const part = askedPart(other);
    target = { kind: 'correction', id: other.id, label: labelOf(other, part.part), at: other.created_at };
  }
  if ('rule_id' in answer) {
    const rules = await rulesOfGoal(deps.db, c.goal);
    const rule = rules.find((r) => r.id === answer.rule_id);
    if (!rule) throw notFound(`rule ${answer.rule_id} of goal "${c.goal}"`);
    if (rule.status === 'rejected')
      throw new GatewayError(
        'conflict',
        `That rule was rejected: choose another answer, or New mistake (${answer.rule_id}).`,
      );
    target = { kind: 'rule', id: rule.id, label: rule.title, at: null };
  }
  await upsertMistakeLink(deps.db, {
    feedback_id: c.id,
    same_as: 'same_as' in answer ? answer.same_as : null,
    rule_id: 'rule_id' in answer ? answer.rule_id : null,
    source: input.source,
    actor: input.actor,
  });
  return { feedback_id: c.id, answer, target };
}

/** The question as every channel words it: the prompt, one line per choice (numbered by the channel), and a hint. */
export const MISTAKE_PROMPT = 'Same mistake as one of these?';
export const MISTAKE_HINT = 'Tap its number, or “New mistake”. Not sure? Ignore this.';
export const NEW_MISTAKE = 'New mistake';

/** One choice as the owner reads it: "Rule: Never promise dates", or what they said or changed then, and when. */
export function choiceText(c: Pick<MistakeChoice, 'kind' | 'label' | 'at'>, timezone: string): string {
  if (c.kind === 'rule') return `Rule: ${c.label}`;
  return c.at ? `${c.label} (${shortDay(c.at, timezone)})` : c.label;
}

/** Which decision a question asked again is about: "Your edit of a “posts” draft (12 Nov): 'x' → 'y'". */
export function aboutText(q: Pick<MistakeQuestion, 'about' | 'goal'>, timezone: string): string {
  const what = q.about.kind === 'edit' ? 'edit' : 'rejection';
  return `Your ${what} of a “${q.goal}” draft (${shortDay(q.about.at, timezone)}): ${q.about.label}`;
}

/** When nothing is asked again: all answered, or what is unnamed has nothing to compare with yet. */
export const nothingUnnamedText = (waiting: number) =>
  waiting === 0
    ? `Nothing to name: every edit and rejection of the last ${UNNAMED_DAYS} days has an answer.`
    : `Nothing to name yet: ${waiting} unnamed ${waiting === 1 ? 'correction has' : 'corrections have'} nothing to compare with.`;

/** Under a list of questions asked again, when more unnamed corrections wait (or have nothing to compare with yet). */
export const moreUnnamedText = (more: number) => `${more} more not named yet.`;

/** What the question turns into once answered: the choice taken, or a new mistake. */
export function answeredText(a: Pick<MistakeAnswered, 'target'>, timezone: string): string {
  return a.target ? `✅ Same mistake as: ${choiceText(a.target, timezone)}` : '✅ A new mistake.';
}

/**
 * Stores the answer when the tapper may answer for that decision's goal (an owner, or a reviewer of the goal); a
 * refusal stores nothing and is logged in `taps`. A person's answer records their name, as their decisions do.
 */
export async function answerMistakeAs(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'logger'>,
  input: AnswerMistakeInput,
): Promise<MistakeAnswered> {
  const of = await goalOf(deps.db, { feedbackId: input.feedbackId });
  const person = await checkTapper(deps, input, async () => ({ kind: 'answer-mistake', goal: of?.goal ?? null }), {
    id: newId('tap'),
    event_key: newId('evt'),
    run_id: of?.run_id ?? null,
    source: input.source,
    actor: input.actor,
    action: 'mistake',
  });
  return answerMistake(deps, { ...input, actor: person?.name ?? input.actor });
}
