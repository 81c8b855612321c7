// The token `taploop mcp` sends: an agent's own (TAPLOOP_TOKEN), never the owner's. With the owner token every draft an
// MCP client submits would pass as the owner's, unattributed, and every tool would act with the owner's rights.
import type { Config } from '../kernel/config.ts';
import { ConfigError } from '../kernel/errors.ts';

const SET_AGENT_TOKEN = "set TAPLOOP_TOKEN to the agent's token from AGENT_TOKENS";

/** TAPLOOP_TOKEN; null on a service without credentials (loopback only, where every local caller is trusted). */
export function mcpToken(config: Pick<Config, 'taploopToken' | 'ownerToken'>): string | null {
  const { taploopToken, ownerToken } = config;
  if (taploopToken !== null && taploopToken === ownerToken)
    throw new ConfigError(
      `Invalid configuration:\n  TAPLOOP_TOKEN: this is the owner token, and taploop mcp acts as an agent; ${SET_AGENT_TOKEN}`,
    );
  if (taploopToken === null && ownerToken !== null)
    throw new ConfigError(
      `Invalid configuration:\n  TAPLOOP_TOKEN: taploop mcp acts as an agent, never with TAPLOOP_OWNER_TOKEN; ${SET_AGENT_TOKEN}`,
    );
  return taploopToken;
}
