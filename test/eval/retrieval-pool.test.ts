// The eval's pooled row is what one set of all the pooled sets' questions would give, "why it came back" included.
import { describe, expect, it } from 'vitest';
import { type ModeResult, poolSets, type SetResult } from '../../eval/retrieval.ts';

const mode = (
  recall: [number, number],
  none: [number, number],
  returned: number,
  right: number,
  byWhy: ModeResult['byWhy'],
): ModeResult => {
  const summary = {
    questions: recall[1] + none[1],
    withRelevant: recall[1],
    recall: recall[0] / recall[1],
    precision: right / returned,
    meanReturned: returned / (recall[1] + none[1]),
    withoutRelevant: none[1],
    noneWhenNone: none[0] / none[1],
  };
  return { mode: 'task+draft', ...summary, perKind: [{ kind: 'reworded', ...summary }], byWhy };
};

const set = (name: string, m: ModeResult): SetResult => ({ set: name, memory: 10, corrections: 8, modes: [m] });

/** Returned, right and on questions without one, for repeat, situation and draft. */
const whys = (...counts: [number, number, number][]): ModeResult['byWhy'] =>
  (['repeat', 'situation', 'draft'] as const).map((why, i) => {
    const [returned, right, onNone] = counts[i]!;
    return { why, returned, right, onNone };
  });

describe('poolSets', () => {
  it('sums the counts, recomputes the shares from them, and adds up why each correction came back', () => {
    const a = set('A', mode([3, 4], [1, 2], 6, 3, whys([4, 3, 0], [2, 0, 1], [0, 0, 0])));
    const b = set('B', mode([1, 4], [2, 2], 2, 1, whys([1, 1, 0], [0, 0, 0], [1, 0, 0])));
    const pooled = poolSets('A+B', [a, b]).modes[0]!;
    expect(pooled.recall).toBeCloseTo(4 / 8);
    expect(pooled.noneWhenNone).toBeCloseTo(3 / 4);
    expect(pooled.precision).toBeCloseTo(4 / 8);
    expect(pooled.meanReturned).toBeCloseTo(8 / 12);
    expect(pooled.byWhy).toEqual(whys([5, 4, 0], [2, 0, 1], [1, 0, 0]));
  });
});
