// The eval's data sets (eval/sets/*.json) all read and pass their schema, in the order the eval runs them: held-out
// first, then dev, then tuning; the ids a set refers to are its own.
import { describe, expect, it } from 'vitest';
import { byName, multiSets, promotionSets, retrievalSets, worlds } from '../../eval/sets.ts';

const role = (name: string) => (name.includes('held-out') ? 'held-out' : name.includes('dev') ? 'dev' : 'tuning');

describe('eval/sets', () => {
  it.each([
    ['promotion', promotionSets],
    ['retrieval', retrievalSets],
    ['multi', multiSets],
    ['world', worlds],
  ] as const)('%s sets: held-out, then dev, then tuning, each with its about', (_, load) => {
    const sets = load();
    expect(sets.length).toBeGreaterThan(1);
    const roles = sets.map((s) => role(s.name));
    expect(roles).toEqual(
      [...roles].sort((a, b) => ['held-out', 'dev', 'tuning'].indexOf(a) - ['held-out', 'dev', 'tuning'].indexOf(b)),
    );
    for (const s of sets) expect(s.about).toMatch(role(s.name) === 'held-out' ? /Held-out: never tuned on\./ : /\S/);
  });

  it("retrieval sets describe only classes they have, and the tuning set is built from the tuning world's", () => {
    for (const set of retrievalSets()) {
      const ids = new Set(set.memory.map((r) => r.mistake));
      for (const id of Object.keys(set.mistakes ?? {})) expect(ids, `${set.name}: ${id}`).toContain(id);
    }
    const tuning = byName(retrievalSets(), 'tuning');
    const classes = byName(worlds(), 'tuning world').mistakes.map((m) => m.id);
    for (const id of classes) expect(tuning.memory.some((r) => r.mistake === id)).toBe(true);
  });

  it('promotion and multi classes have distinct ids, and multi corrections name their own classes', () => {
    for (const set of [...promotionSets(), ...multiSets()]) {
      const ids = set.classes.map((k) => k.id);
      expect(new Set(ids).size, set.name).toBe(ids.length);
    }
    for (const set of multiSets())
      for (const c of set.corrections) for (const k of c.classes) expect(set.classes.map((x) => x.id)).toContain(k);
  });

  it('finds a set by name, and says which ones there are when it cannot', () => {
    expect(byName(promotionSets(), 'held-out C').name).toBe('held-out C');
    expect(() => byName(worlds(), 'no such world')).toThrow(/tuning world/);
  });
});
