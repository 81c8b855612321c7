// Written independently, before it was ever measured, by a helper who had not seen the product's code, its
// tuning sets or any other set. Business: Fern & Foxglove, a florist in Frome (shop + weddings/events), and The Loft,
// a small yoga/pilates studio next door, same owner (Hattie). Goals: event-enquiries, shop-marketing, studio-comms,
// customer-care. Classes: no-date-hold-before-deposit, no-prices-before-consultation, no-guaranteed-stems,
// no-flower-puns, keep-studio-out-of-shop, no-health-claims, member-privacy, no-refund-promises, no-corporate-register.
// Measured as a held-out set once, on 2 Dec 01:29-01:31 UTC (sandbox clock, with and without the concepts of
// session 8); from 01:35 a development set, so its later figures are not held-out.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_E: PromotionSet = {
  name: 'dev E',
  classes: [
    {
      id: 'no-date-hold-before-deposit',
      goal: 'event-enquiries',
      corrections: [
        {
          task:
            'Reply to Amy and Josh, who emailed to ask if we are free for their wedding on 14 June next year ' +
            'at Orchardleigh.',
          draft:
            "Hi Amy and Josh,\n\nCongratulations on your engagement! Great news: we're free on 14 June and " +
            "I've pencilled you in, so the date is yours. I'd love to set up a consultation to talk through " +
            'colours and flowers. Would a weekday evening suit you?\n\nHattie',
          edit:
            "Hi Amy and Josh,\n\nCongratulations on your engagement! We're currently free on 14 June. Dates " +
            'are only secured once the booking form and 25% deposit are in, which normally happens after the ' +
            'consultation. Would a weekday evening suit you for a chat about colours and flowers?\n\nHattie',
          reason: 'We never hold a date without the deposit.',
        },
        {
          task: 'Answer an Instagram DM from a bride asking whether we still have availability for 6 September.',
          draft:
            "Hi lovely! Yes, 6th September is free. I'll keep it aside for you while you have a think, just " +
            "let me know when you're ready to go ahead 🌸",
          edit:
            'Hi lovely! Yes, 6th September is free at the moment. It goes to whoever books first (booking ' +
            "form + deposit), so do shout if you'd like to go ahead 🌸",
        },
        {
          task:
            'Follow up with Priyanka and Tom after their consultation last Thursday. They have not paid the ' +
            'deposit yet.',
          draft:
            'Hi Priyanka and Tom,\n\nThank you so much for coming in on Thursday, I loved hearing your ideas! ' +
            'Just to let you know, 23 August is now confirmed in our diary, so you can tick florist off the ' +
            "list. I'll send the full proposal over by Friday.\n\nHattie",
          reason:
            "Not confirmed, they haven't paid. Say the proposal is coming and the date is theirs once the " +
            'deposit lands.',
        },
        {
          task:
            'Reply to an events planner asking if we can do the flowers for a corporate dinner on 3 December. ' +
            'She says she will confirm numbers in a few weeks.',
          draft:
            "Dear Claire,\n\nThank you for thinking of us. 3 December is available, and we're happy to " +
            "reserve it for you until you've confirmed numbers. In the meantime, do send over any details of " +
            "the venue and the look you're after.\n\nBest wishes,\nHattie",
          edit:
            "Dear Claire,\n\nThank you for thinking of us. 3 December is available at the moment, but I can't " +
            'hold it without a deposit and December fills up fast. A 25% deposit secures the date and we can ' +
            "finalise numbers later. Do send over the venue details and the look you're after.\n\nBest wishes," +
            '\nHattie',
          reason: 'December books up. No free holds.',
        },
        {
          task:
            'Reply to a couple who say they have now paid their venue and ask if they need to do anything ' +
            'else to book us for 2 May.',
          draft:
            "Hi both,\n\nLovely to hear the venue's sorted! There's nothing else you need to do for now, " +
            "we've got you down for 2 May. I'll be in touch nearer the time to go through the details.\n\n" +
            'Hattie x',
          edit:
            "Hi both,\n\nLovely to hear the venue's sorted! To book us, I just need the booking form signed " +
            "and the 25% deposit. I'll email both over today, and once they're back 2 May is yours.\n\n" +
            'Hattie x',
          reason: "Paying the venue isn't booking us.",
        },
      ],
    },
    {
      id: 'no-prices-before-consultation',
      goal: 'event-enquiries',
      corrections: [
        {
          task:
            'Reply to a website enquiry: Sophie is getting married at Bath Register Office in April, about 40 ' +
            'guests, and asks roughly what the flowers would cost.',
          draft:
            'Hi Sophie,\n\nThanks for getting in touch, and congratulations! For a smaller wedding like yours, ' +
            'most couples spend somewhere between £600 and £900. That usually covers a bridal bouquet, two ' +
            "bridesmaids' posies, buttonholes and a couple of table arrangements. Would you like to book a " +
            'free consultation?\n\nHattie',
          edit:
            'Hi Sophie,\n\nThanks for getting in touch, and congratulations! Every wedding is different, so ' +
            "rather than guess I'd love to hear what you have in mind and then send you a proper itemised " +
            'proposal. Consultations are free and take about 45 minutes. Would you like to book one?\n\nHattie',
        },
        {
          task:
            'Answer a Facebook comment under our latest wedding post: "how much for a bridal bouquet like ' + 'this?"',
          draft:
            "Thanks Jess! A bouquet like this one is around £120, depending on what's in season 💐 Send us a " +
            'message and we can chat!',
          reason: 'No prices in public replies, or anywhere before a consultation. Just ask her to message us.',
        },
        {
          task:
            'Email the wedding coordinator at Homewood Park, who asked for our rough rates for ceremony arches ' +
            'so she can pass them on to couples.',
          draft:
            'Dear Ellie,\n\nLovely to hear from you! Our fresh flower arches start at £450 for a half-arch ' +
            'installation and £850 for a full arch, including set-up and removal on the day. Foliage-only ' +
            'arches are a little less. Happy to send photos of recent ones too.\n\nBest wishes,\nHattie',
          edit:
            'Dear Ellie,\n\nLovely to hear from you! Arches vary so much with size, flowers and season that a ' +
            "rate card wouldn't really be fair to couples. Please do pass on my details though: I offer a " +
            "free consultation and send a tailored proposal within a week. I'll send over some photos of " +
            'recent arches for you to share.\n\nBest wishes,\nHattie',
          reason: 'No rate card. Every arch is quoted on its own.',
        },
        {
          task: 'Reply to Rachel, a bride who asks if £500 is enough for her wedding flowers.',
          draft:
            'Hi Rachel,\n\nThanks for your message! £500 would comfortably cover a bridal bouquet (about ' +
            "£110), four buttonholes (£12 each), two bridesmaids' posies (£55 each) and some jam jar posies " +
            'for the tables. Shall we book a consultation to go through it?\n\nHattie',
          edit:
            'Hi Rachel,\n\nThanks for being upfront about budget, it really helps! We can definitely work with ' +
            "it. The best next step is a free consultation where we look at what matters most to you, then I'll " +
            'put together a proposal that fits. When would suit?\n\nHattie',
          reason: "Don't itemise by email, that's what the proposal is for.",
        },
        {
          task:
            "Reply to Karen, who is organising her daughter's 18th birthday party and asks about table " +
            'centrepieces for 12 tables.',
          draft:
            'Hi Karen,\n\nWhat a lovely thing to do for her! Our table centrepieces are £45 each, so for 12 ' +
            "tables you'd be looking at £540, plus £25 delivery and set-up. Let me know her favourite colours " +
            'and we can get started.\n\nHattie',
          reject: true,
        },
      ],
    },
    {
      id: 'no-guaranteed-stems',
      goal: 'event-enquiries',
      corrections: [
        {
          task: 'Reply to Hannah, getting married on 18 October, who has sent us a Pinterest board full of peonies.',
          draft:
            'Hi Hannah,\n\nWhat a gorgeous board! Peonies are one of my favourites too, and we can absolutely ' +
            "make them the star of your bouquet on the 18th. I'll pair them with some trailing jasmine and soft " +
            'eucalyptus.\n\nHattie',
          edit:
            "Hi Hannah,\n\nWhat a gorgeous board! Peonies are over by October, so I can't promise them, but " +
            "garden roses and ranunculus give that same soft, full look. I'll bring some ideas along to our " +
            'consultation.\n\nHattie',
          reason: 'Peonies finish in early summer. Never promise out-of-season flowers.',
        },
        {
          task:
            "Write the cover email for Laura and Ben's proposal. Their palette is dusky pink and burgundy with " +
            'lots of dahlias.',
          draft:
            'Hi Laura and Ben,\n\nPlease find your proposal attached! Everything is exactly as we discussed: ' +
            "Café au Lait dahlias, burgundy 'Rip City' dahlias, astrantia and cosmos. You'll get precisely " +
            'these varieties on the day, so there are no surprises.\n\nHattie',
          edit:
            "Hi Laura and Ben,\n\nYour proposal is attached! It's built around what we talked about: Café au " +
            "Lait and 'Rip City' dahlias, astrantia and cosmos. Flowers are natural, so if the weather knocks " +
            "a variety back I'll swap in the closest match in colour and shape and tell you beforehand.\n\n" +
            'Hattie',
        },
        {
          task:
            'Answer a couple asking whether we can match the exact sage green of their bridesmaid dresses in ' +
            'the flowers.',
          draft:
            "Absolutely! Send over a fabric swatch and we'll match the shade exactly, so everything ties " +
            'together perfectly in the photos.',
          reason:
            "We can't promise an exact match, flowers aren't fabric. Say we'll work from the swatch to get " + 'close.',
        },
        {
          task:
            'Reply to Gemma, who asks if lily of the valley will be possible for her wedding at the end of ' +
            'August.',
          draft:
            "Hi Gemma,\n\nYes! Lily of the valley is such a classic choice, and we'll make sure it's in your " +
            'bouquet. It looks beautiful with white roses and a little trailing ivy.\n\nHattie',
          edit:
            "Hi Gemma,\n\nLily of the valley is a spring flower, so at the end of August it's very hard to " +
            "get (and eye-wateringly expensive when it is). I'd rather not promise it, but stephanotis or white " +
            'freesia give a similar delicate, scented feel. Happy to show you both.\n\nHattie',
          reason: "Don't say yes to things we might not be able to get.",
        },
      ],
    },
    {
      id: 'no-flower-puns',
      goal: 'shop-marketing',
      corrections: [
        {
          task: 'Instagram post for the new batch of British-grown tulips that arrived this morning.',
          draft:
            "Tulip-tastic news! 🌷 Our British tulips have landed and we're feeling absolutely bloomin' " +
            "marvellous about it. Pop in and pick a bunch before they're all gone, we're rooting for you! 🌷🌷",
          edit:
            'British tulips are in 🌷 Grown in Lincolnshire, picked on Monday and in the shop this morning. Pop ' +
            'in for a bunch while the colours last.',
          reason: 'Too many puns, makes us sound cheesy.',
        },
        {
          task: "Facebook post reminding people to order Mother's Day flowers by Thursday.",
          draft:
            "Don't leaf it too late! 🌿 Mother's Day is almost here and our bouquets are petal-perfect for the " +
            'most important woman in your life. Order by Thursday 5pm to make sure she gets her blooms!',
          edit:
            "Mother's Day is this Sunday. Order by Thursday 5pm for delivery on Saturday, or come in on Saturday " +
            'morning (we open at 8). Hand-tied bouquets from £35.',
        },
        {
          task: 'Post for a wet Tuesday to bring walk-in customers into the shop.',
          draft:
            "Feeling a bit under the weather? We've got just the thing to make your day rosy again! The " +
            "buckets are overflowing with ranunculus, anemones and stocks. It's a real petal party in here ☔🌸",
          reason: "No wordplay please, just say what's in.",
        },
        {
          task: 'Caption for a behind-the-scenes reel of Hattie conditioning stems at 6am.',
          draft:
            "The early bird gets the stem! 🌱 Here's what goes on before we open. It's a thorny job but " +
            "somebody's gotta do it 😅 #florallife",
          edit:
            '6am at the workbench: stripping leaves, re-cutting stems and getting everything into fresh water ' +
            'before we open. This bit takes far longer than the arranging.',
          reason: 'Puns again. Plain and honest.',
        },
        {
          task: 'Post saying the shop will be closed on the bank holiday Monday.',
          draft:
            "We're taking a little time to recharge our petals! 🌼 The shop will be closed this bank holiday " +
            "Monday, but we'll be back in full bloom on Tuesday at 9am.",
          reject: true,
        },
      ],
    },
    {
      id: 'keep-studio-out-of-shop',
      goal: 'shop-marketing',
      corrections: [
        {
          task: "Instagram post launching the shop's new £20 weekly flower subscription.",
          draft:
            'Introducing our weekly bunch subscription! 💐 Fresh seasonal flowers every Friday for £20 a week. ' +
            'Members of The Loft next door get 10% off, just mention your membership when you sign up.',
          edit:
            'New: a weekly bunch subscription 💐 Fresh seasonal flowers every Friday for £20 a week, ready to ' +
            'collect from 10am or delivered locally. Ask in the shop or sign up online.',
          reason: 'Keep the Loft out of the shop posts.',
        },
        {
          task: "Facebook post with the shop's summer Saturday opening hours.",
          draft:
            "Summer Saturdays: we're open 8am to 4pm! ☀️ Grab a coffee, catch the 9am Slow Flow class next " +
            'door at The Loft, then come and pick your flowers for the weekend.',
          edit:
            "Summer Saturdays: we're open 8am to 4pm ☀️ Come early for the best choice of stems for the " + 'weekend.',
        },
        {
          task: 'Write the "About us" paragraph for the shop website.',
          draft:
            "Fern & Foxglove is an independent florist in the heart of Frome, run by Hattie Marsh. When she's " +
            'not arranging flowers, Hattie teaches yoga at The Loft, her studio next door, and she brings the ' +
            'same calm and care to every bouquet that leaves the shop.',
          reason: "The About page is about the flowers. Don't bring the studio into it.",
        },
        {
          task: 'Post about our dried flower wreath workshop in the shop on a Saturday afternoon in November.',
          draft:
            "Join us for a cosy wreath-making afternoon 🍂 Everything's provided, plus tea and cake. Why not " +
            'make a day of it and book the 11am Yin class at The Loft beforehand? The perfect slow Saturday.',
          edit:
            'Join us for a cosy wreath-making afternoon in the shop 🍂 All materials provided, plus tea and ' +
            "homemade cake, and you'll take home your own dried wreath. Spaces are limited to 10.",
          reason: 'Shop posts are shop only.',
        },
        {
          task: "Valentine's Day post for the shop.",
          draft:
            "Valentine's is coming ❤️ Red roses, or something a little different? Treat them to flowers from " +
            "us and a couples' yoga session at The Loft, the perfect Valentine's combo!",
          edit:
            "Valentine's is coming ❤️ Red roses, or something a little different? We've got ranunculus, " +
            'tulips and anemones in too. Pre-order by 12 February for delivery on the day.',
          reason: "The studio has its own page, it can do its own Valentine's post.",
        },
      ],
    },
    {
      id: 'no-health-claims',
      goal: 'studio-comms',
      corrections: [
        {
          task: 'Write the timetable description for the new Tuesday 7pm Yin Yoga class at The Loft.',
          draft:
            'Yin Yoga is a slow, deeply restorative practice that releases toxins stored in the connective ' +
            'tissue, boosts the immune system and relieves anxiety. Perfect for anyone who needs to reset.',
          edit:
            'Yin is a slow, quiet practice: long holds, mostly seated or lying down, with plenty of props. A ' +
            'good way to wind down at the end of the day. Suitable for all levels.',
          reason: "We can't say it detoxes or boosts immunity.",
        },
        {
          task: "Instagram post for the beginners' mat pilates course starting in January.",
          draft:
            "New year, new you! 💪 Our 6-week beginners' pilates course will fix bad posture, flatten your " +
            'tummy and get rid of back pain for good. Only 8 places, book now!',
          edit:
            "Starting pilates this January? Our 6-week beginners' course covers the basics (breathing, core " +
            'control and alignment) at a gentle pace, in a small group of 8. Mondays at 6:15pm.',
        },
        {
          task:
            'Reply to Lucy, a member who has just found out she is pregnant and asks whether she can keep ' +
            'coming to classes in her first trimester.',
          draft:
            'Hi Lucy,\n\nCongratulations!! Yes, yoga is completely safe at every stage of pregnancy, and it ' +
            'can even reduce the risk of complications during labour. Keep coming to your usual classes, or ' +
            "switch to Jo's pregnancy yoga on Wednesdays.\n\nHattie",
          reason:
            'Never tell anyone it\'s "completely safe" or that it helps with labour. She should check with ' +
            'her midwife first, and tell her Jo adapts everything.',
        },
        {
          task: 'Paragraph for the studio newsletter about the new Pilates for Runners class.',
          draft:
            "Runners, this one's for you! Regular pilates is proven to prevent running injuries, and a few " +
            'weeks of our Pilates for Runners class will make you faster and stronger on the road.',
          edit:
            "Runners, this one's for you! Pilates for Runners focuses on hips, glutes and core, the areas a lot " +
            'of runners tell us feel tight or weak. A good addition to your running week. Thursdays, 6pm.',
          reason: '"Proven to prevent injuries", no. Nothing about what it will do to people\'s bodies.',
        },
        {
          task: 'Reply to a Google review from Denise, who said our classes have helped with her menopause symptoms.',
          draft:
            "Thank you so much, Denise! It's wonderful to hear. Yoga is a brilliant natural treatment for " +
            "menopause symptoms and we'd recommend it to anyone going through it. See you on Thursday!",
          edit:
            "Thank you so much, Denise! It's lovely to hear the classes have been good for you. See you on " +
            'Thursday 🙏',
          reason: "It's not a treatment.",
        },
      ],
    },
    {
      id: 'member-privacy',
      goal: 'studio-comms',
      corrections: [
        {
          task: 'WhatsApp message to the Thursday pilates group: class starts at 7:15pm this week instead of 7pm.',
          draft:
            "Hi all! Thursday's class starts at 7:15pm this week. Mark is back after his hip replacement so " +
            'Jo will be keeping things a bit gentler, welcome back Mark! 😊',
          edit: "Hi all! Thursday's class starts at 7:15pm this week instead of 7pm. See you there 😊",
        },
        {
          task: "Instagram post for the studio celebrating Helen's 100th class.",
          draft:
            'A huge congratulations to Helen, who has just done her 100th class with us! 🎉 Helen first came ' +
            "to The Loft after finishing her breast cancer treatment, and it's been amazing watching her " +
            'strength come back week by week.',
          reason: 'Helen never said we could share any of that. Ask her first, and leave out anything medical.',
        },
        {
          task: 'Reply to Anna, a member, who asks whether her friend Rachel still comes to the Saturday class.',
          draft:
            "Hi Anna! Rachel hasn't been for a few weeks, I think her back has been playing up again. She's " +
            "paused her membership until March. I'm sure she'd love to hear from you though!",
          edit:
            "Hi Anna! I can't really share other members' details, but I'm sure Rachel would love to hear " +
            'from you. There are a couple of spaces left on Saturday if you fancy it!',
          reason: "We don't share other members' info.",
        },
        {
          task: "Email to Priya, who is covering Monday's 6:15pm class, with notes on the regulars.",
          draft:
            'Hi Priya,\n\nThanks so much for covering! Quick notes: Sue has a bad left knee, so offer ' +
            'alternatives to kneeling. Tom is new, second class. And Claire is going through a messy divorce at ' +
            'the moment, so go easy on her 😬\n\nHattie',
          edit:
            'Hi Priya,\n\nThanks so much for covering! Quick notes: Sue has a bad left knee, so offer ' +
            'alternatives to kneeling, and Tom is new (second class). Key code is the same as always.\n\nHattie',
          reason: "Only what she needs to teach safely, not people's private lives.",
        },
        {
          task: "Facebook post thanking everyone who came to Sunday's charity class for the hospice.",
          draft:
            'Thank you to all 23 of you who came on Sunday! We raised £412 for the hospice 💛 Special ' +
            "shout-out to Priti, who joined us at 34 weeks pregnant, and to Dave, who's been coming every week " +
            'since his heart attack last year.',
          edit:
            "Thank you to all 23 of you who came on Sunday! Together we raised £412 for the hospice 💛 We'll " +
            'definitely be doing it again.',
          reason: 'Names and health stuff stay private.',
        },
      ],
    },
    {
      id: 'no-refund-promises',
      goal: 'customer-care',
      corrections: [
        {
          task: 'Reply to an email from Mrs Patel, whose roses drooped two days after delivery.',
          draft:
            "Hi Mrs Patel,\n\nI'm so sorry to hear that. We'll send a replacement bouquet out to you " +
            "tomorrow, free of charge, and I've added 20% off your next order as well.\n\nHattie",
          edit:
            "Hi Mrs Patel,\n\nI'm really sorry to hear that. Could you send me a photo of the roses as they " +
            "are now? Sometimes they just need a fresh cut and clean water, but if something's wrong with the " +
            "stems I'll put it right. I'll get back to you today.\n\nHattie",
          reason: 'Photo first, then I decide what we offer.',
        },
        {
          task:
            'Respond to a 2-star Google review from Tom saying the bouquet looked smaller than the one on our ' +
            'website.',
          draft:
            "Hi Tom, thank you for your feedback, and I'm sorry the bouquet wasn't what you expected. Please " +
            "get in touch and we'll give you a full refund. Hattie",
          edit:
            "Hi Tom, thanks for taking the time to leave a review, and I'm sorry it wasn't what you pictured. " +
            "We make every bouquet with what's freshest that day, so they can vary a little from the photos, " +
            "but I'd like to hear more. Could you email me at hello@fernandfoxglove.co.uk? Hattie",
        },
        {
          task: 'Reply on Messenger to a customer whose birthday delivery arrived at 6pm instead of the morning.',
          draft:
            "Oh no, I'm so sorry! That's not the service we want to give at all. I'll refund your delivery " +
            'charge straight away, and your next delivery is on us 💐',
          reason:
            "Don't offer money back until I've checked with the driver. Apologise and say I'm looking " + 'into it.',
        },
        {
          task:
            'Answer an email from Ms Hughes, who says the wrong card message was attached to the sympathy ' +
            'flowers she sent.',
          draft:
            "Dear Ms Hughes,\n\nI'm so sorry, that must have been really upsetting. I've arranged for a " +
            'fresh arrangement with the correct message to go to the family tomorrow at no cost, and your ' +
            'original order will be fully refunded.\n\nHattie',
          edit:
            "Dear Ms Hughes,\n\nI'm so sorry, that must have been really upsetting, especially with sympathy " +
            "flowers. Please leave it with me: I'm checking the order now and I'll ring you this afternoon to " +
            'put it right.\n\nHattie',
          reason: "I'll decide what we do once I've seen the order. Don't put it in writing before that.",
        },
        {
          task: 'Reply to a customer whose order of wedding guest buttonholes was two short.',
          draft:
            "Hi Chris,\n\nI'm really sorry about that! We'll refund the two missing buttonholes and take 50% " +
            'off the whole order as an apology.\n\nHattie',
          reject: true,
        },
      ],
    },
    {
      id: 'no-corporate-register',
      goal: 'customer-care',
      corrections: [
        {
          task: 'Reply to Sarah, who emailed to ask if we can deliver to Trowbridge on Saturday.',
          draft:
            'Dear Valued Customer,\n\nThank you for contacting Fern & Foxglove. We are pleased to confirm that ' +
            'Trowbridge falls within our delivery area and that Saturday delivery is available. Please do not ' +
            'hesitate to contact us should you require any further assistance.\n\nKind regards,\n' +
            'The Fern & Foxglove Customer Service Team',
          edit:
            'Hi Sarah,\n\nYes, we deliver to Trowbridge and Saturday is fine, just get your order in by 1pm on ' +
            'Friday.\n\nHattie',
        },
        {
          task: "Thank Jean, who emailed to say the flowers for her mum's 80th birthday were beautiful.",
          draft:
            'Dear Mrs Collins,\n\nWe are delighted to hear that you were satisfied with your recent purchase. ' +
            'Customer satisfaction is our highest priority and we value your feedback. We look forward to ' +
            'serving you again in the future.\n\nYours sincerely,\nFern & Foxglove',
          edit:
            "Hi Jean,\n\nOh, that's made my day, thank you! I loved making that one, the sweet peas came from " +
            'a grower just down the road. I hope your mum had a wonderful 80th.\n\nHattie',
          reason: 'Sounds like a bank. Write like me.',
        },
        {
          task: 'Reply to an order enquiry asking whether we can add a box of chocolates to a bouquet.',
          draft:
            'Thank you for your enquiry. Unfortunately, we are unable to offer confectionery as an add-on at ' +
            'this time. We apologise for any inconvenience this may cause.\n\nKind regards,\nCustomer Services',
          reason: "Way too stiff. We're a tiny shop, not a call centre. And sign it from me.",
        },
        {
          task: 'Reply to a 5-star Google review from Mark, who sent flowers for his wedding anniversary.',
          draft:
            'Dear Mark, thank you for your positive review. We are pleased that our products met your ' +
            'expectations. We appreciate your business and look forward to assisting you with your future ' +
            'floral requirements.',
          edit: 'Thanks so much, Mark! Happy anniversary to you both, I hope the ranunculus lasted well. Hattie',
          reason: '"Floral requirements"?? Warm and short.',
        },
        {
          task: 'Answer an email asking what time the shop opens on Sundays.',
          draft:
            "Dear Sir/Madam,\n\nPlease be advised that Fern & Foxglove's Sunday trading hours are " +
            '10:00-14:00. Should you have any further queries, please do not hesitate to get in touch.\n\n' +
            'Kind regards,\nFern & Foxglove',
          edit: "Hi! We're open 10 till 2 on Sundays. See you then!\n\nHattie",
          reason: 'Less formal please.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'shop-marketing',
      task: 'Instagram post announcing the autumn wreath-making workshop dates.',
      draft:
        'Our autumn wreath workshops are back 🍂 Two evenings, 14 and 21 November, 6:30 to 9pm in the shop. ' +
        '£45 per person, including all materials and a glass of mulled wine. Link in bio to book.',
      edit:
        'Our autumn wreath workshops are back 🍂 Two evenings, 14 and 21 November, 6:30 to 9pm in the shop. ' +
        '£55 per person, including all materials and a glass of mulled wine. Link in bio to book.',
      reason: "It's £55 this year.",
    },
    {
      goal: 'event-enquiries',
      task: 'Send Charlotte and Jamie the link to book their consultation.',
      draft:
        "Hi Charlotte and James,\n\nLovely to chat on the phone earlier! Here's the link to pick a time for " +
        'your consultation: fernandfoxglove.co.uk/consult. Evenings and Saturdays both work.\n\nHattie',
      edit:
        "Hi Charlotte and Jamie,\n\nLovely to chat on the phone earlier! Here's the link to pick a time for " +
        'your consultation: fernandfoxglove.co.uk/consult. Evenings and Saturdays both work.\n\nHattie',
    },
    {
      goal: 'studio-comms',
      task: 'Email to all studio members with the Christmas closure dates.',
      draft:
        'Hi everyone,\n\nA quick note that The Loft will be closed from 23 December to 2 January. Classes ' +
        'start again on Saturday 3 January with the 9am Slow Flow. Thank you all for a lovely year!\n\nHattie',
      edit:
        'Hi everyone,\n\nA quick note that The Loft will be closed from 24 December to 2 January. Classes ' +
        'start again on Saturday 3 January with the 9am Slow Flow. Thank you all for a lovely year!\n\nHattie',
      reason: "We're open on the 23rd, there's a morning class.",
    },
    {
      goal: 'studio-comms',
      task: "Reminder to people booked on next Wednesday's pregnancy yoga class.",
      draft:
        "Hi! Just a reminder that you're booked on pregnancy yoga with Jo next Wednesday at 10am. Bring " +
        'water and anything that makes you comfy, we have bolsters and blocks.',
      edit:
        "Hi! Just a reminder that you're booked on pregnancy yoga next Wednesday at 10am. Priya is covering " +
        'for Jo this week. Bring water and anything that makes you comfy, we have bolsters and blocks.',
      reason: "Jo's away next week.",
    },
    {
      goal: 'customer-care',
      task: 'Reply to a customer asking if we still have sunflowers in this week.',
      draft:
        "Hi Rob, yes! We've got sunflowers in until Saturday, and they're £3 a stem or £14 for a bunch of " +
        'five. Hattie',
      edit: "Hi Rob, yes, but only until Friday, they're going fast! £3 a stem or £14 for a bunch of five. Hattie",
    },
    {
      goal: 'shop-marketing',
      task: 'Caption for a photo of the new spring window display.',
      draft: 'Our new window is all about spring yellows: daffodils, mimosa and tulips. Come and say hello 💛',
      edit: 'Our new window is all about spring yellows: narcissi, mimosa and tulips. Come and say hello 💛',
    },
  ],
};
