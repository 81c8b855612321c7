// GET /v1/export: taploop JSONL, preference pairs and CSV, each checked against its schema, streamed page by page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TaploopClient } from '../../../client/index.ts';
import { exportRuns } from '../../../gateway/data/export.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { type History, seedHistory } from '../../helpers/history.ts';
import { serveGateway } from '../../helpers/serve.ts';

const iso = z.string().refine((s) => !Number.isNaN(Date.parse(s)) && s.endsWith('Z'), 'ISO time in UTC');
const phrases = z.array(z.string());
const jsonlRecord = z
  .object({
    run_id: z.string().startsWith('run_'),
    goal: z.string().min(1),
    agent: z.string().nullable(),
    task: z.string().nullable(),
    draft: z.string(),
    status: z.enum(['pending', 'approved', 'edited', 'rejected', 'expired']),
    decision: z.enum(['approve', 'reject', 'edit']).nullable(),
    decision_id: z.string().startsWith('fb_').nullable(),
    final_text: z.string().nullable(),
    reason: z.string().nullable(),
    edit_kind: z.enum(['cosmetic', 'substantive']).nullable(),
    removed: phrases,
    added: phrases,
    same_mistake: z
      .union([
        z.object({ decision_id: z.string() }).strict(),
        z.object({ rule_id: z.string() }).strict(),
        z.object({ new: z.literal(true) }).strict(),
      ])
      .nullable(),
    context: z
      .object({
        id: z.string().nullable(),
        rules: z.array(z.object({ id: z.string(), title: z.string(), body: z.string() }).strict()),
        correction_ids: z.array(z.string()),
      })
      .strict(),
    created_at: iso,
    decided_at: iso.nullable(),
    decided_by: z.string().nullable(),
    person: z.string().nullable(),
    decided_via: z.string().nullable(),
  })
  .strict();
const pair = z.object({ prompt: z.string().min(1), chosen: z.string().min(1), rejected: z.string().min(1) }).strict();
const csvHeader = [
  'run_id',
  'goal',
  'agent',
  'task',
  'draft',
  'status',
  'decision',
  'final_text',
  'reason',
  'edit_kind',
  'removed',
  'added',
  'context_rule_ids',
  'context_correction_ids',
  'created_at',
  'decided_at',
  'decided_by',
  'decided_via',
  'decision_id',
  'same_mistake_as',
  'person',
];

/** A small RFC 4180 reader: quoted cells may hold commas, quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') row.push(cell), (cell = '');
    else if (ch === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++;
    else cell += ch;
  }
  return rows;
}

const RUNS = 40;
let t: TestGateway;
let history: History;
/** Two edits of one goal the owner said are the same mistake (the later one answered). */
let linked: { first: string; later: string };

beforeAll(async () => {
  t = await createTestGateway();
  history = await seedHistory(t, RUNS);
  const [first, later] = await t.testDb.db.query<{ id: string }>(
    `select f.id from feedback f join runs r on r.id = f.run_id where f.rating = 0 and r.goal = 'posts'
     order by f.created_at limit 2`,
  );
  linked = { first: first!.id, later: later!.id };
  const res = await t.request('POST', `/v1/decisions/${linked.later}/mistake`, { same_as: linked.first });
  expect(res.status).toBe(201);
}, 120_000);
afterAll(() => t?.close());

