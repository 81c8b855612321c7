// `taploop mcp` driven by the MCP SDK's own client over stdio, against a gateway served in the test on loopback.
import { createServer } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { getDefaultEnvironment, StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TaploopClient } from '../../client/index.ts';
import { createMcpServer } from '../../gateway/mcp/server.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { startMcpLines } from '../helpers/mcp-lines.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';

/** What a line-based reader takes for a line break beyond \n and \r (NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR). */
const SEPARATORS = /[\u0085\u2028\u2029]/;

const textOf = (r: CallToolResult) => r.content.map((c) => (c.type === 'text' ? c.text : '')).join('\n');

describe('taploop mcp over stdio', () => {
  let t: TestGateway;
  let served: ServedGateway;
  let client: Client;
  let stderr = '';
  const protocolErrors: Error[] = [];
  const call = async (name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as CallToolResult;

  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveGateway(t);
    client = await stdioClient(
      { TAPLOOP_URL: served.url },
      (chunk) => (stderr += chunk),
      (err) => protocolErrors.push(err),
    );
  });
  afterAll(async () => {
    await client?.close(); // ends the child's stdin, then signals it if it lingers
    await served?.close();
    await t?.close();
  });

  it('lists the six tools, with instructions, and logs only to stderr', async () => {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'check_draft',
      'feedback_stats',
      'get_context',
      'list_rules',
      'submit_draft',
      'wait_for_decision',
    ]);
    expect(tools.find((tool) => tool.name === 'submit_draft')?.inputSchema.required).toEqual(['goal', 'draft']);
    expect(client.getInstructions()).toMatch(/get_context/);
    expect(stderr).toContain(`taploop mcp: serving over stdio for ${served.url}`);
  });

  it('check_draft names the rule a draft breaks, with the span that triggers it', async () => {
    await t.gateway.createRule({
      title: 'Avoid "guaranteed"',
      body: 'Say "usually" and give a range.',
      goal: 'replies',
    });
    const result = await call('check_draft', { goal: 'replies', draft: 'It arrives Monday, guaranteed.' });
    expect(result.isError).toBeFalsy();
    expect((result.structuredContent as { rules: unknown[] }).rules).toEqual([
      { id: expect.any(String), title: 'Avoid "guaranteed"', start: 19, end: 29, text: 'guaranteed' },
    ]);
    const clean = await call('check_draft', { goal: 'replies', draft: 'It usually arrives within a week.' });
    expect((clean.content as { text: string }[])[0]!.text).toBe(
      'Nothing in this draft repeats a rule or a past correction.',
    );
  });

  it('get_context returns the same text block as the HTTP API, plus the context id', async () => {
    await t.gateway.createRule({
      title: 'Never promise delivery dates',
      body: 'Say "usually" and give a range.',
      goal: 'posts',
    });
    const result = await call('get_context', { goal: 'posts', task: 'answer a customer about delivery' });
    expect(result.isError).toBeFalsy();
    const { context_id, text } = result.structuredContent as { context_id: string; text: string };
    expect(context_id).toMatch(/^ctx_/);
    const http = (await (
      await t.request('GET', '/v1/context?goal=posts&task=answer+a+customer+about+delivery')
    ).json()) as { text: string };
    expect(text).toBe(http.text);
    expect(textOf(result)).toBe(`${http.text}\n\ncontext_id: ${context_id} (pass it to submit_draft)`);
  });

  it('submit_draft twice for the same draft gives one run; a key of the agent’s own gives a new one', async () => {
    const args = { goal: 'posts', draft: 'Submitted twice by a forgetful agent', agent: 'forgetful' };
    const first = (await call('submit_draft', args)).structuredContent as { run_id: string };
    const again = (await call('submit_draft', args)).structuredContent as { run_id: string };
    expect(again.run_id).toBe(first.run_id);
    const own = (await call('submit_draft', { ...args, idempotency_key: 'forgetful-2' })).structuredContent as {
      run_id: string;
    };
    expect(own.run_id).not.toBe(first.run_id);
    const rows = await t.testDb.db.query<{ n: number }>(`select count(*)::int as n from runs where draft = $1`, [
      args.draft,
    ]);
    expect(rows[0]!.n).toBe(2);
    // Expired, so the stats below see no pending drafts of this test.
    await t.testDb.db.query(`update runs set expires_at = now() - interval '1 second' where draft = $1`, [args.draft]);
    await t.gateway.expireRuns();
  });

  it('submit_draft creates a pending run with its context; wait_for_decision resolves once the owner decides', async () => {
    const ctx = (await call('get_context', { goal: 'posts', task: 'announce the launch' })).structuredContent as {
      context_id: string;
    };
    const submitted = await call('submit_draft', {
      goal: 'posts',
      draft: 'We ship today!',
      task: 'announce the launch',
      context_id: ctx.context_id,
    });
    expect(submitted.isError).toBeFalsy();
    const { run_id } = submitted.structuredContent as { run_id: string };
    expect(textOf(submitted)).toMatch(
      new RegExp(`^Submitted ${run_id} \\(pending\\) for goal "posts": sent to the owner's review inbox`),
    );
    expect(await t.gateway.getRun(run_id)).toMatchObject({
      status: 'pending',
      draft: 'We ship today!',
      agent: 'mcp',
      context_id: ctx.context_id,
    });

    const waiting = call('wait_for_decision', { run_id, timeout_seconds: 20 });
    await new Promise((r) => setTimeout(r, 300));
    await t.gateway.decide({ runId: run_id, action: 'edit', text: 'We ship today.', source: 'web', actor: 'owner' });
    const decided = await waiting;
    expect(decided.isError).toBeFalsy();
    expect(decided.structuredContent).toMatchObject({
      run_id,
      status: 'edited',
      decided: true,
      final_text: 'We ship today.',
      edit_kind: expect.stringMatching(/cosmetic|substantive/),
      publication: {
        status: 'queued',
        scheduled_for: expect.any(String),
        description: expect.stringMatching(/^publishes /),
      },
    });
    expect(textOf(decided)).toContain('We ship today.');
  });

  it('list_rules and feedback_stats answer from the gateway', async () => {
    const rules = await call('list_rules', { goal: 'posts' });
    expect(textOf(rules)).toMatch(
      /^1 active rules for goal "posts".*\n1\. Never promise delivery dates — Say "usually"/,
    );
    const stats = await call('feedback_stats', { days: 3 });
    expect(stats.structuredContent).toMatchObject({ pending_drafts: 0, totals: { edits: 1 } });
    expect(textOf(stats)).toMatch(/1 edited/);
  });

  it('refuses invalid input and gateway refusals as tool errors with a readable message', async () => {
    const invalid = await call('wait_for_decision', { run_id: 'nope', timeout_seconds: 900 });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/expected a run id like run_… \(from submit_draft\)[\s\S]*timeout_seconds/);

    const unknown = await call('wait_for_decision', { run_id: 'run_unknown000000', timeout_seconds: 1 });
    expect(unknown).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: 'taploop answered 404 (not_found): run run_unknown000000 not found' }],
    });
    expect(protocolErrors).toEqual([]);
  });

  it('answers a line it cannot read with a JSON-RPC error, drops a malformed notification, and reads on', async () => {
    const peer = await startMcpLines({ TAPLOOP_URL: served.url });
    try {
      const next = (from: number) => peer.waitForLine(() => true, from).then((l) => JSON.parse(l) as unknown);
      let from = peer.lines.length;
      peer.send('{"jsonrpc":"2.0","id":1,"method":"ping"'); // cut short
      expect(await next(from)).toEqual({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32700, message: 'Parse error: the line is not JSON' },
      });
      from = peer.lines.length;
      peer.send('{"jsonrpc":"2.0","id":7,"method":5}');
      expect(await next(from)).toMatchObject({ jsonrpc: '2.0', id: 7, error: { code: -32600 } });
      from = peer.lines.length;
      peer.send('{"jsonrpc":"1.0","method":"notifications/initialized"}');
      expect(JSON.parse(await peer.request('after', 'ping'))).toEqual({ jsonrpc: '2.0', id: 'after', result: {} });
      expect(peer.lines.slice(from)).toHaveLength(1); // the ping's answer alone: the notification got none
    } finally {
      await peer.close();
    }
  });

  it('quotes stored words with their line separators escaped: check_draft and wait_for_decision, text and wire', async () => {
    // A rule and an owner's edit holding U+2028 / U+2029: no reader that splits lines on them may see a new line.
    await t.gateway.createRule({ title: 'Avoid\u2028"guaranteed"', body: 'Say\u2029"usually".', goal: 'lines' });
    const run = await t.gateway.submitRun({
      goal: 'lines',
      draft: 'Welcome! Your box arrives tomorrow,\u2028guaranteed. Cheers',
      task: 'welcome a customer',
    });
    await t.gateway.decide({
      runId: run.id,
      action: 'edit',
      text: 'Welcome! Your box arrives within 3-5 days.\u2029Cheers',
      source: 'api',
    });
    await t.gateway.settle();
    const args = {
      goal: 'lines',
      task: 'welcome a customer',
      draft: 'Hi! It arrives tomorrow,\u2028guaranteed. Cheers',
    };
    const checked = await call('check_draft', args);
    expect(textOf(checked).split('\n')).toEqual([
      expect.stringMatching(/^rule "Avoid\\u2028\\"guaranteed\\"" is triggered by "guaranteed" at \d+-\d+$/),
      expect.stringMatching(/^the owner edited out "tomorrow,\\u2028guaranteed" .*; your draft repeats it in "/),
    ]);
    expect(textOf(checked)).not.toMatch(SEPARATORS);
    // The structured output keeps the owner's words as they are; the line that carries them holds no raw separator.
    const structured = checked.structuredContent as { corrections: { removed: string }[] };
    expect(structured.corrections[0]!.removed).toBe('tomorrow,\u2028guaranteed');
    const peer = await startMcpLines({ TAPLOOP_URL: served.url });
    try {
      const line = await peer.request(1, 'tools/call', { name: 'check_draft', arguments: args });
      expect(line).not.toMatch(SEPARATORS);
      expect((JSON.parse(line) as { result: unknown }).result).toMatchObject({ structuredContent: structured });
    } finally {
      await peer.close();
    }

    const decided = await call('wait_for_decision', { run_id: run.id, timeout_seconds: 0 });
    expect(textOf(decided)).toContain('"Welcome! Your box arrives within 3-5 days.\\u2029Cheers"');
    expect(textOf(decided)).not.toMatch(SEPARATORS);
  });
});

