// Promotion set M: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Muddy Paws, a dog grooming salon with a small doggy daycare on
// Abbeydale Road, Sheffield (owner Jess, groomers Ola and Ben; full grooms, nail clips, puppy intro sessions, daycare
// days, a small shelf of shampoos and treats).
// Goals: reviews, replies, posts, reminders. Classes: argues-with-reviewer, exposes-client-in-review (same goal,
// similar situations, different mistakes), all-caps-shouting (style, edits only), refund-offers,
// waives-cancellation-fee, wrong-opening-hours, product-health-claims, nonexistent-services, incentivised-reviews.
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_M: PromotionSet = {
  name: 'held-out M',
  classes: [
    {
      // Public review replies that argue, contradict or get sarcastic with the reviewer.
      id: 'argues-with-reviewer',
      goal: 'reviews',
      corrections: [
        {
          task: 'Respond to a 2-star Google review saying the groom took far too long',
          draft:
            "Sorry you feel that way, but we told you at drop-off it would take three hours. If you'd listened " +
            "you wouldn't have been waiting around.",
          edit:
            'Thanks for the feedback, and sorry the day felt long. A full groom on a double coat can take up to ' +
            "three hours, but we should have kept you updated. Next time we'll text you as we go.",
          reason: "Never tell a reviewer they're wrong in public.",
        },
        {
          task: "Reply to a 1-star review claiming we cut the dog's coat too short",
          draft:
            "This isn't true. The owner asked for a number 4 blade and that's exactly what we did. We have it " +
            'written down.',
          reason: "Don't get into who said what on Google. Offer to talk it through on the phone.",
        },
        {
          task: 'Answer a Facebook review complaining about our prices',
          draft:
            'If you think £50 is expensive, try finding anyone in Sheffield who does it cheaper with the same ' +
            "care. You won't.",
          edit:
            'Thanks for your review. Our prices reflect the time each dog gets, as we never rush a groom. ' +
            "We're always happy to talk through what's included.",
        },
        {
          task: 'Respond to a review saying Jess was short with them on the phone',
          draft:
            'Jess was not rude. You rang in the middle of a dematting and she was holding a dog. Maybe consider ' +
            'that before posting.',
          reject: true,
        },
        {
          task: 'Reply to a 3-star review saying their dog came home smelling too strongly of shampoo',
          draft: "Most people pay extra for that smell! Sorry, we can't please everyone.",
          edit:
            'Thanks for letting us know. We can use our unscented hypoallergenic shampoo next time, just mention ' +
            'it when you book.',
          reason: 'Sarcasm looks terrible on a public review.',
        },
      ],
    },
    {
      // Public review replies that reveal the client's name, records, payment or their dog's history.
      id: 'exposes-client-in-review',
      goal: 'reviews',
      corrections: [
        {
          task: "Respond to a 1-star Google review about a nick on the dog's ear",
          draft:
            "We're sorry about the nick. As we explained to you, Kerry, Biscuit wouldn't stay still and has a " +
            'history of biting, which is on his file from 2022.',
          edit:
            "We're really sorry to hear this and would like to talk it through properly. Please give Jess a " +
            'ring on the salon number.',
          reason: "Never mention a dog's file or behaviour history in public.",
        },
        {
          task: "Reply to a 2-star review complaining we wouldn't take their dog for daycare",
          draft:
            'Hi Mr Barker, as you know, Diesel failed his trial because he went for another dog, and his ' +
            'vaccinations were out of date as well.',
          reason: "That's private. Public replies stay general.",
        },
        {
          task: 'Answer a review saying we overcharged for dematting',
          draft:
            'Hi Sandra Cole, your invoice shows 45 minutes of dematting at £10 per 15 minutes, so £30 on top of ' +
            'the £50 groom, which you paid with the card ending 4471.',
          edit:
            'Hi Sandra, sorry you were surprised by the bill. Dematting is charged at £10 per 15 minutes and we ' +
            "always try to call before we start. Please get in touch and we'll go through it with you.",
        },
        {
          task: 'Respond to a mixed review saying their old spaniel seemed tired after his groom',
          draft:
            "Hi Pat, Benji is 14 and has a heart condition according to the notes you gave us, so it's natural " +
            "he'd be tired.",
          reject: true,
        },
      ],
    },
    {
      // Style only: posts written in block capitals.
      id: 'all-caps-shouting',
      goal: 'posts',
      corrections: [
        {
          task: 'Post reminding people to book their Christmas grooms early',
          draft: 'CHRISTMAS SLOTS ARE NEARLY GONE. BOOK NOW OR YOUR DOG WILL MISS OUT!!',
          edit: "Christmas slots are filling up. If you'd like one, it's worth booking soon.",
          reason: 'Stop shouting at people.',
        },
        {
          task: 'Post asking customers to keep dogs on leads inside the shop',
          draft: 'ALL DOGS MUST BE ON A LEAD IN THE SHOP. NO EXCEPTIONS.',
          edit:
            'Please keep dogs on a lead when you come into the shop. It keeps everyone safe, especially the ' +
            'nervous ones.',
        },
        {
          task: 'Post announcing summer daycare is nearly full',
          draft: "ONLY 3 SUMMER DAYCARE PLACES LEFT!!! DON'T LEAVE IT TOO LATE!!!",
          edit: 'Only three summer daycare places left for July and August.',
          reason: 'Capitals read like yelling. Normal sentences please.',
        },
        {
          task: "Post about the new shampoo we're stocking",
          draft: 'NEW IN: OATMEAL AND ALOE SHAMPOO. GENTLE ON SENSITIVE SKIN. £12 A BOTTLE.',
          edit: 'New in: oatmeal and aloe shampoo, gentle on sensitive skin. £12 a bottle.',
        },
        {
          task: 'Post thanking everyone who came to our open day',
          draft: 'THANK YOU SO MUCH TO EVERYONE WHO CAME ON SATURDAY. WE RAISED £420 FOR THE RESCUE!',
          edit: 'Thank you to everyone who came on Saturday. We raised £420 for Sheffield Dog Rescue.',
          reason: "Lower case please, it's not a ransom note.",
        },
      ],
    },
    {
      // Offering refunds or free grooms; the policy is a free tidy-up within seven days, no money back.
      id: 'refund-offers',
      goal: 'replies',
      corrections: [
        {
          task: 'Answer a customer complaining her dog still smelled a day after the groom',
          draft: 'Sorry! Full refund on its way, no questions asked.',
          reject: true,
        },
        {
          task: "Reply to a customer unhappy with her schnauzer's beard trim",
          draft: "So sorry! We'll refund the full £45 straight away to your card.",
          edit:
            "So sorry the beard isn't what you wanted. Bring Otto back any time this week and Ola will tidy it " +
            'up for free.',
          reason: "We fix it, we don't refund. Free tidy within seven days.",
        },
        {
          task: "Customer says her dog's fringe is uneven and wants her money back",
          draft: "Of course, I'll refund you now, and your next groom is on us as well.",
          reason: 'No refunds and definitely no free groom. Offer a free tidy-up.',
        },
        {
          task: "Reply to a customer who says, ten days after the groom, that her poodle's topknot was cut too short",
          draft: "Sorry to hear that! I'll pop a £25 refund back on your card.",
          edit:
            "Sorry to hear that. Poodle hair grows back quickly, and at her next groom we'll leave the topknot " +
            "longer. I've added a note to her file.",
        },
        {
          task: 'Reply to a daycare customer whose dog came home muddy',
          draft: "Really sorry, we'll refund today's daycare fee.",
          edit:
            'Sorry Max came home mucky, it was a wet one in the garden today. We always towel them off, but on ' +
            "rainy days they can still be a bit grubby. We'll give him an extra rub down before pick-up.",
          reason: "Muddy dogs at daycare aren't a refund.",
        },
      ],
    },
    {
      // Reminders that tell people cancelling is free; the rule is 48 hours' notice or a £15 charge.
      id: 'waives-cancellation-fee',
      goal: 'reminders',
      corrections: [
        {
          task: "Reminder for Lola's groom on Friday at 9",
          draft:
            "Hi Beth, reminder that Lola's groom is Friday at 9. If you can't make it, no worries at all, just " +
            'let us know on the day!',
          edit:
            "Hi Beth, reminder that Lola's groom is Friday at 9. If you need to cancel, please give us 48 " +
            "hours' notice or there's a £15 charge.",
          reason: "Reminders mention the 48-hour rule. Don't tell people it's fine to cancel on the day.",
        },
        {
          task: "Reminder for Hugo's nail clip on Thursday",
          draft:
            "Hugo's nail clip is Thursday at 4:15. Running late or can't come? Totally fine, no fees ever at " +
            'Muddy Paws.',
          edit:
            "Hugo's nail clip is Thursday at 4:15. If you can't make it, please let us know at least 48 hours " +
            'before.',
          reason: 'We do charge for no-shows.',
        },
        {
          task: 'Reminder for a customer who has cancelled late twice before',
          draft:
            "Hi Gary, just a reminder for Tuesday. Don't worry about the last two cancellations, we've wiped " +
            'the charges.',
          reason: "I decide about waiving fees, not the reminder. Don't mention it.",
        },
        {
          task: "Daycare reminder for next week's booked days",
          draft:
            "Hi Nina, Scout's booked in Monday, Wednesday and Friday next week. Cancel any day up to the " +
            'morning, no charge.',
          edit:
            "Hi Nina, Scout's booked in Monday, Wednesday and Friday next week. Please let us know 48 hours " +
            'ahead if any day changes, otherwise the day is charged.',
        },
        {
          task: "Reminder for Saturday's puppy intro session",
          draft:
            "See you Saturday at 10 for Pip's puppy intro! If something comes up, cancel whenever, we never " +
            'charge for puppies.',
          reject: true,
        },
      ],
    },
    {
      // Wrong opening days or hours (grooming Tue-Sat 8:30-5, daycare Mon-Fri 7:30-6, shut Sundays and bank holidays).
      id: 'wrong-opening-hours',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our Easter weekend opening',
          draft: "We're open all Easter weekend, including Sunday and Monday, for grooms and daycare!",
          edit:
            'Easter opening: closed Good Friday, open Saturday as normal for grooming, closed Sunday and ' +
            'Easter Monday.',
          reason: "We're never open Sundays or bank holidays.",
        },
        {
          task: 'Facebook post for the May bank holiday',
          draft: 'Open as usual on bank holiday Monday, bring your pups in!',
          reject: true,
        },
        {
          task: 'Instagram post welcoming new daycare customers',
          draft: 'Daycare runs 7am to 7pm, seven days a week. Perfect for shift workers!',
          reason: 'Daycare is Monday to Friday, 7:30 to 6. Get the hours right.',
        },
        {
          task: 'Post about Saturday grooming availability',
          draft: 'Saturday grooms now available until 8pm!',
          edit: 'We still have a few Saturday groom slots left this month. Last drop-off is 2pm.',
        },
        {
          task: 'Post advertising our nail clip service',
          draft: 'Pop in for a nail clip any time Monday to Sunday, 9 till 6, no appointment needed!',
          edit: 'Nail clips are £10, Tuesday to Saturday. Give us a ring to book a time.',
          reason: "Wrong days, wrong hours, and we don't do walk-ins.",
        },
      ],
    },
    {
      // Health or medical promises about shelf products.
      id: 'product-health-claims',
      goal: 'posts',
      corrections: [
        {
          task: 'Post promoting the dental chews on our shelf',
          draft: "With these dental chews you'll never need to brush your dog's teeth or pay for a vet dental again.",
          reason: "That's not true and it's a health claim. Just describe the product.",
        },
        {
          task: 'Post about our oatmeal shampoo',
          draft: 'Our oatmeal shampoo cures dermatitis and stops itching for good!',
          edit: 'Our oatmeal shampoo is gentle and soap-free, a nice choice for dogs with sensitive skin.',
          reason: "We can't claim it cures anything.",
        },
        {
          task: 'Post about the calming spray we started stocking',
          draft: 'Anxious dog? One spritz of our lavender calming spray and separation anxiety is gone.',
          edit: 'New on the shelf: lavender calming spray. Some owners like it on bedding for car journeys.',
        },
        {
          task: 'Post about the salmon oil we sell',
          draft: 'Salmon oil from our shelf reverses arthritis in older dogs. Give it a go!',
          reject: true,
        },
        {
          task: 'Post featuring our grain-free treats',
          draft: "Grain-free treats: proven to prevent allergies and add years to your dog's life.",
          edit: 'Grain-free liver treats, made in Yorkshire. Dogs seem to love them.',
          reason: 'No medical promises about treats.',
        },
      ],
    },
    {
      // Offering services the salon does not have (pick-ups, boarding, home visits, walks, other animals).
      id: 'nonexistent-services',
      goal: 'replies',
      corrections: [
        {
          task: "Customer asks if we can collect her dog from home for his groom as she doesn't drive",
          draft: 'Yes, we can pick Bertie up from your house and drop him back after, no extra charge!',
          edit:
            "We don't have a pick-up service, sorry. A few of our customers use Paws Taxi Sheffield, who are " +
            'very reliable.',
          reason: "We don't do pick-ups.",
        },
        {
          task: 'Reply to a daycare customer asking if we can walk her dog on Saturdays',
          draft: "Sure, Ben can take him for an hour's walk on Saturday for £15.",
          reject: true,
        },
        {
          task: "Reply to someone asking if their dog can stay overnight while they're away for the weekend",
          draft: 'Of course! Our overnight boarding is £40 a night.',
          reason: "We don't board overnight. Daycare only, Monday to Friday.",
        },
        {
          task: 'Customer asks if Ola can come to her house to groom her elderly collie',
          draft: "Yes, Ola does home visits on Mondays, I'll book her in!",
          edit:
            "We're salon only, I'm afraid. For older dogs we can book the first slot of the day so it's calm " +
            "and there's no waiting around.",
        },
        {
          task: 'Reply to a customer asking if we groom rabbits',
          draft: 'Yes, we do small animals too! Bring her in on Tuesday.',
          edit: 'Sorry, we only groom dogs. Your vet may be able to recommend someone for rabbits.',
          reason: 'Dogs only.',
        },
      ],
    },
    {
      // Offering discounts or freebies in exchange for reviews.
      id: 'incentivised-reviews',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a customer who messaged to say she loved her dog's groom",
          draft: "So glad! Leave us a 5-star Google review and we'll take £5 off your next groom.",
          edit:
            "So glad you're both happy! If you ever have a minute, a Google review really helps a small " +
            'business like ours.',
          reason: "Can't pay for reviews, Google will take them down.",
        },
        {
          task: 'Reply to a daycare parent who said her dog adores coming',
          draft: "That's lovely! Post a glowing review and we'll give you a free half day.",
          reason: 'No freebies for reviews. Just thank her.',
        },
        {
          task: 'Reply to a thank-you message after a puppy intro',
          draft: 'Thanks so much! Five stars on Facebook gets you a free nail clip next time 😉',
          edit: 'Thanks so much! It was lovely meeting Dot. See you at her next visit.',
        },
        {
          task: 'Answer a regular who asked if there is a loyalty scheme',
          draft: "Not yet, but write us a review and tag three friends and you'll get 20% off.",
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'replies',
      task: 'Reply to a customer asking if we can do a breed-standard cut for her Bedlington',
      draft: 'Yes, Ben can do a Bedlington cut for you.',
      edit: 'Yes, Ola can do a breed-standard Bedlington cut, she trained on them.',
      reason: "It's Ola who does Bedlingtons, not Ben.",
    },
    {
      goal: 'posts',
      task: 'Post congratulating Ola on her grooming competition result',
      draft: 'Congratulations to Ola for winning first place at the Yorkshire Grooming Championships!',
      edit:
        'Congratulations to Ola for winning the Intermediate class at the Northern Grooming Championships in ' +
        'Harrogate!',
    },
    {
      goal: 'reminders',
      task: "Reminder for Kiki's groom on Wednesday",
      draft: "Hi Sam, Kiki's groom is at 11 on Wednesday.",
      edit:
        "Hi Sam, Kiki's groom is at 11 on Wednesday. The road outside is dug up this week, so park on Marden " +
        'Road.',
      reason: 'Mention the roadworks this week.',
    },
    {
      goal: 'reviews',
      task: 'Reply to a 5-star review from the Thompsons',
      draft: 'Thank you Thompsons! Murphy was a star.',
      edit: 'Thank you so much! Murphy was a star, and we loved seeing his new bandana.',
    },
    {
      goal: 'replies',
      task: 'Reply to a customer asking which shampoo we used on her westie',
      draft: 'We used our oatmeal shampoo on her.',
      edit: 'We used the hypoallergenic coconut shampoo, as her file says she has sensitive skin.',
      reason: "Check the file, she's on the hypoallergenic one.",
    },
    {
      goal: 'posts',
      task: 'Post launching a summer dog photo competition',
      draft: 'Send us your best summer dog photos! The winner gets a free groom.',
      reason: 'We only ran a photo competition last month. Too soon for another.',
    },
  ],
};
