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

describe('poolSets', () => {
  it('sums the counts, recomputes the shares from them, and adds up why each correction came back', () => {
    const a = set(
      'A',
      mode([3, 4], [1, 2], 6, 3, [
        { why: 'repeat', returned: 4, right: 3, onNone: 0 },
        { why: 'situation', returned: 2, right: 0, onNone: 1 },
        { why: 'draft', returned: 0, right: 0, onNone: 0 },
      ]),
    );
    const b = set(
      'B',
      mode([1, 4], [2, 2], 2, 1, [
        { why: 'repeat', returned: 1, right: 1, onNone: 0 },
        { why: 'situation', returned: 0, right: 0, onNone: 0 },
        { why: 'draft', returned: 1, right: 0, onNone: 0 },
      ]),
    );
    const pooled = poolSets('A+B', [a, b]).modes[0]!;
    expect(pooled.recall).toBeCloseTo(4 / 8);
    expect(pooled.noneWhenNone).toBeCloseTo(3 / 4);
    expect(pooled.precision).toBeCloseTo(4 / 8);
    expect(pooled.meanReturned).toBeCloseTo(8 / 12);
    expect(pooled.byWhy).toEqual([
      { why: 'repeat', returned: 5, right: 4, onNone: 0 },
      { why: 'situation', returned: 2, right: 0, onNone: 1 },
      { why: 'draft', returned: 1, right: 0, onNone: 0 },
    ]);
  });
});
