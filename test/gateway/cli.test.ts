// The `taploop` command as a newcomer meets it: each mistake is one line that says what to do (exit 2), never a stack;
// commands that talk to a running gateway go through the typed client.
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_WAIT } from '../../gateway/cli/help.ts';
import { MAX_WAIT_SECONDS } from '../../gateway/kernel/schemas.ts';
import { startFakeTelegram } from '../fakes/telegram.ts';
import { expectOneLine, ROOT, runCli } from '../helpers/cli.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { promisedDelivery } from '../helpers/learning.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

const tmp = () => mkdtempSync(join(tmpdir(), 'taploop-cli-test-'));

describe('taploop: mistakes are one line and exit 2', () => {
  it('an unknown option names the option and the help to read', async () => {
    const line = expectOneLine(await runCli(['draft', '--goal', 'posts', '--wiat', '60']));
    expect(line).toBe('Unknown option --wiat for "taploop draft". Run "taploop draft --help" for its options.');
  });

  it('an unknown command points to the list', async () => {
    expect(expectOneLine(await runCli(['strat']))).toMatch(/Unknown command "strat"\. Run "taploop --help"/);
  });

  it('a port already in use says so and how to choose another', async () => {
    const busy = await new Promise<Server>((ok) => {
      const s = createServer().listen(0, '127.0.0.1', () => ok(s));
    });
    const port = (busy.address() as { port: number }).port;
    try {
      const dir = tmp();
      const r = await runCli(['start'], { env: { PORT: String(port), DATA_DIR: join(dir, 'data') } });
      expect(expectOneLine(r)).toBe(
        `Port ${port} is already in use (another taploop?): stop that process or set PORT to a free port.`,
      );
      expect(existsSync(join(dir, 'data'))).toBe(false); // asked before the data folder is created
    } finally {
      busy.close();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)('a database that does not exist is named, with the fix', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/taploop_no_such_database';
    const r = await runCli(['start'], {
      env: { DATABASE_URL: url.toString(), PORT: '0', DATA_DIR: join(tmp(), 'data') },
    });
    expect(expectOneLine(r)).toMatch(/database "taploop_no_such_database" does not exist \(DATABASE_URL\): create it/);
  });

  it('a Telegram token the Bot API refuses is a configuration error, not a crash', async () => {
    const fake = await startFakeTelegram();
    try {
      const env = {
        TELEGRAM_BOT_TOKEN: '123456:not-the-token',
        TELEGRAM_OWNER_IDS: '42',
        TELEGRAM_API_ROOT: fake.apiRoot,
        PORT: '0',
        DATA_DIR: join(tmp(), 'data'),
      };
      // The bot reports it as a configuration error at getMe; the CLI's mapping of a raw 401 is the fallback.
      expect(expectOneLine(await runCli(['start'], { env }))).toMatch(
        /TELEGRAM_BOT_TOKEN.*refused|refused TELEGRAM_BOT_TOKEN/,
      );
    } finally {
      await fake.close();
    }
  });

  it('an owner id that is not a Telegram user id is refused at start', async () => {
    const r = await runCli(['start'], {
      env: { TELEGRAM_BOT_TOKEN: '123456:abc', TELEGRAM_OWNER_IDS: 'foo', DATA_DIR: join(tmp(), 'data') },
    });
    expect(expectOneLine(r)).toMatch(/TELEGRAM_OWNER_IDS: expected numeric Telegram user ids/);
  });

  it('a read-only data folder says which folder and what to set', async () => {
    const dir = readOnlyFolder();
    try {
      const r = await runCli(['start'], { env: { PORT: '0', DATA_DIR: join(dir.path, 'data') } });
      expect(expectOneLine(r)).toMatch(
        /data.* (cannot be created \(its folder is read-only\)|is on a read-only file system|is not writable for this user): set DATA_DIR to a folder taploop can write/,
      );
    } finally {
      dir.release();
    }
  });

  it('a DATABASE_URL that is not a postgres URL, or a DATA_DIR that is a file, names the setting to fix', async () => {
    const dir = tmp();
    const url = await runCli(['start'], { env: { PORT: '0', DATA_DIR: join(dir, 'data'), DATABASE_URL: 'notaurl' } });
    expect(expectOneLine(url)).toBe(
      'Invalid configuration: DATABASE_URL: expected a postgres:// URL, e.g. postgres://user:password@localhost:5432/taploop',
    );
    const file = join(dir, 'afile');
    writeFileSync(file, 'not a folder');
    const r = await runCli(['start'], { env: { PORT: '0', DATA_DIR: file } });
    expect(expectOneLine(r)).toBe(
      `${file} cannot be a folder: a file is in the way. Set DATA_DIR to a folder taploop can write (or move that file).`,
    );
  });

  it('a number setting that is not one says what to write, not "received NaN"', async () => {
    const r = await runCli(['start'], { env: { PORT: 'abc', RETIRE_SHARE: '2', DATA_DIR: join(tmp(), 'data') } });
    expect(expectOneLine(r)).toBe(
      'Invalid configuration: PORT: expected a whole number from 0 to 65535, e.g. 8787; RETIRE_SHARE: expected a number from 0.01 to 1, e.g. 0.5',
    );
  });

  it('a damaged data folder is named, with the way back: a backup restored into a new folder', async () => {
    const dir = tmp();
    const made = await runCli(['migrate'], { env: { DATA_DIR: join(dir, 'data') } });
    expect(made.code, made.stderr).toBe(0);
    const said = (folder: string) =>
      `The data folder ${folder} cannot be read: its database files are damaged, incomplete or from another version. Restore a backup into a new folder (DATA_DIR=<new folder> taploop restore <backup file>) and set DATA_DIR to it; keep this folder as it is.`;
    // PGlite itself says "Aborted(). Build with -sASSERTIONS for more info." of this one.
    cpSync(join(dir, 'data'), join(dir, 'cut'), { recursive: true });
    truncateSync(join(dir, 'cut', 'pglite', 'global', 'pg_control'), 0);
    const cut = await runCli(['start'], { env: { PORT: '0', DATA_DIR: join(dir, 'cut') } });
    expect(expectOneLine(cut)).toBe(said(join(dir, 'cut')));
    // Without PG_VERSION PGlite would write a new, empty database over the folder: refused the same way, untouched.
    cpSync(join(dir, 'data'), join(dir, 'unversioned'), { recursive: true });
    rmSync(join(dir, 'unversioned', 'pglite', 'PG_VERSION'));
    const unversioned = await runCli(['start'], { env: { PORT: '0', DATA_DIR: join(dir, 'unversioned') } });
    expect(expectOneLine(unversioned)).toBe(said(join(dir, 'unversioned')));
    expect(existsSync(join(dir, 'unversioned', 'pglite', 'PG_VERSION'))).toBe(false);
  }, 120_000);

  it.runIf(existsSync('/proc/self'))('a DATA_DIR no folder can be made in fails at once, with one line', async () => {
    const started = Date.now();
    const r = await runCli(['start'], { env: { PORT: '0', DATA_DIR: '/proc/x' }, timeoutMs: 20_000 });
    expect(expectOneLine(r)).toBe(
      '/proc/x cannot be created (/proc takes no new folders): set DATA_DIR to a folder taploop can write.',
    );
    expect(Date.now() - started).toBeLessThan(15_000);
  });

  it('a subcommand that does not exist, or a publish without --due, is a mistake (exit 2), not the help', async () => {
    expect(expectOneLine(await runCli(['rules', 'list', '--goal', 'posts']))).toBe(
      'Unknown subcommand "rules list": taploop rules export --goal <goal> [--out <file>].',
    );
    expect(expectOneLine(await runCli(['rules']))).toBe(
      'rules needs a subcommand: taploop rules export --goal <goal> [--out <file>].',
    );
    expect(expectOneLine(await runCli(['publish']))).toBe(
      'publish needs --due (taploop publish --due): nothing else to publish yet.',
    );
  });

  it('a --wait over the maximum is refused before anything is submitted', async () => {
    const r = await runCli(['draft', '--goal', 'posts', '--wait', String(MAX_WAIT + 1), 'hello'], {
      env: { TAPLOOP_URL: 'http://127.0.0.1:9' },
    });
    expect(expectOneLine(r)).toBe(`--wait takes 0 to ${MAX_WAIT} seconds (got "${MAX_WAIT + 1}").`);
  });

  it('`npm run eval -- --help` prints its usage', async () => {
    const r = await runCli(['--help'], { script: join(ROOT, 'eval', 'run.ts') });
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Usage: npm run eval/);
  });
});

