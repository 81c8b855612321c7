// Embeddings from the OpenAI API or any compatible server (EMBEDDINGS_BASE_URL, e.g. Ollama or llama.cpp's server).
import OpenAI from 'openai';
import type { EmbeddingProvider } from '../../kernel/embedding.ts';
import { ConfigError } from '../../kernel/errors.ts';

export const KNOWN_DIMENSIONS: Record<string, number> = {
  'text-embedding-3-small': 1536,
  'text-embedding-3-large': 3072,
  'text-embedding-ada-002': 1536,
};

export interface OpenAIEmbeddingOptions {
  apiKey: string;
  baseUrl: string | null;
  model: string;
  dimensions: number | null;
  threshold: number | null;
}

/** The vector length of a model the table does not know, from one embedding; a clear error when the server does not answer. */
export async function probeDimensions(opts: Omit<OpenAIEmbeddingOptions, 'dimensions' | 'threshold'>): Promise<number> {
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl ?? undefined,
    maxRetries: 1,
    timeout: 30_000,
  });
  try {
    const res = await client.embeddings.create({ model: opts.model, input: 'dimension probe' });
    const n = res.data[0]?.embedding.length ?? 0;
    if (n >= 2) return n;
  } catch {
    // said below, without the server's answer (it may echo the key)
  }
  throw new ConfigError(
    `Invalid configuration:\n  EMBEDDING_DIMENSIONS: the embedding server at ${opts.baseUrl ?? 'api.openai.com'} did not return a vector for model "${opts.model}"; check EMBEDDINGS_BASE_URL and EMBEDDINGS_MODEL, or set EMBEDDING_DIMENSIONS`,
  );
}

/** Text with no letter or digit carries nothing to compare (blank, punctuation, emoji only). */
export const isMeaningless = (text: string) => !/[\p{L}\p{N}]/u.test(text);

export function createOpenAIEmbedding(opts: OpenAIEmbeddingOptions): EmbeddingProvider {
  const dimensions = opts.dimensions ?? KNOWN_DIMENSIONS[opts.model];
  if (!dimensions) {
    throw new ConfigError(
      `Invalid configuration:\n  EMBEDDING_DIMENSIONS: required for the model "${opts.model}" (the length of its vectors)`,
    );
  }
  const client = new OpenAI({
    apiKey: opts.apiKey,
    baseURL: opts.baseUrl ?? undefined,
    maxRetries: 2,
    timeout: 30_000,
  });
  const asksDimensions = opts.dimensions !== null && opts.model.startsWith('text-embedding-3');
  return {
    model: `openai:${opts.model}:${dimensions}`,
    dimensions,
    // Between the cosines text-embedding-3 gives unrelated short texts and those it gives paraphrases.
    threshold: opts.threshold ?? 0.4,
    async embed(texts) {
      const wanted = texts.map((t, i) => ({ t: t.trim(), i })).filter(({ t }) => !isMeaningless(t));
      const out: (number[] | null)[] = texts.map(() => null);
      if (wanted.length === 0) return out;
      const res = await client.embeddings.create({
        model: opts.model,
        input: wanted.map((w) => w.t),
        ...(asksDimensions && { dimensions }),
      });
      for (const item of res.data) {
        const v = item.embedding;
        if (v.length !== dimensions) {
          throw new Error(
            `embedding model returned ${v.length} dimensions, expected ${dimensions} (set EMBEDDING_DIMENSIONS)`,
          );
        }
        out[wanted[item.index]!.i] = normalise(v);
      }
      return out;
    },
  };
}

function normalise(v: number[]): number[] | null {
  const norm = Math.hypot(...v);
  return norm > 0 && Number.isFinite(norm) ? v.map((x) => x / norm) : null;
}
