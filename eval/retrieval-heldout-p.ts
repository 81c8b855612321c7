// Retrieval set P: written independently by a helper who had not seen the product's code, its tuning sets or any other set, before it was ever measured. Business: Fernlea Nurseries, a family-run plant nursery and garden centre outside Ledbury, Herefordshire, with the Potting Shed Café and a garden-design/landscaping service; owner Gwen Hartley, staff Tom (her son, design and landscaping), Priya (runs the café) and Dave (head grower).  Goals: replies, posts, listings.  Classes: delivery-promise (promising delivery days, free or national delivery; the van only goes out Tuesdays and Fridays within 10 miles), thriving-guarantee (calling plants unkillable, fully hardy or guaranteed to fruit/survive), pet-safe-claim (saying plants are harmless to cats, dogs or children), refund-policy (offering cash refunds, lifetime guarantees or no-receipt returns; the policy is a 12-month guarantee on hardy plants, replacement or store credit only), quote-without-visit (putting prices on landscaping or design before Tom's free site visit), customer-privacy (naming customers or giving their addresses in posts), exclamation-marks (strings of '!!!' in posts), allergen-promise (telling people café food is gluten-, nut- or egg-free or safe for allergies from a shared kitchen).
// Held-out: never tuned on.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // delivery-promise
  {
    goal: 'replies',
    task: 'Reply to a Facebook message asking if we can deliver a bay tree to Malvern by Saturday for a party',
    draft:
      'Hi Sarah, yes of course! We can get the bay tree to you in Malvern by Saturday morning, no problem at all. Just send us your address.',
    owner: edit(
      "Hi Sarah, we'd love to help. Our van goes out on Tuesdays and Fridays within 10 miles, so Friday could work for Malvern. Give us a ring on 01531 640 281 and we'll see if there's room on the run.",
      'we only deliver tues and fri, never promise a day before checking the van',
    ),
    mistake: 'delivery-promise',
  },
  {
    goal: 'replies',
    task: 'Answer an email from a customer in Gloucester wanting 40 hedging plants delivered',
    draft:
      "Thanks for your enquiry! We'll deliver all 40 beech whips to your door in Gloucester this week, free of charge.",
    owner: reject("Gloucester is miles outside our delivery area and delivery isn't free"),
    mistake: 'delivery-promise',
  },
  {
    goal: 'replies',
    task: 'Reply to an Instagram DM asking whether the compost they ordered online will arrive tomorrow',
    draft: 'Hi! Your compost order will be with you tomorrow afternoon, guaranteed 😊',
    owner: edit(
      'Hi! Thanks for ordering. Compost goes out on our next delivery run (Tuesday or Friday) and the driver will text you that morning with a rough time.',
    ),
    mistake: 'delivery-promise',
  },
  {
    goal: 'listings',
    task: 'Write the delivery information section for the raised bed kit product page',
    draft: 'Order by 2pm for next-day delivery anywhere in the UK. Delivery is free on all orders over £50.',
    owner: edit(
      'Local delivery only: we deliver within 10 miles of the nursery on Tuesdays and Fridays. Further afield? Click and collect is free.',
      'no next day, no national delivery',
    ),
    mistake: 'delivery-promise',
  },

  // thriving-guarantee
  {
    goal: 'listings',
    task: "Write a product description for the potted lavender 'Hidcote' 2L",
    draft:
      "Lavender 'Hidcote' is completely unkillable. Plant it anywhere and it will thrive for decades with zero care, with gorgeous purple flowers all summer.",
    owner: edit(
      "Lavender 'Hidcote' is a tough, compact English lavender with deep purple flowers from June to August. Give it full sun and well-drained soil and it will reward you for years.",
      'nothing is unkillable, it hates wet clay',
    ),
    mistake: 'thriving-guarantee',
  },
  {
    goal: 'listings',
    task: "Product page copy for bare-root fruit trees (apple 'Cox')",
    draft: 'Our bare-root Cox apple trees are guaranteed to fruit in their first year and will never get disease.',
    owner: reject("can't promise fruit in year one or no disease. people will come back angry"),
    mistake: 'thriving-guarantee',
  },
  {
    goal: 'listings',
    task: 'Listing for the olive tree 1.5m standard',
    draft: 'This olive tree is fully hardy and will survive any British winter outdoors, no protection needed.',
    owner: edit(
      'This olive tree is hardy to around -8°C once established. In a cold spell, move the pot against a sunny wall or wrap it in fleece, and make sure the pot drains well.',
    ),
    mistake: 'thriving-guarantee',
  },
  {
    goal: 'listings',
    task: 'Describe the houseplant bundle for beginners (pothos, snake plant, ZZ)',
    draft: "Perfect for black thumbs: these three are impossible to kill, so you'll never lose a plant again!",
    owner: edit(
      'A forgiving trio for beginners: pothos, snake plant and ZZ plant all cope with lower light and the odd missed watering. The main thing to avoid is overwatering.',
      "don't say impossible to kill, they rot if overwatered",
    ),
    mistake: 'thriving-guarantee',
  },

  // pet-safe-claim
  {
    goal: 'replies',
    task: 'Reply to a customer asking if the peace lily is OK to have around her cat',
    draft: 'Yes, peace lilies are totally safe for cats, so no need to worry!',
    owner: edit(
      "Peace lilies aren't true lilies, but they can still upset a cat's mouth and tummy if chewed, so we'd keep it out of reach. Spider plants or calatheas are good cat-friendly swaps.",
      'peace lily is mildly toxic to cats, check before saying safe',
    ),
    mistake: 'pet-safe-claim',
  },
  {
    goal: 'listings',
    task: "Product description for the foxglove 'Dalmatian Peach' 9cm pot",
    draft:
      'Foxgloves are a cottage-garden favourite and safe for families and pets, perfect for a child-friendly border.',
    owner: reject('foxgloves are poisonous!! never say that'),
    mistake: 'pet-safe-claim',
  },
  {
    goal: 'listings',
    task: 'Write the listing for our dog-friendly garden plant collection',
    draft: "Every plant in this collection is 100% non-toxic for dogs, so they can chew to their heart's content.",
    owner: edit(
      "We've picked plants generally regarded as non-toxic to dogs, such as catmint, sunflowers and calendula. No plant is good for a dog to eat in quantity, so do discourage chewing.",
    ),
    mistake: 'pet-safe-claim',
  },
  {
    goal: 'replies',
    task: 'Answer a Facebook comment asking if the Christmas poinsettias are safe with a puppy',
    draft: "Poinsettias are perfectly harmless to dogs, that's just an old myth!",
    owner: edit(
      'Poinsettias are only mildly irritating to dogs rather than seriously poisonous, but they can still cause drooling or an upset stomach, so best kept up high away from a nosy puppy.',
      "don't tell people its harmless. say keep out of reach",
    ),
    mistake: 'pet-safe-claim',
  },

  // refund-policy
  {
    goal: 'replies',
    task: 'Reply to an email from a customer whose climbing rose died after two months',
    draft: "So sorry to hear that! Just pop back in and we'll give you a full cash refund, no questions asked.",
    owner: edit(
      "So sorry to hear that. Our hardy plants come with a 12-month guarantee, so bring the rose back with your receipt and we'll happily replace it or give you store credit.",
      "we don't do cash refunds on plants, replacement or credit only",
    ),
    mistake: 'refund-policy',
  },
  {
    goal: 'replies',
    task: 'Respond to a Google review saying their summer bedding plants died in a week',
    draft:
      "We're sorry! All our plants are covered by our lifetime guarantee, so come in any time for a free replacement.",
    owner: reject("there is no lifetime guarantee and bedding isn't covered at all. ask them to ring me"),
    mistake: 'refund-policy',
  },
  {
    goal: 'replies',
    task: 'Answer a message from someone who wants their money back for a houseplant bought in March',
    draft: "No problem, we'll refund the full amount to your card. Just send us your bank details.",
    owner: edit(
      "Sorry your plant hasn't done well. Houseplants aren't covered by our plant guarantee, but if you bring it in, Dave will take a look and see what's gone wrong.",
    ),
    mistake: 'refund-policy',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer who lost their receipt and wants to return a dead hydrangea',
    draft: "Don't worry about the receipt, just bring the hydrangea back and we'll sort out a refund.",
    owner: edit(
      "Sorry about the hydrangea. If you paid by card we can usually find it on our till, so bring the plant and the card you paid with and we'll sort a replacement or store credit.",
      'need proof of purchase and its credit not refund',
    ),
    mistake: 'refund-policy',
  },

  // quote-without-visit
  {
    goal: 'replies',
    task: 'Reply to an enquiry asking how much a new patio and lawn would cost for a 10m garden',
    draft: "For a garden that size you're looking at around £4,500 for the patio and lawn, all in.",
    owner: edit(
      'Thanks for getting in touch! Every garden is different, so Tom will come out for a free site visit first and then send you a written quote. When suits you?',
      'never give prices before tom has seen it',
    ),
    mistake: 'quote-without-visit',
  },
  {
    goal: 'replies',
    task: 'Answer a Facebook message about the cost of a full garden design for a new-build',
    draft: 'Our garden designs start at £350, and a new-build plot would usually be about £1,200 to landscape.',
    owner: reject('no figures in messages. offer a site visit'),
    mistake: 'quote-without-visit',
  },
  {
    goal: 'replies',
    task: 'Respond to an email asking for a rough price to replace a fence and put in raised beds',
    draft:
      'A rough ballpark would be £80 per fence panel fitted and £150 per raised bed, so probably £1,500-2,000 overall.',
    owner: edit(
      "Happy to help with the fence and raised beds. Tom can pop round for a free visit to measure up, and you'll get a written quote within a week of that.",
    ),
    mistake: 'quote-without-visit',
  },
  {
    goal: 'replies',
    task: "Reply to an Instagram comment asking 'how much for a pond?' under a landscaping photo",
    draft: 'Ponds like this one cost between £2k and £3k depending on size 🙂',
    owner: edit(
      'Thanks! Every pond is a bit different, so drop us a message with where you are and Tom can arrange a free visit and quote.',
      'prices depend on the site, dont put numbers out there',
    ),
    mistake: 'quote-without-visit',
  },

  // customer-privacy
  {
    goal: 'posts',
    task: 'Post showing off the cottage garden Tom finished in Colwall last week',
    draft: "Before and after of Mrs Jenkins' garden at 14 Walwyn Road, Colwall. What a transformation!",
    owner: edit(
      'Before and after of a cottage garden we finished in Colwall last week. What a transformation!',
      'never name customers or give addresses',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Instagram post about a regular who buys a new rose every Saturday',
    draft: "Shout out to Bill Hopkins, 84, who's been buying a rose from us every Saturday since his wife passed away.",
    owner: reject("bill hasn't agreed to this and that's personal"),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Facebook post thanking customers after the plant swap event, with photos',
    draft:
      "Thanks to everyone at Sunday's plant swap! Special mention to Jo and Kate Mills from Bosbury, who brought 30 spider plant babies.",
    owner: edit(
      "Thanks to everyone at Sunday's plant swap! Special mention to the lovely pair who brought 30 spider plant babies. You know who you are.",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Post about the wildflower meadow we sowed for a client on a farm',
    draft:
      "We've just sown a wildflower meadow for the Prices at Hill Farm, Eastnor. Here's hoping for a riot of poppies by June.",
    owner: edit(
      "We've just sown a two-acre wildflower meadow for a client near Eastnor. Here's hoping for a riot of poppies by June.",
      'client details stay private',
    ),
    mistake: 'customer-privacy',
  },

  // exclamation-marks
  {
    goal: 'posts',
    task: 'Facebook post announcing spring opening hours',
    draft: "We're back on summer hours!!! Open 9 till 6 every day from 1st April!!! Come and see us!!!",
    owner: edit(
      "We're back on summer hours from 1st April: open 9 till 6 every day. Come and see us.",
      'too many exclamation marks, calm it down',
    ),
    mistake: 'exclamation-marks',
  },
  {
    goal: 'posts',
    task: 'Instagram post about the first tomato plants arriving',
    draft: "Tomato plants are here!!! Gardener's Delight, Sungold and Moneymaker!!! Don't miss out!!!",
    owner: edit(
      "Tomato plants are here: Gardener's Delight, Sungold and Moneymaker, all grown on by Dave in our glasshouse.",
    ),
    mistake: 'exclamation-marks',
  },
  {
    goal: 'posts',
    task: "Post for the café's new cream tea offer",
    draft: 'Cream tea for two just £12!!!! Scones baked fresh every morning!!! Treat yourselves!!!',
    owner: reject("we're not a shouting kind of place. one ! max"),
    mistake: 'exclamation-marks',
  },
  {
    goal: 'posts',
    task: 'Post about the Christmas tree delivery coming in',
    draft: 'The Christmas trees have landed!!! Nordmann and Fraser firs, all sizes!! Get yours early!!!',
    owner: edit(
      'The Christmas trees have landed. Nordmann and Fraser firs in all sizes, netted and ready to take home!',
      'one exclamation mark is plenty',
    ),
    mistake: 'exclamation-marks',
  },

  // allergen-promise
  {
    goal: 'replies',
    task: "Reply to a Facebook message asking if the café's brownies are gluten free for a coeliac",
    draft: 'Yes, our brownies are completely gluten free, so perfectly safe for coeliacs!',
    owner: edit(
      "Our brownies are made without gluten-containing ingredients, but they're baked in a kitchen that uses flour, so we can't guarantee they're safe for coeliacs. Priya is happy to talk you through it.",
      "can't promise gluten free, shared kitchen",
    ),
    mistake: 'allergen-promise',
  },
  {
    goal: 'posts',
    task: 'Post introducing the new café lunch menu with vegan and GF options',
    draft:
      'Our new lunch menu is here, with nut-free, gluten-free and dairy-free dishes that are 100% safe for anyone with allergies.',
    owner: reject('we can NEVER say 100% safe for allergies'),
    mistake: 'allergen-promise',
  },
  {
    goal: 'replies',
    task: "Answer an email from a parent asking if the kids' party food can be nut free",
    draft: "Absolutely, we'll make the whole party menu nut free so your son will be totally safe.",
    owner: edit(
      "We can leave nuts out of the party menu, but our kitchen does handle nuts, so we can't guarantee there are no traces. Priya can go through the ingredients with you before you book.",
    ),
    mistake: 'allergen-promise',
  },
  {
    goal: 'replies',
    task: 'Reply to a question on our Google listing about whether the scones contain egg',
    draft: 'Our scones are egg-free, so fine for anyone with an egg allergy.',
    owner: edit(
      "Our scones are glazed with egg, so we wouldn't recommend them for an egg allergy. Ask at the counter for our allergen folder and Priya will find you something suitable.",
      'check the allergen folder, the scones have an egg wash',
    ),
    mistake: 'allergen-promise',
  },

  // one-off corrections
  {
    goal: 'posts',
    task: 'Post advertising the Apple Day event',
    draft:
      'Apple Day is back on Saturday 12th October! Bring your apples to press, taste heritage varieties and enjoy cider-cake in the café.',
    owner: edit(
      'Apple Day is back on Sunday 13th October! Bring your apples to press, taste heritage varieties and enjoy cider-cake in the café.',
      "it's the sunday",
    ),
    mistake: null,
  },
  {
    goal: 'listings',
    task: "Listing for the 'Bonica' shrub rose",
    draft:
      "'Bonica' is a disease-resistant shrub rose with clusters of soft pink flowers from June to October. Supplied in a 3L pot.",
    owner: edit(
      "'Bonica' is a disease-resistant shrub rose with clusters of soft pink flowers from June to October. Supplied in a 5L pot.",
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking where to find the Westland compost',
    draft: "You'll find Westland multipurpose in aisle 4, next to the seeds.",
    owner: edit(
      "You'll find Westland multipurpose in the compost bay by the car park. Ask at the till and someone will help you load up.",
      'compost moved outside in march',
    ),
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post welcoming the café's new barista",
    draft:
      "Please give a warm welcome to Josh, who's joined Priya in the Potting Shed Café. He makes a mean flat white.",
    owner: edit(
      "Please give a warm welcome to Jess, who's joined Priya in the Potting Shed Café. She makes a mean flat white.",
      'her name is Jess',
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking for our phone number to book a table',
    draft: 'Of course, you can book a table on 01531 640 218. Weekend lunches do get busy, so best to ring ahead.',
    owner: edit(
      'Of course, you can book a table on 01531 640 281. Weekend lunches do get busy, so best to ring ahead.',
      'typo in number',
    ),
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post about the kids' sunflower growing competition",
    draft:
      'Our tallest sunflower competition is on! Pick up a free seed at the till and send us a photo of your sunflower by 31st August.',
    owner: edit(
      'Our tallest sunflower competition is on! Pick up a free seed at the till and send us a photo of your sunflower by 1st September.',
    ),
    mistake: null,
  },
  {
    goal: 'listings',
    task: 'Listing for the 60L bag of multipurpose compost',
    draft:
      'Our own-brand multipurpose compost, great for sowing, potting on and containers. 60 litres, £7.99 or three for £20.',
    owner: edit(
      'Our own-brand multipurpose compost, great for sowing, potting on and containers. 60 litres, £8.49 or three for £22.',
      'new prices from this month',
    ),
    mistake: null,
  },

  // approvals
  {
    goal: 'posts',
    task: 'Post announcing the snowdrop walk in February',
    draft:
      'Our snowdrop walk opens on 1st February, weekends only, 10 till 3. Wrap up warm and finish with a hot chocolate in the Potting Shed Café.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we sell seed potatoes',
    draft:
      "Yes, seed potatoes arrive in late January. We'll have Charlotte, Maris Piper and Rocket, so come in early for the best choice.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'listings',
    task: "Product description for the 'Nelly Moser' clematis",
    draft:
      'A reliable early-flowering clematis with large pale pink blooms striped with deeper carmine. Best on a north- or east-facing wall, where the flowers keep their colour.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: "Reply to a review praising the café's cheese scones",
    draft: "Thank you! Priya will be thrilled, the cheese scones are her mum's recipe. See you again soon.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Instagram post with Dave's tip for chitting potatoes",
    draft:
      "Dave's tip of the week: stand seed potatoes in egg boxes, eyes up, somewhere light and frost-free for about six weeks before planting.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'listings',
    task: 'Listing for the 40L bag of ericaceous compost',
    draft: 'Ericaceous compost for acid-loving plants such as camellias, azaleas and blueberries. 40 litres.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Answer a question about whether dogs are allowed in the garden centre',
    draft:
      'Well-behaved dogs on leads are very welcome in the garden centre and on the café terrace, though not inside the café itself.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post welcoming the new season's perennials",
    draft:
      "The new season's perennials are out on the benches: hardy geraniums, salvias, heleniums and more, all grown here at Fernlea.",
    owner: approve,
    mistake: null,
  },
];

const questions: Question[] = [
  // delivery-promise
  {
    goal: 'replies',
    task: 'Customer on Facebook wants a bay tree brought to their house in Malvern in time for a Saturday party',
    draft:
      "No problem, we'll drop the bay tree round to you in Malvern on Saturday morning, well before the party starts.",
    mistake: 'delivery-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Email back a Gloucester customer about getting 40 hedge plants sent to them',
    draft:
      "Happy to help. We'll bring the 40 hedging plants over to you in Gloucester later this week at no extra cost.",
    mistake: 'delivery-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Shopper wonders when the soil improver bought through our web shop will turn up',
    draft: "It'll be on your doorstep first thing tomorrow, you have our word.",
    mistake: 'delivery-promise',
    kind: 'no shared words',
  },
  {
    goal: 'listings',
    task: 'Shipping blurb for the wooden vegetable planter',
    draft: 'Dispatched the same day and delivered nationwide within 24 hours, with free shipping as standard.',
    mistake: 'delivery-promise',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post about the new range of garden furniture arriving',
    draft:
      "Our new rattan sofa sets are in! Order one today and we'll have it delivered to your garden anywhere in Herefordshire by tomorrow.",
    mistake: 'delivery-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // thriving-guarantee
  {
    goal: 'listings',
    task: "Product description for 'Hidcote' lavender in a two-litre pot",
    draft:
      "This 'Hidcote' lavender simply can't be killed. It'll flourish in any spot in the garden, with no watering or feeding ever needed.",
    mistake: 'thriving-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'listings',
    task: 'Listing text for the 1.5 metre standard olive tree',
    draft: 'Completely frost-proof, this olive will sail through any winter in the UK without any protection at all.',
    mistake: 'thriving-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'listings',
    task: 'Blurb for the starter trio of indoor greenery aimed at novices',
    draft: "Even if you've never kept anything green alive, this trio will flourish forever. They simply cannot die.",
    mistake: 'thriving-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'listings',
    task: 'Text for dormant orchard saplings lifted straight from the field',
    draft:
      "Plant one this winter and you're guaranteed a bumper crop next autumn, completely free of pests and blight.",
    mistake: 'thriving-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking which hedge to plant along a windy boundary',
    draft: "Go for griselinia. It's indestructible and will definitely thrive in any conditions, guaranteed.",
    mistake: 'thriving-guarantee',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // pet-safe-claim
  {
    goal: 'replies',
    task: 'Customer wants to know whether a peace lily is safe to keep with her cat',
    draft: "Don't worry at all, peace lilies are completely harmless to cats.",
    mistake: 'pet-safe-claim',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Facebook comment asking if poinsettias are OK with a new puppy in the house',
    draft: 'Totally fine! The idea that poinsettias hurt dogs is a myth, so no need to move it.',
    mistake: 'pet-safe-claim',
    kind: 'reworded',
  },
  {
    goal: 'listings',
    task: 'Shop text for the tall spotted biennial, Digitalis purpurea, in seedling trays',
    draft: 'A beautiful spire for borders, and completely harmless if little ones or animals have a nibble.',
    mistake: 'pet-safe-claim',
    kind: 'no shared words',
  },
  {
    goal: 'listings',
    task: 'Blurb for the border selection picked with canine owners in mind',
    draft: 'Every single plant here is totally non-toxic, so your pooch can munch away safely.',
    mistake: 'pet-safe-claim',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post about the hellebores coming into flower',
    draft:
      'Hellebores are flowering in the nursery! Lovely winter colour, and safe for pets and children, so ideal for family gardens.',
    mistake: 'pet-safe-claim',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // refund-policy
  {
    goal: 'replies',
    task: 'Email from someone whose rambling rose died a couple of months after they bought it',
    draft: "Sorry about that! Bring it back and we'll refund you in cash, no questions.",
    mistake: 'refund-policy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Customer without a receipt wants to bring back a hydrangea that's died",
    draft: "Receipts don't matter here. Just bring the hydrangea back and we'll give you your money back.",
    mistake: 'refund-policy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A shopper left one star because their petunias and begonias wilted within days',
    draft: 'So sorry! Everything we sell is guaranteed for life, so pop in for a free swap whenever suits.',
    mistake: 'refund-policy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Shopper hoping to be reimbursed for a monstera purchased in April',
    draft: "Of course, we'll put the full amount back on your card today.",
    mistake: 'refund-policy',
    kind: 'no shared words',
  },
  {
    goal: 'listings',
    task: 'Listing for the summer hanging basket pre-order',
    draft:
      "Pre-order your summer hanging basket for £34.99. If it doesn't flower all summer long, we'll give you your money back in full.",
    mistake: 'refund-policy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // quote-without-visit
  {
    goal: 'replies',
    task: 'Enquiry asking what a new patio plus lawn would cost for a ten metre garden',
    draft: "For ten metres you'd be looking at roughly £4,000 to £5,000 for the patio and turf together.",
    mistake: 'quote-without-visit',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Instagram comment under the landscaping photo: 'what would a pond like that cost?'",
    draft: 'That one came in at about £2,500, so budget £2-3k for something similar.',
    mistake: 'quote-without-visit',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Couple moving into a freshly built house want a ballpark for having their plot planned out',
    draft: 'Our design fee is £400, and a typical build-out for new homes is about £1,500 on top of that.',
    mistake: 'quote-without-visit',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Homeowner after figures for swapping tired boundary panels and adding timber veg troughs',
    draft: 'Panels are about £85 each fitted and troughs about £140 each, so budget around £1,800 all told.',
    mistake: 'quote-without-visit',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post showing a front garden makeover Tom just finished',
    draft:
      'Another front garden transformed! Makeovers like this start from just £3,000, so get in touch to book yours.',
    mistake: 'quote-without-visit',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // customer-privacy
  {
    goal: 'posts',
    task: 'Before-and-after post of the Colwall cottage garden Tom completed last week',
    draft:
      "Take a look at Mr and Mrs Jenkins' cottage garden on Walwyn Road in Colwall. Tom finished it last week and it looks wonderful.",
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: "Facebook thank-you post after Sunday's plant swap",
    draft: 'Thanks all for coming to the swap! Big thanks to Jo Mills from Bosbury for the 30 spider plant babies.',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Heartwarming story about a loyal elderly shopper who comes in weekly',
    draft:
      "Meet Bill Hopkins from Ledbury, 84, who has come in every week since losing his wife last spring. He's part of the Fernlea family.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Update on the poppy and cornflower field we seeded near Eastnor',
    draft:
      "The cornflowers are up at Gareth and Ann Price's place, Hill Farm, Eastnor! Poppies should follow in a couple of weeks.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a review praising our landscaping',
    draft:
      'Thanks so much, Helen! It was a joy working on your garden at 3 Orchard Close, and give our love to Mike and the kids.',
    mistake: 'customer-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // exclamation-marks
  {
    goal: 'posts',
    task: 'Facebook post about switching to summer opening times',
    draft: 'Summer hours are here!!! 9am to 6pm, seven days a week!!! See you soon!!!',
    mistake: 'exclamation-marks',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Instagram announcement that the tomato plants are in',
    draft: "The tomatoes are in!!! Sungold, Gardener's Delight, Moneymaker!!! Be quick!!!",
    mistake: 'exclamation-marks',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Promote the twelve-pound deal of warm bakes with jam for a couple',
    draft: 'Scones, jam and clotted cream for two for £12!!!! Baked this morning!!! You deserve it!!!',
    mistake: 'exclamation-marks',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Let followers know the festive firs are unloaded and ready',
    draft: 'The festive firs are here!!! Every size you could want!!! Come and pick yours!!!',
    mistake: 'exclamation-marks',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer thanking us for helping her choose roses',
    draft: "Thank you so much!!! We loved helping you!!! Can't wait to see photos of the roses!!!",
    mistake: 'exclamation-marks',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // allergen-promise
  {
    goal: 'replies',
    task: 'Facebook message: are the café brownies gluten free? Asking for a coeliac friend',
    draft: "Yes, they're totally gluten free and safe for coeliacs.",
    mistake: 'allergen-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Parent emailing to ask whether kids' party food can be made nut free",
    draft: "Of course, we'll make everything nut free, so your little one will be completely safe.",
    mistake: 'allergen-promise',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Announce the fresh midday dishes, including meatless picks',
    draft:
      'Our new midday dishes are here, and every one is allergy-safe: no gluten, no nuts and no dairy, guaranteed.',
    mistake: 'allergen-promise',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'A diner with an intolerance to eggs wonders if our bakes would suit them',
    draft: 'All our bakes are egg-free, so you can tuck in without worrying.',
    mistake: 'allergen-promise',
    kind: 'no shared words',
  },
  {
    goal: 'listings',
    task: "Product page for the café's afternoon tea gift voucher",
    draft:
      'Treat someone to afternoon tea for two in the Potting Shed Café: sandwiches, scones and cakes, with gluten-free and nut-free versions that are completely safe for allergy sufferers.',
    mistake: 'allergen-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we can deliver six bags of compost to Ledbury',
    draft:
      "Yes, Ledbury is well within our delivery area. The van goes out on Tuesdays and Fridays, so give us a ring and we'll book you onto the next run.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'listings',
    task: 'Product description for a potted rosemary',
    draft:
      'A hardy evergreen herb with fragrant leaves and pale blue spring flowers. Plant in full sun in free-draining soil and trim lightly after flowering to keep it bushy.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post reminding everyone that Apple Day is this Sunday',
    draft:
      "Apple Day is this Sunday, 13th October, from 10 till 4. Bring your own apples to press, try some heritage varieties and grab a slice of Priya's apple cake in the café.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to an enquiry about booking a garden design consultation',
    draft:
      'Thanks for getting in touch. Tom offers a free first visit to look at the space and talk through ideas, then sends a written quote. Would a weekday morning suit you?',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: "Post about the café's new autumn soup",
    draft:
      "Butternut squash and sage soup is back on the café menu for autumn, served with a chunk of Priya's soda bread. Ask at the counter for allergen information.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking for our phone number and winter opening hours',
    draft: "You can ring us on 01531 640 281. We're open 9 till 5 through the winter, and 9 till 6 from April.",
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated
  {
    goal: 'posts',
    task: 'Post recruiting a part-time Saturday helper for the nursery',
    draft:
      "We're looking for a Saturday helper to join the team: watering, potting on and helping customers. No experience needed, just a love of plants. Pop in and ask for Dave.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a coach tour organiser asking about parking',
    draft:
      "We do have room for one coach at the back of the car park. If you let us know the date, we'll keep the space clear for you.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'listings',
    task: 'Product description for a 9 litre galvanised watering can',
    draft:
      'A classic 9-litre galvanised steel watering can with a removable brass rose for gentle watering of seedlings. Built to last and smart enough to leave by the back door.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about the fundraising tin for the local hospice',
    draft:
      'Thank you to everyone who dropped coins in the hospice tin by the till this month. Together you raised £412.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a primary school asking if a class can visit the glasshouses',
    draft:
      "We'd be delighted to have the class visit. Dave can show them round the glasshouses and help them pot up a seedling each to take home. Weekday mornings work best for us.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'listings',
    task: 'Listing for the four-arm bird feeding station',
    draft:
      'A sturdy four-arm feeding station with hooks for seed, nut and fat ball feeders. Easy to push into a lawn or border, and a great way to bring more birds into the garden.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_P: RetrievalSet = { name: 'held-out P', memory, questions };
