// CI: the packed tarball installs and runs as a newcomer would use it, in a temp folder with its own npm prefix:
// `npm pack` → `npm install -g` → `taploop --version`, `taploop start` on a new DATA_DIR + /healthz and /metrics, the
// MCP tool list over stdio, `taploop draft`, and a clean stop. Plain JavaScript, so it needs nothing but node and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const work = mkdtempSync(join(tmpdir(), 'taploop-tarball-'));
const prefix = join(work, 'prefix');
const step = (line) => process.stdout.write(`[tarball] ${line}\n`);
const children = new Set();

try {
  const packed = JSON.parse(
    execFileSync('npm', ['pack', '--json', '--pack-destination', work], { cwd: root, encoding: 'utf8' }),
  );
  const tarball = join(work, packed[0].filename);
  const files = packed[0].files.map((f) => f.path);
  step(`packed ${packed[0].filename}: ${files.length} files, ${(packed[0].size / 1e6).toFixed(1)} MB`);
  for (const needed of [
    'dist/db/migrations/001_init.sql',
    'dist/prompts/propose-rule.md',
    'dist/gateway/learning/embeddings/data/wink-sif-100d.bin',
    'dist/gateway/learning/embeddings/encoder-worker.mjs',
    'dist/gateway/cli/index.js',
    'dist/client/index.d.ts',
  ]) {
    if (!files.includes(needed)) throw new Error(`the tarball lacks ${needed}`);
  }

  execFileSync('npm', ['install', '-g', '--prefix', prefix, '--no-audit', '--no-fund', tarball], {
    cwd: work,
    stdio: 'inherit',
  });
  const installed = join(prefix, 'lib', 'node_modules', 'taploop');
  const bin = join(prefix, 'bin', 'taploop');
  if (existsSync(join(installed, 'node_modules', 'tsx')))
    throw new Error('tsx was installed: it must stay a dev dependency');
  for (const f of ['src/connection.js', 'cjs/src/connection.js']) {
    if (!readFileSync(join(installed, 'node_modules', 'postgres', f), 'utf8').includes('taploop patch'))
      throw new Error(`postgres ${f} is not patched`);
  }
  step(`installed: ${execFileSync(bin, ['--version'], { encoding: 'utf8' }).trim()} (postgres patched, no tsx)`);

  // The bundle keeps only zod's English messages (scripts/bundle-cli.mjs): a bad setting still reads as one.
  const refused = spawnSync(bin, ['start'], { cwd: work, env: { PATH: process.env.PATH, HOME: work, PORT: 'abc' } });
  const said = refused.stderr.toString().trim();
  if (
    refused.status !== 2 ||
    said !== 'Invalid configuration: PORT: expected a whole number from 0 to 65535, e.g. 8787'
  )
    throw new Error(`PORT=abc: exit ${refused.status}, said: ${said}`);
  step(`bad setting: exit 2, "${said}"`);

  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const env = {
    PATH: `${join(prefix, 'bin')}:${process.env.PATH}`,
    HOME: work,
    DATA_DIR: join(work, 'data'),
    PORT: String(port),
    TAPLOOP_URL: url,
    LOG_LEVEL: 'warn',
  };
  const server = await start(bin, { cwd: work, env });
  const health = await fetch(`${url}/healthz`);
  if (!health.ok) throw new Error(`/healthz answered ${health.status}`);
  step(`start: ready, /healthz ${health.status}`);
  // The bundled build loads some libraries on first use (prom-client at the first scrape): one of them, for real.
  const metrics = await fetch(`${url}/metrics`);
  const scraped = await metrics.text();
  if (!metrics.ok || !scraped.includes('taploop_taps_total')) throw new Error(`/metrics answered ${metrics.status}`);
  step(
    `metrics: /metrics ${metrics.status}, ${scraped.split('\n').filter((l) => l.startsWith('taploop_')).length} samples`,
  );

  const tools = await mcpToolList(bin, env);
  for (const t of ['get_context', 'submit_draft', 'wait_for_decision'])
    if (!tools.includes(t)) throw new Error(`taploop mcp lacks ${t}: ${tools}`);
  step(`mcp: ${tools.length} tools (${tools.join(', ')})`);

  const draft = execFileSync(bin, ['draft', '--goal', 'posts', '--task', 'smoke test'], {
    cwd: work,
    env,
    input: 'Hello from the tarball.\n',
    encoding: 'utf8',
  });
  if (!/^submitted run_\w+ \(pending\)$/m.test(draft)) throw new Error(`draft printed: ${draft}`);
  step(`draft: ${draft.trim()}`);

  await stop(server);
  step('stop: clean exit, "taploop stopped"');

  // The optional sentence encoder, from the bundle: its worker file found beside the compiled module, its packages
  // installed as optional dependencies, and a context request embedded through it.
  const encoder = await start(bin, { cwd: work, env: { ...env, EMBEDDING_PROVIDER: 'encoder' } });
  const ctx = await fetch(`${url}/v1/context?goal=posts&task=${encodeURIComponent('Reply about a late parcel')}`);
  if (!ctx.ok) throw new Error(`EMBEDDING_PROVIDER=encoder: /v1/context answered ${ctx.status}: ${await ctx.text()}`);
  await stop(encoder);
  step(`encoder: EMBEDDING_PROVIDER=encoder starts, /v1/context ${ctx.status}, clean stop`);
} finally {
  for (const c of children) c.exitCode === null && c.kill('SIGKILL');
  rmSync(work, { recursive: true, force: true });
}

