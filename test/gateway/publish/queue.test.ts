import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublicationSlot } from '../../../gateway/core/decisions.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';

const goals = {
  goals: {
    posts: { maxPerDay: 3, minGapMinutes: 0, timezone: 'Asia/Seoul', undoSeconds: 0 },
    spaced: { maxPerDay: 10, minGapMinutes: 180, timezone: 'UTC', undoSeconds: 0 },
    careful: { maxPerDay: 10, undoSeconds: 3600, timezone: 'UTC' },
  },
};

describe('publish queue', () => {
  let t: TestGateway;
  const approve = async (goal: string, body: Record<string, unknown> = { action: 'approve' }) => {
    const id = await submit(t, { goal });
    const res = await decideVia(t, id, body);
    expect(res.status).toBe(201);
    return { id, publication: ((await res.json()) as { publication: PublicationSlot }).publication };
  };

  beforeAll(async () => {
    t = await createTestGateway({ goals });
  });
  afterAll(() => t.close());

  it('queues the 4th approval of a 3/day goal for the start of the next day in the goal’s zone', async () => {
    const slots = [];
    for (let i = 0; i < 4; i++) slots.push((await approve('posts')).publication);
    expect(slots.slice(0, 3).map((s) => s.day_position)).toEqual([1, 2, 3]);
    const tomorrow = DateTime.now().setZone('Asia/Seoul').startOf('day').plus({ days: 1 });
    expect(new Date(slots[3]!.scheduled_for).toISOString()).toBe(tomorrow.toUTC().toISO());
    expect(slots[3]).toMatchObject({ day_position: 1, max_per_day: 3, timezone: 'Asia/Seoul', status: 'queued' });
    const rows = await t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from publications where goal = 'posts'`,
    );
    expect(rows[0]!.n).toBe(4);
  });

  it('keeps the gap between publications of a goal', async () => {
    const a = (await approve('spaced')).publication;
    const b = (await approve('spaced', { action: 'edit', text: 'An edited post' })).publication;
    expect(new Date(b.scheduled_for).getTime() - new Date(a.scheduled_for).getTime()).toBe(180 * 60_000);
    const pub = await t.testDb.db.query<{ text: string }>(`select text from publications where id = $1`, [b.id]);
    expect(pub[0]!.text).toBe('An edited post');
  });

  it('queues nothing for a rejection', async () => {
    const id = await submit(t, { goal: 'posts' });
    const res = await decideVia(t, id, { action: 'reject', reason: 'no' });
    expect(((await res.json()) as { publication: unknown }).publication).toBeNull();
    expect(await t.testDb.db.query(`select 1 from publications where run_id = $1`, [id])).toEqual([]);
  });

  it('undo cancels the publication, returns the run to pending and marks the row undone', async () => {
    const { id, publication } = await approve('careful');
    expect(new Date(publication.undo_until!).getTime()).toBeGreaterThan(Date.now() + 3500_000);
    const res = await t.request('POST', `/v1/runs/${id}/undo`, { event_key: 'undo-1' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ outcome: 'stored', run: { status: 'pending' } });
    const pub = await t.testDb.db.query<{ status: string }>(`select status from publications where run_id = $1`, [id]);
    expect(pub).toEqual([{ status: 'cancelled' }]);
    const fb = await t.testDb.db.query<{ undone: boolean }>(
      `select undone_at is not null as undone from feedback where run_id = $1`,
      [id],
    );
    expect(fb).toEqual([{ undone: true }]);
    // The replayed undo stores nothing; the run can be decided again.
    expect(await (await t.request('POST', `/v1/runs/${id}/undo`, { event_key: 'undo-1' })).json()).toMatchObject({
      outcome: 'duplicate',
    });
    expect((await decideVia(t, id, { action: 'reject', reason: 'on second thought' })).status).toBe(201);
    expect((await feedbackRows(t, id)).map((r) => r.rating)).toEqual([1, -1]);
  });

  it('undo is refused once the publication went out', async () => {
    const { id } = await approve('posts');
    await t.testDb.db.query(`update publications set status = 'published', published_at = now() where run_id = $1`, [
      id,
    ]);
    const res = await t.request('POST', `/v1/runs/${id}/undo`, {});
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { message: expect.stringMatching(/^Too late to undo: already published at /) },
    });
    expect((await (await t.request('GET', `/v1/runs/${id}`)).json()) as object).toMatchObject({ status: 'approved' });
  });

  it('shows the outbox and each goal’s usage over HTTP', async () => {
    const pubs = (await (await t.request('GET', '/v1/publications?goal=posts&status=queued')).json()) as {
      publications: { goal: string; status: string; run_id: string; attempts: number }[];
    };
    expect(pubs.publications.length).toBeGreaterThanOrEqual(4);
    expect(pubs.publications.every((p) => p.goal === 'posts' && p.status === 'queued')).toBe(true);
    const goalsView = (await (await t.request('GET', '/v1/goals')).json()) as {
      goals: { goal: string; max_per_day: number; today: object; next_slot: string }[];
    };
    expect(goalsView.goals.find((g) => g.goal === 'posts')).toMatchObject({ max_per_day: 3, timezone: 'Asia/Seoul' });
    const run = pubs.publications[0]!.run_id;
    expect((await (await t.request('GET', `/v1/runs/${run}`)).json()) as object).toMatchObject({
      publication: { status: 'queued' },
    });
  });
});
