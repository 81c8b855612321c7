// The stdio transport of `taploop mcp`: one JSON-RPC message a line each way. Every line it cannot take as a message
// is answered with a JSON-RPC error instead of dropped, and every message it writes stays on its line.
import type { Readable, Writable } from 'node:stream';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { ErrorCode, type JSONRPCMessage, JSONRPCMessageSchema } from '@modelcontextprotocol/sdk/types.js';
import { oneLineJson } from '../kernel/line-breaks.ts';

/** The SDK's own bound on a message (10 MB): a longer line is refused, and the server reads on after it. */
const MAX_LINE_BYTES = 10 * 1024 * 1024;

export class LineSafeStdioTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  /** Past the bound: the rest of this line is skipped up to its newline. */
  private skipping = false;

  constructor(
    private readonly input: Readable = process.stdin,
    private readonly out: Writable = process.stdout,
    private readonly maxLineBytes = MAX_LINE_BYTES,
  ) {}

  async start(): Promise<void> {
    this.input.on('data', this.onData);
    this.input.on('error', this.onInputError);
  }

  async close(): Promise<void> {
    this.input.off('data', this.onData);
    this.input.off('error', this.onInputError);
    if (this.input.listenerCount('data') === 0) this.input.pause();
    this.pending = [];
    this.onclose?.();
  }

  /**
   * JSON.stringify leaves U+2028, U+2029 and U+0085 raw inside strings, and a reader that splits lines on them would
   * cut a message (a tool's structured output quoting a stored correction) in two; as \\uXXXX the message parses to
   * the same value.
   */
  send(message: JSONRPCMessage): Promise<void> {
    return new Promise((sent) => {
      if (this.out.write(`${oneLineJson(message)}\n`)) sent();
      else this.out.once('drain', sent);
    });
  }

  private readonly onInputError = (err: Error) => this.onerror?.(err);

  private readonly onData = (chunk: Buffer) => {
    let start = 0;
    for (let nl = chunk.indexOf(0x0a); nl !== -1; nl = chunk.indexOf(0x0a, start)) {
      const part = chunk.subarray(start, nl);
      start = nl + 1;
      if (this.skipping) {
        this.skipping = false;
        continue;
      }
      const line = Buffer.concat([...this.pending, part]).toString('utf8');
      this.pending = [];
      this.pendingBytes = 0;
      this.take(line);
    }
    if (this.skipping || start === chunk.length) return;
    this.pending.push(chunk.subarray(start));
    this.pendingBytes += chunk.length - start;
    if (this.pendingBytes > this.maxLineBytes) {
      this.pending = [];
      this.pendingBytes = 0;
      this.skipping = true;
      this.refuse(null, ErrorCode.InvalidRequest, `Invalid Request: a line longer than ${this.maxLineBytes} bytes`);
    }
  };

  /**
   * One line: a JSON-RPC message goes to the server. Anything else is answered as JSON-RPC says, with the request's
   * id when it has a usable one and null otherwise; a notification (a method, no id) is never answered, so a
   * malformed one is dropped, and neither is a response.
   */
  private take(raw: string): void {
    const line = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      this.refuse(null, ErrorCode.ParseError, 'Parse error: the line is not JSON');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(value);
    if (parsed.success) {
      this.onmessage?.(parsed.data);
      return;
    }
    if (!isObject(value)) {
      this.refuse(null, ErrorCode.InvalidRequest, 'Invalid Request: expected one JSON-RPC message, an object');
      return;
    }
    if (typeof value.method === 'string' && !('id' in value)) {
      this.onerror?.(new Error(`malformed notification ${value.method.slice(0, 100)} dropped`));
      return;
    }
    const response = 'result' in value || 'error' in value;
    const id = !response && isRequestId(value.id) ? value.id : null;
    const issue = parsed.error.issues[0];
    const why = issue ? `${issue.path.join('.') || 'message'}: ${issue.message}` : 'not a JSON-RPC 2.0 message';
    this.refuse(id, ErrorCode.InvalidRequest, `Invalid Request: ${why}`);
  }

  private refuse(id: string | number | null, code: ErrorCode, message: string): void {
    // JSON-RPC answers a message it cannot read with a null id, which the SDK's message type does not allow.
    void this.send({ jsonrpc: '2.0', id, error: { code, message } } as unknown as JSONRPCMessage);
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

const isRequestId = (v: unknown): v is string | number =>
  typeof v === 'string' || (typeof v === 'number' && Number.isInteger(v));
