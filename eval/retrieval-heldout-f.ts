// Retrieval set F: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Millbrook Motors, an independent car repair garage (servicing,
// MOTs, tyres, one courtesy car) with a small used-car forecourt; owner Karen. Goals: reminders, replies, posts.
// Classes: price-before-inspection, courtesy-car-promise, roadworthy-assurance, used-car-overclaim,
// customer-privacy, trade-jargon, stiff-corporate-voice, text-too-long.
// Measured as a held-out set once, on 2 Dec 01:31-01:33 UTC (sandbox clock); from 01:35 a development set (session 8's
// retrieval changes were chosen while reading its misses), so its later figures are not held-out.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // price-before-inspection
  {
    goal: 'replies',
    task:
      'Reply to a Facebook message from Lisa: her Corsa makes a grinding noise when she brakes - how much to ' +
      'fix it?',
    draft:
      'Hi Lisa, that grinding is your front pads and discs worn down to the metal. We can replace both for £180 ' +
      'fitted and have it done Thursday. Let us know! Millbrook Motors',
    owner: edit(
      "Hi Lisa, grinding when you brake is often pads and discs, but we'd need to see it first. Pop it in Thursday " +
        'morning and Tom will check it over for free and ring you with a price before doing anything. Karen',
      "never price it before we've seen it",
    ),
    mistake: 'price-before-inspection',
  },
  {
    goal: 'replies',
    task:
      'Answer an email from Mr Okafor asking for a quote to replace the clutch on his 2014 Ford Focus, which is ' +
      'slipping.',
    draft:
      'Dear Mr Okafor, thank you for your email. A replacement clutch on a 2014 Focus is £495 including parts, ' +
      'labour and VAT. We could fit it next Tuesday. Kind regards, Millbrook Motors',
    owner: reject("Can't quote a clutch blind, might need a flywheel too. Offer to look at it first."),
    mistake: 'price-before-inspection',
  },
  {
    goal: 'reminders',
    task: "Text confirming Mrs Dale's booking on Tuesday at 9am - her engine management light is on.",
    draft:
      "Hi Mrs Dale, you're booked in Tues 9am for your engine light. Diagnosis and repair will be £85 total. " +
      'See you then! Millbrook Motors',
    owner: edit(
      "Hi Mrs Dale, you're booked in Tues 9am for your engine light. The diagnostic check is £45 and we'll ring " +
        'you with a price for any repair before we go ahead. Karen, Millbrook Motors',
    ),
    mistake: 'price-before-inspection',
  },
  {
    goal: 'posts',
    task: 'Facebook post saying we take part-exchanges on the cars we have for sale.',
    draft:
      "Looking to change your car? We take part-exchanges on everything on our forecourt and we'll give you " +
      '£500 more than WeBuyAnyCar - guaranteed! 🚗',
    owner: edit(
      "Looking to change your car? We take part-exchanges on anything on our forecourt. Bring yours down and we'll " +
        'give you an honest valuation there and then.',
    ),
    mistake: 'price-before-inspection',
  },
  // courtesy-car-promise
  {
    goal: 'reminders',
    task: "Confirmation text for Mr Bryant's full service, drop-off Monday 8:30.",
    draft:
      'Hi Mr Bryant, your full service is booked for Monday, drop-off 8:30. Your courtesy car will be waiting ' +
      'for you when you arrive. Millbrook Motors',
    owner: edit(
      'Hi Mr Bryant, your full service is booked for Monday, drop-off 8:30. If you need the courtesy car let us ' +
        'know today - we only have the one. Karen',
    ),
    mistake: 'courtesy-car-promise',
  },
  {
    goal: 'replies',
    task: 'Reply to a question on our Google Business profile: "Do you offer courtesy cars?"',
    draft:
      "Yes! Every customer gets a free courtesy car while their car is with us, so you're never left without " +
      'wheels.',
    owner: reject('We have ONE Corsa. Book ahead, subject to availability, over 25s with a full licence.'),
    mistake: 'courtesy-car-promise',
  },
  {
    goal: 'posts',
    task: 'Short Facebook post listing our services for new followers.',
    draft:
      'New here? Welcome! We do servicing, MOTs, tyres, diagnostics and repairs on all makes - plus a free ' +
      'courtesy car for every customer.',
    owner: edit(
      'New here? Welcome! We do servicing, MOTs, tyres, diagnostics and repairs on all makes. Courtesy car ' +
        'available if you book it in advance.',
    ),
    mistake: 'courtesy-car-promise',
  },
  {
    goal: 'replies',
    task:
      'Reply to Priya, whose car needs a new gearbox and will be in for about a week. She is worried about ' +
      'getting to work.',
    draft:
      "Don't worry Priya, we'll sort you out with a car for as long as it takes - just pick the keys up when " +
      'you drop yours off.',
    owner: edit(
      "Sorry Priya, I know it's a pain. The courtesy car is out until Thursday but I'll put you first in line " +
        'for it after that. Ace Taxis give our customers 10% off in the meantime. Karen',
      "it's booked out this week",
    ),
    mistake: 'courtesy-car-promise',
  },
  // roadworthy-assurance
  {
    goal: 'reminders',
    task: 'MOT due reminder for Mr Singh, Vauxhall Astra, MOT expires 14 March.',
    draft:
      "Hi Mr Singh, your Astra's MOT runs out on 14 March. Book in with us and drive away with a pass the " +
      'same day! Millbrook Motors',
    owner: edit(
      "Hi Mr Singh, your Astra's MOT runs out on 14 March. Want me to book you in? We can usually test while you " +
        'wait. Karen',
      "we can't promise a pass",
    ),
    mistake: 'roadworthy-assurance',
  },
  {
    goal: 'replies',
    task: 'A customer messaged: she has a chip in her windscreen, will it fail the MOT next week?',
    draft: "Hi! A small chip like that won't fail it, you'll be absolutely fine for your MOT next week.",
    owner: edit(
      'Hi, it depends on the size and where it is - anything over 10mm right in front of the driver can be a ' +
        'fail. Send us a photo or pop in and Tom will have a look before the test.',
    ),
    mistake: 'roadworthy-assurance',
  },
  {
    goal: 'replies',
    task:
      'Reply to Mr Hughes, who wants to know if the MOT advisory for corroded brake pipes is something to ' +
      'worry about.',
    draft:
      "Hi Mr Hughes, advisories are just notes, nothing to worry about. Your car passed so it's perfectly safe " +
      "until next year's MOT.",
    owner: reject(
      'Advisory means keep an eye on it, may need doing soon. Never tell anyone their car is safe for a ' + 'year.',
    ),
    mistake: 'roadworthy-assurance',
  },
  {
    goal: 'posts',
    task: 'Instagram post promoting our £20 pre-MOT check.',
    draft:
      "Nervous about your MOT? Our £20 pre-MOT check means you'll sail through first time, guaranteed. " + 'Book now!',
    owner: edit(
      'Nervous about your MOT? Our £20 pre-MOT check picks up the usual fail items (bulbs, wipers, tyres) so ' +
        'there are fewer surprises on the day. Book on 01632 960412.',
    ),
    mistake: 'roadworthy-assurance',
  },
  // used-car-overclaim
  {
    goal: 'posts',
    task: 'Write the advert for the 2016 Ford Fiesta 1.0 Zetec, 58k miles, £6,495.',
    draft:
      '2016 Ford Fiesta 1.0 Zetec, 58,000 miles. One owner from new, full service history, immaculate inside ' +
      'and out. £6,495.',
    owner: edit(
      '2016 Ford Fiesta 1.0 Zetec, 58,000 miles, two previous owners. Service history: 6 stamps (gap 2019-2020). ' +
        'Tidy for its age, small scuff on the rear bumper. 12 months MOT, 3 months warranty. £6,495.',
      'check the V5 and the book before you write the history',
    ),
    mistake: 'used-car-overclaim',
  },
  {
    goal: 'posts',
    task: 'Advert for the 2015 Honda Jazz that has just come in, 71k miles, £5,995.',
    draft:
      '2015 Honda Jazz 1.4 ES, 71k miles. Absolutely faultless, nothing to spend, drives like new. £5,995 - ' +
      'be quick!',
    owner: reject("Never say faultless on a 10 year old car. Say what we've actually done to it."),
    mistake: 'used-car-overclaim',
  },
  {
    goal: 'replies',
    task: 'A buyer on AutoTrader asks whether the silver Golf has ever been in an accident.',
    draft: 'Hi, no, the Golf has never been in an accident and is in perfect condition.',
    owner: edit(
      "Hi, the Golf is HPI clear, so no insurance write-off on record. We can't know every knock a car has had " +
        "in 8 years, but you're welcome to bring someone to look it over. Karen",
    ),
    mistake: 'used-car-overclaim',
  },
  {
    goal: 'replies',
    task: 'A buyer asks whether the cambelt has been changed on the 2013 Astra we have for sale.',
    draft: 'Yes, the cambelt has been done, so nothing to worry about there.',
    owner: edit(
      "There's no record of the cambelt in the book, so if you buy it we'll change it before you collect, " +
        'included in the price.',
    ),
    mistake: 'used-car-overclaim',
  },
  // customer-privacy
  {
    goal: 'posts',
    task: 'Facebook post about the Range Rover suspension job the team finished this week.',
    draft:
      'Big thanks to Mr Jenkins on Elm Road for trusting us with his Range Rover Sport (AB12 CDE)! Full air ' +
      "suspension rebuild and she's riding like new.",
    owner: edit(
      "Proud of the team this week - full air suspension rebuild on a Range Rover Sport and she's riding like new.",
      "don't name customers or show regs without asking them",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply publicly to a 1-star Google review from Mr Carr saying we overcharged him.',
    draft:
      'Mr Carr, as you know your Mondeo came in with two illegal tyres and a service 8,000 miles overdue, and ' +
      'you declined the brake work we recommended on 3 May. The invoice of £412 reflects the work you approved.',
    owner: edit(
      "Sorry to hear you're unhappy, Mr Carr. I'd much rather talk this through properly - please give me a " +
        'ring on 01632 960412. Karen',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task:
      'Reply to a text: "My neighbour at no. 12 had his brakes done with you last month, what did you charge ' +
      'him?"',
    draft: "Hi, that was Mr Price's Qashqai - front pads and discs, £215 all in.",
    owner: reject("We don't tell people what other customers paid."),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Light-hearted post with a photo of the Mini that is back in the workshop again.',
    draft: "Sarah's Mini is back with us for the third time this month 😂 Third time lucky, Sarah!",
    owner: edit('Back in the workshop this week: a Mini with a mystery electrical fault. Raj is on the case!'),
    mistake: 'customer-privacy',
  },
  // trade-jargon
  {
    goal: 'reminders',
    task: 'Text Mr Hall that his car is ready after the front suspension and alignment work.',
    draft:
      'Hi Mr Hall, car ready for collection. Replaced N/S/F lower wishbone bush, carried out 4-wheel ' +
      'alignment, DTCs cleared. £165. Millbrook Motors',
    owner: edit(
      "Hi Mr Hall, your car's ready to collect. We replaced a worn suspension part on the front passenger side " +
        'and set the wheel alignment. £165. Karen',
      'plain English please',
    ),
    mistake: 'trade-jargon',
  },
  {
    goal: 'replies',
    task: 'Reply to Jo: her diesel Qashqai keeps losing power and an orange light with dots in it has come on.',
    draft:
      'Hi Jo, sounds like a blocked DPF from failed regens due to short journeys. Probably a P2002 - may need ' +
      'a forced regen or an EGR clean.',
    owner: edit(
      'Hi Jo, that light means the exhaust filter is clogging up - diesels do it a lot on short trips. Bring it ' +
        "in and we'll check it. Often a good clean at our end sorts it out. Karen",
    ),
    mistake: 'trade-jargon',
  },
  {
    goal: 'posts',
    task: 'Post saying we can now do air-con regas on newer cars.',
    draft: 'Now offering R1234yf air-con regas alongside R134a! Book your A/C service today.',
    owner: edit(
      'Aircon not blowing cold? We can now re-gas newer cars too (roughly 2017 onwards), not just older ones. ' +
        'Book in on 01632 960412.',
    ),
    mistake: 'trade-jargon',
  },
  {
    goal: 'replies',
    task: 'Email Mrs Fenwick what we found when we inspected her car, with the quote for the rear brakes.',
    draft:
      'Dear Mrs Fenwick, inspection found O/S/R caliper seized, flexi hose perished and handbrake cable ' +
      'binding. Quote attached.',
    owner: reject("Customers don't talk like that. Explain it so my mum would understand."),
    mistake: 'trade-jargon',
  },
  // stiff-corporate-voice
  {
    goal: 'replies',
    task: 'Reply to an email from Mrs Lowe asking if we can fit her in for a service next week.',
    draft:
      'Dear Valued Customer, We acknowledge receipt of your enquiry. A member of our service team will ' +
      'endeavour to respond within 2-3 business days. Yours faithfully, Millbrook Motors Customer Services',
    owner: reject("We're a village garage not a bank. Talk to her like a person - we've got Wednesday."),
    mistake: 'stiff-corporate-voice',
  },
  {
    goal: 'reminders',
    task: 'MOT reminder for Jean Barker, Toyota Yaris, due 2 April.',
    draft:
      'Dear Sir/Madam, This is to notify you that the MOT certificate for your vehicle is due to expire on ' +
      '02/04. Kindly contact our service department to arrange an appointment.',
    owner: edit(
      'Hi Jean, just a heads-up your Yaris MOT runs out on 2 April. Want me to book you in? Karen at ' + 'Millbrook',
    ),
    mistake: 'stiff-corporate-voice',
  },
  {
    goal: 'posts',
    task: 'Post announcing that we are now open on Saturday mornings.',
    draft:
      'Millbrook Motors is pleased to announce the extension of our operating hours to better serve our ' +
      'valued clientele. Effective immediately, Saturday appointments will be available between 08:00 and 12:00.',
    owner: edit(
      "We're now open Saturday mornings, 8 till 12! Handy if you can't get away in the week.",
      'sounds like a press release',
    ),
    mistake: 'stiff-corporate-voice',
  },
  {
    goal: 'replies',
    task: "Reply to Gary's 5-star Google review about the repair on his van.",
    draft:
      'We thank you for your valued feedback and are delighted to have exceeded your expectations. Customer ' +
      'satisfaction remains our highest priority.',
    owner: edit("Thanks Gary! Glad the van's running sweet again - see you at the next service. Karen"),
    mistake: 'stiff-corporate-voice',
  },
  // text-too-long
  {
    goal: 'reminders',
    task: 'Text Mrs Ahmed that her Polo is ready after its service.',
    draft:
      "Hi Mrs Ahmed, I hope you're having a lovely day! Just to let you know that your Polo has now had its " +
      'full service and is ready to be picked up whenever suits you. During the service we changed the oil and ' +
      "filter, checked all the fluid levels, checked the tyres and brakes, and everything looked good. We're open " +
      'until 5:30 today and 8 till 12 tomorrow. The total comes to £189, and you can pay by card or cash when you ' +
      "collect. If you have any questions at all please don't hesitate to give us a ring. Thanks again for " +
      'choosing Millbrook Motors!',
    owner: edit("Hi Mrs Ahmed, your Polo's ready. £189, open till 5:30. Karen", "it's a text, keep it short"),
    mistake: 'text-too-long',
  },
  {
    goal: 'reminders',
    task: "Reminder text for Mr Doyle's tyre fitting on Thursday at 10am.",
    draft:
      "Hi Mr Doyle, a quick reminder that you're booked in for two new front tyres on Thursday at 10am. Did " +
      'you know the legal minimum tread depth is 1.6mm, but most experts recommend changing at 3mm for safe ' +
      "stopping in the wet? Fitting usually takes around 45 minutes and includes balancing and new valves. There's " +
      'a waiting area with tea and coffee, or you can pop into town. If you need to rearrange, just let us know. ' +
      'See you Thursday!',
    owner: edit('Hi Mr Doyle, reminder: 2 front tyres Thurs 10am, takes about 45 mins. Millbrook Motors'),
    mistake: 'text-too-long',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook message: "Are you open Saturday?"',
    draft:
      "Hi there, thanks so much for getting in touch! Yes, we're open on Saturdays from 8am until 12 noon. We " +
      'started opening Saturdays last year because so many of our customers found it hard to get away during the ' +
      'week. On Saturdays we can do MOTs, tyres and small repairs, although bigger jobs are best booked in for a ' +
      "weekday. We're a family-run garage and have been in Millbrook for over 20 years, so we'd love to see you. " +
      "Give us a call on 01632 960412 if you'd like to book!",
    owner: reject("She asked if we're open Saturday. Yes, 8-12. That's it."),
    mistake: 'text-too-long',
  },
  {
    goal: 'posts',
    task: 'Facebook post saying we now stock Falken tyres.',
    draft:
      "Exciting news for all our customers! We're now proud stockists of Falken tyres. Falken is a Japanese " +
      'brand that has been making tyres since 1983 and is part of the Sumitomo Rubber group, one of the biggest ' +
      'tyre makers in the world. Their tyres score well on the EU tyre label for wet grip and road noise, and ' +
      'independent tests have rated them highly against much more expensive brands. We stock summer, winter and ' +
      'all-season ranges in most common sizes, and we can get others in within 24 hours. Every tyre we fit ' +
      'includes balancing, a new valve and disposal of your old tyre. Whether you drive a small city car, a family ' +
      "SUV or a van, there's a Falken to suit you. Pop in, give us a call or send us a message to find out more!",
    owner: edit(
      'We now stock Falken tyres - good grip, good price. Ask us for a price for your car.',
      'way too long, nobody reads all that',
    ),
    mistake: 'text-too-long',
  },
  // no lesson: approvals and one-off fact fixes
  {
    goal: 'reminders',
    task: 'MOT reminder text for Mr Green, Fiat Panda, MOT due 30 June.',
    draft:
      "Hi Mr Green, your Panda's MOT is due on 30 June. Want us to book you in? Reply here or ring " +
      '01632 960412. Karen at Millbrook',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook message: "Do you do tyres for vans?"',
    draft:
      "Hi, yes - we fit van tyres too. Send us your tyre size (it's on the side of the tyre) and we'll give " +
      'you a price. Karen',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Advert for the 2017 Kia Picanto, 44k miles, £5,750.',
    draft:
      '2017 Kia Picanto 1.0 2, 44,000 miles, one previous owner. 7 service stamps, timing chain so no cambelt ' +
      'to worry about. New front tyres, 12 months MOT, 3 months warranty. £5,750.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a 5-star Google review from Anne about her MOT.',
    draft: 'Thanks so much Anne, glad it was painless! See you next year. Karen',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: "Confirm Mr Lee's interim service on Friday, drop-off 8:30. He has booked the courtesy car.",
    draft:
      "Hi Mr Lee, you're booked in Friday for an interim service, drop-off 8:30. The courtesy car is booked " +
      'for you - just bring your driving licence. Karen',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post our Christmas opening hours: closed from 25 December, back on 2 January.',
    draft:
      "Christmas hours: we're closed from 25 December and back on Thursday 2 January. Merry Christmas from " +
      'all at Millbrook Motors!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a text: "Can I pay by card when I collect?"',
    draft: 'Yes, card, cash or bank transfer are all fine. Karen',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: 'Text Mr Ross that his car still needs collecting - it has been ready since Tuesday.',
    draft: "Hi Mr Ross, just a reminder your Berlingo is ready to collect - we're open till 5:30 today. Karen",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: "Confirm Mrs Wood's MOT booking on Wednesday.",
    draft: 'Hi Mrs Wood, your MOT is booked for Wednesday at 9:30. See you then! Karen',
    owner: edit('Hi Mrs Wood, your MOT is booked for Wednesday at 8:30. See you then! Karen', "it's 8:30"),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to Mr Evans, who thanked us and asked who worked on his Volvo.',
    draft: "Hi Mr Evans, it was Tom who did your timing chain - I'll pass on your thanks! Karen",
    owner: edit("Hi Mr Evans, it was Raj who did your timing chain - I'll pass on your thanks! Karen"),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Advert for the 2018 Vauxhall Corsa SE, 39k miles.',
    draft:
      '2018 Vauxhall Corsa 1.4 SE, 39,000 miles, two previous owners. 5 service stamps, Bluetooth, cruise ' +
      'control. 12 months MOT, 3 months warranty. £7,995.',
    owner: edit(
      '2018 Vauxhall Corsa 1.4 SE, 39,000 miles, two previous owners. 5 service stamps, Bluetooth, cruise ' +
        'control. 12 months MOT, 3 months warranty. £7,495.',
      'price dropped',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // price-before-inspection
  {
    goal: 'replies',
    task: 'Reply to a text from Mark: his brakes squeal and the pedal feels soft - what will it cost?',
    draft:
      "Hi Mark, that'll be your pads and probably the discs. £170 fitted, we can do it tomorrow. Millbrook " + 'Motors',
    mistake: 'price-before-inspection',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: "Confirm Mr Patel's booking for Friday 8:30 to check the warning light on his dashboard.",
    draft:
      'Hi Mr Patel, booked in Friday 8:30 for your warning light. Finding and fixing the fault will be £95 ' +
      'all in. Millbrook Motors',
    mistake: 'price-before-inspection',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'WhatsApp from a van owner: something rattles underneath whenever he goes over bumps.',
    draft: 'Sounds like a loose heat shield mate, £60 job, sorted in half an hour.',
    mistake: 'price-before-inspection',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram story inviting people to trade in their old motor against one of ours.',
    draft:
      "Swap your old motor for one of ours - whatever it is, we'll knock £1,000 off any car we're selling " +
      'for your trade-in! 👍',
    mistake: 'price-before-inspection',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to Helen, who says water is getting into the footwell of her Citroen C3 after rain.',
    draft:
      "Hi Helen, that'll be the pollen filter housing seal - a common one on the C3. It's £75 to put right " +
      'and we can do it Monday.',
    mistake: 'price-before-inspection',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // courtesy-car-promise
  {
    goal: 'reminders',
    task: "Text confirming Mrs Grant's cambelt change on Wednesday, drop-off 8:30.",
    draft:
      'Hi Mrs Grant, cambelt change booked Wednesday, drop-off 8:30. A courtesy car will be ready for you ' +
      'when you drop off. Millbrook Motors',
    mistake: 'courtesy-car-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook comment: "Do you lend cars out while mine is being fixed?"',
    draft: 'Yes, we do! Free courtesy car for everyone while your car is in with us.',
    mistake: 'courtesy-car-promise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A nurse on shifts asks how she will get to the hospital while her Fiat is in for three days.',
    draft:
      'No problem at all, you can borrow our little runaround for the three days - the keys will be waiting ' +
      'at reception.',
    mistake: 'courtesy-car-promise',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Advert text for the village newsletter.',
    draft:
      'Millbrook Motors: servicing, MOTs, tyres and repairs. Never stuck at home - we lend you a motor ' +
      'whenever yours is in.',
    mistake: 'courtesy-car-promise',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text Mr Watts that the part for his clutch job has been delayed until next week.',
    draft:
      'Hi Mr Watts, sorry, the clutch kit is delayed until Tuesday. Keep the courtesy car until then, no rush ' +
      'at all. Karen',
    mistake: 'courtesy-car-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // roadworthy-assurance
  {
    goal: 'reminders',
    task: 'MOT reminder for Ms Clarke, Honda Civic, MOT runs out 9 May.',
    draft:
      "Hi Ms Clarke, your Civic's MOT expires on 9 May. Book with us and you're guaranteed to drive away " +
      'with a fresh pass! Millbrook Motors',
    mistake: 'roadworthy-assurance',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A customer asks if the advisory on her MOT about a worn tyre edge means she needs to do anything.',
    draft: "Hi, advisories are just for information - the car passed, so you're safe and legal until next year.",
    mistake: 'roadworthy-assurance',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to Bill: his exhaust has started blowing and his test is on Friday - is he OK?',
    draft: "Hi Bill, a bit of a blow is nothing, the examiner won't be bothered. You'll be fine on Friday!",
    mistake: 'roadworthy-assurance',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Tweet promoting our winter check.',
    draft:
      'Winter check - £25. We look over your battery, lights, wipers and antifreeze so you can drive all ' +
      'winter knowing nothing will go wrong. ❄️',
    mistake: 'roadworthy-assurance',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'Reply to Dan, whose car was towed in after overheating on the motorway; he wants to know if he can ' +
      'drive it home to Leeds tonight.',
    draft:
      "Hi Dan, we've topped up the coolant and it's running fine now, so you're good to drive it home " +
      'tonight - no worries.',
    mistake: 'roadworthy-assurance',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // used-car-overclaim
  {
    goal: 'posts',
    task: 'Advert for the 2014 Peugeot 208, 66k miles, £4,795.',
    draft:
      '2014 Peugeot 208 1.2 Active, 66k miles. One lady owner, full service history, spotless throughout. ' + '£4,795.',
    mistake: 'used-car-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'AutoTrader enquiry: has the black Focus had any accident damage?',
    draft: "Hi, no, the Focus has never had any accident damage at all. It's perfect.",
    mistake: 'used-car-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Quick Facebook post about the blue Skoda Octavia estate that has just arrived.',
    draft:
      "Just in: Skoda Octavia estate. Mechanically spot on, won't need a penny spent on it for years. Come " +
      'and grab it!',
    mistake: 'used-car-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Someone asks if the mileage on the Mazda is genuine.',
    draft: 'Yes, 100% genuine mileage, guaranteed.',
    mistake: 'used-car-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking whether the battery on the Toyota Auris hybrid is still good.',
    draft: 'Hi, yes, the hybrid battery is in great health and will easily last another 100,000 miles.',
    mistake: 'used-car-overclaim',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // customer-privacy
  {
    goal: 'posts',
    task: 'Facebook post about the BMW engine rebuild we have just finished.',
    draft:
      'Huge thanks to Dr Mills on Church Lane for letting us rebuild the engine on her BMW X3 (KX15 ABC). ' +
      'Runs like a dream!',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a 2-star Google review from Mrs Day, who says her car was not ready on time.',
    draft:
      "Mrs Day, your Clio was delayed because the timing belt kit had to be ordered in, and you still hadn't " +
      'paid the £85 outstanding from your previous visit.',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Text from a man asking whether his brother-in-law's van is with us and what is wrong with it.",
    draft: "Hi, yes, Kev's Transit is here - it's the turbo, he's looking at about £900. Should be ready Friday.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram reel caption for a video of a car arriving on a tow truck.',
    draft:
      'When Jackie from the Co-op rings to say her Micra\'s "making a funny noise"... 🙈 Plate FG61 XYZ. Tune ' +
      'in tomorrow to find out what it was!',
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text Mrs Shaw that we have had to move her MOT from Friday to Monday.',
    draft:
      "Hi Mrs Shaw, sorry, we've had to move your MOT to Monday 9am - Mr Ward's Jaguar failed badly and " +
      'is taking up the ramp. Karen',
    mistake: 'customer-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // trade-jargon
  {
    goal: 'reminders',
    task: 'Text Mr Cole that his car is ready after the steering and tracking job.',
    draft: 'Hi Mr Cole, vehicle ready. Replaced O/S track rod end, set toe to spec. £120. Millbrook Motors',
    mistake: 'trade-jargon',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer whose diesel Astra has gone into limp mode with a warning light on.',
    draft:
      "Hi, likely EGR valve sticking or DPF saturation - we'll plug in, read the fault codes and do a forced " +
      'regen if needed.',
    mistake: 'trade-jargon',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Post saying we can now reset electronic handbrakes and register new batteries on newer cars.',
    draft: 'We now have the kit for EPB service mode and BMS battery coding on all VAG and BMW platforms!',
    mistake: 'trade-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Explain to Mrs Burton why her bill went up on the day.',
    draft:
      'Hi Mrs Burton, on strip-down we found the thermostat housing weeping and the aux belt tensioner ' +
      "bearing noisy, so we've renewed both.",
    mistake: 'trade-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text Miss Young that her service is done and mention anything we noticed.',
    draft:
      'Hi Miss Young, service complete. Noted: rear pads at 3mm, CV boot split N/S, coolant 30% glycol. Ready ' +
      'for collection. Karen',
    mistake: 'trade-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // stiff-corporate-voice
  {
    goal: 'replies',
    task: 'Reply to a Facebook message from Tina asking if we can squeeze in a tyre change tomorrow.',
    draft:
      'Dear Customer, Thank you for contacting Millbrook Motors. Your enquiry has been received and will be ' +
      'processed by our service team in due course. Yours faithfully, Customer Services Department',
    mistake: 'stiff-corporate-voice',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Service due reminder for Mr Ali, Skoda Fabia, last serviced a year ago.',
    draft:
      'Dear Sir/Madam, Our records indicate that your vehicle is now due its scheduled annual service. Kindly ' +
      'contact our service department at your earliest convenience to arrange an appointment.',
    mistake: 'stiff-corporate-voice',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Post welcoming Leon, our new apprentice.',
    draft:
      'Millbrook Motors is delighted to confirm the appointment of Mr L. Hart to the position of Apprentice ' +
      'Vehicle Technician, effective 1 September. This appointment strengthens our commitment to service excellence.',
    mistake: 'stiff-corporate-voice',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Reply to Mick, who commented to say thanks for sorting out his daughter's first car.",
    draft:
      'Dear Sir, Your kind comments have been noted and forwarded to the relevant personnel. We trust we may ' +
      'continue to be of service.',
    mistake: 'stiff-corporate-voice',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text customers booked in this week that the workshop will be shut on Friday for a staff training day.',
    draft:
      'Please be advised that Millbrook Motors will be closed on Friday 14 June owing to a staff training day. ' +
      'We apologise for any inconvenience caused and thank you for your continued patronage.',
    mistake: 'stiff-corporate-voice',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // text-too-long
  {
    goal: 'reminders',
    task: 'Text Mr Baker that his Octavia is ready after its MOT and service.',
    draft:
      "Hi Mr Baker, good news! Your Octavia has passed its MOT and we've also completed the full service " +
      'while it was in. We changed the oil, oil filter, air filter and pollen filter, topped up the screenwash and ' +
      'coolant, and checked the brakes, which have plenty of life left. The tyres are all legal and in decent ' +
      'condition too. The total for the MOT and service comes to £264, which you can pay by card, cash or bank ' +
      "transfer. We're open until 5:30 this evening and from 8 tomorrow morning. Thanks very much for your " +
      "custom, and do get in touch if there's anything you want to ask!",
    mistake: 'text-too-long',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook message: "What time do you close today?"',
    draft:
      'Hi, thanks for your message! We close at 5:30pm today, as we do every weekday, Monday to Friday. On ' +
      "Saturdays we're open 8am until 12 noon and we're closed on Sundays and bank holidays. If you're dropping " +
      'a car off after hours you can use the key drop box by the office door - just pop your keys in an envelope ' +
      'with your name and a phone number. If you need anything else at all, feel free to give us a ring on ' +
      '01632 960412 and one of the team will be happy to help!',
    mistake: 'text-too-long',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Text Mrs Quinn that the parts for her car have arrived, so she can book it in.',
    draft:
      "Hello Mrs Quinn, I hope all is well with you and the family. I'm pleased to say that the parts we " +
      'ordered for your car were delivered this morning, a little earlier than we expected, so we can get the job ' +
      'done whenever suits you. We have space on Tuesday, Wednesday and Friday next week, and the work should take ' +
      'most of the day, so you might want to drop it off first thing and pick it up after 4. Do let us know which ' +
      "day works best and we'll get it pencilled in. Many thanks, and we look forward to seeing you soon.",
    mistake: 'text-too-long',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Instagram caption for a photo of the new wheel balancing machine.',
    draft:
      "Meet the newest member of the team! 🎉 This is our brand-new wheel balancer, and we couldn't be more " +
      'excited about it. Unbalanced wheels can cause vibration through the steering wheel, uneven wear and even ' +
      'extra strain on your suspension over time. Our new machine is faster and more accurate than the old one, ' +
      'which means quicker fitting for you and a smoother ride when you drive away. It can handle everything from ' +
      'small city car wheels to big 4x4 alloys, and it even has a laser to show exactly where the weights need to ' +
      "go. Tom has been playing with it all week and reckons it's the best bit of kit in the workshop. Next time " +
      "you're in, ask to see it in action! #wheelbalancing #garage #millbrook",
    mistake: 'text-too-long',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Answer a question on our Google profile: "Is there parking?"',
    draft:
      'Hi, thanks for asking! Yes, we do have parking. There are four customer spaces right in front of the ' +
      "workshop, and if those are full there's usually plenty of room on Station Road just around the corner, " +
      "which is free after 9:30. If you're dropping your car off for the day, just leave it in any of the marked " +
      'bays and bring the keys into reception. We also have a disabled space next to the office door. On busy days ' +
      'such as Saturday mornings it can get a bit tight, so allow a few extra minutes. We look forward to seeing you!',
    mistake: 'text-too-long',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // no past mistake
  {
    goal: 'reminders',
    task: 'MOT reminder for Mr Fox, Nissan Micra, due 20 August.',
    draft:
      "Hi Mr Fox, your Micra's MOT is due on 20 August. Want me to book you in? Reply here or ring " +
      '01632 960412. Karen at Millbrook',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a message asking if the courtesy car is free next Tuesday.',
    draft:
      "Hi, it's booked Monday and Tuesday at the moment, but Wednesday is free if that works? It gets booked " +
      "with the job and you'll need a full licence. Karen",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Advert for the 2012 Honda Civic, 89k miles, £3,995.',
    draft:
      '2012 Honda Civic 1.8 SE, 89,000 miles, three previous owners. Service history with 8 stamps, timing ' +
      "chain. Some stone chips on the bonnet and a scuff on the driver's door. 12 months MOT, 3 months warranty. " +
      '£3,995.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking roughly how much a new exhaust costs.',
    draft:
      "Hi, it really depends on the car and which bit has gone. Pop in and we'll have a quick look for free " +
      'and give you a price before doing anything. Karen',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: 'Text Mrs Hope that her car is ready after its MOT.',
    draft: 'Hi Mrs Hope, your Kuga passed its MOT and is ready to collect. £54.85, open till 5:30. Karen',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post reminding people to check their tyre pressures before the bank holiday.',
    draft:
      'Off somewhere this bank holiday? Check your tyre pressures before you go - the right numbers are ' +
      "inside the driver's door or in the handbook. Free check if you pop in. Karen",
    mistake: null,
    kind: 'no past mistake',
  },
  // unrelated
  {
    goal: 'posts',
    task: 'Job advert for an apprentice mechanic.',
    draft:
      "We're looking for an apprentice to join the team. No experience needed, just keen and reliable. Day " +
      'release to college, paid from day one. Message Karen or call 01632 960412.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to our parts supplier, whose invoice has the wrong VAT number on it.',
    draft:
      'Hi Steve, invoice 4471 has the wrong VAT number for us - ours is GB 123 4567 89. Could you reissue it? ' +
      'Thanks, Karen',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to the primary school asking if we will donate a raffle prize for the summer fair.',
    draft:
      "Hi Mrs Naylor, happy to help! We'll donate a voucher for a full valet - I'll drop it in next week. " + 'Karen',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about the team running the Millbrook 5k for the air ambulance.',
    draft:
      'Tom, Raj and Karen are running the Millbrook 5k on Sunday for the Air Ambulance. Any sponsorship ' +
      'gratefully received - link below!',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Remind the team that the workshop bins now go out on Wednesdays.',
    draft: 'Team - bins go out Wednesday nights from now on, not Thursday. Karen',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to Ellie, a student asking about a week of work experience.',
    draft:
      "Hi Ellie, we'd be happy to have you for a week in July. Bring overalls and steel toe caps if you have " +
      'them - we can lend you some if not. Karen',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_F: RetrievalSet = { name: 'dev F', memory, questions };
