// Held-out retrieval set D: written independently, by a helper who had not seen the retrieval code, the tuning sets,
// sets B and C or any figure, before it was ever measured; never tuned on. A small plumbing and heating firm in
// Sheffield (quotes, job updates to customers, public announcements), with eight mistake classes of its own: six about
// what a draft says (gas smells, DIY gas work, exact times, grants, savings, named engineers), two about how it is written.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // gas-smell-downplay: a reported gas smell or carbon monoxide sign is treated as a routine job.
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    task: 'Reply to a customer who texted that she can smell gas near the boiler',
    draft: 'Thanks for letting us know. We have a slot on Thursday afternoon, shall we book you in to take a look?',
    owner: edit(
      'Please leave the house now, do not touch any light switches, and ring the National Gas Emergency line on 0800 111 999. Once they have made it safe, we will come and repair it.',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    task: 'Answer a landlord whose tenant says the carbon monoxide alarm keeps going off',
    draft:
      'Those alarms often go off when the battery is low, so it is probably nothing. We can check it at the next annual service.',
    owner: edit(
      'Please ask your tenant to turn the boiler off, open the windows and get everyone outside, then call 0800 111 999. We will send someone today once it has been made safe.',
      'a CO alarm is an emergency, never tell people it is probably nothing',
    ),
  },
  {
    goal: 'announcements',
    mistake: 'gas-smell-downplay',
    task: 'Write a winter notice about booking boiler checks',
    draft:
      'Noticed a faint smell of gas around the cooker? No need to worry, just pop it on the list for your annual service.',
    owner: reject('a gas smell means get out and call the emergency number, not wait for a service'),
  },
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    task: 'Reply to a family who say they all have headaches and the boiler flame looks orange',
    draft: 'An orange flame usually just means the burner needs a clean. We can fit you in next week.',
    owner: edit(
      'Headaches and an orange flame can be signs of carbon monoxide. Please turn the boiler off, open the windows, go outside and call 0800 111 999, then let us know and we will come straight out.',
      'possible CO, safety first, do not make it sound routine',
    ),
  },

  // diy-gas-work: the customer is told to open up or work on a gas appliance themselves.
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    task: 'Reply to a customer whose boiler shows fault code F28 while they wait for the engineer',
    draft: 'In the meantime, unscrew the front casing and check the gas valve is fully open.',
    owner: edit(
      'In the meantime you can press the reset button once; if the code comes back, leave it off and our engineer will sort it on Tuesday.',
    ),
  },
  {
    goal: 'announcements',
    mistake: 'diy-gas-work',
    task: 'Write tips for the autumn notice on getting the heating ready',
    draft: 'Before switching on, take the boiler cover off and vacuum the burner to clear out the summer dust.',
    owner: edit(
      'Before switching on, bleed any radiators that are cold at the top and check the pressure gauge reads around 1.5 bar.',
      'customers must never open a gas appliance, that is for Gas Safe engineers only',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    task: 'Answer someone asking if they can move their gas cooker themselves while the kitchen is redone',
    draft: 'Yes, just turn off the bayonet fitting, pull the cooker out and reconnect it when you are done.',
    owner: reject('disconnecting gas is a job for a registered engineer, we can do it for them'),
  },
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    task: 'Reply to a customer whose old back boiler pilot light has gone out',
    draft: 'You can relight it yourself: take off the panel, hold the gas knob in and light it with a long match.',
    owner: edit(
      'Please leave it off and do not try to relight it. We can have an engineer with you tomorrow morning.',
      'no instructions for working on gas parts, ever',
    ),
  },

  // exact-arrival-time: an exact arrival time instead of the morning (8-12) or afternoon (12-5) slot.
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    task: 'Confirm the annual boiler service for Mrs Patel on Wednesday',
    draft: 'Your engineer will arrive at 9:15 on Wednesday.',
    owner: edit(
      'Your boiler service is booked for Wednesday morning, between 8 and 12. The engineer will text when on the way.',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    task: 'Let a customer know when we are coming to fix the leaking radiator valve',
    draft: 'We will be at yours at 2pm on the dot on Friday.',
    owner: edit(
      'We will be with you on Friday afternoon, between 12 and 5.',
      'we give slots, not times, the job before can always overrun',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    task: 'Reply to a customer asking what time the engineer will come tomorrow',
    draft: 'He will knock on your door at exactly 10:30.',
    owner: reject('we cannot know an exact time, give them the morning or afternoon slot'),
  },
  {
    goal: 'announcements',
    mistake: 'exact-arrival-time',
    task: 'Write a notice about our new Saturday servicing appointments',
    draft: 'Saturday services are now available, with the engineer arriving at 9am precisely.',
    owner: edit('Boiler services are now available on Saturday mornings, between 8 and 12.', 'slot windows only'),
  },

  // grant-promise: telling people they will get a grant or free boiler before anyone has checked eligibility.
  {
    goal: 'quotes',
    mistake: 'grant-promise',
    task: 'Write the summary for the air source heat pump quote for the Wilsons',
    draft: 'Total £11,900, minus the £7,500 Boiler Upgrade Scheme grant you will receive, so you pay £4,400.',
    owner: edit(
      'Total £11,900. If your home is eligible for the Boiler Upgrade Scheme, a £7,500 grant would bring this down; we will check that with you before you commit.',
    ),
  },
  {
    goal: 'announcements',
    mistake: 'grant-promise',
    task: 'Write an announcement that we now install heat pumps',
    draft: 'We now fit heat pumps, and every household gets £7,500 off from the government!',
    owner: edit(
      'We now fit air source heat pumps. Some homes can get a £7,500 government grant; ask us and we will check whether yours qualifies.',
      'not everyone qualifies for the grant, do not say they will get it',
    ),
  },
  {
    goal: 'quotes',
    mistake: 'grant-promise',
    task: 'Reply to a pensioner asking whether she can get a free boiler',
    draft: 'Yes, as a pensioner you qualify for a free boiler under ECO4, and we will apply for you.',
    owner: reject('we cannot tell anyone they qualify, the scheme decides that'),
  },
  {
    goal: 'quotes',
    mistake: 'grant-promise',
    task: 'Write the funding paragraph for the replacement boiler quote for a family on Universal Credit',
    draft: 'Good news: because you are on Universal Credit, the whole boiler will be paid for by the grant.',
    owner: edit(
      'You may be able to get help with the cost through ECO4 funding. We can put you in touch with the scheme, and they will confirm whether you qualify.',
      'eligibility is decided by the scheme, never promise funding',
    ),
  },

  // bill-savings-promise: a promised figure for what the customer will save on energy bills.
  {
    goal: 'announcements',
    mistake: 'bill-savings-promise',
    task: 'Write a post about replacing old boilers with new A-rated ones',
    draft: 'A new A-rated boiler will cut your gas bill by 40%, guaranteed.',
    owner: edit('A new A-rated boiler wastes less gas than an old one, which usually helps with running costs.'),
  },
  {
    goal: 'quotes',
    mistake: 'bill-savings-promise',
    task: 'Write the benefits section of the heat pump quote for a farmhouse',
    draft: 'With the heat pump you will save £900 a year on heating.',
    owner: edit(
      'A heat pump can lower running costs, though how much depends on insulation, your tariff and how you use it.',
      'we cannot know what they will save',
    ),
  },
  {
    goal: 'quotes',
    mistake: 'bill-savings-promise',
    task: 'Cover note for the smart thermostat quote',
    draft: 'The smart thermostat pays for itself within six months.',
    owner: reject('no savings promises, it depends on the house'),
  },
  {
    goal: 'announcements',
    mistake: 'bill-savings-promise',
    task: 'Write the announcement for our powerflush offer',
    draft: 'A powerflush halves your heating bill and gets every radiator piping hot.',
    owner: edit(
      'A powerflush clears sludge out of the system so your radiators can heat up evenly.',
      'never put a number on savings',
    ),
  },

  // named-engineer: promising which engineer or fitter will turn up, when the rota changes daily.
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    task: 'Confirm the appointment to look at the noisy hot water cylinder',
    draft: 'Great news, Gary will come and have a look on Monday morning.',
    owner: edit('One of our engineers will come and have a look on Monday morning.'),
  },
  {
    goal: 'quotes',
    mistake: 'named-engineer',
    task: 'Write the closing line of the kitchen pipework quote',
    draft: 'If you accept, Tom, our most experienced fitter, will do the whole job.',
    owner: edit(
      'If you accept, we will book in one of our experienced fitters for the job.',
      'the rota changes, do not promise which fitter they get',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    task: 'Reply to a customer who wants the same engineer as last year',
    draft: 'Of course, we have put Steve down for your service again.',
    owner: reject('we cannot promise a particular engineer, say we will try'),
  },
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    task: 'Let a customer know who is coming to fit the new shower',
    draft: 'Your shower will be fitted by Danny and his apprentice Kyle on Thursday.',
    owner: edit(
      'Your shower will be fitted on Thursday by one of our teams; they will introduce themselves on the day.',
      'no names until the day, staff get moved around',
    ),
  },

  // stiff-formal: stilted letter-of-the-law phrasing where the firm talks plainly.
  {
    goal: 'job-updates',
    mistake: 'stiff-formal',
    task: 'Tell a customer their replacement part has arrived',
    draft: 'Please be advised that the aforementioned diverter valve is now in our possession.',
    owner: edit('Good news, the new diverter valve has arrived at our workshop.'),
  },
  {
    goal: 'quotes',
    mistake: 'stiff-formal',
    task: 'Write the opening line of the quote for the downstairs toilet',
    draft: 'Further to your enquiry of the 4th inst., we hereby submit our quotation for the works detailed below.',
    owner: edit(
      'Thanks for asking us to quote for your downstairs toilet; here is what we would do and what it costs.',
      "we talk like people, not a solicitor's letter",
    ),
  },
  {
    goal: 'announcements',
    mistake: 'stiff-formal',
    task: 'Write a notice that the office is closed over Christmas',
    draft:
      'Kindly be informed that our offices shall be closed for the festive period. We thank you for your esteemed custom.',
    owner: reject('far too stiff, sounds like a bank, just say it plainly'),
  },
  {
    goal: 'job-updates',
    mistake: 'stiff-formal',
    task: 'Reply to a customer asking whether the engineer needs parking',
    draft:
      'We would be most grateful if you could kindly endeavour to ensure a parking space is made available for our operative.',
    owner: edit(
      'If you can keep a parking space free near the house for the van, that would really help.',
      'keep it friendly and simple',
    ),
  },

  // passive-voice: hiding behind the passive when it was the firm that got something wrong.
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    task: 'Apologise to a customer whose appointment we missed yesterday',
    draft: 'Unfortunately the appointment was missed and the visit could not be completed.',
    owner: edit('We missed your appointment yesterday, and we are sorry. Could we come tomorrow morning instead?'),
  },
  {
    goal: 'quotes',
    mistake: 'passive-voice',
    task: 'Explain to a customer why the revised quote is higher than the first one',
    draft: 'An error was made in the original quotation and the figures have been adjusted.',
    owner: edit(
      'We made a mistake in the first quote and left out the new flue; the revised quote includes it.',
      'say we made the mistake, do not hide behind passive sentences',
    ),
  },
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    task: 'Tell a customer that a floor tile got cracked while we were fitting the radiator',
    draft: 'During the works a tile was cracked.',
    owner: reject('it was us, own it and say how we will fix it'),
  },
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    task: 'Reply to a complaint that the new kitchen tap is dripping',
    draft: 'It appears the washer was not fitted correctly at the time of installation.',
    owner: edit(
      'Our fitter did not seat the washer properly, sorry about that. We will come back this week and put it right at no charge.',
      'own up in plain words, we did it',
    ),
  },

  // Approvals: stored, never recallable.
  {
    goal: 'quotes',
    mistake: null,
    task: 'Write the line about payment terms on the boiler quote',
    draft: 'We ask for a 20% deposit to order the boiler, with the balance due when the job is finished.',
    owner: approve,
  },
  {
    goal: 'job-updates',
    mistake: null,
    task: 'Remind a customer to clear the cupboard around the boiler before the service',
    draft: 'Could you clear the cupboard around the boiler before we arrive on Tuesday morning? Thanks!',
    owner: approve,
  },
  {
    goal: 'announcements',
    mistake: null,
    task: 'Write a notice that we now take card payments on site',
    draft: 'Our engineers can now take card payments on the day.',
    owner: approve,
  },
  {
    goal: 'job-updates',
    mistake: null,
    task: 'Tell a customer their job is finished and the invoice is attached',
    draft: 'All done, thanks for having us. Your invoice is attached.',
    owner: approve,
  },
  {
    goal: 'quotes',
    mistake: null,
    task: 'Explain what is included in the bathroom quote',
    draft: 'The quote covers removing the old suite, new pipework, tiling to half height and taking the rubbish away.',
    owner: approve,
  },
  {
    goal: 'announcements',
    mistake: null,
    task: 'Announce that we now cover the villages west of the city',
    draft: 'We now cover Hathersage, Grindleford and Eyam as well as Sheffield.',
    owner: approve,
  },

  // One-off edits: real corrections, but nothing recurs; they are noise for every question below.
  {
    goal: 'job-updates',
    mistake: null,
    task: 'Confirm the price of an annual boiler service',
    draft: 'An annual boiler service is £85.',
    owner: edit('An annual boiler service is £95.'),
  },
  {
    goal: 'quotes',
    mistake: null,
    task: 'Write the quote line for a new Worcester combi',
    draft: 'Worcester Bosch 4000 30kW combi, supplied and fitted.',
    owner: edit('Worcester Bosch 4000 25kW combi, supplied and fitted.'),
  },
  {
    goal: 'announcements',
    mistake: null,
    task: 'Write the notice about the office phone number changing',
    draft: 'Our new office number is 0114 496 0321.',
    owner: edit('Our new office number is 0114 496 0312.'),
  },
  {
    goal: 'job-updates',
    mistake: null,
    task: 'Let the customer know the day we start the central heating install',
    draft: 'We start on Monday 14 October.',
    owner: edit('We start on Tuesday 15 October.'),
  },
  {
    goal: 'announcements',
    mistake: null,
    task: 'Announce our tenth year in business',
    draft: 'We have been keeping Sheffield warm since 2016.',
    owner: edit('We have been keeping Sheffield warm since 2015.'),
  },
];

