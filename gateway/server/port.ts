// Whether the server's port is free, asked before anything is opened: a taken port is one line at once, not a data
// folder created and migrated for nothing.
import { createServer } from 'node:net';

/** Rejects with EADDRINUSE (or EACCES) when the port cannot be bound; the real listen still handles a race. */
export function portFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => ok()));
  });
}
