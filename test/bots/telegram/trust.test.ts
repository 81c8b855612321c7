// The trust ladder and the daily digest in Telegram: the offer has Yes / No buttons, the digest reaches every owner.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buttons, type Harness, OWNER, OWNER_2, STRANGER, startHarness, tap } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({ env: { TRUST_AFTER: '2' }, goals: { goals: {}, defaultGoal: { undoSeconds: 0 } } });
});
afterAll(() => h.close());

const offerTo = (chatId: number) =>
  h.fake.messages(chatId).find((m) => m.text?.includes('clean approvals in a row for trusted'));

describe('trust ladder in Telegram', () => {
  it('offers auto-approval to every owner with Yes / No; a stranger’s tap changes nothing; Yes turns it on', async () => {
    for (let i = 0; i < 2; i++) {
      const run = await h.t.gateway.submitRun({ goal: 'trusted', draft: `post ${i}` });
      await h.t.gateway.decide({ runId: run.id, action: 'approve', source: 'api' });
    }
    await vi.waitUntil(() => offerTo(OWNER) && offerTo(OWNER_2), { timeout: 5000 });
    const offer = offerTo(OWNER)!;
    expect(offer.text).toMatch(/^🤝 2 clean approvals in a row for trusted\. Approve its drafts automatically\?/);
    expect(buttons(offer)).toEqual(['ta:trusted', 'td:trusted']);

    const refused = await tap(h, { fromId: STRANGER, messageId: offer.message_id, data: 'ta:trusted' });
    expect(refused.answer).toMatchObject({
      text: 'Only people taploop knows can do this: ask an owner to add you (taploop people add).',
      show_alert: true,
    });
    expect((await h.t.gateway.trustOverview()).find((t) => t.goal === 'trusted')?.mode).toBe('suggested');

    const yes = await tap(h, { messageId: offer.message_id, data: 'ta:trusted' });
    expect(yes.answer).toMatchObject({ text: 'Auto-approval is on.' });
    expect(h.fake.message(OWNER, offer.message_id)?.text).toBe('🤝 ✅ Auto-approval is on for trusted.');
    const auto = await h.t.gateway.submitRun({ goal: 'trusted', draft: 'goes out on its own' });
    expect(auto.status).toBe('approved');
  });

  it('sends the daily digest to every owner', async () => {
    const digest = await h.t.gateway.sendDigest();
    await h.t.gateway.settle();
    for (const owner of [OWNER, OWNER_2]) {
      const last = h.fake.messages(owner).at(-1)!;
      expect(last.text).toContain(`taploop digest for ${digest.day}`);
      expect(last.text).toMatch(
        /Taps: \d+ received \(\d+ stored, \d+ duplicate, \d+ already decided, \d+ refused, \d+ invalid, \d+ failed, \d+ lost\)/,
      );
    }
  });
});
