// Written independently by a helper who had not seen the product's code, its tuning sets or any other set,
// before it was ever measured. Business: a family-run holiday cottage rental on a farm in North Cornwall
// (The Old Dairy, Bramble Cottage, Swallows Barn; owners Jen and Rob, Jen's mum does the changeovers).
// Goals: guest messages, listings, social posts, review replies. Classes: promises-flexible-checkin,
// offers-money-off, dogs-in-wrong-cottage, hotel-chain-voice, overstated-features, scolding-house-rules,
// hashtag-emoji-pileup, identifies-guests, argues-with-reviewer.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_J: PromotionSet = {
  name: 'held-out J',
  classes: [
    {
      id: 'promises-flexible-checkin',
      goal: 'guest messages',
      corrections: [
        {
          task:
            'Reply to Claire (Swallows Barn, arriving Saturday) asking if they can get in at lunchtime ' +
            'because they are driving down from Leeds',
          draft:
            "Hi Claire, no problem at all - we'll have Swallows Barn ready for you from 12 so you can get " +
            'settled straight away after your long drive. See you Saturday! Jen',
          edit:
            'Hi Claire, check-in is from 4pm as Mum is turning the barn round after the previous guests. If ' +
            "she finishes early I'll text you on the day, but I can't promise anything before 4, sorry. The " +
            'harbour cafe in Boscastle is a nice stop if you need to kill an hour. See you Saturday! Jen',
          reason: 'cant promise early, saturday is changeover',
        },
        {
          task:
            'Reply to guests in The Old Dairy asking for a late checkout on Friday because their train ' +
            'from Bodmin Parkway is not until 3pm',
          draft:
            "Of course! Stay as long as you like on Friday, there's no rush at all. Just pop the key back " +
            'in the key safe whenever you head off.',
          reason:
            "There's a new family in at 4 on Friday. Never tell anyone they can stay late without me " +
            'checking the calendar first.',
        },
        {
          task:
            'Reply to a booking enquiry for Bramble Cottage, 3-7 March, couple asking what time they can ' + 'arrive',
          draft:
            'Hi Liz, Bramble is free 3-7 March and it would be lovely to have you. Check-in is officially ' +
            "from 4pm, but we're very flexible so arriving around 1 should be absolutely fine.",
          edit:
            'Hi Liz, Bramble is free 3-7 March and it would be lovely to have you. Check-in is from 4pm. ' +
            "Out of season we can sometimes do a bit earlier, and I'll let you know the day before if so.",
        },
        {
          task: 'Pre-arrival message to the family arriving at Swallows Barn on Saturday 2 August',
          draft:
            "Hi all, just a few details before Saturday. You're welcome to drop your bags off from 10am " +
            'and check in whenever suits you. Directions and the key safe code are attached. Safe travels!',
          edit:
            "Hi all, just a few details before Saturday. Check-in is from 4pm - it's a full changeover day " +
            "in August, so please don't arrive before then as the cleaning really does take all day. " +
            'Directions and the key safe code are attached. Safe travels! Jen',
          reason: 'no early arrivals in august',
        },
        {
          task: 'Reply to Tom in Bramble Cottage asking if they could leave at 2pm on Sunday instead of 10am',
          draft:
            "Hi Tom, that's absolutely fine - there's nobody in after you, so take your time and enjoy " +
            'a last lazy morning!',
          reject: true,
        },
      ],
    },
    {
      id: 'offers-money-off',
      goal: 'guest messages',
      corrections: [
        {
          task:
            'Reply to an enquiry asking if Swallows Barn is free for October half term (25 Oct - 1 Nov) ' +
            'for 6 people',
          draft:
            "Great news, Swallows Barn is free those dates! The week is £1,140, but as it's your first " +
            'stay with us I can take 10% off, which brings it to £1,026.',
          edit:
            'Good news, Swallows Barn is free 25 Oct - 1 Nov. The week is £1,140, which includes bedding, ' +
            "towels and a basket of logs for the wood burner. Just let me know and I'll send the booking " +
            'link.',
          reason: 'we dont do a first stay discount',
        },
        {
          task:
            'Reply to an enquirer who says a cottage in Tintagel is cheaper and asks if we can match £480 ' +
            'for The Old Dairy, week of 10 May (our price £565)',
          draft:
            "We'd hate to lose you to Tintagel! We can happily match that, so the week of 10 May would be " +
            '£480. Shall I hold the dates for you?',
          reason: "We don't price match. Be polite, say what's included, and if they go elsewhere that's fine.",
        },
        {
          task:
            'Reply to Anna in The Old Dairy whose shower went lukewarm overnight; the plumber is coming ' +
            'this morning',
          draft:
            'So sorry about the shower, Anna. The plumber will be with you by 11. To make up for the ' +
            "inconvenience we'd like to refund one night of your stay.",
          edit:
            'So sorry about the shower, Anna. Dave the plumber will be with you by 11 and it should be a ' +
            "quick fix. Give me a shout if it's still not right after he's been.",
        },
        {
          task: 'Reply to an enquiry for a 3-night stay in Bramble Cottage in February',
          draft:
            "February is lovely and quiet here. The usual rate is £95 a night, but as it's low season " +
            "let's call it £250 for the three nights.",
          edit:
            'February is lovely and quiet here. Short breaks are £95 a night, so £285 for three nights ' +
            '(3 nights is our minimum).',
          reason: 'dont make up deals',
        },
        {
          task:
            'Reply to returning guests who want to book Bramble again for their anniversary in June, with ' +
            'their dog',
          draft:
            "Lovely to hear from you both again! As you're returning guests we'll waive the dog fee this " +
            "time, and I'll pop the dates in the diary.",
          edit:
            "Lovely to hear from you both again, and happy anniversary! I'll pop the dates in the diary. " +
            "The dog fee is still £25, but there'll be a bottle of fizz in the fridge for you.",
          reason: 'fizz yes, free fee no',
        },
        {
          task: 'Reply to a guest in Swallows Barn who says the hot water ran out after four showers',
          draft:
            'Sorry about that! The tank takes about an hour to heat back up. As a gesture of goodwill ' +
            "we'll take £50 off your final balance.",
          edit:
            'Sorry about that! The tank takes about an hour to heat back up after a few showers in a row. ' +
            "If you flick the boost switch in the airing cupboard it'll be quicker.",
          reason: 'The balance is already paid, and I decide refunds. Just explain the boost.',
        },
      ],
    },
    {
      id: 'dogs-in-wrong-cottage',
      goal: 'guest messages',
      corrections: [
        {
          task: 'Reply to an enquiry from a family of 5 with a spaniel about Swallows Barn for Easter week',
          draft:
            'Swallows Barn would be perfect for you, and your spaniel is very welcome too - the garden is ' +
            'fully enclosed so he can run about safely.',
          edit:
            "Sorry, Swallows Barn isn't dog friendly - we keep it pet-free for guests with allergies. " +
            "Bramble Cottage does take dogs but only sleeps 2, so it won't work for five of you. Hopefully " +
            'another time!',
          reason: 'only bramble takes dogs',
        },
        {
          task: 'Reply to an enquiry asking if we have any pet-friendly cottages free 12-19 July',
          draft:
            'All three of our cottages welcome well-behaved dogs, and The Old Dairy is free 12-19 July. ' +
            'Would you like me to reserve it?',
          edit:
            "Bramble Cottage is our dog-friendly one (up to 2 dogs, £25 each), but it's booked 12-19 July " +
            "I'm afraid. The Old Dairy is free those dates but we can't take pets there.",
        },
        {
          task:
            'Answer guests in The Old Dairy asking if their sister can bring her small dog when she visits ' +
            'for the day on Wednesday',
          draft: 'Of course, a little dog for the afternoon is fine - just keep him off the sofas!',
          reason:
            "No dogs in the Dairy, not even for an afternoon. We tell the next guests it's pet-free. " +
            'They can sit out in the garden with it.',
        },
        {
          task: 'Reply to a booking enquiry for The Old Dairy in September, 2 adults and an elderly terrier',
          draft:
            'September is a beautiful time to visit. The Old Dairy is free and your terrier is welcome ' +
            '(£25 pet fee). There are some lovely dog walks from the door.',
          edit:
            "September is a beautiful time to visit. The Old Dairy is pet-free I'm afraid, but Bramble " +
            'Cottage takes dogs and is free 13-20 Sept if that works? Lovely dog walks from the door.',
          reason: 'dairy is pet free. offer bramble',
        },
        {
          task:
            'Reply to guests booked into Swallows Barn for Christmas asking if they can bring their new ' +
            'puppy as he is too young for kennels',
          draft:
            'Congratulations on the new puppy! Yes, bring him along - we just ask for a £25 pet fee and ' +
            'that he stays off the beds.',
          reject: true,
        },
      ],
    },
    {
      id: 'hotel-chain-voice',
      goal: 'guest messages',
      corrections: [
        {
          task: 'Welcome message to Sarah and Paul arriving at Bramble Cottage today',
          draft:
            'Dear Valued Guest,\n\nWe are delighted to confirm your reservation at Bramble Cottage. Please ' +
            'be advised that check-in commences at 16:00. Should you require any assistance during your ' +
            'stay, please do not hesitate to contact our team.\n\nKind regards,\nTrewennan Farm Guest Services',
          edit:
            "Hi Sarah and Paul,\n\nWelcome! Bramble is all ready for you from 4pm - the key's in the key safe " +
            'by the door. Milk, bread and a few bits are in the fridge. Ring me if you need anything at all.' +
            '\n\nJen',
          reason: "we're not a hotel chain",
        },
        {
          task: 'Reply to Gareth in Swallows Barn reporting that the wood burner is smoking into the room',
          draft:
            'Dear Mr Hughes,\n\nThank you for bringing this matter to our attention. We apologise for any ' +
            'inconvenience caused. A member of our maintenance team will attend the property at the earliest ' +
            'opportunity.\n\nYours sincerely,\nThe Management',
          edit:
            'Hi Gareth, sorry about that! It usually means the flue is still cold - open the little vent at ' +
            "the bottom fully for 10 minutes. If it's still smoky Rob will pop over after tea and have a " +
            'look. Jen',
        },
        {
          task: 'Mid-week message checking in with the guests in The Old Dairy',
          draft:
            'Good afternoon. We are writing to ensure that your stay is meeting your expectations. We would ' +
            'be grateful if you could rate your experience so far on a scale of 1 to 10 and advise us of ' +
            'any issues requiring attention.',
          reason: 'Way too stiff, sounds like a survey. Just a quick hello from me, two lines.',
        },
        {
          task: 'Reply to a guest in Bramble asking where the recycling goes',
          draft:
            'Dear Guest,\n\nPlease be informed that recycling receptacles are located adjacent to the ' +
            'property. Kindly ensure all items are rinsed prior to disposal.\n\nRegards,\nManagement',
          edit:
            'Hi! Recycling goes in the green boxes round the side by the log store - no need to sort it, ' +
            'Rob does that. Thanks, Jen',
          reason: 'who is Management?? sign it from me',
        },
      ],
    },
    {
      id: 'overstated-features',
      goal: 'listings',
      corrections: [
        {
          task: 'Write the Airbnb listing description for Swallows Barn',
          draft:
            'Wake up to breathtaking panoramic sea views from every room of this luxury barn conversion, ' +
            'just a two-minute stroll from a secluded sandy beach.',
          edit:
            'A roomy barn conversion on our family farm, with a glimpse of the sea from the main bedroom. ' +
            'Bossiney Cove is a 20-minute walk down the lane and coast path (steep on the way back!).',
          reason: 'no panoramic views, beach is 20 mins',
        },
        {
          task: 'Update the Bramble Cottage listing to appeal to people working remotely',
          draft:
            'Superfast fibre broadband throughout the cottage makes Bramble the perfect base for working ' +
            'from home, with seamless video calls from any room.',
          edit:
            "Wifi is fine for emails and a bit of streaming and works best in the kitchen. It's patchy " +
            "upstairs, so Bramble isn't ideal if you're on video calls all day.",
          reason: "it isn't fibre and it drops out. I don't want the complaints",
        },
        {
          task: 'Write the short summary for The Old Dairy on our own website',
          draft:
            'A stunning five-star hideaway with everything you could ever need, moments from Tintagel ' + 'Castle.',
          edit: "Our cosy converted dairy for up to 4, ten minutes' drive from Tintagel and Boscastle.",
        },
        {
          task: 'Write the Vrbo listing for Bramble Cottage',
          draft:
            'Bramble is a romantic retreat for two, with private parking for two cars, a secluded garden ' +
            'with hot tub, and a log fire for chilly evenings.',
          reason: "There is no hot tub and it's one parking space! Only describe what's actually there.",
        },
        {
          task: 'Write a paragraph about the location to use on all three listings',
          draft:
            'All three cottages are just a short stroll from the award-winning village pub and shop, ' +
            'with the beach and the famous coast path on your doorstep.',
          edit:
            'The village, with a pub and a small shop, is about 10 minutes on foot along the lane (no ' +
            'pavement, so bring a torch at night). The coast path is a 15-minute walk across the fields.',
          reason: "short stroll is a stretch, and the pub hasn't won anything",
        },
        {
          task: 'Add a line about the kitchen to the Swallows Barn listing',
          draft:
            "The fully equipped chef's kitchen has everything a keen cook could want, including a range " +
            'cooker, dishwasher and coffee machine.',
          edit:
            'The kitchen has an electric oven and hob, dishwasher, microwave and a cafetiere, plus plenty of ' +
            'space round the big table for everyone.',
        },
      ],
    },
    {
      id: 'scolding-house-rules',
      goal: 'listings',
      corrections: [
        {
          task: 'Write the house rules for the Bramble Cottage welcome folder',
          draft:
            'HOUSE RULES\n1. NO SMOKING ANYWHERE ON THE PROPERTY. A £200 cleaning charge will be applied.' +
            '\n2. Dogs are STRICTLY NOT ALLOWED upstairs or on furniture.\n3. Checkout is 10am SHARP.',
          edit:
            "A few house rules\n1. Please don't smoke inside - there's a bench by the back gate if you " +
            'need to.\n2. Dogs are welcome downstairs, but please keep them off the beds and sofas (there are ' +
            'throws in the cupboard).\n3. Checkout is by 10am so Mum has time to get ready for the next ' +
            'guests.',
          reason: 'too shouty',
        },
        {
          task: 'Add a rule about the wood burner to the Swallows Barn house rules',
          draft:
            'Guests are strictly prohibited from leaving the wood burner unattended. Any damage resulting ' +
            'from misuse will be charged in full.',
          edit:
            "Please don't leave the wood burner going when you go out or go to bed, and keep the fireguard " +
            'in front of it if you have little ones. There are more logs in the store by the back door.',
        },
        {
          task: 'Write a house rule about noise for Swallows Barn after the neighbours complained about a group',
          draft:
            'WARNING: Parties and loud music are BANNED. Guests breaching this rule will be asked to leave ' +
            'immediately without a refund.',
          reason:
            "I don't want to threaten people before they've even arrived. Explain our family lives next " +
            'door and ask for quiet after 10.',
        },
        {
          task: 'Write the "things to know" section of the Airbnb listing for The Old Dairy',
          draft:
            'Maximum occupancy 4. Unregistered guests are not permitted on the premises. Failure to comply ' +
            'may result in cancellation of your booking.',
          edit:
            'The Dairy sleeps 4 - please let us know if anyone else will be staying. Friends or family ' +
            'popping in for the day are fine.',
          reason: 'friendlier please',
        },
        {
          task: 'Update the house rules about the farm gates and the animals',
          draft:
            'ALL GATES MUST BE CLOSED AT ALL TIMES. DO NOT ENTER THE FIELDS UNDER ANY CIRCUMSTANCES. ' +
            'We accept no liability for injury.',
          edit:
            'Please shut the yard gate behind you - the sheep are brilliant escape artists. The fields are ' +
            'working farmland so best admired from the lane, but ask Rob if the kids would like to help ' +
            'feed the lambs.',
        },
      ],
    },
    {
      id: 'hashtag-emoji-pileup',
      goal: 'social posts',
      corrections: [
        {
          task: 'Instagram post with a photo of the first lambs in the field next to the cottages',
          draft:
            '🐑🐑 Spring has SPRUNG!! 🌸🌼 Our first lambs arrived this morning 💕😍 ' +
            '#lambs #spring #cornwall ' +
            '#farmstay #cottagelife #holidaycottage #northcornwall #staycation #lambing #farmlife ' +
            '#springbreak #countryside',
          edit:
            'Our first lambs arrived this morning, with plenty more on the way. Bramble and the Dairy still ' +
            'have a few dates left in April. #northcornwall #farmstay',
          reason: 'too many hashtags and emojis',
        },
        {
          task: 'Facebook post about a last-minute gap at Swallows Barn for October half term',
          draft:
            '🚨🚨 LAST MINUTE ALERT 🚨🚨 Swallows Barn is FREE for half term!! ' +
            "🏡✨🌊🍂 Grab it before it's " +
            'gone!!! 👇👇 #lastminute #halfterm #familyholiday #cornwall #booknow #autumn #cottage',
          edit:
            'Swallows Barn has had a cancellation for October half term (25 Oct - 1 Nov). Sleeps 6, wood ' +
            'burner, big garden for the kids. Message me or book through the website.',
        },
        {
          task: 'Instagram caption for a photo of the new wood burner in The Old Dairy',
          draft:
            'Cosy season is HERE 🔥🔥🔥 Curl up by the fire 🛋️☕📚 ' +
            '#cosy #hygge #woodburner #autumnvibes ' +
            '#cottagecore #cosycottage #firesideseason #cornwallcottage #winterbreak',
          reason: 'One or two hashtags is plenty, this looks like spam. And lose most of the emojis.',
        },
        {
          task: 'Facebook post about the Boscastle food festival weekend, when we still have Bramble free',
          draft:
            "🍴🥧🍺 FOODIES!!! 🦀🧀🍰 The food festival is back and it's going to be " +
            'AMAZING 🤩🤩 Bramble is ' +
            'still free that weekend 🙌',
          edit:
            'The Boscastle food festival is back in October - stalls, cookery demos and the best crab ' +
            'sandwiches in Cornwall. Bramble is still free that weekend if you fancy it 🦀',
          reason: 'calm down with the emojis',
        },
        {
          task: 'Christmas greetings post for Facebook and Instagram',
          draft:
            '🎄🎅✨ MERRY CHRISTMAS from all of us!! 🎁❄️⛄🦌🌟 ' +
            '#christmas #merrychristmas #cornwall ' +
            '#festive #holidaycottage #christmascottage #xmas #family #farmlife #december',
          reject: true,
        },
      ],
    },
    {
      id: 'identifies-guests',
      goal: 'social posts',
      corrections: [
        {
          task: 'Facebook post sharing a nice message we got from recent guests',
          draft:
            'We loved this message from Emma and Dan Whitfield from Bristol, who stayed in Bramble last ' +
            "week with their cocker spaniel Dotty: \"Best week we've had in years, Dotty didn't want to " +
            'leave!"',
          edit:
            "Lovely message from last week's Bramble guests: \"Best week we've had in years, the dog didn't " +
            'want to leave!" Thank you both, come back soon.',
          reason: "don't put guests names up without asking them",
        },
        {
          task: 'Instagram post for Swallows Barn using a photo the guests sent of their family on the lawn',
          draft:
            'The Patel family making the most of the sunshine at Swallows Barn - little Arjun and Maya ' +
            "couldn't get enough of the swing!",
          reason: "Never post children's names or photos. Use the one of the empty garden instead.",
        },
        {
          task: 'Post about a couple who got engaged on the coast path during their stay in The Old Dairy',
          draft:
            'Huge congratulations to Ollie and Grace, who got engaged on Saturday on the cliffs above ' +
            'Bossiney while staying in The Old Dairy!',
          edit:
            'Congratulations to a couple staying with us who got engaged up on the coast path this week. ' +
            'We might have had a little cry when they told us! 💍',
        },
        {
          task: 'Facebook post thanking a guest for a five-star review',
          draft:
            "Huge thanks to Margaret H. from Leeds for her five-star review - she's been coming to The " +
            'Old Dairy every September for eight years now!',
          edit:
            "Thank you for another lovely five-star review this week. We're so lucky with our regulars - " +
            'some of you have been coming every September for years!',
          reason: "she's a private person, no names or details",
        },
        {
          task: 'Instagram story about what is happening on the farm this week',
          draft:
            'Busy week! The Jacksons in Swallows Barn are off surfing at Polzeath today, and our lovely ' +
            'honeymooners in Bramble are out on a boat trip. Shearing starts Thursday!',
          edit: 'Busy week on the farm! Shearing starts Thursday if anyone staying fancies watching.',
          reason: "don't say who's in which cottage or when they're out - anyone can read it",
        },
      ],
    },
    {
      id: 'argues-with-reviewer',
      goal: 'review replies',
      corrections: [
        {
          task: 'Reply to a 3-star Google review of Swallows Barn saying the beach was further than expected',
          draft:
            "We're sorry you feel that way, but the listing clearly states the beach is a 20-minute walk. " +
            'Perhaps reading the description more carefully would have helped.',
          edit:
            "Thanks for staying with us and for the feedback. You're right, the walk back up from Bossiney " +
            "is a steep one, and we'll make that clearer in the listing. Hope the rest of the week made up " +
            'for it.',
          reason: 'never tell a guest they should have read it',
        },
        {
          task:
            'Reply to an Airbnb review of The Old Dairy that mentions a spider and dust on the skirting ' + 'boards',
          draft:
            'We are a working farm in the countryside, so spiders come with the territory. Our cleaner is ' +
            'extremely thorough and we have never had a complaint about cleanliness before.',
          edit:
            "Thank you for the review. Sorry about the dust - I've passed it on and we'll give the " +
            "skirting boards extra attention. The spiders are an ongoing battle out here, I'm afraid!",
        },
        {
          task: 'Reply to a 2-star review saying the wifi in Bramble was unusable',
          draft:
            'With respect, the wifi in Bramble works perfectly well, and if you had let us know during ' +
            "your stay we could have helped. We cannot fix problems we don't know about.",
          reason: "Don't argue in public. Say sorry and that we're having a booster put in.",
        },
        {
          task: 'Reply to a review complaining that the 10am checkout is too early',
          draft:
            'Checkout times are clearly set out in the booking terms you agreed to. 10am is standard ' +
            'across the holiday rental industry.',
          reject: true,
        },
        {
          task: 'Reply to a 4-star review mentioning the narrow lane and a scrape on their car',
          draft:
            'The lane is clearly signed as single track and we cannot be held responsible for damage to ' +
            'vehicles. The vast majority of our guests manage it without any trouble.',
          edit:
            'Thanks so much for the four stars! Really sorry about your car - the lane is tight, especially ' +
            'in summer. We now send directions with the passing places marked, which we hope will help.',
          reason: 'not defensive!',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'guest messages',
      task: 'Reply to guests in Swallows Barn asking which night the bins go out',
      draft: 'Bins go out on Thursday night - the wheelie bins are by the gate at the end of the drive.',
      edit: 'Bins go out on Tuesday night - the wheelie bins are by the gate at the end of the drive.',
    },
    {
      goal: 'guest messages',
      task: 'Reply to an enquiry asking the price of The Old Dairy for the week of 16 August',
      draft: 'The Old Dairy is free the week of 16 August and the price is £745, including bedding and ' + 'towels.',
      edit: 'The Old Dairy is free the week of 16 August and the price is £795, including bedding and ' + 'towels.',
      reason: 'august price went up',
    },
    {
      goal: 'listings',
      task: 'Write the key facts section for The Old Dairy listing',
      draft: 'Sleeps 5 | 2 bedrooms (1 double, 1 twin) | 1 bathroom | Parking for 1 car | Enclosed garden',
      edit: 'Sleeps 4 | 2 bedrooms (1 double, 1 twin) | 1 bathroom | Parking for 1 car | Enclosed garden',
    },
    {
      goal: 'listings',
      task: 'Write a new title for the Swallows Barn listing on Airbnb',
      draft: 'Swallows Barn - Spacious Family Barn Conversion',
      edit: 'Swallows Barn, North Cornwall - family barn on a working farm',
      reason: 'I like it to say working farm',
    },
    {
      goal: 'social posts',
      task: 'Facebook post about the Boscastle food festival dates',
      draft: 'The Boscastle food festival is on 4-5 October this year, and Bramble is free that weekend.',
      edit: 'The Boscastle food festival is on 5-6 October this year, and Bramble is free that weekend.',
    },
    {
      goal: 'review replies',
      task: 'Reply to a five-star Google review from Siobhan about her stay in Bramble',
      draft: 'Thank you so much, Shivon! It was a pleasure having you and we hope to see you again soon.',
      edit: 'Thank you so much, Siobhan! It was a pleasure having you and we hope to see you again soon.',
      reason: 'spelling',
    },
  ],
};
