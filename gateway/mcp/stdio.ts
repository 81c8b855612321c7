// `taploop mcp`: the MCP server over stdio. stdout carries only the protocol, so everything else goes to stderr.
import { TaploopClient } from '../../client/index.ts';
import { createMcpServer } from './server.ts';
import { LineSafeStdioTransport } from './transport.ts';

export async function serveMcpOverStdio(opts: { baseUrl: string; token: string | null }): Promise<void> {
  const client = new TaploopClient({ baseUrl: opts.baseUrl, token: opts.token });
  const server = createMcpServer({ client });
  const closed = new Promise<void>((ok) => {
    server.server.onclose = ok;
  });
  // The transport does not notice its client going away; stdin's end is that signal.
  process.stdin.once('end', () => void server.close());
  await server.connect(new LineSafeStdioTransport());
  log(`taploop mcp: serving over stdio for ${client.baseUrl}`);
  // Not fatal: the gateway may be started after the agent; each tool call says so if it is still down.
  if (!(await client.health()))
    log(
      `taploop mcp: taploop is not answering at ${client.baseUrl} yet — start it ("taploop start", or "npm start" in its folder)`,
    );
  await closed;
}

const log = (line: string) => process.stderr.write(`${line}\n`);
