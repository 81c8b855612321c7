// Telegram unreachable: submits and decisions answer right after their commit; the cards wait in the outbox and arrive once it is back.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startJobs } from '../../../gateway/app/job-runner.ts';
import { taploopJobs } from '../../../gateway/app/jobs.ts';
import { silentLogger } from '../../../gateway/kernel/logger.ts';
import { createCallbackDispatcher } from '../../../gateway/publish/callback-dispatcher.ts';
import { createDispatcher } from '../../../gateway/publish/dispatcher.ts';
import { publisherFactory } from '../../../gateway/publish/publishers/index.ts';
import { buttons, cardOf, type Harness, OWNER, OWNER_2, startHarness } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { CARD_RETRY_BASE_MS: '100', CARD_DELIVERY_INTERVAL_MS: '100' } });
});
afterAll(() => h.close());

type RunBody = {
  card_deliveries: { channel: string; event: string; status: string; attempts: number; last_error: string | null }[];
};

describe('Telegram dropping every connection', () => {
  it('POST /v1/runs and a decision answer 2xx within 5 s; the failure shows on the run and in the stats; the cards arrive once it is back', async () => {
    h.fake.setOutage(true);
    const started = Date.now();
    const submitted = await h.t.request('POST', '/v1/runs', { goal: 'posts', draft: 'Written while Telegram is down' });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: string };
    const decided = await h.t.request('POST', `/v1/runs/${id}/decision`, { action: 'approve' });
    expect(decided.status).toBe(201);
    expect(Date.now() - started).toBeLessThan(5000); // before: > 45 s, grammY retrying network errors without limit

    await h.t.gateway.settle(); // the first delivery attempt was made, and failed
    expect(await h.t.gateway.cardsOf({ runId: id }, 'telegram')).toEqual([]);
    const run = (await (await h.t.request('GET', `/v1/runs/${id}`)).json()) as RunBody;
    expect(run.card_deliveries).toMatchObject([
      {
        channel: 'telegram',
        event: 'runSubmitted',
        status: 'queued',
        last_error: expect.stringMatching(/Network request for 'sendMessage' failed/),
      },
      { channel: 'telegram', event: 'runDecided', status: 'queued' },
    ]);
    const stats = (await (await h.t.request('GET', '/v1/stats/daily?days=1')).json()) as {
      card_deliveries: { queued: number };
    };
    expect(stats.card_deliveries.queued).toBe(2);

    h.fake.setOutage(false);
    const jobs = startJobs(
      taploopJobs(h.t.config).filter((j) => j.name === 'card-delivery'),
      {
        gateway: h.t.gateway,
        dispatcher: createDispatcher(h.t.gateway.deps, { publishers: publisherFactory(h.t.config, silentLogger) }),
        callbacks: createCallbackDispatcher(h.t.gateway.deps),
        logger: silentLogger,
      },
      silentLogger,
    );
    try {
      await vi.waitUntil(async () => (await h.t.gateway.cardsOf({ runId: id }, 'telegram')).length === 2, {
        timeout: 10_000,
        interval: 50,
      });
      await vi.waitUntil(async () => (await h.t.gateway.getStats({ days: 1 })).card_deliveries.queued === 0, {
        timeout: 10_000,
        interval: 50,
      });
    } finally {
      await jobs.stop();
    }
    // Sent once per owner, then edited to the decision: in order, though the first attempts failed.
    for (const owner of [OWNER, OWNER_2]) {
      const card = await cardOf(h, owner, id);
      expect(card.text).toMatch(/^✅ Approved in the API/);
      expect(buttons(card)).toEqual([`u:${id}`]);
      expect(h.fake.messages(owner).filter((m) => m.text?.includes('Written while Telegram is down'))).toHaveLength(1);
    }
    const after = (await (await h.t.request('GET', `/v1/runs/${id}`)).json()) as RunBody;
    expect(after.card_deliveries.map((d) => d.status)).toEqual(['delivered', 'delivered']);
  });
});
