// Configuration: one zod schema over the environment, parsed once in main and passed down.
import { z } from 'zod';
import { ConfigError } from './errors.ts';
import type { GoalsFile } from './goals.ts';
import { issueLine } from './issues.ts';
import type { PersonInput } from './roles.ts';
import { numberIn, timeZone } from './schemas.ts';
import { agentTokenList, isLoopback, secretRule, securityEnv } from './security-settings.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalString = z.preprocess(blankToUndefined, z.string().optional());
const optionalUrl = z.preprocess(blankToUndefined, z.url().optional());

/** What postgres.js can open; the value is never quoted back (it holds the password). */
const postgresUrl = z.preprocess(
  blankToUndefined,
  z
    .string()
    .refine((s) => URL.canParse(s) && /^postgres(ql)?:$/.test(new URL(s).protocol), {
      message: 'expected a postgres:// URL, e.g. postgres://user:password@localhost:5432/taploop',
    })
    .optional(),
);

const idList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(/^\s*[\w.-]+(\s*,\s*[\w.-]+)*\s*$/, 'expected a comma-separated list of ids')
    .transform((s) => s.split(',').map((id) => id.trim()))
    .optional(),
);

/** Telegram user ids are numbers: a name or @handle would never match a tap, so refuse it at start. */
const telegramIdList = z.preprocess(
  blankToUndefined,
  z
    .string()
    .regex(
      /^\s*\d+(\s*,\s*\d+)*\s*$/,
      'expected numeric Telegram user ids, comma-separated (ask @userinfobot for yours)',
    )
    .transform((s) => s.split(',').map((id) => id.trim()))
    .optional(),
);

/** A whole-number setting with its default; a mistake says the range and an example to write, e.g. PORT: … e.g. 8787. */
const setting = (min: number, max: number, byDefault: number) =>
  numberIn(min, max, { example: byDefault }).default(byDefault);

