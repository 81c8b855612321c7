// The `taploop` command: start the service, migrate, and talk to a running gateway from the shell.
// Each command imports what it needs when it runs, so `--help`, `mcp` and `draft` load no database, grammY or Bolt;
// commands that talk to a running gateway go through the typed client (client/), like any agent.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import type { TaploopClient } from '../../client/index.ts';
import type { Config } from '../kernel/config.ts';
import { CliError, describeFailure } from './errors.ts';
import { HELP, MAX_WAIT, STILL_PENDING } from './help.ts';

type Values = ReturnType<typeof parseOptions>['values'];

function parseOptions(args: string[]) {
  return parseArgs({
    args,
    allowPositionals: true,
    strict: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      json: { type: 'boolean' },
      goal: { type: 'string' },
      task: { type: 'string' },
      draft: { type: 'string' },
      agent: { type: 'string' },
      'context-id': { type: 'string' },
      wait: { type: 'string' },
      k: { type: 'string' },
      days: { type: 'string' },
      due: { type: 'boolean' },
      out: { type: 'string' },
      format: { type: 'string' },
      since: { type: 'string' },
      until: { type: 'string' },
      run: { type: 'string' },
      release: { type: 'boolean' },
      role: { type: 'string' },
      goals: { type: 'string' },
      telegram: { type: 'string' },
      slack: { type: 'string' },
      teaches: { type: 'string' },
      name: { type: 'string' },
    },
  });
}

export async function main(argv: string[]): Promise<number> {
  const [command = 'help', ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') return print(HELP.main!);
  if (command === '--version' || command === '-v' || command === 'version') return print(await version());
  if (!HELP[command] || command === 'main')
    throw new CliError(`Unknown command "${command}". Run "taploop --help" for the list.`);
  const { values, positionals } = parseOptionsFor(command, rest);
  if (values.help) return print(HELP[command]!);
  const config = await loadConfig({ binds: command === 'start' });

  switch (command) {
    case 'start':
      return startService(config);
    case 'migrate':
      return withDb(config, async (db) => {
        const { migrate } = await import('../../db/migrate.ts');
        const result = await migrate(db);
        return print(
          result.applied.length
            ? `applied: ${result.applied.join(', ')}`
            : 'nothing to apply: the schema is up to date',
        );
      });
    case 'nightly':
      return nightly(config);
    case 'publish':
      if (!values.due) throw new CliError('publish needs --due (taploop publish --due): nothing else to publish yet.');
      return publishDue(config);
    case 'draft':
      return draft(await client(config), values, positionals);
    case 'wait': {
      const [runId] = positionals;
      if (!runId) throw new CliError('wait needs a run id, e.g. taploop wait run_h8y08dp7kj5rce');
      return printDecision(
        await (await client(config)).waitForDecision(runId, { timeoutSeconds: waitSeconds(values.wait) ?? MAX_WAIT }),
      );
    }
    case 'context': {
      if (!values.goal) throw new CliError('context needs --goal <goal>, e.g. --goal posts');
      const ctx = await (await client(config)).context({
        goal: values.goal,
        task: values.task,
        draft: values.draft,
        k: values.k ? Number(values.k) : undefined,
      });
      const { oneLineJson } = await import('../kernel/line-breaks.ts');
      return print(values.json ? oneLineJson(ctx, 2) : ctx.text);
    }
    case 'check':
      return check(await client(config), values, positionals);
    case 'rules':
      if (positionals[0] !== 'export') {
        const what = positionals[0] ? `Unknown subcommand "rules ${positionals[0]}"` : 'rules needs a subcommand';
        throw new CliError(`${what}: taploop rules export --goal <goal> [--out <file>].`);
      }
      return exportRules(await client(config), values);
    case 'backup': {
      const { backupCommand } = await import('./data.ts');
      return backupCommand(config, values, (line) => process.stderr.write(`${line}\n`));
    }
    case 'forget': {
      const { forgetCommand } = await import('./data.ts');
      return forgetCommand(config, { ...values, run: values.run ?? positionals[0] }, print);
    }
    case 'restore': {
      const { restoreCommand } = await import('./data.ts');
      return restoreCommand(config, positionals[0], print, { release: values.release });
    }
    case 'release': {
      const { releaseCommand } = await import('./data.ts');
      return releaseCommand(config, print);
    }
    case 'mcp': {
      const [{ serveMcpOverStdio }, { mcpToken }] = await Promise.all([
        import('../mcp/stdio.ts'),
        import('../mcp/token.ts'),
      ]);
      await serveMcpOverStdio({ baseUrl: baseUrl(config), token: mcpToken(config) });
      return 0;
    }
    case 'export': {
      const { exportCommand } = await import('./data.ts');
      return exportCommand(config, values, (line) => process.stderr.write(`${line}\n`));
    }
    case 'people': {
      const { peopleCommand } = await import('./people.ts');
      return peopleCommand(config, positionals, values, print);
    }
    case 'sign-in-link': {
      const { signInLinkCommand } = await import('./people.ts');
      return signInLinkCommand(config, positionals, print, (line) => process.stderr.write(`${line}\n`));
    }
    case 'stats': {
      const { formatStats } = await import('./stats.ts');
      const stats = await (await client(config, 'owner')).stats({
        days: values.days ? Number(values.days) : undefined,
      });
      return print(values.json ? JSON.stringify(stats, null, 2) : formatStats(stats));
    }
  }
  return 0;
}

function parseOptionsFor(command: string, args: string[]) {
  try {
    return parseOptions(args);
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (!code.startsWith('ERR_PARSE_ARGS_')) throw err;
    const option = /'([^']+)'/.exec((err as Error).message)?.[1];
    const what =
      code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION'
        ? `Unknown option ${option ?? ''}`
        : (err as Error).message.split('.')[0];
    throw new CliError(`${what} for "taploop ${command}". Run "taploop ${command} --help" for its options.`);
  }
}

