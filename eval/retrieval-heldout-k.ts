// Retrieval set K: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Studio Nine, an independent hair and beauty salon in Headingley,
// Leeds (owner Dani, stylists Priya, Kez, Mel and Tash; cuts, colour, balayage, brows and lashes, bridal hair, a small
// retail shelf).
// Goals: replies (DMs, emails, texts to clients), posts (Instagram and Facebook), reminders (appointment texts).
// Classes: promising-colour-result, firm-price-quote, unconfirmed-booking, health-claims, client-without-consent,
// skipping-patch-test, emoji-hashtag-overload, over-formal-voice.
// Measured as a held-out set once, on 2 Dec 09:59-10:02 UTC (sandbox clock, at 529d089, session 11); from 10:02 a
// development set, so its later figures are not held-out.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // promising-colour-result
  {
    goal: 'replies',
    task:
      'Reply to an Instagram DM from a client with box-dyed black hair asking if she can go ash blonde at her ' +
      'appointment on Saturday.',
    draft:
      'Hiya! Yes, absolutely — Priya will take you from black to ash blonde on Saturday, you will walk out a ' +
      'totally new person!',
    owner: edit(
      'Hiya! Going from box black to ash blonde is a journey rather than one visit — Priya will do a strand test on ' +
        'Saturday and plan it out with you. It usually takes two or three sessions to do it kindly.',
      'Never promise a colour we cannot guarantee, especially over box dye.',
    ),
    mistake: 'promising-colour-result',
  },
  {
    goal: 'posts',
    task: 'Write a caption for the balayage before-and-after photo, to bring in new colour clients.',
    draft: 'Want this exact honey balayage? Book in and we guarantee you will leave looking just like this!',
    owner: reject('We can’t guarantee anyone’s result will look like someone else’s — every base colour is different.'),
    mistake: 'promising-colour-result',
  },
  {
    goal: 'replies',
    task:
      'Email reply to a bride asking whether her grey roots will be fully covered for her wedding photos ' +
      'next month.',
    draft:
      'Don’t worry at all, our colour gives 100% grey coverage every time, so your roots will be completely ' +
      'invisible in the photos.',
    owner: edit(
      'Congratulations! Let’s book you a consultation so Mel can see your greys — resistant greys sometimes need a ' +
        'slightly different approach, and we will test it well before the big day.',
    ),
    mistake: 'promising-colour-result',
  },
  {
    goal: 'replies',
    task: 'Reply to a client who asked whether a toner will get rid of the orange in her hair from a home bleach.',
    draft: 'A toner will definitely fix that orange completely, you’ll be a cool blonde in 30 minutes!',
    owner: edit(
      'Toner can knock back some of the warmth, but orange from a home bleach often needs a bit more than that. Send ' +
        'us a photo in daylight and Priya will tell you honestly what she thinks.',
      'Don’t tell people a toner will definitely fix brassiness.',
    ),
    mistake: 'promising-colour-result',
  },
  // firm-price-quote
  {
    goal: 'replies',
    task: 'Reply to a Facebook message asking how much a full head of balayage costs for long thick hair.',
    draft: 'Balayage on long thick hair is £140, so that’s what you’ll pay on the day!',
    owner: edit(
      'Balayage starts from £140 — for long, thick hair it is usually a bit more, so we’ll give you an exact price ' +
        'at a free consultation first.',
      'Only ever quote from-prices for colour until we have seen the hair.',
    ),
    mistake: 'firm-price-quote',
  },
  {
    goal: 'replies',
    task: 'Answer an email from a bride asking for the total cost of hair for herself and four bridesmaids.',
    draft: 'The total for you and four bridesmaids will be £395, all included.',
    owner: reject('Bridal quotes depend on the trial and the styles chosen — never give a total before the trial.'),
    mistake: 'firm-price-quote',
  },
  {
    goal: 'posts',
    task: 'Post about our new hair extensions service.',
    draft: 'Extensions are now at Studio Nine! A full head is just £250 — book in today.',
    owner: edit(
      'Extensions are now at Studio Nine! Prices depend on length and how many bonds you need, so pop in for a free ' +
        'consultation and Tash will talk you through it.',
    ),
    mistake: 'firm-price-quote',
  },
  {
    goal: 'replies',
    task: 'Reply to a WhatsApp from a client wanting to fix a colour done at another salon, asking what it will cost.',
    draft: 'Colour corrections are £120 flat, so budget for that and you’re sorted.',
    owner: edit(
      'Colour corrections are priced once we’ve seen the hair — could you send a photo in natural light, or pop in ' +
        'for a quick free consultation?',
      'A correction can be anything from a few hours to several sessions, so no fixed figures.',
    ),
    mistake: 'firm-price-quote',
  },
  // unconfirmed-booking
  {
    goal: 'replies',
    task: 'Reply to a DM asking for a cut and blow-dry with Kez this Friday at 5pm.',
    draft: 'Done! You’re booked in with Kez this Friday at 5pm, see you then.',
    owner: edit(
      'Let me just check Kez’s diary for Friday at 5 and I’ll confirm as soon as I can!',
      'Don’t tell people they’re booked until it is actually in the system.',
    ),
    mistake: 'unconfirmed-booking',
  },
  {
    goal: 'reminders',
    task: 'Text a client whose Tuesday 10am colour appointment needs moving because Priya is off sick.',
    draft: 'Hi Jo, Priya is off sick so we’ve moved you to Thursday at 10am instead. See you then!',
    owner: reject('We can’t just move someone into a slot they haven’t agreed to — offer options and let them choose.'),
    mistake: 'unconfirmed-booking',
  },
  {
    goal: 'replies',
    task:
      'Answer a client emailing to ask if she can bring her daughter along for a trim straight after her own ' +
      'appointment.',
    draft: 'Of course, I’ve added a trim for your daughter straight after yours, all sorted!',
    owner: edit('Of course — I’ll see if there’s a gap straight after yours and get back to you to confirm.'),
    mistake: 'unconfirmed-booking',
  },
  {
    goal: 'replies',
    task: 'Reply to a bride asking us to hold 14 June for her wedding party.',
    draft: 'Lovely news! 14 June is yours, we’ve held the whole morning for you and the bridesmaids.',
    owner: edit(
      'Lovely news! Let me check who’s free on 14 June — we need a deposit to hold the date, and I’ll send the ' +
        'details over today.',
      'A date isn’t held until Dani has checked the stylists and the deposit is in.',
    ),
    mistake: 'unconfirmed-booking',
  },
  // health-claims
  {
    goal: 'posts',
    task: 'Instagram post promoting the rosemary scalp oil on our retail shelf.',
    draft: 'Our rosemary scalp oil stops hair loss and regrows thinning patches in weeks!',
    owner: edit(
      'Our rosemary scalp oil is a lovely nourishing treat for your scalp — ask us about it next time you’re in.',
      'We can’t say a product stops hair loss or regrows hair, that is a medical claim.',
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'replies',
    task: 'Reply to a client with eczema asking if the Moor & Mane shampoo is safe for her.',
    draft: 'Yes, it’s totally natural and hypoallergenic, so it won’t irritate your eczema at all.',
    owner: reject(
      'Don’t tell anyone a product is safe for their skin condition — suggest they check the ingredients with their ' +
        'GP or pharmacist.',
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'replies',
    task: 'DM reply to someone asking if a lash lift is OK while pregnant.',
    draft: 'Lash lifts are completely safe during pregnancy, no risk at all!',
    owner: edit(
      'Lots of our clients have lash lifts while pregnant, but hormones can change how the lashes take, so ' +
        'we’d always suggest checking with your midwife first.',
    ),
    mistake: 'health-claims',
  },
  {
    goal: 'posts',
    task: 'Facebook post for the dandruff shampoo we’ve just started stocking.',
    draft: 'Say goodbye to dandruff forever — this shampoo cures it in one wash, guaranteed.',
    owner: edit(
      'New on the shelf: a gentle clarifying shampoo that lots of our clients with flaky scalps love. Ask us about it!',
      'No cure claims about products, ever.',
    ),
    mistake: 'health-claims',
  },
  // client-without-consent
  {
    goal: 'posts',
    task: 'Post the photo of Sophie’s bridal updo from Saturday’s wedding.',
    draft:
      'Congratulations to Sophie Hartley who married at Oulton Hall on Saturday — here’s the updo Mel created ' +
      'for her!',
    owner: edit(
      'A Saturday bridal updo by Mel — we loved every minute of this one.',
      'Never name a client or their venue unless they have said yes in writing.',
    ),
    mistake: 'client-without-consent',
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking what colour her friend Hannah had done last week because she wants the same.',
    draft: 'Hannah had a full head of 7.3 golden blonde with a gloss, it took Priya about three hours!',
    owner: reject('We don’t share one client’s details with another, even if they are friends.'),
    mistake: 'client-without-consent',
  },
  {
    goal: 'posts',
    task: 'Caption for the timelapse video of a client’s big chop in the chair.',
    draft: 'Watch Leanne from Chapel Allerton go from waist-length to a bob — she cried happy tears!',
    owner: edit('Waist-length to a bob in one sitting — what a transformation.'),
    mistake: 'client-without-consent',
  },
  {
    goal: 'reminders',
    task: 'Text a client that her 2pm is running about 20 minutes late.',
    draft:
      'Hi Gemma, sorry, Mel is running 20 mins behind because Rachel Dunn’s colour correction is taking longer ' +
      'than planned. See you at 2.20!',
    owner: edit(
      'Hi Gemma, sorry, Mel is running about 20 minutes behind today — could you come for 2.20 instead?',
      'Don’t mention other clients by name in texts.',
    ),
    mistake: 'client-without-consent',
  },
  // skipping-patch-test
  {
    goal: 'replies',
    task: 'Reply to a new client who wants a root tint tomorrow and says she’s had colour loads of times elsewhere.',
    draft: 'No problem, as you’ve had colour before you can skip the patch test and come straight in tomorrow!',
    owner: edit(
      'We’d love to have you! We need a quick patch test at least 48 hours before any colour, even if you’ve had it ' +
        'elsewhere — could you pop in today for it? Then we’ll book your tint for later in the week.',
      'Patch test 48 hours before every colour for new clients, no exceptions.',
    ),
    mistake: 'skipping-patch-test',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for a brow tint booked on Thursday.',
    draft: 'Hi Amy, see you Thursday at 11 for your brow tint! Just come straight to your appointment.',
    owner: edit(
      'Hi Amy, see you Thursday at 11 for your brow tint! Just a reminder to pop in for your quick patch test by ' +
        'Tuesday if you haven’t yet.',
    ),
    mistake: 'skipping-patch-test',
  },
  {
    goal: 'replies',
    task: 'Reply to a regular who hasn’t had colour with us for over a year, asking to book a full head.',
    draft: 'Course! You’re a regular so we won’t bother with a patch test, I’ll get you booked in.',
    owner: reject('It’s been more than six months — she needs a new patch test. We never waive it.'),
    mistake: 'skipping-patch-test',
  },
  {
    goal: 'replies',
    task:
      'DM reply to a bride asking if her lash tint can be done on the morning of her wedding without coming in ' +
      'first.',
    draft: 'Yes, we can do it on the morning, no need to come in beforehand.',
    owner: edit(
      'We’d love to! We’ll need you in for a quick patch test at least 48 hours before — ideally at your hair ' +
        'trial — so there are no surprises on the morning.',
      'Lash and brow tints need a patch test too, especially before a wedding.',
    ),
    mistake: 'skipping-patch-test',
  },
  // emoji-hashtag-overload
  {
    goal: 'posts',
    task: 'Instagram post announcing we’ve got two Saturday slots free this week.',
    draft:
      '✨💇‍♀️ SATURDAY SLOTS ALERT 💇‍♀️✨ Two spaces left this week!!! 🔥🔥 #hair #leeds #leedshair #salon ' +
      '#hairgoals #saturday #booknow #hairstylist #balayage #beauty',
    owner: edit(
      'Two Saturday slots have come free this week — message us to grab one. #leedshair',
      'One hashtag, maybe one emoji. We are not a teenager’s account.',
    ),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: 'reminders',
    task: 'Appointment reminder text for a cut and colour on Wednesday.',
    draft: 'Hiya 👋😊 Just reminding you about Wednesday 💇‍♀️🎨 at 1pm!! Can’t wait 🥰🥰✨',
    owner: edit('Hiya, just a reminder about your cut and colour on Wednesday at 1pm. See you then!'),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: 'posts',
    task: 'Facebook post welcoming our new lash technician, Tash.',
    draft:
      '🎉🎉 WELCOME TASH 🎉🎉 👁️✨💖 Our new lash queen is here!! 😍😍 #lashes #lashlift #newstaff ' +
      '#leedslashes #welcome #studionine #lashqueen',
    owner: reject('Far too many emojis and hashtags — it looks like spam.'),
    mistake: 'emoji-hashtag-overload',
  },
  {
    goal: 'posts',
    task: 'Instagram story text about our Christmas gift vouchers.',
    draft:
      '🎄🎁 Gift vouchers 🎁🎄 are HERE 🎅✨💝 perfect for stockings 🧦🧦 #christmas #giftideas #vouchers #leeds ' +
      '#shoplocal #hair #beauty #xmas',
    owner: edit(
      'Our gift vouchers are in — any amount, and they make a lovely stocking filler. 🎄',
      'Keep it to one emoji and skip the wall of hashtags.',
    ),
    mistake: 'emoji-hashtag-overload',
  },
  // over-formal-voice
  {
    goal: 'replies',
    task: 'Reply to a regular client thanking us for her birthday blow-dry.',
    draft:
      'Dear Ms Lawson, We are in receipt of your kind message and wish to express our sincere gratitude for ' +
      'your continued patronage.',
    owner: edit(
      'Aw thanks Claire, it was a pleasure — hope you had the best birthday!',
      'Talk like Dani talks: warm and casual, not like a bank.',
    ),
    mistake: 'over-formal-voice',
  },
  {
    goal: 'reminders',
    task: 'Text reminding a client her deposit for Saturday hasn’t come through.',
    draft:
      'Dear Client, Please be advised that your deposit remains outstanding. Kindly remit payment at your ' +
      'earliest convenience to secure your appointment.',
    owner: reject('Way too stiff — we would never talk to a client like that.'),
    mistake: 'over-formal-voice',
  },
  {
    goal: 'replies',
    task: 'Answer a Google review that said the salon was lovely and the coffee was great.',
    draft:
      'Studio Nine acknowledges your feedback and is pleased that our premises and refreshments met your ' +
      'expectations.',
    owner: edit('Thank you so much! The coffee machine is Kez’s pride and joy, we’ll tell him. See you next time!'),
    mistake: 'over-formal-voice',
  },
  {
    goal: 'posts',
    task: 'Post telling followers we’re closed on Monday for staff training.',
    draft:
      'Please be advised that Studio Nine will be closed on Monday for the purposes of staff training. We ' +
      'apologise for any inconvenience caused.',
    owner: edit(
      'Heads up — we’re closed this Monday while the team learns some new colour tricks. Back Tuesday!',
      'Sounds like a council notice. Keep it friendly.',
    ),
    mistake: 'over-formal-voice',
  },
  // approvals
  {
    goal: 'reminders',
    task: 'Reminder text for a brow lamination on Monday at 3pm.',
    draft:
      'Hi Keisha, just a reminder about your brow lamination on Monday at 3pm. Come with clean brows, no ' +
      'make-up. See you then!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about our late opening on Thursdays until 8pm.',
    draft:
      'We’re open till 8pm every Thursday now — perfect for a post-work blow-dry. Give us a ring on ' +
      '0113 496 0172 to book.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking where to park.',
    draft: 'There’s a pay-and-display on Otley Road just round the corner, and it’s free after 6pm. See you soon!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if we do men’s cuts.',
    draft: 'We do! Kez does a great skin fade, and men’s cuts are £28. Just drop us a message to book.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post thanking clients after we were named best salon in the Headingley Business Awards.',
    draft:
      'We only went and won best salon at the Headingley Business Awards! Thank you to every one of you who ' +
      'voted — the prosecco is on ice.',
    owner: approve,
    mistake: null,
  },
  // one-off edits about something else
  {
    goal: 'replies',
    task: 'Reply to a client asking about our opening hours on the bank holiday Monday.',
    draft: 'We’re open as normal on bank holiday Monday, 9 till 5!',
    owner: edit('We’re closed on bank holiday Monday, back Tuesday at 9!', 'We’re shut this bank holiday.'),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post letting people know they can now pay by phone at the desk.',
    draft: 'We now accept Apple Pay, Google Pay and cheques at the desk.',
    owner: edit('We now take Apple Pay and Google Pay at the desk.'),
    mistake: null,
  },
  {
    goal: 'reminders',
    task: 'Reminder text for a lash lift on Friday at 9.30.',
    draft: 'Hi Beth, see you Friday at 9.30 for your lash lift at our salon on Otley Road.',
    owner: edit(
      'Hi Beth, see you Friday at 9.30 for your lash lift. We’ve moved — we’re now at 22 Chapel Street, two doors up ' +
        'from the old place!',
      'New address since March.',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // promising-colour-result
  {
    goal: 'replies',
    task:
      'Answer an Instagram message from a client who home-dyed her hair black and wants to be ash blonde by her ' +
      'Saturday appointment.',
    draft:
      'Definitely doable! Priya will get you from black to ash blonde in one go on Saturday, you won’t ' +
      'recognise yourself.',
    mistake: 'promising-colour-result',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Caption for our honey balayage before-and-after picture, to attract people wanting new colour.',
    draft: 'Love this honey balayage? Book in and you’ll leave with exactly this look, guaranteed.',
    mistake: 'promising-colour-result',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Answer a soon-to-be-married woman worried silver strands will show when the photographer snaps her in ' +
      'four weeks.',
    draft: 'No need to worry, every silver strand will vanish and stay hidden in all your pictures, we promise.',
    mistake: 'promising-colour-result',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'Message from someone who lightened her locks in the bathroom; it has gone brassy and she wants to know if ' +
      'a quick gloss will sort it.',
    draft: 'A gloss will cancel all that brassiness out in one visit — you’ll be a perfect icy shade by lunchtime.',
    mistake: 'promising-colour-result',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking if she can get booked in before her holiday to Spain in two weeks.',
    draft:
      'Of course! Book in for balayage and you’ll get the exact sun-kissed copper from the picture you showed ' +
      'us, it comes out perfect every time.',
    mistake: 'promising-colour-result',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // firm-price-quote
  {
    goal: 'replies',
    task: 'Answer a Facebook message: what is the price of balayage on really long, thick hair?',
    draft: 'For long thick hair balayage is £150, and that’s the final price.',
    mistake: 'firm-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to a bride emailing for an all-in price for her own hair plus her four bridesmaids.',
    draft: 'All five of you will come to £400 in total, nothing extra on the day.',
    mistake: 'firm-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Announce on Instagram that Tash can now fit tape-in lengths.',
    draft: 'Tash now fits tape-ins! A full volume set is £230 — that’s the price, no surprises.',
    mistake: 'firm-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Someone whose shade went wrong at a different place wants our fee for putting it right.',
    draft: 'Putting that right will be £110 all in, and you can pay on the day.',
    mistake: 'firm-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a mum asking if we can do her daughter’s hair for her school prom.',
    draft:
      'We’d love to! The pastel pink dip-dye she wants is £65 flat whatever her length, and the updo on the day ' +
      'is £45.',
    mistake: 'firm-price-quote',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // unconfirmed-booking
  {
    goal: 'replies',
    task: 'Answer a DM from someone wanting a cut and blow-dry with Kez on Friday around 5.',
    draft: 'All booked! Kez has you down for Friday at 5pm.',
    mistake: 'unconfirmed-booking',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Send a text to the client whose Tuesday morning colour with Priya has to change because Priya is ill.',
    draft: 'Hi Jo, as Priya’s poorly we’ve put you in for Friday at 10 instead, hope that’s okay!',
    mistake: 'unconfirmed-booking',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Mum wonders whether her little girl could squeeze in for a fringe tidy once she has finished in the chair.',
    draft: 'Yes! Your little one is down for a fringe tidy right after you, it’s all in.',
    mistake: 'unconfirmed-booking',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Couple tying the knot on the 14th want us kept free that morning for all the girls.',
    draft: 'Congratulations! The 14th is locked in for you, the whole team is yours that morning.',
    mistake: 'unconfirmed-booking',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text a client that the lash serum she asked about is back in stock.',
    draft:
      'Hi Nina, the lash serum’s back in! I’ve also put you in for a lash lift on Saturday at 11 so you can ' +
      'pick it up then.',
    mistake: 'unconfirmed-booking',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // health-claims
  {
    goal: 'posts',
    task: 'Instagram caption promoting the rosemary oil for the scalp that we sell.',
    draft: 'Thinning hair? Our rosemary scalp oil regrows it within a month and stops shedding for good.',
    mistake: 'health-claims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Answer a client who has eczema and wants to know if the Moor & Mane shampoo will be OK for her skin.',
    draft: 'It’s all natural and completely hypoallergenic, so it’s guaranteed not to flare your eczema.',
    mistake: 'health-claims',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Expecting mum, due in spring, wonders about curling her eyelashes with us.',
    draft: 'There’s zero risk to you or baby — the solution is totally harmless.',
    mistake: 'health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Share on socials that a wash for flaky heads has arrived on our shelves.',
    draft: 'Flakes gone for good after a single use — this wash is a proper cure for itchy scalps.',
    mistake: 'health-claims',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post about our Sunday pamper package: blow-dry, brow shape and a hand massage.',
    draft:
      'Our Sunday pamper package: blow-dry, brow shape and a hand massage with our argan cream, which heals ' +
      'cracked skin and clears up psoriasis.',
    mistake: 'health-claims',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // client-without-consent
  {
    goal: 'posts',
    task: 'Share the picture of Sophie’s updo from her wedding on Saturday.',
    draft: 'Huge congratulations to Sophie Hartley, married at Oulton Hall this weekend — Mel did her updo!',
    mistake: 'client-without-consent',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Answer a client who wants to know what shade her mate Hannah got last week so she can copy it.',
    draft: 'Hannah went for 7.3 golden blonde plus a gloss with Priya — about three hours in the chair.',
    mistake: 'client-without-consent',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Write words to go with the sped-up clip of someone losing twelve inches.',
    draft: 'Big brave move from Laura Pike in Meanwood — twelve inches off and donated to the Little Princess Trust!',
    mistake: 'client-without-consent',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Let Gemma know Mel is behind schedule, so she should arrive a bit after two.',
    draft: 'Hi Gemma, Mel’s a bit behind — Natalie Brooks’ balayage has overrun, so come at 2.20 if you can.',
    mistake: 'client-without-consent',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post to say we have a last-minute cancellation on Thursday afternoon.',
    draft:
      'Thursday 3pm has just come free because Chloe Walsh had to cancel her highlights — grab it before ' +
      'someone else does!',
    mistake: 'client-without-consent',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // skipping-patch-test
  {
    goal: 'replies',
    task:
      'Respond to a first-time client who wants her roots done tomorrow and says other salons have coloured her ' +
      'plenty of times.',
    draft: 'Seeing as you’ve had colour loads before, there’s no need for a patch test — just come in tomorrow.',
    mistake: 'skipping-patch-test',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for Amy’s brow tint on Thursday.',
    draft: 'Hi Amy, looking forward to your brow tint on Thursday at 11 — no need to come in before, just turn up!',
    mistake: 'skipping-patch-test',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Long-time customer, last tinted by us ages ago, now wants a complete change of shade.',
    draft: 'We know you well, so we’ll skip the skin test and get you straight in for your all-over colour.',
    mistake: 'skipping-patch-test',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Someone marrying next month wants her eyelashes darkened on the big day itself, with no prior visit.',
    draft: 'Totally fine, we’ll darken them on the day — there’s no need for any test beforehand.',
    mistake: 'skipping-patch-test',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking if she can bring a friend along to her appointment next week.',
    draft:
      'Of course, bring her along! If she fancies a brow tint while she’s here we’ll just do it there and then, ' +
      'no test needed.',
    mistake: 'skipping-patch-test',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // emoji-hashtag-overload
  {
    goal: 'posts',
    task: 'Instagram post saying two Saturday appointments have opened up this week.',
    draft:
      '🚨🚨 2 SATURDAY SPACES 🚨🚨 💇‍♀️✨💅 grab them quick!! 😱🔥 #leedshair #saturdayslots #hairsalon #booknow ' +
      '#hairgoals #leeds #stylist',
    mistake: 'emoji-hashtag-overload',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Text reminding a client about her cut and colour at 1pm on Wednesday.',
    draft: 'Heyyy 😍💇‍♀️ Wednesday 1pm cut n colour 🎨✂️ see u then 🥳🥳💖',
    mistake: 'emoji-hashtag-overload',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Introduce the newest member of the team, who does eyelash lifts and extensions.',
    draft:
      '👋👋 Say hi to the newest face on the team 💖💖 eyelash magic incoming 🪄✨😍 #teamstudionine #lashlift ' +
      '#lashextensions #leedsbeauty #newface #lashartist',
    mistake: 'emoji-hashtag-overload',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Remind followers they can buy a present card for loved ones this festive season.',
    draft:
      '🎁🎅🎄 Present cards available NOW ❄️⛄✨ spoil your loved ones 💝💝 #festive #giftcard #treatyourself ' +
      '#shoplocal #leeds #salonlife',
    mistake: 'emoji-hashtag-overload',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Text a client that the umbrella she forgot is safe at the front desk.',
    draft: 'Hiii 🙈☔☔ you left your umbrella here 😂😂 it’s safe at the desk 💕✨ #lostproperty #oops',
    mistake: 'emoji-hashtag-overload',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // over-formal-voice
  {
    goal: 'replies',
    task: 'Answer a lovely message from a regular who thanked us for doing her hair on her birthday.',
    draft:
      'Dear Madam, Thank you for your correspondence. We are gratified to learn that our service on the ' +
      'occasion of your birthday was satisfactory.',
    mistake: 'over-formal-voice',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Text a client to say the deposit for her Saturday appointment hasn’t arrived yet.',
    draft:
      'Dear Customer, We write to notify you that the deposit pertaining to your Saturday booking has not been ' +
      'received. Payment is required forthwith.',
    mistake: 'over-formal-voice',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to five stars online from someone who enjoyed the flat white while waiting.',
    draft:
      'We hereby acknowledge receipt of your positive rating and are pleased that the beverage provided was to ' +
      'your satisfaction.',
    mistake: 'over-formal-voice',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Let the page know the doors stay shut at the start of the week while everyone learns new techniques.',
    draft:
      'Customers are hereby notified that the establishment shall not be operational on the first working day ' +
      'of the week owing to professional development activities.',
    mistake: 'over-formal-voice',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Post a photo of the new plants and neon sign in reception.',
    draft:
      'Studio Nine is pleased to announce that the reception area has been enhanced by the installation of ' +
      'botanical features and illuminated signage. We trust clients will find this satisfactory.',
    mistake: 'over-formal-voice',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // no past mistake
  {
    goal: 'replies',
    task: 'Reply to a client asking if she can go from dark brown to caramel highlights.',
    draft:
      'Caramel highlights on dark brown can look gorgeous! Priya would love to see your hair first — could you ' +
      'pop in for a free consultation and strand test? Then we’ll plan the best route together.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: 'Reminder text for a bridal trial on Sunday at 10am.',
    draft:
      'Hi Ellie, looking forward to your bridal trial on Sunday at 10! Bring any inspiration pics and your ' +
      'hair accessories if you have them.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post about the new vegan shampoo range on our retail shelf.',
    draft:
      'New on the shelf: a vegan, cruelty-free shampoo and conditioner duo that smells amazing. Ask any of us ' +
      'for a sniff next time you’re in.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking how long a balayage appointment takes.',
    draft:
      'Usually around three to four hours, depending on length and thickness — bring a book, or we’ll keep the ' +
      'tea coming!',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a client who needs to cancel her appointment next week.',
    draft: 'No problem at all, Rach — thanks for letting us know. Just message us whenever you’d like to rebook.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post asking followers to vote on our next colour of the month.',
    draft: 'Help us choose next month’s colour: rose gold or copper? Vote in our stories! #leedshair',
    mistake: null,
    kind: 'no past mistake',
  },
  // unrelated
  {
    goal: 'replies',
    task: 'Reply to the supplier asking to move Tuesday’s stock delivery to Wednesday.',
    draft: 'Hi Mark, Wednesday is fine for us — any time after 9 when we open. Thanks!',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post advertising a part-time receptionist job.',
    draft:
      'We’re hiring! Part-time receptionist, Tuesday to Thursday, 9 till 3. Friendly and organised? Send your CV ' +
      'to hello@studionine.co.uk.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to the landlord about the leaking gutter above the shop window.',
    draft:
      'Hi Graham, thanks for getting back to us. Friday morning works for the roofer — any time before 9 is ideal, ' +
      'before we open.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Text reminding the team that the stocktake is on Sunday at 4pm.',
    draft: 'Hi all, stocktake Sunday at 4 in the back room. Should take an hour, and pizza’s on me. Dani x',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post supporting the Headingley street fair this weekend.',
    draft:
      'The Headingley street fair is on this Saturday! We’re open as usual, so pop in and say hello on your way ' +
      'past.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a school student asking if we take anyone on for work experience.',
    draft:
      'Thanks for getting in touch! We take one work experience student each summer — email Dani at ' +
      'hello@studionine.co.uk with a bit about yourself.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_K: RetrievalSet = { name: 'dev K', memory, questions };
