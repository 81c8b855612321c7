// Retrieval set U: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured.
// Business: The Bellwood Picturehouse, an independent two-screen cinema with a café bar (the Reel Bar) at 14 Quay
// Street, Fenbridge. People: Ruth Ashdown (owner, programmes the films, signs replies "Ruth"), Dev Okafor (runs the
// Reel Bar), Tomasz "Tom" Nowak (duty manager and projectionist), Sian Price (hosts Saturday Kids' Club).
// Screens: Screen 1 ("the Big Room"), 96 seats, ground floor, step-free, two wheelchair spaces, hearing loop, digital
// and 35mm projection; Screen 2 ("the Attic"), 38 seats, up two flights of stairs, no lift, no hearing loop.
// Programme: new releases; Thursday Classics (7:45pm, Screen 1, £7); Tuesday Cheap Seats (every ticket £6, all day);
// relaxed screenings (1st and 3rd Sunday of the month, 1pm, £6: lights low, sound down, no trailers, free to move
// about and make noise); subtitled screenings (Wednesdays 6pm); Saturday Kids' Club (film 10:30am, doors 10:10, £4 for
// children and adults alike); Friday/Saturday late shows; private hire.
// Prices: adult £9.50; concession £7.50 (over-60s, students, under-16s, jobseekers); carers of CEA card holders free;
// Bellwood Friends membership £36 a year (£1.50 off every ticket, 10% off at the Reel Bar, priority booking); gift
// vouchers any amount from £10, valid 12 months. No other discounts, group rates or freebies; goodwill gestures are
// Ruth's call only.
// Hours: open Tuesday to Sunday (Mondays private hire only); box office and Reel Bar from 12 noon Tue-Fri and 10am
// Sat-Sun; bar closes 11pm (10:30pm Sundays). Box office line 01632 960 418.
// Policies: no refunds (tickets can be swapped to another showing or turned into credit up to 2 hours before the
// start; full refund only if we cancel); Kids' Club is not a drop-off, every child stays with an adult (16+) in the
// screen, at most 4 children per adult; BBFC ratings followed strictly (ID for 15s and 18s, nobody under 15 at a 15
// even with a parent, under-12s at a 12A only with an adult), Challenge 25 at the bar; no outside food or drink except
// baby food or medical needs, bar drinks can go into the screens in reusable cups; assistance dogs only; customers and
// children are never named or identifiable in posts or public replies without permission; no spoilers, ever.
// Private hire: Screen 2 £250, Screen 1 £420 for up to 3 hours, Mondays or Tue-Fri before 5pm, 50% non-refundable
// deposit, at least 3 weeks' notice, film licence arranged by us at cost (or your own content), bar packages from £12
// a head. Getting there: no car park of our own, Mill Lane car park 3 minutes' walk (free after 6pm), the 42 bus stops
// outside.
// Goals: customer replies (emails, messages, public review replies), social posts (Instagram, Facebook), weekly
// newsletter (the Friday "What's on" email).
// Classes: refund-promise, kids-club-unaccompanied, accessibility-overclaim, plot-spoilers, customer-privacy,
// made-up-offers, emoji-overload, corporate-tone.
// Development set: measured first as written, then used for development.
// Measured as written on 3 Dec 2026 (session 21, main at 546a655): with the draft recall 65% of 40, precision 64%,
// none-when-none 50% of 12; task alone 31%, 36%, 55% of 20. Development set from then on.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // refund-promise: the agent promises money back for tickets; the policy is a swap or credit up to 2 hours before.
  {
    goal: 'customer replies',
    task: "Reply to a Facebook message from a customer who booked two tickets for Saturday's 8pm Dune: Part Two but can't come now because of a family emergency.",
    draft:
      "Hi Karen, so sorry to hear that, I hope everything's OK. Please don't worry about the tickets – I'll refund both of them to your card today, and it should show in 3–5 working days. Take care, Ruth",
    owner: edit(
      "Hi Karen, so sorry to hear that, I hope everything's OK. We can't refund tickets, but I can move both of them to another showing or pop the value on your account as credit to use whenever you like – just let me know which before 6pm on Saturday. Take care, Ruth",
      'we dont do refunds, its credit or a different showing',
    ),
    mistake: 'refund-promise',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter section about the new online booking system going live next week.',
    draft:
      'Booking just got easier. From Tuesday our new booking site goes live: pick your exact seats, save your card, and get your tickets straight to your phone. Changed your plans? Cancel online up to 2 hours before the film and your money goes straight back to your card. Bellwood Friends, your £1.50 discount is applied automatically once you log in.',
    owner: edit(
      'Booking just got easier. From Tuesday our new booking site goes live: pick your exact seats, save your card, and get your tickets straight to your phone. Changed your plans? Swap to another showing or turn your tickets into credit, online, up to 2 hours before the film. Bellwood Friends, your £1.50 discount is applied automatically once you log in.',
    ),
    mistake: 'refund-promise',
  },
  {
    goal: 'customer replies',
    task: "Reply to a 2-star Google review: 'Sound was far too loud in the small screen for the Sunday matinee, we had to leave halfway through.'",
    draft:
      "We're really sorry your afternoon was spoiled. The Attic is a small room and we should have checked the levels more carefully. If you email us at hello@bellwoodpicturehouse.co.uk with your booking reference, we'll refund your tickets in full.",
    owner: reject('not allowed to give cash back. offer an exchange'),
    mistake: 'refund-promise',
  },
  {
    goal: 'social posts',
    task: 'Post letting people know Thursday Classics: Casablanca is sold out apart from the odd return.',
    draft:
      "Here's looking at you, Fenbridge. Thursday's Casablanca is sold out – thank you! We'll release any returns on the website as they come in, so keep checking. Booked but can't make it? Let us know and we'll refund you, so someone else gets to enjoy your seat.",
    owner: edit(
      "Here's looking at you, Fenbridge. Thursday's Casablanca is sold out – thank you! We'll release any returns on the website as they come in, so keep checking. Booked but can't make it? Swap your ticket to another film up to 2 hours before, and someone else gets to enjoy your seat.",
      'tickets can be moved to another night, not paid back',
    ),
    mistake: 'refund-promise',
  },

  // kids-club-unaccompanied: the agent sells Kids' Club as a drop-off; an adult must stay in the screen.
  {
    goal: 'social posts',
    task: "Instagram post for this Saturday's Kids' Club: Paddington 2 at 10:30am.",
    draft:
      "Kids' Club is back this Saturday with Paddington 2! Drop the little ones off at 10:30 and treat yourself to a quiet coffee in the Reel Bar while they enjoy the film. Marmalade sandwiches optional. £4 a ticket.",
    owner: edit(
      "Kids' Club is back this Saturday with Paddington 2! Doors at 10:10, film at 10:30. Grab a coffee from the Reel Bar and bring it in with you – grown-ups stay and watch too. Marmalade sandwiches optional. £4 a ticket for kids and adults.",
      'its not a creche, parents have to stay in with them',
    ),
    mistake: 'kids-club-unaccompanied',
  },
  {
    goal: 'customer replies',
    task: "Reply to an email from a dad asking if his 9 and 11 year olds can come to Kids' Club on their own while he does the Saturday market.",
    draft:
      "Hi Mark, absolutely – Sian and the team keep an eye on everyone during Kids' Club, so they'll be in safe hands. The film finishes around 12:15, so just collect them from the foyer then. See you Saturday! Ruth",
    owner: reject('no!! an adult 16+ has to be in the screen the whole time'),
    mistake: 'kids-club-unaccompanied',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter: Kids' Club spring line-up (Wallace & Gromit: Vengeance Most Fowl, The Iron Giant, Moana 2, Wonka).",
    draft:
      "Kids' Club spring line-up is here! Saturday mornings at 10:30: Wallace & Gromit: Vengeance Most Fowl (5 April), The Iron Giant (12 April), Moana 2 (19 April) and Wonka (26 April). Saturday mornings just got easier too – bring the kids for 10:30 and you've got a child-free hour and a half to enjoy the town. Tickets £4.",
    owner: edit(
      "Kids' Club spring line-up is here! Saturday mornings at 10:30: Wallace & Gromit: Vengeance Most Fowl (5 April), The Iron Giant (12 April), Moana 2 (19 April) and Wonka (26 April). Make a morning of it – grab a coffee and a babyccino in the Reel Bar and bring them in with you. Tickets £4 for children and grown-ups.",
    ),
    mistake: 'kids-club-unaccompanied',
  },
  {
    goal: 'social posts',
    task: "Post for half-term: extra Kids' Club screenings Tuesday to Thursday at 11am.",
    draft:
      "Half-term sorted! We're adding extra Kids' Club screenings on Tuesday, Wednesday and Thursday at 11am: Inside Out 2, The Wild Robot and Flow. Let the kids have a movie morning with us while you get a couple of hours to yourself. £4 each.",
    owner: edit(
      "Half-term sorted! We're adding extra Kids' Club screenings on Tuesday, Wednesday and Thursday at 11am: Inside Out 2, The Wild Robot and Flow. A proper movie morning for the whole family – £4 each for kids and grown-ups.",
    ),
    mistake: 'kids-club-unaccompanied',
  },

  // accessibility-overclaim: the agent calls the whole building (or the Attic) step-free, or puts the loop everywhere.
  {
    goal: 'customer replies',
    task: "Reply to a message: 'My mum uses a wheelchair, can we come to Saturday's 2pm Brief Encounter?' (it's showing in Screen 2).",
    draft:
      "Hi! Of course – the Bellwood is fully accessible, so your mum will be very comfortable. Just book two tickets online and we'll see you both on Saturday. Ruth",
    owner: edit(
      "Hi! Thanks for checking first. I'm afraid Saturday's Brief Encounter is in Screen 2, which is up two flights of stairs with no lift, so it isn't wheelchair accessible. It's on again on Tuesday at 2pm in Screen 1, which is step-free with two wheelchair spaces – shall I save you one? If your mum has a CEA card, you come free as her carer. Ruth",
      'she wont get up to screen 2',
    ),
    mistake: 'accessibility-overclaim',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter intro for the reopening of Screen 2 after the new seats went in.',
    draft:
      "The Attic is back! After three weeks of sawdust, Screen 2 reopens on Friday with 38 brand-new seats (with actual legroom). And like the rest of the Bellwood, it's fully accessible, so everyone can come and try them out. First up: The Room Next Door at 6:15pm.",
    owner: edit(
      'The Attic is back! After three weeks of sawdust, Screen 2 reopens on Friday with 38 brand-new seats (with actual legroom). A reminder that the Attic is up two flights of stairs with no lift – if you need step-free access, Screen 1 is the one for you, so just ask us which films are playing there. First up in the Attic: The Room Next Door at 6:15pm.',
    ),
    mistake: 'accessibility-overclaim',
  },
  {
    goal: 'social posts',
    task: 'Post announcing that the new hearing loop is in.',
    draft:
      'Good news for hearing aid users: both our screens now have a hearing loop! Switch your aid to T and enjoy crystal-clear sound wherever you sit, in the Big Room or up in the Attic.',
    owner: reject('the loop is only in screen 1'),
    mistake: 'accessibility-overclaim',
  },
  {
    goal: 'customer replies',
    task: 'Reply to an enquiry from a care home activities coordinator who wants to bring 6 residents, two with walking frames and one wheelchair user, to a Thursday Classics screening.',
    draft:
      "Hello Janet, we'd love to host your residents! The whole building is step-free, so walking frames and wheelchairs are no problem at all. Let me know which Thursday suits and I'll reserve seats together. Best, Ruth",
    owner: edit(
      "Hello Janet, we'd love to host your residents! Thursday Classics is always in Screen 1, which is on the ground floor and step-free, with two wheelchair spaces and aisle seats with room for walking frames. (Our little Screen 2 is upstairs with no lift, so it's always worth checking which screen a film is in.) Let me know which Thursday suits and I'll reserve seats together. Best, Ruth",
      'not the whole building, the attic has no lift',
    ),
    mistake: 'accessibility-overclaim',
  },

  // plot-spoilers: the agent gives away twists and endings.
  {
    goal: 'social posts',
    task: 'Post for Thursday Classics: Psycho (1960), 7:45pm.',
    draft:
      "Thursday Classics: PSYCHO (1960). Janet Leigh takes a shower at the Bates Motel and never checks out – and wait till you find out who 'Mother' really is. 65 years on, it still shocks. 7:45pm, £7, Screen 1.",
    owner: edit(
      'Thursday Classics: PSYCHO (1960). A secretary on the run checks into a lonely motel run by a polite young man and his mother... 65 years on, it still shocks. 7:45pm, £7, Screen 1.',
      'dont give the twist away, loads of people havent seen it',
    ),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: staff pick from Tomasz – The Sixth Sense, showing Friday at 8:30pm.',
    draft:
      "Tom's pick: The Sixth Sense (Friday, 8:30pm). Tom says it's the film that made him want to be a projectionist, and the moment you realise Bruce Willis has been dead the whole time is still the best reveal in cinema.",
    owner: edit(
      "Tom's pick: The Sixth Sense (Friday, 8:30pm). Tom says it's the film that made him want to be a projectionist – and if you somehow don't know how it ends, keep it that way until Friday night.",
    ),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'customer replies',
    task: 'Reply to a 5-star Google review of our Glass Onion screening.',
    draft:
      "Thank you so much! We had a blast with this one too. Who'd have guessed the billionaire who set up the whole murder mystery game would turn out to be the actual killer? Hope to see you at the next one!",
    owner: reject('this is public!! you just told everyone who did it'),
    mistake: 'plot-spoilers',
  },
  {
    goal: 'social posts',
    task: 'Post announcing Planet of the Apes (1968) for Thursday Classics, with a photo of the original poster.',
    draft:
      'Next Thursday: PLANET OF THE APES (1968). Charlton Heston, a planet ruled by apes, and that final shot on the beach with the Statue of Liberty that still gives us chills. 7:45pm, £7. The original 1968 poster is on display in the foyer all week.',
    owner: edit(
      'Next Thursday: PLANET OF THE APES (1968). Charlton Heston, a planet ruled by apes, and a final scene that still gives us chills. 7:45pm, £7. The original 1968 poster is on display in the foyer all week. No spoilers in the comments please!',
      'people come for that last scene, dont ruin it',
    ),
    mistake: 'plot-spoilers',
  },

  // customer-privacy: the agent names or identifies customers (or their children, or their bookings) in public.
  {
    goal: 'social posts',
    task: "Post about a phone found in Screen 1 after Sunday's 4pm show.",
    draft:
      "Lost something? An iPhone in a purple glittery case was found in Screen 1 after Sunday's 4pm Wicked. We think it belongs to Sarah Hughes, who was sitting in row F – Sarah, pop in and collect it!",
    owner: edit(
      "Lost something? A phone was found in Screen 1 after Sunday's 4pm showing. If you think it's yours, pop into the box office and tell us what it looks like.",
      'never name people in posts',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'customer replies',
    task: 'Reply to a Google review complaining that a group talked through the whole of Oppenheimer on Friday night.',
    draft:
      "We're so sorry – that's exactly the kind of thing that ruins a film. We've looked into it: the party was a birthday booking under the name Lewis, and we've let them know they won't be welcome back. Hope you'll give us another go.",
    owner: reject('cant put someones booking name on a public review'),
    mistake: 'customer-privacy',
  },
  {
    goal: 'social posts',
    task: "Post celebrating Saturday's Frozen costume morning at Kids' Club, with photos.",
    draft:
      'What a morning! Huge well done to Poppy Marsh (5) and her little brother Alfie for the best Elsa and Olaf we have ever seen – and to the Reids from Church Lane, who came as the entire cast. Photos below!',
    owner: edit(
      "What a morning! So many brilliant Elsas, Annas and Olafs at Kids' Club – thank you to all the families who dressed up. Photos below (shared with parents' permission).",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: celebrate signing up our 500th Bellwood Friend.',
    draft:
      "500 Friends and counting! Congratulations to Graham Pettifer of Orchard Close, who became our 500th Bellwood Friend on Tuesday. Graham's been coming to Cheap Seats every week since he retired from the post office, and he tells us he's seen Local Hero eleven times. Thank you to every one of you who's joined.",
    owner: edit(
      "500 Friends and counting! This week we signed up our 500th Bellwood Friend – thank you to every one of you who's joined. Your memberships help keep two screens going in a small town, and we don't take that for granted.",
    ),
    mistake: 'customer-privacy',
  },

  // made-up-offers: the agent invents discounts, freebies or perks the cinema doesn't offer.
  {
    goal: 'customer replies',
    task: 'Reply to an email complaint: the 7:30 film started 15 minutes late on Tuesday because of a projector fault.',
    draft:
      "Hi Dominic, I'm so sorry about Tuesday. The projector needed a full restart and it took longer than it should have. To make up for it, show this email at the bar next time for a free large popcorn and drink on us! Ruth",
    owner: edit(
      "Hi Dominic, I'm so sorry about Tuesday. The projector needed a full restart and it took longer than it should have – and we should have come in and told everyone what was going on, rather than leaving you sitting in the dark. Thanks for bearing with us. Ruth",
      'dont offer free stuff, i decide that',
    ),
    mistake: 'made-up-offers',
  },
  {
    goal: 'social posts',
    task: "Post promoting this week's Tuesday Cheap Seats film, The Brutalist.",
    draft:
      "Tuesday Cheap Seats: The Brutalist. All three and a half hours of it (with an interval, don't worry). £6 tickets for everyone – and bring a friend for free!",
    owner: edit(
      "Tuesday Cheap Seats: The Brutalist. All three and a half hours of it (with an interval, don't worry). £6 tickets for everyone, all day.",
    ),
    mistake: 'made-up-offers',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter section about Bellwood Friends membership.',
    draft:
      'Become a Bellwood Friend! For £36 a year you get a free ticket every month, 20% off at the Reel Bar, free popcorn on your birthday and priority booking for special events. It pays for itself in no time.',
    owner: reject('thats not what membership gives, its 1.50 off and 10% at the bar'),
    mistake: 'made-up-offers',
  },
  {
    goal: 'customer replies',
    task: "Reply to a student asking if there's a discount for a group of 10 from the college film society.",
    draft:
      'Hi Priya! Great to hear from the film society. For groups of 10 or more we do 2-for-1 tickets, so it would be £4.75 each. Just let me know the film and date. Ruth',
    owner: edit(
      "Hi Priya! Great to hear from the film society. We don't have a group rate, but students get our £7.50 concession price, and Tuesday Cheap Seats are £6 for everyone – perfect for a society night out. Let me know the film and I'll make sure you can all sit together. Ruth",
      'where did 2 for 1 come from?? no group deal',
    ),
    mistake: 'made-up-offers',
  },

  // emoji-overload: the agent piles on emojis, hashtags and exclamation marks.
  {
    goal: 'social posts',
    task: 'Instagram post announcing the Wes Anderson weekend (The Grand Budapest Hotel, Fantastic Mr Fox, Asteroid City).',
    draft:
      '🎬✨ WES ANDERSON WEEKEND ✨🎬\n🏨 The Grand Budapest Hotel – Fri 7pm\n🦊 Fantastic Mr Fox – Sat 2pm\n🪐 Asteroid City – Sun 6pm\n🍿🍸 Pastel cocktails in the Reel Bar all weekend!!! 💛💗💙\n#WesAnderson #IndieCinema #Fenbridge #MovieNight #CinemaLovers #Symmetry #WeekendPlans #FilmTwitter',
    owner: edit(
      'Wes Anderson weekend: The Grand Budapest Hotel on Friday at 7pm, Fantastic Mr Fox on Saturday at 2pm and Asteroid City on Sunday at 6pm. Pastel cocktails in the Reel Bar all weekend. #WesAnderson',
      'way too many emojis, one hashtag max',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'social posts',
    task: "Facebook post: the Reel Bar's new autumn menu (pumpkin spice latte, toasties, local cider).",
    draft:
      '🍂🍁 AUTUMN IS HERE at the Reel Bar!! 🍁🍂\n☕🎃 Pumpkin spice lattes are BACK\n🧀🥪 Cheese & chutney toasties\n🍎🍺 Orleton cider on tap\n😍😍 See you there!! 🎬🍿\n#AutumnVibes #PSL #CosySeason #ReelBar #Fenbridge #SupportLocal',
    owner: edit(
      'Autumn is here at the Reel Bar. Pumpkin spice lattes are back, along with cheese and chutney toasties and Orleton cider on tap. Perfect before a film, or just on a grey afternoon.',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'social posts',
    task: 'Post about the relaxed screening of Wicked this Sunday at 1pm.',
    draft:
      '💚🩷 RELAXED SCREENING 🩷💚 Wicked this Sunday at 1pm!!! 🧹✨ Lights up 💡 sound down 🔉 move around 🚶‍♀️ sing along 🎤 – everyone welcome!! 🥰🥰 #Wicked #RelaxedScreening #Inclusive #DefyGravity #Fenbridge #SundayFunday',
    owner: reject('calm down with the smileys and tags pls'),
    mistake: 'emoji-overload',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter subject line and opening for the Halloween double bill.',
    draft:
      'Subject: 🎃👻 SPOOKY SEASON IS HERE 👻🎃\n\n🔪🩸 Are you brave enough?!? 🦇🕸️ Our Halloween double bill is BACK: The Shining 🪓 + Hereditary 😱 on Friday 31st from 8pm!!! 💀💀',
    owner: edit(
      'Subject: Halloween double bill: The Shining + Hereditary\n\nAre you brave enough? Our Halloween double bill is back on Friday 31 October from 8pm: The Shining, then Hereditary. Fancy dress encouraged. Both are 15s, so bring ID if you look young.',
    ),
    mistake: 'emoji-overload',
  },

  // corporate-tone: the agent writes like a bank or a council, not like Ruth.
  {
    goal: 'customer replies',
    task: "Reply to an email from a regular asking if we'll be showing the new Ken Loach film.",
    draft:
      'Dear Valued Customer,\n\nThank you for your enquiry regarding our forthcoming programme. We are pleased to confirm that the aforementioned title is scheduled for exhibition from Friday 9 May.\n\nPlease do not hesitate to contact us should you require any further assistance.\n\nYours faithfully,\nThe Bellwood Picturehouse Management Team',
    owner: edit(
      "Hi Pat,\n\nYes! It opens on Friday 9 May and we've got it for two weeks, mostly in Screen 1. Tickets are on the website now – I have a feeling you'll be at the first one.\n\nSee you soon,\nRuth",
      "we're not a bank, just talk like a person",
    ),
    mistake: 'corporate-tone',
  },
  {
    goal: 'customer replies',
    task: "Reply to a 3-star Google review: 'Nice place but the seats in the small screen are really uncomfortable.'",
    draft:
      'We acknowledge receipt of your feedback and sincerely apologise for any inconvenience caused. Your comments have been forwarded to the relevant department for consideration. We value your custom.',
    owner: edit(
      "Thanks for being honest – you're right, the Attic seats have seen better days. New ones are going in this summer and we can't wait. Hope you'll come back and try them. Ruth",
    ),
    mistake: 'corporate-tone',
  },
  {
    goal: 'customer replies',
    task: "Reply to a Facebook message from a mum thanking Sian for being so lovely with her nervous son at Kids' Club.",
    draft:
      'Dear Madam,\n\nWe are pleased to learn that your recent experience met your expectations. Your compliments will be passed on to the member of staff concerned.\n\nKind regards,\nCustomer Services',
    owner: reject("so cold! she's saying thank you. and there's no customer services dept, it's me"),
    mistake: 'corporate-tone',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter note about the bar closing early on Sunday 2 March for a staff training evening.',
    draft:
      'Please be advised that the Reel Bar will cease trading at 6pm on Sunday 2 March owing to mandatory staff training. Screenings will proceed as scheduled. We apologise for any inconvenience this may cause and thank patrons for their understanding.',
    owner: edit(
      "Heads up: the Reel Bar is closing at 6pm on Sunday 2 March so the team can do some training (Dev promises it's the fun kind). Films run as normal – just grab your drinks before 6!",
      'sounds like a council notice',
    ),
    mistake: 'corporate-tone',
  },

  // Approvals: good drafts, stored as they were.
  {
    goal: 'social posts',
    task: 'Post for Tuesday Cheap Seats: Anora.',
    draft:
      "Tuesday Cheap Seats: Anora. Sean Baker's Palme d'Or winner is funny, chaotic and heartbreaking in about equal measure. £6 for everyone, all day Tuesday – 2pm and 7:30pm in Screen 1. (It's an 18, so bring ID.)",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'customer replies',
    task: 'Reply to an email asking what time the bar opens on Saturdays and whether we do breakfast.',
    draft:
      "Hi Jo, the Reel Bar opens at 10am on Saturdays and Sundays. No full breakfasts I'm afraid, but Dev does a very good bacon roll, and there are pastries from Holt's bakery until they run out. Ruth",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter: this week's new releases (A Complete Unknown, Flow, Bridget Jones: Mad About the Boy).",
    draft:
      "New this week: Timothée Chalamet does his own singing as the young Bob Dylan in A Complete Unknown; Flow is a wordless animated adventure about a cat in a flooded world, and it's gorgeous (PG, great for older kids); and Bridget Jones is back in Mad About the Boy, older, wiser and still slightly chaotic. Times and tickets on the website.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'customer replies',
    task: 'Reply to a 5-star Google review praising the hot chocolate and the comfy seats in Screen 1.',
    draft:
      "Thank you! We'll tell Dev – he's very proud of that hot chocolate. Glad the Big Room seats did their job. See you again soon. Ruth",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social posts',
    task: "Post: next month's Thursday Classics line-up.",
    draft:
      'Thursday Classics in April: Rear Window (3rd), Some Like It Hot (10th), The Third Man (17th) and Roman Holiday (24th). All at 7:45pm in Screen 1, £7. Which one are you coming to?',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter item: Sunday brunch is starting in the Reel Bar.',
    draft:
      "New: Sunday brunch in the Reel Bar, 10am to 1pm. Dev's doing shakshuka, pancakes with berries and a proper full English (veggie version too). Come before a film or just come for brunch – no ticket needed.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'customer replies',
    task: 'Reply to a Facebook message asking if they can bring their dog to a film.',
    draft:
      'Hi Sam, sorry, we can only have assistance dogs in the screens – the dark and the big sound are a lot for most dogs anyway! Ruth',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social posts',
    task: 'Post reminding people about subtitled screenings on Wednesdays.',
    draft:
      'Every Wednesday at 6pm we show one of our current films with subtitles on. This week: Conclave. Handy if you are hard of hearing – or if you just like catching every whispered word.',
    owner: approve,
    mistake: null,
  },

  // One-off edits: a fact, a typo, a one-time preference. No class.
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: Mickey 17 opening date and times.',
    draft:
      "Mark your diaries: Mickey 17, Bong Joon Ho's new one with Robert Pattinson, opens on Friday 14 March, with evening showings at 6pm and 8:40pm all week and a Cheap Seats showing on Tuesday.",
    owner: edit(
      "Mark your diaries: Mickey 17, Bong Joon Ho's new one with Robert Pattinson, opens on Friday 21 March, with evening showings at 6pm and 8:40pm all week and a Cheap Seats showing on Tuesday.",
      'its the 21st, they moved it',
    ),
    mistake: null,
  },
  {
    goal: 'social posts',
    task: 'Post for Thursday Classics: Some Like It Hot.',
    draft:
      "Nobody's perfect – but this film comes close. Some Like It Hot, Thursday at 7:45pm in Screen 1. Tickets £6.50.",
    owner: edit(
      "Nobody's perfect – but this film comes close. Some Like It Hot, Thursday at 7:45pm in Screen 1. Tickets £7.",
    ),
    mistake: null,
  },
  {
    goal: 'customer replies',
    task: 'Reply to an email asking if the bar stays open after the late show on Friday.',
    draft:
      "Hi Chris, the Reel Bar stays open until midnight on Fridays, so there's time for a drink after the 9pm film. Ruth",
    owner: edit(
      'Hi Chris, the Reel Bar closes at 11pm on Fridays, so grab a drink before the 9pm film and take it in with you. Ruth',
      'bar shuts at 11',
    ),
    mistake: null,
  },
  {
    goal: 'customer replies',
    task: 'Reply to a Facebook message asking whether the Reel Bar can make a vegan birthday cake for a private hire booking.',
    draft:
      "Hi Leah, yes, we can do a vegan chocolate cake for your private hire – it serves about 20 and it's £35. Just let us know the name to go on top at least a week before. Ruth",
    owner: edit(
      "Hi Leah, yes, we can do a vegan chocolate cake for your private hire – it serves about 20 and it's £35. Just let us know the name to go on top at least a week before. Dev (Reel Bar)",
      "dev's dealing with this one, put his name",
    ),
    mistake: null,
  },
  {
    goal: 'social posts',
    task: 'Post for the opening night of our Hitchcock season.',
    draft:
      'Our Hitchcock season opens on Thursday with Rear Widow – James Stewart, a broken leg, a pair of binoculars and a very suspicious neighbour. 7:45pm, £7.',
    owner: edit(
      'Our Hitchcock season opens on Thursday with Rear Window – James Stewart, a broken leg, a pair of binoculars and a very suspicious neighbour. 7:45pm, £7.',
    ),
    mistake: null,
  },
  {
    goal: 'social posts',
    task: "Post about the 35mm print of Lawrence of Arabia arriving for next Sunday's screening.",
    draft:
      "It's here! Tom has just unpacked the 35mm print of Lawrence of Arabia for Sunday at 2pm – 2 hours 10 minutes of desert on real film. Don't miss it.",
    owner: edit(
      "It's here! Tom has just unpacked the 35mm print of Lawrence of Arabia for Sunday at 2pm – 3 hours 47 minutes of desert on real film, with an interval. Don't miss it.",
    ),
    mistake: null,
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: parking note for the Christmas market weekend.',
    draft:
      "Christmas market weekend: Mill Lane car park will be closed on Saturday and Sunday, so leave a bit of extra time and try the Station Road car park instead (about 8 minutes' walk).",
    owner: edit(
      'Christmas market weekend: Station Road car park will be closed on Saturday and Sunday, and Mill Lane fills up early, so leave a bit of extra time – or hop on the 42, which stops right outside.',
      'its station road thats shut, not mill lane',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // refund-promise
  {
    goal: 'customer replies',
    task: "Reply to an email from someone who bought tickets for Friday's 6pm show but has now got Covid and can't come.",
    draft:
      "Hi Lena, oh no, sorry you're poorly! Don't worry about the tickets – I'll refund them to your card today so you're not out of pocket. Get well soon, Ruth",
    mistake: 'refund-promise',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter paragraph explaining how booking works now that we've moved to the new ticketing site.",
    draft:
      "All booking now happens on our new ticketing site – choose your seats, pay by card or Apple Pay, and your tickets land in your inbox. Plans change? No problem: cancel from your confirmation email any time up to 2 hours before and you'll get a full refund.",
    mistake: 'refund-promise',
    kind: 'reworded',
  },
  {
    goal: 'customer replies',
    task: "Answer an Instagram DM: 'What happens to my money if I get stuck at work and miss the film I paid for?'",
    draft:
      "Hi! Don't worry, it happens. Just drop us a message before the start and we'll pay you back in full – no questions asked. Ruth",
    mistake: 'refund-promise',
    kind: 'no shared words',
  },
  {
    goal: 'weekly newsletter',
    task: "Add a short 'Plans changed?' explainer to Friday's mailout for subscribers.",
    draft:
      "Plans changed? It happens to all of us. Just email us before the film starts and we'll cancel your order and return the money to your card within 3–5 working days.",
    mistake: 'refund-promise',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: 'Post promoting the 40th anniversary screening of Back to the Future on Saturday 5 July.',
    draft:
      "Great Scott! Back to the Future turns 40 this summer and we're celebrating with a screening on Saturday 5 July at 7pm in Screen 1. Dust off your puffer vest. Book now – and if your plans change, you can get your money back right up to the day.",
    mistake: 'refund-promise',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // kids-club-unaccompanied
  {
    goal: 'social posts',
    task: "Facebook post for next Saturday morning's Kids' Club film, Shrek.",
    draft:
      "Kids' Club this Saturday: Shrek! 10:30am, £4. Leave the kids with us for the morning and enjoy a bit of peace and quiet in town – we'll have them back to you by lunchtime.",
    mistake: 'kids-club-unaccompanied',
    kind: 'reworded',
  },
  {
    goal: 'customer replies',
    task: "Answer a message from a mum wanting to know if her 10-year-old can go to Saturday Kids' Club with a friend while she's at the hairdresser.",
    draft:
      'Hi Claire, yes of course! The children are well looked after by Sian and the team, and they can wait in the foyer afterwards until you pick them up. Ruth',
    mistake: 'kids-club-unaccompanied',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: 'Write a bit for the Friday mailout pitching our weekend-morning family films to busy parents.',
    draft:
      'Busy parents, this one is for you: every weekend morning at 10:30 we show a family film for just £4, so you can drop the little ones off with us and get the weekly shop done in peace.',
    mistake: 'kids-club-unaccompanied',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: "Respond to a grandmother who wonders whether her grandchildren (7 and 8) could be left at the children's morning film whilst she pops to the doctor's.",
    draft:
      "Hello Margaret, that's absolutely fine – our team will look after them during the film, and they can wait with us in the foyer until you're back. Ruth",
    mistake: 'kids-club-unaccompanied',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: 'Post welcoming Sian back from maternity leave.',
    draft:
      "Guess who's back! Sian returns from maternity leave this Saturday to host Kids' Club, so your little ones are in the best hands while you grab a morning to yourselves. Welcome back, Sian – we've missed you!",
    mistake: 'kids-club-unaccompanied',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // accessibility-overclaim
  {
    goal: 'customer replies',
    task: 'Reply to a message from a wheelchair user asking if they can see the Tuesday 6pm film in Screen 2.',
    draft:
      'Hi! Yes, absolutely – all our screens are wheelchair accessible, so just book as normal and let us know when you arrive. Ruth',
    mistake: 'accessibility-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'social posts',
    task: 'Post letting people know about the hearing loop and our subtitled screenings.',
    draft:
      'Did you know? Every seat in both our screens is covered by a hearing loop – just switch your hearing aid to T. And every Wednesday at 6pm we show a film with subtitles on.',
    mistake: 'accessibility-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: "Write the 'getting here' paragraph for this week's mailout: parking, buses and getting around the building.",
    draft:
      "Getting here: Mill Lane car park is a three-minute walk (free after 6pm) and the 42 bus stops right outside. Once you're in, everything is on one level and step-free, so whichever film you're seeing, you won't meet a single stair.",
    mistake: 'accessibility-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: "Answer a DM from someone recovering from a hip operation who can't manage steps, about tickets for the film upstairs in the Attic.",
    draft:
      "Hi, hope the recovery's going well! Don't worry – there's a lift up to the Attic, so you won't have to tackle any stairs. Book whenever you're ready. Ruth",
    mistake: 'accessibility-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: 'Post announcing the Studio Ghibli season starting next month.',
    draft:
      "Studio Ghibli season! Every Sunday in May at 4pm: Spirited Away, My Neighbour Totoro, Kiki's Delivery Service and Howl's Moving Castle, all in the cosy Attic. And as always, the Bellwood is fully accessible, so everyone's welcome.",
    mistake: 'accessibility-overclaim',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // plot-spoilers
  {
    goal: 'social posts',
    task: "Post for next week's Thursday Classics: Vertigo (1958).",
    draft:
      'Thursday Classics: VERTIGO (1958). James Stewart falls for a mysterious blonde – who turns out to be Judy in disguise, all part of a plan to cover up a murder. Hitchcock at his most twisted. 7:45pm, £7.',
    mistake: 'plot-spoilers',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter: Dev's staff pick – Se7en.",
    draft:
      "Dev's pick: Se7en (Saturday late show, 9pm, 18). Dev says it ruined him for a week, and he's still not over finding out it's Tracy's head in the box at the end.",
    mistake: 'plot-spoilers',
    kind: 'reworded',
  },
  {
    goal: 'customer replies',
    task: 'Respond to a TripAdvisor comment from a couple who loved our Gone Girl night.',
    draft:
      'Thank you both, so glad you had a great evening! Rosamund Pike is incredible in it – the moment you realise Amy faked her own disappearance gets us every time. Ruth',
    mistake: 'plot-spoilers',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: 'Instagram caption teasing the Saturday late show of The Usual Suspects.',
    draft:
      "Saturday late show: The Usual Suspects. Five crooks, one line-up, and a limp that isn't what it seems. Verbal Kint turning out to be Keyser Söze is still the best final five minutes in cinema. 9pm, Screen 1.",
    mistake: 'plot-spoilers',
    kind: 'no shared words',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter: what's new in the Reel Bar this month (new cocktails).",
    draft:
      "Dev's new cocktails are inspired by our Classics season: the Rosebud (bourbon, cherry and a little wooden sled on top – yes, that's what Kane meant all along), the Rear Window (a gin sour you can watch the world through) and the Casablanca (French 75, naturally).",
    mistake: 'plot-spoilers',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // customer-privacy
  {
    goal: 'social posts',
    task: "Post about a wallet left in Screen 2 after last night's late showing.",
    draft:
      "Found: a brown leather wallet in Screen 2 after last night's 9pm Nosferatu. The bank cards say D. Whitfield – Daniel, we've got it safe at the box office!",
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'customer replies',
    task: "Reply to a Google review moaning about people on their phones all through Saturday's Gladiator II.",
    draft:
      "We're really sorry – phones lighting up in the dark drive us mad too. We spoke to the couple in row D (booked under Henderson) at the end, and they won't be booking with us again. Hope your next visit is a better one.",
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: 'Mailout item: thank the regulars who helped when the fire alarm went off mid-film.',
    draft:
      "Thank you to everyone for staying so calm when the fire alarm went off during Wednesday's 6pm film. For the record, it was set off by a customer, Gary Doyle, vaping in the gents – he's been asked not to come back.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: 'Respond publicly on TripAdvisor to someone who says a staff member was rude when checking ID for an 18 certificate.',
    draft:
      "Sorry you felt that way. For context, our records show three tickets booked at 9:15pm under the name Jade Collins, and one of your party, who is 16, didn't have ID, so we couldn't let them in. Our team were just following the law.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: "Post marking the Bellwood's 10th birthday this weekend, with a few highlights from the decade.",
    draft:
      "Ten years ago this weekend we opened our doors! A few favourite moments: the night Jim Pryor from Orchard Road proposed to Lisa during the credits of Notting Hill (she said yes), Tom running 35mm again for the first time in 20 years, and Millie Bains, now 12, who has been to almost 300 Kids' Clubs. Thank you, Fenbridge.",
    mistake: 'customer-privacy',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // made-up-offers
  {
    goal: 'customer replies',
    task: 'Reply to an email from a customer whose film was stopped for 20 minutes on Friday when the sound cut out.',
    draft:
      "Hi Alison, I'm really sorry about Friday – an amplifier gave up halfway through and it took Tom a while to swap it over. As a thank you for your patience, your next two tickets are on us; just quote this email at the box office. Ruth",
    mistake: 'made-up-offers',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter piece encouraging people to join Bellwood Friends before prices go up in April.',
    draft:
      "Join Bellwood Friends before 1 April and lock in £36 a year for life! You'll get free popcorn every visit, £1.50 off every ticket, 10% off at the Reel Bar and priority booking.",
    mistake: 'made-up-offers',
    kind: 'reworded',
  },
  {
    goal: 'social posts',
    task: "Instagram caption for Mother's Day weekend with a picture of the bar's cake counter.",
    draft:
      "Treat your mum this Mother's Day weekend: cake, coffee and a film. And all mums get in free on Sunday 30 March – just bring her along!",
    mistake: 'made-up-offers',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: "Answer a DM from a pensioner wondering whether there's any cheaper way to come regularly.",
    draft:
      "Hi! Lovely to hear you're a regular. Over-60s get our £7.50 concession, and if you come five times in a month your sixth ticket is free – just ask at the box office for a loyalty card. Ruth",
    mistake: 'made-up-offers',
    kind: 'no shared words',
  },
  {
    goal: 'social posts',
    task: 'Post announcing the new seasonal hot chocolate menu in the Reel Bar.',
    draft:
      "The winter hot chocolates are here: salted caramel, orange, and a very grown-up Baileys one. Buy any hot chocolate before a film and your popcorn's free all December.",
    mistake: 'made-up-offers',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // emoji-overload
  {
    goal: 'social posts',
    task: 'Instagram post announcing our Christopher Nolan weekend (Inception, Interstellar, The Prestige).',
    draft:
      '🌀🚀🎩 NOLAN WEEKEND 🎩🚀🌀\n💤 Inception – Fri 8pm\n🌌 Interstellar – Sat 6pm\n🎩 The Prestige – Sun 4pm\n🤯🤯 Mind = BLOWN!!! 🍿🎬\n#Nolan #Inception #Interstellar #ThePrestige #MindBlown #IndieCinema #Fenbridge #FilmLovers',
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter subject line and intro for the Christmas season (It's a Wonderful Life, Elf, The Muppet Christmas Carol).",
    draft:
      "Subject: 🎄🎅 IT'S CHRISTMAS AT THE BELLWOOD!!! 🎅🎄\n\n✨🔔 It's a Wonderful Life 🔔✨ Elf 🧝‍♂️🍝 The Muppet Christmas Carol 🐸👻 ... plus mulled wine 🍷 mince pies 🥧 and SO much festive fun!!! ❄️☃️🎁",
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'social posts',
    task: 'Write a caption to go with a photo of Tomasz threading the 35mm print of Jaws.',
    draft:
      "🦈🦈🦈 DA-DUM... DA-DUM... 🎞️🎞️ Tom's loading up the 35mm print of JAWS!!! 🍿🌊😱 You're gonna need a bigger boat 🚤 #Jaws #35mm #FilmNotDigital #Spielberg #SharkWeek #CinemaLife #Projectionist #Fenbridge",
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: "Respond to a glowing TripAdvisor write-up of a family's first trip to us.",
    draft:
      'OMG thank you SO much!!! 😍😍🥰 We LOVE hearing this 💛🎬🍿 Come back soon!!! 🙌🙌 #BellwoodFamily #Grateful #Fenbridge',
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter note: the box office phone line hours are changing.',
    draft:
      '📞📞 BIG NEWS 📞📞 From Tuesday 1 April our box office line (01632 960 418) is open 12–6pm Tuesday to Sunday ⏰✅ Outside those hours? Book online 💻 or pop in 🚶‍♀️!!! #NewHours #BoxOffice',
    mistake: 'emoji-overload',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // corporate-tone
  {
    goal: 'customer replies',
    task: 'Reply to an email from a regular asking whether we will get the new Mike Leigh film.',
    draft:
      'Dear Sir,\n\nThank you for your correspondence. We are pleased to advise that the feature in question has been programmed for exhibition commencing Friday 17 January.\n\nShould you require any further information, please do not hesitate to contact a member of our team.\n\nYours faithfully,\nThe Bellwood Picturehouse Management',
    mistake: 'corporate-tone',
    kind: 'reworded',
  },
  {
    goal: 'customer replies',
    task: 'Reply to a 3-star Google review saying the Screen 1 air con was too cold.',
    draft:
      'We acknowledge your comments regarding the ambient temperature in Screen 1 and apologise for any discomfort experienced. The matter has been referred to our facilities team for review. We thank you for your valued feedback.',
    mistake: 'corporate-tone',
    kind: 'reworded',
  },
  {
    goal: 'weekly newsletter',
    task: 'Let subscribers know the toilets downstairs will be out of action on Wednesday while the plumbers are in.',
    draft:
      'Customers are hereby advised that the ground-floor lavatory facilities will be unavailable on Wednesday 12 March due to essential maintenance works. Alternative facilities are located on the first floor. The Management regrets any inconvenience caused.',
    mistake: 'corporate-tone',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: 'Write back to a pensioner who sent a handwritten card saying our Tuesday afternoons keep her going.',
    draft:
      'Dear Madam,\n\nWe acknowledge receipt of your correspondence. Your positive feedback regarding our Tuesday afternoon programme has been noted and will be shared with the relevant personnel.\n\nYours faithfully,\nThe Bellwood Picturehouse',
    mistake: 'corporate-tone',
    kind: 'no shared words',
  },
  {
    goal: 'customer replies',
    task: 'Reply to a message asking if we sell gluten-free snacks at the bar.',
    draft:
      'Dear Sir/Madam,\n\nThank you for your enquiry. We are pleased to confirm that a selection of gluten-free confectionery items is available for purchase at our bar facility.\n\nShould you require any further information, please do not hesitate to contact us.\n\nYours faithfully,\nThe Bellwood Picturehouse Management',
    mistake: 'corporate-tone',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // no past mistake: ordinary tasks of the same goals, clean drafts.
  {
    goal: 'social posts',
    task: "Post announcing that from next month we're adding Friday late shows at 9:30pm.",
    draft:
      "Night owls, this one's for you. From 4 April we're adding a late show every Friday at 9:30pm in Screen 1, starting with Mickey 17. The Reel Bar is open until 11, so there's time for a drink first.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'customer replies',
    task: "Reply to a message asking what time Saturday's 7pm film finishes and whether there's a bus back to Ludford afterwards.",
    draft:
      "Hi Ellie, Saturday's 7pm Mickey 17 finishes at about 9:25, trailers included. The last 42 back towards Ludford leaves from right outside at 9:50, so you'll make it comfortably. Enjoy! Ruth",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'weekly newsletter',
    task: "Newsletter: this week's new releases (A Real Pain, The Wild Robot, Hard Truths).",
    draft:
      "New this week: A Real Pain, Jesse Eisenberg and Kieran Culkin as mismatched cousins on a trip to Poland – funny and quietly moving; The Wild Robot, a beautiful animated adventure for all ages (PG); and Hard Truths, Mike Leigh's latest, with a towering performance from Marianne Jean-Baptiste. Times on the website.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'customer replies',
    task: 'Reply to an email from a teacher asking if we do school screenings for Year 6 on weekday mornings.',
    draft:
      "Hi Mr Evans, thanks for getting in touch – we'd love to have Year 6 in. School screenings work like a private hire: Screen 1 (96 seats) is £420 for up to 3 hours on a weekday morning, and we sort out the film licence for you at cost (usually £80–£120 depending on the title). We need at least 3 weeks' notice, so send me a couple of dates and I'll check the diary. Ruth",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social posts',
    task: 'Post showing off the restored 1930s ceiling in the foyer.',
    draft:
      "Look up next time you're in the foyer. After two months of scaffolding, the original 1930s plaster ceiling is back to its full art deco glory – all those sunbursts were hiding under six layers of paint. Thank you to Hartley & Sons for the patience of saints.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: reminder that gift vouchers make a good Christmas present.',
    draft:
      "Stuck for a present? Bellwood gift vouchers come in any amount from £10, can be spent on tickets or in the Reel Bar, and last for 12 months. Buy them at the box office or online, and we'll post or email them the same day.",
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated: other topics of the business, clean drafts.
  {
    goal: 'weekly newsletter',
    task: "Newsletter: we're hiring a weekend bar assistant.",
    draft:
      "We're hiring! Dev is looking for a weekend bar assistant, about 12 hours a week (Saturday and Sunday, 10am–6pm), £12.60 an hour plus free films. Barista experience is a bonus but not essential – we'll teach you. Email Dev at bar@bellwoodpicturehouse.co.uk with a few lines about yourself.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social posts',
    task: 'Post asking followers which film they would like for our summer outdoor screening in Castle Gardens.',
    draft:
      "We're taking the Bellwood outdoors! On Saturday 26 July we'll be screening a film in Castle Gardens, and you get to choose it. Grease, Jurassic Park or Mamma Mia! – tell us in the comments and we'll announce the winner next Friday.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'customer replies',
    task: 'Reply to a local film student asking if she can shoot a scene for her short film in our foyer on a Monday.',
    draft:
      "Hi Freya, what a lovely idea – we're closed to the public on Mondays, so that's the best day. The foyer's free on 14 and 28 April if either works. We'd just ask for a credit at the end and a copy of the film. Give me a ring on 01632 960 418 and we can sort out the details. Ruth",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'customer replies',
    task: 'Reply to an email from Teme Valley Brewery offering to supply their new pale ale.',
    draft:
      "Hi Rob, thanks for thinking of us – we love your stuff. Dev looks after the bar, so I've copied him in. He'd probably like to try a few bottles first; could you drop some round on a Tuesday or Wednesday afternoon? Ruth",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social posts',
    task: 'Post about the new bike racks outside the front door.',
    draft:
      'Cycling to the pictures just got easier: there are now six bike racks right outside our front door on Quay Street, courtesy of the town council. Bring a lock and leave the car at home.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'weekly newsletter',
    task: 'Newsletter: what we learned from the audience survey and what we are changing.',
    draft:
      "Thank you to the 312 of you who filled in our survey! The big messages: more Sunday afternoon showings, more foreign-language films, and please, please bring back the cheese scones. So from May we're adding a 4pm Sunday slot, a monthly world cinema night, and the scones are back on Dev's menu from this weekend.",
    mistake: null,
    kind: 'unrelated',
  },
];

export const DEV_U: RetrievalSet = { name: 'dev U', memory, questions };