async function version(): Promise<string> {
  const { default: pkg } = await import('../../package.json', { with: { type: 'json' } });
  return `taploop ${pkg.version}`;
}

/** `binds`: only `start` opens a port; every other command is not refused for where the server would listen. */
async function loadConfig({ binds }: { binds: boolean }): Promise<Config> {
  if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set win
  const [{ createConfig }, { loadGoalsFile }] = await Promise.all([
    import('../kernel/config.ts'),
    import('../kernel/goals.ts'),
  ]);
  return createConfig(
    process.env,
    {
      goals: loadGoalsFile(process.env.TAPLOOP_CONFIG),
      agentTokens: readAgentTokensFile(process.env.AGENT_TOKENS_FILE),
    },
    { binds },
  );
}

/** AGENT_TOKENS_FILE's contents (name:token per line); undefined when unset or unreadable (the config says which). */
function readAgentTokensFile(path: string | undefined): string | undefined {
  if (!path?.trim()) return undefined;
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

const baseUrl = (config: Config) => process.env.TAPLOOP_URL ?? `http://127.0.0.1:${config.port}`;

/**
 * The typed client for a command. An agent's command sends TAPLOOP_TOKEN (else the owner token); one only the owner
 * may run (stats, nightly) sends the owner token when this machine has it, so an agent token there changes nothing.
 */
async function client(config: Config, as: 'agent' | 'owner' = 'agent'): Promise<TaploopClient> {
  const { TaploopClient } = await import('../../client/index.ts');
  return new TaploopClient({
    baseUrl: baseUrl(config),
    token: as === 'owner' ? config.ownerClientToken : config.clientToken,
  });
}

async function startService(config: Config): Promise<number> {
  // Something must hold the event loop until the server listens. While PGlite compiles its WebAssembly nothing else
  // does, and Node, finding the loop empty, waits for every V8 background task before it turns again (DrainTasks): the
  // rest of start then ran inside that wait, and the first request could be accepted only once the compiles that
  // PGlite's first queries had started (WebAssembly tier-up) were done, 0.2-0.8 s later (README, "Footprint").
  // A taken port is said before the data folder is created or opened.
  await (await import('../server/port.ts')).portFree(config.host, config.port);
  const holdLoop = setInterval(() => {}, 60_000);
  // The database opens (PGlite compiles its WebAssembly) while the rest of the server's modules load.
  const opening = import('../../db/client.ts').then(({ createDb }) =>
    createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }),
  );
  opening.catch(() => {}); // its failure is start's to report
  const running = await import('../app/start.ts')
    .then(({ start }) => start(config, console.log, opening))
    .finally(() => clearInterval(holdLoop));
  const signal = await new Promise<NodeJS.Signals>((ok) => {
    process.once('SIGINT', ok);
    process.once('SIGTERM', ok);
  });
  print(`taploop is stopping (${signal})…`);
  await running.stop();
  return print('taploop stopped');
}

