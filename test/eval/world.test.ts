// The month's worlds are data written by hand (the held-out one by a helper who never saw the code): each must hang
// together, or the month measures a typo. Every family's mistake exists and every class is met somewhere; a fix that
// replaces the whole draft is never empty; templates use only the slots the planner fills.
import { describe, expect, it } from 'vitest';
import { worlds } from '../../eval/sets.ts';
import { planMonth, type World } from '../../eval/world.ts';

const SLOT = /\{(\w+)\}/g;

describe.each(worlds())('$name', (world: World) => {
  it('hangs together', () => {
    const ids = world.mistakes.map((m) => m.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const f of world.families) if (f.mistake) expect(ids).toContain(f.mistake);
    for (const id of ids) expect(world.families.some((f) => f.mistake === id)).toBe(true);
    for (const m of world.mistakes) {
      if (m.position === 'replace') expect(m.fixes.every((x) => x.trim().length > 0)).toBe(true);
      expect(m.editShare).toBeGreaterThan(0);
      expect(m.editShare).toBeLessThan(1);
    }
    const texts = [
      ...world.mistakes.flatMap((m) => [...m.bad, ...m.fixes, ...m.reasons]),
      ...world.families.flatMap((f) => [...f.train, ...f.heldOut, ...f.clean]),
      ...world.oneOffs,
    ];
    const slots = new Set(texts.flatMap((t) => [...t.matchAll(SLOT)].map((x) => x[1])));
    expect([...slots].filter((s) => !['product', 'place', 'name'].includes(s!))).toEqual([]);
  });

  it('plans a month whose tempted drafts carry the mistake and whose owner removes it', () => {
    const plan = planMonth(world, 7, { days: 10, draftsPerDay: 12, temptation: 0.75, oneOffRate: 0.08 });
    expect(plan).toHaveLength(120);
    const tempted = plan.filter((p) => p.temptation);
    expect(tempted.length).toBeGreaterThan(30);
    for (const p of tempted) {
      expect(p.temptation!.draft).not.toBe(p.clean);
      expect(p.temptation!.draft).not.toMatch(SLOT);
      if (p.temptation!.owner.action === 'edit') expect(p.temptation!.owner.text).not.toBe(p.temptation!.draft);
    }
  });
});
