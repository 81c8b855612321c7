// The printed tables of `npm run eval`.
import { table } from '../bench/table.ts';
import { pct } from './interval.ts';
import type { MonthResult, TemptedDraft } from './month.ts';
import { classesOf, type World } from './world.ts';

/** Share of these drafts where the agent made the mistake it was tempted to (NaN for none). */
export const madeShare = (xs: readonly TemptedDraft[]): number => xs.filter((t) => t.made).length / xs.length;

/** Corrections of a class stored up to the night its first real candidate was proposed. */
function firstRule(m: MonthResult, cls: string): string {
  const first = m.candidates.find((c) => c.realClass === cls);
  if (!first) return `never (${m.corrections.filter((c) => c.cls === cls).length} corrections)`;
  const before = m.corrections.filter((c) => c.cls === cls && c.day <= first.night).length;
  return `${before} (night ${first.night})`;
}

export function ruleTable(months: MonthResult[], world: World): string {
  const goalOf = (cls: string) =>
    [...new Set(world.families.filter((f) => f.mistake === cls).map((f) => f.goal))].join(', ');
  return table(
    'Corrections until the nightly job proposes a rule for the class (the owner confirms a candidate when ≥2/3 of its evidence is that class)',
    ['class', 'goal', ...months.map((m) => m.policy), 'first candidate title (first run)'],
    classesOf(world).map((cls) => [
      cls,
      goalOf(cls),
      ...months.map((m) => firstRule(m, cls)),
      (months[0]!.candidates.find((c) => c.realClass === cls)?.title ?? '—').slice(0, 60),
    ]),
  );
}

export function candidateTable(months: MonthResult[]): string {
  const asked = months.some((m) => m.questions);
  return table(
    'Candidates the nightly job proposed, judged against the classes the owner actually corrects',
    [
      'agent',
      'proposed',
      'match a real class',
      'junk',
      'duplicates of a confirmed class (joined by "same mistake as rule X") / asked about another class’s rule',
      'evidence attached to another class’s rule',
      'retirements proposed (all wrong)',
      'active rules at end',
      'group-nights a rule’s words miss (its class / another)',
      ...(asked ? ['"same mistake as…?" asked / its class shown / missed'] : []),
    ],
    months.map((m) => {
      const real = m.candidates.filter((c) => c.realClass).length;
      const wrongAttach = m.attached.filter((a) => a.ruleClass !== a.evidenceClass).reduce((s, a) => s + a.items, 0);
      const allAttach = m.attached.reduce((s, a) => s + a.items, 0);
      // A rule confirmed for a class whose own mistake it no longer covers in words, or another class stuck behind it.
      const ownUncovered = m.uncovered.filter((u) => u.ruleClass !== null && u.ruleClass === u.evidenceClass).length;
      return [
        m.policy,
        m.candidates.length,
        `${real} (${pct(real / (m.candidates.length || 1))})`,
        m.candidates.length - real,
        `${m.candidates.filter((c) => c.duplicate).length} (${m.candidates.filter((c) => c.alike === 'own class').length}) / ${m.candidates.filter((c) => c.alike === 'another').length}`,
        `${wrongAttach} of ${allAttach} items`,
        m.retirementsProposed,
        m.activeRulesAtEnd,
        `${ownUncovered} / ${m.uncovered.length - ownUncovered}`,
        ...(asked ? [m.questions ? `${m.questions.asked} / ${m.questions.shown} / ${m.questions.missed}` : '—'] : []),
      ];
    }),
  );
}

