// The eval's last table says, for each learning target, whether the held-out figure meets it: it reads the pooled
// held-out row, never the tuning one.
import { describe, expect, it } from 'vitest';
import { type AgentPolicy, emptyMonth, type MonthResult } from '../../eval/month.ts';
import type { PromotionResult } from '../../eval/promotion.ts';
import { targetsTable } from '../../eval/report-targets.ts';
import type { ModeResult, SetResult } from '../../eval/retrieval.ts';

const draftMode = (recall: number, precision: number, none: number): ModeResult => ({
  mode: 'task+draft',
  questions: 50,
  withRelevant: 40,
  recall,
  precision,
  meanReturned: 1,
  withoutRelevant: 10,
  noneWhenNone: none,
  perKind: [],
  byWhy: [],
});
const retrievalSet = (set: string, m: ModeResult): SetResult => ({ set, memory: 40, corrections: 35, modes: [m] });

const promotionSet = (set: string, onTime: number, mixed: number): PromotionResult => ({
  set,
  audit: { checked: 0, bad: [] },
  classes: Array.from({ length: 10 }, (_, i) => ({
    id: `c${i}`,
    corrections: 4,
    thirdNight: 4,
    firstNight: i < onTime ? 5 : null,
    title: null,
  })),
  candidates: Array.from({ length: 4 }, (_, i) => ({
    id: `r${i}`,
    night: 5,
    goal: 'posts',
    title: 'Never promise delivery dates',
    evidence: { c0: 3 },
    realClass: 'c0',
    duplicate: false,
    alike: null,
    classes: i < mixed ? 2 : 1,
    noise: 0,
    flaw: null,
    titleClass: null,
  })),
  attachedItems: 0,
  attachedWrong: 0,
  wrongRetirements: 0,
});

const metOf = (out: string, target: string) =>
  out
    .split('\n')
    .find((l) => l.startsWith(target))
    ?.trim()
    .split(/\s+/)
    .at(-1);

describe('targetsTable', () => {
  it('judges each target on the pooled held-out row, with the tuning figure beside it', () => {
    const out = targetsTable(
      [promotionSet('held-out A', 9, 0), promotionSet('held-out A+B', 6, 1), promotionSet('tuning', 10, 0)],
      [
        retrievalSet('held-out A', draftMode(0.9, 0.9, 0.9)),
        retrievalSet('held-out A+B', draftMode(0.5, 0.7, 0.85)),
        retrievalSet('tuning', draftMode(0.95, 0.9, 0.7)),
      ],
    );
    expect(metOf(out, 'context recall@5')).toBe('no'); // 50% pooled, though A alone and tuning pass
    expect(metOf(out, 'context precision@5')).toBe('yes');
    expect(metOf(out, 'none when no correction applies')).toBe('yes'); // 85%, though tuning's 70% does not
    expect(metOf(out, 'rule proposed')).toBe('no'); // 6 of 10 pooled
    expect(metOf(out, 'candidates with evidence from two classes')).toBe('no');
    expect(metOf(out, 'wrong retirement proposals')).toBe('yes');
    expect(out).toMatch(/context recall@5 .* 50% \(\d+-\d+%\)\s+95%\s+no/);
  });

  it('leaves out what the run did not measure', () => {
    const out = targetsTable([], [retrievalSet('held-out A', draftMode(0.9, 0.9, 0.9))]);
    expect(metOf(out, 'context recall@5')).toBe('yes');
    expect(out).not.toContain('rule proposed');
  });

  it('judges the repeat rate on the month in the held-out world, with the tuning world beside it', () => {
    // 20 repeats from week 2 on in each month; `made` of them the agent made anyway. Week 1 does not count.
    const month = (world: string, policy: AgentPolicy, made: number): MonthResult => ({
      ...emptyMonth(world, policy),
      tempted: [
        { day: 3, mistake: 'm', made: true, warnedBy: null, repeat: true, precheck: null },
        ...Array.from({ length: 20 }, (_, i) => ({
          day: 8 + i,
          mistake: 'm',
          made: i < made,
          warnedBy: i < made ? null : ('correction' as const),
          repeat: true,
          precheck: null,
        })),
      ],
    });
    const out = targetsTable(
      [],
      [],
      [
        month('held-out world V', 'follows corrections', 4),
        month('held-out world V', 'follows rules + corrections', 1),
        month('tuning world', 'follows corrections', 0),
        month('tuning world', 'follows rules + corrections', 0),
      ],
    );
    expect(out).toMatch(/follows corrections\s+20% \(\d+-\d+%\)\s+0%\s+no/); // 4 of 20, though tuning's 0% passes
    expect(out).toMatch(/follows rules \+ corrections\s+5% \(\d+-\d+%\)\s+0%\s+yes/);
    expect(targetsTable([], [], [month('tuning world', 'follows corrections', 0)])).toMatch(
      /follows corrections\s+—\s+0%\s*$/m,
    );
  });
});
