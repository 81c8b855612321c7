// Tuning retrieval set, second part: a bakery-café written by hand, situations worded without names or filled-in
// products (the month's templates put the same product and person names in every family, which no real shop does
// in every message). Added in session 3 so that thresholds are not chosen on name overlap alone; tuned on, like
// the month-based part. Goals, classes and wording differ from the held-out set, which stays untouched.
import { approve, edit, type Question, type Remembered, reject } from './retrieval-set.ts';

export const PLAIN_MEMORY: Remembered[] = [
  // allergen-promise: the agent says a product is safe for people with allergies.
  {
    goal: 'help',
    mistake: 'allergen-promise',
    task: 'Answer someone asking whether the almond croissant contains gluten',
    draft: 'It does contain wheat. Our gluten-free loaf is totally safe for coeliacs though.',
    owner: edit('It does contain wheat. We also bake a loaf without wheat flour; ask us for its ingredient list.'),
  },
  {
    goal: 'help',
    mistake: 'allergen-promise',
    task: 'Reply to a parent asking if the birthday cake is okay for a child with a nut allergy',
    draft: 'Happy birthday to your little one! The vanilla cake is completely nut-free, no risk at all.',
    owner: edit(
      'Happy birthday to your little one! The vanilla cake has no nuts in the recipe, but our kitchen handles nuts.',
      'we can never promise allergen-free, the kitchen uses nuts',
    ),
  },
  {
    goal: 'help',
    mistake: 'allergen-promise',
    task: 'Respond to a question about dairy in the vegan brownies',
    draft: 'They are 100% safe for anyone with a milk allergy.',
    owner: reject('do not tell people it is safe for their allergy'),
  },
  {
    goal: 'help',
    mistake: 'allergen-promise',
    task: 'Someone with coeliac disease wants to know what they can eat here',
    draft: 'Everything marked GF is guaranteed free of any trace of gluten.',
    owner: edit('Items marked GF are made without gluten ingredients; we share one kitchen, so traces are possible.'),
  },

  // refund-promise: the agent promises refunds or free replacements beyond the policy.
  {
    goal: 'help',
    mistake: 'refund-promise',
    task: 'Reply to a complaint that the sourdough was stale',
    draft: 'So sorry! We will refund every order you ever placed with us.',
    owner: edit(
      'Sorry the loaf was stale. Bring the receipt and we will swap it for a fresh one.',
      'no blanket refunds',
    ),
  },
  {
    goal: 'help',
    mistake: 'refund-promise',
    task: 'A customer says their pre-order was ready an hour late',
    draft: 'That is on us, your next five orders are free.',
    owner: reject('never promise free orders, that is not our policy'),
  },
  {
    goal: 'help',
    mistake: 'refund-promise',
    task: 'Respond to a review saying the coffee was cold',
    draft: 'We will give you your money back, no questions asked.',
    owner: edit('Thank you for telling us; we have checked the machine. Next time ask and we will make a fresh one.'),
  },
  {
    goal: 'help',
    mistake: 'refund-promise',
    task: 'Answer an email about a cake that arrived squashed',
    draft: 'Full refund plus a free cake of your choice, just say the word.',
    owner: edit(
      'We are sorry it arrived squashed. Send us a photo and we will sort out a replacement.',
      'only per policy',
    ),
  },

  // superlatives: "best in the world" claims in menu and shop copy.
  {
    goal: 'menu',
    mistake: 'superlatives',
    task: 'Write the menu line for the cardamom bun',
    draft: 'The best cardamom bun in the world, hands down.',
    owner: edit('Cardamom bun: soft dough, a twist of butter and crushed cardamom.', 'no best-in-the-world claims'),
  },
  {
    goal: 'menu',
    mistake: 'superlatives',
    task: 'Describe the house blend coffee for the board by the till',
    draft: 'Simply the finest coffee you will ever taste.',
    owner: edit('House blend: chocolatey, medium roast, from a farm cooperative.'),
  },
  {
    goal: 'menu',
    mistake: 'superlatives',
    task: 'Short text for the seasonal pumpkin pie on the website',
    draft: 'Unbeatable, the number one pie in the country.',
    owner: reject('we cannot claim to be number one, keep it factual'),
  },
  {
    goal: 'menu',
    mistake: 'superlatives',
    task: 'Label copy for the jar of homemade plum jam',
    draft: 'Plum jam cooked in small batches. Nobody makes jam better than us.',
    owner: edit('Plum jam cooked in small batches with less sugar.', 'drop the bragging'),
  },

  // staff-blame: the agent names or blames a member of staff in public.
  {
    goal: 'help',
    mistake: 'staff-blame',
    task: 'Reply to a review about a rude cashier on Sunday',
    draft: 'That was our new trainee, he has been warned.',
    owner: edit(
      'We are sorry your visit went that way; we have talked it through as a team.',
      'never single out staff',
    ),
  },
  {
    goal: 'help',
    mistake: 'staff-blame',
    task: 'Respond to a customer whose order was mixed up',
    draft: 'The morning shift got it wrong, they were careless.',
    owner: reject('do not blame colleagues in public'),
  },
  {
    goal: 'help',
    mistake: 'staff-blame',
    task: 'Answer a comment saying the queue was too slow',
    draft: 'Our barista was slow that day, sorry about him.',
    owner: edit('Sorry about the wait. Saturdays are busy; we have added a second till.'),
  },
  {
    goal: 'help',
    mistake: 'staff-blame',
    task: 'A regular writes that the wrong name was on the cake',
    draft: 'The decorator misread the note, it was her fault.',
    owner: edit('We are sorry about the name on the cake. We will redo it today, on us.', 'no blaming the team'),
  },

  // slang: the agent writes announcements in slang.
  {
    goal: 'news',
    mistake: 'slang',
    task: 'Announce that we open at seven from Monday',
    draft: 'Yo fam, early birds rejoice, doors open at 7, no cap!',
    owner: edit('From Monday we open at 7.', 'keep it friendly but not slangy'),
  },
  {
    goal: 'news',
    mistake: 'slang',
    task: 'Post about the new outdoor seating',
    draft: 'The terrace is lit fr fr, come vibe with us.',
    owner: edit('Our new terrace is open: twelve seats in the sun.'),
  },
  {
    goal: 'news',
    mistake: 'slang',
    task: 'Tell people the bakery is closed for a staff day',
    draft: 'Squad is taking a day off, bestie, catch ya Thursday.',
    owner: reject('too slangy, write it plainly'),
  },
  {
    goal: 'news',
    mistake: 'slang',
    task: 'Share that the summer menu is out',
    draft: 'Summer menu just dropped and it slaps, lowkey obsessed.',
    owner: edit('The summer menu is here: cold brew, berry tarts and salads.', 'no slang'),
  },

  // supplier-secret: the agent names suppliers or reveals the recipe.
  {
    goal: 'menu',
    mistake: 'supplier-secret',
    task: 'Write the description of the rye loaf',
    draft: 'Dark rye loaf. We buy the flour from the cash and carry on the ring road.',
    owner: edit('Dark rye loaf with a long, slow rise.', 'do not name our suppliers'),
  },
  {
    goal: 'menu',
    mistake: 'supplier-secret',
    task: 'Menu text for the lemon tart',
    draft: 'Lemon tart. Secret: the curd is 4 eggs, 200 g sugar and a splash of limoncello.',
    owner: edit('Lemon tart with a sharp curd and a crisp base.', 'the recipe stays in the kitchen'),
  },
  {
    goal: 'menu',
    mistake: 'supplier-secret',
    task: 'Describe the hot chocolate for the winter board',
    draft: 'Made with the chocolate we get wholesale from the supermarket chain.',
    owner: reject('never say where we buy things'),
  },

  // Noise: approvals and one-off edits in the same goals.
  {
    goal: 'help',
    mistake: null,
    task: 'Answer a question about parking near the café',
    draft: 'There is a car park behind the church, two minutes away.',
    owner: approve,
  },
  {
    goal: 'help',
    mistake: null,
    task: 'Reply to someone asking if dogs are allowed inside',
    draft: 'Dogs are welcome inside.',
    owner: edit('Dogs are welcome inside; we keep a water bowl by the door.'),
  },
  {
    goal: 'help',
    mistake: null,
    task: 'Answer an email asking whether we cater for office meetings',
    draft: 'Yes, we do platters for ten or more.',
    owner: edit('Yes, we do platters for ten or more; order two days ahead.'),
  },
  {
    goal: 'help',
    mistake: null,
    task: 'Reply to a question about our opening hours on holidays',
    draft: 'We are open on holidays from nine to two.',
    owner: approve,
  },
  {
    goal: 'menu',
    mistake: null,
    task: 'Write the menu line for the tomato soup',
    draft: 'Tomato soup with basil, served with bread.',
    owner: edit('Tomato soup with basil and a slice of our rye.'),
  },
  {
    goal: 'news',
    mistake: null,
    task: 'Post a thank you for the local market award',
    draft: 'Thank you for voting for us at the market awards.',
    owner: edit('Thank you for voting for us at the market awards. See you on Saturday.'),
  },
  {
    goal: 'news',
    mistake: null,
    task: 'Announce the new loyalty card',
    draft: 'Ten coffees, the eleventh is on us.',
    owner: approve,
  },
];

