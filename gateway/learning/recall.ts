// Which past corrections stand out for a task and draft: repeats of what the owner removed first, then situations
// that are alike relative to how alike the goal's unrelated items already are. Empty when nothing stands out.
import type { SimilarCorrection } from '../../db/queries/vectors.ts';
import type { ScaleSettings } from '../kernel/embedding.ts';
import { contentStems, type PartView } from './mistake.ts';
import {
  type Asking,
  askedBy,
  chosen,
  draftAlike,
  featureRows,
  meaningRepeat,
  modelFor,
  NO_DRAFT,
  probabilities,
  type Scored,
  signalsOf,
  situationSignals,
} from './recall-model.ts';
import { RECALL_WEIGHTS } from './recall-weights.ts';

/** The shipped weights in the order of the features, checked by name when this module loads (recall-model.ts). */
const MODELS = { draft: modelFor('draft', RECALL_WEIGHTS.draft), task: modelFor('task', RECALL_WEIGHTS.task) };

import {
  findKind,
  findReasonWords,
  findRejected,
  findRemoved,
  findStyle,
  type KeptSentences,
  namesPutRight,
  type Repeat,
  type Span,
} from './repeats.ts';

export interface RecallSettings {
  /** A situation stands out when its cosine and lexical z above the goal's background, averaged (÷√2), reach this... */
  minZ: number;
  /** The same when a draft is given: the draft is then the better witness, and a situation alone must stand out more. */
  minZWithDraft: number;
  /** ...and its cosine is at least this far above the background median (tight backgrounds make small gaps look large). */
  minGap: number;
  /** Below this many background rows, the provider's absolute threshold decides instead. */
  minBackground: number;
  /** Keep situations within this of the best one's z: a trailing near-miss is noise in the prompt. */
  nearBest: number;
  /** Cosine of the draft with what a correction was about that counts on its own. */
  draftThreshold: number;
  /** Cosine of one draft sentence with what the owner removed (or a sentence of a rejected draft): a repeat in new words. */
  sentenceThreshold: number;
  /** ...and standing out from the sentence's similarity to everything else removed by this many deviations. */
  sentenceZ: number;
  /** ...and closer to it than to any sentence the owner kept (approved or wrote), by at least this much. */
  keptMargin: number;
  /**
   * ...and what was removed holds at least this many content words: a one- or two-word piece embeds as little more
   * than its words, which the word paths already judge.
   */
  minRemovedWords: number;
  /** ...and the draft's sentence at least this many: "Yes!" is judged on its words, as a short removed piece is. */
  minSentenceWords: number;
  /** Cosine of a draft sentence with what was removed that, with the named kind of mistake shown again, is a repeat. */
  kindSimilarity: number;
  /** Share of a rejected draft's sentence (kept elsewhere, so not the mistake) that marks a draft about the same thing. */
  alikeShare: number;
  /**
   * An edit is followed when the draft already uses this share of its new words (followedMinWords at least): it then
   * comes back for a repeat or a draft about the same thing, not for its situation alone (followsEdit).
   */
  followedShare: number;
  followedMinWords: number;
}

/** A draft sentence close in meaning to what a correction removed, found by embedding both (second stage). */
export interface SemanticMatch {
  span: Span;
  removed: string;
  similarity: number;
  /** Standard deviations above this sentence's similarity to everything the candidates removed (0 when too few). */
  z: number;
}

/**
 * A correction's closest match among its removed pieces (or rejected sentences), and among those long enough to be
 * judged by meaning (minRemovedWords; joined pieces count). Similarity -1: only the joined ones came close.
 */
export interface SemanticRepeat extends SemanticMatch {
  meaningful: SemanticMatch | null;
}

// Chosen on the retrieval eval's tuning and dev sets; the held-out sets were never used to pick them.
export const RECALL: RecallSettings = {
  minZ: 2.2,
  minZWithDraft: 3.4,
  minGap: 0.15,
  minBackground: 5,
  nearBest: 0.15,
  draftThreshold: 0.75,
  sentenceThreshold: 0.55,
  sentenceZ: 2.5,
  keptMargin: 0.05,
  minRemovedWords: 3,
  minSentenceWords: 2,
  kindSimilarity: 0.3,
  alikeShare: 0.6,
  followedShare: 0.25,
  followedMinWords: 3,
};

