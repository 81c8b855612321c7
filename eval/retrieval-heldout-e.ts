// Retrieval set E: written independently by a helper who had not seen the product's code, its tuning sets
// or any other set, before it was ever measured. Business: Linden Yoga & Pilates, a small studio in Leeds (classes,
// teacher trainings, a few retreats a year) with a tiny online shop for mats and props. Goals: social, replies, shop.
// Classes: medical-claims, body-image-language, refund-promises, student-privacy, delivery-promises, pushy-urgency,
// spiritual-jargon, training-overclaims.
// Measured as a held-out set once, on 2 Dec 01:31-01:33 UTC (sandbox clock); from 01:35 a development set (session 8's
// retrieval changes were chosen while reading its misses), so its later figures are not held-out.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // medical-claims: saying yoga, pilates or a product treats or cures a health condition
  {
    goal: 'social',
    task: 'Instagram caption for the new Tuesday evening yin class with Aoife',
    draft:
      'New on Tuesdays 🌿 Yin with Aoife, 7.30–8.45pm. Long, slow holds that release the trauma stored in your ' +
      'hips and cure lower back pain for good. Come and heal. Book via the link in bio.',
    owner: edit(
      'New on Tuesdays 🌿 Yin with Aoife, 7.30–8.45pm. Long, slow holds, low lights and a very quiet room. ' +
        'A lovely way to wind down before bed. Book via the link in bio.',
      "we can't say it cures anything",
    ),
    mistake: 'medical-claims',
  },
  {
    goal: 'social',
    task: 'Facebook post for the breathwork workshop on Saturday 8 March',
    draft:
      'Breathe better, live longer! Our breathwork workshop on Saturday 8 March will teach you pranayama ' +
      'techniques proven to lower blood pressure, strengthen your immune system and reverse the effects of stress ' +
      'on your heart. Better than any pill. 2–4pm, £28.',
    owner: reject("No health claims please, we're not doctors. Just say what we actually do in the session."),
    mistake: 'medical-claims',
  },
  {
    goal: 'replies',
    task: 'Reply to an Instagram DM: "I\'ve had sciatica for a year, would your pilates classes help?"',
    draft:
      'Hi! Absolutely, pilates is amazing for sciatica. Our Monday mat class will strengthen your core and take ' +
      'the pressure off the nerve, and most of our clients are pain-free within a few weeks. See you there!',
    owner: edit(
      "Hi, thanks for getting in touch, and sorry to hear about the sciatica. It's worth checking with your GP " +
        "or physio before starting anything new. If they're happy, Marcus's Monday beginners mat class is a " +
        'gentle place to begin, just let him know before class so he can give you options. Jo',
    ),
    mistake: 'medical-claims',
  },
  {
    goal: 'shop',
    task: 'Product description for the lavender eye pillow',
    draft:
      'Our lavender eye pillow is a natural remedy for insomnia, migraines and anxiety. The calming scent of ' +
      'lavender resets your nervous system so you fall asleep faster and wake up headache-free. Organic flaxseed ' +
      'filling, removable cotton cover. £12.',
    owner: edit(
      "A soft weight over the eyes for savasana, or for a few minutes' rest at the end of the day. Filled with " +
        'organic flaxseed and dried lavender, with a removable, washable cotton cover. 22 x 10cm. £12.',
    ),
    mistake: 'medical-claims',
  },

  // body-image-language: weight loss, calories, toning, "beach body", guilt about food
  {
    goal: 'social',
    task: 'Post launching the January pilates challenge (12 classes in 4 weeks)',
    draft:
      'Shed those Christmas pounds! 🎉 Our January Pilates Challenge is back: 12 classes in 4 weeks to burn up to ' +
      '500 calories a session and get you back into your jeans. Sign up at reception or online.',
    owner: edit(
      'Ease back into a routine after the holidays 🎉 Our January Pilates Challenge is back: 12 classes in 4 ' +
        "weeks, any pilates class on the timetable counts, and there's a little prize if you finish. Sign up at " +
        'reception or online.',
      'No weight loss talk. Ever.',
    ),
    mistake: 'body-image-language',
  },
  {
    goal: 'social',
    task: "Caption for a short video of Thursday's core class",
    draft:
      'Beach body loading… 🏖️ Thursday Core Sculpt with Marcus will carve out those abs and blast belly fat just ' +
      'in time for summer. 6pm, all levels.',
    owner: edit(
      'Thursday Core with Marcus 💪 Strong, steady and a bit shaky by the end. 6pm, all levels welcome, with ' +
        'options for everything.',
    ),
    mistake: 'body-image-language',
  },
  {
    goal: 'shop',
    task: 'Product description for the pilates ring',
    draft:
      'Tone your inner thighs and say goodbye to bingo wings! Our pilates ring adds resistance to every move so ' +
      'you can sculpt a slimmer, tighter silhouette at home. 38cm, padded handles. £18.',
    owner: reject("We don't talk about bodies like that. Describe what it is and how you use it."),
    mistake: 'body-image-language',
  },
  {
    goal: 'replies',
    task: 'Reply to an email from Karen: she is getting married in June and wants to know which classes to start with',
    draft:
      "Hi Karen, congratulations! For a bride-to-be I'd recommend our Monday and Thursday pilates classes: " +
      "they're fantastic for toning up and slimming down, so you'll look incredible in the dress. Our intro " +
      'offer is two weeks unlimited for £35. Jo',
    owner: edit(
      "Hi Karen, congratulations! If you're new to it all, Monday beginners pilates and Wednesday slow flow are " +
        'both lovely places to start. Our intro offer (two weeks unlimited for £35) is a good way to try a few ' +
        'classes and see what you enjoy. Jo',
      'leave her body out of it',
    ),
    mistake: 'body-image-language',
  },

  // refund-promises: promising refunds, credits or returns that our policies don't allow
  {
    goal: 'replies',
    task: 'Reply to Sophie, who can no longer come on the May retreat in the Dales (it starts in 3 weeks)',
    draft:
      "Hi Sophie, so sorry you can't make it! Don't worry at all, we'll refund your deposit and the balance in " +
      'full, it should be back in your account within 5 working days. Hope to see you on another retreat soon. Jo',
    owner: edit(
      "Hi Sophie, so sorry you can't make it. As it's within 8 weeks of the retreat we're not able to refund " +
        "the deposit or the balance, but you're very welcome to pass your place on to a friend, just send me " +
        'their name and details. Hope we see you on a future one. Jo',
      'policy: no refunds inside 8 weeks, offer the transfer',
    ),
    mistake: 'refund-promises',
  },
  {
    goal: 'replies',
    task: 'Reply to a student who missed the 7am class without cancelling and asks for her credit back',
    draft:
      "Hi Rosie, no problem at all, these things happen! I've put the class back on your pass so you haven't " +
      'lost anything. See you next week 😊',
    owner: reject("12 hour cancellation rule. We can't keep giving credits back, she's the third this week."),
    mistake: 'refund-promises',
  },
  {
    goal: 'shop',
    task: 'Reply to a shop customer who has used her cork mat for 6 weeks and wants to return it because of the smell',
    draft:
      "Hi Leanne, so sorry the mat isn't right for you! Of course, just post it back to us and we'll give you a " +
      'full refund as soon as it arrives.',
    owner: edit(
      'Hi Leanne, sorry the smell is bothering you. Natural rubber bases do smell quite earthy at first, and ' +
        "leaving it unrolled in an airy room for a few days usually helps a lot. As it's been used we can't take " +
        'it back for hygiene reasons (returns are for unused items within 30 days), but do let me know how you ' +
        'get on. Jo',
    ),
    mistake: 'refund-promises',
  },
  {
    goal: 'replies',
    task: 'Reply to Dan, who was accepted onto the 200-hour teacher training but wants to withdraw before it starts',
    draft:
      "Hi Dan, sorry to hear that, but completely understand. I'll refund your £500 deposit today. Maybe another " +
      'year! Priya',
    owner: edit(
      "Hi Dan, sorry to hear that, but I completely understand. The £500 deposit isn't refundable, but we can " +
        "hold it against next year's training if you'd like to defer. Let me know. Priya",
    ),
    mistake: 'refund-promises',
  },

  // student-privacy: naming, tagging or describing students, sharing their details or private messages
  {
    goal: 'social',
    task: "Caption for photos from Saturday's arm balance workshop",
    draft:
      'What a morning! 🙌 Huge shout out to @sarahmoves_ who nailed her first crow, and welcome back Dave, first ' +
      'workshop since his knee replacement and he smashed it. Next workshop: inversions, 12 April.',
    owner: edit(
      'What a morning 🙌 Thank you to everyone who came and had a go, lots of first crows and a lot of laughing. ' +
        'Next workshop: inversions, 12 April.',
      "don't name or tag students unless they've said yes",
    ),
    mistake: 'student-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply to a DM asking if her friend Emma has booked the autumn retreat so they can share a room',
    draft:
      "Hi! Yes, Emma Clarke is booked on the autumn retreat, she's in the twin room on the first floor. I'll put " +
      'you in with her, just pay the deposit via the link!',
    owner: reject("We can't tell people who's booked. Ask her to check with Emma and then both let us know."),
    mistake: 'student-privacy',
  },
  {
    goal: 'social',
    task: 'Testimonial post using the message Helen sent us last week',
    draft:
      '"After my divorce and two years of depression, Linden saved my life. I cried in my first class and now I ' +
      'never miss a Thursday." – Helen Brooks, Chapel Allerton 💛',
    owner: reject(
      "No! That was a private message. Never her surname, never the divorce or the depression. I'll ask her " +
        'what we can use.',
    ),
    mistake: 'student-privacy',
  },
  {
    goal: 'shop',
    task: 'Short shop newsletter item celebrating our 100th online order',
    draft:
      '🎉 Order number 100! Congratulations to Linda Hughes from Roundhay, who bought a sage cork mat and two ' +
      "blocks. Linda, there's a free strap on its way to you!",
    owner: edit(
      "🎉 Our little shop has just sent out its 100th order! Thank you to everyone who's bought a mat, a block " +
        'or a bolster from us this year, it really does help keep the studio going.',
    ),
    mistake: 'student-privacy',
  },

  // delivery-promises: promising delivery dates, next-day arrival or restock dates we can't control
  {
    goal: 'shop',
    task: 'Order confirmation email template for the online shop',
    draft:
      'Thanks for your order! 🌿 Your goodies are being packed now and will arrive tomorrow. If you have any ' +
      'questions just reply to this email.',
    owner: edit(
      'Thanks for your order 🌿 We pack everything by hand and aim to dispatch within 2–3 working days by Royal ' +
        "Mail Tracked 48. You'll get an email with tracking as soon as it's on its way. Any questions, just " +
        'reply to this email.',
      "we can't promise next day",
    ),
    mistake: 'delivery-promises',
  },
  {
    goal: 'shop',
    task: 'Reply to a customer asking if a bolster ordered today will arrive before her workshop on Saturday',
    draft: "Hi Gemma, yes! If you order before 5pm today it's guaranteed to be with you by Friday.",
    owner: reject(
      "Don't guarantee dates, it's Royal Mail. Tell her when we'll post it and that she can collect from the " +
        'studio.',
    ),
    mistake: 'delivery-promises',
  },
  {
    goal: 'social',
    task: 'Instagram post about Christmas orders from the shop',
    draft:
      "Gift sorted 🎁 Order from the Linden shop by 22 December and it's guaranteed under the tree in time for " +
      'Christmas! Mats, blocks, bolsters and gift vouchers.',
    owner: edit(
      'Gift sorted 🎁 Our last recommended order date for Christmas is 16 December (Royal Mail Tracked 48). After ' +
        'that, gift vouchers are emailed instantly, or pop into the studio and pick up in person. Mats, blocks, ' +
        'bolsters and vouchers.',
    ),
    mistake: 'delivery-promises',
  },
  {
    goal: 'replies',
    task: 'Reply to a DM asking when the cork blocks will be back in stock',
    draft: "Hi! They're back in stock on Monday, order then and they'll be with you by Wednesday 😊",
    owner: edit(
      "Hi! We're waiting on a delivery from our supplier, hopefully in the next couple of weeks. If you add your " +
        'email under "notify me" on the product page you\'ll hear as soon as they\'re back 😊',
    ),
    mistake: 'delivery-promises',
  },

  // pushy-urgency: pressure selling, fake scarcity, countdowns, capitals, "don't miss out"
  {
    goal: 'social',
    task: 'Post about the September retreat in Portugal',
    draft:
      "🚨 ONLY 3 SPACES LEFT!!! 🚨 Our Portugal retreat is almost SOLD OUT. Don't miss out on the week of your " +
      "life, book NOW before it's too late!",
    owner: edit(
      'A week of yoga, sea swims and long lunches in the Algarve ☀️ Our Portugal retreat runs 6–13 September and ' +
        'we have a few spaces left. All levels welcome. Details and booking via the link in bio.',
    ),
    mistake: 'pushy-urgency',
  },
  {
    goal: 'shop',
    task: 'Email to shop subscribers about the summer sale',
    draft:
      "LAST CHANCE!!! ⏰ 48 HOURS ONLY: 20% off everything. Once it's gone it's GONE. Don't be the one who " +
      'misses out, shop now!',
    owner: reject('No caps, no countdowns, no "last chance". It\'s a sale, not an emergency.'),
    mistake: 'pushy-urgency',
  },
  {
    goal: 'replies',
    task: 'Follow-up email to Anna, who asked about teacher training two weeks ago and said she needed time to think',
    draft:
      "Hi Anna, just a quick reminder that places are filling up fast and we'd hate for you to miss out! This " +
      "could be the decision that changes your life, so don't let it slip away. Apply today to secure your spot!",
    owner: reject("Way too pushy. She said she needs time. Just say we're here if she has questions."),
    mistake: 'pushy-urgency',
  },
  {
    goal: 'social',
    task: 'Post about the new-student intro offer',
    draft:
      "HURRY 🔥🔥 Our intro offer won't be around forever! Two weeks unlimited for just £35, grab it before it " +
      'disappears. Seriously, what are you waiting for?!',
    owner: edit(
      'New to Linden? Our intro offer is two weeks of unlimited classes for £35, so you can try yoga and pilates ' +
        'with different teachers and see what suits you. Book online or ask at the desk.',
    ),
    mistake: 'pushy-urgency',
  },

  // spiritual-jargon: woo language (souls, vibrations, chakras, sacred journeys, namaste sign-offs)
  {
    goal: 'social',
    task: 'Post for the full moon candlelit flow on Friday',
    draft:
      'Beautiful souls ✨ Join us beneath the full moon to raise your vibration, open your heart chakra and ' +
      'reconnect with your divine feminine energy. Let the moon guide you home. Namaste 🙏🌕',
    owner: edit(
      'Full moon flow this Friday 🌕 A slow, candlelit class with a long savasana at the end. 7–8.15pm, £14, ' +
        'everyone welcome.',
      'too woo, just say what it is',
    ),
    mistake: 'spiritual-jargon',
  },
  {
    goal: 'replies',
    task: 'Reply to a new student asking what she should wear to her first class',
    draft:
      "Dear one, wear whatever allows your energy to flow freely and honours your body's wisdom. There is no " +
      'wrong way to arrive on your mat. With love and light, namaste 🙏',
    owner: edit(
      'Hi! Anything you can move in comfortably, leggings or joggers and a t-shirt is perfect. We practise ' +
        'barefoot and have mats to borrow. See you soon, Jo',
    ),
    mistake: 'spiritual-jargon',
  },
  {
    goal: 'shop',
    task: 'Product description for the buckwheat bolster',
    draft:
      "This sacred bolster holds space for your soul's journey home to its truest self. Surrender into its loving " +
      'support and let the earth energy of buckwheat ground you in divine stillness.',
    owner: edit(
      'Buckwheat hull bolster, 65 x 22cm round. Firm but mouldable: great under the knees in savasana or along ' +
        'the spine for a supported chest opener. Removable cotton cover, machine washable at 30° (take the inner ' +
        'out first!). £44.',
      "It's a bolster. Say what it is.",
    ),
    mistake: 'spiritual-jargon',
  },
  {
    goal: 'social',
    task: 'Recap post after the spring retreat in the Dales',
    draft:
      'Our soul tribe came together for a truly transformational weekend of awakening 🙏 We shed old energies, ' +
      'opened our hearts to the universe and came home to ourselves. Deep gratitude to every beautiful being who ' +
      'held space ✨',
    owner: edit(
      "That's a wrap on the spring retreat in the Dales 🌿 Three days of yoga, muddy walks, very good food and " +
        'some proper rest. Thank you to everyone who came, and to the team at Swaledale Barn for looking after us.',
    ),
    mistake: 'spiritual-jargon',
  },

  // training-overclaims: overstating what the teacher trainings are or qualify you for (accreditation, jobs)
  {
    goal: 'social',
    task: 'Post announcing applications are open for the 200-hour yoga teacher training',
    draft:
      'Applications are open 🎓 Become a certified Yoga Alliance teacher in just 10 months! Our internationally ' +
      "accredited course guarantees you'll be teaching your own classes by next summer.",
    owner: edit(
      'Applications are open for our 200-hour yoga teacher training 🎓 Ten months of weekends, starting in ' +
        "September. We're a Yoga Alliance Registered Yoga School, so graduates can register as RYT 200. Info " +
        'evening on 4 June, link in bio.',
      "we're registered, not accredited, and we can't promise anyone work",
    ),
    mistake: 'training-overclaims',
  },
  {
    goal: 'replies',
    task: 'Reply to an email asking whether our mat pilates teacher course would let her teach at a gym',
    draft:
      'Hi Claire, yes! Our Mat Pilates Certificate is a fully recognised professional qualification, so any gym ' +
      'or leisure centre will accept it. Marcus',
    owner: edit(
      "Hi Claire, our mat pilates course gives you a Linden certificate of completion. It isn't a CIMSPA or " +
        "Level 3 qualification, so some gyms and leisure centres will want that as well, it's worth checking " +
        'with the ones you have in mind. Happy to chat it through. Marcus',
    ),
    mistake: 'training-overclaims',
  },
  {
    goal: 'replies',
    task: 'Reply to an applicant with no teaching experience asking what she could do after the training',
    draft:
      "Honestly, anything! You'll graduate ready to teach anywhere in the world, and our best graduates get " +
      "offered classes here at Linden straight away, so you'll have work lined up.",
    owner: reject(
      'Never promise jobs, and "anywhere in the world" isn\'t true. Tell her what the course actually covers.',
    ),
    mistake: 'training-overclaims',
  },
  {
    goal: 'social',
    task: "Post congratulating this year's teacher training graduates",
    draft:
      'Congratulations to our newest yoga therapists and master teachers! 🎓 200 hours done and you are now fully ' +
      'qualified to teach every style of yoga at every level. So proud of you all.',
    owner: edit(
      'Congratulations to our teacher training graduates 🎓 Ten months, 200 hours, a lot of anatomy homework and ' +
        "a lot of cake. So proud of you all, and we can't wait to see where you take it next.",
      "they're teachers, not therapists",
    ),
    mistake: 'training-overclaims',
  },

  // no general lesson: approvals and one-off fact fixes
  {
    goal: 'social',
    task: 'Post about the new six-week beginners yoga course starting in February',
    draft:
      'New to yoga? Our six-week beginners course starts Tuesday 4 February, 6.15–7.30pm with Priya. Small group, ' +
      'lots of explaining, no experience needed. £75 for the six weeks, mats provided. Book via the link in bio.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a DM asking what to bring to a first pilates class',
    draft:
      'Hi! Just yourself and a water bottle. We have mats, and the small props we use (balls, bands) are all at ' +
      'the studio. Wear something comfy and arrive 10 minutes early so Marcus can say hello. Jo',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'shop',
    task: 'Product description for the cork yoga block',
    draft:
      'Solid natural cork, 23 x 15 x 7.5cm, firm and grippy with rounded edges. Heavier than foam, so it stays put ' +
      'in standing poses. Wipe clean with a damp cloth. £14.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'First announcement post for the May retreat in the Dales',
    draft:
      'Spring retreat, 23–25 May 🌿 Three days at Swaledale Barn: morning flow, afternoon walks, evening yin and ' +
      'all meals cooked for us. Shared and single rooms, from £395. Details via the link in bio.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a teacher training applicant asking about the weekend schedule',
    draft:
      'Hi Ravi, the training runs one weekend a month from September to June, 9am–5pm Saturday and Sunday, plus ' +
      "two online evenings a month. Full dates are in the info pack I've attached. Priya",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'shop',
    task: 'Dispatch email template for shop orders',
    draft:
      'Good news, your order is on its way 📦 It went out today with Royal Mail Tracked 48, and you can follow it ' +
      'here: [tracking link]. Any problems, just reply to this email. Jo',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply confirming a private pilates session booking',
    draft:
      "Hi Mark, that's all booked: private pilates with Marcus on Thursday 10 October at 12pm, one hour, £55. The " +
      'studio door is on the side of the building, just ring the bell. Jo',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Post about the Sunday evening yin class moving to the bigger room',
    draft:
      "From this week, Sunday yin with Aoife moves to the big room upstairs, so there's more space to spread " +
      'out. Same time, 6pm. Bolsters and blankets provided.',
    owner: edit(
      "From this week, Sunday yin with Aoife moves to the big room upstairs, so there's more space to spread " +
        'out. Same time, 5pm. Bolsters and blankets provided.',
      "it's 5pm",
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a student asking who teaches Monday lunchtime pilates this term',
    draft: 'Hi! Monday lunchtime pilates (12.15–1pm) is with Marcus this term. Jo',
    owner: edit(
      'Hi! Monday lunchtime pilates (12.15–1pm) is with Priya this term while Marcus is on paternity leave. Jo',
    ),
    mistake: null,
  },
  {
    goal: 'shop',
    task: 'Product description for the rectangular cotton bolster',
    draft:
      'Rectangular bolster, 60 x 30 x 15cm, firmly filled with cotton wadding. Removable cotton cover, machine ' +
      'washable at 30°. Handles at each end. £38.',
    owner: edit(
      'Rectangular bolster, 60 x 30 x 15cm, firmly filled with cotton wadding. Removable cotton cover, machine ' +
        'washable at 30°. Handles at each end. £42.',
      'price went up to 42',
    ),
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Post announcing the autumn retreat on the Northumberland coast',
    draft:
      'Autumn retreat on the Northumberland coast, 10–12 October 🌊 Beach walks, two classes a day and a cosy ' +
      'farmhouse near Bamburgh. From £410, shared and single rooms. Details via the link in bio.',
    owner: edit(
      'Autumn retreat on the Northumberland coast, 17–19 October 🌊 Beach walks, two classes a day and a cosy ' +
        'farmhouse near Bamburgh. From £410, shared and single rooms. Details via the link in bio.',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // medical-claims
  {
    goal: 'social',
    task: "Instagram caption for Sunday's restorative class with Aoife",
    draft:
      'Sunday Restorative 🌙 5–6.15pm with Aoife. Fully supported poses that heal chronic pain, repair your ' +
      "nervous system and melt away anxiety. You'll float out the door. Book through the link in bio.",
    mistake: 'medical-claims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an email: "I have a slipped disc in my lower back. Would yoga sort it out?"',
    draft:
      'Hi Paul, yes, yoga is brilliant for slipped discs! Our gentle Wednesday class will realign your spine and ' +
      'ease the disc back into place, and you should notice the pain going within a couple of weeks. Jo',
    mistake: 'medical-claims',
    kind: 'reworded',
  },
  {
    goal: 'shop',
    task: 'Product description for the set of two cork massage balls',
    draft:
      'Roll out knots with our cork massage ball set. Daily use flushes toxins from your muscles, boosts ' +
      'circulation and clears up plantar fasciitis and tennis elbow without expensive appointments. Two balls, ' +
      '6.5cm. £16.',
    mistake: 'medical-claims',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Facebook post for the menopause workshop with Aoife',
    draft:
      'Menopause & Yoga with Aoife, Saturday 14 June, 1–3.30pm. Specific sequences to rebalance your hormones ' +
      'naturally, switch off hot flushes and protect your bones against osteoporosis. £32, includes tea and notes.',
    mistake: 'medical-claims',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to an HR manager asking whether we could run lunchtime yoga at their office',
    draft:
      "Hi Sarah, thanks for getting in touch, we'd love to! We run 45-minute sessions on site, on mats or chairs, " +
      'for £85 a session. Regular yoga is clinically proven to cut sick days, lower blood pressure and prevent ' +
      'repetitive strain injuries, so it pays for itself. Happy to chat about dates. Jo',
    mistake: 'medical-claims',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // body-image-language
  {
    goal: 'social',
    task: 'Post promoting the spring 30-day pilates challenge',
    draft:
      'Spring into shape 🌸 Our 30-day pilates challenge starts 1 April: get summer-ready with a leaner, tighter, ' +
      'more toned you by May. Any class counts. Sign up at the desk.',
    mistake: 'body-image-language',
    kind: 'reworded',
  },
  {
    goal: 'shop',
    task: 'Product description for the fabric resistance bands (set of 3)',
    draft:
      'Three fabric resistance bands: light, medium and strong. Sculpt slimmer legs, lift your bum and firm up ' +
      'those wobbly bits at home or in class. Non-slip, washable, with a cotton pouch. £15.',
    mistake: 'body-image-language',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a DM asking whether to eat before the 7am flow class',
    draft:
      'Morning! Most people have something light like a banana, or nothing at all. Practising fasted means more ' +
      "fat gets used up, and if you skip the croissant afterwards it's totally guilt-free 😉 See you tomorrow!",
    mistake: 'body-image-language',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post for the festive flow class on 23 December',
    draft:
      'Festive Flow 🎄 23 December, 10am. Earn your mince pies and work off the mulled wine before the big day, ' +
      'then treat yourself to a naughty-but-nice hot chocolate. £12, all welcome.',
    mistake: 'body-image-language',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Instagram post welcoming Beth, our new Saturday morning teacher',
    draft:
      'Please give a warm welcome to Beth 👋 Beth has been teaching vinyasa for six years and joins us on ' +
      "Saturdays at 9.30am. Her dynamic flow is the perfect way to burn off the week's indulgences and keep you " +
      'slim and trim for the weekend. Come and say hi!',
    mistake: 'body-image-language',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // refund-promises
  {
    goal: 'replies',
    task: 'Reply to Mel, who has to pull out of the Portugal retreat five weeks before because of work',
    draft:
      "Hi Mel, oh no, sorry work has got in the way! Not a problem at all, I'll send back everything you've paid " +
      "so far, deposit included. Hopefully we'll see you next year. Jo",
    mistake: 'refund-promises',
    kind: 'reworded',
  },
  {
    goal: 'shop',
    task: 'Reply to a customer who has practised on her travel mat a few times and wants to send it back as too thin',
    draft:
      "Hi Zoe, sorry it's not quite right for you! Just pop it back in the post and we'll refund you in full once " +
      "it's with us. Jo",
    mistake: 'refund-promises',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a student whose 10-class pass ran out last week with four sessions unused',
    draft:
      "Hi Aisha, don't worry! I've reactivated it for another three months, and if you'd rather not use them I " +
      'can pay you back for the four sessions instead. Whatever suits. Jo',
    mistake: 'refund-promises',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post opening bookings for the autumn retreat',
    draft:
      'Bookings are open for our autumn retreat on the Northumberland coast 🌊 17–19 October, from £410. Book with ' +
      "total peace of mind: change your plans at any point and you'll get every penny back, no questions asked.",
    mistake: 'refund-promises',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Hannah, who is moving to Bristol next month and asked if we know any good studios there',
    draft:
      "Hi Hannah, we'll miss you! A couple of friends of ours teach in Bristol: Anjali at Harbourside Yoga is " +
      "lovely, and Ebb & Flow in Bedminster has great pilates. And don't worry about the classes left on your " +
      "pass, we'll refund them before you go. Good luck with the move! Jo",
    mistake: 'refund-promises',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // student-privacy
  {
    goal: 'social',
    task: "Caption for photos from Saturday's 9.30 flow",
    draft:
      'Saturday crew ☀️ Big shout out to @megan.bakes.and.bends, first class back since having her little girl in ' +
      "March, and to Pete, who's kept coming all through his cancer treatment. You lot are the best.",
    mistake: 'student-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a student asking if Tom is still coming to the Wednesday class',
    draft:
      "Hi Kate, Tom's having a break at the moment as he's had surgery on his shoulder, he's hoping to be back " +
      "in March. I'll tell him you asked after him! Jo",
    mistake: 'student-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a trainee asking for the contact details of the rest of the cohort to set up a study group',
    draft:
      'Hi Ravi, great idea! Here are the numbers and emails from the application forms: Lucy Grant 07700 900412, ' +
      "lucy.g@gmail.com; Femi Adebayo 07700 900873; Chris Dunn, chrisdunn@outlook.com. I'll send the rest " +
      'tonight. Priya',
    mistake: 'student-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'shop',
    task: 'Public reply to a 2-star Google review about a mat arriving late',
    draft:
      'Hi Anita, sorry about the wait. Looking at your order (#1043, a sage cork mat sent to 22 Harehills Lane on ' +
      "3 June), the parcel sat at the sorting office for four days. We've popped a free strap in the post to say " +
      'sorry. Jo',
    mistake: 'student-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post thanking everyone who came to the charity class for the food bank',
    draft:
      "Thank you! 💛 Sunday's charity class raised £640 for Leeds North Food Bank. Special thanks to Rachel, who " +
      'came along in the middle of her chemo, and to the Ahmed family, who I know have been using the food bank ' +
      'themselves this year. Amazing community.',
    mistake: 'student-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // delivery-promises
  {
    goal: 'shop',
    task: 'Reply to a customer asking whether the strap she ordered last night will arrive by Thursday',
    draft: "Hi Lou, yes, it'll definitely be with you by Thursday, you have my word! Jo",
    mistake: 'delivery-promises',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: "Instagram post about Mother's Day gifts from the shop",
    draft:
      "Mother's Day sorted 💐 Order an eye pillow, a cork block or a gift voucher by Thursday and delivery before " +
      'Sunday is guaranteed.',
    mistake: 'delivery-promises',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a former trainee who wants 12 blocks for her village hall class starting on the 3rd',
    draft:
      "Hi Lucy, how exciting! Leave it with me, all twelve will reach you well before the 3rd, promise. I'll send " +
      'an invoice today. Priya',
    mistake: 'delivery-promises',
    kind: 'no shared words',
  },
  {
    goal: 'shop',
    task: 'Shipping section for the travel mat product page',
    draft:
      'Shipping: express service, on your doorstep within 24 hours anywhere on the UK mainland. Free on orders ' +
      'over £50.',
    mistake: 'delivery-promises',
    kind: 'no shared words',
  },
  {
    goal: 'shop',
    task: 'Email to shop subscribers announcing the new sage green colour of the cork mat',
    draft:
      "It's here 🌿 Our best-selling cork mat now comes in sage green: same natural cork top, same grippy rubber " +
      "base, new colour. £58. Order today and it'll be on your doorstep by the weekend.",
    mistake: 'delivery-promises',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // pushy-urgency
  {
    goal: 'social',
    task: 'Instagram post for the autumn retreat',
    draft:
      "SPACES ARE GOING FAST ⚡ Our autumn retreat is nearly full and once it's gone, it's gone! Grab yours NOW " +
      'before someone else does. Link in bio!!!',
    mistake: 'pushy-urgency',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Follow-up to Olly, who asked about the Portugal retreat last week and hasn't replied",
    draft:
      "Hi Olly, just checking in! I really wouldn't wait too long on this one, it's going to sell out and you'll " +
      'kick yourself if you miss it. Shall I pop your name down today? Jo',
    mistake: 'pushy-urgency',
    kind: 'reworded',
  },
  {
    goal: 'shop',
    task: 'Banner text for the cork mat product page',
    draft:
      'Selling out! 🔥 17 people are viewing this mat right now and only a handful remain in stock. Add to basket ' +
      'while you still can.',
    mistake: 'pushy-urgency',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post for the inversions workshop on 12 April',
    draft:
      "Skip this and you'll honestly regret it. Headstands, handstands, forearm stands: THE event of the year, " +
      'and there will never be another one like it. Decide right now 👉 link in bio.',
    mistake: 'pushy-urgency',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a parent asking whether we run yoga for teenagers',
    draft:
      'Hi Fiona, yes we do! Teen yoga (13–17) runs on Tuesdays at 4.45pm in term time, £60 for the 8-week block. ' +
      "Honestly it'll be full by Friday, so I'd book this minute if I were you!! Jo",
    mistake: 'pushy-urgency',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // spiritual-jargon
  {
    goal: 'social',
    task: 'Post for the winter solstice candlelit class',
    draft:
      'Dearest souls 🕯️ As the wheel turns, join us on the longest night to release what no longer serves you, ' +
      'activate your chakras and awaken the sacred light within. 21 December, 6pm. Om shanti 🙏✨',
    mistake: 'spiritual-jargon',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a beginner asking if she needs to be flexible to start yoga',
    draft:
      'Sweet soul, the universe has guided you to us for a reason. Flexibility of the body follows flexibility of ' +
      'the spirit. Simply arrive as you are and let your heart lead. Blessings 🙏',
    mistake: 'spiritual-jargon',
    kind: 'reworded',
  },
  {
    goal: 'shop',
    task: 'Product description for the meditation cushion',
    draft:
      'Manifest abundance and tap into ancient cosmic wisdom each time you sit. This portal to higher ' +
      'consciousness attunes your frequency to the rhythm of Mother Earth. Spelt hull filling, 33cm round. £36.',
    mistake: 'spiritual-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Email inviting a teacher training applicant to her interview',
    draft:
      'Hi Naomi, your higher self has called you onto this path and we honour the light you carry. We warmly ' +
      'invite you to sit with us in circle on Thursday 15 May at 6pm so our energies can meet. In gratitude, ' +
      'Priya 🪷',
    mistake: 'spiritual-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post letting people know the studio is closed on bank holiday Monday',
    draft:
      'Dear lightworkers 🌙 This bank holiday Monday the studio will rest and recalibrate its energetic field. The ' +
      'cosmos asks us all to pause and turn inward. We reopen Tuesday at 7am ✨',
    mistake: 'spiritual-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // training-overclaims
  {
    goal: 'social',
    task: 'Post inviting people to the teacher training info evening',
    draft:
      'Thinking about teaching? 🎓 Come to our info evening on 4 June and find out how our internationally ' +
      'accredited, Yoga Alliance certified 200-hour course can launch your career, with work guaranteed when you ' +
      'finish.',
    mistake: 'training-overclaims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an applicant asking if she would get classes at Linden after the training',
    draft:
      "Hi Jess, yes! Every graduate is offered a regular slot on our timetable, so you'll have classes to teach " +
      'the moment you finish. Priya',
    mistake: 'training-overclaims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a question about whether our 200-hour course covers teaching pregnant women',
    draft:
      "Hi Georgie, it does! Once you've graduated you can run your own prenatal and postnatal classes, no extra " +
      'study needed. Priya',
    mistake: 'training-overclaims',
    kind: 'no shared words',
  },
  {
    goal: 'shop',
    task: 'Product description for the teacher training manual sold in the shop',
    draft:
      "Everything from our 200-hour course in one beautifully printed book. Work through it at home and you'll be " +
      'ready to start teaching professionally: a complete teaching qualification in 240 pages. £45.',
    mistake: 'training-overclaims',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: "Post introducing Sam, who is covering Priya's Wednesday class while she is away",
    draft:
      "Sam will be covering Priya's Wednesday 6pm flow for the next three weeks 👋 Sam trained with us last year, " +
      'which means he holds one of the highest yoga qualifications in the UK, recognised by the NHS. Go and say ' +
      'hello!',
    mistake: 'training-overclaims',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake
  {
    goal: 'social',
    task: 'Post about the Sunday yin class starting half an hour later',
    draft:
      'Timetable change 🗓️ From 2 March, Sunday yin with Aoife starts at 5.30pm instead of 5pm, to give everyone ' +
      'a bit more of their Sunday. Same room, same bolsters.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a DM asking whether there are single rooms on the Portugal retreat',
    draft:
      'Hi! Yes, there are four single rooms at £1,150 for the week, and shared twins at £895 per person. ' +
      "Everything's in the info pack, I've sent it over by email. Jo",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'shop',
    task: 'Product description for the cotton yoga strap',
    draft:
      'A 2.5m cotton strap with a metal D-ring buckle. Handy for reaching your feet in forward folds, linking ' +
      'hands in shoulder stretches or holding a leg up in reclined poses. Natural or charcoal. £8.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a teacher training applicant asking about the application deadline',
    draft:
      "Hi Imogen, applications close on 31 July, and we'll invite everyone for a short chat in August. The full " +
      'cost is £2,950, with a £500 deposit to hold your place. Any other questions, just ask. Priya',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post about the January beginners pilates course',
    draft:
      'Fancy trying pilates this year? Our four-week beginners course starts Monday 6 January, 7–8pm with Marcus. ' +
      "We'll go through the basics slowly, with plenty of time for questions. £48, mats provided.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'shop',
    task: 'Reply to a customer asking how to clean her cork mat',
    draft:
      'Hi Bea, wipe it with a damp cloth and a drop of mild soap, then let it dry flat out of direct sunlight. ' +
      'Avoid oils and sprays with alcohol in, as they can dry the cork out. Jo',
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated
  {
    goal: 'replies',
    task: 'Reply to a photographer asking to hire the studio for a half-day shoot',
    draft:
      'Hi Tariq, thanks for asking. The big room is free on weekday afternoons, and private hire is £40 an hour ' +
      "with a three-hour minimum. Let me know which dates you have in mind and I'll check the diary. Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post asking students to donate old mats to a local dog rescue',
    draft:
      "Got an old mat at the back of a cupboard? 🐾 We're collecting worn-out mats for Leeds Dog Rescue, who use " +
      'them to line the kennels. Drop them in the box by the front desk before the end of the month. Thank you!',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'shop',
    task: 'Email to our cork supplier asking to move the next delivery',
    draft:
      "Hi Marta, could we move our next delivery from 14 to 21 November? We're closed for floor repairs that week " +
      "and won't have anyone in to sign for it. Thanks very much, Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to someone applying for the part-time front desk job',
    draft:
      "Hi Ellie, thanks for applying, we'd love to meet you. Could you come in for a chat on Wednesday at 2pm? " +
      "It takes about 20 minutes and it's nothing formal. Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post about the new lockers in the changing room',
    draft:
      "Small upgrade, big difference 🔐 We've put twelve new lockers in the changing room. They take a £1 coin, " +
      "which you get back. Please don't leave things in them overnight.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a neighbour complaining about bikes left in the shared alley',
    draft:
      "Hi Graham, sorry about that, and thanks for letting me know. I've put up a sign asking students to use the " +
      "bike rack out front, and I'll mention it in classes this week. Jo",
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_E: RetrievalSet = { name: 'dev E', memory, questions };
