// The stdio transport of `taploop mcp`: the SDK's, with each JSON-RPC message written as one line whatever it quotes.
import type { Writable } from 'node:stream';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';
import { oneLineJson } from '../core/line-breaks.ts';

/**
 * JSON.stringify leaves U+2028, U+2029 and U+0085 raw inside strings, and a reader that splits stdout on them would
 * cut a message (a tool's structured output quoting a stored correction) in two; written as \\uXXXX, the message
 * parses to the same value.
 */
export class LineSafeStdioTransport extends StdioServerTransport {
  constructor(private readonly out: Writable = process.stdout) {
    super(process.stdin, out);
  }

  override send(message: JSONRPCMessage): Promise<void> {
    return new Promise((sent) => {
      if (this.out.write(`${oneLineJson(message)}\n`)) sent();
      else this.out.once('drain', sent);
    });
  }
}
