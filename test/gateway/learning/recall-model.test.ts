import { describe, expect, it } from 'vitest';
import type { SimilarCorrection } from '../../../db/queries/vectors.ts';
import { fit } from '../../../eval/fit.ts';
import { LOCAL_MODEL } from '../../../gateway/learning/embeddings/local.ts';
import { RECALL, selectCorrections } from '../../../gateway/learning/recall.ts';
import {
  featureNames,
  featureRows,
  modelFor,
  probabilities,
  SIGNALS,
  type Signals,
} from '../../../gateway/learning/recall-model.ts';
import { RECALL_WEIGHTS } from '../../../gateway/learning/recall-weights.ts';
import { row } from './similar-row.ts';

const ask = (rows: SimilarCorrection[], draft: string, scored = true) =>
  selectCorrections(rows, { goal: 'replies', draft, k: 5, threshold: 0.45, scored }, RECALL).map((r) => [
    r.row.id,
    r.via,
    r.repeat?.span.text ?? null,
  ]);

describe('the fitted model that chooses the context with a task and a draft', () => {
  it('ships one weight per feature it computes, by name, for the offline embedding they were fitted on', () => {
    for (const asked of ['draft', 'task'] as const) {
      const signals = Object.fromEntries(SIGNALS.draft.map((k) => [k, 0])) as unknown as Signals;
      const w = RECALL_WEIGHTS[asked];
      expect(Object.keys(w.weights).sort()).toEqual([...featureNames(asked)].sort());
      expect(featureRows([signals], asked)[0]).toHaveLength(featureNames(asked).length);
      expect(w.threshold).toBeGreaterThan(0);
      expect(w.threshold).toBeLessThan(1);
    }
    expect(RECALL_WEIGHTS.model).toBe(LOCAL_MODEL);
  });

  it('refuses weights with a feature missing or one it does not compute, naming them', () => {
    const { z, ...missing } = RECALL_WEIGHTS.task.weights;
    expect(z).toBeTypeOf('number');
    expect(() => modelFor('task', { ...RECALL_WEIGHTS.task, weights: missing })).toThrow(/missing z\b.*Refit/);
    const extra = { ...RECALL_WEIGHTS.task.weights, 'sim×lex': 1 };
    expect(() => modelFor('task', { ...RECALL_WEIGHTS.task, weights: extra })).toThrow(/unknown sim×lex/);
    // In order: the same numbers the features are multiplied by.
    const m = modelFor('task', RECALL_WEIGHTS.task);
    expect(m.weights).toEqual(featureNames('task').map((n) => RECALL_WEIGHTS.task.weights[n]));
  });

  it('asked with the task alone, brings back the situation that stands out from the goal, not the ordinary ones', () => {
    // Cosine 0.8 against a background median of 0.3 (spread 0.1), trigrams 0.7 against 0.2: far above the rest.
    const same = row('same', { similarity: 0.8, lexical: 0.7 });
    const usual = ['a', 'b', 'c', 'd'].map((id) => row(id, { similarity: 0.3, lexical: 0.2 }));
    const byTask = (rows: SimilarCorrection[]) =>
      selectCorrections(rows, { goal: 'replies', draft: null, k: 5, threshold: 0.45, scored: true }, RECALL).map(
        (r) => [r.row.id, r.via],
      );
    expect(byTask([same, ...usual])).toEqual([['same', 'situation']]);
    expect(byTask(usual)).toEqual([]);
  });

  it('brings back a correction whose removed words the draft repeats, with the span, and not an unrelated one', () => {
    const repeated = row('repeated', { draft_similarity: 0.2 });
    const unrelated = row('unrelated', {
      situation: 'Post about the new opening hours',
      draft: 'We are open from nine.',
      correction: 'We open at nine on weekdays.',
      edit_removed: ['from nine'],
      edit_added: ['at nine on weekdays'],
      similarity: 0.25,
      lexical: 0.1,
      draft_similarity: 0.05,
    });
    expect(ask([repeated, unrelated], 'Good news: it arrives tomorrow guaranteed.')).toEqual([
      ['repeated', 'repeat', 'tomorrow guaranteed'],
    ]);
    expect(ask([repeated, unrelated], 'Thanks for your patience, we will write when it ships.')).toEqual([]);
  });

  it('leaves a goal without a background to stand out from to the hand rules', () => {
    // The same near-miss situation: the model would weigh it as the best of one; the hand rules judge its cosine.
    const alone = [row('alone', { background: null, similarity: 0.44, lexical: 0.5, draft_similarity: 0.6 })];
    const byRules = selectCorrections(alone, { goal: 'replies', draft: 'It is on its way.', k: 5, threshold: 0.45 });
    expect(ask(alone, 'It is on its way.')).toEqual(byRules.map((r) => [r.row.id, r.via, null]));
    expect(byRules).toEqual([]);
  });
});

describe('fit (eval/fit.ts)', () => {
  it('recovers a rule from labelled rows: the label follows the first feature, not the second', () => {
    const x: number[][] = [];
    const y: boolean[] = [];
    for (let i = 0; i < 200; i++) {
      const a = (i % 20) / 20;
      const b = ((i * 7) % 13) / 13;
      x.push([a, b]);
      y.push(a + (i % 3 === 0 ? 0.1 : -0.1) > 0.5);
    }
    const w = fit(x, y);
    expect(w.weights[0]).toBeGreaterThan(5);
    expect(Math.abs(w.weights[1]!)).toBeLessThan(1);
    const [low, high] = probabilities(
      [
        [0.1, 0.5],
        [0.9, 0.5],
      ],
      w,
    );
    expect(low).toBeLessThan(0.2);
    expect(high).toBeGreaterThan(0.8);
  });
});
