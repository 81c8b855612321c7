// Helpers for the web inbox tests: the inbox mounted beside the API, pages, sections, and form posts as a browser sends them.
import { Hono } from 'hono';
import { expect } from 'vitest';
import { createWebInbox } from '../../../bots/web/index.ts';
import { type Logger, silentLogger } from '../../../gateway/kernel/logger.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';

export const ORIGIN = 'http://localhost';

/** The token of `guardedInbox`: the inbox's password (Basic auth, any user name) and the API's bearer token. */
export const INBOX_TOKEN = 'inbox-secret-token-123';

/** The inbox's login as a browser sends it. */
export const basic = (password: string, user = 'me') => ({ authorization: `Basic ${btoa(`${user}:${password}`)}` });

/** A gateway with TAPLOOP_API_TOKEN set and the inbox mounted beside its API: the inbox behind its login. */
export async function guardedInbox(): Promise<{ t: TestGateway; app: Hono }> {
  const t = await createTestGateway({ env: { TAPLOOP_API_TOKEN: INBOX_TOKEN } });
  return { t, app: mount(t) };
}

/** The inbox and the API on one app, as main mounts them; the inbox logs nothing unless a test reads what it logs. */
export function mount(
  t: TestGateway,
  { liveEveryMs, logger = silentLogger }: { liveEveryMs?: number; logger?: Logger } = {},
) {
  const app = new Hono();
  app.route('/', createWebInbox({ gateway: t.gateway, config: t.config, logger, liveEveryMs }));
  app.route('/', t.app);
  return app;
}

export async function page(app: Hono, path = '/', headers: Record<string, string> = {}) {
  const res = await app.request(path, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/text\/html/);
  return res.text();
}

/** A form post to any inbox path; pass a header as null to leave it out. */
export function postForm(
  app: Hono,
  path: string,
  fields: Record<string, string>,
  headers: Record<string, string | null> = {},
) {
  const all = { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN, ...headers };
  return app.request(path, {
    method: 'POST',
    headers: Object.fromEntries(Object.entries(all).filter((e): e is [string, string] => e[1] !== null)),
    body: new URLSearchParams(fields).toString(),
  });
}

/** Posts a form, expects the 303, and follows it back to the page (the #fragment stays with the browser). */
export async function postAndFollowTo(app: Hono, path: string, fields: Record<string, string>) {
  const res = await postForm(app, path, fields);
  expect(res.status).toBe(303);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/(inbox\/mistakes)?\?/); // the inbox, or the page of unnamed mistakes
  return { location, html: await page(app, location.split('#')[0]) };
}

/** The hidden event key the page rendered into the form posting `action` to `path`. */
export function eventKeyOf(html: string, path: string, action: string): string {
  const form = new RegExp(
    `action="${path}"[^>]*>\\s*<input type="hidden" name="action" value="${action}"/?>\\s*<input type="hidden" name="event_key" value="([^"]+)"`,
  ).exec(html);
  if (!form) throw new Error(`no ${action} form posting to ${path}`);
  return form[1]!;
}

export const section = (html: string, id: string) =>
  html.slice(html.indexOf(`<section id="${id}"`), html.indexOf('</section>', html.indexOf(`<section id="${id}"`)));
