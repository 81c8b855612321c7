// Retrieval set Q: written independently by a helper who had not seen the product's code, its tuning sets or any other set, before it was ever measured. Business: Severn Way Driving School, an independent driving school in Shrewsbury run by Karen, with four instructors (Dev and Tom teach manual, Sian and Priya teach automatic; Dev does motorway lessons, Tom and Priya run intensives, Sian runs free Thursday theory sessions on Zoom; 48 hours' notice to cancel a lesson).  Goals: replies, posts, website. Classes: pass-guarantee, test-date-promise, pupil-privacy, cancellation-policy, knocking-competitors, exclamation-overload, transmission-mixup, dismissing-nerves.
// Held-out: never tuned on.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // pass-guarantee: promising a pass, a first-time pass or a pass-or-money-back.
  {
    goal: 'replies',
    task: 'Reply to a Facebook message from a mum asking if her son will definitely pass if he does the 30-hour intensive in August',
    draft:
      "Hi, yes — with our 30-hour intensive your son will be test-ready and pass first time, that's our promise. We'll have him driving on his own by the end of August.",
    owner: edit(
      "Hi, thanks for getting in touch. The 30-hour intensive gives him a lot of focused practice and Tom will make sure he's as well prepared as he can be, but nobody can promise a pass — it depends on how he drives on the day.",
      "can't promise a pass, ever",
    ),
    mistake: 'pass-guarantee',
  },
  {
    goal: 'posts',
    task: 'Write an Instagram caption advertising our automatic lessons with Sian and Priya',
    draft:
      'Thinking of learning in an automatic? Sian and Priya will get you through your test first time, guaranteed. Book now for spring.',
    owner: edit(
      "Thinking of learning in an automatic? Sian and Priya are patient, experienced instructors who'll build your confidence from the very first lesson. Book now for spring.",
    ),
    mistake: 'pass-guarantee',
  },
  {
    goal: 'website',
    task: 'Draft the intro paragraph for the intensive courses page',
    draft:
      "Our intensive courses are the quickest way to a full licence. Pass within a week or your next course is free — it's that simple.",
    owner: reject("we don't do pass guarantees or free retakes. take that out completely"),
    mistake: 'pass-guarantee',
  },
  {
    goal: 'replies',
    task: "Answer a pupil's text asking whether two more lessons before her test next Friday will be enough",
    draft: "Two more lessons and you'll sail through, Megan. You'll definitely pass on Friday.",
    owner: edit(
      "Two more lessons will help you polish your manoeuvres and roundabouts, Megan. Priya will give you an honest view of how ready you are after Wednesday's lesson.",
      "don't tell her she'll definitely pass",
    ),
    mistake: 'pass-guarantee',
  },

  // test-date-promise: promising a practical test date or a quicker test than the DVSA gives.
  {
    goal: 'replies',
    task: 'Reply to an email from a lad who wants his practical test booked before he starts university in September',
    draft:
      "No problem, we'll get you a test slot before September. Just book a block of 20 lessons and we'll sort the date for you.",
    owner: edit(
      "Happy to help you get ready before September. Tests are booked through the DVSA and the wait at Shrewsbury is long at the moment, so we can't promise a date, but if you book a block of 20 lessons we'll help you keep an eye out for cancellations.",
      'we cant promise test dates, DVSA controls them',
    ),
    mistake: 'test-date-promise',
  },
  {
    goal: 'posts',
    task: 'Facebook post about intensive courses for the summer holidays',
    draft:
      'Summer intensives now booking. Two weeks of lessons with your practical test included at the end — test date guaranteed.',
    owner: edit(
      "Summer intensives now booking. Two weeks of focused lessons with Tom or Priya. You'll need your own test date booked with the DVSA, and we'll plan the course around it.",
      'test date not guaranteed, they book their own',
    ),
    mistake: 'test-date-promise',
  },
  {
    goal: 'website',
    task: 'FAQ answer for the website: how long will I wait for a driving test?',
    draft:
      "With Severn Way you won't wait long — our pupils get test dates within three weeks thanks to our priority booking.",
    owner: reject("there's no such thing as priority booking. we don't get dates any quicker than anyone else"),
    mistake: 'test-date-promise',
  },
  {
    goal: 'replies',
    task: 'Reply to a WhatsApp from a pupil whose test was cancelled by the DVSA because of examiner sickness',
    draft: "So sorry to hear that, Callum. Don't worry, we'll get you rebooked for next week.",
    owner: edit(
      'So sorry to hear that, Callum. The DVSA should offer you a new date themselves — let us know what they give you and Dev will fit your lessons around it.',
    ),
    mistake: 'test-date-promise',
  },

  // pupil-privacy: surnames, schools, ages, lesson counts, fails or other pupils' details.
  {
    goal: 'posts',
    task: 'Post congratulating a pupil who passed with zero minors yesterday',
    draft:
      'Huge congratulations to Ellie Morgan from Meole Brace School, who passed yesterday with zero minors after only 18 lessons with Tom.',
    owner: edit(
      'Congratulations to Ellie, who passed yesterday with zero driving faults. Lovely drive — well done from Tom and all of us.',
      'first name only, no school, no lesson count',
    ),
    mistake: 'pupil-privacy',
  },
  {
    goal: 'replies',
    task: "Reply to a parent asking how her daughter's friend Jess is getting on, as they started lessons together",
    draft: "Jess is doing really well — she's had 22 lessons with Sian and her test is booked for 14 March.",
    owner: reject("can't talk about another pupil's lessons to anyone"),
    mistake: 'pupil-privacy',
  },
  {
    goal: 'posts',
    task: 'Instagram story about a pupil passing on their fourth attempt',
    draft: 'Fourth time lucky for Ryan Barker. After three fails he finally nailed it today at Shrewsbury test centre.',
    owner: edit(
      "Today's pass is for Ryan, who never gave up. So proud of you, Ryan.",
      "don't mention fails or surnames",
    ),
    mistake: 'pupil-privacy',
  },
  {
    goal: 'website',
    task: 'Add a testimonials section to the homepage using recent feedback',
    draft: '"Dev was brilliant with my anxiety and my ADHD" — Harriet Coles, 17, Bayston Hill',
    owner: edit('"Dev was brilliant and really patient with me" — Harriet, Shrewsbury'),
    mistake: 'pupil-privacy',
  },

  // cancellation-policy: the real rule is 48 hours' notice, otherwise the lesson is charged in full.
  {
    goal: 'replies',
    task: "Reply to a pupil asking if she can move tomorrow morning's lesson because of a college exam",
    draft: "Of course, no problem at all — just let Sian know and there's no charge.",
    owner: edit(
      "We need 48 hours' notice to move a lesson without charge, so tomorrow's would normally be charged in full. Leave it with me and I'll ask Sian if she can swap you with someone.",
      '48 hrs notice policy',
    ),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'website',
    task: 'Write the booking terms section for the lessons page',
    draft: 'Lessons can be cancelled free of charge up to 24 hours before the start time.',
    owner: edit(
      "Lessons can be cancelled or moved free of charge with at least 48 hours' notice. Cancellations with less notice are charged at the full lesson price.",
    ),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'replies',
    task: 'Answer an email from a dad complaining he was charged after his son cancelled the same morning',
    draft: "Sorry about that — we'll refund the lesson straight away, we don't charge for cancellations.",
    owner: reject('we DO charge inside 48 hours, its in the terms he signed. explain it politely'),
    mistake: 'cancellation-policy',
  },
  {
    goal: 'posts',
    task: 'Facebook post reminding pupils about Christmas lesson bookings',
    draft: 'Booking lessons over Christmas? Slots are filling fast. If plans change, just cancel any time, no fees.',
    owner: edit(
      "Booking lessons over Christmas? Slots are filling fast. If plans change, please give us 48 hours' notice so we can offer the slot to someone else.",
      "'cancel any time' isn't true",
    ),
    mistake: 'cancellation-policy',
  },

  // knocking-competitors: running down other driving schools or instructors.
  {
    goal: 'posts',
    task: 'Post about why pupils switch to us from other schools',
    draft:
      'Fed up with the big national franchises cancelling on you? Unlike RED or the AA, our instructors actually turn up.',
    owner: edit(
      "Switching from another school? Lots of our pupils have, and we'll pick up where you left off with a free assessment drive.",
      'never slag off other schools',
    ),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'replies',
    task: 'Reply to someone who says another local instructor quoted them £30 an hour',
    draft:
      'You get what you pay for — the cheaper instructors round here tend to pad out the hours. Our £38 gets you proper structured lessons.',
    owner: edit(
      "Prices do vary between instructors. Our £38 an hour includes a structured lesson plan and progress notes after every lesson, and you're welcome to a trial lesson to see if it suits you.",
    ),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'website',
    task: "Write the 'why choose us' section of the homepage",
    draft:
      'Other Shrewsbury driving schools churn pupils through to make money. At Severn Way, we actually care whether you pass.',
    owner: reject("don't mention other schools at all, just say what we do"),
    mistake: 'knocking-competitors',
  },
  {
    goal: 'replies',
    task: "Answer a Facebook comment asking if we're better than Pass Fast Shropshire",
    draft: 'Honestly, we hear a lot of complaints about Pass Fast, and their pass rate is well below ours.',
    owner: edit(
      "We can't speak for other schools, but we're always happy to explain how we work. Why not book a trial lesson with one of our instructors?",
      "we don't know their pass rate and shouldn't comment",
    ),
    mistake: 'knocking-competitors',
  },

  // exclamation-overload: strings of exclamation marks (and shouting) in the text.
  {
    goal: 'posts',
    task: 'Post announcing new motorway lesson slots with Dev',
    draft: "MOTORWAY LESSONS ARE BACK!!! Dev has Saturday slots free this month!!! Don't miss out!!!",
    owner: edit(
      'Motorway lessons are back. Dev has Saturday slots free this month — message us to book one.',
      'too many !!!',
    ),
    mistake: 'exclamation-overload',
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil thanking us after passing',
    draft: "Aww thank you so much!!! We're SO proud of you!!! Enjoy the freedom!!!",
    owner: edit("Thank you so much, we're really proud of you. Enjoy the freedom and drive safely."),
    mistake: 'exclamation-overload',
  },
  {
    goal: 'posts',
    task: 'Caption for a photo of our new automatic car',
    draft: "Say hello to our brand new automatic!!! Priya can't wait to show it off!!!!",
    owner: edit("Say hello to our new automatic. Priya can't wait to show it off.", 'one ! max if any'),
    mistake: 'exclamation-overload',
  },
  {
    goal: 'website',
    task: 'Write the headline and intro for the theory-test help page',
    draft: 'Ace your theory test!!! Our free theory sessions make hazard perception a breeze!!!',
    owner: reject('calm it down, no exclamation marks on the website'),
    mistake: 'exclamation-overload',
  },

  // transmission-mixup: Dev and Tom teach manual only, Sian and Priya automatic only.
  {
    goal: 'replies',
    task: 'Reply to an enquiry from a woman who wants automatic lessons on weekday evenings',
    draft:
      'Thanks for getting in touch. Tom has weekday evenings free and would be happy to teach you in his automatic.',
    owner: edit(
      "Thanks for getting in touch. Our automatic lessons are with Sian or Priya — Sian has a couple of weekday evenings free, so I'll ask her to give you a ring.",
      'Tom only teaches manual',
    ),
    mistake: 'transmission-mixup',
  },
  {
    goal: 'website',
    task: 'Write a short bio for Sian for the instructors page',
    draft: 'Sian has been teaching for 12 years and covers both manual and automatic lessons across Shrewsbury.',
    owner: edit('Sian has been teaching for 12 years and specialises in automatic lessons across Shrewsbury.'),
    mistake: 'transmission-mixup',
  },
  {
    goal: 'posts',
    task: 'Post promoting manual intensive courses in the Easter holidays',
    draft: 'Easter manual intensives with Priya — 20 hours over two weeks. Limited spaces.',
    owner: reject('Priya is automatic. manual intensives are Tom'),
    mistake: 'transmission-mixup',
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil who failed her automatic test and wants to switch to manual',
    draft: "That's fine — you can stay with Sian and just carry on in manual with her.",
    owner: edit(
      "That's fine. Sian only teaches automatic, so we'd move you to Dev or Tom for manual lessons, and Sian can pass your notes over so you don't start from scratch.",
      "Sian doesn't do manual",
    ),
    mistake: 'transmission-mixup',
  },

  // dismissing-nerves: brushing off a learner's fear instead of acknowledging it.
  {
    goal: 'replies',
    task: 'Reply to a 40-year-old who says she is terrified of driving after a crash years ago',
    draft: "Honestly, there's nothing to be scared of — driving's easy once you get going. You'll be fine.",
    owner: edit(
      'Thank you for telling us, that takes courage. Lots of our pupils start out nervous, and Sian is brilliant at going at your pace — we can start in a quiet car park until you feel ready.',
      "don't brush off her fear",
    ),
    mistake: 'dismissing-nerves',
  },
  {
    goal: 'posts',
    task: 'Post for pupils feeling nervous before their test',
    draft: "Test nerves? Just get over it. You've done the lessons, so stop worrying and drive.",
    owner: edit(
      "Test nerves are completely normal. Get a good night's sleep, have some breakfast, and remember your instructor wouldn't put you forward if you weren't ready.",
    ),
    mistake: 'dismissing-nerves',
  },
  {
    goal: 'replies',
    task: 'Answer a dad who says his son panics at roundabouts and wants to give up',
    draft: 'Roundabouts are simple really, he just needs to stop overthinking them.',
    owner: reject('too dismissive. acknowledge it and say how Tom will help'),
    mistake: 'dismissing-nerves',
  },
  {
    goal: 'website',
    task: 'Write the section on the lessons page for anxious learners',
    draft: "Nervous? Don't be. There's really nothing to worry about with us.",
    owner: edit(
      "Feeling nervous is normal, and we'll never rush you. Tell us how you feel when you book and your instructor will plan the first lessons around it.",
      'take nerves seriously',
    ),
    mistake: 'dismissing-nerves',
  },

  // One-off corrections: each fixes something that happens once.
  {
    goal: 'replies',
    task: "Reply to a pupil asking what time Thursday's theory session starts",
    draft: "Thursday's theory session starts at 7pm on Zoom. The link will come by text.",
    owner: edit("Thursday's theory session starts at 7.30pm on Zoom. The link will come by text."),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about being open on the bank holiday',
    draft: "We're teaching as usual on bank holiday Monday 26 May.",
    owner: edit("We're teaching as usual on bank holiday Monday 5 May.", "wrong date, it's the 5th"),
    mistake: null,
  },
  {
    goal: 'website',
    task: "Update the instructors page with Dev's experience",
    draft: 'Dev has been an approved driving instructor since 2009 and has taught over 600 pupils.',
    owner: edit('Dev has been an approved driving instructor since 2011 and has taught over 600 pupils.'),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil asking where to meet for her first lesson',
    draft: 'Tom will pick you up from home at 4pm on Tuesday.',
    owner: edit('Tom will pick you up from Shrewsbury College at 4pm on Tuesday.', 'she said college not home'),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post welcoming a new car to the fleet',
    draft: 'Our new Ford Fiesta is on the road from Monday. Dev is looking forward to taking it out.',
    owner: edit(
      'Our new Vauxhall Corsa is on the road from Monday. Dev is looking forward to taking it out.',
      "it's a corsa",
    ),
    mistake: null,
  },
  {
    goal: 'website',
    task: 'Write the contact details block for the footer',
    draft: 'Call us on 01743 555 210 or email hello@severnwaydriving.co.uk.',
    owner: edit('Call us on 01743 555 201 or email hello@severnwaydriving.co.uk.'),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a parent asking how to pay for a block of lessons',
    draft: 'You can pay by bank transfer, or by card on the first lesson of the block.',
    owner: edit(
      'You can pay by bank transfer, or by card over the phone to Karen before the first lesson.',
      'instructors dont have card machines',
    ),
    mistake: null,
  },

  // Approvals.
  {
    goal: 'replies',
    task: 'Reply to someone asking if we cover Church Stretton',
    draft: 'Yes, we cover Church Stretton and the villages in between. Dev and Sian both teach in that area.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post wishing everyone a happy new year',
    draft:
      'Happy new year from all of us at Severn Way. Thanks for another year of brilliant pupils — see you on the road in January.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'website',
    task: 'Write a one-line description of our Pass Plus course',
    draft:
      'Pass Plus is a six-module course for newly qualified drivers covering motorways, night driving and rural roads.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil asking whether to bring her provisional licence to the first lesson',
    draft: 'Yes please, bring your provisional licence along to your first lesson, and wear comfortable flat shoes.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about our theory sessions restarting in September',
    draft: 'Our free Thursday theory sessions restart in September. Message us for the Zoom link.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'website',
    task: 'Write the FAQ answer about lesson length',
    draft:
      'Lessons are one or two hours long. Most pupils find two-hour lessons work best once they are past the basics.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: "Reply to a thank-you card from a pupil's grandmother",
    draft: "Thank you so much for the lovely card, it's pinned up in the office. Please pass on our best to Josh.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post reminding people to check their eyesight before driving',
    draft:
      "Quick reminder: you must be able to read a number plate from 20 metres. If you're not sure, get your eyes checked before your next lesson.",
    owner: approve,
    mistake: null,
  },
];

