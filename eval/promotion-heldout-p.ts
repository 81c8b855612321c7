// Promotion set P: written independently by a helper who had not seen the product's code, its tuning sets or any other set, before it was ever measured. Business: Fernlea Nurseries, a family-run plant nursery and garden centre outside Ledbury, Herefordshire, with the Potting Shed Café and a garden-design/landscaping service; owner Gwen Hartley, staff Tom (her son, design and landscaping), Priya (runs the café) and Dave (head grower).  Goals: listings, posts, replies, reviews.  Classes: peat-free-claim (listings: calling products peat-free, eco or sustainable without proof), emoji-clutter (posts: style, the owner strips emojis, edits only), stock-hold-promise (replies: promising to put plants aside or firm restock dates), defensive-review-reply (reviews: arguing with or blaming the reviewer), unauthorised-compensation (reviews: offering vouchers, refunds or freebies in public replies; same goal and similar situations as defensive-review-reply), competitor-digs (posts: knocking supermarkets, DIY sheds and chains), fake-urgency (posts: invented scarcity and deadlines; the owner mostly rejects), timeline-promise (replies: guaranteeing start or finish dates for landscaping work), pesticide-advice (replies: recommending chemical sprays, pellets and weedkillers).
// Measured once as held-out (3 Dec, session 18); its one wrong retirement was read on 3 Dec (session 19) to find
// why, so it is a development set since. Its retrieval set (retrieval-heldout-p.ts) was not read and stays held-out.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_P: PromotionSet = {
  name: 'dev P',
  classes: [
    {
      id: 'peat-free-claim',
      goal: 'listings',
      corrections: [
        {
          task: 'Product page for our 9cm perennial plugs',
          draft: 'All our perennials are grown in 100% peat-free compost, so you can plant with a clear conscience.',
          edit: "Our perennials are grown here at Fernlea in a peat-reduced compost, and we're working towards going fully peat-free.",
          reason: "we're not fully peat free yet, don't claim it",
        },
        {
          task: 'Listing for the Westland multipurpose compost, 50 litres',
          draft: 'An eco-friendly, peat-free multipurpose compost, perfect for the environmentally conscious gardener.',
          edit: 'A reliable multipurpose compost for sowing, potting on and containers. Contains peat; for a peat-free option, see our Fernlea own-brand mix.',
        },
        {
          task: 'Description of the terracotta-effect planters',
          draft: 'Made from 100% recycled, fully sustainable materials, these are the greenest pots you can buy.',
          reason: "they're plastic and we have no idea if they're recycled. no green claims without proof",
        },
        {
          task: 'Copy for the bedding plant six-packs',
          draft:
            'Sustainably grown in peat-free compost and sold in completely plastic-free packaging, the planet-friendly way to fill your borders.',
          reject: true,
        },
        {
          task: "Listing for rhododendron 'Cunningham's White'",
          draft: 'Supplied in a peat-free ericaceous mix, making it the eco choice for acid-loving shrubs.',
          edit: 'Supplied in an ericaceous compost, ready to plant into acid soil or a large pot of ericaceous mix.',
          reason: 'rhodos come from the wholesaler in peat. leave the eco words out',
        },
      ],
    },
    {
      id: 'emoji-clutter',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the first sweet peas in flower',
          draft: '🌸🌸 The first sweet peas are out! 💜 Come and smell them in the glasshouse 👃😍',
          edit: 'The first sweet peas are out! Come and smell them in the glasshouse.',
          reason: 'no emojis please',
        },
        {
          task: "Post announcing the café's Sunday roast is back",
          draft: 'Sunday roast is back 🍗🥔🥕 Book your table now 📞👇',
          edit: 'Sunday roast is back in the Potting Shed Café. Book your table on 01531 640 281.',
        },
        {
          task: 'Instagram post about Dave repotting the citrus trees',
          draft: "Dave's been busy 💪🍋🍊 repotting all our citrus trees today ☀️🌿",
          edit: "Dave's been busy repotting all our citrus trees today.",
          reason: 'take the little pictures out, looks childish',
        },
        {
          task: 'Post for the half-term pumpkin trail',
          draft: '🎃👻 Pumpkin trail is open! 🕸️ Half term, 10-4, £3 per child 🍭',
          edit: 'Our pumpkin trail is open over half term, 10 till 4, £3 per child.',
        },
        {
          task: 'Post thanking everyone for voting us best garden centre in the county',
          draft: 'We won 🏆🥇🎉🎉 Thank you all so much ❤️❤️❤️',
          edit: "We won! Thank you all so much for voting us the county's best garden centre.",
          reason: 'just words, no symbols',
        },
      ],
    },
    {
      id: 'stock-hold-promise',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer asking us to put aside three acers until the weekend',
          draft: "Of course! I've put three acers aside with your name on them until Sunday.",
          edit: "We're not able to reserve plants I'm afraid, but we've got plenty of acers in at the moment, so you should find what you want at the weekend.",
          reason: "we can't hold plants, we get too many requests",
        },
        {
          task: 'Answer a message asking when the Japanese anemones will be back',
          draft: "They'll definitely be back in stock next Thursday!",
          edit: "We're expecting more Japanese anemones in the next few weeks, but deliveries can shift. Keep an eye on our Facebook page and we'll post when they land.",
        },
        {
          task: 'Reply to an email asking if we can keep a Christmas tree for them',
          draft: "Yes, we'll tag a 7ft Nordmann with your name and keep it to one side until the 20th.",
          reject: true,
        },
        {
          task: 'Respond to a comment asking us to get 200 tulip bulbs in',
          draft: "No problem, we'll order 200 'Queen of Night' bulbs for you and have them here by Friday.",
          reason: 'dont commit to supplier dates, ask me first',
        },
        {
          task: 'Reply to a DM asking whether the fiddle leaf figs are coming back',
          draft: "Yep, a new batch arrives Monday and I'll save the biggest one for you.",
          edit: "We're hoping to get fiddle leaf figs back soon, but I can't give a firm date yet. Give us a ring next week and we'll let you know.",
          reason: 'no saving things, no dates',
        },
      ],
    },
    {
      id: 'defensive-review-reply',
      goal: 'reviews',
      corrections: [
        {
          task: 'Respond to a 2-star Google review complaining the café queue was too long',
          draft:
            'We had a full house that day and the staff were working flat out, so a bit of patience would have been appreciated.',
          edit: "Sorry you had a long wait. Saturday lunchtimes get very busy, and we're adding an extra person to the café at weekends from next month.",
          reason: "don't argue with customers in public",
        },
        {
          task: 'Reply to a review saying a clematis died because it was poor quality',
          draft:
            "Our clematis are perfectly healthy when they leave us. It sounds like it wasn't watered properly after planting.",
          edit: "Sorry to hear your clematis didn't make it. We'd love to take a look, so please bring it in and Dave will see what happened.",
        },
        {
          task: "Answer a TripAdvisor review that called our prices 'a rip-off'",
          draft:
            "Our prices reflect the quality of plants we grow ourselves, and frankly 'rip-off' is an unfair word to use.",
          reason: 'too snippy',
        },
        {
          task: 'Reply to a Facebook review saying staff were unhelpful',
          draft:
            "We find that hard to believe. Our team are all trained and always happy to help, so perhaps you didn't ask?",
          reject: true,
        },
        {
          task: 'Respond to a review complaining a landscaping job overran by two weeks',
          draft:
            'The delay was down to the weather and the extra work you asked for halfway through, as we explained at the time.',
          edit: "We're sorry the job took longer than planned. The wet weeks in March set us back, and we should have kept you better updated. Tom would be glad to give you a call.",
          reason: "own it, don't point the finger",
        },
      ],
    },
    {
      id: 'unauthorised-compensation',
      goal: 'reviews',
      corrections: [
        {
          task: 'Reply to a 1-star review about a cold panini in the café',
          draft: 'So sorry about your panini! Please accept a £20 voucher and a free lunch on us next time.',
          edit: "So sorry about your panini, that's not the standard we want. Please get in touch with Priya on 01531 640 281 so we can put it right.",
          reason: "don't offer freebies in public, everyone will want one",
        },
        {
          task: 'Respond to a Google review saying their hedging plants arrived damaged',
          draft: "Apologies! We'll refund the whole order and send replacements free of charge.",
          edit: 'Apologies that your hedging arrived damaged. Please email us a photo and your order number and we will sort it out with you directly.',
        },
        {
          task: 'Answer a review complaining about the wait for a garden design quote',
          draft: "Sorry for the wait. To make up for it, we'll knock 15% off your design fee.",
          reason: 'never put discounts in a review reply',
        },
        {
          task: 'Reply to a review moaning that the Christmas grotto visit was too short',
          draft:
            "Sorry the grotto didn't live up to expectations! We'll give all your children free tickets for next year.",
          reject: true,
        },
        {
          task: 'Respond to a review about a wobbly table on the café terrace',
          draft: 'Thanks for flagging the table. As an apology, your next coffee and cake are on the house!',
          edit: "Thanks for flagging the wobbly table, it's been fixed. We hope to see you again soon.",
          reason: 'no treats on the house. just say its fixed',
        },
      ],
    },
    {
      id: 'competitor-digs',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our home-grown bedding plants',
          draft: 'Unlike the sad, half-dead bedding at the big DIY sheds, ours is grown right here in Ledbury.',
          edit: "Our bedding is grown right here in Ledbury, so it's fresh off the benches and used to our weather.",
          reason: "don't slag off other shops",
        },
        {
          task: 'Post for our Christmas tree sales',
          draft: 'Why buy a supermarket tree that drops its needles by Boxing Day? Ours are cut fresh.',
          edit: 'Our Christmas trees are cut fresh each week from a farm in the Malverns, so they hold their needles well.',
        },
        {
          task: 'Instagram post about getting plant advice from our team',
          draft: "You won't get this kind of advice from a teenager at B&Q. Our team actually know their plants.",
          reason: 'no naming other businesses. ever',
        },
        {
          task: "Post about the café's coffee",
          draft: 'Forget the chain coffee shops and their burnt beans. Our coffee is the real deal.',
          reject: true,
        },
        {
          task: 'Post celebrating 30 years in business',
          draft: "30 years on, and we're still here while the garden centre chains have come and gone.",
          edit: "30 years on, and we're still here, thanks to all of you who keep coming back.",
          reason: 'be proud of us, not rude about others',
        },
      ],
    },
    {
      id: 'fake-urgency',
      goal: 'posts',
      corrections: [
        {
          task: "Post about this week's rose stock",
          draft: "HURRY, only a handful of roses left and they won't be back this year! Don't miss out!",
          reason: "we've got hundreds. don't make stuff up to rush people",
        },
        {
          task: 'Post about the spring bulb offer',
          draft: 'Last chance! This offer ends TONIGHT and will never be repeated.',
          reject: true,
        },
        {
          task: 'Post promoting the garden design service',
          draft: "Tom's diary is almost full for the year, so book now or miss out!",
          reason: "it isn't full, and we don't do pressure selling",
        },
        {
          task: 'Post about the new batch of houseplants',
          draft: 'Selling out fast! Grab your monstera before they are all gone, only 3 left!',
          edit: 'A fresh batch of houseplants is in, including some lovely big monsteras.',
          reason: 'there are 40 of them',
        },
        {
          task: "Post advertising the café's Mother's Day lunch",
          draft: "Only two tables left for Mother's Day! Book in the next hour to avoid disappointment!",
          reject: true,
        },
      ],
    },
    {
      id: 'timeline-promise',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a customer asking if their new patio can be done before their daughter's wedding in June",
          draft: "Absolutely, we'll have the patio finished by the end of May, guaranteed.",
          edit: "We'd love to help with that. Tom will come and look at the job first and then give you an honest idea of whether June is realistic, as it depends on our diary and the weather.",
          reason: 'never guarantee dates on building work',
        },
        {
          task: 'Answer an email asking when Tom could start on their back garden',
          draft: "Tom can start on Monday and it'll all be done within the week.",
          edit: "Tom is currently booking work for early autumn. Once he's visited, he'll give you a start date and an idea of how long the job will take.",
        },
        {
          task: 'Reply to a message asking if the turf will be laid before their barbecue on the 14th',
          draft: "Yes, we'll get the new lawn down by the 12th so it's ready for your barbecue.",
          reason: "new turf can't be walked on for weeks anyway, and we don't promise dates",
        },
        {
          task: "Respond to a customer whose garden build is halfway through, asking when it'll be finished",
          draft: 'Everything will be complete by Friday, you have my word.',
          reject: true,
        },
        {
          task: 'Reply to a Facebook enquiry about having a pond dug and planted before the grandchildren visit at Easter',
          draft: "Easy! We'll have the pond dug, filled and planted up well before Easter.",
          edit: "A pond is a lovely project. Tom will need to see the site before we can say how long it'll take, so let's get a visit booked and go from there.",
          reason: 'only tom gives timings, after a visit',
        },
      ],
    },
    {
      id: 'pesticide-advice',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer asking how to get rid of greenfly on roses',
          draft: "Spray them with a systemic insecticide every week and they'll be gone in no time.",
          edit: 'Greenfly can usually be squashed by hand or blasted off with the hose, and the ladybirds will soon move in. If it gets bad, bring a shoot in and Dave will suggest something.',
          reason: "we don't push sprays, try the gentle options first",
        },
        {
          task: 'Answer a message about moss taking over the lawn',
          draft: 'Use a strong moss killer with ferrous sulphate, then a weed and feed a week later.',
          edit: "Moss usually means shade, compaction or poor drainage. Scarifying in autumn and spiking the lawn helps a lot, and Dave's happy to talk it through if you pop in.",
        },
        {
          task: 'Reply to someone asking how to clear bindweed next to their pond',
          draft: "Just spray it with glyphosate and it'll die right down to the roots.",
          reason: 'never recommend weedkiller next to water!',
        },
        {
          task: 'Respond to a question about slugs eating hostas',
          draft: 'Scatter slug pellets thickly around the hostas every few days and reapply after rain.',
          reject: true,
        },
        {
          task: 'Reply to a DM about whitefly in a greenhouse',
          draft: 'Fumigate the greenhouse with an insecticide smoke bomb and shut the door for a day.',
          edit: 'Yellow sticky traps work well for whitefly, and the biological control Encarsia is brilliant in a greenhouse. We sell both at the till.',
          reason: 'biological controls first',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: 'Post about our late-night Thursday opening',
      draft:
        "Late-night Thursdays are back: we're open till 7pm every Thursday through the summer, and the café's serving pizza from the garden oven.",
      edit: "Late-night Thursdays are back: we're open till 8pm every Thursday through the summer, and the café's serving pizza from the garden oven.",
      reason: 'late night is till 8',
    },
    {
      goal: 'listings',
      task: "Listing for rose 'Gertrude Jekyll'",
      draft:
        "'Gertrude Jekyll' is a climbing rose with rich pink, strongly scented flowers, ideal for an arch or obelisk.",
      edit: "'Gertrude Jekyll' is a shrub rose with rich pink, strongly scented flowers, ideal for the middle of a border.",
      reason: "it's a shrub not a climber",
    },
    {
      goal: 'replies',
      task: 'Reply to a customer asking for directions from Ledbury',
      draft:
        "Head out of Ledbury on the A449 and turn left at the roundabout by the Full Pitcher. We're half a mile on the right.",
      edit: "Head out of Ledbury on the A449 and turn right at the roundabout by the Full Pitcher. We're half a mile on the right.",
    },
    {
      goal: 'reviews',
      task: 'Thank a reviewer for praising the café',
      draft:
        "Thanks so much, Sophie! We're so glad you enjoyed the quiche, and we'll pass your kind words on to Priya.",
      edit: "Thanks so much, Sophia! We're so glad you enjoyed the quiche, and we'll pass your kind words on to Priya.",
      reason: 'her name is Sophia',
    },
    {
      goal: 'posts',
      task: 'Post about the spring plant fair',
      draft:
        'Our spring plant fair is on Saturday 18th May, with 20 specialist growers, talks from Dave and cake all day.',
      edit: 'Our spring plant fair is on Saturday 17th May, with 20 specialist growers, talks from Dave and cake all day.',
      reason: 'wrong date',
    },
    {
      goal: 'listings',
      task: 'Listing for the stone-effect bird bath',
      draft: 'A classic stone-effect bird bath, frost-resistant and easy to clean. Height 80cm, bowl diameter 45cm.',
      edit: 'A classic stone-effect bird bath, frost-resistant and easy to clean. Height 65cm, bowl diameter 45cm.',
    },
    {
      goal: 'replies',
      task: 'Reply to a supplier rep asking to drop by and show us their new range',
      draft: "Thanks for getting in touch. Gwen's free on Tuesday at 10, so do come by then.",
      reason: "i'm away that week, i'll answer this one myself",
    },
    {
      goal: 'reviews',
      task: 'Reply to a review mentioning the new play area',
      draft: "Thank you! We're delighted the children loved the new play area next to the café. See you again soon.",
      edit: "Thank you! We're delighted the children loved the new play area by the car park. See you again soon.",
    },
  ],
};
