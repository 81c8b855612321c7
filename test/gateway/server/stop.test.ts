// Stopping `taploop start` (SIGTERM): long polls answer at once with the run still pending instead of holding the
// stop for up to ten minutes, and what was decided before the stop is stored.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TaploopClient } from '../../../client/index.ts';
import { createDb } from '../../../db/client.ts';
import { start } from '../../../gateway/app/start.ts';
import { createConfig } from '../../../gateway/kernel/config.ts';

/** Far below a long poll's 600 s and a systemd unit's 90 s before SIGKILL, far above a stop that waits for nothing. */
const STOPS_WITHIN_MS = 10_000;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'taploop-stop-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

describe('taploop stops promptly', () => {
  it('a stop answers a ?wait=600 long poll at once (200, still pending), ends within seconds, and keeps the decision made before it', async () => {
    const running = await start(
      createConfig({ TAPLOOP_TIMEZONE: 'UTC', LOG_LEVEL: 'silent', DATA_DIR: dir, PORT: '0' }),
      () => {},
    );
    let stopped = false;
    let decidedId = '';
    try {
      const submit = async (draft: string): Promise<{ id: string }> => {
        const res = await fetch(`${running.url}/v1/runs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ goal: 'posts', draft }),
        });
        expect(res.status).toBe(201);
        return (await res.json()) as { id: string };
      };
      const waiting = await submit('Nobody decides this one before the stop');
      const decided = await submit('Approved before the stop');
      decidedId = decided.id;
      const decision = await fetch(`${running.url}/v1/runs/${decided.id}/decision`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'approve' }),
      });
      expect(decision.status).toBe(201);

      // A raw long poll, and the typed client's wait (`taploop wait`), which polls again whenever an answer is pending.
      const poll = fetch(`${running.url}/v1/runs/${waiting.id}?wait=600`);
      const client = new TaploopClient({ baseUrl: running.url });
      const clientWait = client.waitForDecision(waiting.id, { timeoutSeconds: 5 }).then(
        (run) => ({ run }),
        (err: unknown) => ({ err }),
      );
      // Both are held (the run is pending) until the stop.
      expect(await Promise.race([poll.then(() => 'answered'), sleep(1000).then(() => 'held')])).toBe('held');

      const began = Date.now();
      await running.stop();
      stopped = true;
      expect(Date.now() - began).toBeLessThan(STOPS_WITHIN_MS);

      const answered = await poll;
      expect(answered.status).toBe(200);
      expect(await answered.json()).toMatchObject({ id: waiting.id, status: 'pending', final_text: null });
      // …on a connection that closes, so a client polling again cannot keep the stopping server open.
      expect(answered.headers.get('connection')).toBe('close');
      // The client's next poll found the server closed: it tries again, unhurried, while its time lasts (a restart
      // would find it waiting), and then ends with the run as it last saw it, pending.
      expect(await clientWait).toMatchObject({ run: { id: waiting.id, status: 'pending' } });
    } finally {
      if (!stopped) await running.stop();
    }

    const db = await createDb({ databaseUrl: null, dataDir: dir });
    try {
      expect(await db.query('select run_id, rating, source from feedback')).toEqual([
        { run_id: decidedId, rating: 1, source: 'api' },
      ]);
    } finally {
      await db.close();
    }
  }, 60_000);
});
