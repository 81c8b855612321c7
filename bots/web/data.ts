// Everything the inbox page shows, read through the gateway in one place.
import type { Gateway, Logger, MistakeQuestion, RunView, UnnamedQuestions } from '../../gateway/index.ts';
import type { Flash } from './flash.ts';

export const PENDING_SHOWN = 50;
export const RECENT_SHOWN = 20;
export const CHART_DAYS = 14;
/** Waiting cards that get the pre-check line (each costs one embedding and one query). */
export const PRECHECKED = 20;
/** Unnamed mistakes of the week asked again on the page (each question reads its goal's window). */
export const UNNAMED_SHOWN = 3;

export type InboxData = Awaited<ReturnType<typeof loadInbox>>;

export async function loadInbox(gateway: Gateway, flash: Flash, logger: Logger) {
  const [pending, recent, active, candidates, goals, stats, saved] = await Promise.all([
    gateway.listRuns({ status: 'pending', limit: PENDING_SHOWN }),
    gateway.listRecentDecisions(RECENT_SHOWN),
    gateway.listRules({ status: 'active' }),
    gateway.listRules({ status: 'candidate' }),
    gateway.listGoals(),
    gateway.getStats({ days: CHART_DAYS }),
    flash.saved ? gateway.getRun(flash.saved).catch(() => null) : null,
  ]);
  const [prechecks, question, unnamed] = await Promise.all([
    prechecksFor(gateway, pending),
    mistakeQuestionAfter(gateway, saved, logger),
    unnamedAgain(gateway, saved?.decision?.id, logger),
  ]);
  return {
    pending,
    prechecks,
    recent,
    active,
    candidates,
    /** Goal names for the add-rule form's suggestions: configured goals and goals drafts were written for. */
    goals: goals.map((g) => g.goal),
    stats,
    saved,
    /** "Same mistake as one of these?" about the edit or rejection just saved, while it is unanswered. */
    question,
    /** The week's unnamed edits and rejections, asked again (not the one just saved: it is asked above). */
    unnamed,
    flash,
  };
}

/** A failure is logged and the page shows without the list. */
async function unnamedAgain(gateway: Gateway, except: string | undefined, logger: Logger): Promise<UnnamedQuestions> {
  try {
    return await gateway.unnamedQuestions({ limit: UNNAMED_SHOWN, ...(except && { except }) });
  } catch (err) {
    logger.warn('web: the unnamed mistakes were not shown', { err });
    return { questions: [], unnamed: 0 };
  }
}

/**
 * Asked on the page the decision lands on, so it never holds the decision up; a goal with nothing to compare, an
 * approval or an answered question asks nothing, and a failure is logged and the page shows without it.
 */
async function mistakeQuestionAfter(
  gateway: Gateway,
  saved: RunView | null,
  logger: Logger,
): Promise<MistakeQuestion | null> {
  const decision = saved?.decision;
  if (!decision || decision.rating === 1) return null;
  try {
    const question = await gateway.mistakeQuestion(decision.id);
    return question.answer === null && question.choices.length > 0 ? question : null;
  } catch (err) {
    logger.warn('web: the same-mistake question was not shown', { feedback_id: decision.id, err });
    return null;
  }
}

/** The pre-check of each waiting card is built with the card; one failing (logged by the gateway) never keeps the page from loading. */
export async function prechecksFor(gateway: Gateway, pending: Awaited<ReturnType<Gateway['listRuns']>>) {
  return new Map(
    await Promise.all(
      pending.slice(0, PRECHECKED).map(async (run) => [run.id, await gateway.precheckRun(run)] as const),
    ),
  );
}
