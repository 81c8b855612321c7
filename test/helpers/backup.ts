// Backup → restore into the other backend → the same API answers: the round trip both test suites run.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';
import { listTables, restoreDatabase } from '../../db/backup.ts';
import type { Db } from '../../db/client.ts';
import { backupLines } from '../../gateway/data/lines.ts';
import { silentLogger } from '../../gateway/kernel/logger.ts';
import { createApp } from '../../gateway/server/app.ts';
import { createTestDb, onPostgres, type TestDb } from './db.ts';
import { createSiblingGateway, type TestGateway } from './gateway.ts';

/** A fresh database on the other backend: Postgres → PGlite; PGlite → Postgres when one is configured, else PGlite. */
export function otherBackendDb(): Promise<TestDb> {
  return testDbOn(onPostgres() || !process.env.TEST_DATABASE_URL ? 'pglite' : 'postgres');
}

/** A fresh, empty database on the given backend, whichever backend this test file runs on. */
export async function testDbOn(backend: 'pglite' | 'postgres'): Promise<TestDb> {
  const was = process.env.TEST_BACKEND;
  process.env.TEST_BACKEND = backend;
  try {
    return await createTestDb();
  } finally {
    process.env.TEST_BACKEND = was;
  }
}

/** Every row of every table, as JSON text in a stable order: two databases holding the same rows give equal maps. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const all: Record<string, string[]> = {};
  for (const table of await listTables(db)) {
    const rows = await db.query<{ r: string }>(`select to_jsonb(t)::text as r from agent_learning."${table.name}" t`);
    all[table.name] = rows.map((x) => x.r).sort();
  }
  return all;
}

/** GETs whose answers must not change across a backup and restore (context ids are new on every call). */
export function answersToCompare(runIds: string[], tasks: string[]): string[] {
  const sample = runIds.filter((_, i) => i % Math.max(1, Math.floor(runIds.length / 12)) === 0);
  return [
    '/v1/export?format=jsonl',
    '/v1/export?format=pairs',
    '/v1/runs?limit=500',
    '/v1/runs?limit=500&goal=replies',
    '/v1/stats/daily?days=3',
    '/v1/rules',
    '/v1/publications?limit=1000',
    ...sample.map((id) => `/v1/runs/${id}`),
    ...tasks.flatMap((task) =>
      ['posts', 'replies'].map((goal) => `/v1/context?goal=${goal}&task=${encodeURIComponent(task)}`),
    ),
  ];
}

async function answer(request: (path: string) => Promise<Response>, path: string): Promise<unknown> {
  const res = await request(path);
  expect(res.status, path).toBe(200);
  const text = await res.text();
  if (!path.startsWith('/v1/context')) return text;
  return comparableContext(JSON.parse(text) as ContextAnswer);
}

interface ContextAnswer {
  goal: string;
  rules: unknown[];
  corrections: { feedback_id: string; similarity: number }[];
  text: string;
}

/**
 * The context minus what may legitimately differ: its new id, and which of several equally similar corrections an
 * approximate (HNSW) index returns first. The rules, the similarity of every returned correction, and every
 * correction that is more similar than the last one returned must be the same.
 */
function comparableContext(c: ContextAnswer) {
  const lowest = Math.min(...c.corrections.map((x) => x.similarity));
  return {
    goal: c.goal,
    rules: c.rules,
    rulesText: c.text.split('## Past corrections')[0],
    similarities: c.corrections.map((x) => x.similarity).sort((a, b) => b - a),
    clearWinners: c.corrections
      .filter((x) => x.similarity > lowest)
      .sort((a, b) => a.feedback_id.localeCompare(b.feedback_id)),
  };
}

export interface RoundTrip {
  file: string;
  target: TestDb;
  rows: Record<string, number>;
  compared: number;
  close(): Promise<void>;
}

/** Backs `t` up through GET /v1/backup, restores the file into the other backend and compares every answer. */
export async function backupAndCompare(t: TestGateway, paths: string[]): Promise<RoundTrip> {
  const res = await t.request('GET', '/v1/backup');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/gzip');
  const file = join(mkdtempSync(join(tmpdir(), 'taploop-backup-')), 'backup.jsonl.gz');
  writeFileSync(file, Buffer.from(await res.arrayBuffer()));

  const target = await otherBackendDb();
  const { rows } = await restoreDatabase(target.db, backupLines(file));
  const gateway = await createSiblingGateway(t, target.db);
  const app = createApp({ gateway, config: t.config, logger: silentLogger });
  const before = (path: string) => t.request('GET', path);
  const after = (path: string) => Promise.resolve(app.request(path));
  for (const path of paths) expect(await answer(after, path), path).toEqual(await answer(before, path));
  return { file, target, rows, compared: paths.length, close: () => target.close() };
}
