// "Same mistake as one of these?" in the web inbox: asked on the page an edit or a rejection lands on, answered by
// one tap that names the mistake for the nightly job (mistake_links), and never in the decision's way.
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decision } from '../../helpers/learning.ts';
import { feedbackRows, submit } from '../../helpers/runs.ts';
import { basic, eventKeyOf, guardedInbox, INBOX_TOKEN, mount, page, postAndFollowTo, postForm } from './harness.ts';

const PROMPT = 'Same mistake as one of these?';
const GOAL = 'replies';

/** Two past edits in different drafts that both replace "guaranteed" with "usually". */
async function pastEdits(t: TestGateway, goal = GOAL): Promise<string[]> {
  const ids = [
    await decision(t, goal, 'Reply about delivery', 'Delivery is guaranteed by Friday.', {
      action: 'edit',
      text: 'Delivery is usually by Friday.',
    }),
    await decision(t, goal, 'Reply about refunds', 'Refunds are guaranteed within a day.', {
      action: 'edit',
      text: 'Refunds are usually within a day.',
    }),
  ];
  await t.gateway.backfillEmbeddings();
  return ids;
}

type Decide = { action: 'approve' } | { action: 'reject'; reason?: string } | { action: 'edit'; text: string };

/** A new draft decided through the page's own form; answers the page the decision lands on and its feedback id. */
async function decideOnPage(app: Hono, t: TestGateway, fields: Decide, goal = GOAL) {
  const runId = await submit(t, { goal, task: 'Reply about setup', draft: 'Setup is guaranteed in an hour.' });
  const path = `/inbox/runs/${runId}/decide`;
  const key = eventKeyOf(await page(app), path, fields.action);
  const { location, html } = await postAndFollowTo(app, path, { ...fields, event_key: key });
  const [row] = await feedbackRows(t, runId);
  return { location, html, feedbackId: row!.id };
}

/** The question's form under the saved banner, or null when the page asks nothing there. */
const questionOf = (html: string) =>
  /<form method="post" action="[^"?]*" class="mistake"[\s\S]*?<\/form>/.exec(html)?.[0] ?? null;

/** The forms of the list of the week's unnamed mistakes, asked again (their answers land back in the list). */
const listedOf = (html: string) =>
  [...html.matchAll(/<form method="post" action="[^"]*\?in=mistakes" class="mistake"[\s\S]*?<\/form>/g)].map(
    ([form]) => form,
  );

/** Its buttons as a browser would send them: the field each one posts, its value, and the text on it. */
const buttonsOf = (form: string) =>
  [...form.matchAll(/<button type="submit"[^>]*name="(\w+)" value="([^"]+)"[^>]*>([^<]*)<\/button>/g)].map(
    ([, name, value, text]) => ({ name: name!, value: value!, text: text! }),
  );

const answerPath = (feedbackId: string) => `/inbox/decisions/${feedbackId}/mistake`;

const linksOf = (t: TestGateway, feedbackId: string) =>
  t.testDb.db.query<{ feedback_id: string; same_as: string | null; rule_id: string | null; source: string }>(
    'select feedback_id, same_as, rule_id, source from mistake_links where feedback_id = $1',
    [feedbackId],
  );

