// One-tap links in notifications: opening a link shows the draft and decides nothing; its button decides
// once, as the link's person, through the one decide path; a used, forged or expired link, a cross-site post and a
// person who lost the role are refused with nothing stored.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifyDispatcher } from '../../../gateway/publish/notify.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';
import { linksIn, startWebhookReceiver } from '../../helpers/webhook.ts';
import { mount, postForm } from './harness.ts';

let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
let t: TestGateway;
let app: Hono;

beforeAll(async () => {
  hook = await startWebhookReceiver();
  t = await createTestGateway({ env: { NOTIFY_URL: hook.url, OUTBOUND_ALLOW: '127.0.0.1' } });
  app = mount(t);
  await t.gateway.people.add({ name: 'Ann', role: 'owner' }, 'test');
  await t.gateway.people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
});
afterAll(async () => {
  await t.close();
  await hook.close();
});

/** A new draft and the links its notification gave `person`. */
async function draftFor(person: string, draft = 'Big news: we ship today!') {
  hook.deliveries.length = 0;
  const id = await submit(t, { draft });
  await createNotifyDispatcher(t.gateway.deps).runOnce();
  const message = hook.deliveries.find((d) => d.body.includes(`waits for you, ${person}:`))!;
  return { id, ...linksIn(message) };
}

const stateOf = async (id: string) => {
  const [run] = await t.testDb.db.query<{ status: string; decided_by: string | null }>(
    `select status, decided_by from runs where id = $1`,
    [id],
  );
  return run;
};
const feedbackOf = (id: string) =>
  t.testDb.db.query<{ rating: number; actor: string; source: string }>(
    `select rating, actor, source from feedback where run_id = $1`,
    [id],
  );
const tapsOf = (id: string) =>
  t.testDb.db.query<{ outcome: string; actor: string; action: string }>(
    `select outcome, actor, action from taps where run_id = $1 order by created_at`,
    [id],
  );

describe('a one-tap link', () => {
  it('opened (GET) shows the draft, escaped, and one button posting back to itself; nothing is decided', async () => {
    const { id, approve } = await draftFor('Mina', 'Ship it <script>alert(1)</script>');
    for (let i = 0; i < 2; i++) {
      const res = await app.request(approve);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('Ship it &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(html).toContain(`<form method="post" action="${approve}">`);
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toContain('Approve as Mina');
    }
    expect(await feedbackOf(id)).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ status: 'pending' });
  });

  it('decides once on its button, as its person; a second post is refused (410)', async () => {
    const { id, reject } = await draftFor('Mina');
    const res = await postForm(app, reject, {});
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('Rejected as Mina');
    expect(await feedbackOf(id)).toEqual([{ rating: -1, actor: 'Mina', source: 'web' }]);
    expect(await stateOf(id)).toEqual({ status: 'rejected', decided_by: 'Mina' });
    const again = await postForm(app, reject, {});
    expect(again.status).toBe(410);
    expect(await again.text()).toContain('already used');
    expect(await feedbackOf(id)).toHaveLength(1);
  });

  it('refuses the other link once the draft is decided (409), saying by whom', async () => {
    const { id, approve } = await draftFor('Ann');
    const mina = hook.deliveries.find((d) => d.body.includes('waits for you, Mina:'))!;
    expect((await postForm(app, linksIn(mina).approve, {})).status).toBe(200);
    const late = await postForm(app, approve, {});
    expect(late.status).toBe(409);
    expect(await late.text()).toContain('Mina');
    expect(await feedbackOf(id)).toHaveLength(1);
  });

  it('refuses a forged link (404) and an expired one (410), on the page and on the button', async () => {
    const forged = `/act/${'A'.repeat(43)}`;
    expect((await app.request(forged)).status).toBe(404);
    expect((await postForm(app, forged, {})).status).toBe(404);
    expect((await postForm(app, '/act/short', {})).status).toBe(404);
    const { id, approve } = await draftFor('Mina');
    await t.testDb.db.query(`update action_links set expires_at = now() - interval '1 minute' where run_id = $1`, [id]);
    expect((await app.request(approve)).status).toBe(410);
    const res = await postForm(app, approve, {});
    expect(res.status).toBe(410);
    expect(await res.text()).toContain('expired');
    expect(await feedbackOf(id)).toEqual([]);
  });

  it('refuses a cross-site post: the inbox’s Origin check applies', async () => {
    const { id, approve } = await draftFor('Mina');
    const res = await postForm(app, approve, {}, { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.status).toBe(403);
    expect(await feedbackOf(id)).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ status: 'pending' });
  });

  it('is bound to its person’s role: demoted or removed since, they are refused, nothing stored, the tap logged', async () => {
    const { id, approve } = await draftFor('Mina');
    await t.gateway.people.change('Mina', { goals: ['replies'] }, 'test');
    const res = await postForm(app, approve, {});
    expect(res.status).toBe(403);
    expect(await res.text()).toContain('reviewer of “posts”');
    expect(await feedbackOf(id)).toEqual([]);
    expect(await stateOf(id)).toMatchObject({ status: 'pending' });
    expect(await tapsOf(id)).toEqual([{ outcome: 'refused', actor: 'Mina', action: 'approve' }]);

    await t.gateway.people.change('Mina', { goals: ['posts'] }, 'test');
    const again = await draftFor('Mina');
    await t.gateway.people.remove('Mina', 'test');
    expect((await postForm(app, again.reject, {})).status).toBe(403);
    expect(await feedbackOf(again.id)).toEqual([]);
    expect(await tapsOf(again.id)).toMatchObject([{ outcome: 'refused', action: 'reject' }]);
  });
});