/** The MCP SDK's client on a `taploop mcp` child process; anything on its stdout that is not JSON-RPC goes to `onError`. */
async function stdioClient(
  env: Record<string, string>,
  onStderr: (chunk: string) => void = () => {},
  onError: (err: Error) => void = () => {},
): Promise<Client> {
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['--import', 'tsx', 'gateway/cli/index.ts', 'mcp'],
    cwd: process.cwd(),
    env: { ...getDefaultEnvironment(), ...env },
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (chunk: Buffer) => onStderr(chunk.toString()));
  const client = new Client({ name: 'taploop-test', version: '0.0.0' });
  client.onerror = onError;
  await client.connect(transport);
  return client;
}

describe('taploop mcp with an agent token', () => {
  const OWNER = 'owner-5c1e9a7d3b2f4e6a8c0d1f3b5a7e9c2d';
  const AGENT = 'writer-2e4a6c8e0b1d3f5a7c9e1b3d5f7a9c0e';
  let t: TestGateway;
  let served: ServedGateway;
  let client: Client;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${AGENT}` } });
    served = await serveGateway(t);
    client = await stdioClient({ TAPLOOP_URL: served.url, TAPLOOP_TOKEN: AGENT });
  });
  afterAll(async () => {
    await client?.close();
    await served?.close();
    await t?.close();
  });

  it('list_rules with status candidate labels what it shows by each rule’s own status', async () => {
    await t.gateway.createRule({ title: 'Never promise dates', body: 'Say "usually".', goal: 'posts' });
    await t.gateway.proposeRule({
      title: 'Fewer emoji',
      body: 'At most one.',
      goal: 'posts',
      evidence: [],
      source: 'nightly',
    });
    const listed = (await client.callTool({
      name: 'list_rules',
      arguments: { goal: 'posts', status: 'candidate' },
    })) as CallToolResult;
    // The gateway shows an agent the active rules whatever status it asks for: none of them is called a candidate.
    expect((listed.structuredContent as { rules: { status: string }[] }).rules.map((r) => r.status)).toEqual([
      'active',
    ]);
    expect(textOf(listed).split('\n')).toEqual([
      '1 active rules for goal "posts" (and for every goal) (no candidate rules shown: an agent token sees the active rules only):',
      expect.stringMatching(/^1\. Never promise dates — Say "usually"\. \[rule_\w+, active, goal posts\]$/),
    ]);
  });
});

describe('createMcpServer in process', () => {
  const connect = async (baseUrl: string, waitSliceSeconds?: number) => {
    const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
    const server = createMcpServer({ client: new TaploopClient({ baseUrl }), waitSliceSeconds });
    await server.connect(serverSide);
    const client = new Client({ name: 'taploop-test', version: '0.0.0' });
    await client.connect(clientSide);
    return { client, close: async () => (await client.close(), await server.close()) };
  };

  it('says taploop is not running, and how to start it, when the gateway is down', async () => {
    const port = await closedPort();
    const { client, close } = await connect(`http://127.0.0.1:${port}`);
    try {
      const result = (await client.callTool({ name: 'get_context', arguments: { goal: 'posts' } })) as CallToolResult;
      expect(result.isError).toBe(true);
      expect(textOf(result)).toMatch(
        new RegExp(
          `^taploop is not running at http://127\\.0\\.0\\.1:${port} \\(ECONNREFUSED\\) — start it \\("taploop start"`,
        ),
      );
    } finally {
      await close();
    }
  });

  it('reports progress while a long wait goes on, so clients can keep it alive', async () => {
    const t = await createTestGateway();
    const served = await serveGateway(t);
    const { client, close } = await connect(served.url, 1);
    try {
      const { id } = await new TaploopClient({ baseUrl: served.url }).submit({
        goal: 'posts',
        draft: 'Still thinking',
      });
      const progress: number[] = [];
      const result = (await client.callTool(
        { name: 'wait_for_decision', arguments: { run_id: id, timeout_seconds: 3 } },
        undefined,
        {
          onprogress: (p) => progress.push(p.progress),
          resetTimeoutOnProgress: true,
        },
      )) as CallToolResult;
      expect(result.structuredContent).toMatchObject({ status: 'pending', decided: false });
      expect(textOf(result)).toMatch(/still pending after \d+ s/);
      expect(progress.length).toBeGreaterThanOrEqual(1);
    } finally {
      await close();
      await served.close();
      await t.close();
    }
  });
});

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as { port: number };
  await new Promise<void>((ok) => server.close(() => ok()));
  return port;
}

