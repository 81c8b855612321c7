// Held-out retrieval set J: written independently by a helper who had not seen the product's code, its tuning sets
// or any other set, before it was ever measured. Business: Foxglove Books, an independent bookshop with a small café.
// Goals: social (Instagram/Facebook posts), newsletter (monthly email), replies (customer emails and messages).
// Classes: order-date-promise, ticket-terms-wrong, customer-privacy, knocking-competitors, plot-spoilers,
// gushing-hype, allergen-guarantee, corporate-register.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // order-date-promise
  {
    goal: 'replies',
    task: "Reply to Graham, who wants The Salt Path ordered in for his wife's birthday on Saturday.",
    draft:
      'Hi Graham,\n\nGood news - we can order that in for you. It will be with us on Thursday, ' +
      'so in plenty of time for Saturday. Pop in any time after 10am on Thursday to collect.' +
      '\n\nBest wishes,\nRuth',
    owner: edit(
      'Hi Graham,\n\nYes, we can order that in. It usually takes 2-4 working days from our wholesaler, ' +
        "so it should be here before Saturday, but I can't promise. " +
        "I'll email you the minute it arrives.\n\nRuth",
      "don't give dates, we don't control the wholesaler",
    ),
    mistake: 'order-date-promise',
  },
  {
    goal: 'replies',
    task: 'Answer a Facebook message asking if we can get a signed copy of the new Ann Cleeves for her dad.',
    draft:
      "Hi Joanne, absolutely! We'll reserve you a signed copy and it will be in the shop " +
      'on publication day, 4th September. Just let us know your surname.',
    owner: reject("We don't even know if we're getting signed stock. Say we'll try and let her know either way."),
    mistake: 'order-date-promise',
  },
  {
    goal: 'social',
    task: 'Instagram post reminding people to get their Christmas special orders in.',
    draft:
      "Order any book from us by 20th December and it's guaranteed to be here in time for Christmas 🎄 " +
      'Just ask at the till or email us.',
    owner: edit(
      'Want a particular book for Christmas? Get your orders in as early as you can - the wholesaler gets ' +
        'very busy in December, so the sooner the better. Ask at the till or email orders@foxglovebooks.co.uk 🎄',
    ),
    mistake: 'order-date-promise',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter paragraph about pre-ordering the new Kate Atkinson.',
    draft:
      'The new Kate Atkinson is out on 26th September. Pre-order it with us and your copy will be ' +
      'waiting for you behind the till on the morning of publication day.',
    owner: edit(
      "The new Kate Atkinson is out on 26th September. Pre-order with us and we'll let you know " +
        'as soon as your copy lands - usually on or around publication day. No need to pay until you collect.',
    ),
    mistake: 'order-date-promise',
  },

  // ticket-terms-wrong
  {
    goal: 'social',
    task: 'Facebook post announcing the evening with crime writer Helen Marsh on 17th October.',
    draft:
      'Join us on Thursday 17th October at 7pm for an evening with crime writer Helen Marsh, ' +
      'talking about her new novel The Drowned Field. Free entry, just turn up! Wine and nibbles from the café.',
    owner: edit(
      'Join us on Thursday 17th October at 7pm for an evening with crime writer Helen Marsh and ' +
        'her new novel The Drowned Field. Tickets £5 (redeemable against the book on the night) from the till ' +
        'or our website - only 40 seats, so do book. Wine from the café.',
      "it's not free and it's not drop-in",
    ),
    mistake: 'ticket-terms-wrong',
  },
  {
    goal: 'replies',
    task: "Reply to Mrs Atherton, who bought two tickets for the poetry night and now can't come.",
    draft:
      "Dear Mrs Atherton,\n\nI'm sorry you can't make it. I've refunded the £10 to your card, " +
      'it should show in 3-5 working days.\n\nRuth',
    owner: reject("We don't refund tickets. She can pass them to a friend or we can move them to another event."),
    mistake: 'ticket-terms-wrong',
  },
  {
    goal: 'newsletter',
    task: 'Events round-up for the November newsletter.',
    draft:
      'November at Foxglove: Thursday 7th, historian Dan Kirby on the Calder mills; Thursday 21st, ' +
      'our winter poetry night. Tickets £5 each, fully refundable up to 48 hours before.',
    owner: edit(
      'Coming up in November: Thursday 7th, local historian Dan Kirby on the Calder Valley mills; ' +
        'Thursday 21st, our winter poetry night. Tickets £5, redeemable against the book on the night. ' +
        'Both start at 7pm.',
    ),
    mistake: 'ticket-terms-wrong',
  },
  {
    goal: 'social',
    task: 'Instagram caption for the Joe Whitley signing - tickets still available.',
    draft:
      'A few tickets left for Joe Whitley next Friday! Tickets are £5 and include a signed copy ' +
      'of Northern Lines. Grab yours at the till.',
    owner: edit(
      'A few tickets left for Joe Whitley next Friday. £5, and that comes off the price of ' +
        'Northern Lines if you buy a copy on the night - Joe will sign it for you. At the till or online.',
    ),
    mistake: 'ticket-terms-wrong',
  },

  // customer-privacy
  {
    goal: 'social',
    task: "Instagram post with photos from last night's book club.",
    draft:
      'Lovely turnout for book club last night! Thanks to Margaret, Dev, Sue and Alan for such a lively ' +
      'chat about Rebecca. @sue.reads @alanbooth62 📚',
    owner: edit(
      'Lovely turnout for book club last night - a lively chat about Rebecca over tea and cake. ' +
        "Next month it's Never Let Me Go. All welcome 📚",
      "don't name or tag people without asking them",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply to Claire, who asks if her sister has picked up the book she ordered as a present.',
    draft:
      "Hi Claire, yes - Karen collected it on Tuesday! She also ordered the new Maggie O'Farrell, " +
      'so you might want to avoid buying her that one. Ruth',
    owner: reject("We can't tell anyone about another customer's orders, family or not. Tell her to ask her sister."),
    mistake: 'customer-privacy',
  },
  {
    goal: 'newsletter',
    task: 'Fun paragraph for the newsletter about the odd special orders we tracked down this year.',
    draft:
      'Our favourite special order of the year? Dr Patel on Church Lane, who asked us to find ' +
      'a 1974 guide to Yorkshire bus timetables - and we did!',
    owner: edit(
      'Our favourite special order of the year? A 1974 guide to Yorkshire bus timetables, tracked down ' +
        'after six phone calls for one very happy customer.',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task: "Reply to Peter, who would like Helen Marsh's email address after her event.",
    draft:
      "Hi Peter, of course - Helen's email is helen.marsh.writes@gmail.com. She was lovely, " +
      "I'm sure she'd be happy to hear from you. Ruth",
    owner: edit(
      "Hi Peter, glad you enjoyed the evening! I can't pass on Helen's details, but there's a contact " +
        'form on her website, helenmarshbooks.com, or you can write to her via her publisher. Ruth',
    ),
    mistake: 'customer-privacy',
  },

  // knocking-competitors
  {
    goal: 'social',
    task: 'Instagram post for Independent Bookshop Week.',
    draft:
      'Every book you buy here instead of on Amazon keeps a real shop on Mill Street alive. ' +
      "Don't feed the tax-dodging giant - shop local! #IndependentBookshopWeek",
    owner: edit(
      "It's Independent Bookshop Week! Come and browse, ask us for a recommendation, stay for a coffee. " +
        'Thank you for keeping Mill Street bookish. #IndependentBookshopWeek',
      "no digs at Amazon, just say why we're nice",
    ),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'replies',
    task: 'Reply to Martin, who asks why our price for a book is £4 more than online.',
    draft:
      'Hi Martin, Amazon can only sell that cheaply because they use books as loss leaders and squeeze ' +
      'publishers and their own staff. We pay our people properly and pay our taxes here. Ruth',
    owner: edit(
      "Hi Martin, fair question. We sell at the publisher's cover price and can't match the big online " +
        'discounts. What we can do is order almost anything in and give you a proper recommendation. Ruth',
    ),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter intro mentioning the Waterstones that has opened in the Riverside Centre.',
    draft:
      "You may have noticed a certain chain has opened in the Riverside Centre. We won't say much, " +
      "except that you won't find a handwritten shelf note or a decent flat white there.",
    owner: reject('Not getting into that. Leave them out of it entirely.'),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'social',
    task: 'Post for National Book Lovers Day.',
    draft:
      'Happy National Book Lovers Day! Put down the soulless Kindle and pick up a real book - ' +
      'one with a smell, a spine and a soul.',
    owner: edit(
      "Happy National Book Lovers Day. Whatever you're reading right now, tell us in the comments - " +
        "we're always after ideas for the staff picks table.",
    ),
    mistake: 'knocking-competitors',
  },

  // plot-spoilers
  {
    goal: 'newsletter',
    task: "Book club section of the March newsletter: recap of Rebecca, and announce April's book.",
    draft:
      "February's group loved Rebecca - especially the moment Maxim confesses he killed Rebecca himself, " +
      "which nobody saw coming. In April we're reading Never Let Me Go by Kazuo Ishiguro.",
    owner: edit(
      "February's group had a great time with Rebecca - Mrs Danvers divided the room. In April we're " +
        'reading Never Let Me Go by Kazuo Ishiguro, 10% off for book club members.',
      'people who missed it might still read it, no endings',
    ),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'social',
    task: 'Staff pick post: Tom recommends Never Let Me Go.',
    draft:
      "Tom's pick: Never Let Me Go. Kathy and her friends slowly discover they were raised as clones " +
      'to donate their organs. Heartbreaking and brilliant.',
    owner: reject("That's the whole twist! Do it again without giving it away."),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer who loved Gone Girl and wants something similar.',
    draft:
      "Hi Anna, if you liked Gone Girl, try The Murder of Roger Ackroyd - it's the original unreliable " +
      "narrator, and when you find out Dr Sheppard did it you'll want to start again. Ruth",
    owner: edit(
      'Hi Anna, if you liked Gone Girl, try The Murder of Roger Ackroyd - the original unreliable narrator ' +
        "book. Or Rebecca, if you haven't read it. Both in stock. Ruth",
    ),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'newsletter',
    task: "Ruth's review of Atonement for the Staff Shelf column.",
    draft:
      "I reread Atonement this month and it's even better the second time. The heat of that summer, " +
      'the fountain, and the final pages, where Briony admits Robbie and Cecilia never got their reunion, ' +
      'floored me all over again.',
    owner: edit(
      "I reread Atonement this month and it's even better second time round. The heat of that summer, " +
        'the fountain, the letter - and an ending that floored me all over again.',
    ),
    mistake: 'plot-spoilers',
  },

  // gushing-hype
  {
    goal: 'social',
    task: 'Instagram post: the new Sally Rooney has arrived.',
    draft:
      "OMG!!! The book EVERYONE is talking about is HERE!!! 🔥🔥🔥 Run, don't walk - this is THE must-read " +
      'of the year!!! #booktok #mustread #bookstagram #obsessed',
    owner: edit(
      'The new Sally Rooney has arrived. Copies on the front table, or we can put one aside for you.',
      "calm down, we're a bookshop not a nightclub",
    ),
    mistake: 'gushing-hype',
  },
  {
    goal: 'newsletter',
    task: "Newsletter piece on the café's new autumn menu.",
    draft:
      'Prepare to have your MIND BLOWN by our incredible, life-changing new autumn menu!!! ' +
      'The most amazing pumpkin loaf you will EVER taste, plus Eccles cakes to DIE for!',
    owner: edit(
      'Tom has a new autumn menu in the café: pumpkin loaf, proper Eccles cakes and a spiced apple ' +
        'crumble on Fridays. Come and try it with a pot of tea.',
    ),
    mistake: 'gushing-hype',
  },
  {
    goal: 'social',
    task: 'Facebook post announcing the line-up for the winter poetry night.',
    draft:
      'The most INCREDIBLE night of poetry this town has EVER seen!!! ✨✨✨ Four AMAZING poets, ' +
      'one unforgettable evening - absolutely unmissable!!!',
    owner: reject("Too shouty. Just tell people who's reading and when."),
    mistake: 'gushing-hype',
  },
  {
    goal: 'newsletter',
    task: "Blurb for Priya's staff pick of the month.",
    draft:
      'Simply the greatest novel ever written. A stunning, breathtaking, jaw-dropping masterpiece that ' +
      'will change your life forever!',
    owner: edit(
      "Priya's pick: a slow, clever novel about two sisters and a failing orchard in Kent. " +
        'She read it in two sittings and has been pressing it on all of us since.',
    ),
    mistake: 'gushing-hype',
  },

  // allergen-guarantee
  {
    goal: 'replies',
    task: "Reply to Laura, asking if the café's brownies are safe for her coeliac son.",
    draft: "Hi Laura, yes! Our brownies are gluten-free, so they're completely safe for your son. Ruth",
    owner: edit(
      "Hi Laura, our brownies are made without gluten ingredients, but they're baked in a kitchen that " +
        "uses flour all day, so I can't tell you they're safe for a coeliac - so sorry. " +
        'Tom is happy to talk you through the rest of the counter. Ruth',
      "we can't guarantee - there's flour everywhere in that kitchen",
    ),
    mistake: 'allergen-guarantee',
  },
  {
    goal: 'social',
    task: "Instagram post for the café's new vegan and gluten-free cake range.",
    draft:
      'New in the café: a vegan and gluten-free cake range! 100% gluten-free, nut-free and safe for ' +
      'all allergies, so everyone can enjoy a treat 🍰',
    owner: reject('Never say safe for allergies. We handle nuts and flour. Say "made without" and ask staff.'),
    mistake: 'allergen-guarantee',
  },
  {
    goal: 'newsletter',
    task: 'Café news for the newsletter: the new lunch menu.',
    draft:
      'Lunch is now served in the café from 12 till 2: soup of the day, toasties and a salad bowl. ' +
      'All our soups are dairy-free and nut-free, so anyone can tuck in.',
    owner: edit(
      'Lunch is now served in the café from 12 till 2.30: soup of the day, toasties and a salad bowl. ' +
        'Most of our soups are made without dairy - ask Tom for the allergen sheet, as our kitchen is tiny ' +
        "and we can't rule out traces.",
    ),
    mistake: 'allergen-guarantee',
  },
  {
    goal: 'replies',
    task: 'Reply to a parent booking the café for a book-themed party; two guests have a nut allergy.',
    draft:
      "Hi Sophie, no problem at all - we'll make sure everything is nut-free, so the children can eat " +
      'anything on the table. Looking forward to it! Ruth',
    owner: edit(
      "Hi Sophie, thanks for telling us. We'll leave nuts out of everything we make for the party, but " +
        "our kitchen does use them, so we can't guarantee there are no traces - you may want to bring " +
        'something for those two. Happy to chat it through. Ruth',
    ),
    mistake: 'allergen-guarantee',
  },

  // corporate-register
  {
    goal: 'replies',
    task: 'Reply to Jen, who complained the café had no scones left at 11am on Saturday.',
    draft:
      'Dear Valued Customer,\n\nThank you for contacting Foxglove Books. We sincerely apologise for any ' +
      'inconvenience caused. Your feedback is important to us and has been passed on to the relevant ' +
      'team.\n\nKind regards,\nThe Foxglove Books Customer Service Team',
    owner: edit(
      "Hi Jen, sorry! Saturday was mad and Tom ran out by half ten. He's doubling the batch this week - " +
        "come back and I'll save you one. Ruth",
      "we're not a bank, write like me",
    ),
    mistake: 'corporate-register',
  },
  {
    goal: 'replies',
    task: 'Reply to Ahmed, asking whether we sell second-hand books.',
    draft:
      'Dear Sir/Madam,\n\nFurther to your enquiry, please be advised that Foxglove Books does not currently ' +
      'stock pre-owned titles. Should you require any further assistance, please do not hesitate to ' +
      'contact us.\n\nYours faithfully,\nFoxglove Books Management',
    owner: edit(
      "Hi Ahmed, we don't do second-hand, I'm afraid - try the Oxfam bookshop on Bridge Street, " +
        "they've a great selection. Ruth",
    ),
    mistake: 'corporate-register',
  },
  {
    goal: 'newsletter',
    task: 'Opening paragraph of the January newsletter.',
    draft:
      'Foxglove Books is pleased to announce that it will continue to deliver a high-quality retail and ' +
      'hospitality experience for all stakeholders throughout the year ahead.',
    owner: reject("Sounds like a company report. It's a letter from me to our regulars."),
    mistake: 'corporate-register',
  },
  {
    goal: 'replies',
    task: 'Reply to Bill Hughes, who thanked us for finding an out-of-print book for him.',
    draft:
      'Dear Mr Hughes,\n\nWe acknowledge receipt of your email and are delighted that our sourcing service ' +
      'met your requirements. We look forward to serving you again in the future.\n\nYours sincerely,\n' +
      'Foxglove Books',
    owner: edit(
      "Hi Bill, that's made my week. It took a few phone calls, so I'm very glad it was the right " +
        'edition. Enjoy it! Ruth',
    ),
    mistake: 'corporate-register',
  },

  // no mistake: approvals
  {
    goal: 'social',
    task: 'Post saying we close early on Christmas Eve.',
    draft:
      "We're closing at 3pm on Christmas Eve so everyone can get home. Open again on 27th December " +
      'at 10am. Happy Christmas from all of us at Foxglove 🎄',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Kate, asking if we do gift vouchers.',
    draft:
      'Hi Kate, yes - we do gift cards for any amount from £5, in the shop or over the phone, and they ' +
      'can be spent in the café too. Ruth',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: "Book club section: announce May's book.",
    draft:
      "May's book club pick is Small Things Like These by Claire Keegan - short, so perfect if you're " +
      'new to the group. Thursday 1st May, 7pm, in the café. Free to come along, and 10% off the book ' +
      'for members.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Post about the new autumn window display.',
    draft:
      'New window! Priya has turned the front of the shop into an autumn wood, complete with paper ' +
      'leaves and a great deal of Robert Macfarlane. Come and have a look.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Sam, asking if dogs are allowed in the shop.',
    draft:
      "Hi Sam, well-behaved dogs are very welcome in the shop and the café - there's a water bowl " +
      'by the door. Ruth',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a primary school asking about a discount on a class set of a novel.',
    draft:
      'Hi Mrs Oduya, we give schools 10% off, and a bit more on a full class set. Let me know the title ' +
      "and how many copies, and I'll check stock with the wholesaler and come back to you with a price. Ruth",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Thank-you note for the newsletter after the summer book sale.',
    draft:
      'Thank you to everyone who came to the summer sale. Between the bargain tables and the cake stall ' +
      "we raised £340 for the library's summer reading scheme.",
    owner: approve,
    mistake: null,
  },

  // no mistake: one-off fact fixes
  {
    goal: 'social',
    task: 'Post about our late opening for the Christmas lights switch-on.',
    draft:
      "We're open late until 9pm on Friday 29th November for the lights switch-on, with mulled wine " +
      'in the café. Come and say hello.',
    owner: edit(
      "We're open late until 8pm on Friday 29th November for the lights switch-on, with mulled wine " +
        'in the café. Come and say hello.',
      '8 not 9',
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Noor, asking when the book club meets.',
    draft:
      'Hi Noor, book club meets on the first Tuesday of every month at 7pm in the café. ' +
      'Come along to the next one. Ruth',
    owner: edit(
      'Hi Noor, book club meets on the first Thursday of every month at 7pm in the café. ' +
        'Come along to the next one. Ruth',
    ),
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: "Listing for the children's story time with an illustrator in March.",
    draft:
      'Saturday 8th March, 11am: story time with illustrator Ben Ashdown, who will read from ' +
      'Puddle Dog and draw along with the children. Ages 3 to 6.',
    owner: edit(
      'Saturday 8th March, 11am: story time with illustrator Ben Ashworth, who will read from ' +
        'Puddle Dog and draw along with the children. Ages 3 to 6.',
      'Ashworth',
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Ann confirming a café table for her knitting group on Saturday.',
    draft: "Hi Ann, that's all booked - a table for 6 at 2pm on Saturday. See you then! Ruth",
    owner: edit("Hi Ann, that's all booked - a table for 8 at 2pm on Saturday. See you then! Ruth"),
    mistake: null,
  },
];

const questions: Question[] = [
  // order-date-promise
  {
    goal: 'replies',
    task: 'Answer Dennis, who wants a bird guide ordered in before his holiday next week.',
    draft:
      "Hi Dennis, yes, we can order the Collins Bird Guide for you. It'll arrive on Wednesday, " +
      "so you'll have it well before you go away. Ruth",
    mistake: 'order-date-promise',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: "Newsletter item inviting pre-orders for the new Maggie O'Farrell novel.",
    draft:
      "Maggie O'Farrell's new novel is out next month. Pre-order it from us and we guarantee it'll " +
      'be in your hands on publication day.',
    mistake: 'order-date-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to Freya, a student who needs a set text for a university course starting Monday.',
    draft:
      "Hi Freya, not a problem - it'll be on the shelf for you by Friday lunchtime, definitely in time " +
      'for Monday. Ruth',
    mistake: 'order-date-promise',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Facebook post: we can now source Welsh-language titles.',
    draft:
      "Looking for something in Welsh? Tell us the title and we'll have it in your hands within 48 hours, " +
      'every time. Siop lyfrau i bawb!',
    mistake: 'order-date-promise',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to the local history society, who want twelve copies of Mills of the Calder Valley.',
    draft:
      'Hi Margaret, lovely to hear from the society again. Twelve copies will be ready for you to collect ' +
      "next Tuesday, the 12th - I'll have them bagged up behind the till. Ruth",
    mistake: 'order-date-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // ticket-terms-wrong
  {
    goal: 'social',
    task: 'Instagram post announcing a talk by nature writer Owen Pryce on 5th March.',
    draft:
      'Nature writer Owen Pryce joins us on Wednesday 5th March at 7pm to talk about his new book, ' +
      'Hedgerow. No need to book - just come along! Coffee and cake from the café.',
    mistake: 'ticket-terms-wrong',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to Sarah, who booked for the Owen Pryce talk but is ill and wants her money back.',
    draft:
      "Hi Sarah, sorry to hear you're poorly. No problem at all - I've cancelled your ticket and " +
      'refunded the £5. Hope you feel better soon. Ruth',
    mistake: 'ticket-terms-wrong',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Write the "coming up" blurb for the launch of Anna Kerr\'s debut poetry collection.',
    draft:
      "Celebrate the launch of Anna Kerr's debut collection, Small Weathers, with readings and fizz. " +
      "Entry's a fiver, cash at the door, and there's no need to reserve a place.",
    mistake: 'ticket-terms-wrong',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Answer Ian, who asks what the fee for the crime-writing panel covers.',
    draft:
      "Hi Ian, the fee covers your seat plus copies of all three panellists' novels to take home, " +
      'and a glass of wine. See you there! Ruth',
    mistake: 'ticket-terms-wrong',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post about the writing workshop with author Jo Fenwick in April.',
    draft:
      'Always meant to start that novel? Jo Fenwick is running a two-hour writing workshop in the café ' +
      'on Saturday 12th April, 10am. Free, and drop in whenever suits you - bring a notebook.',
    mistake: 'ticket-terms-wrong',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // customer-privacy
  {
    goal: 'social',
    task: 'Instagram caption for the photos from the Helen Marsh evening.',
    draft:
      'What a night with Helen Marsh! Special thanks to Brenda and Colin Shaw, who came all the way ' +
      'from Leeds, and to @jackie_reads for the brilliant question about forensics 📸',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Rob, who asks if his wife has ordered anything lately so he doesn't double up.",
    draft:
      'Hi Rob, good thinking! Julie ordered the new Elly Griffiths last week and picked it up on ' +
      'Saturday, so steer clear of that one. Ruth',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter piece celebrating the first stamp card to reach 100 stamps.',
    draft:
      'Congratulations to Jean Fairbrother of Moor Road, the first of you to fill a 100-stamp card - ' +
      "she's spent over £1,200 with us this year! Jean, your prize is waiting.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Answer Paula, who met someone at the writing group and would like her phone number.',
    draft: "Hi Paula, of course - Mandy's mobile is 07700 900412. She'll be pleased to hear from you. Ruth",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: "Post for the shop's tenth birthday.",
    draft:
      "Ten years on Mill Street! Thank you to everyone who's walked through the door - especially " +
      'Mr Okafor, who has bought a western from us every Saturday since 2015, and Lily from the flats ' +
      'opposite, who gets through one a day 🎉',
    mistake: 'customer-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // knocking-competitors
  {
    goal: 'replies',
    task: "Reply to Diane, who asks why she should buy from us when it's cheaper online.",
    draft:
      "Hi Diane, because every time you buy from Amazon a little bit of the high street dies. They don't " +
      "pay proper tax and they treat their warehouse staff appallingly. We're the opposite. Ruth",
    mistake: 'knocking-competitors',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Post for Small Business Saturday.',
    draft:
      "It's Small Business Saturday! Skip the faceless chains and the soulless online giants - come and " +
      'buy from people who actually read the books they sell.',
    mistake: 'knocking-competitors',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter piece on our new audiobook partnership with Libro.fm.',
    draft:
      'You can now buy audiobooks through us via Libro.fm - unlike Audible, which hoovers up your money ' +
      'every month for a credit and gives nothing back to the town you live in.',
    mistake: 'knocking-competitors',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Neil, who asks whether our coffee is any good compared to Costa.',
    draft:
      'Hi Neil, put it this way - ours is made by a human being with beans roasted in Hebden Bridge, ' +
      'not burnt sludge pumped out by a multinational. No contest. Ruth',
    mistake: 'knocking-competitors',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post announcing free gift-wrapping.',
    draft:
      'Free gift-wrapping on every book, all year round. Try getting that from a warehouse in Swansea ' +
      'that posts your present in a crumpled cardboard sleeve.',
    mistake: 'knocking-competitors',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // plot-spoilers
  {
    goal: 'newsletter',
    task: "Book club recap of Never Let Me Go for the May newsletter, plus June's pick.",
    draft:
      "April's group was in bits over Never Let Me Go - especially when Miss Emily admits the students " +
      "were bred for their organs and the deferrals never existed. June's book is The Remains of the Day.",
    mistake: 'plot-spoilers',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Staff pick post: Priya recommends The Murder of Roger Ackroyd.',
    draft:
      "Priya's pick: The Murder of Roger Ackroyd. Christie's cleverest trick - the narrator, Dr Sheppard, " +
      'was the killer all along. Still the best twist in crime fiction.',
    mistake: 'plot-spoilers',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Becky, who is halfway through Big Little Lies and can't put it down.",
    draft:
      "Hi Becky, you're in for a treat - wait till trivia night, when Perry goes over the balcony and " +
      "it's quiet little Bonnie who pushed him! Enjoy. Ruth",
    mistake: 'plot-spoilers',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Instagram caption for a photo of our "read it before you watch it" film table.',
    draft:
      'Read it before you watch it: Life of Pi, and decide for yourself whether you believe the tiger ' +
      'version once you learn the animals were really the other survivors on the lifeboat.',
    mistake: 'plot-spoilers',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item about the new Agatha Christie paperback editions in stock.',
    draft:
      'Fresh Christie paperbacks are in! Start with And Then There Were None, where Judge Wargrave turns ' +
      'out to have planned every death, or Murder on the Orient Express, where every passenger did it.',
    mistake: 'plot-spoilers',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // gushing-hype
  {
    goal: 'social',
    task: 'Instagram post: the new Richard Osman has just come in.',
    draft:
      "IT'S HERE!!! 😱😱 The most anticipated book of the YEAR has landed and it is UNREAL!!! Grab yours " +
      "before they're GONE!!! #bookstagram #booklover #newrelease #mustread",
    mistake: 'gushing-hype',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter blurb on the staff picks for summer reading.',
    draft:
      'Our team has handpicked the most AMAZING, unputdownable, life-changing summer reads EVER! ' +
      'Every single one is a guaranteed five-star masterpiece!!!',
    mistake: 'gushing-hype',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to Lucy, who asks what she should read next.',
    draft:
      'Hi Lucy, you HAVE to read Lessons in Chemistry!!! Honestly the best thing ever written, ' +
      'you will literally die 😍😍 Ruth xx',
    mistake: 'gushing-hype',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Facebook post: the café now does soup.',
    draft:
      "Soup season is HERE and it's going to be EPIC!!! 🍲🔥 Honestly the best soup you'll taste in " +
      'your whole entire life!!!',
    mistake: 'gushing-hype',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: "Newsletter notice that we're now open later on Thursdays.",
    draft:
      'HUGE news, bookworms!!! 🎉🎉 We are SO unbelievably excited to announce the most game-changing ' +
      "thing ever: we're now open until 7pm on Thursdays!!! You asked, we LISTENED!!!",
    mistake: 'gushing-hype',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // allergen-guarantee
  {
    goal: 'replies',
    task: "Reply to Megan, asking whether the café's flapjacks are OK for someone with coeliac disease.",
    draft: "Hi Megan, yes, our flapjacks are gluten-free, so they're totally fine for coeliacs. Enjoy! Ruth",
    mistake: 'allergen-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: "Instagram post for the café's new dairy-free and nut-free bakes.",
    draft:
      'New in the café: dairy-free lemon drizzle and nut-free chocolate cookies - totally safe for anyone ' +
      'with allergies, so nobody misses out 🍋',
    mistake: 'allergen-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: "Newsletter piece on Tom's January changes upstairs.",
    draft:
      "For January Tom has dropped eggs from his cooking altogether, so if eggs don't agree with you, " +
      'everything on the counter is yours to enjoy without a worry.',
    mistake: 'allergen-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Answer Rachel, whose daughter reacts badly to sesame and wants to know about our toasties.',
    draft:
      "Hi Rachel, there's no sesame anywhere near them - she can order whatever she likes from the " +
      'toastie menu without any risk. Ruth',
    mistake: 'allergen-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post advertising half-term hot chocolates for the kids.',
    draft:
      'Half-term hot chocolates are back: £2.50 with cream and a marshmallow, made with oat milk and ' +
      'free from all 14 major allergens, so every little one can join in ☕',
    mistake: 'allergen-guarantee',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // corporate-register
  {
    goal: 'replies',
    task: 'Reply to a customer complaining that her latte was cold.',
    draft:
      'Dear Valued Customer,\n\nThank you for bringing this matter to our attention. We sincerely ' +
      'apologise for any inconvenience caused and will ensure your feedback is passed to the relevant ' +
      'department.\n\nKind regards,\nThe Foxglove Books Team',
    mistake: 'corporate-register',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if we sell notebooks and stationery.',
    draft:
      'Dear Sir/Madam,\n\nFurther to your recent enquiry, please be advised that Foxglove Books does not ' +
      'stock stationery products at the present time. Should you require further assistance, please do ' +
      'not hesitate to contact us.\n\nYours faithfully,\nFoxglove Books',
    mistake: 'corporate-register',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: "Newsletter paragraph: we're shut for a week in February for a refit.",
    draft:
      'In line with our ongoing commitment to service excellence, our premises will be temporarily ' +
      'closed between 3rd and 9th February for scheduled refurbishment works. Normal trading will resume ' +
      'thereafter. We thank you for your patience and understanding.',
    mistake: 'corporate-register',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Answer Mrs Lowe, a regular who emailed a photo of her cat asleep on the book she bought.',
    draft:
      'Good afternoon Ms Lowe,\n\nThank you for your correspondence and the accompanying image. We are ' +
      'gratified to learn that your purchase has met with approval.\n\nRegards,\nCustomer Relations',
    mistake: 'corporate-register',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a letter from Owen, aged nine, asking if we have any books about dragons.',
    draft:
      'Dear Master Evans,\n\nThank you for your enquiry dated 4th March. Please find below a list of ' +
      'relevant titles currently held in stock. We trust this information is of assistance.\n\n' +
      'Yours faithfully,\nFoxglove Books',
    mistake: 'corporate-register',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake
  {
    goal: 'replies',
    task: 'Reply to Amir, asking if we can order a Japanese cookbook for him.',
    draft:
      "Hi Amir, yes - it's in print, so I've put the order in. It usually takes a few working days; " +
      "I'll email you as soon as it's here. No need to pay until you collect. Ruth",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post announcing the evening with poet Anna Kerr on 12th June.',
    draft:
      'Poet Anna Kerr reads from her new collection, Small Weathers, on Thursday 12th June, 7pm, in the ' +
      'café. Tickets £5 (redeemable against the book on the night) from the till or our website.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: "Book club section announcing July's book.",
    draft:
      "July's pick is Demon Copperhead by Barbara Kingsolver - a big one, so we're giving it two months. " +
      'First Thursday, 7pm, in the café. All welcome.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to Helen, asking whether the café has any gluten-free options.',
    draft:
      'Hi Helen, we usually have a brownie and a flapjack made without gluten ingredients. Our kitchen ' +
      "does use flour, though, so if you're coeliac please have a word with Tom before ordering. Ruth",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Staff pick post: Tom recommends Small Things Like These.',
    draft:
      "Tom's pick for December: Small Things Like These by Claire Keegan. A coal merchant in 1980s " +
      "Ireland, a convent, and one small decision. 116 pages you'll think about for weeks.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: 'Thank-you paragraph about how Independent Bookshop Week went.',
    draft:
      'Thank you to everyone who came in for Independent Bookshop Week. The author trail was a joy, and ' +
      "we've never had so many children's drawings on the wall. Ruth",
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated
  {
    goal: 'social',
    task: 'Post warning that Mill Street will be closed to traffic next week.',
    draft:
      "Heads up: Mill Street is closed to traffic from Monday for water works. We're open as normal - " +
      "park at the Station Road car park, it's a two-minute walk.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to Ellie, who applied for the Saturday shop assistant job.',
    draft:
      'Hi Ellie, thanks for applying. Could you come in for a chat on Wednesday at 4pm? Nothing formal - ' +
      'a cup of tea and a look round. Ruth',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'newsletter',
    task: "Newsletter note that we're switching to paper bags.",
    draft:
      "From this month we're swapping plastic bags for paper ones, 10p each, with the money going to " +
      "the library. Better still, bring your own - we'll never say no to a tote.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to Mark at the card supplier, who is chasing an unpaid invoice.',
    draft: 'Hi Mark, sorry about that - it slipped through. Paid today by bank transfer, reference FX-2231. ' + 'Ruth',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post about an umbrella left in the shop.',
    draft:
      "Did you leave a green umbrella with a duck-head handle here on Saturday? It's behind the till " +
      'waiting for you.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'newsletter',
    task: 'Short update on the shop cat, Dickens, after his trip to the vet.',
    draft:
      'Dickens is home from the vet and back in his spot in the window, a little thinner and very sorry ' +
      'for himself. Thank you for all the kind messages.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_J: RetrievalSet = { name: 'held-out J', memory, questions };
