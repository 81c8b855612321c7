// A local fake of the OpenAI-compatible chat and embeddings APIs: scripted answers, every request recorded.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export async function startFakeOpenAI(answer: (prompt: string) => string) {
  const requests: { model: string; prompt: string; body: Record<string, unknown> }[] = [];
  const app = new Hono();
  app.post('/v1/chat/completions', async (c) => {
    const body = (await c.req.json()) as { model: string; messages: { content: string }[] };
    const prompt = body.messages.map((m) => m.content).join('\n');
    requests.push({ model: body.model, prompt, body });
    return c.json({
      id: `chatcmpl-${requests.length}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: body.model,
      choices: [
        { index: 0, message: { role: 'assistant', content: answer(prompt) }, finish_reason: 'stop', logprobs: null },
      ],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  // Embeddings: a deterministic 8-dimensional bag of letters, enough to tell texts apart and to count calls.
  const embeddingRequests: { model: string; input: string[]; authorization: string | null }[] = [];
  app.post('/v1/embeddings', async (c) => {
    const body = (await c.req.json()) as { model: string; input: string | string[]; encoding_format?: string };
    const input = Array.isArray(body.input) ? body.input : [body.input];
    embeddingRequests.push({ model: body.model, input, authorization: c.req.header('authorization') ?? null });
    const vector = (text: string) =>
      Array.from(
        { length: 8 },
        (_, i) => 1 + [...text.toLowerCase()].filter((ch) => ch.charCodeAt(0) % 8 === i).length,
      );
    return c.json({
      object: 'list',
      model: body.model,
      // The official client asks for base64 (little-endian float32) and decodes it itself.
      data: input.map((text, index) => ({
        object: 'embedding',
        index,
        embedding:
          body.encoding_format === 'base64'
            ? Buffer.from(new Float32Array(vector(text)).buffer).toString('base64')
            : vector(text),
      })),
      usage: { prompt_tokens: 1, total_tokens: 1 },
    });
  });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    embeddingRequests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
