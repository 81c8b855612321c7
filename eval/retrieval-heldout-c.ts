// Held-out retrieval set C: written independently, by a helper who had not seen the retrieval code, the tuning sets
// or set B, before it was ever measured; never tuned on. A small two-dentist practice (Brightwater Dental) with three
// goals (patient reminders, public review replies, social posts) and eight classes of its own: promising treatments
// will not hurt, diagnosing from a message, scaring patients into booking, rewarding reviews, calling dentists
// specialists, threatening no-shows, numeric dates, and tooth puns.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // painless-promise: the agent promises that a treatment will not hurt at all.
  {
    goal: 'social',
    mistake: 'painless-promise',
    task: 'Post announcing the computer-controlled numbing system we bought',
    draft:
      'Big news: with our new anaesthetic system, injections are now completely painless. You will not feel a thing!',
    owner: edit(
      'Big news: our new anaesthetic system gives the numbing injection slowly and steadily, which many patients find gentler.',
    ),
  },
  {
    goal: 'social',
    mistake: 'painless-promise',
    task: 'Facebook post busting myths about root canal treatment',
    draft: 'Myth: root canals hurt. Fact: at Brightwater they are 100% pain-free, every single time.',
    owner: edit(
      'Myth: root canals are agony. Fact: the tooth is fully numbed first, and it usually feels much like having a filling.',
      "we can't promise zero pain, just say how we keep people comfortable",
    ),
  },
  {
    goal: 'reviews',
    mistake: 'painless-promise',
    task: 'Reply to a review from someone who says she is too nervous to book her filling',
    draft: 'Please do not worry, fillings with us never hurt. We guarantee a pain-free visit.',
    owner: edit(
      'Thank you for telling us. Let us know you feel nervous when you book: we go at your pace and stop whenever you raise a hand.',
      "don't guarantee it won't hurt",
    ),
  },
  {
    goal: 'reviews',
    mistake: 'painless-promise',
    task: 'Answer a three-star review saying the implant surgery left him sore for days',
    draft: 'That is surprising, as implant placement with Dr Okafor is completely painless for everyone.',
    owner: reject('some soreness after implant surgery is normal, we never claim anything is painless'),
  },

  // remote-diagnosis: the agent diagnoses or prescribes from a review or a comment, without an examination.
  {
    goal: 'reviews',
    mistake: 'remote-diagnosis',
    task: 'Reply to a review saying her tooth still aches a week after a filling',
    draft: 'Sorry to hear that! It sounds like the nerve is inflamed and you will probably need a root canal.',
    owner: edit(
      'Sorry to hear that. Please call us on 01632 960 412 so we can see you this week and check the filling.',
    ),
  },
  {
    goal: 'reviews',
    mistake: 'remote-diagnosis',
    task: 'Respond to a one-star review about a swollen face after a visit',
    draft: 'That swelling is most likely an abscess; a course of amoxicillin from your GP should clear it up.',
    owner: edit(
      'We are sorry. Facial swelling needs to be seen quickly: please call us today, or NHS 111 out of hours.',
      'we cannot diagnose anyone from a review, just get them in',
    ),
  },
  {
    goal: 'social',
    mistake: 'remote-diagnosis',
    task: 'Answer a comment on our gum health post asking why his gums bleed when brushing',
    draft: 'That is early gingivitis. Switch to a chlorhexidine mouthwash twice a day and it will clear up.',
    owner: reject('no diagnosing or prescribing in comments, tell him to book a check-up'),
  },
  {
    goal: 'social',
    mistake: 'remote-diagnosis',
    task: 'Reply to a follower whose child has a grey front tooth after a fall',
    draft: 'A grey tooth after a knock means the nerve has died, so it will need to come out.',
    owner: edit(
      'Please bring your little one in so we can take a look; give us a call and we will fit them in.',
      'never tell people what is wrong before we have examined them',
    ),
  },

  // scare-tactics: frightening patients with dire consequences to get them to book.
  {
    goal: 'reminders',
    mistake: 'scare-tactics',
    task: 'Recall text for patients who have not had a check-up in over a year',
    draft:
      'It has been over a year since your last check-up. Leaving it longer could mean losing teeth, so book today.',
    owner: edit(
      'It has been a while since your last check-up. Book online or call 01632 960 412 and we will find you a time.',
    ),
  },
  {
    goal: 'reminders',
    mistake: 'scare-tactics',
    task: 'Email to remind patients their hygiene visit is due',
    draft:
      'Your hygiene visit is due. Gum disease is linked to heart attacks, strokes and dementia, so please do not put it off.',
    owner: edit(
      'Your hygiene visit is due. Regular cleans keep your gums healthy, and Jess has spaces next week.',
      "don't frighten people into booking",
    ),
  },
  {
    goal: 'reminders',
    mistake: 'scare-tactics',
    task: 'Second reminder to a patient who ignored our recall letter',
    draft: 'We are worried: untreated decay spreads silently and can end in painful extractions or even hospital.',
    owner: reject('too scary, we want them back, not terrified'),
  },
  {
    goal: 'social',
    mistake: 'scare-tactics',
    task: 'Post for Mouth Cancer Action Month',
    draft:
      'Mouth cancer can strike anyone, and by the time you notice it, it may be too late. Could you be next? Book now.',
    owner: edit(
      'It is Mouth Cancer Action Month. Every check-up includes a quick look for early signs, and you can ask us about it any time.',
      'scaremongering, keep it calm and helpful',
    ),
  },

  // review-incentive: offering discounts, draws or gifts in exchange for (five-star) reviews.
  {
    goal: 'reminders',
    mistake: 'review-incentive',
    task: "Thank-you text sent after a patient's first visit",
    draft:
      'Thanks for visiting Brightwater Dental! Leave us a 5-star Google review and get 10% off your next whitening.',
    owner: edit(
      'Thanks for visiting Brightwater Dental! If you have a minute, we would love to hear how it went in a Google review.',
    ),
  },
  {
    goal: 'reminders',
    mistake: 'review-incentive',
    task: 'Email asking patients for feedback once their treatment is finished',
    draft:
      'Happy with your treatment? Leave a review and we will enter you into our monthly draw for a free whitening kit.',
    owner: edit(
      'Happy with your treatment? We would be grateful if you left us a review.',
      "we can't reward reviews, Google bans it",
    ),
  },
  {
    goal: 'social',
    mistake: 'review-incentive',
    task: 'Post asking followers to review us on Google',
    draft: 'Help us reach 200 reviews! Everyone who leaves five stars this month gets a free electric toothbrush.',
    owner: reject('no freebies for reviews, and never ask for five stars specifically'),
  },
  {
    goal: 'social',
    mistake: 'review-incentive',
    task: 'Instagram story to celebrate our 100th Google review',
    draft: 'We hit 100 reviews! Post review number 101 and your next scale and polish is half price.',
    owner: edit(
      'We hit 100 reviews! Thank you to everyone who took the time to write one.',
      'do not pay for reviews with discounts',
    ),
  },

  // specialist-title: calling general dentists or the hygienist specialists, orthodontists, periodontists or doctors.
  {
    goal: 'social',
    mistake: 'specialist-title',
    task: 'Post introducing Dr Hale and the clear aligners she offers',
    draft: 'Meet Dr Priya Hale, our orthodontist, who straightens smiles with clear aligners.',
    owner: edit('Meet Dr Priya Hale, one of our dentists, who straightens smiles with clear aligners.'),
  },
  {
    goal: 'social',
    mistake: 'specialist-title',
    task: 'Team spotlight post about Dr Okafor',
    draft: 'Dr Tom Okafor is our implant specialist, with more than 500 implants placed.',
    owner: edit(
      'Dr Tom Okafor is a dentist with a special interest in implants, with more than 500 placed.',
      "he is not on the specialist register, 'specialist' is a protected title",
    ),
  },
  {
    goal: 'reviews',
    mistake: 'specialist-title',
    task: 'Reply to a review praising the hygienist',
    draft: 'Thank you! Dr Jess is one of the best periodontists around.',
    owner: edit(
      'Thank you! We will pass this on to Jess, our hygienist.',
      'Jess is a hygienist, not a doctor and not a periodontist',
    ),
  },
  {
    goal: 'reviews',
    mistake: 'specialist-title',
    task: "Respond to a five-star review about Dr Okafor's crown work",
    draft: 'We are so glad! Dr Okafor is our resident prosthodontist and crowns are his specialty.',
    owner: reject('wrong title again, he is a general dentist, we never call anyone a specialist'),
  },

  // no-show-threat: harsh, threatening wording about missed or late-cancelled appointments.
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    task: 'Line about late cancellations at the end of our appointment texts',
    draft:
      'Failure to attend or to cancel within 24 hours will result in a £60 charge and removal from our patient list.',
    owner: edit(
      "If you can't make it, please let us know at least 24 hours before so we can offer the time to someone else.",
    ),
  },
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    task: 'Text to a patient who missed her last two appointments',
    draft:
      'You have failed to attend twice. One more missed appointment and you will be deregistered and charged in full.',
    owner: edit(
      'We missed you at your last two appointments and hope all is well. Shall we find a time that suits you better?',
      'too threatening, people miss for all sorts of reasons',
    ),
  },
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    task: 'Text to someone who cancelled an hour before their crown fitting',
    draft:
      'As you cancelled with less than 24 hours notice, you will be charged £60. Further late cancellations will lead to removal from our list.',
    owner: reject('far too harsh, we never charge the first one, just say we hope all is well and offer a new time'),
  },
  {
    goal: 'social',
    mistake: 'no-show-threat',
    task: 'Post about how many appointments were missed last month',
    draft: '43 people did not show up last month. From now on, no-shows will be fined and banned from booking.',
    owner: edit(
      'Last month 43 appointments went unused. If you cannot make it, a quick call lets someone on our waiting list have the slot.',
      'no threats in public, explain why it matters',
    ),
  },

  // ambiguous-date: dates written as numbers (04/03, 5.7.) that patients misread; the owner wants weekday + date in words.
  {
    goal: 'reminders',
    mistake: 'ambiguous-date',
    task: 'Day-before text reminder for a routine check-up',
    draft: 'Hi, this is Brightwater Dental: your check-up with Dr Hale is on 04/03 at 9:15. Reply C to cancel.',
    owner: edit(
      'Hi, this is Brightwater Dental: your check-up with Dr Hale is on Tuesday 4 March at 9:15. Reply C to cancel.',
    ),
  },
  {
    goal: 'reminders',
    mistake: 'ambiguous-date',
    task: "Email moving a patient's appointment because Dr Okafor is on a course",
    draft:
      'Dr Okafor is away on a course, so we have moved your appointment to 11/06 at 10:00. Call us if that does not suit.',
    owner: edit(
      'Dr Okafor is away on a course, so we have moved your appointment to Wednesday 11 June at 10:00. Call us if that does not suit.',
      'write the day and month in words, people read 11/06 as November',
    ),
  },
  {
    goal: 'reminders',
    mistake: 'ambiguous-date',
    task: "Welcome email with the date of a new patient's first visit",
    draft:
      'Welcome to Brightwater Dental! Your first appointment is on 5.7. at 14:00; please arrive ten minutes early.',
    owner: reject('numbers-only date again, always the weekday plus the date in words'),
  },
  {
    goal: 'social',
    mistake: 'ambiguous-date',
    task: 'Post about our Christmas and New Year closing days',
    draft: 'We are closed 24/12 – 02/01. Happy holidays from all of us!',
    owner: edit(
      'We are closed from Wednesday 24 December to Friday 2 January. Happy holidays from all of us!',
      'spell the dates out, 02/01 reads as 1 February to half our followers',
    ),
  },

  // tooth-puns: dental wordplay the owner finds cheesy.
  {
    goal: 'social',
    mistake: 'tooth-puns',
    task: 'Post welcoming our new dental nurse',
    draft: 'Brace yourselves! Our new nurse Amira is simply fang-tastic and we are molar than happy to have her.',
    owner: edit('Please welcome Amira, our new dental nurse. You will meet her at your next visit.'),
  },
  {
    goal: 'social',
    mistake: 'tooth-puns',
    task: 'Post about the toothbrushes and floss we now sell at reception',
    draft: 'Tooth be told, our new range is drill-iant! Come and get your floss on at reception.',
    owner: edit(
      'We now sell electric toothbrushes, floss and interdental brushes at reception.',
      'no tooth puns please, they make us look cheesy',
    ),
  },
  {
    goal: 'social',
    mistake: 'tooth-puns',
    task: 'Post for National Smile Month',
    draft:
      'National Smile Month is here and we are grinning from ear to ear! Nothing to be gum-py about, time to flossify your routine.',
    owner: reject('enough with the puns, just say what is happening'),
  },
  {
    goal: 'reminders',
    mistake: 'tooth-puns',
    task: 'Birthday message to patients',
    draft:
      'Happy birthday! Hope your day is filled with joy and your teeth stay cavity-free. You are one in a molar-ion!',
    owner: edit(
      'Happy birthday from everyone at Brightwater Dental. Have a lovely day!',
      'skip the wordplay, keep it simple',
    ),
  },

  // Approvals: stored, never recallable.
  {
    goal: 'reminders',
    mistake: null,
    task: 'Day-before text for a hygiene appointment',
    draft: 'Brightwater Dental: see you tomorrow, Thursday 13 March, at 11:20 with Jess. Reply C to cancel.',
    owner: approve,
  },
  {
    goal: 'reviews',
    mistake: null,
    task: 'Reply to a five-star review about our friendly receptionist',
    draft: 'Thank you! We will pass your kind words on to Leah at reception.',
    owner: approve,
  },
  {
    goal: 'social',
    mistake: null,
    task: 'Post sharing our new evening opening hours',
    draft: 'We are now open until 7 pm on Tuesdays and Thursdays.',
    owner: approve,
  },
  {
    goal: 'social',
    mistake: null,
    task: 'Post with a tip on how long to brush',
    draft: 'Brush for two minutes, twice a day, and spit rather than rinse afterwards.',
    owner: approve,
  },
  {
    goal: 'reminders',
    mistake: null,
    task: 'Text telling a patient their new denture is ready',
    draft: 'Hello, your new denture is ready. Call 01632 960 412 to arrange the fitting.',
    owner: approve,
  },
  {
    goal: 'reviews',
    mistake: null,
    task: 'Reply to a four-star review about a smooth check-up',
    draft: 'Thank you for taking the time to write. See you at your next check-up!',
    owner: approve,
  },

  // One-off edits: real corrections of a one-time slip; nothing recurs, so they are noise for every question below.
  {
    goal: 'reminders',
    mistake: null,
    task: 'Text with directions for a first visit',
    draft: 'We are at 14 Harbour Street, next to the library. Parking is free behind the building.',
    owner: edit('We are at 14 Harbour Street, next to the post office. Parking is free behind the building.'),
  },
  {
    goal: 'social',
    mistake: null,
    task: 'Post announcing that Dr Okafor is back from paternity leave',
    draft: 'Dr Okafor is back from paternity leave and seeing patients again from Monday.',
    owner: edit('Dr Okafor is back from paternity leave and seeing patients again from Wednesday.'),
  },
  {
    goal: 'reviews',
    mistake: null,
    task: 'Reply to a review thanking us for an emergency slot on Saturday',
    draft: 'Thank you! We are glad Dr Hale could see you on Saturday.',
    owner: edit('Thank you! We are glad Dr Okafor could see you on Saturday.', 'it was Tom that day'),
  },
  {
    goal: 'social',
    mistake: null,
    task: 'Post listing our hygiene prices',
    draft: 'A 30-minute hygiene visit with Jess costs £55.',
    owner: edit('A 30-minute hygiene visit with Jess costs £65.'),
  },
  {
    goal: 'reminders',
    mistake: null,
    task: 'Email letting patients know we have a new phone number',
    draft: 'Our phone number has changed: you can now reach us on 01632 960 421.',
    owner: edit('Our phone number has changed: you can now reach us on 01632 960 412.'),
  },
];