describe('taploop mcp acts as an agent, never as the owner', () => {
  const OWNER = 'owner-4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b';
  const WRITER = 'writer-9f1b3d5a7c9e1f3b5d7a9c1e3f5b7d9a';
  let t: TestGateway;
  let served: ServedGateway;
  beforeAll(async () => {
    t = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `writer:${WRITER}` } });
    served = await serveGateway(t);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  /** `taploop mcp` started with `env`, as an MCP client starts it: the connected client, or what it said on stderr. */
  async function startMcp(env: Record<string, string>) {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', 'gateway/cli/index.ts', 'mcp'],
      cwd: process.cwd(),
      env: { ...getDefaultEnvironment(), TAPLOOP_URL: served.url, ...env },
      stderr: 'pipe',
    });
    let stderr = '';
    transport.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const client = new Client({ name: 'taploop-test', version: '0.0.0' });
    const connected = await client.connect(transport).then(
      () => true,
      () => false,
    );
    return { client, connected, stderr: () => stderr };
  }
  const runCount = async () => (await t.testDb.db.query<{ n: number }>('select count(*)::int as n from runs'))[0]!.n;

  it('refuses to start with only the owner token, or with the owner token as TAPLOOP_TOKEN, saying what to set', async () => {
    const envs: Record<string, string>[] = [
      { TAPLOOP_OWNER_TOKEN: OWNER },
      { TAPLOOP_OWNER_TOKEN: OWNER, TAPLOOP_TOKEN: OWNER },
    ];
    for (const env of envs) {
      const mcp = await startMcp(env);
      try {
        if (mcp.connected)
          await mcp.client.callTool({ name: 'submit_draft', arguments: { goal: 'posts', draft: 'Hi' } });
        expect(mcp.connected, JSON.stringify(Object.keys(env))).toBe(false);
        await vi.waitUntil(() => mcp.stderr().includes('\n'), { timeout: 10_000 });
        expect(mcp.stderr()).toMatch(
          /^Invalid configuration: TAPLOOP_TOKEN: .*set TAPLOOP_TOKEN to the agent's token from AGENT_TOKENS/,
        );
        expect(mcp.stderr().trim().split('\n')).toHaveLength(1);
      } finally {
        await mcp.client.close();
      }
    }
    expect(await runCount()).toBe(0);
  });

  it("submits as the agent whose token it has, the owner's token in its environment or not", async () => {
    const mcp = await startMcp({ TAPLOOP_OWNER_TOKEN: OWNER, TAPLOOP_TOKEN: WRITER });
    try {
      expect(mcp.connected).toBe(true);
      const result = (await mcp.client.callTool({
        name: 'submit_draft',
        arguments: { goal: 'posts', draft: 'Drafted over MCP' },
      })) as CallToolResult;
      const { run_id } = result.structuredContent as { run_id: string };
      const [row] = await t.testDb.db.query<{ sender: string | null }>('select sender from runs where id = $1', [
        run_id,
      ]);
      expect(row!.sender).toBe('writer');
    } finally {
      await mcp.client.close();
    }
  });
});
