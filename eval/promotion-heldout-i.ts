// Written independently by a helper who had not seen the product's code, its tuning sets or any other set,
// before it was ever measured. Business: Hartley Plumbing & Heating, a small Stockport plumbing and heating firm
// (boiler services, emergency call-outs, quotes, follow-ups, social posts, review replies).
// Goals: customer messages, social posts, review replies, quotes. Classes: exact arrival times, repair prices before
// diagnosis, customer names in posts, emoji/hashtag overload, 24/7 claims, admitting liability, corporate tone,
// pressure follow-ups, overstated warranties.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_I: PromotionSet = {
  name: 'held-out I',
  classes: [
    {
      id: 'exact-arrival-times',
      goal: 'customer messages',
      corrections: [
        {
          task:
            'Reply to an email from Sarah Collins: no hot water since this morning, the combi is showing a red ' +
            'light, when can someone come?',
          draft:
            'Hi Sarah, sorry to hear about the boiler. Kieran will be with you at 10am tomorrow (Wednesday) to ' +
            'take a look. The call-out charge is £85, which covers the first half hour. Kind regards, Hartley ' +
            'Plumbing & Heating',
          edit:
            'Hi Sarah, sorry to hear about the boiler. Kieran can come out tomorrow (Wednesday) in the morning ' +
            "slot, between 8 and 12 - he'll text you when he's on his way. The call-out charge is £85, which " +
            'covers the first half hour. Kind regards, Hartley Plumbing & Heating',
        },
        {
          task: 'Text back Mr Doyle in Edgeley, whose pipe under the kitchen sink is leaking.',
          draft:
            "Hi Mr Doyle, thanks for getting in touch. Turn the stopcock off under the sink for now. We'll " +
            'have someone with you within the hour.',
          edit:
            "Hi Mr Doyle, thanks for getting in touch. Turn the stopcock off under the sink for now. We'll get " +
            "someone to you as soon as we can this afternoon and they'll ring before they set off.",
          reason: "don't say within the hour, we can't guarantee that",
        },
        {
          task: "Confirm a booking for Mrs Ahmed's annual boiler service next Thursday.",
          draft:
            'Hi Mrs Ahmed, this is to confirm your annual boiler service on Thursday 14th March at 2.30pm. ' +
            'Please make sure the boiler is accessible. Thanks, Hartley Plumbing & Heating',
          edit:
            'Hi Mrs Ahmed, just confirming your annual boiler service on Thursday 14th March, afternoon slot ' +
            "(12-5pm). The engineer will text you when he's on his way. Please make sure the boiler cupboard is " +
            'clear. Thanks, Hartley Plumbing & Heating',
          reason: 'We give slots, not times',
        },
        {
          task: 'Reply to a Facebook message on a Saturday afternoon: radiator valve pouring water in the hallway.',
          draft:
            'Hi Lisa, Dave is just finishing a job in Bramhall and will arrive at yours at 4.15pm. In the ' +
            'meantime put a towel down and a bowl under the valve.',
          reason: "Never give an exact time like that. If the Bramhall job runs over she'll be ringing me at 4.20.",
        },
        {
          task: 'Email Tom to rebook his bathroom tap repair after the engineer was off sick yesterday.',
          draft:
            "Hi Tom, apologies again for having to cancel yesterday. We've rebooked you for Monday and Kieran " +
            'will be there at 8am sharp.',
          reject: true,
        },
      ],
    },
    {
      id: 'repair-prices-before-diagnosis',
      goal: 'customer messages',
      corrections: [
        {
          task:
            'Reply to an email from Gary Walsh: Baxi combi showing fault code E133, no heating or hot water, ' +
            'how much will it cost?',
          draft:
            'Hi Gary, E133 on a Baxi usually means the gas valve or the ignition. A repair for that normally ' +
            'comes to around £150 including parts. We can come out tomorrow morning (8-12). Kind regards, Hartley ' +
            'Plumbing & Heating',
          edit:
            'Hi Gary, E133 on a Baxi is an ignition fault - it can be a few different things, from the gas ' +
            "supply to a part on the boiler, so we'd need to have a look before we can tell you what the repair " +
            'will cost. Call-out is £85 including the first half hour. We can come out tomorrow morning (8-12). ' +
            'Kind regards, Hartley Plumbing & Heating',
        },
        {
          task:
            "Text reply to a landlord asking what it costs to replace the immersion heater in his tenant's " +
            'hot water cylinder.',
          draft:
            'Hi Steve, a new immersion heater element fitted is £120. We can do Thursday afternoon if that ' +
            'works for your tenant?',
          edit:
            "Hi Steve, we'd need to see it first - sometimes it's just the element, sometimes it's the " +
            "cylinder itself. Once our engineer has had a look he'll give you a fixed price before doing anything. " +
            'We can do Thursday afternoon (12-5) if that works for your tenant?',
          reason: "we haven't seen it yet. no price till it's been diagnosed",
        },
        {
          task: "Reply to a website enquiry: radiators cold at the top and one upstairs won't heat up at all.",
          draft:
            "Hi Hannah, sounds like air and possibly sludge in the system. Bleeding the radiators won't fix " +
            "the sludge, so you're probably looking at a powerflush, which is £350 for a house your size.",
          edit:
            "Hi Hannah, cold at the top usually means air, so it's worth bleeding them first. If the upstairs " +
            "one still won't heat up we can send someone to have a look - the call-out is £85 and they'll tell " +
            "you what it needs and what it'll cost before any work is done.",
          reason: "Don't put a figure on it before we've seen it. Just the call-out price.",
        },
        {
          task:
            'Reply to an email from Mr Carter: the boiler has started banging and whirring loudly when the ' +
            'heating comes on.',
          draft:
            'Hi Mr Carter, that noise is most likely the pump on its way out. A replacement pump is usually ' +
            "£220-£260 fitted. Let us know when suits and we'll book you in.",
          reason:
            'Again guessing the part and the price without seeing it. If it turns out not to be the pump we ' +
            'look daft.',
        },
        {
          task: 'WhatsApp reply to Angela, whose boiler pressure keeps dropping below 1 bar.',
          draft:
            "Hi Angela, if it keeps dropping it's normally the expansion vessel. A new one is about £180 plus " +
            'the call-out. Do you want us to book you in for next week?',
          edit:
            'Hi Angela, pressure dropping can be a leak somewhere on the system or a problem with the expansion ' +
            'vessel. Our engineer will find out which and give you a price before he does any work. Do you want ' +
            'us to book you in for next week?',
        },
      ],
    },
    {
      id: 'customer-names-in-posts',
      goal: 'social posts',
      corrections: [
        {
          task: 'Facebook post about a new combi boiler installation finished today, with before and after photos.',
          draft:
            'Another happy customer! Just finished fitting a brand new Worcester Bosch combi for Mrs Patel on ' +
            'Beech Grove, Heaton Moor. Out with the old back boiler, in with the new - and loads more cupboard ' +
            'space! #boilerinstall #HeatonMoor',
          edit:
            'Just finished fitting a brand new Worcester Bosch combi in Heaton Moor. Out with the old back ' +
            'boiler, in with the new - and loads more cupboard space! #boilerinstall #HeatonMoor',
        },
        {
          task: 'Instagram post with photos of a bathroom refit completed this week.',
          draft:
            "The Thompsons' new bathroom at 22 Kingsway is finished! Walk-in shower, new vanity unit and a " +
            'heated towel rail to keep things toasty. Really pleased with how this one came out.',
          edit:
            'Bathroom refit finished this week in Cheadle! Walk-in shower, new vanity unit and a heated towel ' +
            'rail to keep things toasty. Really pleased with how this one came out.',
          reason: "No names or house numbers on posts. It's people's homes.",
        },
        {
          task: "Facebook post about last night's emergency burst pipe call-out.",
          draft:
            "Late one last night! Got a call from Jean, 84, on Green Lane, who'd come home to water pouring " +
            'through her kitchen ceiling. Dave had the leak fixed and the water off within half an hour. Remember ' +
            'to know where your stopcock is, folks!',
          edit:
            "Late one last night! Got a call from a customer who'd come home to water pouring through the " +
            'kitchen ceiling. Dave had the leak fixed within half an hour. Know where your stopcock is, folks!',
          reason: "take out her name, age and street. She lives on her own, don't want that on Facebook",
        },
        {
          task: 'Post thanking a customer for a glowing Google review.',
          draft:
            'Massive thanks to Mark Ellis from Bramhall for his lovely 5-star review! Mark, it was a pleasure ' +
            'sorting your heating out. Reviews like this make our day.',
          reason: "we don't name customers in posts unless they've said ok",
        },
        {
          task: 'Post with before and after photos of a powerflush on an old open-vent system.',
          draft:
            'Look at the sludge that came out of this system in Davenport! The family at 9 Laburnum Close ' +
            "hadn't had warm radiators upstairs for two winters - after a powerflush they're all red hot.",
          edit:
            "Look at the sludge that came out of this system in Davenport! The upstairs radiators hadn't been " +
            "warm for two winters - after a powerflush they're all red hot.",
        },
      ],
    },
    {
      id: 'emoji-hashtag-overload',
      goal: 'social posts',
      corrections: [
        {
          task: 'Facebook post reminding people to get their boiler serviced before winter.',
          draft:
            "🔥🔥 WINTER IS COMING 🔥🔥 Don't get caught out in the cold ❄️🥶 Get your boiler serviced NOW ✅✅ " +
            'Book today 📞👇 #boilerservice #winterready #gassafe #heating #plumber #stockport #boiler #cosy ' +
            '#homeowner #servicing',
          edit:
            "Winter's on its way - don't get caught out with a boiler that won't fire up. Book your annual " +
            "service now and we'll make sure it's safe and running right. Call 0161 480 2213. #boilerservice " +
            '#Stockport',
        },
        {
          task: 'Post announcing that we are looking for an apprentice plumber.',
          draft:
            "📢 WE'RE HIRING!! 📢 🔧🚿 Want to learn a trade? 💪 We're looking for an apprentice plumber 👷 " +
            'to join our small team! 🙌 Full training given 📚 DM us!! 😃👍',
          edit:
            "We're hiring! We're looking for an apprentice plumber to join our small team. Full training " +
            "given, college day release, and you'll be out on jobs with Dave and Kieran from day one. Send us a " +
            "message if you're interested.",
          reason: 'way too many emojis, looks like spam',
        },
        {
          task: 'Post with our opening hours over the Easter bank holiday weekend.',
          draft:
            'Easter opening hours 🐣🐰 Good Friday: emergencies only 🚨 Saturday: 8-4 ✅ Easter Sunday: CLOSED ' +
            '❌ Easter Monday: emergencies only 🚨 Happy Easter everyone!! 🐣🌷 #Easter #bankholiday #plumber ' +
            '#heating #emergencyplumber #Stockport #localbusiness #family',
          edit:
            'Easter opening hours: Good Friday - emergencies only. Saturday - 8am to 4pm. Easter Sunday - ' +
            'closed. Easter Monday - emergencies only. Happy Easter everyone! #Stockport #localbusiness',
          reason: 'Cut the hashtags down, 2 max. And lose the emoji on every line',
        },
        {
          task: 'Post for Gas Safety Week about carbon monoxide alarms.',
          draft:
            '⚠️⚠️ GAS SAFETY WEEK ⚠️⚠️ CO is the SILENT KILLER ☠️😱 Do YOU have a CO alarm?? 🤔 If not GET ONE ' +
            '🚨🚨 #GasSafetyWeek #COawareness #carbonmonoxide #staysafe #gassafe #plumber #heating #safetyfirst',
          reason:
            "Reads like a teenager wrote it. It's a serious subject, calm it down - no skulls, hardly any " + 'emojis.',
        },
        {
          task: 'Instagram tip post on how to bleed a radiator.',
          draft:
            'Radiators cold at the top? 🥶🤔 Time to bleed them!! 💨💨 1️⃣ Turn heating off 2️⃣ Use a radiator ' +
            'key 🔑 3️⃣ Open valve till water comes out 💧 4️⃣ Check boiler pressure ✅ Easy peasy 🍋😎 #DIY ' +
            '#heatingtips #radiator #plumbing #lifehack #homeimprovement #winter',
          edit:
            'Radiators cold at the top? They probably need bleeding. Turn the heating off, open the bleed ' +
            'valve with a radiator key until water comes out, then close it and check your boiler pressure is ' +
            'back around 1-1.5 bar. #heatingtips #Stockport',
          reason: 'Fewer emojis. Fewer hashtags.',
        },
      ],
    },
    {
      id: 'no-24-7-claims',
      goal: 'social posts',
      corrections: [
        {
          task: 'Facebook post promoting our emergency call-out service.',
          draft:
            "Burst pipe? Boiler packed in? No heating? We're here 24/7 for all your plumbing and heating " +
            'emergencies across Stockport. Just pick up the phone: 0161 480 2213.',
          edit:
            'Burst pipe? Boiler packed in? No heating? We cover plumbing and heating emergencies across ' +
            'Stockport from 7am to 9pm, seven days a week. Just pick up the phone: 0161 480 2213.',
          reason: 'We are not 24 hour!',
        },
        {
          task: 'Post about emergency cover over Christmas and New Year.',
          draft:
            "Boiler break down on Christmas Eve at midnight? Don't panic - we never close, so whatever the " +
            "hour, give us a ring and we'll be out. Merry Christmas from all at Hartley Plumbing & Heating!",
          edit:
            "Boiler break down over Christmas? Don't panic - we're covering emergency call-outs every day " +
            'from 8am to 6pm over the holidays, Christmas Day included. Merry Christmas from all at Hartley ' +
            'Plumbing & Heating!',
        },
        {
          task: 'Write the short About blurb for the Facebook page.',
          draft:
            'Hartley Plumbing & Heating - family-run, Gas Safe registered plumbers in Stockport. Boiler ' +
            'installs, servicing, repairs and round-the-clock emergency cover.',
          edit:
            'Hartley Plumbing & Heating - family-run, Gas Safe registered plumbers in Stockport. Boiler ' +
            'installs, servicing, repairs and emergency call-outs 7am-9pm, 7 days.',
          reason: "not round the clock. I don't want people ringing at 3am and getting voicemail",
        },
        {
          task: 'Post during a cold snap about frozen condensate pipes.',
          draft:
            'Frozen condensate pipe? Pour warm (not boiling) water over it and reset the boiler. Still no ' +
            "joy? Day or night, we'll come out to you - no call-out is too late for us.",
          reason: "We don't do nights. Last call-out is 9pm.",
        },
        {
          task: 'Short Google Business Profile update about emergency plumbing.',
          draft:
            "Need an emergency plumber in Stockport? We're available any time, day or night, for leaks, " +
            'bursts and breakdowns.',
          edit:
            "Need an emergency plumber in Stockport? We're available 7am-9pm every day for leaks, bursts and " +
            'breakdowns.',
        },
      ],
    },
    {
      id: 'admitting-liability-in-reviews',
      goal: 'review replies',
      corrections: [
        {
          task:
            'Reply to a 2-star Google review from Mr Hughes: says the engineer left a leak after fitting a ' +
            'radiator and it damaged his kitchen ceiling.',
          draft:
            "Dear Mr Hughes, we're so sorry that our engineer left a leak that damaged your ceiling. That's " +
            'completely unacceptable and we will of course pay for the repairs to your kitchen. Please get in touch.',
          edit:
            "Mr Hughes, I'm sorry to read this. I'd like to look into what happened properly - please give me " +
            "a ring on 0161 480 2213 and we'll get it sorted. Dave",
          reason: "don't admit fault or offer to pay in a public reply. Take it offline.",
        },
        {
          task: 'Reply to a 1-star review from Julie: boiler broke down a week after its annual service.',
          draft:
            "Hi Julie, we're really sorry. Clearly something was missed on the service and that's on us. " +
            "We'll come back out free of charge to put it right.",
          edit:
            'Hi Julie, sorry to hear the boiler let you down so soon after the service. Can you give us a ring ' +
            "on 0161 480 2213? I'd like to find out what's happened and get it looked at.",
        },
        {
          task:
            'Reply to a 3-star review from Ben: radiator valve dripping after it was fitted, took a few days ' +
            'for someone to come back.',
          draft:
            'Thanks for the feedback, Ben. Apologies for the faulty workmanship on your valve - as a goodwill ' +
            "gesture we'll refund your original call-out fee.",
          edit:
            'Thanks for the feedback, Ben, and sorry it took a few days to get back to you - we were stretched ' +
            "that week. Glad the valve's sorted now.",
          reason: "we don't know it was workmanship, and no refunds in a review reply",
        },
        {
          task:
            'Reply to a 1-star review from Karen: says the engineer scratched her new laminate floor moving ' +
            'the washing machine.',
          draft:
            'Hi Karen, we accept full responsibility for the damage to your floor and sincerely apologise. ' +
            "Please send us a quote for the repair and we'll cover it.",
          reason: 'Never say we accept responsibility online - the insurer would have a fit. Ask her to ring me.',
        },
        {
          task:
            "Reply to a 2-star review from Priya: charged a second call-out fee when the first visit didn't " +
            'fix the boiler.',
          draft:
            "Hi Priya, you're right, we shouldn't have charged you twice - that was our mistake. We'll " +
            'refund the second call-out straight away.',
          edit:
            "Hi Priya, thanks for letting us know. I'd like to go through the two visits and the invoices with " +
            'you - can you drop me a line on 0161 480 2213 or info@hartleyplumbing.co.uk?',
          reason: 'Not in public. Let me look at the job sheets first.',
        },
      ],
    },
    {
      id: 'corporate-tone-in-reviews',
      goal: 'review replies',
      corrections: [
        {
          task: 'Reply to a 5-star Google review from Emma: Kieran fixed the boiler the same day, really friendly.',
          draft:
            'Dear Emma, thank you for taking the time to leave your valuable feedback. At Hartley Plumbing & ' +
            'Heating, customer satisfaction is our number one priority. We look forward to serving you again in ' +
            'the future. Kind regards, The Hartley Plumbing & Heating Team',
          edit: "Thanks Emma! Glad Kieran got you sorted the same day - I'll pass it on to him. Dave",
        },
        {
          task: 'Reply to a 5-star review from Rob after a powerflush: radiators all hot again.',
          draft:
            'We are delighted to hear that you are satisfied with the services provided. It is always our aim ' +
            'to exceed customer expectations. Thank you for choosing Hartley Plumbing & Heating.',
          edit:
            "Cheers Rob, good to hear they're all warming up properly now. That system had a fair bit of " +
            'sludge in it! Dave',
          reason: 'sounds like a bank wrote it. Just talk normally',
        },
        {
          task:
            'Reply to a 4-star review from Mike: good job on the new boiler but a bit more expensive than ' +
            'expected.',
          draft:
            'Thank you for your review. We appreciate your valuable input regarding pricing. We strive to ' +
            'deliver exceptional value and quality workmanship to all of our customers and your comments have ' +
            'been noted.',
          edit:
            "Thanks for the review, Mike, glad you're happy with the boiler. We don't try to be the cheapest, " +
            "but we use decent kit and do it properly - hopefully you'll see that over the years. Dave",
          reason: "Too stiff. We're a plumber, not a call centre.",
        },
        {
          task: "Reply to a 5-star review that just says 'Great service, would recommend'.",
          draft:
            'Dear valued customer, we are truly grateful for your kind recommendation. Your satisfaction is ' +
            'of the utmost importance to us and we remain committed to providing a first-class service at all ' +
            'times.',
          reject: true,
        },
        {
          task: 'Reply to a 5-star review from Claire for a bathroom refit: she loves the walk-in shower.',
          draft:
            'Thank you for your wonderful feedback. Your kind words are greatly appreciated and will be shared ' +
            'with the wider team. We remain committed to excellence in every project we undertake.',
          edit:
            "Thanks so much Claire - that walk-in shower was a fiddly one so I'm really glad you love it. " +
            'Enjoy it! Dave',
          reason: "cringe. write it the way I'd say it",
        },
      ],
    },
    {
      id: 'pressure-in-quote-follow-ups',
      goal: 'quotes',
      corrections: [
        {
          task: 'Follow-up email to Mr and Mrs Reid, 10 days after sending them a quote for a boiler replacement.',
          draft:
            'Hi Mr and Mrs Reid, just a reminder that the price in your quote is only guaranteed until ' +
            "Friday. Boiler prices are going up next month, so we'd recommend booking in now so you don't miss " +
            'out!',
          edit:
            'Hi Mr and Mrs Reid, just checking the quote for the new boiler came through OK and whether you had ' +
            "any questions about it. It's valid for 30 days, so no rush - give us a ring if you want to talk " +
            'anything through.',
          reason: "No pressure stuff. The quote's valid 30 days.",
        },
        {
          task: 'Follow-up to Natalie on a bathroom refit quote sent last week.',
          draft:
            "Hi Natalie, hope you've had a chance to look at your bathroom quote. We've only got two install " +
            'slots left before the summer, so book now to avoid disappointment!',
          edit:
            "Hi Natalie, hope you've had a chance to look at the bathroom quote. Let us know if you've got any " +
            'questions or want to change anything - happy to pop round and go through it.',
        },
        {
          task: 'Follow-up to Mr Shah on a quote to replace his old unvented hot water cylinder.',
          draft:
            'Hi Mr Shah, following up on our quote for the new cylinder. Leaving an old unvented cylinder in ' +
            "place can be dangerous, so it's important you act quickly and get it booked in.",
          edit:
            "Hi Mr Shah, following up on our quote for the new cylinder. Yours is getting on and it's worth " +
            "replacing before it fails, but it's fine to use in the meantime. Any questions, just give us a ring.",
          reason: "don't scare people into it. If it was dangerous we'd have said so on the day.",
        },
        {
          task: "Second follow-up to Paul, who hasn't replied to a quote for a combi conversion.",
          draft:
            "Hi Paul, LAST CHANCE to secure this price! We haven't heard back from you and we'd hate you to " +
            'miss out - reply today to lock in your installation date.',
          reason: "way too pushy. If they haven't replied after one follow-up, leave it.",
        },
        {
          task: 'Cover email sending Jo a quote for underfloor heating in her kitchen extension.',
          draft:
            "Hi Jo, please find your quote for the underfloor heating attached. Book within 7 days and we'll " +
            "take 5% off - but this offer won't be around for long!",
          edit:
            "Hi Jo, please find your quote for the underfloor heating attached. It's valid for 30 days. Any " +
            'questions at all, just let me know.',
          reason: "we don't do limited time offers",
        },
      ],
    },
    {
      id: 'overstated-warranties',
      goal: 'quotes',
      corrections: [
        {
          task: 'Cover email for a quote to install a Worcester Bosch combi for Mr Brennan.',
          draft:
            'Hi Mr Brennan, please find attached your quote for a new Worcester Bosch Greenstar combi, fully ' +
            "fitted. It comes with a lifetime warranty, so you'll never have to worry about your boiler again.",
          edit:
            'Hi Mr Brennan, please find attached your quote for a new Worcester Bosch Greenstar combi, fully ' +
            "fitted. It comes with a 10-year manufacturer's warranty, as long as it's serviced every year.",
          reason: "there's no such thing as a lifetime warranty",
        },
        {
          task: 'Quote summary for a landlord replacing the boiler in a rental flat with an Ideal Logic+.',
          draft:
            'Price includes supply and fit of an Ideal Logic+ combi, system flush and magnetic filter. All our ' +
            'boilers come with a 10-year warranty.',
          edit:
            'Price includes supply and fit of an Ideal Logic+ combi, system flush and magnetic filter. The ' +
            "Logic+ comes with a 7-year manufacturer's warranty, subject to annual servicing.",
        },
        {
          task: 'Quote email to Mrs Lomax for a full bathroom refit.',
          draft:
            'Hi Mrs Lomax, please find your bathroom quote attached. All our work is guaranteed for 10 years, ' +
            'so you can have complete peace of mind.',
          edit:
            'Hi Mrs Lomax, please find your bathroom quote attached. Our workmanship is guaranteed for 12 ' +
            'months, and the shower, taps and fittings come with their own manufacturer guarantees.',
          reason: 'our workmanship guarantee is 12 months, not 10 years',
        },
        {
          task: 'Quote for replacing six radiators and their thermostatic valves.',
          draft:
            "Quote attached for six new radiators and TRVs, supplied and fitted. Everything's fully " +
            "guaranteed no matter what happens, so if anything goes wrong, we'll fix it for free.",
          reason: 'not "no matter what". Guarantees have conditions - we don\'t cover someone kicking a valve off.',
        },
        {
          task: 'Cover email sending Sophie a quote to install a Vaillant ecoTEC system boiler.',
          draft:
            "Hi Sophie, here's your quote for the Vaillant ecoTEC. It's got a 10-year warranty on parts and " +
            "labour, so once it's in there's nothing else you need to do.",
          edit:
            "Hi Sophie, here's your quote for the Vaillant ecoTEC. It comes with a 10-year manufacturer's " +
            'warranty, but it has to be serviced every year to keep it valid - we can send you a reminder each ' +
            'year.',
          reason: "She needs to know it's only valid with a yearly service or she'll lose it",
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'customer messages',
      task: "Text Mrs Green to confirm tomorrow's visit to fix her dripping outside tap.",
      draft:
        "Hi Mrs Green, Kevin will be with you tomorrow afternoon (12-5) to sort the outside tap. He'll text " +
        "when he's on his way.",
      edit:
        "Hi Mrs Green, Kieran will be with you tomorrow afternoon (12-5) to sort the outside tap. He'll text " +
        "when he's on his way.",
    },
    {
      goal: 'social posts',
      task: 'Post advertising our autumn boiler service.',
      draft: 'Autumn boiler service: full annual service and safety check for £79. Book now on 0161 480 2213.',
      edit: 'Autumn boiler service: full annual service and safety check for £89. Book now on 0161 480 2213.',
      reason: "it's £89 since January",
    },
    {
      goal: 'review replies',
      task: 'Reply to a 5-star review from Dev about his new outside tap.',
      draft: 'Thanks Dev, lovley to hear from you - enjoy the new outside tap! Dave',
      edit: 'Thanks Dev, lovely to hear from you - enjoy the new outside tap! Dave',
    },
    {
      goal: 'quotes',
      task: 'Quote cover email to Mr Singh confirming the start date for his boiler swap.',
      draft:
        'Hi Mr Singh, thanks for accepting the quote. We can start on Monday 26th August - the job takes ' +
        "two days and you'll be without heating and hot water for most of the first day.",
      edit:
        'Hi Mr Singh, thanks for accepting the quote. We can start on Tuesday 27th August - the job takes ' +
        "two days and you'll be without heating and hot water for most of the first day.",
      reason: 'Monday 26th is the bank holiday',
    },
    {
      goal: 'customer messages',
      task: 'Reply to Joan, who asks whether we cover Marple.',
      draft: "Hi Joan, yes, we cover Marple! Please don't hesitate to reach out if you need anything.",
      edit: 'Hi Joan, yes, we cover Marple! Just give us a ring if you need anything.',
    },
    {
      goal: 'social posts',
      task: 'Post welcoming a new engineer to the team.',
      draft:
        'Say hello to Liam, who joined us this week! Liam has been a Gas Safe engineer for eight years and ' +
        "knows his way around a boiler. You'll be seeing him round Stockport soon.",
      edit:
        'Say hello to Liam, who joined us this week! Liam has been a Gas Safe engineer for six years and ' +
        "knows his way around a boiler. You'll be seeing him round Stockport soon.",
    },
  ],
};
