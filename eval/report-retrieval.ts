// The retrieval tables of `npm run eval`: held-out beside tuning, task alone beside task + draft.
import { table } from '../bench/table.ts';
import { interval, pct } from './interval.ts';
import type { SetResult } from './retrieval.ts';

export function retrievalTables(results: SetResult[]): string {
  const overall = table(
    'Context retrieval (GET /v1/context, k=5). recall@5 = questions with a relevant past correction that got one;\n' +
      'precision@5 = relevant returned / returned over all questions; "none when none" = questions with no relevant past correction that got none.\n' +
      'Held-out sets are never tuned on (other goals, wording and mistake classes): A was written before any retrieval change,\n' +
      'C, D, G, H, I, J, M, N and O by helpers who had not seen the retrieval code or the tuning set; "held-out A+…+O" is\n' +
      'all of them as one. dev B, E, F, K, L, T and U were written like C and D, and are development sets since their first measurement.',
    ['set', 'asked with', 'questions', 'recall@5', 'precision@5', 'returned (mean)', 'none when none'],
    results.flatMap((r) =>
      r.modes.map((m) => [
        `${r.set} (${r.corrections} corrections)`,
        m.mode,
        m.questions,
        `${pct(m.recall)} of ${m.withRelevant}`,
        pct(m.precision),
        m.meanReturned.toFixed(2),
        `${pct(m.noneWhenNone)} of ${m.withoutRelevant}`,
      ]),
    ),
  );
  const kinds = table(
    'By kind of question (recall@5 where a correction is relevant, else the share answered with none)',
    ['set', 'asked with', 'kind', 'questions', 'recall@5 / none', 'precision@5'],
    results.flatMap((r) =>
      r.modes.flatMap((m) =>
        m.perKind.map((k) => [
          r.set,
          m.mode,
          k.kind,
          k.questions,
          k.withRelevant ? pct(k.recall) : `none ${pct(k.noneWhenNone)}`,
          pct(k.precision),
        ]),
      ),
    ),
  );
  const intervals = table(
    'How sure these are: 95% Wilson intervals (one held-out set of 40 questions cannot tell 80% from 85%)',
    ['set', 'asked with', 'recall@5', 'precision@5', 'none when none'],
    results.flatMap((r) =>
      r.modes.map((m) => {
        const returned = Math.round(m.meanReturned * m.questions);
        return [
          r.set,
          m.mode,
          interval(m.recall, m.withRelevant),
          interval(m.precision, returned),
          interval(m.noneWhenNone, m.withoutRelevant),
        ];
      }),
    ),
  );
  const whys = table(
    'Why each returned correction came back (matched_by): repeat = the draft repeats what the owner removed or\n' +
      "rejected; situation = the task stands out from the goal's background; draft = the draft is about the same thing.\n" +
      '"on questions without one" = returned where no past correction is relevant (what "none when none" misses on)',
    ['set', 'asked with', 'matched by', 'returned', 'of the relevant class', 'on questions without one'],
    results.flatMap((r) =>
      r.modes.flatMap((m) =>
        m.byWhy
          .filter((w) => w.returned > 0)
          .map((w) => [r.set, m.mode, w.why, w.returned, `${w.right} (${pct(w.right / w.returned)})`, w.onNone]),
      ),
    ),
  );
  return `${overall}\n\n${kinds}\n\n${whys}\n\n${intervals}`;
}
