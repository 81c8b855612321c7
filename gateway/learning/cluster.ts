// Groups repeated corrections by the mistake: what was removed, added and said, and the style of the edit, with the
// embedding as a second opinion. Pairs come from the vector index and a feature index, never from all pairs.
import type { StyleFeature } from './edits.ts';
import { cosine, STOP_WORDS } from './embeddings/local.ts';
import {
  addInto,
  additionsDisagree,
  type CorrectionFacts,
  conceptSparseOf,
  featuresOf,
  type Mistake,
  mistakeOf,
  type Sparse,
  sparseOf,
  sparseOverlap,
  stem,
  styleStandard,
  tooMuchOf,
} from './mistake.ts';

export interface Clusterable extends CorrectionFacts {
  id: string;
  run_id: string;
  /** The embedding of what the correction says (removed/added phrases, reason), or null. */
  vector: number[] | null;
  /** Its mistake's name from a namer (mistake-namer.ts): one name is one mistake, two names two, whatever words they share. */
  name?: string | null;
}

/** Appends to the list under `key` in place (copying it on every append is quadratic in a common feature's items). */
export function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** Union-find over item ids: near-linear, no all-pairs comparison. */
export class Groups {
  private parent = new Map<string, string>();

  add(id: string): void {
    if (!this.parent.has(id)) this.parent.set(id, id);
  }

  find(id: string): string {
    let root = id;
    while (this.parent.get(root) !== root) root = this.parent.get(root)!;
    for (let x = id; x !== root; ) {
      const next = this.parent.get(x)!;
      this.parent.set(x, root);
      x = next;
    }
    return root;
  }

  /** Joins the two groups; returns the new root. */
  union(a: string, b: string): string {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
    return rb;
  }

  /** Groups as lists of ids, largest first. */
  lists(): string[][] {
    const out = new Map<string, string[]>();
    for (const id of this.parent.keys()) {
      const root = this.find(id);
      pushTo(out, root, id);
    }
    return [...out.values()].sort((a, b) => b.length - a.length);
  }
}

/** A removed or added phrase worth naming: it has a word that carries meaning. */
export function meaningfulPhrase(phrase: string): boolean {
  return phrase.split(' ').some((w) => (w.length >= 3 && !STOP_WORDS.has(w)) || /\p{Extended_Pictographic}/u.test(w));
}

export interface ClusterOptions {
  /** Similarity two corrections need to be linked (sparse and dense mixed by `sparseWeight`). */
  threshold: number;
  /** Similarity the two groups they belong to need, as wholes, to be joined by that link. */
  groupThreshold: number;
  sparseWeight: number;
  /**
   * Also link mutual nearest neighbours (within `mutualK` of each) scoring at least `mutualFloor`: similarity relative
   * to each item's neighbourhood, for a mistake worded differently every time (0 = off).
   */
  mutualK: number;
  mutualFloor: number;
  /** What sharing their kinds of mistake (concepts.ts) adds to two corrections' word overlap, at most. */
  conceptBonus: number;
}

/**
 * Chosen on the promotion eval's tuning set (eval/sets/promotion-tuning.json) only; the held-out set was never used to pick them. groupThreshold also
 * makes a group a rule's known mistake: the score cannot tell the same mistake in other words from another mistake in
 * the same situations, and a higher bar proposes known mistakes again as new ones.
 */
export const CLUSTER_DEFAULTS: ClusterOptions = {
  threshold: 0.3,
  groupThreshold: 0.2,
  sparseWeight: 0.75,
  mutualK: 2,
  mutualFloor: 0.15,
  conceptBonus: 0.3,
};

/** A feature carried by more than this share of a goal's items says nothing about which mistake it is. */
const COMMON_SHARE = 0.3;

export interface Centroid {
  sparse: Sparse;
  concepts: Sparse;
  dense: number[] | null;
  size: number;
}

export interface MistakeGroup {
  /** Items in the group (reasoned corrections first, then reasonless rejections whose draft shows the mistake). */
  ids: string[];
  /** The removed words (stems) and styles that recur in the group: what "this mistake" is. */
  marks: {
    stems: string[];
    styles: StyleFeature[];
    /** How much of each style is the mistake, by the owner's standard in this group's own edits (`styleStandard`). */
    standard: Map<StyleFeature, number>;
  };
  /** The rule whose evidence this group resembles as a whole: a known mistake made again, not a new one. */
  known?: string;
  /** How alike the group and that rule's evidence are as wholes (the score `known` rests on). */
  knownScore?: number;
  /** The name of its mistake, when its corrections were named (mistake-namer.ts). */
  name?: string;
  /**
   * The rule whose evidence this group is most alike as a whole, by score alone (names aside), however low: a
   * candidate from the group asks the owner "same mistake as that rule?" when it reaches ALIKE_FLOOR (nightly.ts).
   */
  nearest?: { ruleId: string; score: number };
}

