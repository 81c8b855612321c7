// createGateway(deps): the one core every channel, HTTP route and job calls, each through its narrow door (doors.ts);
// nothing else touches the database.

import { EventEmitter } from 'node:events';
import { backupForDownload } from '../../db/backup.ts';
import type { Db } from '../../db/client.ts';
import { topReasons } from '../../db/queries/feedback.ts';
import type { PublicationStatus } from '../../db/queries/publications.ts';
import type { Run } from '../../db/queries/runs.ts';
import { ensureVectorIndexes } from '../../db/queries/vectors.ts';
import { exportRuns } from '../data/export.ts';
import { forgetRun, type RetentionResult, runRetention } from '../data/retention.ts';
import type { Channel } from '../kernel/channels.ts';
import type { Config } from '../kernel/config.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import type { EmbeddingProvider } from '../kernel/embedding.ts';
import type { Logger } from '../kernel/logger.ts';
import { createMetrics } from '../kernel/metrics.ts';
import type {
  CheckInput,
  ContextQuery,
  CreateRuleInput,
  RuleStatus,
  RunStatus,
  SubmitRunInput,
  TapSource,
} from '../kernel/schemas.ts';
import { backfillEmbeddings, createBackfillScheduler } from '../learning/backfill.ts';
import { checkDraft } from '../learning/check.ts';
import { getContext } from '../learning/context.ts';
import { createMistakeNamer, createRuleWriter, type RuleWriter } from '../learning/llm.ts';
import { mistakeQuestion, ownerNamer, unnamedQuestions, withDisplayNames } from '../learning/mistake-links.ts';
import type { MistakeNamer } from '../learning/mistake-namer.ts';
import { type NightlyInput, type NightlyResult, type NightlyUses, runNightly } from '../learning/nightly.ts';
import { callbackKey } from '../publish/callbacks.ts';
import { createCardDeliveryScheduler, deliverCards } from '../publish/card-delivery.ts';
import { listGoals, listPublications } from '../publish/goals-view.ts';
import { actOnLink, readActionLink } from './act-links.ts';
import { type ApplyFixInput, applyFix } from './apply-fix.ts';
import { type CardRef, cardsOf, findCard, recordCard } from './cards.ts';
import { type DecideInput, decide } from './decisions.ts';
import { buildDigest, sendDigest } from './digest.ts';
import { expireRuns, remindPending } from './expiry.ts';
import { holdOf, release, whenReleased } from './hold.ts';
import { type AnswerMistakeInput, answerMistakeAs } from './mistake-answers.ts';
import { createPeople } from './people.ts';
import { precheckRun } from './precheck.ts';
import { type DecideRuleInput, decideRule } from './rule-decisions.ts';
import { createRule, getRule, listRules, type ProposeRuleInput, proposeRule, rewordRule } from './rules.ts';
import { getRun, listRecentDecisions, listRuns, submitRun, submitRunOnce, waitForDecision } from './runs.ts';
import { getStats } from './stats.ts';
import { refuseTap } from './tap-pipeline.ts';
import { type DecideTrustInput, decideTrust, trustOverview } from './trust.ts';
import { type UndoInput, undo } from './undo.ts';

export interface CreateGatewayOptions {
  db: Db;
  config: Config;
  embeddings: EmbeddingProvider;
  logger: Logger;
  channels?: Channel[];
  /** Writes candidate rule text; default: the LLM when configured, else recurring phrases. */
  ruleWriter?: RuleWriter;
  /** Names each correction's mistake for the nightly job (`learning/mistake-namer.ts`); default: the LLM when configured and
   * LLM_NAMES_MISTAKES is on, else none (grouping on words). The owner's own answers always name first. */
  mistakeNamer?: MistakeNamer;
}

export type Gateway = ReturnType<typeof createGatewayFromDeps>;

/** Builds the gateway and makes sure the vector index for the current embedding model exists. */
export async function createGateway(opts: CreateGatewayOptions): Promise<Gateway> {
  await ensureVectorIndexes(opts.db, opts.embeddings);
  const background = new Set<Promise<unknown>>();
  const partial = {
    db: opts.db,
    config: opts.config,
    embeddings: opts.embeddings,
    logger: opts.logger,
    channels: opts.channels ?? [],
    events: new EventEmitter().setMaxListeners(0),
    background,
  };
  const deps: GatewayDeps = {
    ...partial,
    scheduleBackfill: createBackfillScheduler(partial),
    scheduleCardDelivery: createCardDeliveryScheduler(partial),
  };
  return createGatewayFromDeps(
    deps,
    opts.ruleWriter ?? createRuleWriter(opts.config.llm, opts.logger),
    // The owner's answers to "the same mistake as…?" name first; a namer (the LLM's) names what they did not.
    withDisplayNames(
      ownerNamer(opts.db),
      opts.mistakeNamer ??
        (opts.config.llm && opts.config.learning.llmNamesMistakes
          ? createMistakeNamer(opts.config.llm, opts.logger)
          : undefined),
    ),
  );
}

