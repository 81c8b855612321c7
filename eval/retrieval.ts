// Does getContext bring back the right past correction for a new, differently worded situation? recall@5 and precision@5.
import { createRng } from '../bench/prng.ts';
import type { Gateway } from '../gateway/gateway.ts';
import type { Labels } from './month.ts';
import { FAMILIES } from './situations.ts';
import { fill, randomSlots } from './world.ts';

export interface RetrievalResult {
  day: number;
  /** Queries from families with a recurring mistake, worded with held-out phrasings. */
  queries: number;
  /** Share of those queries with at least one correction of the family's mistake class in the top 5. */
  recall: number;
  /** Of the corrections returned for those queries, the share that are of the right class. */
  precision: number;
  meanReturned: number;
  /** Queries from families with no recurring mistake: anything returned there is off-topic. */
  cleanQueries: number;
  cleanWithAny: number;
  perFamily: { family: string; mistake: string | null; queries: number; recall: number; precision: number; meanReturned: number }[];
}

export async function probeRetrieval(gateway: Gateway, labels: Labels, day: number, seed: number, fillsPerPhrasing: number): Promise<RetrievalResult> {
  const rng = createRng(seed);
  const perFamily: RetrievalResult['perFamily'] = [];
  let hits = 0, relevant = 0, returned = 0, queries = 0, cleanQueries = 0, cleanWithAny = 0;
  for (const family of FAMILIES) {
    let fHits = 0, fRelevant = 0, fReturned = 0, fQueries = 0;
    for (const phrasing of family.heldOut) {
      for (let i = 0; i < fillsPerPhrasing; i++) {
        const task = fill(phrasing, randomSlots(rng));
        const { corrections } = await gateway.getContext({ goal: family.goal, task, k: 5 });
        const right = corrections.filter((c) => labels.feedback.get(c.feedback_id) === family.mistake).length;
        fQueries++;
        fReturned += corrections.length;
        fRelevant += right;
        if (right > 0) fHits++;
        if (!family.mistake && corrections.length > 0) cleanWithAny++;
      }
    }
    perFamily.push({
      family: family.id,
      mistake: family.mistake,
      queries: fQueries,
      recall: family.mistake ? fHits / fQueries : Number.NaN,
      precision: family.mistake ? (fReturned ? fRelevant / fReturned : Number.NaN) : Number.NaN,
      meanReturned: fReturned / fQueries,
    });
    if (family.mistake) {
      hits += fHits;
      relevant += fRelevant;
      returned += fReturned;
      queries += fQueries;
    } else {
      cleanQueries += fQueries;
    }
  }
  return {
    day,
    queries,
    recall: hits / queries,
    precision: returned ? relevant / returned : Number.NaN,
    meanReturned: returned / queries,
    cleanQueries,
    cleanWithAny,
    perFamily,
  };
}
