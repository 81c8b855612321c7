// The last table of `npm run eval`: each learning target, the held-out figure beside the tuning one, and
// whether the held-out one meets it. The README's "Learning quality" table is this one.
import { table } from '../bench/table.ts';
import { interval, pct } from './interval.ts';
import type { MonthResult } from './month.ts';
import { type PromotionResult, promotionCounts } from './promotion.ts';
import { madeShare } from './report.ts';
import type { ModeResult, SetResult } from './retrieval.ts';

/** One target: what it asks, and how a set's figure reads and compares. */
interface Target {
  what: string;
  heldOut: string;
  tuning: string;
  met: boolean | null;
}

/** The row to quote: the pooled held-out sets when there are several, else the one held-out set. */
function quoted<T extends { set: string }>(rs: readonly T[]): T | undefined {
  const held = rs.filter((r) => r.set.startsWith('held-out'));
  return held.find((r) => r.set.includes('+')) ?? (held.length === 1 ? held[0] : undefined);
}

const withDraft = (r: SetResult | undefined): ModeResult | undefined => r?.modes.find((m) => m.mode === 'task+draft');

function contextTargets(retrieval: readonly SetResult[]): Target[] {
  const held = withDraft(quoted(retrieval));
  const tuning = withDraft(retrieval.find((r) => r.set === 'tuning'));
  if (!held && !tuning) return []; // development sets only
  const row = (what: string, goal: number, f: (m: ModeResult) => number, n: (m: ModeResult) => number): Target => ({
    what,
    heldOut: held ? interval(f(held), n(held)) : '—',
    tuning: tuning ? pct(f(tuning)) : '—',
    met: held ? f(held) >= goal : null,
  });
  return [
    row(
      'context recall@5 ≥ 85% (asked with the draft)',
      0.85,
      (m) => m.recall,
      (m) => m.withRelevant,
    ),
    row(
      'context precision@5 ≥ 60% (with the draft)',
      0.6,
      (m) => m.precision,
      (m) => Math.round(m.meanReturned * m.questions),
    ),
    row(
      'none when no correction applies ≥ 80%',
      0.8,
      (m) => m.noneWhenNone,
      (m) => m.withoutRelevant,
    ),
  ];
}

function promotionTargets(promotion: readonly PromotionResult[]): Target[] {
  const held = quoted(promotion);
  const tuning = promotion.find((r) => r.set === 'tuning');
  if (!held && !tuning) return [];
  const onTime = (r: PromotionResult) => promotionCounts(r).onTime / r.classes.length;
  const real = (r: PromotionResult) => promotionCounts(r).real / r.candidates.length;
  const count = (f: (r: PromotionResult) => number) => (r: PromotionResult | undefined) => (r ? String(f(r)) : '—');
  const zero = (what: string, f: (r: PromotionResult) => number): Target => ({
    what,
    heldOut: count(f)(held),
    tuning: count(f)(tuning),
    met: held ? f(held) === 0 : null,
  });
  return [
    {
      what: 'rule proposed ≤ 1 night after the 3rd correction, ≥ 90% of classes',
      heldOut: held ? interval(onTime(held), held.classes.length) : '—',
      tuning: tuning ? pct(onTime(tuning)) : '—',
      met: held ? onTime(held) >= 0.9 : null,
    },
    {
      what: 'candidates that match a real class ≥ 90%',
      heldOut: held ? `${pct(real(held))} of ${held.candidates.length}` : '—',
      tuning: tuning ? pct(real(tuning)) : '—',
      met: held ? real(held) >= 0.9 : null,
    },
    zero('candidates with evidence from two classes: 0', (r) => promotionCounts(r).mixed),
    zero('wrong retirement proposals: 0', (r) => r.wrongRetirements),
    zero('one-word or word-list titles: 0', (r) => promotionCounts(r).flawed),
  ];
}

/** The month: repeat rate of the agents that follow their context, from week 2 on, in the held-out and tuning worlds. */
function monthTargets(months: readonly MonthResult[]): Target[] {
  const policies = ['follows corrections', 'follows rules + corrections'] as const;
  /** The repeats from week 2 on of this agent's month in the world whose name starts so, when it ran. */
  const fromWeek2 = (policy: string, world: string) =>
    months.find((m) => m.policy === policy && m.world.startsWith(world))?.tempted.filter((t) => t.repeat && t.day > 7);
  return policies.flatMap((policy) => {
    const held = fromWeek2(policy, 'held-out');
    const tuning = fromWeek2(policy, 'tuning');
    if (!held && !tuning) return [];
    return [
      {
        what: `repeat rate from week 2 ≤ 5%: ${policy}`,
        heldOut: held ? interval(madeShare(held), held.length) : '—',
        tuning: tuning ? pct(madeShare(tuning)) : '—',
        met: held ? madeShare(held) <= 0.05 : null,
      },
    ];
  });
}

export function targetsTable(
  promotion: readonly PromotionResult[],
  retrieval: readonly SetResult[],
  months: readonly MonthResult[] = [],
): string {
  const rows = [...contextTargets(retrieval), ...promotionTargets(promotion), ...monthTargets(months)];
  if (rows.length === 0) return 'Targets: no held-out or tuning set in this run';
  return table(
    'Targets on the held-out sets (pooled; 95% interval), the tuning set beside them; "met" reads the held-out figure',
    ['target', 'held-out', 'tuning', 'met'],
    rows.map((t) => [t.what, t.heldOut, t.tuning, t.met === null ? '' : t.met ? 'yes' : 'no']),
  );
}