/** What a correction says about its mistake, when it says anything: words removed, added or given as a reason, a style. */
export const saysSomething = (m: Mistake) => m.removed.size + m.added.size + m.reason.size + m.style.size > 0;

/**
 * Corrections compared as the grouping compares them: words weighted by rarity among `items`, kinds of mistake, and
 * the embedding as a second opinion. `keep` says which have something to compare.
 */
export function mistakeScorer(
  items: readonly Clusterable[],
  opts: ClusterOptions = CLUSTER_DEFAULTS,
  keep: (m: Mistake) => boolean = saysSomething,
) {
  const mistakes = new Map<string, Mistake>();
  for (const i of items) {
    const m = mistakeOf(i);
    if (keep(m)) mistakes.set(i.id, m);
  }
  const df = new Map<string, number>();
  const byFeature = new Map<string, string[]>();
  for (const id of mistakes.keys()) {
    for (const f of featuresOf(mistakes.get(id)!)) {
      df.set(f, (df.get(f) ?? 0) + 1);
      pushTo(byFeature, f, id);
    }
  }
  const n = mistakes.size;
  const common = (f: string) => n >= 10 && (df.get(f) ?? 0) > n * COMMON_SHARE;
  const rarity = (f: string) => Math.log(1 + n / (df.get(f) ?? 1));
  const idf = (f: string) => (common(f) ? 0 : rarity(f));
  const vectors = new Map(items.map((i) => [i.id, i.vector]));
  // A style-only item (or part, parts.ts) says nothing else: its style is never too common to count.
  const styleParts = new Set([...mistakes].filter(([, m]) => onlyStyle(m)).map(([id]) => id));
  const centroidOf = (id: string): Centroid => {
    const m = mistakes.get(id)!;
    const weigh = styleParts.has(id) ? rarity : idf;
    return { sparse: sparseOf(m, weigh), concepts: conceptSparseOf(m, weigh), dense: vectors.get(id) ?? null, size: 1 };
  };
  const score = (a: Centroid, b: Centroid) => {
    const s = Math.min(
      1,
      sparseOverlap(a.sparse, b.sparse, a.size, b.size) +
        opts.conceptBonus * sparseOverlap(a.concepts, b.concepts, a.size, b.size),
    );
    if (!a.dense || !b.dense) return s;
    return opts.sparseWeight * s + (1 - opts.sparseWeight) * Math.max(0, cosine(a.dense, b.dense));
  };
  return { mistakes, byFeature, common, idf, centroidOf, score, styleParts };
}

/** A mistake that is a style and nothing else: no words removed, added or rejected (a reason may name the style). */
const onlyStyle = (m: Mistake) => m.style.size > 0 && m.removed.size + m.added.size + m.rejected.size === 0;

/**
 * Groups a goal's corrections by mistake. Pairs (given neighbours, plus those sharing a rare feature) join best first,
 * and only when the two groups are alike on average, so one look-alike cannot chain two mistakes together.
 */
