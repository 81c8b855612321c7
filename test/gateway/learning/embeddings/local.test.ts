// The offline embedding: null/normalisation contract, and a paraphrase evaluation that prints its score table.
import { beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddingProvider } from '../../../../gateway/kernel/embedding.ts';
import { cosine, createLocalEmbedding, LOCAL_MODEL, tokenize } from '../../../../gateway/learning/embeddings/local.ts';

// Pairs describe the same situation in different words (few shared content words on purpose).
// The first 12 are the team's original protocol size; all are used for the table.
const PAIRS: [string, string][] = [
  ['reply to a customer asking when their order ships', "answer a buyer's question about delivery time"],
  [
    'write an instagram caption for our new summer dress collection',
    'draft a social post announcing the latest warm-weather clothing line',
  ],
  [
    'respond to a negative review complaining about rude staff',
    'answer a bad rating where someone says the employees were impolite',
  ],
  [
    'write a product description for a stainless steel water bottle',
    'create copy for the metal drinking flask listing page',
  ],
  [
    'thank a follower for their kind comment on our post',
    'say thanks to someone who left a nice remark under the photo',
  ],
  ['announce that the shop is closed for the holidays', 'tell people the store will shut over christmas and new year'],
  [
    'reply to someone asking for a refund on a broken item',
    'handle a request for money back because the product arrived damaged',
  ],
  ['promote a 20% discount weekend sale on twitter', 'tweet about the price reduction happening saturday and sunday'],
  [
    'write a linkedin post celebrating hiring a new engineer',
    'share on a professional network that we welcomed a developer to the team',
  ],
  [
    'answer a comment asking if the shoes run true to size',
    'respond to a question about whether the sneakers fit as expected',
  ],
  ['draft a product page for organic coffee beans', 'describe the fair trade roasted coffee we sell online'],
  ['reply to a spam comment promoting crypto', 'deal with a junk message advertising bitcoin scams'],
  [
    'write a post inviting followers to our live webinar next week',
    'announce the upcoming online workshop and ask people to sign up',
  ],
  ['apologize to a customer whose package was lost in the mail', 'say sorry to a buyer whose parcel never arrived'],
  [
    'respond to a question about vegan ingredients in our cookies',
    'answer whether the biscuits contain any animal products',
  ],
  [
    'write a facebook post about our charity fundraiser for the animal shelter',
    'share news of the donation drive supporting the local dog rescue',
  ],
  [
    'reply to a job applicant asking about the status of their application',
    'answer a candidate wondering whether we reviewed their resume',
  ],
  ['describe a handmade leather wallet for the online store', 'write the listing for a hand-crafted leather billfold'],
  ['respond to a comment praising our customer service', 'reply to a happy client complimenting the support team'],
  [
    'post a reminder that the newsletter signup gives a free ebook',
    'tell followers they get a complimentary guide when they subscribe to emails',
  ],
  [
    'answer a question about international shipping to canada',
    'reply to someone asking whether we deliver abroad to toronto',
  ],
  [
    'write a product page for a wireless noise cancelling headphone',
    'create a listing describing bluetooth earphones that block out sound',
  ],
  ['reply to a troll insulting the brand', 'respond to a hostile commenter attacking our company'],
  ['announce a price increase starting next month', 'let customers know costs are going up from april'],
  [
    'reply to a parent asking whether the toy is safe for toddlers',
    "answer a mom's question about if the game suits a two year old",
  ],
  [
    'write a tiktok video script showing how to use our blender',
    'create a short clip outline demonstrating the kitchen mixer',
  ],
  [
    'respond to a customer who was charged twice for the same order',
    'help a shopper who sees a duplicate payment on their card',
  ],
  [
    'announce our new store opening downtown on saturday',
    'let the community know the new shop in the city centre opens this weekend',
  ],
  [
    'write an email asking past buyers to leave a review',
    'draft a message requesting feedback from people who purchased before',
  ],
  [
    'describe a scented soy candle with lavender fragrance',
    'write copy for a perfumed wax candle that smells of flowers',
  ],
  [
    'reply to a comment asking for the recipe of the cake in the photo',
    'answer someone who wants to know how to bake the dessert shown in the picture',
  ],
  [
    'post about our team volunteering at the food bank',
    'share that our staff spent the day helping at a charity kitchen',
  ],
  [
    'respond to a complaint that the website keeps crashing at checkout',
    'reply to a user saying the site fails when they try to pay',
  ],
  [
    'write a product description for a kids waterproof rain jacket',
    "create the page for a children's coat that keeps them dry",
  ],
  ['answer a question about how long the battery lasts', 'reply to someone asking about the charge life of the device'],
  [
    'thank customers for helping us reach ten thousand followers',
    'celebrate hitting 10k fans and say thanks to the audience',
  ],
  [
    'reply to an influencer asking for a paid collaboration',
    'respond to a content creator who wants to partner for money',
  ],
  [
    'write a post warning followers about fake accounts impersonating us',
    'alert the audience that scammers are pretending to be our brand',
  ],
  [
    'respond to a question about whether the hotel allows pets',
    'answer a guest asking if they can bring their dog to the room',
  ],
  ['describe a yoga mat made from natural rubber', 'write the listing for an eco-friendly exercise mat'],
  ['reply to a customer asking how to cancel their subscription', 'explain to a member how to stop their monthly plan'],
  ['announce the winner of our photo contest', 'share who won the picture competition'],
  [
    'answer a comment asking if the restaurant has gluten free options',
    'respond to a diner wondering about meals without wheat',
  ],
  ['write a post about our black friday deals', 'promote the big november shopping discounts'],
  ['reply to a review praising the fast shipping', 'thank a buyer who was happy the parcel came quickly'],
  ['describe a vintage wooden dining table for sale', 'write a listing for an antique oak kitchen table'],
  [
    'respond to a customer asking to change their delivery address',
    'help a buyer who wants the package sent to a different home',
  ],
  [
    'write a caption for a behind the scenes photo of our bakery',
    'create a post showing what happens in our kitchen before opening',
  ],
  // Written after the weights were tuned on the pairs above, in other styles (quoted comments, drafts).
  ["Comment on our reel: 'do you ship to australia?'", 'a follower wants to know if we send orders down under'],
  [
    'customer email: my headphones stopped working after a week, what can I do',
    'someone reports their earbuds broke days after purchase and asks for help',
  ],
  [
    'Hi Jess, thanks so much for the lovely words about our candles!',
    'grateful reply to a fan who complimented our scented wax products',
  ],
  [
    'write a thread explaining how we source our cotton ethically',
    'post a series of tweets about the fair origins of our fabric',
  ],
  [
    'DM: can I pick up my order at the shop instead of delivery?',
    'message asking whether collection in store is possible rather than shipping',
  ],
  ['product page copy for a cast iron frying pan', 'listing text for a heavy skillet for the kitchen'],
  [
    'reply to a user who says our app logs them out constantly',
    'answer a complaint about being signed out of the application all the time',
  ],
  [
    'Our summer sale ends tonight at midnight, last chance for 30% off!',
    'final reminder that the seasonal discount expires today',
  ],
  [
    'respond to a review saying the hotel room was dirty',
    'answer a guest who complained that their bedroom was not clean',
  ],
  [
    'linkedin announcement that we raised our seed funding round',
    'tell our professional network that investors backed the startup',
  ],
  [
    'answer a comment asking what size the dog harness comes in',
    'someone wants to know the dimensions of the pet collar strap',
  ],
  [
    'reply to a negative comment calling our prices a ripoff',
    'respond to someone complaining that our products are too expensive',
  ],
  ['announce that we are hiring a part-time barista', 'post a job opening for a coffee shop server a few days a week'],
  [
    'description for a set of watercolor paint brushes',
    'listing for artist brushes used for painting with watercolours',
  ],
  ['reply to a question about how to wash the wool sweater', 'explain the care instructions for the knitted jumper'],
  [
    'thank everyone who came to our pop-up market stall on sunday',
    'say thanks to the visitors of our weekend fair booth',
  ],
];

