// /v1/publications and /v1/goals — the publish outbox and each goal's limits and usage.
import { Hono } from 'hono';
import { z } from 'zod';
import { toGoalAnswer, toPublicationAnswer, toTrustAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';
import { goalName, missingOr, strictBody, wholeNumber } from '../../kernel/schemas.ts';
import { jsonBody, parse, query } from '../http/validate.ts';

const publicationsQuery = z.object({
  status: z.enum(['queued', 'published', 'failed', 'cancelled']).optional(),
  goal: goalName.optional(),
  limit: wholeNumber('limit', 1, 1000).default(100),
});

export type PublicationsGateway = Pick<Gateway, 'listPublications'>;

export function publicationsRoutes(gateway: PublicationsGateway) {
  const app = new Hono();

  // GET /v1/publications?status=&goal= — the outbox, latest slot first
  app.get('/', async (c) => {
    const rows = await gateway.listPublications(query(c, publicationsQuery));
    return c.json({ publications: rows.map(toPublicationAnswer) });
  });

  return app;
}

const TRUST_ACTIONS = '"accept" (auto-approve this goal) or "decline"';
const trustBody = strictBody({
  action: z.enum(['accept', 'decline'], {
    error: missingOr(`action is required: ${TRUST_ACTIONS}`, `action must be ${TRUST_ACTIONS}`),
  }),
  actor: z.string().max(200).optional(),
  event_key: z
    .string()
    .min(1)
    .max(200)
    .optional()
    .describe('the tap id: a retry with the same key changes nothing twice'),
});

export type GoalsGateway = Pick<Gateway, 'listGoals' | 'trustOverview' | 'decideTrust'>;

export function goalsRoutes(gateway: GoalsGateway) {
  const app = new Hono();

  // GET /v1/goals — limits per goal, today's usage in the goal's zone, the next free slot, the trust mode
  app.get('/', async (c) => {
    const [goals, trust] = await Promise.all([gateway.listGoals(), gateway.trustOverview()]);
    return c.json({
      goals: goals.map((g) =>
        toGoalAnswer(
          g,
          trust.find((x) => x.goal === g.goal),
        ),
      ),
    });
  });

  // POST /v1/goals/:goal/trust — accept the offered auto-approval, or go back to manual approval
  app.post('/:goal/trust', async (c) => {
    const goal = parse(goalName, c.req.param('goal'), 'goal');
    const body = await jsonBody(c, trustBody);
    return c.json(
      toTrustAnswer(
        await gateway.decideTrust({
          goal,
          action: body.action,
          eventKey: body.event_key ?? null,
          actor: body.actor ?? null,
          source: 'api',
        }),
      ),
    );
  });

  return app;
}
