// `taploop start`: database → gateway → channels → HTTP server, and a clean stop on SIGINT/SIGTERM.
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { startSlack } from '../bots/slack/index.ts';
import { startTelegram } from '../bots/telegram/index.ts';
import { createWebInbox } from '../bots/web/index.ts';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createApp } from './app.ts';
import type { Config } from './config.ts';
import { createGateway } from './gateway.ts';
import { createEmbeddingProvider } from './learning/embeddings/index.ts';
import { createLogger } from './logger.ts';
import { startScheduler } from './scheduler.ts';
import { createDispatcher } from './publish/dispatcher.ts';
import { publisherFactory } from './publish/publishers/index.ts';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

const BACKFILL_EVERY_MS = 60_000;

export async function start(config: Config, print: (line: string) => void = console.log): Promise<Running> {
  const logger = createLogger(config.logLevel);
  await portFree(config.host, config.port); // a taken port fails in a moment, not after the database has opened
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const migrated = await migrate(db);
  if (migrated.applied.length) logger.info('migrations applied', { applied: migrated.applied });
  const embeddings = await createEmbeddingProvider(config);
  const gateway = await createGateway({ db, config, embeddings, logger });

  const app = createApp({ gateway, config, logger });
  app.route('/', createWebInbox({ gateway, config, logger }));
  // Bots mount their webhook routes on the app, so they start before the server answers anything.
  const bots: { stop(): Promise<void> }[] = [];
  try {
    if (config.telegram) bots.push(await startTelegram({ gateway, config, logger, app }));
    if (config.slack) bots.push(await startSlack({ gateway, config, logger, app }));
  } catch (err) {
    await Promise.allSettled(bots.map((b) => b.stop()));
    await db.close();
    throw err;
  }

  // A port already in use (EADDRINUSE) rejects here instead of crashing later; the CLI says what to do.
  const server = await new Promise<ReturnType<typeof serve>>((ok, fail) => {
    const s = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => ok(s));
    s.once('error', fail);
  }).catch(async (err: unknown) => {
    await Promise.allSettled(bots.map((b) => b.stop()));
    await gateway.settle();
    await db.close();
    throw err;
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shown = config.host === '0.0.0.0' ? '127.0.0.1' : config.host;
  const url = `http://${shown}:${port}`;

  const scheduler = startScheduler({ gateway, config, logger });
  const dispatcher = createDispatcher(gateway.deps, { publishers: publisherFactory(config, logger) });
  dispatcher.start(config.dispatchIntervalMs);

  // Embeddings a provider outage left behind are retried in the background.
  const timer = setInterval(() => gateway.deps.scheduleBackfill(), BACKFILL_EVERY_MS);
  gateway.deps.scheduleBackfill();

  print(`taploop is running`);
  print(`  inbox     ${url}/`);
  print(`  API       ${url}/v1  (health: ${url}/healthz)`);
  print(`  database  ${config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${resolve(config.dataDir)}`}`);
  print(`  embedding ${embeddings.model}`);
  print(
    config.ownerToken
      ? `  auth      owner token required (inbox password = the owner token); ${config.agentTokens.length} agent token(s): ${config.agentTokens.map((a) => a.name).join(', ') || 'none'}`
      : `  auth      none: listening on ${config.host} only (set TAPLOOP_OWNER_TOKEN and AGENT_TOKENS to serve other machines)`,
  );
  if (config.allowedHosts.length) print(`  hosts     loopback names, ${config.allowedHosts.join(', ')}`);
  if (config.legacyToken) {
    print(
      '  WARNING   TAPLOOP_API_TOKEN is deprecated: it works as the owner token. Rename it TAPLOOP_OWNER_TOKEN and give each agent its own token in AGENT_TOKENS=name:token (SECURITY.md).',
    );
  }
  print(`  nightly   ${config.learning.nightlyAt} ${config.timezone} (next: ${scheduler.nextNightly()?.toISOString() ?? 'never'})`);
  print(`  channels  web inbox${config.telegram ? ', Telegram' : ''}${config.slack ? ', Slack' : ''}`);

  let stopping: Promise<void> | null = null;
  return {
    url,
    stop: () =>
      (stopping ??= (async () => {
        clearInterval(timer);
        scheduler.stop();
        await dispatcher.stop();
        await Promise.allSettled(bots.map((b) => b.stop()));
        await new Promise<void>((ok) => server.close(() => ok()));
        await gateway.settle();
        await db.close();
      })()),
  };
}

/** Rejects with EADDRINUSE (or EACCES) when the port cannot be bound; the real listen below still handles a race. */
function portFree(host: string, port: number): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => ok()));
  });
}
