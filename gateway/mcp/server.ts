// createMcpServer({ client }): taploop's MCP server — tools that reach a running gateway through the typed client.
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { TaploopClient } from '../../client/index.ts';
import pkg from '../../package.json' with { type: 'json' };
import { registerTools, type ToolOptions } from './tools.ts';

const INSTRUCTIONS = `taploop puts a person between your drafts and publishing, and remembers their corrections.
Before drafting, call get_context (goal, task) and follow its rules. Submit with submit_draft, passing the
context_id. Then call wait_for_decision: an edited draft's final text replaces yours; a rejection's reason
says what to change next time. Nothing is published without the owner's approval.`;

export interface McpServerDeps extends ToolOptions {
  client: TaploopClient;
}

export function createMcpServer({ client, ...options }: McpServerDeps): McpServer {
  const server = new McpServer({ name: 'taploop', version: pkg.version }, { instructions: INSTRUCTIONS });
  registerTools(server, client, options);
  return server;
}
