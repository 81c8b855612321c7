// The inbox keeps its pending drafts fresh by itself (a light poll of /inbox/pending), never under a half-typed
// edit, and still works without JavaScript; every time it shows carries its zone.
import type { Hono } from 'hono';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { submit } from '../../helpers/runs.ts';
import { hasChromium, recordErrors, type ServedInbox, serveInbox } from './browser-harness.ts';
import { mount, page, section } from './harness.ts';

describe('inbox: pending drafts without a reload', () => {
  let t: TestGateway;
  let app: Hono;
  beforeAll(async () => {
    t = await createTestGateway();
    app = mount(t);
  });
  afterAll(() => t?.close());

  it('serves the pending section alone, with the ids it holds and the page title', async () => {
    const first = await submit(t, { draft: 'First draft' });
    const second = await submit(t, { draft: 'Second draft' });
    const res = await app.request('/inbox/pending');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-taploop-pending')).toBe(`${second},${first}`);
    expect(res.headers.get('x-taploop-title')).toBe('(2) taploop inbox');
    const html = await res.text();
    expect(html).toMatch(/^<section id="pending">/);
    expect(html).toContain(`id="${first}"`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The page already shows these: nothing is rendered (no card, no pre-check).
    const same = await app.request(`/inbox/pending?known=${second},${first}`);
    expect(same.status).toBe(204);
    expect(await same.text()).toBe('');
  });

  it('the page loads its one script from itself; the CSP allows nothing else', async () => {
    const html = await page(app);
    expect(html).toMatch(
      /<script src="\/inbox\/live\.js" data-every="10000" data-pending="[\w,]+" defer(="")?><\/script>/,
    );
    const js = await app.request('/inbox/live.js');
    expect(js.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await js.text()).toContain("fetch('/inbox/pending?known='");
    const csp = (await app.request('/')).headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'none'");
  });

  it('shows every time with its zone', async () => {
    const html = section(await page(app), 'pending');
    expect(html).toMatch(/\d{1,2} \w{3} \d{4}, \d\d:\d\d UTC \(/);
  });
});

describe.skipIf(!hasChromium)('inbox in a browser: new drafts appear by themselves', () => {
  let t: TestGateway;
  let served: ServedInbox;
  let base: string;
  let tab: Page;
  const errors: string[] = [];

  beforeAll(async () => {
    t = await createTestGateway();
    served = await serveInbox(t, { liveEveryMs: 200 });
    base = served.base;
    tab = await served.browser.newPage();
    recordErrors(tab, errors);
  });
  afterAll(async () => {
    await served?.close();
    await t?.close();
  });

  it('a draft submitted while the page is open shows up without a reload, but never under an open edit', async () => {
    const first = await submit(t, { draft: 'Already here' });
    await tab.goto(base);
    await tab.evaluate(() => ((globalThis as unknown as { notReloaded: boolean }).notReloaded = true));

    const second = await submit(t, { draft: 'Arrived while the page was open' });
    await expect.poll(() => tab.locator(`#pending #${second}`).count(), { timeout: 5000 }).toBe(1);
    expect(await tab.title()).toBe('(2) taploop inbox');

    // The owner opens an edit: nothing is swapped under it until it is closed again.
    await tab.locator(`#pending #${first} summary`, { hasText: 'Edit' }).click();
    await tab.locator(`#pending #${first} textarea[name=text]`).fill('Half-typed edit');
    const third = await submit(t, { draft: 'Arrived during the edit' });
    await new Promise((ok) => setTimeout(ok, 1000)); // five polls
    expect(await tab.locator(`#pending #${third}`).count()).toBe(0);
    expect(await tab.locator(`#pending #${first} textarea[name=text]`).inputValue()).toBe('Half-typed edit');

    await tab.locator(`#pending #${first} summary`, { hasText: 'Edit' }).click(); // closes the edit
    await tab.locator('h1').click(); // and leaves the section
    await expect.poll(() => tab.locator(`#pending #${third}`).count(), { timeout: 5000 }).toBe(1);
    expect(await tab.evaluate(() => (globalThis as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
  });
});
