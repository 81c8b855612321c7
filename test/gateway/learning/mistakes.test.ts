import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { NightlyAnswer } from '../../../gateway/contract/shapes.ts';
import { clusterMistakes } from '../../../gateway/learning/cluster.ts';
import { conceptGroups, conceptsOf } from '../../../gateway/learning/concepts.ts';
import { matchingRule } from '../../../gateway/learning/dedup.ts';
import { diffEdit } from '../../../gateway/learning/edits.ts';
import { instructionFrom } from '../../../gateway/learning/instructions.ts';
import {
  type CorrectionFacts,
  contentStems,
  contentWords,
  mistakeOf,
  stylesNamedIn,
} from '../../../gateway/learning/mistake.ts';
import { proposeRuleText, type RuleText } from '../../../gateway/learning/propose.ts';
import { createTestGateway, type TestGateway } from '../../helpers/gateway.ts';
import { correct, decision, SHIPPING_EDITS } from '../../helpers/learning.ts';

describe('candidates by the mistake', () => {
  let t: TestGateway;
  beforeEach(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.close());

  const candidates = async () =>
    (await t.gateway.listRules({ status: 'candidate' })).filter((r) => r.proposal === 'add');
  const night = async () => {
    await t.gateway.backfillEmbeddings();
    return t.gateway.runNightly();
  };
  /** The one candidate of the night rests on exactly these corrections. */
  const expectOneCandidateOn = async (ids: readonly string[]) => {
    const found = await candidates();
    expect(found).toHaveLength(1);
    expect([...found[0]!.evidence].sort()).toEqual([...ids].sort());
  };

  it('two mistakes in the same kind of situation become two candidates, each resting on its own corrections', async () => {
    const promise: string[] = [];
    const discount: string[] = [];
    for (const [place, days] of [
      ['Lyon', '3-5'],
      ['Oslo', '4-6'],
      ['Porto', '2-4'],
    ] as const) {
      promise.push(
        await decision(
          t,
          'replies',
          `Reply to a customer asking about delivery to ${place}`,
          `Thanks! It reaches ${place} tomorrow, guaranteed.`,
          {
            action: 'edit',
            text: `Thanks! It usually reaches ${place} in ${days} days.`,
          },
        ),
      );
    }
    for (const [place, code] of [
      ['Dublin', 'SAVE10'],
      ['Austin', 'FRIEND15'],
      ['Kyoto', 'SECRET20'],
    ] as const) {
      discount.push(
        await decision(
          t,
          'replies',
          `Reply to a customer asking about delivery to ${place}`,
          `Thanks! It ships to ${place} soon. Use code ${code} for a private discount.`,
          {
            action: 'edit',
            text: `Thanks! It ships to ${place} soon.`,
          },
        ),
      );
    }
    expect((await night()).proposed).toHaveLength(2);
    const evidence = (await candidates()).map((c) => [...c.evidence].sort());
    expect(evidence).toEqual(expect.arrayContaining([[...promise].sort(), [...discount].sort()]));
  });

  it('a word the owner writes in their own texts of the goal is never on a rule’s "Avoid:" list, nor in its title', async () => {
    const threats = [
      [
        'Send the October reminder to self-assessment clients.',
        'Time is running out! HMRC fines thousands of late filers every year. Please book your appointment.',
        'Please book your year-end appointment this month.',
      ],
      [
        'Remind VAT clients to send their bank statements.',
        'HMRC penalties are harsh, so send your bank statements by 10 July.',
        'Please send your bank statements by 10 July.',
      ],
      [
        'Remind payroll clients about the P60s.',
        'HMRC fines employers who are late, so check your P60s are done.',
        'Please check your P60s are ready for your staff.',
      ],
    ] as const;
    for (const goal of ['reminders', 'notices']) {
      // In "reminders" the owner writes about HMRC themselves, day after day: it is the goal's subject.
      if (goal === 'reminders')
        for (const draft of [
          "HMRC's online filing deadline is 31 January; please send your records by 12 December.",
          'Your VAT return is due at HMRC by 7 August; please send your statements by 15 July.',
          'HMRC has issued your new tax code; we have checked it and it is right.',
        ])
          await decision(t, goal, 'Reminder', draft, { action: 'approve' });
      for (const [task, draft, text] of threats) await decision(t, goal, task, draft, { action: 'edit', text });
    }
    expect((await night()).proposed).toHaveLength(2);
    const avoid: Record<string, string[]> = Object.fromEntries(
      (await candidates()).map((c) => [c.goal, /Avoid: ([^.]+)\./.exec(c.body)?.[1]?.split(', ') ?? []]),
    );
    // Where the owner never wrote it, "HMRC" is what they kept removing; where they write it, it is not forbidden.
    // Quoted as the drafts wrote it.
    expect(avoid.notices).toContain('"HMRC"');
    expect(avoid.reminders).not.toContain('"HMRC"');
    expect(avoid.reminders).toEqual(avoid.notices?.filter((w) => w !== '"HMRC"'));
    // The title neither: an agent told not to say "HMRC" in tax reminders is a worse agent.
    const titles = Object.fromEntries((await candidates()).map((c) => [c.goal, c.title]));
    expect(titles.notices).toBe('Don\'t say "HMRC"; say "Please"');
    expect(titles.reminders).toBe('Don\'t say "fines"; say "Please"');
  });

  it('edits that swapped the goal’s subject ("january" → "july") get an example for a title, not "Always include"', () => {
    const swap = (task: string) => ({
      rating: 0 as const,
      reason: null,
      edit_removed: ['31 january'],
      edit_added: ['6 july'],
      draft: `${task}: due 31 January.`,
      correction: `${task}: due 6 July.`,
    });
    const items = [swap('P11D'), swap('Payment on account'), swap('Class 1A')];
    // The owner writes "January" in their own reminders: it is not a word to avoid.
    const said = new Set(contentStems('January'));
    const title = proposeRuleText(items, 'reminders', said).title;
    // Quoted as the draft wrote it: "31 January", not the diff's "31 january".
    expect(title).toBe('Don\'t write things like "31 January"');
    expect(proposeRuleText(items, 'reminders').title).toBe('Don\'t say "31 January"; say "6 July"');
    // Edits that only added: every draft needs it.
    const added = items.map((i) => ({
      ...i,
      edit_removed: [],
      edit_added: ['link in bio'],
      correction: `${i.correction} Link in bio.`,
    }));
    expect(proposeRuleText(added, 'posts', said).title).toBe('Always include "Link in bio"');
  });

  it('a title too long for a line is cut at a word inside its quote, and the quote is closed again', () => {
    const long =
      'Order by Thursday 5pm to collect on Saturday, or come in on Saturday morning (we open at 8) for a bunch from the bucket';
    const swap = (n: number) => ({
      rating: 0 as const,
      reason: null,
      edit_removed: [long.toLowerCase().replace(/[^a-z0-9 ]/g, '')],
      edit_added: [`bouquet ${n}`],
      draft: `${long}.`,
      correction: `Bouquet ${n}.`,
    });
    const { title } = proposeRuleText([swap(1), swap(2), swap(3)], 'shop');
    expect(title.length).toBeLessThanOrEqual(120);
    expect(title).toMatch(/^Don't say "Order by Thursday 5pm to collect on Saturday, .*\p{L}…"/u);
    // What stands between the quotes is the draft's own words, cut at a word.
    expect(long.startsWith(title.slice(title.indexOf('"') + 1, -2))).toBe(true);
  });

  it('beside a title in the owner’s words, the body shows only what those words name; the rule is matched by all', () => {
    const spray = (removed: string[], draft: string, correction: string) => ({
      rating: 0 as const,
      reason: 'never recommend weedkiller next to water',
      edit_removed: removed,
      edit_added: ['usually', 'by hand'],
      draft,
      correction,
    });
    const items = [
      spray(
        ['spray weedkiller', 'once a week'],
        'Just spray weedkiller along the pond edge once a week.',
        'Pull them by hand: weedkiller near water harms the wildlife.',
      ),
      spray(
        ['a glyphosate spray every week'],
        'Give the bank a glyphosate spray every week.',
        'Cut the bank back by hand; we never use weedkiller next to water.',
      ),
      spray(
        ['weedkiller each week'],
        'Put weedkiller on each week.',
        'Around the pond, hand weeding is usually the safe option.',
      ),
    ];
    const rule = proposeRuleText(items, 'answers');
    expect(rule.title).toBe('Never recommend weedkiller next to water');
    // "week" and "spray" went each time, "usually" and "by hand" came each time: none is what the owner's words say.
    expect(rule.body).not.toMatch(/Avoid:|Prefer:/);
    // The example is a sentence the owner rewrote, quoted as the draft had it.
    expect(rule.body).toMatch(
      /^For example, the owner removed "Just spray weedkiller along the pond edge once a week\."\. The owner.s reasons:/,
    );
    expect(rule.matched_body).toMatch(/^Avoid: [^.]*week[^.]*\. Prefer: [^.]*usually/);
    // What the rule is matched by is unchanged: a correction that removes "every week" is still its evidence.
    const later = {
      ...spray(['every week'], '', 'Weed by hand now and then.'),
      reason: null,
      id: 'later',
      draft: '',
      edit_kind: 'substantive' as const,
    };
    expect(matchingRule({ ...rule, matched_body: null }, 'answers', [later])).toEqual([]);
    expect(matchingRule(rule, 'answers', [later])).toEqual(['later']);
    // Without the reason, the phrases are all there is: they make the title, and the body shows every one.
    const bare = proposeRuleText(
      items.map((i) => ({ ...i, reason: null })),
      'answers',
    );
    expect(bare.title).toMatch(/^Don't say "/);
    expect(bare.body).toMatch(/Avoid: "week"/);
    // The body quotes the drafts; what the rule is matched by keeps the diff's words.
    expect(bare.matched_body).toMatch(/^Avoid: .*week/);
  });

  it('what the owner put in place of a phrase the body forbids is shown as preferred, though the title does not name it', () => {
    const cheap = (removed: string[], added: string[], draft: string, correction: string) => ({
      rating: 0 as const,
      reason: 'never say cheap',
      edit_removed: removed,
      edit_added: added,
      draft,
      correction,
    });
    const rule = proposeRuleText(
      [
        cheap(['cheap'], ['affordable', 'see'], 'Cheap prints in the shop.', 'Affordable prints; see the shop.'),
        cheap(['so cheap'], ['affordable'], 'Our frames are so cheap.', 'Our most affordable frames.'),
        cheap(['the bargain bin'], ['see'], 'Odds and ends? Try the bargain bin.', 'Odds and ends? See the sale rail.'),
      ],
      'posts',
    );
    expect(rule.title).toBe('Never say cheap');
    // "affordable" came where "cheap" went, twice; "see" came twice too, but only once in place of it. Both quoted as
    // the owner's texts have them.
    expect(rule.body).toMatch(/^Avoid: "cheap"\. Prefer: "affordable"\. /);
    expect(rule.matched_body).toMatch(/Prefer: affordable, see\./);
  });

  it('the goal’s name in the title names the drafts: "customer" is not what "Make customer-care less stiff" avoids', () => {
    const stiff = (removed: string[], draft: string, correction: string) => ({
      rating: 0 as const,
      reason: 'too stiff',
      edit_removed: removed,
      edit_added: ['hi'],
      draft,
      correction,
    });
    const rule = proposeRuleText(
      [
        stiff(
          ['dear valued customer'],
          'Dear valued customer, your flowers go out tomorrow.',
          'Hi Anna, your flowers go out tomorrow.',
        ),
        stiff(
          ['dear valued customer we regret'],
          'Dear valued customer, we regret the tulips are late.',
          'Hi Tom, sorry, the tulips are late.',
        ),
        stiff(['valued customer'], 'Thank you, valued customer, for the photo.', 'Hi Jo, thanks for the photo.'),
      ],
      'customer-care',
    );
    expect(rule.title).toBe('Make customer-care less stiff');
    expect(rule.body).not.toMatch(/Avoid:/);
    expect(rule.body).toMatch(/^For example, the owner removed "Dear valued customer"/);
    expect(rule.matched_body).toMatch(/^Avoid: [^.]*customer/);
  });

  it('a word most of the situations name ("tax" in questions about tax) is never on the "Avoid:" list', () => {
    const items = [
      {
        rating: 0 as const,
        reason: 'we never say yes or no without the numbers',
        edit_removed: ['pay much less tax'],
        edit_added: ['it depends'],
        correction: 'It depends on your profits and what you draw.',
        task: 'Reply to a plumber asking whether going limited saves tax.',
      },
      {
        rating: 0 as const,
        reason: null,
        edit_removed: ['completely tax free'],
        edit_added: ['it depends'],
        correction: 'It depends on the scheme and the size of the gain.',
        task: 'Answer a woman who asks whether she will pay tax when she sells her shares.',
      },
      {
        rating: -1 as const,
        reason: 'never a flat yes or no by email',
        edit_removed: null,
        edit_added: null,
        task: 'Reply to a host asking whether her spare room income is tax-free.',
      },
    ];
    // The list the rule is matched by (the body shown keeps only what its title or reasons name).
    const avoid = (rule: RuleText) => /Avoid: ([^.]+)\./.exec(rule.matched_body ?? rule.body)?.[1]?.split(', ') ?? [];
    expect(avoid(proposeRuleText(items, 'enquiries'))).not.toContain('tax');
    // The same corrections without their situations: "tax" is what they kept removing.
    expect(
      avoid(
        proposeRuleText(
          items.map((i) => ({ ...i, task: null })),
          'enquiries',
        ),
      ),
    ).toContain('tax');
  });

  it('a rule is about its own words, not those of the reasons its body quotes', () => {
    const rule = proposeRuleText(
      [
        { rating: 0, reason: 'no holds, the booking form comes first', edit_removed: ['held for you'], edit_added: [] },
        {
          rating: 0,
          reason: 'never hold a date, it goes on the booking form',
          edit_removed: ['held for you'],
          edit_added: [],
        },
        { rating: -1, reason: 'we never hold dates', edit_removed: null, edit_added: null },
      ],
      'enquiries',
    );
    expect(rule.title).toBe("Don't hold dates");
    expect(rule.body).toContain('booking form'); // quoted among the owner's reasons
    // Another mistake (a price before the consultation) whose edit removed "booking form" wording.
    const price = {
      id: 'fb_price',
      rating: 0 as const,
      reason: null,
      draft: 'It is £120 on the booking form.',
      correction: 'We will send a proposal after the consultation.',
      edit_removed: ['it is £120 on the booking form'],
      edit_added: ['we will send a proposal after the consultation'],
    };
    const hold = { ...price, id: 'fb_hold', edit_removed: ['held for you'], draft: 'The date is held for you.' };
    expect(matchingRule(rule, 'enquiries', [price, hold])).toEqual(['fb_hold']);
  });

  it('an edit that made a curt draft longer is no evidence for "keep it short", whatever its reason says', () => {
    const rule = {
      title: 'Keep client-emails short',
      body: 'The owner\'s reasons: "far too long". From 3 corrections.',
    };
    const padding = 'I hope this finds you well and that the quarter has been kind. '.repeat(8);
    const cut = {
      id: 'fb_cut',
      rating: 0 as const,
      reason: null,
      draft: `Your VAT return is filed. ${padding}`,
      correction: 'Your VAT return is filed. Thanks!',
      edit_removed: ['i hope this finds you well'],
      edit_added: ['thanks'],
    };
    const grown = {
      id: 'fb_grown',
      rating: 0 as const,
      reason: 'Too short.',
      draft: 'Hi Tariq, your return is filed. Sam',
      correction:
        'Hi Tariq, your return is filed and HMRC has accepted it. You owe £1,240, payable by 31 January; the payment reference is in the attached statement. Sam',
      edit_removed: [],
      edit_added: ['and hmrc has accepted it', 'you owe £1,240, payable by 31 january'],
    };
    expect(matchingRule(rule, 'client-emails', [cut, grown])).toEqual(['fb_cut']);
  });

  // A reason naming a length that the edit bears out (shorter) makes a correction a length mistake, and its words no
  // longer count: "how long they usually take" made the promise that HMRC will cancel a penalty one.
  it('"how long it takes", "no longer" and "short notice" are time, not length: no evidence for "keep it short"', () => {
    const rule = { title: 'Keep client-emails short', body: 'From 3 corrections.' };
    const email = (id: string, reason: string) => ({
      id,
      rating: 0 as const,
      reason,
      draft: "Hi Dan, don't worry at all, the penalty will definitely be cancelled very soon.",
      correction: "Hi Dan, we've appealed the penalty; HMRC answers in weeks.",
      edit_removed: ["don't worry at all", 'will definitely be cancelled very soon'],
      edit_added: ["we've appealed", 'hmrc answers in weeks'],
    });
    const items = [
      email('fb_time', "We can't promise HMRC will cancel it. Say how long they usually take."),
      email('fb_longer', 'We no longer file paper returns, never promise an outcome'),
      email('fb_notice', "don't promise a meeting at short notice"),
      email('fb_length', 'way too long, nobody reads all that'),
    ];
    expect(matchingRule(rule, 'client-emails', items)).toEqual(['fb_length']);
    expect([...stylesNamedIn('keep it short')]).toEqual(['shortened']);
    expect([...stylesNamedIn('we take a short walk and no longer than a long weekend')]).toEqual([]);
  });

  it('an edit that added what a style rule cuts is no evidence for it, whatever its reason says', () => {
    const rule = { title: 'No emojis in replies', body: 'From 3 corrections.' };
    const removed = {
      id: 'fb_removed',
      rating: 0 as const,
      reason: null,
      draft: 'Thanks for your order 🎉🙌 it ships Monday',
      correction: 'Thanks for your order, it ships Monday.',
      edit_removed: ['🎉🙌'],
      edit_added: [],
    };
    const added = {
      id: 'fb_added',
      rating: 0 as const,
      reason: 'It is a birthday, more emojis please',
      draft: 'Happy birthday to our shop, ten years today.',
      correction: 'Happy birthday to our shop 🎂🎉 ten years today!',
      edit_removed: [],
      edit_added: ['🎂🎉'],
    };
    expect(matchingRule(rule, 'replies', [removed, added])).toEqual(['fb_removed']);
  });

  it('evidence is not attached to an unrelated rule: "cheap" → "affordable" is not the "guaranteed" rule', async () => {
    const guaranteed = await t.gateway.createRule({
      title: 'Avoid "guaranteed"',
      body: 'Avoid: guaranteed. Prefer: usually.',
      goal: 'posts',
    });
    const ids = [
      await decision(t, 'posts', 'Post about the totes', 'Our totes are cheap and sturdy.', {
        action: 'edit',
        text: 'Our totes are affordable and sturdy.',
      }),
      await decision(t, 'posts', 'Post about the starter kit', 'The starter kit is a cheap way to begin.', {
        action: 'edit',
        text: 'The starter kit is an affordable way to begin.',
      }),
      await decision(t, 'posts', 'Post about the candles', 'Cheap candles this week.', {
        action: 'edit',
        text: 'Affordable candles this week.',
      }),
    ];
    const result = await night();
    expect(result.attached).toEqual([]);
    expect((await t.gateway.getRule(guaranteed.id))!.evidence).toEqual([]);
    const [candidate] = await candidates();
    expect(candidate!.title).toBe('Don\'t say "cheap"; say "affordable"');
    expect([...candidate!.evidence].sort()).toEqual([...ids].sort());
  });

  it('a correction that matches an existing rule’s own text is attached to it, not proposed again', async () => {
    const rule = await t.gateway.createRule({
      title: 'Never promise delivery times',
      body: 'Do not guarantee when an order arrives.',
      goal: 'posts',
    });
    const ids = await correct(t, SHIPPING_EDITS.slice(0, 3));
    const result = await t.gateway.runNightly();
    expect(result.proposed).toEqual([]);
    expect(result.attached).toEqual([
      {
        rule_id: rule.id,
        evidence: expect.arrayContaining(ids),
        why: expect.stringMatching(/^(?:trigram|same mistake)/),
      },
    ]);
  });

  it('a mistake worded differently each time is grouped through mutual nearest neighbours', async () => {
    // Corporate jargon, corrected four times with almost no shared words, among other corrections of the goal.
    const jargon = [
      await decision(
        t,
        'posts',
        'Post about our new supplier',
        'We leverage synergies with our new supplier to deliver best-in-class quality.',
        {
          action: 'edit',
          text: 'Our new supplier is a family farm an hour away.',
          reason: 'plain English please',
        },
      ),
      await decision(
        t,
        'posts',
        'Write about the new website',
        'Our new website leverages a seamless omnichannel experience.',
        {
          action: 'edit',
          text: 'Our new website is easier to use on a phone.',
        },
      ),
      await decision(
        t,
        'posts',
        'Caption for the team photo',
        'A team of passionate stakeholders delivering best-in-class solutions.',
        {
          action: 'reject',
          reason: 'no corporate jargon',
        },
      ),
      await decision(
        t,
        'posts',
        'Post about faster packing',
        'We optimised our fulfilment pipeline to leverage best-in-class efficiency.',
        {
          action: 'edit',
          text: 'We now pack orders the same day.',
          reason: 'sounds like a consultant, talk like a person',
        },
      ),
    ];
    const others = [
      await decision(t, 'posts', 'Post about the workshop', 'The workshop is on Friday.', {
        action: 'edit',
        text: 'The workshop is on Thursday.',
      }),
      await decision(t, 'posts', 'Post about the scarves', 'The wool scarves are in the shop.', {
        action: 'edit',
        text: 'The wool scarves are in the shop. Link in bio.',
      }),
      await decision(t, 'posts', 'Post about the opening hours', 'We open at 9 every day.', {
        action: 'edit',
        text: 'We open at 10 on weekdays.',
        reason: 'wrong hours',
      }),
    ];
    await night();
    const found = await candidates();
    expect(found).toHaveLength(1);
    expect(found[0]!.evidence.length).toBeGreaterThanOrEqual(3);
    expect(jargon).toEqual(expect.arrayContaining([...found[0]!.evidence]));
    for (const id of others) expect(found[0]!.evidence).not.toContain(id);
  });

  it('a confirmed rule’s mistake made again in other words is not proposed a second time', async () => {
    const edit = (draft: string, text: string, reason?: string) =>
      decision(t, 'posts', 'Post about the shop', draft, { action: 'edit', text, ...(reason && { reason }) });
    await edit(
      'We leverage synergies with our new supplier to deliver best-in-class quality.',
      'Our new supplier is a family farm an hour away.',
      'plain English please',
    );
    await edit(
      'Our new website leverages a seamless omnichannel experience.',
      'Our new website is easier to use on a phone.',
    );
    await edit(
      'We optimised our fulfilment pipeline to leverage best-in-class efficiency.',
      'We now pack orders the same day.',
      'sounds like a consultant, talk like a person',
    );
    await night();
    const [first] = await candidates();
    expect(first).toBeDefined();
    await t.gateway.decideRule({ ruleId: first!.id, action: 'confirm', source: 'api', actor: 'owner' });

    // None of the rule's own words ("leverage", "best", "class", its reasons): only its evidence is alike.
    const again = [
      await edit('Our seamless omnichannel journey is live.', 'You can now order by phone too.'),
      await edit('A seamless omnichannel pipeline for your orders.', 'Orders now leave within a day.'),
      await edit('Seamless synergies power our omnichannel studio.', 'Our studio sells online and at the market.'),
    ];
    await t.gateway.backfillEmbeddings();
    const res = await t.request('POST', '/v1/jobs/nightly');
    expect(res.status).toBe(201);
    const result = (await res.json()) as NightlyAnswer;
    expect(result.proposed).toEqual([]);
    expect(result.attached).toEqual([]); // nothing matches the rule's text, so nothing is attached to it either
    expect(await candidates()).toEqual([]);
    // Not silent: the job names the rule whose words cover none of the group, and the group.
    expect(result.progress.at(-1)).toMatch(/1 group\(s\) alike a rule whose words cover none of them \(reword it\?\)$/);
    expect(result.uncovered).toHaveLength(1);
    expect(result.uncovered[0]!.rule_id).toBe(first!.id);
    expect([...result.uncovered[0]!.evidence].sort()).toEqual([...again].sort());
  });

  it('rejections of drafts that shout, in other words ("keep it quiet"), are the confirmed no-exclamations rule again', async () => {
    const cut = (draft: string, text: string) =>
      decision(t, 'posts', 'Post about the shop', draft, { action: 'edit', text });
    await cut('HUGE NEWS!!! The kiln is fixed!!!', 'Huge news: the kiln is fixed.');
    await cut('We are open on Sunday!!! Come by!!!', 'We are open on Sunday. Come by.');
    await cut('New mugs are in!!! So excited!!!', 'New mugs are in.');
    await night();
    const [rule] = await candidates();
    expect(rule?.title).toMatch(/exclamation|shout/i);
    await t.gateway.decideRule({ ruleId: rule!.id, action: 'confirm', source: 'api', actor: 'owner' });

    const quiet = [];
    for (const [task, draft] of [
      ['Tell followers about the market', 'OMG you guys!!! We will be at the market on Saturday!!!'],
      ['Announce the new hours', 'Big change!!! We now open at 9!!!'],
      ['Post about the workshop', 'Last seats!!! Book now!!!'],
    ]) {
      quiet.push(
        await decision(t, 'posts', task!, draft!, {
          action: 'reject',
          reason: 'this sounds like an ad, keep it quiet and friendly',
        }),
      );
    }
    const result = await night();
    expect(result.proposed).toEqual([]);
    expect(await candidates()).toEqual([]);
    const [active] = await t.gateway.listRules({ status: 'active' });
    expect(active!.evidence).toEqual(expect.arrayContaining(quiet));
  });

  it('discounts given as different percentages are one mistake, though no word is shared', async () => {
    const ids = [];
    for (const [draft, text] of [
      ['I can give you 20% off if you order today.', 'Our current offers are always on the sale page.'],
      ['For you we can do 15% off both.', 'We run a sale twice a year.'],
      ['Take 10% on the lamp, just this once.', 'The lamp is handmade, so its price stays where it is.'],
    ] as const) {
      ids.push(
        await decision(t, 'replies', 'Reply to someone who finds it too expensive', draft, { action: 'edit', text }),
      );
    }
    await decision(t, 'replies', 'Reply about the lost umbrella', 'We found a red umbrella.', {
      action: 'edit',
      text: 'We found a blue umbrella, is it yours?',
    });
    await night();
    await expectOneCandidateOn(ids);
  });

  it('groups the kinds by the words that name them: one phrase two lists hold is one thing said', () => {
    // "weight loss" is in the body and the health lists: one thing said, either kind shows it again.
    expect(conceptGroups('No weight loss talk. Ever.')).toEqual([['body', 'health']]);
    // Two things said, each in its own words: both must show again.
    expect(conceptGroups("we can't promise next day")).toEqual([['certainty'], ['delivery']]);
    // The longer phrase says what is meant: "booking name" is privacy, not the booking inside it.
    expect(conceptGroups('cant put someones booking name on a public review')).toEqual([['privacy']]);
    // A person named is privacy with none of its words; the same kinds as conceptsOf, grouped.
    expect(conceptGroups('Big brave move from Laura Pike in Meanwood')).toEqual([['privacy']]);
    expect(conceptGroups('Thanks for the lovely photo of your garden')).toEqual([]);
  });

  it('names the kind of mistake a text is about, not the words it uses', () => {
    expect(conceptsOf('Visa rules change all the time')).toEqual(['legal']);
    expect(conceptsOf('Course fees are TAX deductible')).toEqual(['legal', 'price']);
    expect(conceptsOf('Don’t guarantee it won’t hurt')).toEqual(expect.arrayContaining(['certainty', 'safety']));
    expect(conceptsOf('we never say who else is enrolled')).toEqual(['privacy']);
    expect(conceptsOf('Thanks for the lovely photo of your garden')).toEqual([]);
    // Body image, and pressure in words a sale uses.
    expect(conceptsOf('Work off the mulled wine and earn your mince pies')).toEqual(['body']);
    expect(conceptsOf('Get summer-ready with a flatter tummy')).toEqual(['body']);
    expect(conceptsOf('Selling out! Only a handful remain')).toEqual(['urgency']);
    expect(conceptsOf('A gentle class to find your own tone of voice')).toEqual([]);
    // Pressure on a buyer, not the pressure in a boiler or a tyre (a plumber's DIY tip is no sales pressure).
    expect(conceptsOf('Top up the boiler pressure at the pressure relief valve')).toEqual([]);
    expect(conceptsOf('Check your tyre pressures before the ride')).toEqual([]);
    expect(conceptsOf("Don't pressure people into buying")).toEqual(['urgency']);
    expect(conceptsOf('No pressure selling, ever')).toEqual(['urgency']);
    expect(conceptsOf('Too pushy: high-pressure stuff')).toEqual(['urgency']);
    // A private person named or placed shows privacy with none of its words; greeting or signing off does not, nor
    // a street or a hall that starts with a given name.
    expect(conceptsOf('Big brave move from Laura Pike in Meanwood')).toEqual(['privacy']);
    expect(conceptsOf('Thanks to the Dhillons at 22 Bitteswell Road')).toEqual(['privacy']);
    expect(conceptsOf('a group talked all through it (booked under Henderson)')).toEqual(['booking', 'privacy']);
    expect(conceptsOf('never name people in posts')).toEqual(['privacy']);
    expect(conceptsOf('Hi Mr Osei, see you on Monday.\nThanks, Jo Patel')).toEqual([]);
    expect(conceptsOf('Parking on Albert Road, talks in Anne Hall')).toEqual([]);
    expect(conceptsOf('The cards say D. Whitfield')).toEqual(['privacy']);
    expect(conceptsOf('We are in Unit B. Parking is free.')).toEqual([]);
  });

  it('legal advice given three ways that share no word (a law, a tax rule, a visa) is one mistake', async () => {
    const ids = [
      await decision(
        t,
        'faq',
        'Can I cancel the course after paying?',
        'Under French law you can cancel within 14 days.',
        { action: 'reject', reason: 'we are not lawyers' },
      ),
      await decision(
        t,
        'faq',
        'Answer a student asking about invoices',
        'Course fees are tax deductible, just attach our invoice to your return.',
        { action: 'edit', text: 'We can send an invoice for your records.' },
      ),
      await decision(
        t,
        'faq',
        'Someone from Brazil asks what to arrange before the summer school',
        'You will not need a visa for a four-week stay.',
        { action: 'reject', reason: 'entry paperwork questions go to the embassy, not us' },
      ),
    ];
    await decision(t, 'faq', 'When does the library open?', 'The library opens at 9.', {
      action: 'edit',
      text: 'The library opens at 10.',
    });
    await night();
    await expectOneCandidateOn(ids);
  });

  it('additions teach an omission only when they add the same thing: one shared word is three one-offs', async () => {
    const added = (task: string, draft: string, extra: string) =>
      decision(t, 'replies', task, draft, { action: 'edit', text: `${draft} ${extra}` });
    await added('Reply about a late parcel', 'Your parcel is on its way.', 'Our studio is closed on Mondays.');
    await added(
      'Answer a question about the mug',
      'The mug is dishwasher safe.',
      'Lea from the studio will follow up.',
    );
    await added('Reply about collecting an order', 'Your order is ready.', 'You can also pick it up at the studio.');
    expect((await night()).proposed).toEqual([]);

    const bio = [
      await added('Post about the new scarves', 'The wool scarves are in the shop.', 'Link in bio.'),
      await added('Announce the spring mugs', 'Spring mugs are here.', 'Link in bio.'),
      await added('Post about the restock', 'The linen totes are back.', 'Link is in our bio.'),
    ];
    expect((await night()).proposed).toHaveLength(1);
    const [candidate] = await candidates();
    expect([...candidate!.evidence].sort()).toEqual([...bio].sort());
  });

  it('a rejection without a reason counts only when its draft contains the removed phrase', async () => {
    const edits = await correct(t, SHIPPING_EDITS.slice(0, 2));
    const unrelated = await decision(t, 'posts', 'Post about the workshop', 'Join our pottery workshop on Friday.', {
      action: 'reject',
    });
    expect((await night()).proposed).toEqual([]); // two edits and an unrelated rejection are not three of one mistake

    const matching = await decision(
      t,
      'posts',
      'Reply about express orders',
      'Express orders land the same day, guaranteed!',
      { action: 'reject' },
    );
    expect((await night()).proposed).toHaveLength(1);
    const [candidate] = await candidates();
    expect([...candidate!.evidence].sort()).toEqual([...edits, matching].sort());
    expect(candidate!.evidence).not.toContain(unrelated);
  });
});

describe('style mistakes count', () => {
  let t: TestGateway;
  beforeEach(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.close());

  const POSTS: [string, string][] = [
    ['Our spring class has three spots left 🌸✨', 'Our spring class has three spots left.'],
    ['Thank you to everyone who came to the market 🙌🌿', 'Thank you to everyone who came to the market.'],
    ['The studio is closed from the 24th 🎄', 'The studio is closed from the 24th.'],
  ];

  it('the diff keeps style features: emoji removed, "!!!" cut, capitals lowered, a long draft cut short', () => {
    expect(diffEdit('Thanks 🙏✨', 'Thanks.')).toMatchObject({
      kind: 'cosmetic',
      removed: ['🙏 ✨'],
      style: ['emoji removed'],
    });
    expect(diffEdit('HUGE NEWS!!! We are open', 'Huge news. We are open').style).toEqual([
      'exclamations cut',
      'capitals lowered',
    ]);
    const long = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    expect(diffEdit(long, 'word1 word2 word3').style).toEqual(['shortened']);
    expect(diffEdit('We ship today!', 'we ship today!').style).toEqual([]);
    // Markdown a chat app or a caption shows as typed, and a reply written all in lower case.
    expect(
      diffEdit('**Spring week!** Brakes checked. See [prices](https://x.test/p)', 'Spring week! Brakes checked.'),
    ).toMatchObject({
      style: ['markdown removed'],
    });
    expect(diffEdit('yes we do! we have ten bikes right now', 'Yes, we do! We have ten bikes right now').style).toEqual(
      ['capitals restored'],
    );
    expect(diffEdit('5 * 3 = 15, see #cycling', '5 × 3 = 15, see #cycling').style).toEqual([]); // no Markdown
    // A wall of hashtags cut to one (an order's "#12" is no hashtag).
    expect(diffEdit('Open today #bikes #cycling #bristol #shoplocal', 'Open today #bikes').style).toEqual([
      'hashtags cut',
    ]);
    expect(diffEdit('Orders #12, #13 and #14 are ready', 'Orders 12 to 14 are ready').style).toEqual([]);
    expect(diffEdit('i think so', 'i guess so').style).toEqual([]); // still lower case: nothing restored
    expect(diffEdit('We are open on Sunday from ten.', 'Wir haben am Sonntag ab zehn geöffnet.').style).toEqual([
      'language changed',
    ]);
    expect(diffEdit('We are open on Sunday from ten.', 'We are open on Saturday from ten.').style).toEqual([]);
  });

  it('Markdown removed, lower case fixed, a reply put into the writer’s language, hashtags cut: three times each, one candidate each', async () => {
    const classes: { goal: string; title: string; edits: [string, string][] }[] = [
      {
        // Other tags each time: which tags went is the post's topic; the wall of them is the mistake.
        goal: 'posts',
        title: 'Keep hashtags in posts to two or three',
        edits: [
          [
            'The cargo bike is back. #cargobike #bristol #cycling #familyride #shoplocal #ebike',
            'The cargo bike is back. #cargobike',
          ],
          [
            'Sunday ride leaves at nine. #sundayride #groupride #roadbike #weekendvibes #bristolcycling',
            'Sunday ride leaves at nine.',
          ],
          [
            'Winter service week: brakes checked for free. #bikeservice #winterready #brakes #safety #bikeshop',
            'Winter service week: brakes checked for free. #bikeservice',
          ],
        ],
      },
      {
        goal: 'captions',
        title: 'No Markdown in captions: asterisks and # show as typed',
        edits: [
          ['**New:** the cargo bike is back in the shop.', 'New: the cargo bike is back in the shop.'],
          ['## Sunday ride\nWe leave at nine from the shop.', 'Sunday ride: we leave at nine from the shop.'],
          ['Winter service week, *all* brakes checked for free.', 'Winter service week, all brakes checked for free.'],
        ],
      },
      {
        goal: 'dms',
        title: 'Write dms in sentence case, not all lower case',
        edits: [
          [
            'yes we do. we have city bikes in the shop right now',
            'Yes, we do. We have city bikes in the shop right now.',
          ],
          ['sure, the tandem is free on sunday. see you then', 'Sure, the tandem is free on Sunday. See you then.'],
          ['no problem! i will check the saddle tomorrow', 'No problem! I will check the saddle tomorrow.'],
        ],
      },
      {
        goal: 'emails',
        title: 'Answer emails in the language the person wrote in',
        edits: [
          [
            'Thank you for your message, the course starts on Monday at nine.',
            'Gracias por su mensaje, el curso empieza el lunes a las nueve.',
          ],
          [
            'Yes, we rent out e-bikes by the day. Just send us your dates.',
            'Ja, wir vermieten E-Bikes tageweise. Schreiben Sie uns einfach Ihre Daten.',
          ],
          [
            'The shop is five minutes from the station, on the left after the bridge.',
            'Il negozio è a cinque minuti dalla stazione, sulla sinistra dopo il ponte.',
          ],
        ],
      },
    ];
    const ids = new Map<string, string[]>();
    for (const c of classes) {
      for (const [i, [draft, edited]] of c.edits.entries()) {
        const id = await decision(t, c.goal, `Message ${i}`, draft, { action: 'edit', text: edited });
        ids.set(c.goal, [...(ids.get(c.goal) ?? []), id]);
      }
    }
    expect((await t.gateway.runNightly()).proposed).toHaveLength(4);
    const candidates = await t.gateway.listRules({ status: 'candidate' });
    for (const c of classes) {
      const candidate = candidates.find((r) => r.goal === c.goal);
      expect(candidate, c.goal).toMatchObject({ title: c.title });
      expect([...candidate!.evidence].sort()).toEqual([...ids.get(c.goal)!].sort());
    }
  });

  it('the same cosmetic change made three times becomes a candidate; once teaches nothing', async () => {
    await decision(t, 'once', 'Post about the kiln', 'The kiln is fixed 🔥', {
      action: 'edit',
      text: 'The kiln is fixed.',
    });
    for (const [i, [draft, edited]] of POSTS.entries()) {
      await decision(t, 'replies', `Post ${i}`, draft, { action: 'edit', text: edited });
    }
    const result = await t.gateway.runNightly();
    expect(result.proposed).toHaveLength(1);
    const [candidate] = await t.gateway.listRules({ status: 'candidate' });
    expect(candidate).toMatchObject({ goal: 'replies', title: 'No emojis in replies' });
    expect(candidate!.evidence).toHaveLength(3);
  });
});

describe('a style the owner names', () => {
  let t: TestGateway;
  beforeEach(async () => {
    t = await createTestGateway();
  });
  afterEach(() => t.close());

  it('a rejection without a reason is "too long" only when its draft is as long as the ones the owner cut', async () => {
    const padding = [
      'I hope this email finds you well and that you had a lovely weekend with the family.',
      'As you may know, this is something we look at for every client at this time of the year.',
      'Please do not hesitate to get in touch if you have any questions at all about any of it.',
      'We always aim to keep you fully informed about every step of the process as it happens.',
      'Thank you once again for choosing us, and we look forward to working with you for many years.',
    ];
    const long = (point: string, n: number) => {
      let text = point;
      for (let i = 0; text.split(/\s+/).length < n; i++) text += ` ${padding[i % padding.length]}`;
      return text;
    };
    const cut = [
      ['Confirm the VAT return', 'Dear Ellen, your VAT return has been filed.'],
      ['Confirm the payment', 'Dear Gordon, we have received your payment of £360.'],
      ['Confirm the meeting', 'Dear Sally, you are booked in with Priya on Tuesday at 10am.'],
    ] as const;
    const ids = [];
    for (const [task, point] of cut)
      ids.push(await decision(t, 'client-emails', task, long(point, 120), { action: 'edit', text: point }));
    // A 35-word email rejected without a word: longer than 30, nowhere near the 120-word ones cut. Another mistake.
    const short = await decision(
      t,
      'client-emails',
      'Send Jas the draft accounts',
      "Hi Jas, your draft accounts are attached. I've also attached last year's accounts for the Golden Wok on Dereham Road so you can compare how a similar takeaway did with its costs and margins.",
      { action: 'reject' },
    );
    const wall = await decision(t, 'client-emails', 'Confirm the payroll', long('Dear Kathy, payroll has run.', 120), {
      action: 'reject',
    });
    expect((await t.gateway.runNightly()).proposed).toHaveLength(1);
    const [candidate] = await t.gateway.listRules({ status: 'candidate' });
    expect(candidate!.title).toBe('Keep client-emails short');
    expect([...candidate!.evidence].sort()).toEqual([...ids, wall].sort());
    expect(candidate!.evidence).not.toContain(short);
  });

  it('"too long" said three ways (an edit cut by a third, a rejection, a cut by half) becomes one candidate', async () => {
    const kiln =
      'Big news from the studio today: after three long weeks of waiting, the new kiln has finally arrived, ' +
      'and we spent the whole weekend testing it with glazes, small bowls and a few plates, and honestly we are ' +
      'thrilled with how evenly it fires everything we put in it.';
    const market =
      'Thank you so much to every single person who came by our stall at the Saturday market, it was wonderful ' +
      'to meet so many of you in person, hear your stories about the mugs you bought last year and see the ' +
      'little ones pick their favourite colours.';
    const glaze =
      'We have been experimenting with a brand new glaze recipe for months now, mixing ash from the garden ' +
      'with local clay, firing test tiles every evening, and we are finally ready to show you the first pieces, ' +
      'which will be in the shop from Friday morning.';
    const ids = [
      // cut by about a third: not clear enough on its own (40%+ is), the reason says it
      await decision(t, 'posts', 'Post about the new kiln', kiln, {
        action: 'edit',
        text: 'Big news: the new kiln has arrived, and after a weekend of test firings with glazes, bowls and plates we love how evenly it fires.',
        reason: 'too long',
      }),
      await decision(t, 'posts', 'Thank the market visitors', market, {
        action: 'reject',
        reason: 'way too wordy, nobody reads all that',
      }),
      await decision(t, 'posts', 'Announce the ash glaze', glaze, {
        action: 'edit',
        text: 'Our new ash glaze is ready: the first pieces are in the shop from Friday.',
      }),
    ];
    expect((await t.gateway.runNightly()).proposed).toHaveLength(1);
    const [candidate] = await t.gateway.listRules({ status: 'candidate' });
    expect([...candidate!.evidence].sort()).toEqual([...ids].sort());
    expect(candidate!.title).toMatch(/short/i);
  });

  it('a reason that names a style the decision does not bear out adds nothing', async () => {
    // "no emojis" on a draft without any: not a style mistake of this draft
    const id = await decision(t, 'posts', 'Post about the kiln', 'The kiln is fixed.', {
      action: 'reject',
      reason: 'no emojis please',
    });
    const [row] = await t.testDb.db.query<Record<string, unknown>>(
      `select f.rating, f.reason, f.correction, f.edit_removed, f.edit_added, f.edit_kind, r.draft
       from feedback f join runs r on r.id = f.run_id where f.id = $1`,
      [id],
    );
    expect(mistakeOf(row as unknown as CorrectionFacts).style.size).toBe(0);
    expect(mistakeOf({ ...(row as unknown as CorrectionFacts), draft: 'The kiln is fixed 🔥🔥' }).style).toEqual(
      new Set(['emoji removed']),
    );
    // No draft shows the wrong language by itself: a rejection's reason that says so does, of a draft in a known one.
    const rejected = (reason: string, draft = 'The placement test takes forty minutes and you can do it online.') =>
      mistakeOf({ rating: -1, reason, correction: null, edit_removed: null, edit_added: null, draft }).style;
    expect(rejected('She wrote in French, answering in English is rude')).toEqual(new Set(['language changed']));
    expect(rejected('reply in the language people write to us in')).toEqual(new Set(['language changed']));
    expect(rejected('too much English jargon')).toEqual(new Set());
    expect(rejected('answer in French', 'Ok')).toEqual(new Set()); // too short to tell its language
  });
});

describe('rule text reads like an instruction', () => {
  it('turns the owner’s reasons into instructions, never one word', () => {
    expect(instructionFrom('Too long, keep it under 50 words', 'posts')).toBe('Keep posts under 50 words');
    expect(instructionFrom('Too much hype', 'posts')).toBe('Tone down the hype');
    expect(instructionFrom('too many hashtags', 'posts')).toBe('Use fewer hashtags');
    expect(instructionFrom("we can't guarantee shipping times", 'replies')).toBe("Don't guarantee shipping times");
    expect(instructionFrom('shorter please, nobody reads all that', 'replies')).toBe('Make replies shorter');
    expect(instructionFrom('sign as Ines', 'replies')).toBe('Sign as Ines'); // the owner's casing kept
    expect(instructionFrom('that story never happened', 'posts')).toBeNull();
  });

  it('reads a reason typed on a phone: curly apostrophes, dashes, "should" and "we need to"', () => {
    // iOS types ’ for ': the same reason with a straight apostrophe already gave this instruction.
    expect(instructionFrom('Don’t promise silver in one go from red — it’s hardly ever possible.', 'replies')).toBe(
      "Don't promise silver in one go from red",
    );
    expect(instructionFrom('We can’t guarantee it is safe for people with allergies.', 'retail')).toBe(
      "Don't guarantee it is safe for people with allergies",
    );
    expect(instructionFrom('Texts should be two lines, not an essay.', 'reminders')).toBe('Texts should be two lines');
    expect(instructionFrom('it should be shorter', 'replies')).toBe('Replies should be shorter');
    expect(instructionFrom('We need to see the papers first, then quote.', 'quotes')).toBe('See the papers first');
    // "pls" is how a reason is typed, not what it is about: no title keeps it, and two reasons never meet on it.
    expect(instructionFrom('no emojis plz', 'replies')).toBe('No emojis');
    // Typed without apostrophes; a question echoes the draft ("send the kids in??"), it is not what to do.
    expect(instructionFrom('we exchange, we dont refund', 'replies')).toBe("Don't refund");
    expect(instructionFrom('send the kids in?? an adult comes too', 'replies')).toBeNull();
    expect(instructionFrom('Is that a promise? Never promise a date', 'replies')).toBe('Never promise a date');
    // One customer's case, said for anyone.
    expect(instructionFrom("there's no money back. offer her credit as a one off", 'replies')).toBe(
      'Offer them credit as a one off',
    );
    expect(instructionFrom('use his first name', 'replies')).toBe('Use their first name');
    expect(contentWords('less shouty pls')).toEqual(['shouty']);
  });

  it('an instruction about "it" that names nothing else is no title', () => {
    expect(instructionFrom('That is a medical claim — we cannot sell it like that.', 'retail')).toBeNull();
    expect(instructionFrom('again guessing the forecast. stop it', 'dms')).toBeNull();
    expect(instructionFrom('Way too much.', 'enquiries')).toBeNull(); // not "Make enquiries less much"
    expect(instructionFrom('keep competitors out of it', 'replies')).toBe('Keep competitors out of it');
  });

  it('without reasons, the recurring phrases give "Don’t say …; say …"', () => {
    const edit = (removed: string[], added: string[], draft: string, correction: string) => ({
      rating: 0 as const,
      reason: null,
      edit_removed: removed,
      edit_added: added,
      draft,
      correction,
    });
    const text = proposeRuleText(
      [
        edit(['tomorrow guaranteed'], ['usually in 2 3 days'], 'Ready tomorrow, guaranteed!', 'Usually in 2-3 days.'),
        edit(['guaranteed'], ['usually'], 'It arrives Friday, guaranteed.', 'It usually arrives Friday.'),
        edit(['next day guaranteed'], ['usually takes'], 'Next day, guaranteed.', 'Delivery usually takes a week.'),
      ],
      'replies',
    );
    // Quoted as the drafts and the owner wrote them.
    expect(text.title).toBe('Don\'t say "guaranteed"; say "usually"');
  });

  it('the tags of a wall of hashtags cut are the posts’ topic, never a phrase to avoid', () => {
    const cut = (draft: string, removed: string[]) => ({
      rating: 0 as const,
      reason: null,
      edit_removed: removed,
      edit_added: [],
      style: ['hashtags cut' as const],
      draft,
    });
    const text = proposeRuleText(
      [
        cut('Open today! #cornwall #cottage #seaside', ['cornwall cottage seaside']),
        cut('New photos #cornwall #cottage #beach #sunset', ['cornwall cottage', 'beach sunset']),
        cut('Last minute week #cornwall #cottage #holiday', ['cornwall cottage holiday']),
      ],
      'posts',
    );
    expect(text).toEqual({ title: 'Keep hashtags in posts to two or three', body: 'From 3 corrections.' });
  });

  it('reasons "Too much hype" and "Too long, keep it under 50 words" become instructions, not "Much" or "Words"', async () => {
    const t = await createTestGateway();
    try {
      for (const [i, reason] of ['Too much hype', 'too much hype again', 'Too much hype, calm down'].entries()) {
        await decision(t, 'hype', `Event post ${i}`, `HUGE NEWS!!! Event ${i} is on!!!`, { action: 'reject', reason });
      }
      const long = (i: number) =>
        `Hello and thank you for asking about item ${i}. ${'We really love hearing from every single customer who writes to us about anything at all. '.repeat(3)}`;
      for (const [i, reason] of ['Too long, keep it under 50 words', 'too long again', 'way too long'].entries()) {
        await decision(t, 'posts', `Answer question ${i}`, long(i), {
          action: 'edit',
          text: `Thanks for asking about item ${i}.`,
          reason,
        });
      }
      await t.gateway.backfillEmbeddings();
      await t.gateway.runNightly();
      const titles = (await t.gateway.listRules({ status: 'candidate' })).map((r) => [r.goal, r.title]);
      expect(titles).toEqual(
        expect.arrayContaining([
          ['hype', 'Tone down the hype'],
          ['posts', 'Keep posts under 50 words'],
        ]),
      );
      for (const [, title] of titles) expect(title!.split(' ').length).toBeGreaterThan(1);
    } finally {
      await t.close();
    }
  });
});

describe('a weak link between two corrections rests on the mistake', () => {
  const item = (id: string, removed: string, correction: string) => ({
    id,
    run_id: `run_${id}`,
    rating: 0 as const,
    reason: null,
    draft: `Your bridal ${removed}.`,
    correction,
    edit_removed: [removed],
    edit_added: [],
    edit_kind: 'substantive' as const,
    vector: null,
  });

  it('three mistakes that share only the situation’s word ("bouquet") stay apart; three that share a kind join', () => {
    const apart = clusterMistakes(
      [
        item('a', 'bouquet peonies guaranteed', 'Your bridal flowers.'),
        item('b', 'bouquet costs 150', 'Your bridal flowers.'),
        item('c', 'bouquet refund today', 'Your bridal flowers.'),
      ],
      [],
    );
    expect(apart.filter((g) => g.ids.length > 1)).toEqual([]);
    const together = clusterMistakes(
      [
        item('a', 'bouquet refund today', 'Your bridal flowers.'),
        item('b', 'bouquet money back', 'Your bridal flowers.'),
        item('c', 'bouquet reimbursed', 'Your bridal flowers.'),
      ],
      [],
    );
    expect(together.map((g) => [...g.ids].sort())).toContainEqual(['a', 'b', 'c']);
  });
});