const questions: Question[] = [
  // gas-smell-downplay
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    kind: 'reworded',
    task: 'Reply to a customer who says there is a smell of gas in the kitchen',
    draft: 'Thanks for the message. We could pop round on Friday morning to have a look, does that suit?',
  },
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    kind: 'reworded',
    task: 'Answer a tenant whose carbon monoxide alarm went off in the night',
    draft: 'It is probably just a low battery, so try changing it and we will check the alarm at your next service.',
  },
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    kind: 'no shared words',
    task: 'Urgent text: funny eggy whiff by the meter, should I worry?',
    draft: 'Nothing to panic about, it happens now and then. We will look at it when we are next on your street.',
  },
  {
    goal: 'job-updates',
    mistake: 'gas-smell-downplay',
    kind: 'no shared words',
    task: 'Mum says the kids feel dizzy and sleepy whenever the fire is on',
    draft: 'That sounds like stuffy air rather than anything serious. We can pop by later this month.',
  },
  {
    goal: 'announcements',
    mistake: 'gas-smell-downplay',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the notice about our emergency call-out hours over Easter',
    draft:
      'Over Easter we only take urgent jobs. Things like a slight gas smell can safely wait until we reopen on Tuesday.',
  },

  // diy-gas-work
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    kind: 'reworded',
    task: 'Reply to a customer whose boiler shows an ignition fault code while they wait for us',
    draft: 'Until we get there, take the front panel off and make sure the gas valve is turned fully on.',
  },
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    kind: 'reworded',
    task: 'Answer a customer asking whether they can disconnect their gas hob themselves before the new worktop goes in',
    draft: 'Yes, just shut the gas off, unscrew the hob connection and cap it until the kitchen is finished.',
  },
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    kind: 'no shared words',
    task: "Fire in the lounge went out and won't come back on, any tips?",
    draft: 'Lift the front grille, unscrew the thermocouple and clean its tip with sandpaper, then relight.',
  },
  {
    goal: 'job-updates',
    mistake: 'diy-gas-work',
    kind: 'no shared words',
    task: 'Someone bought a second-hand range and wants it hooked up this weekend',
    draft: 'You can connect it with a flexible hose from the DIY store, then test the joints with soapy water.',
  },
  {
    goal: 'quotes',
    mistake: 'diy-gas-work',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the quote for our monthly service plan',
    draft:
      '£12 a month covers your yearly service. Between visits, keep things running well by taking the cover off and brushing the burner yourself.',
  },

  // exact-arrival-time
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    kind: 'reworded',
    task: 'Confirm the boiler service for Mr Hughes on Thursday',
    draft: 'Your engineer will arrive at 10:45 on Thursday.',
  },
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    kind: 'reworded',
    task: 'Tell a customer when we are coming to repair the leaking towel rail',
    draft: 'We will be with you at 3pm sharp on Monday.',
  },
  {
    goal: 'job-updates',
    mistake: 'exact-arrival-time',
    kind: 'no shared words',
    task: 'Lady asks if she needs to take the whole day off work for the visit',
    draft: "No need, he'll turn up at twenty past eleven, so you can just pop home for that.",
  },
  {
    goal: 'announcements',
    mistake: 'exact-arrival-time',
    kind: 'no shared words',
    task: 'Promote weekend safety checks for landlords',
    draft: 'Weekend landlord checks: our man turns up 8:30 on the nose.',
  },
  {
    goal: 'quotes',
    mistake: 'exact-arrival-time',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the cover note for the bathroom refit quote',
    draft: 'Thanks for choosing us. Once you accept, our fitter will knock on your door at 7:45 on the first morning.',
  },

  // grant-promise
  {
    goal: 'quotes',
    mistake: 'grant-promise',
    kind: 'reworded',
    task: 'Write the summary for the ground source heat pump quote for the Greens',
    draft: 'Total £18,200, less the £7,500 Boiler Upgrade Scheme grant you will get, leaving £10,700 to pay.',
  },
  {
    goal: 'quotes',
    mistake: 'grant-promise',
    kind: 'reworded',
    task: 'Reply to a retired man asking whether he can get his boiler replaced for free',
    draft: 'Yes, as a retired homeowner you qualify for a free boiler, and we will sort the application.',
  },
  {
    goal: 'announcements',
    mistake: 'grant-promise',
    kind: 'no shared words',
    task: 'Spring flyer: switching from oil to electric heating',
    draft: 'Every home that switches gets seven and a half thousand pounds back from the state!',
  },
  {
    goal: 'job-updates',
    mistake: 'grant-promise',
    kind: 'no shared words',
    task: 'Single mum on benefits asks if she has to pay anything towards a new combi',
    draft: "You won't pay a penny, it's all covered for households like yours.",
  },
  {
    goal: 'announcements',
    mistake: 'grant-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the post celebrating our 500th boiler install',
    draft:
      'Thanks to everyone who trusted us with 500 installs! Remember, if you are over 65 you get a new boiler free from the government.',
  },

  // bill-savings-promise
  {
    goal: 'announcements',
    mistake: 'bill-savings-promise',
    kind: 'reworded',
    task: 'Write a post about swapping old boilers for new condensing ones',
    draft: 'A new condensing boiler will cut your heating bill by a third, guaranteed.',
  },
  {
    goal: 'quotes',
    mistake: 'bill-savings-promise',
    kind: 'reworded',
    task: 'Write the benefits section of the heat pump quote for a bungalow',
    draft: 'With this heat pump you will save £750 a year on your bills.',
  },
  {
    goal: 'quotes',
    mistake: 'bill-savings-promise',
    kind: 'no shared words',
    task: 'Explain why TRVs are worth it in the estimate',
    draft: 'These valves knock £200 off what you spend on energy every year.',
  },
  {
    goal: 'announcements',
    mistake: 'bill-savings-promise',
    kind: 'no shared words',
    task: 'Promote cylinder jackets and pipe lagging this autumn',
    draft: 'Lag your pipes with us and watch what you spend on energy drop by 25% straight away.',
  },
  {
    goal: 'job-updates',
    mistake: 'bill-savings-promise',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Tell a customer the new boiler is fitted and working',
    draft: 'All fitted and tested. You will see your gas bill halve from next month.',
  },

  // named-engineer
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    kind: 'reworded',
    task: 'Confirm the appointment to look at the banging pipes',
    draft: 'Good news, Martin will pop round on Tuesday afternoon to have a look.',
  },
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    kind: 'reworded',
    task: 'Reply to a customer asking for the same plumber who fixed her boiler last winter',
    draft: 'No problem, we have booked Rob in for you again.',
  },
  {
    goal: 'quotes',
    mistake: 'named-engineer',
    kind: 'no shared words',
    task: 'Final paragraph of the estimate for re-piping the loft',
    draft: 'Once signed, Kevin and his lad will be up there doing it all.',
  },
  {
    goal: 'job-updates',
    mistake: 'named-engineer',
    kind: 'no shared words',
    task: "Who's doing my boiler swap on the 3rd?",
    draft: "That will be Paul, he's our best installer.",
  },
  {
    goal: 'announcements',
    mistake: 'named-engineer',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the notice about our new evening appointments',
    draft: 'Evening appointments now run until 8pm on weekdays, and Darren will be the engineer covering all of them.',
  },

  // stiff-formal
  {
    goal: 'job-updates',
    mistake: 'stiff-formal',
    kind: 'reworded',
    task: 'Let a customer know the new pump has arrived',
    draft: 'Please be advised that the aforementioned circulating pump is now in our possession.',
  },
  {
    goal: 'announcements',
    mistake: 'stiff-formal',
    kind: 'reworded',
    task: 'Write a notice that we are closed on the bank holiday',
    draft:
      'Kindly be informed that our offices shall be closed on the bank holiday. We thank you for your esteemed patronage.',
  },
  {
    goal: 'quotes',
    mistake: 'stiff-formal',
    kind: 'no shared words',
    task: 'Intro sentence for the estimate on moving the combi into the loft',
    draft:
      'Pursuant to the site survey conducted on the 12th, we herewith submit our tender for the proposed installation.',
  },
  {
    goal: 'job-updates',
    mistake: 'stiff-formal',
    kind: 'no shared words',
    task: 'Ask the homeowner to shut the dog away before we come',
    draft:
      'It is respectfully requested that all domestic animals be secured prior to the attendance of our personnel.',
  },
  {
    goal: 'announcements',
    mistake: 'stiff-formal',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write a post thanking customers for a busy winter',
    draft:
      'We wish to extend our most sincere gratitude to our valued clientele for their continued patronage throughout the winter season.',
  },

  // passive-voice
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    kind: 'reworded',
    task: 'Apologise to a customer whose afternoon appointment we did not turn up for',
    draft: 'Regrettably the appointment was missed and the visit could not go ahead.',
  },
  {
    goal: 'quotes',
    mistake: 'passive-voice',
    kind: 'reworded',
    task: 'Explain to a customer why the updated quote costs more than the first',
    draft: 'A mistake was made in the original figures, which have now been corrected.',
  },
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    kind: 'no shared words',
    task: 'Carpet got soaked when our lad knocked a pipe off',
    draft: 'Some water got spilled onto the carpet while work was under way.',
  },
  {
    goal: 'job-updates',
    mistake: 'passive-voice',
    kind: 'no shared words',
    task: 'Homeowner was charged twice on the card machine',
    draft: 'A duplicate payment was taken and has since been reversed.',
  },
  {
    goal: 'announcements',
    mistake: 'passive-voice',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: "Write a notice about last week's phone line problems",
    draft: 'Last week some calls went unanswered and several messages were lost.',
  },

  // No past mistake in these situations: nothing should come back.
  {
    goal: 'job-updates',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a customer asking how to bleed a radiator',
    draft: 'Turn the heating off, open the bleed valve with a radiator key until water appears, then close it.',
  },
  {
    goal: 'quotes',
    mistake: null,
    kind: 'no past mistake',
    task: 'Write the line about how long the bathroom refit will take',
    draft: 'The refit takes about eight working days from start to finish.',
  },
  {
    goal: 'job-updates',
    mistake: null,
    kind: 'no past mistake',
    task: 'Send a landlord their gas safety certificate',
    draft: 'Your landlord gas safety certificate is attached; it is valid for twelve months.',
  },
  {
    goal: 'announcements',
    mistake: null,
    kind: 'no past mistake',
    task: 'Write a notice that we now fit electric showers',
    draft: 'We now supply and fit electric showers, from simple swaps to full new installs.',
  },
  {
    goal: 'quotes',
    mistake: null,
    kind: 'no past mistake',
    task: 'Explain the deposit on the heat pump quote',
    draft: 'We ask for a 25% deposit when you accept, and the rest once the system is commissioned.',
  },
  {
    goal: 'job-updates',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a customer asking if someone needs to be home for the service',
    draft: 'Yes, someone over 18 needs to be in to let us in and sign the paperwork.',
  },

  // Unrelated to anything the owner ever corrected.
  {
    goal: 'announcements',
    mistake: null,
    kind: 'unrelated',
    task: "Write a birthday message for the office manager's card",
    draft: 'Happy birthday Linda, from all the lads on the vans!',
  },
  {
    goal: 'quotes',
    mistake: null,
    kind: 'unrelated',
    task: 'Work out 15% of £2,400',
    draft: '£360.',
  },
  {
    goal: 'job-updates',
    mistake: null,
    kind: 'unrelated',
    task: 'List the MOT dates of our vans for the team chat',
    draft: 'Van 1: 4 March, van 2: 19 July, van 3: 2 November.',
  },
  {
    goal: 'announcements',
    mistake: null,
    kind: 'unrelated',
    task: 'Suggest a name for the company five-a-side football team',
    draft: 'The Flow Rates.',
  },
  {
    goal: 'job-updates',
    mistake: null,
    kind: 'unrelated',
    task: 'Write a shopping list for the workshop tea run',
    draft: 'Teabags, milk, sugar, digestives.',
  },
  {
    goal: 'announcements',
    mistake: null,
    kind: 'unrelated',
    task: 'Pick colours for the new van livery',
    draft: 'Dark green with white lettering.',
  },
];

export const HELD_OUT_D: RetrievalSet = { name: 'held-out D', memory, questions };