// Tasks outside the product's domain: a correction stored for any of them should match no pair text.
const UNRELATED = [
  'summarize the quarterly sales figures for the board',
  'translate the restaurant menu into spanish',
  'write a birthday message for a coworker',
  'schedule a meeting with the accountant about taxes',
  'write a short poem about autumn leaves',
  'explain how to reset a forgotten password',
  'create a recipe for banana bread',
  'draft a cover letter for a nursing position',
  'list the steps to change a flat tire',
  'outline a lesson plan on photosynthesis for kids',
  'write release notes for version two of the mobile app',
  'plan a three day hiking trip itinerary',
  'calculate the monthly mortgage payment for a house loan',
  'write a eulogy for a grandfather',
  'debug a python script that throws a key error',
  'compose a lullaby for a newborn',
  'summarize a research paper about climate models',
  'prepare interview questions for a software engineer',
  'write a speech for a wedding toast',
  'describe the rules of chess to a beginner',
  'create a weekly workout plan for running a marathon',
  'draft a letter to the city council about potholes',
  'explain the causes of the french revolution',
  'translate a legal contract into german',
  'convert the recipe quantities from cups to grams',
  'write a haiku about the ocean',
  'explain quantum entanglement simply',
  'draft a complaint to my landlord about the heating',
  "summarize yesterday's football match",
  'create a study schedule for final exams',
  'write an sql query to count users by country',
  'plan a vegetarian dinner party menu',
];

