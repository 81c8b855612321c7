// Retrieval set T: written independently by a helper who had not seen the product's code, its tuning sets or any other
// set, before it was ever measured.
//
// Business: Hollins Plumbing & Heating Ltd, an independent plumbing and heating firm in Market Harborough,
// Leicestershire (Gas Safe register no. 587214, trading since 2009). People: Dave Hollins (owner, Gas Safe engineer,
// approves the drafts), Ryan Marsh (Gas Safe engineer, also fits bathrooms), Jo Pritchard (office manager: phones,
// diary, invoices). Office 01858 462 310; emergency line 07700 912 448. Services and prices: annual boiler service £95
// (summer offer £80 for services booked June to August, the only discount); landlord gas safety certificate (CP12) £75
// per property, £145 with a service; repairs £85 call-out including the first hour, then £55 an hour, parts extra;
// repairs are priced on site before any work starts, never unseen; emergency call-outs out of hours (weekday evenings,
// weekends, bank holidays) 7am-10pm only, no overnight service, £130 including the first hour; bathrooms: free survey
// and written quote, typically £6,500-£9,500 supply and fit, 25% deposit to book, balance on completion, booking about
// seven weeks ahead; powerflush £450; Worcester Bosch Accredited Installer (up to 10 years' guarantee on Worcester
// boilers they fit). Hours: office Mon-Fri 8am-5pm, Sat 9am-12pm phones only. Area: about 12 miles around Market
// Harborough (Kibworth, Lutterworth, Desborough, Corby, Husbands Bosworth, Great Easton, Lubenham), not Leicester city
// or Northampton. Domestic mains gas only: no oil, LPG, caravans or commercial catering. Policies: visits are booked in
// a morning (8-12) or afternoon (12-5) slot and Jo texts when the engineer is on his way; no exact arrival times and no
// guaranteed same-day visits; a smell of gas or a CO alarm means the National Gas Emergency line 0800 111 999 first,
// before anything else; customers never open a boiler or touch gas parts (they may top up pressure at the filling loop,
// press reset once, bleed radiators, thaw a frozen condensate pipe); no customer names, streets or house numbers in
// public without asking; no unbacked claims (best, cheapest, number one, 100%); 24 hours' notice to cancel or £40;
// payment by card or bank transfer on completion, no cheques; 12 months' guarantee on repair labour, 2 years on bathroom
// workmanship; electrician Phil does any new circuits. Tone: plain, friendly, local; at most one hashtag, no emoji strings.
//
// Goals: customer replies (texts, Facebook and Google messages, comments, reviews), social posts (Facebook and
// Instagram), emails (bookings, quotes, reminders, the monthly newsletter).
//
// Classes: promises-arrival-time, guesses-repair-price, gas-smell-not-escalated, diy-gas-advice,
// names-customers-publicly, superlative-claims, emoji-hashtag-overload, too-formal.

// Development set: measured first as written, then used for development.
// Measured as written on 3 Dec 2026 (session 21, main at 546a655): with the draft recall 57% of 40, precision 49%,
// none-when-none 33% of 12; task alone 34%, 34%, 45% of 20. Development set from then on.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const REPLIES = 'customer replies';
const POSTS = 'social posts';
const EMAILS = 'emails';

