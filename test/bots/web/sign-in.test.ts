// Signing in to the inbox by a one-time link: opening it uses nothing up, its button signs in once, the
// cookie is HttpOnly and SameSite=Lax (Secure behind https), and "sign out everywhere" ends every session.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPeople, type People } from '../../../gateway/core/people.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { basic, guardedInbox, INBOX_TOKEN, mount, postForm } from './harness.ts';

const peopleOf = (t: TestGateway): People => createPeople({ db: t.testDb.db, config: t.config, logger: silentLogger });

/** The path of a fresh link for `name` (the address is PUBLIC_URL or the local one). */
async function linkPath(people: People, name: string): Promise<string> {
  return new URL((await people.signInLink(name, 'test')).url).pathname;
}

/** Posts the link's button as the browser does and answers the session cookie it set, as a Cookie header. */
async function signIn(app: Hono, path: string): Promise<string> {
  const res = await postForm(app, path, {});
  expect(res.status).toBe(303);
  expect(res.headers.get('location')).toBe('/');
  return cookieOf(res);
}

const cookieOf = (res: Response) => res.headers.get('set-cookie')!.split(';')[0]!;

/** A draft sent with the owner token, as the guarded API asks. */
async function submit(t: TestGateway, goal: string): Promise<string> {
  const res = await t.request('POST', '/v1/runs', { goal, draft: 'Big news: we ship today!' }, owner);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

const owner = { authorization: `Bearer ${INBOX_TOKEN}` };

async function linkRows(t: TestGateway) {
  return t.testDb.db.query<{ used_at: Date | null }>(`select used_at from sign_in_links`);
}

describe('a sign-in link', () => {
  let t: TestGateway;
  let app: Hono;
  let people: People;
  beforeAll(async () => {
    ({ t, app } = await guardedInbox());
    people = peopleOf(t);
    await people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
    await people.add({ name: 'Ann', role: 'owner' }, 'test');
  });
  afterAll(() => t.close());

  it('opened (GET) shows one Sign in button posting back to itself, and neither signs in nor uses the link up', async () => {
    await t.testDb.db.query(`delete from sign_in_links`);
    const path = await linkPath(people, 'Mina');
    for (let i = 0; i < 3; i++) {
      const res = await app.request(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toBeNull();
      const html = await res.text();
      expect(html).toContain(`<form method="post" action="${path}">`);
      expect(html.match(/<button/g)).toHaveLength(1);
      expect(html).toContain('Mina');
    }
    expect(await linkRows(t)).toEqual([{ used_at: null }]);
    expect((await app.request('/')).status).toBe(401); // still not signed in
    const cookie = await signIn(app, path);
    expect((await app.request('/', { headers: { cookie } })).status).toBe(200);
  });

  it('works once: a second use of the same link is refused (410) and sets no cookie', async () => {
    const path = await linkPath(people, 'Mina');
    await signIn(app, path);
    const again = await postForm(app, path, {});
    expect(again.status).toBe(410);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(await again.text()).toContain('already used');
    expect((await app.request(path)).status).toBe(410); // and its page says so too
  });

  it('refuses a forged link (404) and an expired one (410), on the page and on the button', async () => {
    const forged = `/sign-in/${'A'.repeat(43)}`;
    expect((await app.request(forged)).status).toBe(404);
    const post = await postForm(app, forged, {});
    expect(post.status).toBe(404);
    expect(await post.text()).toContain('not a sign-in link taploop gave out');
    expect((await postForm(app, '/sign-in/short', {})).status).toBe(404);

    const path = await linkPath(people, 'Mina');
    await t.testDb.db.query(`update sign_in_links set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await app.request(path)).status).toBe(410);
    const late = await postForm(app, path, {});
    expect(late.status).toBe(410);
    expect(await late.text()).toContain('expired');
    expect(late.headers.get('set-cookie')).toBeNull();
  });

  it('stores only hashes of its token and of the session', async () => {
    const path = await linkPath(people, 'Ann');
    const token = path.split('/').pop()!;
    const session = (await signIn(app, path)).split('=')[1]!;
    const stored = await t.testDb.db.query<{ v: string }>(
      `select token_hash as v from sign_in_links union all select token_hash from web_sessions`,
    );
    expect(stored.length).toBeGreaterThan(1);
    for (const { v } of stored) {
      expect(v).toMatch(/^[0-9a-f]{64}$/);
      expect([token, session]).not.toContain(v);
    }
  });

  it('sets an HttpOnly, SameSite=Lax cookie for the whole site, not Secure on a plain http address', async () => {
    const res = await postForm(app, await linkPath(people, 'Mina'), {});
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^taploop_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Secure/);
  });

  it('is refused when its button is posted from another site, and stays unused', async () => {
    const path = await linkPath(people, 'Mina');
    const res = await postForm(app, path, {}, { origin: 'http://evil.example' });
    expect(res.status).toBe(403);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect((await app.request(path)).status).toBe(200); // still valid for its person
  });

  it('leaves the owner token as the Basic fallback', async () => {
    expect((await app.request('/', { headers: basic(INBOX_TOKEN) })).status).toBe(200);
    const res = await app.request('/');
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('sign-in link');
  });
});

describe('behind an https PUBLIC_URL', () => {
  it('the cookie is Secure (and __Host- prefixed), and the link is on PUBLIC_URL', async () => {
    const t = await createTestGateway({
      env: { TAPLOOP_OWNER_TOKEN: INBOX_TOKEN.padEnd(32, 'x'), PUBLIC_URL: 'https://taploop.example.com' },
    });
    try {
      const app = mount(t);
      const people = peopleOf(t);
      await people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
      const { url } = await people.signInLink('Mina', 'test');
      expect(url).toMatch(/^https:\/\/taploop\.example\.com\/sign-in\/[A-Za-z0-9_-]{43}$/);
      const headers = { host: 'taploop.example.com', origin: 'https://taploop.example.com' };
      const res = await postForm(app, url, {}, headers);
      expect(res.status).toBe(303);
      const cookie = res.headers.get('set-cookie')!;
      expect(cookie).toMatch(/^__Host-taploop_session=/);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).toMatch(/; HttpOnly/);
      expect(cookie).toMatch(/; SameSite=Lax/);
      const inbox = await app.request('https://taploop.example.com/', {
        headers: { host: 'taploop.example.com', cookie: cookieOf(res) },
      });
      expect(inbox.status).toBe(200);
    } finally {
      await t.close();
    }
  });
});

describe('sign out everywhere', () => {
  let t: TestGateway;
  let app: Hono;
  let people: People;
  beforeAll(async () => {
    ({ t, app } = await guardedInbox());
    people = peopleOf(t);
    await people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
    await people.add({ name: 'Ann', role: 'owner' }, 'test');
  });
  afterAll(() => t.close());

  const opens = async (cookie: string) => (await app.request('/', { headers: { cookie } })).status === 200;

  it('from the inbox ends every session of that person (phone and laptop), and no one else’s', async () => {
    const phone = await signIn(app, await linkPath(people, 'Mina'));
    const laptop = await signIn(app, await linkPath(people, 'Mina'));
    const ann = await signIn(app, await linkPath(people, 'Ann'));
    expect(await opens(phone)).toBe(true);
    expect(await opens(laptop)).toBe(true);
    const page = await app.request('/', { headers: { cookie: phone } });
    expect(await page.text()).toContain('action="/inbox/sign-out-everywhere"');

    const res = await postForm(app, '/inbox/sign-out-everywhere', {}, { cookie: phone });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('2 session(s) of Mina ended');
    expect(res.headers.get('set-cookie')).toMatch(/^taploop_session=;.*Max-Age=0/);
    expect(await opens(phone)).toBe(false);
    expect(await opens(laptop)).toBe(false);
    expect(await opens(ann)).toBe(true);
  });

  it('by an owner from the API (what `taploop people sign-out` calls) ends them too, and the log says who', async () => {
    const cookie = await signIn(app, await linkPath(people, 'Mina'));
    const res = await t.request('POST', '/v1/people/Mina/sign-out', undefined, owner);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { sessions_ended: number }).sessions_ended).toBe(1);
    expect(await opens(cookie)).toBe(false);
    const log = await people.changes();
    expect(log.filter((c) => c.change === 'signed-out').map((c) => c.actor)).toEqual(['Mina', 'owner token']);
  });
});

describe('a decision in the inbox', () => {
  it('records the signed-in person as its actor, not "web"', async () => {
    const { t, app } = await guardedInbox();
    try {
      const people = peopleOf(t);
      await people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
      const cookie = await signIn(app, await linkPath(people, 'Mina'));
      const id = await submit(t, 'posts');
      const res = await postForm(
        app,
        `/inbox/runs/${id}/decide`,
        { action: 'reject', reason: 'off-brand' },
        { cookie },
      );
      expect(res.status).toBe(303);
      const run = await t.gateway.getRun(id);
      expect(run.status).toBe('rejected');
      expect(run.decided_by).toBe('Mina');
      expect(run.decision?.actor).toBe('Mina');
      const [tap] = await t.testDb.db.query<{ actor: string; outcome: string }>(
        `select actor, outcome from taps where run_id = $1`,
        [id],
      );
      expect(tap).toEqual({ actor: 'Mina', outcome: 'stored' });

      // The owner by token is still "web", as before.
      const other = await submit(t, 'posts');
      await postForm(app, `/inbox/runs/${other}/decide`, { action: 'approve' }, basic(INBOX_TOKEN));
      expect((await t.gateway.getRun(other)).decided_by).toBe('web');
    } finally {
      await t.close();
    }
  });
});
