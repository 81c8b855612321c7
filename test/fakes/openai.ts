// A local fake of the OpenAI-compatible chat API: scripted answers, every request recorded.
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
      choices: [{ index: 0, message: { role: 'assistant', content: answer(prompt) }, finish_reason: 'stop', logprobs: null }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    });
  });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
  });
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
