// The answer to "same mistake as…?", from any door: the tapper's role is checked here, so no channel can skip it.
import { goalOf } from '../../db/queries/people.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';
import { type AnswerMistakeInput, answerMistake, type MistakeAnswered } from '../learning/mistake-links.ts';
import { checkTapper } from './tap-pipeline.ts';

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