const memory: Remembered[] = [
  // promises-arrival-time: exact times, same-day or "within the hour" promises the diary can't keep.
  {
    goal: REPLIES,
    task: 'Reply to a Facebook message from a woman whose boiler stopped working this morning, asking if someone can come out today.',
    draft:
      "Hi Claire, so sorry to hear that! Don't worry, we'll have an engineer with you today, usually within a couple of hours. Just send over your address and we'll be on our way.",
    owner: edit(
      "Hi Claire, sorry to hear that. We'll do our best to fit you in today, but I can't promise until Jo has checked the diary. Can you send your address and a phone number? She'll ring you back this morning with the earliest slot we've got.",
      'cant promise today, most days were booked solid',
    ),
    mistake: 'promises-arrival-time',
  },
  {
    goal: EMAILS,
    task: "Email confirming Mr Patel's boiler service booking for Thursday.",
    draft:
      'Hi Mr Patel, thanks for booking your boiler service with us. Ryan will arrive at 9:00am sharp on Thursday 14th and the service takes about 45 minutes. The cost is £95, payable by card or bank transfer on the day. Kind regards, Jo',
    owner: edit(
      "Hi Mr Patel, thanks for booking your boiler service with us. Ryan will be with you on Thursday 14th in the morning slot (8am-12pm) and I'll text you when he's on his way. The service takes about 45 minutes and it's £95, payable by card or bank transfer on the day. Thanks, Jo",
    ),
    mistake: 'promises-arrival-time',
  },
  {
    goal: POSTS,
    task: 'Facebook post about our emergency call-outs during the cold snap.',
    draft:
      "Boiler given up in this freezing weather? Don't sit in the cold – call us on 07700 912 448 and we'll have a Gas Safe engineer at your door within 60 minutes, guaranteed.",
    owner: reject('60 mins is impossible, and dont write guaranteed'),
    mistake: 'promises-arrival-time',
  },
  {
    goal: REPLIES,
    task: "Answer a question on our Google profile: 'Do you do same-day repairs for leaks?'",
    draft: 'Yes! Any leak reported to us before midday gets fixed the same day – no waiting around.',
    owner: edit(
      "We always try to get to leaks the same day, especially if water's coming through a ceiling, but it depends how booked up we are. Ring Jo on 01858 462 310 and she'll give you the earliest slot. In the meantime, turn the water off at the stopcock.",
      'depends how busy we are',
    ),
    mistake: 'promises-arrival-time',
  },

  // guesses-repair-price: a price for a fault nobody has seen yet.
  {
    goal: REPLIES,
    task: "Reply on Facebook to someone asking 'ballpark for fixing a noisy boiler?'",
    draft: 'Hi! Noisy boilers are usually a worn pump or limescale (kettling). Ballpark £150-£250 to get it sorted.',
    owner: reject('no figures till one of us has been out to it'),
    mistake: 'guesses-repair-price',
  },
  {
    goal: REPLIES,
    task: "Reply to a customer whose Vaillant is showing an F28 fault and who asks how much it'll cost to fix.",
    draft:
      "Hi Mark, F28 on a Vaillant is an ignition fault, usually the electrode or the gas valve. Normally it's around £120 all in to sort.",
    owner: edit(
      "Hi Mark, F28 on a Vaillant means it's failed to light, and a few different things can cause that, so we'd need to have a look before we can give you a price. Our call-out is £85 including the first hour, parts extra, and we'll always tell you the cost before doing any work.",
      'never price a fault we havent seen',
    ),
    mistake: 'guesses-repair-price',
  },
  {
    goal: EMAILS,
    task: 'Email a landlord back who wants a rough idea what a new thermostat and fixing a leaking radiator valve will come to.',
    draft:
      "Hi Mr Greaves, a new thermostat would be about £180 fitted and the radiator valve about £60, so call it £240 for the two. Let us know if you'd like to go ahead. Thanks, Jo",
    owner: edit(
      "Hi Mr Greaves, we'd need to see both before we can price them properly – thermostats vary a lot depending on what works with the boiler. Ryan can look at both on one visit for the standard £85 call-out and give you a price there and then. Let us know if you'd like to book that. Thanks, Jo",
    ),
    mistake: 'guesses-repair-price',
  },
  {
    goal: POSTS,
    task: 'Post explaining what we check when a boiler keeps losing pressure.',
    draft:
      "Boiler losing pressure? We'll check for leaks on the pipework and radiators, test the expansion vessel and look at the pressure relief valve. Nine times out of ten it's the relief valve, which we can replace for under £100.",
    owner: edit(
      "Boiler losing pressure? We'll check for leaks on the pipework and radiators, test the expansion vessel and look at the pressure relief valve. Once we know the cause we'll tell you the price before fixing it. Ring Jo on 01858 462 310.",
      'no repair costs on socials',
    ),
    mistake: 'guesses-repair-price',
  },

  // gas-smell-not-escalated: a smell of gas handled as an ordinary booking instead of 0800 111 999 first.
  {
    goal: REPLIES,
    task: 'Reply to a text from a customer who can smell gas near her cooker and wants to know when we can come.',
    draft:
      'Hi Sue, sorry to hear that. We can get someone out to you tomorrow morning to check it over. Try not to use the cooker in the meantime.',
    owner: edit(
      "Hi Sue, please ring the National Gas Emergency number now on 0800 111 999 – it's free and they'll come out straight away. Turn the gas off at the meter if you can, open the windows and don't use any switches or flames. Once they've made it safe, we'll come and sort the cooker.",
      'gas smell = 0800 111 999 first ALWAYS',
    ),
    mistake: 'gas-smell-not-escalated',
  },
  {
    goal: POSTS,
    task: 'Post for Gas Safety Week with tips for our customers.',
    draft:
      "It's Gas Safety Week! Get your boiler and gas appliances serviced every year, fit a carbon monoxide alarm, and check your engineer's Gas Safe ID card. If you ever smell gas, give us a call on 01858 462 310 and we'll come straight out.",
    owner: edit(
      "It's Gas Safety Week! Get your boiler and gas appliances serviced every year, fit a carbon monoxide alarm, and check your engineer's Gas Safe ID card. If you ever smell gas, ring the National Gas Emergency line on 0800 111 999 straight away, open the windows and don't touch any switches. We can sort out the appliance afterwards.",
    ),
    mistake: 'gas-smell-not-escalated',
  },
  {
    goal: REPLIES,
    task: 'Answer a Facebook comment asking if a rotten egg smell in the kitchen is something to worry about.',
    draft:
      "Could be the drains, could be gas! Drop us a message with your postcode and we'll arrange a visit to check it out.",
    owner: edit(
      "If there's any chance it's gas, please don't wait – ring 0800 111 999 now (free, 24 hours), get everyone out and don't use light switches. If it turns out to be the drains, we can help with that afterwards.",
    ),
    mistake: 'gas-smell-not-escalated',
  },
  {
    goal: EMAILS,
    task: "Reply to an email from a tenant saying there's been a faint smell of gas from the boiler cupboard on and off for a week.",
    draft:
      'Hi Amy, thanks for letting us know. The earliest we can do is next Tuesday afternoon – shall I book that in and let your landlord know? Thanks, Jo',
    owner: reject('she needs the emergency line today not tuesday'),
    mistake: 'gas-smell-not-escalated',
  },

  // diy-gas-advice: telling customers to open the boiler or do gas work themselves.
  {
    goal: REPLIES,
    task: "Reply to a customer whose boiler keeps locking out and who asks if there's anything she can try before we come.",
    draft:
      "Hi Jan, you could take the front cover off and check the condensate trap isn't blocked, and give the ignition electrode a gentle clean with some wire wool. Then reset it and see if it fires.",
    owner: edit(
      "Hi Jan, you can press the reset button once and check the pressure gauge is between 1 and 1.5. If it locks out again, leave it off and we'll come and look – please don't take the casing off, anything inside needs a Gas Safe engineer.",
      'nobody opens a boiler except us',
    ),
    mistake: 'diy-gas-advice',
  },
  {
    goal: EMAILS,
    task: 'Email a landlord who asks whether his tenant can swap the gas hob himself to save on a call-out.',
    draft:
      "Hi Mr Rowe, it's a fairly simple job. As long as he uses a proper bayonet fitting and checks the joint with soapy water afterwards, he should be fine. Thanks, Jo",
    owner: reject('illegal for him to touch gas, tell him no'),
    mistake: 'diy-gas-advice',
  },
  {
    goal: POSTS,
    task: 'Post with winter tips for keeping your boiler running.',
    draft:
      'Winter boiler tips: 1) Check the pressure is between 1 and 1.5 bar. 2) Bleed radiators that are cold at the top. 3) If the pilot light goes out on an older boiler, take off the front panel and relight it with a long match.',
    owner: edit(
      "Winter boiler tips: 1) Check the pressure is between 1 and 1.5 bar. 2) Bleed radiators that are cold at the top. 3) If your boiler stops, try the reset once. If it won't come back on, give us a ring rather than opening it up.",
    ),
    mistake: 'diy-gas-advice',
  },
  {
    goal: REPLIES,
    task: "Reply to a message asking how to fix a boiler that's making a whistling noise.",
    draft:
      'Whistling usually means limescale in the heat exchanger. Turn the gas off at the boiler, unscrew the cover and flush the heat exchanger through with some descaler – that normally does the trick.',
    owner: edit(
      "Whistling usually means limescale or sludge in the heat exchanger. That's inside the boiler, so it's one for us rather than a DIY job – we can come and take a look, and a powerflush or descale may sort it.",
      'only an engineer should be in there',
    ),
    mistake: 'diy-gas-advice',
  },

  // names-customers-publicly: customers' names, streets, house numbers or circumstances in public.
  {
    goal: POSTS,
    task: 'Post showing before and after photos of the bathroom we just finished.',
    draft:
      "Just finished this stunning bathroom for Mr and Mrs Gill on Welland Park Road – walk-in shower, new vanity unit and tiled floor to ceiling. They're thrilled!",
    owner: edit(
      'Just finished this bathroom in Market Harborough – walk-in shower, new vanity unit and tiled floor to ceiling. Really pleased with how it came out.',
      'dont name them or the road',
    ),
    mistake: 'names-customers-publicly',
  },
  {
    goal: REPLIES,
    task: 'Reply publicly to a Google review from Tom, whose boiler we replaced.',
    draft:
      'Thanks Tom! Glad the new boiler at 14 Northampton Road is keeping you warm and that old back boiler is gone for good.',
    owner: edit('Thanks Tom! Glad the new boiler is keeping you warm and that old back boiler is gone for good.'),
    mistake: 'names-customers-publicly',
  },
  {
    goal: EMAILS,
    task: 'Monthly newsletter: write a story about a recent job.',
    draft:
      'Our favourite job this month was for the Hendersons in Kibworth, whose 1970s avocado bathroom finally got the send-off it deserved. Out went the green suite, in came a walk-in shower and a heated towel rail.',
    owner: edit(
      'Our favourite job this month was a 1970s avocado bathroom in Kibworth that finally got the send-off it deserved. Out went the green suite, in came a walk-in shower and a heated towel rail.',
    ),
    mistake: 'names-customers-publicly',
  },
  {
    goal: POSTS,
    task: 'Post about a busy week of emergency call-outs.',
    draft:
      "What a week! Monday was a burst pipe at an elderly lady's house on Coventry Road – she lives on her own so we got there as fast as we could. Then two boilers down in Lutterworth and a leaking cylinder in Kibworth.",
    owner: reject('people will know who she is and that shes alone'),
    mistake: 'names-customers-publicly',
  },

  // superlative-claims: best, cheapest, number one, 100%: claims nobody can back up.
  {
    goal: POSTS,
    task: 'Post introducing the business to new followers.',
    draft:
      'Welcome to Hollins Plumbing & Heating – the best-rated heating engineers in Leicestershire and the cheapest around! Boilers, bathrooms and emergencies, all sorted.',
    owner: edit(
      "Welcome to Hollins Plumbing & Heating! We're Dave, Ryan and Jo, a small Gas Safe registered firm in Market Harborough looking after boilers and bathrooms since 2009. Ring us on 01858 462 310.",
      "we're not the cheapest and cant prove best",
    ),
    mistake: 'superlative-claims',
  },
  {
    goal: REPLIES,
    task: 'Reply to someone asking on a local Facebook group for a recommended plumber.',
    draft:
      "Hi Kerry, Hollins Plumbing & Heating here – Harborough's number one plumbers with 100% customer satisfaction! Give us a ring on 01858 462 310.",
    owner: reject("we've had complaints like anyone, dont say 100%"),
    mistake: 'superlative-claims',
  },
  {
    goal: EMAILS,
    task: "Email following up a bathroom quote the customer hasn't replied to.",
    draft:
      "Hi Mrs Dunmore, just checking you received our quote for your bathroom. You won't find a better bathroom fitter anywhere in the county, and our prices are unbeatable. Let me know if you'd like to go ahead. Thanks, Jo",
    owner: edit(
      "Hi Mrs Dunmore, just checking you received our quote for your bathroom. If you've got any questions or want to change anything, just let me know. We're booking about seven weeks ahead at the moment. Thanks, Jo",
    ),
    mistake: 'superlative-claims',
  },
  {
    goal: POSTS,
    task: 'Post about becoming a Worcester Bosch accredited installer.',
    draft:
      "Big news! We're now the most trusted Worcester Bosch installer in the Midlands, so you know you're getting the very best.",
    owner: edit(
      "Big news! We're now a Worcester Bosch Accredited Installer, which means we can offer up to 10 years' guarantee on new Worcester boilers we fit.",
    ),
    mistake: 'superlative-claims',
  },

  // emoji-hashtag-overload (style): strings of emoji and a wall of hashtags.
  {
    goal: POSTS,
    task: 'Post reminding people to get their boiler serviced before winter.',
    draft:
      "🔥🔥 Winter is coming!! ❄️❄️ Get your boiler serviced before it's too late 🛠️👷‍♂️✅ Just £95!! 💷 #boilerservice #gassafe #plumber #heating #winteriscoming #marketharborough #leicestershire #boiler",
    owner: edit(
      "Winter's on its way – now's a good time to get your boiler serviced before the first cold snap. £95 for a full service by a Gas Safe engineer. Ring Jo on 01858 462 310 to book. #MarketHarborough",
      'way too many emojis and tags, one tag max',
    ),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: POSTS,
    task: 'Post about the en-suite we finished in Lutterworth.',
    draft:
      '😍✨ En-suite goals ✨😍 🛁🚿 Finished this beauty in Lutterworth this week 🙌🙌 #ensuite #bathroomgoals #bathroomrenovation #tiling #interiordesign #lutterworth #homeinspo #plumbing',
    owner: edit(
      'En-suite finished in Lutterworth this week – quadrant shower, wall-hung toilet and grey porcelain tiles throughout.',
    ),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: POSTS,
    task: 'Instagram caption for a photo of the van in the snow.',
    draft:
      '❄️🚐❄️ Out in all weathers!! ☃️💪💪 #vanlife #plumberlife #snowday #gassafe #heatingengineer #tradie #harborough #grafting',
    owner: reject('looks like a teenager wrote it'),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: REPLIES,
    task: 'Reply to a Facebook comment saying thanks for fixing their heating.',
    draft: 'Aww thank you so much Lisa!! 🙏🙏😊😊❤️🔥 #happycustomer #heatingsorted',
    owner: edit("Thanks Lisa, glad you're warm again!"),
    mistake: 'emoji-hashtag-overload',
  },

  // too-formal (style): stiff letter-from-the-bank language instead of a friendly local firm.
  {
    goal: REPLIES,
    task: 'Reply to a customer asking if we can move her service appointment to next week.',
    draft:
      'Dear Madam, Thank you for your correspondence. We acknowledge your request to reschedule and are pleased to confirm that this can be accommodated. Please do not hesitate to contact us should you require any further assistance. Yours faithfully, Hollins Plumbing & Heating Ltd',
    owner: edit(
      "Hi Pat, no problem at all – I've moved you to Wednesday 12th, morning slot. Jo",
      "we're not a bank, talk normal",
    ),
    mistake: 'too-formal',
  },
  {
    goal: REPLIES,
    task: 'Reply to a 5-star review on Google.',
    draft:
      'We are most grateful for your kind feedback. It is always our aim to ensure complete satisfaction for each of our valued clients, and we look forward to being of service to you again in future.',
    owner: reject('too stiff, sounds like a robot'),
    mistake: 'too-formal',
  },
  {
    goal: EMAILS,
    task: 'Email a customer apologising that the engineer ran late.',
    draft:
      "Dear Mr Ellis, We wish to extend our sincerest apologies for any inconvenience caused by the delay in our engineer's arrival. We endeavour at all times to adhere to our scheduled appointments and regret that on this occasion we fell short of this standard. Yours sincerely, Hollins Plumbing & Heating Ltd",
    owner: edit(
      'Hi Mr Ellis, sorry Ryan was so late yesterday – the job before yours was a burst pipe and ran over. Thanks for bearing with us (and for the cup of tea). Jo',
    ),
    mistake: 'too-formal',
  },
  {
    goal: EMAILS,
    task: 'Email reminding a customer their annual service is due.',
    draft:
      'Dear Valued Customer, Please be advised that your annual boiler service is now due. We would be grateful if you would contact our office at your earliest convenience to arrange a mutually convenient appointment. Yours faithfully, Hollins Plumbing & Heating Ltd',
    owner: edit(
      "Hi Mr Barker, just a reminder that your boiler's due its yearly service. It's £95 as before – reply to this or ring Jo on 01858 462 310 and we'll find a day that suits.",
      'friendlier pls',
    ),
    mistake: 'too-formal',
  },

  // Approvals: good drafts, stored as they were.
  {
    goal: REPLIES,
    task: 'Reply to a customer asking what a boiler service includes.',
    draft:
      "Hi Gemma, a service takes about 45 minutes. Ryan or Dave will check the burner, flue, seals and safety devices, test the gas pressure and flue gases, clean the condensate trap, and give you a service record at the end. It's £95, and it keeps your manufacturer's warranty valid.",
    owner: approve,
    mistake: null,
  },
  {
    goal: POSTS,
    task: 'Post letting people know Jo is back from holiday and the phones are back to normal.',
    draft:
      "Jo's back from her week in Cornwall, so the phones are back to normal. Thanks for bearing with us – if you left a message, she'll be ringing you back today.",
    owner: approve,
    mistake: null,
  },
  {
    goal: EMAILS,
    task: 'Email a landlord his gas safety certificates.',
    draft:
      "Hi Mr Dhanda, all three flats passed – the certificates are attached. They run out next June and we'll send you a reminder a month before. Thanks, Jo",
    owner: approve,
    mistake: null,
  },
  {
    goal: REPLIES,
    task: 'Thank a customer who recommended us to her neighbour.',
    draft:
      "Thanks so much for passing our name on, Carol – it really does make a difference to a small firm like ours. We'll look after her.",
    owner: approve,
    mistake: null,
  },
  {
    goal: POSTS,
    task: 'Post with a tip on bleeding radiators.',
    draft:
      "Radiator cold at the top and warm at the bottom? It's probably got air in it. With the heating off, hold a cloth under the bleed valve, turn it a quarter turn with a radiator key until the hissing stops and water appears, then close it. Check your boiler pressure afterwards – you may need to top it up.",
    owner: approve,
    mistake: null,
  },
  {
    goal: EMAILS,
    task: "Email confirming we've received the deposit for a bathroom.",
    draft:
      'Hi Mr and Mrs Sutton, thanks – your £1,850 deposit has come through, so your start date of Monday 9th September is confirmed. Ryan will be in touch the week before to go over the tiles and the order of work. Thanks, Jo',
    owner: approve,
    mistake: null,
  },
  {
    goal: REPLIES,
    task: 'Reply to someone asking if we service oil boilers.',
    draft:
      'Hi Martin, sorry – we only work on mains gas boilers, not oil. An OFTEC registered engineer is who you need; their website has a search by postcode.',
    owner: approve,
    mistake: null,
  },
  {
    goal: POSTS,
    task: 'Post about the summer boiler service offer.',
    draft:
      "Get your boiler serviced over the summer and it's £80 instead of £95 – for bookings from June to the end of August. It's our quieter time, so there's more choice of days. Ring Jo on 01858 462 310.",
    owner: approve,
    mistake: null,
  },

  // One-off edits: a fact, a typo, a one-time preference.
  {
    goal: EMAILS,
    task: 'Email confirming a date for a bathroom survey.',
    draft:
      "Hi Mrs Cartwright, Dave will come and measure up for your new bathroom on Tuesday 14th May in the afternoon. It's free and takes about an hour. Thanks, Jo",
    owner: edit(
      "Hi Mrs Cartwright, Dave will come and measure up for your new bathroom on Thursday 16th May in the afternoon. It's free and takes about an hour. Thanks, Jo",
      'he cant do tues, moved to thurs 16th',
    ),
    mistake: null,
  },
  {
    goal: POSTS,
    task: 'Post saying the office is closed on the bank holiday Monday.',
    draft:
      "The office is closed on Monday for the bank holiday and we'll be back on Tuesday at 8am. Have a lovely long weekend!",
    owner: edit(
      "The office is closed on Monday for the bank holiday and we'll be back on Tuesday at 8am. For emergencies over the weekend, ring 07700 912 448. Have a lovely long weekend!",
    ),
    mistake: null,
  },
  {
    goal: REPLIES,
    task: 'Reply to a customer asking whether we fit electric showers.',
    draft: 'Hi Nadia, yes, we fit all makes of electric shower, including new wiring if needed.',
    owner: edit(
      "Hi Nadia, yes, we fit electric showers. If it needs a new circuit, our electrician Phil does that part and we'll arrange it together.",
      'phil does any new wiring',
    ),
    mistake: null,
  },
  {
    goal: EMAILS,
    task: 'Email a customer our bank details so she can pay her invoice.',
    draft:
      'Hi Mrs Okonjo, thanks for getting in touch. Our bank details are: Hollins Plumbing & Heating Ltd, sort code 40-12-67, account 31842259. Please use invoice number 2207 as the reference. Thanks, Jo',
    owner: edit(
      'Hi Mrs Okonjo, thanks for getting in touch. Our bank details are: Hollins Plumbing & Heating Ltd, sort code 40-12-76, account 31842259. Please use invoice number 2207 as the reference. Thanks, Jo',
    ),
    mistake: null,
  },
  {
    goal: REPLIES,
    task: 'Reply to a message asking if we cover Desborough.',
    draft: "Hi Paul, yes we cover Desborugh, it's well within our area. What do you need doing?",
    owner: edit("Hi Paul, yes we cover Desborough, it's well within our area. What do you need doing?"),
    mistake: null,
  },
  {
    goal: POSTS,
    task: "Post about Jo's sponsored run for the air ambulance.",
    draft:
      "Jo's running the Harborough 10k on Sunday for Leicestershire Air Ambulance! Any donations gratefully received – link in the comments.",
    owner: edit(
      "Jo's running the Harborough 10k on Sunday for the Warwickshire & Northamptonshire Air Ambulance! Any donations gratefully received – link in the comments.",
      'wrong air ambulance',
    ),
    mistake: null,
  },
  {
    goal: EMAILS,
    task: 'Write the intro for the March newsletter.',
    draft:
      "Spring is nearly here, and after a busy winter of breakdowns we're looking forward to bathroom season. This month: how to read your boiler's pressure gauge, and what a powerflush actually does. The Hollins Team",
    owner: edit(
      "Spring is nearly here, and after a busy winter of breakdowns we're looking forward to bathroom season. This month: how to read your boiler's pressure gauge, and what a powerflush actually does. Dave, Ryan and Jo",
      'sign it from all three of us this time',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // promises-arrival-time
  {
    goal: REPLIES,
    task: 'Respond to a text from a man with no heating who wants to know if an engineer can get to him this afternoon.',
    draft: "Hi Gary, no problem – Ryan will be with you by 3pm today, he's just finishing a job in Kibworth.",
    mistake: 'promises-arrival-time',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: "Send a confirmation email for a landlord's gas safety check booked for next Monday.",
    draft:
      "Hi Mr Osei, this is to confirm the gas safety check at your flat on Monday 3rd. Dave will arrive at exactly 10:30am and it takes around half an hour. The certificate is £75 and we'll email it over the same day. Thanks, Jo",
    mistake: 'promises-arrival-time',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'A dad says the house has no warmth and the baby is poorly, and wants to know how fast we can turn up.',
    draft:
      "So sorry to hear that, poor little thing. We'll drop everything – someone will be knocking on your door within the hour, you have my word.",
    mistake: 'promises-arrival-time',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Instagram caption advertising spare slots over half term.',
    draft:
      "Tap dripping or a radiator playing up? Message us by 10am and we'll have it fixed the same day, every time. Spare slots over half term – ring Jo on 01858 462 310.",
    mistake: 'promises-arrival-time',
    kind: 'no shared words',
  },
  {
    goal: EMAILS,
    task: 'Email a new customer thanking them for choosing us.',
    draft:
      "Hi Mrs Ahmed, thanks for choosing Hollins Plumbing & Heating. When you book, just pick a time that suits you and your engineer will be there on the dot. They'll show their Gas Safe ID card when they arrive, and you can pay by card or bank transfer when the job's done. Thanks, Jo",
    mistake: 'promises-arrival-time',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // guesses-repair-price
  {
    goal: REPLIES,
    task: 'Reply to a customer whose Worcester is showing an EA fault and who wants to know what the repair will cost.',
    draft:
      "Hi Linda, EA on a Worcester is a flame detection fault – it's normally a new electrode, which comes to about £90 plus the call-out.",
    mistake: 'guesses-repair-price',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: "Email a landlord back who's after a rough figure for replacing an outside tap and a sticking radiator valve.",
    draft:
      "Hi Mr Abbott, the outside tap would be around £70 and the radiator valve about £50, so roughly £120 for both. Just let us know and we'll book it in. Thanks, Jo",
    mistake: 'guesses-repair-price',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'Lady with water pooling beneath her combi is keen to hear what the damage to her purse will be.',
    draft:
      'Hi, water under a combi is almost always the pressure relief valve or a pump seal – expect somewhere between £110 and £160 including parts.',
    mistake: 'guesses-repair-price',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Caption for a photo of a corroded heat exchanger we pulled out today.',
    draft:
      'This is what 15 years of sludge does to a heat exchanger. Replacing one like this usually runs to about £400, so get your system flushed before it gets to this stage.',
    mistake: 'guesses-repair-price',
    kind: 'no shared words',
  },
  {
    goal: REPLIES,
    task: "Reply to a customer who'd like us to pop round about his kitchen tap that won't stop dripping.",
    draft:
      "Hi Ken, no problem. That's usually just a worn washer or cartridge, so it'll be a quick £40 job. Jo will ring you this afternoon to find a day.",
    mistake: 'guesses-repair-price',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // gas-smell-not-escalated
  {
    goal: REPLIES,
    task: 'Reply to a WhatsApp from a customer who can smell gas by his boiler and asks when someone can get there.',
    draft:
      'Hi Pete, sorry to hear that. Ryan can pop round after 4 today – just keep the boiler switched off until then.',
    mistake: 'gas-smell-not-escalated',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: 'Answer an email from a landlord whose tenant reports a whiff of gas in the hallway now and then.',
    draft:
      "Hi Mr Lang, thanks for the heads-up. It's probably nothing serious, but we can check it when we do the annual safety check next month. Thanks, Jo",
    mistake: 'gas-smell-not-escalated',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: "An elderly lady's hob has been hissing, with a funny whiff since yesterday – what should she do?",
    draft:
      "Sounds like the hob might need a service. Tell her to leave it switched off for now and we'll fit her in on Friday.",
    mistake: 'gas-smell-not-escalated',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Short update for our page: what householders ought to do if they suspect an escape at the meter or pipework.',
    draft:
      "Think something's escaping at your meter or pipes? Turn everything off, open a window and give us a ring on 01858 462 310 – we'll come and find it.",
    mistake: 'gas-smell-not-escalated',
    kind: 'no shared words',
  },
  {
    goal: REPLIES,
    task: 'Reply to a customer who wants to book her annual boiler service.',
    draft:
      "Hi Anne, happy to book that in – how's Wednesday 18th, morning slot? You mentioned a smell of gas in the utility room too, so Ryan can have a look at that while he's there.",
    mistake: 'gas-smell-not-escalated',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // diy-gas-advice
  {
    goal: REPLIES,
    task: 'Reply to a customer whose boiler has cut out twice today and who asks what she can do herself while she waits for us.',
    draft:
      'Hi Karen, try taking the front panel off and checking whether the flame sensor wire has come loose – push it back on firmly and reset the boiler.',
    mistake: 'diy-gas-advice',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: 'Email a landlord who wants to know if his handyman could fit the new gas fire to save money.',
    draft:
      "Hi Mr Faulkner, your handyman can fit it if he's confident with pipework. We'd just suggest he does a leak test with some soapy water when he's finished. Thanks, Jo",
    mistake: 'diy-gas-advice',
    kind: 'reworded',
  },
  {
    goal: POSTS,
    task: "Caption for a short clip on what householders can check themselves when there's no hot water.",
    draft:
      'No hot water? Before you call anyone, check the pressure, then undo the two screws on the casing and see if the diverter valve is stuck – a tap with a screwdriver handle often frees it.',
    mistake: 'diy-gas-advice',
    kind: 'no shared words',
  },
  {
    goal: REPLIES,
    task: "A woman on our page says the pilot on her elderly back unit won't stay lit and she'd rather sort it alone.",
    draft:
      'Hi, these old back boilers can be temperamental. Take the front off, clean the thermocouple tip with fine sandpaper and relight it – that usually does it.',
    mistake: 'diy-gas-advice',
    kind: 'no shared words',
  },
  {
    goal: EMAILS,
    task: 'Email a customer confirming her service date and what to expect on the day.',
    draft:
      "Hi Mrs Flynn, you're booked in for Tuesday 8th, afternoon slot (12-5pm). To save time on the day, it'd help if you could take the front cover off the boiler before Ryan arrives so he can get straight in. The service is £95. Thanks, Jo",
    mistake: 'diy-gas-advice',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // names-customers-publicly
  {
    goal: POSTS,
    task: "Post with photos of the wet room we've just completed.",
    draft:
      "Wet room finished for Mrs Atwal on Fairfield Road – level-access shower, fold-down seat and grab rails, perfect now her hips aren't what they used to be.",
    mistake: 'names-customers-publicly',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'Reply publicly to a Facebook review from Helen, whose bathroom we refitted.',
    draft:
      'Thanks Helen! It was a pleasure working at 7 Logan Street – enjoy the new bath, and say hi to Bernard for us.',
    mistake: 'names-customers-publicly',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: "Put together this season's mailing to subscribers, featuring a favourite project.",
    draft:
      "This autumn's highlight was Geoff and Maureen Pike's en-suite at The Old Rectory in Great Bowden – a cramped box room turned into a walk-in shower room with underfloor heating.",
    mistake: 'names-customers-publicly',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Share a thank-you to the family in Lutterworth who kept the lads fed with bacon rolls.',
    draft:
      'Big thanks to the Dhillons at 22 Bitteswell Road – bacon rolls every single morning while we did their kitchen pipework. Spoiled!',
    mistake: 'names-customers-publicly',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Post letting people know we have bathroom survey slots free next month.',
    draft:
      "We've got a few bathroom survey slots free in March. We've just finished Mr Coleman's bathroom on Leicester Road and he says it's changed his mornings! Surveys are free – ring Jo on 01858 462 310.",
    mistake: 'names-customers-publicly',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // superlative-claims
  {
    goal: POSTS,
    task: "Write a post introducing ourselves to people who've just joined the page.",
    draft:
      "Hello to everyone who's just joined! We're Hollins Plumbing & Heating – simply the best heating engineers in Harborough, at prices nobody can beat.",
    mistake: 'superlative-claims',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'Answer a post in the Kibworth community group where someone wants a plumber recommended.',
    draft:
      'Hi Jess, Hollins Plumbing & Heating here – rated the top plumbers in south Leicestershire, and every single customer leaves happy. Give us a ring on 01858 462 310.',
    mistake: 'superlative-claims',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: 'Chase a couple who had a survey for their en-suite three weeks ago and have gone quiet.',
    draft:
      "Hi Sarah and Ian, just checking in about your en-suite. You'll struggle to find better workmanship anywhere in the Midlands, and no one will beat our price. Thanks, Jo",
    mistake: 'superlative-claims',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Celebrate hitting 200 five-star Google ratings.',
    draft:
      '200 five-star ratings! That makes us officially the most loved heating firm in Leicestershire – nobody else comes close. Thank you all.',
    mistake: 'superlative-claims',
    kind: 'no shared words',
  },
  {
    goal: EMAILS,
    task: "Email welcoming a new landlord who's signed up for yearly gas safety checks on his three flats.",
    draft:
      "Hi Mr Okoye, welcome aboard. We'll send you a reminder a month before each certificate is due. You've picked the best gas engineers in Leicestershire – no landlord has ever had a complaint about us. Thanks, Jo",
    mistake: 'superlative-claims',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // emoji-hashtag-overload
  {
    goal: POSTS,
    task: 'Post nudging people to book their annual boiler service before the cold weather.',
    draft:
      "❄️🔥 Brrr!! The cold weather's coming 🥶🥶 Book your boiler service now 👉📞 01858 462 310 #boilerservice #heating #gassafe #plumber #cosyhome #winterready #leicestershire",
    mistake: 'emoji-hashtag-overload',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'Reply to a comment from a customer thanking us for sorting their hot water.',
    draft: 'Thanks so much Dawn!! 🙌🙌😁🔥💧 #hotwaterhero #happycustomer #plumbing',
    mistake: 'emoji-hashtag-overload',
    kind: 'reworded',
  },
  {
    goal: POSTS,
    task: 'Share pictures of the cloakroom loo and basin we put in at Husbands Bosworth.',
    draft:
      '✨🚽✨ Cloakroom glow-up!! 😍😍 Tiny space, big difference 💯 #bathroomgoals #cloakroom #renovation #interiors #tiling #plumber #husbandsbosworth #beforeandafter',
    mistake: 'emoji-hashtag-overload',
    kind: 'no shared words',
  },
  {
    goal: POSTS,
    task: 'Write something short to go with a picture of Dave and Ryan collecting parts at the merchants at 7am.',
    draft:
      'Early doors!! ☕☕🚐💨 Stocked up and ready to go 💪💪 #earlybird #tradielife #plumbersofinstagram #gassafe #heatingengineer #grafting #monday',
    mistake: 'emoji-hashtag-overload',
    kind: 'no shared words',
  },
  {
    goal: EMAILS,
    task: 'Email customers our prices for the new year.',
    draft:
      'Happy New Year! 🎉🥳 Here are our prices for the year ahead 💷👇 Boiler service £95 ✅ Gas safety certificate £75 ✅ Call-out £85 incl. first hour ✅ Thanks for your support 🙏❤️ #newyear #prices #plumbing #heating',
    mistake: 'emoji-hashtag-overload',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // too-formal
  {
    goal: REPLIES,
    task: 'Reply to a customer who needs to push his appointment back a few days.',
    draft:
      'Dear Sir, We acknowledge receipt of your request to amend your appointment. We are pleased to advise that an alternative date can be arranged. Kindly confirm your availability at your earliest convenience. Yours faithfully, Hollins Plumbing & Heating Ltd',
    mistake: 'too-formal',
    kind: 'reworded',
  },
  {
    goal: EMAILS,
    task: 'Email a customer to say sorry that Ryan turned up an hour after his slot.',
    draft:
      'Dear Mrs Booth, Please accept our sincere apologies for the delay experienced in respect of your recent appointment. Whilst we strive to adhere to scheduled times, unforeseen circumstances occasionally arise which are beyond our control. Yours sincerely, Hollins Plumbing & Heating Ltd',
    mistake: 'too-formal',
    kind: 'reworded',
  },
  {
    goal: REPLIES,
    task: 'Someone gave us four out of five on Facebook, praising Dave but moaning about the parking – say thanks.',
    draft:
      'We are sincerely grateful for your feedback. We note your observations regarding parking and shall endeavour to take these into consideration on future occasions. Please do not hesitate to contact us should you have any further comments.',
    mistake: 'too-formal',
    kind: 'no shared words',
  },
  {
    goal: EMAILS,
    task: "Let a landlord know his tenants' safety certificates run out in April.",
    draft:
      'Dear Mr Clarke, We write to inform you that the Landlord Gas Safety Records pertaining to your properties are scheduled to expire in April. We would respectfully request that you contact our office at your earliest convenience so that the requisite inspections may be arranged. Yours faithfully, Hollins Plumbing & Heating Ltd',
    mistake: 'too-formal',
    kind: 'no shared words',
  },
  {
    goal: REPLIES,
    task: 'Reply to someone asking whether we cover Great Easton.',
    draft:
      'Good afternoon. We are pleased to confirm that Great Easton falls within our designated service area. Should you wish to proceed with a booking, kindly contact our office during business hours. Kind regards, Hollins Plumbing & Heating Ltd',
    mistake: 'too-formal',
    kind: 'new situation, same mistake',
    draftOnly: true,
  },

  // No past mistake: ordinary tasks, clean drafts.
  {
    goal: REPLIES,
    task: 'Reply to a customer whose boiler is leaking water and who asks if we can come today.',
    draft:
      "Hi Becky, sorry to hear that. Turn the boiler off and put a bowl under the drip for now. Jo's checking the diary and will ring you back this morning with the earliest slot – it may be today, but I can't promise until she's looked. The call-out is £85 including the first hour.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: POSTS,
    task: 'Post with tips for keeping your heating going in the cold.',
    draft:
      'Cold week ahead. A few things you can do yourself: check your boiler pressure is between 1 and 1.5 bar, bleed any radiators that are cold at the top, and if the condensate pipe freezes, pour warm (not boiling) water along it where it leaves the house, then reset the boiler. Anything inside the boiler, leave to us – ring 01858 462 310.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: EMAILS,
    task: 'Email confirming a boiler service appointment.',
    draft:
      "Hi Mrs Daniels, you're booked in for your boiler service on Wednesday 9th October, morning slot (8am-12pm). Ryan will be doing it and I'll text you when he's on his way. It's £95, payable by card or bank transfer on the day. If you need to change it, please give us 24 hours' notice. Thanks, Jo",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: POSTS,
    task: 'Post showing a bathroom we finished in Kibworth.',
    draft:
      "Finished this one in Kibworth last week – old corner bath out, walk-in shower and new vanity in, tiled floor to ceiling. We're booking surveys for spring now: ring Jo on 01858 462 310.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: REPLIES,
    task: 'Reply to a customer who says she can smell gas in her kitchen.',
    draft:
      "Please ring the National Gas Emergency line on 0800 111 999 straight away – it's free and open 24 hours. Open the doors and windows, turn the gas off at the meter if you can, and don't use switches or naked flames. Once they've made it safe, give us a call and we'll fix whatever caused it.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: EMAILS,
    task: "Email a customer who wants a rough cost for fixing his boiler's on-off hot water.",
    draft:
      "Hi Mr Shah, it's hard to say without seeing it – hot water that comes and goes on a combi can be a few different things. Our call-out is £85 including the first hour, and Dave will tell you what it needs and what it'll cost before he does any work. Reply here or ring 01858 462 310 to book. Thanks, Jo",
    mistake: null,
    kind: 'no past mistake',
  },

  // Unrelated: other topics of the business, clean drafts.
  {
    goal: POSTS,
    task: "Post that we're looking for an apprentice plumber.",
    draft:
      "We're looking for an apprentice to join us in September. You'll be out with Dave and Ryan learning plumbing and heating from the ground up, with college one day a week. Keen, reliable and happy to get stuck in? A driving licence helps but isn't essential. Message us or email jo@hollinsheating.co.uk.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: EMAILS,
    task: 'Email a supplier to chase a late delivery of tiles.',
    draft:
      "Hi Steve, the tiles for our job in Corby were due on Tuesday and haven't arrived yet. Can you let me know where they are? We're due to start tiling on Monday. Thanks, Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: REPLIES,
    task: 'Reply to a message asking if we have any part-time office work.',
    draft:
      "Hi Emma, thanks for asking. We haven't got anything at the moment, but I'll keep your details in case that changes. Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: POSTS,
    task: 'Post about our Christmas opening hours.',
    draft:
      'Christmas hours: the office closes at 12pm on Tuesday 24th December and reopens at 8am on Thursday 2nd January. Merry Christmas from Dave, Ryan and Jo, and thanks for all your support this year.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: EMAILS,
    task: 'Email the accountant the receipts for the quarter.',
    draft:
      "Hi Priya, attached are the receipts and bank statements for July to September. The van lease invoice for August is missing – I've asked the lease company for a copy and will forward it when it comes. Thanks, Jo",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: REPLIES,
    task: "Reply to the local primary school asking if we'd sponsor their football kit.",
    draft:
      "Hi Mrs Ward, we'd be happy to help. Dave's son played for the school a few years ago, so it's close to our hearts. Let us know what it costs and where to send the logo. Jo",
    mistake: null,
    kind: 'unrelated',
  },
];

export const DEV_T: RetrievalSet = { name: 'dev T', memory, questions };
