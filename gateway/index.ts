// The gateway's public surface for channels (bots/): the doors they are handed, what they get back, errors and shared wording.
// bots/ import from here only (checked in `npm test`), so the core can move things inside without touching them.

// What the gateway hands out
export type { Publication } from '../db/queries/publications.ts';
export type { Rule } from '../db/queries/rules.ts';
export type { Run } from '../db/queries/runs.ts';
// What a channel passes in
export type { ActionLinkResult, ActionLinkState } from './core/act-links.ts';
export type { DecideInput } from './core/decisions.ts';
// The core, and the narrow doors a channel is handed instead of all of it
export type { CardBook, CardReads, ChannelGateway, HoldWatch, InboxGateway, TapCalls } from './core/doors.ts';
export type { Gateway } from './core/gateway.ts';
export { RELEASE_HOW } from './core/hold.ts';
export {
  aboutText,
  answeredText,
  choiceText,
  MISTAKE_HINT,
  MISTAKE_PROMPT,
  type MistakeAnswered,
  moreUnnamedText,
  NEW_MISTAKE,
  nothingUnnamedText,
} from './core/mistake-answers.ts';
// People, their roles and the inbox's sign-in: the door channels are handed, and what they say to a refused person
export {
  type Act,
  createPeople,
  type People,
  type Person,
  type PersonAt,
  type Role,
  STRANGER,
  type Verdict,
} from './core/people.ts';
export type { Precheck } from './core/precheck.ts';
export type { DecideRuleInput, RuleAction } from './core/rule-decisions.ts';
export type { RuleView } from './core/rules.ts';
export { effectivenessLine } from './core/rules-effectiveness.ts';
export { SIGN_IN_MINUTES, SIGN_IN_PATH } from './core/sign-in.ts';
export type { Stats } from './core/stats.ts';
export type { Channel } from './kernel/channels.ts';
export type { Config } from './kernel/config.ts';
export { contextSummary } from './kernel/context-summary.ts';
// Errors and the owner policy
export { ConfigError, ConflictError, GatewayError, isRefusal } from './kernel/errors.ts';
export { goalPolicy } from './kernel/goals.ts';
export { firstProblem } from './kernel/issues.ts';
export type { Logger } from './kernel/logger.ts';
export type {
  CurrentState,
  DayCounts,
  DayStats,
  Decision,
  DecisionResult,
  Digest,
  PublicationSlot,
  RuleDecisionResult,
  RunView,
  TrustChange,
  TrustDecisionResult,
  UndoResult,
} from './kernel/model.ts';
// Words and lines every channel shows the same way
export { type PersonCounts, peopleOver, personCountsText } from './kernel/person-counts.ts';
export { may, refusalText, reviewedGoals, roleLabel } from './kernel/roles.ts';
export { type DecisionAction, decisionAction, goalName } from './kernel/schemas.ts';
export { senderLabel } from './kernel/sender.ts';
export { unstorable } from './kernel/storable.ts';
export {
  notStored,
  TAP_MEANINGS,
  TAP_OUTCOMES,
  type TapCounts,
  type TapOutcomeName,
  tapsText,
  tapWord,
} from './kernel/tap-outcomes.ts';
export {
  alikeRuleName,
  alreadyDecided,
  correctedByText,
  deciderOf,
  ruleAlreadyDecided,
  shortDay,
  sourceLabel,
} from './kernel/wording.ts';
export {
  answerFrom,
  type MistakeAnswer,
  type MistakeChoice,
  type MistakeQuestion,
  UNNAMED_ASKED,
  UNNAMED_DAYS,
  type UnnamedQuestions,
} from './learning/mistake-links.ts';
export { describeSlot } from './publish/describe.ts';
export { ACT_LINK_HOURS, ACT_PATH } from './publish/notify.ts';
// The web inbox guards itself as the API does: login compared in constant time, same Host and cross-site rules
export { safeEqual } from './server/http/auth.ts';
// The Telegram webhook limits guesses at its secret per source address.
export { createGuessLimiter, type GuessLimiter, guessSource } from './server/http/guesses.ts';
export {
  crossSiteProblem,
  foreignOriginProblem,
  hostNameOf,
  isAllowedHost,
  requestHost,
} from './server/http/origin.ts';
