// /v1/rules — the rules agents follow.
import { Hono } from 'hono';
import type { Gateway } from '../gateway.ts';
import { jsonBody, query } from '../http/validate.ts';
import { createRuleInput, listRulesQuery } from '../schemas.ts';

export function rulesRoutes(gateway: Gateway) {
  const app = new Hono();

  // GET /v1/rules?status=&goal= — rules, candidates first
  app.get('/', async (c) => c.json({ rules: await gateway.listRules(query(c, listRulesQuery)) }));

  // POST /v1/rules — a rule the owner writes; active at once
  app.post('/', async (c) => c.json(await gateway.createRule(await jsonBody(c, createRuleInput)), 201));

  return app;
}
