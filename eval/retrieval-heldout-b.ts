// Retrieval set B: written independently, by a helper who had not seen the retrieval code or the tuning sets, before
// it was ever measured. Measured as a held-out set on 1 Dec 22:12-22:37 UTC; from 22:39 a development set (the
// removed-fact rule in repeats.ts was chosen while reading its misses), so its later figures are not held-out. A
// small bicycle repair and rental shop that runs guided rides (goals: bookings, captions, faq), with eight mistake
// classes neither the tuning set nor set A has.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // safety-guarantee: the agent promises that riding, a bike or a piece of kit cannot hurt anyone.
  {
    goal: 'faq',
    mistake: 'safety-guarantee',
    task: 'FAQ entry: are your e-bikes suitable for first-time riders?',
    draft: 'Absolutely. Our e-bikes are 100% safe, so there is nothing to worry about.',
    owner: edit('Yes. Before you set off we show every first-time rider how the motor, gears and brakes work.'),
  },
  {
    goal: 'bookings',
    mistake: 'safety-guarantee',
    task: 'Reply to parents booking the family river ride with two young children',
    draft: 'The river route is completely safe for kids, there is zero risk, so you can relax the whole way.',
    owner: edit(
      'The river route is mostly on car-free paths and our guide rides at the children’s pace. Kids’ helmets are included.',
      'never promise that something is risk-free',
    ),
  },
  {
    goal: 'faq',
    mistake: 'safety-guarantee',
    task: 'FAQ entry about the child trailers we rent out',
    draft: 'Our child trailers are crash-proof: your little one is guaranteed to be safe whatever happens.',
    owner: reject(
      'nobody can guarantee that, say what the trailer has (harness, roll bar, flag), not that nothing can happen',
    ),
  },
  {
    goal: 'bookings',
    mistake: 'safety-guarantee',
    task: 'Answer a customer asking whether the brakes on a rental mountain bike can be trusted on steep descents',
    draft: 'Our brakes never fail, we guarantee it. You will be totally safe on any descent.',
    owner: edit(
      'All our mountain bikes have hydraulic disc brakes that we check after every rental. On steep descents keep your speed down and use both brakes.',
      'do not guarantee safety',
    ),
  },

  // weather-promise: the agent forecasts or promises the weather for a ride.
  {
    goal: 'bookings',
    mistake: 'weather-promise',
    task: 'Reply to a couple booking the coastal sunset tour for next Friday',
    draft: 'Lovely choice! Friday will be sunny and warm, so the sunset is going to be spectacular.',
    owner: edit('Lovely choice! If the weather turns, we can move you to another evening at no cost.'),
  },
  {
    goal: 'captions',
    mistake: 'weather-promise',
    task: 'Caption for the photo announcing this weekend’s heath ride',
    draft: 'Heath ride this Sunday, and the sun is guaranteed to shine all day!',
    owner: edit(
      'Heath ride this Sunday: 30 km of open trails. Bring a layer just in case.',
      'we cannot promise the weather',
    ),
  },
  {
    goal: 'bookings',
    mistake: 'weather-promise',
    task: 'Answer a group asking if they should book the island day trip for Tuesday or Wednesday',
    draft: 'Go for Tuesday, it will definitely stay dry. Wednesday is going to pour.',
    owner: reject('we are not a weather service, do not forecast for customers'),
  },
  {
    goal: 'captions',
    mistake: 'weather-promise',
    task: 'Caption for a photo of our rain capes hanging in the shop',
    draft: 'Rain capes are in, not that you will need one: it is not going to rain again this summer.',
    owner: edit('Rain capes are in, light enough to roll up and tuck under the saddle.', 'no weather predictions'),
  },

  // unconfirmed-availability: the agent promises a bike or a workshop slot before the owner has checked.
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    task: 'Reply to a customer who wants to rent the tandem this Saturday',
    draft: 'The tandem is yours on Saturday, I have reserved it for you!',
    owner: edit('Thanks! I will check whether the tandem is free on Saturday and confirm by tonight.'),
  },
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    task: 'Answer a school asking for 12 bikes for a class trip in June',
    draft: 'No problem, 12 bikes will be ready and waiting for you on the day.',
    owner: edit(
      'Thanks for asking! Send me the exact date and I will see how many bikes we can set aside for the class.',
      'only I confirm bookings, never promise bikes before I have checked',
    ),
  },
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    task: 'Reply to someone asking if we can fix their gears before their race tomorrow',
    draft: 'Bring it in any time tomorrow morning, a mechanic will be free and it will be done in an hour.',
    owner: reject('do not promise a workshop slot, I have to look at the schedule first'),
  },
  {
    goal: 'captions',
    mistake: 'unconfirmed-availability',
    task: 'Caption for the photo of the new cargo bikes arriving',
    draft: 'The cargo bikes are here! Plenty free every weekend in August, just turn up and one is yours.',
    owner: edit('The cargo bikes are here! Message us to book one.', 'we do not know what is free, do not promise it'),
  },

  // insurance-advice: the agent tells customers what their insurance covers or what they are liable for.
  {
    goal: 'faq',
    mistake: 'insurance-advice',
    task: 'FAQ entry: what happens if my rental bike is stolen?',
    draft: 'Don’t worry, your home insurance will cover the full value of the bike.',
    owner: edit(
      'Please report it to the police and to us straight away. The rental agreement explains what you are liable for.',
    ),
  },
  {
    goal: 'bookings',
    mistake: 'insurance-advice',
    task: 'Reply to a customer who crashed a rental e-bike and asks who pays for the damage',
    draft: 'Your travel insurance has to pay for this, and legally you are not liable anyway.',
    owner: edit(
      'Sorry to hear about the crash, I hope you are okay. Let us look at the bike together and go through the rental agreement.',
      'we are not insurance or legal advisers',
    ),
  },
  {
    goal: 'faq',
    mistake: 'insurance-advice',
    task: 'FAQ entry about whether customers need their own insurance for guided tours',
    draft: 'No, your personal liability insurance automatically covers any accident on a tour.',
    owner: reject('we cannot tell people what their policy covers, point them to their insurer'),
  },
  {
    goal: 'bookings',
    mistake: 'insurance-advice',
    task: 'Answer a customer asking if they can claim the repair of their carbon frame on insurance',
    draft: 'Yes, just send the invoice to your insurer, they will definitely reimburse it.',
    owner: edit(
      'We can give you a detailed invoice and a damage report; your insurer will tell you what they cover.',
      'no insurance advice',
    ),
  },

  // gendered-assumption: the agent assumes what women or men ride, want or can do.
  {
    goal: 'captions',
    mistake: 'gendered-assumption',
    task: 'Caption for a photo of the new step-through city bikes',
    draft: 'Ladies, these pretty step-through bikes are made for you, perfect for a shopping trip!',
    owner: edit('New step-through city bikes: easy to get on and off, with a big basket up front.'),
  },
  {
    goal: 'captions',
    mistake: 'gendered-assumption',
    task: 'Caption for the photo of our downhill mountain bikes',
    draft: 'Calling all the lads: these beasts are built for real men who like getting muddy.',
    owner: edit(
      'These downhill bikes are built for mud, rocks and roots. Who is riding this weekend?',
      'bikes are not for men or for women, do not assume',
    ),
  },
  {
    goal: 'bookings',
    mistake: 'gendered-assumption',
    task: 'Reply to a woman booking a tandem for her and her partner',
    draft: 'Lovely! Your husband can sit at the front and steer, you just pedal and enjoy the view.',
    owner: reject('do not assume her partner is a man, or that he should be the one steering'),
  },
  {
    goal: 'captions',
    mistake: 'gendered-assumption',
    task: 'Caption for a photo of our women’s maintenance evening',
    draft: 'No need to be scared of oily chains, girls, we will explain everything slowly and simply.',
    owner: edit(
      'Maintenance evening: fixing punctures, adjusting brakes and cleaning chains. Bring your own bike.',
      'patronising, do not talk down to women',
    ),
  },

  // made-up-stats: the agent invents figures, percentages and study results.
  {
    goal: 'captions',
    mistake: 'made-up-stats',
    task: 'Caption for the photo celebrating our fifth year in business',
    draft: 'Five years, 40,000 repairs and 99% happy customers. Thank you!',
    owner: edit('Five years of fixing and renting bikes in this town. Thank you!'),
  },
  {
    goal: 'faq',
    mistake: 'made-up-stats',
    task: 'FAQ entry: why should I get my bike serviced every year?',
    draft: 'Research shows that 8 out of 10 breakdowns are caused by skipping the yearly service.',
    owner: edit(
      'A yearly service catches worn brake pads, stretched chains and loose bolts before they leave you stranded.',
      'do not make up numbers',
    ),
  },
  {
    goal: 'captions',
    mistake: 'made-up-stats',
    task: 'Caption for a photo of a customer’s bike after our puncture-proof tyre upgrade',
    draft: 'With these tyres you get 95% fewer flats, proven over 10,000 km of testing.',
    owner: reject('we have no such figures, never invent statistics'),
  },
  {
    goal: 'faq',
    mistake: 'made-up-stats',
    task: 'FAQ entry: how far can I go on one battery charge?',
    draft: 'Our riders average 147 km per charge, and 9 in 10 never run out.',
    owner: edit(
      'Usually 60 to 100 km, depending on hills, wind and the assist level you choose.',
      'those numbers are invented, give the real range',
    ),
  },

  // drink-and-ride: the agent makes riding after drinking sound fine or fun.
  {
    goal: 'captions',
    mistake: 'drink-and-ride',
    task: 'Caption for the photo of our brewery ride group',
    draft: 'Five craft beers in, and still pedalling home like champions!',
    owner: edit('Our brewery ride crew, all smiles at the first stop.'),
  },
  {
    goal: 'bookings',
    mistake: 'drink-and-ride',
    task: 'Reply to a group asking about the wine-tasting tour',
    draft: 'Taste as much wine as you like at the three estates, then we all ride back together in the evening.',
    owner: edit(
      'You visit three estates; the tasting is at the last one, and our minibus brings you and the bikes back.',
      'we never suggest riding after drinking',
    ),
  },
  {
    goal: 'captions',
    mistake: 'drink-and-ride',
    task: 'Caption for a photo of the beer garden stop on the river ride',
    draft: 'Nothing beats a couple of cold pints halfway, the second half of the ride always feels faster!',
    owner: reject('no jokes about cycling after drinking, it is dangerous and over the limit it is illegal'),
  },
  {
    goal: 'bookings',
    mistake: 'drink-and-ride',
    task: 'Answer a customer renting bikes for a stag party',
    draft: 'Great idea, bikes are the perfect way to get from pub to pub all night.',
    owner: edit(
      'Happy to help with the daytime ride! For the evening we suggest leaving the bikes with us.',
      'do not encourage riding drunk',
    ),
  },

  // local-politics: the agent takes sides on the council, parties, candidates or traffic policy.
  {
    goal: 'captions',
    mistake: 'local-politics',
    task: 'Caption for a photo of the new bike lane on Mill Road',
    draft: 'Finally a bike lane on Mill Road, no thanks to the clowns on the city council. Vote them out in May!',
    owner: edit('The new bike lane on Mill Road is open. See you out there!'),
  },
  {
    goal: 'captions',
    mistake: 'local-politics',
    task: 'Caption for the photo from the car-free Sunday on the high street',
    draft:
      'Car-free Sunday proves it: the mayor should ban cars from the centre for good, and anyone who disagrees is stuck in the past.',
    owner: edit(
      'Car-free Sunday on the high street: kids on balance bikes, live music and no traffic.',
      'we keep out of local politics',
    ),
  },
  {
    goal: 'faq',
    mistake: 'local-politics',
    task: 'FAQ entry: where can I park my car when I collect a rental?',
    draft: 'Parking is a nightmare since the Greens took over the council and scrapped half the spaces. Blame them.',
    owner: reject('no political opinions on our website, just say where to park'),
  },
  {
    goal: 'captions',
    mistake: 'local-politics',
    task: 'Caption for a photo of our stand at the cycling campaign rally',
    draft: 'We are at the rally today to support Jane Holt for mayor, the only candidate who cares about cyclists!',
    owner: edit(
      'We are at the cycling rally today, with free bike checks at our stand.',
      'the shop does not back candidates or parties',
    ),
  },

  // Approvals: stored, never recallable.
  {
    goal: 'bookings',
    mistake: null,
    task: 'Reply to a customer asking how to pay for the rental',
    draft: 'You can pay by card or cash when you collect the bike.',
    owner: approve,
  },
  {
    goal: 'bookings',
    mistake: null,
    task: 'Reply to a customer asking what time we open on Saturdays',
    draft: 'We open at 9 on Saturdays and close at 4.',
    owner: approve,
  },
  {
    goal: 'faq',
    mistake: null,
    task: 'FAQ entry: what do I need to bring to rent a bike?',
    draft: 'Just a photo ID; we give it back when you return the bike.',
    owner: approve,
  },
  {
    goal: 'faq',
    mistake: null,
    task: 'FAQ entry: how do I adjust the saddle height on a rental bike?',
    draft: 'Open the quick-release lever under the saddle, slide it up or down, and close the lever firmly.',
    owner: approve,
  },
  {
    goal: 'captions',
    mistake: null,
    task: 'Caption for the photo of the workshop’s new truing stand',
    draft: 'New truing stand in the workshop. Wobbly wheels, your days are numbered.',
    owner: approve,
  },
  {
    goal: 'captions',
    mistake: null,
    task: 'Caption for a photo of the shop dog asleep in a crate of inner tubes',
    draft: 'Head of quality control, on a well-earned break.',
    owner: approve,
  },

  // One-off corrections: real, but nothing recurs; they are noise for every question below.
  {
    goal: 'bookings',
    mistake: null,
    task: 'Reply to a customer asking when the shop closes on Sundays',
    draft: 'We close at 5 pm on Sundays.',
    owner: edit('We close at 3 pm on Sundays.'),
  },
  {
    goal: 'bookings',
    mistake: null,
    task: 'Reply to a customer asking how long the castle tour takes',
    draft: 'The castle tour takes about two hours.',
    owner: edit('The castle tour takes about three hours, with a stop at the bakery.'),
  },
  {
    goal: 'faq',
    mistake: null,
    task: 'FAQ entry: where do the guided tours start?',
    draft: 'All tours start at the old lighthouse.',
    owner: edit('All tours start at the harbour kiosk, next to the ferry stop.'),
  },
  {
    goal: 'captions',
    mistake: null,
    task: 'Caption for the photo of the team at the river cleanup',
    draft: 'Our team of four at Saturday’s river cleanup.',
    owner: edit('Our team of five at Sunday’s river cleanup.'),
  },
  {
    goal: 'captions',
    mistake: null,
    task: 'Caption for the photo of Jonas on his first day in the workshop',
    draft: 'Welcome Jonas, our new apprentice from Hamburg!',
    owner: reject('Jonas is from Bremen, and he is a fully trained mechanic, not an apprentice'),
  },
];

