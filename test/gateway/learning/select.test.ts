import { describe, expect, it } from 'vitest';
import type { SimilarCorrection } from '../../../db/queries/vectors.ts';
import { RECALL, selectCorrections } from '../../../gateway/learning/recall.ts';
import { KeptSentences } from '../../../gateway/learning/repeats.ts';
import { row } from './similar-row.ts';

const ask = (rows: SimilarCorrection[], draft: string | null, goal = 'replies', kept?: KeptSentences) =>
  selectCorrections(rows, { goal, draft, k: 5, threshold: 0.45, kept }).map((r) => [r.row.id, r.via]);

describe('which past corrections stand out (selectCorrections)', () => {
  it('a situation comes back when cosine and shared words together stand out from the goal’s background', () => {
    // cosine 2 spreads above the median, trigrams 2 above: (2 + 2) / √2 ≈ 2.8 ≥ minZ
    const near = row('near', { similarity: 0.5, lexical: 0.4 });
    const usual = row('usual', { similarity: 0.4, lexical: 0.3 }); // (1 + 1) / √2 ≈ 1.4: what unrelated looks like
    expect(ask([near, usual], null)).toEqual([['near', 'situation']]);
    // The same cosine without the shared words does not stand out.
    expect(ask([row('near', { similarity: 0.5, lexical: 0.2 })], null)).toEqual([]);
    expect(RECALL.minZ).toBeLessThan(2.8);
  });

  it('with a draft that repeats nothing, a situation alone must stand out more', () => {
    expect(RECALL.minZWithDraft).toBeGreaterThan(2.8);
    const near = row('near', { similarity: 0.5, lexical: 0.4 });
    expect(ask([near], 'It is on its way to you.')).toEqual([]);
    const same = row('same', { similarity: 0.8, lexical: 0.7 }); // (5 + 5) / √2 ≈ 7
    expect(ask([same], 'It is on its way to you.')).toEqual([['same', 'situation']]);
  });

  it('what the owner only added, with no reason, comes back for the task alone only where the situation stands out more', () => {
    // "Dogs are welcome inside" + "; we keep a water bowl by the door": about that situation, not a mistake to avoid
    // elsewhere, so a task merely like it ("high chairs for babies") does not bring it back.
    const added = { rating: 0 as const, edit_removed: [], edit_added: ['we keep a water bowl by the door'] };
    expect(ask([row('added', { ...added, similarity: 0.5, lexical: 0.4 })], null)).toEqual([]);
    expect(ask([row('added', { ...added, similarity: 0.8, lexical: 0.7 })], null)).toEqual([['added', 'situation']]);
    // The same addition with the owner's reason, or an edit that removed something, is a correction like any other.
    expect(
      ask([row('why', { ...added, reason: 'always mention the water bowl', similarity: 0.5, lexical: 0.4 })], null),
    ).toEqual([['why', 'situation']]);
    expect(ask([row('cut', { similarity: 0.5, lexical: 0.4 })], null)).toEqual([['cut', 'situation']]);
  });

  it('a situation whose edit the draft already follows does not come back for its situation alone', () => {
    // The owner added the slot, the length and the price to a bare "we can come Tuesday": a new draft for the same
    // kind of booking that already gives them has nothing to learn from that correction.
    const slot = row('slot', {
      situation: 'Reply to a customer booking a boiler service',
      draft: 'Thanks! We can come on Tuesday.',
      correction: 'Thanks! We can come on Tuesday between 8 and 12; the service takes about an hour and costs £85.',
      edit_removed: [],
      edit_added: ['between 8 and 12; the service takes about an hour and costs £85'],
      reason: 'always give the time slot and the price',
      similarity: 0.8,
      lexical: 0.7,
    });
    const follows = 'Thanks! We can come on Friday between 12 and 4; the service takes about an hour.';
    expect(RECALL.followedShare).toBeLessThanOrEqual(0.5);
    expect(ask([slot], follows)).toEqual([]);
    // A draft that does not do it yet, and the task alone, still get it.
    expect(ask([slot], 'Thanks! We can come on Friday.')).toEqual([['slot', 'situation']]);
    expect(ask([slot], null)).toEqual([['slot', 'situation']]);
    // What a draft repeats comes back whatever else it follows.
    const hype = row('hype', {
      ...slot,
      id: 'hype',
      draft: 'Thanks! We can come on Tuesday, guaranteed cheapest in town.',
      edit_removed: ['guaranteed cheapest in town'],
    });
    expect(ask([hype], `${follows} Guaranteed cheapest in town!`)).toEqual([['hype', 'repeat']]);
  });

  it('another goal’s correction comes back for what the draft repeats, never for its situation', () => {
    const other = row('other', { goal: 'posts', similarity: 0.9, lexical: 0.9 });
    expect(ask([other], null)).toEqual([]);
    expect(ask([other], 'Order now: it arrives tomorrow, guaranteed!')).toEqual([['other', 'repeat']]);
  });

  it('emoji the owner cut in another goal come back as a repeat, unless this goal’s kept texts use them', () => {
    const emoji = row('emoji', {
      goal: 'posts',
      situation: 'Post about the new opening hours',
      draft: 'New hours from Monday!! 😍😍🎉 Open till 8.',
      correction: 'New hours from Monday: open till 8.',
      edit_kind: 'cosmetic',
      edit_removed: [],
      edit_added: [],
      similarity: 0.1,
      lexical: 0.05,
    });
    const draft = 'Hiii 🙈☔ you left your umbrella here 😂😂 it is safe at the desk.';
    expect(ask([emoji], draft)).toEqual([['emoji', 'repeat']]);
    expect(ask([emoji], 'You left your umbrella here; it is safe at the desk.')).toEqual([]);
    expect(ask([emoji], draft, 'replies', new KeptSentences(['Thanks so much for coming in 💕']))).toEqual([]);
  });

  it('a draft sentence close in meaning counts only to a removed text that says something on its own', () => {
    // "We’d love to hear how we’re doing" beside the piece "d love" of a chummy reply the owner rewrote: close by the
    // one word, which the word paths judge (and do not count alone); by meaning it says nothing.
    const span = { start: 0, end: 34, text: 'We’d love to hear how we’re doing.' };
    const short = { span, removed: 'd love', similarity: 0.7, z: 3.5 };
    const chummy = row('chummy', { edit_removed: ['hey', 'd love', 'is totally our jam 😎 drop'] });
    const semantic = (meaningful: typeof short | null) => new Map([['chummy', { ...short, meaningful }]]);
    const pick = (meaningful: typeof short | null) =>
      selectCorrections([chummy], {
        goal: 'replies',
        draft: span.text,
        k: 5,
        threshold: 0.45,
        semantic: semantic(meaningful),
      }).map((r) => [r.row.id, r.via]);
    expect(RECALL.minRemovedWords).toBe(3);
    expect(pick(null)).toEqual([]);
    // The same sentence close to the edit's pieces together (three content words and more): a repeat in new words.
    const whole = { span, removed: 'hey d love is totally our jam 😎 drop', similarity: 0.64, z: 2.8 };
    expect(pick(whole)).toEqual([['chummy', 'repeat']]);
  });
});
