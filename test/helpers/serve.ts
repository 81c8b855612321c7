// Serves a test gateway on a loopback port, for clients that speak real HTTP (typed client, MCP server, examples).
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { TestGateway } from './gateway.ts';

export interface ServedGateway {
  url: string;
  /** The app being served: the test gateway's own. */
  fetch: (req: Request) => Response | Promise<Response>;
  close(): Promise<void>;
}

export async function serveGateway(t: TestGateway): Promise<ServedGateway> {
  const fetch = t.app.fetch;
  const server = await new Promise<Server>((ok) => {
    const s = serve({ fetch, port: 0, hostname: '127.0.0.1' }, () => ok(s as Server));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    fetch,
    close: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections(); // long polls (?wait=) would otherwise hold close() open
        server.close(() => ok());
      }),
  };
}
