// Forget (DELETE /v1/runs/:id) and retention (RETENTION_DAYS): texts gone from every table, embedding and
// published.jsonl; counts, ratings and rules unchanged; context no longer returns the removed text.
import { appendFileSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dumpDatabase } from '../../../db/backup.ts';
import { runRetention } from '../../../gateway/data/retention.ts';
import { createLogger, silentLogger } from '../../../gateway/kernel/logger.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { createLogPublisher } from '../../../gateway/publish/publishers/log.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { seedHistory } from '../../helpers/history.ts';

const open = { undoSeconds: 0, minGapMinutes: 0, maxPerDay: 1000 };
const dataDir = mkdtempSync(join(tmpdir(), 'taploop-retention-'));
const published = join(dataDir, 'published.jsonl');
let t: TestGateway;

async function call(method: string, path: string, body?: unknown) {
  const res = await t.request(method, path, body);
  // biome-ignore lint/suspicious/noExplicitAny: the test reads the answers' fields loosely and asserts on them
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

/** A run whose every text carries `mark`, decided with an edit (or a rejection with a reason). */
async function markedRun(mark: string, action: 'edit' | 'reject') {
  const task = `${mark.toLowerCase()} onboarding tour for new zebra keepers`;
  const ctx = await call('GET', `/v1/context?goal=posts&task=${encodeURIComponent(task)}`);
  const run = await call('POST', '/v1/runs', {
    goal: 'posts',
    task,
    draft: `${mark} draft: welcome aboard!!! ${mark}`,
    context_id: ctx.body.context_id,
    metadata: { note: mark },
  });
  const body =
    action === 'edit'
      ? { action, text: `${mark} fixed: welcome aboard.` }
      : { action, reason: `${mark} reason: too loud` };
  expect((await call('POST', `/v1/runs/${run.body.id}/decision`, body)).status).toBe(201);
  return { id: run.body.id as string, task };
}

async function everything(): Promise<string> {
  let text = '';
  await dumpDatabase(t.testDb.db, async (line) => void (text += line));
  return text;
}

const publishDue = () =>
  createDispatcher(t.gateway.deps, { publishers: publisherFactory(t.config, silentLogger) }).runOnce();
const countsAndRules = async () => ({
  stats: (await call('GET', '/v1/stats/daily?days=60')).body,
  rules: (await call('GET', '/v1/rules')).body,
});

beforeAll(async () => {
  t = await createTestGateway({
    env: { DATA_DIR: dataDir, RETENTION_DAYS: '30' },
    goals: { goals: { posts: open, replies: open } },
  });
  await seedHistory(t, 12);
}, 120_000);
afterAll(() => t?.close());

describe('forget a run', () => {
  it('removes its texts everywhere at once, keeps counts and rules, and context stops returning it', async () => {
    const quagga = await markedRun('QUAGGA', 'edit');
    await t.gateway.settle();
    await publishDue();
    expect(readFileSync(published, 'utf8')).toContain('QUAGGA fixed');
    const ctxBefore = await call('GET', `/v1/context?goal=posts&task=${encodeURIComponent(quagga.task)}`);
    expect(JSON.stringify(ctxBefore.body.corrections)).toContain('QUAGGA');
    const before = await countsAndRules();
    const otherLines = readFileSync(published, 'utf8')
      .split('\n')
      .filter((l) => l && !l.includes('QUAGGA')).length;

    const res = await call('DELETE', `/v1/runs/${quagga.id}`);
    expect(res.status).toBe(200);
    expect(res.body.removed).toMatchObject({ runs: 1, feedback: 1, contexts: 2, publications: 1, published_lines: 1 });

    const left = (await everything()).split('\n').filter((l) => /quagga/i.test(l));
    expect(left).toEqual([]); // no table, column or embedding row holds it
    expect(readFileSync(published, 'utf8')).not.toContain('QUAGGA');
    expect(readFileSync(published, 'utf8').split('\n').filter(Boolean)).toHaveLength(otherLines);
    expect(await countsAndRules()).toEqual(before);
    const ctxAfter = await call('GET', `/v1/context?goal=posts&task=${encodeURIComponent(quagga.task)}`);
    expect(JSON.stringify(ctxAfter.body)).not.toMatch(/QUAGGA/i);
    const run = await call('GET', `/v1/runs/${quagga.id}`);
    expect(run.body).toMatchObject({
      status: 'edited',
      draft: '',
      final_text: null,
      task: null,
      decision: { rating: 0, edit_kind: 'substantive', correction: null },
    });
  });

  it('removes nothing the second time, and says which run it does not know', async () => {
    const { id } = await markedRun('TAPIR', 'reject');
    expect((await call('DELETE', `/v1/runs/${id}`)).body.removed.runs).toBe(1);
    expect((await call('DELETE', `/v1/runs/${id}`)).body.removed).toEqual({
      runs: 1,
      feedback: 1,
      contexts: 0,
      publications: 0,
      taps: 0,
      deliveries: 0,
      candidates: 0,
      published_lines: 0,
    });
    expect((await call('DELETE', '/v1/runs/run_unknown123')).status).toBe(404);
  });
});

describe('published.jsonl while it is rewritten', () => {
  it('an append during the rewrite that forgets a run is never lost (the publisher waits on the file lock)', async () => {
    const okapi = await markedRun('OKAPI', 'edit');
    await t.gateway.settle();
    await publishDue();
    // A long file, so the rewrite takes a while and the appends below land while it reads.
    const filler = `${JSON.stringify({ publication_id: 'pub_filler', run_id: 'run_filler', text: 'x'.repeat(200) })}\n`;
    appendFileSync(published, filler.repeat(40_000));
    const publisher = createLogPublisher({ dataDir, logger: silentLogger });
    const ids: string[] = [];
    let forgetting = true;
    const appends = (async () => {
      // Appends go on for as long as the forget does, so some land while the file is rewritten.
      while (forgetting || ids.length < 5) {
        const id = `pub_during_${ids.length}`;
        ids.push(id);
        await publisher.publish({
          publicationId: id,
          runId: `run_${id}`,
          goal: 'posts',
          target: null,
          text: id,
          idempotencyKey: `run_${id}`,
          attempt: 1,
        });
        await new Promise((ok) => setTimeout(ok, 2));
      }
    })();
    const forgot = await call('DELETE', `/v1/runs/${okapi.id}`);
    forgetting = false;
    await appends;
    expect(forgot.body.removed.published_lines).toBe(1);
    const lines = readFileSync(published, 'utf8').split('\n').filter(Boolean);
    for (const id of ids) expect(lines.filter((l) => l.includes(`"${id}"`))).toHaveLength(1);
    expect(lines.filter((l) => l.includes('OKAPI'))).toEqual([]);
    expect(lines.filter((l) => l.includes('run_filler'))).toHaveLength(40_000);
    expect(existsSync(`${published}.lock`)).toBe(false);
  });
});

describe('retention', () => {
  it('removes the texts of runs older than RETENTION_DAYS, logs the counts, and leaves newer runs and the counts alone', async () => {
    const okapi = await markedRun('OKAPI', 'reject');
    const fresh = await markedRun('GNU', 'edit');
    await t.gateway.settle();
    await publishDue();
    await t.testDb.db.query(`update runs set created_at = now() - interval '40 days' where id = $1`, [okapi.id]);
    await t.testDb.db.query(
      `update contexts set created_at = now() - interval '40 days' where id = (select context_id from runs where id = $1)`,
      [okapi.id],
    );
    const before = await countsAndRules();
    const lines: string[] = [];

    const result = await runRetention({ ...t.gateway.deps, logger: createLogger('info', (l) => lines.push(l)) });

    expect(result).toMatchObject({ status: 'succeeded', runs: 1, feedback: 1 });
    expect(lines.join('\n')).toMatch(/retention removed the texts of old runs .*"runs":1,"feedback":1/);
    const all = await everything();
    expect(all).not.toMatch(/OKAPI|okapi/);
    expect(all).toContain('GNU fixed'); // a run inside the window keeps its texts
    expect(existsSync(published) && readFileSync(published, 'utf8')).toContain('GNU fixed');
    expect(await countsAndRules()).toEqual(before);
    const job = await t.testDb.db.query<{ status: string; counts: Record<string, number> }>(
      `select status, counts from job_runs where job = 'retention'`,
    );
    expect(job).toEqual([{ status: 'succeeded', counts: expect.objectContaining({ runs: 1, feedback: 1 }) }]);
    expect((await runRetention(t.gateway.deps)).runs).toBe(0); // idempotent
    expect((await t.gateway.runNightly({})).status).toBe('succeeded'); // learning reads what is kept
    void fresh;
  });

  it('runs from POST /v1/jobs/nightly too, after learning, and says what it removed in the progress lines', async () => {
    const zorilla = await markedRun('ZORILLA', 'edit');
    const eland = await markedRun('ELAND', 'reject');
    await t.gateway.settle();
    await publishDue();
    await t.testDb.db.query(`update runs set created_at = now() - interval '45 days' where id = $1`, [zorilla.id]);
    const before = await countsAndRules();

    const res = await call('POST', '/v1/jobs/nightly');

    expect(res.status).toBe(201);
    expect(res.body.retention).toMatchObject({ status: 'succeeded', runs: 1, feedback: 1 });
    const progress = (res.body.progress as string[]).join('\n');
    expect(progress).toMatch(/retention \(30 days\): removed the texts of 1 run\(s\)/);
    expect(progress.indexOf('retention')).toBeGreaterThan(progress.indexOf('done:')); // after learning read the window
    const all = await everything();
    expect(all).not.toMatch(/ZORILLA|zorilla/);
    expect(all).toContain('ELAND reason'); // a run inside the window keeps its texts
    expect((await call('GET', `/v1/runs/${zorilla.id}`)).body).toMatchObject({ draft: '', final_text: null });
    const after = await countsAndRules();
    expect(after.stats).toEqual(before.stats);
    expect(after.rules.rules).toEqual(expect.arrayContaining(before.rules.rules)); // learning may add a candidate, retention removes none
    void eland;
  });
});
