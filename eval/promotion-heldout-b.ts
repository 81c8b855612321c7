// Rule-promotion set B: written independently, by a helper who had not seen the learning code or the tuning sets,
// before it was ever measured. Measured as written on 1 Dec 22:10-22:14 UTC (held out then); from 22:16 a
// development set (session 7's style features were built while reading its misses), so its later figures are not
// held-out. Other businesses (a bicycle repair & rental shop and a language school), other goals and nine other
// mistake classes than eval/promotion-tuning.ts and set A.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_B: PromotionSet = {
  name: 'dev B',
  classes: [
    {
      id: 'safety-guarantee',
      goal: 'captions',
      corrections: [
        {
          task: 'Caption for the new kids balance bikes',
          draft: 'Our new balance bikes are here. Completely safe, your little one cannot fall off.',
          edit: 'Our new balance bikes are here, in three sizes for ages two to five.',
        },
        {
          task: 'Post about the brake service special this week',
          draft: 'Get your brakes checked this week. After our service your bike is 100% accident-proof.',
          edit: 'Get your brakes checked this week, it takes about twenty minutes.',
          reason: "we can't promise nobody crashes",
        },
        {
          task: 'Caption for a photo of the guided mountain trail tour',
          draft: 'Join our guided trail tour on Saturday. Zero risk, our guides make sure nobody ever gets hurt.',
          reason:
            'Never say a tour is risk-free. If someone gets injured on the trail, that sentence comes straight back to us.',
        },
        {
          task: 'Instagram caption for the helmets that just came in',
          draft: 'New helmets just arrived. Wear one and you are protected from any head injury.',
          reject: true,
        },
        {
          task: 'Caption for the e-bike rental launch',
          draft: 'E-bikes now for rent. They are totally safe, even for first-time riders on busy roads.',
          edit: 'E-bikes now for rent. Every first-time rider gets a ten-minute intro before heading out.',
          reason: 'no safety guarantees please',
        },
      ],
    },
    {
      id: 'weather-promise',
      goal: 'dms',
      corrections: [
        {
          task: 'Customer asks if Sunday is a good day to rent bikes for the lake loop',
          draft: 'Sunday will be perfect for the lake loop, sunny and dry all day.',
          edit: 'The lake loop is lovely on a Sunday. Have a look at the forecast before you set off.',
        },
        {
          task: 'Someone asks whether the Saturday sunset tour might be cancelled',
          draft: 'No chance of rain on Saturday, the tour is definitely going ahead under clear skies.',
          edit: 'The tour goes ahead unless there is heavy rain. If we cancel, we message you by noon on Saturday.',
          reason: 'we are not weather forecasters',
        },
        {
          task: 'A tourist asks what to pack for a three-day rental in April',
          draft: 'You will not need a rain jacket, April here is always warm and sunny.',
          reason: "Don't promise the weather. April is a coin toss, tell them to bring a layer.",
        },
        {
          task: 'Reply to a group riding the coast path next week',
          draft: 'Great choice! The wind will be calm and the sun out all week on the coast.',
          reject: true,
        },
        {
          task: 'A family asks if it is worth renting the child trailer for Wednesday',
          draft: 'Wednesday will be warm and dry, ideal for taking the kids out in the trailer.',
          edit: 'The trailer has a rain cover, so it works for the kids in most weather.',
          reason: 'again guessing the forecast. stop it',
        },
      ],
    },
    {
      id: 'other-customers-bookings',
      goal: 'dms',
      corrections: [
        {
          task: 'Someone asks if the tandem is free on Saturday',
          draft: 'Sorry, the tandem is taken on Saturday, Lena Hofmann booked it for her anniversary.',
          edit: 'Sorry, the tandem is already booked on Saturday. It is free on Sunday.',
        },
        {
          task: 'A student asks who else is in the Thursday Italian class',
          draft: 'Thursday Italian has six people so far, including Mr Okafor and the Brandt sisters from your street.',
          edit: 'Thursday Italian has six people so far, a friendly mixed group.',
          reason: 'we never say who else is enrolled',
        },
        {
          task: 'Customer asks why their repair is taking longer than usual',
          draft: 'We are a bit behind because Dr Weiss brought in three carbon bikes for a full rebuild this week.',
          reason: "don't tell people about other customers' bikes, just say we're busy",
        },
        {
          task: 'Someone asks if there are still places on the Sunday group ride',
          draft: 'Two places left! The Petersens and Ahmed from the bakery have already signed up.',
          edit: 'Two places left on Sunday.',
          reason: 'privacy, who rides with us stays with us',
        },
        {
          task: 'A parent asks when the teen conversation club meets',
          draft:
            'It meets on Fridays at five. Your daughter would be with Sophie Lang and Max Ried, who joined last week.',
          reject: true,
        },
      ],
    },
    {
      id: 'dear-sir',
      goal: 'emails',
      corrections: [
        {
          task: 'Reply to an email from a hotel about a rental partnership',
          draft:
            'Dear Sir, thank you for your interest in a partnership. We would be glad to send you our group rates.',
          edit: 'Hello, thank you for your interest in a partnership. We would be glad to send you our group rates.',
        },
        {
          task: 'Answer a company HR department asking about in-house English lessons',
          draft: 'Dear Sirs, we can certainly offer weekly English lessons at your offices.',
          edit: 'Dear Kim Novak, we can certainly offer weekly English lessons at your offices.',
          reason: "you don't know it's a man, use the name they signed with",
        },
        {
          task: 'Email the primary school that asked about bikes for a class trip',
          draft: 'Dear Sir or Madam, we have twenty-five bikes available for your class trip in May.',
          edit: 'Hello Ms Duarte, we have twenty-five bikes available for your class trip in May.',
          reason: 'The teacher put her name at the bottom of the email. No sir or madam when we know who it is.',
        },
        {
          task: 'Reply to Alex Taylor, who asked about the intensive Spanish course',
          draft: 'Dear Mr Taylor, the intensive course runs for four weeks, mornings only.',
          reason: "Alex could be anyone. Don't guess Mr or Ms, just write Hi Alex.",
        },
      ],
    },
    {
      id: 'unconfirmed-booking',
      goal: 'emails',
      corrections: [
        {
          task: 'Customer emails asking if their wheel can be trued before Friday',
          draft: 'Yes, your wheel will be ready on Thursday afternoon, you can pick it up any time after two.',
          edit: 'We will check the workshop schedule tomorrow morning and email you a pick-up time.',
          reason: "don't promise dates before I've looked at the workshop board",
        },
        {
          task: 'Reply to a student who wants to join the B2 German course starting Monday',
          draft: 'Great news, you have a place in the B2 course! See you on Monday at nine.',
          edit: 'Thank you for your interest in the B2 course. We will let you know by Friday whether a place is free.',
        },
        {
          task: 'A tour group emails asking for twelve bikes on the 14th',
          draft: 'All twelve bikes are reserved for you on the 14th.',
          reason: 'Nothing is booked until I put it in the calendar myself. Never write that something is reserved.',
        },
        {
          task: 'A parent asks if their son can start private Spanish tutoring next week',
          draft: 'Of course! Carmen will teach him every Tuesday at four, starting next week.',
          reject: true,
        },
        {
          task: 'Customer wants a service appointment before they leave on holiday on Saturday',
          draft: 'No problem, we have booked your service for Wednesday at ten.',
          edit: 'We will try to fit your service in before Saturday and call you to confirm a time.',
          reason: 'only confirmed slots go in writing',
        },
      ],
    },
    {
      id: 'all-lowercase',
      goal: 'dms',
      corrections: [
        {
          task: 'Reply to someone asking if we sell second-hand bikes',
          draft: 'yes we do! we have about ten used city bikes in the shop right now, come have a look.',
          edit: 'Yes, we do. We have about ten used city bikes in the shop right now, come and have a look.',
        },
        {
          task: 'A new student asks where the classroom is',
          draft: 'hi! we are on the second floor, room 4, the door with the blue sign.',
          edit: 'Hi! We are on the second floor, room 4, the door with the blue sign.',
          reason: 'capital letters please, it looks sloppy',
        },
        {
          task: 'Tell a customer their bike is ready to collect',
          draft: 'hey, your bike is ready, new chain and cables done. we are open till six today.',
          edit: 'Hi, your bike is ready: new chain and cables done. We are open until six today.',
        },
        {
          task: 'Answer a question about evening classes for adults',
          draft: 'we have evening classes on tuesdays and thursdays at seven, all levels welcome.',
          reason: 'again the lowercase',
        },
        {
          task: 'A parent asks whether the kids course has homework',
          draft: 'yes, a little. about fifteen minutes a week so they keep practising at home.',
          edit: 'Yes, a little: about fifteen minutes a week, so they keep practising at home.',
          reason: 'We are a language school, of all people we should start sentences with a capital letter.',
        },
      ],
    },
    {
      id: 'wrong-language',
      goal: 'emails',
      corrections: [
        {
          task: 'A parent wrote in Spanish asking about the summer camp for children',
          draft: 'Thank you for your message! The summer camp runs from 7 to 25 July, mornings from nine to one.',
          edit: '¡Gracias por su mensaje! El campamento de verano es del 7 al 25 de julio, por las mañanas de nueve a una.',
        },
        {
          task: 'Reply to a German tourist who emailed in German about renting e-bikes',
          draft: 'Hi, yes, we rent out e-bikes by the day or by the week. Just let us know your dates.',
          edit: 'Hallo, ja, wir vermieten E-Bikes tage- oder wochenweise. Schreiben Sie uns einfach Ihre Reisedaten.',
          reason: 'he wrote in German, answer in German',
        },
        {
          task: 'Answer an email in French from a student asking about the placement test',
          draft: 'The placement test takes about forty minutes and you can do it online before the course starts.',
          reason:
            "Reply in the language people write to us in. Answering a French email in English is rude, and we're a language school.",
        },
        {
          task: 'An Italian couple wrote in Italian asking for directions from the station',
          draft:
            'From the station, walk straight down the main street for five minutes, we are on the left after the bridge.',
          edit: 'Dalla stazione proseguite dritto per la via principale per cinque minuti, siamo sulla sinistra dopo il ponte.',
          reason: 'italian please',
        },
        {
          task: 'Reply to a Dutch customer who emailed in Dutch about a bent derailleur',
          draft:
            'Sorry to hear that. Bring the bike in whenever it suits you and we will take a look at the derailleur.',
          edit: 'Vervelend om te horen. Breng de fiets langs wanneer het u uitkomt, dan kijken we naar de derailleur.',
        },
      ],
    },
    {
      id: 'legal-advice',
      goal: 'faq',
      corrections: [
        {
          task: 'FAQ answer: do I need insurance to rent a bike?',
          draft: 'No, your home insurance automatically covers any damage to a rented bike.',
          edit: 'Every rental includes basic theft cover. For anything beyond that, please check your own policy.',
          reason: "we can't tell people what their insurance covers",
        },
        {
          task: 'FAQ entry on whether children have to wear helmets',
          draft: 'Helmets are not a legal requirement for children here, so it is entirely up to you.',
          edit: 'Every child rental comes with a free helmet, and we ask all kids to wear one.',
        },
        {
          task: 'FAQ: does your course count for a student visa?',
          draft: 'Yes, enrolling in our twenty-hour course is enough to get a student visa.',
          reason: "Visa rules aren't ours to explain and they change all the time. Send people to the embassy website.",
        },
        {
          task: 'FAQ on whether the e-bikes are allowed on the forest paths',
          draft: 'Yes, it is perfectly legal to ride our e-bikes on every forest path in the region.',
          reject: true,
        },
        {
          task: 'FAQ: can I claim my course fees back on my taxes?',
          draft: 'Language courses are fully tax-deductible, just attach our invoice to your tax return.',
          edit: 'We are happy to give you an invoice for your course. Whether you can deduct it is a question for your tax adviser.',
          reason: 'not lawyers, not tax advisers. keep that stuff out',
        },
      ],
    },
    {
      id: 'markdown-formatting',
      goal: 'captions',
      corrections: [
        {
          task: 'Caption for the spring tune-up offer',
          draft: '**Spring tune-up week!** Gears, brakes and tyres checked in one visit.',
          edit: 'Spring tune-up week! Gears, brakes and tyres checked in one visit.',
        },
        {
          task: 'Caption for the new conversation class timetable',
          draft: '### New timetable: Spanish on Monday, French on Wednesday, German on Friday.',
          edit: 'New timetable: Spanish on Monday, French on Wednesday, German on Friday.',
          reason: 'Instagram does not do markdown, the symbols show up as they are',
        },
        {
          task: 'Caption for a photo of the rental fleet',
          draft: 'Meet the fleet: *city bikes*, *e-bikes* and *cargo bikes*, all serviced every week.',
          reason: 'no asterisks',
        },
        {
          task: 'Caption for the DELE exam preparation course',
          draft: '**DELE prep course** starts in March. **Small groups**, **real past papers**.',
          edit: 'DELE prep course starts in March. Small groups, real past papers.',
          reason: 'all those stars look broken on a phone',
        },
        {
          task: 'Caption announcing the repair workshop for beginners',
          draft:
            'Beginners repair workshop: __fix a flat__, __adjust your brakes__, __clean your chain__. First Saturday of the month.',
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'captions',
      task: 'Caption for the Sunday group ride',
      draft: 'Group ride this Saturday, we leave from the shop at 9.',
      edit: 'Group ride this Sunday, we leave from the shop at 9.',
    },
    {
      goal: 'dms',
      task: 'A student asks who teaches the French A2 class',
      draft: 'Your teacher for French A2 is Claire.',
      edit: 'Your teacher for French A2 is Hélène.',
    },
    {
      goal: 'captions',
      task: 'Caption for the new cargo bike rentals',
      draft: 'Cargo bikes are now for rent, 35 a day.',
      edit: 'Cargo bikes are now for rent, 40 a day.',
    },
    {
      goal: 'captions',
      task: 'Post about our tenth anniversary',
      draft: 'Ten years of fixing bikes in this town. Thank you all.',
      reason: 'we already posted this last week',
    },
    {
      goal: 'emails',
      task: 'Reply to a company asking about English lessons for their staff',
      draft: 'Thanks for your email. We would be happy to send you a proposal.',
      edit: 'Thanks for your email. We would be very happy to send you a proposal.',
    },
    {
      goal: 'dms',
      task: 'Customer asks if their booking for Saturday is confirmed',
      draft: 'Yes, your booking for two city bikes on Saturday is confirmed.',
      edit: 'Yes, your booking for two e-bikes on Saturday is confirmed.',
    },
    {
      goal: 'faq',
      task: 'FAQ: what happens to my rental if it rains?',
      draft: 'If it rains you can move your rental to another day for free, just call us the day before.',
      edit: 'If it rains you can move your rental to another day for free, just call us by 8 on the day.',
    },
    {
      goal: 'emails',
      task: 'Reply in Spanish to a parent asking what time summer camp pick-up is',
      draft: 'Hola, los niños se recogen a las doce en la entrada principal.',
      edit: 'Hola, los niños se recogen a la una en la entrada principal.',
    },
    {
      goal: 'dms',
      task: 'Someone asks whether a helmet comes with the rental',
      draft: 'Yes, every rental comes with a helmet and a lock.',
      reject: true,
    },
  ],
};
