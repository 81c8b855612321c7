import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../../gateway/core/gateway.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { onPostgres } from '../../helpers/db.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { correct, SHIPPING_EDITS } from '../../helpers/learning.ts';

describe('nightly job over HTTP and in two processes', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
    await correct(t, SHIPPING_EDITS.slice(0, 3));
  });
  afterAll(() => t.close());

  it('two jobs at once: one runs, the other is skipped (advisory lock), and nothing is proposed twice', async () => {
    const otherDb = onPostgres() ? await t.testDb.open() : t.testDb.db;
    const other = await createGateway({
      db: otherDb,
      config: t.config,
      embeddings: t.gateway.deps.embeddings,
      logger: silentLogger,
    });
    const results = await Promise.all([t.gateway.runNightly(), other.runNightly()]);
    expect(results.map((r) => r.status).sort()).toEqual(['skipped', 'succeeded']);
    expect(await t.gateway.listRules({ status: 'candidate' })).toHaveLength(1);
    const jobs = await t.testDb.db.query<{ status: string }>(`select status from job_runs order by status`);
    expect(jobs.map((j) => j.status)).toEqual(['skipped', 'succeeded']);
  });

  it('POST /v1/jobs/nightly runs it and answers with its progress', async () => {
    const res = await t.request('POST', '/v1/jobs/nightly');
    expect(res.status).toBe(201);
    const body = (await res.json()) as { status: string; proposed: string[]; progress: string[] };
    expect(body.status).toBe('succeeded');
    expect(body.proposed).toEqual([]);
    expect(body.progress.at(-1)).toMatch(/^done: 0 candidate\(s\)/);
  });

  it('PATCH /v1/rules/:id rewords a candidate without confirming it', async () => {
    const [candidate] = await t.gateway.listRules({ status: 'candidate' });
    const res = await t.request('PATCH', `/v1/rules/${candidate!.id}`, {
      body: 'Never promise a delivery day; say "usually 2-5 days".',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'candidate',
      title: 'Never promise a delivery day; say "usually 2-5 days".',
    });
    expect((await t.gateway.getContext({ goal: 'posts' })).rules).toEqual([]);
    const blank = await t.request('PATCH', `/v1/rules/${candidate!.id}`, { body: ' ' });
    expect(blank.status).toBe(400);
  });
});
