// Slack requests are trusted only when signed and fresh; retries, double clicks, strangers and a failing database store nothing wrong.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, hasButtons, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

const now = () => Math.floor(Date.now() / 1000);

describe('Slack request signatures (invariant 7)', () => {
  it('a forged signature is refused with 401 and an empty body; nothing is stored', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const body = h.clickBody(card, `run_approve:${id}`);
    const res = await h.send(body, { secret: 'not-the-signing-secret' });
    expect(res.status).toBe(401);
    expect(await res.text()).toBe('');
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
    expect(hasButtons(h.fake.message(card.channel, card.ts))).toBe(true);
  });

  it('a timestamp more than 5 minutes old, or ahead, is refused even with a valid signature', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const body = h.clickBody(card, `run_approve:${id}`);
    expect((await h.send(body, { timestampSeconds: now() - 301 })).status).toBe(401);
    expect((await h.send(body, { timestampSeconds: now() + 301 })).status).toBe(401);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
    // Inside the window either way is fine (clocks drift a little).
    expect((await h.send(body, { timestampSeconds: now() + 120 })).status).toBe(200);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });

  it('a request without signature headers is refused', async () => {
    const res = await h.t.app.request('/slack/events', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ type: 'url_verification', challenge: 'abc' }),
    });
    expect(res.status).toBe(401);
  });

  it('answers Slack’s url_verification challenge when signed', async () => {
    const res = await h.send(JSON.stringify({ token: 'x', challenge: 'c-123', type: 'url_verification' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ challenge: 'c-123' });
  });
});

describe('Slack retries and double clicks', () => {
  it('a retried request (X-Slack-Retry-Num) is acknowledged and stores one row', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const { res, body } = await h.click(card, `run_approve:${id}`);
    expect(res.status).toBe(200);
    const retry = await h.send(body, { headers: { 'x-slack-retry-num': '1', 'x-slack-retry-reason': 'http_timeout' } });
    expect(retry.status).toBe(200);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'duplicate']);
  });

  it('a second click on the same card stores nothing and tells the clicker it is already decided', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await h.click(card, `run_approve:${id}`);
    const mark = h.fake.mark();
    await h.click(card, `run_approve:${id}`, OWNER, { force: true });
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'conflict']);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({ user: OWNER, text: `Already approved in Slack by slack-${OWNER}.` });
  });

  it('the same edit modal submitted twice stores one row', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_edit:${id}`);
    const submission = h.submitBody(viewId, 'run_edit', { draft: { text: 'Shorter.' } });
    expect((await h.send(submission)).status).toBe(200);
    expect((await h.send(submission, { headers: { 'x-slack-retry-num': '1' } })).status).toBe(200);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored', 'duplicate']);
  });
});

describe('Slack refusals and failures', () => {
  it('a non-owner gets an ephemeral refusal; only the refused tap is stored', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const mark = h.fake.mark();
    const { res } = await h.click(card, `run_approve:${id}`, STRANGER);
    expect(res.status).toBe(200);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({
      channel: card.channel,
      user: STRANGER,
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
    });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual(['refused']);
    expect(h.fake.calls('chat.update').filter((c) => c.seq >= mark)).toHaveLength(0);
    expect(hasButtons(h.fake.message(card.channel, card.ts))).toBe(true);
  });

  it('a non-owner pressing Edit gets the refusal instead of a modal', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const mark = h.fake.mark();
    await h.click(card, `run_edit:${id}`, STRANGER);
    expect(h.fake.calls('views.open').filter((c) => c.seq >= mark)).toHaveLength(0);
    expect((await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark)).params).toMatchObject({
      user: STRANGER,
    });
  });

  it('a database failure says "not saved" on the card, keeps its buttons, and a later tap is stored', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await h.t.testDb.db.exec(`
      create or replace function agent_learning.refuse_feedback() returns trigger language plpgsql as
        $$ begin raise exception 'disk full (simulated)'; end $$;
      create trigger refuse_feedback before insert on agent_learning.feedback
        for each row execute function agent_learning.refuse_feedback();`);
    try {
      const { res } = await h.click(card, `run_approve:${id}`);
      expect(res.status).toBe(200);
    } finally {
      await h.t.testDb.db.exec('drop trigger refuse_feedback on agent_learning.feedback');
    }
    const shown = h.fake.message(card.channel, card.ts);
    expect(blockText(shown)).toContain(
      'Not saved: the database did not accept the decision. Try again (tap, or send it again).',
    );
    expect(blockText(shown)).not.toContain('disk full');
    expect(hasButtons(shown)).toBe(true);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual(['failed']);

    await h.click(card, `run_approve:${id}`);
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain('✅ *Approved*');
    expect(blockText(after)).not.toContain('Not saved');
  });

  it('a database failure during a modal submission is shown in the modal, so the text is not lost', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_edit:${id}`);
    const submission = h.submitBody(viewId, 'run_edit', { draft: { text: 'Fixed.' } });
    await h.t.testDb.db.exec(`
      create trigger refuse_feedback before insert on agent_learning.feedback
        for each row execute function agent_learning.refuse_feedback();`);
    let answer: unknown;
    try {
      answer = await (await h.send(submission)).json();
    } finally {
      await h.t.testDb.db.exec('drop trigger refuse_feedback on agent_learning.feedback');
    }
    expect(answer).toEqual({
      response_action: 'errors',
      errors: { draft: 'Not saved: the database did not accept the decision. Try again (tap, or send it again).' },
    });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect((await h.send(submission)).status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ correction: 'Fixed.' }]);
  });
});
