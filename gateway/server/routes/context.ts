// /v1/context — what an agent should know before drafting.
import { Hono } from 'hono';
import { toContextAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { contextQuery } from '../../kernel/schemas.ts';
import { query } from '../http/validate.ts';

export type ContextGateway = Pick<Gateway, 'getContext'>;

export function contextRoutes(gateway: ContextGateway) {
  const app = new Hono();

  // GET /v1/context?goal=&task=&draft=&k= — active rules plus the past corrections that stand out
  app.get('/', async (c) => c.json(toContextAnswer(await gateway.getContext(query(c, contextQuery)))));

  return app;
}
