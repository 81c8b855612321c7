// What became of the taps received, in one set of words and one order on every surface (API, CLI, MCP, inbox,
// Telegram, Slack, digest, metrics). The outcomes split the taps received: received = the sum of the seven.
import type { TapOutcome } from '../../db/queries/taps.ts';

/** The outcomes in the order every surface shows them; each one is also its field name in the API. */
export const TAP_OUTCOMES = ['stored', 'duplicate', 'already_decided', 'refused', 'invalid', 'failed', 'lost'] as const;
export type TapOutcomeName = (typeof TAP_OUTCOMES)[number];

/** Taps received and what became of each: `received` is the sum of the others. */
export type TapCounts = { received: number } & Record<TapOutcomeName, number>;

/** The outcome as a person reads it: its field name, with a space for the underscore ("already decided"). */
export const tapWord = (o: TapOutcomeName | 'received'): string => o.replace('_', ' ');

/** What each outcome means, as the inbox explains it under its table (docs/operations.md says the same). */
export const TAP_MEANINGS: Record<TapOutcomeName, string> = {
  stored: 'its decision or answer was saved',
  duplicate: 'the same tap again (a double tap, a re-delivery): saved once, by the first',
  already_decided: 'the draft or rule was already decided or had expired, or the time to undo was over',
  refused: 'not from an owner',
  invalid: 'could not be used as sent (an edit that changes nothing, an unknown draft, a fix that no longer applies)',
  failed: 'not saved: the database failed, and the person was told to tap again',
  lost: 'no outcome a minute after it arrived: the process stopped midway',
};

/**
 * The taps table's outcome column in these words. `conflict` is the refusal's error code (409); `received` is a tap
 * whose outcome was never written, counted once it is a minute old (db/queries/taps.ts, COUNTED_TAPS).
 */
export const OUTCOME_NAMES: Record<TapOutcome, TapOutcomeName> = {
  stored: 'stored',
  duplicate: 'duplicate',
  conflict: 'already_decided',
  refused: 'refused',
  invalid: 'invalid',
  failed: 'failed',
  received: 'lost',
};

export const noTaps = (): TapCounts => ({
  received: 0,
  ...(Object.fromEntries(TAP_OUTCOMES.map((o) => [o, 0])) as Record<TapOutcomeName, number>),
});

/** Counts per stored outcome, as the taps table holds them, added up in these words. */
export function countTaps(rows: { outcome: TapOutcome; n: number }[]): TapCounts {
  const counts = noTaps();
  for (const { outcome, n } of rows) {
    counts[OUTCOME_NAMES[outcome]] += n;
    counts.received += n;
  }
  return counts;
}

export function addTaps(all: TapCounts[]): TapCounts {
  const sum = noTaps();
  for (const c of all) {
    sum.received += c.received;
    for (const o of TAP_OUTCOMES) sum[o] += c[o];
  }
  return sum;
}

/** Received but not stored, the decisions that are missing: failed and lost, which must stay 0. */
export const notStored = (c: TapCounts): number => c.failed + c.lost;

/** "8 received (4 stored, 1 duplicate, 1 already decided, 1 refused, 1 invalid, 1 failed, 0 lost)" */
export const tapsText = (c: TapCounts): string =>
  `${c.received} received (${TAP_OUTCOMES.map((o) => `${c[o]} ${tapWord(o)}`).join(', ')})`;

/** The warning line every surface shows when taps were received but not stored. */
export function notStoredWarning(c: TapCounts, when: string): string | null {
  if (notStored(c) === 0) return null;
  return `⚠️ ${notStored(c)} tap(s) received but not stored ${when}: ${c.failed} failed (the person was told "not saved"), ${c.lost} lost (no outcome recorded). Those decisions are missing: check the drafts and the logs.`;
}
