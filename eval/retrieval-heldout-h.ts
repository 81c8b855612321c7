// Held-out retrieval set H, written independently by a helper who had not seen the product's code, its tuning sets
// or any other set, before it was ever measured. Business: The Hazel Room, a hair and beauty salon (cuts, colour,
// nails, brows, bridal) with four stylists (Claire, Priya, Dan, Megan) and a small product shelf. Goals: posts,
// replies, reminders. Classes: colour-promise, patch-test-skipped, fixed-price-quote, client-privacy,
// cancellation-policy, product-health-claims, gushing-tone, too-long.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // colour-promise
  {
    goal: 'replies',
    task:
      'Reply to an Instagram DM from Jade, a new client with box-dyed dark brown hair, who sent a photo of ' +
      'icy platinum blonde and asks if we can do it',
    draft:
      'Hi Jade! Absolutely, Priya is our colour specialist and she can get you to that exact icy platinum in ' +
      "one appointment. She has a 3-hour slot on Thursday 14th at 10am, and as you're new we'd just need a " +
      'quick patch test 48 hours before. Shall I book it?',
    owner: edit(
      "Hi Jade! Thanks for the photo, it's a gorgeous shade. Coming from box dye, getting to icy platinum " +
        'usually takes a few sessions to keep your hair in good condition, so Priya would want to see you for a ' +
        'free consultation and patch test first to plan it properly. Could you pop in this week?',
      'Never promise platinum from box dye in one go. Consultation first',
    ),
    mistake: 'colour-promise',
  },
  {
    goal: 'posts',
    task: 'Instagram caption for the before/after photos of a copper transformation Priya did last week',
    draft:
      'From mousy to molten copper ✨ Priya can give ANYONE this exact shade, just bring your inspo pic and ' +
      "she'll match it perfectly. Book your colour now, link in bio 🧡",
    owner: reject("We can't say anyone can have this. It depends on their hair and what's on it already."),
    mistake: 'colour-promise',
  },
  {
    goal: 'replies',
    task:
      'Reply to an email from Sue, a regular colour client, asking if we can cover all her greys and have ' +
      'it last until her holiday in six weeks',
    draft:
      "Hi Sue, yes! Our permanent colour gives 100% grey coverage, guaranteed, and it won't fade or show any " +
      'regrowth before your holiday. Claire has Friday at 2pm free, would that suit?',
    owner: edit(
      'Hi Sue, Claire can definitely help with your greys. Coverage is usually excellent, though regrowth can ' +
        'start to show after 4-5 weeks, so booking a week or so before you go would be ideal. She has Friday at ' +
        '2pm or Saturday 21st at 11am, would either suit?',
    ),
    mistake: 'colour-promise',
  },
  {
    goal: 'reminders',
    task: 'Confirmation text for Amy, booked with Priya next Wednesday for a blonde-to-brunette colour correction',
    draft:
      "Hi Amy, you're booked with Priya on Wed 9th at 9:30am for your colour correction. By the end of the day " +
      "you'll be walking out with the rich chocolate brunette you showed us! See you then, The Hazel Room",
    owner: edit(
      "Hi Amy, you're booked with Priya on Wed 9th at 9:30am for your colour correction. Priya will talk you " +
        'through the plan at the start. See you then, The Hazel Room',
      "don't promise the end result, corrections can take more than one visit",
    ),
    mistake: 'colour-promise',
  },
  {
    goal: 'posts',
    task: 'Instagram caption for a photo of the new Christmas window display',
    draft:
      'Our Christmas window is up! 🎄 Huge thanks to Megan for an afternoon of glitter and fairy lights. ' +
      'Festive appointments are filling fast, book via the link in bio.',
    owner: approve,
    mistake: null,
  },
  // patch-test-skipped
  {
    goal: 'replies',
    task: 'Reply to a WhatsApp from Ellie, a new client, asking for a brow shape and tint tomorrow lunchtime',
    draft: 'Hi Ellie, Megan can fit you in tomorrow at 12:30 for a brow shape and tint. See you then!',
    owner: reject(
      'New client, she needs a patch test 48 hours before any tint. Offer the shape tomorrow and the tint ' +
        'later in the week.',
    ),
    mistake: 'patch-test-skipped',
  },
  {
    goal: 'reminders',
    task:
      'Booking confirmation text for Hannah, first visit, full head highlights with Priya on Saturday 18th ' +
      'at 10am',
    draft:
      "Hi Hannah, lovely to have you joining us! You're booked for full head highlights with Priya on Sat " +
      "18th at 10am. Just come along with clean, dry hair and we'll take care of the rest. The Hazel Room x",
    owner: edit(
      "Hi Hannah, lovely to have you joining us! You're booked for full head highlights with Priya on Sat " +
        "18th at 10am. As it's your first colour with us, please pop in for a quick patch test by Thursday " +
        "16th, any time we're open. The Hazel Room x",
    ),
    mistake: 'patch-test-skipped',
  },
  {
    goal: 'posts',
    task: "Facebook post: we've got last-minute gaps this Friday for lash lifts and tints",
    draft:
      'Last-minute gaps this Friday! 🙌 Megan has 3 slots left for lash lift & tint. First come first served, ' +
      'message us to grab one and you could be fluttering by Friday afternoon.',
    owner: edit(
      "Last-minute gaps this Friday! Megan has 3 slots left for lash lift & tint. If you haven't had a tint " +
        "with us in the last 6 months you'll need a patch test by Wednesday, so message us today to grab one.",
      'patch test!!',
    ),
    mistake: 'patch-test-skipped',
  },
  {
    goal: 'replies',
    task:
      'Reply to Rachel, who last had colour with us over a year ago, asking to come in today for a root ' +
      'touch-up as she has an event tonight',
    draft:
      'Hi Rachel, good news, Claire has had a cancellation at 3pm today so we can do your roots then. ' +
      'See you later!',
    owner: reject(
      "It's over 6 months since her last colour so she needs a patch test first, we can't do it today. " +
        'Say sorry and offer the first date after a test.',
    ),
    mistake: 'patch-test-skipped',
  },
  {
    goal: 'reminders',
    task: "Reminder text for Mrs Patel's cut and blow-dry with Claire on Friday at 9:30am",
    draft:
      'Hi Mrs Patel, a reminder of your cut and blow-dry with Claire on Fri at 9:30am. See you then! ' +
      'The Hazel Room',
    owner: approve,
    mistake: null,
  },
  // fixed-price-quote
  {
    goal: 'replies',
    task: 'Reply to an Instagram DM asking how much a balayage costs',
    draft: 'Hi! Our balayage is £120 and takes about 3 hours. Would you like to book?',
    owner: edit(
      'Hi! Balayage starts from £120. The final price depends on your hair length and thickness and which ' +
        "stylist you see, so we'd do a quick free consultation to give you an exact quote. Would you like to " +
        'book one?',
      "It's FROM £120. Never give one flat price for colour",
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing our new price list from 1 March',
    draft:
      'New prices from 1 March 💇‍♀️ Cut & finish £42 | Full head highlights £95 | Balayage £120 | ' +
      'Gel nails £28 | Brow shape & tint £22. Book via the link in bio.',
    owner: edit(
      'New price list from 1 March. Cut & finish from £42 | Full head highlights from £95 | Balayage from ' +
        '£120 | Gel nails £28 | Brow shape & tint £22. Hair prices vary with length and stylist, full list in ' +
        'the link in bio.',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'replies',
    task:
      'Reply to Olivia, a bride-to-be, asking what bridal hair for her, her three bridesmaids and her mum ' +
      'would cost',
    draft:
      'Congratulations Olivia! Bridal hair is £150 for you and £55 for each bridesmaid and your mum, so £370 ' +
      'in total, plus £75 for your trial.',
    owner: reject(
      'Bridal is from prices and depends on the styles, travel and timings. We always quote properly after ' +
        "the consultation, don't give a total.",
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'reminders',
    task: 'Text to Mark confirming his restyle with Dan on Thursday at 5:15pm; he asked what it will cost',
    draft: "Hi Mark, confirmed for your restyle with Dan on Thursday at 5:15pm. It'll be £28, see you then.",
    owner: edit(
      'Hi Mark, confirmed for your restyle with Dan on Thursday at 5:15pm. Restyles are from £28, Dan will ' +
        'confirm the price with you before he starts. See you then.',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'replies',
    task: 'Reply to a message from Mo asking if the salon has wheelchair access',
    draft:
      "Hi Mo, yes, we're on the ground floor with step-free access from the street, and our backwash chairs " +
      "can be adjusted. Let us know if there's anything else we can do to make your visit easier.",
    owner: approve,
    mistake: null,
  },
  // client-privacy
  {
    goal: 'posts',
    task: "Instagram post of the bridal updo Priya did for a client's wedding on Saturday",
    draft:
      'Congratulations to Sophie Turnbull who married Jack at Wroxall Abbey on Saturday! 💍 Priya created ' +
      'this soft romantic updo. @sophieturnbull88 you looked incredible!',
    owner: edit(
      'Soft romantic updo by Priya for one of our Saturday brides 💍 We loved being part of the morning. ' +
        'Bridal enquiries via the link in bio.',
      "We don't name or tag clients unless they've said yes in writing",
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'replies',
    task:
      "Reply to a Google review from Lisa M. thanking Claire for her cut and saying she'd been struggling " +
      'with her hair lately',
    draft:
      "Thank you so much Lisa! Claire was so pleased to help. We know how hard it's been since your hair " +
      "started thinning after your treatment, and we're so glad the new cut has given you your confidence " +
      'back.',
    owner: reject("That's her health on a public review! Just thank her and say we look forward to seeing her."),
    mistake: 'client-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply to Gemma asking whether her friend Becky has booked in on Saturday so they can sit together',
    draft:
      'Hi Gemma! Yes, Becky is in with Claire at 11am on Saturday, so if we book you in at 11 with Priya ' +
      "you'll be side by side!",
    owner: edit(
      "Hi Gemma! We can't share other clients' bookings I'm afraid, but if Becky lets you know her time " +
        "we'll do our best to put you next to each other. Priya has 11am on Saturday if that helps.",
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for Dawn, who has booked a scalp and hair loss consultation with Claire on Friday at 4pm',
    draft:
      'Hi Dawn, just a reminder of your hair loss consultation with Claire on Friday at 4pm. See you then! ' +
      'The Hazel Room',
    owner: edit(
      'Hi Dawn, just a reminder of your appointment with Claire on Friday at 4pm. See you then! The Hazel Room',
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'posts',
    task: 'Facebook post welcoming Priya back from maternity leave',
    draft:
      "She's back! 🎉 Priya returns from maternity leave on Tuesday 4th and her book is now open. Colour " +
      'clients, grab your spot online or call us on 01926 555014.',
    owner: approve,
    mistake: null,
  },
  // cancellation-policy
  {
    goal: 'replies',
    task: "Reply to Kate, who is cancelling her colour appointment tomorrow morning because she's busy at work",
    draft:
      "No problem at all Kate, I've cancelled tomorrow's appointment and there's no charge. Let us know " +
      "when you'd like to rebook!",
    owner: edit(
      "Hi Kate, thanks for letting us know. As it's less than 48 hours' notice we do charge 50% of the " +
        "appointment, which will come off the card we have on file. Let us know when you'd like to rebook.",
      "Under 48 hours is 50%. It's on the booking form",
    ),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'replies',
    task: 'Reply to Charlotte, a bride who has postponed her wedding and is asking for her £100 deposit back',
    draft:
      "So sorry to hear the wedding has been postponed, Charlotte. Of course, I'll refund your £100 deposit " +
      'today and you can book again when you have a new date.',
    owner: reject('Bridal deposits are non-refundable, but we can move it to her new date. Be kind about it.'),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'reminders',
    task: 'Standard reminder text template sent 3 days before hair appointments',
    draft:
      'Hi {name}, just a reminder of your appointment at The Hazel Room on {date} at {time}. If you need to ' +
      'cancel, just let us know any time before your appointment. See you soon!',
    owner: edit(
      'Hi {name}, a reminder of your appointment at The Hazel Room on {date} at {time}. If you need to ' +
        'cancel or move it, please let us know at least 48 hours before. See you soon!',
    ),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'posts',
    task: "Facebook post about the number of no-shows we've had this month",
    draft:
      "We've had a few no-shows lately 😔 Please remember to give us at least 24 hours' notice if you can't " +
      'make it, so we can offer the slot to someone else!',
    owner: edit(
      "We've had a lot of no-shows this month. If you can't make your appointment, please give us at least " +
        "48 hours' notice so we can offer the slot to someone else. Missed appointments are charged in full. " +
        'Thank you for understanding!',
    ),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'replies',
    task: 'Reply to a 3-star Google review saying the reviewer waited 20 minutes past her appointment time',
    draft:
      "Thank you for your feedback, and I'm sorry you were kept waiting. That's not the experience we want " +
      "for anyone. We've looked at how we schedule longer colour appointments so it doesn't happen again, " +
      "and I hope we'll see you again soon. Claire, owner",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: "Reminder text for Jo's brow wax with Megan on Saturday at 11:30am",
    draft: 'Hi Jo, a reminder of your brow wax with Megan on Sat at 10:30am. See you then! The Hazel Room',
    owner: edit('Hi Jo, a reminder of your brow wax with Megan on Sat at 11:30am. See you then! The Hazel Room'),
    mistake: null,
  },
  // product-health-claims
  {
    goal: 'posts',
    task: 'Instagram post about the new scalp serum on our product shelf',
    draft:
      'New on the shelf: Davines Energizing Superactive serum 🌿 Stops hair loss and regrows thinning patches ' +
      'in weeks. £38, ask at reception!',
    owner: edit(
      'New on the shelf: Davines Energizing Superactive serum 🌿 A lightweight scalp serum that leaves ' +
        'finer hair looking fuller. £38, ask at reception!',
      "We can't claim it stops hair loss, it's not a medicine",
    ),
    mistake: 'product-health-claims',
  },
  {
    goal: 'replies',
    task: 'Reply to Nina asking if we sell anything for the psoriasis flaking on her scalp',
    draft:
      "Hi Nina, yes! Our tea tree scalp shampoo will clear up psoriasis within a couple of weeks. It's £16 " +
      'at reception.',
    owner: reject(
      "We can't say anything treats psoriasis. Tell her to see her GP or pharmacist, and we can suggest a " +
        'gentle shampoo for sensitive scalps.',
    ),
    mistake: 'product-health-claims',
  },
  {
    goal: 'reminders',
    task: 'Aftercare text to Zoe after her bleach lightening today, recommending Olaplex No.3',
    draft:
      'Hi Zoe, thanks for coming in today! To keep your blonde happy, use Olaplex No.3 once a week, it ' +
      'completely repairs all the damage from bleaching. Any questions just shout. The Hazel Room',
    owner: edit(
      'Hi Zoe, thanks for coming in today! To keep your blonde happy, use Olaplex No.3 once a week before ' +
        'shampooing, it really helps strengthen lightened hair. A purple shampoo once a week will keep it ' +
        'bright too. Any questions just shout. The Hazel Room',
    ),
    mistake: 'product-health-claims',
  },
  {
    goal: 'posts',
    task: 'Instagram story caption for the Kevin Murphy restock',
    draft:
      'Kevin Murphy is BACK in stock 🙌 Angel.Wash is chemical-free and safe for eczema-prone skin, and the ' +
      'Hydrate-Me range cures dry, frizzy hair for good.',
    owner: reject('No "chemical-free", no "safe for eczema", no "cures". Just say what\'s back in and the prices.'),
    mistake: 'product-health-claims',
  },
  {
    goal: 'reminders',
    task: "Confirmation text for Kayleigh's gel nail infill with Megan on Wednesday at 4pm",
    draft: "Hi Kayleigh, you're booked for a gel infill with Megan on Wed at 4pm. See you then! The Hazel Room",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Fran asking who did her colour in March because she wants the same stylist again',
    draft: 'Hi Fran, that was Claire! She has Tuesday 15th at 11am or Friday 18th at 2pm, would either suit?',
    owner: edit('Hi Fran, that was Priya! She has Tuesday 15th at 11am or Friday 18th at 2pm, would either suit?'),
    mistake: null,
  },
  // gushing-tone
  {
    goal: 'replies',
    task: 'Reply to a 5-star Google review: "Megan did my nails beautifully, will definitely be back"',
    draft: "OMG thank youuu hun!!! 😍😍💅 Megan is literally obsessed with you!! Can't wait to see you again babe xxx",
    owner: edit(
      "Thank you so much! Megan loved doing your nails and we can't wait to see you again.",
      "We're not your mates on a night out. Warm but professional please",
    ),
    mistake: 'gushing-tone',
  },
  {
    goal: 'posts',
    task: 'Instagram caption for a photo of a skin fade Dan did',
    draft:
      "Fade game STRONG 🔥🔥🔥 Dan absolutely SMASHED this one lads!!! 💈💯 Who's next?? Slide into our DMs " +
      'babesss 😜',
    owner: edit('Clean skin fade by Dan 💈 Want one? Book online via the link in bio.'),
    mistake: 'gushing-tone',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for a bridal trial with Claire next Tuesday at 2pm',
    draft:
      'Eeeek!!! Hi gorgeous girl 💕👰✨ Only 5 more sleeps til your bridal trial with Claire on Tues at 2pm!!! ' +
      'We are SO excited hun!!! xoxo',
    owner: reject('Way too much. Just a normal friendly reminder please.'),
    mistake: 'gushing-tone',
  },
  {
    goal: 'replies',
    task:
      "Reply to Sarah's email asking if she can bring her 8-year-old daughter for a fringe trim at the same " +
      'time as her own cut on Saturday',
    draft:
      "Aww yesss of course hun!! 🥰 Bring the little cutie along, we'll sort her fringe out no probs!! " +
      "Dan's got u both at 10 on Sat xx",
    owner: edit(
      "Hi Sarah, of course! Dan can do your cut and your daughter's fringe together at 10am on Saturday. " +
        'See you both then.',
    ),
    mistake: 'gushing-tone',
  },
  {
    goal: 'posts',
    task: "Instagram post reminding people we're open late on Thursdays",
    draft:
      "Did you know we're open until 8pm every Thursday? 🌙 Perfect for an after-work cut, colour or nails. " +
      'Book via the link in bio.',
    owner: approve,
    mistake: null,
  },
  // too-long
  {
    goal: 'reminders',
    task: "Reminder text for Ben's beard trim with Dan tomorrow at 6pm",
    draft:
      "Hi Ben, we hope you're having a lovely week! This is a friendly reminder from all of us here at The " +
      'Hazel Room that you have an appointment booked for a beard trim with Dan tomorrow, Thursday, at 6:00pm. ' +
      'Dan is really looking forward to seeing you. Please try to arrive around five minutes early so we can ' +
      'get you settled in and offer you a drink. If for any reason you need to change your appointment, ' +
      "please give us a call on 01926 555014 or simply reply to this message and we'll be happy to help. We " +
      'look forward to welcoming you! Warm wishes, The Hazel Room team',
    owner: edit(
      'Hi Ben, reminder of your beard trim with Dan tomorrow (Thu) at 6pm. See you then! The Hazel Room',
      'Texts need to be 2 lines max, people read them on their phones',
    ),
    mistake: 'too-long',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook comment from Tom asking "do you do men\'s cuts?"',
    draft:
      "Hi Tom, thanks so much for your question! Yes, we absolutely do men's cuts here at The Hazel Room. Our " +
      "stylist Dan specialises in men's cutting and barbering, including classic scissor cuts, skin fades, " +
      'textured crops and beard shaping. He has over eight years of experience and trained in London before ' +
      'joining us. Appointments usually last between 30 and 45 minutes depending on the style. You can book ' +
      "online through the link on our page, call us on 01926 555014, or pop in and see us at reception. We're " +
      'open Tuesday to Saturday, with late opening until 8pm on Thursdays, which is really handy if you work ' +
      'during the day. We hope to see you soon!',
    owner: edit("We do! Dan does all our men's cuts and fades. Book online or give us a ring on 01926 555014 😊"),
    mistake: 'too-long',
  },
  {
    goal: 'posts',
    task: "Instagram caption for a photo of Megan's autumn nail designs",
    draft:
      "As the leaves start to turn and the evenings draw in, there's nothing we love more than switching up " +
      'our nail colours to match the season. 🍂 This week Megan has been busy creating some gorgeous autumn ' +
      'designs, from deep burgundy and burnt orange to soft caramel and even a few hand-painted leaves for ' +
      'those who want a little extra detail. Whether you prefer a classic glossy finish or something more ' +
      "playful, there's a design to suit every style and occasion. Autumn is also a great time to give your " +
      'nails some extra care after a summer of sun and swimming, so Megan always finishes with a nourishing ' +
      "cuticle oil. Appointments are filling up quickly as we head towards party season, so if you'd like to " +
      "book in with Megan, head to the link in our bio or give us a call. We can't wait to see you! 🧡",
    owner: reject('Nobody reads all that on Instagram. Two lines and a link to book.'),
    mistake: 'too-long',
  },
  {
    goal: 'reminders',
    task:
      "Follow-up text to Leah the day after her cut with Claire, asking how she's getting on and inviting " +
      'a Google review',
    draft:
      'Hi Leah, Claire here from The Hazel Room! I just wanted to drop you a quick message to say thank you so ' +
      "much for coming in to see me yesterday. I really enjoyed doing your new cut and I hope you're loving it " +
      'as much as I am. Sometimes it takes a wash or two to really settle in, so if you have any questions ' +
      "about styling it at home, or if anything doesn't feel quite right, please don't hesitate to get in " +
      'touch and we can pop you back in for a quick tweak. Also, as a small independent salon, reviews really ' +
      'make a huge difference to us, so if you have a spare moment we would be so grateful if you could leave ' +
      'us a Google review using this link: g.page/hazelroom. Thank you again and have a wonderful week! Claire x',
    owner: edit(
      "Hi Leah, hope you're loving the new cut! If anything needs a tweak just let me know. And if you have a " +
        'minute, a Google review would mean a lot: g.page/hazelroom. Thanks! Claire x',
      'way shorter',
    ),
    mistake: 'too-long',
  },
  {
    goal: 'posts',
    task: 'Facebook post: the salon is closed on Saturday 27th for staff training',
    draft:
      "Just a heads up that we'll be closed on Saturday 26th while the whole team is on a training day. " +
      "We'll be back on Tuesday with some new skills to show off!",
    owner: edit(
      "Just a heads up that we'll be closed on Saturday 27th while the whole team is on a training day. " +
        "We'll be back on Tuesday with some new skills to show off!",
      '27th',
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Helen asking if we sell gift vouchers',
    draft:
      "Hi Helen, we do! Vouchers can be for any amount or a specific treatment, and they're valid for 12 " +
      'months. You can buy them at reception or we can post one out. Anything else I can help with?',
    owner: approve,
    mistake: null,
  },
];

const questions: Question[] = [
  // colour-promise
  {
    goal: 'replies',
    task:
      'Answer a Facebook message from Mel, a new client with jet black home-dyed hair, who wants to go ' +
      'silver grey and asks if we can do it',
    draft:
      "Hi Mel! Yes, definitely. Priya will take you from black to that silver grey in a single visit and it'll " +
      "look just like your photo. She has Tuesday 12th at 9:30am free; as a new colour client you'd need a " +
      'patch test 48 hours before. Want me to book it?',
    mistake: 'colour-promise',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: "Caption for Priya's rose gold before-and-after photos",
    draft:
      'Rose gold dreams 🌸 Whatever your starting colour, Priya can recreate this exact shade on you. Send us ' +
      'your inspo and book in, link in bio.',
    mistake: 'colour-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Respond to Freya, who is going to Spain for a month and wants natural sun-kissed highlights that ' +
      'will still look good when she gets back',
    draft:
      "Hi Freya! Priya will give you those soft, beachy streaks and we promise they won't turn brassy in " +
      "the sun, you'll come home looking exactly as you left. She has Thursday 3rd at 1pm, shall I pop you in?",
    mistake: 'colour-promise',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'Answer a mum asking whether the pastel pink her teenage daughter wants will wash out before school ' +
      'starts again in September',
    draft:
      "Hi Mrs Reid, don't worry at all! The pink will be completely gone after a few washes and won't leave " +
      "anything behind on her lightened ends, so she'll be back to normal in time for the start of term.",
    mistake: 'colour-promise',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Facebook post launching our new gloss treatment',
    draft:
      "NEW: Gloss treatment ✨ 30 minutes in the chair and you'll leave with precisely the tone you ask for, " +
      'every single time, whatever your hair. From £35 with Priya or Claire, book via the link.',
    mistake: 'colour-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // patch-test-skipped
  {
    goal: 'replies',
    task: 'Reply to a text from Chloe, a first-time client, wanting an eyebrow tint this afternoon before a party',
    draft: 'Hi Chloe, Megan has a gap at 3:15 this afternoon, so we can do your brow tint then. See you later!',
    mistake: 'patch-test-skipped',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Confirmation text for Grace, a new client booked for a half head of foils with Claire next Tuesday',
    draft:
      "Hi Grace, welcome to The Hazel Room! You're all booked for a half head of foils with Claire on Tues " +
      '21st at 1pm. See you then!',
    mistake: 'patch-test-skipped',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Respond to an Instagram message from someone who has never visited, asking whether she can have her ' +
      'eyelashes curled and darkened first thing Tuesday',
    draft: 'Morning! Yes, we can do that on Tuesday at 9:15, it takes about an hour. Want it?',
    mistake: 'patch-test-skipped',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      "Reply to Steve, who hasn't been to us before, asking if his grey beard can be blended darker while he " +
      'is in for a haircut on Saturday',
    draft:
      'Hi Steve, no problem, Dan can do the cut and blend the beard in one go at 10:45 on Saturday, about ' +
      '45 minutes all in.',
    mistake: 'patch-test-skipped',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing a new express root refresh service on Thursday late nights',
    draft:
      'NEW: Express root refresh on Thursday late nights 🕗 No appointment needed, just walk in between 5 and ' +
      '8pm and walk out with fresh roots in 45 minutes. From £45.',
    mistake: 'patch-test-skipped',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // fixed-price-quote
  {
    goal: 'replies',
    task: 'Answer a Facebook message asking what full head highlights cost',
    draft: 'Hi Jen! Full head highlights are £95 and take around two and a half hours. Would you like to book?',
    mistake: 'fixed-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Reply to an email from Amira, getting married in August, asking the price for her hair, two flower ' +
      'girls and her sister',
    draft:
      'Congratulations Amira! Bridal hair is £150, flower girls are £30 each and your sister would be £55, so ' +
      '£265 altogether, plus £75 for your trial.',
    mistake: 'fixed-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to Maya, who has waist-length thick curls, asking what going to a bob would set her back',
    draft: "Hi Maya, that would be £48 with Claire and she'd love to do it! Want to grab Saturday at 12?",
    mistake: 'fixed-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Text back Pat, a regular, who asks what she'll owe for the toner and trim she's got tomorrow",
    draft: "Hi Pat, it'll come to £67 exactly tomorrow. See you at 10!",
    mistake: 'fixed-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram post promoting prom up-dos for the end of the school year',
    draft:
      'Prom season is here 💃 Book your prom up-do with us for £40, long hair, short hair, any style, one price ' +
      'for everyone. DM us to book.',
    mistake: 'fixed-price-quote',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // client-privacy
  {
    goal: 'posts',
    task: 'Facebook post with photos from the wedding party Claire styled last weekend',
    draft:
      'Huge congratulations to Mr & Mrs Dhillon who tied the knot at Warwick Castle on Saturday 💍 Claire ' +
      'styled Priti and her four bridesmaids. Tag yourselves ladies!',
    mistake: 'client-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Rob, who is asking what time his wife Anna's appointment is on Friday so he can plan a surprise",
    draft:
      "Hi Rob, Anna's in with Priya at 2pm on Friday and should be done by about 4:30. Good luck with the " +
      'surprise!',
    mistake: 'client-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Answer someone asking if we can recommend a stylist who is good with wigs and toppers',
    draft:
      'Hi Sam! Claire looks after lots of clients with alopecia. In fact Janet from the Tuesday book club has ' +
      'been seeing her for two years and her topper looks amazing, you could ask her about it!',
    mistake: 'client-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Caption for an Instagram story showing the appointment book to show how busy today is',
    draft:
      "Full book today! 📖 Swipe to see who's in: Lucy's big chop at 10, Mrs Abbott's perm at 12 and " +
      "Georgie's wedding trial at 3 🙌",
    mistake: 'client-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Facebook post celebrating the salon's 10th anniversary",
    draft:
      '10 years of The Hazel Room! 🥂 From our very first client Debbie Clarke (still with us every six weeks ' +
      "since her divorce!) to Councillor Hill's monthly colour that nobody is supposed to know about, thank " +
      "you for trusting us. Here's to the next ten!",
    mistake: 'client-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // cancellation-policy
  {
    goal: 'replies',
    task: 'Reply to Becca, who is cancelling her nails this afternoon because her childminder has let her down',
    draft:
      "Oh no, don't worry at all Becca! I've cancelled this afternoon's nails and there's nothing to pay. " +
      'Just message us when you want to rebook.',
    mistake: 'cancellation-policy',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Booking confirmation email template for new clients',
    draft:
      'Hi {name}, thank you for booking with The Hazel Room! Your {service} with {stylist} is on {date} at ' +
      '{time}. If your plans change you can cancel or reschedule free of charge right up until the day. ' +
      'See you soon!',
    mistake: 'cancellation-policy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Answer Debbie, who didn't turn up yesterday and is annoyed that the full amount was taken from her card",
    draft:
      "Hi Debbie, so sorry about that, I've put the money back on your card now. We completely understand, " +
      'these things happen!',
    mistake: 'cancellation-policy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Respond to Angela, a regular, who is stuck on a train and will miss her 2pm, asking if that's okay",
    draft:
      "Of course it's fine Angela, these things happen! Nothing to pay, we'll just find you another slot " +
      'next week.',
    mistake: 'cancellation-policy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing that clients can now book online through Fresha',
    draft:
      'You can now book online 24/7 through Fresha 📲 Pick your stylist, pick your time, and change or drop it ' +
      'whenever you like, no strings attached. Link in bio!',
    mistake: 'cancellation-policy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // product-health-claims
  {
    goal: 'posts',
    task: "Facebook post introducing the new thickening shampoo we've started stocking",
    draft:
      'Just landed: Kevin Murphy Plumping.Wash 💆‍♀️ Stops thinning and grows back fuller hair in as little ' +
      'as a month. £29.50 at reception.',
    mistake: 'product-health-claims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Kerry asking what we'd recommend for her dandruff, which she says is really bad",
    draft:
      'Hi Kerry, our Davines purifying shampoo will cure your dandruff for good, most clients see it gone ' +
      'within a week. £24 at reception, want me to put one aside?',
    mistake: 'product-health-claims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Answer a mum asking if our detangling spray is okay to use on her toddler, who has head lice',
    draft:
      "Hi Leanne, yes! Spritz it on after every wash and the lice will be gone in a few days. It's totally " +
      "natural so it's perfect for little ones. £12.",
    mistake: 'product-health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'Reply to Ruth, who has sensitive skin, asking whether the hand cream by the nail station is okay for ' +
      'her dermatitis',
    draft:
      "Hi Ruth, it's 100% organic and non-toxic so it won't irritate anything. It actually heals dermatitis " +
      'and cracked knuckles!',
    mistake: 'product-health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Instagram post about the new men's grooming products on the shelf",
    draft:
      "New on the grooming shelf: Dan's pick, Captain Fawcett beard oil, £24 🧔 Patchy beard? A few drops a " +
      "day and it'll fill right in. Stops ingrown hairs and razor rash too.",
    mistake: 'product-health-claims',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // gushing-tone
  {
    goal: 'replies',
    task: 'Reply to a Facebook review: "Priya is a genius with colour, best salon in town"',
    draft: "STOPPP you're too kind babe!!! 😭😭💖 Priya is literally crying reading this hun!!! Love ya xxx",
    mistake: 'gushing-tone',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: "Reminder text for Isla's prom hair appointment on Friday at 3pm",
    draft:
      "OMG it's nearly PROM!!! 💃✨👑 Hi gorgeous, can't wait to glam you up on Fri at 3pm hun!!! Gonna be EPIC xx",
    mistake: 'gushing-tone',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Answer an email from an events manager at a local firm enquiring about a group pamper afternoon for ' +
      'her staff',
    draft:
      'Heyyy lovely!! 🙌💅 Ahh we would LOVE to pamper your team, sounds amazing!!! Drop me a msg with ' +
      "dates n we'll sort it, yay!! xx",
    mistake: 'gushing-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Doreen, an older client, asking by email if her usual Thursday shampoo and set can move to Friday',
    draft: 'Heya Doreen sweetie!! 😘 Course u can, Friday 10 it is!!! Luv ya loads xx',
    mistake: 'gushing-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Reply to the council's email about renewing our A-board pavement licence",
    draft: 'Hiya!! 🙈 Omg sorry totally forgot about this 😂😂 we defo want to renew babe, what do u need from us?? xx',
    mistake: 'gushing-tone',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // too-long
  {
    goal: 'reminders',
    task: "Reminder text for Nicola's gel removal and new set with Megan on Wednesday at 1pm",
    draft:
      "Hi Nicola, we hope you're well! We're just getting in touch to remind you that you have an " +
      'appointment with Megan here at The Hazel Room on Wednesday at 1:00pm for a gel removal followed by a ' +
      'brand new set. The appointment will take around an hour and a quarter in total. If you have a colour ' +
      'or design in mind, feel free to bring a photo along with you, and Megan will be more than happy to ' +
      'talk you through the options when you arrive. If you need to move your appointment, please let us ' +
      "know at least 48 hours before by calling 01926 555014 or replying to this message. We're looking " +
      'forward to seeing you on Wednesday! Best wishes, The Hazel Room team',
    mistake: 'too-long',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an Instagram comment asking "do you cut children\'s hair?"',
    draft:
      "Hi there, thank you so much for getting in touch! Yes, we do cut children's hair here at The Hazel " +
      "Room, and we love having little ones in the salon. All of our stylists are experienced with kids' " +
      "cuts, and Dan in particular is brilliant with nervous first-timers, so don't worry if your child has " +
      "never had a proper haircut before. We have a booster seat, we're happy to take things slowly, and " +
      "there's always a lollipop at the end for brave customers! Appointments usually take around 20 to 30 " +
      'minutes. You can book online using the link in our bio, send us a DM, or call us on 01926 555014. We ' +
      'hope to see you both soon!',
    mistake: 'too-long',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Answer a WhatsApp asking what time we shut on Saturdays',
    draft:
      'Hello, and thanks for your message! On Saturdays we are open from 9am, and our final appointments are ' +
      "usually at around 4pm, with the salon closing its doors at 5pm. During the rest of the week we're open " +
      'Tuesday, Wednesday and Friday from 9am until 5:30pm, and on Thursdays we stay open later until 8pm for ' +
      'anyone who finds it difficult to get here during working hours. Please note that we are closed on ' +
      "Sundays and Mondays, and opening times can sometimes change around bank holidays and Christmas, so it's " +
      "always worth checking our Facebook page for any updates. If you'd like to make a booking, just let us " +
      "know what you're after and we'll find a time that works for you!",
    mistake: 'too-long',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to a client that Priya is running about 15 minutes behind this afternoon',
    draft:
      "Hi Sian, I'm really sorry to have to message you like this, but I wanted to give you as much warning " +
      'as possible that Priya is currently running approximately 15 minutes behind schedule this afternoon. ' +
      "Her previous client's colour has needed a little longer to develop than we originally expected, and " +
      "we always want to make sure every client gets the best possible result without rushing. You're very " +
      'welcome to come in at your usual time and relax with a cup of tea or coffee while you wait, or if ' +
      "you'd prefer, you can arrive around a quarter of an hour later. Once again, our sincere apologies for " +
      'any inconvenience this may cause, and thank you so much for your patience and understanding.',
    mistake: 'too-long',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to a client letting her know the purple shampoo she ordered has arrived and is at reception',
    draft:
      'Hi Carol, good news from The Hazel Room! We wanted to let you know that the bottle of purple shampoo ' +
      "you ordered when you were last in has now arrived with our delivery this morning, and we've put it " +
      "aside for you behind the reception desk with your name on it. You're welcome to pop in and collect it " +
      'at any time during our opening hours, which are Tuesday to Saturday from 9am, with late opening until ' +
      "8pm on Thursdays. If it's easier, we can also keep it for you until your next appointment. Just let us " +
      'know which you would prefer. Thanks so much and have a lovely day!',
    mistake: 'too-long',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // no past mistake
  {
    goal: 'replies',
    task: 'Reply to an Instagram DM asking if we do balayage on short hair',
    draft:
      'Hi! We do, balayage can look lovely on shorter hair too. Priya would have a quick chat with you first ' +
      'to see what will work best. Would you like to book a free consultation?',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: "Reminder text for Chris's cut with Dan on Saturday at 9am",
    draft: 'Hi Chris, a reminder of your cut with Dan on Sat at 9am. See you then! The Hazel Room',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: "Instagram caption for a photo of Megan's new spring gel colours",
    draft:
      'Spring shades have landed 🌷 Soft lilac, butter yellow and sage, all in our gel range. Book your nails ' +
      'with Megan via the link in bio.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a 5-star Google review: "Dan gave my son his first proper haircut and was so patient"',
    draft:
      'Thank you so much! Dan really enjoyed it, first haircuts are always special. We look forward to seeing ' +
      'you both again.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task:
      'Confirmation text for Louise, a returning colour client who had her patch test last week, booked with ' +
      'Priya on Thursday 10th at 5:30pm',
    draft:
      "Hi Louise, thanks for popping in for your patch test. You're all set for your colour with Priya on " +
      'Thu 10th at 5:30pm. See you then! The Hazel Room',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Facebook post: Claire and Priya are fully booked for June weddings, a few July and August dates left',
    draft:
      'Bridal update 💍 June is now fully booked for Claire and Priya, thank you! We still have a few Saturdays ' +
      'in July and August, so get in touch to book your bridal consultation and trial.',
    mistake: null,
    kind: 'no past mistake',
  },
  // unrelated
  {
    goal: 'replies',
    task:
      'Reply to an email from the local college asking if we could take a hairdressing work-experience student ' +
      'for a week in July',
    draft:
      "Hi Mrs Green, thanks for thinking of us. We'd be happy to have a student for the week of 14 July. " +
      'Could you send over their details and the placement paperwork? Claire Hargreaves, The Hazel Room',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task:
      'Facebook post: the road outside is closed for resurfacing next Tuesday, use the back entrance from the ' +
      'Spencer Street car park',
    draft:
      "Heads up: Regent Grove is closed for resurfacing next Tuesday. We're open as normal, just use our back " +
      'entrance from the Spencer Street car park. Thanks for bearing with us!',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: "Reply to the card machine provider's email offering us a new contract",
    draft:
      'Hi Gareth, thanks for the offer. Could you send the new rates in writing, including the monthly fee ' +
      "and any exit charges? I'll look at it before our current contract ends in May. Claire",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: "Instagram post: we're hiring a part-time Saturday receptionist",
    draft:
      "We're hiring! 📣 Part-time Saturday receptionist, 9am-5pm. Friendly, organised and happy on the " +
      'phone? Send your CV to hello@thehazelroom.co.uk.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Text reminding the team about the fire alarm test on Wednesday at 9am',
    draft:
      "Morning all, just a reminder the fire alarm test is Wed at 9am. Warn your 9 o'clocks it'll be loud " +
      'for a minute! Claire',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to Tony at the bakery next door about sharing the commercial bin collection',
    draft:
      'Hi Tony, happy to share. Shall we split the collection cost 50/50 and keep the bin in the back yard? ' +
      "Let me know and I'll sort it with the council. Claire",
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_H: RetrievalSet = { name: 'held-out H', memory, questions };