/** RECALL, with what a provider's own scale of cosines needs instead (EmbeddingProvider.recall). */
export function recallSettings(tuned: ScaleSettings | undefined): RecallSettings {
  return tuned ? { ...RECALL, ...tuned } : RECALL;
}

export interface Recalled {
  row: SimilarCorrection;
  /** Where the draft repeats what this correction removed, when it does. */
  repeat: Repeat | null;
  /** Why it came back: the draft repeats it, the situation stands out, or the draft is about the same correction. */
  via: 'repeat' | 'situation' | 'draft';
  score: number;
}

/**
 * Where the draft repeats what this correction removed or rejected, or a style the owner cut in any goal, unless this
 * goal's kept texts show it (`kept`).
 */
export function repeatOf(
  row: Pick<SimilarCorrection, 'rating' | 'edit_removed' | 'draft' | 'correction'> &
    Partial<Pick<SimilarCorrection, 'reason' | 'situation'>> & { part?: PartView | null },
  draft: string,
  kept?: KeptSentences,
): Repeat | null {
  // One part of an edit (parts.ts): its words, its styles, and the reason only when it speaks of that part.
  const p = row.part;
  if (p && !p.words) return findStyle(draft, row, kept, p.styles);
  const words =
    row.rating === 0 && row.edit_removed?.length
      ? findRemoved(draft, row.edit_removed, kept, row.situation, () => namesPutRight(row.draft, row.correction))
      : row.rating === -1
        ? findRejected(draft, row.draft, { reason: row.reason, ignore: (s) => kept?.has(s) ?? false })
        : null;
  return (
    words ??
    (p ? null : findStyle(draft, row, kept)) ??
    (row.rating !== 1 && row.reason && (!p || p.reason) && row.situation !== undefined
      ? findReasonWords(
          draft,
          row.reason,
          row.situation,
          kept,
          row.rating === -1 ? row.draft : (row.edit_removed ?? []).join('. '),
        )
      : null)
  );
}

/** Every candidate (but approvals) with its signals, its repeat and the probability of the task or draft model. */
export function scoreCandidates(
  rows: readonly SimilarCorrection[],
  q: Asking,
  s: RecallSettings = RECALL,
): { row: SimilarCorrection; scored: Scored }[] {
  const candidates = rows.filter((row) => row.rating !== 1);
  const { draft } = q;
  const found = candidates.map((row) =>
    draft === null
      ? { signals: { ...situationSignals(row, q.goal, s), ...NO_DRAFT }, repeat: null }
      : signalsOf(row, { ...q, draft }, s, repeatOf(row, draft, q.kept), followsEdit(row, draft, s)),
  );
  const asked = askedBy(draft);
  const p = probabilities(
    featureRows(
      found.map((f) => f.signals),
      asked,
    ),
    MODELS[asked],
  );
  return candidates.map((row, i) => ({ row, scored: { ...found[i]!, p: p[i]! } }));
}

/**
 * With a task: the candidates at or above the fitted model's threshold, best first, each saying why it came back as the
 * hand rules would (a repeat, a situation that stands out, a draft about the same thing).
 */
function selectScored(
  rows: readonly SimilarCorrection[],
  q: Asking & { k: number; threshold: number },
  s: RecallSettings,
): Recalled[] {
  const { threshold } = MODELS[askedBy(q.draft)];
  const all = scoreCandidates(rows, q, s);
  return chosen(
    all.map((c) => c.scored.p),
    threshold,
    q.k,
  )
    .map((i) => all[i]!)
    .map(({ row, scored }) => ({
      row,
      repeat: scored.repeat,
      via: scored.repeat
        ? 'repeat'
        : q.draft === null ||
            (row.goal === q.goal && situationZ(row, q.threshold, { ...s, minZ: s.minZWithDraft }) !== null)
          ? 'situation'
          : 'draft',
      score: 1 + scored.p,
    }));
}

