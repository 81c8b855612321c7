// The trust ladder and the daily digest in Slack: the offer has Yes / No buttons in the cards channel.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { blockText, CARDS, OWNER, type SlackHarness, STRANGER, startSlackHarness } from './harness.ts';

let h: SlackHarness;
beforeAll(async () => {
  h = await startSlackHarness({ TRUST_AFTER: '2' });
});
afterAll(() => h.close());

describe('trust ladder in Slack', () => {
  it('offers auto-approval with Yes / No; a stranger is refused; Yes turns it on', async () => {
    for (let i = 0; i < 2; i++) {
      const run = await h.t.gateway.submitRun({ goal: 'trusted', draft: `post ${i}` });
      await h.t.gateway.decide({ runId: run.id, action: 'approve', source: 'api' });
    }
    const offer = await vi.waitUntil(
      () => h.fake.messages(CARDS).find((m) => blockText(m).includes('clean approvals in a row for *trusted*')),
      { timeout: 5000 },
    );
    expect(blockText(offer)).toContain('trust_accept');
    const card = { channel: CARDS, ts: offer.ts };

    await h.click(card, 'trust_accept', STRANGER);
    expect((await h.t.gateway.trustOverview()).find((t) => t.goal === 'trusted')?.mode).toBe('suggested');
    const refusals = await h.t.testDb.db.query<{ n: number }>(
      `select count(*)::int as n from taps where action = 'trust:accept' and outcome = 'refused'`,
    );
    expect(refusals[0]!.n).toBe(1);

    const mark = h.fake.mark();
    const { res } = await h.click(card, 'trust_accept', OWNER);
    expect(res.status).toBe(200);
    expect((await h.t.gateway.trustOverview()).find((t) => t.goal === 'trusted')?.mode).toBe('auto');
    const replaced = await h.fake.waitForCall('response_url', (c) => c.seq >= mark);
    expect(String(replaced.params['text'])).toContain('Auto-approval is on for *trusted*');
  });

  it('posts the daily digest in the cards channel', async () => {
    const digest = await h.t.gateway.sendDigest();
    await h.t.gateway.settle();
    expect(String(h.fake.messages(CARDS).at(-1)?.text)).toContain(`taploop digest for ${digest.day}`);
  });
});
