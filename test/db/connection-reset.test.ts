// A Postgres connection reset while postgres.js fetches array types (the first query on every new connection, as
// after a database restart) must fail only the query that waited on it, never end the process. postgres.js 3.4.9
// dropped that query's promise (porsager/postgres#1192, #1223): the reset became an unhandled rejection, and the
// stress suite saw the gateway exit with "read ECONNRESET at TCP.onStreamRead". patches/ catches it.
import { createServer, type Server, Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../db/client.ts';
import { onPostgres } from '../helpers/db.ts';

/** A TCP proxy to the test server that resets the client's connection at the next array-types query, once. */
async function resettingProxy(target: URL) {
  let armed = false;
  let resets = 0;
  const server: Server = createServer((client) => {
    const upstream = new Socket();
    upstream.connect(Number(target.port || 5432), target.hostname);
    client.on('error', () => {});
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      if (armed && chunk.includes("typcategory = 'A'")) {
        armed = false;
        resets++;
        upstream.destroy();
        client.resetAndDestroy(); // RST: the driver reads ECONNRESET, as when the server's process goes away
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  return {
    port,
    arm: () => {
      armed = true;
    },
    resets: () => resets,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

describe.runIf(onPostgres())('a connection reset while the driver fetches array types', () => {
  let proxy: Awaited<ReturnType<typeof resettingProxy>>;
  let db: Db;
  const unhandled: unknown[] = [];
  const record = (reason: unknown) => unhandled.push(reason);

  beforeAll(async () => {
    const target = new URL(process.env.TEST_DATABASE_URL!);
    proxy = await resettingProxy(target);
    const url = new URL(target);
    url.port = String(proxy.port);
    db = await createDb({ databaseUrl: url.toString(), maxConnections: 1 });
    process.on('unhandledRejection', record);
  });
  afterAll(async () => {
    process.off('unhandledRejection', record);
    await db?.close();
    await proxy?.close();
  });

  it('fails the waiting query with the reset, leaves no unhandled rejection, and the next query is answered', async () => {
    proxy.arm();
    await expect(db.query('select 1 as one')).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(proxy.resets()).toBe(1);
    // An unhandled rejection is reported after the microtasks of the turn that made it: give it a few turns.
    for (let i = 0; i < 5; i++) await new Promise((ok) => setImmediate(ok));
    expect(unhandled).toEqual([]);
    expect(await db.query<{ one: number }>('select 1 as one')).toEqual([{ one: 1 }]);
  });
});
