// Retrieval set N: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Cask & Cork, an independent wine shop with a small tasting bar
// in Bath (owner Marcus, staff Leila and Tom; bottles, monthly tasting evenings, the Cork Club subscription,
// corporate gift boxes, local delivery on Tuesdays and Fridays).
// Goals: replies, posts, newsletter. Classes: delivery-overpromise, skips-age-check, health-claims,
// customer-privacy, emoji-overload, invented-stock-or-prices, pressure-selling, wine-snob-tone.
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  {
    goal: 'replies',
    task:
      'Reply to an Instagram DM from a customer asking if we can deliver a ' +
      'case of prosecco today for a party tonight in Widcombe',
    draft:
      'Hi Sophie! Absolutely, we can get a case of prosecco over to you this afternoon. Just ' +
      'send us your address and Tom will drop it round by 5. Cheers, Cask & Cork',
    owner: edit(
      'Hi Sophie, thanks for thinking of us. Our van only goes out on Tuesdays and ' +
        "Fridays, so we can't get it to you today, but we've got the prosecco here " +
        "and we're open until 7 if you can pop in to collect. Marcus",
      "We don't do same-day delivery. Tom only drives the van on Tuesdays and Fridays.",
    ),
    mistake: 'delivery-overpromise',
  },
  {
    goal: 'newsletter',
    task: 'Write the December newsletter section about Christmas delivery',
    draft:
      'Christmas sorted! Order by 23 December and we guarantee delivery anywhere ' +
      'in the UK before Christmas Day, so your presents arrive on time.',
    owner: reject(
      'We only deliver round Bath and the last van run is the Friday ' +
        "before Christmas. Never guarantee dates we can't control.",
    ),
    mistake: 'delivery-overpromise',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing the summer rosé range',
    draft:
      'Rosé season is here. Eight new pinks from Provence, the Languedoc and even Cornwall. Order ' +
      "online and we'll have a chilled bottle at your door within the hour, anywhere in Somerset.",
    owner: edit(
      'Rosé season is here: eight new pinks from Provence, the Languedoc and Cornwall. Order by Thursday for ' +
        'Friday delivery in Bath (BA1 and BA2), or come in and grab one straight from the fridge.',
    ),
    mistake: 'delivery-overpromise',
  },
  {
    goal: 'replies',
    task: 'Answer an email from a customer in Bristol asking whether her wine club box can be delivered to her flat',
    draft:
      'Yes of course! We deliver Cork Club boxes everywhere, Bristol is no ' +
      'problem at all, and we can pick a time slot that suits you.',
    owner: edit(
      'Thanks for asking. Our van only covers Bath (BA1 and BA2 postcodes), so ' +
        "we can't bring the box to Bristol, but plenty of members collect from the " +
        'shop on Walcot Street whenever suits them in the month.',
      "Bristol is outside our delivery area and we don't offer time slots.",
    ),
    mistake: 'delivery-overpromise',
  },
  {
    goal: 'replies',
    task: 'Reply to a Google review complaining that a corporate gift order arrived late',
    draft:
      'So sorry about this, Daniel. From now on we promise every corporate ' +
      'order will arrive the next working day, no matter what.',
    owner: reject(
      "Don't promise next-day. Gift boxes take ten working days to make up and the " +
        "courier is out of our hands. Apologise and explain, that's all.",
    ),
    mistake: 'delivery-overpromise',
  },
  {
    goal: 'replies',
    task: 'Reply to a mum asking if she can bring her 16-year-old daughter to the October tasting evening',
    draft:
      "Of course! Bring her along, we'll pour her smaller measures so she can " +
      "learn alongside you. It's a lovely way to start appreciating wine.",
    owner: reject(
      "Absolutely not. Tastings are strictly over-18s and we can't serve " +
        "a 16-year-old anything. It's our licence on the line.",
    ),
    mistake: 'skips-age-check',
  },
  {
    goal: 'posts',
    task: 'Instagram post welcoming university students back to Bath in September',
    draft: 'Welcome back, students! Flash your student card at the till for 10% off any bottle, no other ID needed.',
    owner: edit(
      'Welcome back to Bath, students. Show your student card for 10% off any ' +
        'bottle. We operate Challenge 25, so bring photo ID as well.',
      "We run Challenge 25. Never tell people they don't need ID.",
    ),
    mistake: 'skips-age-check',
  },
  {
    goal: 'replies',
    task: "Reply to a customer asking if the delivery driver can leave her wine order with her son if she's out",
    draft: 'No problem at all, Tom can hand the order to whoever answers the door.',
    owner: edit(
      "Tom can hand it to anyone at the address who's over 18, and he may ask for ID. If there's " +
        "nobody over 18 in, he'll bring it back to the shop and we'll rebook it for the next run.",
    ),
    mistake: 'skips-age-check',
  },
  {
    goal: 'newsletter',
    task: "Write the newsletter blurb for the wine club members' summer party",
    draft:
      'Bring the whole family! Teenagers are welcome to have a small ' +
      "taste of the wines with their parents' permission.",
    owner: edit(
      "Members and their guests over 18 are very welcome. We can't pour for anyone under " +
        "18, even with a parent's say-so, and we'll be checking ID at the door.",
      "A parent's permission doesn't make it legal for us to serve them.",
    ),
    mistake: 'skips-age-check',
  },
  {
    goal: 'posts',
    task: 'Post about our organic and natural wines',
    draft:
      'Natural wines have no nasty sulphites, so no headache the next ' +
      'morning. Better for you and better for the planet.',
    owner: edit(
      'Our natural wines come from small growers who farm organically and add as little as ' +
        'possible in the cellar. Come and try a glass at the bar this Thursday.',
      "You can't say they won't give you a headache, and natural wine " +
        'still has some sulphites. No health claims, please.',
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'newsletter',
    task: 'Write the intro for the January newsletter',
    draft:
      'Doing Dry January? Why not swap it for a glass of red each evening ' +
      "instead. It's packed with antioxidants and good for your heart.",
    owner: reject(
      "No health claims about wine, ever. And don't knock people doing Dry " +
        'January; tell them about the alcohol-free shelf instead.',
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'replies',
    task: "Reply to a customer asking which wine is lowest in calories because she's on a diet",
    draft: "Go for our Picpoul, it's practically guilt-free and won't affect your diet at all!",
    owner: edit(
      'Good question. Lighter, drier whites like our Picpoul de Pinet (12.5%) tend to ' +
        'be lower in alcohol, which is where most of the calories in wine come from. We ' +
        'also have some good alcohol-free bottles if you fancy trying one.',
      "Don't tell someone a wine won't affect their diet. Stick to facts like the ABV.",
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'posts',
    task: 'Post for the tasting bar about a Friday evening glass',
    draft: "Stressful week? A glass of Rioja is the best medicine. It'll help you relax and sleep better.",
    owner: edit('Friday at the bar: Rioja Crianza by the glass and a cheese board from next door. Open until 10.'),
    mistake: 'health-claims',
  },
  {
    goal: 'posts',
    task: 'Post celebrating our biggest corporate gift order of the year',
    draft:
      'Huge thanks to Hargreaves & Lowe Solicitors for ordering 120 gift boxes for ' +
      "their clients this Christmas! Here's what went into every box.",
    owner: reject(
      "Don't name corporate clients without their written OK. Hargreaves specifically asked us to keep it quiet.",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking whether her husband has already bought her a birthday bottle from us',
    draft: 'Hi Jane, yes, Paul came in on Saturday and picked up a bottle of the 2015 Pol Roger for you!',
    owner: edit(
      "Hi Jane, I'm afraid we can't share what other customers have " +
        'bought, even within a family. Hope you have a lovely birthday!',
      'Never tell anyone what another customer bought.',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'newsletter',
    task: 'Wine club newsletter paragraph welcoming new members this month',
    draft:
      'Welcome to our new members: Priya Shah from Larkhall, the ' +
      'Morgans on Bathwick Hill and Dr Ellis from Combe Down!',
    owner: edit(
      'A warm welcome to the eleven new Cork Club members who ' +
        'joined in March. Your first boxes go out on the 1st.',
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: "Instagram story from last night's tasting evening",
    draft:
      'What a night! Tagging everyone who came: @emma.bath @rich_drinks_wine ' +
      '@thewalcotwoodworker, and a shout-out to Ben who definitely had one too many.',
    owner: edit(
      "Thank you to everyone who came to last night's tasting. The " +
        'next one is Thursday 6 March, tickets in the shop.',
      "Don't tag guests without asking, and never joke about someone's drinking in public.",
    ),
    mistake: 'customer-privacy',
  },
  {
    goal: 'posts',
    task: 'Post announcing the new Beaujolais arrival',
    draft: '🍷🍷 BEAUJOLAIS IS HERE!!! 🎉🎉🎉 Fresh, fruity and flying off the shelves!!! Come grab yours!!! 🥳🍇',
    owner: edit(
      'The new Beaujolais has arrived: fresh, juicy Gamay from a family grower in Fleurie, £16.50 a bottle.',
      'Far too many emojis and exclamation marks. One at most.',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'replies',
    task: 'Reply to a 5-star Google review from a couple who came to the bar',
    draft: 'OMG thank you so much!!! 😍😍 You guys are the best!!! 🥂✨ See you soon!!!',
    owner: edit(
      "Thank you both, that's lovely to read. Leila really enjoyed chatting " +
        'Portuguese reds with you. See you at the bar again soon. Marcus',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'newsletter',
    task: 'Subject line and opening for the March newsletter',
    draft: 'Subject: 🌸🌸 Spring has SPRUNG!!! 🌸🍾 Big news inside!!! 👀👀',
    owner: edit(
      "Subject: Spring wines and April's tasting evening. The first English sparkling " +
        "of the season has landed, and April's tasting is all about the Loire.",
      "We're a wine shop, not a teenager's group chat.",
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'posts',
    task: "Post about Tom's staff pick of the week",
    draft: "Tom's pick!!! 🙌🙌 This Malbec is INSANE!!! 🔥🔥🔥 Absolute belter!!!",
    owner: edit(
      "Tom's pick this week: a Malbec from the Uco Valley, dark plums and a " +
        'bit of spice, great with anything off the barbecue. £14.',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook message thanking us for a gift box',
    draft: 'Yay!!! So happy you loved it!!! 💕🎁🍾🍾',
    owner: edit(
      'So glad the box went down well, and thank you for letting us know.',
      'Calm it down. A simple thank-you is plenty.',
    ),
    mistake: 'emoji-overload',
  },
  {
    goal: 'replies',
    task: 'Answer a customer asking if we have Château Margaux in stock',
    draft:
      'Yes, we have several vintages of Château Margaux in stock at ' +
      'the moment, including the 2005 and 2010, from £450.',
    owner: reject(
      "We don't stock Margaux at all. Never tell anyone we have something without checking the stock list.",
    ),
    mistake: 'invented-stock-or-prices',
  },
  {
    goal: 'posts',
    task: "Post about the wines for next month's Italian tasting",
    draft:
      "Next month's Italian tasting: we'll be pouring six wines " +
      'including a 1997 Sassicaia and a Gaja Barbaresco from 2010!',
    owner: edit(
      "Next month's tasting is all Italian: six wines, from a Soave to a Barolo " +
        'from a small family estate in La Morra. Full list on the night.',
      "We're not pouring Sassicaia on a £28 ticket. Don't make up the line-up.",
    ),
    mistake: 'invented-stock-or-prices',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter section on Cork Club prices',
    draft: 'Cork Club is just £20 a month for three bottles, delivered free.',
    owner: edit(
      'Cork Club is £30 a month for two bottles or £55 for four, and you can pause or cancel any time.',
      "Wrong prices. It's £30 for two bottles and £55 for four.",
    ),
    mistake: 'invented-stock-or-prices',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking the price of the Chablis she had at the tasting',
    draft: "That was our Chablis Premier Cru, £12 a bottle, and we've got plenty.",
    owner: edit(
      'That was the Domaine Gautheron Chablis (the village wine, not the Premier Cru), ' +
        "£21.50 a bottle. We've a few left, so I can put one aside for you if you like.",
      "Check the price list, don't guess.",
    ),
    mistake: 'invented-stock-or-prices',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer who asked to cancel her Cork Club subscription',
    draft:
      "Are you sure? You'll lose all your member perks, and honestly most " +
      'people regret leaving. How about staying just three more months?',
    owner: edit(
      "Of course, I've cancelled it, so no more payments will come out after this " +
        "month. Thanks for being a member, and you're always welcome in the shop.",
      'When someone asks to cancel, cancel it. No guilt trips.',
    ),
    mistake: 'pressure-selling',
  },
  {
    goal: 'posts',
    task: 'Post about the last few tickets for the tasting evening',
    draft: "Only 2 tickets left and they'll be gone within the hour. Book now or miss out, no excuses!",
    owner: edit(
      "A few tickets left for Thursday's Rhône tasting, £28 " +
        'including cheese. Pop in or call 01225 448213 to book.',
    ),
    mistake: 'pressure-selling',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking for a £15 bottle recommendation for a dinner party',
    draft:
      '£15 will get you something fine, but honestly, if you want to impress you really ' +
      "need to spend £30 or more. I'd go for the Gevrey-Chambertin at £48.",
    owner: reject("She gave us a budget. Stick to it, there's plenty of great wine at £15."),
    mistake: 'pressure-selling',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter piece about corporate gift boxes',
    draft:
      "Don't leave it too late! Companies that haven't ordered by Friday will be left " +
      'empty-handed and look bad in front of their clients. Order 50 boxes now to be safe.',
    owner: edit(
      'Corporate gift boxes start at £45 and we need ten working days to make ' +
        "them up. Drop Marcus a line and he'll put a quote together.",
      "Too pushy, and it's scaremongering.",
    ),
    mistake: 'pressure-selling',
  },
  {
    goal: 'replies',
    task: 'Reply to a first-time customer thanking us for helping her choose a birthday bottle',
    draft:
      "Glad we could help! Now you've tried us you should definitely sign up to Cork Club " +
      "today. It's the only way to get the good stuff, and spaces won't last.",
    owner: reject("She was just saying thank you. Don't jump on her with a hard sell for the club."),
    mistake: 'pressure-selling',
  },
  {
    goal: 'replies',
    task: "Reply to a customer asking for a good red that isn't too dry",
    draft:
      'Dryness in red wine is really a matter of tannin perception rather than ' +
      "residual sugar, a common misconception among the uninitiated. I'd " +
      'suggest you broaden your palate with a structured Nebbiolo.',
    owner: edit(
      'Lots of people find softer, fruitier reds feel less dry. Try the Chilean Carménère (£11.99) or our ' +
        'Valpolicella Ripasso, both smooth and easy. Happy to open one for you to taste if you pop in.',
    ),
    mistake: 'wine-snob-tone',
  },
  {
    goal: 'posts',
    task: 'Post introducing our new house wines by the glass',
    draft:
      'Our house selection eschews banal supermarket fare in favour of terroir-driven ' +
      'expressions, for those with palates discerning enough to appreciate them.',
    owner: edit(
      'New house wines by the glass at the bar: a crisp Spanish white and a ' +
        'juicy Côtes du Rhône, both £6.50. Nothing fancy, just really good.',
      'Sounds snobby. We want everyone to feel welcome, whatever they know about wine.',
    ),
    mistake: 'wine-snob-tone',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if screw caps mean the wine is cheap',
    draft:
      "A rather dated notion, I'm afraid. Any serious oenophile will tell you closure choice is a " +
      "matter of oxygen ingress management, something most casual drinkers wouldn't think about.",
    owner: reject(
      "Don't talk down to people. Answer the question simply and kindly: no, lots of great wine uses screw caps.",
    ),
    mistake: 'wine-snob-tone',
  },
  {
    goal: 'newsletter',
    task: "Newsletter intro for the 'wine basics' tasting evening",
    draft:
      'For those yet to develop a refined palate, this remedial session ' +
      'will correct the most egregious gaps in your knowledge.',
    owner: edit(
      "Never sure what to pick? April's tasting is a relaxed, no-jargon evening: " +
        'six wines, how to work out what you like, and no wrong answers.',
      'Patronising. Nobody wants to be told they need a remedial lesson.',
    ),
    mistake: 'wine-snob-tone',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we sell gift vouchers',
    draft:
      'Yes, we sell gift vouchers for any amount from £10, in the shop or over the phone on ' +
      "01225 448213. They're valid for a year and can be used at the bar too. Marcus",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post about the tasting bar's new autumn cheese boards",
    draft:
      'New at the bar for autumn: cheese boards from the counter next door, with Baron Bigod, ' +
      'Cornish Yarg and a Somerset cheddar, £12 for two. Ask Leila for a glass to match.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Newsletter note that the shop is closed for stocktake on the last Tuesday of the month',
    draft:
      "A quick heads-up: we're closed on Tuesday 28 October for our stocktake. Normal " +
      "hours are back on Wednesday, and Friday's deliveries go out as usual.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a couple asking whether we lend glasses for their wedding',
    draft:
      'Congratulations! Yes, we lend glasses free with any wine order over £150. ' +
      'Just bring them back within a week, no need to wash them. Marcus',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: "Post introducing Leila's new Portuguese wine shelf",
    draft:
      'Leila has spent the summer tasting her way round Portugal, and the results are on her new shelf by ' +
      'the till: Douro reds, Vinho Verde and a dry white Port that is made for tonic. From £10.99.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking for a Vouvray her friend recommended',
    draft: "We've got the Domaine Hewitt Vouvray Sec at £22, a lovely dry Chenin Blanc from the Loire.",
    owner: edit("We've got the Domaine Huet Vouvray Sec at £22, a lovely dry Chenin Blanc from the Loire."),
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Newsletter paragraph announcing the Spanish tasting evening',
    draft: "May's tasting is on Thursday 1 May at 7pm, with six wines from Spain and tapas from the deli next door.",
    owner: edit(
      "May's tasting is on Thursday 8 May at 7pm, with six wines from Spain and tapas from the deli next door.",
      'Moved it a week because of the bank holiday.',
    ),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about the hand-thrown wine coolers from a local potter',
    draft: 'New in: terracotta wine coolers, hand-thrown here in Somerset, £38.',
    owner: edit(
      'New in: terracotta wine coolers hand-thrown by Jess at Frome Clay Studio ' +
        "(@fromeclay), £38. Soak one for ten minutes and it'll keep a bottle cool all evening.",
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  {
    goal: 'replies',
    task:
      'Answer a Facebook message from someone hosting a birthday tonight in ' +
      'Oldfield Park who wants two cases of fizz delivered this afternoon',
    draft:
      "Hi Kate, no problem! We'll get two cases of fizz over to " +
      'Oldfield Park by 4pm today, just send your address.',
    mistake: 'delivery-overpromise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Respond to a Cork Club enquiry from a man in Bradford-on-Avon who wants ' +
      'his monthly box brought to his house on a Saturday morning',
    draft:
      'Great news, we can deliver your Cork Club box to Bradford-on-Avon, and ' +
      "we'll make sure it arrives on Saturday morning between 9 and 10.",
    mistake: 'delivery-overpromise',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a dad asking if his 17-year-old son can come with him to the Thursday tasting night',
    draft: "Sure, he's very welcome! We can give him small tasters so he can start learning about wine with you.",
    mistake: 'skips-age-check',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Respond to a customer who wants Friday's wine delivery handed to her teenage daughter if she isn't home",
    draft: "That's fine, Tom will just give the box to your daughter when he drops it off.",
    mistake: 'skips-age-check',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Opening paragraph for the newsletter going out on 2 January',
    draft:
      'Happy New Year! Forget Dry January: a glass of red a day is full of ' +
      "antioxidants and keeps your heart healthy, so there's no need to give it up.",
    mistake: 'health-claims',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Instagram caption for the natural wine shelf',
    draft:
      "Low-intervention, sulphite-free wines that won't leave you " +
      'with a sore head. Kinder to your body and the planet.',
    mistake: 'health-claims',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter paragraph welcoming people who joined the wine club last month',
    draft:
      'Say hello to our newest Cork Club members: Hannah and Josh Pearce from ' +
      'Weston, Mr Okafor on Lansdown Road and Ruth Gale from Widcombe!',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Facebook post thanking the company behind our largest Christmas gift box order',
    draft:
      'A big thank you to Avonside Architects for ordering 80 Christmas gift boxes for their ' +
      'clients this year, with two bottles of Rioja and our chilli chocolate in each!',
    mistake: 'customer-privacy',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: "Instagram post saying this year's Beaujolais Nouveau has landed",
    draft: "🍇🍷 NOUVEAU TIME!!! 🎉🎉 It's finally here!!! Grab a bottle before they're gone!!! 🥳🥳",
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to a glowing Google review left by two people who visited the tasting bar',
    draft: 'Aww thank you sooo much!!! 🥰🥰 You two are amazing!!! 🍷✨ Come back soon!!!',
    mistake: 'emoji-overload',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an email asking whether we carry any Château Margaux',
    draft: "Yes! We've got the 2009 and 2015 Château Margaux on the shelf at the moment, from £480 a bottle.",
    mistake: 'invented-stock-or-prices',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Write the newsletter paragraph explaining how much Cork Club costs',
    draft: 'Joining Cork Club costs just £25 a month for three hand-picked bottles.',
    mistake: 'invented-stock-or-prices',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to a member who emailed asking to stop her wine club subscription',
    draft:
      "Oh no, we'd be sad to see you go! Are you really sure? Most members who leave " +
      'end up regretting it. Why not stay another couple of months and see?',
    mistake: 'pressure-selling',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer wanting a bottle around £15 to take to a dinner party',
    draft:
      "At £15 it'll be okay, but if you really want to impress your hosts you should " +
      'spend £35 or more. Our Châteauneuf-du-Pape at £42 would be perfect.',
    mistake: 'pressure-selling',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Answer a customer who asked for a red wine that doesn't taste too dry",
    draft:
      'Perceived dryness is largely a function of tannic structure, a distinction often lost on the ' +
      'casual drinker. You might consider a serious Barolo and learn to appreciate it.',
    mistake: 'wine-snob-tone',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking whether a screw top means the wine is cheap',
    draft:
      "That's a rather outdated belief, I'm afraid. Anyone with a serious " +
      'interest in wine knows that closures are about oxygen management, not ' +
      "quality, though I appreciate that's not obvious to everyone.",
    mistake: 'wine-snob-tone',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Message from a bloke hosting drinks at his flat this evening: could ' +
      'a dozen bottles of fizz turn up within a couple of hours?',
    draft:
      'Sure thing, Gareth! Twelve bottles of fizz will be with you by ' +
      "six tonight, the driver's heading your way shortly.",
    mistake: 'delivery-overpromise',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Festive mailout: explain the cut-off for getting parcels to folk ahead of the 25th',
    draft: "Buy by the 22nd and it's certain to land on any doorstep across Britain ahead of Santa's visit.",
    mistake: 'delivery-overpromise',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Caption for freshers: uni term begins, a tenth knocked from prices for anybody enrolled',
    draft:
      "Term's started! Wave your NUS pass at the counter and knock a tenth " +
      'from the price, no passport or driving licence required.',
    mistake: 'skips-age-check',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Paragraph inviting subscribers to the July garden do, children included',
    draft: "Your GCSE-age kids can tag on too; so long as you give the nod, they can sip a little of whatever's open.",
    mistake: 'skips-age-check',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "A shopper who's slimming wants our least fattening tipple",
    draft: "The Albariño is your best bet, you can sip it without it undoing any of the weight you've lost.",
    mistake: 'health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Weekend caption aimed at folks unwinding after long hours at work',
    draft:
      'Frazzled after five days at the desk? Our Malbec is just what the doctor ' +
      "ordered: it'll calm your nerves and send you off to dreamland.",
    mistake: 'health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'A woman wonders if her partner got their anniversary present here yet',
    draft: 'Clare, he did! Mark popped by on Wednesday and chose the 2012 Dom Pérignon, so act surprised.',
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Recap of the sampling session, mentioning attendees by handle',
    draft:
      'Cracking crowd this week: @lucyloveslunch, @dom.cellars, ' +
      '@sarahsips_, and a special mention for Gav who needed a taxi home.',
    mistake: 'customer-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Email header and opening lines for the Easter mailout',
    draft: "🐣🐣 EASTER IS COMING!!! 🍾🍾 You won't BELIEVE what's in store!!! 😱🎉",
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Someone got in touch saying the hamper we sent was a huge hit',
    draft: "Woohoo!!! That's made our day!!! 🥰🎁🥂🥂 Hugs all round!!!",
    mistake: 'emoji-overload',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Caption previewing what's in the glasses at the Tuscany-and-Piedmont evening",
    draft: 'Uncorking: 1985 Tignanello, Ornellaia and a Biondi-Santi Brunello, all included in your entry fee.',
    mistake: 'invented-stock-or-prices',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Shopper enquiring what that white Burgundy from last week's sampling costs",
    draft: "That one's a top-tier Burgundy going for just a tenner, and there are crates of it out back.",
    mistake: 'invented-stock-or-prices',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: "Caption: hardly any seats remain for this week's Burgundy soirée",
    draft: "Two seats remain. Dither and they're history: grab yours this minute or kick yourself all week.",
    mistake: 'pressure-selling',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Mailout paragraph nudging firms towards hampers for the festive season',
    draft:
      'Firms that dither past the weekend will have nothing for customers and ' +
      'seem shabby. Play it careful and grab sixty hampers right away.',
    mistake: 'pressure-selling',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Caption launching the cheapest pours behind the counter',
    draft: 'Only the cognoscenti will grasp why these cuvées shame what the masses guzzle at chain pubs.',
    mistake: 'wine-snob-tone',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: "Opening words for the beginners' class next month",
    draft:
      "Novices whose untutored tongues can't tell Merlot from Malbec: " +
      'this elementary class exists to rescue you from ignorance.',
    mistake: 'wine-snob-tone',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post about the new bag-in-box wines',
    draft:
      'Our new 3-litre bag-in-box wines are in: a Languedoc red and a Sicilian white, £32 each. ' +
      "Order before noon and we'll have it at your door the same day, wherever you are.",
    mistake: 'delivery-overpromise',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking if she can collect her online order on Saturday instead of Friday',
    draft:
      "No problem, Saturday's fine. If you're tied up, just send your " +
      "14-year-old in to grab it and we'll pop it in a bag for him.",
    mistake: 'skips-age-check',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter paragraph introducing a new Greek producer',
    draft:
      'Meet Domaine Skouras from the Peloponnese. Their Agiorgitiko is packed with ' +
      'resveratrol, so it does your heart as much good as your dinner.',
    mistake: 'health-claims',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking which Sauvignon Blanc is most popular',
    draft:
      'The Marlborough one flies out. Mrs Daventry on Lansdown Crescent buys six ' +
      'every fortnight, and your neighbour at number 12 took a case last week.',
    mistake: 'customer-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a local photographer offering to shoot our new shopfront',
    draft: 'Omg yes please!!! 📸📸 That would be AMAZING!!! 🤩🤩 When are you free?!?! 🙌',
    mistake: 'emoji-overload',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Post about our sherry selection',
    draft:
      'Our sherry wall now has over 200 bottlings, including every release from ' +
      'Equipo Navazos and a 1920s solera Amontillado for just £12.',
    mistake: 'invented-stock-or-prices',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter note about the new olive oil from our Cretan grower',
    draft:
      "Just 12 tins of Manolis's new-season oil have arrived, and once they're gone they're gone for " +
      "good. Order today or you'll be kicking yourself all year, and buy three to be safe.",
    mistake: 'pressure-selling',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: "Post explaining what 'orange wine' is",
    draft:
      'For the uninitiated masses who assume orange wine contains oranges: it is skin-contact ' +
      'white wine, a style only a more sophisticated palate will truly appreciate.',
    mistake: 'wine-snob-tone',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking what to drink with roast lamb on Sunday',
    draft:
      "Lamb loves a Rioja Reserva or a Côtes du Rhône, and we've got both between £14 and " +
      "£19. Leila's in on Sunday and can point you to them. Enjoy the roast. Marcus",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post announcing English sparkling from a Somerset vineyard',
    draft:
      "New on the shelf: sparkling wine from Smith's Hill, a family vineyard near Shepton Mallet. Crisp, " +
      "appley and made the traditional way, £27. Tom's opening a bottle at the counter on Saturday.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: "Newsletter section with Leila's food-and-wine pairing of the month",
    draft:
      "Leila's pairing this month: Alsace Riesling with a Thai green curry. The wine's touch of " +
      'sweetness calms the chilli and its acidity cuts through the coconut. The Trimbach is £18.50.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we take back unopened bottles',
    draft:
      'Yes, unopened bottles can come back within 30 days with your receipt, for ' +
      'a refund or an exchange. Just bring them to the counter. Marcus',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post about our cork recycling box',
    draft:
      'Got a drawer full of corks? Drop them in the box by our door. We send them to ' +
      'a Somerset charity that turns them into garden mulch and pinboards.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: "Newsletter paragraph announcing the winner of the members' wine of the year vote",
    draft:
      "Thank you to the 140 of you who voted. Your wine of the year is the Domaine de l'Hortus Pic " +
      "Saint-Loup, with the Douro red a close second. We've got a fresh delivery of both.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a job applicant asking whether the Saturday shop assistant role is still open',
    draft:
      'Thanks for your interest. The role is still open; please send a short note about yourself and ' +
      "your CV to Marcus by the end of the month, and we'll be in touch about a trial shift.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to the council about renewing our pavement seating licence',
    draft:
      'Thank you for the reminder. Please find attached our renewal form, the updated site plan and our ' +
      'public liability certificate. We are keeping the same two tables and four chairs as last year.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about collecting for the Bath food bank',
    draft:
      "We're a drop-off point for the Bath food bank until the end of November. Tins, " +
      'pasta, tea and toiletries are most needed; the crate is just inside the door.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter note about roadworks on Walcot Street and where to park',
    draft:
      'Wessex Water are digging up the top of Walcot Street from 3 to 14 March. The shop stays ' +
      'open as normal; the easiest parking is Podium car park, five minutes away on foot.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post congratulating Tom on passing his WSET Level 3',
    draft:
      'Congratulations to Tom, who has just passed his WSET Level 3 with distinction ' +
      'after a year of evening study. Ask him anything next time you are in.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a student asking to interview us for her dissertation on independent retailers',
    draft:
      'Happy to help. Marcus can do 30 minutes on a Tuesday morning before we open. Let us ' +
      'know which week suits and send the questions over beforehand if you can.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_N: RetrievalSet = { name: 'held-out N', memory, questions };
