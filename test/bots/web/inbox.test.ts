// The web inbox: drafts on one page, decisions by plain form posts, each tap stored once, guarded by the token.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../../gateway/kernel/embedding.ts';
import { createLogger } from '../../../gateway/kernel/logger.ts';
import { createLocalEmbedding } from '../../../gateway/learning/embeddings/local.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decision } from '../../helpers/learning.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';
import {
  basic,
  eventKeyOf,
  guardedInbox,
  INBOX_TOKEN,
  mount,
  ORIGIN,
  page,
  postAndFollowTo,
  postForm,
  section,
} from './harness.ts';

/** The hidden event key the page rendered into one form of one card. */
const eventKey = (html: string, runId: string, action: string) =>
  eventKeyOf(html, `/inbox/runs/${runId}/decide`, action);

/** A draft's decide form, posted as a browser sends it; pass a header as null to leave it out. */
const post = (app: Hono, runId: string, fields: Record<string, string>, headers: Record<string, string | null> = {}) =>
  postForm(app, `/inbox/runs/${runId}/decide`, fields, headers);

const postAndFollow = (app: Hono, runId: string, fields: Record<string, string>) =>
  postAndFollowTo(app, `/inbox/runs/${runId}/decide`, fields);

describe('web inbox', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
  });
  afterAll(() => t.close());

  it('lists a pending draft with goal, agent, task, escaped text and three forms', async () => {
    const id = await submit(t, {
      agent: 'writer',
      task: 'Announce the launch',
      draft: 'Ship it <script>alert(1)</script> & smile',
    });
    const html = await page(app);
    const pending = section(html, 'pending');
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('name="viewport"');
    expect(pending).toContain(`id="${id}"`);
    expect(pending).toContain('writer');
    expect(pending).toContain('Announce the launch');
    expect(pending).toContain('Ship it &lt;script&gt;alert(1)&lt;/script&gt; &amp; smile');
    expect(html).not.toContain('<script>');
    for (const action of ['approve', 'reject', 'edit']) expect(eventKey(html, id, action)).toMatch(/^web_/);
    expect(pending).toMatch(/<textarea name="text"[^>]*>\s*Ship it &lt;script&gt;/);
  });

  it('approves by form: one feedback row, a 303 to /, and the draft shows as approved', async () => {
    const id = await submit(t, { draft: 'Approve me please' });
    const key = eventKey(await page(app), id, 'approve');
    const { location, html } = await postAndFollow(app, id, { action: 'approve', event_key: key });
    expect(location).toBe(`/?saved=${id}`);
    const rows = await feedbackRows(t, id);
    expect(rows).toMatchObject([{ rating: 1, source: 'web', event_key: key }]);
    expect(html).toContain('Saved: approved');
    expect(section(html, 'pending')).not.toContain(`id="${id}"`);
    const decided = section(html, 'decided');
    expect(decided).toMatch(new RegExp(`id="${id}" data-status="approved"`));
    expect(decided).toContain('in the web inbox');
  });

  it('stores a replayed form (same event key) once', async () => {
    const id = await submit(t, { draft: 'Tap me twice' });
    const key = eventKey(await page(app), id, 'approve');
    const first = await post(app, id, { action: 'approve', event_key: key });
    const second = await post(app, id, { action: 'approve', event_key: key });
    expect([first.status, second.status]).toEqual([303, 303]);
    expect(second.headers.get('location')).toBe(`/?saved=${id}`);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('rejects with a reason and edits with new text', async () => {
    const [r, e] = [await submit(t, { draft: 'Too salesy!!!' }), await submit(t, { draft: 'Teh launch is today' })];
    const html = await page(app);
    await postAndFollow(app, r, { action: 'reject', reason: 'too pushy', event_key: eventKey(html, r, 'reject') });
    const after = await postAndFollow(app, e, {
      action: 'edit',
      text: 'The launch is today',
      event_key: eventKey(html, e, 'edit'),
    });
    expect(await feedbackRows(t, r)).toMatchObject([{ rating: -1, reason: 'too pushy', correction: null }]);
    expect(await feedbackRows(t, e)).toMatchObject([{ rating: 0, correction: 'The launch is today' }]);
    const decided = section(after.html, 'decided');
    expect(decided).toContain('too pushy');
    expect(decided).toMatch(new RegExp(`id="${e}" data-status="edited"`));
    expect(decided).toContain('The launch is today');
  });

  it('shows when an approved draft publishes, and Undo puts it back in the pending list', async () => {
    const id = await submit(t, { draft: 'Undo me please' });
    const { html } = await postAndFollow(app, id, {
      action: 'approve',
      event_key: eventKey(await page(app), id, 'approve'),
    });
    expect(section(html, 'decided')).toMatch(/Publishes at \d\d:\d\d UTC \(\d+ of 10 today\)/);
    const undoKey = new RegExp(`action="/inbox/runs/${id}/undo"[\\s\\S]*?name="event_key" value="([^"]+)"`).exec(
      html,
    )![1]!;
    const res = await app.request(`/inbox/runs/${id}/undo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body: new URLSearchParams({ event_key: undoKey }).toString(),
    });
    expect(res.status).toBe(303);
    const after = await page(app, res.headers.get('location')!);
    expect(section(after, 'pending')).toContain('Undo me please');
    expect(after).toContain('Undone: the “posts” draft is pending again, and its publication cancelled.');
    expect(after).not.toContain('Saved: pending');
    const pub = await t.testDb.db.query<{ status: string }>('select status from publications where run_id = $1', [id]);
    expect(pub).toEqual([{ status: 'cancelled' }]);
  });

  it('a blank edit shows the error banner and stores nothing', async () => {
    const id = await submit(t);
    const key = eventKey(await page(app), id, 'edit');
    const { location, html } = await postAndFollow(app, id, { action: 'edit', text: '   ', event_key: key });
    expect(location).toMatch(/^\/\?error=/);
    expect(html).toMatch(/class="banner error" role="alert">\s*An edit needs the edited text/);
    expect(await feedbackRows(t, id)).toHaveLength(0);
    expect(section(html, 'pending')).toContain(`id="${id}"`);
  });

  it('an edit left as the draft shows the error banner, stores nothing, and the draft can still be approved', async () => {
    const id = await submit(t, { draft: 'Doors open at nine.' });
    const html = await page(app);
    // The textarea comes prefilled with the draft; a browser sends it back with CRLF line ends.
    const { html: after } = await postAndFollow(app, id, {
      action: 'edit',
      text: 'Doors open at nine.\r\n',
      event_key: eventKey(html, id, 'edit'),
    });
    expect(after).toMatch(
      /class="banner error" role="alert">\s*Not saved: the edited text is the same as the draft\. Approve it instead, or change the text\./,
    );
    expect(await feedbackRows(t, id)).toHaveLength(0);
    expect(section(after, 'pending')).toContain(`id="${id}"`);
    await postAndFollow(app, id, { action: 'approve', event_key: eventKey(after, id, 'approve') });
    expect(await feedbackRows(t, id)).toMatchObject([{ rating: 1 }]);
  });

  it('a draft decided elsewhere says where and by whom, without a stack trace', async () => {
    const id = await submit(t);
    const key = eventKey(await page(app), id, 'reject');
    await decideVia(t, id, { action: 'approve', actor: 'ann' });
    const { html } = await postAndFollow(app, id, { action: 'reject', event_key: key });
    expect(html).toContain('Already approved in the API by ann.');
    expect(html).not.toMatch(/at .*\.ts:\d+/);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('a draft already rejected in the inbox says so plainly, naming no person called "web"', async () => {
    const id = await submit(t);
    const html = await page(app); // one page, two tabs: approve in one after rejecting in the other
    await postAndFollow(app, id, { action: 'reject', event_key: eventKey(html, id, 'reject') });
    const { html: after } = await postAndFollow(app, id, {
      action: 'approve',
      event_key: eventKey(html, id, 'approve'),
    });
    expect(after).toMatch(/class="banner error" role="alert">\s*Already rejected in the web inbox\./);
    expect(after).not.toContain('by web');
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('a malformed form or unknown draft gets a banner, not a crash', async () => {
    const unknown = await postAndFollow(app, 'run_doesnotexist0', { action: 'approve' });
    expect(unknown.html).toContain('run run_doesnotexist0 not found');
    const bad = await postAndFollow(app, 'run_doesnotexist0', { action: 'publish' });
    expect(bad.html).toContain('action must be');
  });

  it('shows no banner for a crafted error link (errors are signed)', async () => {
    const html = await page(app, `/?${new URLSearchParams({ error: 'Session expired: log in at evil.example' })}`);
    expect(html).not.toContain('evil.example');
  });

  it('refuses a form posted from another site', async () => {
    const id = await submit(t);
    const res = await post(app, id, { action: 'approve' }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    const crossSite = await post(app, id, { action: 'approve' }, { origin: null, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await post(app, id, { action: 'approve' }, { origin: null });
    expect(noOrigin.status).toBe(303); // no Origin at all: not a browser's cross-site post
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('accepts a same-host post whose scheme differs (a TLS proxy in front)', async () => {
    const id = await submit(t);
    const res = await post(app, id, { action: 'approve' }, { origin: 'https://localhost' });
    expect(res.status).toBe(303);
    expect(await feedbackRows(t, id)).toHaveLength(1);
  });

  it('lists active and candidate rules, and the stats with a chart', async () => {
    await t.gateway.createRule({ title: 'No exclamation marks', body: 'Write calmly.', goal: 'posts' });
    await t.testDb.db.query(
      `insert into rules (id, title, body, goal, status, source, evidence) values ('rule_cand1', 'Say "we"', 'Use we, not I.', null, 'candidate', 'nightly', '[]')`,
    );
    const html = await page(app);
    const rules = section(html, 'rules');
    expect(rules).toContain('No exclamation marks');
    expect(rules).toMatch(/Candidate<\/span>\s*every goal/);
    expect(rules).toContain('Say &quot;we&quot;');
    const stats = html.slice(html.indexOf('<section id="stats"'));
    expect(stats).toMatch(/<svg[^>]*viewBox/);
    expect(stats).toContain('<rect');
    expect(stats).toContain('Received');
    expect(stats).not.toContain('class="warn"');
  });

  it('shows a loud warning when a tap was received but not stored', async () => {
    await t.testDb.db.query(
      `insert into taps (id, event_key, source, action, outcome, created_at) values ('tap_lost', 'k-lost', 'telegram', 'approve', 'received', now() - interval '5 minutes')`,
    );
    const html = await page(app);
    expect(html).toMatch(/class="warn" role="alert">[^<]*1 tap\(s\) received but not stored/);
  });
});

describe('web inbox with a token', () => {
  const token = INBOX_TOKEN;
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    ({ t, app } = await guardedInbox());
  });
  afterAll(() => t.close());

  it('asks for Basic auth: 401 without, 200 with any user name and the token', async () => {
    const none = await app.request('/');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Basic/);
    expect((await app.request('/', { headers: basic('wrong-password') })).status).toBe(401);
    await page(app, '/', basic(token));
    await page(app, '/', basic(token, ''));
  });

  it('guards the form post too, and leaves the API to its bearer token', async () => {
    // Basic auth is the inbox's; the API keeps answering to its bearer token only.
    expect((await app.request('/v1/runs', { headers: basic(token) })).status).toBe(401);
    const res = await t.request(
      'POST',
      '/v1/runs',
      { goal: 'posts', draft: 'hi' },
      { authorization: `Bearer ${token}` },
    );
    expect(res.status).toBe(201);
    const runId = ((await res.json()) as { id: string }).id;
    expect((await post(app, runId, { action: 'approve' })).status).toBe(401);
    expect((await post(app, runId, { action: 'approve' }, basic(token))).status).toBe(303);
    const api = await app.request(`/v1/runs/${runId}`, { headers: { authorization: `Bearer ${token}` } });
    expect(api.status).toBe(200);
    expect(((await api.json()) as { status: string }).status).toBe('approved');
    expect((await app.request('/healthz')).status).toBe(200);
  });
});

/** The past edit the pre-check finds again: "tomorrow, guaranteed" → "within a week". */
async function correctDeliveryPromise(t: TestGateway): Promise<void> {
  await decision(t, 'replies', 'Reply about delivery', 'It arrives tomorrow, guaranteed.', {
    action: 'edit',
    text: 'It arrives within a week.',
  });
  await t.gateway.backfillEmbeddings();
}

describe('web inbox pre-check', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
    await correctDeliveryPromise(t);
  });
  afterAll(() => t.close());

  it('shows the pre-check line on a pending card, and Apply that fix saves the fixed text as an edit', async () => {
    const id = await submit(t, {
      goal: 'replies',
      task: 'Answer Noor',
      draft: 'Hi Noor, it arrives tomorrow, guaranteed.',
    });
    const html = section(await page(app), 'pending');
    expect(html).toContain('🔁 Looks like what you corrected on');
    expect(html).toContain('“tomorrow, guaranteed” → “within a week”');
    const [, fb, key] =
      /action="\/inbox\/runs\/run_[0-9a-z]+\/fix"[^>]*>\s*<input type="hidden" name="feedback_id" value="(fb_[0-9a-z]+)"\/?>\s*<input type="hidden" name="event_key" value="([^"]+)"/.exec(
        html,
      )!;
    const res = await postForm(app, `/inbox/runs/${id}/fix`, { feedback_id: fb!, event_key: key! });
    expect(res.status).toBe(303);
    expect(await feedbackRows(t, id)).toMatchObject([
      { rating: 0, correction: 'Hi Noor, it arrives within a week.', source: 'web', event_key: key },
    ]);
  });
});

describe('web inbox pre-check when the embedding provider fails', () => {
  it('the page still loads, the card goes without the line, and the failure is logged', async () => {
    const local = await createLocalEmbedding();
    let down = false;
    const flaky: EmbeddingProvider = {
      model: local.model,
      dimensions: local.dimensions,
      threshold: local.threshold,
      embed: (texts) => (down ? Promise.reject(new Error('embedding server down')) : local.embed(texts)),
    };
    const lines: string[] = [];
    const t = await createTestGateway({ embeddings: flaky, logger: createLogger('warn', (l) => lines.push(l)) });
    try {
      const app = mount(t);
      await correctDeliveryPromise(t);
      const id = await submit(t, {
        goal: 'replies',
        task: 'Answer Noor',
        draft: 'Hi Noor, it arrives tomorrow, guaranteed.',
      });
      expect(section(await page(app), 'pending')).toContain('🔁 Looks like what you corrected on'); // works while up

      down = true;
      const html = section(await page(app), 'pending');
      expect(html).toContain('Hi Noor, it arrives tomorrow, guaranteed.');
      expect(html).not.toContain('🔁');
      expect(lines.filter((l) => l.includes('pre-check failed'))).toEqual([
        expect.stringContaining(`"run_id":"${id}"`),
      ]);
      expect(lines.join('\n')).toContain('embedding server down');
    } finally {
      await t.close();
    }
  });
});