let provider: EmbeddingProvider;
beforeAll(async () => {
  const t0 = performance.now();
  provider = await createLocalEmbedding();
  console.log(`local embedding table loaded in ${(performance.now() - t0).toFixed(0)} ms`);
});

async function embedAll(texts: string[]): Promise<number[][]> {
  const vs = await provider.embed(texts);
  return vs.map((v, i) => {
    if (!v) throw new Error(`unexpected null for ${JSON.stringify(texts[i])}`);
    return v;
  });
}

describe('local embedding contract', () => {
  it('names its model and dimensions', () => {
    expect(provider.model).toBe(LOCAL_MODEL);
    expect(provider.dimensions).toBe(100);
    expect(provider.threshold).toBeGreaterThan(0);
    expect(provider.threshold).toBeLessThan(1);
  });

  it('returns null for text with no content words', async () => {
    const out = await provider.embed([
      '',
      '   \n\t',
      'the and of it',
      "It is what it is, isn't it?",
      '🚀🔥😂',
      '👍 👍',
      '1234 5.6 %',
      '!!!?',
    ]);
    expect(out).toEqual([null, null, null, null, null, null, null, null]);
  });

  it('returns finite unit vectors, in input order, deterministically', async () => {
    const texts = [
      'reply to a customer',
      '🔥 new drop 🔥',
      'zorblax quuxifier',
      'Ünïcode café naïve',
      'x'.repeat(5000),
    ];
    const [a, b] = await Promise.all([provider.embed(texts), provider.embed([...texts].reverse())]);
    expect(b.reverse()).toEqual(a);
    for (const v of a) {
      expect(v).not.toBeNull();
      expect(v!).toHaveLength(provider.dimensions);
      expect(v!.every(Number.isFinite)).toBe(true);
      expect(Math.hypot(...v!)).toBeCloseTo(1, 9);
    }
  });

  it('still matches words missing from the table by their spelling', async () => {
    const [a, b, c] = await embedAll([
      'questions about the zorblax charger',
      'zorblax charger questions again',
      'kitchen mixer recipes',
    ]);
    expect(cosine(a!, b!)).toBeGreaterThan(0.9);
    expect(cosine(a!, c!)).toBeLessThan(0.3);
  });

  it('tokenizes to lowercase content words', () => {
    expect(tokenize("Don't SHIP the hand-crafted Wallet!! 🚀 2x")).toEqual(['ship', 'hand', 'crafted', 'wallet']);
  });

  it('loads once and shares the table', async () => {
    await (await createLocalEmbedding()).embed(['warm']);
    // A second provider reads no table again: far under the time a load of the word table takes, on any machine.
    const t0 = performance.now();
    await (await createLocalEmbedding()).embed(['again']);
    expect(performance.now() - t0).toBeLessThan(2000);
  });
});

