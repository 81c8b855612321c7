// /v1/jobs — run a scheduled job now.
import { Hono } from 'hono';
import { toNightlyAnswer } from '../../contract/answers.ts';
import type { Gateway } from '../../core/gateway.ts';

export type JobsGateway = Pick<Gateway, 'runNightly'>;

export function jobsRoutes(gateway: JobsGateway) {
  const app = new Hono();

  // POST /v1/jobs/nightly — mine repeated corrections into candidate rules now (200 skipped if one is running)
  app.post('/nightly', async (c) => {
    const lines: string[] = [];
    const result = await gateway.runNightly({}, (line) => lines.push(line));
    return c.json(toNightlyAnswer(result, lines), result.status === 'succeeded' ? 201 : 200);
  });

  return app;
}
