// Property-based fuzzing of `taploop mcp` over stdio with malformed JSON-RPC lines: not JSON, cut short, JSON that is
// no message (arrays, numbers, objects with the wrong jsonrpc, id, method or params), requests for unknown methods
// and tools with junk arguments, notifications and responses of every shape. Each line that is not a notification or
// a response is answered by a JSON-RPC line (an error, or the result of a request that happens to be valid) with its
// id, or null when it has none; a notification or response gets no answer; stdout holds only JSON-RPC lines; the
// process stays alive and answers a real request at the end.
import { JSONRPCResponseSchema } from '@modelcontextprotocol/sdk/types.js';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { type McpLines, startMcpLines } from '../helpers/mcp-lines.ts';
import { type ServedGateway, serveGateway } from '../helpers/serve.ts';
import { junk, text } from './helpers/arbitraries.ts';
import { SEED } from './helpers/random.ts';
import { report, STRESS, scale } from './scale.ts';

const RUNS = scale(150, 1500);
const METHODS = [
  'tools/list',
  'tools/call',
  'ping',
  'initialize',
  'resources/list',
  'prompts/list',
  'logging/setLevel',
];
const TOOLS = ['check_draft', 'get_context', 'submit_draft', 'wait_for_decision', 'list_rules', 'feedback_stats'];

const ABSENT = Symbol('absent');
const maybe = <T>(valid: fc.Arbitrary<T>, bad: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { arbitrary: valid, weight: 5 },
    { arbitrary: bad, weight: 1 },
    { arbitrary: fc.constant(ABSENT), weight: 1 },
  );

/** Mostly arguments a tool takes, with junk where a value goes. */
const toolArgs = fc.dictionary(
  fc.constantFrom('goal', 'draft', 'task', 'run_id', 'timeout_seconds', 'status', 'days', 'k', 'idempotency_key', 'x'),
  fc.oneof(fc.constantFrom('posts', 'A draft to fuzz.', 'run_nosuchrun0000', 'candidate', 0, 1, -1, 1e9, ''), junk),
  { maxKeys: 4 },
);
const params = fc.oneof(
  {
    arbitrary: fc.record({ name: maybe(fc.constantFrom(...TOOLS), text), arguments: maybe(toolArgs, junk) }),
    weight: 4,
  },
  { arbitrary: fc.record({ level: fc.constantFrom('debug', 'loud') }), weight: 1 },
  { arbitrary: junk, weight: 1 },
);
const message = fc.record({
  jsonrpc: maybe(fc.constant('2.0'), fc.constantFrom('1.0', 2, null, '')),
  /** The id: a unique one the test assigns (`unique`), or a bad one. */
  id: maybe(fc.constant('unique'), fc.constantFrom(null, 1.5, -0.5, true, {}, [], '')),
  method: maybe(fc.constantFrom(...METHODS), fc.oneof(text, fc.constantFrom(5, null, 'nope/unknown', 'tools/call '))),
  params: maybe(params, fc.constantFrom(null, 'x', 7, [1])),
  extra: fc.option(fc.constantFrom('result', 'error', 'foo'), { nil: undefined }),
});
/** A well-formed call of a real tool with fuzzed arguments: the tools' own validation and the gateway's answers. */
const toolCall = fc.record({
  jsonrpc: fc.constant('2.0'),
  id: fc.constant('unique'),
  method: fc.constant('tools/call'),
  params: fc.record({ name: fc.constantFrom(...TOOLS), arguments: toolArgs }),
});
const line = fc.oneof(
  { arbitrary: message.map((m) => ({ kind: 'message' as const, m })), weight: 8 },
  { arbitrary: toolCall.map((m) => ({ kind: 'message' as const, m: { ...m, extra: undefined } })), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map((s) => ({ kind: 'raw' as const, s })), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 2 }).map((v) => ({ kind: 'raw' as const, s: JSON.stringify(v) })), weight: 1 },
  {
    arbitrary: fc
      .tuple(message, fc.double({ min: 0, max: 1, noNaN: true }))
      .map(([m, at]) => ({ kind: 'cut' as const, m, at })),
    weight: 2,
  },
);
type Line = typeof line extends fc.Arbitrary<infer T> ? T : never;

const isId = (v: unknown) => typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

