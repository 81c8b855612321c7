// Which past corrections stand out for a task and draft: repeats of what the owner removed first, then situations
// that are alike relative to how alike the goal's unrelated items already are. Empty when nothing stands out.
import type { SimilarCorrection } from '../../db/queries/vectors.ts';
import { findRejected, findRemoved, type Repeat, type Span } from './repeats.ts';

export interface RecallSettings {
  /** A situation stands out when its similarity is this many standard deviations above the goal's background... */
  minZ: number;
  /** ...and at least this far above the background mean (tight backgrounds make small gaps look large). */
  minGap: number;
  /** Below this many background rows, the provider's absolute threshold decides instead. */
  minBackground: number;
  /** Keep situations within this of the best one: a trailing near-miss is noise in the prompt. */
  nearBest: number;
  /** Cosine of the draft with what a correction was about that counts on its own. */
  draftThreshold: number;
  /** Cosine of one draft sentence with what the owner removed (or a sentence of a rejected draft): a repeat in new words. */
  sentenceThreshold: number;
  /** ...and standing out from the sentence's similarity to everything else removed by this many deviations. */
  sentenceZ: number;
}

/** A draft sentence close in meaning to what a correction removed, found by embedding both (second stage). */
export interface SemanticRepeat {
  span: Span;
  removed: string;
  similarity: number;
  /** Standard deviations above this sentence's similarity to everything the candidates removed (0 when too few). */
  z: number;
}

// Chosen on the tuning set (eval/retrieval-tuning.ts): looser situation thresholds returned mostly wrong corrections there.
export const RECALL: RecallSettings = {
  minZ: 3,
  minGap: 0.3,
  minBackground: 8,
  nearBest: 0.15,
  draftThreshold: 0.75,
  sentenceThreshold: 0.55,
  sentenceZ: 2.5,
};

export interface Recalled {
  row: SimilarCorrection;
  /** Where the draft repeats what this correction removed, when it does. */
  repeat: Repeat | null;
  /** Why it came back: the draft repeats it, the situation stands out, or the draft is about the same correction. */
  via: 'repeat' | 'situation' | 'draft';
  score: number;
}

export function repeatOf(
  row: Pick<SimilarCorrection, 'rating' | 'edit_removed' | 'draft'>,
  draft: string,
): Repeat | null {
  if (row.rating === 0 && row.edit_removed?.length) return findRemoved(draft, row.edit_removed);
  if (row.rating === -1) return findRejected(draft, row.draft);
  return null;
}

export function selectCorrections(
  rows: readonly SimilarCorrection[],
  q: { draft: string | null; k: number; threshold: number; semantic?: ReadonlyMap<string, SemanticRepeat> },
  s: RecallSettings = RECALL,
): Recalled[] {
  const picked: Recalled[] = [];
  const situational: Recalled[] = [];
  for (const row of rows) {
    const near = q.semantic?.get(row.id);
    const repeat =
      (q.draft ? repeatOf(row, q.draft) : null) ??
      (near && near.similarity >= s.sentenceThreshold && near.z >= s.sentenceZ
        ? { span: near.span, removed: near.removed, strength: near.similarity - 0.2 }
        : null);
    if (repeat) {
      picked.push({ row, repeat, via: 'repeat', score: 2 + repeat.strength });
      continue;
    }
    const sim = row.similarity;
    if (sim !== null && Number.isFinite(sim)) {
      const { background_mean: mean, background_sd: sd, background_n: n } = row;
      const standsOut =
        n >= s.minBackground && mean !== null && sd !== null && sd > 0
          ? sim - mean >= s.minGap && (sim - mean) / sd >= s.minZ
          : sim >= q.threshold;
      if (standsOut) {
        situational.push({ row, repeat: null, via: 'situation', score: 1 + sim });
        continue;
      }
    }
    const ds = row.draft_similarity;
    if (ds !== null && Number.isFinite(ds) && ds >= s.draftThreshold)
      picked.push({ row, repeat: null, via: 'draft', score: 1 + ds });
  }
  const best = Math.max(...situational.map((r) => r.score));
  picked.push(...situational.filter((r) => r.score >= best - s.nearBest));
  return picked.sort((a, b) => b.score - a.score).slice(0, q.k);
}