/** `taploop start` until it says it is running; resolves with the child, whose output() is what it printed so far. */
async function start(bin, opts) {
  const server = spawn(bin, ['start'], { ...opts, stdio: ['ignore', 'pipe', 'inherit'] });
  children.add(server);
  let out = '';
  server.stdout.on('data', (c) => (out += c));
  server.output = () => out;
  await until(
    () => out.includes('taploop is running'),
    120_000,
    () =>
      `taploop start${opts.env.EMBEDDING_PROVIDER ? ` (EMBEDDING_PROVIDER=${opts.env.EMBEDDING_PROVIDER})` : ''} did not get ready:\n${out}`,
  );
  return server;
}

async function stop(server) {
  server.kill('SIGTERM');
  const code = await new Promise((ok) => server.once('exit', ok));
  if (code !== 0 || !server.output().includes('taploop stopped'))
    throw new Error(`stop: exit ${code}, output:\n${server.output()}`);
}

/** initialize → initialized → tools/list over the real stdio transport; resolves with the tool names. */
async function mcpToolList(bin, env) {
  const mcp = spawn(bin, ['mcp'], { env, stdio: ['pipe', 'pipe', 'inherit'] });
  children.add(mcp);
  let buffer = '';
  const answers = new Map();
  mcp.stdout.on('data', (c) => {
    buffer += c;
    for (let i = buffer.indexOf('\n'); i >= 0; i = buffer.indexOf('\n')) {
      const msg = JSON.parse(buffer.slice(0, i));
      buffer = buffer.slice(i + 1);
      if (msg.id !== undefined) answers.set(msg.id, msg);
    }
  });
  const send = (msg) => mcp.stdin.write(`${JSON.stringify({ jsonrpc: '2.0', ...msg })}\n`);
  send({
    id: 1,
    method: 'initialize',
    params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'ci', version: '1' } },
  });
  await until(
    () => answers.has(1),
    30_000,
    () => 'taploop mcp did not answer initialize',
  );
  send({ method: 'notifications/initialized' });
  send({ id: 2, method: 'tools/list' });
  await until(
    () => answers.has(2),
    30_000,
    () => 'taploop mcp did not answer tools/list',
  );
  mcp.stdin.end();
  return answers.get(2).result.tools.map((t) => t.name);
}

async function until(done, ms, why) {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((ok) => setTimeout(ok, 100));
  }
}

function freePort() {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once('error', fail);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });
}
