// /mistakes: the week's edits and rejections the owner has not named, asked again through the real grammY bot on the
// fake Bot API, with the choices they have now (a goal's first correction had none when it was made).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pastDeliveryEdit } from '../../helpers/learning.ts';
import { decideVia, submit } from '../../helpers/runs.ts';
import { buttons, type Harness, OWNER, say, sentSince, startHarness, tap } from './harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const links = () =>
  h.t.testDb.db.query<{ feedback_id: string; same_as: string | null; source: string }>(
    'select feedback_id, same_as, source from mistake_links order by created_at',
  );

/** The messages the bot sent since `mark`, with their ids and buttons. */
const sentMessages = (mark: number) =>
  h.fake
    .calls('sendMessage')
    .filter((c) => c.seq >= mark)
    .map((c) => h.fake.message(OWNER, (c.response as { result: { message_id: number } }).result.message_id)!);

describe('/mistakes', () => {
  it('asks again about a goal’s first correction once a later one exists; a tap there links it', async () => {
    let mark = h.fake.mark();
    await say(h, '/mistakes');
    expect(sentSince(h.fake, mark)).toEqual([
      'Nothing to name: every edit and rejection of the last 7 days has an answer.',
    ]);

    // The goal's first correction, made through the API: nothing to compare it with yet.
    const first = await pastDeliveryEdit(h.t);
    mark = h.fake.mark();
    await say(h, '/mistakes');
    expect(sentSince(h.fake, mark)).toEqual(['Nothing to name yet: 1 unnamed correction has nothing to compare with.']);

    const later = await submit(h.t, { goal: 'replies', task: 'Answer Omar', draft: 'It lands tomorrow, guaranteed.' });
    const { decision } = (await (
      await decideVia(h.t, later, { action: 'edit', text: 'It usually lands within a week.' })
    ).json()) as { decision: { id: string } };
    await h.t.gateway.backfillEmbeddings();

    mark = h.fake.mark();
    await say(h, '/mistakes');
    // Oldest first: the first correction, then the later one, each saying what it is about and naming the other.
    const [asked, askedLater, ...rest] = sentMessages(mark);
    expect(rest).toEqual([]);
    expect(asked!.text).toMatch(
      /^Your edit of a “replies” draft \(\d{1,2} \w{3}\): “tomorrow, guaranteed” → “within a week”\n\nSame mistake as one of these\?\n1\. “tomorrow, guaranteed” → “within a week” \(\d{1,2} \w{3}\)\n/,
    );
    expect(buttons(asked!)).toEqual([`ms:${first}:${decision.id}`, `mn:${first}`]);
    expect(askedLater!.text).toMatch(/^Your edit of a “replies” draft .*\n\nSame mistake as one of these\?/);
    expect(buttons(askedLater!)).toEqual([`ms:${decision.id}:${first}`, `mn:${decision.id}`]);

    const { answer } = await tap(h, { messageId: asked!.message_id, data: `ms:${first}:${decision.id}` });
    expect(answer).toMatchObject({ text: 'Saved.' });
    expect(await links()).toEqual([{ feedback_id: first, same_as: decision.id, source: 'telegram' }]);
    expect(h.fake.message(OWNER, asked!.message_id)!.text).toMatch(/^✅ Same mistake as: /);

    // Now one mistake with the first, the later one has nothing else to be the same as.
    mark = h.fake.mark();
    await say(h, '/mistakes');
    expect(sentSince(h.fake, mark)).toEqual(['Nothing to name yet: 1 unnamed correction has nothing to compare with.']);
  });
});
