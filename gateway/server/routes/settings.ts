// /v1/settings — what the owner needs to set up receivers; an agent reads its own callback key here, nothing else.
import { Hono } from 'hono';
import { toCallbackSecretAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';

export type SettingsGateway = Pick<Gateway, 'callbackKey'>;

export function settingsRoutes(gateway: SettingsGateway) {
  const app = new Hono();

  // GET /v1/settings/callback-secret[?agent=name] — the key callbacks are signed with: the shared one (CALLBACK_SECRET,
  // else the generated one) for runs no agent token sent, or an agent's own; an agent token always gets its own.
  app.get('/callback-secret', async (c) => {
    const caller = c.get('caller');
    const agent = caller.kind === 'agent' ? caller.name : (c.req.query('agent') ?? null);
    const { key, source } = await gateway.callbackKey(agent);
    c.header('Cache-Control', 'no-store');
    return c.json(toCallbackSecretAnswer(key, source, agent));
  });

  return app;
}