const envSchema = z.object({
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: postgresUrl,
  HOST: optionalString,
  PORT: setting(0, 65535, 8787),
  PUBLIC_URL: optionalUrl,
  TAPLOOP_TIMEZONE: z.preprocess(blankToUndefined, timeZone.optional()),
  BODY_LIMIT_BYTES: setting(1024, 1024 ** 3, 256 * 1024),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  EMBEDDING_PROVIDER: z.enum(['auto', 'local', 'encoder', 'openai']).default('auto'),
  OPENAI_API_KEY: optionalString,
  OPENAI_BASE_URL: optionalUrl,
  EMBEDDING_MODEL: z.string().default('text-embedding-3-small'),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  /** The LLM also names each correction's mistake for the nightly job (learning/mistake-namer.ts); needs an LLM. */
  LLM_NAMES_MISTAKES: z
    .enum(['true', 'false', '1', '0'], { message: 'expected true or false' })
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  REMIND_AFTER: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^\d+\s*[mhd]?$/, 'expected a duration such as 90m, 2h or 1d (plain numbers are minutes)')
      .transform((s) => Number.parseInt(s, 10) * ({ m: 1, h: 60, d: 1440 }[s.trim().slice(-1)] ?? 1))
      .optional(),
  ),
  TRUST_AFTER: setting(0, 10_000, 20),
  DIGEST_AT: z.preprocess(
    blankToUndefined,
    z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM, e.g. 08:00')
      .optional(),
  ),
  SWEEP_INTERVAL_MS: setting(50, 600_000, 15_000),
  NIGHTLY_AT: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected HH:MM, e.g. 03:00')
    .default('03:00'),
  NIGHTLY_WINDOW_DAYS: setting(1, 365, 30),
  RULE_MIN_ITEMS: setting(2, 100, 3),
  RULE_MIN_RUNS: setting(1, 100, 2),
  RETIRE_MIN_RUNS: setting(1, 1000, 6),
  RETIRE_SHARE: numberIn(0.01, 1, { whole: false, example: 0.5 }).default(0.5),
  EMBEDDING_DIMENSIONS: z.preprocess(blankToUndefined, numberIn(2, 16000, { example: 1536 }).optional()),
  EMBEDDING_THRESHOLD: z.preprocess(blankToUndefined, numberIn(-1, 1, { whole: false, example: 0.5 }).optional()),
  // Embeddings and the LLM each get their own endpoint, model and optional key (a local Ollama or
  // llama.cpp server needs no key); the OPENAI_* names above keep working for both when these are unset.
  EMBEDDINGS_BASE_URL: optionalUrl,
  EMBEDDINGS_MODEL: optionalString,
  EMBEDDINGS_API_KEY: optionalString,
  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalString,
  TAPLOOP_CONFIG: optionalString,
  DISPATCH_INTERVAL_MS: setting(50, 600_000, 2000),
  CONTEXT_K: setting(0, 50, 5),
  CONTEXT_MAX_RULES: setting(0, 200, 30),
  // Your data: how long run texts are kept, and the scrape token of GET /metrics.
  RETENTION_DAYS: z.preprocess(blankToUndefined, numberIn(1, 36_500, { example: 365 }).optional()),
  METRICS_TOKEN: z.preprocess(blankToUndefined, secretRule(16).optional()),
  TELEGRAM_BOT_TOKEN: optionalString,
  TELEGRAM_OWNER_IDS: telegramIdList,
  TELEGRAM_API_ROOT: optionalUrl,
  SLACK_BOT_TOKEN: optionalString,
  SLACK_SIGNING_SECRET: optionalString,
  SLACK_APP_TOKEN: optionalString,
  SLACK_CHANNEL: optionalString,
  SLACK_OWNER_IDS: idList,
  SLACK_API_URL: optionalUrl,
  // --- Shipping ---
  // How long a process may hold a claimed publication before another process retries it (after a crash).
  PUBLISH_LEASE_SECONDS: setting(10, 86_400, 120),
  // Where the CLI and `taploop mcp` reach a running gateway (default http://127.0.0.1:$PORT); read by the CLI.
  TAPLOOP_URL: optionalUrl,
  // Security: tokens, allowed Host names, outbound allow-list, long-poll cap (security-settings.ts).
  ...securityEnv,
  // Outboxes and outside calls: nothing outside the process runs inside a request.
  /** Longest a card push/edit or a publisher call may take before it counts as a failed attempt. */
  OUTSIDE_CALL_TIMEOUT_MS: setting(100, 120_000, 10_000),
  /** Attempts before a card delivery is given up (it then shows on the run and in the stats). */
  CARD_MAX_ATTEMPTS: setting(1, 50, 8),
  /** Wait before the 2nd attempt of a card delivery; doubles each time, at most 5 minutes. */
  CARD_RETRY_BASE_MS: setting(10, 600_000, 2000),
  /** How often the card-delivery job looks for due retries (new cards go out at once). */
  CARD_DELIVERY_INTERVAL_MS: setting(50, 600_000, 1000),
  /** How long `start` waits for Telegram's getMe before it says Telegram is unreachable and goes on. */
  TELEGRAM_START_TIMEOUT_MS: setting(100, 60_000, 5000),
  /** Where each new draft's one-tap approve/reject links go, one message per person who may decide it (an ntfy topic). */
  NOTIFY_URL: z.preprocess(
    blankToUndefined,
    z
      .string()
      .refine(
        (s) =>
          URL.canParse(s.replaceAll('{person}', 'p')) &&
          /^https?:$/.test(new URL(s.replaceAll('{person}', 'p')).protocol),
        {
          message: 'expected an http(s) URL, e.g. https://ntfy.sh/my-secret-topic-{person}',
        },
      )
      .optional(),
  ),
});

export type Env = z.input<typeof envSchema>;

