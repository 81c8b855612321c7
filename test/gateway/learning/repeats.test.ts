import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findContextCandidates } from '../../../db/queries/vectors.ts';
import type { CheckResult } from '../../../gateway/learning/check.ts';
import type { Context } from '../../../gateway/learning/context.ts';
import {
  findReasonWords,
  findRejected,
  findRemoved,
  findStyle,
  KeptSentences,
  repeatStem,
  wordLine,
} from '../../../gateway/learning/repeats.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { decideVia, submit } from '../../helpers/runs.ts';

describe('a repeat survives inflection, and what the owner kept is not a repeat', () => {
  it('stems the inflections of one word alike and keeps different words apart', () => {
    expect(new Set(['cures', 'cured', 'curing', 'cure'].map(repeatStem)).size).toBe(1);
    expect(new Set(['proven', 'proves', 'prove'].map(repeatStem)).size).toBe(1);
    expect(repeatStem('guaranteed')).toBe(repeatStem('guarantee'));
    expect(repeatStem('promises')).toBe(repeatStem('promised'));
    expect(repeatStem('cure')).not.toBe(repeatStem('care'));
    expect(repeatStem('heal')).not.toBe(repeatStem('help'));
  });

  it('reads a reason for what it is about: in "don\'t mention competitors", the competitors', () => {
    const situation = 'Answer a question on how the wool beanie compares to other brands';
    const found = findReasonWords(
      'Done. Most competitors cut corners, we never do.',
      "don't mention competitors",
      situation,
    );
    expect(found?.span.text).toBe('Most competitors cut corners, we never do.');
    // "mention" alone is how the owner put it, not the mistake
    expect(findReasonWords('Thanks for the mention!', "don't mention competitors", situation)).toBeNull();
  });

  it("needs a third of a long reason's words in one sentence, not two of them said in passing", () => {
    const reason = "We can't promise HMRC will cancel the late filing penalty, only that we will appeal it for you.";
    const situation = 'Email Dan about his self-assessment';
    // "promise" and "appeal" are two of the reason's seven words: no sign of what it named.
    expect(
      findReasonWords('Our survey is short, we promise, and it has a box to appeal to us.', reason, situation),
    ).toBeNull();
    expect(findReasonWords('Good news: HMRC will cancel the penalty, we promise.', reason, situation)?.span.text).toBe(
      'Good news: HMRC will cancel the penalty, we promise.',
    );
  });

  it('finds a removed phrase in another inflection, with its span, but never a function word for a content word', () => {
    const draft = 'The balm healed eczema in a week.';
    expect(findRemoved(draft, ['heals eczema'])).toEqual({
      span: { start: 9, end: 22, text: 'healed eczema' },
      removed: 'heals eczema',
      strength: expect.any(Number),
    });
    expect(findRemoved('Not today.', ['note'])).toBeNull();
  });

  it('does not take the one word left of a longer removed phrase in another inflection for the phrase', () => {
    // "Consider it booked, see you on the day!" → "I'll check the book first": the promise was "on the day".
    expect(findRemoved('Our hours are changing for a few days, so check before you come.', ['on the day'])).toBeNull();
    expect(findRemoved('We will have it ready on the day, promise.', ['on the day'])?.span.text).toBe('on the day');
    expect(findRemoved('Lovely, see you on the days you booked.', ['the day'])).toBeNull();
    // A one-word phrase is still found in another inflection: it is the whole of what the owner removed.
    expect(findRemoved('Every order is guaranteed.', ['guarantees'])?.span.text).toBe('guaranteed');
  });

  it('does not match a one-word piece of a sentence the owner rewrote', () => {
    const rewrite = ['everything', 'is guaranteed free of any trace of', 'gluten'];
    expect(findRemoved('Everything is on the menu board.', rewrite)).toBeNull();
    expect(findRemoved('Everything is on the menu board.', ['everything'])).not.toBeNull();
  });

  it('does not take a count or a day the owner put right for a mistake made again elsewhere', () => {
    // "The castle tour takes about two hours" → "about three hours": a fact of the castle tour, right for the loop.
    expect(findRemoved('The forest loop takes about two hours.', ['two'])).toBeNull();
    expect(findRemoved('Thanks to all who came on Saturday.', ["saturday's", 'four'])).toBeNull();
    expect(findRemoved('Delivered in two days, guaranteed.', ['two days guaranteed'])?.span.text).toBe(
      'two days, guaranteed',
    );
    // A price or a time put right, in figures: "£995" was that car's price, "8:30" that booking's time.
    expect(findRemoved('The estate is £995 plus VAT.', ['995'])).toBeNull();
    expect(findReasonWords('Booked in for Friday at 8:30.', "it's 8:30", 'Mrs Grant asks when to drop off')).toBeNull();
    expect(
      findReasonWords('Booked for 8:30, guaranteed.', "it's 8:30, never guaranteed", 'Mrs Grant asks when to drop off'),
    ).not.toBeNull();
  });

  it('finds emoji or hashtags the owner cut before in a new draft, and an emoji-only reply after an emoji-only rejection', () => {
    const edit = { rating: 0 as const, draft: 'Thanks!! 😍😍 So glad.', correction: 'Thanks, so glad.' };
    expect(findStyle('Lovely 🔥 see you soon.', edit)?.span.text).toBe('Lovely 🔥 see you soon.');
    expect(findStyle('Lovely, see you soon.', edit)).toBeNull();
    const rejected = { rating: -1 as const, draft: '🙏✨', correction: null };
    expect(findStyle('💛', rejected)?.removed).toBe('🙏✨');
    expect(findStyle('Thank you 💛', rejected)).toBeNull();
    // A wall of hashtags cut before, in a new post: the line that holds it is the span.
    const tags = { rating: 0 as const, draft: 'Open! #a1 #bikes #cycling #shop', correction: 'Open!' };
    expect(findStyle('New stock in. #ebike #cargo #bristol #shoplocal', tags)?.span.text).toBe(
      '#ebike #cargo #bristol #shoplocal',
    );
    expect(findStyle('New stock in. #ebike', tags)).toBeNull();
  });

  it('finds a style the owner named in rejecting a draft that showed it, and not one the rejected draft lacked', () => {
    const rejected = {
      rating: -1 as const,
      draft: '🎉🎉 WELCOME TASH 🎉🎉 Our new lash queen is here!! #lashes #lashlift #newstaff #leeds #welcome',
      correction: null,
      reason: 'Far too many emojis and hashtags, it looks like spam.',
    };
    const wall = 'Say hi to the newest face on the team 💖💖 #team #lashes #leedsbeauty #newface';
    expect(findStyle(wall, rejected)?.span.text).toBe(wall);
    expect(findStyle('Say hi to Tash, our new lash technician.', rejected)).toBeNull();
    // The owner's approved texts use emoji: not the mistake in this goal, though the hashtags still are.
    const kept = new KeptSentences(['Thanks for coming in 💕']);
    expect(findStyle('Open late on Friday 🌙', rejected, kept)).toBeNull();
    // A reason naming a style the rejected draft did not show names something else ("no emojis needed, but say when").
    const plain = { ...rejected, draft: 'We open at nine.', reason: 'no emojis needed, but say which day' };
    expect(findStyle('Open late on Friday 🌙', plain)).toBeNull();
  });

  it('an emoji the owner kept, or uses in texts they approved, is not the style they cut', () => {
    // A rewrite that dropped most emoji but kept one ("🙏✨🔥" → "🌕") cut them from that draft, not from the goal.
    const rewrite = {
      rating: 0 as const,
      draft: 'Beautiful souls ✨ raise your vibration 🙏🔥',
      correction: 'Full moon flow this Friday 🌕',
    };
    expect(findStyle('Timetable change 🗓️ Sunday yin starts at 5.30pm.', rewrite)).toBeNull();
    // Unless the owner said how much is too much: then a draft with more than they kept is the mistake again.
    const oneEmoji = { ...rewrite, correction: 'Our vouchers are in 🎄', reason: 'Keep it to one emoji' };
    expect(findStyle('Timetable change 🗓️ Sunday yin starts at 5.30pm.', oneEmoji)).toBeNull();
    expect(findStyle('Gift cards 🎁🎅🎄 in store now ✨', oneEmoji)?.span.text).toBe(
      'Gift cards 🎁🎅🎄 in store now ✨',
    );
    const cut = { rating: 0 as const, draft: 'Thanks!! 😍😍 So glad.', correction: 'Thanks, so glad.' };
    expect(findStyle('Lovely 🔥 see you soon.', cut)).not.toBeNull();
    expect(findStyle('Lovely 🔥 see you soon.', cut, new KeptSentences(['New mats are in 🎉']))).toBeNull();
    // Only this goal's kept texts say so: another goal's correction that kept an emoji (a post) is that goal's taste.
    const otherGoals = new KeptSentences(['Our vouchers are in 🎄', 'See you soon.'], ['See you soon.']);
    expect(findStyle('Lovely 🔥 see you soon.', cut, otherGoals)).not.toBeNull();
  });

  it('a phrase the owner cut once but writes or approves elsewhere is not a mistake to find again', () => {
    // "Karen, Millbrook Motors" → "Karen" in one stiff reply; the garage's name is in the owner's other texts.
    const removed = ['millbrook motors'];
    const draft = 'Your car is ready to collect from Millbrook Motors.';
    expect(findRemoved(draft, removed)?.span.text).toBe('Millbrook Motors');
    const kept = new KeptSentences(['Thanks for choosing Millbrook Motors, see you next year.']);
    expect(findRemoved(draft, removed, kept)).toBeNull();
  });

  it('does not end a sentence at the point of a time or a size', () => {
    expect(
      findStyle('Yin starts at 5.30pm!! Bring a 2.5m strap!!', {
        rating: 0,
        draft: 'Come along!! It is fun!!',
        correction: 'Come along. It is fun.',
      })?.span.text,
    ).toBe('Yin starts at 5.30pm!!');
  });

  it('finds Markdown the owner deleted before in a new draft, with the sentence that shows it', () => {
    const edit = {
      rating: 0 as const,
      draft: '**New:** the cargo bike is back.',
      correction: 'New: the cargo bike is back.',
    };
    const found = findStyle('Open on Sunday. Rides leave at *nine* sharp.', edit);
    expect(found).toMatchObject({
      span: { text: 'Rides leave at *nine* sharp.' },
      removed: '**New:** the cargo bike is back.',
    });
    expect(findStyle('Open on Sunday. Rides leave at nine sharp.', edit)).toBeNull();
  });

  it('treats a sentence the owner kept, in another order or inflection, as kept; another product in it is not', () => {
    const kept = new KeptSentences(['Meet the linen tote: made by hand in small batches.']);
    expect(kept.has('Made by hand in a small batch: meet the linen tote!')).toBe(true);
    expect(kept.has('Meet the wool beanie: made by hand in small batches.')).toBe(false);
    expect(kept.has('I will add a special 25% discount just for you.')).toBe(false);
  });

  it('skips the sentences of a rejected draft that the owner kept in another edit', () => {
    const rejected = 'Come and say hello at the market. Best day EVER, huge sale!!!';
    const draft = 'Come and say hello at the market on Sunday.';
    expect(findRejected(draft, rejected)?.removed).toBe('Come and say hello at the market.');
    const kept = new KeptSentences(['We will be there at ten. Come and say hello at the market.']);
    const ignore = (sentence: string) => kept.has(sentence);
    expect(findRejected(draft, rejected, { ignore })).toBeNull();
    expect(findRejected('Huge sale, best day ever!', rejected, { ignore })?.removed).toBe(
      'Best day EVER, huge sale!!!',
    );
  });

  it('calls a sentence of every one of the goal’s kept texts boilerplate, and one of some of them not', () => {
    const signed = (body: string) => `${body} Kind regards, Priya at Ledger and Lime.`;
    const kept = new KeptSentences([
      signed('Your VAT return is filed.'),
      signed('We have your P60, thank you.'),
      signed('Your payroll for March is done.'),
      signed('The invoice is attached.'),
    ]);
    expect(kept.boilerplate('Kind regards, Priya at Ledger and Lime.')).toBe(true);
    const notAlways = new KeptSentences([signed('Your VAT return is filed.'), 'Thanks, see you on Tuesday.']);
    expect(notAlways.boilerplate('Kind regards, Priya at Ledger and Lime.')).toBe(false);
    expect(kept.boilerplate('Your payroll for April is done.')).toBe(false);
    // One text is too few to tell.
    expect(new KeptSentences([signed('A.')]).boilerplate('Kind regards, Priya at Ledger and Lime.')).toBe(false);
  });
});

