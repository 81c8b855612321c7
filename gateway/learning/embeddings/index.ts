// Picks the embedding provider from config: OpenAI-compatible when an endpoint or key is set, the offline sentence
// encoder when chosen, else the offline default.
import type { Config } from '../../kernel/config.ts';
import type { EmbeddingProvider } from '../../kernel/embedding.ts';
import { createLocalEmbedding } from './local.ts';

export async function createEmbeddingProvider(config: Pick<Config, 'embeddings'>): Promise<EmbeddingProvider> {
  const e = config.embeddings;
  if (e.provider === 'openai') {
    // The openai package (hundreds of modules) loads only when an OpenAI-compatible endpoint is configured.
    const { createOpenAIEmbedding, KNOWN_DIMENSIONS, probeDimensions } = await import('./openai.ts');
    // A local server's model (nomic-embed-text, bge-m3, …) need not be known: one embedding at start says its length.
    const known = e.dimensions ?? KNOWN_DIMENSIONS[e.model];
    return createOpenAIEmbedding(known ? e : { ...e, dimensions: await probeDimensions(e) });
  }
  // The sentence encoder's modules (TensorFlow.js) load only when it is chosen, and in their own thread.
  const base =
    e.provider === 'encoder' ? (await import('./encoder.ts')).createEncoderEmbedding() : await createLocalEmbedding();
  return e.threshold === null ? base : { ...base, threshold: e.threshold, embed: base.embed.bind(base) };
}
