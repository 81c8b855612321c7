// A candidate row as the vector query returns it, for tests of recall's choice (select, recall-model).
import type { SimilarCorrection } from '../../../db/queries/vectors.ts';

// A goal whose unrelated corrections sit at cosine 0.3 (spread 0.1) and share 20% of the task's trigrams (spread 0.1).
export const background = { n: 40, median: 0.3, spread: 0.1, lexical_median: 0.2, lexical_spread: 0.1 };

export function row(id: string, over: Partial<SimilarCorrection>): SimilarCorrection {
  return {
    id,
    run_id: `run_${id}`,
    goal: 'replies',
    rating: 0,
    situation: 'Reply to a customer asking when the parcel arrives',
    draft: 'It arrives tomorrow, guaranteed.',
    correction: 'It usually arrives within a week.',
    reason: null,
    edit_kind: 'substantive',
    edit_removed: ['tomorrow guaranteed'],
    edit_added: ['usually', 'within a week'],
    created_at: new Date('2026-11-20T10:00:00Z'),
    similarity: 0.3,
    lexical: 0.2,
    draft_similarity: null,
    background,
    ...over,
  };
}
