// The agent's recurring mistakes and how the owner corrects each one: always the same fix, never in the same words.

export interface MistakeClass {
  id: string;
  /** Sentences the agent adds to a clean draft ({name} etc. filled in). */
  bad: readonly string[];
  /** Where the sentence goes: after the clean draft (default), before it, or instead of it. */
  position?: 'prefix' | 'replace';
  /** What the owner puts instead when editing; '' = just deletes it. */
  fixes: readonly string[];
  /** The owner's words when rejecting (and sometimes when editing). */
  reasons: readonly string[];
  /** Share of the owner's corrections that are edits; the rest are rejections with a reason. */
  editShare: number;
}

export const MISTAKES: MistakeClass[] = [
  {
    id: 'shipping-promise',
    bad: [
      'It will be with you tomorrow, guaranteed.',
      'We ship same day, promise.',
      'Delivery within 24 hours, guaranteed.',
      'You will have it in {place} by Monday for sure.',
      'Next-day delivery on every order, no exceptions.',
      'It gets there in two days flat, we promise.',
    ],
    fixes: [
      'Delivery to {place} usually takes 3-5 working days.',
      'Most parcels arrive within a week.',
      'It normally takes a few working days to arrive.',
      'Shipping times vary, but most orders arrive within 5 days.',
      '',
    ],
    reasons: [
      'never promise delivery dates',
      "we can't guarantee shipping times",
      "don't promise how fast it ships",
      'no delivery guarantees, couriers are out of our hands',
      'stop promising next-day delivery',
      'do not commit to arrival dates',
    ],
    editShare: 0.7,
  },
  {
    id: 'client-story',
    bad: [
      'One of our clients, a café owner in {place}, says it doubled her sales.',
      'A customer told us it changed his whole morning routine.',
      'Our biggest client ordered fifty of them last week.',
      'A designer in {place} swears it is the best thing she ever bought.',
      'Last month a bride in {place} gave one to every guest.',
      'A regular of ours says she cannot start the day without it.',
    ],
    fixes: [
      '',
      'It is made from natural materials.',
      'Each one is checked by hand before it ships.',
      'It comes in three colours.',
    ],
    reasons: [
      "don't invent client stories",
      'we have no such client, never make up customer anecdotes',
      'no made-up testimonials please',
      'that story never happened, stick to facts',
      'do not fabricate customer quotes',
      'stop inventing customers',
    ],
    editShare: 0.6,
  },
  {
    id: 'emoji-only',
    position: 'replace',
    bad: ['🙏✨', '😍😍😍', '🔥🙌', '💛', '🥰🎉', '👏👏'],
    fixes: [
      'Thank you so much, {name}. It really made our day.',
      'Thanks for the lovely words, we are so glad you like it.',
      'That is so kind of you, thank you for shopping with us.',
      'Thank you, {name}. Enjoy it.',
    ],
    reasons: [
      'please write a real reply, not just emoji',
      'emoji alone look lazy, say thank you properly',
      'answer with words, not emoji',
      "don't reply with only emoji",
      'a row of emoji is not a reply',
      'write an actual sentence to thank them',
    ],
    editShare: 0.7,
  },
  {
    id: 'private-discount',
    bad: [
      'I can give you 20% off if you order today, just mention this message.',
      'Use code FRIEND15 for a secret discount.',
      'Between us, I can knock 10 euros off.',
      'For you we can do half price this week.',
      'Message me and I will send you a private coupon.',
      'I will add a special 25% discount just for you.',
    ],
    fixes: [
      'Our current offers are always on the sale page.',
      'We run a sale twice a year, and newsletter readers hear first.',
      '',
    ],
    reasons: [
      'never offer private discounts',
      'no discounts outside the official sale',
      "don't make up discount codes",
      'we do not do special prices for individuals',
      'no secret deals, same price for everyone',
      'stop handing out coupons',
    ],
    editShare: 0.6,
  },
  {
    id: 'competitor-bashing',
    bad: [
      'Unlike the cheap stuff at BigMart, ours will not fall apart in a month.',
      'The other brands use low quality materials, we do not.',
      'Amazon sellers just copy our designs badly.',
      'The supermarket version is honestly junk.',
      'Most competitors cut corners, we never do.',
      'Rival shops charge less because their products are worse.',
    ],
    fixes: ['', 'We test every piece before it leaves the studio.', 'We are proud of how long our pieces last.'],
    reasons: [
      "don't mention competitors",
      'never badmouth other brands',
      'keep competitors out of it',
      'we do not talk down other shops',
      'no comparisons with rival brands',
      'leave other companies out of our replies',
    ],
    editShare: 0.6,
  },
  {
    id: 'hype',
    position: 'prefix',
    bad: [
      'HUGE NEWS!!!',
      'OMG you guys!!!',
      'This is INSANE!!!',
      'Best day EVER!!!',
      'You are going to LOVE this!!!',
      'Get ready, it is happening!!!',
    ],
    fixes: ['', 'A small update from us.', 'Some news from the studio.'],
    reasons: [
      'too many exclamation marks',
      'tone it down, no shouting',
      'calmer please, drop the hype',
      'no caps and exclamation marks',
      'this sounds like an ad, keep it quiet and friendly',
      'less excitement, more information',
    ],
    editShare: 0.7,
  },
];

export const mistakeById = new Map(MISTAKES.map((m) => [m.id, m]));

/** One-off corrections on drafts without a recurring mistake: noise that must not become a rule. */
export const ONE_OFFS: readonly string[] = [
  'Our studio is closed on Mondays.',
  'P.S. the order number is in your confirmation email.',
  'Lea from the studio will follow up.',
  'We also sent you an email about this.',
  'The colour you asked about is sage, not olive.',
  'Our phone line is open until 5.',
  'The returns form is in the parcel.',
  'We updated the size guide yesterday.',
  'You can also pick it up at the studio.',
  'The workshop has two seats left.',
  'Please keep the receipt for the warranty.',
  'We reply to email within a day.',
  'Gift wrapping is free this month.',
  'The candle comes with a cotton wick.',
  'We ship from Porto now.',
  'Say hi to Bruno at the market stall.',
  'The tote straps are adjustable.',
  'Our new website goes live in March.',
  'Tracking updates can lag by a day.',
  'The beanie is one size.',
  'We recycle all our boxes.',
  'The mug holds 350 ml.',
  'Invoices are available on request.',
  'Our newsletter goes out on Sundays.',
];