describe('the same-mistake question in the web inbox', () => {
  let t: TestGateway;
  let app: Hono;
  let past: string[];
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
    past = await pastEdits(t);
  });
  afterAll(() => t.close());

  it('asks after a rejection, with a numbered button naming the earlier correction', async () => {
    const { html, feedbackId } = await decideOnPage(app, t, { action: 'reject' });
    expect(html).toContain('Saved: rejected');
    const form = questionOf(html)!;
    expect(form).toContain(PROMPT);
    expect(form).toContain(`action="${answerPath(feedbackId)}"`);
    const buttons = buttonsOf(form);
    expect(buttons).toContainEqual({
      name: 'same_as',
      value: expect.stringMatching(new RegExp(`^(${past.join('|')})$`)),
      text: expect.stringMatching(/^1\. “guaranteed” → “usually” \(\d{1,2} \w{3}\)$/),
    });
    expect(buttons.at(-1)).toEqual({ name: 'new', value: '1', text: 'New mistake' });
    expect(form).toContain('Not sure? Ignore this.');
  });

  it('a tapped choice is stored from the web, says what it names, and the question is not asked again', async () => {
    const { location, html, feedbackId } = await decideOnPage(app, t, {
      action: 'edit',
      text: 'Setup is usually in an hour.',
    });
    const first = buttonsOf(questionOf(html)!)[0]!;
    expect(first.name).toBe('same_as');
    const answered = await postAndFollowTo(app, answerPath(feedbackId), { same_as: first.value });
    expect(await linksOf(t, feedbackId)).toEqual([
      { feedback_id: feedbackId, same_as: first.value, rule_id: null, source: 'web' },
    ]);
    expect(answered.html).toMatch(
      /class="banner ok" role="status">\s*✅ Same mistake as: “guaranteed” → “usually” \(\d{1,2} \w{3}\)/,
    );
    expect(questionOf(answered.html)).toBeNull();
    const again = await page(app, location); // the decision's own page, reloaded
    expect(again).toContain('Saved: edited');
    expect(questionOf(again)).toBeNull();
  });

  it('"New mistake" stores a link to nothing', async () => {
    const { html, feedbackId } = await decideOnPage(app, t, { action: 'reject', reason: 'no promises' });
    expect(buttonsOf(questionOf(html)!).at(-1)).toMatchObject({ name: 'new', value: '1' });
    const answered = await postAndFollowTo(app, answerPath(feedbackId), { new: '1' });
    expect(await linksOf(t, feedbackId)).toEqual([
      { feedback_id: feedbackId, same_as: null, rule_id: null, source: 'web' },
    ]);
    expect(answered.html).toContain('✅ A new mistake.');
  });

  it('refuses a body with two answers, or one the page never wrote, with a message and stores nothing', async () => {
    const { feedbackId } = await decideOnPage(app, t, { action: 'reject' });
    const both = await postAndFollowTo(app, answerPath(feedbackId), { same_as: past[0]!, new: '1' });
    expect(both.location).toMatch(/^\/\?error=/);
    expect(both.html).toMatch(/class="banner error" role="alert">\s*Not saved: tap one answer/);
    const damaged = await postAndFollowTo(app, answerPath(feedbackId), { same_as: 'not-a-decision' });
    expect(damaged.html).toContain('The form was damaged');
    const itself = await postAndFollowTo(app, answerPath(feedbackId), { same_as: feedbackId });
    expect(itself.html).toContain('A correction cannot be the same as itself');
    expect(itself.html).not.toMatch(/at .*\.ts:\d+/);
    expect(await linksOf(t, feedbackId)).toEqual([]);
  });

  it('asks nothing after an approval, only after the rejection that follows', async () => {
    const approved = await decideOnPage(app, t, { action: 'approve' });
    expect(approved.html).toContain('Saved: approved');
    expect(questionOf(approved.html)).toBeNull();
    const rejected = await decideOnPage(app, t, { action: 'reject' });
    expect(questionOf(rejected.html)).toContain(PROMPT);
  });

  it('asks nothing about the first correction of a goal, only once there is one to compare', async () => {
    const first = await decideOnPage(app, t, { action: 'edit', text: 'Setup is usually in an hour.' }, 'fresh');
    expect(first.html).toContain('Saved: edited');
    expect(questionOf(first.html)).toBeNull();
    await t.gateway.settle(); // its embedding, made in the background after the decision
    const second = await decideOnPage(app, t, { action: 'edit', text: 'Setup is usually in an hour.' }, 'fresh');
    expect(buttonsOf(questionOf(second.html)!)[0]).toMatchObject({ name: 'same_as', value: first.feedbackId });
  });
});

describe('the week’s unnamed mistakes, asked again on their page', () => {
  it('a goal’s first correction, asked nothing when it was made, is asked there once a later one exists', async () => {
    const t = await createTestGateway();
    try {
      const app = mount(t);
      const first = await decideOnPage(app, t, { action: 'edit', text: 'Setup is usually in an hour.' });
      expect(questionOf(first.html)).toBeNull();
      // With nothing to compare it with yet, there is no question to reach: the header counts none.
      expect(first.html).not.toContain('Name mistakes');
      const alone = await page(app, '/inbox/mistakes');
      expect(listedOf(alone)).toEqual([]);
      expect(alone).toContain('Nothing to name yet: 1 unnamed correction has nothing to compare with.');
      await t.gateway.settle();

      const second = await decideOnPage(app, t, { action: 'edit', text: 'Setup is usually in an hour.' });
      expect(questionOf(second.html)).toContain(answerPath(second.feedbackId)); // asked under its banner
      expect(second.html).toContain('Name mistakes (2)');
      await t.gateway.settle();
      // On the page, both, newest first, each saying what it is about, the first with the second as its choice.
      const both = await page(app, '/inbox/mistakes');
      const listed = listedOf(both);
      expect(listed.map((f) => /decisions\/(fb_\w+)\/mistake/.exec(f)![1])).toEqual([
        second.feedbackId,
        first.feedbackId,
      ]);
      expect(listed[1]).toMatch(/Your edit of a “replies” draft \(\d{1,2} \w{3}\): “guaranteed” → “usually”/);
      expect(buttonsOf(listed[1]!)[0]).toMatchObject({ name: 'same_as', value: second.feedbackId });

      // Answered there: stored, and back on the page with the answer; the second, now one mistake with the first,
      // has nothing else to be the same as.
      const answered = await postAndFollowTo(app, `${answerPath(first.feedbackId)}?in=mistakes`, {
        same_as: second.feedbackId,
      });
      expect(answered.location).toMatch(/^\/inbox\/mistakes\?notice=.*&in=mistakes$/);
      expect(await linksOf(t, first.feedbackId)).toEqual([
        { feedback_id: first.feedbackId, same_as: second.feedbackId, rule_id: null, source: 'web' },
      ]);
      expect(answered.html).toMatch(/class="banner ok" role="status">\s*✅ Same mistake as: “guaranteed”/);
      expect(listedOf(answered.html)).toEqual([]);
      expect(answered.html).toContain('Nothing to name yet: 1 unnamed correction has nothing to compare with.');
      // The header counts the questions there are to answer: none.
      expect(await page(app)).not.toContain('Name mistakes');

      // A damaged answer from the page lands back there with what to fix.
      const damaged = await postAndFollowTo(app, `${answerPath(second.feedbackId)}?in=mistakes`, { same_as: 'x' });
      expect(damaged.location).toMatch(/^\/inbox\/mistakes\?error=/);
      expect(damaged.html).toContain('The form was damaged');
    } finally {
      await t.close();
    }
  });
});

