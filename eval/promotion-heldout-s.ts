// Promotion set S: written independently by a helper who had not seen the product's code, its tuning sets or any other
// set, before it was ever measured. Business: The Lantern Rooms, an independent music and comedy venue with a bar at
// 9 Chandler Yard, Leeds, owned by Maggie Thornton, with Dev Okafor running the bar. The Main Room (ground floor) holds
// 220 standing or 110 seated; the Attic upstairs seats 60 and is reached by two flights of stairs, with no lift. Open
// Wed-Thu 6pm-11.30pm, Fri-Sat 6pm-1am, Sun 1pm-10.30pm, closed Mon-Tue except private hire. Gigs £8-£16 in advance,
// £2 more on the door, £1 online booking fee; Lantern Laughs comedy every Saturday in the Attic, £12 advance / £14 door,
// doors 7.30pm; Wednesday open mic free (sign up at the bar from 7pm); Sunday afternoon sessions £6 advance / £8 door.
// Ages: Main Room gigs are 14+ and under-16s must be with an adult (18+); comedy is strictly 18+; Sunday afternoon
// sessions are all ages until 6pm with an adult; ID on the door and Challenge 25 at the bar. Access: the Main Room,
// bar and accessible toilet are step-free via the Cobden Lane side entrance (ramp, ring the bell); the front door on
// Chandler Yard has three steps; the Attic is stairs only; free companion tickets on request. Refunds: a cancelled gig
// is refunded in full, booking fee included, to the original card within 10 working days automatically; a postponed
// gig's tickets stay valid, or are refunded if asked within 14 days of the new date's announcement; no refunds for
// not being able to come, for line-up changes or once a gig has gone ahead, but a free name change by email
// (hello@thelanternrooms.co.uk) up to 24 hours before doors. Members' scheme: Lantern Keepers, £30 a year, 48-hour
// priority booking and 10% off at the bar (not on tickets). House cask pale Lamplighter £4.90 a pint; free earplugs at
// the bar. Goals: posts (social media listings), replies (replies to messages and comments), reviews (public replies
// to reviews), newsletter (the monthly email). Classes: refund-promise (replies promising refunds the policy doesn't
// give), blame-performer (replies about cancelled or postponed gigs that blame or dig at the act), age-policy (replies
// getting the age rules wrong), step-free-claim (replies promising step-free access to the Attic or the whole
// building), false-scarcity (posts saying sold out, last few, selling fast when it isn't), shouty-caps (style: posts in
// capitals with stacks of exclamation marks), unannounced-act (newsletter naming acts before they are announced),
// mock-reviewer (sarcastic or mocking review replies), best-venue-boast (newsletter calling the venue the best in the
// north, Leeds or the country).
// Held-out: never tuned on.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_S: PromotionSet = {
  name: 'held-out S',
  classes: [
    {
      id: 'refund-promise',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a message from someone who can't make Saturday's Lantern Laughs and wants their money back",
          draft:
            "Hi Sophie, no problem at all! Just send us your order number and we'll refund both your tickets in full. Hope to see you another time. Maggie",
          edit: "Hi Sophie, sorry you can't make Saturday. We don't refund tickets when someone can't come, but you can pass them on: email hello@thelanternrooms.co.uk with your order number and your friend's name up to 24 hours before doors and we'll change the name for free. Hope to see you at another Lantern Laughs soon. Maggie",
          reason: 'we dont refund if they just cant come',
        },
        {
          task: 'Reply to a Facebook comment asking what happens to tickets now the Ginnel Cats gig has been postponed',
          draft:
            "Hi Rob, your tickets are still valid for the new date, Thursday 13 November, so hang on to them. If the new date's no good, just drop us an email whenever you like, even on the night, and we'll refund you in full.",
          edit: "Hi Rob, your tickets are still valid for the new date, Thursday 13 November, so hang on to them. If the new date's no good, email hello@thelanternrooms.co.uk by 24 October (14 days from the announcement) and we'll refund you in full. After that the tickets stay valid for the 13th but we can't refund them. Maggie",
        },
        {
          task: 'Reply to an email from a ticket holder asking for a refund because the support act for Copper Moth has changed',
          draft:
            "Hi Aisha, sorry the support's changed, totally understand if that's put you off. Send me your order number and I'll refund your tickets straight away. Maggie",
          reason: 'line up changes arent a refund, copper moth are still playing',
        },
        {
          task: "Reply to a DM from someone who was ill and missed last Friday's Hollow Pines gig",
          draft:
            "Oh no, sorry you were poorly! Send us a screenshot of your ticket and we'll pop a refund through for you. Hope you're feeling better.",
          reject: true,
        },
        {
          task: 'Reply to a comment from someone who left the Brass Foxes gig early because it was too loud and wants money back',
          draft:
            "Sorry it was too loud for you! We'll refund half your ticket price as a goodwill gesture, just DM us your order number.",
          edit: "Sorry the night wasn't for you. We can't do refunds once a gig has gone ahead, but I've passed your comments on to our sound engineer. If you come again, we've free earplugs behind the bar, just ask any of the team. Maggie",
          reason: 'no part refunds ever',
        },
        {
          task: 'Reply to a Lantern Keeper asking if members can get refunds when they cannot make a gig',
          draft:
            'Great question! As a Lantern Keeper you can return any ticket for a full refund up to 48 hours before the show. Just one of the perks of membership!',
          edit: "Hi Graham, thanks for being a Lantern Keeper! Membership gets you 48-hour priority booking and 10% off at the bar, but it doesn't change our refund policy, so we can't refund tickets if you can't make it. You can always pass them to a friend though: email us with your order number and their name up to 24 hours before doors and we'll swap it for free. Maggie",
        },
      ],
    },
    {
      id: 'blame-performer',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a comment asking why Thursday's Marsh Lights gig has been cancelled",
          draft:
            "Honestly? The band let us down. They pulled out with two days' notice and left us well and truly in the lurch, so don't blame us! Refunds will come through automatically.",
          edit: "Really sorry, Thursday's Marsh Lights gig has had to be cancelled. Everyone with a ticket gets a full refund, booking fee included, back to the card they paid with within 10 working days, so there's nothing you need to do. We'd love to get them back to Leeds and will let you know if we can. Maggie",
          reason: 'dont slag the band off, we want them back',
        },
        {
          task: "Reply to a DM asking why Saturday's Lantern Laughs headliner was changed at the last minute",
          draft:
            "Between us, Priya Dhillon dropped us because she got offered a TV warm-up slot that paid more. Not very professional, but there you go! Tom Lacey is stepping in and he's great.",
          reason: 'we never say why acts pull out. ever',
        },
        {
          task: 'Reply to an email from a ticket holder upset that the Wool & Wire gig has been postponed',
          draft:
            "Hi Karen, we're as annoyed as you are! Their management double-booked the tour and only told us last week, which is pretty poor. The new date is Wednesday 19 November and your tickets are still valid.",
          edit: "Hi Karen, sorry for the disruption. Wool & Wire's gig has moved to Wednesday 19 November and your tickets are valid for the new date, so you don't need to do anything. If the 19th doesn't work for you, email us within 14 days of the announcement and we'll refund you in full. Maggie",
        },
        {
          task: "Reply to a comment under the cancellation post asking 'was it the band or you lot?'",
          draft: 'It was them, not us! We were all set up and ready to go. 🙄',
          reject: true,
        },
        {
          task: 'Reply to a message asking whether the cancelled Sunday session with Ellie Marr will be rescheduled',
          draft:
            "We'd like to, but to be fair Ellie has cancelled on other venues before, so we're not holding our breath. Refunds are on their way.",
          edit: "We'd love to, and we're talking to Ellie about a new date now. As soon as it's fixed we'll post it here and in the newsletter. In the meantime your refund is on its way automatically, back to your card within 10 working days. Maggie",
          reason: 'keep it neutral pls no digs at the artist',
        },
      ],
    },
    {
      id: 'age-policy',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a comment asking if under-18s can come to this Friday's Copper Moth gig",
          draft: "Sorry, all our gigs are strictly 18+ as we've got a bar.",
          edit: "Yes! Friday's Copper Moth gig in the Main Room is 14+. Under-16s need to come with an adult (18 or over), and we check ID on the door, so bring some if you're under 18. Tickets are £10 in advance or £12 on the door.",
          reason: 'gigs are 14+ not 18+',
        },
        {
          task: 'Reply to a message from a mum asking if her 16-year-old can come to Lantern Laughs with her',
          draft:
            "Of course! As long as she's with you she's very welcome, and we'll sort you a couple of seats near the front.",
          reason: 'comedy is 18s only even with a parent!!',
        },
        {
          task: 'Reply to a DM asking if a 13-year-old can come to the Sunday afternoon session',
          draft: 'Sorry, you need to be 14 or over for all our events.',
          edit: "Yes, they can! Sunday afternoon sessions are all ages until 6pm, so your 13-year-old is welcome as long as they're with you. Under-18s need to head off by 6pm. Tickets are £6 in advance or £8 on the door.",
        },
        {
          task: "Reply to a comment asking if a 15-year-old can go to next Friday's Hollow Pines gig with friends the same age",
          draft: "Yes, it's 14+, so she's fine to come along with her mates.",
          edit: "Hollow Pines is 14+, but under-16s need to be with an adult (18 or over), so she'd need a grown-up with her rather than just her mates. Once she's 16 she can come without one, as long as she brings ID. Tickets are £12 in advance.",
          reason: 'under 16 needs an adult w them',
        },
        {
          task: "Reply to an email asking if a 17-year-old can come to Saturday's comedy if they stick to soft drinks",
          draft: "Yep, that's fine! We'll give them a wristband at the door so the bar knows they're on soft drinks.",
          reject: true,
        },
      ],
    },
    {
      id: 'step-free-claim',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a message from a wheelchair user asking about access for Saturday's Lantern Laughs",
          draft: "Hi Dan, we're fully accessible, so no problem at all. See you Saturday!",
          edit: "Hi Dan, thanks for asking before booking. Lantern Laughs is in the Attic, which is up two flights of stairs and we've no lift, so I'm afraid it isn't wheelchair accessible. Our Main Room, bar and accessible toilet are all step-free through the Cobden Lane entrance, so any of our gigs downstairs would be fine, and we do free companion tickets if you need one. Sorry we can't do better for the comedy yet. Maggie",
          reason: 'attic has no lift!!',
        },
        {
          task: 'Reply to a comment asking whether there are steps at the entrance',
          draft: 'Nope, step-free all the way in! 👍',
          edit: "The front door on Chandler Yard has three steps, but there's a step-free entrance with a ramp round the side on Cobden Lane. Give the bell a ring and one of the team will let you in. The Main Room, bar and accessible toilet are all on the ground floor.",
        },
        {
          task: 'Reply to an email asking if the Thursday acoustic night in the Attic is OK for someone who cannot manage stairs',
          draft:
            "Hi Claire, yes, no problem, there's a lift up to the Attic so your mum will be absolutely fine. See you Thursday!",
          reject: true,
        },
        {
          task: 'Reply to a Facebook comment asking if there is step-free access for a friend using a mobility scooter at the Hollow Pines gig',
          draft:
            'Yes! The Lantern Rooms is step-free throughout, including the Attic bar upstairs, so your friend can get everywhere.',
          edit: 'Yes, the Hollow Pines gig is in the Main Room, which is step-free through our side entrance on Cobden Lane, along with the bar and the accessible toilet. Just a heads up that the Attic upstairs is stairs only. If your friend needs a companion, we do free companion tickets: email hello@thelanternrooms.co.uk.',
          reason: 'only downstairs is step free, dont say throughout',
        },
        {
          task: 'Reply to a message asking if the Attic is accessible for a birthday group coming to Lantern Laughs that includes a wheelchair user',
          draft: 'Absolutely, the whole building is accessible, so bring everyone along!',
          reason: 'cant promise that, attic is stairs only. suggest a gig downstairs instead',
        },
      ],
    },
    {
      id: 'false-scarcity',
      goal: 'posts',
      corrections: [
        {
          task: "Write an Instagram post for next Friday's Hollow Pines gig (about 60 of 220 tickets sold)",
          draft:
            "Hollow Pines play the Main Room next Friday and it's almost sold out, so grab the last few tickets before they're gone. Doors 7pm, £12 in advance. Link in bio.",
          edit: 'Hollow Pines play the Main Room next Friday with their big, hazy guitar songs. Doors 7pm, tickets £12 in advance or £14 on the door. 14+ (under-16s with an adult). Link in bio.',
          reason: 'its nowhere near sold out dont say that',
        },
        {
          task: "Write a Facebook post for this Saturday's Lantern Laughs (plenty of seats left)",
          draft:
            "Only 5 seats left for Saturday's Lantern Laughs! Four comics, one Attic, £12 in advance. Be quick or you'll miss out.",
          edit: 'Lantern Laughs is on this Saturday: four comics in the Attic with Tom Lacey hosting. Tickets £12 in advance or £14 on the door, 18+, doors 7.30pm.',
        },
        {
          task: "Write a post for Wednesday's open mic night",
          draft: "Slots are going fast for Wednesday's open mic, so get your name down before it's too late!",
          reason: 'open mic is free and never fills up, drop the going fast stuff',
        },
        {
          task: 'Write a post announcing that Kestrel Bay tickets go on sale on Friday at 10am',
          draft:
            'Kestrel Bay tickets go on sale this Friday at 10am. Last time they played here it sold out in under an hour, so set your alarms!',
          reject: true,
        },
        {
          task: "Write a post for this Sunday's afternoon session with the Lowther Folk Trio (30 of 110 tickets sold)",
          draft:
            "Very limited capacity for Sunday's session with the Lowther Folk Trio and tickets are selling fast. Don't leave it too late!",
          edit: 'Sunday afternoon session this week: the Lowther Folk Trio in the Main Room from 2pm. Tickets £6 in advance or £8 on the door, all ages until 6pm (under-18s with an adult). Dev will have the Lamplighter on.',
          reason: "we've loads left",
        },
      ],
    },
    {
      id: 'shouty-caps',
      goal: 'posts',
      corrections: [
        {
          task: "Write a tweet for this Saturday's Lantern Laughs",
          draft: "LANTERN LAUGHS IS BACK THIS SATURDAY!!! Four comics, one Attic, £12 in advance. DON'T MISS IT!!!",
          edit: "Lantern Laughs is back this Saturday. Four comics, one Attic, £12 in advance. Don't miss it!",
          reason: 'too shouty',
        },
        {
          task: "Write an Instagram post about Dev's new guest ale on the bar",
          draft: 'NEW ON THE BAR!!! Dev has got a SMOKED PORTER on cask and it is AMAZING!!',
          edit: 'New on the bar. Dev has got a smoked porter on cask and it is amazing!',
        },
        {
          task: "Write a Facebook post about the doors time changing for Friday's Copper Moth gig",
          draft: 'HEADS UP!!! Doors for COPPER MOTH on Friday are now 8PM not 7PM!!! Tickets still £10.',
          edit: 'Heads up: doors for Copper Moth on Friday are now 8pm, not 7pm. Tickets still £10.',
          reason: 'no need to shout at people',
        },
        {
          task: "Write a post for tonight's open mic",
          draft: 'OPEN MIC TONIGHT!!! Sign up from 7PM at the bar, FREE ENTRY!!!',
          edit: 'Open mic tonight. Sign up from 7pm at the bar, free entry.',
        },
        {
          task: 'Write a post reminding people that Lantern Keepers renewals are open',
          draft:
            'LANTERN KEEPERS!!! Renewals are OPEN NOW: £30 a year for 48-HOUR PRIORITY BOOKING and 10% OFF at the bar!!!',
          edit: 'Lantern Keepers: renewals are open now. £30 a year for 48-hour priority booking and 10% off at the bar.',
          reason: 'caps lock again...',
        },
      ],
    },
    {
      id: 'unannounced-act',
      goal: 'newsletter',
      corrections: [
        {
          task: 'Write the intro for the October newsletter (Tidewater Kings are booked for Saturday 6 December, but the announcement is embargoed until the band posts it next Friday)',
          draft:
            "Hello all, autumn's here and the diary's filling up nicely. Here's a little secret just for you: Tidewater Kings are coming back to the Main Room on Saturday 6 December! Keep it under your hats. Maggie",
          edit: "Hello all, autumn's here and the diary's filling up nicely. We've got a big December announcement coming next Friday, and Lantern Keepers will get 48 hours' priority booking as usual, so keep an eye on your inbox. Maggie",
          reason: 'not announced yet!!',
        },
        {
          task: 'Write the comedy section of the November newsletter (the owner is in talks with Jess Arkwright for January, nothing signed)',
          draft:
            'Big news for comedy fans: Jess Arkwright headlines Lantern Laughs on Saturday 17 January. Tickets on sale soon!',
          reason: 'jess isnt even confirmed, cant put that out',
        },
        {
          task: "Write a 'coming soon' section for the members' newsletter (Copper Moth's album launch on 23 January is booked but not announced)",
          draft:
            'Keepers get to hear it first: Copper Moth are launching their new album with us on Friday 23 January. Priority tickets next month!',
          reject: true,
        },
        {
          task: "Write a newsletter item about the New Year's Eve party (DJs booked, line-up to be announced on 1 December)",
          draft:
            'See the year out with us! DJ Rosa Flint and the Ginnel Cats soundsystem are on the decks until 2am. Tickets £25.',
          edit: "See the year out with us at the Lantern Rooms New Year's Eve party, Wednesday 31 December, 8pm till 2am. Tickets are £25 and go on sale on 1 December, when we'll also announce who's on the decks. 18+.",
        },
        {
          task: 'Write a newsletter piece on the autumn Sunday sessions (the Lowther Folk Trio and Hannah Brooke are announced; two more acts are booked but under wraps until the 20th)',
          draft:
            'Our autumn Sunday sessions are back from 2pm in the Main Room, with the Lowther Folk Trio, Hannah Brooke, Sam Ogden and the Calder Valley Quartet. £6 in advance, £8 on the door, all ages until 6pm.',
          edit: 'Our autumn Sunday sessions are back from 2pm in the Main Room, starting with the Lowther Folk Trio and Hannah Brooke, with two more acts to be announced on the 20th. £6 in advance, £8 on the door, all ages until 6pm (under-18s with an adult).',
          reason: 'only first two are announced, rest under wraps till the 20th',
        },
      ],
    },
    {
      id: 'mock-reviewer',
      goal: 'reviews',
      corrections: [
        {
          task: 'Reply to a 2-star Google review complaining that a pint of craft lager cost £6.40',
          draft:
            "If £6.40 is a bit rich for you, there's always Spoons down the road 😉 Cheers for stopping by though!",
          edit: 'Thanks for the review, and sorry the prices put a dampener on your night. Our keg lines come from small independent breweries and we pay every act properly, which is reflected in what we charge. If you fancy giving us another go, our house cask pale Lamplighter is £4.90 a pint, and Lantern Keepers get 10% off at the bar. Maggie',
          reason: 'dont be sarky with reviewers',
        },
        {
          task: "Reply to a 1-star review saying Saturday's comedian 'wasn't funny at all'",
          draft: "Comedy's subjective! Maybe Mrs Brown's Boys is more your speed? 😂",
          reject: true,
        },
        {
          task: 'Reply to a 3-star review saying the Brass Foxes gig was too loud',
          draft: "It's a rock gig, what did you expect, a library? Thanks for the three stars anyway.",
          edit: "Thanks for coming to Brass Foxes, and sorry it was too loud for you. I've passed it on to our sound engineer. Next time, ask at the bar for free earplugs, and the back of the Main Room near the bar is usually a bit gentler on the ears. Maggie",
        },
        {
          task: 'Reply to a TripAdvisor review complaining about a long wait at the bar on a busy Saturday',
          draft:
            'The queue might move quicker if people decided what they wanted before reaching the front! 🙃 We had four staff on, which is plenty.',
          reason: 'we never have a go at customers in public',
        },
        {
          task: 'Reply to a 2-star review from someone refused entry to a gig because they had no ID',
          draft: "Rules are rules, I'm afraid. Everyone else managed to bring ID, so maybe next time you could too?",
          edit: "Sorry you were turned away, that's never how we want a night to start. Our gigs are 14+ and the door team ask anyone who looks under 25 for ID, so they have to see some before they can let people in. Bring a passport, driving licence or PASS card next time and we'll be glad to see you. Maggie",
          reason: 'tone!! be nice even when theyre wrong',
        },
      ],
    },
    {
      id: 'best-venue-boast',
      goal: 'newsletter',
      corrections: [
        {
          task: 'Write the intro for the November newsletter',
          draft:
            'Hello all! Another month at the best live music venue in the North of England. This month: Hollow Pines, the Lowther Folk Trio on a Sunday afternoon, and four Lantern Laughs nights in the Attic.',
          edit: "Hello all, here's what's on at the Lantern Rooms this month: Hollow Pines in the Main Room, the Lowther Folk Trio on a Sunday afternoon, and four Lantern Laughs nights in the Attic. See you at the bar. Maggie",
          reason: "we're not the best in the north, dont say that",
        },
        {
          task: 'Write a newsletter feature about Lantern Laughs',
          draft:
            'Lantern Laughs is hands down the funniest night out in Leeds and the best comedy club outside London. Every Saturday in the Attic, £12 in advance.',
          edit: 'Lantern Laughs runs every Saturday in the Attic: four comics, a host, and 60 seats close enough to see the sweat. Tickets are £12 in advance or £14 on the door, 18+, doors 7.30pm.',
        },
        {
          task: "Write a newsletter piece about what's on the bar this month",
          draft:
            'Dev pours the finest pint in Yorkshire, no arguments. This month he has a smoked porter on cask, and of course our house pale, Lamplighter.',
          edit: "Dev has a smoked porter on cask this month alongside our house pale, Lamplighter (£4.90 a pint), and the Wednesday open mic crowd have already made a good dent in it. Lantern Keepers, don't forget your 10% off at the bar.",
          reason: 'cringe, just say whats on',
        },
        {
          task: "Write a newsletter piece marking the venue's fifth birthday",
          draft:
            "Five years as the undisputed best small venue in the country! Thank you for making us number one, here's to five more.",
          reject: true,
        },
        {
          task: "Write a newsletter item about the Leeds Gig Guide article that called the venue 'one of the city's best small stages'",
          draft: "It's official: the Leeds Gig Guide says we're the best venue in Leeds! Thanks to everyone who voted.",
          reason: 'thats not what it said. quote it properly or leave it',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: "Write a post for this Friday's Copper Moth gig",
      draft:
        'Copper Moth are in the Main Room this Thursday. Doors 7pm, tickets £10 in advance or £12 on the door, 14+ (under-16s with an adult).',
      edit: 'Copper Moth are in the Main Room this Friday. Doors 7pm, tickets £10 in advance or £12 on the door, 14+ (under-16s with an adult).',
      reason: 'its friday not thursday',
    },
    {
      goal: 'posts',
      task: "Write an Instagram story caption for Hollow Pines' soundcheck",
      draft:
        'Hollow Pine are soundchecking in the Main Room right now and it sounds huge. Doors 7pm, tickets on the door £14.',
      edit: 'Hollow Pines are soundchecking in the Main Room right now and it sounds huge. Doors 7pm, tickets on the door £14.',
    },
    {
      goal: 'replies',
      task: "Reply to a comment asking where to park for Saturday's gig",
      draft: "The Wharf Street car park is just round the corner and it's only £3 after 6pm.",
      edit: "The nearest is the Saxon Street multi-storey, about five minutes' walk from us. If you need step-free access, our side entrance on Cobden Lane is the closest door to it.",
      reason: 'wharf st car park shut in the summer',
    },
    {
      goal: 'reviews',
      task: 'Reply to a 5-star Google review praising the Sunday afternoon session',
      draft:
        'Dear valued customer, we acknowledge receipt of your review and thank you for your custom. We look forward to welcoming you again in future.',
      edit: 'Thank you so much! Sunday afternoons are one of our favourite bits of the week too, and the Lowther Folk Trio were brilliant. Hope to see you at the next one. Maggie',
      reason: 'bit formal for a 5 star lol',
    },
    {
      goal: 'newsletter',
      task: "Write a newsletter reminder that New Year's Eve tickets are on sale",
      draft:
        "New Year's Eve tickets are on sale now at £20. Doors 8pm, music till 2am, 18+. Lantern Keepers, your 10% off at the bar applies all night.",
      edit: "New Year's Eve tickets are on sale now at £25. Doors 8pm, music till 2am, 18+. Lantern Keepers, your 10% off at the bar applies all night.",
      reason: 'nye is £25',
    },
    {
      goal: 'replies',
      task: 'Reply to an email enquiring about hiring the Attic for a 40th birthday party',
      draft:
        "Hi Joanne, the Attic would be perfect for a 40th! Private hire is £300 for the evening on a Monday or Tuesday, including a bar and a member of staff. Just let us know the date and we'll book you in.",
      reason: 'ill ring her myself for this one',
    },
    {
      goal: 'newsletter',
      task: 'Write a newsletter item welcoming the new guest ale',
      draft:
        "Dave's been busy: there's a new smoked porter on cask this month, sitting alongside Lamplighter. Come and tell him what you think.",
      edit: "Dev's been busy: there's a new smoked porter on cask this month, sitting alongside Lamplighter. Come and tell him what you think.",
    },
    {
      goal: 'replies',
      task: 'Reply to a comment asking if the venue will be showing the football on Saturday afternoon',
      draft: "Yes, we'll have it on the big screen in the bar from 3pm, come on down!",
      reject: true,
    },
  ],
};
