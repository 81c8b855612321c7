// Written independently by a helper who had not seen the product's code, its tuning sets or any other set, before
// it was ever measured. Business: Ellie Marsh, Bristol wedding/portrait photographer, also prints and workshops.
// Goals: enquiries, social, prints, workshops. Classes: promises-fast-delivery, date-secured-before-contract,
// over-excited-tone, identifies-clients-online, hashtag-emoji-overload, refunds-made-to-order-prints,
// corporate-we-voice, promises-workshop-outcomes, overlong-logistics.
// Measured as a held-out set once, on 2 Dec 01:29-01:31 UTC (sandbox clock, with and without the concepts of
// session 8); from 01:35 a development set, so its later figures are not held-out.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_F: PromotionSet = {
  name: 'dev F',
  classes: [
    {
      id: 'promises-fast-delivery',
      goal: 'enquiries',
      corrections: [
        {
          task:
            'Reply to a wedding enquiry from Priya and Tom (Kings Weston House, 6 September) who ask how soon' +
            ' after the day they get their photos.',
          draft:
            'Hi Priya and Tom,\n\nCongratulations on your engagement, and thank you for getting in touch! Kings' +
            " Weston is a gorgeous choice. You'll have your full gallery within two weeks of the wedding, and I" +
            " always send a sneak peek the very next morning so you can share a few on your honeymoon.\n\nI've" +
            ' attached my wedding brochure with packages and prices. Would you like to hop on a call next' +
            ' week?\n\nEllie',
          edit:
            'Hi Priya and Tom,\n\nCongratulations on your engagement, and thank you for getting in touch! Kings' +
            ' Weston is a gorgeous choice. Your full gallery usually arrives 6-8 weeks after the wedding, and I try' +
            " to send a handful of sneak peeks within the first couple of weeks.\n\nI've attached my brochure with" +
            ' packages and prices - would you like a quick call next week? Evenings are fine.\n\nEllie',
        },
        {
          task:
            'Reply to Karen, who wants a family portrait session on 12 December and asks if the photos will be' +
            ' ready to give as Christmas presents.',
          draft:
            'Hi Karen, absolutely - everything will be edited and with you well before Christmas, guaranteed!' +
            ' 12 December works perfectly. Shall I send over the booking link?',
          reason:
            "Don't guarantee it. Portraits take 2-3 weeks so the 12th is cutting it fine - offer her 29 Nov or" +
            ' 1 Dec instead.',
        },
        {
          task:
            'Answer a booked couple who ask whether they could have their wedding photos about three weeks after' +
            ' the day, in time to order thank-you cards.',
          draft:
            "Of course! I'll bump your gallery to the front of the queue and have everything with you within" +
            " three weeks, so you'll have plenty of time for your cards.",
          edit:
            "I can't promise the full gallery by then I'm afraid - it's normally 6-8 weeks - but if you let me" +
            " know nearer the time I'll pick out 10-15 favourites for your cards and get those to you within three" +
            ' weeks.',
          reason: "I don't jump couples up the queue, not fair on the others. Offer a few selects.",
        },
        {
          task: 'Write the website FAQ answer for "When will we get our photos?"',
          draft:
            'Turnaround is lightning fast! Most couples receive their complete, fully edited gallery in just' +
            ' 7-10 days, and portrait clients often get theirs within 48 hours.',
          edit:
            'Wedding galleries are delivered within 8 weeks of the day (often sooner in the quieter winter' +
            ' months), and portrait sessions within 3 weeks. Couples get a few sneak peeks before the full gallery.',
          reason: 'where on earth did 7-10 days come from',
        },
        {
          task:
            'Reply to the events coordinator at Tythe Barn, who asks when she can have some images from last' +
            " Saturday's wedding for the venue website.",
          draft:
            "Hi Gemma, thanks so much for Saturday, it was a dream to work at the barn! I'll have a full set of" +
            ' images over to you by Monday.',
          edit:
            "Hi Gemma, thanks so much for Saturday - your team were brilliant. I'll send a selection over once" +
            ' the couple have had their gallery, so realistically early next month. Hope that works!',
        },
      ],
    },
    {
      id: 'date-secured-before-contract',
      goal: 'enquiries',
      corrections: [
        {
          task: "Reply to Amy and Dan, who ask if I'm free on 14 September 2025 for their wedding at Priston Mill.",
          draft:
            "Hi Amy and Dan,\n\nGood news - 14 September is free and it's all yours! I've popped you in my" +
            " diary so nobody else can grab it. I'll send the contract over in the next few days.\n\nEllie",
          edit:
            "Hi Amy and Dan,\n\nGood news - I'm currently free on 14 September! To secure it I just need the" +
            " signed contract and the 25% retainer, and until then the date is still open to other enquiries. I'll" +
            ' send both over today.\n\nEllie',
          reason: 'Not booked until contract and retainer are in.',
        },
        {
          task:
            "A couple asks whether I can hold 3 May for them while they view a couple more venues; they'll" +
            ' decide by the end of the month.',
          draft:
            "No problem at all! I'll hold 3 May for you until the end of the month - take all the time you" +
            " need, it's not going anywhere.",
          reason:
            "I don't hold dates. Tell them nicely it's first come first served and I'll let them know if" +
            ' anyone else asks for the 3rd.',
        },
        {
          task: "Follow-up email after a video call in which Becca and Luis said they'd like to go ahead for 21 June.",
          draft:
            "Yay! That's you officially booked for 21 June - I can't wait! I'll get the contract across to" +
            ' you sometime this week, no rush on signing.',
          edit:
            "So happy you'd like to go ahead! The contract and retainer invoice are in your inbox - once both" +
            ' are back with me, 21 June is officially yours.',
        },
        {
          task: "Gentle chaser to a couple who were sent the contract ten days ago and haven't signed it yet.",
          draft:
            'Hi both, just a little reminder that your date is safely reserved with me, but I do need the signed' +
            ' contract back at some point - whenever suits!',
          edit:
            "Hi both, just a gentle nudge on the contract. I've had another enquiry for 9 August, so if you'd" +
            ' like me, the signed contract and retainer will lock the date in for you.',
          reason: "It ISN'T reserved, that's the whole point of chasing",
        },
        {
          task: 'Reply to a mum-to-be who wants to book a newborn session for when her baby arrives (due early March).',
          draft:
            "Congratulations! I've booked you in for the week of 10 March, so that's all sorted - just message" +
            ' me when baby arrives.',
          reject: true,
        },
      ],
    },
    {
      id: 'over-excited-tone',
      goal: 'enquiries',
      corrections: [
        {
          task: 'First reply to a wedding enquiry from Laura and Sam, getting married at the Matara Centre in October.',
          draft:
            'OMG congratulations!!! 🎉💍✨ I am SO SO excited you reached out!!! Matara is literally my' +
            ' FAVOURITE venue EVER and the October light there is just UNREAL!!! I would LOVE to be part' +
            ' of your day!!!',
          edit:
            'Congratulations, Laura and Sam, and thank you for getting in touch! The Matara Centre is a beautiful' +
            " place to photograph, and the October light in those gardens is lovely. I'd love to hear more about" +
            " your plans - I've attached my brochure.",
        },
        {
          task:
            "Reply to Margaret, who wants a family shoot for her husband's 60th birthday with their children and" +
            ' grandchildren.',
          draft:
            'Aaah how amazing!!! 😍😍 A 60th birthday shoot is going to be EPIC!!! Three generations in one' +
            " shoot?! I'm literally screaming!!!",
          reason: "Way too much. She's booking a family shoot, not a hen do. Calm and friendly.",
        },
        {
          task: 'Email to a couple letting them know their wedding gallery is ready to view.',
          draft:
            'EEEK your gallery is HERE!!! 😭😭😭 I literally cried editing these!!! Get the tissues ready' +
            ' because you are NOT prepared!!! 💕💕',
          edit:
            'Your gallery is ready! It was such a joy to edit - the speeches had me welling up all over again.' +
            ' Grab a cuppa and enjoy, the link is below.',
          reason: 'One exclamation mark is plenty',
        },
        {
          task: 'Welcome email to a couple whose signed contract and retainer have both arrived.',
          draft:
            "WOOHOO!!! 🥳🥳🥳 You're officially booked!!! Best. Day. Ever!!! I cannot WAIT to party" +
            ' with you guys!!!',
          reject: true,
        },
        {
          task: "Reply to a booked couple letting me know they've moved their wedding to Cotswold Barns.",
          draft:
            'Ooh a change of venue, how EXCITING!!! 🙌🙌 Cotswold Barns is absolutely STUNNING, you guys are' +
            ' going to have the BEST day!!!',
          edit:
            "Thanks for letting me know about the move to Cotswold Barns - I've shot there a couple of times and" +
            " it's a lovely spot. I'll update the venue on your contract and send it over for you to initial.",
          reason: 'less shouty pls',
        },
      ],
    },
    {
      id: 'identifies-clients-online',
      goal: 'social',
      corrections: [
        {
          task: "Instagram caption for a carousel from Saturday's wedding at Priston Mill.",
          draft:
            'Congratulations to Jess & Mark Whitfield on the most gorgeous day at Priston Mill! 💛 Go and show' +
            ' them some love @jesswhitfield_ @markwhitfield88',
          edit:
            'A gorgeous (and slightly windy) day at Priston Mill on Saturday 💛 Huge thanks to this pair for' +
            ' having me.',
          reason: "Haven't got their OK to name or tag them.",
        },
        {
          task: 'Facebook post sharing a few favourites from a newborn session.',
          draft:
            'Welcome to the world, baby Isla Thompson! 💕 Born on 3 March at Southmead weighing 7lb 2oz, and' +
            ' already such a poser. Congratulations Sophie and Rob!',
          reason: 'Absolutely not. No baby names, no birth details, no hospital, no parents. Ever.',
        },
        {
          task: 'Instagram story text to go with a sneak peek from an engagement shoot.',
          draft:
            "Sneak peek from Ravi and Anjali's engagement shoot in Leigh Woods 🍂 Can't wait for their" +
            ' wedding at Ashton Court next June!',
          edit: 'Sneak peek from an autumn engagement shoot in Leigh Woods 🍂 more soon',
        },
        {
          task: 'Intro paragraph for a blog post featuring a family session at Snuff Mills.',
          draft:
            'The Okafor family joined me at Snuff Mills with their three kids - Daniel (7), Grace (5) and little' +
            ' Tobi (2) - who live just round the corner in Fishponds.',
          edit:
            'This lovely family joined me at Snuff Mills on a bright October morning with their three little' +
            ' ones, who were far more interested in the river than in me.',
          reason: "No kids' names or ages online, and definitely not where they live.",
        },
        {
          task: 'Facebook post celebrating my 100th wedding.',
          draft:
            "My 100th wedding!! Thank you to Hannah & Joe (who got married on Hannah's 30th birthday, in the" +
            ' same church where her parents wed) for being number 100.',
          edit:
            'That was my 100th wedding on Saturday! Thank you to the lovely couple who were number 100, and to' +
            ' every single couple who has trusted me with their day.',
        },
      ],
    },
    {
      id: 'hashtag-emoji-overload',
      goal: 'social',
      corrections: [
        {
          task: 'Instagram caption for a golden-hour portrait of a couple in a wheat field.',
          draft:
            'Golden hour magic ✨🌅💛🌾💕 #weddingphotographer #bristolwedding #somersetwedding' +
            ' #goldenhour #love #bride #groom #weddinginspo #weddingday #instawedding #photooftheday #canon' +
            ' #bridetobe #engaged #2025bride #couplegoals',
          edit:
            'Ten minutes of golden hour is always worth sneaking off for.\n\n#bristolweddingphotographer' +
            ' #somersetwedding #goldenhour',
        },
        {
          task: "Facebook post announcing this year's Christmas mini-session dates.",
          draft:
            '🎄🎄🎄 CHRISTMAS MINIS ARE BACK 🎄🎄🎄 #christmasminis #familyphotography #bristolmums' +
            ' #christmas #festive #family #minisession #bristol\n\n📅 Sat 23 & Sun 24 November 📍 the studio' +
            ' ⏰ 20-minute sessions 💷 £95 🎁 10 edited images',
          edit:
            'Christmas minis are back 🎄\n\nSaturday 23 and Sunday 24 November at the studio. 20-minute' +
            ' sessions, £95 including 10 edited images. Booking link below.',
          reason: "Facebook doesn't need a wall of hashtags or an emoji on every line.",
        },
        {
          task: 'Instagram post for a new landscape print in the shop.',
          draft:
            'New in the shop!!! 🖼️🌿🏡💚 Misty morning on the #Mendips 🌫️☁️🌄 printed on' +
            ' beautiful #fineart paper #print #art #wallart #homedecor #somerset #landscape #interiors #giftideas' +
            ' #shopsmall #supportsmallbusiness #photography',
          reason: 'Five hashtags max, at the bottom, not scattered through the caption.',
        },
        {
          task: "Instagram reel caption from last weekend's beginners' workshop.",
          draft:
            'Such a fun #workshop day 📸🙌 with six brilliant #beginners learning #manualmode in' +
            ' #bristol 💛 #photography #learnphotography #camera #photographyworkshop #photoclass #canon #nikon' +
            ' #sony #fujifilm',
          edit:
            'Such a fun day with six brilliant beginners getting to grips with manual mode. Next date is in the' +
            ' link in bio.\n\n#photographyworkshop #learnphotography #bristol',
        },
        {
          task: 'Instagram caption for a wedding anniversary throwback.',
          draft:
            'One year ago today 🥂💍💒🎉✨💕 #anniversary #throwback #tbt #weddinganniversary' +
            ' #oneyear #love #married #husbandandwife #wedding #bristolwedding #weddingphotography #happyanniversary',
          edit:
            'One year ago today. Still one of my favourite first-dance photos 🥂\n\n#bristolwedding' +
            ' #weddingphotography #throwback',
          reason: 'hashtags again!',
        },
      ],
    },
    {
      id: 'refunds-made-to-order-prints',
      goal: 'prints',
      corrections: [
        {
          task:
            "Reply to a customer who says her A2 print doesn't go with her living room after all and asks to" +
            ' send it back.',
          draft:
            "So sorry it's not quite right! Just pop it back in the post and I'll refund you in full as soon" +
            ' as it arrives.',
          edit:
            "Sorry it's not quite working in the room! Because every print is made to order I can't take" +
            " returns for a change of mind, but if a different print or size would suit better I'm happy to knock" +
            ' 20% off a new one.',
          reason: 'Made to order - no change-of-mind refunds.',
        },
        {
          task: 'Write the returns section of the print shop FAQ.',
          draft:
            'Not in love with your print? No problem - return it within 30 days in its original packaging for a' +
            ' full, no-questions-asked refund.',
          edit:
            "Prints are made to order, so I'm unable to accept returns for a change of mind. If your print" +
            " arrives damaged or faulty, just email me a photo within 14 days and I'll send a replacement free of" +
            ' charge.',
        },
        {
          task: 'Reply to a customer who ordered an A4 print but meant to order A3.',
          draft: "No worries at all! Send the A4 back and I'll refund it, then I'll get the A3 out to you this week.",
          reason: "Can't refund, it's already printed for her. Offer the A3 at cost and she keeps the A4.",
        },
        {
          task: 'Reply to a customer whose framed print arrived with the glass cracked.',
          draft:
            "Oh no, I'm so sorry! I've issued a full refund, which should reach your account in 3-5 days, and" +
            ' please keep the print.',
          edit:
            "Oh no, I'm so sorry! Could you send me a couple of photos of the damage and the box? I'll get a" +
            ' replacement out to you as soon as the lab can reprint it.',
          reason: "Replace, don't refund. And I need the photos for the courier claim.",
        },
        {
          task:
            "A customer emails two days after ordering a canvas to say they've changed their mind and want to" +
            ' cancel.',
          draft: "Of course, I've cancelled the order and your refund will be with you in 3-5 working days.",
          reject: true,
        },
      ],
    },
    {
      id: 'corporate-we-voice',
      goal: 'prints',
      corrections: [
        {
          task: 'Order confirmation email for Sarah, who bought an A3 print of "Morning on the Downs".',
          draft:
            'Dear Valued Customer,\n\nThank you for your order. Our team is now preparing your print and we' +
            ' will notify you once it has been dispatched.\n\nKind regards,\nThe Ellie Marsh Photography Team',
          edit:
            "Hi Sarah,\n\nThank you so much for ordering Morning on the Downs! I'm sending it to the lab today" +
            " and I'll let you know as soon as it's on its way to you.\n\nEllie",
        },
        {
          task: 'Reply to a customer asking where her print is, twelve days after ordering.',
          draft:
            'We apologise for any inconvenience caused. Your query has been passed to our fulfilment' +
            ' department, who will respond within 48 hours.',
          reason: "There is no fulfilment department, it's me. Say I'll chase the lab and get back to her today.",
        },
        {
          task: 'Reply to someone asking what framing options are available for prints.',
          draft:
            'At Ellie Marsh Photography, we offer a wide range of premium framing options. Our experts will be' +
            ' happy to advise you on the best choice for your space.',
          edit:
            'I offer oak, white and black frames, all with a white mount. Happy to help you choose - if you send' +
            " me a photo of the wall I'll tell you what I'd go for.",
          reason: 'I, not we.',
        },
        {
          task: 'Email to the print mailing list announcing the new winter collection.',
          draft:
            'We are delighted to announce the launch of our latest collection. Our studio team has worked' +
            ' tirelessly to bring you twelve new limited-edition prints, available now via our online store.',
          edit:
            "I've finally finished the winter collection! Twelve new prints from frosty mornings on the Mendips" +
            " and the Somerset Levels, each a limited edition of 25. They're in the shop now.",
          reason: 'sounds like a bank',
        },
        {
          task: 'Reply to a customer asking if a print gift voucher can be put towards a portrait session.',
          draft:
            'Thank you for contacting us. Our policy states that gift vouchers may be redeemed against any of' +
            ' our products and services. Please quote your voucher code when making a booking with our team.',
          edit: "Yes, of course! Just send me the voucher code when you book and I'll take it off the session fee.",
        },
      ],
    },
    {
      id: 'promises-workshop-outcomes',
      goal: 'workshops',
      corrections: [
        {
          task: 'Event listing description for the one-day "Manual Mode for Beginners" workshop.',
          draft:
            "In just one day you'll master manual mode and leave shooting like a pro - guaranteed! No more" +
            ' blurry photos, ever.',
          edit:
            'A relaxed, hands-on day getting comfortable with aperture, shutter speed and ISO. We shoot all day' +
            " in a small group with plenty of one-to-one help, and you'll take home printed notes so you can keep" +
            ' practising.',
        },
        {
          task: 'Promotional email for the "Start Your Photography Business" evening workshop.',
          draft:
            'Ready to quit your 9-5? This workshop will have you booking paying clients within a month and' +
            ' earning a full-time income from your camera!',
          reason: "I can't promise that and it isn't fair on people. Say what we cover, not what they'll earn.",
        },
        {
          task:
            "Reply to someone asking if the beginners' workshop would be enough for them to photograph a" +
            " friend's wedding next summer.",
          draft:
            "Absolutely! By the end of the day you'll have all the skills you need to photograph a wedding with" +
            ' confidence.',
          edit:
            "It's a great place to start, but honestly weddings take a lot more than one day - low light, no" +
            " second chances. Come along, then practise as much as you can, and I'd always suggest your friend has" +
            ' a backup plan.',
          reason: 'Be honest with them.',
        },
        {
          task: 'Email to past attendees about the new "Natural Light Portraits" afternoon workshop.',
          draft:
            "Your portraits will be transformed overnight - you'll be getting magazine-quality results every" +
            ' single time!',
          edit:
            "We'll spend the afternoon finding and shaping window light, with a model to practise on, and" +
            " you'll get feedback on your own images at the end.",
          reason: 'no "magazine quality" nonsense',
        },
        {
          task: 'Description for workshop gift vouchers on the website.',
          draft:
            "The perfect gift for the budding photographer - they'll be taking stunning, professional-quality" +
            ' photos from day one.',
          reject: true,
        },
      ],
    },
    {
      id: 'overlong-logistics',
      goal: 'workshops',
      corrections: [
        {
          task: "Reminder email to attendees the day before Saturday's beginners' workshop.",
          draft:
            "Hi everyone,\n\nI hope you're all having a wonderful week! I just wanted to drop you a quick line" +
            ' to say how excited I am to welcome you all to the studio tomorrow. When I first picked up a camera' +
            ' fifteen years ago I had no idea what aperture meant, and running these workshops is honestly one of' +
            " my favourite parts of the job. We'll start with the exposure triangle before heading out to Ashton" +
            " Court after lunch to put it all into practice, weather permitting. Please don't worry if you feel" +
            ' like a complete beginner - everyone does at first!\n\nWe start at 10am at the studio (Unit 4,' +
            " Paintworks, Bristol BS4 3EH), and there's parking on site. Please bring your camera, a charged" +
            ' battery, an empty memory card and your camera manual if you still have it. Lunch is provided, so do' +
            " let me know about any dietary requirements.\n\nI really can't wait to meet you all and see what you" +
            ' create!\n\nWarmest wishes,\nEllie',
          edit:
            'Hi everyone, see you tomorrow!\n\n10am-4pm at the studio: Unit 4, Paintworks, Bristol BS4 3EH' +
            ' (parking on site).\nBring: camera, charged battery, empty memory card, manual if you have it.\nLunch' +
            ' is provided - tell me today if you have any dietary needs.\n\nEllie',
        },
        {
          task: 'Text message reminding Tom about his one-to-one mentoring session tomorrow.',
          draft:
            "Hi Tom! Just a friendly reminder that our one-to-one mentoring session is tomorrow. I've been" +
            " thinking about what you said about wanting to move into portrait work, and I've put together a few" +
            ' ideas for how we could structure the morning, starting with a review of your portfolio, then some' +
            " lighting, and finishing with a chat about pricing. Don't forget to bring your camera and a few images" +
            " you'd like feedback on. Really looking forward to it! Ellie",
          edit:
            "Hi Tom, see you at the studio tomorrow at 10. Bring your camera and a few photos you'd like" +
            ' feedback on. Ellie',
          reason: "It's a text. Two lines.",
        },
        {
          task: 'Email telling attendees the afternoon outdoor session is moving indoors because of the forecast.',
          draft:
            "Hi all,\n\nAs you may have seen, the forecast for Saturday isn't looking great, with heavy rain" +
            " expected from late morning. I've been keeping a close eye on it all week and was really hoping it" +
            ' would change, as Ashton Court is such a brilliant place to practise and the deer are usually out in' +
            ' the afternoon. Unfortunately the weather has other ideas! Your comfort matters a lot to me, and I' +
            " don't want anyone's camera getting soaked, so I've decided to keep us indoors for the afternoon." +
            " The good news is that we'll do a window-light portrait session instead, which is honestly one of the" +
            " most useful things to practise, and I've got some fun props lined up.\n\nThe timings for the day" +
            " stay exactly the same, 10am to 4pm, and we'll be at the studio the whole time, so there's no need" +
            ' to bring waterproofs or walking boots after all.\n\nAny questions, just shout!\n\nEllie',
          reason: 'Too long. They need: afternoon indoors at the studio, same times, no waterproofs needed. Done.',
        },
        {
          task: 'Joining instructions to send a week before the Natural Light Portraits workshop.',
          draft:
            'Hi everyone,\n\nThank you so much for booking onto Natural Light Portraits! I wanted to share a' +
            ' little about what to expect. The studio is in an old paint factory, which I moved into three years' +
            ' ago because of its huge north-facing windows - they give the softest, most flattering light you' +
            ' could ask for, which is exactly why I chose it for this workshop. Our model for the afternoon is' +
            " Chloe, who is an absolute natural and has worked with me many times.\n\nWe'll meet at 1pm at Unit 4," +
            ' Paintworks, BS4 3EH. Parking is free on site but can fill up, so you may want to arrive a little' +
            " early. We'll finish at around 5pm. Please bring your camera with a charged battery and, if you have" +
            ' one, a 50mm or similar lens, though any lens will be fine. Tea, coffee and cake will be provided' +
            " throughout.\n\nI'm so looking forward to spending the afternoon with you all.\n\nEllie",
          edit:
            "Hi everyone, here's what you need for Saturday:\n\n- 1pm-5pm, Unit 4, Paintworks, BS4 3EH\n- Free" +
            ' parking on site, but come a bit early as it fills up\n- Bring your camera, a charged battery and a' +
            ' 50mm if you have one (any lens is fine)\n- Tea, coffee and cake provided\n\nSee you then!\nEllie',
          reason: 'Just the essentials please, nobody reads all that.',
        },
        {
          task: "Follow-up email after the beginners' workshop with the link to the notes and the feedback form.",
          draft:
            'Hi everyone,\n\nWhat a day! Thank you all so much for coming along on Saturday - I honestly had' +
            ' the best time, and it was wonderful seeing the lightbulb moments when aperture finally clicked for' +
            " so many of you. I've been looking through the photos you shared in the group and there is some" +
            " really lovely work in there. As promised, I've put the notes from the day into a PDF, which covers" +
            ' everything from the exposure triangle to metering modes, and you can download it using the link' +
            " below. I'd also be so grateful if you could take two minutes to fill in the feedback form, as it" +
            ' really does help me shape future workshops.\n\nNotes: [link]\nFeedback form: [link]\n\nThank you' +
            ' again, and keep shooting!\n\nEllie',
          edit:
            'Hi everyone, thank you for a brilliant Saturday!\n\nNotes from the day: [link]\nTwo-minute' +
            ' feedback form: [link]\n\nKeep shooting!\nEllie',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'prints',
      task: 'Reply to Joanne, who asks how much an A3 print of "Mendip Mist" costs.',
      draft:
        'Hi Joanne, an A3 print of Mendip Mist is £45, including free UK postage. You can order it straight' +
        ' from the shop page.',
      edit:
        'Hi Joanne, an A3 print of Mendip Mist is £55, including free UK postage. You can order it straight' +
        ' from the shop page.',
      reason: 'A3 went up to £55 in January',
    },
    {
      goal: 'workshops',
      task: 'Short email to the mailing list announcing the next Manual Mode for Beginners date.',
      draft:
        "The next beginners' workshop is on Saturday 14 June at the studio, 10am-4pm, £165 including lunch." +
        ' Six places, booking link below.',
      edit:
        "The next beginners' workshop is on Saturday 21 June at the studio, 10am-4pm, £165 including lunch." +
        ' Six places, booking link below.',
    },
    {
      goal: 'enquiries',
      task: "Reply to Siobhan and Cormac's enquiry about a wedding in Clevedon next spring.",
      draft:
        'Hi Siobahn and Cormac,\n\nThank you for getting in touch, and congratulations! Clevedon is a' +
        " beautiful spot for a spring wedding. I've attached my brochure - let me know if you'd like a" +
        ' call.\n\nEllie',
      edit:
        'Hi Siobhan and Cormac,\n\nThank you for getting in touch, and congratulations! Clevedon is a' +
        " beautiful spot for a spring wedding. I've attached my brochure - let me know if you'd like a" +
        ' call.\n\nEllie',
      reason: 'spelt her name wrong',
    },
    {
      goal: 'enquiries',
      task: 'Answer a couple asking whether there is a travel charge for a wedding in Bath.',
      draft: 'Travel is included for anywhere within 50 miles of Bristol, so Bath is covered!',
      edit: 'Travel is included for anywhere within 30 miles of Bristol, so Bath is covered!',
    },
    {
      goal: 'social',
      task: 'Facebook post with a few favourites from a weekend of family portrait sessions.',
      draft: 'Some snaps from a busy weekend of family sessions - thank you to everyone who braved the cold!',
      edit: 'Some favourites from a busy weekend of family sessions - thank you to everyone who braved the cold!',
      reason: 'not "snaps" please',
    },
    {
      goal: 'prints',
      task: 'Reply to a customer asking what paper the fine-art prints are printed on.',
      draft: 'All my prints are made on Hahnemühle Photo Rag, a 308gsm cotton paper with a lovely soft matte finish.',
      edit:
        'All my prints are made on Canson Rag Photographique, a 310gsm cotton paper with a lovely soft matte' +
        ' finish.',
    },
  ],
};
