// Baseline for `taploop start` on Postgres: a process that imports the libraries the server loads at start (the npm
// packages a traced start resolves: HTTP, database client and vectors, validation, dates, schedules, diffs, the
// OpenAI-compatible client, metrics), opens one connection and answers /healthz on PORT.
import { serve } from '@hono/node-server';
import { Cron } from 'croner';
import * as diff from 'diff';
import { Hono } from 'hono';
import { DateTime } from 'luxon';
import OpenAI from 'openai';
import pgvector from 'pgvector';
import postgres from 'postgres';
import promClient from 'prom-client';
import { z } from 'zod';

const env = z.object({ DATABASE_URL: z.string(), PORT: z.coerce.number() }).parse(process.env);
const sql = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
await sql`select 1`;
void [Cron, diff, DateTime, OpenAI, pgvector, promClient];
const app = new Hono().get('/healthz', (c) => c.json({ ok: true }));
const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: env.PORT });
process.once('SIGTERM', () => void sql.end().then(() => server.close(() => process.exit(0))));
