// /v1/settings — what the owner needs to set up receivers; an agent reads its own callback key here, nothing else.
import { Hono } from 'hono';
import { toCallbackSecretAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { GatewayError } from '../../kernel/errors.ts';
import { agentCallbackKey, callbackSecret } from '../../publish/callbacks.ts';

export function settingsRoutes(gateway: Gateway) {
  const app = new Hono();

  // GET /v1/settings/callback-secret[?agent=name] — the key callbacks are signed with: the shared one (CALLBACK_SECRET,
  // else the generated one) for runs no agent token sent, or an agent's own; an agent token always gets its own.
  app.get('/callback-secret', async (c) => {
    const { config, db } = gateway.deps;
    const caller = c.get('caller');
    const agent = caller.kind === 'agent' ? caller.name : (c.req.query('agent') ?? null);
    if (agent !== null && !config.agentTokens.some((a) => a.name === agent))
      throw new GatewayError('not_found', `No agent "${agent.slice(0, 64)}" in AGENT_TOKENS: name one that is there.`);
    const source = config.callbackSecret ? 'CALLBACK_SECRET' : 'generated';
    const shared = config.callbackSecret ?? (await callbackSecret(db));
    c.header('Cache-Control', 'no-store');
    return c.json(toCallbackSecretAnswer(agent ? agentCallbackKey(shared, agent) : shared, source, agent));
  });

  return app;
}