export const PLAIN_QUESTIONS: Question[] = [
  // allergen-promise
  {
    goal: 'help',
    mistake: 'allergen-promise',
    kind: 'reworded',
    task: 'A parent asks whether the chocolate cake is safe for a child with a nut allergy',
    draft: 'Yes, the chocolate cake is entirely nut free and perfectly safe for her.',
  },
  {
    goal: 'help',
    mistake: 'allergen-promise',
    kind: 'no shared words',
    task: 'Can my daughter, who reacts badly to peanuts, have a slice of the party gateau?',
    draft: 'Of course, zero peanuts anywhere, she will be fine.',
  },
  {
    goal: 'help',
    mistake: 'allergen-promise',
    kind: 'no shared words',
    task: 'Lactose intolerant visitor wondering about options',
    draft: 'All our oat milk drinks are guaranteed safe for lactose intolerance.',
  },
  {
    goal: 'news',
    mistake: 'allergen-promise',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Post about the new spelt bread',
    draft: 'New spelt bread from Friday, totally safe for anyone avoiding gluten!',
  },
  // refund-promise
  {
    goal: 'help',
    mistake: 'refund-promise',
    kind: 'reworded',
    task: 'Respond to a complaint that the bread was stale and hard',
    draft: 'We will refund you in full and add a free loaf every week.',
  },
  {
    goal: 'help',
    mistake: 'refund-promise',
    kind: 'no shared words',
    task: 'Unhappy buyer: the pastries I picked up tasted old',
    draft: 'Your money back right away, plus the next visit on the house.',
  },
  {
    goal: 'help',
    mistake: 'refund-promise',
    kind: 'no shared words',
    task: 'Somebody waited forty minutes for a takeaway order',
    draft: 'Sorry! Everything you order this month is free.',
  },
  {
    goal: 'menu',
    mistake: 'refund-promise',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Write the menu line for the iced latte',
    draft: 'Iced latte with oat or whole milk. Not perfect? Full refund, no questions asked.',
  },
  // superlatives
  {
    goal: 'menu',
    mistake: 'superlatives',
    kind: 'reworded',
    task: 'Write the menu line for the cinnamon bun',
    draft: 'The greatest cinnamon bun on the planet.',
  },
  {
    goal: 'menu',
    mistake: 'superlatives',
    kind: 'no shared words',
    task: 'Chalkboard wording for our espresso',
    draft: 'Quite simply the finest espresso anywhere.',
  },
  {
    goal: 'menu',
    mistake: 'superlatives',
    kind: 'no shared words',
    task: 'A few lines selling the apricot preserve',
    draft: 'Apricot preserve. Unbeatable, nobody does it better.',
  },
  {
    goal: 'news',
    mistake: 'superlatives',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Announce that we now sell sandwiches at lunch',
    draft: 'Lunch sandwiches from today: the best sandwiches in the world.',
  },
  // staff-blame
  {
    goal: 'help',
    mistake: 'staff-blame',
    kind: 'reworded',
    task: 'Reply to a review about an unfriendly cashier',
    draft: 'That cashier is new and frankly careless, we have warned her.',
  },
  {
    goal: 'help',
    mistake: 'staff-blame',
    kind: 'no shared words',
    task: 'Someone got a latte when they had asked for tea',
    draft: 'Our barista mixed it up, he does that.',
  },
  {
    goal: 'help',
    mistake: 'staff-blame',
    kind: 'no shared words',
    task: 'Guest unhappy with how long lunch took on Saturday',
    draft: 'The kitchen team was slow, they messed up.',
  },
  {
    goal: 'news',
    mistake: 'staff-blame',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Post that the card machine is working again',
    draft: 'The card machine works again. Our new trainee had unplugged it, silly him.',
  },
  // slang
  {
    goal: 'news',
    mistake: 'slang',
    kind: 'reworded',
    task: 'Announce that we open at eight on Sundays now',
    draft: 'Sunday squad, we open at 8 now, no cap!',
  },
  {
    goal: 'news',
    mistake: 'slang',
    kind: 'no shared words',
    task: 'Let followers know about the autumn specials',
    draft: 'Autumn specials just dropped, they slap fr.',
  },
  {
    goal: 'news',
    mistake: 'slang',
    kind: 'no shared words',
    task: 'Inform everyone we are shut for a team outing',
    draft: 'Crew is off vibing tomorrow, catch ya later bestie.',
  },
  {
    goal: 'help',
    mistake: 'slang',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Reply to someone asking if we take card payments',
    draft: 'Yep fam, cards are totally lit here, no cap.',
  },
  // supplier-secret
  {
    goal: 'menu',
    mistake: 'supplier-secret',
    kind: 'reworded',
    task: 'Write the description of the seeded loaf',
    draft: 'Seeded loaf. We get the flour from the cash and carry near the motorway.',
  },
  {
    goal: 'menu',
    mistake: 'supplier-secret',
    kind: 'no shared words',
    task: 'Copy for the carrot cake on the counter card',
    draft: 'Carrot cake. Recipe: 3 eggs, 250 g carrots and the supermarket frosting.',
  },
  {
    goal: 'help',
    mistake: 'supplier-secret',
    kind: 'new situation, same mistake',
    draftOnly: true,
    task: 'Answer a question about where the coffee beans come from',
    draft: 'Honestly, we buy the beans wholesale from the supermarket chain.',
  },
  // No relevant past correction: the answer is none.
  {
    goal: 'help',
    mistake: null,
    kind: 'no past mistake',
    task: 'Is there somewhere to leave a bike near the café?',
    draft: 'There is a bike rack right outside the door.',
  },
  {
    goal: 'help',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a question about whether we have wifi',
    draft: 'Yes, the password is on the menu board.',
  },
  {
    goal: 'help',
    mistake: null,
    kind: 'no past mistake',
    task: 'Someone asks if we sell gift cards',
    draft: 'Yes, gift cards are at the till, from 10 euros.',
  },
  {
    goal: 'help',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to someone asking whether we have high chairs for babies',
    draft: 'Yes, we have two high chairs by the window.',
  },
  {
    goal: 'news',
    mistake: null,
    kind: 'no past mistake',
    task: 'Post a thank you to everyone who came to the open day',
    draft: 'Thank you for coming to our open day.',
  },
  {
    goal: 'help',
    mistake: null,
    kind: 'unrelated',
    task: 'Translate our address into French',
    draft: 'Notre adresse.',
  },
  {
    goal: 'news',
    mistake: null,
    kind: 'unrelated',
    task: 'Write a haiku about the first snow',
    draft: 'White roofs, quiet street.',
  },
  {
    goal: 'menu',
    mistake: null,
    kind: 'unrelated',
    task: 'Summarise the fire safety notice for the staff room',
    draft: 'Keep the back door clear at all times.',
  },
  {
    goal: 'help',
    mistake: null,
    kind: 'unrelated',
    task: 'Answer a student asking for an interview for a school project',
    draft: 'Happy to help; when suits you?',
  },
];
