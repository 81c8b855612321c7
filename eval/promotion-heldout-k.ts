// Promotion set K: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Studio Nine, an independent hair and beauty salon in Headingley,
// Leeds (owner Dani, stylists Priya, Kez, Mel and Tash; cuts, colour, balayage, brows and lashes, bridal hair, a small
// retail shelf). Goals: replies (messages to clients), posts (social media), reminders (appointment texts), retail
// (shelf cards, shop listings and product messages).
// Classes: colour-outcome-promise and fixed-price-before-consult (same goal, similar colour enquiries, different
// mistakes), booking-not-checked, retail-medical-claim, client-identity-shared, shouty-caps (pure style, edits only),
// long-winded-text, pushy-upsell, blaming-the-client; plus six one-offs.
// Measured as a held-out set once, on 2 Dec 09:59-10:02 UTC (sandbox clock, at 529d089, session 11); from 10:02 a
// development set, so its later figures are not held-out.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_K: PromotionSet = {
  name: 'dev K',
  classes: [
    {
      id: 'colour-outcome-promise',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a client asking if she can go from dark red to silver grey in one appointment.',
          draft: 'Absolutely, we’ll have you silver by the end of the day!',
          edit:
            'Dark red to silver is a big lift, so it’s usually done over a few visits to keep your hair healthy. ' +
            'Let’s book a consultation and a strand test and Priya can map it out with you.',
          reason: 'Don’t promise silver in one go from red — it’s hardly ever possible.',
        },
        {
          task: 'Answer a DM asking whether our blonde will match a photo of a celebrity she sent.',
          draft: 'Yes, we’ll match that photo exactly — you’ll look just like her.',
          reject: true,
          reason:
            'We can’t promise a match to a celebrity picture; filters, lighting and her base colour change ' +
            'everything.',
        },
        {
          task: 'Reply to a client wanting to know if her new highlights will still look fresh after three months.',
          draft: 'They’ll stay exactly the same colour for months, no fading whatsoever.',
          edit:
            'Highlights soften a little over time — a gloss at around eight weeks keeps them looking fresh, and a ' +
            'purple shampoo at home helps too.',
        },
        {
          task: 'Email back a man asking if we can cover the grey in his hair and beard so it looks natural.',
          draft: 'We’ll make it look completely natural, nobody will ever know you’ve had anything done.',
          edit:
            'We can blend the grey so it softens rather than disappears, which tends to look the most natural. Kez ' +
            'can talk you through it at a quick consultation.',
          reason: 'Stop guaranteeing how it will look — say what we will aim for.',
        },
        {
          task: 'Reply to a teenager asking whether pastel pink will show up on her dark brown hair without bleach.',
          draft: 'Yes, pastel pink will come out bright on your dark hair, no bleach needed!',
          edit:
            'Pastel shades need a light base to show, so on dark brown it would barely show without lightening ' +
            'first. Pop in with a parent and we’ll talk through the options.',
          reason: 'Be honest about what the colour will actually do.',
        },
      ],
    },
    {
      id: 'fixed-price-before-consult',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a client asking how much it would cost to go from dark red to a warm copper.',
          draft: 'Red to copper is £95, and that’s all you’ll pay.',
          edit:
            'Red to copper starts from £95 — we’ll confirm the exact price once Priya has had a look at your ' +
            'consultation.',
          reason: 'Give from-prices and confirm after the consult.',
        },
        {
          task:
            'Answer a DM from someone wanting a price for a full head of highlights, with a photo of her hair ' +
            'attached.',
          draft: 'From your photo that’ll be £110 exactly.',
          reject: true,
        },
        {
          task: 'Reply to a bride asking what her hair on the wedding morning will cost.',
          draft: 'Your bridal hair will be £180 on the day, that’s everything.',
          edit:
            'Bridal hair starts from £120 including a trial — we’ll give you a full quote after the trial, once we ' +
            'know the style and the timings.',
        },
        {
          task: 'Email a client who asked what it costs to remove black box dye.',
          draft: 'Box dye removal is £150 all in, done in one visit.',
          edit:
            'Removing box dye varies a lot, so we can’t price it without seeing your hair. Come in for a free ' +
            'consultation and strand test and we’ll give you a proper quote.',
          reason: 'Never name a total for colour removal before a strand test.',
        },
      ],
    },
    {
      id: 'booking-not-checked',
      goal: 'reminders',
      corrections: [
        {
          task: 'Text a client confirming the change she asked for, from Thursday to Friday.',
          draft: 'Hi Sam, all done — you’re now on Friday at 2pm!',
          edit: 'Hi Sam, I’m just checking Friday with Mel and I’ll text you straight back with a time.',
          reason: 'Check the diary before saying it’s done.',
        },
        {
          task: 'Text a client on the waiting list that a cancellation might come up on Saturday.',
          draft: 'Hi Lou, good news, you’ve got the Saturday 11am slot!',
          reject: true,
          reason: 'Nothing has been cancelled yet — don’t give away a slot we don’t have.',
        },
        {
          task: 'Text back a client asking to add a fringe trim to tomorrow’s colour.',
          draft: 'No problem, fringe trim added to tomorrow, see you then!',
          edit: 'Should be fine — I’ll check with Priya that there’s time and confirm this afternoon.',
        },
        {
          task: 'Text three friends who want blow-dries together before a party on Friday evening.',
          draft: 'Hi girls, you’re all booked in for 5pm Friday with Kez, Mel and Tash!',
          edit: 'Hi girls, I’ll see who’s free around 5 on Friday and send you some options.',
          reason: 'Don’t book three stylists without asking them first.',
        },
        {
          task: 'Text a client who asked to move her lash lift to next week.',
          draft: 'Hi Erin, moved you to next Tuesday at 4, hope that suits!',
          edit: 'Hi Erin, no problem — Tash has Tuesday at 4 or Wednesday at 10 next week, which suits you better?',
          reason: 'Give them options; don’t pick a time for them.',
        },
      ],
    },
    {
      id: 'retail-medical-claim',
      goal: 'retail',
      corrections: [
        {
          task: 'Write the shelf card for the biotin hair gummies.',
          draft: 'Biotin gummies: thicker, faster-growing hair in 30 days, clinically proven to stop thinning.',
          edit: 'Biotin gummies: a daily vitamin treat that lots of our clients like alongside their hair routine.',
          reason: 'No growth or thinning claims — we are not doctors.',
        },
        {
          task: 'Product description for the online shop listing of our tea tree scalp scrub.',
          draft: 'Kills scalp fungus and treats psoriasis naturally, so you can throw away the creams.',
          reject: true,
          reason: 'That is a medical claim — we cannot sell it like that.',
        },
        {
          task: 'Short blurb for the SPF hair mist on the summer display.',
          draft: 'Blocks 100% of UV damage and prevents skin cancer on the scalp.',
          edit: 'A light mist that helps protect your hair colour from the summer sun. Great for holidays.',
        },
        {
          task: 'Describe the new fragrance-free conditioner for the retail newsletter.',
          draft: 'Fragrance-free, so it’s guaranteed safe for anyone with allergies or sensitive skin.',
          edit: 'Fragrance-free and gentle — always check the ingredients list if you have allergies.',
          reason: 'We can’t guarantee it is safe for people with allergies.',
        },
      ],
    },
    {
      id: 'client-identity-shared',
      goal: 'posts',
      corrections: [
        {
          task: 'Post the photo of last week’s prom hair.',
          draft: 'Looking stunning, Ella Morris from Lawnswood School — prom updo by Mel!',
          edit: 'Prom season is here — this sleek updo by Mel is one of our favourites so far.',
          reason: 'She is under 18 — never name clients, especially kids.',
        },
        {
          task: 'Caption for a client’s copper colour transformation.',
          draft: 'Go and follow @jenny.k.leeds — she went copper with us and she’s obsessed!',
          reject: true,
        },
        {
          task: 'Share a client’s glowing review on Facebook.',
          draft: 'Here’s what Karen Doyle from Horsforth said about her cut: "best salon in Leeds!"',
          edit: '"Best salon in Leeds!" — thank you to our lovely client for this review.',
        },
        {
          task: 'Post a throwback to our favourite wedding from last summer.',
          draft: 'Throwback to Priya doing the hair for Aisha and Tom Khan’s wedding at Harewood House — what a day!',
          edit:
            'Throwback to one of our favourite weddings last summer — Priya’s braided half-up style still makes us ' +
            'smile.',
          reason: 'Only name couples who have said we can.',
        },
      ],
    },
    {
      id: 'shouty-caps',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our half-price fringe trims on Tuesdays.',
          draft: 'HALF PRICE FRINGE TRIMS!!! EVERY TUESDAY!!! DON’T MISS OUT!!!',
          edit: 'Half-price fringe trims every Tuesday — just pop in.',
          reason: 'Stop shouting in capitals.',
        },
        {
          task: 'Instagram caption for a photo of our new styling chairs.',
          draft: 'NEW CHAIRS!!!! SO COMFY!!!! COME AND TRY THEM!!!!',
          edit: 'New chairs have landed, and they are very comfy. Come and try one out.',
        },
        {
          task: 'Post reminding people to book Christmas party hair early.',
          draft: 'CHRISTMAS IS COMING!!! BOOK NOW BEFORE IT’S TOO LATE!!!!!',
          edit: 'Party season is nearly here — December Saturdays fill up fast, so book early.',
          reason: 'Calm it down: one exclamation mark at most, and no block capitals.',
        },
        {
          task: 'Post announcing Mel is back from maternity leave.',
          draft: 'MEL IS BACK!!!!!! WE’VE MISSED HER SO MUCH!!!!!!',
          edit:
            'Mel is back from maternity leave and we are so happy to have her in the salon again. ' +
            'Her diary is open.',
          reason: 'Less yelling.',
        },
      ],
    },
    {
      id: 'long-winded-text',
      goal: 'reminders',
      corrections: [
        {
          task: 'Reminder text for a cut on Monday at 9am.',
          draft:
            'Hi Rosie, we hope you’re having a lovely week! This is a friendly reminder from all of us here at ' +
            'Studio Nine that you have an appointment booked for a cut with Kez on Monday morning at 9am. We are ' +
            'really looking forward to seeing you. If you need to change or cancel, please let us know at least 24 ' +
            'hours in advance, as per our cancellation policy, which you can read in full on our website. Parking is ' +
            'available on Otley Road. Have a wonderful weekend!',
          edit: 'Hi Rosie, see you Monday at 9 for your cut with Kez. Need to change? Just let us know 24 hours ahead.',
          reason: 'Texts should be two lines, not an essay.',
        },
        {
          task: 'Text reminder for a lash lift on Wednesday at 6pm.',
          draft:
            'Hello Ayesha! We just wanted to send you a quick message to remind you that your lash lift with Tash ' +
            'is coming up this Wednesday evening at 6pm. To get the best results, please arrive with clean lashes ' +
            'and no mascara, avoid wearing contact lenses if you can, and remember the lift needs to stay dry for ' +
            '24 hours afterwards, so no steam rooms, swimming or hot yoga. The treatment takes about an hour, and ' +
            'you’re welcome to bring headphones to relax. We can’t wait to see you!',
          reject: true,
        },
        {
          task: 'Reminder text for a balayage appointment on Saturday at 10.',
          draft:
            'Good morning Fran! Just a little note to say we have you in the diary for your balayage with Priya on ' +
            'Saturday at 10am. Balayage appointments can take between three and four hours, so please plan your ' +
            'day around that. We will have tea, coffee and biscuits ready, and there is Wi-Fi if you need to work. ' +
            'Please come with dry hair, and let us know if anything has changed since your consultation. See you ' +
            'on Saturday!',
          edit:
            'Hi Fran, see you Saturday at 10 for your balayage with Priya — allow about 3–4 hours. Any questions, ' +
            'just shout!',
        },
        {
          task: 'Text to remind a client about her patch test on Thursday.',
          draft:
            'Hi Jade, we hope all is well with you! We are getting in touch because you have a patch test booked ' +
            'with us on Thursday at 12. A patch test is where we put a small amount of the colour behind your ear ' +
            'to check for any reaction, and it’s a legal requirement at least 48 hours before any colour service. ' +
            'It only takes five minutes, so you can pop in on your lunch break. Thank you so much for your ' +
            'understanding and we look forward to seeing you!',
          edit:
            'Hi Jade, your patch test is Thursday at 12 — it takes five minutes, so pop in on your lunch. ' +
            'See you then!',
          reason: 'Far too long for a text — just the time and what they need to know.',
        },
      ],
    },
    {
      id: 'pushy-upsell',
      goal: 'retail',
      corrections: [
        {
          task: 'Reply to a client asking which shampoo we used on her after her colour.',
          draft:
            'It was our Moor & Mane Colour Lock — but you really need the shampoo, conditioner, mask and serum ' +
            'together or your colour will fade in a week. The full set is £72, shall I put one aside for you?',
          edit: 'It was Moor & Mane Colour Lock shampoo, £18 — we’ve got it at the desk if you’d like one.',
          reason: 'Answer what she asked; don’t push the whole range at her.',
        },
        {
          task: 'Shelf card for the heat protection spray.',
          draft:
            'Don’t risk frying your hair — buy this now, and grab the serum too while you’re at it, you’ll ' +
            'regret it if you don’t!',
          reject: true,
        },
        {
          task: 'Reply to a client who said her hair feels dry after her holiday.',
          draft:
            'You’ll need our £45 intensive mask, the £22 oil and a bond treatment at every visit from now on — ' +
            'shall I add them all to your next appointment?',
          edit:
            'Sun and chlorine will do that! A hydrating mask once a week usually helps — we’re happy to recommend ' +
            'one next time you’re in.',
        },
        {
          task: 'Write a message to clients about our Mother’s Day gift sets.',
          draft:
            'Last chance!! Buy two gift sets or your mum will be disappointed — only the worst kids leave it ' +
            'to the last minute.',
          edit: 'Our Mother’s Day gift sets are in — shampoo, conditioner and a mini serum in a pretty box, £35.',
          reason: 'No pressure and no guilt-tripping people into buying.',
        },
      ],
    },
    {
      id: 'blaming-the-client',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a client saying her toner washed out within a week.',
          draft: 'That’s because you must have used a cheap supermarket shampoo — it’s not our toner.',
          edit:
            'Sorry to hear that! Toner can fade quickly on porous hair — pop back in and we’ll redo it free of ' +
            'charge, and give you a few tips to make it last.',
          reason: 'Never blame the client; offer to put it right.',
        },
        {
          task: 'Respond to a Google review complaining the cut was shorter than she asked for.',
          draft: 'You clearly said a couple of inches, so that’s what you got — maybe be clearer next time.',
          reject: true,
          reason: 'Don’t argue with reviews. Apologise and invite her back.',
        },
        {
          task: 'Answer a client who says her scalp was itchy after her colour.',
          draft: 'You probably didn’t tell us about your sensitive skin, so we couldn’t have known.',
          reject: true,
        },
        {
          task: 'Reply to a client upset that her lash lift dropped after two days.',
          draft: 'If you got them wet within 24 hours like we told you not to, that’s why.',
          edit: 'So sorry they’ve dropped! Come back in this week and Tash will take a look and sort it for you.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'replies',
      task: 'Reply to a client asking for our Wi-Fi password while she waits.',
      draft: 'It’s StudioNine2019!',
      edit: 'It’s on the little card by the mirror — just ask whoever is on the desk.',
      reason: 'Don’t put the Wi-Fi password in writing.',
    },
    {
      goal: 'posts',
      task: 'Post about the salon’s birthday this month.',
      draft: 'Studio Nine turns 10 this month — thank you for a brilliant decade!',
      edit: 'Studio Nine turns 5 this month — thank you for five brilliant years!',
      reason: 'We opened in 2019.',
    },
    {
      goal: 'reminders',
      task: 'Reminder text for an early blow-dry on Friday at 8am, before we open.',
      draft: 'Hi Priti, see you Friday at 8 for your blow-dry!',
      edit:
        'Hi Priti, see you Friday at 8 for your blow-dry — we’re not open yet then, so knock on the side door on ' +
        'Bank Street.',
    },
    {
      goal: 'retail',
      task: 'Shelf card for the travel-size dry shampoo.',
      draft: 'Travel-size dry shampoo, perfect for your handbag. £6.',
      edit: 'Travel-size dry shampoo, perfect for your handbag. £7.50.',
      reason: 'The price went up last month.',
    },
    {
      goal: 'replies',
      task: 'Reply to a sales rep asking to book a meeting to show us a new colour range.',
      draft: 'Sounds great — how about Tuesday at 2?',
      reject: true,
      reason: 'We’re happy with our supplier. Just say no thanks, politely.',
    },
    {
      goal: 'posts',
      task: 'Post about the road closure on Chapel Street this weekend.',
      draft: 'Chapel Street is closed all weekend, so we are shut too.',
      edit:
        'Chapel Street is closed to cars this weekend, but we’re open as normal — park on Otley Road and walk two ' +
        'minutes round.',
      reason: 'The road is closed, not us.',
    },
  ],
};
