// Baseline for `taploop mcp`: the smallest MCP SDK server over stdio, one tool with a zod schema, nothing else.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { z } from 'zod';

const server = new McpServer({ name: 'minimal', version: '1.0.0' });
server.registerTool(
  'echo',
  { description: 'Echoes its input.', inputSchema: { text: z.string() } },
  async ({ text }) => ({
    content: [{ type: 'text', text }],
  }),
);
await server.connect(new StdioServerTransport());