describe('draft-aware context across goals', () => {
  let t: TestGateway;
  const context = async (params: Record<string, string>) => {
    const res = await t.request('GET', `/v1/context?${new URLSearchParams(params)}`);
    expect(res.status).toBe(200);
    return (await res.json()) as Context;
  };

  beforeAll(async () => {
    t = await createTestGateway();
    const claim = await submit(t, {
      goal: 'listings',
      task: 'Describe the new face balm for the shop page',
      draft: 'A rich balm for dry hands. It heals eczema.',
    });
    await decideVia(t, claim, { action: 'edit', text: 'A rich balm for dry hands.', reason: 'no medical claims' });
    const others = [
      ['Write the listing for the linen tea towel', 'Linen towel.', 'A linen tea towel, woven in Portugal.'],
      ['Describe the oat soap', 'Soap.', 'A gentle oat soap for every day.'],
      ['Listing for the gift box', 'Box.', 'A gift box with three soaps.'],
      ['Write the listing for the candle', 'Candle.', 'A soy candle that burns for forty hours.'],
      ['Describe the bath salts', 'Salts.', 'Bath salts with lavender.'],
    ];
    for (const [task, draft, text] of others) {
      const id = await submit(t, { goal: 'listings', task, draft });
      await decideVia(t, id, { action: 'edit', text });
    }
    await t.gateway.backfillEmbeddings();
  });
  afterAll(() => t.close());

  it('finds a correction of another goal through its removed phrase in another inflection, with the span', async () => {
    const ctx = await context({
      goal: 'newsletter',
      task: 'Write this month’s newsletter intro',
      draft: 'Hello friends! Our new balm healed eczema for many of you.',
    });
    expect(ctx.corrections.map((c) => [c.reason, c.matched_by, c.span?.text])).toEqual([
      ['no medical claims', 'repeat', 'healed eczema'],
    ]);
  });

  it('the check flags a rejected draft’s sentence again, but not once the owner has approved that sentence', async () => {
    const check = async (draft: string) => {
      const res = await t.request('POST', '/v1/check', { goal: 'replies', draft });
      expect(res.status).toBe(200);
      return (await res.json()) as CheckResult;
    };
    const rejected = await submit(t, {
      goal: 'replies',
      task: 'Answer a question about the soap',
      draft: 'Our soap is made in small batches by hand. It is better than the junk at the supermarket.',
    });
    await decideVia(t, rejected, { action: 'reject', reason: 'never badmouth other shops' });
    await t.gateway.backfillEmbeddings();
    const draft = 'Our candle is made in small batches by hand.';
    expect((await check(draft)).corrections.map((c) => c.removed)).toEqual([
      'Our soap is made in small batches by hand.',
    ]);
    const approved = await submit(t, { goal: 'replies', draft: 'Our soap is made by hand in small batches.' });
    await decideVia(t, approved, { action: 'approve' });
    expect((await check(draft)).corrections).toEqual([]);
    const repeat = await check('Honestly, the supermarket stuff is junk and ours is better.');
    expect(repeat.corrections.map((c) => c.reason)).toEqual(['never badmouth other shops']);
  });

  it('the one query finds an edit through its removed phrase in another inflection, in any goal, without vectors', async () => {
    // No task or draft vector: the row can only come through the removed-phrase lookup ("it heals eczema").
    const { rows } = await findContextCandidates(t.testDb.db, t.gateway.deps.embeddings, {
      goal: 'newsletter',
      task: null,
      taskText: null,
      draft: null,
      draftWords: wordLine('Our new balm healed eczema for many of you.'),
      limit: 20,
      background: 200,
      kept: 0,
    });
    expect(rows.map((r) => r.reason)).toEqual(['no medical claims']);
    const none = await findContextCandidates(t.testDb.db, t.gateway.deps.embeddings, {
      goal: 'newsletter',
      task: null,
      taskText: null,
      draft: null,
      draftWords: wordLine('Our new balm helps dry skin.'),
      limit: 20,
      background: 200,
      kept: 0,
    });
    expect(none.rows).toEqual([]);
    // Looked up by the words that say something: a draft sharing only "it", "for", "you" with a phrase reads no row.
    const [row] = await t.testDb.db.query<{ keys: string[] }>(
      `select removed_keys('["it heals eczema for you", "the"]'::jsonb) as keys`,
    );
    expect([...row!.keys].sort()).toEqual(['ecze', 'heal']);
  });

  it('does not bring another goal’s correction back for a task alone: situations belong to their goal', async () => {
    const ctx = await context({ goal: 'newsletter', task: 'Describe the new face balm for the shop page' });
    expect(ctx.corrections).toEqual([]);
  });
});
