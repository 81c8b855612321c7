// Slack: a run's card is posted, and Approve / Edit / Reject taps become exactly one decision each, shown on the card.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromWeb } from '../../../bots/web/form.ts';
import { decideVia, feedbackRows, submit, tapOutcomes } from '../../helpers/runs.ts';
import { blockText, CARDS, OWNER, type SlackHarness, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness();
});
afterAll(() => h.close());

describe('Slack cards and decisions', () => {
  it('a new run posts a card with goal, agent, the escaped draft and Approve · Edit · Reject', async () => {
    const id = await submit(h.t, { draft: 'Ping <!channel> & <https://evil.example|click>', agent: 'writer' });
    const card = await h.cardOf({ runId: id });
    expect(card.channel).toBe(CARDS);
    const text = blockText(card.message);
    expect(text).toContain('Ping &lt;!channel&gt; &amp; &lt;https://evil.example|click&gt;');
    expect(text).not.toContain('<!channel>');
    expect(text).toContain('*posts*');
    expect(text).toContain('writer');
    const buttons = card.message.blocks!.find((b) => b['type'] === 'actions')!['elements'] as { action_id: string }[];
    expect(buttons.map((b) => b.action_id)).toEqual([`run_approve:${id}`, `run_edit:${id}`, `run_reject:${id}`]);
  });

  it('a draft over Slack’s 3000-character section limit is split across blocks', async () => {
    const draft = Array.from({ length: 900 }, (_, i) => `word${i}`).join(' ') + ' & more';
    const id = await submit(h.t, { draft });
    const { message } = await h.cardOf({ runId: id });
    const sections = message
      .blocks!.filter((b) => b['type'] === 'section')
      .map((b) => (b['text'] as { text: string }).text);
    expect(sections.length).toBeGreaterThan(1);
    for (const s of sections) expect(s.length).toBeLessThanOrEqual(3000);
    expect(sections.join(' ').replace(/\s+/g, ' ')).toBe(draft.replace('&', '&amp;'));
  });

  it('Undo takes the approval back and the card gets its three buttons again', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await h.click(card, `run_approve:${id}`);
    const { res } = await h.click(card, `run_undo:${id}`);
    expect(res.status).toBe(200);
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain(`run_approve:${id}`);
    const pub = await h.t.testDb.db.query<{ status: string }>('select status from publications where run_id = $1', [
      id,
    ]);
    expect(pub).toEqual([{ status: 'cancelled' }]);
  });

  it('approve stores one +1 row and updates the card with the outcome (chat.update, only Undo left)', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const mark = h.fake.mark();
    const { res } = await h.click(card, `run_approve:${id}`);
    expect(res.status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: 1, source: 'slack', correction: null }]);
    expect(await tapOutcomes(h.t, id)).toEqual(['stored']);
    const update = await h.fake.waitForCall('chat.update', (c) => c.seq >= mark && c.params['ts'] === card.ts);
    expect(update.params['channel']).toBe(CARDS);
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain(`✅ *Approved* in Slack by <@${OWNER}>`);
    expect(blockText(after)).not.toContain('run_approve');
    expect(blockText(after)).toContain(`run_undo:${id}`); // only Undo, while the publication is queued
  });

  it('edit opens a modal prefilled with the draft; its submission stores the correction and its kind', async () => {
    const id = await submit(h.t, { draft: 'We ship in 24 hours, guaranteed! Order now' });
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_edit:${id}`);
    expect(JSON.stringify(h.fake.view(viewId)?.blocks)).toContain(
      '"initial_value":"We ship in 24 hours, guaranteed! Order now"',
    );

    const blank = await h.send(h.submitBody(viewId, 'run_edit', { draft: { text: '   ' } }));
    expect(await blank.json()).toEqual({
      response_action: 'errors',
      errors: { draft: 'An edit needs the edited text; it was blank.' },
    });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);

    const saved = await h.send(
      h.submitBody(viewId, 'run_edit', { draft: { text: 'We ship within a few days. Order now' } }),
    );
    expect(saved.status).toBe(200);
    expect(await saved.text()).toBe('');
    expect(await feedbackRows(h.t, id)).toMatchObject([
      { rating: 0, correction: 'We ship within a few days. Order now', edit_kind: 'substantive' },
    ]);
    const after = h.fake.message(card.channel, card.ts);
    expect(blockText(after)).toContain('✏️ *Edited* (substantive edit) in Slack');
    expect(blockText(after)).toContain('We ship within a few days. Order now');
    expect(blockText(after)).not.toContain('run_approve');
    expect(blockText(after)).toContain(`run_undo:${id}`); // only Undo, while the publication is queued
  });

  it('an edit modal submitted with the draft unchanged says to approve instead, under the text, and stores nothing', async () => {
    const id = await submit(h.t, { draft: 'Doors open at nine.' });
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_edit:${id}`);
    const same = await h.send(h.submitBody(viewId, 'run_edit', { draft: { text: 'Doors open at nine.\n' } }));
    expect(await same.json()).toEqual({
      response_action: 'errors',
      errors: { draft: 'Not saved: the edited text is the same as the draft. Approve it instead, or change the text.' },
    });
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual(['invalid']);
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain(`run_approve:${id}`); // the buttons stay
  });

  it('reject offers the owner’s most frequent past reasons; a chosen one is stored as the reason', async () => {
    for (const reason of ['too salesy', 'too salesy', 'off-topic'])
      await decideVia(h.t, await submit(h.t), { action: 'reject', reason });
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_reject:${id}`);
    const radio = h.fake.view(viewId)!.blocks.find((b) => b['block_id'] === 'choice')!['element'] as {
      options: { text: { text: string }; value: string }[];
    };
    expect(radio.options.map((o) => o.text.text)).toEqual(['too salesy', 'off-topic']);

    const picked = { type: 'radio_buttons', selected_option: radio.options[0] };
    const res = await h.send(h.submitBody(viewId, 'run_reject', { choice: { reason: picked }, other: { text: '' } }));
    expect(res.status).toBe(200);
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: 'too salesy' }]);
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain('❌ *Rejected* in Slack');
  });

  it('reject with the owner’s own words stores those words', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const viewId = await h.openModal(card, `run_reject:${id}`);
    await h.send(h.submitBody(viewId, 'run_reject', { other: { text: 'mentions a competitor' } }));
    expect(await feedbackRows(h.t, id)).toMatchObject([{ rating: -1, reason: 'mentions a competitor' }]);
    expect(blockText(h.fake.message(card.channel, card.ts))).toContain('mentions a competitor');
  });

  it('edit on a draft decided elsewhere opens no modal and says who decided', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await decideVia(h.t, id, { action: 'approve' });
    const mark = h.fake.mark();
    await h.click(card, `run_edit:${id}`, OWNER, { force: true });
    expect(h.fake.calls('views.open').filter((c) => c.seq >= mark)).toHaveLength(0);
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({ user: OWNER, text: 'Already approved in the API.' });
  });

  it('a draft rejected in the web inbox: an Approve click is told so plainly, and the card names no person called "web"', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    await h.t.gateway.decide({ runId: id, action: 'reject', reason: 'off-brand', ...fromWeb });
    await h.t.gateway.settle();
    const mark = h.fake.mark();
    await h.click(card, `run_approve:${id}`, OWNER, { force: true });
    const told = await h.fake.waitForCall('chat.postEphemeral', (c) => c.seq >= mark);
    expect(told.params).toMatchObject({ user: OWNER, text: 'Already rejected in the web inbox.' });
    expect(blockText(h.fake.message(card.channel, card.ts))).toMatch(
      /Rejected\* in the web inbox <!date\^\d+\^\{date_short_pretty\} at \{time\}\|[^>]+>: “off-brand”/,
    );
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });
});

describe('Slack interactions taploop cannot read', () => {
  const repack = (body: string, edit: (p: Record<string, unknown>) => void) => {
    const payload = JSON.parse(new URLSearchParams(body).get('payload')!) as Record<string, unknown>;
    edit(payload);
    return new URLSearchParams({ payload: JSON.stringify(payload) }).toString();
  };

  it('a signed click without its button value, or a submission with foreign metadata, is a 400 naming the field', async () => {
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const click = h.clickBody(card, `run_approve:${id}`);
    const valueless = repack(click, (p) => {
      for (const a of p['actions'] as Record<string, unknown>[]) delete a['value'];
    });
    const res = await h.send(valueless);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/^Not a Slack interaction taploop can read: actions\.0\.value: /);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);

    const submission = h.fake.payloads.viewSubmission({
      userId: OWNER,
      callbackId: 'run_edit',
      privateMetadata: 'not json at all',
      values: { text: { text: 'Edited' } },
    });
    const bad = await h.send(submission);
    expect(bad.status).toBe(400);
    expect(await bad.text()).toMatch(/view\.private_metadata: not the JSON taploop wrote/);
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
  });

  it('a slash command without its text, or a click carrying a NUL or half a character, is a 400 naming the field', async () => {
    // Found by the Slack fuzzer: the command listener read `text.trim()` ("reading 'trim'"), a broken character in the
    // channel failed the Web API call ("URI malformed"), a NUL in the button's run id failed in the database.
    const noText = await h.send(new URLSearchParams({ command: '/taploop', user_id: OWNER }).toString());
    expect(noText.status).toBe(400);
    expect(await noText.text()).toMatch(/^Not a Slack interaction taploop can read: text: /);

    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const click = h.clickBody(card, `run_approve:${id}`);
    type Click = { container: { channel_id: string }; actions: { action_id: string }[] };
    for (const [field, breakIt] of [
      ['container.channel_id', (p: Record<string, unknown>) => ((p as Click).container.channel_id += '\uD800')],
      ['actions.0.action_id', (p: Record<string, unknown>) => ((p as Click).actions[0]!.action_id += '\u0000')],
    ] as const) {
      const res = await h.send(repack(click, breakIt));
      expect(res.status, field).toBe(400);
      expect(await res.text()).toBe(
        `Not a Slack interaction taploop can read: ${field}: a NUL or half a character, which Slack never sends`,
      );
    }
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
  });

  it('a signed click with "channel": null, or without its container, is a 400 naming the field, not a 500', async () => {
    // Bolt reads channel.id whenever channel is there (500); the listener reads the container (its tap failed).
    const id = await submit(h.t);
    const card = await h.cardOf({ runId: id });
    const click = h.clickBody(card, `run_approve:${id}`);
    for (const [field, breakIt] of [
      ['channel', (p: Record<string, unknown>) => (p['channel'] = null)],
      ['container', (p: Record<string, unknown>) => (p['container'] = null)],
      ['container', (p: Record<string, unknown>) => delete p['container']],
    ] as const) {
      const before = h.problems.length;
      const res = await h.send(repack(click, breakIt));
      expect(res.status, field).toBe(400);
      expect(await res.text()).toMatch(
        new RegExp(`^Not a Slack interaction taploop can read: ${field}: expected an object`),
      );
      expect(h.problems.slice(before)).toEqual([]);
    }
    expect(await feedbackRows(h.t, id)).toHaveLength(0);
    expect(await tapOutcomes(h.t, id)).toEqual([]);
    expect((await h.send(click)).status).toBe(200); // the click as Slack sends it still counts
    expect(await feedbackRows(h.t, id)).toHaveLength(1);
  });

  it('a signed form Bolt would read as another kind, without what Bolt reads, is a 400, not a 500', async () => {
    // Found by the Slack fuzzer: "name=" is an options request to Bolt, which then reads user.team_id.
    for (const [body, field] of [
      ['name=', 'user'],
      ['actions=x', 'user'],
      [new URLSearchParams({ payload: JSON.stringify({ type: 'shortcut' }) }).toString(), 'user'],
      [new URLSearchParams({ payload: JSON.stringify({ event: 'x' }) }).toString(), 'event'],
    ] as const) {
      const res = await h.send(body);
      expect(res.status, body).toBe(400);
      expect(await res.text()).toMatch(new RegExp(`^Not a Slack interaction taploop can read: ${field}: `));
    }
  });

  it('a signed body of no kind Bolt knows is a 400 naming its type; Slack’s rate-limit notice is a 200', async () => {
    // Left to Bolt, these log "Could not determine the type of an incoming event" and answer 404.
    const before = h.problems.length;
    for (const [body, type] of [
      ['team_id=T1', 'missing'],
      [
        new URLSearchParams({ payload: JSON.stringify({ type: 'mystery', user: { id: OWNER } }) }).toString(),
        '"mystery"',
      ],
    ] as const) {
      const res = await h.send(body);
      expect(res.status, body).toBe(400);
      expect(await res.text()).toBe(
        `Not a Slack interaction taploop can read: type: ${type} is no Slack request taploop reads (an event, a slash command, a button, a modal, a shortcut or an options request)`,
      );
    }
    expect(h.problems.slice(before)).toEqual([]);
    const limited = { type: 'app_rate_limited', team_id: 'T1', minute_rate_limited: 1518467820, api_app_id: 'A1' };
    const res = await h.send(new URLSearchParams({ payload: JSON.stringify(limited) }).toString());
    expect(res.status).toBe(200);
    expect(h.problems.slice(before)).toEqual([expect.stringMatching(/rate limited.*"minute":1518467820/)]);
  });
});
