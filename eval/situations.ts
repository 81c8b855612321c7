// The situations of the simulated month: families of the same situation phrased many ways; some phrasings are held out.

export interface Family {
  id: string;
  goal: string;
  /** The mistake the agent tends to make in this situation; null for families it handles well. */
  mistake: string | null;
  /** Phrasings the month uses. */
  train: readonly string[];
  /** Phrasings never seen during the month: the retrieval test asks with these. */
  heldOut: readonly string[];
  /** A draft without the mistake. */
  clean: readonly string[];
}

export const FAMILIES: Family[] = [
  {
    id: 'shipping-question',
    goal: 'replies',
    mistake: 'shipping-promise',
    train: [
      'Reply to a customer asking when their {product} will arrive in {place}',
      '{name} wants to know how long delivery to {place} takes',
      'Answer a DM: how fast do you ship the {product}?',
      'A buyer asks whether the {product} can reach {place} before the weekend',
      'Respond to an email asking about the ETA of an order for the {product}',
      "Customer comment: 'How many days until my package gets here?'",
      "{name} is worried the {product} won't arrive in time for a birthday",
      'Someone asks if we do express shipping to {place}',
    ],
    heldOut: [
      'Tell {name} roughly when the parcel with the {product} should show up',
      'A shopper in {place} asks what the typical shipping time is',
      'Question under our post: when will orders placed today be delivered?',
      'Reply to a message asking if the {product} ships quickly',
      "{name} needs the {product} by Friday and asks if that's possible",
    ],
    clean: [
      'Thanks for asking about the {product}. We pack orders within two working days and email you a tracking link.',
      'Good question. Your order leaves our studio within two working days, and the tracking link shows where it is.',
    ],
  },
  {
    id: 'launch-post',
    goal: 'posts',
    mistake: 'client-story',
    train: [
      'Write a post announcing the new {product}',
      'Draft an Instagram caption launching the {product}',
      'Announce that the {product} is back in stock',
      'Create a launch post for our autumn collection',
      'Write a short promo for the {product} for the newsletter',
      'Draft a post introducing the limited edition {product}',
      'Tell our followers the {product} now comes in three colours',
      "Write a teaser post for tomorrow's {product} release",
    ],
    heldOut: [
      'Compose a social post to promote the {product}',
      'Let the audience know the {product} has just dropped',
      'Write copy for a post presenting our newest product, the {product}',
      'Draft a product spotlight on the {product}',
    ],
    clean: [
      'Meet the {product}: made by hand in small batches. In the shop from today.',
      'The {product} is here. Simple, sturdy and made in our studio. Link in bio.',
    ],
  },
  {
    id: 'compliment',
    goal: 'replies',
    mistake: 'emoji-only',
    train: [
      'Reply to a customer who left a glowing review of the {product}',
      '{name} commented that they love their {product}',
      'Respond to a tagged photo of a happy customer with the {product}',
      "Answer a comment saying 'best purchase this year'",
      'Thank {name} for recommending us to a friend',
      'Reply to a five-star review',
      "Someone wrote 'your packaging is so cute' under our post",
      'Respond to a kind message from a repeat customer in {place}',
    ],
    heldOut: [
      'A follower said the {product} made their day, reply to them',
      "Acknowledge {name}'s lovely feedback about the shop",
      'Reply to a compliment on our customer service',
      "Respond to 'obsessed with my new {product}'",
    ],
    clean: [
      'Thank you so much, {name}. We are really glad you like it.',
      'That means a lot to us, thank you for the kind words.',
    ],
  },
  {
    id: 'discount-request',
    goal: 'replies',
    mistake: 'private-discount',
    train: [
      'Reply to {name} who says the {product} is too expensive',
      'A customer asks if there is a discount on the {product}',
      'Answer someone asking for a coupon code',
      '{name} asks whether we can do a better price for two items',
      'Respond to a comment complaining that our prices went up',
      'A buyer asks if the {product} will be on sale soon',
      "Reply to a message: 'any deals for students?'",
      'Someone says they found the {product} cheaper elsewhere',
    ],
    heldOut: [
      "{name} wants to know if we'd knock something off the price",
      'Respond to a shopper who thinks the {product} costs too much',
      'A customer asks for a promo code before checking out',
      'Reply to someone hoping for a price reduction on a bulk order',
    ],
    clean: [
      'We keep our prices fair because everything is made in small batches in {place}.',
      'Our prices cover materials and the people who make each piece by hand.',
    ],
  },
  {
    id: 'comparison',
    goal: 'replies',
    mistake: 'competitor-bashing',
    train: [
      'Answer a question on how the {product} compares to other brands',
      '{name} asks why they should buy from us instead of a big retailer',
      "Reply to 'what makes your {product} different?'",
      'A customer asks if our {product} is better than the one at the supermarket',
      'Respond to someone torn between us and another shop',
      'Someone asks why our {product} costs more than the Amazon version',
      'Reply to a comment saying a rival brand looks the same',
      '{name} wants to know what sets us apart',
    ],
    heldOut: [
      "Explain to a shopper why we're worth choosing over alternatives",
      'A follower asks how we stack up against the competition',
      "Respond to 'is this just the same as the cheaper one online?'",
      "{name} is comparing our {product} with another company's",
    ],
    clean: [
      'Our {product} is made by hand and comes with a two-year warranty.',
      'Each {product} is finished by hand in our studio, and we repair it for free for two years.',
    ],
  },
  {
    id: 'event-post',
    goal: 'posts',
    mistake: 'hype',
    train: [
      'Announce our pop-up market in {place} this Saturday',
      "Write a post about the workshop we're hosting next week",
      'Tell followers the shop will be closed for the holidays',
      'Post an update that we moved to a new studio',
      "Share that we're celebrating five years in business",
      'Write a post inviting people to our open studio day',
      "Announce the winner of last month's giveaway",
      "Let followers know we'll be at the craft fair in {place}",
    ],
    heldOut: [
      'Draft a post letting people know about our stand at the {place} market',
      'Write an update about our anniversary party',
      'Inform the audience that we have new opening hours',
      "Post that we're running a class on how to care for the {product}",
    ],
    clean: [
      'We will be in {place} this Saturday from 10 to 4. Come and say hello.',
      'Small update from the studio: details below. See you there.',
    ],
  },
  {
    id: 'order-change',
    goal: 'replies',
    mistake: null,
    train: [
      'Reply to {name} who wants to change the delivery address',
      'A customer asks to add a gift note to the order',
      'Answer someone who wants to swap the {product} for another colour',
      'Respond to a request to cancel an order placed an hour ago',
      '{name} asks to combine two orders into one parcel',
      'Reply to a customer who typed the wrong email at checkout',
      'Someone wants to update the phone number on their order',
      'A buyer asks to change the size of the {product}',
    ],
    heldOut: [
      '{name} needs to correct the house number on an order',
      'Respond to a request to switch the {product} to a different size',
      'A customer wants to edit their order before it ships',
      'Reply to someone asking to remove an item from the order',
    ],
    clean: [
      'No problem, {name}. We have updated your order; you will get a confirmation email shortly.',
      'Done. The change is saved and the order will ship as usual.',
    ],
  },
  {
    id: 'care-question',
    goal: 'replies',
    mistake: null,
    train: [
      'Answer how to wash the {product}',
      '{name} asks how to clean the {product}',
      'Reply to a question about whether the {product} is dishwasher safe',
      'A customer asks how to store the {product} over winter',
      'Explain how to remove a stain from the {product}',
      'Someone asks if the {product} can go in the tumble dryer',
      'Reply to a question on how to keep the {product} looking new',
      '{name} wants to know how to oil the {product}',
    ],
    heldOut: [
      'Tell a customer the best way to look after the {product}',
      'A buyer asks for care instructions for the {product}',
      'Reply to someone unsure how to wash the {product} safely',
      'Respond to a question about maintaining the {product}',
    ],
    clean: [
      'Hand wash the {product} in cold water and let it dry flat.',
      'Wipe the {product} with a damp cloth and keep it out of direct sun.',
    ],
  },
];

export const PRODUCTS = [
  'linen tote',
  'ceramic pour-over set',
  'wool beanie',
  'leather journal',
  'bamboo cutting board',
  'travel mug',
  'scented candle',
  'canvas backpack',
];
export const PLACES = ['Toronto', 'Lyon', 'Melbourne', 'Austin', 'Oslo', 'Dublin', 'Porto', 'Kyoto'];
export const NAMES = ['Maya', 'Jonas', 'Aiko', 'Priya', 'Tomasz', 'Lea', 'Diego', 'Noor'];
