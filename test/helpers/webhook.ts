// A loopback webhook receiver: records every delivery and answers with scripted statuses. A body that is not JSON (a
// notification's plain text) is kept as text, its `json` empty.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';

export interface Delivery {
  headers: Record<string, string>;
  body: string;
  json: Record<string, unknown>;
}

function parsed(body: string): Record<string, unknown> {
  try {
    return JSON.parse(body) as Record<string, unknown>;
  } catch {
    return {};
  }
}

export async function startWebhookReceiver(answer: (n: number, d: Delivery) => number = () => 200) {
  const deliveries: Delivery[] = [];
  const app = new Hono();
  app.post('/hook', async (c) => {
    const body = await c.req.text();
    const d: Delivery = {
      headers: Object.fromEntries(c.req.raw.headers),
      body,
      json: parsed(body),
    };
    deliveries.push(d);
    const status = answer(deliveries.length, d);
    return c.json({ ok: status < 300 }, status as 200);
  });
  const server = await new Promise<ReturnType<typeof serve>>((ok) => {
    const s = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, () => ok(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    deliveries,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

/** The approve and reject links a notification carries, as paths on this server. */
export const linksIn = (d: Delivery) => ({
  approve: new URL(/^Approve: (\S+)$/m.exec(d.body)![1]!).pathname,
  reject: new URL(/^Reject: (\S+)$/m.exec(d.body)![1]!).pathname,
});
