// Commands in Telegram: registered with setMyCommands; /stats shows the database's numbers; /pending, /rules, /help.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideVia, submit } from '../../helpers/runs.ts';
import {
  approveTapOf,
  buttons,
  cardOf,
  type Harness,
  handled,
  OWNER,
  STRANGER,
  say,
  sentSince,
  startHarness,
  tap,
} from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('commands', () => {
  it('are registered with setMyCommands', () => {
    expect(h.fake.commands().map((c) => c.command)).toEqual([
      'pending',
      'stats',
      'rules',
      'mistakes',
      'inbox',
      'whoami',
      'help',
    ]);
  });

  it('/help explains the buttons', async () => {
    const mark = h.fake.mark();
    await say(h, '/help');
    expect(sentSince(h.fake, mark)).toEqual([expect.stringContaining('✏️ Edit sends the draft back to you')]);
  });

  it('/stats shows the numbers from the database, with a warning when a tap was not stored', async () => {
    // Two approvals in Telegram (one tap delivered twice), a rejection and an edit via the API, a stranger's
    // refused tap, a tap the database refused, and one draft still pending.
    const approved = [await submit(h.t), await submit(h.t)];
    for (const id of approved) {
      const update = await approveTapOf(h, id);
      h.fake.pushUpdate(update);
      if (id === approved[0]) h.fake.pushUpdate(update);
      await handled(h.fake, update);
    }
    await decideVia(h.t, await submit(h.t), { action: 'reject', reason: 'off-topic' });
    await decideVia(h.t, await submit(h.t), { action: 'edit', text: 'Shorter.' });
    const pending = await submit(h.t);
    const card = await cardOf(h, OWNER, pending);
    await tap(h, { fromId: STRANGER, messageId: card.message_id, data: `a:${pending}` });
    await h.t.testDb.db.exec(`
      create or replace function agent_learning.refuse_feedback() returns trigger language plpgsql as
        $$ begin raise exception 'disk full (simulated)'; end $$;
      create trigger refuse_feedback before insert on agent_learning.feedback for each row execute function agent_learning.refuse_feedback();`);
    try {
      await tap(h, { messageId: card.message_id, data: `a:${pending}` });
    } finally {
      await h.t.testDb.db.exec('drop trigger refuse_feedback on agent_learning.feedback');
    }

    const [f] = await h.t.testDb.db.query<{ approvals: number; rejections: number; edits: number }>(
      `select count(*) filter (where rating = 1)::int as approvals, count(*) filter (where rating = -1)::int as rejections,
              count(*) filter (where rating = 0)::int as edits from feedback`,
    );
    const [t] = await h.t.testDb.db.query<{
      received: number;
      stored: number;
      duplicate: number;
      conflict: number;
      refused: number;
      invalid: number;
      failed: number;
      unsettled: number;
    }>(
      `select count(*)::int as received, count(*) filter (where outcome = 'stored')::int as stored,
              count(*) filter (where outcome = 'duplicate')::int as duplicate, count(*) filter (where outcome = 'conflict')::int as conflict,
              count(*) filter (where outcome = 'refused')::int as refused, count(*) filter (where outcome = 'invalid')::int as invalid,
              count(*) filter (where outcome = 'failed')::int as failed, count(*) filter (where outcome = 'received')::int as unsettled
       from taps`,
    );
    const [p] = await h.t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from runs where status = 'pending'`,
    );
    const [q] = await h.t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from publications where status = 'queued'`,
    );
    expect([
      f!.approvals,
      f!.rejections,
      f!.edits,
      t!.duplicate,
      t!.refused,
      t!.failed,
      t!.unsettled,
      p!.n,
      q!.n,
    ]).toEqual([2, 1, 1, 1, 1, 1, 0, 1, 3]);

    const mark = h.fake.mark();
    await say(h, '/stats');
    const [text] = sentSince(h.fake, mark);
    const lines = text!.split('\n');
    const decisions = `✅ ${f!.approvals} approved · ❌ ${f!.rejections} rejected · ✏️ ${f!.edits} edited`;
    const tapsLine = `👆 Taps: ${t!.received} received (${t!.stored} stored, ${t!.duplicate} duplicate, ${t!.conflict} already decided, ${t!.refused} refused, ${t!.invalid} invalid, ${t!.failed} failed, 0 lost)`;
    expect(lines).toContain(`Today: ${decisions}`);
    expect(lines).toContain(`Last 7 days: ${decisions}`);
    expect(lines.filter((l) => l === tapsLine)).toHaveLength(2);
    expect(lines).toContain(`⏳ Pending drafts: ${p!.n}`);
    expect(lines).toContain(`📤 Queued publications: ${q!.n}`);
    expect(lines.at(-1)).toMatch(/^⚠️ 1 tap\(s\) received but not stored in the last 7 day\(s\): 1 failed/);
  });

  it('/pending re-sends the cards still waiting, and a tap on a re-sent card updates the old one too', async () => {
    const waiting = await submit(h.t, { draft: 'Still waiting' });
    const old = await cardOf(h, OWNER, waiting);
    const pendingIds = (await h.t.gateway.listRuns({ status: 'pending', limit: 50 })).map((r) => r.id);
    const mark = h.fake.mark();
    await say(h, '/pending');
    const resent = h.fake
      .calls('sendMessage')
      .filter((c) => c.seq >= mark)
      .map((c) => (c.response as { result: { message_id: number; text: string } }).result);
    expect(resent).toHaveLength(pendingIds.length);
    const fresh = resent.find((m) => m.text.endsWith('Still waiting'))!;
    expect(buttons(h.fake.message(OWNER, fresh.message_id))).toEqual([`a:${waiting}`, `r:${waiting}`, `e:${waiting}`]);

    await tap(h, { messageId: fresh.message_id, data: `a:${waiting}` });
    expect(h.fake.message(OWNER, old.message_id)?.text).toMatch(/^✅ Approved/);
    expect(buttons(h.fake.message(OWNER, old.message_id))).toEqual([`u:${waiting}`]);
  });

  it('/rules lists the active rules with their effect and re-sends candidates waiting for a decision', async () => {
    // Drafts on "effect" decided before its rule became active (1 approved, 1 rejected) and after (1 approved).
    await decideVia(h.t, await submit(h.t, { goal: 'effect' }), { action: 'approve' });
    await decideVia(h.t, await submit(h.t, { goal: 'effect' }), { action: 'reject', reason: 'too loud' });
    await h.t.request('POST', '/v1/rules', { title: 'Quiet tone', body: 'No shouting.', goal: 'effect' });
    await decideVia(h.t, await submit(h.t, { goal: 'effect' }), { action: 'approve' });
    await h.t.request('POST', '/v1/rules', { title: 'No <hype> & no emoji', body: 'Plain words only.', goal: 'posts' });
    const candidate = await h.t.gateway.proposeRule({
      title: 'Sign with the team name',
      body: 'Sign with the team name',
      goal: null,
      evidence: ['fb_1'],
      source: 'nightly',
    });
    await h.t.gateway.settle();
    const mark = h.fake.mark();
    await say(h, '/rules');
    const texts = sentSince(h.fake, mark);
    expect(texts[0]).toBe(
      [
        '📏 Active rules (2)',
        '1. No <hype> & no emoji (posts)',
        '    📈 not enough drafts yet',
        '2. Quiet tone (effect)',
        '    📈 edits 0% → 0%, rejections 50% → 0% (2 drafts before, 1 after)',
      ].join('\n'),
    );
    expect(texts[1]).toBe(
      '⏳ 1 candidate rule waits for your decision: tap Confirm, Reword or Reject on its card below.',
    );
    expect(texts[2]).toMatch(/^📏 New rule proposed for every goal/);
    expect((await h.t.gateway.cardsOf({ ruleId: candidate.id }, 'telegram')).length).toBe(3); // two owners + the re-sent card
  });

  it('plain text that is not a reply gets a hint', async () => {
    const mark = h.fake.mark();
    await say(h, 'hello?');
    expect(sentSince(h.fake, mark)).toEqual([expect.stringMatching(/^To edit a draft, reply to its card/)]);
  });
});

describe('long polling: an update the bot cannot read', () => {
  it('is skipped with a warning naming the field, and the next update is handled as usual', async () => {
    const problems = h.problems.length;
    const mark = h.fake.mark();
    // A shape the Bot API never sends (hence the cast): a command without its sender.
    const senderless = h.fake.pushUpdate({
      message: { message_id: 7001, chat: { id: OWNER, type: 'private' }, date: 0, text: '/help' },
    } as never);
    await handled(h.fake, senderless);
    expect(sentSince(h.fake, mark)).toEqual([]);
    const logged = h.problems.slice(problems).join('\n');
    expect(logged).toMatch(/telegram update skipped: not one the bot can read/);
    expect(logged).toMatch(/message\.from: /);
    expect(logged).not.toMatch(/telegram update failed/);

    await say(h, '/help');
    expect(sentSince(h.fake, mark)).toEqual([expect.stringContaining('✏️ Edit sends the draft back to you')]);
  });
});
