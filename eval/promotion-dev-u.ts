// Promotion set U: written independently by a helper who had not seen the product's code, its tuning sets or any
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
// Classes: refund-instead-of-exchange, unauthorised-freebies, kids-club-as-drop-off, children-named-in-posts,
// attic-called-step-free, gives-away-endings, emoji-and-hashtag-pileup, stiff-formal-replies, age-rating-bent.
// Pairs sharing a goal and similar situations: refund-instead-of-exchange / unauthorised-freebies (replies to customers
// who missed or were let down by a film); kids-club-as-drop-off / children-named-in-posts (posts about Kids' Club);
// stiff-formal-replies / age-rating-bent (replies to parents and regulars).
// Development set: measured first as written, then used for development.
// Measured as written on 3 Dec 2026 (session 21, main at 546a655), without the owner's answers: 3 of 9 classes
// proposed in time, 5 candidates, none with evidence from two classes. Development set from then on.
import type { PromotionSet } from './promotion.ts';

export const DEV_U: PromotionSet = {
  name: 'dev U',
  classes: [
    {
      // Promises money back for tickets; the policy is a swap to another showing or credit.
      id: 'refund-instead-of-exchange',
      goal: 'customer replies',
      corrections: [
        {
          task: 'Reply to an email: a couple booked the Saturday 8:15 showing of Conclave but their babysitter has cancelled.',
          draft:
            "Hi Anna, oh no, babysitters! Don't worry at all – I've cancelled your booking and refunded the £19 to your card, so it should be back in a few days. Hope we see you another time. Ruth",
          edit: "Hi Anna, oh no, babysitters! Don't worry – I can move your two tickets to another showing of Conclave (it's on until Thursday), or put the £19 on your account as credit for whenever you can make it. Just tell me which. Ruth",
          reason: 'we exchange, we dont refund',
        },
        {
          task: 'Reply to a Facebook message from someone who bought a ticket for the wrong day by mistake.',
          draft:
            "Hi Ollie, easily done! Just send me your booking reference and I'll refund it, then you can rebook for the right day. Ruth",
          edit: "Hi Ollie, easily done! Just send me your booking reference and I'll move it to the right day for you – no charge. Ruth",
        },
        {
          task: 'Reply to an email from a customer whose train was cancelled, so she missed the 6pm showing she had booked.',
          draft:
            "Hi Gemma, what a pain – sorry you missed it. As it was no fault of your own, we'll give you a full refund. Just reply with your booking number. Ruth",
          reason: "once the film's been, there's no money back. offer her credit as a one off",
        },
        {
          task: 'Reply to a message from a regular who has to go into hospital next week and has tickets for three Thursday Classics.',
          draft:
            "Hi Brian, so sorry to hear that, sending best wishes. Of course we'll refund all three Classics tickets straight away – just focus on getting better. Ruth",
          edit: "Hi Brian, so sorry to hear that, sending best wishes. I'll turn all three Classics tickets into credit on your account, so they'll be waiting for you when you're back on your feet – no rush at all. Ruth",
          reason: 'credit, not cash. but be kind about it',
        },
        {
          task: 'Reply to an email from a customer unhappy that the film they booked was moved from Screen 1 to Screen 2.',
          draft:
            "Hi Mr Clarke, sorry about that – we had to swap screens at short notice. I completely understand if you'd rather not see it in the smaller room, so I've refunded both tickets in full. Ruth",
          reject: true,
        },
        {
          task: "Reply to an Instagram DM: 'Can I get my money back for Friday? Something's come up.'",
          draft:
            "Hi! Yes, no problem – as long as it's more than 2 hours before the film we can refund you. Just send over your booking reference. Ruth",
          edit: "Hi! No problem – as long as it's more than 2 hours before the film we can swap your tickets to another showing or turn them into credit. Just send over your booking reference and tell me which you'd prefer. Ruth",
        },
      ],
    },
    {
      // Makes up compensation: free tickets, drinks, discounts, memberships that only Ruth can decide on.
      id: 'unauthorised-freebies',
      goal: 'customer replies',
      corrections: [
        {
          task: "Reply to a Google review: the toilets ran out of paper during Saturday's busy evening.",
          draft:
            "So sorry about that – not the welcome we want anyone to have. We've added an extra check to the Saturday rota. Next time you're in, mention this review at the bar and your drinks are on us!",
          edit: "So sorry about that – not the welcome we want anyone to have. We've added an extra check to the Saturday rota so it doesn't happen again.",
        },
        {
          task: "Reply to an email complaint: the heating in Screen 1 was off during Sunday's Lawrence of Arabia.",
          draft:
            "Hi Sue, I'm so sorry – nearly four hours in a cold room is no fun at all. The boiler's fixed now. I've added two complimentary tickets to your account to say sorry, plus a free hot chocolate each! Ruth",
          reason: "don't give away tickets without asking me",
        },
        {
          task: 'Reply to a DM: someone says their popcorn was stale on Wednesday evening.',
          draft:
            "Hi, sorry about that! We've binned the batch and Dev's checking the machine. Bring your receipt in and we'll give you free popcorn for a month. Ruth",
          edit: "Hi, sorry about that! We've binned the batch and Dev's giving the machine a proper clean. Thanks for telling us – it won't happen again. Ruth",
          reason: 'free popcorn for a month?? no',
        },
        {
          task: 'Reply to a Facebook comment from someone whose Friday film was interrupted by a fire alarm test.',
          draft:
            'Really sorry – the alarm company turned up early and tested without warning us. To make it up to you, everyone who was in that screening gets 50% off their next visit, just show your ticket!',
          edit: "Really sorry – the alarm company turned up early and tested without warning us. We've told them that can never happen during a film again.",
        },
        {
          task: 'Reply to an email from a regular who says the couple behind her kicked her seat all through Saturday night.',
          draft:
            "Hi Lorraine, that sounds miserable, I'm sorry. Next time, please grab one of us and we'll sort it out straight away. And as a thank you for being such a loyal regular, I've given you a free year of Bellwood Friends membership! Ruth",
          reason: "that's £36 you just gave away, no",
        },
      ],
    },
    {
      // Sells Kids' Club as a drop-off; an adult has to stay in the screen with the children.
      id: 'kids-club-as-drop-off',
      goal: 'social posts',
      corrections: [
        {
          task: "Facebook post for Kids' Club this Saturday: The Lego Movie.",
          draft:
            "Everything is awesome at Kids' Club this Saturday! The Lego Movie at 10:30am. Parents – pop the kids in with us and go and enjoy a coffee in peace, we'll look after them. £4.",
          edit: "Everything is awesome at Kids' Club this Saturday! The Lego Movie at 10:30am, £4 for kids and grown-ups alike. Bring your coffee in from the Reel Bar and enjoy it together.",
          reason: 'grown ups have to stay with them, always',
        },
        {
          task: "Instagram caption for a photo of Sian setting out the beanbags before Kids' Club.",
          draft:
            "Sian's got the beanbags out and the popcorn's popping for tomorrow's Kids' Club (Matilda, 10:30am). Leave them in her capable hands and have a lie-in... well, a sit-down!",
          edit: "Sian's got the beanbags out and the popcorn's popping for tomorrow's Kids' Club (Matilda, 10:30am). Grown-ups, there's a beanbag with your name on it too.",
        },
        {
          task: "Post about Kids' Club going ahead during the Christmas market weekend.",
          draft:
            "Christmas shopping with kids in tow? Not this year! Kids' Club is on as usual on Saturday 13 December (Elf, 10:30am) – leave them with us for the morning and hit the Christmas market hands-free.",
          reject: true,
        },
        {
          task: "Post for Kids' Club's 5th birthday celebration morning.",
          draft:
            "Kids' Club is 5! Join us on Saturday 8 March for a birthday screening of Toy Story, with cake and balloons. Kids can come along from age 4 – they'll be looked after by our friendly team while you relax in the Reel Bar.",
          edit: "Kids' Club is 5! Join us on Saturday 8 March for a birthday screening of Toy Story, with cake and balloons for everyone. Bring the whole family – tickets are £4 for kids and grown-ups.",
          reason: 'we dont look after them, mums and dads stay in the screen',
        },
        {
          task: "Post for a rainy half-term Wednesday: extra Kids' Club screening of Flow at 11am.",
          draft:
            "Rained off? Extra Kids' Club screening of Flow this Wednesday at 11am. Send the kids in for a cosy morning with us while you get some jobs done!",
          reason: 'send the kids in?? an adult comes too',
        },
      ],
    },
    {
      // Names children (or their school, age, street) in public posts.
      id: 'children-named-in-posts',
      goal: 'social posts',
      corrections: [
        {
          task: "Post about the Kids' Club drawing competition winners.",
          draft:
            "We had so many brilliant entries for our Kids' Club drawing competition! The winner is Isla Turner (7) from Fenbridge Primary with her amazing Paddington – Isla, your framed picture is hanging in the foyer! Well done to runners-up Jack and Ruby Hall too.",
          edit: "We had so many brilliant entries for our Kids' Club drawing competition! The winning Paddington is now framed and hanging in the foyer – come and see it, and thank you to every young artist who took part.",
        },
        {
          task: 'Instagram post thanking the Year 5 class who came in for a school screening.',
          draft:
            "Thank you to Mrs Akhtar's Year 5 class from St Michael's for a brilliant morning watching The Iron Giant! Special mention to Harvey, who asked Tom 14 questions about the projector, and to Amara, who clapped all the way through the credits.",
          edit: 'Thank you to the Year 5 class who came to watch The Iron Giant with us this morning! So many brilliant questions about the projector – Tom was in his element.',
          reason: 'take the kids names out, and the school',
        },
        {
          task: "Facebook post with photos from the Kids' Club pyjama morning.",
          draft:
            'Pyjama party! Thank you to everyone who came in their PJs for The Gruffalo this morning. Look at little Noah Fielding (3) fast asleep in row B – best review we have ever had!',
          reason: 'cant post a named toddler, his parents might hate that',
        },
        {
          task: "Post celebrating a young regular's 100th Kids' Club visit.",
          draft:
            "A Kids' Club milestone! Eight-year-old Lily Morgan came to her 100th Kids' Club this Saturday – she's been coming with her grandad since she was three. Congratulations, Lily!",
          edit: "A Kids' Club milestone! One of our young regulars came to her 100th Kids' Club this Saturday – she's been coming with her grandad since she was three. Congratulations from all of us!",
        },
        {
          task: "Post about children's birthday parties in the Attic.",
          draft:
            "Birthday parties at the Bellwood! Hire the Attic for your own film, plus party food from the Reel Bar. Last Monday we celebrated Oscar Bennett's 8th with a Minecraft screening – happy birthday Oscar!",
          edit: 'Birthday parties at the Bellwood! Hire the Attic for a film of your choice, plus party food from the Reel Bar. Ask at the box office or email us for prices and dates.',
          reason: 'no birthday boy names pls',
        },
      ],
    },
    {
      // Calls the Attic (or the whole building) step-free, or puts the loop and lifts where there are none.
      id: 'attic-called-step-free',
      goal: 'weekly newsletter',
      corrections: [
        {
          task: 'Newsletter: the Japanese film season runs in Screen 2 all of June.',
          draft:
            'Our Japanese season takes over the Attic for all of June: Tokyo Story, Seven Samurai, Spirited Away and Perfect Days. As ever, the Attic is step-free and easy to reach for everyone.',
          edit: "Our Japanese season takes over the Attic for all of June: Tokyo Story, Seven Samurai, Spirited Away and Perfect Days. Just a reminder that the Attic is up two flights of stairs with no lift – if that's a problem, tell us and we'll try to add a Screen 1 showing.",
          reason: 'attic isnt step free!!',
        },
        {
          task: 'Newsletter: our accessibility information, ahead of Disability Pride Month.',
          draft:
            'Everyone deserves a night at the pictures. Both our screens have level access and hearing loops, there is an accessible toilet on each floor, and carers with a CEA card go free.',
          reason: 'only the big room has level access and a loop. get it right',
        },
        {
          task: 'Newsletter: the book club screening of The Remains of the Day on a Tuesday afternoon in the Attic.',
          draft:
            'Book club meets film club! The Remains of the Day, Tuesday 2pm in the Attic, with tea and a chat afterwards. Nobody has to tackle the stairs any more – the whole building is accessible now.',
          edit: "Book club meets film club! The Remains of the Day, Tuesday 2pm in the Attic, with tea and a chat afterwards. (The Attic is up two flights of stairs – if you'd struggle, let us know and we'll see what we can do.)",
        },
        {
          task: 'Newsletter: welcoming the wheelchair users from the Fenbridge Day Centre for a midweek matinee.',
          draft:
            "We're looking forward to welcoming the Fenbridge Day Centre group on Wednesday for a 2pm matinee of Paddington in Peru. Any screen in the building works for wheelchairs, so we've put them in the cosy Attic.",
          edit: "We're looking forward to welcoming the Fenbridge Day Centre group on Wednesday for a 2pm matinee of Paddington in Peru in Screen 1, where the step-free access and wheelchair spaces are.",
          reason: "they'd never get up to the attic",
        },
        {
          task: 'Newsletter: the relaxed screening of Wallace & Gromit moves to Screen 2 this month.',
          draft:
            "This month's relaxed screening (Sunday 16th, 1pm) is in the Attic – the same step-free, wheelchair-friendly room as always, just cosier.",
          reject: true,
        },
      ],
    },
    {
      // Gives away twists and endings in film blurbs.
      id: 'gives-away-endings',
      goal: 'weekly newsletter',
      corrections: [
        {
          task: "Newsletter: Friday's 35mm screening of Chinatown.",
          draft:
            "Friday night, on 35mm: Chinatown. Jack Nicholson's private eye gets in way over his head, and the reveal that Evelyn's 'sister' is also her daughter is still one of the most shocking scenes of the 70s. 8pm, Screen 1.",
          edit: "Friday night, on 35mm: Chinatown. Jack Nicholson's private eye takes a simple case and gets in way over his head – one of the great films of the 70s, and it looks stunning on film. 8pm, Screen 1.",
          reason: 'ugh the big reveal. leave it out',
        },
        {
          task: 'Newsletter: Saltburn is back for one week by popular demand.',
          draft:
            "Saltburn is back for one week only! Barry Keoghan's Oliver worms his way into an aristocratic family's summer, and the moment you realise he planned the whole thing, Felix's death included, will stay with you for days. 18, Screen 2.",
          edit: "Saltburn is back for one week only! Barry Keoghan's Oliver worms his way into an aristocratic family's summer, and the last half hour will stay with you for days. 18, Screen 2.",
        },
        {
          task: "Newsletter: Titanic back on the big screen for Valentine's.",
          draft:
            "Titanic returns for Valentine's weekend! Bring tissues for when Jack slips away into the ocean and Rose lets go – there was room on that door, and we will die on this hill.",
          reason: 'some people still havent seen it, believe it or not. no ending stuff',
        },
        {
          task: 'Newsletter: The Empire Strikes Back on Star Wars Day (4 May).',
          draft:
            "May the 4th be with you: The Empire Strikes Back, 2pm and 7pm. Relive Hoth, Yoda's swamp and the moment Vader tells Luke he is his father.",
          edit: "May the 4th be with you: The Empire Strikes Back, 2pm and 7pm. Relive Hoth, Yoda's swamp and that duel in Cloud City – there are kids who've never seen it, so no spoilers in the foyer please!",
          reason: "little ones coming who won't know the dad bit",
        },
        {
          task: 'Newsletter: the Agatha Christie double bill, Murder on the Orient Express (1974) and Death on the Nile (1978).',
          draft:
            "Sunday's Agatha Christie double bill: Murder on the Orient Express – where it turns out all twelve passengers did it – followed by Death on the Nile. Tea and cake in the interval.",
          edit: "Sunday's Agatha Christie double bill: Murder on the Orient Express, then Death on the Nile. A train, a boat, a lot of suspects and one magnificent moustache. Tea and cake in the interval.",
        },
      ],
    },
    {
      // Style: strings of emojis and hashtags, capitals and exclamation marks.
      id: 'emoji-and-hashtag-pileup',
      goal: 'social posts',
      corrections: [
        {
          task: 'Instagram post: Rocky Horror sing-along this Saturday at 9pm.',
          draft:
            "💋💋 LET'S DO THE TIME WARP AGAIN 💋💋 🎤🕺 Rocky Horror sing-along THIS SATURDAY 9pm!!! 👠🎸⚡ Fancy dress 100% encouraged 🤩🤩 #RockyHorror #TimeWarp #SingAlong #CultClassic #SaturdayNight #Fenbridge #IndieCinema",
          edit: "Let's do the Time Warp again: Rocky Horror sing-along this Saturday at 9pm. Fancy dress very much encouraged. Props bags £3 at the bar. #RockyHorror",
          reason: 'less emojis, looks spammy',
        },
        {
          task: "Facebook post: Dev's new winter cocktail, the Mulled Projectionist.",
          draft:
            "🍷🔥 NEW COCKTAIL ALERT 🔥🍷 Say hello to the Mulled Projectionist 🎞️🍊✨ Dev's secret recipe 🤫🤫 warm, spicy & DANGEROUSLY good!!! 😍 #Cocktails #WinterWarmer #ReelBar #DrinkLocal #Cosy #Fenbridge",
          edit: "New in the Reel Bar: the Mulled Projectionist. Dev's winter cocktail is warm red wine, orange and a secret spice mix he won't tell even us about. £7.50, and it goes very nicely with a film.",
        },
        {
          task: 'Post: Mamma Mia! sing-along tickets are on sale.',
          draft:
            "💃💃💃 MAMMA MIA!!! 💃💃💃 Here we go again 🎶🎶 Sing-along tickets ON SALE NOW 🎟️🎟️ 🌊🇬🇷☀️🎤✨🥂 Don't miss it!!! 😍😍 #MammaMia #ABBA #SingAlong #DancingQueen #GirlsNightOut #Fenbridge #CinemaNight #FeelGood #Greece #BookNow",
          reject: true,
        },
        {
          task: 'Instagram story text: last few seats tonight for Mickey 17.',
          draft:
            "🚨🚨 LAST FEW SEATS 🚨🚨 Mickey 17 TONIGHT 8:40pm 👽🚀❄️ Don't miss out!!! 🏃‍♀️💨 #Mickey17 #LastChance #TonightOnly",
          edit: 'Last few seats tonight for Mickey 17, 8:40pm in Screen 1.',
        },
        {
          task: 'Post congratulating Tom on 20 years as our projectionist.',
          draft:
            "🎉🎉🎉 20 YEARS!!! 🎉🎉🎉 Massive congrats to our legend Tom 🎞️👏👏 who's been running our projectors since 2005 🥳🍾🎬 #Projectionist #20Years #Legend #35mm #TeamBellwood #CinemaFamily #Milestone",
          edit: "Twenty years ago this week, Tom threaded his first reel at the Bellwood. He's seen us through the switch to digital, the return of 35mm and one memorable flood in Screen 2. Thank you, Tom – come and say well done at the box office this weekend.",
          reason: 'tom would hate all the tags and faces, keep it simple',
        },
      ],
    },
    {
      // Style: stiff, formal, corporate replies instead of Ruth's own warm voice.
      id: 'stiff-formal-replies',
      goal: 'customer replies',
      corrections: [
        {
          task: 'Reply to an email asking if we show the Oscar-nominated short films.',
          draft:
            'Dear Sir or Madam,\n\nWe thank you for your enquiry. Please be advised that the Oscar-nominated short film programmes are scheduled for exhibition on Sunday 2 March at 2pm and 5pm respectively.\n\nWe trust this information is satisfactory.\n\nYours faithfully,\nThe Bellwood Picturehouse',
          edit: 'Hi Helen,\n\nWe do! Both programmes are on Sunday 2 March – the live action ones at 2pm and the animated ones at 5pm. Lots of people do both with a cake in between.\n\nRuth',
          reason: 'too stiff, write like youre talking to them',
        },
        {
          task: 'Reply to a thank-you message from the widow of a long-time regular.',
          draft:
            "Dear Mrs Hartley,\n\nWe acknowledge your correspondence and extend our condolences. Please be advised that your late husband's Bellwood Friends membership has been cancelled with effect from today's date.\n\nYours faithfully,\nThe Management",
          reason: "this is awful, she's grieving. warm and personal, from me",
        },
        {
          task: 'Reply to a Facebook message asking if we are open on Easter Monday.',
          draft:
            'Dear Customer,\n\nWe wish to inform you that the Bellwood Picturehouse will be closed on Easter Monday in accordance with our standard operating hours. Normal service will resume on Tuesday.\n\nWe trust this information is of assistance.',
          edit: "Hi! We're closed on Easter Monday I'm afraid (we're always shut on Mondays), but we're back on Tuesday with Cheap Seats. Happy Easter! Ruth",
        },
        {
          task: "Reply to a 4-star TripAdvisor review that said the bar's toasties were 'the best in town'.",
          draft:
            'Dear Reviewer,\n\nThank you for taking the time to submit your feedback. We are gratified to note your satisfaction with our food offering. Your comments have been duly noted.\n\nRegards,\nThe Bellwood Picturehouse',
          edit: 'Thank you! Dev will be unbearable now – he is very proud of those toasties. See you again soon. Ruth',
          reason: 'sounds like a robot. be friendly',
        },
        {
          task: 'Reply to a DM from a teenager asking if they can do work experience with Tom in the projection room.',
          draft:
            'Dear Applicant,\n\nThank you for your expression of interest. All work experience requests must be submitted in writing to the General Manager, accompanied by a covering letter and a reference from your educational establishment. Applications will be considered in due course.\n\nYours faithfully,\nThe Bellwood Picturehouse Ltd',
          reject: true,
        },
      ],
    },
    {
      // Bends the BBFC age ratings: under-15s at a 15 with a parent, under-12s alone at a 12A, ID waived.
      id: 'age-rating-bent',
      goal: 'customer replies',
      corrections: [
        {
          task: "Reply to a Facebook message: 'My son is 13, can he come to the 15 showing of Alien: Romulus if I'm with him?'",
          draft: "Hi Sarah, yes, that's fine as long as you're with him the whole time! Enjoy the film. Ruth",
          edit: "Hi Sarah, sorry, I'm afraid not – a 15 means nobody under 15 can come in, even with a parent. It's the law for cinemas, not just our rule. Maybe one for a film night at home when it's out on streaming! Ruth",
          reason: '15 means 15, parent or not',
        },
        {
          task: 'Reply to an email from a mum asking if her 10 and 11 year olds can watch the 12A Wicked on their own.',
          draft: 'Hi Jen, yes, 12A films are fine for under-12s, so they can come along on their own, no problem! Ruth',
          reason: 'under 12s need an adult with them at a 12A',
        },
        {
          task: 'Reply to a message from a student who forgot their ID and was turned away from the 18 showing of The Substance.',
          draft:
            "Hi, so sorry about last night! Honestly, as you're a regular we'll let you in next time without ID – just mention this message to whoever's on the door. Ruth",
          edit: "Hi, sorry about last night – I know it's annoying. We have to see ID for every 18 if someone looks under 25, regulars included, or we could lose our licence. I've moved your ticket to Thursday's 8:30 showing so you can still see it. Ruth",
        },
        {
          task: 'Reply to a DM asking whether a 14-year-old can come to the Halloween double bill (both 15s) with her sister, who is 19.',
          draft: "Hi! As long as she's with someone over 18 she'll be fine. See you on the 31st! Ruth",
          edit: "Hi! Sorry, both films are 15s, so she'd need to be 15 on the night, even with her sister there. We're doing a PG Halloween matinee of Hocus Pocus on the Saturday, if that helps? Ruth",
          reason: 'doesnt matter who shes with, rating is the rating',
        },
        {
          task: "Reply to a Google review complaining we wouldn't let a 12-year-old into Deadpool & Wolverine (15).",
          draft:
            "We're sorry you were disappointed. To be honest, we usually let it slide if the child is nearly 15 and with a parent, so we'll have a word with the team about being a bit more flexible.",
          reason: 'no! we never let it slide, the team did the right thing',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'social posts',
      task: 'Post for the Sunday relaxed screening of Inside Out 2.',
      draft:
        'Relaxed screening: Inside Out 2, Sunday 9th at 1pm. Lights low, sound down, no trailers, and you are free to move about and make noise. £6.',
      edit: 'Relaxed screening: Inside Out 2, Sunday 16th at 1pm. Lights low, sound down, no trailers, and you are free to move about and make noise. £6.',
      reason: 'its the 16th this month',
    },
    {
      goal: 'weekly newsletter',
      task: 'Newsletter: Reel Bar opening hours over Christmas.',
      draft:
        "Christmas hours: Christmas Eve 10am–4pm, closed Christmas Day and Boxing Day, then back to normal from Saturday 27th. Dev's mince pies are on until they run out.",
      edit: "Christmas hours: Christmas Eve 10am–3pm, closed Christmas Day and Boxing Day, then back to normal from Saturday 27th. Dev's mince pies are on until they run out.",
    },
    {
      goal: 'customer replies',
      task: 'Reply to an email asking about hiring Screen 1 for a company away-day on a Monday.',
      draft:
        "Hi Marcus, Mondays are perfect for that. Screen 1 seats 96 and is £400 for up to 3 hours; we can do tea, coffee and pastries from £12 a head. We'd need a 50% deposit to hold the date. Ruth",
      edit: "Hi Marcus, Mondays are perfect for that. Screen 1 seats 96 and is £420 for up to 3 hours; we can do tea, coffee and pastries from £12 a head. We'd need a 50% deposit to hold the date. Ruth",
    },
    {
      goal: 'social posts',
      task: "Post about Tom's talk on the history of 35mm before Saturday's Lawrence of Arabia.",
      draft:
        "Before Saturday's 35mm Lawrence of Arabia, Tom is giving a short lecture on the history of film projection, from carbon arcs to the platter. 1:30pm in Screen 1, free with your ticket.",
      edit: "Before Saturday's 35mm Lawrence of Arabia, Tom is doing a little chat about the history of film projection, from carbon arcs to the platter. 1:30pm in Screen 1, free with your ticket.",
      reason: "tom doesn't want it called a lecture",
    },
    {
      goal: 'weekly newsletter',
      task: 'Newsletter: our Oscars night party.',
      draft:
        "Oscars night at the Bellwood! We're showing the ceremony live in Screen 1 from 11pm on Sunday, with a sweepstake, popcorn and fizz until the last award.",
      reason: "we're not doing the oscars party this year after all, drop it",
    },
    {
      goal: 'customer replies',
      task: 'Reply to a message asking if the Reel Bar takes cash.',
      draft: "Hi Pete, we're card only at the moment I'm afraid, but we take contactless for everything. Ruth",
      edit: 'Hi Pete, yes, we take cash as well as cards at the bar and the box office. Ruth',
      reason: 'we do take cash!',
    },
    {
      goal: 'social posts',
      task: 'Post welcoming Maya, our new weekend bar assistant.',
      draft:
        "Say hello to Maya, who's joined Dev behind the Reel Bar at weekends! She's studying film at Worcester and makes a mean flat white. Come and say hi.",
      edit: "Say hello to Maya, who's joined Dev behind the Reel Bar at weekends! She's studying photography at Hereford and makes a mean flat white. Come and say hi.",
    },
    {
      goal: 'customer replies',
      task: 'Reply to an email from the Fenbridge Gazette asking for a quote about our 10th birthday.',
      draft:
        "Hi Karen, happy to help! You can quote me: 'When we opened in 2016, people said a town this size couldn't keep a cinema going. Ten years on, we've got two screens, 500 members and a queue for the toasties.' Ruth Ashdown, owner",
      edit: "Hi Karen, happy to help! You can quote me: 'When we opened in 2015, people said a town this size couldn't keep a cinema going. Ten years on, we've got two screens, 500 members and a queue for the toasties.' Ruth Ashdown, owner",
    },
  ],
};
