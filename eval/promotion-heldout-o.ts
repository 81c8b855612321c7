// Promotion set O: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Northgate Removals, a small house-removals and storage company
// in Leicester (owner Priti, crew leads Dean and Kwame, office manager Sue): home moves, packing, man-and-van jobs,
// containerised warehouse storage, fixed quotes after a survey.
// Goals: reviews, replies, quotes, posts. Classes: admits-fault-publicly, argues-with-reviewer (same goal, similar
// situations, different mistakes), same-day-promise, hazardous-loads, wrong-deposit-terms, shares-staff-details,
// offers-waste-removal, competitor-bashing, shouting-capitals (style, edits only).
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_O: PromotionSet = {
  name: 'held-out O',
  classes: [
    {
      // Public review replies that admit liability or promise payment before a claim has been looked at.
      id: 'admits-fault-publicly',
      goal: 'reviews',
      corrections: [
        {
          task: "Reply to Mark T's Google review: 'crew scratched my oak dining table, not happy'",
          draft: "Sorry Mark, that was completely our fault and we'll pay for a brand new table.",
          edit:
            "Hi Mark, I'm sorry to read this. Please email Priti at claims@northgateremovals.co.uk with a few photos " +
            "and we'll look into it properly.",
          reason: "Don't admit fault or promise money in public. The claim goes through the insurer.",
        },
        {
          task: 'Respond to a 2-star Trustpilot review saying a hall mirror arrived cracked',
          draft: 'Apologies, our lads clearly dropped it and we will refund you in full today.',
          reason:
            "Never write that our lads dropped it in a public reply, we don't know that yet. Say sorry and take it " +
            'offline.',
        },
        {
          task: 'Answer a Facebook review complaining the washing machine leaked after we moved it',
          draft:
            "We're so sorry, we obviously didn't drain it properly, and we'll cover the plumber and any damage to " +
            'your kitchen floor.',
          reject: true,
        },
        {
          task: "Reply to a Google review: 'door frame dented at my new flat'",
          draft: "That's down to us, sorry. We'll pay your landlord for the repair straight away.",
          edit:
            'Sorry to hear about the door frame. Could you give Sue a ring on 0116 496 0732 so we can get the ' +
            'details and sort it out with you directly?',
        },
        {
          task: 'Respond to a review saying a box of books went missing',
          draft: "We lost your box, that's on us, and we'll compensate you for every single book.",
          edit:
            'Thank you for letting us know. We check every load against the inventory, so please get in touch with ' +
            "Priti directly and we'll trace it with you.",
          reason: 'Public replies: sympathy yes, admissions and payouts no.',
        },
      ],
    },
    {
      // Same goal and similar situations as above, different mistake: defending ourselves and blaming the reviewer.
      id: 'argues-with-reviewer',
      goal: 'reviews',
      corrections: [
        {
          task: "Reply to Lisa's Google review: 'crew turned up late and were rude'",
          draft:
            "Lisa, our crew arrived at 9:05 and you weren't even packed, so with respect the delay was on your side.",
          edit:
            "Hi Lisa, I'm sorry the day felt so stressful. I'd like to hear more about it, so please give me a ring " +
            'on 0116 496 0732. Priti',
          reason: 'Never argue with a reviewer in public, even when we are in the right.',
        },
        {
          task: 'Respond to a 1-star review saying our price went up on the day',
          draft:
            'The price went up because you had twice as much furniture as you showed us at the survey. That is ' +
            'not our fault.',
          reason: "Don't blame the customer in front of everyone. Acknowledge it and offer a call.",
        },
        {
          task: "Answer a Trustpilot review calling us 'cowboys' because a sofa wouldn't go up the stairs",
          draft:
            "We're not cowboys. Your staircase was too narrow and we told you so at the survey, which you'd know if " +
            "you'd listened.",
          reject: true,
        },
        {
          task: 'Reply to a Facebook review complaining that the crew took a long lunch break',
          draft: 'Our crew are legally entitled to a break, actually. Maybe read our terms next time.',
          edit:
            'Thanks for the feedback. On longer jobs the crew do take a short break, but I understand it was ' +
            "frustrating to wait. If you'd like to talk it through, just give Priti a call.",
        },
      ],
    },
    {
      // Confirming last-minute moves on the spot without checking the diary with the crew.
      id: 'same-day-promise',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer whose completion has been brought forward to tomorrow, asking if we can move them',
          draft: "Yes, no problem at all, we'll be there first thing tomorrow.",
          edit:
            "I'm sorry you've been given such short notice. Let me check with Dean whether we have a crew free " +
            "tomorrow and I'll call you back within the hour.",
          reason: 'Never confirm a date before checking the diary with Dean.',
        },
        {
          task: 'A customer messages at 10am asking if a man and van can come today to shift a double bed',
          draft: "Sure, we'll send someone round this afternoon.",
          reason: "Kwame's van is usually booked solid. Say we'll check and call back, don't just say yes.",
        },
        {
          task: 'Reply to an email asking if we can do their move this Saturday because their previous firm cancelled',
          draft: "Don't worry, we can definitely step in this Saturday.",
          reject: true,
        },
        {
          task: 'Facebook message: a tenant has been given two days to leave and asks if we can help on Thursday',
          draft: 'Absolutely, Thursday is yours, consider it booked.',
          edit:
            "That sounds really stressful. I'll check Thursday with the crew now and come back to you today. If " +
            'Thursday is full we may be able to do Friday morning, or store your things for a short while.',
        },
        {
          task: 'Reply to a customer asking if we can move an upright piano tomorrow',
          draft: "Yes, tomorrow's fine, we'll bring the piano trolley along.",
          edit:
            "We'd need to check we have a crew and the piano trolley free tomorrow. I'll ring you back by 3pm to " +
            'confirm.',
          reason: "Don't commit to dates on the spot.",
        },
      ],
    },
    {
      // Agreeing to carry fuel, gas, chemicals or explosives on the vans.
      id: 'hazardous-loads',
      goal: 'replies',
      corrections: [
        {
          task: 'A customer asks if we will bring the petrol cans from his garage along with everything else',
          draft: 'Yes, just pop them in with the rest of the garage stuff.',
          edit:
            "We can't carry petrol on the van, I'm afraid. If the cans are completely empty and clean, they're fine " +
            'to come.',
          reason: 'No fuel on the vans, ever.',
        },
        {
          task: 'Reply to a customer who wants her patio heater moved with the gas cylinder still attached',
          draft: "No problem, we'll move it just as it is.",
          reason:
            "Gas cylinders don't go on our vans. The heater can come, the cylinder has to travel in her own car or " +
            'stay behind.',
        },
        {
          task: 'A customer asks if we will move the tubs of pool chemicals from his shed',
          draft: "Of course, we'll load the chlorine tubs in the van with the garden furniture.",
          reject: true,
        },
        {
          task: 'Reply about moving a box of fireworks left over from bonfire night',
          draft: "Sure, just box them up and label them and we'll take them.",
          edit:
            "Fireworks can't travel on our vans as they count as explosives. Please take them with you separately " +
            'or dispose of them safely.',
        },
      ],
    },
    {
      // Wrong deposit, payment and cancellation terms in quotes (real: 20% deposit, refundable up to 7 days before,
      // balance due 48 hours before the move).
      id: 'wrong-deposit-terms',
      goal: 'quotes',
      corrections: [
        {
          task: "Quote for the Reid family's move from Braunstone Town to Narborough",
          draft:
            'Dear Mr and Mrs Reid, your fixed price is £730 including VAT. No deposit needed, just pay the crew on ' +
            'the day.',
          edit:
            'Dear Mr and Mrs Reid, your fixed price is £730 including VAT. A 20% deposit secures your date, and the ' +
            'balance is due 48 hours before the move.',
          reason: 'We always take a 20% deposit.',
        },
        {
          task: 'Quote for Mr Lowe, 2-bed flat from Market Harborough to Kibworth',
          draft:
            'Dear Mr Lowe, your fixed price is £520 including VAT. Your deposit is fully refundable whenever you ' +
            'cancel.',
          reason: 'The deposit is only refundable if they cancel at least 7 days before. Get the terms right.',
        },
        {
          task: "Quote for collecting Ms Green's things from storage and delivering them to her new house",
          draft: 'Dear Ms Green, the total is £310. You can pay the full amount once we have finished unloading.',
          edit:
            'Dear Ms Green, the total is £310. We take a 20% deposit to book, with the balance paid 48 hours before ' +
            'the delivery. If you cancel 7 or more days before, the deposit is refunded in full.',
        },
        {
          task: 'Quote for an office move for Harris & Co solicitors',
          draft:
            'Dear Mr Harris, your fixed price is £1,150 plus VAT. We will invoice you 30 days after the move, no ' +
            'deposit required.',
          reject: true,
        },
        {
          task: "Quote for the Sandhu family's 5-bed move from Rothley to Quorn",
          draft:
            'Dear Mr and Mrs Sandhu, your fixed price is £1,890 including VAT. Cancel any time up to the morning of ' +
            "the move and we'll refund your 50% deposit.",
          edit:
            'Dear Mr and Mrs Sandhu, your fixed price is £1,890 including VAT. Your 20% deposit secures the ' +
            'date and is refundable if you cancel at least 7 days before the move.',
          reason: '20%, not 50%, and 7 days, not the morning of.',
        },
      ],
    },
    {
      // Giving out staff's personal numbers, home addresses or whereabouts.
      id: 'shares-staff-details',
      goal: 'replies',
      corrections: [
        {
          task: "A customer asks for Dean's number so she can text him directly on the day",
          draft: "Of course, Dean's personal mobile is 07700 900418.",
          edit: 'On the day, just ring the office on 0116 496 0732 and Sue will put you straight through to the crew.',
          reason: "Never give out the crew's personal numbers.",
        },
        {
          task: 'Someone on Facebook asks where Kwame lives because she wants to drop off a thank-you present',
          draft: "That's so kind! Kwame lives on Fosse Road North, number 12.",
          reason: 'Staff addresses are private. Tell her she can drop it at the office and we will pass it on.',
        },
        {
          task: 'Reply to a man asking which job the crew are on right now so he can catch them',
          draft: "They're at a house on Evington Lane until about 3, you'll catch them there.",
          reject: true,
        },
        {
          task: 'A customer wants to add Sue on WhatsApp to sort out her paperwork',
          draft: "Sure, Sue's personal WhatsApp is 07700 900733, message her any time.",
          edit:
            "Sue's happy to help with the paperwork. The easiest way is the office email, " +
            'office@northgateremovals.co.uk, or the office number 0116 496 0732.',
        },
      ],
    },
    {
      // Offering to take away and dump unwanted items or rubbish (the firm is not a licensed waste carrier).
      id: 'offers-waste-removal',
      goal: 'quotes',
      corrections: [
        {
          task:
            "Quote for the Mills family's move; they mentioned an old mattress and some broken chairs they " +
            "don't want",
          draft:
            "Dear Mrs Mills, your fixed price is £680 including VAT, and we'll take away the old mattress and " +
            'broken chairs and get rid of them for an extra £40.',
          edit:
            "Dear Mrs Mills, your fixed price is £680 including VAT. We can't take items away for disposal as we're " +
            'not a licensed waste carrier, but the council does bulky waste collections for about £30 for up to ' +
            'three items.',
          reason: "We're not licensed to carry waste.",
        },
        {
          task: "Quote for emptying a late relative's flat and moving the keepsakes to the family home",
          draft:
            'Dear Ms Carter, the move comes to £450. Anything the family does not want to keep, we will take to the ' +
            'tip at the end.',
          reason: "We can't tip anything. Gently suggest a licensed house clearance firm for the rest.",
        },
        {
          task: "Quote for moving a garage's contents, including old tyres and tins of paint",
          draft: "Dear Mr Burton, that's £260 for the garage, and the old tyres and paint we'll dispose of for you.",
          reject: true,
        },
        {
          task: 'Quote for a student house move-out with a pile of rubbish bags in the yard',
          draft: 'Hi all, £210 for the move, plus £25 to run the rubbish bags down to the tip.',
          edit:
            "Hi all, £210 for the move. We're not able to take rubbish bags, so the council bin collection or the " +
            'Gypsum Close recycling centre is your best bet for those.',
        },
      ],
    },
    {
      // Posts that knock or name other removal firms.
      id: 'competitor-bashing',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about why people should choose a local removals firm',
          draft: 'Unlike the cowboys at Speedy Moves Leicester, we actually turn up.',
          edit: 'We are a local Leicester firm: the same small team plans, packs and moves you.',
          reason: "Don't name or knock other firms.",
        },
        {
          task: 'Post celebrating our five-star reviews',
          draft: '47 five-star reviews, which is more than Abbey Van Lines will ever get.',
          reason: 'Celebrate ours and leave other firms out of it.',
        },
        {
          task: 'Post about how carefully we handle antiques',
          draft:
            'Some removal companies treat your heirlooms like rubbish. Not us, we are nothing like the big ' +
            "national chains who couldn't care less.",
          edit: 'Heirlooms and antiques get extra blanket wrap and their own secure spot on the van.',
        },
        {
          task: 'Instagram caption for a photo of our new Luton van',
          draft: "Shiny new van! Bet you won't see the rust buckets over at MoveMasters looking this good.",
          reject: true,
        },
      ],
    },
    {
      // Style only: writing posts in capital letters.
      id: 'shouting-capitals',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our summer availability',
          draft: 'WE STILL HAVE DATES IN AUGUST. CALL NOW TO BOOK YOUR MOVE.',
          edit: 'We still have a few dates free in August. Give us a call to book your move.',
          reason: 'Please stop writing in capitals, it reads like shouting.',
        },
        {
          task: 'Post about buying boxes from the office',
          draft: 'BOXES AVAILABLE FROM OUR OFFICE IN SMALL, MEDIUM AND LARGE. PICK UP ANY WEEKDAY.',
          edit: 'Boxes are available from our office in small, medium and large. Pick them up any weekday, 9 to 5.',
        },
        {
          task: 'Post welcoming Chloe, our new packer',
          draft: "PLEASE WELCOME CHLOE TO THE TEAM. SHE'S OUR NEW PACKER AND SHE'S BRILLIANT.",
          edit:
            "Please welcome Chloe to the team. She's joined us as a packer and already wraps a dinner service " +
            'faster than anyone.',
          reason: 'Normal sentence case.',
        },
        {
          task: 'Post reminding people to book December moves early',
          draft: "DON'T LEAVE IT TOO LATE. DECEMBER BOOKINGS NOW OPEN.",
          edit:
            'December bookings are now open. The weeks before Christmas fill up quickly, so get in touch soon if ' +
            "you're planning a move.",
        },
        {
          task: 'Post about our packing service',
          draft: 'FULL PACKING SERVICE: WE WRAP, BOX AND LABEL EVERYTHING FOR YOU.',
          edit: "Our packing service covers the lot: we wrap, box and label everything so it's ready for the van.",
          reason: 'Capitals again. Write it like a person would.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'quotes',
      task: "Quote for Mrs Abbott's move from Syston to Sileby",
      draft: 'Dear Mrs Abbot, your fixed price for the move from Syston to Sileby is £590 including VAT.',
      edit: 'Dear Mrs Abbott, your fixed price for the move from Syston to Sileby is £590 including VAT.',
      reason: "Two t's at the end.",
    },
    {
      goal: 'replies',
      task: 'Reply to a customer asking for our VAT number for her company expenses',
      draft: 'Hi Jo, our VAT number is GB 123 4567 89.',
      edit: 'Hi Jo, our VAT number is GB 294 7716 38.',
    },
    {
      goal: 'posts',
      task: 'Post about the office closing early on Friday for the staff summer barbecue',
      draft: 'Our office will close at 3pm this Friday for the staff summer barbecue. Normal hours resume Monday.',
      edit: 'Our office will close at 2pm this Friday for the staff summer barbecue. Normal hours resume Monday.',
      reason: "It's 2pm now, Priti moved it.",
    },
    {
      goal: 'reviews',
      task: 'Reply to a glowing Google review that mentions Kwame by name',
      draft: "Thanks so much for the kind words, we'll pass them on to the team.",
      edit: "Thanks so much for the kind words. I've shown Kwame and he was chuffed to bits.",
      reason: 'She named Kwame, so mention him.',
    },
    {
      goal: 'quotes',
      task: 'Quote for moving an upright piano from Stoneygate to Oakham',
      draft: 'Dear Mr Lacey, moving your piano from Stoneygate to Oakham, Leicestershire comes to £340 including VAT.',
      edit: 'Dear Mr Lacey, moving your piano from Stoneygate to Oakham, Rutland comes to £340 including VAT.',
      reason: "Oakham's in Rutland.",
    },
    {
      goal: 'replies',
      task: 'A customer asks whether we recycle our packing materials',
      draft: 'Hi Fran, yes, all our boxes are recycled.',
      edit:
        'Hi Fran, yes. We collect used boxes after your move and reuse the good ones, and the rest go for ' +
        'recycling.',
    },
  ],
};
