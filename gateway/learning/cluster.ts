// Groups repeated corrections: neighbours by embedding (through the vector index) or a shared removed/added phrase.
import { STOP_WORDS } from './embeddings/local.ts';

export interface Clusterable {
  id: string;
  run_id: string;
  edit_removed: string[] | null;
  edit_added: string[] | null;
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

  union(a: string, b: string): void {
    if (!this.parent.has(a) || !this.parent.has(b)) return;
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }

  /** Groups as lists of ids, largest first. */
  lists(): string[][] {
    const out = new Map<string, string[]>();
    for (const id of this.parent.keys()) {
      const root = this.find(id);
      out.set(root, [...(out.get(root) ?? []), id]);
    }
    return [...out.values()].sort((a, b) => b.length - a.length);
  }
}

/** A removed or added phrase worth grouping by: it has a word that carries meaning. */
export function meaningfulPhrase(phrase: string): boolean {
  return phrase.split(' ').some((w) => w.length >= 3 && !STOP_WORDS.has(w));
}

/** Joins items that removed, or added, the same meaningful phrase. */
export function unionByPhrase(groups: Groups, items: readonly Clusterable[]): void {
  const seen = new Map<string, string>();
  for (const item of items) {
    const phrases = [...(item.edit_removed ?? []).map((p) => `-${p}`), ...(item.edit_added ?? []).map((p) => `+${p}`)];
    for (const p of phrases) {
      if (!meaningfulPhrase(p.slice(1))) continue;
      const first = seen.get(p);
      if (first) groups.union(first, item.id);
      else seen.set(p, item.id);
    }
  }
}
