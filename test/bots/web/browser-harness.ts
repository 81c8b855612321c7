// Helpers for the inbox in a real browser (Debian's Chromium via playwright-core): the inbox served on loopback, and errors the page logs.
import { existsSync } from 'node:fs';
import { type ServerType, serve } from '@hono/node-server';
import { type Browser, chromium, type Page } from 'playwright-core';
import type { TestGateway } from '../../helpers/gateway.ts';
import { mount } from './harness.ts';

export const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(executablePath);

const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ServedInbox {
  /** http://127.0.0.1:port, the inbox at its root. */
  base: string;
  browser: Browser;
  /** Closes the browser, then the server. */
  close(): Promise<void>;
}

/** The inbox and the API served on a loopback port (as main mounts them), and Chromium launched to open it. */
export async function serveInbox(t: TestGateway, options: { liveEveryMs?: number } = {}): Promise<ServedInbox> {
  const app = mount(t, options);
  let server!: ServerType;
  const port = await new Promise<number>((ok) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => ok(info.port));
  });
  const stopServer = () => new Promise((ok) => server.close(ok));
  const browser = await chromium.launch({ executablePath, args: ARGS }).catch(async (err) => {
    await stopServer();
    throw err;
  });
  return {
    base: `http://127.0.0.1:${port}`,
    browser,
    async close() {
      await browser.close();
      await stopServer();
    },
  };
}

/** Collects what the page logs as an error, and what it throws, into `errors`. */
export function recordErrors(page: Page, errors: string[]): void {
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
}
