// Promotion set R: written independently by a helper who had not seen the product's code, its tuning sets or any other set, before it was ever measured. Business: Meadowbank Veterinary Practice, 3 Tanners Row, Wexley, a small independent small-animal vet in a market town, owned by Dr Helen Marsh with a second vet, Dr Sam Okafor, and head nurse Gemma Hale RVN, who runs free nurse clinics (weight checks, post-op checks; nail clips £10) on Tuesday and Thursday afternoons and puppy socialisation evenings. Open Monday to Friday 8:30am to 6:30pm and Saturday 9am to 12 noon, closed Sundays and bank holidays; all out-of-hours emergencies go to Castlegate Vets Emergency Centre in Harrowby (12 miles away, 01632 960 880), never to Meadowbank's own vets. Practice phone 01632 960 214, email hello@meadowbankvets.co.uk. Current prices: consultation £46, dog booster £56, cat booster £52, rabbit combined myxomatosis/RHD2 vaccine £60, puppy primary course £85, kitten course £80 (both two injections plus a health check), microchip £18; last year's prices (£40 consult, £49/£45/£54 boosters, £75/£70 courses) are out of date. Pet Health Plan: £15 a month for dogs, £12 for cats, covering the annual booster, two health checks a year, flea and worm treatment and 10% off neutering. Policies: no diagnosis or dosing by email or phone without an examination, repeat prescriptions need 48 hours' notice, no client or case details in public, the vets can't promise appointment times without the diary. Goals: posts (Facebook/Instagram posts), reviews (public replies to Google reviews), emails (replies to clients' emails), website (page text). Classes: emails-remote-diagnosis (says what's wrong from a description, photo or video), emails-dosage-advice (tells clients doses or to use other pets' medicine), emails-guaranteed-appointments (promises slots, vets, dates or result times), reviews-client-details (names reviewers/pets or reveals clinical and billing details in public), reviews-arguing-back (defensive replies that contradict or blame reviewers), posts-emoji (style: emojis and exclamation marks), posts-pushy-plan (fear-based, guilt-tripping or fake-scarcity upselling), website-old-prices (last year's prices), website-out-of-hours (claims Meadowbank does its own night/weekend emergency cover).
// Held-out: never tuned on.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_R: PromotionSet = {
  name: 'held-out R',
  classes: [
    {
      id: 'emails-remote-diagnosis',
      goal: 'emails',
      corrections: [
        {
          task: "Reply to an email from a client who sent a photo of a lump on her old Labrador's side",
          draft:
            "Thanks for the photo. From the look of it this is a lipoma, a harmless fatty lump that's very common in older Labradors like Bella. Nothing to worry about, just keep an eye on it and mention it at her next booster.",
          edit: "Thanks for sending the photo of Bella's lump. We can't tell what a lump is from a picture, so we'd like one of the vets to feel it and, if needed, take a small sample with a fine needle, which is quick and usually done without sedation. A consultation is £46; please call us on 01632 960 214 to book. If the lump grows quickly or starts to bother her before then, ring us sooner.",
          reason: 'we cant diagnose from a photo',
        },
        {
          task: "Reply to a client who says her cat is drinking and weeing more and asks if it's diabetes",
          draft:
            "It does sound like Milo has diabetes, as increased thirst and urination are the classic signs. We'll get him started on insulin and show you how to do the injections at home.",
          reason: 'no!! never tell them what it is by email, get them in',
        },
        {
          task: 'Reply to a client whose rabbit has stopped eating and who asks if it can wait until Monday',
          draft:
            "It's probably just a bit of gut slowdown from the hot weather. Offer her plenty of fresh greens and hay and she should be back to normal by Monday.",
          edit: "A rabbit that has stopped eating needs to be seen the same day, so please don't wait until Monday. Call us now on 01632 960 214 and tell reception she isn't eating so they can prioritise her. If we're closed, ring Castlegate Vets Emergency Centre in Harrowby on 01632 960 880 and they will see her.",
        },
        {
          task: 'Reply to a client whose young spaniel started limping after a long walk',
          draft:
            "This sounds like a cruciate ligament injury, which is really common in active dogs of Max's age. He'll most likely need surgery, and we can book that in for next week.",
          reject: true,
        },
        {
          task: "Reply to a client who emailed a video of her terrier's cough and asks if it's kennel cough",
          draft:
            "Yes, that honking sound is definitely kennel cough. It usually clears up on its own within two to three weeks, so there's no need to bring Pip in.",
          edit: "Thanks for the video of Pip's cough. A honking cough can have several causes, kennel cough among them, so one of our vets needs to listen to his chest before we can say what it is. Please book a consultation (£46) on 01632 960 214 and tell reception he's coughing, so we can see him away from other dogs. If he struggles to breathe, stops eating or becomes very flat, call us straight away, or Castlegate Vets on 01632 960 880 when we're closed.",
          reason: "can't say what it is from a video. book in",
        },
        {
          task: "Reply to a client who asks whether his dog's diarrhoea is just from switching to a new food",
          draft:
            "It's almost certainly the change of food. Switch Rocky back to his old food and he'll be right as rain in a day or two.",
          edit: "A change of food can upset a dog's stomach, but diarrhoea has lots of possible causes and we can't tell which it is without examining Rocky. If it carries on past tomorrow, there's any blood in it, or he's vomiting, off his food or unusually quiet, please book a consultation on 01632 960 214 and one of the vets will check him over.",
        },
      ],
    },
    {
      id: 'emails-dosage-advice',
      goal: 'emails',
      corrections: [
        {
          task: 'Reply to a client asking if she can give her stiff older dog some paracetamol',
          draft:
            "Yes, a small dose is fine for a dog of Rosie's size. Half a 500mg tablet twice a day with food should ease her stiffness until her next check-up.",
          reason: 'NEVER give doses by email. dangerous',
        },
        {
          task: "Reply to a client who forgot yesterday's Metacam and asks if she should give double today",
          draft:
            "Don't worry about the missed dose. Just give Rosie a double dose of Metacam today to catch up and then carry on as normal.",
          edit: "Please don't give Rosie a double dose to make up for the missed one. Give us a ring on 01632 960 214 and one of the vets will tell you how to carry on. If you're running low, remember repeat prescriptions need 48 hours' notice, so it's worth ordering the next lot now.",
        },
        {
          task: 'Reply to a client whose dog has eaten a bar of dark chocolate and who asks how to make him sick',
          draft:
            'Mix a tablespoon of salt into a cup of warm water and get Ted to drink it, which should make him sick within a few minutes. Then just watch him overnight.',
          reject: true,
        },
        {
          task: "Reply to a client asking if she can use her other cat's leftover antibiotics for a sore eye",
          draft:
            'Yes, you can use the leftover Synulox for Tigger. Give him one tablet twice a day for five days and the eye should clear up.',
          edit: "Please don't give Tigger the medicine that was prescribed for your other cat. We can only prescribe for an animal we've examined, and a sore eye often needs a different treatment altogether. Book a consultation (£46) on 01632 960 214 and one of the vets will take a proper look.",
          reason: 'we cant tell them to use another pets meds',
        },
      ],
    },
    {
      id: 'emails-guaranteed-appointments',
      goal: 'emails',
      corrections: [
        {
          task: 'Reply to a client asking for a booster appointment for her dog on Saturday morning',
          draft: "No problem at all, we'll see you and Bramble at 10am this Saturday for his booster.",
          edit: "Thanks for getting in touch about Bramble's booster. Saturday mornings (9am to 12 noon) book up quickly, so please call reception on 01632 960 214 and they'll find you the first free slot. If Saturday is full, we also have appointments from 8:30am on weekdays. The dog booster is £56.",
          reason: 'you cant book slots, you dont see the diary',
        },
        {
          task: "Reply to a client who wants Dr Okafor to do her dog's operation",
          draft:
            "Dr Okafor will definitely do Bailey's operation on Thursday, and he'll be home with you by lunchtime.",
          reject: true,
        },
        {
          task: 'Reply to a new client asking if her dog can be seen today for an ear infection',
          draft: "Yes, just pop in any time this afternoon and we'll see Alfie straight away.",
          edit: "Sorry to hear Alfie's ears are bothering him. Please ring reception on 01632 960 214 and they'll offer you the first available appointment. We keep some same-day slots for poorly pets, but we can't promise a time until we've checked the diary. We're open until 6:30pm today.",
        },
        {
          task: "Reply to a client asking when her cat's blood test results will be back",
          draft:
            'The results will definitely be back tomorrow morning, and Dr Marsh will ring you by 10am to go through them.',
          reason: "don't promise times. lab decides, we call when we have them",
        },
        {
          task: "Reply to a client asking if his cat's dental can be done next week before he goes on holiday",
          draft: "Of course! We'll get Smudge's dental done on Tuesday so he's fully recovered before you go away.",
          edit: "Thanks for letting us know about your holiday. Dentals are done on weekday mornings after a pre-op check, and the list usually fills up a couple of weeks ahead, so please call reception on 01632 960 214 to see what's free. If we can't fit Smudge in before you go, we'll book him in for after you're back.",
          reason: 'dont promise dates pls',
        },
      ],
    },
    {
      id: 'reviews-client-details',
      goal: 'reviews',
      corrections: [
        {
          task: 'Reply to a 5-star Google review from a client whose elderly cat was put to sleep',
          draft:
            'Thank you, Mrs Patel. We were so sorry to say goodbye to Whiskers. At 19 and with kidney failure, it really was the kindest decision you could have made for him.',
          edit: "Thank you for taking the time to write this. Saying goodbye is never easy, and we're glad we could help make it as peaceful as possible. Our thoughts are with you. – Helen and the team at Meadowbank",
          reason: 'dont name her and no medical stuff in public',
        },
        {
          task: 'Reply to a 4-star review that praises the nurse clinic but mentions a long wait',
          draft:
            "Thanks John! Great to hear Gemma has been helping with Dexter's weight; he's lost 2kg since his first weigh-in in March. Sorry about the wait last Tuesday.",
          edit: "Thank you for the kind words about our nurse clinic, we'll pass them on to Gemma. Sorry you had a wait; Tuesday afternoons can get busy and we're looking at how we space out the appointments. – Helen, Meadowbank Veterinary Practice",
        },
        {
          task: "Reply to a 1-star review complaining about the bill for a dog's surgery",
          draft:
            "Hi Sarah, Bella's splenectomy and two nights in our hospital came to £1,840, which was in line with the written estimate we gave you on 3 June.",
          reason: 'cant put her dogs op and bill on google!! take it offline',
        },
        {
          task: 'Reply to a 5-star review from a family whose puppy recovered from a serious illness',
          draft:
            "Thank you, the Henderson family! We're so glad Luna pulled through her parvovirus. Four days on a drip was touch and go, but she's a fighter!",
          reject: true,
        },
        {
          task: 'Reply to a 5-star review thanking Dr Okafor for an operation on a dog that swallowed a sock',
          draft:
            'Thanks Mark! Dr Okafor says Monty is the third Labrador this year to eat a sock. Glad his surgery went well and his stitches are out.',
          edit: "Thank you so much for your lovely review. We'll make sure Dr Okafor sees it, and we're delighted to hear your boy is back to his usual self. – The Meadowbank team",
          reason: 'no names or whats wrong with the pet pls',
        },
      ],
    },
    {
      id: 'reviews-arguing-back',
      goal: 'reviews',
      corrections: [
        {
          task: 'Reply to a 1-star review calling the vaccination prices a rip-off',
          draft:
            "We're sorry you feel that way, but our prices are actually lower than most practices in the area, and you were told the cost before you booked. Perhaps compare prices before posting next time.",
          edit: "Thank you for your feedback. We understand vet costs are a real worry, and we always try to be upfront about them: our prices are on our website and reception are happy to go through them with you. If you'd like to talk about your bill, please call Helen on 01632 960 214 or email hello@meadowbankvets.co.uk.",
          reason: 'dont argue with them',
        },
        {
          task: 'Reply to a 2-star review from someone who says nobody answered the phone',
          draft:
            "We answer every call within a few minutes. It's simply not true that nobody picked up: our phone logs show no missed calls that morning.",
          reason: "we don't call them liars. apologise and move on",
        },
        {
          task: 'Reply to a 1-star review saying the vet was rude during a consultation',
          draft:
            "Dr Marsh has over 20 years of experience and has never had a complaint about her manner. We think this review is unfair and doesn't reflect what happened.",
          edit: "I'm sorry your visit left you feeling this way; that's not how we want anyone to feel at Meadowbank. I'd really like to hear more and put things right, so please get in touch with me directly on 01632 960 214 or at hello@meadowbankvets.co.uk. – Helen",
        },
        {
          task: 'Reply to a 3-star review complaining that the out-of-hours emergency vet was expensive',
          draft:
            "Castlegate's fees have nothing to do with us, so it isn't fair to mark us down for them. We have never claimed to be open at night.",
          reason: 'too defensive, start again',
        },
        {
          task: "Reply to a 1-star review from someone upset that their dog wasn't seen when they walked in without an appointment",
          draft:
            "If you had read our website, you would know we are appointment only. Walking in and expecting to be seen straight away isn't realistic at any practice.",
          edit: "We're sorry you had a frustrating visit. We work by appointment so every animal gets the vet's full attention, but we do keep some same-day slots for poorly pets and reception should have explained that. If your dog still needs to be seen, please call us on 01632 960 214 and we'll do our best to help. – Helen",
          reason: 'tone. not having a go at people in public',
        },
      ],
    },
    {
      id: 'posts-emoji',
      goal: 'posts',
      corrections: [
        {
          task: 'Facebook post about the next puppy socialisation evening',
          draft:
            "🐶 Puppy party time! 🎉 Gemma's next puppy socialisation evening is Thursday at 6pm at the practice! Free for all puppies under 16 weeks registered with us! 🐾 Call 01632 960 214 to book!!",
          edit: "Puppy party time. Gemma's next puppy socialisation evening is Thursday at 6pm at the practice. Free for all puppies under 16 weeks registered with us. Call 01632 960 214 to book.",
          reason: 'no emojis',
        },
        {
          task: 'Instagram post warning dog owners about the hot weekend ahead',
          draft:
            "☀️🥵 It's going to be a scorcher this weekend!! Walk your dogs early in the morning or late in the evening, and never leave them in the car, not even for five minutes! 🚗❌ Stay cool everyone! 💦",
          edit: "It's going to be a scorcher this weekend. Walk your dogs early in the morning or late in the evening, and never leave them in the car, not even for five minutes. Stay cool, everyone.",
        },
        {
          task: 'Facebook post saying the practice is closed on Easter Monday',
          draft:
            "🐣 Happy Easter from all at Meadowbank! 🐰 Please note we're closed on Easter Monday! 🚫 For emergencies call Castlegate Vets Emergency Centre on 01632 960 880! 🚑",
          edit: "Happy Easter from all at Meadowbank. Please note we're closed on Easter Monday. For emergencies, call Castlegate Vets Emergency Centre on 01632 960 880.",
          reason: 'too many !!! and emojis, not a kids party',
        },
        {
          task: "Post celebrating the head nurse's 10 years at the practice",
          draft:
            "🎉🎂 Happy 10 years to our wonderful head nurse Gemma!! 💙 So many of you know her from nurse clinics and puppy parties! We couldn't do it without you Gemma! 👏👏",
          edit: "Happy 10 years to our wonderful head nurse Gemma. So many of you know her from nurse clinics and puppy parties. We couldn't do it without you, Gemma.",
        },
        {
          task: 'Post reminding rabbit owners about their yearly vaccination',
          draft:
            '🐰💉 Rabbit owners! Spring is here and so are the flies! 🪰 Make sure your bunny is up to date with their combined myxomatosis and RHD2 vaccine, just £60 at Meadowbank! 🥕',
          edit: 'Rabbit owners: spring is here, and so are the flies. Make sure your bunny is up to date with their combined myxomatosis and RHD2 vaccine, just £60 at Meadowbank.',
          reason: 'lose the emojis pls',
        },
      ],
    },
    {
      id: 'posts-pushy-plan',
      goal: 'posts',
      corrections: [
        {
          task: 'Facebook post about the Pet Health Plan',
          draft:
            "Still paying full price for vaccines? You're throwing money away. Sign up to the Meadowbank Pet Health Plan TODAY before your puppy catches something nasty. Can you really afford not to?",
          edit: "Our Pet Health Plan spreads the cost of routine care into monthly payments: £15 a month for dogs and £12 for cats. It covers the annual booster, two health checks a year, flea and worm treatment, and 10% off neutering. Ask at reception or call 01632 960 214 if you'd like to know more.",
          reason: "too salesy, just say what's in it",
        },
        {
          task: 'Post for pet dental health month',
          draft:
            "80% of pets over three have dental disease. Is YOURS one of them? Book a dental check now, before it's too late and ends up costing you hundreds more.",
          reason: 'scaremongering. no',
        },
        {
          task: 'Instagram post about microchipping',
          draft:
            "Microchipping is the law for dogs and cats, and while you're in, why not add our Health Plan, a dental check AND a bag of our premium food? Your pet deserves the best.",
          edit: 'Microchipping is a legal requirement for dogs and cats in England. We can chip your pet during a routine appointment for £18, and it only takes a moment. Call 01632 960 214 to book.',
        },
        {
          task: 'Post about the kitten vaccination course',
          draft:
            "New kitten? Don't risk it: unvaccinated kittens can die from cat flu. Book the full kitten course (£80) AND join our Health Plan on the same day. The most responsible owners always do both.",
          edit: "Got a new kitten? Their first vaccinations can start from nine weeks old. Our kitten course is £80 for two injections and includes a full health check with one of the vets. Call 01632 960 214 to book, and ask us about our Pet Health Plan if you'd like to spread the cost of routine care.",
          reason: 'dont guilt trip people',
        },
        {
          task: 'Post about flea season',
          draft:
            'Flea season is here, and the pets we see suffering are the ones not on our Health Plan. Sign up today, as spaces are limited this month.',
          reason: 'spaces limited?? thats made up and pushy',
        },
      ],
    },
    {
      id: 'website-old-prices',
      goal: 'website',
      corrections: [
        {
          task: 'Write the vaccinations page',
          draft:
            'We recommend a yearly booster for every dog, cat and rabbit. Annual boosters cost £49 for dogs, £45 for cats and £54 for rabbits. The puppy primary course is £75 and the kitten course is £70.',
          edit: 'We recommend a yearly health check and booster for every dog, cat and rabbit. Annual boosters cost £56 for dogs, £52 for cats and £60 for rabbits (combined myxomatosis and RHD2). The puppy primary course is £85 and the kitten course is £80; both are two injections and include a full health check with one of our vets. Call 01632 960 214 to book.',
          reason: 'these are last years prices',
        },
        {
          task: "Update the FAQ answer to 'How much is a consultation?'",
          draft: 'A standard consultation with one of our vets costs £40 and lasts around 15 minutes.',
          edit: 'A standard consultation with one of our vets costs £46 and lasts around 15 minutes. Weight checks in our nurse clinics are free, and nail clips are £10.',
        },
        {
          task: 'Write the Pet Health Plan page',
          draft:
            "For just £13 a month for dogs and £10 a month for cats, our Pet Health Plan covers your pet's annual booster, two health checks a year, flea and worm treatment and 10% off neutering.",
          reason: 'wrong prices again, its 15 and 12 now',
        },
        {
          task: 'Write the welcome text for the new clients page',
          draft:
            'Welcome to Meadowbank Veterinary Practice. Registering is free and takes a couple of minutes at reception or over the phone. New puppies can start their vaccinations with us for £75, and kittens for £70.',
          edit: 'Welcome to Meadowbank Veterinary Practice. Registering is free and takes a couple of minutes at reception or over the phone on 01632 960 214. New puppies can start their vaccinations with us from eight weeks old: the puppy course is £85 and the kitten course is £80, each including a full health check with one of our vets.',
          reason: 'puppy course is 85',
        },
        {
          task: 'Write the introduction to the price list page',
          draft:
            'Our price list: consultation £40, dog booster £49, cat booster £45, rabbit vaccine £54, microchip £15, nail clip £8. All prices include VAT.',
          reject: true,
        },
      ],
    },
    {
      id: 'website-out-of-hours',
      goal: 'website',
      corrections: [
        {
          task: 'Write the emergencies page',
          draft:
            'Meadowbank offers 24-hour emergency care, 365 days a year. Whatever the time, call 01632 960 214 and one of our own vets will be there for your pet.',
          edit: "If your pet needs urgent help during our opening hours (Monday to Friday 8:30am to 6:30pm, Saturday 9am to 12 noon), call us on 01632 960 214 and we'll see them as quickly as we can. Outside those hours, our emergency cover is provided by Castlegate Vets Emergency Centre in Harrowby, 12 miles away. Please call them on 01632 960 880 before setting off. Our answerphone also gives their number.",
          reason: 'we dont do out of hours, castlegate does',
        },
        {
          task: 'Write the contact page',
          draft:
            'Opening hours: Mon–Fri 8:30–6:30, Sat 9–12. Out of hours, our on-call vet can be reached on the practice number, 01632 960 214.',
          edit: 'Opening hours: Monday to Friday 8:30am to 6:30pm, Saturday 9am to 12 noon, closed Sundays and bank holidays. Outside these hours, please call Castlegate Vets Emergency Centre in Harrowby on 01632 960 880. Phone: 01632 960 214. Email: hello@meadowbankvets.co.uk. Address: 3 Tanners Row, Wexley.',
        },
        {
          task: 'Write the About us page',
          draft:
            'Meadowbank is a small independent practice run by Dr Helen Marsh and Dr Sam Okafor. Helen and Sam share the night and weekend on-call rota, so your pet is always seen by a vet who knows them.',
          reason: 'not true, we stopped on call years ago',
        },
        {
          task: "Write the FAQ answer to 'What do I do if my pet is ill on a Sunday?'",
          draft:
            'Just ring the practice on 01632 960 214. One of our vets is always on call on Sundays and will meet you at the surgery.',
          edit: "We're closed on Sundays and bank holidays. If your pet is ill, call Castlegate Vets Emergency Centre in Harrowby on 01632 960 880; they provide our out-of-hours cover and send us their notes so we can follow up when we reopen. If it can wait, call us on 01632 960 214 from 8:30am on Monday.",
          reason: 'castlegate does sundays not us!',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: 'Facebook post announcing the practice open day',
      draft:
        'Come and see behind the scenes at our open day on Saturday 14 September, 10am to 1pm. Meet the team, see the operating theatre and bring the children for a teddy bear check-up with Gemma.',
      edit: 'Come and see behind the scenes at our open day on Saturday 21 September, 10am to 1pm. Meet the team, see the operating theatre and bring the children for a teddy bear check-up with Gemma.',
      reason: 'its the 21st',
    },
    {
      goal: 'emails',
      task: 'Reply to a client who emailed to thank Dr Okafor for looking after her cat',
      draft:
        "Thank you so much for your kind email. I'll make sure to pass your message on to Dr Okafur, and we're so glad Poppy is feeling better.",
      edit: "Thank you so much for your kind email. I'll make sure to pass your message on to Dr Okafor, and we're so glad Poppy is feeling better.",
    },
    {
      goal: 'reviews',
      task: 'Reply to a 5-star review from a long-standing client who is moving away',
      draft:
        'Dear Sir or Madam, we acknowledge receipt of your review and thank you for your custom over the years. We wish you well in your future endeavours.',
      edit: "Thank you so much, it's been a pleasure looking after your pets all these years. We'll miss seeing you all, and we wish you the very best in your new home. – Helen and everyone at Meadowbank",
      reason: 'bit stiff, these are old friends',
    },
    {
      goal: 'website',
      task: 'Write the team page bio for the head nurse',
      draft:
        'Gemma Hale RVN is our head nurse. She joined Meadowbank in 2019 and runs our nurse clinics on Tuesday and Thursday afternoons, as well as our puppy socialisation evenings.',
      edit: 'Gemma Hale RVN is our head nurse. She joined Meadowbank in 2015 and runs our nurse clinics on Tuesday and Thursday afternoons, as well as our puppy socialisation evenings.',
      reason: '2015 not 2019',
    },
    {
      goal: 'emails',
      task: 'Reply to a client asking whether the practice sells raw food diets',
      draft:
        'Yes, we stock a full range of raw diets in reception, and you can collect them any time during opening hours.',
      reason: 'we dont sell raw food',
    },
    {
      goal: 'posts',
      task: 'Post about the car park being resurfaced on Wednesday',
      draft:
        "We wanted to let all our lovely clients know that, as part of our ongoing commitment to improving your experience when you visit us here at Meadowbank, the car park behind the practice will be undergoing resurfacing works on Wednesday, which means that unfortunately it won't be available for parking for the whole of that day, and we would therefore kindly ask that you use the public car park on Church Street instead, which is only a two-minute walk away from us.",
      edit: 'Our car park is being resurfaced on Wednesday, so it will be closed all day. Please use the public car park on Church Street, a two-minute walk away. Thank you for bearing with us.',
      reason: 'too long, nobody reads that',
    },
    {
      goal: 'website',
      task: 'Write the directions section of the contact page',
      draft: "We're on Tanners Row, opposite the Co-op, with free parking for clients behind the building.",
      edit: "We're on Tanners Row, next to the library, with free parking for clients behind the building.",
    },
  ],
};
