// The `taploop` command: start the service, migrate, and talk to a running gateway from the shell.
import { existsSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { createConfig } from './config.ts';
import { ConfigError, DatabaseError } from './errors.ts';
import { start } from './main.ts';
import { createLogger } from './logger.ts';
import { createGateway } from './gateway.ts';
import { createEmbeddingProvider } from './learning/embeddings/index.ts';
import { createDispatcher } from './publish/dispatcher.ts';
import { loadGoalsFile } from './publish/goals.ts';
import { publisherFactory } from './publish/publishers/index.ts';
import { apiCall, CliError, readStdin } from './cli-http.ts';
import type { Rule } from '../db/queries/rules.ts';
import { renderRulesMarkdown } from './rules-markdown.ts';
import { exportCommand } from './data/cli.ts';

const HELP: Record<string, string> = {
  main: `taploop — approve, reject or edit your agents' drafts from your phone, and turn corrections into rules.

Usage: taploop <command> [options]

Commands:
  start     run the service (web inbox, HTTP API, configured bots)
  migrate   apply database migrations and exit
  draft     submit a draft to a running taploop (text as argument or on stdin)
  context   print the rules and similar past corrections for a goal and task
  stats     print daily feedback counts
  publish   publish what is due now (one dispatcher pass) and exit
  nightly   run the nightly learning job now (repeated corrections → candidate rules)
  rules     export a goal's active rules as Markdown (for AGENTS.md / CLAUDE.md-style files)
  export    export runs and decisions: taploop JSONL, preference pairs (DPO) or CSV
  mcp       serve the MCP tools over stdio for Claude Code, Claude Desktop, Cursor…

Run "taploop <command> --help" for a command's options. Settings come from the environment (.env.example lists them).`,
  start: `Usage: taploop start

Runs the service on the embedded database in DATA_DIR (default ./data), or on Postgres when DATABASE_URL is set.
Prints the inbox and API addresses. Stop with Ctrl-C.`,
  migrate: `Usage: taploop migrate

Applies the SQL migrations in db/migrations that have not run yet, and prints what it did.`,
  draft: `Usage: taploop draft --goal <goal> [--task <text>] [--agent <name>] [--context-id <id>] [--wait <seconds>] [text]

Submits a draft to the running gateway (TAPLOOP_URL, default http://127.0.0.1:8787; token TAPLOOP_API_TOKEN).
The draft is the text argument, or stdin when none is given. With --wait, waits for the decision and prints it.

Example: echo "We ship today!" | taploop draft --goal posts --task "announce the launch" --wait 600`,
  context: `Usage: taploop context --goal <goal> [--task <text>] [--k <n>] [--json]

Prints the active rules for the goal and the past corrections most similar to the task, as the text block an
agent pastes into its prompt (or the whole JSON answer with --json).`,
  nightly: `Usage: taploop nightly

Runs the nightly learning job now and prints its progress: groups the window's repeated corrections into
candidate rules (sent to you for a yes) and proposes retiring rules that keep being overridden. Asks the
running service (TAPLOOP_URL) to run it; when none answers, opens the database itself.`,
  publish: `Usage: taploop publish --due

Runs one pass of the publish dispatcher: every queued publication whose slot has come is handed to its
goal's publisher (TAPLOOP_CONFIG), with retries left for later passes. Opens the database directly: with
the embedded database, stop the running service first (or let its own dispatcher do it).`,
  rules: `Usage: taploop rules export --goal <goal> [--out <file>]

Writes the goal's active rules (and the rules for every goal) as Markdown, to the file or to stdout, from the
running gateway (TAPLOOP_URL, default http://127.0.0.1:8787; token TAPLOOP_API_TOKEN). Run it again to refresh.

Example: taploop rules export --goal posts --out docs/taploop-rules.md`,
  mcp: `Usage: taploop mcp

Serves taploop's MCP tools (get_context, submit_draft, wait_for_decision, list_rules, feedback_stats) over
stdio. It talks to the running gateway over HTTP (TAPLOOP_URL, default http://127.0.0.1:8787; token
TAPLOOP_API_TOKEN), so it never opens the data folder. Start taploop first ("npm start").

Claude Code: claude mcp add taploop -- node /path/to/taploop/bin/taploop.js mcp   (more in examples/README.md)`,
  export: `Usage: taploop export [--format jsonl|pairs|csv] [--goal <goal>] [--since <date>] [--until <date>] [--out <file>]

Streams every run with its decision from the running gateway (TAPLOOP_URL; owner token TAPLOOP_API_TOKEN), or
from the database when none answers. jsonl: taploop's own records; pairs: {prompt, chosen, rejected} per edit,
for DPO trainers (what is left out is counted on stderr); csv: for a spreadsheet. Dates are ISO (2026-11-01).

Example: taploop export --format pairs --goal posts --out pairs.jsonl`,
  stats: `Usage: taploop stats [--days <n>] [--json]

Prints daily approvals, rejections, edits and taps received vs stored (default: 7 days).`,
};

export async function main(argv: string[]): Promise<number> {
  const [command = 'help', ...rest] = argv;
  if (command === 'help' || command === '--help' || command === '-h') return print(HELP.main!);
  if (!HELP[command]) {
    process.stderr.write(`Unknown command "${command}".\n\n${HELP.main}\n`);
    return 2;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      json: { type: 'boolean' },
      goal: { type: 'string' },
      task: { type: 'string' },
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
    },
  });
  if (values.help) return print(HELP[command]!);
  if (existsSync('.env')) process.loadEnvFile('.env'); // variables already set win
  const config = createConfig(process.env, { goals: loadGoalsFile(process.env.TAPLOOP_CONFIG) });

  switch (command) {
    case 'start': {
      const running = await start(config);
      await new Promise<void>((ok) => {
        const stop = () => void running.stop().then(ok);
        process.once('SIGINT', stop);
        process.once('SIGTERM', stop);
      });
      return 0;
    }
    case 'migrate': {
      const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        const result = await migrate(db);
        print(result.applied.length ? `applied: ${result.applied.join(', ')}` : 'nothing to apply: the schema is up to date');
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'nightly': {
      const remote = await apiCall<{ status: string; progress: string[] }>(config, 'POST', '/v1/jobs/nightly').catch((err: Error) => {
        if (err.message.startsWith('Could not reach')) return null;
        throw err;
      });
      if (remote) {
        for (const line of remote.progress) print(line);
        return remote.status === 'skipped' ? print('(another nightly job was running)') : 0;
      }
      const logger = createLogger(config.logLevel);
      const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await migrate(db);
        const gateway = await createGateway({ db, config, embeddings: await createEmbeddingProvider(config), logger });
        await gateway.runNightly({}, print);
        await gateway.settle();
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'publish': {
      if (!values.due) return print(HELP.publish!);
      const logger = createLogger(config.logLevel);
      const db = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
      try {
        await migrate(db);
        const dispatcher = createDispatcher({ db, config, logger, channels: [] }, { publishers: publisherFactory(config, logger) });
        const r = await dispatcher.runOnce();
        print(`claimed ${r.claimed}: published ${r.published}, retrying later ${r.retrying}, failed ${r.failed}`);
      } finally {
        await db.close();
      }
      return 0;
    }
    case 'draft': {
      const draft = positionals.join(' ') || (await readStdin());
      const run = await apiCall<{ id: string; status: string }>(config, 'POST', '/v1/runs', {
        goal: values.goal,
        draft,
        task: values.task,
        agent: values.agent ?? 'cli',
        context_id: values['context-id'],
      });
      print(`submitted ${run.id} (${run.status})`);
      if (values.wait) {
        const done = await apiCall<{ status: string; final_text: string | null; decision: { reason: string | null } | null }>(
          config,
          'GET',
          `/v1/runs/${run.id}?wait=${encodeURIComponent(values.wait)}`,
        );
        print(`status: ${done.status}`);
        if (done.final_text) print(`final text:\n${done.final_text}`);
        if (done.decision?.reason) print(`reason: ${done.decision.reason}`);
      }
      return 0;
    }
    case 'context': {
      const q = new URLSearchParams({ goal: values.goal ?? '', ...(values.task && { task: values.task }), ...(values.k && { k: values.k }) });
      const ctx = await apiCall<{ text: string }>(config, 'GET', `/v1/context?${q}`);
      return print(values.json ? JSON.stringify(ctx, null, 2) : ctx.text);
    }
    case 'rules': {
      if (positionals[0] !== 'export') return print(HELP.rules!);
      if (!values.goal) throw new CliError('rules export needs --goal <goal>, e.g. --goal posts');
      // The same renderer as GET /v1/rules.md, fed from the JSON API that apiCall speaks.
      const q = new URLSearchParams({ status: 'active', goal: values.goal });
      const { rules } = await apiCall<{ rules: Pick<Rule, 'title' | 'body' | 'goal'>[] }>(config, 'GET', `/v1/rules?${q}`);
      const markdown = renderRulesMarkdown({ goal: values.goal, rules, exportedAt: new Date() });
      if (!values.out) {
        process.stdout.write(markdown);
        return 0;
      }
      writeFileSync(values.out, markdown);
      return print(`wrote ${rules.length} active rule(s) for "${values.goal}" to ${values.out}`);
    }
    case 'export':
      return exportCommand(config, values, (line) => process.stderr.write(`${line}\n`));
    case 'mcp': {
      // Loaded on demand: the MCP SDK is only needed by this command.
      const { serveMcpOverStdio } = await import('./mcp/stdio.ts');
      await serveMcpOverStdio({ baseUrl: process.env.TAPLOOP_URL ?? `http://127.0.0.1:${config.port}`, token: config.apiToken });
      return 0;
    }
    case 'stats': {
      const stats = await apiCall<StatsAnswer>(config, 'GET', `/v1/stats/daily?days=${encodeURIComponent(values.days ?? '7')}`);
      return print(values.json ? JSON.stringify(stats, null, 2) : formatStats(stats));
    }
  }
  return 0;
}

interface StatsAnswer {
  timezone: string;
  pending_drafts: number;
  warning: string | null;
  days: { day: string; approvals: number; edits: number; rejections: number; taps_received: number; taps_stored: number; unaccounted: number }[];
}

function formatStats(s: StatsAnswer): string {
  const rows = s.days.map(
    (d) =>
      `${d.day}  ${String(d.approvals).padStart(8)} ${String(d.edits).padStart(5)} ${String(d.rejections).padStart(8)}  ${String(d.taps_received).padStart(8)} ${String(d.taps_stored).padStart(6)}`,
  );
  return [
    `day (${s.timezone})   approved edited rejected  received stored`,
    ...rows,
    `pending drafts: ${s.pending_drafts}`,
    ...(s.warning ? [s.warning] : []),
  ].join('\n');
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
    const known = err instanceof ConfigError || err instanceof DatabaseError || (err as Error)?.name === 'CliError';
    process.stderr.write(`${known ? (err as Error).message : `taploop failed: ${(err as Error)?.stack ?? err}`}\n`);
    process.exitCode = known ? 2 : 1;
  },
);
