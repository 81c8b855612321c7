// /v1/decisions/:id/mistake — "the same mistake as one of these?" about an edit or a rejection, and the owner's answer;
// /v1/decisions/unnamed — the week's edits and rejections still unnamed, asked again.
import { Hono } from 'hono';
import { toMistakeQuestionAnswer, toUnnamedAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { decisionId, mistakeAnswerBody, unnamedQuery } from '../../kernel/schemas.ts';
import { answerFrom } from '../../learning/mistake-links.ts';
import { jsonBody, parse, query } from '../http/validate.ts';

export type DecisionsGateway = Pick<Gateway, 'unnamedQuestions' | 'mistakeQuestion' | 'answerMistake'>;

export function decisionsRoutes(gateway: DecisionsGateway) {
  const app = new Hono();

  // GET /v1/decisions/unnamed[?limit=N] — the questions not answered yet, newest first, with the choices they have now
  app.get('/unnamed', async (c) => c.json(toUnnamedAnswer(await gateway.unnamedQuestions(query(c, unnamedQuery)))));

  // GET /v1/decisions/:id/mistake — the goal's rules and past corrections most like this one, and the answer so far
  app.get('/:id/mistake', async (c) => {
    const id = parse(decisionId, c.req.param('id'), 'decision id');
    return c.json(toMistakeQuestionAnswer(await gateway.mistakeQuestion(id)));
  });

  // POST /v1/decisions/:id/mistake — { same_as } | { rule_id } | { new: true }; a second answer replaces the first
  app.post('/:id/mistake', async (c) => {
    const id = parse(decisionId, c.req.param('id'), 'decision id');
    const body = await jsonBody(c, mistakeAnswerBody);
    await gateway.answerMistake({ feedbackId: id, answer: answerFrom(body), source: 'api', actor: body.actor ?? null });
    return c.json(toMistakeQuestionAnswer(await gateway.mistakeQuestion(id)), 201);
  });

  return app;
}
