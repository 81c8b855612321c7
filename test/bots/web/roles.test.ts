// Invariant 13 in the inbox: a signed-in person acts only within their role. A refusal stores nothing, is logged in
// `taps` as refused, and answers 403 saying what role is needed; a reviewer sees and decides the drafts of their goals.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople, type People } from '../../../gateway/core/people.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import type { TestGateway } from '../../helpers/gateway.ts';
import { feedbackRows } from '../../helpers/runs.ts';
import { guardedInbox, INBOX_TOKEN, postForm, section } from './harness.ts';

const owner = { authorization: `Bearer ${INBOX_TOKEN}` };

let t: TestGateway;
let app: Hono;
let people: People;
const cookies: Record<string, string> = {};

beforeAll(async () => {
  ({ t, app } = await guardedInbox());
  people = createPeople({ db: t.testDb.db, config: t.config, logger: silentLogger });
  await people.add({ name: 'Vic', role: 'viewer' }, 'test');
  await people.add({ name: 'Rita', role: 'reviewer', goals: ['replies'] }, 'test');
  await people.add({ name: 'Pete', role: 'reviewer', goals: ['posts'] }, 'test');
  for (const name of ['Vic', 'Rita', 'Pete']) {
    const res = await postForm(app, new URL((await people.signInLink(name, 'test')).url).pathname, {});
    cookies[name] = res.headers.get('set-cookie')!.split(';')[0]!;
  }
});
afterAll(() => t.close());