describe('taploop against a running gateway (typed client)', () => {
  let t: TestGateway;
  let served: ServedGateway;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveGateway(t);
    env = { TAPLOOP_URL: served.url };
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('exporting rules into a folder that does not exist is one line, and nothing is half-written', async () => {
    await t.request('POST', '/v1/rules', { title: 'No dates', body: 'Never promise delivery dates.', goal: 'posts' });
    const out = join(tmp(), 'docs', 'taploop-rules.md');
    expect(expectOneLine(await runCli(['rules', 'export', '--goal', 'posts', '--out', out], { env }))).toBe(
      `${out}: no such folder — create it first (mkdir -p) or choose another path.`,
    );
    mkdirSync(join(out, '..'));
    const ok = await runCli(['rules', 'export', '--goal', 'posts', '--out', out], { env });
    expect(ok.stdout).toBe(`wrote 1 active rule(s) for "posts" to ${out}\n`);
    expect(readFileSync(out, 'utf8')).toContain('Never promise delivery dates.');
  });

  it('a draft piped from echo is stored without its trailing newline', async () => {
    const r = await runCli(['draft', '--goal', 'posts', '--task', 'launch'], { env, stdin: 'We ship today.\n\n' });
    const id = /submitted (run_\w+) \(pending\)/.exec(r.stdout)?.[1];
    expect(id, r.stderr).toBeDefined();
    const run = (await (await t.request('GET', `/v1/runs/${id}`)).json()) as { draft: string };
    expect(run.draft).toBe('We ship today.\n');
  });

  it('stats shows every tap column, so duplicates and late taps do not read as loss', async () => {
    const r = await runCli(['stats', '--days', '2'], { env });
    expect(r.code, r.stderr).toBe(0);
    const [header] = r.stdout.split('\n');
    expect(header!.split(/\s+/)).toEqual([
      'day',
      '(UTC)',
      'approved',
      'edited',
      'rejected',
      'undone',
      'expired',
      '|',
      'received',
      'stored',
      'duplicate',
      'already',
      'decided',
      'refused',
      'invalid',
      'failed',
      'lost',
    ]);
    expect(r.stdout).toMatch(/^total +0 /m);
    expect(r.stdout).toContain(
      'taps: received = stored + duplicate + already decided + refused + invalid + failed + lost; failed and lost were not stored (must stay 0).',
    );
  });

  it('check says what a draft repeats and where; context takes the draft too', async () => {
    await promisedDelivery(t);
    const draft = 'Welcome aboard! Your first box will arrive tomorrow, guaranteed.';
    const r = await runCli(['check', '--goal', 'replies', '--task', 'welcome note'], { env, stdin: `${draft}\n` });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      'the owner edited out "tomorrow, guaranteed" (replaced with "within 3-5 days"); your draft repeats it in "tomorrow, guaranteed" at 43-63\n',
    );
    // Nothing on stdin is no draft: said before anything is asked, for check as for draft.
    expect(expectOneLine(await runCli(['check', '--goal', 'replies'], { env }))).toBe(
      'No draft given: pass the text as an argument or pipe it on stdin.',
    );
    const clean = await runCli(['check', '--goal', 'replies', 'Welcome aboard! Your box ships soon.'], { env });
    expect(clean.stdout).toBe('Nothing in this draft repeats a rule or a past correction.\n');
    const json = await runCli(['check', '--goal', 'replies', '--json', draft], { env });
    expect(JSON.parse(json.stdout).corrections[0].span).toEqual({ start: 43, end: 63, text: 'tomorrow, guaranteed' });
    // The task alone brings nothing back for a welcome note; with the draft, the correction it repeats.
    const asked = (extra: string[]) =>
      runCli(['context', '--goal', 'replies', '--task', 'Write a welcome note', '--json', ...extra], { env });
    const alone = JSON.parse((await asked([])).stdout) as { corrections: unknown[] };
    expect(alone.corrections).toEqual([]);
    const withDraft = JSON.parse((await asked(['--draft', draft])).stdout) as {
      corrections: { reason: string; matched_by: string }[];
    };
    expect(withDraft.corrections).toMatchObject([{ reason: 'never promise delivery dates', matched_by: 'repeat' }]);
  });

  it('check and context print a stored line separator escaped, as text and as --json', async () => {
    const run = await t.gateway.submitRun({
      goal: 'lines',
      draft: 'Your box arrives tomorrow,\u2028guaranteed.',
      task: 'welcome a customer',
    });
    await t.gateway.decide({ runId: run.id, action: 'edit', text: 'Your box arrives within 3-5 days.', source: 'api' });
    await t.gateway.settle();
    const asked = ['--goal', 'lines', '--task', 'welcome a customer'];
    const draft = 'It arrives tomorrow,\u2028guaranteed.';
    for (const args of [
      ['check', ...asked, draft],
      ['check', ...asked, '--json', draft],
      ['context', ...asked, '--draft', draft],
      ['context', ...asked, '--draft', draft, '--json'],
    ]) {
      const r = await runCli(args, { env });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stdout, args.join(' ')).toContain('tomorrow,\\u2028guaranteed');
      expect(r.stdout, args.join(' ')).not.toMatch(/[\u0085\u2028\u2029]/);
    }
    // Still JSON: parsed, the owner's words are as they were.
    const json = JSON.parse((await runCli(['check', ...asked, '--json', draft], { env })).stdout);
    expect(json.corrections[0].removed).toBe('tomorrow,\u2028guaranteed');
  });

  it('a value the gateway refuses is said by what carries it in the command, never as "Invalid body"', async () => {
    for (const [args, line] of [
      [['draft', '--goal', 'bad goal', 'hi'], '--goal must be 1-64 letters, digits, "-" or "_" (e.g. "posts")'],
      [
        ['check', '--goal', 'posts', '--task', 'x'.repeat(10_001), 'hi'],
        '--task: Too big: expected string to have <=10000 characters',
      ],
      [['context', '--goal', 'posts', '--k', '99'], '--k must be a whole number from 0 to 50'],
      [['stats', '--days', '0'], '--days must be a whole number from 1 to 366'],
      [['wait', 'run_bad!'], 'the run id: expected a run id like run_…'],
      [
        ['export', '--since', 'yesterday'],
        '--since must be an ISO date or time, e.g. 2026-11-01 or 2026-11-01T09:00:00Z',
      ],
    ] as const) {
      expect(expectOneLine(await runCli([...args], { env })), args[0]).toBe(line);
    }
  });

  it('an unreachable gateway is one line saying how to start it', async () => {
    const line = expectOneLine(await runCli(['stats'], { env: { TAPLOOP_URL: 'http://127.0.0.1:9' } }));
    expect(line).toMatch(/^taploop is not running at http:\/\/127\.0\.0\.1:9 .*start it/);
  });
});

