// The CLI's help texts: what `taploop --help` and `taploop <command> --help` print. Imports nothing, so help is instant.

/** The longest `--wait`, in seconds; the same number as the server's `?wait=` cap (MAX_WAIT_SECONDS, checked in a test). */
export const MAX_WAIT = 600;

/** The exit code of `wait` and `draft --wait` when the wait ran out before the owner decided (2 is a mistake, 1 a failure). */
export const STILL_PENDING = 3;

export const HELP: Record<string, string> = {
  main: `taploop — approve, reject or edit your agents' drafts from your phone, and turn corrections into rules.

Usage: taploop <command> [options]

Commands:
  start     run the service (web inbox, HTTP API, configured bots)
  migrate   apply database migrations and exit
  draft     submit a draft to a running taploop (text as argument or on stdin)
  wait      wait for the decision on a submitted draft
  context   print the rules and similar past corrections for a goal and task (and draft)
  check     say which rules and past corrections a draft repeats, and where
  stats     print daily feedback counts
  publish   publish what is due now (one dispatcher pass) and exit
  nightly   run the nightly learning job now (repeated corrections → candidate rules)
  rules     export a goal's active rules as Markdown (for AGENTS.md / CLAUDE.md-style files)
  mcp       serve the MCP tools over stdio for Claude Code, Claude Desktop, Cursor…
  export    export runs and decisions: taploop JSONL, preference pairs (DPO) or CSV
  backup    write a consistent snapshot of every table to a file
  restore   load a backup into an empty database (either backend, e.g. PGlite → Postgres); it starts held
  release   let a restored copy send: its queued cards, publications and callbacks go out, its bots take over
  forget    remove every stored copy of one run's texts (counts and active rules stay)
  people    list, add, change or remove the people who decide, review or read, and sign them out
  sign-in-link  print a one-time link that signs a person in to the web inbox

Options: --help (also after a command), --version.
Settings come from the environment or ./.env (.env.example lists every one).`,
  start: `Usage: taploop start

Runs the service on the embedded database in DATA_DIR (default ./data), or on Postgres when DATABASE_URL is set.
Prints the inbox and API addresses. Stop with Ctrl-C (or SIGTERM).`,
  migrate: `Usage: taploop migrate

Applies the SQL migrations that have not run yet, and prints what it did.`,
  draft: `Usage: taploop draft --goal <goal> [--task <text>] [--agent <name>] [--context-id <id>] [--wait <seconds>] [text]

Submits a draft to the running gateway (TAPLOOP_URL, default http://127.0.0.1:8787; token TAPLOOP_TOKEN).
The draft is the text argument, or stdin when none is given (a trailing newline is dropped). With --wait
(at most ${MAX_WAIT} seconds), waits for the decision and prints it; exit code ${STILL_PENDING} when the wait ran out first.

Example: echo "We ship today!" | taploop draft --goal posts --task "announce the launch" --wait ${MAX_WAIT}`,
  wait: `Usage: taploop wait <run id> [--wait <seconds>]

Waits for the owner's decision on a run (default and most: ${MAX_WAIT} seconds) and prints it. Exit code 0 once
decided (approved, edited, rejected or expired), ${STILL_PENDING} when the wait ran out with the draft still pending.`,
  context: `Usage: taploop context --goal <goal> [--task <text>] [--draft <text>] [--k <n>] [--json]

Prints the active rules for the goal and the past corrections that stand out for the task, as the text block an
agent pastes into its prompt (or the whole JSON answer with --json). With --draft, also the corrections the
draft repeats (what the owner removed before, in the draft again).`,
  check: `Usage: taploop check --goal <goal> [--task <text>] [--json] [text]

Says which of the goal's active rules and past corrections the draft repeats, one line each with the part of
the draft that triggers it and the owner's fix where there is one (POST /v1/check, as the card's pre-check
runs it). The draft is the text argument, or stdin when none is given.

Example: taploop check --goal posts "Order now: it arrives tomorrow, guaranteed!"`,
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
running gateway (TAPLOOP_URL, default http://127.0.0.1:8787; token TAPLOOP_TOKEN). Run it again to refresh.

Example: taploop rules export --goal posts --out docs/taploop-rules.md`,
  mcp: `Usage: taploop mcp

Serves taploop's MCP tools (get_context, check_draft, submit_draft, wait_for_decision, list_rules, feedback_stats) over
stdio. It talks to the running gateway over HTTP (TAPLOOP_URL, default http://127.0.0.1:8787; token
TAPLOOP_TOKEN), so it never opens the data folder. Start taploop first ("taploop start").

Claude Code: claude mcp add taploop -- taploop mcp   (more in examples/README.md)`,
  export: `Usage: taploop export [--format jsonl|pairs|csv] [--goal <goal>] [--since <date>] [--until <date>] [--out <file>]

Streams every run with its decision from the running gateway (TAPLOOP_URL; the owner token: TAPLOOP_OWNER_TOKEN,
else TAPLOOP_TOKEN), or from the database when none answers. jsonl: taploop's own records; pairs: {prompt, chosen, rejected} per edit,
for DPO trainers (what is left out is counted on stderr); csv: for a spreadsheet. Dates are ISO (2026-11-01).

Example: taploop export --format pairs --goal posts --out pairs.jsonl`,
  backup: `Usage: taploop backup --out <file>

Writes every table as gzip'd JSONL (format taploop-backup, version 1). Asks the running gateway (TAPLOOP_URL; the
owner token: TAPLOOP_OWNER_TOKEN, else TAPLOOP_TOKEN) when one answers, since the embedded database allows one process; else reads the database itself.`,
  forget: `Usage: taploop forget <run id>   (or --run <id>)

Removes every stored copy of the run's texts at once (the owner's DELETE /v1/runs/:id): draft, final text, task,
agent, target, metadata, callback URL, correction, reason, edit phrases, embeddings, context record, publication
texts, tap details, card and callback payloads (a queued one is never sent), published.jsonl lines; candidate rules
quoting it are reworded without the quote. Counts, ratings, edit kinds and active rules (the owner's own text) stay.
Cards already sent to Telegram or Slack are not touched. RETENTION_DAYS does this nightly for old runs.`,
  restore: `Usage: taploop restore <file> [--release]

Loads a backup into the database this configuration points at (DATA_DIR, or DATABASE_URL for Postgres), which
must be empty: from either backend to either. All rows or none. A backup from a newer taploop, a file cut short
or damaged, or a line over 8 MiB is refused. The copy starts held: it serves the API and inbox, but sends no card,
publication or callback and its Telegram bot neither sets the webhook nor polls, so a copy beside a running
original sends nothing twice. "taploop release" lets it go; --release does it at once (a planned move, the
original stopped).

Example (PGlite → Postgres): DATABASE_URL=postgres://… taploop restore --release taploop-backup.jsonl.gz`,
  release: `Usage: taploop release

Lets a restored copy send: its queued cards, publications and callbacks (and decisions taken on it meanwhile) go
out, and its bots take over Telegram (webhook or polling) and Slack's socket. Stop the original first. Asks the
running gateway (TAPLOOP_URL; the owner token) when one answers, so its bots take over at once; else changes the
database itself, for its next start. Says so when the database is not held.`,
  people: `Usage: taploop people [list] [--json]
       taploop people add <name> --role owner|reviewer|viewer [--goals <goal,goal>] [--telegram <id>] [--slack <id>]
       taploop people set <name> [--name <new name>] [--role <role>] [--goals <goal,goal>] [--telegram <id>|none] [--slack <id>|none] [--teaches true|false]
       taploop people remove <name>
       taploop people sign-out <name>

Who may do what: an owner everything (rules, settings, people); a reviewer decides the drafts of their goals
(--goals) and answers "same mistake as…?"; a viewer reads the daily counts. --telegram is the numeric Telegram
user id (ask @userinfobot), --slack the Slack member id (U…). --teaches false keeps a person's edits and
rejections out of learning (not mined, not recalled in context); they stay decisions. Every change is logged. sign-out ends every web inbox
session of that person (sign out everywhere). Asks the running gateway (TAPLOOP_URL; the owner token) when one
answers, else changes the database itself. TELEGRAM_OWNER_IDS, SLACK_OWNER_IDS and the config file's "people"
are added at start when missing, never changed or removed.

Example: taploop people add Mina --role reviewer --goals replies --telegram 123456789`,
  'sign-in-link': `Usage: taploop sign-in-link <person>

Prints a one-time address (PUBLIC_URL, else this machine's) that signs the person in to the web inbox: it works
once, within 15 minutes, and opening it shows a "Sign in" button, so a link preview uses nothing up. Send it to
that person only. Their session lasts until "taploop people sign-out <person>" or their own "Sign out everywhere".`,
  stats: `Usage: taploop stats [--days <n>] [--json]

Prints per day: approvals, edits, rejections, undos, expired drafts, and the taps received with what became of
them: received = stored + duplicate + already decided + refused + invalid + failed + lost. Failed and lost taps
were not stored (must stay 0). Default: 7 days.`,
};