export function clusterMistakes(
  items: readonly Clusterable[],
  pairs: Iterable<[string, string]>,
  opts: ClusterOptions = CLUSTER_DEFAULTS,
  known: ReadonlyMap<string, readonly Clusterable[]> = new Map(),
): MistakeGroup[] {
  const reasoned = items.filter((i) => !(i.rating === -1 && !i.reason));
  const reasonless = items.filter((i) => i.rating === -1 && !i.reason);
  const { mistakes, byFeature, common, idf, centroidOf, score, styleParts } = mistakeScorer(reasoned, opts);
  const ids = [...mistakes.keys()];
  const byId = new Map(items.map((i) => [i.id, i]));
  const nameOf = (id: string) => byId.get(id)?.name ?? null;
  const centroids = new Map<string, Centroid>(ids.map((id) => [id, centroidOf(id)]));

  // Candidate pairs: the given neighbours, plus items sharing a feature that is not common (capped per feature).
  const seen = new Set<string>();
  const compared: { a: string; b: string; s: number }[] = [];
  const consider = (a: string, b: string) => {
    if (a === b || !mistakes.has(a) || !mistakes.has(b)) return;
    const key = a < b ? `${a}|${b}` : `${b}|${a}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (additionsDisagree([mistakes.get(a)!, mistakes.get(b)!])) return;
    compared.push({ a, b, s: score(centroids.get(a)!, centroids.get(b)!) });
  };
  for (const [a, b] of pairs) consider(a, b);
  // Corrections given one name are linked whether or not the indexes found them alike.
  const byName = new Map<string, string[]>();
  for (const id of ids) if (nameOf(id)) pushTo(byName, nameOf(id)!, id);
  for (const members of byName.values()) for (let i = 1; i < members.length; i++) consider(members[0]!, members[i]!);
  for (const [f, all] of byFeature) {
    // A common style still pairs the corrections that are only that style.
    const members = common(f) ? (f.startsWith('s:') ? all.filter((id) => styleParts.has(id)) : []) : all;
    if (members.length > 200) continue;
    for (let i = 0; i < members.length; i++)
      for (let j = i + 1; j < members.length; j++) consider(members[i]!, members[j]!);
  }
  const scored: { a: string; b: string; s: number }[] = [];
  const near = new Map<string, { id: string; s: number }[]>();
  for (const { a, b, s } of compared) {
    const [na, nb] = [nameOf(a), nameOf(b)];
    if (na && nb) {
      if (na === nb) scored.push({ a, b, s: 1 });
    } else if (s >= opts.threshold) scored.push({ a, b, s });
    else if (opts.mutualK > 0 && s >= opts.mutualFloor) {
      pushTo(near, a, { id: b, s });
      pushTo(near, b, { id: a, s });
    }
  }
  // A weak link between neighbours must rest on the mistake, not on the situation's words they share: the same kind of
  // mistake or figure, the same style, or a word of one's reason or removal that the other says too.
  const sayTheSame = (a: string, b: string) => {
    const [x, y] = [mistakes.get(a)!, mistakes.get(b)!];
    const has = <T>(p: Set<T>, q: Set<T>) => [...p].some((v) => q.has(v));
    // The kinds of mistake, and the kinds of figure removed or rejected (a percentage, a price: mistake.ts figuresOf).
    const kinds = (m: Mistake) =>
      new Set([
        ...m.concepts,
        ...m.rejectedConcepts,
        ...[...m.removed, ...m.rejected].filter((w) => w.startsWith('‹')),
      ]);
    const said = (m: Mistake) => new Set([...m.reason, ...m.removed, ...m.rejected]);
    return (
      has(kinds(x), kinds(y)) ||
      has(x.style, y.style) ||
      has(x.reason, said(y)) ||
      has(y.reason, said(x)) ||
      has(x.removed, y.rejected) ||
      has(y.removed, x.rejected)
    );
  };
  const mutual = new Set<string>();
  if (opts.mutualK > 0) {
    // Each item's best neighbours among all it was compared with (linked pairs included).
    for (const { a, b, s } of scored) {
      pushTo(near, a, { id: b, s });
      pushTo(near, b, { id: a, s });
    }
    const top = new Map(
      [...near].map(([id, ns]) => [
        id,
        new Set(
          ns
            .sort((x, y) => y.s - x.s)
            .slice(0, opts.mutualK)
            .map((n) => n.id),
        ),
      ]),
    );
    for (const [a, ns] of near) {
      for (const { id: b, s } of ns) {
        if (a < b && s < opts.threshold && top.get(a)?.has(b) && top.get(b)?.has(a) && sayTheSame(a, b)) {
          scored.push({ a, b, s });
          mutual.add(`${a}|${b}`);
        }
      }
    }
  }
  scored.sort((x, y) => y.s - x.s || (x.a + x.b).localeCompare(y.a + y.b));

  const groups = new Groups();
  for (const id of ids) groups.add(id);
  // The name each group carries (one at most: groups of two names never merge).
  const named = new Map(ids.map((id) => [id, nameOf(id)]));
  for (const { a, b } of scored) {
    const ra = groups.find(a);
    const rb = groups.find(b);
    if (ra === rb) continue;
    const ca = centroids.get(ra)!;
    const cb = centroids.get(rb)!;
    const [na, nb] = [named.get(ra), named.get(rb)];
    const sameName = !!na && na === nb;
    if (na && nb && !sameName) continue;
    if (!sameName) {
      // A single correction may join a group it resembles loosely; two groups merge only when alike as wholes.
      const isMutual = mutual.has(a < b ? `${a}|${b}` : `${b}|${a}`);
      const need = Math.min(ca.size, cb.size) >= 2 ? opts.threshold : isMutual ? opts.mutualFloor : opts.groupThreshold;
      if (score(ca, cb) < need) continue;
    }
    const root = groups.union(ra, rb);
    named.set(root, na ?? nb ?? null);
    const sum = new Map(ca.sparse);
    addInto(sum, cb.sparse);
    const concepts = new Map(ca.concepts);
    addInto(concepts, cb.concepts);
    const dense = ca.dense && cb.dense ? ca.dense.map((x, i) => x + cb.dense![i]!) : (ca.dense ?? cb.dense);
    centroids.set(root, { sparse: sum, concepts, dense, size: ca.size + cb.size });
  }

  // Each rule's evidence as one centroid, weighted like the goal's items: a group alike it as a whole is that mistake.
  const ruleCentroids = [...known].flatMap(([ruleId, evidence]) => {
    const sum: Sparse = new Map();
    const concepts: Sparse = new Map();
    let dense: number[] | null = null;
    let size = 0;
    for (const e of evidence) {
      const m = mistakeOf(e);
      if (m.removed.size + m.added.size + m.reason.size + m.style.size === 0) continue;
      addInto(sum, sparseOf(m, idf));
      addInto(concepts, conceptSparseOf(m, idf));
      if (e.vector) dense = dense ? dense.map((x, i) => x + e.vector![i]!) : [...e.vector];
      size++;
    }
    return size ? [{ ruleId, c: { sparse: sum, concepts, dense, size } }] : [];
  });
  // A named group is the known mistake of the rule whose evidence mostly bears its name, and of no rule otherwise.
  const ruleOfName = new Map<string, string>();
  for (const [ruleId, name] of ruleNames(known)) if (!ruleOfName.has(name)) ruleOfName.set(name, ruleId);
  const result: MistakeGroup[] = groups.lists().map((members) => {
    const root = groups.find(members[0]!);
    const c = centroids.get(root)!;
    const name = named.get(root);
    const nearest = ruleCentroids.map((r) => ({ ruleId: r.ruleId, s: score(c, r.c) })).sort((a, b) => b.s - a.s)[0];
    const best = name ? (ruleOfName.has(name) ? { ruleId: ruleOfName.get(name)!, s: 1 } : undefined) : nearest;
    return {
      ids: members,
      marks: marksOf(members.map((id) => ({ ...byId.get(id)!, mistake: mistakes.get(id)! }))),
      ...(best && best.s >= opts.groupThreshold && { known: best.ruleId, knownScore: best.s }),
      ...(name && { name }),
      ...(nearest && { nearest: { ruleId: nearest.ruleId, score: nearest.s } }),
    };
  });
  // A rejection without a reason is evidence only when its draft shows one group's recurring mistake, and only one's.
  for (const r of reasonless) {
    const matches = result.filter((g) => g.ids.length >= 2 && (r.name ? g.name === r.name : shows(r.draft, g.marks)));
    if (matches.length === 1) matches[0]!.ids.push(r.id);
  }
  return result.sort((a, b) => b.ids.length - a.ids.length);
}

/** The name at least half of each rule's evidence bears, for the rules that have one (mistake-namer.ts). */
export function ruleNames(known: ReadonlyMap<string, readonly Pick<Clusterable, 'name'>[]>): Map<string, string> {
  const out = new Map<string, string>();
  for (const [ruleId, evidence] of known) {
    const count = new Map<string, number>();
    for (const e of evidence) if (e.name) count.set(e.name, (count.get(e.name) ?? 0) + 1);
    const [name, k] = [...count].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (name && k! * 2 >= evidence.length) out.set(ruleId, name);
  }
  return out;
}

/** Removed words said by at least two members and half of them; styles shown by half of them. */
function marksOf(members: { draft: string; correction: string | null; mistake: Mistake }[]): MistakeGroup['marks'] {
  const ms = members.map((m) => m.mistake);
  const count = <T>(get: (m: Mistake) => Iterable<T>) => {
    const c = new Map<T, number>();
    for (const m of ms) for (const x of new Set(get(m))) c.set(x, (c.get(x) ?? 0) + 1);
    return c;
  };
  const need = Math.max(2, Math.ceil(ms.length / 2));
  const stems = [...count((m) => m.removed)].filter(([, k]) => k >= need).map(([s]) => s);
  const styles = [...count((m) => m.style)].filter(([, k]) => k * 2 >= ms.length && k >= 2).map(([s]) => s);
  return { stems, styles, standard: styleStandard(members, styles) };
}

function shows(draft: string, marks: MistakeGroup['marks']): boolean {
  const stems = new Set(
    draft
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.map(stem) ?? [],
  );
  return (
    marks.stems.some((s) => stems.has(s)) ||
    // A 31-word email rejected without a word is no "too long" by the standard of the 150-word ones cut.
    marks.styles.some((s) => tooMuchOf(draft, s, marks.standard))
  );
}