/** Every setting read from the environment (the `.env.example` test checks that each one is documented). */
export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config {
  dataDir: string;
  databaseUrl: string | null;
  /** Address the HTTP server binds to: loopback unless a token protects the API. */
  host: string;
  port: number;
  publicUrl: string | null;
  /** The owner's token (TAPLOOP_OWNER_TOKEN, else the legacy TAPLOOP_API_TOKEN); null = no credentials (loopback only). */
  ownerToken: string | null;
  /** @deprecated the owner token under its old name; read ownerToken. */
  apiToken: string | null;
  /** The token the CLI's agent commands send to a running taploop: TAPLOOP_TOKEN, else the owner token. */
  clientToken: string | null;
  /** TAPLOOP_TOKEN as set: what `taploop mcp` sends, which never falls back to the owner token. */
  taploopToken: string | null;
  /** What the CLI's owner-only commands (stats, nightly, export, backup, forget) send: the owner token, else TAPLOOP_TOKEN. */
  ownerClientToken: string | null;
  /** Named agent tokens (AGENT_TOKENS, AGENT_TOKENS_FILE): submit, context, check, wait, their own runs. */
  agentTokens: { name: string; token: string }[];
  /** The owner token came from TAPLOOP_API_TOKEN: main prints how to split it. */
  legacyToken: boolean;
  /** Host names the server answers to besides loopback names: PUBLIC_URL's host and ALLOWED_HOSTS. */
  allowedHosts: string[];
  /** Private addresses callbacks and webhooks may reach anyway (OUTBOUND_ALLOW: hosts, host:port, CIDRs). */
  outboundAllow: string[];
  /** Long polls (?wait=) held at once; past it, 503 with Retry-After. */
  maxWaitingRequests: number;
  timezone: string;
  bodyLimitBytes: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  embeddings:
    | { provider: 'local' | 'encoder'; threshold: number | null }
    | {
        provider: 'openai';
        apiKey: string;
        baseUrl: string | null;
        model: string;
        dimensions: number | null;
        threshold: number | null;
      };
  context: { k: number; maxRules: number };
  /** Chat model for rule proposal; null without LLM_BASE_URL, LLM_API_KEY or OPENAI_API_KEY (deterministic text then). */
  llm: { apiKey: string; baseUrl: string | null; model: string } | null;
  learning: {
    /** The LLM names each correction's mistake for the nightly job (LLM_NAMES_MISTAKES; only with an LLM). */
    llmNamesMistakes: boolean;
    nightlyAt: string;
    windowDays: number;
    minItems: number;
    minRuns: number;
    retireMinRuns: number;
    retireShare: number;
  };
  /**
   * Key of the HMAC signature on decision callbacks: CALLBACK_SECRET (or the legacy TAPLOOP_API_TOKEN, as before);
   * null = the key generated once and stored in the database. Never TAPLOOP_OWNER_TOKEN: every receiver holds it.
   */
  callbackSecret: string | null;
  /** Minutes after which a still-pending draft is shown to the owner once more; null = never. */
  remindAfterMinutes: number | null;
  /** Clean approvals in a row before auto-approval is offered for a goal (0 = never offer). */
  trustAfter: number;
  /** When the daily digest goes to every channel (owner's zone); null = no digest. */
  digestAt: string | null;
  /** How often expiry and reminders are checked. */
  sweepIntervalMs: number;
  /** Per-goal publishing limits and publishers (TAPLOOP_CONFIG file). */
  goals: GoalsFile;
  /** People the config file lists, added at start when missing (TAPLOOP_CONFIG's `people`). */
  people: PersonInput[];
  /** How often the publish dispatcher looks for due publications. */
  dispatchIntervalMs: number;
  /** Seconds a claimed publication stays with its process before another may retry it (PUBLISH_LEASE_SECONDS). */
  publishLeaseSeconds: number;
  /** Days after which the nightly tick removes the texts of old runs (counts, ratings and rules stay); null = keep. */
  retentionDays: number | null;
  /** Bearer token that may scrape GET /metrics besides the owner's; null = only the owner's token. */
  metricsToken: string | null;
  /**
   * NOTIFY_URL: where each new draft's approve/reject links go, one message per person who may decide it; `{person}`
   * in it becomes the person's name. Null = no notifications.
   */
  notifyUrl: string | null;
  /** Outboxes and outside calls: per-call timeout, card retries, how long start waits for getMe. */
  outbox: {
    callTimeoutMs: number;
    cardMaxAttempts: number;
    cardRetryBaseMs: number;
    cardIntervalMs: number;
    telegramStartTimeoutMs: number;
  };
  telegram: { token: string; ownerIds: string[]; apiRoot: string | null; webhookSecret: string | null } | null;
  slack: {
    botToken: string;
    signingSecret: string;
    appToken: string | null;
    channel: string;
    ownerIds: string[];
    apiUrl: string | null;
  } | null;
}

