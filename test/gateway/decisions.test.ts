import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';
import { decideVia, feedbackRows, submit, tapOutcomes } from '../helpers/runs.ts';

describe('decisions', () => {
  let t: TestGateway;
  beforeAll(async () => {
    t = await createTestGateway();
  });
  afterAll(() => t.close());

  it('a submitted draft is pending', async () => {
    const id = await submit(t);
    const res = await t.request('GET', `/v1/runs/${id}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'pending', goal: 'posts', decision: null });
    const pending = (await (await t.request('GET', '/v1/runs?status=pending')).json()) as { runs: { id: string }[] };
    expect(pending.runs.map((r) => r.id)).toContain(id);
  });

  it('approve stores one +1 row and approves the run', async () => {
    const id = await submit(t);
    const res = await decideVia(t, id, { action: 'approve' });
    expect(res.status).toBe(201);
    expect(await feedbackRows(t, id)).toMatchObject([{ rating: 1, correction: null, source: 'api' }]);
    expect((await (await t.request('GET', `/v1/runs/${id}`)).json()) as object).toMatchObject({
      status: 'approved',
      final_text: 'Big news: we ship today!',
      decision: { rating: 1 },
    });
    expect(await tapOutcomes(t, id)).toEqual(['stored']);
  });

  it('reject stores one -1 row with its reason', async () => {
    const id = await submit(t);
    const res = await decideVia(t, id, { action: 'reject', reason: 'too salesy' });
    expect(res.status).toBe(201);
    expect(await feedbackRows(t, id)).toMatchObject([{ rating: -1, reason: 'too salesy', correction: null }]);
  });

  it('edit stores one 0 row with the correction and its kind', async () => {
    const id = await submit(t, { draft: 'We ship in 24 hours, guaranteed! Order now' });
    const res = await decideVia(t, id, { action: 'edit', text: 'We ship within a few days. Order now' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      run: { status: 'edited', final_text: 'We ship within a few days. Order now' },
    });
    expect(await feedbackRows(t, id)).toMatchObject([
      { rating: 0, correction: 'We ship within a few days. Order now', edit_kind: 'substantive' },
    ]);
  });

  it('a cosmetic edit is classified as such', async () => {
    const id = await submit(t, { draft: 'we ship today!!! 🚀' });
    await decideVia(t, id, { action: 'edit', text: 'We ship today.' });
    expect(await feedbackRows(t, id)).toMatchObject([{ edit_kind: 'cosmetic' }]);
  });

  it('the same event_key again returns the first result and stores nothing', async () => {
    const id = await submit(t);
    const first = await decideVia(t, id, { action: 'approve', event_key: 'tap-1' });
    const again = await decideVia(t, id, { action: 'approve', event_key: 'tap-1' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ outcome: 'duplicate' });
    expect(await feedbackRows(t, id)).toHaveLength(1);
    expect(await tapOutcomes(t, id)).toEqual(['stored', 'duplicate']);
  });

  it('20 concurrent replays of one event_key store one row', async () => {
    const id = await submit(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => decideVia(t, id, { action: 'approve', event_key: 'burst-1' })),
    );
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([...Array(19).fill(200), 201]);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('the same event_key on another run is a 409', async () => {
    const a = await submit(t);
    const b = await submit(t);
    await decideVia(t, a, { action: 'approve', event_key: 'shared-key' });
    const res = await decideVia(t, b, { action: 'approve', event_key: 'shared-key' });
    expect(res.status).toBe(409);
    expect(await feedbackRows(t, b)).toHaveLength(0);
  });

  it('a conflicting second decision is refused with 409, stores no row, and is logged as a conflict', async () => {
    const id = await submit(t);
    await decideVia(t, id, { action: 'approve', actor: 'ann' });
    const res = await decideVia(t, id, { action: 'reject', reason: 'changed my mind' });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: 'conflict', message: 'Already approved in the API by ann.', details: { run_status: 'approved' } },
    });
    expect(await feedbackRows(t, id)).toMatchObject([{ rating: 1 }]);
    expect(await tapOutcomes(t, id)).toEqual(['stored', 'conflict']);
  });

  it('concurrent different decisions on one run: exactly one wins', async () => {
    const id = await submit(t);
    const results = await Promise.all([
      decideVia(t, id, { action: 'approve' }),
      decideVia(t, id, { action: 'reject' }),
      decideVia(t, id, { action: 'edit', text: 'Another text' }),
    ]);
    expect(results.map((r) => r.status).sort((a, b) => a - b)).toEqual([201, 409, 409]);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('a blank edit is a 400 that says what to fix, and stores no row', async () => {
    const id = await submit(t);
    const res = await decideVia(t, id, { action: 'edit', text: '   ' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toMatch(/text: an edit needs the edited text/);
    expect(await feedbackRows(t, id)).toHaveLength(0);
    expect((await (await t.request('GET', `/v1/runs/${id}`)).json()) as object).toMatchObject({ status: 'pending' });
  });

  it('an edit whose text is the draft (surrounding spaces aside) is a 400 that says to approve, and stores no row', async () => {
    const id = await submit(t, { draft: 'We ship today.' });
    const res = await decideVia(t, id, { action: 'edit', text: '  We ship today.\n' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'bad_request',
        message: 'Not saved: the edited text is the same as the draft. Approve it instead, or change the text.',
      },
    });
    expect(await feedbackRows(t, id)).toHaveLength(0);
    expect(await tapOutcomes(t, id)).toEqual(['invalid']); // the tap is in the log, with why it was refused
    expect((await (await t.request('GET', `/v1/runs/${id}`)).json()) as object).toMatchObject({ status: 'pending' });
    // A changed capital or comma is an edit all the same.
    expect((await decideVia(t, id, { action: 'edit', text: 'we ship today.' })).status).toBe(201);
    expect(await feedbackRows(t, id)).toMatchObject([{ rating: 0, edit_kind: 'cosmetic' }]);
  });

  it('a decision on an unknown run is a 404', async () => {
    const res = await decideVia(t, 'run_doesnotexist00', { action: 'approve' });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('a database failure during the decision says "not saved", keeps the run pending and logs the tap as failed', async () => {
    const id = await submit(t);
    await t.testDb.db.exec(`
      create or replace function agent_learning.refuse_feedback() returns trigger language plpgsql as
        $$ begin raise exception 'disk full (simulated)'; end $$;
      create trigger refuse_feedback before insert on agent_learning.feedback
        for each row execute function agent_learning.refuse_feedback();`);
    try {
      const res = await decideVia(t, id, { action: 'approve', event_key: 'will-fail' });
      expect(res.status).toBe(503);
      const body = (await res.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/^Not saved/);
      expect(JSON.stringify(body)).not.toMatch(/disk full|at .*\.ts/);
    } finally {
      await t.testDb.db.exec('drop trigger refuse_feedback on agent_learning.feedback');
    }
    expect(await feedbackRows(t, id)).toHaveLength(0);
    expect(await tapOutcomes(t, id)).toEqual(['failed']);
    // Tapping again works once the database is back.
    expect((await decideVia(t, id, { action: 'approve', event_key: 'will-fail' })).status).toBe(201);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('?wait holds the request until the run is decided', async () => {
    const id = await submit(t);
    const waiting = t.request('GET', `/v1/runs/${id}?wait=10`);
    await new Promise((r) => setTimeout(r, 100));
    await decideVia(t, id, { action: 'reject', reason: 'off-topic' });
    const res = await waiting;
    expect(await res.json()).toMatchObject({ status: 'rejected', decision: { reason: 'off-topic' } });
  });
});