/** A nightly run as the gateway answers it: the job's result, and what retention then removed (null: off or skipped). */
export type NightlyRun = NightlyResult & { retention: RetentionResult | null };

/** Retention rides on every nightly run (schedule, `taploop nightly`, POST /v1/jobs/nightly), after learning. */
async function nightlyThenRetention(
  deps: GatewayDeps,
  uses: NightlyUses,
  input: NightlyInput = {},
  progress: (line: string) => void = () => {},
): Promise<NightlyRun> {
  const result = await runNightly(deps, uses, input, progress);
  if (result.status !== 'succeeded' || deps.config.retentionDays === null) return { ...result, retention: null };
  const r = await runRetention(deps, { now: result.window.until });
  progress(
    r.status === 'succeeded'
      ? `retention (${deps.config.retentionDays} days): removed the texts of ${r.runs} run(s) before ${r.before?.toISOString()} (${r.feedback} decision(s), ${r.contexts} context record(s), ${r.publications} publication(s), ${r.deliveries} card or callback delivery(ies), ${r.published_lines} published line(s), ${r.context_tasks} unused context task(s); ${r.candidates} candidate rule(s) reworded)`
      : 'retention: another retention run is going; skipped',
  );
  return { ...result, retention: r };
}

function createGatewayFromDeps(deps: GatewayDeps, ruleWriter: RuleWriter, namer?: MistakeNamer) {
  const stopping = new AbortController();
  return {
    deps,
    /** People and their roles, sign-in links and sessions. */
    people: createPeople(deps),
    /** The one-tap links of notifications: read for the confirm page, used by its button (as the link's person). */
    actionLinks: {
      read: (token: string) => readActionLink(deps, token),
      act: (token: string) => actOnLink(deps, token),
    },
    /** Channels register themselves once started (bots need the gateway first). */
    addChannel: (channel: Channel) => void deps.channels.push(channel),
    submitRun: (input: SubmitRunInput, opts?: { sender?: string | null }) => submitRun(deps, input, opts),
    /** submitRun that tells whether the idempotency key gave back an earlier run. */
    submitRunOnce: (input: SubmitRunInput, opts?: { sender?: string | null }) => submitRunOnce(deps, input, opts),
    getRun: (id: string) => getRun(deps, id),
    listRuns: (filter: { status?: RunStatus; goal?: string; sender?: string; limit: number }) => listRuns(deps, filter),
    /** `gone` aborts when the client leaves: the wait stops re-reading at once. */
    waitForDecision: (id: string, seconds: number, gone?: AbortSignal) =>
      waitForDecision(deps, id, seconds, { gone, stopping: stopping.signal }),
    /**
     * On shutdown, once the server takes no new connections: every wait answers now with the run as it is (still pending, as after a timeout), and a
     * wait asked for from here on answers at once, so no long poll holds the stop for up to ten minutes.
     */
    stopWaiting: () => stopping.abort(),
    /** Whether stopWaiting was called. */
    isStopping: (): boolean => stopping.signal.aborted,
    decide: (input: DecideInput) => decide(deps, input),
    undo: (input: UndoInput) => undo(deps, input),
    listPublications: (filter: { status?: PublicationStatus; goal?: string; limit: number }) =>
      listPublications(deps, filter),
    listGoals: (now?: Date) => listGoals(deps, now),
    getContext: (query: ContextQuery) => getContext(deps, query),
    checkDraft: (input: CheckInput) => checkDraft(deps, input),
    /** The pre-check line of a run's card (null when nothing stands out); run where the card is built, never in submit. */
    precheckRun: (run: Pick<Run, 'id' | 'goal' | 'task' | 'draft'>) => precheckRun(deps, run),
    applyFix: (input: ApplyFixInput) => applyFix(deps, input),
    /** "The same mistake as one of these?" about an edit or rejection: the goal's most alike rules and corrections. */
    mistakeQuestion: (feedbackId: string, opts?: { now?: Date }) => mistakeQuestion(deps, feedbackId, opts),
    /** An owner's or reviewer's answer to it, role-checked: the nightly job groups linked corrections as one mistake. */
    answerMistake: (input: AnswerMistakeInput) => answerMistakeAs(deps, input),
    /** The week's edits and rejections the owner has not named, asked again with the choices they have now. */
    /** The week's unnamed corrections asked again; of `goals` only for a reviewer (null: every goal). */
    unnamedQuestions: (opts: { limit: number; now?: Date; goals?: readonly string[] | null }) =>
      unnamedQuestions(deps, opts),
    listRules: (filter: { status?: RuleStatus; goal?: string } = {}) => listRules(deps, filter),
    createRule: (input: CreateRuleInput) => createRule(deps, input),
    proposeRule: (input: ProposeRuleInput) => proposeRule(deps, input),
    decideRule: (input: DecideRuleInput) => decideRule(deps, input),
    rewordRule: (id: string, input: { title?: string; body: string }) => rewordRule(deps, id, input),
    /** The nightly job, then retention (RETENTION_DAYS), after learning has read the window. */
    runNightly: (input?: NightlyInput, progress?: (line: string) => void) =>
      nightlyThenRetention(deps, { writer: ruleWriter, namer, propose: (c) => proposeRule(deps, c) }, input, progress),
    /** The owner's most frequent rejection reasons for a goal, most frequent first. */
    topReasons: (goal: string, limit = 4) => topReasons(deps.db, goal, limit),
    /** The last decided runs with their decision, newest decision first. */
    listRecentDecisions: (limit = 20) => listRecentDecisions(deps, limit),
    getRule: (id: string) => getRule(deps, id),
    /** Logs a tap refused before any decision was attempted (a stranger opening a modal), so stats count it. */
    refuseTap: (tap: {
      source: TapSource;
      actor: string | null;
      action: string;
      runId?: string | null;
      ruleId?: string | null;
    }) => refuseTap(deps, tap),
    recordCard: (ref: CardRef) => recordCard(deps, ref),
    findCard: (channel: string, chatId: string | number, messageId: string | number) =>
      findCard(deps, channel, chatId, messageId),
    cardsOf: (of: { runId?: string; ruleId?: string }, channel: string) => cardsOf(deps, of, channel),
    getStats: (opts: { days: number; now?: Date }) => getStats(deps, opts),
    backfillEmbeddings: () => backfillEmbeddings(deps),
    decideTrust: (input: DecideTrustInput) => decideTrust(deps, input),
    trustOverview: () => trustOverview(deps),
    buildDigest: (now?: Date) => buildDigest(deps, now),
    sendDigest: (now?: Date) => sendDigest(deps, now),
    /** Pending runs past their expiry become expired (the expiry job, every SWEEP_INTERVAL_MS). */
    expireRuns: () => expireRuns(deps),
    /** Pending runs older than REMIND_AFTER are shown once more (the reminders job). */
    remindPending: () => remindPending(deps),
    /** One pass of expiry and reminders. */
    async sweep() {
      return { expired: await expireRuns(deps), reminded: await remindPending(deps) };
    },
    /** The hold on a restored copy (null when it is not held): while held, no outbox sends and bots wait. */
    holdOf: () => holdOf(deps),
    /** The owner lifts the hold; answers the hold lifted, or null when there was none. */
    release: () => release(deps),
    /** True once the database is not held; false when `signal` aborts first (a bot stopping while it waits). */
    whenReleased: (signal: AbortSignal) => whenReleased(deps, signal),
    /** Every run and its decision, streamed page by page (GET /v1/export). */
    async exportRuns(query: Parameters<typeof exportRuns>[1]) {
      const stream = await exportRuns(deps.db, query);
      deps.logger.info('export started', {
        format: query.format,
        goal: query.goal ?? null,
        lines: stream.summary.lines,
      });
      return stream;
    },
    /** A consistent snapshot of every table, gzip'd JSONL, read as it is sent (GET /v1/backup). */
    backup() {
      deps.logger.info('backup started', { backend: deps.db.kind });
      return backupForDownload(deps.db);
    },
    /** A run's texts go from every table, embedding and published.jsonl; its counts stay (DELETE /v1/runs/:id). */
    forgetRun: (runId: string) => forgetRun(deps, runId),
    /** The key an agent's callbacks are signed with, or the shared one (agent null), and where the shared key comes from. */
    callbackKey: (agent: string | null) => callbackKey(deps, agent),
    /** The Prometheus metrics: counters read from this database at scrape time, this process's latency histograms. */
    createMetrics: () => createMetrics(deps.db),
    /** One pass of the channel outbox: cards due now (the card-delivery job runs it every CARD_DELIVERY_INTERVAL_MS). */
    deliverCards: () => deliverCards(deps),
    /** Waits for background work (embedding backfill, card delivery) to finish: on shutdown, and in tests. */
    async settle() {
      while (deps.background.size) await Promise.allSettled([...deps.background]);
    },
  };
}