describe.skipIf(!STRESS)('fuzzing taploop mcp with malformed JSON-RPC lines', () => {
  let t: TestGateway;
  let served: ServedGateway;
  let mcp: McpLines;
  let sent = 0;
  const answers = { error: 0, result: 0, none: 0 };

  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveGateway(t);
    mcp = await startMcpLines({ TAPLOOP_URL: served.url });
  });
  afterAll(async () => {
    report('fuzz-mcp', { seed: SEED, lines: sent, ...answers });
    await mcp?.close();
    await served?.close();
    await t?.close();
  });

  function build(l: Line): { text: string; value: unknown } {
    if (l.kind === 'raw') return { text: l.s.replace(/\n/g, ' '), value: undefined };
    const m = l.m;
    const obj: Record<string, unknown> = {};
    const put = (key: string, v: unknown) => {
      if (v !== ABSENT) obj[key] = v === 'unique' && key === 'id' ? `fuzz-${sent}` : v;
    };
    put('jsonrpc', m.jsonrpc);
    put('id', m.id);
    put('method', m.method);
    put('params', m.params);
    if (m.extra) obj[m.extra] = m.extra === 'error' ? { code: 1, message: 'x' } : {};
    const whole = JSON.stringify(obj);
    return l.kind === 'cut'
      ? { text: whole.slice(0, Math.max(1, Math.floor(l.at * whole.length))), value: undefined }
      : { text: whole, value: obj };
  }

  /**
   * The id its answer carries, or 'none' for a line that gets no answer: blank, a notification (a method and no id,
   * well-formed or not) or a well-formed response. A request's id is echoed; anything else is answered with null.
   */
  function expected(text: string): unknown {
    if (!text.trim()) return 'none';
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    if (!isObject(value)) return null;
    if (typeof value['method'] === 'string' && !('id' in value)) return 'none';
    const response = 'result' in value || 'error' in value;
    if (response && !('method' in value) && JSONRPCResponseSchema.safeParse(value).success) return 'none';
    return isId(value['id']) && !response ? value['id'] : null;
  }

  async function send(l: Line): Promise<void> {
    const { text } = build(l);
    sent++;
    const from = mcp.lines.length;
    mcp.send(text);
    const id = expected(text);
    const where = `after ${JSON.stringify(text).slice(0, 300)}`;
    if (id === 'none') {
      // A ping after it: its answer must be the next line, so nothing answered the notification or response.
      const ping = `ping-${sent}`;
      await mcp.request(ping, 'ping');
      const between = mcp.lines.slice(from).filter((x) => !x.includes(`"${ping}"`));
      if (between.length) throw new Error(`${where}: answered although it needs no answer: ${between.join(' | ')}`);
      answers.none++;
      return;
    }
    const answer = await mcp
      .waitForLine(
        (x) => {
          try {
            return (JSON.parse(x) as { id?: unknown }).id === id;
          } catch {
            return false;
          }
        },
        from,
        10_000,
      )
      .catch((err: Error) => {
        throw new Error(
          `${where}: no answer with id ${JSON.stringify(id)} (${err.message}); stderr: ${mcp.stderr().slice(-500)}`,
        );
      });
    const parsed = JSON.parse(answer) as {
      jsonrpc?: unknown;
      error?: { code?: unknown; message?: unknown };
      result?: unknown;
    };
    if (parsed.jsonrpc !== '2.0') throw new Error(`${where}: answer without jsonrpc "2.0": ${answer}`);
    if (parsed.error) {
      if (!Number.isInteger(parsed.error.code) || typeof parsed.error.message !== 'string')
        throw new Error(`${where}: an error without code and message: ${answer}`);
      answers.error++;
    } else if (parsed.result !== undefined && id !== null) answers.result++;
    else throw new Error(`${where}: neither error nor result: ${answer}`);
    for (const x of mcp.lines.slice(from)) {
      try {
        JSON.parse(x);
      } catch {
        throw new Error(`${where}: stdout holds a line that is not JSON: ${x.slice(0, 200)}`);
      }
    }
    if (mcp.exitCode() !== undefined) throw new Error(`${where}: taploop mcp exited (${mcp.exitCode()})`);
  }

  it('a line longer than 10 MB is refused with a null id, and the next line is read', async () => {
    const from = mcp.lines.length;
    mcp.send(`{"jsonrpc":"2.0","id":"big","method":"ping","params":{"x":"${'x'.repeat(11 * 1024 * 1024)}"}}`);
    const refused = await mcp.waitForLine((x) => x.includes('"id":null'), from);
    expect(JSON.parse(refused)).toMatchObject({ jsonrpc: '2.0', id: null, error: { code: -32600 } });
    expect(JSON.parse(await mcp.request('after-big', 'ping'))).toEqual({ jsonrpc: '2.0', id: 'after-big', result: {} });
  });

  it('every malformed line is answered with a JSON-RPC error (a notification is not), and the server lives on', async () => {
    await fc.assert(fc.asyncProperty(line, send), { numRuns: RUNS, seed: SEED });
    const tools = JSON.parse(await mcp.request('last', 'tools/list')) as { result: { tools: unknown[] } };
    expect(tools.result.tools).toHaveLength(6);
    expect(mcp.exitCode()).toBeUndefined();
  });
});