describe('paraphrase evaluation', () => {
  it('ranks the right partner first and separates unrelated tasks', async () => {
    const a = await embedAll(PAIRS.map((p) => p[0]));
    const b = await embedAll(PAIRS.map((p) => p[1]));
    const u = await embedAll(UNRELATED);
    const n = PAIRS.length;
    const t = provider.threshold;
    const rankOf = (q: number[], cands: number[][], right: number): number => {
      const s = cands.map((c) => cosine(q, c));
      return 1 + s.filter((x, j) => j !== right && x >= s[right]!).length;
    };
    // Both directions: each text queries all partner-side texts.
    const ranks: number[] = [];
    for (let i = 0; i < n; i++) ranks.push(rankOf(a[i]!, b, i), rankOf(b[i]!, a, i));
    // The team's original protocol: first 12 pairs, a -> b only, rank among 12.
    const a12 = a.slice(0, 12);
    const b12 = b.slice(0, 12);
    const top1of12 = a12.filter((q, i) => rankOf(q, b12, i) === 1).length;
    const right = a.map((x, i) => cosine(x, b[i]!));
    const cross: number[] = []; // different situations from the same domain
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (i !== j) cross.push(cosine(a[i]!, b[j]!));
    const unrel: number[] = []; // off-domain tasks against every pair text
    for (const x of u) for (const y of [...a, ...b]) unrel.push(cosine(x, y));
    const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
    const above = (xs: number[]) => xs.filter((x) => x >= t).length / xs.length;
    const top1 = ranks.filter((r) => r === 1).length;
    const top3 = ranks.filter((r) => r <= 3).length;
    const f = (x: number) => x.toFixed(3);
    const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
    console.log(
      [
        `paraphrase evaluation (${LOCAL_MODEL}, ${n} pairs, ${UNRELATED.length} unrelated tasks, threshold ${t})`,
        `  top-1, first 12 pairs (a->b among 12): ${top1of12}/12`,
        `  top-1, all pairs both ways (among ${n}): ${top1}/${2 * n}  top-3: ${top3}/${2 * n}  mean rank ${mean(ranks).toFixed(2)}`,
        `  right pairs:            mean cos ${f(mean(right))}  min ${f(Math.min(...right))}  above threshold ${pct(above(right))}`,
        `  same-domain different:  mean cos ${f(mean(cross))}  max ${f(Math.max(...cross))}  above threshold ${pct(above(cross))}`,
        `  unrelated (off-domain): mean cos ${f(mean(unrel))}  max ${f(Math.max(...unrel))}  above threshold ${pct(above(unrel))}`,
      ].join('\n'),
    );
    // Floors a little below the values measured when the table was built (8/12; 63/128, mean rank 5.6;
    // right 0.509 mean, 62.5% above; different situations 0.195 mean, 5.8% above; off-domain 0.129,
    // 2.0% above) so a regression in the table, tokenizer or maths fails here.
    expect(top1of12).toBeGreaterThanOrEqual(7);
    expect(top1).toBeGreaterThanOrEqual(57);
    expect(mean(ranks)).toBeLessThan(6.5);
    expect(mean(right)).toBeGreaterThan(0.48);
    expect(above(right)).toBeGreaterThanOrEqual(0.55);
    expect(mean(cross)).toBeLessThan(0.23);
    expect(above(cross)).toBeLessThanOrEqual(0.08);
    expect(mean(unrel)).toBeLessThan(0.16);
    expect(above(unrel)).toBeLessThanOrEqual(0.035);
  });
});
