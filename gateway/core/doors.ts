// The gateway's narrow doors: what each kind of consumer calls. A channel, a route or a job is handed one of these, not
// the whole Gateway, so its type says who depends on what; only the composition root (gateway/app) holds it all.
import type { Gateway } from './gateway.ts';

/** What turns a person's tap into a decision: on a run, a rule, a goal's trust, the same-mistake question; a refused tap is logged too. */
export type TapCalls = Pick<
  Gateway,
  'decide' | 'undo' | 'applyFix' | 'decideRule' | 'decideTrust' | 'answerMistake' | 'refuseTap'
>;

/** What a card, a command or a page reads. */
export type CardReads = Pick<
  Gateway,
  | 'getRun'
  | 'listRuns'
  | 'getRule'
  | 'listRules'
  | 'topReasons'
  | 'precheckRun'
  | 'mistakeQuestion'
  | 'unnamedQuestions'
  | 'getStats'
>;

/** Where each card lives per channel, so a decision taken in one channel updates the card in the others. */
export type CardBook = Pick<Gateway, 'recordCard' | 'findCard' | 'cardsOf'>;

/** The hold on a restored copy: a channel leaves the chat app to the original until the owner releases it. */
export type HoldWatch = Pick<Gateway, 'holdOf' | 'whenReleased'>;

/** A chat channel (Telegram, Slack): taps in, cards out, and itself registered once started. */
export interface ChannelGateway extends TapCalls, CardReads, CardBook, HoldWatch {
  addChannel: Gateway['addChannel'];
  /** Who a Telegram or Slack user is, and whether they may do what they tapped. */
  people: Gateway['people'];
}

/** The web inbox: the owner's page of drafts, decisions, rules and counts, its forms, and the nightly job on demand. */
export type InboxGateway = Pick<
  Gateway,
  | 'people'
  | 'actionLinks'
  | 'decide'
  | 'undo'
  | 'applyFix'
  | 'answerMistake'
  | 'decideRule'
  | 'createRule'
  | 'runNightly'
  | 'getRun'
  | 'listRuns'
  | 'getRule'
  | 'listRules'
  | 'listRecentDecisions'
  | 'listGoals'
  | 'getStats'
  | 'precheckRun'
  | 'mistakeQuestion'
  | 'unnamedQuestions'
  | 'holdOf'
>;

/** The daily counts and the digest, as GET /v1/stats answers them. */
export type Reports = Pick<Gateway, 'getStats' | 'buildDigest'>;

/** The owner's data: export and backup as streams (no database handle leaves the gateway), forget, and the release. */
export type OwnerData = Pick<Gateway, 'exportRuns' | 'backup' | 'forgetRun' | 'release'>;

/** The scheduled passes `taploop start` runs as jobs. */
export type JobPasses = Pick<
  Gateway,
  'runNightly' | 'sendDigest' | 'expireRuns' | 'remindPending' | 'backfillEmbeddings' | 'deliverCards'
>;
