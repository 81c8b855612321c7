import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../gateway/kernel/embedding.ts';
import { createLocalEmbedding } from '../../gateway/learning/embeddings/local.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { decideVia, feedbackRows, submit } from '../helpers/runs.ts';

/** The real offline provider behind a switch that makes it fail like a provider outage. */
function flakyProvider(real: EmbeddingProvider) {
  const state = { down: true, calls: 0 };
  const provider: EmbeddingProvider = {
    model: real.model,
    dimensions: real.dimensions,
    threshold: real.threshold,
    async embed(texts) {
      state.calls++;
      if (state.down) throw new Error('503 from embedding provider');
      return real.embed(texts);
    },
  };
  return { provider, state };
}

describe('embedding outage', () => {
  let t: TestGateway;
  let flaky: ReturnType<typeof flakyProvider>;
  beforeAll(async () => {
    flaky = flakyProvider(await createLocalEmbedding());
    t = await createTestGateway({ embeddings: flaky.provider });
  });
  afterAll(() => t.close());

  it('loses no tap, and the backfill fills the embedding once the provider is back', async () => {
    const id = await submit(t, { task: 'Reply to a comment about prices', draft: 'Cheapest in town!' });
    const res = await decideVia(t, id, { action: 'edit', text: 'Fair prices, and we explain them.' });
    expect(res.status).toBe(201);
    await t.gateway.settle();
    expect(flaky.state.calls).toBeGreaterThan(0);
    expect(await feedbackRows(t, id)).toHaveLength(1);
    const before = await t.testDb.db.query<{
      situation_model: string | null;
      embed_attempts: number;
      embed_error: string | null;
    }>('select situation_model, embed_attempts, embed_error from feedback where run_id = $1', [id]);
    expect(before).toEqual([{ situation_model: null, embed_attempts: 1, embed_error: '503 from embedding provider' }]);

    flaky.state.down = false;
    expect(await t.gateway.backfillEmbeddings()).toEqual({ embedded: 1, failed: 0 });
    const after = await t.testDb.db.query<{ situation_model: string; has_vector: boolean }>(
      'select situation_model, situation_embedding is not null as has_vector from feedback where run_id = $1',
      [id],
    );
    expect(after).toEqual([{ situation_model: flaky.provider.model, has_vector: true }]);
    const ctx = await t.gateway.getContext({ goal: 'posts', task: 'Reply to a comment about prices' });
    expect(ctx.corrections.map((c) => c.run_id)).toEqual([id]);
  });
});
