// /v1/stats — daily feedback counts, and every tap received with what became of it.
import { Hono } from 'hono';
import { toDigestAnswer, toStatsAnswer } from '../../contract/answers.ts';
import type { Reports } from '../../core/doors.ts';
import { statsQuery } from '../../kernel/schemas.ts';
import { query } from '../http/validate.ts';

export function statsRoutes(gateway: Reports) {
  const app = new Hono();

  // GET /v1/stats/daily?days=7 — one row per day in the owner's time zone
  app.get('/daily', async (c) => c.json(toStatsAnswer(await gateway.getStats(query(c, statsQuery)))));

  // GET /v1/stats/digest — the daily digest as the channels receive it (yesterday, in the owner's zone)
  app.get('/digest', async (c) => c.json(toDigestAnswer(await gateway.buildDigest())));

  return app;
}
