// POST /v1/runs with an idempotency key: the same key and body give the same run; the same key with another body is a 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Channel } from '../../gateway/kernel/channels.ts';
import { createTestGateway, type TestGateway } from '../helpers/gateway.ts';

let t: TestGateway;
const cardsSent: string[] = [];
beforeAll(async () => {
  const channel: Channel = { name: 'probe', runSubmitted: async (run) => void cardsSent.push(run.id) };
  t = await createTestGateway({ channels: [channel] });
});
afterAll(() => t.close());

const body = { goal: 'posts', draft: 'Big news: we ship today!', agent: 'writer' };
const runsWithDraft = async (draft: string) =>
  (await t.testDb.db.query<{ id: string }>(`select id from runs where draft = $1`, [draft])).map((r) => r.id);

describe('idempotent submit', () => {
  it('the same Idempotency-Key header twice: 201 then 200 with the same run, one row, one card', async () => {
    const draft = 'Sent twice with one key';
    const first = await t.request('POST', '/v1/runs', { ...body, draft }, { 'idempotency-key': 'agent-7f3a' });
    const again = await t.request('POST', '/v1/runs', { ...body, draft }, { 'idempotency-key': 'agent-7f3a' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = (await first.json()) as { id: string };
    expect(await again.json()).toEqual(a);
    expect(await runsWithDraft(draft)).toEqual([a.id]);
    await t.gateway.settle();
    expect(cardsSent.filter((id) => id === a.id)).toHaveLength(1);
  });

  it('the key may come in the body; body fields in another order are the same body', async () => {
    const first = await t.request('POST', '/v1/runs', {
      goal: 'posts',
      draft: 'Key in the body',
      metadata: { a: 1, b: 2 },
      idempotency_key: 'body-key-1',
    });
    const again = await t.request('POST', '/v1/runs', {
      idempotency_key: 'body-key-1',
      metadata: { b: 2, a: 1 },
      draft: 'Key in the body',
      goal: 'posts',
    });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(((await again.json()) as { id: string }).id).toBe(((await first.json()) as { id: string }).id);
  });

  it('the same key with another body is refused with 409 and stores nothing', async () => {
    await t.request('POST', '/v1/runs', { ...body, draft: 'The first draft' }, { 'idempotency-key': 'reused-key' });
    const res = await t.request(
      'POST',
      '/v1/runs',
      { ...body, draft: 'A different draft' },
      { 'idempotency-key': 'reused-key' },
    );
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
      /already used for another draft/,
    );
    expect(await runsWithDraft('A different draft')).toEqual([]);
  });

  it('the same key sent five times at once: one run', async () => {
    const draft = 'Five parallel retries';
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.request('POST', '/v1/runs', { ...body, draft }, { 'idempotency-key': 'parallel-key' }),
      ),
    );
    const ids = await Promise.all(answers.map(async (r) => ((await r.json()) as { id: string }).id));
    expect(new Set(ids).size).toBe(1);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await runsWithDraft(draft)).toEqual([ids[0]]);
  });

  it('a header and a body key that differ, or a key with spaces, is a 400 that says what to fix', async () => {
    const both = await t.request('POST', '/v1/runs', { ...body, idempotency_key: 'one' }, { 'idempotency-key': 'two' });
    expect(both.status).toBe(400);
    expect(((await both.json()) as { error: { message: string } }).error.message).toMatch(/differ; send one of them/);
    const spaced = await t.request('POST', '/v1/runs', { ...body, idempotency_key: 'has spaces' });
    expect(spaced.status).toBe(400);
  });
});

describe('an idempotency key is its sender’s own', () => {
  const OWNER = 'owner-6e8a0c2f4b6d8e0a2c4f6b8d0e2a4c6f';
  const A = 'agent-a-1f3b5d7e9a2c4e6f8b0d2a4c6e8f0b2d';
  const B = 'agent-b-8d0f2b4a6c8e0d2f4b6a8c0e2d4f6b8a';
  let s: TestGateway;
  beforeAll(async () => {
    s = await createTestGateway({ env: { TAPLOOP_OWNER_TOKEN: OWNER, AGENT_TOKENS: `a:${A},b:${B}` } });
  });
  afterAll(() => s.close());

  const submitAs = async (token: string, draft: string) => {
    const res = await s.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft },
      { authorization: `Bearer ${token}`, 'idempotency-key': 'order-1234' },
    );
    return { status: res.status, text: await res.text() };
  };
  const idOf = (answer: { text: string }) => (JSON.parse(answer.text) as { id: string }).id;

  it("agent B using agent A's key gets a run of its own, never A's id, with another draft or the same", async () => {
    const a = await submitAs(A, 'From agent A');
    expect(a.status).toBe(201);
    const aId = idOf(a);
    for (const draft of ['From agent B', 'From agent A']) {
      const b = await submitAs(B, draft);
      expect(b.status, draft).toBe(201);
      expect(b.text, draft).not.toContain(aId);
      // B's retry is B's run; A's retry is still A's.
      const again = await submitAs(B, draft);
      expect([again.status, idOf(again)]).toEqual([200, idOf(b)]);
      await s.testDb.db.query(`update runs set idempotency_key = null where id = $1`, [idOf(b)]);
    }
    const owner = await submitAs(OWNER, 'From the owner');
    expect(owner.status).toBe(201);
    expect(owner.text).not.toContain(aId);
    const retry = await submitAs(A, 'From agent A');
    expect([retry.status, idOf(retry)]).toEqual([200, aId]);
    const rows = await s.testDb.db.query<{ sender: string | null }>(
      `select sender from runs where idempotency_key = 'order-1234' order by sender nulls first`,
    );
    expect(rows.map((r) => r.sender)).toEqual([null, 'a']);
  });
});
