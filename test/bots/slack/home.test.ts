// Slack App Home and `/taploop`: the owner sees pending drafts and candidate rules, and can decide from Home.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';
import { blockText, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

const lastPublish = (user: string, mark: number) =>
  h.fake.waitForCall('views.publish', (c) => c.seq >= mark && c.params['user_id'] === user);

async function command(text: string, user = OWNER) {
  const mark = h.fake.mark();
  const res = await h.send(h.fake.payloads.slashCommand({ userId: user, command: '/taploop', text }));
  expect(res.status).toBe(200);
  return String((await h.fake.waitForCall('response_url', (c) => c.seq >= mark)).params['text']);
}

describe('Slack App Home', () => {
  it('opening Home publishes the pending drafts and candidate rules with their buttons', async () => {
    const a = await submit(h.t, { draft: 'First pending draft' });
    const b = await submit(h.t, { draft: 'Second pending draft' });
    const rule = await h.t.gateway.proposeRule({
      title: 'No exclamation marks',
      body: 'No exclamation marks in posts.',
      goal: 'posts',
      evidence: [],
      source: 'nightly',
    });
    const mark = h.fake.mark();
    expect((await h.openHome()).status).toBe(200);
    const published = await lastPublish(OWNER, mark);
    const text = JSON.stringify(published.params['view']);
    expect(text).toContain('First pending draft');
    expect(text).toContain('Second pending draft');
    for (const id of [`run_approve:${a}`, `run_edit:${b}`, `run_reject:${b}`, `rule_confirm:${rule.id}`])
      expect(text).toContain(id);
  });

  it('approving from Home stores the decision and republishes Home without that draft', async () => {
    const id = await submit(h.t, { draft: 'Approve me from Home' });
    let mark = h.fake.mark();
    await h.openHome();
    const viewId = ((await lastPublish(OWNER, mark)).response as { view: { id: string } }).view.id;
    mark = h.fake.mark();
    expect((await h.clickHome(viewId, `run_approve:${id}`, id)).status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1, source: 'slack' }]);
    const again = await lastPublish(OWNER, mark);
    expect(JSON.stringify(again.params['view'])).not.toContain('Approve me from Home');
    // The channel card followed too.
    expect(blockText((await h.cardOf({ runId: id })).message)).toContain('✅ *Approved* in Slack');
  });

  it('a candidate alike to a rule shows that rule on Home, and “Same mistake as that rule” merges it from there', async () => {
    const existing = await h.t.gateway.createRule({ title: 'Never promise dates', body: 'Say "soon".', goal: 'posts' });
    const rule = await h.t.gateway.proposeRule({
      title: 'No delivery dates',
      body: 'No delivery dates in posts.',
      goal: 'posts',
      evidence: ['fb_home_1'],
      source: 'nightly',
      alike: { id: existing.id, title: existing.title },
    });
    let mark = h.fake.mark();
    await h.openHome();
    const published = await lastPublish(OWNER, mark);
    const text = JSON.stringify(published.params['view']);
    expect(text).toContain('Looks like your rule “Never promise dates”');
    expect(text).toContain(`rule_merge:${rule.id}`);
    mark = h.fake.mark();
    const viewId = (published.response as { view: { id: string } }).view.id;
    expect((await h.clickHome(viewId, `rule_merge:${rule.id}`, rule.id)).status).toBe(200);
    expect(await h.t.gateway.getRule(rule.id)).toMatchObject({ status: 'rejected', merged_into: existing.id });
    expect(JSON.stringify((await lastPublish(OWNER, mark)).params['view'])).not.toContain('No delivery dates');
  });

  it('a non-owner’s Home shows no drafts', async () => {
    await submit(h.t, { draft: 'Secret draft' });
    const mark = h.fake.mark();
    await h.openHome(STRANGER);
    const published = await lastPublish(STRANGER, mark);
    expect(JSON.stringify(published.params['view'])).not.toContain('Secret draft');
  });
});

describe('/taploop', () => {
  it('help lists the subcommands', async () => {
    const text = await command('help');
    for (const sub of ['pending', 'rules', 'stats']) expect(text).toContain(`/taploop ${sub}`);
  });

  it('pending lists the drafts waiting, escaped', async () => {
    await submit(h.t, { draft: 'Launch <today> & celebrate' });
    expect(await command('pending')).toContain('Launch &lt;today&gt; &amp; celebrate');
  });

  it('stats counts the decisions of the last 7 days', async () => {
    await decideVia(h.t, await submit(h.t), { action: 'reject', reason: 'meh' });
    const text = await command('stats');
    expect(text).toMatch(/✅ \d+ approved · ✏️ \d+ edited · ❌ [1-9]\d* rejected/);
    expect(text).toContain('Taps:');
  });

  it('rules lists active rules with their effect, and the candidates waiting', async () => {
    // Drafts on "effect": one edited substantially before its rule became active, one approved and one rejected after.
    await decideVia(h.t, await submit(h.t, { goal: 'effect', draft: 'Delivery tomorrow, guaranteed!' }), {
      action: 'edit',
      text: 'Delivery usually takes three working days.',
    });
    await h.t.gateway.createRule({
      title: 'No delivery promises',
      body: 'Never promise a delivery date.',
      goal: 'effect',
    });
    await decideVia(h.t, await submit(h.t, { goal: 'effect' }), { action: 'approve' });
    await decideVia(h.t, await submit(h.t, { goal: 'effect' }), { action: 'reject', reason: 'off-topic' });
    await h.t.gateway.createRule({ title: 'Always cite the source', body: 'Always cite the source.', goal: null });
    await h.t.gateway.proposeRule({
      title: 'Link the <docs>',
      body: 'Link the docs.',
      goal: 'posts',
      evidence: ['fb_1', 'fb_2', 'fb_3'],
      source: 'nightly',
    });
    const text = await command('rules');
    expect(text).toContain('• Always cite the source _(every goal)_\n      📈 not enough drafts yet');
    expect(text).toContain(
      '• No delivery promises _(effect)_\n      📈 edits 100% → 0%, rejections 0% → 50% (1 draft before, 2 after)',
    );
    expect(text).toMatch(
      /\*Waiting for your decision\* \(\d+\) — Confirm, Reword or Reject on their cards or in this app's \*Home\* tab\n/,
    );
    expect(text).toContain('• Link the &lt;docs&gt; _(posts)_');
  });

  it('a non-owner may read help but not drafts', async () => {
    expect(await command('pending', STRANGER)).toBe(
      'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
    );
    expect(await command('', STRANGER)).toContain('/taploop pending');
  });
});
