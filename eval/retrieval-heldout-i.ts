// Written independently by a helper who had not seen the product's code, its tuning sets or any other set,
// before it was ever measured. Business: Fernside Dental, an independent private dental practice.
// Goals: reminders (patient texts), social (posts), replies (to reviews and enquiries). Classes: guaranteed-outcomes,
// whitening-without-assessment, patient-confidentiality, implies-nhs, remote-diagnosis, scolding-tone,
// emoji-overload, clinical-jargon.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // guaranteed-outcomes
  {
    goal: 'social',
    task: 'Instagram post about booking in with our hygienist',
    draft:
      'Book in with Leanne, our hygienist, for a completely pain-free clean that leaves your gums healthy for good. ' +
      'Fresh, polished and guaranteed to stop bleeding gums. Book online or call 01530 412 880.',
    owner: edit(
      'Book in with Leanne, our hygienist, for a thorough, gentle clean. Regular hygiene visits are one of the ' +
        'best ways to keep your gums healthy. Book online or call 01530 412 880.',
      "Can't promise pain free or that it stops bleeding for good",
    ),
    mistake: 'guaranteed-outcomes',
  },
  {
    goal: 'replies',
    task: "Reply to Mark's email asking if a white filling will last as long as his old silver one",
    draft:
      "Hi Mark, absolutely - our white fillings are made to last a lifetime, so you'll never need to worry about " +
      "that tooth again. Let us know when you'd like to book in.",
    owner: reject(
      'Never say lifetime. Depends on the tooth, the size of the filling and how he looks after it. Dr Shah will ' +
        'go through it with him at the appointment.',
    ),
    mistake: 'guaranteed-outcomes',
  },
  {
    goal: 'social',
    task: 'Facebook post promoting free clear aligner consultations in March',
    draft:
      "Straight teeth in just 6 months, guaranteed! We're offering free clear aligner consultations all through " +
      'March. Call us or book online to start your journey to a perfect smile.',
    owner: edit(
      "Thinking about straightening your teeth? We're offering free clear aligner consultations all through " +
        "March. Treatment time varies from person to person, so Dr Hale will talk you through what's realistic for " +
        'you. Call 01530 412 880 or book online.',
    ),
    mistake: 'guaranteed-outcomes',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for patients booked in for an extraction tomorrow',
    draft:
      "Hi {first_name}, see you tomorrow at {time} with Dr Hale. Don't worry - you won't feel a thing and you'll " +
      'be back to normal by the evening. Please eat a light meal beforehand.',
    owner: edit(
      'Hi {first_name}, a reminder of your appointment tomorrow at {time} with Dr Hale. Please eat a light meal ' +
        "beforehand and let us know if you've started any new medication. Call 01530 412 880 if you need to " +
        'rearrange.',
    ),
    mistake: 'guaranteed-outcomes',
  },
  // whitening-without-assessment
  {
    goal: 'social',
    task: 'Instagram post for our June home whitening offer',
    draft:
      'Summer smile ready? Our home whitening kits are £295 this June (usually £325). Just pop in, pick up your kit ' +
      'and start whitening the same day!',
    owner: edit(
      'Getting ready for summer? Home whitening is £295 throughout June (usually £325). It starts with a quick ' +
        'assessment with one of our dentists to check your teeth and gums are healthy, then we take impressions for ' +
        'your custom trays. Book your whitening consultation online.',
      "Everyone has to be assessed first, they can't just pick up a kit",
    ),
    mistake: 'whitening-without-assessment',
  },
  {
    goal: 'replies',
    task: "Reply to Instagram DM: 'can I just book whitening? had a check up at my old dentist in January'",
    draft:
      "Hi! Yes of course, we can book you straight in for whitening. As you've had a recent check-up elsewhere, " +
      "there's no need to see us first. Just send us a few days that suit you.",
    owner: reject(
      "No - we have to examine them ourselves before any whitening, doesn't matter where they had a check-up. " +
        'Offer the whitening consultation.',
    ),
    mistake: 'whitening-without-assessment',
  },
  {
    goal: 'reminders',
    task: 'Follow-up message to people who asked about whitening at our open evening',
    draft:
      "Hi {first_name}, thanks for coming to our open evening! As promised, here's the link to order your home " +
      "whitening kit: {link}. It'll be ready to collect from reception within a week.",
    owner: edit(
      "Hi {first_name}, thanks for coming to our open evening. If you'd like to go ahead with whitening, the " +
        "first step is a short consultation with Dr Shah so she can check it's right for you. You can book here: " +
        '{link}',
    ),
    mistake: 'whitening-without-assessment',
  },
  {
    goal: 'social',
    task: "Facebook post: whitening gift vouchers for Valentine's Day",
    draft:
      "Give the gift of a brighter smile this Valentine's. Our whitening vouchers are £325 and include everything - " +
      'trays, gel and a follow-up. Your other half can start whitening the same week they open it.',
    owner: edit(
      "Give the gift of a brighter smile this Valentine's. Our whitening vouchers (£325) include a consultation " +
        'with one of our dentists, custom trays, gel and a follow-up. Vouchers are valid for 12 months. Ask at ' +
        'reception or call 01530 412 880.',
    ),
    mistake: 'whitening-without-assessment',
  },
  // patient-confidentiality
  {
    goal: 'replies',
    task: "Reply to 5-star Google review from Sarah K: 'Dr Hale sorted my broken tooth the same day, so grateful'",
    draft:
      "Thank you so much, Sarah! We're so glad Dr Hale was able to fit you in and repair your broken front tooth " +
      'with a crown. We look forward to seeing you at your review appointment in two weeks.',
    owner: edit(
      "Thank you so much for your kind words. We'll pass them on to Dr Hale and the team.",
      "Don't mention her treatment or appointments in public",
    ),
    mistake: 'patient-confidentiality',
  },
  {
    goal: 'replies',
    task: "Reply to 1-star Google review: 'charged me £90 and I'm still in pain, never going back'",
    draft:
      "We're sorry to hear this, Mr Daniels. Our records show you attended on 3 March for an emergency appointment " +
      'and were advised that the tooth needed root canal treatment, which you declined. The £90 covered the ' +
      'examination, X-ray and temporary dressing.',
    owner: reject(
      "Can't use his name or say anything from his notes on Google. Just say we're sorry and ask him to ring " +
        'Gemma so we can talk it through.',
    ),
    mistake: 'patient-confidentiality',
  },
  {
    goal: 'social',
    task: 'Instagram post sharing a thank-you card from a patient',
    draft:
      'Look what arrived this morning! A lovely card from Margaret, who finally beat her dental nerves and had her ' +
      'first check-up in 20 years with Dr Shah. So proud of you Margaret!',
    owner: edit(
      "A lovely thank-you card arrived this morning and made the whole team smile. If you're nervous about coming " +
        "to the dentist, you're not alone - talk to us and we'll go at your pace.",
    ),
    mistake: 'patient-confidentiality',
  },
  {
    goal: 'reminders',
    task: 'Text reminder template for patients booked in for root canal treatment',
    draft:
      'Hi {first_name}, a reminder of your root canal treatment with Dr Hale on {date} at {time}. As the tooth is ' +
      'infected, please allow 90 minutes for the appointment.',
    owner: edit(
      'Hi {first_name}, a reminder of your appointment with Dr Hale on {date} at {time}. Please allow 90 minutes. ' +
        'Reply C to confirm or call 01530 412 880 to rearrange.',
      'no treatment details in texts, other people see their phones',
    ),
    mistake: 'patient-confidentiality',
  },
  // implies-nhs
  {
    goal: 'replies',
    task: "Reply to Facebook message from Jo: 'are you taking on new patients?'",
    draft:
      "Hi Jo, yes we are! We're currently accepting both NHS and private patients. A new patient exam is £27.40 on " +
      'the NHS, or you can choose a private appointment. Would you like us to book you in?',
    owner: edit(
      "Hi Jo, yes we are taking on new patients. We're a private practice - a new patient exam is £65, or you can " +
        'join our Fernside Care Plan from £16.50 a month. Would you like us to book you in?',
      'We are private only!!',
    ),
    mistake: 'implies-nhs',
  },
  {
    goal: 'social',
    task: "Post encouraging parents to book children's check-ups over half term",
    draft:
      "Half term is the perfect time for your child's check-up - and remember, dental care for under-18s is free! " +
      'Book online or give us a call.',
    owner: reject(
      "Not here it isn't, we're private. Kids are seen free when a parent is on the Care Plan, say that instead.",
    ),
    mistake: 'implies-nhs',
  },
  {
    goal: 'reminders',
    task: 'Recall reminder for patients who are due a check-up',
    draft:
      "Hi {first_name}, you're due your 6-monthly check-up at Fernside Dental. This is a standard Band 1 " +
      'appointment. Book at {link} or call 01530 412 880.',
    owner: edit(
      "Hi {first_name}, you're due your check-up at Fernside Dental. Book online at {link} or call 01530 412 880. " +
        'Care Plan members - this is included in your plan.',
    ),
    mistake: 'implies-nhs',
  },
  {
    goal: 'replies',
    task: "Reply to Aisha's email asking whether she has to pay for her crown while she's pregnant",
    draft:
      "Hi Aisha, congratulations! Good news - you're entitled to free dental treatment while you're pregnant and " +
      "for 12 months afterwards, so there won't be a charge for your crown. Just bring your MatEx certificate with " +
      'you.',
    owner: edit(
      "Hi Aisha, congratulations! As we're a private practice our usual fees apply, but we're happy to spread " +
        "the cost of your crown over three months at no extra charge. Let us know if you'd like to talk it through.",
    ),
    mistake: 'implies-nhs',
  },
  // remote-diagnosis
  {
    goal: 'replies',
    task:
      "Reply to Facebook message at 9pm: 'my face is swollen on one side and my tooth is throbbing, what should I " +
      "do?'",
    draft:
      'Sorry to hear that! It sounds like a dental abscess. Rinse with warm salt water, take ibuprofen every 4 hours ' +
      "and the swelling should go down in a day or two. Give us a call if it doesn't settle.",
    owner: edit(
      "Sorry to hear you're in pain. Please call us from 8.15am tomorrow and we'll find you an emergency " +
        "appointment. If the swelling spreads towards your eye or neck, or you're struggling to swallow or breathe, " +
        'call 111 or go to A&E straight away.',
      "We don't diagnose over messenger. Swelling can be serious",
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'social',
    task: 'Post for sensitive teeth awareness',
    draft:
      "Twinge when you drink something cold? That's just worn enamel. Switch to a sensitive toothpaste and it'll " +
      'settle down within a few weeks - no need to book in.',
    owner: reject(
      'Sensitivity can be decay or a cracked tooth. We should be telling people to get it checked, not telling ' +
        'them not to come in.',
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'replies',
    task: "Reply to Tom's email: 'had a tooth out yesterday and it's still bleeding a bit, is that normal?'",
    draft:
      "Hi Tom, a little bleeding is completely normal the day after an extraction and nothing to worry about. It's " +
      'most likely just the clot settling. Bite on a damp gauze for 20 minutes and it should stop.',
    owner: edit(
      'Hi Tom, sorry to hear that. Could you give us a ring on 01530 412 880 as soon as you can, so one of the ' +
        "dentists can ask you a few questions? If the bleeding is heavy and won't stop with pressure, please call " +
        '111.',
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'reminders',
    task: 'Text to patients whose appointments we have to move because Dr Hale is off sick',
    draft:
      'Hi {first_name}, sorry, Dr Hale is unwell so we need to move your appointment on {date}. If you were coming ' +
      "in about pain, it's probably nothing serious - take paracetamol and it should hold until we can rebook you.",
    owner: edit(
      "Hi {first_name}, we're really sorry but Dr Hale is unwell and we need to move your appointment on {date}. " +
        "Gemma will call you today to rebook. If you're in pain, let us know and we'll get you seen by Dr Shah.",
    ),
    mistake: 'remote-diagnosis',
  },
  // scolding-tone
  {
    goal: 'reminders',
    task: "Message to patients we haven't seen for over two years",
    draft:
      "Hi {first_name}, it's been over two years since we last saw you. Skipping check-ups is how small problems " +
      "turn into painful, expensive ones. Don't leave it any longer - book today.",
    owner: edit(
      "Hi {first_name}, it's been a while! We'd love to see you again. Whether it's been two years or ten, " +
        "there's no judgement here - just book in at {link} or give us a call on 01530 412 880.",
      'less telling off',
    ),
    mistake: 'scolding-tone',
  },
  {
    goal: 'reminders',
    task: 'Text to send after a patient misses an appointment',
    draft:
      "Hi {first_name}, you missed your appointment today at {time}. Missed appointments waste our clinicians' time " +
      'and stop other patients being seen. Please call to rebook. A £25 fee now applies.',
    owner: edit(
      "Hi {first_name}, we missed you today at {time} - hope everything's ok. Please call 01530 412 880 to " +
        "rebook. Just so you know, we do charge £25 for appointments missed without 48 hours' notice.",
    ),
    mistake: 'scolding-tone',
  },
  {
    goal: 'social',
    task: 'National Smile Month post about flossing',
    draft:
      "Let's be honest - most of you aren't flossing, and your gums are paying for it. No more excuses this " +
      'National Smile Month!',
    owner: reject('Too preachy. Make it encouraging.'),
    mistake: 'scolding-tone',
  },
  {
    goal: 'replies',
    task:
      "Reply to Lucy's enquiry: 'haven't been to a dentist in 8 years, really embarrassed, do you take people " +
      "like me?'",
    draft:
      "Hi Lucy, of course. Eight years is a long time, so there may be quite a bit of work to do, but it's never " +
      'too late to start taking your oral health seriously.',
    owner: edit(
      "Hi Lucy, of course - and please don't be embarrassed, we see lots of people in the same position. Your " +
        'first visit is just a chat and a look, at your pace. Would you like us to find you a time with Dr Shah?',
      "She's nervous, don't make her feel worse",
    ),
    mistake: 'scolding-tone',
  },
  // emoji-overload
  {
    goal: 'social',
    task: 'Instagram post welcoming our new dental nurse Chloe',
    draft:
      "🎉🎉 BIG NEWS!!! 🎉🎉 Say hello to Chloe, our AMAZING new dental nurse!!! 😍🦷✨ She's already part of the Fernside " +
      'fam 💙💙 #dentalnurse #newstarter #teamfernside #smile #teeth #dentist #happy',
    owner: edit(
      'Say hello to Chloe, who has joined us as a dental nurse. Chloe trained in Leicester and loves helping ' +
        "nervous patients feel at ease. Give her a wave next time you're in. #TeamFernside",
      'calm down! one hashtag is plenty',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'replies',
    task: "Reply to 5-star review: 'Leanne is the best hygienist ever'",
    draft: 'Aww thank you SO much!!! 😍😍 Leanne will be absolutely thrilled!!! 🦷💖✨ See you next time!!',
    owner: edit('Thank you so much - Leanne will be thrilled to hear this. See you next time.'),
    mistake: 'emoji-overload',
  },
  {
    goal: 'reminders',
    task: 'Birthday message to patients',
    draft:
      'Happy Birthday {first_name}!!! 🎂🎈🥳 Wishing you a day full of smiles 😁😁 from all of us at Fernside Dental!!! 🦷💙',
    owner: reject('Way too many emojis, looks like spam. Keep it simple.'),
    mistake: 'emoji-overload',
  },
  {
    goal: 'social',
    task: 'Facebook post announcing we now open on Saturday mornings',
    draft:
      "🚨🚨 WE'RE NOW OPEN SATURDAYS!!! 🚨🚨 No more taking time off work 🙌🙌 Book NOW before the slots go!!! 🔥🔥",
    owner: edit(
      "We're now open on Saturday mornings, 9am to 1pm, for check-ups and hygiene appointments - handy if it's " +
        'hard to get away from work in the week. Book online or call 01530 412 880.',
    ),
    mistake: 'emoji-overload',
  },
  // clinical-jargon
  {
    goal: 'reminders',
    task: 'Reminder text for hygiene appointments',
    draft:
      'Hi {first_name}, reminder of your periodontal maintenance appointment on {date} at {time} for supra- and ' +
      'subgingival debridement.',
    owner: edit(
      'Hi {first_name}, a reminder of your hygiene appointment with Leanne on {date} at {time}. Reply C to confirm ' +
        'or call 01530 412 880.',
      "Patients won't know what that means",
    ),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'social',
    task: 'Instagram post explaining what happens at a check-up',
    draft:
      'At your examination, the dentist will carry out a BPE, check for caries, assess your occlusion and take ' +
      'bitewing radiographs where indicated.',
    owner: edit(
      'At your check-up, the dentist checks your gums, looks for any signs of decay, checks how your teeth meet ' +
        "when you bite and takes X-rays if they're needed. It usually takes about 20 minutes.",
    ),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'replies',
    task: "Reply to Raj's email asking why he needs to come back after yesterday's check-up",
    draft:
      'Hi Raj, Dr Hale identified interproximal caries on your LR6 and has recommended a composite restoration under ' +
      'LA. Please call to book.',
    owner: reject("Write it how you'd say it to him. Not how it's written in the notes."),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'replies',
    task: "Reply to Beth's enquiry: what's the difference between a check-up and a hygiene appointment?",
    draft:
      'Hi Beth, a check-up is a clinical examination by the dentist, including soft tissue screening and ' +
      'radiographic assessment. A hygiene appointment is a prophylaxis - removal of plaque and calculus deposits - ' +
      'with OHI.',
    owner: edit(
      'Hi Beth, a check-up is with the dentist, who looks at the health of your teeth, gums and mouth. A hygiene ' +
        'appointment is with Leanne, who gives your teeth a deep clean, removes any hard build-up and shows you the ' +
        'best way to clean at home. Most people have both twice a year.',
    ),
    mistake: 'clinical-jargon',
  },
  // no mistake: approvals and one-off fact fixes
  {
    goal: 'reminders',
    task: 'Appointment reminder sent 48 hours before a check-up',
    draft:
      'Hi {first_name}, this is a reminder of your check-up with Dr Shah on {date} at {time}. Reply C to confirm or ' +
      'call 01530 412 880 if you need to rearrange. Fernside Dental',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Post with our Christmas opening hours',
    draft:
      'Our Christmas opening hours: we close at 1pm on Wednesday 24 December and reopen at 8.30am on Friday 2 ' +
      "January. If you have a dental emergency while we're closed, call 01530 412 880 and listen for the " +
      'out-of-hours number. Merry Christmas from all of us at Fernside.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: "Reply to 5-star review: 'friendly reception and easy parking'",
    draft:
      "Thank you for taking the time to leave a review - we're glad you found us easy to get to. We'll pass your " +
      'kind words on to Gemma on reception.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: "Reply to enquiry: 'do you open late any evenings?'",
    draft:
      "Hi, yes - we're open until 7pm on Wednesdays for check-ups and hygiene appointments. You can book online or " +
      'call us on 01530 412 880.',
    owner: edit(
      "Hi, yes - we're open until 7pm on Thursdays for check-ups and hygiene appointments. You can book online or " +
        'call us on 01530 412 880.',
    ),
    mistake: null,
  },
  {
    goal: 'reminders',
    task: 'Reminder text for a hygiene appointment',
    draft:
      'Hi {first_name}, a reminder of your appointment with Lauren, our hygienist, on {date} at {time}. Reply C to ' +
      'confirm or call 01530 412 880 to rearrange.',
    owner: edit(
      'Hi {first_name}, a reminder of your appointment with Leanne, our hygienist, on {date} at {time}. Reply C to ' +
        'confirm or call 01530 412 880 to rearrange.',
      'Leanne not Lauren',
    ),
    mistake: null,
  },
  {
    goal: 'social',
    task: "Post celebrating Dr Shah's 10 years at the practice",
    draft:
      "This month Dr Priya Shah celebrates 10 years at Fernside Dental. In that time she's welcomed hundreds of " +
      'families, trained three of our nurses and never once missed the Christmas quiz. Thank you, Priya!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Facebook post about our same-day emergency appointments',
    draft:
      "Dental emergency? We keep same-day emergency appointments free every weekday. Call us from 8am and we'll do " +
      'our best to see you that day.',
    owner: edit(
      'Dental emergency? We keep same-day emergency appointments free every weekday. Call us from 8.15am and ' +
        "we'll do our best to see you that day.",
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: "Reply to Pat's enquiry: 'do you have wheelchair access?'",
    draft:
      'Hi Pat, yes - we have a ground-floor surgery and a step-free entrance from the car park. Just mention it when ' +
      "you book and we'll make sure you're seen downstairs.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: 'Text asking patients to update their medical history before their appointment',
    draft:
      'Hi {first_name}, before your appointment on {date}, please take two minutes to update your medical history ' +
      'here: {link}. Thank you, Fernside Dental',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Ben asking how much a hygiene appointment costs',
    draft:
      'Hi Ben, a hygiene appointment with Leanne is £60 and lasts 30 minutes. If you join our Care Plan, two hygiene ' +
      'visits a year are included.',
    owner: edit(
      'Hi Ben, a hygiene appointment with Leanne is £65 and lasts 30 minutes. If you join our Care Plan, two ' +
        'hygiene visits a year are included.',
    ),
    mistake: null,
  },
  {
    goal: 'social',
    task: "Post: Leanne's tip of the week about toothbrushes",
    draft:
      "Leanne's tip of the week: manual or electric, the best toothbrush is the one you use properly - twice a day, " +
      'two minutes, with a fluoride toothpaste. Ask her for a quick demo at your next visit.',
    owner: approve,
    mistake: null,
  },
];

const questions: Question[] = [
  // guaranteed-outcomes
  {
    goal: 'social',
    task: 'Facebook post encouraging people to book a hygiene visit',
    draft:
      'Treat your gums to some TLC with Leanne! Our hygiene appointments are totally painless and will keep gum ' +
      'disease away for good. Call 01530 412 880 to book.',
    mistake: 'guaranteed-outcomes',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Answer Helen's email asking how long a crown lasts",
    draft:
      "Hi Helen, our crowns are made from top-quality porcelain, so once it's fitted you'll never have to think " +
      'about that tooth again - it will last you for life.',
    mistake: 'guaranteed-outcomes',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a nervous patient asking whether the injection hurts',
    draft:
      "Hi Dan, please don't worry - with the numbing gel we use first there's absolutely zero discomfort. It's " +
      'completely comfortable every single time.',
    mistake: 'guaranteed-outcomes',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Instagram post promoting composite bonding',
    draft:
      'Chipped or uneven front teeth? Composite bonding gives you a flawless Hollywood smile in one visit, with ' +
      'results that never chip or stain.',
    mistake: 'guaranteed-outcomes',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: "Post introducing Dr Hale's new dental implant service",
    draft:
      'Missing a tooth? Dr Hale now offers dental implants at Fernside. Implants have a 100% success rate and give ' +
      "you a new tooth that's as good as the real thing - forever. Book an implant consultation today.",
    mistake: 'guaranteed-outcomes',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // whitening-without-assessment
  {
    goal: 'social',
    task: 'Instagram post for our Easter whitening offer',
    draft:
      'Brighter smile for Easter? Home whitening is £295 until 21 April. Collect your kit from reception and you ' +
      'could see results before the bank holiday. Book online.',
    mistake: 'whitening-without-assessment',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Claire's email: 'I'm with another practice, can I just come to you for whitening?'",
    draft:
      'Hi Claire, yes, no problem at all! As you already have a dentist, you can book straight in for whitening and ' +
      "we'll take the impressions for your trays at your first visit.",
    mistake: 'whitening-without-assessment',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: "Text to Care Plan members about this month's member perk",
    draft:
      "Hi {first_name}, as a Care Plan member you get £50 off our bleaching pack this month. Reply YES and we'll " +
      'have one waiting for you at the front desk to take home.',
    mistake: 'whitening-without-assessment',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Answer Facebook comment: 'how quick can I get my teeth lighter? got a job interview friday'",
    draft:
      "Hi Sam, we can sort that this week! Pop in on Wednesday, we'll get you started with the gel there and then, " +
      'and you should notice a difference by Friday. Good luck!',
    mistake: 'whitening-without-assessment',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post about our stand at the Ashby Summer Fair',
    draft:
      'Come and find us at the Ashby Summer Fair on Saturday! Spin our prize wheel, meet the team, and sign up on ' +
      "the day - we'll hand you a home whitening kit so you can start that evening.",
    mistake: 'whitening-without-assessment',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // patient-confidentiality
  {
    goal: 'replies',
    task: "Reply to 5-star review from Tom B: 'couldn't have been kinder about my dental anxiety'",
    draft:
      'Thank you so much, Tom! It was lovely to see you finally get those two fillings done after putting them off ' +
      'for so long. See you at your check-up in June!',
    mistake: 'patient-confidentiality',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to 2-star Google review complaining about a 40-minute wait',
    draft:
      "Hi Karen, we're sorry about the wait. On Tuesday Dr Hale was running late after an emergency extraction, and " +
      'your own appointment took longer than planned because of your gum condition.',
    mistake: 'patient-confidentiality',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Instagram post showing a before-and-after of a smile makeover',
    draft:
      'What a transformation! Jenny from Coalville came to us hiding her smile in every photo. Here she is after six ' +
      'months of aligners and bonding - tag her to say well done!',
    mistake: 'patient-confidentiality',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Voicemail script for calling patients to confirm tomorrow's appointments",
    draft:
      'Hello, this is Gemma from Fernside Dental calling for Mr Peters, to confirm your denture fitting tomorrow at ' +
      "10am following last month's removal of your upper teeth. Please call us back on 01530 412 880.",
    mistake: 'patient-confidentiality',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: "Facebook post about the team's charity fun run",
    draft:
      'Team Fernside ran the Ashby 10k on Sunday! Huge thanks to everyone who sponsored us - including Derek Holmes, ' +
      'who came to cheer us on just a week after his implant surgery. We raised £1,240 for the local hospice.',
    mistake: 'patient-confidentiality',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // implies-nhs
  {
    goal: 'replies',
    task: "Reply to Google message: 'do you have space for new patients? how much is a check up'",
    draft:
      "Hi, yes, we're taking on new patients! NHS check-ups are £27.40, and we also offer private appointments if " +
      'you prefer. Would you like to book?',
    mistake: 'implies-nhs',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: "Back-to-school post encouraging children's check-ups",
    draft:
      "Back to school means back to routine - check-ups included! Remember, children's dental treatment won't cost " +
      'you a penny until they turn 18, so book them in before term gets busy.',
    mistake: 'implies-nhs',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Reminder asking new patients to bring documents to their first visit',
    draft:
      'Hi {first_name}, please bring proof of any exemption, such as an HC2 certificate or a Universal Credit ' +
      'letter, to your first visit on {date} so we can check whether you need to pay.',
    mistake: 'implies-nhs',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Reply to a pensioner's message asking what dentures cost",
    draft:
      'Hi Mr Shaw, dentures fall into the top treatment band, so the charge is set nationally at £326.70 whichever ' +
      'practice you go to.',
    mistake: 'implies-nhs',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post about our new online booking system',
    draft:
      'Booking your appointment just got easier. You can now book check-ups and hygiene visits online, 24/7 - simply ' +
      "choose NHS or private, pick a time that suits you and you'll get a confirmation by email.",
    mistake: 'implies-nhs',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // remote-diagnosis
  {
    goal: 'replies',
    task: "Reply to Instagram DM sent late on Sunday: 'tooth has been killing me all weekend and my jaw's puffed up'",
    draft:
      'Oh no, sorry to hear that! That sounds like an infection. Take ibuprofen and paracetamol together, hold an ' +
      'ice pack on your jaw and it should calm down in a day or so. Let us know if not!',
    mistake: 'remote-diagnosis',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to Neil's email: 'had my wisdom tooth out on Monday, there's a bad taste and it's really sore now'",
    draft:
      "Hi Neil, don't worry, a bad taste and soreness are normal for the first week after a wisdom tooth comes out. " +
      "Keep up the salt water rinses and it'll settle on its own.",
    mistake: 'remote-diagnosis',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Post for Mouth Cancer Action Month',
    draft:
      "Got a mouth ulcer? Most clear up on their own, so unless it's still there after a couple of months there's " +
      'no reason to worry.',
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to patients on the cancellation waiting list',
    draft:
      "Hi {first_name}, we're still working through the waiting list. If your crown feels loose, just dab a little " +
      "denture adhesive on it to hold it in place until we can fit you in - it won't do any harm.",
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Emma, whose son knocked a tooth out playing football',
    draft:
      "Hi Emma, sorry to hear about Jack! As it's a baby tooth it'll be fine - just let the gum heal and the adult " +
      'tooth will come through in its own time. No need to bring him in.',
    mistake: 'remote-diagnosis',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // scolding-tone
  {
    goal: 'reminders',
    task: 'Recall message to patients more than a year overdue for a check-up',
    draft:
      "Hi {first_name}, you're now over a year overdue for your check-up. Leaving it longer only makes treatment " +
      "more likely, so please don't put it off again. Book today at {link}.",
    mistake: 'scolding-tone',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: "Message to a patient who didn't turn up to a hygiene appointment this morning",
    draft:
      "Hi {first_name}, you didn't attend your hygiene appointment this morning. This is the second time, and it " +
      'means someone else missed out on that slot. Please call us to rebook.',
    mistake: 'scolding-tone',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Post for Sugar Awareness Week about fizzy drinks',
    draft:
      'Still giving the kids fizzy pop with their tea? Time for a reality check, parents. Every can is doing damage, ' +
      "and it's their teeth that will pay for your choices.",
    mistake: 'scolding-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Sophie, who wants to change her appointment for the third time',
    draft:
      'Hi Sophie, we can move it, but this is now the third change and we really need you to commit to a date this ' +
      "time. Our diary isn't unlimited.",
    mistake: 'scolding-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Rachel asking what age children should start seeing a dentist',
    draft:
      "Hi Rachel, ideally as soon as the first tooth appears - so if your little one is already three, you're a bit " +
      "behind! Better late than never though, let's get them booked in before any damage is done.",
    mistake: 'scolding-tone',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // emoji-overload
  {
    goal: 'social',
    task: 'Instagram post introducing our new receptionist Amy',
    draft:
      "👋👋 Meet AMY!!! 🥰 Our fabulous new receptionist is here and we're SO excited!!! 🎉🎉 Come and say hi 💙🦷 " +
      '#reception #newface #teamfernside #dentist #smiles #ashby',
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to 5-star review: 'Dr Shah was brilliant with my nervous son'",
    draft: 'Thank you SO much!!! 🥹💙 Dr Shah will be over the moon!!! 🌟🌟 Made our day 🙌🦷',
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Text telling Care Plan members the monthly fee goes up in April',
    draft:
      'Heads up!!! 📢📢 From 1 April your Care Plan goes up to £17.50 a month 💷💷 Still AMAZING value!!! 🙌🙌 Questions?? ' +
      'Just ask!!! 😊',
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Facebook post: we won Best Local Business at the Ashby awards',
    draft:
      'WE WON!!!!! 🏆🏆🏆 Best Local Business 2025!!! 😭😭❤️❤️ THANK YOU THANK YOU THANK YOU!!! 🙏🙏 #winners #blessed ' +
      '#awardwinning #dentallife #community #grateful',
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to patients booked today letting them know our phone line is down',
    draft:
      '📵📵 Oh no!!! Our phones are DOWN today 😩😩 Please email hello@fernsidedental.co.uk instead!!! 📧📧 Sorry!!! 🙈',
    mistake: 'emoji-overload',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // clinical-jargon
  {
    goal: 'reminders',
    task: 'Reminder text for patients booked in for a scale and polish',
    draft:
      'Hi {first_name}, your prophylaxis and OHI appointment is on {date} at {time}. Please attend 5 minutes early ' +
      'for your BPE.',
    mistake: 'clinical-jargon',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Email to Mrs Cole explaining the treatment plan Dr Shah discussed with her',
    draft:
      'Dear Mrs Cole, following your examination Dr Shah has recommended endodontic treatment on UL5 followed by a ' +
      'full-coverage restoration, as the tooth is non-vital. Please contact us to arrange.',
    mistake: 'clinical-jargon',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Post explaining why we recommend fluoride varnish for children',
    draft:
      'Fluoride varnish promotes remineralisation of demineralised enamel lesions and is indicated at recall for ' +
      'paediatric patients with an elevated risk profile.',
    mistake: 'clinical-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Reply to Paul's enquiry asking what a root canal involves",
    draft:
      'Hi Paul, RCT involves accessing the pulp chamber, extirpating the nerve, instrumenting and irrigating the ' +
      'canals, then obturating with gutta percha.',
    mistake: 'clinical-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post announcing our new 3D scanner',
    draft:
      "We've invested in a new intraoral scanner! It captures digital impressions for indirect restorations and " +
      'orthodontic appliances, removing the need for alginate.',
    mistake: 'clinical-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // no past mistake
  {
    goal: 'reminders',
    task: "Reminder text for a patient's appointment with Dr Shah next week",
    draft:
      "Hi {first_name}, just a reminder that you're booked in with Dr Shah on {date} at {time}. It should take " +
      'about 30 minutes. Reply C to confirm or call 01530 412 880 to rearrange. Fernside Dental',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post explaining our Care Plan',
    draft:
      'Our Fernside Care Plan spreads the cost of routine dental care. From £16.50 a month you get two check-ups and ' +
      'two hygiene visits a year, plus 10% off other treatment, and children of members are seen for free. Ask at ' +
      'reception or visit {link}.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: "Reply to 4-star review: 'great dentist but hard to get through on the phone'",
    draft:
      "Thank you for your review and for the feedback about our phones. We know it gets busy first thing, so we've " +
      'added a second line and you can now book online at any time. We hope that makes things easier.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: "Reply to enquiry: 'do you do emergency appointments if I'm not registered with you?'",
    draft:
      "Hi, yes - we keep emergency slots every weekday for anyone in pain, whether or not you're already a patient. " +
      "Call 01530 412 880 from 8.15am and we'll do our best to see you that day. An emergency appointment is £75.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post about whitening for couples getting married this year',
    draft:
      "Getting married this year? If you'd like a brighter smile for the photos, start with a whitening " +
      "consultation. Dr Shah will check your teeth and gums, then we'll make custom trays for you to use at home. " +
      'Allow around four weeks. Book online or call 01530 412 880.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: 'Reminder for patients booked on a Saturday morning about which door to use',
    draft:
      'Hi {first_name}, see you on Saturday at {time}. On Saturdays please use the side entrance on Mill Lane, as ' +
      'the main door stays locked. Call 01530 412 880 if you need us.',
    mistake: null,
    kind: 'no past mistake',
  },
  // unrelated
  {
    goal: 'social',
    task: 'Post about our plastic-free pledge',
    draft:
      "We're cutting down on plastic. From this month our patient goodie bags come with bamboo toothbrushes, and " +
      "we've switched to recyclable packaging wherever we can. Small changes, but they add up.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a primary school asking if we can donate a prize for their Christmas raffle',
    draft:
      "Hi Mrs Patel, we'd be happy to help with the Christmas raffle. We can donate a family electric toothbrush " +
      'set and a £50 voucher, and Gemma will drop them at the school office next week.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a sales email from a marketing agency offering SEO services',
    draft:
      "Thanks for getting in touch. We're not looking for any marketing support at the moment, but we'll keep your " +
      'details on file.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post letting people know the car park is being resurfaced',
    draft:
      "Heads up: our car park is being resurfaced on Monday 12 and Tuesday 13 May. There's free parking on Mill " +
      'Lane, a two-minute walk away. Sorry for any inconvenience.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Text asking patients to fill in our patient satisfaction survey',
    draft:
      "Hi {first_name}, we'd love to know how we're doing. Our survey takes two minutes: {link}. Thank you - " +
      'Fernside Dental',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to Ella, a sixth-former asking about work experience',
    draft:
      'Hi Ella, thanks for your email. We can offer a week of shadowing in the summer holidays, observing our ' +
      "dentists and nurses. Please send us the dates you're free and we'll get it booked in.",
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_I: RetrievalSet = { name: 'held-out I', memory, questions };
