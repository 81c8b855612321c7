// /v1/check — which rules and past corrections a draft likely repeats, before it is submitted.
import { Hono } from 'hono';
import { toCheckAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { checkInput } from '../../kernel/schemas.ts';
import { jsonBody } from '../http/validate.ts';

export type CheckGateway = Pick<Gateway, 'checkDraft'>;

export function checkRoutes(gateway: CheckGateway) {
  const app = new Hono();

  // POST /v1/check { goal, task?, draft } — the rules and corrections this draft repeats, each with its span
  app.post('/', async (c) => c.json(toCheckAnswer(await gateway.checkDraft(await jsonBody(c, checkInput)))));

  return app;
}