async function exportText(query: string) {
  const res = await t.request('GET', `/v1/export?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return {
    text: await res.text(),
    summary: JSON.parse(res.headers.get('taploop-export-summary')!),
    type: res.headers.get('content-type'),
  };
}

describe('GET /v1/export', () => {
  it('writes one taploop JSONL record per run, each matching the documented schema, oldest first', async () => {
    const { text, summary } = await exportText('format=jsonl');
    const records = text
      .trimEnd()
      .split('\n')
      .map((l) => jsonlRecord.parse(JSON.parse(l)));
    expect(records.map((r) => r.run_id)).toEqual(history.runIds);
    expect(summary).toMatchObject({ format: 'jsonl', runs: RUNS, lines: RUNS });
    const edit = records.find((r) => r.decision === 'edit' && r.task)!;
    expect(edit).toMatchObject({
      status: 'edited',
      edit_kind: 'substantive',
      final_text: expect.stringContaining('small fee'),
    });
    expect(edit.removed.join(' ')).toContain('charge');
    expect(edit.added.join(' ')).toContain('fee');
    expect(edit.context.rules.map((r) => r.title)).toContain('No exclamation marks');
    const rejection = records.find((r) => r.decision === 'reject')!;
    expect(rejection.reason).toMatch(/^too loud/);
    // Corrections seen in the agent's context are named by id (the 4th and later runs had earlier ones to see).
    expect(records.some((r) => r.context.correction_ids.length > 0)).toBe(true);
    // Each decision by its id, and the owner's answer to "same mistake as one of these?" on the one they answered.
    expect(records.find((r) => r.decision_id === linked.later)?.same_mistake).toEqual({ decision_id: linked.first });
    expect(records.filter((r) => r.same_mistake !== null)).toHaveLength(1);
    expect(records.filter((r) => r.decision === null).every((r) => r.decision_id === null)).toBe(true);
  });

  it('writes preference pairs only for edits with a task, counting what it left out', async () => {
    const { text, summary } = await exportText('format=pairs');
    const lines = text.trimEnd().split('\n');
    // A plain JSONL reader: one JSON.parse per line, nothing else.
    const pairs = lines.map((l) => pair.parse(JSON.parse(l)));
    expect(pairs).toHaveLength(history.made.edit);
    expect(summary).toMatchObject({
      format: 'pairs',
      pairs: history.made.edit,
      lines: history.made.edit,
      edits_left_out: history.made.editNoTask,
      approvals: history.made.approve,
      rejections: history.made.reject,
      undecided: history.made.pending,
    });
    const first = pairs[0]!;
    expect(first.prompt).toMatch(/^Goal: (posts|replies)\nTask: .+/);
    expect(first.chosen).toContain('small fee');
    expect(first.rejected).toContain('small charge');
    expect(pairs.some((p) => p.prompt.includes('Rules:\n- No exclamation marks'))).toBe(true);
  });

  it('writes CSV a spreadsheet reads back: a header and one row per run, quotes and commas kept', async () => {
    const { text, type } = await exportText('format=csv');
    expect(type).toMatch(/^text\/csv/);
    const [header, ...rows] = parseCsv(text);
    expect(header).toEqual(csvHeader);
    expect(rows).toHaveLength(RUNS);
    for (const row of rows) expect(row).toHaveLength(csvHeader.length);
    const draft = rows[0]![csvHeader.indexOf('draft')]!;
    expect(draft).toBe('Draft 0: Big news, we ship today! Pricing has a small charge, "quoted", and commas, too.');
    expect(z.array(z.string()).parse(JSON.parse(rows[3]![csvHeader.indexOf('removed')]!))).toBeInstanceOf(Array);
    const answered = rows.find((r) => r[csvHeader.indexOf('decision_id')] === linked.later)!;
    expect(answered[csvHeader.indexOf('same_mistake_as')]).toBe(linked.first);
  });

  it('filters by goal and time', async () => {
    const replies = (await exportText('format=jsonl&goal=replies')).text
      .trimEnd()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(replies.length).toBe(Math.ceil(RUNS / 3));
    expect(replies.every((r) => r.goal === 'replies')).toBe(true);
    const future = await exportText(`since=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`);
    expect(future.text).toBe('');
    expect(future.summary.runs).toBe(0);
  });

  it('says what to fix for an unknown format or a bad date', async () => {
    const res = await t.request('GET', '/v1/export?format=xml');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/format/);
    const bad = await t.request('GET', '/v1/export?since=yesterday');
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid query: since: since must be an ISO date or time, e.g. 2026-11-01 or 2026-11-01T09:00:00Z',
    );
    expect((await t.request('GET', '/v1/export?until=2026-11-01T09:00:00Z&since=2026-10-01')).status).toBe(200);
    const typo = await t.request('GET', '/v1/export?formt=csv');
    expect(((await typo.json()) as { error: { message: string } }).error.message).toBe(
      'Invalid query: unknown parameter "formt" (accepted: format, goal, since, until)',
    );
  });

  it('walks keyset pages without losing or repeating a run, even for runs created in the same microsecond', async () => {
    // Two runs with one created_at: the (created_at, id) key must still order and separate them.
    await t.testDb.db.query(`update runs set created_at = (select created_at from runs where id = $1) where id = $2`, [
      history.runIds[10],
      history.runIds[11],
    ]);
    const whole = await exportRuns(t.testDb.db, { format: 'jsonl' });
    const paged = await exportRuns(t.testDb.db, { format: 'jsonl' }, { pageSize: 3 });
    const ids = async (lines: AsyncGenerator<string>) => {
      let text = '';
      for await (const chunk of lines) text += chunk;
      return text
        .trimEnd()
        .split('\n')
        .map((l) => JSON.parse(l).run_id as string);
    };
    const all = await ids(whole.lines);
    expect(await ids(paged.lines)).toEqual(all);
    expect(new Set(all).size).toBe(RUNS);
  });

  it('streams through the typed client, with the summary before the rows', async () => {
    const served = await serveGateway(t);
    try {
      const client = new TaploopClient({ baseUrl: served.url });
      const { summary, body } = await client.export({ format: 'pairs', goal: 'posts' });
      const text = await new Response(body).text();
      expect(summary?.pairs).toBe(text.trimEnd().split('\n').length);
    } finally {
      await served.close();
    }
  });
});
