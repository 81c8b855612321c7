// `taploop start`: database → gateway → channels → HTTP server, and a clean stop on SIGINT/SIGTERM.
import { resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createWebInbox } from '../../bots/web/index.ts';
import { createDb, type Db } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { createGateway } from '../core/gateway.ts';
import { RELEASE_HOW } from '../core/hold.ts';
import type { Config } from '../kernel/config.ts';
import { createLogger } from '../kernel/logger.ts';
import { createEmbeddingProvider } from '../learning/embeddings/index.ts';
import { createCallbackDispatcher } from '../publish/callback-dispatcher.ts';
import { createDispatcher } from '../publish/dispatcher.ts';
import { createNotifyDispatcher } from '../publish/notify.ts';
import { publisherFactory } from '../publish/publishers/index.ts';
import { createApp } from '../server/app.ts';
import { portFree } from '../server/port.ts';
import { startJobs } from './job-runner.ts';
import { taploopJobs } from './jobs.ts';

export interface Running {
  url: string;
  stop(): Promise<void>;
}

const WARM_UP_AFTER_MS = 2_000;

/**
 * `opening`: the database already being opened by the caller (the CLI starts it while this module's imports load);
 * without it, start opens it here.
 */
export async function start(
  config: Config,
  print: (line: string) => void = console.log,
  opening?: Promise<Db>,
): Promise<Running> {
  const logger = createLogger(config.logLevel);
  // A taken port fails in a moment, not after the database has opened (and releases a database opened early).
  await portFree(config.host, config.port).catch(async (err: unknown) => {
    await opening?.then((db) => db.close()).catch(() => {});
    throw err;
  });
  const db = await (opening ?? createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const migrated = await migrate(db);
  if (migrated.applied.length) logger.info('migrations applied', { applied: migrated.applied });
  const embeddings = await createEmbeddingProvider(config);
  const gateway = await createGateway({ db, config, embeddings, logger });
  const seeded = await gateway.people.seed();
  if (seeded.length) logger.info('people added from the config', { people: seeded.map((p) => p.name) });

  const app = createApp({ gateway, config, logger });
  app.route('/', createWebInbox({ gateway, config, logger }));
  // Bots mount their webhook routes on the app, so they start before the server answers anything.
  const bots: { stop(): Promise<void> }[] = [];
  let telegramStatus = '';
  try {
    // Each bot's library (grammY, Bolt) is loaded only when that channel is configured.
    if (config.telegram) {
      const { startTelegram } = await import('../../bots/telegram/index.ts');
      const telegram = await startTelegram({ gateway, config, logger, app });
      bots.push(telegram);
      if (telegram.status === 'held') telegramStatus = ' (waits for the release)';
      if (telegram.status === 'unreachable') {
        telegramStatus = ' (Telegram unreachable: cards wait in the outbox; retrying in the background)';
        print(
          `Telegram did not answer within ${config.outbox.telegramStartTimeoutMs / 1000} s: serving the API and inbox anyway, retrying in the background.`,
        );
      }
    }
    if (config.slack) {
      const { startSlack } = await import('../../bots/slack/index.ts');
      bots.push(await startSlack({ gateway, config, logger, app }));
    }
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

  // Every background task is a job of one runner (server/jobs). The first runs of the interval jobs (publish,
  // embedding catch-up…) and loading the offline word table wait a moment: on the embedded database they are work
  // on the one thread that would otherwise hold the first requests. New cards go out at once all the same.
  const dispatcher = createDispatcher(gateway.deps, { publishers: publisherFactory(config, logger) });
  const callbacks = createCallbackDispatcher(gateway.deps);
  const notify = createNotifyDispatcher(gateway.deps);
  const jobs = startJobs(
    taploopJobs(config),
    { gateway, dispatcher, callbacks, notify, logger },
    logger.child({ component: 'jobs' }),
    {
      firstRunAfterMs: WARM_UP_AFTER_MS,
    },
  );
  const warmUp = setTimeout(() => void embeddings.embed(['warm up']).catch(() => {}), WARM_UP_AFTER_MS); // a failure shows on the first real embedding

  print(`taploop is running`);
  print(`  inbox     ${url}/`);
  print(`  API       ${url}/v1  (health: ${url}/healthz)`);
  print(
    `  database  ${config.databaseUrl ? 'Postgres (DATABASE_URL)' : `embedded PGlite in ${resolve(config.dataDir)}`}`,
  );
  print(`  embedding ${embeddings.model}`);
  print(
    config.ownerToken
      ? `  auth      owner token required (inbox: a link from taploop sign-in-link <person>, or any user name with the owner token as password); ${config.agentTokens.length} agent token(s): ${config.agentTokens.map((a) => a.name).join(', ') || 'none'}`
      : `  auth      none: listening on ${config.host} only (set TAPLOOP_OWNER_TOKEN and AGENT_TOKENS to serve other machines)`,
  );
  if (config.allowedHosts.length) print(`  hosts     loopback names, ${config.allowedHosts.join(', ')}`);
  if (config.legacyToken) {
    print(
      '  WARNING   TAPLOOP_API_TOKEN is deprecated: it works as the owner token. Rename it TAPLOOP_OWNER_TOKEN and give each agent its own token in AGENT_TOKENS=name:token (SECURITY.md).',
    );
  }
  print(
    `  nightly   ${config.learning.nightlyAt} ${config.timezone} (next: ${jobs.nextRun('nightly')?.toISOString() ?? 'never'})`,
  );
  print(`  channels  web inbox${config.telegram ? `, Telegram${telegramStatus}` : ''}${config.slack ? ', Slack' : ''}`);
  const hold = await gateway.holdOf();
  if (hold) {
    // A restored copy beside a running original would send every queued card, publication and callback twice.
    print(
      `  HELD      ${hold.reason}: decisions are saved, but no card, publication or callback goes out and the bots leave Telegram to the original until ${RELEASE_HOW}`,
    );
    logger.warn('this database is held: its outboxes send nothing until it is released', {
      held_since: hold.since.toISOString(),
      release: RELEASE_HOW,
    });
  }

  let stopping: Promise<void> | null = null;
  return {
    url,
    stop: () =>
      (stopping ??= (async () => {
        clearTimeout(warmUp);
        // No new connections from here; requests in flight (a decision being committed) finish. Long polls (?wait=)
        // answer now with the run as it is, still pending, instead of holding the stop for up to ten minutes.
        const closed = new Promise<void>((ok) => server.close(() => ok()));
        gateway.stopWaiting();
        await jobs.stop();
        await Promise.all([dispatcher.idle(), callbacks.idle(), notify.idle()]);
        await Promise.allSettled(bots.map((b) => b.stop()));
        await closed;
        await gateway.settle();
        await db.close();
      })()),
  };
}
