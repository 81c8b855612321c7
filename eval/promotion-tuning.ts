// TUNING rule-promotion set: the one the learning code may be tuned on. Its classes are not the held-out set's.
import type { PromotionSet } from './promotion.ts';

export const TUNING: PromotionSet = {
  name: 'tuning',
  classes: [
    {
      id: 'shipping-promise',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer asking about delivery',
          draft: 'Your parcel arrives tomorrow, guaranteed!',
          edit: 'Your parcel usually arrives in 2-3 days.',
        },
        {
          task: 'Answer a comment about shipping to Canada',
          draft: 'We ship to Canada in 24 hours, guaranteed!',
          edit: 'We ship to Canada; it usually takes 3-5 days.',
        },
        {
          task: 'Someone asks if express is really next day',
          draft: 'Express means next day, guaranteed.',
          reason: 'never promise delivery dates',
        },
        {
          task: 'Reply to a question on express orders',
          draft: 'Express orders land the same day, guaranteed!',
          reject: true,
        },
        {
          task: 'A buyer asks if the gift will arrive before Friday',
          draft: 'It will be there before Friday, guaranteed.',
          edit: 'It usually arrives within a few working days.',
          reason: "we can't guarantee shipping times",
        },
      ],
    },
    {
      id: 'shouting',
      goal: 'posts',
      corrections: [
        {
          task: 'Announce the summer sale',
          draft: 'THE SUMMER SALE STARTS TODAY!!!',
          edit: 'The summer sale starts today.',
        },
        {
          task: 'Post that the new mugs are in',
          draft: 'NEW MUGS ARE HERE!!! Come and see them!!!',
          edit: 'New mugs are here. Come and see them.',
        },
        {
          task: 'Tell followers about the late opening',
          draft: 'We are open LATE tonight!!!',
          edit: 'We are open late tonight.',
          reason: 'no shouting',
        },
        {
          task: 'Share the market dates',
          draft: 'MARKET THIS SATURDAY!!! Do not miss it!!!',
          reason: 'tone it down, drop the caps and exclamation marks',
        },
        { task: 'Post about our anniversary', draft: 'FIVE YEARS TODAY!!!', edit: 'Five years today.' },
      ],
    },
    {
      id: 'cheap-wording',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the new tote bags',
          draft: 'Our totes are cheap and sturdy.',
          edit: 'Our totes are affordable and sturdy.',
        },
        {
          task: 'Write about the starter kit',
          draft: 'The starter kit is a cheap way to begin.',
          edit: 'The starter kit is an affordable way to begin.',
        },
        {
          task: 'Caption for the sale rail',
          draft: 'Cheap candles on the sale rail this week.',
          reason: 'never say cheap, it sounds low quality',
        },
        {
          task: 'Post about the kids workshop',
          draft: 'A cheap workshop for kids on Saturday.',
          edit: 'An affordable workshop for kids on Saturday.',
          reason: 'affordable, not cheap',
        },
      ],
    },
    {
      id: 'invented-testimonial',
      goal: 'posts',
      corrections: [
        {
          task: 'Write a post announcing the new journal',
          draft: 'Meet the new journal. One of our clients says it changed her mornings.',
          edit: 'Meet the new journal, bound by hand in our studio.',
        },
        {
          task: 'Launch post for the travel mug',
          draft: 'The travel mug is here. A customer told us it is the best mug he ever owned.',
          reason: "don't invent client stories",
        },
        {
          task: 'Promo for the linen apron',
          draft: 'The linen apron is back. A chef in Lyon swears by it.',
          edit: 'The linen apron is back in three colours.',
          reason: 'no made-up testimonials please',
        },
        {
          task: 'Post introducing the ceramic bowls',
          draft: 'New ceramic bowls. Our biggest client ordered fifty last week.',
          reason: 'we have no such client, never make up customer anecdotes',
        },
      ],
    },
    {
      id: 'private-discount',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to someone who says the lamp is too expensive',
          draft: 'I can give you 20% off if you order today.',
          edit: 'Our current offers are always on the sale page.',
          reason: 'never offer private discounts',
        },
        {
          task: 'A customer asks for a coupon code',
          draft: 'Use code FRIEND15 for a secret discount.',
          reason: "don't make up discount codes",
        },
        {
          task: 'Someone asks for a better price on two items',
          draft: 'For you we can do 15% off both.',
          edit: 'We run a sale twice a year, and newsletter readers hear first.',
        },
        {
          task: 'Reply to a comment that prices went up',
          draft: 'Message me and I will send you a private discount code.',
          reason: 'no secret deals, same price for everyone',
        },
      ],
    },
    {
      id: 'competitor-bashing',
      goal: 'replies',
      corrections: [
        {
          task: 'Answer how our mugs compare to other brands',
          draft: 'Our mugs last. Unlike the cheap stuff at BigMart, they will not crack.',
          edit: 'Our mugs last. Each one is fired twice.',
        },
        {
          task: 'Someone asks why we cost more than Amazon',
          draft: 'Amazon sellers just copy our designs badly.',
          reason: "don't mention competitors",
        },
        {
          task: 'Reply to a comment that a rival brand looks the same',
          draft: 'The other brands use low quality clay, we do not.',
          reason: 'never badmouth other brands',
        },
        {
          task: 'A buyer is torn between us and another shop',
          draft: 'Happy to help. Most competitors cut corners, we never do.',
          edit: 'Happy to help. Every piece is made by hand in our studio.',
          reason: 'keep competitors out of it',
        },
      ],
    },
    {
      id: 'jargon',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our new supplier',
          draft: 'We leverage synergies with our new supplier to deliver best-in-class quality.',
          edit: 'Our new supplier is a family farm an hour away.',
          reason: 'plain English please',
        },
        {
          task: 'Write about the new website',
          draft: 'Our new website leverages a seamless omnichannel experience.',
          edit: 'Our new website is easier to use on a phone.',
        },
        {
          task: 'Caption for the team photo',
          draft: 'A team of passionate stakeholders delivering best-in-class solutions.',
          reason: 'no corporate jargon',
        },
        {
          task: 'Post about faster packing',
          draft: 'We optimised our fulfilment pipeline to leverage best-in-class efficiency.',
          edit: 'We now pack orders the same day.',
          reason: 'sounds like a consultant, talk like a person',
        },
      ],
    },
    {
      id: 'link-in-bio',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the new scarves',
          draft: 'The wool scarves are in the shop.',
          edit: 'The wool scarves are in the shop. Link in bio.',
        },
        {
          task: 'Post about the candle restock',
          draft: 'Candles are back in stock.',
          edit: 'Candles are back in stock. Link in bio.',
        },
        {
          task: 'Caption for the print sale',
          draft: 'Prints are 20% off this week.',
          edit: 'Prints are 20% off this week. Link in bio.',
          reason: 'always add the link in bio',
        },
        {
          task: 'Post about the gift guide',
          draft: 'Our gift guide is out.',
          edit: 'Our gift guide is out. Link in bio.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: 'Post about the workshop',
      draft: 'The workshop is on Friday.',
      edit: 'The workshop is on Thursday.',
    },
    {
      goal: 'replies',
      task: 'Reply about the lost umbrella',
      draft: 'We found a red umbrella.',
      edit: 'We found a blue umbrella, is it yours?',
    },
    {
      goal: 'posts',
      task: 'Post about new staff',
      draft: 'Say hello to Bruno, our new potter.',
      reason: 'Bruno asked not to be on social media',
    },
    {
      goal: 'replies',
      task: 'Reply about returns',
      draft: 'You can return it within 14 days.',
      edit: 'You can return it within 30 days.',
    },
    { goal: 'replies', task: 'Answer about the mug size', draft: 'The mug holds 250 ml.', reject: true },
    {
      goal: 'posts',
      task: 'Post about the studio move',
      draft: 'We moved to Rua Nova 12.',
      edit: 'We moved to Rua Nova 21.',
    },
    {
      goal: 'replies',
      task: 'Reply about tracking',
      draft: 'Tracking updates every hour.',
      reason: 'tracking only updates once a day',
    },
    {
      goal: 'posts',
      task: 'Newsletter teaser',
      draft: 'Our newsletter goes out on Sundays.',
      edit: 'Our newsletter goes out on Mondays.',
    },
  ],
};
