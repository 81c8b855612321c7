// Embeddings and the LLM each have their own endpoint, model and optional key; a local server is one setting away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConfig } from '../../../gateway/kernel/config.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createEmbeddingProvider } from '../../../gateway/learning/embeddings/index.ts';
import { createRuleWriter } from '../../../gateway/learning/llm.ts';
import { startFakeOpenAI } from '../../fakes/openai.ts';

describe('embedding and LLM endpoints', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAI>>;
  beforeAll(async () => {
    fake = await startFakeOpenAI(() =>
      JSON.stringify({ title: 'Never promise delivery dates', body: 'Say "usually" and give a range.' }),
    );
  });
  afterAll(() => fake.close());

  it('a local embedding server needs only its URL and model: no key, the vector length learned from the server, no LLM turned on', async () => {
    const config = createConfig({ EMBEDDINGS_BASE_URL: fake.baseUrl, EMBEDDINGS_MODEL: 'nomic-embed-text' });
    expect(config.llm).toBeNull();
    const provider = await createEmbeddingProvider(config);
    expect(provider.dimensions).toBe(8);
    expect(provider.model).toBe('openai:nomic-embed-text:8');
    const [v] = await provider.embed(['Reply about delivery']);
    expect(v).toHaveLength(8);
    expect(fake.embeddingRequests.at(-1)).toMatchObject({ model: 'nomic-embed-text', input: ['Reply about delivery'] });
  });

  it('sends the embedding key when one is given', async () => {
    const config = createConfig({
      EMBEDDINGS_BASE_URL: fake.baseUrl,
      EMBEDDINGS_MODEL: 'bge-m3',
      EMBEDDINGS_API_KEY: 'emb-key',
      EMBEDDING_DIMENSIONS: '8',
    });
    await (await createEmbeddingProvider(config)).embed(['x y']);
    expect(fake.embeddingRequests.at(-1)).toMatchObject({ model: 'bge-m3', authorization: 'Bearer emb-key' });
  });

  it('the LLM has its own URL and model, and embeddings stay offline', async () => {
    const config = createConfig({ LLM_BASE_URL: fake.baseUrl, LLM_MODEL: 'llama3.1' });
    expect(config.embeddings.provider).toBe('local');
    expect(config.llm).toEqual({ apiKey: 'no-key', baseUrl: fake.baseUrl, model: 'llama3.1' });
    const text = await createRuleWriter(config.llm, silentLogger).write('posts', [
      { rating: -1, reason: 'no delivery promises', edit_removed: null, edit_added: null },
    ]);
    expect(text.via).toBe('llm');
    expect(fake.requests.at(-1)?.model).toBe('llama3.1');
  });

  it('the old names keep working: OPENAI_API_KEY and OPENAI_BASE_URL serve both', () => {
    const config = createConfig({ OPENAI_API_KEY: 'sk-old', OPENAI_BASE_URL: fake.baseUrl });
    expect(config.embeddings).toMatchObject({
      provider: 'openai',
      apiKey: 'sk-old',
      baseUrl: fake.baseUrl,
      model: 'text-embedding-3-small',
    });
    expect(config.llm).toEqual({ apiKey: 'sk-old', baseUrl: fake.baseUrl, model: 'gpt-4o-mini' });
  });

  it('a server that does not answer is a configuration error that names what to check', async () => {
    const config = createConfig({ EMBEDDINGS_BASE_URL: 'http://127.0.0.1:9/v1', EMBEDDINGS_MODEL: 'nomic-embed-text' });
    await expect(createEmbeddingProvider(config)).rejects.toThrow(
      /EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL, or set EMBEDDING_DIMENSIONS/,
    );
  });
});
