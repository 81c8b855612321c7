// A person whose edits do not teach (people.teaches false): their decisions are stored as any other, but the nightly
// job does not mine them and no agent's context recalls them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listMinable } from '../../../db/queries/learning.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';

let t: TestGateway;
beforeAll(async () => {
  t = await createTestGateway();
  await t.gateway.people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
  await t.gateway.people.add({ name: 'Ole', role: 'reviewer', goals: ['posts'] }, 'test');
  await t.gateway.people.change('Mina', { teaches: false }, 'test');
});
afterAll(() => t.close());

const task = 'Reply to a comment about prices';

async function editBy(actor: string, text: string): Promise<string> {
  const id = await submit(t, { goal: 'posts', task, draft: 'Our prices are the best!!!' });
  await t.gateway.decide({ runId: id, action: 'edit', text, source: 'api', actor });
  return id;
}

describe('teaches = false', () => {
  it("keeps the person's edit as a decision, but neither the context nor the nightly job reads it", async () => {
    const mina = await editBy('Mina', 'Our prices are fair.');
    const ole = await editBy('Ole', 'Our prices are fair and clear.');
    await t.gateway.settle();
    expect(await t.gateway.getRun(mina)).toMatchObject({ status: 'edited', decided_by: 'Mina' });
    const ctx = await t.gateway.getContext({ goal: 'posts', task });
    expect(ctx.corrections.map((c) => c.run_id)).toEqual([ole]);
    const minable = await listMinable(t.testDb.db, t.gateway.deps.embeddings, {
      since: new Date(Date.now() - 3600_000),
      until: new Date(Date.now() + 60_000),
    });
    expect(minable.map((m) => m.run_id)).toEqual([ole]);
  });

  it('teaches again once switched back', async () => {
    await t.gateway.people.change('Mina', { teaches: true }, 'test');
    const ctx = await t.gateway.getContext({ goal: 'posts', task });
    expect(ctx.corrections).toHaveLength(2);
    await t.gateway.people.change('Mina', { teaches: false }, 'test');
  });
});
