// Expiry in Telegram: a draft nobody decided turns into "expired" on every owner's card, without buttons.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttons, cardOf, type Harness, OWNER, OWNER_2, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('expiry', () => {
  it('edits every card of an expired draft to say so and removes its buttons', async () => {
    const run = await h.t.gateway.submitRun({ goal: 'posts', draft: 'Too late for this one', expires_in: 3600 });
    await h.t.testDb.db.query(`update runs set expires_at = now() - interval '1 second' where id = $1`, [run.id]);
    const { expired } = await h.t.gateway.sweep();
    await h.t.gateway.settle(); // cards follow through the outbox
    expect(expired.map((r) => r.id)).toEqual([run.id]);
    for (const owner of [OWNER, OWNER_2]) {
      const card = await cardOf(h, owner, run.id);
      expect(card.text).toMatch(/^⌛/);
      expect(buttons(card)).toEqual([]);
    }
  });
});