async function withDb(config: Config, fn: (db: import('../../db/client.ts').Db) => Promise<number>): Promise<number> {
  const { createDb } = await import('../../db/client.ts');
  const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

async function nightly(config: Config): Promise<number> {
  const remote = await (await client(config, 'owner')).nightly().catch((err: { name?: string; status?: number }) => {
    if (err.name === 'TaploopError' && err.status === 0) return null; // nothing runs: do it here
    throw err;
  });
  if (remote) {
    for (const line of remote.progress) print(line);
    return remote.status === 'skipped' ? print('(another nightly job was running)') : 0;
  }
  return withDb(config, async (db) => {
    const [{ migrate }, { createLogger }, { createGateway }, { createEmbeddingProvider }] = await Promise.all([
      import('../../db/migrate.ts'),
      import('../kernel/logger.ts'),
      import('../core/gateway.ts'),
      import('../learning/embeddings/index.ts'),
    ]);
    await migrate(db);
    const logger = createLogger(config.logLevel);
    const gateway = await createGateway({ db, config, embeddings: await createEmbeddingProvider(config), logger });
    await gateway.runNightly({}, print);
    await gateway.settle();
    return 0;
  });
}

async function publishDue(config: Config): Promise<number> {
  return withDb(config, async (db) => {
    const [{ migrate }, { createLogger }, { createDispatcher }, { createCallbackDispatcher }, { publisherFactory }] =
      await Promise.all([
        import('../../db/migrate.ts'),
        import('../kernel/logger.ts'),
        import('../publish/dispatcher.ts'),
        import('../publish/callback-dispatcher.ts'),
        import('../publish/publishers/index.ts'),
      ]);
    await migrate(db);
    const logger = createLogger(config.logLevel);
    // No channels here: a publication that fails for good is told to the owner by the next `start`'s card outbox.
    const dispatcher = createDispatcher(
      { db, config, logger, channels: [], scheduleCardDelivery: () => {} },
      { publishers: publisherFactory(config, logger) },
    );
    const r = await dispatcher.runOnce();
    const c = await createCallbackDispatcher({ db, config, logger }).runOnce();
    print(`claimed ${r.claimed}: published ${r.published}, retrying later ${r.retrying}, failed ${r.failed}`);
    print(`callbacks ${c.claimed}: delivered ${c.delivered}, retrying later ${c.retrying}, failed ${c.failed}`);
    const { holdOf, RELEASE_HOW } = await import('../core/hold.ts');
    const hold = await holdOf({ db });
    if (hold) print(`nothing was sent: this database is held (${hold.reason}) until ${RELEASE_HOW}`);
    return 0;
  });
}

async function draft(taploop: TaploopClient, values: Values, positionals: string[]): Promise<number> {
  if (!values.goal) throw new CliError('draft needs --goal <goal>, e.g. --goal posts');
  const wait = waitSeconds(values.wait); // checked before submitting, so a bad value submits nothing
  const text = await draftText(positionals);
  const run = await taploop.submit({
    goal: values.goal,
    draft: text,
    task: values.task,
    agent: values.agent ?? 'cli',
    context_id: values['context-id'],
  });
  print(`submitted ${run.id} (${run.status})`);
  return wait === null ? 0 : printDecision(await taploop.waitForDecision(run.id, { timeoutSeconds: wait }));
}

async function check(taploop: TaploopClient, values: Values, positionals: string[]): Promise<number> {
  if (!values.goal) throw new CliError('check needs --goal <goal>, e.g. --goal posts');
  const text = await draftText(positionals);
  const [res, { checkText }, { oneLineJson }] = await Promise.all([
    taploop.check({ goal: values.goal, task: values.task, draft: text }),
    import('../mcp/format.ts'),
    import('../kernel/line-breaks.ts'),
  ]);
  return print(values.json ? oneLineJson(res, 2) : checkText(res));
}

/** Exit code 0 once decided; STILL_PENDING when the wait ran out first, so a script can tell the two apart. */
function printDecision(run: Awaited<ReturnType<TaploopClient['getRun']>>): number {
  print(`status: ${run.status}`);
  if (run.final_text) print(`final text:\n${run.final_text}`);
  if (run.decision?.reason) print(`reason: ${run.decision.reason}`);
  return run.status === 'pending' ? STILL_PENDING : 0;
}

function waitSeconds(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 0 || n > MAX_WAIT)
    throw new CliError(`--wait takes 0 to ${MAX_WAIT} seconds (got "${raw}").`);
  return n;
}

async function exportRules(taploop: TaploopClient, values: Values): Promise<number> {
  if (!values.goal) throw new CliError('rules export needs --goal <goal>, e.g. --goal posts');
  const [rules, { renderRulesMarkdown }] = await Promise.all([
    taploop.rules({ status: 'active', goal: values.goal }),
    import('../core/rules-markdown.ts'),
  ]);
  const markdown = renderRulesMarkdown({ goal: values.goal, rules, exportedAt: new Date() });
  if (!values.out) {
    process.stdout.write(markdown);
    return 0;
  }
  writeFileSync(values.out, markdown);
  return print(`wrote ${rules.length} active rule(s) for "${values.goal}" to ${values.out}`);
}

/** The draft: the text arguments, else stdin. `echo` and heredocs end it with a newline nobody means to publish. */
async function draftText(positionals: string[]): Promise<string> {
  const text = (positionals.join(' ') || (await readStdin())).replace(/\r?\n$/, '');
  if (!text.trim()) throw new CliError(NO_DRAFT);
  return text;
}

const NO_DRAFT = 'No draft given: pass the text as an argument or pipe it on stdin.';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) throw new CliError(NO_DRAFT);
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function print(text: string): number {
  process.stdout.write(`${text}\n`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    const failure = describeFailure(err, process.env, process.argv[2]);
    process.stderr.write(`${failure.line}\n`);
    process.exitCode = failure.exitCode;
    // A half-opened database pool or bot must not keep a failed command alive.
    setTimeout(() => process.exit(), 1000).unref();
  },
);