describe('a rule as the answer', () => {
  it('offers the goal’s rule by its title, and a tap on it links the correction to that rule', async () => {
    const t = await createTestGateway();
    try {
      const app = mount(t);
      const rule = await t.gateway.createRule({
        title: 'Never guarantee timings',
        body: 'Say usually, never guaranteed.',
        goal: GOAL,
      });
      await pastEdits(t);
      const { html, feedbackId } = await decideOnPage(app, t, { action: 'reject' });
      const button = buttonsOf(questionOf(html)!).find((b) => b.name === 'rule_id');
      expect(button).toEqual({
        name: 'rule_id',
        value: rule.id,
        text: expect.stringMatching(/^\d\. Rule: Never guarantee timings$/),
      });
      const answered = await postAndFollowTo(app, answerPath(feedbackId), { rule_id: rule.id });
      expect(answered.html).toContain('✅ Same mistake as: Rule: Never guarantee timings');
      expect(await linksOf(t, feedbackId)).toEqual([
        { feedback_id: feedbackId, same_as: null, rule_id: rule.id, source: 'web' },
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('the same-mistake answer behind the inbox guards', () => {
  const token = INBOX_TOKEN;
  const login = basic(token);
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    ({ t, app } = await guardedInbox());
  });
  afterAll(() => t.close());

  it('stores nothing without the owner’s login or from another site; with both, it is stored', async () => {
    // The API wants its token too: the rejection goes through it with that.
    const bearer = { authorization: `Bearer ${token}` };
    const res = await t.request('POST', '/v1/runs', { goal: GOAL, draft: 'Setup is guaranteed.' }, bearer);
    const runId = ((await res.json()) as { id: string }).id;
    const decided = await t.request('POST', `/v1/runs/${runId}/decision`, { action: 'reject' }, bearer);
    const feedbackId = ((await decided.json()) as { decision: { id: string } }).decision.id;

    expect((await postForm(app, answerPath(feedbackId), { new: '1' })).status).toBe(401);
    expect((await app.request('/inbox/mistakes')).status).toBe(401); // the page of unnamed mistakes too
    expect((await app.request('/inbox/mistakes', { headers: login })).status).toBe(200);
    const crossSite = await postForm(
      app,
      answerPath(feedbackId),
      { new: '1' },
      { ...login, origin: 'https://evil.example' },
    );
    expect(crossSite.status).toBe(403);
    expect(await linksOf(t, feedbackId)).toEqual([]);

    expect((await postForm(app, answerPath(feedbackId), { new: '1' }, login)).status).toBe(303);
    expect(await linksOf(t, feedbackId)).toHaveLength(1);
  });
});

describe('the same-mistake question when it cannot be asked', () => {
  it('the decision is saved, the page shows without the question, and a warning is logged', async () => {
    const lines: string[] = [];
    const t = await createTestGateway();
    try {
      const app = mount(t, { logger: createLogger('warn', (l) => lines.push(l)) });
      await pastEdits(t);
      await t.testDb.db.query('alter table mistake_links rename to mistake_links_gone');
      const { html, feedbackId } = await decideOnPage(app, t, { action: 'reject' });
      expect(html).toContain('Saved: rejected');
      expect(questionOf(html)).toBeNull();
      expect(lines.filter((l) => l.includes('same-mistake question was not shown'))).toEqual([
        expect.stringContaining(`"feedback_id":"${feedbackId}"`),
      ]);
    } finally {
      await t.close();
    }
  });
});
