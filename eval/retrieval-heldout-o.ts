// Retrieval set O: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Northgate Removals, a small house-removals and storage company
// in Leicester (owner Priti, crew leads Dean and Kwame, office manager Sue): home moves, packing, man-and-van jobs,
// containerised warehouse storage, fixed quotes after a survey.
// Goals: quotes, replies, posts. Classes: guaranteed-timings, insurance-overclaim, customer-privacy,
// emoji-exclamations, price-without-survey, banned-storage-items, pushy-upsell, self-storage-confusion.
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // guaranteed-timings: promising exact arrival or finish times and durations the business cannot control.
  {
    goal: 'quotes',
    task: 'Quote for the Okafor family, 3-bed semi in Wigston to Oadby, completion day Friday 14 March',
    draft:
      'Dear Mr and Mrs Okafor, thank you for showing Dean around on Tuesday. Your fixed price for the move from ' +
      'Wigston to Oadby is £1,080 including VAT, with a crew of four and our 7.5-tonne lorry. Our crew will arrive ' +
      "at 8am and we guarantee you'll be fully moved in by 1pm, so you'll have the whole afternoon to settle.",
    owner: edit(
      'Dear Mr and Mrs Okafor, thank you for showing Dean around on Tuesday. Your fixed price for the move from ' +
        'Wigston to Oadby is £1,080 including VAT, with a crew of four and our 7.5-tonne lorry. The crew will ' +
        'arrive between 8 and 9am. On completion day the finish time depends on when the keys are released, so we ' +
        "can't promise an exact time, but we'll keep you updated throughout the day.",
      'Never guarantee a finish time on completion day: the keys are out of our hands.',
    ),
    mistake: 'guaranteed-timings',
  },
  {
    goal: 'replies',
    task:
      'Reply to Mrs Hollis, who asks if we can be at her new flat in Market Harborough by 10am sharp because the ' +
      'letting agent only opens for an hour',
    draft: "Hi Mrs Hollis, absolutely, we'll be outside your new flat at 10 on the dot, guaranteed. See you then!",
    owner: reject(
      "We can't promise a to-the-minute arrival with the A6 the way it is. Offer the 8 to 9am start at the old " +
        "place and say the crew will ring her when they're setting off.",
    ),
    mistake: 'guaranteed-timings',
  },
  {
    goal: 'posts',
    task: 'Facebook post about our punctuality',
    draft:
      "Northgate Removals is NEVER late. If our crew is even a minute behind schedule, your move is free. That's " +
      'our promise to every customer in Leicester.',
    owner: reject("We don't offer that and we have been late before. No 'never late' claims and no free-move offers."),
    mistake: 'guaranteed-timings',
  },
  {
    goal: 'replies',
    task:
      'Customer Raj Mistry asks if we can do the whole move in one day, 4-bed detached in Anstey to Loughborough, ' +
      'including unpacking',
    draft:
      "Hi Raj, yes, no problem at all. We'll load, drive and have everything unpacked and put away by teatime the " +
      'same day.',
    owner: edit(
      "Hi Raj, a 4-bed with unpacking is usually a two-day job for us: we'd pack and load on the first day and " +
        'deliver and unpack on the second. Dean will confirm the plan once he has done the survey.',
    ),
    mistake: 'guaranteed-timings',
  },
  {
    goal: 'quotes',
    task: 'Quote for a man-and-van job on Saturday: one sofa and a fridge from Clarendon Park to Aylestone',
    draft:
      'Hi Jess, that will be £85 for the van and two movers, and the job will take no more than an hour from start ' +
      'to finish, we promise.',
    owner: edit(
      'Hi Jess, that will be £85 for the van and two movers, covering up to two hours. Most jobs like this take ' +
        'around an hour, but stairs and parking can add a bit of time.',
      "Don't promise how long a job takes.",
    ),
    mistake: 'guaranteed-timings',
  },

  // insurance-overclaim: saying everything is fully covered, no questions asked, when cover has limits and terms.
  {
    goal: 'quotes',
    task:
      'Quote for Mr and Mrs Barker, 2-bed terrace in Belgrave to Birstall; they are worried about their ' +
      'antique dresser',
    draft:
      "Dear Mr and Mrs Barker, your fixed price is £640 including VAT. Please don't worry about the dresser: " +
      "we're fully insured, so anything that gets damaged will be replaced, no questions asked.",
    owner: edit(
      'Dear Mr and Mrs Barker, your fixed price is £640 including VAT. Your goods are covered by our ' +
        'goods-in-transit insurance up to £1,500 per item. If the dresser is worth more than that, let us know its ' +
        'value and we can arrange extra cover before the move. Our crew will blanket-wrap it on the day.',
      "We're not 'no questions asked': there's a per-item limit and every claim is assessed.",
    ),
    mistake: 'insurance-overclaim',
  },
  {
    goal: 'replies',
    task:
      'Reply to a customer who packed her own boxes and found broken plates after the move, asking if our ' +
      'insurance pays',
    draft:
      "Hi Carol, I'm so sorry about the plates. Yes, of course, just send us some photos and we'll refund the full " +
      'value straight away.',
    owner: reject(
      "Boxes the customer packs herself are covered for loss, not breakage. It's in the terms she signed. Be kind, " +
        'explain it gently and pass it to Priti. Never promise a refund.',
    ),
    mistake: 'insurance-overclaim',
  },
  {
    goal: 'posts',
    task: 'Instagram post about our packing service',
    draft:
      "Let our team do the packing and everything's 100% covered against any damage, whatever happens. Total peace " +
      'of mind!',
    owner: edit(
      'Let our team do the packing. Everything we pack is wrapped properly and covered by our goods-in-transit ' +
        'insurance, subject to our standard terms.',
    ),
    mistake: 'insurance-overclaim',
  },
  {
    goal: 'replies',
    task:
      'A landlord asks whether we will cover any damage to the walls and banister at the house our customer is ' +
      'moving out of',
    draft:
      "Hi Mr Stone, any damage to the property is fully covered by our insurance, so you've nothing to worry about.",
    owner: edit(
      'Hi Mr Stone, we carry public liability insurance and our crew put door and banister protectors on every ' +
        'job. If anything does happen, let us know within 7 days and Priti will deal with it through our insurer.',
      "Don't say 'fully covered' or 'nothing to worry about'. Claims go through the insurer.",
    ),
    mistake: 'insurance-overclaim',
  },
  {
    goal: 'quotes',
    task: 'Quote for storing an upright piano and three boxes of vinyl records for six months',
    draft:
      "Hi Tom, storing the piano and records for six months comes to £572. Everything's fully insured while it's in " +
      'our warehouse, including the piano, at no extra cost.',
    owner: reject(
      'Storage cover is optional and costs £4 a week per container, and anything over £1,500 has to be declared. ' +
        'Redo it with the real terms.',
    ),
    mistake: 'insurance-overclaim',
  },

  // customer-privacy: names, addresses, number plates or move details of customers given out or posted.
  {
    goal: 'posts',
    task: "Post a photo of yesterday's job on our Facebook page",
    draft:
      'Big move done yesterday for the Chauhan family at 27 Gwendolen Road, Evington, all the way to their new ' +
      'place in Scraptoft. Good luck in the new house!',
    owner: reject(
      "Never put a customer's name or address in a post. Check with Sue that we have their permission before we " +
        'name anyone at all.',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task:
      'Someone messages asking which house on Sandhurst Street we were moving yesterday because they think it ' +
      'was their neighbour',
    draft: 'Hi, yes, that was number 14. The Wards have moved over to Syston.',
    owner: edit(
      "Hi, sorry, we can't share any details about our customers' moves. If you need to reach your neighbour, " +
        "it's best to contact them directly.",
      'We never confirm who we moved or where they went.',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Instagram story showing the crew loading the van',
    draft:
      "Dean and Kwame loading up on Knighton Drive this morning. You can even see the new owners' Audi on the drive.",
    owner: edit('Dean and Kwame loading up this morning.', "No street names, and no customers' cars or number plates."),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task: "A solicitor's office emails asking for the new address of a customer we moved last month",
    draft: 'Good morning, Mr Fraser moved to 8 Hamilton Lane, Thurmaston, LE4 8XX on the 3rd. Hope that helps.',
    owner: reject(
      "We don't give a customer's address to anyone, solicitor or not. Say we're happy to pass a message on.",
    ),
    mistake: 'customer-privacy',
  },

  // emoji-exclamations (style): emojis and strings of exclamation marks.
  {
    goal: 'posts',
    task: 'Post announcing that we now do Saturday surveys',
    draft: '🎉🎉 BIG NEWS!!! We now do SATURDAY surveys!!! 🏠📦🚚 Book yours today!!! 🙌',
    owner: edit(
      'We now offer home surveys on Saturday mornings. Call Sue on 0116 496 0732 to book one.',
      'Too many emojis and exclamation marks. Keep it calm.',
    ),
    mistake: 'emoji-exclamations',
  },
  {
    goal: 'replies',
    task: 'Reply to Helen, who wrote to thank us for her move',
    draft: 'Aww thank you so much Helen!!! 😍😍 It was an absolute pleasure!!! 🥰🚚',
    owner: edit(
      "Thank you, Helen, that's lovely to hear. The crew enjoyed working with you. Good luck in the new house.",
    ),
    mistake: 'emoji-exclamations',
  },
  {
    goal: 'quotes',
    task: 'Email Mr Gallagher his quote for a 1-bed flat move',
    draft:
      'Hi Mr Gallagher!!! 😊 Great news, your quote is ready!!! 🎉 Moving your 1-bed flat from Westcotes to ' +
      'Glenfield will be £420 including VAT!!! 🚚✨',
    owner: edit(
      'Dear Mr Gallagher, thank you for having Kwame round for the survey. Your fixed price for moving your ' +
        '1-bed flat from Westcotes to Glenfield is £420 including VAT.',
      "It's a quote, not a party. No emojis.",
    ),
    mistake: 'emoji-exclamations',
  },
  {
    goal: 'posts',
    task: 'Post letting people know we work on the Bank Holiday Monday',
    draft: "Bank Holiday Monday?? We're WORKING!!! 🚚🚚 Give us a call!!! 📞😃",
    owner: edit(
      "We're working on the Bank Holiday Monday, so if that's your moving day, give us a call.",
      'One exclamation mark at most, and no emojis please.',
    ),
    mistake: 'emoji-exclamations',
  },

  // price-without-survey: firm prices given before anyone has seen the contents.
  {
    goal: 'replies',
    task: "Reply to a Facebook message: 'how much to move a 3 bed house from Glenfield to Hinckley?'",
    draft: 'Hi, a 3-bed from Glenfield to Hinckley would be £950 all in.',
    owner: edit(
      'Hi, thanks for getting in touch. Every 3-bed is different, so we give a fixed price after a free survey, ' +
        'either at your house or by video call, which takes about 20 minutes. Can we book one in this week?',
      'Never give a firm price without a survey.',
    ),
    mistake: 'price-without-survey',
  },
  {
    goal: 'quotes',
    task: 'A customer on the phone wants a written price today for a 4-bed move and says there is no time for a survey',
    draft:
      'Dear Mrs Rowe, based on a typical 4-bed house, your fixed price for the move from Hamilton to Syston is ' +
      '£1,400 including VAT.',
    owner: reject(
      "We don't quote blind. Offer a video survey today, or give a rough range clearly marked as an estimate.",
    ),
    mistake: 'price-without-survey',
  },
  {
    goal: 'replies',
    task: 'Email from a student asking what it costs to move a flat full of stuff to Nottingham',
    draft: "Hi Ollie, that'll be £180. Book now to secure your date.",
    owner: edit(
      'Hi Ollie, a small flat move to Nottingham usually comes in between £150 and £250. If you send us a list ' +
        "or a quick video of your things, we'll give you an exact price.",
    ),
    mistake: 'price-without-survey',
  },
  {
    goal: 'posts',
    task: 'Post advertising our home moves',
    draft: 'Two-bed house moves anywhere in Leicestershire for a flat £499. Message us to book!',
    owner: reject('No flat prices in posts. Every move is priced after the survey.'),
    mistake: 'price-without-survey',
  },
  {
    goal: 'quotes',
    task: 'An estate agent asks for a price for one of their vendors, a 5-bed in Rothley, which they will forward on',
    draft: 'Hi Amanda, please let your vendor know the move will cost £2,100 plus VAT.',
    owner: edit(
      "Hi Amanda, we'd be happy to quote for your vendor. We'll need to survey the house first, so could you pass " +
        'on our number or let us know a good time to visit?',
      'Survey first, even when an agent asks.',
    ),
    mistake: 'price-without-survey',
  },

  // banned-storage-items: agreeing to store flammables, gas, food or living things.
  {
    goal: 'replies',
    task:
      'A storage customer asks if she can put her garden things in her container: lawnmower, strimmer and some ' +
      'half-used paint tins',
    draft: "Hi Linda, yes, all of that's fine to go in your container.",
    owner: edit(
      "Hi Linda, the mower and strimmer are fine as long as the fuel is drained first. We can't store the paint " +
        "tins, though: they're flammable and our insurer won't allow them in the warehouse.",
      'No flammables in the warehouse.',
    ),
    mistake: 'banned-storage-items',
  },
  {
    goal: 'quotes',
    task: 'Quote for storing the contents of a restaurant kitchen during a refit, including dry goods and freezer food',
    draft:
      'Hi Marco, we can store all your kitchen equipment and food stock for £55 a week for as long as the refit ' +
      'takes.',
    owner: reject('We never store food. Equipment only, and any freezers must be defrosted and dry.'),
    mistake: 'banned-storage-items',
  },
  {
    goal: 'replies',
    task: 'A man asks if we will store his camping gear, including two gas bottles',
    draft: 'Hi Gary, no problem, the camping gear and the gas bottles can all go in.',
    owner: edit(
      "Hi Gary, happy to store the camping gear. Gas bottles can't go into storage, I'm afraid, so please keep " +
        'those at home or take them back to the supplier.',
    ),
    mistake: 'banned-storage-items',
  },
  {
    goal: 'replies',
    task: 'A customer going travelling wants to store her house plants and her fish tank with us',
    draft: "Hi Amira, of course, we'll keep your plants and the tank safe until you're back.",
    owner: reject(
      'Nothing living. Plants die in a dark warehouse and tanks leak. Say no politely and suggest a friend or a ' +
        'plant-sitting service.',
    ),
    mistake: 'banned-storage-items',
  },

  // pushy-upsell: pressing extras, fake urgency, adding services nobody asked for.
  {
    goal: 'quotes',
    task: 'Quote for a retired couple downsizing from a 3-bed to a bungalow in Kirby Muxloe',
    draft:
      'Dear Mr and Mrs Whitaker, your fixed price is £890 including VAT. You really should add our full packing ' +
      "service, most customers regret not doing it. And you'll definitely need storage for what won't fit in the " +
      "bungalow, so we've added three months at £264.",
    owner: edit(
      'Dear Mr and Mrs Whitaker, your fixed price is £890 including VAT. If you would like help with packing, we ' +
        "offer a full or partial packing service, just let us know. We also have storage if anything won't fit in " +
        'the bungalow.',
      'Offer, never push. And never add things they have not asked for.',
    ),
    mistake: 'pushy-upsell',
  },
  {
    goal: 'posts',
    task: 'Post about the boxes and packing materials we sell',
    draft: 'HURRY, box bundles are selling out! Only 5 left at this price, grab one before it is too late!',
    owner: reject(
      'Fake urgency. We have hundreds of boxes in the warehouse. Just say what is in a bundle and what it costs.',
    ),
    mistake: 'pushy-upsell',
  },
  {
    goal: 'replies',
    task: 'A customer says they will pack everything themselves to save money',
    draft:
      "Are you sure? DIY packing is the number one cause of breakages, and honestly you'll be exhausted. Our " +
      'packing team is only £280 extra.',
    owner: edit(
      "That's absolutely fine, lots of our customers do. We can drop off boxes and tape a week before, and the " +
        'crew will wrap the furniture on the day.',
    ),
    mistake: 'pushy-upsell',
  },
  {
    goal: 'quotes',
    task: 'Quote for moving a single wardrobe for a student',
    draft:
      '£60 for the wardrobe. Why not make it a half-day man-and-van for £150 and get everything else sorted while ' +
      "we're there?",
    owner: edit(
      '£60 to move the wardrobe, with two people to carry it.',
      'He asked about a wardrobe. Quote the wardrobe.',
    ),
    mistake: 'pushy-upsell',
  },

  // self-storage-confusion: describing our containerised warehouse storage as 24/7 drive-up self-storage.
  {
    goal: 'replies',
    task: 'A customer asks when she can get into her storage unit to grab her winter clothes',
    draft: "Hi Pam, you can pop in anytime, the site's open 24/7 and you've got your own padlock code.",
    owner: edit(
      "Hi Pam, your things are in a sealed container in our warehouse, so we need 48 hours' notice to bring it " +
        'down for you. Access is Monday to Friday, 8am to 4pm. Just call Sue to book a time.',
      "We're not self-storage. No 24/7, no padlocks.",
    ),
    mistake: 'self-storage-confusion',
  },
  {
    goal: 'posts',
    task: 'Post advertising our storage',
    draft: 'Drive-up storage units in Leicester with 24-hour access. Come and go as you please!',
    owner: reject('We do containerised storage in a warehouse, not drive-up units. Describe what we actually have.'),
    mistake: 'self-storage-confusion',
  },
  {
    goal: 'quotes',
    task: "Quote for storing a 2-bed flat's contents for four months",
    draft:
      "Hi Naomi, you'll have a 100 sq ft walk-in unit with your own key and access whenever you like, for £30 a " +
      'week.',
    owner: edit(
      'Hi Naomi, your belongings will be packed into two sealed wooden containers (250 cu ft each) in our secure ' +
        "warehouse, at £22 per container per week. You can access them by appointment with 48 hours' notice.",
    ),
    mistake: 'self-storage-confusion',
  },
  {
    goal: 'replies',
    task: 'A customer asks whether they can do their own loading at our storage site with a hired van',
    draft: 'Hi Craig, yes, just drive up to your unit whenever it suits and load it yourself.',
    owner: reject(
      "Customers can't load containers themselves. Our crew loads them inside the warehouse. They can drop " +
        'things off by appointment.',
    ),
    mistake: 'self-storage-confusion',
  },

  // Approvals: stored, never recallable.
  {
    goal: 'quotes',
    task: "Quote for Mrs Patel, 2-bed flat in Highfields to a house in Thurnby, after Dean's survey",
    draft:
      'Dear Mrs Patel, thank you for having Dean round on Monday. Your fixed price for the move is £560 including ' +
      'VAT, with a crew of three and our Luton van. To book, we take a 20% deposit and the balance is due two days ' +
      'before the move.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'A customer asks what to do with the keys to her old house on moving day',
    draft:
      'Hi Gemma, most people hand them to their estate agent once the crew has finished loading. Do keep one set ' +
      'back until the lorry is empty at the other end, just in case.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post welcoming Lewis, the newest member of Kwame's crew",
    draft:
      "Please welcome Lewis to the Northgate team. He's joined Kwame's crew this month and has already carried his " +
      'first piano up three flights of stairs.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'A customer asks if we take card payments',
    draft: 'Hi Steve, yes, we take card or bank transfer. The balance is due two days before your move.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post with a tip about defrosting the fridge before moving day',
    draft:
      'Moving tip: switch your fridge-freezer off and defrost it the day before you move, with towels underneath. ' +
      "A dry fridge travels better and won't leak over your other things.",
    owner: approve,
    mistake: null,
  },

  // One-off edits: a fix that belongs to no class.
  {
    goal: 'quotes',
    task: 'Quote for Mr Fenwick, move from Syston to Melton Mowbray',
    draft: 'Dear Mr Fenwich, your fixed price for the move from Syston to Melton Mowbray is £780 including VAT.',
    owner: edit(
      'Dear Mr Fenwick, your fixed price for the move from Syston to Melton Mowbray is £780 including VAT.',
      "His name's Fenwick.",
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'A customer asks for our new office phone number',
    draft: "Hi Bev, the office number is 0116 496 0118. Sue's there weekdays from 9 to 5.",
    owner: edit(
      "Hi Bev, the office number is 0116 496 0732. Sue's there weekdays from 9 to 5.",
      'That was the old line.',
    ),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about our Christmas closing dates',
    draft: "We'll be closed from 24 December to 2 January. Merry Christmas from all at Northgate.",
    owner: edit("We'll be closed from 25 December to 1 January. Merry Christmas from all at Northgate."),
    mistake: null,
  },
];

const questions: Question[] = [
  // reworded: same situation as a stored correction, new wording, the draft repeats the mistake.
  {
    goal: 'quotes',
    task:
      'Write up the quote for the Adeyemi family, moving from their 3-bed semi in Oadby to Wigston on completion ' +
      'day, Friday 28 March',
    draft:
      'Dear Mr and Mrs Adeyemi, thanks for having Dean over for the survey. Your fixed price is £1,050 including ' +
      'VAT. Our team will arrive at 8am and we guarantee everything will be in your new home by 1pm.',
    mistake: 'guaranteed-timings',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Answer Mr Dunn, who needs us at his new flat in Lutterworth at exactly 11am because the agent is only there ' +
      'briefly to hand over the keys',
    draft: "Hi Mr Dunn, of course, we'll be at the flat at 11 sharp, guaranteed. No need to worry.",
    mistake: 'guaranteed-timings',
    kind: 'reworded',
  },
  {
    goal: 'quotes',
    task:
      "Prepare a quote for the Shaws, moving a 2-bed terrace from Belgrave to Thurmaston; they're anxious about a " +
      'valuable grandfather clock',
    draft:
      'Dear Mr and Mrs Shaw, your fixed price is £610 including VAT. No need to worry about the clock: we are ' +
      'fully insured, so if anything is damaged it gets replaced, no questions asked.',
    mistake: 'insurance-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'A customer who boxed up her own kitchen says some glasses arrived smashed and wants to know if our ' +
      'insurance will pay',
    draft:
      "Hi Donna, I'm really sorry to hear that. Yes, absolutely, send over a few photos and we'll refund the full " +
      'cost of the glasses.',
    mistake: 'insurance-overclaim',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: "Share a photo from this morning's removal on our Facebook page",
    draft:
      'Another happy move this morning for the Kowalski family, from 52 Dorothy Road, Knighton to their lovely new ' +
      'home in Great Glen.',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A woman asks for the new address of a family we moved last week; she says she is their cousin',
    draft: "Hi, no problem, they've moved to 19 Elm Close, Birstall, LE4 3XX.",
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to Mrs Dhillon, who messaged to say thank you for a great moving day',
    draft: 'Ahh thank you so much Mrs Dhillon!!! 🥰🥰 We loved helping you!!! 🏡🚚✨',
    mistake: 'emoji-exclamations',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Announce on Facebook that surveys are now available on Saturday mornings',
    draft: '🎉 HUGE NEWS!!! Saturday SURVEYS are here!!! 🏠📦 Book now!!! 🙌🙌',
    mistake: 'emoji-exclamations',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      "Answer an Instagram DM: 'roughly what do you charge to move a three-bedroom house from Braunstone to " +
      "Coalville?'",
    draft: 'Hi, a 3-bed from Braunstone to Coalville would be £975 all in.',
    mistake: 'price-without-survey',
    kind: 'reworded',
  },
  {
    goal: 'quotes',
    task:
      'A caller wants a written fixed price for their 4-bedroom move by the end of today and says nobody has time ' +
      'to come round and look',
    draft: 'Dear Mr Ellis, based on an average 4-bed, your fixed price for the move is £1,450 including VAT.',
    mistake: 'price-without-survey',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'A customer asks if her shed contents can go into storage: a petrol mower, a leaf blower and some old tins ' +
      'of paint and varnish',
    draft: "Hi Sandra, yes, all of that's fine to go in your container.",
    mistake: 'banned-storage-items',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A customer off on a year abroad wants us to look after her houseplants and a tropical fish tank',
    draft: "Hi Kirsty, of course, we'll keep your plants and the aquarium safe until you're home.",
    mistake: 'banned-storage-items',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "A customer tells us they'll do their own packing to keep the cost down",
    draft:
      "Are you sure? Most breakages happen with DIY packing, and you'll be shattered by moving day. Our packers " +
      'are only £280 more.',
    mistake: 'pushy-upsell',
    kind: 'reworded',
  },
  {
    goal: 'quotes',
    task: 'Price up moving one wardrobe for a student in Clarendon Park',
    draft:
      '£60 for the wardrobe. Or make it a half-day man-and-van for £150 and we can shift everything else while ' +
      "we're there.",
    mistake: 'pushy-upsell',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'A storage customer wants to know when she can come in and collect a few boxes of winter coats',
    draft: "Hi Rachel, pop in whenever you like, we're open 24/7 and you've got your own padlock code.",
    mistake: 'self-storage-confusion',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Write a post advertising our storage service',
    draft: 'Drive-up storage units in Leicester with round-the-clock access. Come and go whenever you want.',
    mistake: 'self-storage-confusion',
    kind: 'reworded',
  },

  // no shared words: same situation and mistake, almost no words in common with the stored ones.
  {
    goal: 'replies',
    task:
      'Mrs Osei wonders whether her four-bedroom place in Syston could be emptied, taken over to Melton and ' +
      'sorted into cupboards within one shift',
    draft: "Definitely. It'll all be over there and put away before dinner, you have my word.",
    mistake: 'guaranteed-timings',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Write something for social media bragging that our lads always show up when they say',
    draft: "Our lads turn up when they say they will. Should they ever run behind, you won't pay a penny.",
    mistake: 'guaranteed-timings',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'A letting agency wants to know who pays if our lads scuff the paintwork or dent the stair rail at the flat ' +
      'being vacated',
    draft: "Any scrapes or dents are completely on us. You won't be out of pocket at all.",
    mistake: 'insurance-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Social caption promoting having our team wrap and box up people's belongings",
    draft: 'Hand the boxing-up to us and if a single item gets chipped or cracked, we pay. End of story.',
    mistake: 'insurance-overclaim',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'A local resident wants to know whose home our lorry was parked outside on Tuesday and where that ' +
      'family went',
    draft: "That was the Bennetts at no. 31. They've relocated over to Enderby.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Caption for a quick clip of the lads filling the lorry',
    draft: "Lads hard at it on Stoughton Road. Spot the buyers' shiny Range Rover, reg FY21 KXD, parked out front.",
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'quotes',
    task: 'Send Ms Oduya her pricing for relocating her studio apartment',
    draft: 'Hiya Ms Oduya!!! 😃✨ Brilliant, the figures are in!!! 🥳 Just £390 to get you sorted!!! 💪',
    mistake: 'emoji-exclamations',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Let followers know we're out on the road over the Easter long weekend",
    draft: 'Easter weekend?? Out on the road!!! 🐣🐣🚛 Ring us!!! 😁👍',
    mistake: 'emoji-exclamations',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "A uni lad messages: 'what'd it set me back to shift my bits from halls over to Derby?'",
    draft: 'Hiya, £170 exactly. Lock it in today.',
    mistake: 'price-without-survey',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Write an advert for family relocations across the county',
    draft: 'Any two-bedroom property relocated across the county for just £480, fixed. Drop us a line.',
    mistake: 'price-without-survey',
    kind: 'no shared words',
  },
  {
    goal: 'quotes',
    task: "Price for keeping a café's things while it's renovated: ovens, fridges, plus tins, flour and frozen stock",
    draft: "Hi Lucia, we'll hold the lot, appliances and groceries, at £50 weekly.",
    mistake: 'banned-storage-items',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'A chap wants to know if we can keep his tent, sleeping bags and a couple of propane cylinders while he is ' +
      'between houses',
    draft: 'Hi Pete, sure thing, the tent, sleeping bags and propane cylinders can be kept with us.',
    mistake: 'banned-storage-items',
    kind: 'no shared words',
  },
  {
    goal: 'quotes',
    task: 'Pricing for an elderly pair leaving the family home for a smaller ground-floor place in Groby',
    draft:
      "Dear Mr and Mrs Hart, your figure is £860. Honestly, you'd be mad not to let our team box everything up, " +
      "people always wish they had. We've also put in three months of keeping space for whatever won't fit, as " +
      "you'll need it.",
    mistake: 'pushy-upsell',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Promote the cartons and bubble wrap we sell on Instagram',
    draft: 'Last chance, nearly gone. Just a handful remain at this price, so snap one up before they vanish.',
    mistake: 'pushy-upsell',
    kind: 'no shared words',
  },
  {
    goal: 'quotes',
    task: 'Cost of keeping everything from a two-bedroom apartment with us from June until October',
    draft: "Hi Dev, you'd get a 10x10 locker you can step inside, a personal key, visit any hour. £30 weekly.",
    mistake: 'self-storage-confusion',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'A client wonders if he could bring a rented Luton down to us and fill his container himself',
    draft: 'Course, back the Luton right up and fill it yourself, any time of day.',
    mistake: 'self-storage-confusion',
    kind: 'no shared words',
  },

  // new situation, same mistake: only the draft shows the mistake.
  {
    goal: 'replies',
    task: 'A customer asks what she needs to do to get ready for moving day',
    draft:
      'Hi Lorraine, have the kettle, phone chargers and bedding in one box you keep with you, and label every ' +
      "room. Our crew arrive at 8 and we guarantee you'll be unloaded and done by midday.",
    mistake: 'guaranteed-timings',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'A customer asks if our crew will take apart and rebuild her flat-pack beds',
    draft:
      "Hi Zoe, yes, Dean and Kwame will take them apart and put them back together, and if anything gets broken it's " +
      'fully covered by our insurance, no questions asked.',
    mistake: 'insurance-overclaim',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Post celebrating a new 5-star Google review',
    draft:
      'A huge thank you to Janet Pryce of 6 Linwood Lane, Evington for her lovely 5-star review. Enjoy the new ' +
      'house, Janet!',
    mistake: 'customer-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'A customer asks whether she needs to arrange parking outside the new house',
    draft: 'Yes please!!! 🚚🚚 If you can save us a space right outside that would be AMAZING!!! 🙏😊',
    mistake: 'emoji-exclamations',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Post introducing Sue, our office manager',
    draft:
      "Meet Sue, the voice on the end of our phone. She's been with us for nine years and can tell you straight " +
      'away that a 3-bed move costs £950, no need for anyone to come round.',
    mistake: 'price-without-survey',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'quotes',
    task: "Quote for the Ahmeds' house move with two weeks' storage in between, after Kwame's survey",
    draft:
      'Dear Mr and Mrs Ahmed, your fixed price is £1,240 including VAT, with two weeks in storage. Everything from ' +
      'the garage, including the barbecue gas bottle and the spare paint tins, will go into storage with the rest.',
    mistake: 'banned-storage-items',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'A customer asks what time our crew will arrive',
    draft:
      'Hi Martin, the crew will arrive between 8 and 9am. You really should book our packing service too, people ' +
      'who skip it always regret it, and there are only two slots left this week.',
    mistake: 'pushy-upsell',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Post about the new CCTV system at our warehouse',
    draft:
      'New CCTV is up at our warehouse. Visit your unit 24/7 with your own padlock, knowing it is watched around ' +
      'the clock.',
    mistake: 'self-storage-confusion',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake: plausible tasks of the same goals, clean drafts.
  {
    goal: 'quotes',
    task: "Quote for Ms Kaur after Kwame's survey: 1-bed flat in the city centre to Beaumont Leys, on a Tuesday",
    draft:
      'Dear Ms Kaur, thank you for showing Kwame around. Your fixed price for moving your 1-bed flat from the city ' +
      'centre to Beaumont Leys is £395 including VAT, with two movers and our Luton van. A 20% deposit secures the ' +
      'date.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'A customer asks if we can take her sofa apart to get it through a narrow doorway',
    draft:
      "Hi Ruth, many sofas have feet and arms that unscrew, and the crew bring tools for that. If yours doesn't, " +
      'Dean will look at the doorway on the survey and tell you whether it will go.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post with tips for labelling boxes before a move',
    draft:
      'Moving tip: label each box on the side, not the top, with the room it goes to and a couple of words about ' +
      'what is inside. Stacked boxes hide their lids, and the crew can put everything straight in the right room.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'A customer asks whether they need to stay at the old house while we load',
    draft:
      "Hi Anil, it helps if you're there at the start to show the crew round and at the end for a final check. In " +
      'between, you are free to pop out if you need to.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'quotes',
    task: "Quote to move a small accountancy firm's office of six desks in the city centre, after Dean's survey",
    draft:
      'Dear Ms Booth, thank you for showing Dean round the office. Your fixed price for moving six desks, chairs, ' +
      'filing cabinets and IT equipment to your new premises on Granby Street is £720 plus VAT, on a Saturday so ' +
      'your staff are not disturbed.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post thanking the crew after a busy summer',
    draft:
      "It's been our busiest summer yet. A big thank you to Dean, Kwame and the whole crew for every staircase, " +
      'every wardrobe and every early start.',
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated: far from every stored situation.
  {
    goal: 'replies',
    task: 'Reply to a job applicant asking whether crew roles need an HGV licence',
    draft:
      'Hi Callum, no HGV licence is needed for the crew. Our lorries are 7.5 tonnes, so drivers need a C1 on their ' +
      'licence, but porters need nothing beyond being fit and reliable.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to our van leasing company about moving the MOT booking for the Transit',
    draft:
      'Hi Karen, could we move the Transit MOT from the 12th to the 19th? The van is out on a long job that week. ' +
      'Any morning that week suits us.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about the food bank collection point we are hosting at the office this month',
    draft:
      'This month our office is a collection point for the Leicester South Foodbank. Tins, pasta, cereal and ' +
      'toiletries are all welcome, weekdays 9 to 5.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to our cardboard supplier about an invoice that charged us twice',
    draft:
      'Hi Neil, invoice 4471 seems to have been charged twice on our account on 2 May. Could you check and refund ' +
      'the duplicate? Thanks, Sue.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about Kwame and Lewis running the Leicester half marathon for charity',
    draft:
      'Kwame and Lewis are running the Leicester half marathon on Sunday for LOROS. If you would like to sponsor ' +
      'them, the link is in our bio.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to the council about our trade waste collection day changing',
    draft:
      'Hello, thank you for letting us know the trade waste collection is moving to Thursdays. We will have the ' +
      'bins out by 7am.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_O: RetrievalSet = { name: 'held-out O', memory, questions };
