// The one wording of a rule's effect that Telegram, Slack and the web inbox all show.
import { describe, expect, it } from 'vitest';
import { effectivenessLine } from '../../gateway/core/rules-effectiveness.ts';

const side = (runs: number, edit_rate: number | null, reject_rate: number | null) => ({ runs, edit_rate, reject_rate });

describe('effectivenessLine', () => {
  it('compares edit and reject rates before and after, in whole percent, with the draft counts', () => {
    expect(effectivenessLine({ before: side(12, 0.4, 0.2), after: side(9, 0.111, 0.056) })).toBe(
      'edits 40% → 11%, rejections 20% → 6% (12 drafts before, 9 after)',
    );
  });

  it('says "not enough drafts yet" until a draft is decided after activation, or with no numbers at all', () => {
    expect(effectivenessLine({ before: side(5, 0.2, 0), after: side(0, null, null) })).toBe('not enough drafts yet');
    expect(effectivenessLine(null)).toBe('not enough drafts yet');
  });

  it('shows a dash, not 0%, when there were no drafts before, and counts one draft in the singular', () => {
    expect(effectivenessLine({ before: side(0, null, null), after: side(3, 0, 0.333) })).toBe(
      'edits – → 0%, rejections – → 33% (0 drafts before, 3 after)',
    );
    expect(effectivenessLine({ before: side(1, 1, 0), after: side(2, 0.5, 0) })).toBe(
      'edits 100% → 50%, rejections 0% → 0% (1 draft before, 2 after)',
    );
  });
});
