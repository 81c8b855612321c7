// `taploop start` and Telegram: a refused token is a configuration error (exit 2, one line); no answer is an outage it starts through.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { start } from '../../gateway/app/start.ts';
import { createConfig } from '../../gateway/kernel/config.ts';
import { type FakeTelegram, startFakeTelegram } from '../fakes/telegram.ts';
import { freePort, tsxLoader } from '../stress/helpers/taploop-process.ts';

const CLI = join(import.meta.dirname, '..', '..', 'gateway', 'cli', 'index.ts');
const OWNER = 4242;

let fake: FakeTelegram;
let dir: string;
beforeAll(async () => {
  fake = await startFakeTelegram();
  dir = mkdtempSync(join(tmpdir(), 'taploop-start-'));
});
afterAll(async () => {
  await fake.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('taploop start with Telegram', () => {
  it('a token Telegram refuses: exit code 2 and one line that says what to fix, no stack trace', async () => {
    const child = spawn(process.execPath, ['--import', tsxLoader(), CLI, 'start'], {
      cwd: dir,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: dir,
        DATA_DIR: join(dir, 'refused'),
        PORT: String(await freePort()),
        LOG_LEVEL: 'warn',
        TELEGRAM_BOT_TOKEN: '7000000001:AAWrongTokenWrongTokenWrongToken_01',
        TELEGRAM_OWNER_IDS: String(OWNER),
        TELEGRAM_API_ROOT: fake.apiRoot,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString('utf8')));
    const code = await new Promise<number | null>((ok) => child.once('exit', ok));
    expect(code).toBe(2);
    expect(stderr.trim().split('\n')).toEqual([
      expect.stringMatching(/^Telegram refused TELEGRAM_BOT_TOKEN \(401 Unauthorized\): copy the token again/),
    ]);
  }, 60_000);

  it('no answer from Telegram: start says so within 10 s, serves the API, and connects once Telegram is back', async () => {
    fake.setOutage(true);
    const lines: string[] = [];
    let saidAt = 0;
    const config = createConfig({
      TAPLOOP_TIMEZONE: 'UTC',
      LOG_LEVEL: 'silent',
      DATA_DIR: join(dir, 'outage'),
      PORT: '0',
      TELEGRAM_BOT_TOKEN: fake.token,
      TELEGRAM_OWNER_IDS: String(OWNER),
      TELEGRAM_API_ROOT: fake.apiRoot,
      TELEGRAM_START_TIMEOUT_MS: '2000',
      CARD_RETRY_BASE_MS: '200',
      CARD_DELIVERY_INTERVAL_MS: '200',
    });
    const before = fake.mark();
    const running = await start(config, (line) => {
      lines.push(line);
      if (line.startsWith('Telegram did not answer')) saidAt = Date.now();
    });
    try {
      // From the first getMe to the line that says Telegram is unreachable (opening the database comes before).
      const firstGetMe = fake.calls('getMe').find((c) => c.seq >= before)!;
      expect(saidAt - firstGetMe.at).toBeLessThan(10_000);
      expect(lines).toContainEqual(
        expect.stringMatching(/^Telegram did not answer within 2 s: serving the API and inbox anyway/),
      );
      expect((await fetch(`${running.url}/healthz`)).ok).toBe(true);
      const res = await fetch(`${running.url}/v1/runs`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ goal: 'posts', draft: 'During the outage' }),
      });
      expect(res.status).toBe(201);

      const mark = fake.mark();
      fake.setOutage(false);
      // Reconnects in the background (the first retry comes 5 s after start), then the waiting card goes out.
      await fake.waitForCall('getMe', (c) => c.seq >= mark && c.status === 200, 15_000);
      await vi.waitUntil(() => fake.messages(OWNER).some((m) => m.text?.includes('During the outage')), {
        timeout: 15_000,
        interval: 100,
      });
    } finally {
      fake.setOutage(false);
      await running.stop();
    }
  }, 60_000);
});
