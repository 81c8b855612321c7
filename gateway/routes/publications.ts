// /v1/publications and /v1/goals — the publish outbox and each goal's limits and usage.
import { Hono } from 'hono';
import { z } from 'zod';
import type { Gateway } from '../gateway.ts';
import { query } from '../http/validate.ts';
import { goalName } from '../schemas.ts';

const publicationsQuery = z.object({
  status: z.enum(['queued', 'published', 'failed', 'cancelled']).optional(),
  goal: goalName.optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export function publicationsRoutes(gateway: Gateway) {
  const app = new Hono();

  // GET /v1/publications?status=&goal= — the outbox, latest slot first
  app.get('/', async (c) => {
    const rows = await gateway.listPublications(query(c, publicationsQuery));
    return c.json({
      publications: rows.map((p) => ({
        id: p.id,
        run_id: p.run_id,
        goal: p.goal,
        status: p.status,
        scheduled_for: p.scheduled_for,
        published_at: p.published_at,
        attempts: p.attempts,
        last_error: p.last_error,
      })),
    });
  });

  return app;
}

export function goalsRoutes(gateway: Gateway) {
  const app = new Hono();

  // GET /v1/goals — limits per goal, today's usage in the goal's zone, the next free slot
  app.get('/', async (c) => c.json({ goals: await gateway.listGoals() }));

  return app;
}
