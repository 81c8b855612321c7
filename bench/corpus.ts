// Synthetic but varied feedback for the benchmarks: situations from word lists, drafts with a recurring mistake, the owner's fix.
import { diffEdit } from '../gateway/learning/edits.ts';
import type { Rng } from './prng.ts';

const FRAMES = [
  'Reply to a customer asking about',
  'Answer a comment on Instagram about',
  'Write a short post announcing',
  'Draft a newsletter paragraph on',
  'Respond to a one-star review mentioning',
  'Tell followers about',
  'Reply to a wholesale buyer who wants to know about',
  'Post a Friday update on',
  'Answer a support email about',
  'Write a thank-you note mentioning',
  'Explain to a first-time visitor',
  'Reply on Slack to a partner asking about',
  'Draft a tweet thread covering',
  'Respond to a complaint regarding',
  'Write the product page blurb for',
];
const TOPICS = [
  'delivery times to Canada',
  'the refund policy',
  'a broken zipper on the travel bag',
  'our summer sale',
  'the new espresso grinder',
  'late shipments during the holidays',
  'gift wrapping options',
  'the loyalty programme',
  'sizes running small',
  'the ceramic mug restock',
  'vegan leather care',
  'international customs fees',
  'a missing tracking number',
  'the pop-up shop in Lisbon',
  'bulk discounts for cafés',
  'a damaged parcel',
  'the winter jacket pre-order',
  'changing a shipping address',
  'our recycled packaging',
  'the podcast interview',
  'cancelled subscriptions',
  'the spring colour palette',
  'a coupon code that failed',
  'warehouse moving to Porto',
  'the hiring of a new roaster',
  'price increases next month',
  'allergens in the granola',
  'the mobile app beta',
  'the charity auction',
  'repairs under warranty',
  'stock of the linen shirts',
  'the weekend market stall',
  'a wrong item in the box',
  'payment by bank transfer',
  'the collaboration with a local artist',
  'sold-out sneakers',
  'the tasting workshop',
  'opening hours on public holidays',
  'the new courier partner',
  'a double charge on a card',
  'samples for journalists',
  'the anniversary giveaway',
  'the candle scent lineup',
  'plant care instructions',
  'custom engraving requests',
  'returns from outside the EU',
  'the studio renovation',
  'the cold brew recipe',
  'a product recall notice',
  'the carbon offset programme',
  'student discounts',
  'the backpack with a lifetime warranty',
];
const CONTEXTS = [
  '',
  '',
  'in a friendly tone',
  'for our Instagram followers',
  'before the weekend',
  'after a late shipment',
  'for the German store',
  'in under 200 characters',
  'for a long-time customer',
  'with a link to the FAQ',
  'while the founder is on leave',
  'for the B2B mailing list',
  'during the Black Friday rush',
  'in plain words',
];
const NAMES = ['Marta', 'Jonas', 'Aiko', 'Priya', 'Tomasz', 'Lea', 'Diego', 'Noor', 'Sven', 'Chloé', 'Kwame', 'Inès'];

/** A recurring mistake: what the agent adds to a draft, how the owner fixes it, and the owner's reasons when rejecting. */
interface MistakeKind {
  bad: readonly string[];
  fix: readonly string[];
  reasons: readonly string[];
}

