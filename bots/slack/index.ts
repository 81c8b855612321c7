// createSlackApp(deps) builds the Bolt app; startSlack(deps) connects it (Socket Mode or the gateway's HTTP server) as a channel.
import { App, type Receiver, SocketModeReceiver, webApi } from '@slack/bolt';
import type { Hono } from 'hono';
import { type ChannelGateway, type Config, ConfigError, type Logger, RELEASE_HOW } from '../../gateway/index.ts';
import { boltLogger } from './bolt-logger.ts';
import { createSlackChannel, type SlackChannel } from './channel.ts';
import { errorBoundary } from './error-boundary.ts';
import { HonoReceiver } from './hono-receiver.ts';
import { registerListeners } from './listeners/index.ts';
import { createReplies } from './replies.ts';

export { HonoReceiver } from './hono-receiver.ts';

export interface SlackAppDeps {
  gateway: ChannelGateway;
  config: Config;
  logger: Logger;
  /** Where Slack's requests come in; default: Socket Mode with SLACK_APP_TOKEN, else a HonoReceiver (mount it yourself). */
  receiver?: Receiver;
  /** Web API client options on top of ours (tests pass `retryConfig: { retries: 0 }`). */
  clientOptions?: webApi.WebClientOptions;
  /** The bot's identity from auth.test; given, Bolt does not call auth.test itself (a failure there would be unhandled). */
  identity?: { botId: string; botUserId: string };
}

/**
 * Decisions wait for channels to update their cards, so a Slack outage must not hold an approval for the
 * WebClient's default 30 minutes of retries: a few quick retries, then the card update is logged as failed.
 */
export function slackClientOptions(config: Config, extra: webApi.WebClientOptions = {}): webApi.WebClientOptions {
  const apiUrl = config.slack?.apiUrl;
  return {
    ...(apiUrl ? { slackApiUrl: apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/` } : {}),
    retryConfig: { retries: 2, minTimeout: 300, maxTimeout: 2000 },
    timeout: 10_000,
    ...extra,
  };
}

function slackConfig(config: Config): NonNullable<Config['slack']> {
  if (!config.slack)
    throw new ConfigError(
      'Slack is not configured: set SLACK_BOT_TOKEN, SLACK_SIGNING_SECRET, SLACK_CHANNEL and SLACK_OWNER_IDS.',
    );
  return config.slack;
}

function socketModeReceiver(config: Config, logger: Logger): SocketModeReceiver {
  return new SocketModeReceiver({
    appToken: slackConfig(config).appToken!,
    logger: boltLogger(logger),
    installerOptions: { clientOptions: slackClientOptions(config) },
  });
}

export function createSlackApp(deps: SlackAppDeps): App {
  const slack = slackConfig(deps.config);
  const receiver =
    deps.receiver ??
    (slack.appToken
      ? socketModeReceiver(deps.config, deps.logger)
      : new HonoReceiver({ signingSecret: slack.signingSecret, logger: deps.logger }));
  const app = new App({
    token: slack.botToken,
    receiver,
    ...(receiver instanceof SocketModeReceiver ? { socketMode: true } : {}),
    logger: boltLogger(deps.logger),
    extendedErrorHandler: true,
    clientOptions: slackClientOptions(deps.config, deps.clientOptions),
    ...(deps.identity ?? {}),
  });
  const replies = createReplies(deps, app.client);
  registerListeners(app, { gateway: deps.gateway, config: deps.config, logger: deps.logger, replies });
  app.error(errorBoundary(deps.logger, replies));
  return app;
}

export interface StartSlackDeps {
  gateway: ChannelGateway;
  config: Config;
  logger: Logger;
  /** The gateway's Hono app: in HTTP mode `POST /slack/events` is added to it (before it serves its first request). */
  app: Hono;
  /** Tests: answer Slack after the listeners finish, and no Web API retries. */
  options?: { processBeforeResponse?: boolean; clientOptions?: webApi.WebClientOptions };
}

export interface RunningSlack {
  mode: 'socket' | 'http';
  channel: SlackChannel;
  bolt: App;
  stop(): Promise<void>;
}

/** Socket Mode when SLACK_APP_TOKEN is set (no public URL needed); otherwise HTTP on the gateway's own server. */
export async function startSlack({
  gateway,
  config,
  logger,
  app,
  options = {},
}: StartSlackDeps): Promise<RunningSlack> {
  const slack = slackConfig(config);
  const log = logger.child({ channel: 'slack' });
  // Checked here, awaited, so a wrong token stops `start` with a clear message instead of failing on the first tap.
  const auth = await new webApi.WebClient(slack.botToken, {
    ...slackClientOptions(config, options.clientOptions),
    logger: boltLogger(log),
  }).auth
    .test()
    .catch((err: Error) => {
      throw new ConfigError(`Slack did not accept SLACK_BOT_TOKEN: ${err.message}`);
    });
  const mode = slack.appToken ? 'socket' : 'http';
  const receiver =
    mode === 'socket'
      ? socketModeReceiver(config, log)
      : new HonoReceiver({
          signingSecret: slack.signingSecret,
          logger: log,
          bodyLimitBytes: config.bodyLimitBytes,
          ...(options.processBeforeResponse !== undefined
            ? { processBeforeResponse: options.processBeforeResponse }
            : {}),
        }).mount(app);
  const bolt = createSlackApp({
    gateway,
    config,
    logger: log,
    receiver,
    identity: { botId: auth.bot_id!, botUserId: auth.user_id! },
    ...(options.clientOptions ? { clientOptions: options.clientOptions } : {}),
  });
  let started = false;
  const connect = async () => {
    await bolt.start().catch((err: Error) => {
      throw new ConfigError(
        `Slack ${mode === 'socket' ? 'Socket Mode did not connect with SLACK_APP_TOKEN' : 'did not start'}: ${err.message}`,
      );
    });
    started = true;
    log.info('slack started', { mode, team: auth.team_id, bot_user: auth.user_id });
  };
  const stopping = new AbortController();
  // A socket shares Slack's events with the original's: a held copy (restored, not yet released) would take taps
  // meant for it. Over HTTP, Slack sends to the one request URL the app names, so nothing waits.
  if (mode === 'socket' && (await gateway.holdOf())) {
    log.warn('slack waits: this database is held (a restored copy); Socket Mode connects once released', {
      release: RELEASE_HOW,
    });
    void gateway.whenReleased(stopping.signal).then(async (released) => {
      if (released)
        await connect().catch((err: unknown) => log.error('slack did not start after the release', { err }));
    });
  } else await connect();
  const channel = createSlackChannel({ gateway, config, logger: log }, bolt.client);
  gateway.addChannel(channel);
  return {
    mode,
    channel,
    bolt,
    async stop() {
      stopping.abort();
      channel.stop();
      if (started) await bolt.stop();
    },
  };
}