async function submit(goal: string, draft = `A ${goal} draft`): Promise<string> {
  const res = await t.request('POST', '/v1/runs', { goal, draft }, owner);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const as = (name: string) => ({ cookie: cookies[name]! });

async function refusedTaps(runId: string | null = null) {
  return t.testDb.db.query<{ actor: string; action: string; source: string; run_id: string | null }>(
    `select actor, action, source, run_id from taps where outcome = 'refused' and ($1::text is null or run_id = $1)
     order by created_at`,
    [runId],
  );
}

describe('a viewer', () => {
  it('sees the daily counts and no draft', async () => {
    const id = await submit('posts', 'A draft the viewer must not read');
    const res = await app.request('/', { headers: as('Vic') });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('id="stats"');
    expect(html).not.toContain('A draft the viewer must not read');
    expect(html).not.toContain(`/inbox/runs/${id}/decide`);
    expect(html).toContain('Signed in as Vic, a viewer');
    for (const path of ['/inbox/pending', '/inbox/mistakes']) {
      const other = await app.request(path, { headers: as('Vic') });
      expect(other.status, path).toBe(403);
      expect(await other.text()).not.toContain('A draft the viewer must not read');
    }
  });

  it('cannot decide: 403 saying what role is needed, nothing stored, the refusal logged in taps', async () => {
    const id = await submit('posts');
    const res = await postForm(app, `/inbox/runs/${id}/decide`, { action: 'approve' }, as('Vic'));
    expect(res.status).toBe(403);
    expect(await res.text()).toContain(
      'Deciding a “posts” draft needs an owner or a reviewer of “posts”; you are Vic, a viewer (daily counts only).',
    );
    expect((await t.gateway.getRun(id)).status).toBe('pending');
    expect(await feedbackRows(t, id)).toEqual([]);
    expect(await refusedTaps(id)).toEqual([{ actor: 'Vic', action: 'approve', source: 'web', run_id: id }]);
  });

  it('gets nothing from the API with its cookie: the API takes bearer tokens only', async () => {
    const res = await app.request('/v1/stats/daily', { headers: as('Vic') });
    expect(res.status).toBe(401);
  });
});

describe('reviewers', () => {
  it('a reviewer of "replies" cannot decide a "posts" draft; a reviewer of "posts" can', async () => {
    const id = await submit('posts');
    const refused = await postForm(app, `/inbox/runs/${id}/decide`, { action: 'approve' }, as('Rita'));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(
      'needs an owner or a reviewer of “posts”; you are Rita, a reviewer of “replies”.',
    );
    expect((await t.gateway.getRun(id)).status).toBe('pending');
    expect(await feedbackRows(t, id)).toEqual([]);
    expect(await refusedTaps(id)).toEqual([{ actor: 'Rita', action: 'approve', source: 'web', run_id: id }]);

    const taken = await postForm(app, `/inbox/runs/${id}/decide`, { action: 'approve' }, as('Pete'));
    expect(taken.status).toBe(303);
    const run = await t.gateway.getRun(id);
    expect(run.status).toBe('approved');
    expect(run.decided_by).toBe('Pete');
  });

  it('see the drafts of their goals only, and no rule forms', async () => {
    const post = await submit('posts', 'A post for Pete');
    const reply = await submit('replies', 'A reply for Rita');
    const html = await (await app.request('/', { headers: as('Rita') })).text();
    const pending = section(html, 'pending');
    expect(pending).toContain('A reply for Rita');
    expect(pending).not.toContain('A post for Pete');
    expect(html).not.toContain('action="/inbox/nightly"');
    expect(html).not.toContain('action="/inbox/rules"');
    const poll = await app.request('/inbox/pending', { headers: as('Rita') });
    expect(poll.headers.get('x-taploop-pending')).toContain(reply);
    expect(poll.headers.get('x-taploop-pending')).not.toContain(post);
  });

  it('answer "same mistake as…?" about their goals only', async () => {
    const mine = await submit('replies');
    expect((await postForm(app, `/inbox/runs/${mine}/decide`, { action: 'reject' }, as('Rita'))).status).toBe(303);
    const [fb] = await feedbackRows(t, mine);
    const answered = await postForm(app, `/inbox/decisions/${fb!.id}/mistake`, { new: '1' }, as('Rita'));
    expect(answered.status).toBe(303);

    const theirs = await submit('posts');
    expect((await postForm(app, `/inbox/runs/${theirs}/decide`, { action: 'reject' }, as('Pete'))).status).toBe(303);
    const [other] = await feedbackRows(t, theirs);
    const refused = await postForm(app, `/inbox/decisions/${other!.id}/mistake`, { new: '1' }, as('Rita'));
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('Answering “same mistake as…?” about a “posts” draft needs');
    expect(await refusedTaps(theirs)).toEqual([{ actor: 'Rita', action: 'mistake', source: 'web', run_id: theirs }]);
  });

  it('cannot decide or add rules, nor run the nightly job: those are the owner’s', async () => {
    const created = await t.request('POST', '/v1/rules', { title: 'Calm', body: 'No exclamation marks.' }, owner);
    const rule = ((await created.json()) as { id: string }).id;
    for (const [path, fields] of [
      [`/inbox/rules/${rule}/decide`, { action: 'reject' }],
      ['/inbox/rules', { title: 'Short', body: 'Keep it short.' }],
      ['/inbox/nightly', {}],
    ] as const) {
      const res = await postForm(app, path, fields, as('Pete'));
      expect(res.status, path).toBe(403);
      expect(await res.text()).toMatch(/needs an owner; you are Pete, a reviewer of “posts”\./);
    }
    const rules = await t.testDb.db.query<{ title: string }>(`select title from rules`);
    expect(rules.map((r) => r.title)).toEqual(['Calm']);
    const logged = await t.testDb.db.query<{ action: string; rule_id: string | null }>(
      `select action, rule_id from taps where outcome = 'refused' and actor = 'Pete' order by created_at`,
    );
    expect(logged).toEqual([
      { action: 'rule:decide', rule_id: rule },
      { action: 'rule:add', rule_id: null },
      { action: 'nightly', rule_id: null },
    ]);
  });

  it('a role changed by an owner applies to the next tap, without signing in again', async () => {
    await people.change('Pete', { role: 'viewer' }, 'test');
    try {
      const id = await submit('posts');
      const res = await postForm(app, `/inbox/runs/${id}/decide`, { action: 'approve' }, as('Pete'));
      expect(res.status).toBe(403);
      expect((await t.gateway.getRun(id)).status).toBe('pending');
    } finally {
      await people.change('Pete', { role: 'reviewer', goals: ['posts'] }, 'test');
    }
  });
});
