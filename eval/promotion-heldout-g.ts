// Held-out promotion set G: written independently by a helper who had not seen the product's code, its tuning
// sets or any other set, before it was ever measured. Business: Hollow Oak Brewing Co., a craft brewery with a
// taproom (tours, events, weekend food truck), online shop and trade sales to pubs. Goals: social, replies, trade,
// shop. Classes: urging-heavy-drinking, emoji-hashtag-overload, weekday-food-truck, comping-without-asking,
// corporate-grovelling, under-18s-on-tours, delivery-outside-round, long-trade-emails, unsigned-delivery.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_G: PromotionSet = {
  name: 'held-out G',
  classes: [
    {
      id: 'urging-heavy-drinking',
      goal: 'social',
      corrections: [
        {
          task: 'Instagram post for the Friday taproom opening',
          draft:
            "Friday's here and the taps are flowing! 🍻 Doors open at 4 and we're not stopping " +
            'till the kegs run dry. Ridgeback IPA, Oakleaf Pale and Night Shift Stout all pouring. ' +
            "Who's doing the full flight... twice?",
          edit:
            "Friday's here! Doors open at 4 with Ridgeback IPA, Oakleaf Pale and Night Shift Stout " +
            'all pouring. Dogs welcome as always. See you at the bar 🍻',
          reason: "We can't be telling people to drink till the kegs run dry.",
        },
        {
          task: 'Facebook post announcing Midnight Oil, our 8.5% imperial stout',
          draft:
            "She's back. Midnight Oil Imperial Stout, 8.5% of pure trouble 😈 Bet you can't stop " +
            "at one. In the taproom from Thursday and online now. Go easy... or don't!",
          reason:
            'No dares and no "pure trouble". It\'s a big beer, talk about the flavour - coffee, ' +
            'dark chocolate, the bourbon barrel. Not how wrecked it gets you.',
        },
        {
          task: "Post for Saturday's tap takeover with Wharfe Valley Brewing",
          draft:
            'TAP TAKEOVER this Saturday! 12 lines of Wharfe Valley beer alongside ours from midday. ' +
            'Tick off every single one and earn your place on the Wall of Legends 🏆 ' +
            "Food from Smokin' Barrels in the yard.",
          edit:
            'Tap takeover this Saturday! Wharfe Valley Brewing are on six of our lines from midday, ' +
            'alongside our core range. Thirds available on everything so you can try a few. ' +
            "Food from Smokin' Barrels in the yard.",
        },
        {
          task: 'Tweet for the Sunday of the bank holiday weekend',
          draft: "No work tomorrow = no excuses 😉 Settle in for a proper all-dayer, we're open 12 till late!",
          edit:
            "Bank holiday Sunday and we're open 12 till 9. Grab a table in the yard, " +
            'Oakleaf Pale is on top form ☀️',
          reason: "don't egg people on. and it's till 9 not late",
        },
        {
          task: 'Post promoting the mixed 12-can case in the online shop',
          draft:
            'Why stop at one? 🍺 Our mixed 12-can case has everything you need for a night ' +
            "you won't remember. Free delivery over £40.",
          edit:
            "Can't decide? Our mixed 12-can case has three each of Oakleaf Pale, Ridgeback IPA, " +
            'Hazy Days and Night Shift Stout. Free delivery over £40.',
          reason: 'same again - no "night you won\'t remember"',
        },
      ],
    },
    {
      id: 'emoji-hashtag-overload',
      goal: 'social',
      corrections: [
        {
          task: 'Instagram caption for the new Hazy Days can design',
          draft:
            '🍊🌴 NEW CAN ALERT 🌴🍊 Hazy Days has had a glow-up!! 😍🔥 Same juicy pale, ' +
            'brand new look 🎨✨ #craftbeer #neipa #hazyipa #beerstagram #drinklocal #supportlocal ' +
            '#yorkshirebeer #canart #newrelease #beeroftheday #independentbeer',
          edit:
            'Hazy Days has a new can. Same juicy pale, new artwork by Millbridge illustrator Jo Pike. ' +
            'In the shop and the taproom from Friday. #craftbeer #drinklocal',
        },
        {
          task: 'Facebook post: June tour tickets now on sale',
          draft:
            '🚨🚨 TOUR TICKETS ARE LIVE 🚨🚨 June dates just dropped!! 🙌🍺 Get behind the scenes 🏭👀, ' +
            'meet the brewers 👋 and taste four of our beers straight from the tank 😋 ' +
            'Saturdays at 1pm & 3pm, £15 🎟️ Link in bio! ⬆️⬆️',
          edit:
            'June tour tickets are on sale. Saturdays at 1pm and 3pm, £15 including four tasters ' +
            'straight from the tank. Book through the link on our page 🍺',
          reason: 'Way too many emojis. One will do.',
        },
        {
          task: 'Instagram story for brew day',
          draft:
            'BREW DAY 💪🍺🔥 Mashing in 600 litres of Oakleaf Pale this morning 🌾💦 Smells unreal ' +
            'in here 😍 #brewday #brewlife #craftbrewery #behindthescenes #indiebeer #ukbrewery ' +
            '#beergeek #hops #malt #yorkshire',
          edit:
            'Brew day. Mashing in 600 litres of Oakleaf Pale this morning and the whole yard smells ' + 'of biscuits.',
          reason: 'Lose the hashtags, looks like a spam account',
        },
        {
          task: 'Post reminding people the taproom is dog friendly',
          draft:
            '🐶🐾 DOGS WELCOME 🐾🐶 Bring your four-legged pals 🐕🦮🐩 - water bowls 💧 and treats 🦴 ' +
            'at the bar! #dogfriendly #dogfriendlypub #dogsofinstagram #pubdog #craftbeer #taproom #woof',
          edit:
            'Dogs are always welcome in the taproom. Water bowls and treats at the bar, just ask 🐾 ' + '#dogfriendly',
          reason: 'calm down with the emojis. max one, and a couple of tags at most',
        },
        {
          task: 'Facebook post welcoming Ellie, our new assistant brewer',
          draft:
            '👋🎉 Say hello to ELLIE!! 🎉👋 Our brand new assistant brewer 🍺👩‍🔬 joining us from ' +
            'Wharfe Valley 🙌 Give her a big Hollow Oak welcome 💚💚💚 #newstarter #meettheteam ' +
            '#brewerylife #womeninbeer #craftbeer #teamhollowoak',
          reject: true,
        },
      ],
    },
    {
      id: 'weekday-food-truck',
      goal: 'social',
      corrections: [
        {
          task: "Facebook post for Thursday's taproom opening",
          draft:
            'Thursday means the weekend starts here 🍺 Taproom open from 4 with Ridgeback back on cask, ' +
            'and the food truck will be parked up serving loaded fries till late.',
          edit:
            'Taproom open from 4 today, with Ridgeback back on cask. Pork pies and crisps at the bar, ' +
            'or feel free to bring a takeaway in.',
          reason: "Truck's only here Saturday and Sunday.",
        },
        {
          task: "Post about Friday's acoustic night",
          draft:
            'Acoustic night this Friday! Lou Barker plays from 8pm. Grab a pizza from the truck outside ' +
            'and settle in 🎸',
          edit:
            'Acoustic night this Friday! Lou Barker plays from 8. Bring your own food if you fancy ' +
            "(Nonna's on Bridge Street delivers), or grab a pork pie at the bar 🎸",
        },
        {
          task: 'Instagram post for the Wednesday Meet the Brewer evening with Wharfe Valley',
          draft:
            'Meet the Brewer: Wharfe Valley Brewing! Wednesday 12 March, 7pm. A £12 ticket gets you ' +
            'four thirds, a Q&A with their head brewer and street food from our resident truck.',
          reason: "There's no truck on a Wednesday and food isn't in the ticket. Check the event sheet.",
        },
        {
          task: 'Post announcing the Christmas late opening on Thursday 18 December',
          draft:
            "We're open late on Thursday 18th for Christmas drinks 🎄 Festive food from the truck, " +
            'mulled cider and our Winter Warmer on cask.',
          edit:
            'Open late on Thursday 18th for Christmas drinks 🎄 Mulled cider, Winter Warmer on cask ' +
            'and mince pies on us while they last.',
          reason: 'weekends only for the truck!!',
        },
        {
          task: 'Tweet for the Friday pub quiz',
          draft:
            'Quiz night Friday 7.30! Teams of up to 6, £1 a head, prizes for the top 3. ' +
            'Burgers from the truck from 6.',
          edit:
            'Quiz night Friday 7.30! Teams of up to 6, £1 a head, bar tab for the winners. ' +
            "No food truck on Fridays but you're welcome to bring food in.",
          reason: 'no truck fri',
        },
      ],
    },
    {
      id: 'comping-without-asking',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a Google review: waited 20 minutes to get served on Saturday night',
          draft:
            'Hi Mark, thanks for the review and sorry about the wait on Saturday - it was a busy one ' +
            "with the band on. Next time you're in, your first pint is on us!",
          edit:
            'Hi Mark, thanks for the review and sorry about the wait on Saturday - it was a busy one ' +
            "with the band on. We're putting an extra person on the bar for gig nights from now on.",
          reason: "Don't offer free pints in public replies, everyone will want one.",
        },
        {
          task: 'Reply to an email: their table for a 40th birthday had been given to someone else',
          draft:
            "Hi Jen, I'm so sorry - that should never have happened, especially on a birthday. " +
            "To make it up to you we'd like to offer your whole group a free round next time, " +
            'plus a £50 bar tab.',
          edit:
            "Hi Jen, I'm so sorry - that should never have happened, especially on a birthday. " +
            "It was a mix-up on our booking sheet and I've changed how we hold tables. Could you " +
            'give me a ring on 01632 960418 so I can apologise properly?',
          reason: "I'll decide what we give her once I've spoken to her. No offers in writing.",
        },
        {
          task: 'Reply to a Facebook message: their Saturday tour was cancelled the day before',
          draft:
            "Hi Tom, really sorry we had to cancel - our brewer was off sick. We'd love to have you " +
            "back for a free tour for two on any date you like, and we'll throw in a case of " +
            'Oakleaf Pale to say sorry.',
          reason: "Refund or move the date, that's what we offer. Anything extra comes from me.",
        },
        {
          task: 'Reply to a TripAdvisor review saying the stout was flat',
          draft:
            "Hi there, sorry the Night Shift wasn't at its best! Pop back in, show this review at the " +
            "bar and we'll pour you a fresh pint on the house.",
          edit:
            "Hi there, sorry the Night Shift wasn't at its best. We checked the line the next morning " +
            "and the gas mix was off - all fixed now. Hope you'll give it another go.",
        },
        {
          task: 'Reply to an Instagram DM: the weekend food truck had run out of food by 6pm',
          draft: "So sorry about that! As an apology we'd like to give you a £10 voucher for your next visit 🙏",
          edit:
            "Sorry about that! The truck is run independently but we've passed it on, and they're " +
            'bringing more stock on Saturdays from now on.',
          reason: 'not our truck, and no vouchers without asking me first',
        },
      ],
    },
    {
      id: 'corporate-grovelling',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a Google review: the band was too loud on Saturday',
          draft:
            'Dear Valued Customer,\n\nWe sincerely apologise for any inconvenience caused during your ' +
            'recent visit to Hollow Oak Brewing Co. Your feedback is extremely important to us and has ' +
            'been passed to the relevant department for review. We strive to deliver an exceptional ' +
            'experience to all of our guests.\n\nKind regards,\nThe Hollow Oak Brewing Co. Team',
          edit:
            "Hi Priya, thanks for letting us know. Saturday's band was louder than we'd like - I've " +
            "had a word and we'll keep it down in the yard from now on. Hope to see you again.\n\nSam",
          reason: "We're a brewery not a bank. Talk like a person.",
        },
        {
          task: 'Reply to an email complaining the taproom had run out of Ridgeback IPA by 3pm',
          draft:
            'Dear Mr Hughes,\n\nPlease accept our deepest apologies for the disappointment experienced ' +
            'during your visit. We deeply regret that our product availability did not meet your ' +
            'expectations. Rest assured that we are reviewing our stock management procedures to ' +
            'ensure this does not reoccur.\n\nYours sincerely,\nHollow Oak Brewing Co.',
          edit:
            'Hi Gareth,\n\nSorry about that - Ridgeback went a lot quicker than we expected on Saturday! ' +
            "A fresh batch goes into kegs on Thursday, so it'll be back on the bar this weekend." +
            '\n\nCheers,\nSam',
        },
        {
          task: 'Reply to a Facebook comment saying the taproom was freezing on Sunday',
          draft:
            'We are truly sorry to hear that the temperature within our taproom fell below your ' +
            'expectations. We take all customer feedback extremely seriously and will be conducting a ' +
            'full review of our heating arrangements. We humbly thank you for bringing this matter to ' +
            'our attention.',
          reason: "Too stiff and way too much. It's a Facebook comment, short and friendly.",
        },
        {
          task: 'Reply to a TripAdvisor review saying a member of bar staff was rude',
          draft:
            'We are devastated to read your review and would like to offer our most profound apologies. ' +
            'This is not reflective of the high standards we set ourselves, and we are so very sorry. ' +
            'Please know that we have taken this extremely seriously, and we are deeply sorry once ' +
            'again for the distress caused.',
          edit:
            "Sorry to read this - that's not how we want anyone treated at our bar, and I've spoken " +
            "to the team. If you're happy to message me the details I'd like to hear more. Sam",
          reason: "Less grovelling. Say sorry once and say what we're doing about it.",
        },
        {
          task: 'Reply to an email: a tour group was kept waiting 25 minutes in the rain before the start',
          draft:
            'Dear Sir/Madam,\n\nThank you for contacting Hollow Oak Brewing Co. We acknowledge receipt ' +
            'of your correspondence regarding your recent tour experience. We regret any inconvenience ' +
            'this may have caused and wish to assure you that your comments have been duly noted.' +
            '\n\nYours faithfully,\nCustomer Services',
          reject: true,
        },
      ],
    },
    {
      id: 'under-18s-on-tours',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to an email asking if they can bring their 15-year-old son on the Saturday tour',
          draft:
            "Hi Claire, absolutely! Under-18s are welcome on the tour, he just won't be able to have " +
            "the tasters. Tickets are £15 each, or we can do £8 for him as he won't be drinking.",
          edit:
            "Hi Claire, sorry, the tours are 18+ only as there's tasting all the way round and it's a " +
            "working brewery. He's very welcome in the taproom with you until 7pm though, and we have " +
            'plenty of soft drinks.',
          reason: "Tours are 18+. No exceptions and no kids' price.",
        },
        {
          task: 'Reply to a Facebook message booking a tour for a hen party, one of the group is 17',
          draft:
            'Hi Laura, congrats to the bride! No problem at all, she can come round with the group and ' +
            "we'll swap her tasters for soft drinks. How many of you are there?",
          edit:
            'Hi Laura, congrats to the bride! Just so you know, everyone on the tour has to be 18 or ' +
            "over, so she couldn't join that part, sorry. You're all welcome in the taproom afterwards " +
            'until 7pm. How many of you are there?',
        },
        {
          task: 'Reply to an Instagram DM: can they bring their baby in a sling on the 1pm tour',
          draft: 'Of course! Little ones are very welcome, just keep an eye on them near the equipment 😊',
          edit:
            "Sorry, not on the tour - it's 18+ only. The taproom is very baby friendly though, " +
            "there's a changing table and plenty of room for prams.",
          reason: 'Working brewery - hot liquor, caustic, forklift. Tours are adults only.',
        },
        {
          task: 'Reply to an email from a sixth-form chemistry teacher asking about a class visit',
          draft:
            "Hi Mr Patel, we'd love to host your students! We can run a special version of the tour " +
            'without the tasting, focusing on the science of fermentation. Would a weekday morning work?',
          reason: "We don't take under-18s round, tasting or not. Polite no.",
        },
        {
          task: "Reply to a message about a tour voucher for her son's 18th, for a date before his birthday",
          draft: "That's absolutely fine, as long as he's with you on the day!",
          edit:
            'Lovely present idea! He does need to be 18 on the day of the tour though, so could you pick ' +
            "a date after his birthday? Vouchers are valid for 12 months, and he'll need to bring photo ID.",
          reason: 'has to be 18 on the day, with ID',
        },
      ],
    },
    {
      id: 'delivery-outside-round',
      goal: 'trade',
      corrections: [
        {
          task: 'Email to The Fleece confirming their first order (two firkins of Oakleaf Pale), sent Friday',
          draft:
            "Hi Mike,\n\nThanks for the order! We'll have two firkins of Oakleaf Pale with you " +
            'tomorrow morning.\n\nCheers,\nSam',
          edit:
            "Hi Mike,\n\nThanks for the order! Two firkins of Oakleaf Pale coming on Tuesday's round, " +
            'should be with you before 11.\n\nCheers,\nSam',
          reason: 'We deliver Tuesdays and Thursdays only.',
        },
        {
          task: 'Reply to the landlord of the Red Lion: out of Ridgeback IPA on a Friday before a big weekend',
          draft: "Hi Steve,\n\nNo worries, I'll get a firkin in the van and over to you this afternoon!\n\nSam",
          edit:
            "Hi Steve,\n\nNext round's Tuesday, but if you can't wait you're welcome to collect one " +
            "from the brewery before 4 today. I'll have it ready by the door.\n\nSam",
        },
        {
          task: 'Email to the Drovers in Halifax about stocking our cask',
          draft:
            'Hi Anna,\n\nThanks for getting in touch! We deliver anywhere in West Yorkshire, whatever ' +
            "day suits you, so just let us know when you'd like your first drop.\n\nCheers,\nSam",
          edit:
            'Hi Anna,\n\nThanks for getting in touch! Halifax is on our Thursday run, so if you order ' +
            "by Tuesday lunchtime it'll be with you that week. Price list attached.\n\nCheers,\nSam",
          reason: 'Tuesdays and Thursdays only, and we don\'t go "anywhere". Halifax is a Thursday.',
        },
        {
          task: 'Email to the Kings Arms about their order for their beer festival on Saturday 14 June',
          draft:
            "Hi Rob,\n\nAll booked in. To keep it fresh we'll deliver on the Saturday morning, first " +
            'thing, so it goes straight on the stillage before you open.\n\nSam',
          reason:
            "No Saturday drops, the driver's off and I'm on tours. Offer the Thursday before, " +
            'it needs time to settle anyway.',
        },
        {
          task: 'Reply to the Bell asking for an emergency keg of Low Tide alcohol-free on a Monday',
          draft: "Hi Jo,\n\nLeave it with me - I'll sort a same-day delivery and get it to you by teatime.\n\nSam",
          edit:
            "Hi Jo,\n\nCan't do same day I'm afraid, but it can go on tomorrow's round, or you can " +
            'collect from the brewery today before 4.\n\nSam',
          reason: 'no same-day. tuesday or collect',
        },
      ],
    },
    {
      id: 'long-trade-emails',
      goal: 'trade',
      corrections: [
        {
          task: 'Intro email to the Bay Horse about our new autumn seasonal on cask',
          draft:
            'Hi Karen,\n\nI hope this email finds you well! I wanted to take a moment to introduce you ' +
            "to something we're really excited about here at Hollow Oak. Ever since we started brewing " +
            "in a tiny unit on Mill Lane back in 2017, we've dreamed of making a proper autumn ale, " +
            'and this year we finally have.\n\nOld Copper is a 4.6% ruby ale brewed with Maris Otter, ' +
            'a touch of crystal and chocolate malt, and Fuggles and East Kent Goldings from a family ' +
            'farm in Herefordshire. We spent months testing versions on our pilot kit and the whole ' +
            'team voted on the final recipe. The result is a rich, toffee-ish ale with a gentle earthy ' +
            "finish that we think would suit your regulars down to the ground.\n\nIt's available in " +
            "firkins from the first week of October at £98 + VAT, and we'd be more than happy to drop " +
            'a sample round for you to try. We can also provide pump clips, drip mats and a tasting ' +
            "note card for the bar. Please don't hesitate to get in touch if you have any questions " +
            'whatsoever, and thank you so much for your continued support of local brewing.' +
            '\n\nWarmest regards,\nSam',
          edit:
            'Hi Karen,\n\nOur autumn seasonal, Old Copper (4.6% ruby ale, toffee and earthy hops), is ' +
            'out in firkins from the first week of October at £98 + VAT. Want me to drop a sample on ' +
            "Tuesday's round?\n\nCheers,\nSam",
        },
        {
          task: 'Email to the Royal Oak chasing an invoice that is 30 days overdue',
          draft:
            "Hi Pete,\n\nI hope you're keeping well and that the summer trade has been good to you! " +
            'I completely understand how busy things get running a pub, especially at this time of ' +
            'year, and I know paperwork is the last thing anyone wants to think about. I just wanted ' +
            "to gently reach out about invoice HO-2291 for £412.80, which was due on 3 July. I'm sure " +
            "it's just slipped through the net, which happens to all of us! As a small independent " +
            "brewery, cash flow is really important to us, so we'd be hugely grateful if you could " +
            "take a look when you get a spare moment. I've attached a copy of the invoice, and our " +
            "bank details are at the bottom. If there's any issue at all with the invoice or the " +
            "delivery, please do let me know and I'll be happy to help.\n\nMany thanks again,\nSam",
          edit:
            'Hi Pete,\n\nInvoice HO-2291 (£412.80) was due on 3 July - copy attached, bank details at ' +
            'the bottom. Could you sort it this week?\n\nThanks,\nSam',
          reason: 'Too long. They read these on their phone between changing barrels.',
        },
        {
          task: 'Email to all our trade customers about the price increase from 1 April',
          draft:
            'Dear all,\n\nWe hope this finds you well. We wanted to write to you personally to explain ' +
            'some changes to our pricing. As you will no doubt be aware, the last couple of years have ' +
            'been extremely challenging for small breweries. Malt prices have risen by around 30%, our ' +
            'energy bills have more than doubled, CO2 has become both harder to get hold of and more ' +
            'expensive, and the changes to beer duty have added further cost to every cask we send ' +
            'out. We have absorbed as much of this as we possibly can, but unfortunately we are no ' +
            'longer able to do so.\n\nWith this in mind, from 1 April our prices will rise by £4 per ' +
            'firkin and £6 per keg. We have thought long and hard about this and we truly hope you ' +
            'understand. We value every one of our trade partners enormously and we are committed to ' +
            'continuing to bring you the best possible beer.\n\nWith very best wishes,\nSam and the ' +
            'Hollow Oak team',
          edit:
            'Hi all,\n\nA heads-up that our prices go up by £4 a firkin and £6 a keg from 1 April. ' +
            'New price list attached. Anything ordered before then is at the old prices.' +
            '\n\nThanks for your support,\nSam',
          reason: "Keep it short - new prices, the date, thanks. They don't need our whole cost breakdown.",
        },
        {
          task: 'Reply to the Fleece asking to borrow pump clips and drip mats for their summer beer festival',
          draft:
            'Hi Mike,\n\nThank you so much for thinking of us for your summer beer festival, it sounds ' +
            "like a fantastic event and we're delighted to be involved! We would be more than happy to " +
            "lend you pump clips for any of our beers you're putting on. We have clips for Oakleaf " +
            'Pale, Ridgeback IPA, Night Shift Stout and Hazy Days, as well as a few of our older ' +
            "specials if you'd like something a bit different for the bar. In terms of drip mats, we " +
            'currently have two designs, the classic oak tree and the new Hazy Days one, and we can ' +
            "send as many as you think you'll need - just let us know numbers. We could also look at " +
            'sending a banner if you have space for one. Do let me know what works best for you and ' +
            'I will get everything together.\n\nBest wishes,\nSam',
          reason: 'Half a page to say yes. Try again in three lines.',
        },
        {
          task: 'Email to the Crown letting them know we are collecting empty casks on Thursday',
          draft:
            'Hi Lee,\n\nHope all is well at the Crown! Just a quick note (well, maybe not so quick!) to ' +
            'let you know that our driver, Craig, will be coming round on Thursday to pick up any empty ' +
            "casks and kegs you have. We're trying to get as many of our containers back as we can at " +
            'the moment, as a few have gone missing lately and new ones are very expensive to replace - ' +
            'a firkin costs us over £100 these days! It would be really helpful if you could have them ' +
            "out by the back door, and if there are any that belong to other breweries we'll leave " +
            'those for you. Craig should be with you sometime between 10 and 12, traffic permitting.' +
            '\n\nThanks ever so much,\nSam',
          edit:
            "Hi Lee,\n\nCraig's collecting empties on Thursday between 10 and 12. Could you leave ours " +
            'by the back door?\n\nCheers,\nSam',
          reason: 'shorter',
        },
      ],
    },
    {
      id: 'unsigned-delivery',
      goal: 'shop',
      corrections: [
        {
          task: "FAQ answer: What happens if I'm not in when my order arrives?",
          draft:
            "No problem! If you're out, DPD will leave your parcel in a safe place or with a " +
            "neighbour, and you'll get a photo so you know where it is.",
          edit:
            "Because it's alcohol, someone aged 18 or over has to sign for your parcel, so DPD can't " +
            'leave it in a safe place or with a neighbour. If you miss them, you can rebook or send it ' +
            'to a DPD Pickup shop from the link in your tracking email.',
          reason: "It's alcohol - has to be signed for by an adult.",
        },
        {
          task: 'Reply to a customer email asking us to leave their order in the porch as they work nights',
          draft:
            "Hi Dean, of course! I've added a note to your order asking the driver to leave it in the " +
            "porch so it won't wake you.",
          edit:
            "Hi Dean, sorry, we can't do that one - it's alcohol, so someone 18+ has to sign for it. " +
            'Could we send it to your work, or to a DPD Pickup shop near you so you can collect it when ' +
            "it suits? Just reply and I'll change the address.",
        },
        {
          task: 'Dispatch confirmation email template',
          draft:
            "Good news - your Hollow Oak order is on its way! 🍺 You'll get a one-hour delivery slot " +
            "from DPD on the day. If you're not home, the driver may leave it with a neighbour or in " +
            'your chosen safe place.',
          edit:
            "Good news - your Hollow Oak order is on its way! You'll get a one-hour delivery slot from " +
            'DPD on the day. Someone aged 18+ will need to sign for it and may be asked for ID.',
          reason: 'No neighbours or safe places. Adult signature, ID if asked.',
        },
        {
          task: 'Product page text for the Christmas gift box',
          draft:
            'The perfect present for the beer lover in your life: six of our favourite beers, a Hollow ' +
            "Oak glass and tasting notes, all in a gift box. Send it straight to them and it'll be " +
            'waiting on the doorstep when they get home. £34.',
          edit:
            'The perfect present for the beer lover in your life: six of our favourite beers, a Hollow ' +
            "Oak glass and tasting notes in a gift box. Add a gift message at checkout and we'll send " +
            'it straight to them (someone 18+ will need to sign for it). £34.',
          reason: 'Nothing gets left on a doorstep, it gets signed for.',
        },
        {
          task: 'Reply to a customer whose parcel came back to us after two missed deliveries',
          draft:
            "Hi Olivia, sorry about that! We'll send it out again today at no extra cost, and this " +
            "time we'll tell DPD to leave it with your neighbour at number 12 so it doesn't come back.",
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'social',
      task: 'Instagram post for the Oktoberfest weekend',
      draft:
        'Oktoberfest at Hollow Oak! Saturday 5th and Sunday 6th October, with our Märzen on tap, an ' +
        'oompah band on Saturday afternoon and bratwurst from the truck all weekend. Lederhosen encouraged.',
      edit:
        'Oktoberfest at Hollow Oak! Saturday 4th and Sunday 5th October, with our Märzen on tap, an ' +
        'oompah band on Saturday afternoon and bratwurst from the truck all weekend. Lederhosen encouraged.',
      reason: "It's the 4th and 5th.",
    },
    {
      goal: 'shop',
      task: 'Product description for Night Shift Stout 440ml can',
      draft:
        'Night Shift Stout, 5.2%. Smooth and roasty with dark chocolate, coffee and a dry finish. ' +
        'Brewed with oats for a silky body. 440ml can.',
      edit:
        'Night Shift Stout, 5.6%. Smooth and roasty with dark chocolate, coffee and a dry finish. ' +
        'Brewed with oats for a silky body. 440ml can.',
    },
    {
      goal: 'trade',
      task: 'Email to the Packhorse with the new price list',
      draft: 'Hi Dave,\n\nNew price list attached, as promised. Any questions, give me a shout.\n\nCheers,\nSam',
      edit: 'Hi Dan,\n\nNew price list attached, as promised. Any questions, give me a shout.\n\nCheers,\nSam',
      reason: "It's Dan, not Dave",
    },
    {
      goal: 'replies',
      task: 'Reply to a Facebook message asking what time the tours run in August',
      draft:
        'Hi Kirsty, tours run every Saturday at 1pm and 3pm and last about an hour and a half. ' +
        'You can book on our website.',
      edit:
        'Hi Kirsty, tours run every Saturday at 12pm and 2.30pm and last about an hour and a half. ' +
        'You can book on our website.',
      reason: "July and August it's 12 and 2.30",
    },
    {
      goal: 'social',
      task: 'Post thanking everyone who came to the summer beer festival',
      draft:
        'What a weekend! Over 1,200 of you came through the gates, we poured 40 different beers and ' +
        'the sun (mostly) shone. Thanks to every brewery, band and volunteer. Cheers, legends!',
      edit:
        'What a weekend! Over 1,200 of you came through the gates, we poured 40 different beers and ' +
        'the sun (mostly) shone. Thanks to every brewery, band and volunteer, and to all of you.',
      reason: 'not keen on "legends"',
    },
    {
      goal: 'shop',
      task: 'Email to beer club subscribers about the March box',
      draft:
        'Your March box ships on Monday! This month: a new Ridgeback IPA hopped with Citra and Mosiac, ' +
        'a rhubarb sour from our barrel store, and the last of the Midnight Oil.',
      edit:
        'Your March box ships on Monday! This month: a new Ridgeback IPA hopped with Citra and Mosaic, ' +
        'a rhubarb sour from our barrel store, and the last of the Midnight Oil.',
    },
  ],
};