const questions: Question[] = [
  // pass-guarantee
  {
    goal: 'replies',
    task: 'Reply to a mother on Facebook asking whether the 30-hour intensive course will guarantee her son passes',
    draft:
      "Absolutely — after 30 hours with Tom your son is guaranteed to pass first time. We've never had anyone fail.",
    mistake: 'pass-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Instagram caption promoting automatic lessons with Priya and Sian',
    draft: 'Go automatic with Priya and Sian and pass first time — we promise. Spring lessons available now.',
    mistake: 'pass-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Somebody whose boy is doing a fortnight of daily tuition wonders if that makes a full entitlement certain',
    draft: "A fortnight of daily tuition and he'll walk out of that test centre with his licence, you have our word.",
    mistake: 'pass-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'website',
    task: 'Top-of-webpage blurb for the compressed one-week programme',
    draft: 'Join our compressed programme and leave with a full licence inside seven days, or the next week is on us.',
    mistake: 'pass-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'website',
    task: 'Write a paragraph about how our lessons are structured',
    draft:
      "Every lesson follows our 40-point plan, from moving off for the first time to driving independently. Stick with the plan and you're guaranteed to pass.",
    mistake: 'pass-guarantee',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // test-date-promise
  {
    goal: 'replies',
    task: 'Respond to an email from a student who needs his driving test done before he leaves for university in September',
    draft: "Leave it with us — book 20 lessons and we'll make sure your test is booked before September.",
    mistake: 'test-date-promise',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Website FAQ: how long is the wait for a practical test?',
    draft: 'Not long at all. Thanks to our priority slots, Severn Way pupils usually take their test within a month.',
    mistake: 'test-date-promise',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Advertise fast-track tuition during the six-week break on social media',
    draft:
      'Fast-track tuition for the six-week break now open: ten days of lessons finishing with your examination, slot secured by us.',
    mistake: 'test-date-promise',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "A girl's big day got scrapped by the agency at the last minute — get back to her",
    draft: "Gutted for you, Amy. Leave it with us and we'll have a fresh slot sorted for you by next Wednesday.",
    mistake: 'test-date-promise',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post celebrating ten years of Severn Way',
    draft:
      'Severn Way is ten years old this month. To celebrate, anyone booking a block of ten lessons gets a guaranteed practical test within six weeks.',
    mistake: 'test-date-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // pupil-privacy
  {
    goal: 'posts',
    task: 'Congratulations post for a pupil who passed yesterday with no minors',
    draft:
      'Well done to Chloe Edwards of Priory School, who passed yesterday with no minors after 20 lessons with Dev.',
    mistake: 'pupil-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to a mum asking how her daughter's friend is getting on with her lessons",
    draft: "Aisha's doing great. She's on lesson 25 with Priya and her test is on 2 April.",
    mistake: 'pupil-privacy',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Put some kind words from former customers on the front of the site',
    draft: '"Tom got me through when I\'d nearly given up" — Liam Price, 18, Harlescott, passed March 2024',
    mistake: 'pupil-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Cheer on Jake, who made it at last after three knockbacks',
    draft:
      'Jake Barnes failed three times, but today he finally did it at Shrewsbury. Congratulations from everyone here.',
    mistake: 'pupil-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil asking for a weekend lesson',
    draft:
      'Saturdays are full at the moment — Dev has Olivia Grant for her mock test at 9 and Sam from Meole Brace after that — but he has Sunday morning free.',
    mistake: 'pupil-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // cancellation-policy
  {
    goal: 'replies',
    task: "Reply to a pupil who wants to move tomorrow's lesson because she has a college exam",
    draft: "No problem, I'll let Sian know and there'll be no charge for moving it.",
    mistake: 'cancellation-policy',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Booking terms section for the lessons page',
    draft: 'Need to cancel? You can do so free of charge up to 12 hours before your lesson.',
    mistake: 'cancellation-policy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A father is upset that his boy was billed after pulling out over breakfast',
    draft: "Apologies for that, we'll return the money today. There's never a fee if you call off.",
    mistake: 'cancellation-policy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Festive season diary announcement for social',
    draft:
      "Our festive diary is open. Plans change at this time of year, so don't worry — drop out whenever you like at no cost.",
    mistake: 'cancellation-policy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil asking if she can switch to two-hour lessons',
    draft:
      "Yes, two-hour lessons are fine and often better once you're past the basics. If you ever need to cancel one, just text Priya the night before and there's no charge.",
    mistake: 'cancellation-policy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // knocking-competitors
  {
    goal: 'posts',
    task: 'Post about pupils who move to us from other driving schools',
    draft:
      'Had enough of franchise instructors who never show up? Unlike the big national schools, we actually keep our appointments.',
    mistake: 'knocking-competitors',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Answer a Facebook comment asking whether we're better than Pass Fast Shropshire",
    draft: 'Between us, Pass Fast has a terrible reputation — loads of their pupils end up coming to us.',
    mistake: 'knocking-competitors',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'An enquirer mentions a rival nearby is cheaper — get back to them',
    draft: "Cheap instructors usually cost more in the end because they drag things out. Ours don't.",
    mistake: 'knocking-competitors',
    kind: 'no shared words',
  },
  {
    goal: 'website',
    task: 'About-us copy explaining what makes Severn Way different',
    draft:
      'Unlike the chain outfits in town that treat you like a number, Severn Way is family-run and genuinely cares.',
    mistake: 'knocking-competitors',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post announcing that our pupils have now passed 500 tests',
    draft:
      "500 passes and counting. That's more than any other school in Shropshire, and without the dodgy shortcuts some of them take.",
    mistake: 'knocking-competitors',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // exclamation-overload
  {
    goal: 'posts',
    task: "Announce Dev's new Saturday motorway lesson slots",
    draft: "Dev's got motorway slots on Saturdays!!! Grab one before they go!!!",
    mistake: 'exclamation-overload',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a pupil who messaged to thank us after passing her test',
    draft: "Thank you!!! We're so so proud of you!!! Drive safe!!!",
    mistake: 'exclamation-overload',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Top banner wording and blurb for the hazard perception revision webpage',
    draft: 'Smash your hazard perception!!! Our free evening revision will get you there in no time!!!',
    mistake: 'exclamation-overload',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Show off the shiny vehicle we've just bought",
    draft: 'Look at our gorgeous new Corsa!!!! Dev is SO excited!!!',
    mistake: 'exclamation-overload',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking whether we teach in Telford',
    draft: 'Yes we do!!! Tom covers Telford every weekday!!! Give us a call!!!',
    mistake: 'exclamation-overload',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // transmission-mixup
  {
    goal: 'replies',
    task: 'Reply to a woman enquiring about automatic lessons on weekday evenings',
    draft:
      'Thanks for your message. Dev has Tuesday and Thursday evenings free and would love to teach you in his automatic.',
    mistake: 'transmission-mixup',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Promote the Easter manual intensive courses',
    draft: 'Manual intensives this Easter with Sian: 20 hours across two weeks. Only a few places left.',
    mistake: 'transmission-mixup',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Profile blurb for Tom on the staff webpage',
    draft: 'Tom has been teaching for eight years and offers both gearbox types, manual and automatic.',
    mistake: 'transmission-mixup',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Someone who flunked in an auto now fancies a gearstick — get back to them',
    draft: 'No bother, you can carry on with Priya and just switch to a manual car with her.',
    mistake: 'transmission-mixup',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post with tips for newly qualified drivers',
    draft:
      'Just passed in an automatic? Book a two-hour motorway lesson with Tom in his car and get confident at 70mph.',
    mistake: 'transmission-mixup',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // dismissing-nerves
  {
    goal: 'replies',
    task: "Reply to a woman in her forties who's scared to drive after an accident years ago",
    draft:
      "There's honestly nothing to be afraid of. Once you're behind the wheel you'll wonder what all the fuss was about.",
    mistake: 'dismissing-nerves',
    kind: 'reworded',
  },
  {
    goal: 'website',
    task: 'Lessons page section for nervous learners',
    draft: "Nervous? Don't be. Driving really isn't a big deal and you'll be absolutely fine.",
    mistake: 'dismissing-nerves',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Encouraging words for anyone dreading their big day ahead',
    draft: 'Dreading the big day? Stop being silly. You know how to drive, so just get on with it.',
    mistake: 'dismissing-nerves',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'A father tells us his boy freezes at junctions and is ready to quit',
    draft: "Junctions are easy, he's just overthinking it. Tell him to toughen up and keep going.",
    mistake: 'dismissing-nerves',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Reply to a pupil asking whether she can take her test in her mum's car",
    draft:
      "Yes, as long as it's taxed, insured and has an extra mirror fitted for the examiner. And don't get yourself worked up, it's only a drive — there's nothing to be nervous about.",
    mistake: 'dismissing-nerves',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake
  {
    goal: 'replies',
    task: 'Reply to a pupil asking what time the theory session on Thursday starts',
    draft: 'It starts at 7.30pm on Zoom. Sian will text you the link on Thursday afternoon.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post congratulating a pupil who passed this morning',
    draft: "Congratulations to Maya, who passed this morning in Sian's car. Brilliant drive, enjoy your freedom.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if we offer automatic lessons',
    draft: 'Yes, we do. Sian and Priya both teach automatic. Would weekdays or weekends suit you better?',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'website',
    task: 'Write the FAQ answer about what happens if I need to cancel a lesson',
    draft:
      "Please give us at least 48 hours' notice to cancel or move a lesson. Anything less is charged at the full lesson price.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post about lessons on the May bank holiday',
    draft: "We're teaching as normal on bank holiday Monday 5 May, so it's a good day to fit in an extra lesson.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a nervous pupil asking whether she is ready to book her test',
    draft:
      "It's completely normal to feel unsure. Priya will go through a mock test with you next week and give you an honest view on whether to book.",
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated
  {
    goal: 'posts',
    task: 'Post about checking tyre pressures in cold weather',
    draft:
      "Cold mornings can drop your tyre pressures. Check them once a month and before long journeys — the right figures are in your car's handbook or inside the driver's door.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a company asking if we do fleet driver training for their van drivers',
    draft:
      "Thanks for asking. We don't offer fleet or van training at the moment, but we'd be happy to recommend someone who does.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'website',
    task: 'Write a short paragraph about our gift vouchers',
    draft:
      'Severn Way gift vouchers can be bought for any number of lessons and are valid for 12 months. They make a great present for a 17th birthday.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about the clocks going back and driving in the dark',
    draft:
      'The clocks go back this weekend, so many of you will be driving home in the dark. Dip your headlights for oncoming traffic and leave extra space when it rains.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to an email from a local secondary school asking if we would give a road safety talk to Year 12',
    draft:
      'Thanks for thinking of us. Karen would be glad to come in and talk to Year 12 — could you send over a couple of dates that work for you?',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'website',
    task: 'Write the section explaining how pupils can track their progress in our app',
    draft:
      'After every lesson your instructor updates your progress in the Severn Way app, so you can see which skills are ticked off and what comes next.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_Q: RetrievalSet = { name: 'held-out Q', memory, questions };
