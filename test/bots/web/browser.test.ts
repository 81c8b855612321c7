// The web inbox in a real browser (Debian's Chromium via playwright-core): tap Approve, edit a draft, confirm a rule, see it on a phone.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertRetirement } from '../../../db/queries/learning.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, feedbackRows, submit } from '../../helpers/runs.ts';
import { executablePath, hasChromium, recordErrors, type ServedInbox, serveInbox } from './browser-harness.ts';

if (!hasChromium)
  console.warn(
    `Skipping the browser test: no Chromium at ${executablePath}. Run scripts/chromium.sh (or set CHROMIUM_PATH).`,
  );

const SCREENSHOT = '/tmp/taploop-inbox.png';
const RULES_SCREENSHOT = '/tmp/taploop-rules.png';

(hasChromium ? describe : describe.skip)('web inbox in a browser', () => {
  let t: TestGateway;
  let served: ServedInbox;
  let base: string;
  let page: Page;
  const browserErrors: string[] = [];

  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveInbox(t);
    base = served.base;
    const context = await served.browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
    });
    page = await context.newPage();
    recordErrors(page, browserErrors);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('approves one draft and edits another by tapping, then shows both as decided', async () => {
    const approveId = await submit(t, {
      agent: 'writer',
      task: 'Launch post for the blog',
      draft: 'We ship the new inbox today. Try it on your phone!',
    });
    const editId = await submit(t, {
      agent: 'replier',
      task: 'Reply to @sam',
      draft: 'Thanks Sam!!! We are SO glad you like it!!!',
    });
    const rejected = await submit(t, { goal: 'replies', agent: 'replier', draft: 'Buy now, limited offer' });
    await decideVia(t, rejected, { action: 'reject', reason: 'too salesy', actor: 'ann' });
    await submit(t, {
      goal: 'pages',
      agent: 'docs-bot',
      task: 'Changelog entry',
      draft: 'v0.3: faster context search and a web inbox.',
    });

    await page.goto(base);
    const approveCard = page.locator(`#${approveId}`);
    await approveCard.getByRole('button', { name: 'Approve' }).tap();
    await page.waitForURL(`${base}/?saved=${approveId}`);
    expect(await feedbackRows(t, approveId)).toMatchObject([{ rating: 1, source: 'web', correction: null }]);
    await expect.poll(() => page.locator('.banner.ok').innerText()).toContain('Saved: approved');
    expect(await page.locator(`#decided #${approveId}`).innerText()).toMatch(/Approved/);
    expect(await page.locator(`#pending #${approveId}`).count()).toBe(0);

    const editCard = page.locator(`#pending #${editId}`);
    await editCard.locator('summary', { hasText: 'Edit' }).tap();
    const textarea = editCard.locator('textarea[name=text]');
    expect(await textarea.inputValue()).toBe('Thanks Sam!!! We are SO glad you like it!!!');
    await textarea.fill('Thanks Sam, glad you like it.');
    await editCard.getByRole('button', { name: 'Save edit' }).tap();
    await page.waitForURL(`${base}/?saved=${editId}`);
    expect(await feedbackRows(t, editId)).toMatchObject([{ rating: 0, correction: 'Thanks Sam, glad you like it.' }]);
    const edited = await page.locator(`#decided #${editId}`).innerText();
    expect(edited).toMatch(/Edited/);
    expect(edited).toContain('Thanks Sam, glad you like it.');

    await page.goto(base); // the plain page, no flash
    await page.screenshot({ path: SCREENSHOT });
    await page.screenshot({ path: SCREENSHOT.replace('.png', '-full.png'), fullPage: true });
    expect(browserErrors).toEqual([]);
  });

  it('confirms a candidate rule by tapping, and lays the rules out for a phone', async () => {
    await decideVia(t, await submit(t, { goal: 'replies', draft: 'Buy now!!!' }), {
      action: 'reject',
      reason: 'too pushy',
    });
    const active = await t.gateway.createRule({
      title: 'No exclamation marks',
      body: 'Write calmly: no exclamation marks in replies.',
      goal: 'replies',
    });
    await decideVia(t, await submit(t, { goal: 'replies', draft: 'Thanks, glad it helps.' }), { action: 'approve' });
    await insertRetirement(t.testDb.db, {
      id: 'rule_browserretire1',
      target: active,
      evidence: ['fb_1', 'fb_2', 'fb_3', 'fb_4'],
      note: '4 of the 6 drafts written with this rule since it became active were rejected or substantially edited (67%). Retire it?',
    });
    const candidate = await t.gateway.proposeRule({
      title: 'Never promise a delivery date',
      body: 'Never promise a delivery date; say "usually 2-3 days" and link the tracking page.',
      goal: 'posts',
      evidence: ['fb_5', 'fb_6', 'fb_7'],
      source: 'nightly',
    });

    await page.goto(base); // a fresh load: from "/" a "/#rules" goto would only scroll the old page
    await page.goto(`${base}/#rules`);
    await page.screenshot({ path: RULES_SCREENSHOT });
    await page.locator('#rules').screenshot({ path: RULES_SCREENSHOT.replace('.png', '-section.png') });
    const card = page.locator(`#${candidate.id}`);
    expect(await card.innerText()).toContain('rests on 3 corrections');
    expect(await page.locator('#rule_browserretire1').innerText()).toContain('Retire: No exclamation marks');
    expect(await page.locator(`#${active.id}`).innerText()).toMatch(
      /Effect: edits –?\d*%? → 0%, rejections .* \(\d+ drafts? before, 1 after\)/,
    );
    const box = await card.getByRole('button', { name: 'Confirm' }).boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390); // nothing runs off the phone's screen

    await card.getByRole('button', { name: 'Confirm' }).tap();
    await page.waitForURL(/#rules$/);
    await expect
      .poll(() => page.locator('#rules .banner.ok').innerText())
      .toContain('Rule confirmed: “Never promise a delivery date” is active for posts.');
    expect((await t.gateway.getRule(candidate.id)).status).toBe('active');
    expect(await page.locator(`#rules #${candidate.id}[data-status=active]`).count()).toBe(1);
    await page.screenshot({ path: RULES_SCREENSHOT.replace('.png', '-confirmed.png') });

    await page.locator('summary', { hasText: 'Add a rule' }).tap();
    await page.getByLabel('Title').fill('Sign with the team name');
    await page.getByLabel('Rule', { exact: true }).fill('End every post with "— the taploop team".');
    await page.locator('#add-rule').screenshot({ path: RULES_SCREENSHOT.replace('.png', '-add.png') });
    await page.getByRole('button', { name: 'Add rule' }).tap();
    await expect
      .poll(() => page.locator('#rules .banner.ok').innerText())
      .toContain('Rule added: “Sign with the team name” is active for every goal.');
    expect(browserErrors).toEqual([]);
  });
});
