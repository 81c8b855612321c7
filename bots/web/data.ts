// Everything the inbox page shows, read through the gateway in one place.
import {
  type InboxGateway,
  type Logger,
  type MistakeQuestion,
  type RunView,
  UNNAMED_ASKED,
} from '../../gateway/index.ts';
import type { Flash } from './flash.ts';

export const PENDING_SHOWN = 50;
export const RECENT_SHOWN = 20;
export const CHART_DAYS = 14;
/** Waiting cards that get the pre-check line (each costs one embedding and one query). */
export const PRECHECKED = 20;

export type InboxData = Awaited<ReturnType<typeof loadInbox>>;

export async function loadInbox(gateway: InboxGateway, flash: Flash, logger: Logger) {
  const [pending, recent, active, candidates, goals, stats, saved, held] = await Promise.all([
    gateway.listRuns({ status: 'pending', limit: PENDING_SHOWN }),
    gateway.listRecentDecisions(RECENT_SHOWN),
    gateway.listRules({ status: 'active' }),
    gateway.listRules({ status: 'candidate' }),
    gateway.listGoals(),
    gateway.getStats({ days: CHART_DAYS }),
    flash.saved ? gateway.getRun(flash.saved).catch(() => null) : null,
    gateway.holdOf(),
  ]);
  const [prechecks, question, unnamed] = await Promise.all([
    prechecksFor(gateway, pending),
    mistakeQuestionAfter(gateway, saved, logger),
    unnamedCount(gateway, logger),
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
    /** How many edits and rejections of the week are not named: the page that asks again about them links from here. */
    unnamed,
    /** A restored copy not yet released: decisions are saved here and go out once it is. */
    held,
    flash,
  };
}

/** Counted only (two small queries): the questions are built on their own page. A failure counts none and is logged. */
async function unnamedCount(gateway: Pick<InboxGateway, 'unnamedQuestions'>, logger: Logger): Promise<number> {
  try {
    return (await gateway.unnamedQuestions({ limit: 0 })).unnamed;
  } catch (err) {
    logger.warn('web: the unnamed mistakes were not counted', { err });
    return 0;
  }
}

/** The page of unnamed mistakes: the week's edits and rejections not named yet, asked again. */
export async function loadUnnamed(gateway: Pick<InboxGateway, 'unnamedQuestions'>, flash: Flash) {
  return { unnamed: await gateway.unnamedQuestions({ limit: UNNAMED_ASKED }), flash };
}

/**
 * Asked on the page the decision lands on, so it never holds the decision up; a goal with nothing to compare, an
 * approval or an answered question asks nothing, and a failure is logged and the page shows without it.
 */
async function mistakeQuestionAfter(
  gateway: Pick<InboxGateway, 'mistakeQuestion'>,
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
export async function prechecksFor(
  gateway: Pick<InboxGateway, 'precheckRun'>,
  pending: Awaited<ReturnType<InboxGateway['listRuns']>>,
) {
  return new Map(
    await Promise.all(
      pending.slice(0, PRECHECKED).map(async (run) => [run.id, await gateway.precheckRun(run)] as const),
    ),
  );
}