export function repeatTable(months: MonthResult[], days: number): string {
  const weeks = Math.ceil(days / 7);
  const rate = (xs: MonthResult['tempted']) =>
    xs.length ? `${pct(madeShare(xs))} (${xs.filter((t) => t.made).length}/${xs.length})` : '—';
  return table(
    'Repeat-mistake rate: drafts where the agent was about to make a mistake the owner had already corrected, and made it anyway\n' +
      '(the agent that ignores context makes every one by construction: it is the baseline)',
    [
      'agent',
      'whole month',
      ...Array.from({ length: weeks }, (_, w) => `days ${w * 7 + 1}-${Math.min((w + 1) * 7, days)}`),
      'avoided via rule',
      'via correction',
      'via check_draft',
    ],
    months.map((m) => {
      const repeats = m.tempted.filter((t) => t.repeat);
      return [
        m.policy,
        rate(repeats),
        ...Array.from(
          { length: weeks },
          (_, w) => rate(repeats.filter((t) => t.day > w * 7 && t.day <= (w + 1) * 7)).split(' ')[0]!,
        ),
        repeats.filter((t) => t.warnedBy === 'rule').length,
        repeats.filter((t) => t.warnedBy === 'correction').length,
        repeats.filter((t) => t.warnedBy === 'check').length,
      ];
    }),
  );
}

export function perClassRepeat(months: MonthResult[], world: World): string {
  return table(
    'Repeat-mistake rate per class, whole month',
    ['class', ...months.map((m) => m.policy)],
    classesOf(world).map((cls) => [
      cls,
      ...months.map((m) => {
        const xs = m.tempted.filter((t) => t.repeat && t.mistake === cls);
        return xs.length ? `${pct(madeShare(xs))} of ${xs.length}` : '—';
      }),
    ]),
  );
}

/** PRELUDE/CIPHER's measure: the owner's cumulative editing effort, per agent kind and per week. */
export function effortTable(months: MonthResult[], days: number): string {
  const weeks = Math.ceil(days / 7);
  const sum = (xs: MonthResult['effort'], k: 'edited' | 'rejectedWords') => xs.reduce((s, e) => s + e[k], 0);
  return table(
    "The owner's effort over the month: word edit distance of their edits (and, apart, words of drafts they rejected)",
    [
      'agent',
      'edit distance, month',
      ...Array.from({ length: weeks }, (_, w) => `days ${w * 7 + 1}-${Math.min((w + 1) * 7, days)}`),
      'edits',
      'rejected drafts (words)',
    ],
    months.map((m) => [
      m.policy,
      sum(m.effort, 'edited'),
      ...Array.from({ length: weeks }, (_, w) =>
        sum(
          m.effort.filter((e) => e.day > w * 7 && e.day <= (w + 1) * 7),
          'edited',
        ),
      ),
      m.effort.filter((e) => e.edited > 0).length,
      `${m.effort.filter((e) => e.rejectedWords > 0).length} (${sum(m.effort, 'rejectedWords')})`,
    ]),
  );
}

/** The share of repeated mistakes that the card's pre-check flagged, per agent kind, apart from the repeat rate. */
export function precheckTable(months: MonthResult[], days: number): string {
  const weeks = Math.ceil(days / 7);
  const share = (xs: MonthResult['tempted']) => {
    const hit = xs.filter((t) => t.precheck === 'this mistake').length;
    return xs.length ? `${pct(hit / xs.length)} (${hit}/${xs.length})` : '—';
  };
  return table(
    'Pre-check on the card (POST /v1/check as the card job runs it): repeated mistakes the agent made, and how many cards\n' +
      'named that mistake (a past correction or rule of its class shown); "another" = the card showed something else;\n' +
      'clean drafts = drafts without a mistake whose card showed a pre-check line all the same (false alarms)',
    [
      'agent',
      'repeats flagged',
      ...Array.from({ length: weeks }, (_, w) => `days ${w * 7 + 1}-${Math.min((w + 1) * 7, days)}`),
      'showed another',
      'not flagged',
      'clean drafts flagged',
    ],
    months.map((m) => {
      const made = m.tempted.filter((t) => t.repeat && t.made);
      return [
        m.policy,
        share(made),
        ...Array.from(
          { length: weeks },
          (_, w) => share(made.filter((t) => t.day > w * 7 && t.day <= (w + 1) * 7)).split(' ')[0]!,
        ),
        made.filter((t) => t.precheck === 'another').length,
        made.filter((t) => t.precheck === null).length,
        `${m.cleanDrafts.flagged} of ${m.cleanDrafts.drafts} (${pct(m.cleanDrafts.flagged / (m.cleanDrafts.drafts || 1))})`,
      ];
    }),
  );
}