const questions: Question[] = [
  // safety-guarantee
  {
    goal: 'faq',
    mistake: 'safety-guarantee',
    kind: 'reworded',
    task: 'FAQ entry: can someone who has never ridden an e-bike rent one?',
    draft: 'Of course! Our e-bikes are totally safe, there is no way to get hurt on them.',
  },
  {
    goal: 'bookings',
    mistake: 'safety-guarantee',
    kind: 'reworded',
    task: 'Reply to a family booking the river ride with a four-year-old and a six-year-old',
    draft: 'Don’t worry at all, the route is risk-free for little ones and nothing can go wrong.',
  },
  {
    goal: 'bookings',
    mistake: 'safety-guarantee',
    kind: 'no shared words',
    task: 'A worried grandmother wonders whether her grandson will be fine on the Saturday outing',
    draft: 'He will be perfectly safe, we guarantee that no one ever gets injured on our outings.',
  },
  {
    goal: 'faq',
    mistake: 'safety-guarantee',
    kind: 'no shared words',
    task: 'Website Q&A: is a tandem tricky to steer with a pair aboard?',
    draft: 'Not at all, tandems are 100% safe and you simply cannot fall off one.',
  },
  {
    goal: 'captions',
    mistake: 'safety-guarantee',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Caption for the photo of our freshly serviced rental fleet lined up outside',
    draft:
      'Freshly serviced and ready to roll. Every bike here is guaranteed accident-free, you cannot get hurt on them.',
  },

  // weather-promise
  {
    goal: 'bookings',
    mistake: 'weather-promise',
    kind: 'reworded',
    task: 'Reply to friends booking the coastal sunset tour for Thursday evening',
    draft: 'Great pick! Thursday is going to be clear and sunny, perfect for the sunset.',
  },
  {
    goal: 'captions',
    mistake: 'weather-promise',
    kind: 'reworded',
    task: 'Caption announcing the heath ride this Saturday',
    draft: 'Heath ride on Saturday, with blue skies promised from start to finish!',
  },
  {
    goal: 'bookings',
    mistake: 'weather-promise',
    kind: 'no shared words',
    task: 'Which date would you pick for the lighthouse excursion, Monday or Thursday?',
    draft: 'Monday for sure: it will be dry and bright all morning, while Thursday brings storms.',
  },
  {
    goal: 'captions',
    mistake: 'weather-promise',
    kind: 'no shared words',
    task: 'Instagram text for the picture of our guide packing sunscreen',
    draft: 'Our guide is packing sunscreen because tomorrow will be a scorcher, zero chance of showers.',
  },
  {
    goal: 'faq',
    mistake: 'weather-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'FAQ entry: what is included in the guided tour price?',
    draft: 'Bike, helmet, guide and a snack. No need for a jacket either, it never rains on our tour days in summer.',
  },

  // unconfirmed-availability
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    kind: 'reworded',
    task: 'Reply to a customer hoping to hire the tandem on Sunday',
    draft: 'Done, the tandem is booked in your name for Sunday!',
  },
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    kind: 'reworded',
    task: 'Answer a scout group asking for 15 bikes for a trip next month',
    draft: 'Of course, we will have 15 bikes lined up for your group, consider it settled.',
  },
  {
    goal: 'bookings',
    mistake: 'unconfirmed-availability',
    kind: 'no shared words',
    task: 'Triathlete needs fresh brake pads fitted ahead of Sunday’s event',
    draft:
      'Drop it off on Saturday whenever suits you, a mechanic will be waiting and you will have it back within the hour.',
  },
  {
    goal: 'captions',
    mistake: 'unconfirmed-availability',
    kind: 'no shared words',
    task: 'Post text: two electric longtails just joined the fleet',
    draft: 'Meet our two new electric longtails! Lots of open dates all summer, simply stop by and ride one away.',
  },
  {
    goal: 'faq',
    mistake: 'unconfirmed-availability',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'FAQ entry: can I add a child seat to my rental?',
    draft: 'Yes, and we always have child seats free, so one will be waiting for you whenever you come.',
  },

  // insurance-advice
  {
    goal: 'faq',
    mistake: 'insurance-advice',
    kind: 'reworded',
    task: 'FAQ entry: what if someone steals the bike I rented?',
    draft: 'No need to worry, your household insurance pays for the whole bike.',
  },
  {
    goal: 'bookings',
    mistake: 'insurance-advice',
    kind: 'reworded',
    task: 'Reply to a renter who damaged an e-bike in a fall and wants to know who covers the cost',
    draft: 'Your travel policy must cover it, and by law you cannot be held responsible.',
  },
  {
    goal: 'bookings',
    mistake: 'insurance-advice',
    kind: 'no shared words',
    task: 'Someone scraped a parked car while out on one of our city bikes: what do we tell them?',
    draft: 'Your liability policy will handle the car owner’s bill, so you do not have to pay anything yourself.',
  },
  {
    goal: 'faq',
    mistake: 'insurance-advice',
    kind: 'no shared words',
    task: 'Website Q&A: should I take out cover before a week-long cycling holiday?',
    draft: 'No, your normal health plan already covers cycling holidays abroad, so extra cover is a waste of money.',
  },
  {
    goal: 'captions',
    mistake: 'insurance-advice',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Caption for the photo of the new lock display by the till',
    draft:
      'New locks by the till. Use one of these and your home insurance will pay out in full even if it still gets nicked.',
  },

  // gendered-assumption
  {
    goal: 'captions',
    mistake: 'gendered-assumption',
    kind: 'reworded',
    task: 'Caption for a picture of the step-through bikes that just arrived',
    draft: 'Girls, you will love these cute step-through bikes, ideal for a trip to the boutiques!',
  },
  {
    goal: 'bookings',
    mistake: 'gendered-assumption',
    kind: 'reworded',
    task: 'Reply to a man booking a tandem for himself and his partner',
    draft: 'Great! Your wife can sit at the back and relax while you do the steering.',
  },
  {
    goal: 'captions',
    mistake: 'gendered-assumption',
    kind: 'no shared words',
    task: 'Write something for the shot of our gravel racers on the wall',
    draft: 'Gents, here is your next toy. Just tell the wife it was on sale.',
  },
  {
    goal: 'bookings',
    mistake: 'gendered-assumption',
    kind: 'no shared words',
    task: 'A mum asks whether her daughter can join Saturday’s puncture-fixing workshop',
    draft: 'Of course, although girls usually prefer the bike-decorating session. Shall I put her in that one instead?',
  },
  {
    goal: 'faq',
    mistake: 'gendered-assumption',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'FAQ entry: how do I pick the right frame size?',
    draft: 'Ladies usually take the small step-through frame and men the large sports frame, so just go by that.',
  },

  // made-up-stats
  {
    goal: 'captions',
    mistake: 'made-up-stats',
    kind: 'reworded',
    task: 'Caption for the picture celebrating another year of the shop being open',
    draft: 'Another year done: 50,000 bikes fixed and 98% of customers would recommend us!',
  },
  {
    goal: 'faq',
    mistake: 'made-up-stats',
    kind: 'reworded',
    task: 'FAQ entry: what range does a full e-bike battery give?',
    draft: 'On average our renters manage 152 km per charge, and 92% finish with power to spare.',
  },
  {
    goal: 'faq',
    mistake: 'made-up-stats',
    kind: 'no shared words',
    task: 'Website Q&A: is chain wax better than oil?',
    draft: 'Yes: tests show waxed chains last 3.5 times longer and make you 7% faster.',
  },
  {
    goal: 'captions',
    mistake: 'made-up-stats',
    kind: 'no shared words',
    task: 'Post text for the shot of Marta swapping a chain',
    draft: 'Marta swaps a chain in 4 minutes flat, three times quicker than the average mechanic in Europe.',
  },
  {
    goal: 'bookings',
    mistake: 'made-up-stats',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a family asking whether the e-bike tour suits teenagers',
    draft: 'Definitely: 97% of the teenagers who join rate it the best day of their holiday.',
  },

  // drink-and-ride
  {
    goal: 'captions',
    mistake: 'drink-and-ride',
    kind: 'reworded',
    task: 'Caption for the picture of the group on the brewery ride',
    draft: 'Four stouts later and everyone is still riding in a straight line, well, almost!',
  },
  {
    goal: 'bookings',
    mistake: 'drink-and-ride',
    kind: 'reworded',
    task: 'Reply to a couple asking about the wine tour by bike',
    draft: 'Enjoy as many glasses as you like at each vineyard, then pedal back with us at sunset.',
  },
  {
    goal: 'bookings',
    mistake: 'drink-and-ride',
    kind: 'no shared words',
    task: 'Hen weekend: six friends want cycles for Friday night',
    draft: 'Perfect, you can ride between the cocktail bars all night and drop the bikes back whenever you are done.',
  },
  {
    goal: 'captions',
    mistake: 'drink-and-ride',
    kind: 'no shared words',
    task: 'Post text for the shot of cider sampling at the orchard',
    draft: 'Three ciders down, 20 km to go. Wobbly but happy!',
  },
  {
    goal: 'faq',
    mistake: 'drink-and-ride',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'FAQ entry: until what time can I keep an evening rental?',
    draft: 'Until 11 pm, just enough time to ride to the beer festival and cycle home after a few rounds.',
  },

  // local-politics
  {
    goal: 'captions',
    mistake: 'local-politics',
    kind: 'reworded',
    task: 'Caption for the picture of the freshly painted cycle lane on Mill Road',
    draft:
      'The Mill Road lane is done, despite the useless councillors who fought it for years. Remember that at the ballot box!',
  },
  {
    goal: 'faq',
    mistake: 'local-politics',
    kind: 'reworded',
    task: 'FAQ entry: is there parking nearby when I pick up my rental bike?',
    draft: 'Hardly any, thanks to the council’s war on drivers. Write to your councillor and complain.',
  },
  {
    goal: 'captions',
    mistake: 'local-politics',
    kind: 'no shared words',
    task: 'Post text for the shot of the closed harbour bridge',
    draft:
      'The bridge is shut again. Typical of this incompetent administration, one more reason to vote Liberal next spring.',
  },
  {
    goal: 'faq',
    mistake: 'local-politics',
    kind: 'no shared words',
    task: 'Website Q&A: why are the roads around the shop dug up?',
    draft: 'Because the mayor wasted millions on a pointless tram. Vote against his party in the autumn.',
  },
  {
    goal: 'bookings',
    mistake: 'local-politics',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a group asking for a route suggestion for Sunday',
    draft:
      'Take the new harbour lane, a rare win we forced through against the idiots on the council, so vote Green in May!',
  },

  // No past mistake in these situations: nothing should come back.
  {
    goal: 'bookings',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a customer asking whether we are open on public holidays',
    draft: 'We are open on most public holidays from 10 to 2; the dates are listed on our website.',
  },
  {
    goal: 'bookings',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a customer asking how long the forest loop takes',
    draft: 'The forest loop takes about two hours at an easy pace.',
  },
  {
    goal: 'faq',
    mistake: null,
    kind: 'no past mistake',
    task: 'FAQ entry: can I bring my own helmet?',
    draft: 'Yes, you are welcome to bring your own. We also lend helmets free of charge.',
  },
  {
    goal: 'faq',
    mistake: null,
    kind: 'no past mistake',
    task: 'FAQ entry: how do I raise the handlebars on a rental bike?',
    draft: 'Loosen the bolt on the stem with the tool in the saddle bag, set the height, then tighten it again.',
  },
  {
    goal: 'captions',
    mistake: null,
    kind: 'no past mistake',
    task: 'Caption for a photo of our new window display of bells and bottle cages',
    draft: 'Bells, bottle cages and bright lights: the window is full of small gifts for riders.',
  },
  {
    goal: 'captions',
    mistake: null,
    kind: 'no past mistake',
    task: 'Caption for the photo of volunteers at the park cleanup',
    draft: 'Thank you to everyone who helped clear the park on Saturday. See you at the next one!',
  },

  // Unrelated to anything the owner ever corrected.
  {
    goal: 'faq',
    mistake: null,
    kind: 'unrelated',
    task: 'Translate "bike rental" into French for the shop sign',
    draft: 'Location de vélos.',
  },
  {
    goal: 'captions',
    mistake: null,
    kind: 'unrelated',
    task: 'Write a limerick about a squeaky chain',
    draft:
      'There once was a chain full of squeaks / that had not seen oil in for weeks; / one drop on each link / and quick as a wink / it purred over valleys and peaks.',
  },
  {
    goal: 'faq',
    mistake: null,
    kind: 'unrelated',
    task: 'Convert 26 inches into centimetres',
    draft: '26 inches is about 66 cm.',
  },
  {
    goal: 'bookings',
    mistake: null,
    kind: 'unrelated',
    task: 'Summarise next week’s staff rota in one line for the team chat',
    draft: 'Marta Mon–Wed, Jonas Thu–Sat, both of us on Sunday.',
  },
  {
    goal: 'captions',
    mistake: null,
    kind: 'unrelated',
    task: 'Suggest three names for our new monthly quiz night',
    draft: 'Spokes & Questions; Chain Reaction; Quiz on Wheels',
  },
  {
    goal: 'faq',
    mistake: null,
    kind: 'unrelated',
    task: 'Put these tools in alphabetical order: tyre levers, pump, chain tool, hex keys',
    draft: 'Chain tool, hex keys, pump, tyre levers.',
  },
];

export const HELD_OUT_B: RetrievalSet = { name: 'dev B', memory, questions };