/** Local OpenAI-compatible servers ignore the key, but the client needs one to send. */
const NO_KEY = 'no-key';

/**
 * Pure: the same environment always gives the same config, or a ConfigError naming every bad key. `binds: false` is
 * for a command that opens no port (`taploop stats`, `draft`, `export`…): where the server would listen is not its
 * mistake to report.
 */
export function createConfig(
  env: Record<string, string | undefined>,
  files: { goals?: GoalsFile /** Contents of AGENT_TOKENS_FILE. */; agentTokens?: string } = {},
  { binds = true }: { binds?: boolean } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${issueLine(i, '(env)')}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const { ownerToken, agentTokens, allowedHosts } = credentials(e, files.agentTokens);
  const apiToken = ownerToken;
  if (binds && e.HOST && !apiToken && !isLoopback(e.HOST)) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST: ${e.HOST} would expose the API without a token; set TAPLOOP_OWNER_TOKEN or use 127.0.0.1`,
    );
  }
  const host = e.HOST ?? (apiToken ? '0.0.0.0' : '127.0.0.1');
  if (binds && !isLoopback(host) && allowedHosts.length === 0) {
    throw new ConfigError(
      `Invalid configuration:\n  HOST: bound to ${host}, beyond loopback; set PUBLIC_URL (the address people open) or ALLOWED_HOSTS (the host names this server answers to)`,
    );
  }
  const embeddingKey = e.EMBEDDINGS_API_KEY ?? e.OPENAI_API_KEY ?? (e.EMBEDDINGS_BASE_URL ? NO_KEY : undefined);
  const useOpenAI = e.EMBEDDING_PROVIDER === 'openai' || (e.EMBEDDING_PROVIDER === 'auto' && !!embeddingKey);
  if (useOpenAI && !embeddingKey) {
    throw new ConfigError(
      'Invalid configuration:\n  EMBEDDINGS_BASE_URL: required when EMBEDDING_PROVIDER=openai (with EMBEDDINGS_API_KEY or OPENAI_API_KEY for a hosted API)',
    );
  }
  const llmKey = e.LLM_API_KEY ?? e.OPENAI_API_KEY ?? (e.LLM_BASE_URL ? NO_KEY : undefined);
  if (e.LLM_NAMES_MISTAKES && !llmKey) {
    throw new ConfigError(
      'Invalid configuration:\n  LLM_NAMES_MISTAKES: needs an LLM; set LLM_BASE_URL (a local server such as Ollama), LLM_API_KEY or OPENAI_API_KEY',
    );
  }
  const threshold = e.EMBEDDING_THRESHOLD ?? null;
  return {
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    host,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? null,
    ownerToken,
    apiToken,
    agentTokens,
    clientToken: e.TAPLOOP_TOKEN ?? ownerToken,
    taploopToken: e.TAPLOOP_TOKEN ?? null,
    ownerClientToken: ownerToken ?? e.TAPLOOP_TOKEN ?? null,
    legacyToken: !e.TAPLOOP_OWNER_TOKEN && !!e.TAPLOOP_API_TOKEN,
    allowedHosts,
    outboundAllow: e.OUTBOUND_ALLOW ?? [],
    maxWaitingRequests: e.MAX_WAITING_REQUESTS,
    timezone: e.TAPLOOP_TIMEZONE ?? Intl.DateTimeFormat().resolvedOptions().timeZone ?? 'UTC',
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    logLevel: e.LOG_LEVEL,
    embeddings: useOpenAI
      ? {
          provider: 'openai',
          apiKey: embeddingKey!,
          baseUrl: e.EMBEDDINGS_BASE_URL ?? e.OPENAI_BASE_URL ?? null,
          model: e.EMBEDDINGS_MODEL ?? e.EMBEDDING_MODEL,
          dimensions: e.EMBEDDING_DIMENSIONS ?? null,
          threshold,
        }
      : { provider: e.EMBEDDING_PROVIDER === 'encoder' ? 'encoder' : 'local', threshold },
    context: { k: e.CONTEXT_K, maxRules: e.CONTEXT_MAX_RULES },
    llm: llmKey ? { apiKey: llmKey, baseUrl: e.LLM_BASE_URL ?? e.OPENAI_BASE_URL ?? null, model: e.LLM_MODEL } : null,
    learning: {
      llmNamesMistakes: e.LLM_NAMES_MISTAKES,
      nightlyAt: e.NIGHTLY_AT,
      windowDays: e.NIGHTLY_WINDOW_DAYS,
      minItems: e.RULE_MIN_ITEMS,
      minRuns: e.RULE_MIN_RUNS,
      retireMinRuns: e.RETIRE_MIN_RUNS,
      retireShare: e.RETIRE_SHARE,
    },
    // The legacy single token keeps signing callbacks until it is split: its receivers verify with it today.
    callbackSecret: e.CALLBACK_SECRET ?? (!e.TAPLOOP_OWNER_TOKEN ? (e.TAPLOOP_API_TOKEN ?? null) : null),
    remindAfterMinutes: e.REMIND_AFTER ?? null,
    sweepIntervalMs: e.SWEEP_INTERVAL_MS,
    trustAfter: e.TRUST_AFTER,
    digestAt: e.DIGEST_AT ?? null,
    goals: files.goals ?? { goals: {} },
    people: files.goals?.people ?? [],
    dispatchIntervalMs: e.DISPATCH_INTERVAL_MS,
    publishLeaseSeconds: e.PUBLISH_LEASE_SECONDS,
    retentionDays: e.RETENTION_DAYS ?? null,
    metricsToken: e.METRICS_TOKEN ?? null,
    notifyUrl: e.NOTIFY_URL ?? null,
    outbox: {
      callTimeoutMs: e.OUTSIDE_CALL_TIMEOUT_MS,
      cardMaxAttempts: e.CARD_MAX_ATTEMPTS,
      cardRetryBaseMs: e.CARD_RETRY_BASE_MS,
      cardIntervalMs: e.CARD_DELIVERY_INTERVAL_MS,
      telegramStartTimeoutMs: e.TELEGRAM_START_TIMEOUT_MS,
    },
    telegram: telegramConfig(e),
    slack: slackConfig(e),
  };
}

type ParsedEnv = z.output<typeof envSchema>;

function telegramConfig(e: ParsedEnv): Config['telegram'] {
  if (!e.TELEGRAM_BOT_TOKEN) return null;
  if (!e.TELEGRAM_OWNER_IDS?.length) {
    throw new ConfigError(
      'Invalid configuration:\n  TELEGRAM_OWNER_IDS: required with TELEGRAM_BOT_TOKEN (your numeric Telegram user id; ask @userinfobot)',
    );
  }
  return {
    token: e.TELEGRAM_BOT_TOKEN,
    ownerIds: e.TELEGRAM_OWNER_IDS,
    apiRoot: e.TELEGRAM_API_ROOT ?? null,
    webhookSecret: e.TELEGRAM_WEBHOOK_SECRET ?? null,
  };
}

function slackConfig(e: ParsedEnv): Config['slack'] {
  if (!e.SLACK_BOT_TOKEN) return null;
  const missing = (['SLACK_SIGNING_SECRET', 'SLACK_CHANNEL', 'SLACK_OWNER_IDS'] as const).filter((k) => !e[k]);
  if (missing.length) {
    throw new ConfigError(
      `Invalid configuration:\n${missing.map((k) => `  ${k}: required with SLACK_BOT_TOKEN`).join('\n')}`,
    );
  }
  return {
    botToken: e.SLACK_BOT_TOKEN,
    signingSecret: e.SLACK_SIGNING_SECRET!,
    appToken: e.SLACK_APP_TOKEN ?? null,
    channel: e.SLACK_CHANNEL!,
    ownerIds: e.SLACK_OWNER_IDS!,
    apiUrl: e.SLACK_API_URL ?? null,
  };
}

/** Who holds which token, and the Host names the server answers to; every clash is one line naming the key. */
function credentials(e: ParsedEnv, agentTokensFile: string | undefined) {
  const problems: string[] = [];
  if (e.TAPLOOP_OWNER_TOKEN && e.TAPLOOP_API_TOKEN && e.TAPLOOP_OWNER_TOKEN !== e.TAPLOOP_API_TOKEN) {
    problems.push(
      '  TAPLOOP_API_TOKEN: set only TAPLOOP_OWNER_TOKEN (TAPLOOP_API_TOKEN is its old name; give agents AGENT_TOKENS)',
    );
  }
  const ownerToken = e.TAPLOOP_OWNER_TOKEN ?? e.TAPLOOP_API_TOKEN ?? null;
  const agentTokens = [...(e.AGENT_TOKENS ?? [])];
  if (e.AGENT_TOKENS_FILE && agentTokensFile === undefined)
    problems.push(`  AGENT_TOKENS_FILE: ${e.AGENT_TOKENS_FILE} could not be read`);
  if (agentTokensFile !== undefined) {
    const fromFile = agentTokenList.safeParse(agentTokensFile);
    if (!fromFile.success) problems.push(...fromFile.error.issues.map((i) => `  AGENT_TOKENS_FILE: ${i.message}`));
    else agentTokens.push(...fromFile.data.filter((a) => !agentTokens.some((b) => b.name === a.name)));
  }
  if (agentTokens.length && !ownerToken)
    problems.push('  TAPLOOP_OWNER_TOKEN: required with agent tokens (the owner needs a credential of their own)');
  if (ownerToken && agentTokens.some((a) => a.token === ownerToken))
    problems.push('  AGENT_TOKENS: an agent has the owner token; give each agent its own');
  problems.push(...sharedSecrets(e, ownerToken, agentTokens));
  if (problems.length) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const allowedHosts = [
    ...new Set([...(e.PUBLIC_URL ? [new URL(e.PUBLIC_URL).hostname.toLowerCase()] : []), ...(e.ALLOWED_HOSTS ?? [])]),
  ];
  return { ownerToken, agentTokens, allowedHosts };
}

/**
 * A secret that is also another setting's value is known to whoever holds the other one: a callback receiver holding
 * the owner token, a metrics scraper holding the webhook secret. One line per setting that repeats an earlier one.
 */
function sharedSecrets(e: ParsedEnv, ownerToken: string | null, agentTokens: { name: string; token: string }[]) {
  const held: [string, string][] = [
    ...(ownerToken
      ? [[e.TAPLOOP_OWNER_TOKEN ? 'TAPLOOP_OWNER_TOKEN' : 'TAPLOOP_API_TOKEN', ownerToken] as [string, string]]
      : []),
    ...agentTokens.map((a): [string, string] => [`the token of agent "${a.name}"`, a.token]),
  ];
  const problems: string[] = [];
  for (const key of ['CALLBACK_SECRET', 'TELEGRAM_WEBHOOK_SECRET', 'METRICS_TOKEN'] as const) {
    const value = e[key];
    if (!value) continue;
    const same = held.find(([, v]) => v === value);
    if (same)
      problems.push(
        `  ${key}: the same value as ${same[0]}; give each token and secret its own (openssl rand -hex 32)`,
      );
    held.push([key, value]);
  }
  return problems;
}
