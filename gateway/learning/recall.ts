// Which past corrections stand out for a task and draft: repeats of what the owner removed first, then situations
// that are alike relative to how alike the goal's unrelated items already are. Empty when nothing stands out.
import type { SimilarCorrection } from '../../db/queries/vectors.ts';
import type { ScaleSettings } from './embeddings/provider.ts';
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
  /**
   * A situation stands out when its similarity to the task, cosine and lexical each counted in spreads above
   * the goal's background median and the two averaged (divided by √2), reaches this...
   */
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
   * ...and what was removed holds at least this many content words: the embedding of a one- or two-word piece of an
   * edit is little more than those words' vectors, so "close in meaning" to it is a shared or similar word, which the
   * word paths above already judge with their own safeguards ("love" removed from "we'd love to help, property is
   * totally our jam 😎" is not a mistake in "We'd love to hear how we're doing").
   */
  minRemovedWords: number;
  /**
   * ...and the draft's sentence at least this many: "Yes!" or "Happy to!" is judged on its words (the word paths), as
   * a short removed piece is.
   */
  minSentenceWords: number;
  /**
   * Cosine of a draft sentence with what a correction removed (or rejected) that, with the kind of mistake the
   * owner named or removed shown again (repeats.ts findKind), makes a repeat.
   */
  kindSimilarity: number;
  /** Share of a rejected draft's sentence (kept elsewhere, so not the mistake) that marks a draft about the same thing. */
  alikeShare: number;
  /**
   * An edit whose new words (content words the owner added that the draft did not have) number at least
   * followedMinWords, this share of which the new draft already uses, is followed: it does not come back for its
   * situation alone (followsEdit). What the draft repeats, or a draft about the same thing, still brings it back.
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
 * A correction's closest match among its removed pieces (or rejected sentences), and its closest among those long
 * enough to be judged by meaning (minRemovedWords; an edit's pieces joined count too). A similarity of -1: no piece
 * came close, only the joined ones.
 */
export interface SemanticRepeat extends SemanticMatch {
  meaningful: SemanticMatch | null;
}

// Chosen on the tuning set (eval/retrieval-tuning.ts, both parts). Session 2 had minZ 3 and minGap 0.3 over the
// mean and standard deviation (no lexical signal): nothing came back for a task alone any more. minZWithDraft 3.4:
// on the tuning set with drafts, none-when-none 55% → 73% and precision 72% → 78% for recall 70% → 69%.
// alikeShare 0.6 (from 0.8): tuning recall with drafts 69% → 81%, precision 78% → 80%, none-when-none unchanged.
// keptMargin 0.05 (session 9, chosen on dev B, E and F; none had it): precision with drafts 69/35/35% → 74/55/37%,
// recall 53/65/57% → 53/55/55%, none-when-none 67/8/42% → 75/50/58%; tuning 82% → 84% precision, recall unchanged.
// kindSimilarity 0.3 (session 10, dev B, E, F): recall with drafts 53/55/55% → 57/60/60%, precision 74/56/40%
// unchanged, none-when-none unchanged; tuning recall 91% → 94%. Without it (kind alone) precision fell to 69/53/36%.
// minRemovedWords 3 (session 18, dev B, E, F, K, L and tuning): of the sentence-embedding matches returned on those
// sets, those to a removed piece of 1-2 content words were 16 right and 28 wrong, those to longer pieces 44 and 12.
// With drafts, dev recall 55/63/60/70/73% → 53/57/55/70/70%, none-when-none 75/58/75/58/42% → 75/75/83/67/67%,
// precision 74/64/44/71/75% → 73/73/44/74/86%; tuning recall 94% unchanged, precision 87% → 89%. At 2 words: recall
// 55/57/55/70/73%, none-when-none 75/58/83/67/58%.
// minSentenceWords 2 (session 21, dev B, E, F, K, L): 2 wrong repeats fewer, none right lost; 3 cost tuning recall
// 94% → 93%.
// followedShare 0.25, followedMinWords 3 (session 23, dev B … U with drafts): 6 corrections fewer, 5 of them wrong;
// none-when-none T+U 41.7% → 50%, K 67% → 75%, recall B 55% → 53% (one reworded question); tuning identical. At 0.5:
// T and K only one question each; at 0.15, B and E lost one more right return each. Also for a draft about the
// same thing (via 'draft'): T lost a recall question for 3 wrong returns fewer, none-when-none unchanged.
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
 * Where the draft repeats what this correction removed or rejected, or the emoji, "!!!" or capitals the owner cut
 * before, in any goal: an owner who strips the emojis from every post does not want them in a reply either, unless
 * this goal's own kept texts show them (`kept`).
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

/**
 * Every candidate (but approvals) with its signals, the repeat to quote, and the fitted model's probability: the
 * model for a task and a draft, or the one for the task alone when the draft is null.
 */
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
 * With a task: the candidates the fitted model puts at or above its threshold, best first. Each says why it came back
 * as the hand rules would: the draft repeats it (with the span), its situation stands out, or the draft is about the
 * same thing.
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
    // What the owner only added, and said nothing about, is about that situation ("we keep a water bowl by the
    // door" for dogs), not a mistake: it must stand out as much as a situation does beside a draft.
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

/**
 * Does the draft already do what the owner asked for in this edit? The owner's new words (not in the draft they
 * edited), enough of them to say something, and the share of them this draft already uses.
 */
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
 * How far a row's situation stands out from the goal's background for this task (in spreads, cosine and lexical
 * averaged), or null when it does not. With too small a background, the provider's absolute cosine decides.
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
