// The notify target: each new pending draft is one signed message to NOTIFY_URL per person who may decide
// it, with their working approve and reject links; nothing goes out while the database is held; a private address is
// refused unless allow-listed, as callbacks are.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseHold, setHold } from '../../../db/queries/hold.ts';
import { createNotifyDispatcher, notifyUrlFor } from '../../../gateway/publish/notify.ts';
import { signBody } from '../../../gateway/publish/outbound.ts';
import { mount } from '../../bots/web/harness.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';
import { linksIn, startWebhookReceiver } from '../../helpers/webhook.ts';

const SECRET = 'notify-secret-0123456789abcdefghij';

describe('the notify target', () => {
  let hook: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let t: TestGateway;
  beforeAll(async () => {
    hook = await startWebhookReceiver();
    t = await createTestGateway({
      env: { NOTIFY_URL: hook.url, OUTBOUND_ALLOW: '127.0.0.1', CALLBACK_SECRET: SECRET },
    });
    await t.gateway.people.add({ name: 'Ann', role: 'owner' }, 'test');
    await t.gateway.people.add({ name: 'Mina', role: 'reviewer', goals: ['posts'] }, 'test');
    await t.gateway.people.add({ name: 'Rob', role: 'reviewer', goals: ['replies'] }, 'test');
    await t.gateway.people.add({ name: 'Vic', role: 'viewer' }, 'test');
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
  });

  const notify = () => createNotifyDispatcher(t.gateway.deps, { backoffMs: () => 0 });

  it('sends one signed message per person who may decide a new draft, with links that open its page', async () => {
    hook.deliveries.length = 0;
    const id = await submit(t, { draft: 'Launch day <b>today</b>', agent: 'writer' });
    expect(await notify().runOnce()).toMatchObject({ claimed: 2, delivered: 2, failed: 0 });
    const sent = hook.deliveries;
    expect(sent.map((d) => /waits for you, (\w+):/.exec(d.body)?.[1]).sort()).toEqual(['Ann', 'Mina']);
    for (const d of sent) {
      expect(d.body).toContain('Launch day <b>today</b>');
      expect(d.headers['title']).toBe('taploop: a "posts" draft to decide');
      expect(d.headers['actions']).toMatch(/^view, Approve, http\S+\/act\/\S+; view, Reject, http\S+\/act\/\S+$/);
      const ts = d.headers['x-taploop-timestamp']!;
      expect(d.headers['x-taploop-signature']).toBe(signBody(SECRET, ts, d.body));
      const page = await mount(t).request(linksIn(d).approve);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('Launch day &lt;b&gt;today&lt;/b&gt;');
    }
    const [run] = await t.testDb.db.query<{ status: string }>(`select status from runs where id = $1`, [id]);
    expect(run!.status).toBe('pending'); // opening the pages decided nothing
    expect(await notify().runOnce()).toMatchObject({ claimed: 0 }); // each message goes once
  });

  it('sends nothing while the database is held, and everything once it is released', async () => {
    hook.deliveries.length = 0;
    await setHold(t.testDb.db, 'restored from a test backup');
    await submit(t);
    expect(await notify().runOnce()).toMatchObject({ claimed: 0, delivered: 0 });
    expect(hook.deliveries).toHaveLength(0);
    await releaseHold(t.testDb.db);
    expect(await notify().runOnce()).toMatchObject({ delivered: 2 });
    expect(hook.deliveries).toHaveLength(2);
  });

  it('does not send for a draft decided before its message went out', async () => {
    hook.deliveries.length = 0;
    const id = await submit(t);
    await t.request('POST', `/v1/runs/${id}/decision`, { action: 'approve' });
    expect(await notify().runOnce()).toMatchObject({ delivered: 2 });
    expect(hook.deliveries).toHaveLength(0);
  });

  it('names the person in the topic when NOTIFY_URL holds {person}', () => {
    expect(notifyUrlFor('https://ntfy.sh/team-{person}', 'Zoë Ann')).toBe('https://ntfy.sh/team-zoe-ann');
  });
});

describe('the notify target’s address', () => {
  it('is refused when private, unless allow-listed: nothing is sent and the row fails for good', async () => {
    const hook = await startWebhookReceiver();
    const t = await createTestGateway({ env: { NOTIFY_URL: hook.url } });
    try {
      await t.gateway.people.add({ name: 'Ann', role: 'owner' }, 'test');
      const id = await submit(t);
      const result = await createNotifyDispatcher(t.gateway.deps, { backoffMs: () => 0 }).runOnce();
      expect(result).toMatchObject({ claimed: 1, delivered: 0, failed: 1 });
      expect(hook.deliveries).toHaveLength(0);
      const rows = await t.testDb.db.query<{ status: string; last_error: string }>(
        `select status, last_error from notifications where run_id = $1`,
        [id],
      );
      expect(rows).toEqual([{ status: 'failed', last_error: expect.stringContaining('OUTBOUND_ALLOW') }]);
      // No link was made for a message that never left.
      expect(await t.testDb.db.query(`select 1 from action_links where run_id = $1`, [id])).toEqual([]);
    } finally {
      await t.close();
      await hook.close();
    }
  });
});