export function selectCorrections(
  rows: readonly SimilarCorrection[],
  q: {
    goal: string;
    draft: string | null;
    k: number;
    threshold: number;
    semantic?: ReadonlyMap<string, SemanticRepeat>;
    kept?: KeptSentences;
    /** A task was given (and the embedding is the one the model was fitted on): the fitted model chooses (recall-model.ts). */
    scored?: boolean;
  },
  s: RecallSettings = RECALL,
): Recalled[] {
  // A goal with too few corrections has no background to stand out from: every candidate would be its best.
  const backed = rows.some((r) => r.goal === q.goal && (r.background?.n ?? 0) >= s.minBackground);
  if (q.scored && backed) return selectScored(rows, q, s);
  const picked: Recalled[] = [];
  const situational: Recalled[] = [];
  for (const row of rows) {
    const near = q.semantic?.get(row.id);
    const repeat =
      (q.draft ? repeatOf(row, q.draft, q.kept) : null) ??
      meaningRepeat(near, s) ??
      // The same kind of mistake in other words, when some sentence is also loosely alike what was removed.
      (q.draft && near && near.similarity >= s.kindSimilarity ? findKind(q.draft, row, q.kept) : null);
    if (repeat) {
      picked.push({ row, repeat, via: 'repeat', score: 2 + repeat.strength });
      continue;
    }
    // What the owner only added, and said nothing about, is about that situation: it must stand out as with a draft.
    const addition = row.rating === 0 && !row.edit_removed?.length && !row.reason;
    // Another goal's correction comes back only for what the draft repeats: its situation is not this goal's.
    // Nor a situation whose edit the draft already follows: the correction has nothing left to teach it.
    const standing =
      row.goal === q.goal && !(q.draft && followsEdit(row, q.draft, s))
        ? situationZ(row, q.threshold, q.draft || addition ? { ...s, minZ: s.minZWithDraft } : s)
        : null;
    if (standing !== null) {
      situational.push({ row, repeat: null, via: 'situation', score: 1 + Math.min(standing, 9.9) / 10 });
      continue;
    }
    const ds = row.draft_similarity;
    if (ds !== null && Number.isFinite(ds) && ds >= s.draftThreshold) {
      picked.push({ row, repeat: null, via: 'draft', score: 1 + ds });
      continue;
    }
    // A draft about the same thing as one the owner rejected in this goal.
    const alike = q.draft ? draftAlike(row, { ...q, draft: q.draft }) : null;
    if (alike && alike.strength >= s.alikeShare)
      picked.push({ row, repeat: null, via: 'draft', score: 1 + alike.strength / 2 });
  }
  const best = Math.max(...situational.map((r) => r.score));
  picked.push(...situational.filter((r) => r.score >= best - s.nearBest / 10)); // scores are z / 10
  return picked.sort((a, b) => b.score - a.score).slice(0, q.k);
}

/** Does the draft already use enough of the new words the owner put in with this edit? */
export function followsEdit(
  row: Pick<SimilarCorrection, 'rating' | 'draft' | 'edit_added'>,
  draft: string,
  s: Pick<RecallSettings, 'followedShare' | 'followedMinWords'> = RECALL,
): boolean {
  if (row.rating !== 0 || !row.edit_added?.length) return false;
  const had = new Set(contentStems(row.draft));
  const added = [...new Set(contentStems(row.edit_added.join('. ')))].filter((w) => !had.has(w));
  if (added.length < s.followedMinWords) return false;
  const now = new Set(contentStems(draft));
  return added.filter((w) => now.has(w)).length >= s.followedShare * added.length;
}

/**
 * How far a row's situation stands out from the goal's background for this task (cosine and lexical z averaged), or
 * null. With too small a background, the provider's absolute cosine decides.
 */
export function situationZ(
  row: Pick<SimilarCorrection, 'similarity' | 'lexical' | 'background'>,
  threshold: number,
  s: RecallSettings = RECALL,
): number | null {
  const sim = row.similarity;
  if (sim === null || !Number.isFinite(sim)) return null;
  const b = row.background;
  if (!b || b.n < s.minBackground) return sim >= threshold ? (sim - threshold) * 10 + s.minZ : null;
  const zv = (sim - b.median) / b.spread;
  const zl = row.lexical === null ? zv : (row.lexical - b.lexical_median) / b.lexical_spread;
  const z = (zv + zl) / Math.SQRT2;
  return z >= s.minZ && sim - b.median >= s.minGap ? z : null;
}