const MISTAKES: MistakeKind[] = [
  {
    bad: ['It arrives tomorrow, guaranteed!', 'We ship within 24 hours, promise!', 'Next-day delivery, always!'],
    fix: [
      'It usually arrives within 3-5 days.',
      'Orders usually leave within 2 business days.',
      'Delivery usually takes a few days.',
    ],
    reasons: ['never promise delivery dates', 'do not guarantee shipping speed', 'no promises about when it arrives'],
  },
  {
    bad: ['Amazing news!!!', 'You will LOVE it!!!', 'Best day ever!!'],
    fix: ['Good news.', 'We think you will like it.', 'A good day for us.'],
    reasons: ['too many exclamation marks', 'tone down the hype', 'calmer please, no shouting'],
  },
  {
    bad: [
      'A client of ours doubled her sales with it.',
      'One customer told us it changed his life.',
      'Our biggest client swears by it.',
    ],
    fix: ['Here is what it does.', 'It is built to last.', 'Many people use it daily.'],
    reasons: ['do not invent customer stories', 'no made-up testimonials', 'that client story is not real'],
  },
  {
    bad: ['🎉🎉🎉', '🔥🔥', '😍🙌✨'],
    fix: ['Thanks for your message.', 'Thank you!', 'Glad you asked.'],
    reasons: ['emoji-only replies are not ok', 'write words, not emoji', 'answer properly instead of emoji'],
  },
  {
    bad: ['It is 50% off for you only.', 'I can give you a secret discount.', 'Use code FRIEND for 40% off.'],
    fix: [
      'Our current offers are on the sale page.',
      'The sale prices apply to everyone.',
      'See the sale page for offers.',
    ],
    reasons: ['never offer private discounts', 'no discounts outside the sale', 'do not make up discount codes'],
  },
  {
    bad: ['Competitors sell cheap junk.', 'Unlike the other brands, we are honest.', 'Brand X copied us.'],
    fix: ['We focus on durable materials.', 'We are proud of our materials.', 'We design everything in house.'],
    reasons: ['do not talk about competitors', 'no bashing other brands', 'leave competitors out of it'],
  },
  {
    bad: [
      'Dear Sir or Madam, we hereby acknowledge receipt.',
      'Per our policy, the request is noted.',
      'Kindly be advised of the following.',
    ],
    fix: ['Thanks, we got your message.', 'Thanks, we are on it.', 'Here is what happens next.'],
    reasons: ['too formal, sound like us', 'stiff corporate tone', 'write like a person'],
  },
  {
    bad: ['It cures back pain.', 'It is clinically proven to help you sleep.', 'It boosts your immune system.'],
    fix: ['Many people find it comfortable.', 'Customers say it helps them relax.', 'It is made with care.'],
    reasons: ['no health claims', 'we cannot claim medical effects', 'remove the health promise'],
  },
];

export interface SyntheticCorrection {
  goal: string;
  task: string;
  draft: string;
  rating: -1 | 0;
  correction: string | null;
  reason: string | null;
}

export function situation(rng: Rng): string {
  const context = rng.pick(CONTEXTS);
  const name = rng.chance(0.3) ? ` for ${rng.pick(NAMES)}` : '';
  return `${rng.pick(FRAMES)} ${rng.pick(TOPICS)}${name}${context ? ` ${context}` : ''}`;
}

/** The goals the seeded corrections fall into, weighted: a busy goal, a medium one, a rare one. */
export const GOALS = [
  ['posts', 0.6],
  ['replies', 0.3],
  ['pages', 0.1],
] as const;

function goalOf(rng: Rng): string {
  let x = rng.next();
  for (const [goal, share] of GOALS) if ((x -= share) < 0) return goal;
  return GOALS[0][0];
}

/** One correction: an edit that replaces the mistake (70%) or a rejection with a reason (30%). */
export function correction(rng: Rng): SyntheticCorrection {
  const task = situation(rng);
  const kind = rng.pick(MISTAKES);
  const v = rng.int(kind.bad.length);
  const topic = task.split(' about ')[1] ?? task;
  const lead = `Thanks for asking about ${topic}.`;
  const draft = `${lead} ${kind.bad[v]}`;
  if (rng.chance(0.7))
    return {
      goal: goalOf(rng),
      task,
      draft,
      rating: 0,
      correction: `${lead} ${kind.fix[v % kind.fix.length]}`,
      reason: null,
    };
  return { goal: goalOf(rng), task, draft, rating: -1, correction: null, reason: rng.pick(kind.reasons) };
}

/** What the decide path would store for it: the edit's diff and kind. */
export function diffOf(c: SyntheticCorrection) {
  return c.correction === null ? null : diffEdit(c.draft, c.correction);
}