describe('taploop on the server machine, with its tokens (owner and agents)', () => {
  const OWNER = 'owner-token-for-the-cli-test-0123456789';
  const AGENT = 'writer-token-for-the-cli-test-012345678';
  let t: TestGateway;
  let served: ServedGateway;
  let runId: string;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${AGENT}` } });
    served = await serveGateway(t);
    const res = await t.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft: 'We ship today.' },
      { authorization: `Bearer ${AGENT}` },
    );
    runId = ((await res.json()) as { id: string }).id;
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('owner commands run with the owner token alone: no HOST or PUBLIC_URL asked of a command that opens no port', async () => {
    // A token alone makes `start` bind 0.0.0.0 and ask for PUBLIC_URL; stats, export and backup listen nowhere.
    const env = { TAPLOOP_URL: served.url, TAPLOOP_OWNER_TOKEN: OWNER, DATA_DIR: join(tmp(), 'data') };
    const stats = await runCli(['stats', '--days', '1'], { env });
    expect(stats.code, stats.stderr).toBe(0);
    expect(stats.stdout).toMatch(/^total +0 /m);
    const out = join(tmp(), 'runs.jsonl');
    const exported = await runCli(['export', '--out', out], { env });
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(runId);
  });

  it('TAPLOOP_TOKEN set to the owner token works for export and backup too, as .env.example says', async () => {
    const env = { TAPLOOP_URL: served.url, TAPLOOP_TOKEN: OWNER, DATA_DIR: join(tmp(), 'data') };
    const out = join(tmp(), 'runs.jsonl');
    const exported = await runCli(['export', '--out', out], { env });
    expect(exported.code, exported.stderr).toBe(0);
    expect(readFileSync(out, 'utf8')).toContain(runId);
    const backup = join(tmp(), 'backup.jsonl.gz');
    const r = await runCli(['backup', '--out', backup], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(backup)).toBe(true);
  });

  it("an agent's token on an owner command, or a wrong token, is one line naming the setting to change", async () => {
    const agent = { TAPLOOP_URL: served.url, TAPLOOP_TOKEN: AGENT, DATA_DIR: join(tmp(), 'data') };
    expect(expectOneLine(await runCli(['export'], { env: agent }))).toMatch(
      /^An agent token cannot GET \/v1\/export: .* Set TAPLOOP_OWNER_TOKEN \(in the environment or \.\/\.env\) to run this\.$/,
    );
    const wrong = { ...agent, TAPLOOP_TOKEN: 'not-the-token-0123456789-0123456789' };
    expect(expectOneLine(await runCli(['stats'], { env: wrong }))).toBe(
      'taploop refused the token (401): set TAPLOOP_TOKEN (an agent token, or the owner token) or TAPLOOP_OWNER_TOKEN, in the environment or ./.env.',
    );
    // The agent's own commands send TAPLOOP_TOKEN even where the owner token is set too: the run is the agent's.
    const both = { ...agent, TAPLOOP_OWNER_TOKEN: OWNER };
    const submitted = await runCli(['draft', '--goal', 'posts', 'Second post.'], { env: both });
    expect(submitted.code, submitted.stderr).toBe(0);
    const id = /submitted (run_\w+)/.exec(submitted.stdout)![1]!;
    expect(await t.gateway.getRun(id)).toMatchObject({ sender: 'writer', agent: 'cli' });
  });

  it('forget takes the run id as it is written (taploop forget run_…), and removes its texts', async () => {
    const res = await t.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft: 'Forget this one.' },
      { authorization: `Bearer ${AGENT}` },
    );
    const { id } = (await res.json()) as { id: string };
    const env = { TAPLOOP_URL: served.url, TAPLOOP_OWNER_TOKEN: OWNER, DATA_DIR: join(tmp(), 'data') };
    const r = await runCli(['forget', id], { env });
    expect(r.code, r.stderr).toBe(0);
    expect(await t.testDb.db.query('select draft from runs where id = $1', [id])).toEqual([{ draft: '' }]);
    expect(expectOneLine(await runCli(['forget'], { env }))).toBe(
      'forget needs a run id, e.g. taploop forget run_h8y08dp7kj5rce',
    );
  });

  it('wait says whether the owner decided: exit 3 while the draft is still pending, 0 once decided', async () => {
    const env = { TAPLOOP_URL: served.url, TAPLOOP_TOKEN: AGENT };
    const pending = await runCli(['wait', runId, '--wait', '0'], { env });
    expect([pending.code, pending.stdout]).toEqual([3, 'status: pending\n']);
    await t.request('POST', `/v1/runs/${runId}/decision`, { action: 'approve' }, { authorization: `Bearer ${OWNER}` });
    const decided = await runCli(['wait', runId, '--wait', '0'], { env });
    expect([decided.code, decided.stdout]).toEqual([0, 'status: approved\nfinal text:\nWe ship today.\n']);
  });
});

describe('taploop loads only what a command needs', () => {
  const heavy = /node_modules\/(@electric-sql\/pglite|grammy|@grammyjs|@slack\/bolt)\//;
  const loaded = async (args: string[], env: Record<string, string> = {}) => {
    const file = join(tmp(), 'imports.txt');
    const r = await runCli(args, {
      env: { ...env, TAPLOOP_TRACE_IMPORTS: file },
      nodeArgs: ['--import', join(ROOT, 'test/helpers/trace-imports.mjs')],
    });
    return { r, urls: readFileSync(file, 'utf8').split('\n').filter(Boolean) };
  };

  it('--help, draft and mcp load no database, grammY or Bolt', async () => {
    const help = await loaded(['--help']);
    expect(help.r.code).toBe(0);
    expect(help.urls.some((u) => u.endsWith('gateway/cli/help.ts'))).toBe(true); // the trace sees the CLI's modules
    expect(help.urls.filter((u) => heavy.test(u) || /\/(zod|hono)\//.test(u))).toEqual([]);

    const draft = await loaded(['draft', '--goal', 'posts', 'hello'], { TAPLOOP_URL: 'http://127.0.0.1:9' });
    expect(draft.r.code).toBe(2); // nobody listens there: one line, nothing else loaded
    expect(draft.urls.filter((u) => heavy.test(u))).toEqual([]);

    const mcp = await loaded(['mcp'], { TAPLOOP_URL: 'http://127.0.0.1:9' });
    expect(mcp.urls.some((u) => u.includes('@modelcontextprotocol/sdk'))).toBe(true);
    expect(mcp.urls.filter((u) => heavy.test(u))).toEqual([]);
  });

  it('a command on the embedded database does load PGlite (so the trace would see it)', async () => {
    const { r, urls } = await loaded(['migrate'], { DATA_DIR: join(tmp(), 'data') });
    expect(r.code, r.stderr).toBe(0);
    expect(urls.some((u) => /@electric-sql\/pglite\//.test(u))).toBe(true);
    expect(urls.filter((u) => /grammy|@slack\/bolt/.test(u))).toEqual([]);
  });
});

describe('taploop --version and help', () => {
  it('prints the package version', async () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect((await runCli(['--version'])).stdout).toBe(`taploop ${pkg.version}\n`);
  });

  it('documents one wait maximum, the same as the server', () => {
    expect(MAX_WAIT).toBe(MAX_WAIT_SECONDS);
  });
});

/** A folder nobody may write to: a read-only tmpfs when running as root (root ignores permissions), else mode 0555. */
function readOnlyFolder(): { path: string; release(): void } {
  const path = tmp();
  if (process.getuid?.() === 0) {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', path]);
    return { path, release: () => (execFileSync('umount', [path]), rmSync(path, { recursive: true, force: true })) };
  }
  chmodSync(path, 0o555);
  return { path, release: () => (chmodSync(path, 0o755), rmSync(path, { recursive: true, force: true })) };
}