const questions: Question[] = [
  // painless-promise
  {
    goal: 'social',
    mistake: 'painless-promise',
    kind: 'reworded',
    task: 'Instagram post about the slow-injection device we just started using',
    draft: 'Hate needles? Thanks to our new device, numbing injections are totally pain-free from now on.',
  },
  {
    goal: 'reviews',
    mistake: 'painless-promise',
    kind: 'reworded',
    task: 'Respond to a reviewer who keeps putting off a filling because of nerves',
    draft: 'No need to be anxious: we promise you will feel zero pain while we fill your tooth.',
  },
  {
    goal: 'social',
    mistake: 'painless-promise',
    kind: 'no shared words',
    task: 'A follower wants to know if having wisdom teeth out hurts',
    draft: 'Not here! Wisdom teeth removal at Brightwater is totally painless, you will be smiling on the drive home.',
  },
  {
    goal: 'reviews',
    mistake: 'painless-promise',
    kind: 'no shared words',
    task: 'Thank a man who used to dread the drill for his glowing rating',
    draft: 'Thanks Mark! Next time will be just as easy: we guarantee you will never feel so much as a twinge with us.',
  },
  {
    goal: 'reminders',
    mistake: 'painless-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Pre-surgery instructions for patients having a wisdom tooth out',
    draft:
      'Please eat a light meal beforehand and arrange a lift home. The removal itself is completely painless, so there is nothing to fear.',
  },

  // remote-diagnosis
  {
    goal: 'reviews',
    mistake: 'remote-diagnosis',
    kind: 'reworded',
    task: 'Answer a reviewer whose tooth has been throbbing since we filled it last week',
    draft: 'That sounds like irreversible pulpitis, so you will most likely need the tooth root-treated.',
  },
  {
    goal: 'social',
    mistake: 'remote-diagnosis',
    kind: 'reworded',
    task: "Respond to a comment asking why someone's gums bleed when they brush",
    draft: 'Bleeding gums are a sign of gum disease. Use a chlorhexidine rinse for two weeks and it should stop.',
  },
  {
    goal: 'reviews',
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
    task: 'Google rating mentions sharp sensitivity to cold drinks since the crown went on',
    draft:
      'Sensitivity under a new crown usually means the nerve is irritated. Take ibuprofen for a few days and it will settle.',
  },
  {
    goal: 'social',
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
    task: 'Message under our latest photo: jaw clicks and locks when yawning',
    draft: 'That is a TMJ disorder. Wear a night guard and stop chewing gum and it should go away.',
  },
  {
    goal: 'reminders',
    mistake: 'remote-diagnosis',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Check-in text the day after a patient had a molar taken out',
    draft:
      'Hope you are feeling OK today. If it still aches on day three, that is a dry socket: rinse with warm salt water and take 400 mg ibuprofen every four hours.',
  },

  // scare-tactics
  {
    goal: 'reminders',
    mistake: 'scare-tactics',
    kind: 'reworded',
    task: 'Text patients whose last examination was more than twelve months ago',
    draft: 'Your check-up is overdue. Wait much longer and you risk abscesses and tooth loss, so book now.',
  },
  {
    goal: 'social',
    mistake: 'scare-tactics',
    kind: 'reworded',
    task: 'Instagram post for mouth cancer awareness month',
    draft: 'Mouth cancer often goes unnoticed until it is too late. Do not become a statistic: book a screening today.',
  },
  {
    goal: 'reminders',
    mistake: 'scare-tactics',
    kind: 'no shared words',
    task: "Nudge people we haven't seen since before the pandemic to come back",
    draft:
      'We miss you! Staying away from the dentist this long lets small problems turn into infections that can spread through your whole body.',
  },
  {
    goal: 'social',
    mistake: 'scare-tactics',
    kind: 'no shared words',
    task: 'Share a flossing tip on Facebook',
    draft:
      'Not flossing? Plaque between your teeth feeds bacteria that can travel to your heart and brain. Scary stuff, so start tonight!',
  },
  {
    goal: 'reviews',
    mistake: 'scare-tactics',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Thank a returning patient for her kind words after five years away',
    draft:
      'Thank you for coming back! Honestly, five years without a check-up is how people end up with dentures, so we are glad you did.',
  },

  // review-incentive
  {
    goal: 'reminders',
    mistake: 'review-incentive',
    kind: 'reworded',
    task: 'Text thanking a new patient for coming in',
    draft: 'Lovely to meet you today! Give us five stars on Google and we will take £10 off your next visit.',
  },
  {
    goal: 'social',
    mistake: 'review-incentive',
    kind: 'reworded',
    task: 'Post encouraging people to leave us a Google review',
    draft: 'Review us this week and you are in the draw for a free whitening session! Five stars please.',
  },
  {
    goal: 'reminders',
    mistake: 'review-incentive',
    kind: 'no shared words',
    task: "Message once someone's braces come off",
    draft: 'Congratulations on your straight smile! Rate us on Trustpilot and we will send you a free retainer case.',
  },
  {
    goal: 'social',
    mistake: 'review-incentive',
    kind: 'no shared words',
    task: 'Get our Facebook community to rate us online',
    draft: 'Rate us online by Friday and bag a voucher for 20% off teeth whitening!',
  },
  {
    goal: 'reviews',
    mistake: 'review-incentive',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a glowing review about our Saturday opening',
    draft: 'Thank you! Tell your family: anyone who leaves us a five-star review gets £10 off their next check-up.',
  },

  // specialist-title
  {
    goal: 'social',
    mistake: 'specialist-title',
    kind: 'reworded',
    task: 'Post presenting Dr Priya Hale and her aligner treatment',
    draft: 'Say hello to our orthodontist Dr Priya Hale, who can straighten your teeth without metal braces.',
  },
  {
    goal: 'reviews',
    mistake: 'specialist-title',
    kind: 'reworded',
    task: 'Respond to a lovely review about our hygienist Jess',
    draft: 'Thank you so much! We will pass this on to Dr Marlow, our periodontal specialist.',
  },
  {
    goal: 'social',
    mistake: 'specialist-title',
    kind: 'no shared words',
    task: 'Bio for the new implant dentist joining us in September',
    draft: 'Welcome Dr Sam Reyes, our new oral surgery specialist, who will place implants on Tuesdays.',
  },
  {
    goal: 'reviews',
    mistake: 'specialist-title',
    kind: 'no shared words',
    task: 'Someone thanked the person who straightened their teeth',
    draft: 'So pleased you love the result! Our orthodontic specialist Dr Hale will be thrilled to hear it.',
  },
  {
    goal: 'reminders',
    mistake: 'specialist-title',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Message letting patients know we now open on Saturday mornings',
    draft:
      'Good news: from May we open on Saturday mornings, when our gum specialist Dr Jess Marlow will be seeing patients.',
  },

  // no-show-threat
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    kind: 'reworded',
    task: 'Write the late-cancellation sentence that goes under our appointment messages',
    draft:
      "Appointments missed without 24 hours' notice will be charged in full, and repeat offenders will be removed from the practice.",
  },
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    kind: 'reworded',
    task: 'Message to a patient who has not turned up twice in a row',
    draft:
      'This is your final warning: another missed appointment means a £60 fine and losing your place at the practice.',
  },
  {
    goal: 'reminders',
    mistake: 'no-show-threat',
    kind: 'no shared words',
    task: 'Explain our one-day notice rule to people joining the practice',
    draft:
      'Welcome to Brightwater! Be warned: anyone who does not show up or cancels late will be billed and discharged from the practice.',
  },
  {
    goal: 'social',
    mistake: 'no-show-threat',
    kind: 'no shared words',
    task: 'Facebook update: empty chairs cost everyone',
    draft: 'We are cracking down. Anyone who no-shows from now on gets fined £60 and is banned from booking again.',
  },
  {
    goal: 'reviews',
    mistake: 'no-show-threat',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a review complaining the phone line is always busy',
    draft:
      "Sorry about the busy line! Please note that anyone who cancels with less than 24 hours' notice will be charged and may be struck off our list.",
  },

  // ambiguous-date
  {
    goal: 'reminders',
    mistake: 'ambiguous-date',
    kind: 'reworded',
    task: 'Night-before SMS for a regular examination',
    draft: 'Brightwater Dental: see you for your exam with Dr Okafor on 09/04 at 16:40. Reply C to cancel.',
  },
  {
    goal: 'social',
    mistake: 'ambiguous-date',
    kind: 'reworded',
    task: 'Post letting everyone know when we are shut over Easter',
    draft: 'Closed 18/04–21/04 for Easter, back on 22/04. Enjoy the long weekend!',
  },
  {
    goal: 'reminders',
    mistake: 'ambiguous-date',
    kind: 'no shared words',
    task: 'Tell Mr Ahmed his filling has been pushed back a week',
    draft: 'Hello Mr Ahmed, sorry, we have had to move your filling to 3/10 at 8:30.',
  },
  {
    goal: 'social',
    mistake: 'ambiguous-date',
    kind: 'no shared words',
    task: 'Bank holiday opening hours for Instagram',
    draft: 'Heads up: we are open 9 till 1 on 05/05 and shut all day on 26/05.',
  },
  {
    goal: 'reviews',
    mistake: 'ambiguous-date',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Respond to a review asking us to stay open later in the evening',
    draft: 'Great news: from 01/09 we will be open until 8 pm every Thursday. Thanks for the suggestion!',
  },

  // tooth-puns
  {
    goal: 'social',
    mistake: 'tooth-puns',
    kind: 'reworded',
    task: 'Post introducing the nurse who just joined our team',
    draft:
      'Say hello to Ben, our newest nurse! He is the whole tooth and nothing but the tooth, and his smile is crown-worthy.',
  },
  {
    goal: 'social',
    mistake: 'tooth-puns',
    kind: 'reworded',
    task: 'Write something for Smile Month on our page',
    draft:
      'Smile Month is back and we are chomping at the bit! Time to brush up on your routine, no need to be a plaque sheep.',
  },
  {
    goal: 'reminders',
    mistake: 'tooth-puns',
    kind: 'no shared words',
    task: 'Greeting for the festive season to everyone registered',
    draft: 'Merry Christmas from all of us! Have a tooth-ally wonderful holiday, and floss you a happy New Year!',
  },
  {
    goal: 'social',
    mistake: 'tooth-puns',
    kind: 'no shared words',
    task: 'Caption for a photo of the waiting room after the refurb',
    draft: 'Our waiting room got a makeover and it is looking incisor-ly good. Come and see, no need to crown around!',
  },
  {
    goal: 'reviews',
    mistake: 'tooth-puns',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a one-star review about a forty-minute wait in reception',
    draft:
      'We are so sorry, we know waiting that long is like pulling teeth! We are working on it so your next visit is nothing to grind your teeth about.',
  },

  // No past mistake in these situations: nothing should come back.
  {
    goal: 'reminders',
    mistake: null,
    kind: 'no past mistake',
    task: 'Text telling a patient their new mouthguard is ready to collect',
    draft: 'Hello, your new mouthguard is ready. Pop in any weekday between 9 and 5 to pick it up.',
  },
  {
    goal: 'reminders',
    mistake: null,
    kind: 'no past mistake',
    task: 'Text with parking information for patients',
    draft: 'There is free parking behind the practice, and the Harbour Street car park is two minutes away on foot.',
  },
  {
    goal: 'reviews',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a five-star review about how clean the practice is',
    draft: 'Thank you! The team works hard to keep everything spotless, and we are glad it shows.',
  },
  {
    goal: 'reviews',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a four-star review mentioning the easy online booking',
    draft: 'Thank you for the kind review, we are glad booking online worked smoothly for you.',
  },
  {
    goal: 'social',
    mistake: null,
    kind: 'no past mistake',
    task: 'Post with a tip about changing your toothbrush head',
    draft: 'Change your toothbrush or brush head every three months, or sooner if the bristles splay.',
  },
  {
    goal: 'social',
    mistake: null,
    kind: 'no past mistake',
    task: 'Post announcing that patients can now pay by card over the phone',
    draft: 'You can now pay your bill by card over the phone. Just call reception.',
  },

  // Unrelated to anything the owner ever corrected.
  {
    goal: 'social',
    mistake: null,
    kind: 'unrelated',
    task: 'Translate "Happy New Year" into Polish',
    draft: 'Szczęśliwego Nowego Roku!',
  },
  {
    goal: 'reminders',
    mistake: null,
    kind: 'unrelated',
    task: 'How many minutes are there between 8:30 and 10:05?',
    draft: '95 minutes.',
  },
  {
    goal: 'reviews',
    mistake: null,
    kind: 'unrelated',
    task: 'Work out the average of these star ratings: 5, 4, 5, 3, 5',
    draft: 'The average is 4.4 stars.',
  },
  {
    goal: 'social',
    mistake: null,
    kind: 'unrelated',
    task: 'Suggest a name for the practice cat',
    draft: 'How about Biscuit, Pepper or Maple?',
  },
  {
    goal: 'reminders',
    mistake: null,
    kind: 'unrelated',
    task: 'Spell out the abbreviation NHS for a new staff member',
    draft: 'National Health Service.',
  },
  {
    goal: 'reviews',
    mistake: null,
    kind: 'unrelated',
    task: 'Sort these supplier names alphabetically: Kent Express, Henry Schein, Dentsply',
    draft: 'Dentsply, Henry Schein, Kent Express.',
  },
];

export const HELD_OUT_C: RetrievalSet = { name: 'held-out C', memory, questions };
