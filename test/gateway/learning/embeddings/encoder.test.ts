// EMBEDDING_PROVIDER=encoder: the sentence encoder shipped as an optional package, run in its own thread, and a
// gateway that uses it finding a past correction asked about in other words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEncoderEmbedding,
  ENCODER_DIMENSIONS,
  ENCODER_MODEL,
  type EncoderEmbedding,
} from '../../../../gateway/learning/embeddings/encoder.ts';
import { createEmbeddingProvider } from '../../../../gateway/learning/embeddings/index.ts';
import { cosine } from '../../../../gateway/learning/embeddings/local.ts';
import { createTestGateway, type TestGateway, testConfig } from '../../../helpers/gateway.ts';
import { contextOf, editsIn, promisedDelivery, REPLIES_BACKGROUND } from '../../../helpers/learning.ts';

const texts = (n: number) =>
  Array.from({ length: n }, (_, i) => `Reply number ${i} about the shipping of order ${i * 7}`);

describe('the sentence encoder (EMBEDDING_PROVIDER=encoder)', () => {
  let provider: EncoderEmbedding;
  beforeAll(() => {
    provider = createEncoderEmbedding();
  });
  afterAll(() => provider.close());

  it('is what EMBEDDING_PROVIDER=encoder configures', async () => {
    const chosen = await createEmbeddingProvider(testConfig({ EMBEDDING_PROVIDER: 'encoder' }));
    expect([chosen.model, chosen.dimensions]).toEqual([ENCODER_MODEL, ENCODER_DIMENSIONS]);
    expect(chosen.recall?.draftThreshold).toBeLessThan(0.75); // its own scale of cosines, not the word table's
  });

  it('gives unit vectors of its length, nothing for text without a content word, and reads a paraphrase', async () => {
    const [promise, paraphrase, other, blank, stop, emoji] = await provider.embed([
      'Do not promise next-day delivery',
      'Never say the parcel will be there tomorrow',
      'Reply to a question about our opening hours',
      '   ',
      'it is what it is',
      '🎉🎉',
    ]);
    expect([blank, stop, emoji]).toEqual([null, null, null]);
    for (const v of [promise!, paraphrase!, other!]) {
      expect(v).toHaveLength(ENCODER_DIMENSIONS);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
    // The two share no content word, yet are closer to each other than to another situation of the same shop.
    expect(cosine(promise!, paraphrase!)).toBeGreaterThan(cosine(promise!, other!) + 0.1);
  });

  it('encodes off the main thread: timers keep firing while it works through a backfill-sized batch', async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 1);
    try {
      await provider.embed(texts(64));
    } finally {
      clearInterval(timer);
    }
    // On the main thread, 64 texts in 8 batches would let a timer fire about 8 times.
    expect(ticks).toBeGreaterThan(40);
  });

  it('a short call waits for one batch of a long one, not for all of it', async () => {
    const done: string[] = [];
    const long = provider.embed(texts(80)).then(() => done.push('long'));
    const short = provider.embed(['where is my parcel']).then(() => done.push('short'));
    await Promise.all([long, short]);
    expect(done).toEqual(['short', 'long']);
  });

  it('a call made while the worker is being stopped runs on a new one, whenever the old one says it exited', async () => {
    await provider.embed(['the worker is up']);
    const stopping = provider.close();
    const [v] = await provider.embed(['where is my parcel']);
    await stopping;
    expect(v).toHaveLength(ENCODER_DIMENSIONS);
    // And after it: the provider still answers.
    expect((await provider.embed(['opening hours on Sunday']))[0]).toHaveLength(ENCODER_DIMENSIONS);
  });
});

describe('a gateway on the sentence encoder', () => {
  let t: TestGateway;
  const context = (params: Record<string, string>) => contextOf(t, { goal: 'replies', ...params });

  beforeAll(async () => {
    t = await createTestGateway({ embeddings: createEncoderEmbedding() });
    await promisedDelivery(t);
    // Background: the goal's unrelated corrections, so "stands out" has a measure.
    await editsIn(t, 'replies', REPLIES_BACKGROUND);
    await t.gateway.backfillEmbeddings();
  });
  afterAll(() => t.close());

  it('stores its vectors and finds a correction a draft repeats in other words', async () => {
    // With the provider's error, if any: a failed backfill shows why (the encoder's own message) instead of nulls.
    const stored = await t.testDb.db.query<{ model: string; dims: number; error: string | null; n: number }>(
      `select situation_model as model, vector_dims(situation_embedding) as dims, embed_error as error, count(*)::int as n
       from feedback group by 1, 2, 3`,
    );
    expect(stored).toEqual([{ model: ENCODER_MODEL, dims: ENCODER_DIMENSIONS, error: null, n: 9 }]);
    // The draft makes the promise the owner cut in other words ("by Monday, 100%" for "tomorrow, guaranteed"):
    // the encoder reads it as about the same thing, where the offline default's word vectors find nothing.
    const ctx = await context({ task: 'Reply to a follower', draft: 'Sure, you will get it by Monday, 100%.' });
    expect(ctx.corrections.map((c) => [c.reason, c.matched_by])).toContainEqual([
      'never promise delivery dates',
      'draft',
    ]);
  });

  it('returns nothing for an unrelated task, with or without a draft', async () => {
    expect((await context({ task: 'Translate "good morning" into Italian' })).corrections).toEqual([]);
    const haiku = await context({
      task: 'Write a haiku about autumn rain',
      draft: 'Grey rain on the roof, the kettle hums.',
    });
    expect(haiku.corrections).toEqual([]);
  });
});
