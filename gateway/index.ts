// The gateway's public surface for channels (bots/): the Gateway type, what it hands out, errors and shared wording.
// bots/ import from here only (checked in `npm test`), so the core can move things inside without touching them.

// What the gateway hands out
export type { Publication } from '../db/queries/publications.ts';
export type { Rule } from '../db/queries/rules.ts';
export type { Run } from '../db/queries/runs.ts';
export type { Channel } from './channels.ts';
export type { Config } from './config.ts';
export { contextSummary } from './context-summary.ts';
export type {
  CurrentState,
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
} from './core/model.ts';
export { isOwner } from './core/tap-pipeline.ts';
// Words and lines every channel shows the same way
export { alreadyDecided, ruleAlreadyDecided, sourceLabel } from './core/wording.ts';
// What a channel passes in
export type { DecideInput } from './decisions.ts';
// Errors and the owner policy
export { ConfigError, ConflictError, GatewayError } from './errors.ts';
// The core and what it is built from
export type { Gateway } from './gateway.ts';
// The web inbox guards itself as the API does: login compared in constant time, same Host and cross-site rules
export { safeEqual } from './http/auth.ts';
export { crossSiteProblem, hostNameOf, isAllowedHost, requestHost } from './http/origin.ts';
export type { Precheck } from './learning/precheck.ts';
export type { Logger } from './logger.ts';
export { describeSlot } from './publish/describe.ts';
export type { DecideRuleInput, RuleAction } from './rule-decisions.ts';
export type { RuleView } from './rules.ts';
export { effectivenessLine } from './rules-effectiveness.ts';
export { type DecisionAction, decisionAction, goalName } from './schemas.ts';
export { senderLabel } from './sender.ts';
export type { Stats } from './stats.ts';
