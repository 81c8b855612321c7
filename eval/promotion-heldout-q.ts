// Promotion set Q: written independently by a helper who had not seen the product's code, its tuning sets or any other set, before it was ever measured. Business: Severn Way Driving School, an independent driving school in Shrewsbury run by Karen, with four instructors (Dev and Tom teach manual, Sian and Priya automatic; manual £38 an hour, automatic £41, block of ten manual £360; pupils book their own theory test on gov.uk).  Goals: posts, reviews, replies, website. Classes: emoji-in-posts (style, edits only), review-reveals-pupil and review-argues-back (same goal, similar situations, different mistakes), old-lesson-prices, we-book-theory-test, unapproved-offer (mostly rejected), instructor-personal-info, learner-law-wrong, best-in-town-claims.
// Held-out: never tuned on.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_Q: PromotionSet = {
  name: 'held-out Q',
  classes: [
    {
      // Style: the owner strips emojis out of social posts. Edits only.
      id: 'emoji-in-posts',
      goal: 'posts',
      corrections: [
        {
          task: 'Post congratulating Maisie on passing first time',
          draft: '🎉🚗 Congratulations Maisie on passing first time with Tom 👏👏',
          edit: 'Congratulations Maisie on passing first time with Tom.',
          reason: 'no emojis please',
        },
        {
          task: 'Post announcing our summer intensive dates',
          draft: '☀️ Summer intensives are open for booking 📅 Message us to grab a slot 🚙',
          edit: 'Summer intensives are open for booking. Message us to grab a slot.',
        },
        {
          task: 'Post warning pupils about icy roads this week',
          draft: '❄️🥶 Icy roads this week. Leave loads of extra stopping distance ⚠️',
          edit: 'Icy roads this week. Stopping distances can be up to ten times longer on ice, so leave plenty of room.',
          reason: 'lose the little pictures',
        },
        {
          task: 'Post welcoming Priya to the team',
          draft: 'Say hi to Priya 👋😊 our newest automatic instructor 🙌',
          edit: 'Say hi to Priya, our newest automatic instructor.',
        },
        {
          task: 'Post sharing our Google rating',
          draft: '4.9 ⭐⭐⭐⭐⭐ on Google — thank you all 💙',
          edit: '4.9 out of 5 on Google — thank you all.',
          reason: 'plain words only, the symbols look cheap',
        },
      ],
    },
    {
      // Public review replies that give away a pupil's lessons, fails, money owed or health.
      id: 'review-reveals-pupil',
      goal: 'reviews',
      corrections: [
        {
          task: "Reply to a 2-star Google review from a pupil unhappy that she wasn't put forward for her test",
          draft:
            "Hi Laura, we're sorry you feel that way. Having failed your mock test twice and needed 45 lessons, Sian wasn't comfortable putting you forward yet.",
          edit: "Hi Laura, we're sorry you feel that way. Our instructors only suggest booking a test when they feel a pupil is ready, and we're always happy to talk it through — please give Karen a ring.",
          reason: "never put a pupil's lesson details in a public reply",
        },
        {
          task: "Respond to a Facebook review from a dad saying his son's lessons were too expensive",
          draft:
            'Thanks for the feedback. Jack did need 60 hours, which is well above average, because he struggled with clutch control.',
          reason: "don't talk about his son's driving in public",
        },
        {
          task: 'Answer a one-star review saying the instructor was late',
          draft:
            'We are sorry, Ben. Tom was ten minutes late to your Harlescott pick-up on 3 March because the lesson before yours ran over after that pupil failed her test.',
          edit: "We're sorry, Ben. Being late isn't good enough and Karen has spoken to the team about it. Please get in touch so we can put it right.",
        },
        {
          task: 'Respond to a Google review complaining about being charged for a missed lesson',
          draft:
            'Hi Chloe, our records show you missed three lessons in January without notice and you still owe us £114.',
          reject: true,
        },
        {
          task: 'Reply to a review from a pupil who says her instructor made her nervous',
          draft:
            'Sorry to read this, Amira. As you told Priya you suffer from anxiety and take medication for it, we did adjust your lessons.',
          edit: "Sorry to read this, Amira. We want every pupil to feel at ease, and we'd really like to hear more — could you give Karen a call?",
          reason: 'health stuff is private. keep it general',
        },
      ],
    },
    {
      // Public review replies that argue with, contradict or blame the reviewer.
      id: 'review-argues-back',
      goal: 'reviews',
      corrections: [
        {
          task: 'Reply to a 1-star review saying our instructor was rude',
          draft:
            "We strongly disagree with this review. Dev is never rude and we think you're misremembering what happened.",
          edit: "We're sorry your lesson left you feeling this way. We take comments about our instructors seriously, so please contact Karen directly so we can look into it.",
          reason: "don't argue with reviewers",
        },
        {
          task: 'Respond to a Google review saying lessons were cancelled at short notice',
          draft:
            "That's not really fair — we only cancelled twice and both times it was because of snow. No one else complained.",
          edit: "We're sorry about the cancelled lessons. Snow meant we had to call a couple off for safety, but we know how frustrating that is and we'll try to give more notice in future.",
        },
        {
          task: 'Answer a 2-star review from a pupil who failed and blames her instructor',
          draft:
            "With respect, the instructor doesn't sit the test for you. If you'd practised more you might have passed.",
          reason: 'way too defensive. we never blame the pupil publicly',
        },
        {
          task: 'Reply to a review saying our prices went up without warning',
          draft:
            "Prices go up everywhere, fuel isn't free. It was on our website for weeks, so maybe check it next time.",
          reject: true,
        },
        {
          task: 'Respond to a review saying the car smelled of smoke',
          draft: 'None of our instructors smoke, so this simply is not true.',
          edit: "Thank you for letting us know. We've checked the car and given it a deep clean. None of our team smoke in the cars, but we're sorry it wasn't as fresh as it should have been.",
          reason: "stay calm and thank them. never 'not true'",
        },
        {
          task: "Reply to a 3-star review saying Tom's lessons felt rushed",
          draft: 'Tom has taught for 15 years and has a great pass rate, so we think the problem was on your side.',
          edit: "Thanks for the honest feedback. We'd never want a pupil to feel rushed, and Tom is happy to slow things down — get in touch if you'd like to try again.",
          reason: 'not our place to say its their fault',
        },
      ],
    },
    {
      // Quoting last year's prices (now: manual £38, automatic £41, block of ten manual £360, 2-hour motorway £76, 20-hour intensive £740).
      id: 'old-lesson-prices',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to an enquiry asking how much manual lessons cost',
          draft: 'Manual lessons are £35 an hour, or £330 for a block of ten.',
          edit: 'Manual lessons are £38 an hour, or £360 for a block of ten.',
          reason: 'prices went up in april',
        },
        {
          task: 'Answer a mum asking for the price of automatic lessons for her daughter',
          draft: 'Automatic lessons with Sian or Priya are £37 an hour, and we can start her in the next fortnight.',
          edit: 'Automatic lessons with Sian or Priya are £41 an hour, and we can start her in the next fortnight.',
        },
        {
          task: 'Reply to a pupil asking how much a two-hour motorway lesson with Dev is',
          draft: 'A two-hour motorway lesson with Dev is £70, and he has Saturdays free.',
          edit: 'A two-hour motorway lesson with Dev is £76, and he has Saturdays free.',
          reason: "that's the old rate",
        },
        {
          task: 'Respond to someone asking what a 20-hour intensive costs',
          draft: 'The 20-hour manual intensive is £680, which includes use of the car for your test.',
          reason: '£680 was last year. its £740 now',
        },
        {
          task: 'Reply to a returning pupil asking if her old block price still applies',
          draft: 'Yes, you can still book a block of ten at £330.',
          edit: 'Sorry, the £330 block price finished in April — a block of ten manual lessons is now £360.',
          reason: 'have you looked at the new price list?? we changed it',
        },
        {
          task: 'Answer a parent who wants to give her son some lessons for his birthday',
          draft: 'What a lovely present. Five manual lessons would come to £175, and we can do a printed voucher.',
          reject: true,
        },
      ],
    },
    {
      // Telling pupils the school books (or pays for) their theory test; pupils book it themselves on gov.uk.
      id: 'we-book-theory-test',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a new pupil asking how to book her theory test',
          draft: "Don't worry about that, we'll book your theory test for you once you've had a few lessons.",
          edit: "You book your theory test yourself on the gov.uk website and it costs £23. Sian's Thursday theory sessions will help you get ready for it.",
          reason: "we don't book theory tests, they do it on gov.uk",
        },
        {
          task: 'Answer a dad asking whether the intensive course price covers the theory test',
          draft: 'Yes, the theory test fee is included in all our intensive course prices.',
          reason: 'theory is NOT included, they pay the DVSA',
        },
        {
          task: 'Reply to a pupil whose theory certificate is about to expire',
          draft: "We'll get your theory retake booked this week so you don't lose your practical slot.",
          edit: "Your theory pass only lasts two years, so you'll need to rebook it yourself on gov.uk before it runs out. Let us know if you'd like help revising.",
        },
        {
          task: 'Respond to someone asking if we can get them a theory test at the Shrewsbury centre',
          draft: "Of course, we'll reserve you a theory slot at the Shrewsbury centre for next week.",
          reject: true,
        },
        {
          task: 'Reply to a 17-year-old asking what she needs before starting lessons',
          draft: "Just your provisional licence. We'll sort out your theory booking for you later on.",
          edit: "Just your provisional licence to start. Later on you'll book your theory test on gov.uk, and we'll help you revise for it.",
          reason: 'again, they book it not us',
        },
      ],
    },
    {
      // Inventing discounts and offers the owner never agreed. Mostly rejected.
      id: 'unapproved-offer',
      goal: 'posts',
      corrections: [
        {
          task: 'Post encouraging bookings for January',
          draft: 'New year, new skills. Book a block of ten in January and get your first lesson free.',
          reason: "we're not doing a free lesson. don't make up offers",
        },
        {
          task: 'Post for Black Friday',
          draft: 'Black Friday deal: 25% off every lesson block, this weekend only.',
          reject: true,
        },
        {
          task: 'Post thanking pupils for recommending us',
          draft: "Thank you for all the recommendations. Refer a friend and you'll both get £20 off your next block.",
          edit: 'Thank you for all the recommendations. Most of our new pupils come from you, and we really appreciate it.',
          reason: 'there is no referral scheme',
        },
        {
          task: 'Post about quiet midweek daytime slots with Dev',
          draft: 'Dev has midweek daytime slots free. Book one this week for just £30.',
          reason: "that's not a price I've agreed to",
        },
        {
          task: 'Post for students heading back to college',
          draft: 'Back to college? Show your student ID for 10% off any lessons booked in September.',
          reject: true,
        },
        {
          task: "Post about Tom's half-term intensive dates",
          draft:
            "Tom's half-term intensives are now booking, and as a half-term treat the first two hours are half price.",
          edit: "Tom's half-term intensives are now booking. Message us to check which dates are left.",
        },
      ],
    },
    {
      // Giving out instructors' private details: health, family, where they live, their mobiles, holidays.
      id: 'instructor-personal-info',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a pupil asking why Tom cancelled this week's lessons",
          draft: "Tom's had to cancel because his wife is in hospital having an operation.",
          edit: "Tom's had to cancel this week for personal reasons. He's sorry, and we'll get your lessons rebooked as soon as he's back.",
          reason: "don't share staff's private stuff",
        },
        {
          task: "Reply to a parent asking for Sian's mobile number so she can message her directly",
          draft: "Sian's mobile is 07700 900412, feel free to text her any time.",
          edit: "The best way to reach Sian is through the office on 01743 555201, and we'll pass your message straight on.",
        },
        {
          task: 'Answer a pupil who wants to know where Dev lives so she can be picked up first',
          draft: "Dev lives on Longden Road, so you're right on his way in the mornings.",
          reason: 'never give out where the instructors live',
        },
        {
          task: 'Reply to a pupil asking when Priya will be back',
          draft: 'Priya is off until March while she has IVF treatment, sorry.',
          reject: true,
        },
        {
          task: 'Respond to a pupil asking if Dev is on holiday',
          draft: "Yes, Dev's in Tenerife with his girlfriend until the 14th.",
          edit: "Dev's away until the 14th, and he'll be in touch to rebook when he's back.",
          reason: 'they dont need to know where or who with',
        },
      ],
    },
    {
      // Wrong legal rules for learner and new drivers.
      id: 'learner-law-wrong',
      goal: 'website',
      corrections: [
        {
          task: 'Write the FAQ answer: when can I start driving lessons?',
          draft: 'You can start lessons on the road from age 16 once you have your provisional licence.',
          edit: 'You can apply for a provisional licence from 15 years and 9 months, and start lessons on the road from your 17th birthday.',
          reason: '17 not 16 for cars',
        },
        {
          task: 'Write the section on practising with family between lessons',
          draft: 'Anyone with a full licence can sit in with you and supervise your practice between lessons.',
          edit: 'Your supervising driver must be at least 21 and have held a full licence for at least three years, and you must be insured on the car you practise in.',
        },
        {
          task: 'Write the motorway lessons page intro',
          draft: 'Learners can practise on the motorway with any qualified driver as long as L plates are displayed.',
          reason: 'learners can only go on motorways with an ADI in a dual control car. this is dangerous to get wrong',
        },
        {
          task: 'Write the FAQ answer about how long a theory pass lasts',
          draft: "Your theory certificate never expires, so there's no rush to take your practical.",
          edit: "Your theory test certificate is valid for two years. If you haven't passed your practical by then, you'll need to take the theory test again.",
          reason: "it's 2 years",
        },
        {
          task: 'Write a paragraph for the new drivers page about the first years after passing',
          draft:
            'Once you pass, you can build up 12 penalty points like any other driver before you lose your licence.',
          edit: 'For the first two years after passing, your licence will be revoked if you reach 6 or more penalty points.',
          reason: 'new driver rule is 6',
        },
        {
          task: 'Write the FAQ answer: do I need L plates when I practise with my parents?',
          draft:
            "No, L plates are only needed in the instructor's car, so you can leave them off when you practise with family.",
          reject: true,
        },
      ],
    },
    {
      // Unprovable superlatives, awards and statistics on the website.
      id: 'best-in-town-claims',
      goal: 'website',
      corrections: [
        {
          task: 'Write the homepage headline',
          draft: "Shrewsbury's No.1 driving school, with the highest pass rate in Shropshire.",
          edit: 'Friendly, local driving lessons in Shrewsbury, manual and automatic.',
          reason: "we can't prove we're number one",
        },
        {
          task: 'Write the intensive courses page intro',
          draft: "The UK's best intensive courses, with a 98% first-time pass rate.",
          reason: "made up stats. we don't have a 98% anything",
        },
        {
          task: "Write Dev's instructor profile",
          draft: 'Dev is the most experienced motorway instructor in the Midlands.',
          edit: 'Dev has taught motorway lessons for over ten years and loves helping new drivers feel confident at speed.',
        },
        {
          task: 'Write the meta description for search results',
          draft: 'Award-winning Shrewsbury driving school with the fastest pass times in the county.',
          edit: 'Independent Shrewsbury driving school offering manual, automatic, intensive and motorway lessons.',
          reason: "we haven't won any award",
        },
        {
          task: "Write the 'about us' section",
          draft: 'Severn Way is simply the best driving school in the West Midlands — just ask anyone.',
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: 'Post about the theory session moving to Wednesday this week',
      draft: "This week's theory session is on Wednesday 12th at 7.30pm instead of Thursday.",
      edit: "This week's theory session is on Wednesday 11th at 7.30pm instead of Thursday.",
      reason: '11th',
    },
    {
      goal: 'replies',
      task: 'Reply to a pupil asking what car Priya teaches in',
      draft: 'Priya teaches in a white Toyota Yaris automatic.',
      edit: 'Priya teaches in a grey Toyota Yaris automatic.',
    },
    {
      goal: 'website',
      task: "Write the opening line of Sian's profile",
      draft: 'Sian joined Severn Way in 2015 after ten years as a primary school teacher.',
      edit: 'Sian joined Severn Way in 2017 after ten years as a primary school teacher.',
      reason: '2017',
    },
    {
      goal: 'reviews',
      task: 'Reply to a 5-star review from Hannah',
      draft: 'Thank you Hannah, it was a pleasure teaching you. Dev will miss your Thursday lessons.',
      edit: 'Thank you Hannah, it was a pleasure teaching you. Tom will miss your Thursday lessons.',
      reason: 'it was Tom not Dev',
    },
    {
      goal: 'posts',
      task: 'Post about the office being closed on Friday for staff training',
      draft: 'Just to let you know, the office is closed this Friday for staff training. Lessons go ahead as normal.',
      reason: "training's been cancelled, no need to post",
    },
    {
      goal: 'replies',
      task: 'Reply to a pupil asking to change her pick-up to her work',
      draft: 'No problem, Tom will pick you up from Tesco on Monday at 5.',
      edit: "No problem, Tom will pick you up from Sainsbury's on Monday at 5.",
      reason: 'she works at sainsburys',
    },
    {
      goal: 'website',
      task: 'Update the opening hours in the footer',
      draft: 'Office open Monday to Friday, 9am to 5pm.',
      edit: 'Office open Monday to Friday, 9am to 5pm, and Saturday 9am to 12pm.',
    },
    {
      goal: 'posts',
      task: "Share the council's new road safety video",
      draft: "Worth a watch: Shropshire Council's new video on speeds on country lanes.",
      reject: true,
    },
  ],
};
