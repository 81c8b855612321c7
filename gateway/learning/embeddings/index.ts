// Picks the embedding provider from config: OpenAI-compatible when a key is set, else the offline default.
import type { Config } from '../../config.ts';
import { createLocalEmbedding } from './local.ts';
import { createOpenAIEmbedding } from './openai.ts';
import type { EmbeddingProvider } from './provider.ts';

export async function createEmbeddingProvider(config: Pick<Config, 'embeddings'>): Promise<EmbeddingProvider> {
  const e = config.embeddings;
  if (e.provider === 'openai') return createOpenAIEmbedding(e);
  const local = await createLocalEmbedding();
  return e.threshold === null ? local : { ...local, threshold: e.threshold, embed: local.embed.bind(local) };
}
