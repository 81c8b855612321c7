// /v1/settings — what the owner needs to set up receivers; owner-only like every /v1 route agents are not allowed.
import { Hono } from 'hono';
import type { Gateway } from '../../core/gateway.ts';
import { callbackSecret } from '../../publish/callbacks.ts';
import { toCallbackSecretAnswer } from '../answers.ts';

export function settingsRoutes(gateway: Gateway) {
  const app = new Hono();

  // GET /v1/settings/callback-secret — the key callbacks are signed with (CALLBACK_SECRET, else the generated one)
  app.get('/callback-secret', async (c) => {
    const configured = gateway.deps.config.callbackSecret;
    c.header('Cache-Control', 'no-store');
    return c.json(
      configured
        ? toCallbackSecretAnswer(configured, 'CALLBACK_SECRET')
        : toCallbackSecretAnswer(await callbackSecret(gateway.deps.db), 'generated'),
    );
  });

  return app;
}
