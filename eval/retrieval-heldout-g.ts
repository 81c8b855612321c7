// Written independently by a helper who had not seen the product's code, its tuning sets or any other set, before
// it was ever measured. Business: Millbrook Vets, a small independent veterinary practice (two vets, two nurses).
// Goals: social (posts, comment replies), replies (messages, emails, reviews), reminders (texts/emails to clients).
// Classes: remote-diagnosis, fixed-price-quote, out-of-hours-misdirection, client-confidentiality,
// breezy-grief-tone, clinical-jargon, safety-guarantee, pressure-tactics.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  {
    goal: 'replies',
    task:
      'Reply to a Facebook message: "My spaniel Bramble has been scratching her ear and shaking her head ' +
      'since yesterday. What can I put in it?"',
    draft:
      'Hi! That sounds like an ear infection – spaniels are really prone to yeast in their ears. Clean it ' +
      'twice a day with a little diluted apple cider vinegar on cotton wool and it should clear up in a few ' +
      'days. If it doesn’t, pop in and see us!',
    owner: edit(
      'Hi, sorry to hear Bramble’s uncomfortable. Scratching and head shaking can have a few causes ' +
        '(infection, a grass seed, mites) and we need to look down the ear before anything goes in it – some ' +
        'drops do harm if the eardrum is damaged. Please call us on 01632 960123 and we’ll see her today or ' +
        'tomorrow.',
      'Don’t diagnose over messenger. And no home remedies in ears!',
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'social',
    task: 'Post congratulating nurse Becky on five years with the practice.',
    draft:
      '🎉 Five years ago today, Becky joined Millbrook as a newly qualified nurse. Since then she’s started ' +
      'our Puppy Club, held hundreds of paws and made a lot of biscuits disappear. Thank you Becky – here’s ' +
      'to the next five! 💙',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to an email asking how much it costs to have a male Labrador neutered.',
    draft:
      'Hi, thanks for getting in touch! Castrating a male Labrador costs £220, and that includes everything – ' +
      'anaesthetic, pain relief, buster collar and his post-op checks. Just give us a call to book. ' +
      'Kind regards, Millbrook Vets',
    owner: edit(
      'Hi, thanks for getting in touch. Castration for a dog of Labrador size is from £265 – the final price ' +
        'depends on his weight and whether he needs pre-op blood tests, so we’ll confirm it at his pre-op check ' +
        'before anything is done. Post-op checks are included. Kind regards, Millbrook Vets',
      'Prices depend on weight. Always "from" and say we confirm at the check.',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'reminders',
    task: 'Discharge text for Tilly (cat), spayed today and going home this afternoon.',
    draft:
      'Hi, Tilly is all done and ready to go home from 4pm! Keep her indoors and quiet tonight and offer a ' +
      'small meal. If you’re worried about anything tonight, just ring us on 01632 960123 – someone is always ' +
      'on call. Millbrook Vets',
    owner: edit(
      'Hi, Tilly is all done and ready to go home from 4pm. Keep her indoors and quiet tonight and offer a ' +
        'small meal. If you’re worried about her after 6:30pm, please call Riverside Emergency Vets on ' +
        '01632 960555, who cover our out-of-hours. Millbrook Vets',
      'We are NOT on call at night. Riverside does OOH.',
    ),
    mistake: 'out-of-hours-misdirection',
  },
  {
    goal: 'social',
    task: 'Instagram post celebrating Biscuit the terrier going home after surgery to remove a sock he swallowed.',
    draft:
      'Biscuit is going home! 🎉 This cheeky terrier swallowed a whole sock last week and needed surgery to ' +
      'get it out. Huge well done to Biscuit and his owner Karen Mills from Elm Road for being so brave. 🧦❤️',
    owner: reject(
      'Karen hasn’t said she’s happy to be named, and never put where people live. Pet’s name only unless ' +
        'they’ve agreed.',
    ),
    mistake: 'client-confidentiality',
  },
  {
    goal: 'reminders',
    task: 'Pre-op instructions for Daisy (dog), booked in for her spay tomorrow.',
    draft:
      'Hi, a reminder that Daisy is admitted tomorrow at 8:30am for her OVH. Please keep her NBM from ' +
      'midnight (water is fine). We’ll run pre-GA bloods on admission and she’ll be on IVFT during the ' +
      'procedure. Millbrook Vets',
    owner: edit(
      'Hi, a reminder that Daisy is coming in tomorrow at 8:30am for her spay. No food after midnight please, ' +
        'but water is fine. When she arrives we’ll do a quick blood test to check she’s fit for the ' +
        'anaesthetic, and she’ll be on a drip during the op. Millbrook Vets',
      'clients don’t know what NBM or OVH mean',
    ),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'social',
    task: 'Post promoting flea and tick treatment for spring.',
    draft:
      'Spring is here and so are the fleas! 🐜 Our spot-on treatment is 100% safe for all pets and guarantees ' +
      'they’ll stay flea- and tick-free all year round. Pick some up at reception!',
    owner: edit(
      'Spring is here and so are the fleas and ticks! Regular treatment is the best way to keep them off your ' +
        'pet (and out of your home). Ask at reception and we’ll help you pick the right product for your ' +
        'pet’s size and lifestyle.',
    ),
    mistake: 'safety-guarantee',
  },
  {
    goal: 'social',
    task: 'Post advertising the last spaces in March puppy club.',
    draft:
      '🚨 HURRY!! Only 3 spaces left in March Puppy Club!! Don’t let your puppy miss out – puppies who ' +
      'aren’t socialised early can become problem dogs for life. Book NOW before it’s too late! 🐶',
    owner: edit(
      '🐶 A few spaces left in March Puppy Club! Four relaxed Tuesday evening sessions with nurse Becky for ' +
        'puppies aged 9–16 weeks who’ve had their first vaccination. £40 for the course – call 01632 960123 ' +
        'to book.',
      'no scaremongering or fake urgency',
    ),
    mistake: 'pressure-tactics',
  },
  {
    goal: 'replies',
    task:
      'Reply to an email from the owners of Smokey, the 17-year-old cat we put to sleep last week, thanking ' +
      'the team.',
    draft:
      'Aww, thank you so much for your lovely message! 😊 We’re so glad we could help. Smokey was a total ' +
      'superstar and we loved seeing him. Have a great week! Millbrook Vets',
    owner: edit(
      'Thank you so much for taking the time to write. It was a privilege to look after Smokey all these ' +
        'years, and we’re so glad he was comfortable at the end. We’re thinking of you both. Sarah and all ' +
        'the team at Millbrook',
    ),
    mistake: 'breezy-grief-tone',
  },
  {
    goal: 'reminders',
    task: 'Appointment reminder for Oscar (cat) on Thursday at 10:15 with Dr Reid.',
    draft:
      'Hi, a reminder that Oscar is booked in with Dr Reid on Thursday at 10:45. Please call 01632 960123 if ' +
      'you can’t make it. Millbrook Vets',
    owner: edit(
      'Hi, a reminder that Oscar is booked in with Dr Reid on Thursday at 10:15. Please call 01632 960123 if ' +
        'you can’t make it. Millbrook Vets',
    ),
    mistake: null,
  },
  {
    goal: 'replies',
    task:
      'Email reply to: "Our cat Pip has hardly eaten since Sunday and keeps hiding under the bed. Should I be ' +
      'worried?" (received Wednesday)',
    draft:
      'Hi, thanks for your email. Cats often go off their food for a day or two when something has stressed ' +
      'them, like visitors or a change of routine, so it’s most likely nothing serious. Try warming up some ' +
      'tuna or chicken to tempt her and she should be back to normal soon. Best wishes, Millbrook Vets',
    owner: reject('3 days not eating and hiding = needs seeing today. We don’t guess what it is by email.'),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'social',
    task: 'Facebook post promoting cat neutering month in February.',
    draft:
      '🐱 February is Cat Neutering Month at Millbrook Vets! Cat spays are just £95 this month – no hidden ' +
      'costs, no surprises. Book now on 01632 960123!',
    owner: reject(
      '£95 is where it starts, not a fixed price. And "no hidden costs" will come back to bite us. From £95.',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'reminders',
    task: 'Annual booster reminder for Pepper (cat).',
    draft:
      'Hi, Pepper is due her yearly booster and health check this month. You can book online or call us on ' +
      '01632 960123. Millbrook Vets',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Bonfire Night post about keeping pets calm during fireworks.',
    draft:
      '🎆 Fireworks season is here! Walk dogs before dark, close the curtains, pop the TV on and give your pet ' +
      'a cosy den to hide in. And remember, we’re here for you 24/7 if your pet needs us! 💙',
    owner: reject('We’re not 24/7. Either put Riverside’s number in for out of hours or leave that line out.'),
    mistake: 'out-of-hours-misdirection',
  },
  {
    goal: 'replies',
    task: 'Public reply to a 1-star Google review saying we overcharged for their cat’s treatment.',
    draft:
      'Dear Mr Hargreaves, we’re sorry you feel that way. Looking at Smudge’s records, she needed IV fluids ' +
      'and two nights in our hospital for her kidney disease, which is what was reflected in the bill. We ' +
      'always discuss estimates with clients before treatment. Millbrook Vets',
    owner: reject(
      'Never go into a patient’s records in a public review. Thank them, say sorry, ask them to ring me directly.',
    ),
    mistake: 'client-confidentiality',
  },
  {
    goal: 'social',
    task: 'Post explaining why we recommend the kennel cough vaccine.',
    draft:
      'Kennel cough (infectious tracheobronchitis) is a multifactorial disease complex, most commonly ' +
      'involving Bordetella bronchiseptica and canine parainfluenza virus. Our intranasal vaccine confers ' +
      'rapid local mucosal immunity, with onset of protection within 72 hours. Ask us about it at your next ' +
      'visit!',
    owner: reject('Reads like a textbook. Write it for dog owners please.'),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'replies',
    task: 'Reply to a Facebook message asking if there’s parking at the practice.',
    draft:
      'Hi! Yes, we have six spaces right outside, including one disabled bay, and there’s free parking on ' +
      'Mill Lane too. See you soon!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a worried owner asking whether it’s risky to have her 6-month-old kitten spayed.',
    draft:
      'Hi Lucy, please don’t worry! Spaying is a completely routine operation with no risk at all, and Pip ' +
      'will be back to her normal self the same evening. Millbrook Vets',
    owner: reject(
      'Don’t say "no risk" – every anaesthetic carries some. Say it’s routine, risk is low, and what we do to ' +
        'keep it low.',
    ),
    mistake: 'safety-guarantee',
  },
  {
    goal: 'reminders',
    task: 'Reminder to the owner of Bruno (dog), whose booster is three months overdue.',
    draft:
      'Bruno is now 3 MONTHS OVERDUE for his booster. Every day without protection puts him at serious risk ' +
      'of deadly diseases like parvo and leptospirosis. Book today before it’s too late. Millbrook Vets',
    owner: reject('Far too heavy. It’s a reminder, not a threat.'),
    mistake: 'pressure-tactics',
  },
  {
    goal: 'reminders',
    task:
      'Cancel the upcoming booster reminder for Duke (Labrador), who was put to sleep on Monday, and send the ' +
      'owners a short note.',
    draft:
      'Hi! We’ve taken Duke off our reminders list 👍 So sorry for your loss – he had an amazing innings! ' +
      'Remember all the fun times and keep smiling. 🐾 Millbrook Vets',
    owner: reject(
      'Way too upbeat. Simple and warm, no emojis, no "keep smiling". And they don’t need to hear about the ' +
        'reminders list.',
    ),
    mistake: 'breezy-grief-tone',
  },
  {
    goal: 'social',
    task: 'Post announcing that puppy club moves to Tuesday evenings from March.',
    draft:
      'Puppy Club news! 🐶 From March, our sessions move to Wednesday evenings at 6:30pm. Same fun, same ' +
      'treats, same Becky!',
    owner: edit(
      'Puppy Club news! 🐶 From March, our sessions move to Tuesday evenings at 6:30pm. Same fun, same ' +
        'treats, same Becky!',
      'Tuesday!',
    ),
    mistake: null,
  },
  {
    goal: 'social',
    task:
      'Reply to a comment on our Facebook post: "my lab has been limping on his back leg all week, is it his ' +
      'cruciate??"',
    draft:
      'Oh no! It could well be his cruciate – it’s really common in labs. Keep him on lead rest for two weeks ' +
      'and you can give him half a Metacam with his dinner to help with the pain. 🐾',
    owner: edit(
      'Oh no, sorry to hear he’s limping! There are quite a few things that can cause it so we’d need to see ' +
        'him to know. Give us a ring on 01632 960123 or send us a DM and we’ll get him booked in. 🐾',
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'reminders',
    task: 'Reminder to the owner of Luna (spaniel) about her dental next Wednesday.',
    draft:
      'Hi Claire, a reminder that Luna is booked in for her dental on Wednesday 12th. Please drop her off at ' +
      '8:30am with no breakfast. The dental is £180, payable when you collect her. Millbrook Vets',
    owner: edit(
      'Hi Claire, a reminder that Luna is booked in for her dental on Wednesday 12th. Please drop her off ' +
        'between 8:30 and 9am with no breakfast. We’ll go through an estimate with you at admission – the final ' +
        'cost depends on whether any teeth need to come out. Millbrook Vets',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'replies',
    task:
      'Reply to a Facebook message sent at 8pm on Saturday: "my dog has just eaten half a bag of raisins, ' +
      'what do I do??"',
    draft:
      'Hi, raisins can be very dangerous for dogs so please don’t wait – bring him straight down to the ' +
      'surgery and we’ll see him as soon as we can.',
    owner: edit(
      'Raisins can be toxic to dogs so he needs to be seen tonight. We’re closed now, so please ring ' +
        'Riverside Emergency Vets straight away on 01632 960555 – they’re our out-of-hours partner and will ' +
        'tell you where to go.',
    ),
    mistake: 'out-of-hours-misdirection',
  },
  {
    goal: 'social',
    task: 'Post with our Easter bank holiday opening hours.',
    draft:
      '🐣 Easter opening hours: closed Good Friday and Easter Monday, open as normal Saturday 9–12. If your ' +
      'pet needs a vet while we’re closed, call Riverside Emergency Vets on 01632 960555. Happy Easter!',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task:
      'Reply to a client asking whether the dog that bit her dog Bella in the park is registered with us and ' +
      'vaccinated.',
    draft:
      'Hi Jo, sorry to hear about Bella! Yes, Rocky is registered with us and is fully up to date with his ' +
      'vaccinations, so there’s no need to worry on that front. Let us know if Bella’s bite needs looking at. ' +
      'Millbrook Vets',
    owner: edit(
      'Hi Jo, sorry to hear about Bella. I’m afraid we can’t share any information about other pets or their ' +
        'owners. If the bite is sore or swollen, we’d be happy to see Bella today – just give us a call. ' +
        'Millbrook Vets',
    ),
    mistake: 'client-confidentiality',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner asking how her older cat Tigger’s blood test came back.',
    draft:
      'Hi Mrs Cole, Tigger’s bloods showed a mildly elevated creatinine and SDMA with a USG of 1.020, ' +
      'consistent with IRIS stage 2 CKD. Dr Okafor recommends a renal diet and a recheck in 3 months. ' +
      'Millbrook Vets',
    owner: edit(
      'Hi Mrs Cole, Tigger’s blood test shows his kidneys aren’t working quite as well as they should – it’s ' +
        'an early stage of kidney disease, which is really common in older cats. The good news is that a ' +
        'special kidney diet can help a lot. I’d like to recheck him in 3 months. Sarah (Dr Okafor)',
    ),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'reminders',
    task: 'Annual vaccination reminder for Nala (cat).',
    draft:
      'Hi, Nala is due her annual vaccination. Keeping her jabs up to date means she’ll be fully protected ' +
      'against cat flu and enteritis. Call 01632 960123 to book. Millbrook Vets',
    owner: edit(
      'Hi, Nala is due her annual vaccination. Keeping her jabs up to date is the best way to help protect ' +
        'her against cat flu and enteritis. Call 01632 960123 to book. Millbrook Vets',
    ),
    mistake: 'safety-guarantee',
  },
  {
    goal: 'replies',
    task: 'Reply to a 5-star Google review from Alfie the beagle’s owner thanking Dr Reid.',
    draft:
      'Thank you so much for your kind words – we’ll make sure Dr Reid sees this. See you and Alfie at the ' +
      'next check-up! Millbrook Vets',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task:
      'Reply to a client asking whether their healthy 2-year-old cat really needs to join our pet health ' + 'plan.',
    draft:
      'Hi Mr Ellis, absolutely – most responsible owners sign up, and without it you could be facing vet ' +
      'bills in the thousands. Shall I sign Oreo up for you today so she’s covered straight away? ' +
      'Millbrook Vets',
    owner: edit(
      'Hi Mr Ellis, it’s entirely up to you. The plan spreads the cost of Oreo’s yearly vaccination, ' +
        'check-ups and flea and worm treatment into monthly payments, with 10% off other treatment. If you’d ' +
        'rather pay as you go, that’s absolutely fine too. Millbrook Vets',
    ),
    mistake: 'pressure-tactics',
  },
  {
    goal: 'social',
    task: 'Facebook post letting clients know our practice cat Mog has died.',
    draft:
      'Sad news, everyone! 😿 Our beloved practice cat Mog has crossed the rainbow bridge 🌈 But don’t worry ' +
      '– we’re already on the lookout for a new reception cat, so watch this space!! 😺',
    owner: edit(
      'Some sad news. Our practice cat Mog died peacefully on Sunday, aged 16. Many of you will remember her ' +
        'supervising reception from on top of the printer. We’ll miss her very much. Thank you for all the ' +
        'kind messages already.',
    ),
    mistake: 'breezy-grief-tone',
  },
  {
    goal: 'replies',
    task: 'Reply thanking a client for the flowers they sent the team after Marley’s surgery.',
    draft:
      'Thank you so much for the beautiful flowers! Dr Reed and the nurses were so touched. Give Marley a ' +
      'gentle scratch from us all. Millbrook Vets',
    owner: edit(
      'Thank you so much for the beautiful flowers! Dr Reid and the nurses were so touched. Give Marley a ' +
        'gentle scratch from us all. Millbrook Vets',
    ),
    mistake: null,
  },
  {
    goal: 'reminders',
    task: 'Follow-up text to the owner of Max (terrier) two days after his appointment for diarrhoea.',
    draft:
      'Hi, just checking in on Max after Monday’s visit. If the diarrhoea is still hanging around, you can ' +
      'give him one Imodium tablet morning and evening until it firms up. Millbrook Vets',
    owner: edit(
      'Hi, just checking in on Max after Monday’s visit. If the diarrhoea hasn’t settled, or he’s off his ' +
        'food or flat, please give us a call on 01632 960123 and Dr Reid will see him again. Millbrook Vets',
      'never give doses of human meds by text',
    ),
    mistake: 'remote-diagnosis',
  },
  {
    goal: 'replies',
    task:
      'Reply to a voicemail transcript: "Hi, it’s Mrs Dobson, how much would it be to have the lump on ' +
      'Milo’s back taken off?"',
    draft:
      'Hi Mrs Dobson, thanks for your message. Lump removals are £150, including the anaesthetic. Let us ' +
      'know when you’d like to book Milo in. Millbrook Vets',
    owner: edit(
      'Hi Mrs Dobson, thanks for your message. We can’t price it until one of the vets has had a feel of the ' +
        'lump – it depends on the size, where it is and whether we send it to the lab. A consultation is £48 ' +
        'and we’ll give you a written estimate then. Millbrook Vets',
    ),
    mistake: 'fixed-price-quote',
  },
  {
    goal: 'reminders',
    task: 'Text confirming Rufus’s nail clip with nurse Tom on Friday at 4pm.',
    draft:
      'Hi, just confirming Rufus’s nail clip with nurse Tom on Friday at 4pm. If you need to change it, just ' +
      'give us a call on 01632 960123. Millbrook Vets',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'social',
    task: 'Post with our Christmas and New Year opening hours.',
    draft:
      '🎄 Christmas opening hours: closed 25th & 26th Dec and 1st Jan, normal hours every other day. For ' +
      'emergencies while we’re closed, leave a message on our answerphone and the duty vet will call you ' +
      'back. Merry Christmas from all at Millbrook! 🎅',
    owner: edit(
      '🎄 Christmas opening hours: closed 25th & 26th Dec and 1st Jan, Saturday hours (9–12) on the 24th and ' +
        '31st. If your pet needs a vet while we’re closed, call Riverside Emergency Vets on 01632 960555 – ' +
        'open 24 hours. Merry Christmas from all at Millbrook! 🎅',
    ),
    mistake: 'out-of-hours-misdirection',
  },
  {
    goal: 'reminders',
    task: 'Email to this term’s puppy club group reminding them about next Tuesday’s session.',
    draft:
      'Hi all! Just a reminder that Puppy Club is on Tuesday at 6:30pm – bring treats and a favourite toy. ' +
      'Get well soon to Coco, who’s missing this week while she gets over her kennel cough – see you all ' +
      'soon! Becky',
    owner: edit(
      'Hi all! Just a reminder that Puppy Club is on Tuesday at 6:30pm – bring some tasty treats and a ' +
        'favourite toy. See you there! Becky',
    ),
    mistake: 'client-confidentiality',
  },
  {
    goal: 'reminders',
    task: 'Booster reminder text for Ziggy (dog).',
    draft: 'Hi, Ziggy is due his annual DHP + L4 booster this month. Book online or call 01632 960123. Millbrook Vets',
    owner: edit(
      'Hi, Ziggy is due his yearly booster vaccination this month. Book online or call 01632 960123. ' +
        'Millbrook Vets',
    ),
    mistake: 'clinical-jargon',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if we do home visits.',
    draft:
      'Hi, yes – we do home visits for pets who find it hard to travel, and for euthanasia so they can be at ' +
      'home. Please call us on 01632 960123 to arrange one and we’ll talk you through it. Millbrook Vets',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Reply to a new puppy owner asking if microchipping hurts or has any side effects.',
    draft:
      'Hi! Microchipping is completely painless and there are no side effects whatsoever, so nothing to ' +
      'worry about. We can do it at Bear’s second vaccination. Millbrook Vets',
    owner: edit(
      'Hi! It’s a quick injection under the skin and most puppies barely notice – a treat usually does the ' +
        'trick. Side effects are rare: occasionally a small lump where it went in, or the chip moving a little, ' +
        'and we scan it at each visit. We can do it at Bear’s second vaccination. Millbrook Vets',
      'we can’t promise nothing ever happens',
    ),
    mistake: 'safety-guarantee',
  },
  {
    goal: 'reminders',
    task:
      'Text to the owner of Teddy (dog), who hasn’t booked the dental the vet recommended at his last ' + 'check-up.',
    draft:
      'Last chance! Our 15% dental discount ends on Friday – don’t let Teddy suffer in silence. Book before ' +
      'the offer’s gone! Millbrook Vets',
    owner: edit(
      'Hi, just a reminder that Dr Okafor recommended a dental for Teddy at his last check-up. There’s 15% ' +
        'off dentals booked before Friday if that helps. Give us a ring on 01632 960123 whenever you’re ' +
        'ready. Millbrook Vets',
    ),
    mistake: 'pressure-tactics',
  },
  {
    goal: 'replies',
    task: 'Message to Mrs Patel about the biopsy result on her dog Rosie’s lump (it’s a mast cell tumour).',
    draft:
      'Hi Mrs Patel! 😊 Rosie’s lump results are back – it’s a mast cell tumour, boo! Dr Reid will have a ' +
      'chat with you about next steps. Have a lovely afternoon!',
    owner: edit(
      'Hi Mrs Patel, Rosie’s results are back and Dr Reid would like to talk them through with you. Would you ' +
        'be able to call us on 01632 960123 so we can find a time that suits? Millbrook Vets',
      'Not "boo". This is serious news, say it like that and let James talk to her.',
    ),
    mistake: 'breezy-grief-tone',
  },
  {
    goal: 'reminders',
    task: 'Text reminding the owner of Belle (dog) to collect her worming tablets.',
    draft: 'Hi, Bella’s worming tablets are ready to collect from reception. Millbrook Vets',
    owner: edit('Hi, Belle’s worming tablets are ready to collect from reception. Millbrook Vets', 'Belle not Bella'),
    mistake: null,
  },
];

const questions: Question[] = [
  // remote-diagnosis
  {
    goal: 'replies',
    task:
      'Answer an Instagram DM: "Our cocker keeps pawing at one ear and holding his head on one side. ' +
      'Anything I can use at home?"',
    draft:
      'Hi! That sounds like an ear infection – cockers get them a lot because of their floppy ears. Try ' +
      'cleaning it gently with warm salty water on a cotton pad once a day and it should settle within the ' +
      'week. 🐶',
    mistake: 'remote-diagnosis',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Email reply to: "Our kitten hasn’t touched her food for two days and is sleeping loads. Is that ' + 'normal?"',
    draft:
      'Hi, thanks for getting in touch. Kittens sleep a lot and can be fussy eaters, so most likely she’s ' +
      'teething or just not keen on her food. Try some plain cooked chicken and she should perk up in a day ' +
      'or so. Millbrook Vets',
    mistake: 'remote-diagnosis',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task:
      'Respond to a TikTok comment: "my rabbit’s droppings have gone tiny and he’s just sitting hunched, ' +
      'what should i give him"',
    draft:
      'Poor bunny 😢 that’s gut stasis. Give him some infant gas drops, massage his tummy gently and keep ' +
      'fresh hay in front of him – he’ll be hopping about again by tomorrow!',
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'WhatsApp reply to a customer who sent a photo of a red swelling on her hamster’s cheek.',
    draft:
      'Thanks for the photo! That looks like an abscess. Bathe it with cooled boiled salty water twice ' +
      'daily – it should burst and heal up on its own within a week.',
    mistake: 'remote-diagnosis',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Write this week’s "Ask the Vet" Friday post answering a question sent in by a follower.',
    draft:
      '🩺 Ask the Vet! This week: "My 11-year-old greyhound is drinking far more than usual." That’ll be her ' +
      'kidneys starting to struggle, which is common at her age. Switch her onto a senior renal diet, keep ' +
      'her bowl topped up and she should be fine – no need to bring her in just yet!',
    mistake: 'remote-diagnosis',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // fixed-price-quote
  {
    goal: 'replies',
    task: 'Answer a Facebook message: "What do you charge to castrate a springer spaniel?"',
    draft:
      'Hi! Castrating a springer is £240 all in – that covers the op, the anaesthetic, pain relief and his ' +
      'collar, so no extras. Let us know when you’d like to book him in. 🐾',
    mistake: 'fixed-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Instagram story promoting rabbit neutering in April.',
    draft:
      '🐰 April is Bunny Neutering Month! Rabbit neutering just £85 – everything included, nothing more to ' +
      'pay. Book now on 01632 960123!',
    mistake: 'fixed-price-quote',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Email confirming that Winston (bulldog) is booked for his eyelid operation on Thursday.',
    draft:
      'Hi Mr Barker, this is to confirm Winston’s eyelid surgery on Thursday. Please bring him in at 8:30am ' +
      'having had no breakfast. The surgery costs £650 and that is the total you’ll pay. Millbrook Vets',
    mistake: 'fixed-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a WhatsApp asking what X-rays of a cat’s leg would set them back.',
    draft:
      'Hi, X-rays for a cat are £180 and that covers everything, sedation included. We could fit her in on ' +
      'Thursday morning if that helps?',
    mistake: 'fixed-price-quote',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post about our senior pet health checks this autumn.',
    draft:
      '🍂 Is your pet over 8? Book our Senior Pet MOT this autumn: a full nose-to-tail check plus blood tests ' +
      'for a flat £99 – whatever we find, that’s all you pay!',
    mistake: 'fixed-price-quote',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // out-of-hours-misdirection
  {
    goal: 'reminders',
    task: 'Going-home text for Ruby (spaniel) after her spay this afternoon.',
    draft:
      'Hi, Ruby has woken up well and is ready to collect from 4:30pm. She may be sleepy tonight, so keep her ' +
      'calm and offer a light meal. If you’ve any worries overnight, just ring the surgery on 01632 960123 – ' +
      'there’s always a vet at the end of the phone. Millbrook Vets',
    mistake: 'out-of-hours-misdirection',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Halloween post about pet safety with sweets and chocolate.',
    draft:
      '🎃 Happy Halloween! Keep chocolate and sugar-free sweets (xylitol) well out of reach, and keep cats in ' +
      'after dark. If the worst happens, don’t panic – we’re open round the clock for emergencies, just come ' +
      'straight down! 👻',
    mistake: 'out-of-hours-misdirection',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Reply to an email that arrived at 11pm on Sunday: "My male cat keeps straining in the litter tray and ' +
      'nothing is coming out."',
    draft:
      'Hi, straining like this can be serious in male cats. We open at 8:30am tomorrow – please phone first ' +
      'thing and we’ll fit him in as an urgent appointment. Millbrook Vets',
    mistake: 'out-of-hours-misdirection',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Pinned Facebook notice about the late-May bank holiday Monday closure.',
    draft:
      '📌 We’re shut on bank holiday Monday 26 May and back as usual on Tuesday. Got an urgent problem? Drop ' +
      'us an email and Dr Reid will get back to you as soon as he can.',
    mistake: 'out-of-hours-misdirection',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Welcome text for a newly registered client explaining how to reach us.',
    draft:
      'Welcome to Millbrook Vets! Save our number: 01632 960123. It’s answered 24 hours a day, so whatever ' +
      'time your pet needs help, we’ll be there. We look forward to meeting you both!',
    mistake: 'out-of-hours-misdirection',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // client-confidentiality
  {
    goal: 'social',
    task: 'Instagram post: Nutmeg the cat is going home after her broken-leg operation.',
    draft:
      'Look who’s going home! 😻 Nutmeg, who belongs to Tracy Webb on Station Road, is back on her feet after ' +
      'having her broken leg pinned. Well done Nutmeg and Tracy!',
    mistake: 'client-confidentiality',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond publicly to a Google review saying the vet rushed their dog’s appointment.',
    draft:
      'Hi Mrs Dunn, we’re sorry you felt rushed. Our notes show Rolo was seen for his skin allergy, and ' +
      'Dr Okafor prescribed Apoquel and a medicated shampoo, which is our standard approach for his ' +
      'condition. We hope he’s feeling better. Millbrook Vets',
    mistake: 'client-confidentiality',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task:
      'Answer a text from a man asking if his ex-partner has brought "their" dog Bailey in recently, and ' +
      'what for.',
    draft:
      'Hi Mark, yes – Sophie brought Bailey in on the 3rd for a limp. He’s on anti-inflammatories and doing ' +
      'much better, and she’s booked him back in for the 17th. Millbrook Vets',
    mistake: 'client-confidentiality',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Write the "around the practice" section of this month’s email newsletter.',
    draft:
      'It’s been a busy month! Mrs Oakley’s poodle Fifi finally had her hip operation, and the Khan family’s ' +
      'three cats have all been treated for ringworm – well done for getting through it! Plus, nurse Tom ' +
      'ran his first weight clinic.',
    mistake: 'client-confidentiality',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to let the owner of Murphy know his heart tablets are ready to collect.',
    draft:
      'Hi, Murphy’s Vetmedin is ready to collect. Your neighbour Mrs Lewis was in earlier for her Toby’s ' +
      'heart tablets and offered to drop yours round, so just let us know if you’d like her to. Millbrook Vets',
    mistake: 'client-confidentiality',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // breezy-grief-tone
  {
    goal: 'replies',
    task: 'Reply to a thank-you card from the family of Skye, the 15-year-old collie we put to sleep on Friday.',
    draft:
      'Thank you so much for the card, it totally made our day! 😊 Skye was an absolute legend and we loved ' +
      'every visit. Take care and hope to see you all soon! Millbrook Vets',
    mistake: 'breezy-grief-tone',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Facebook post remembering Jasper, the greyhound who was our blood donor for years, who died last week.',
    draft:
      'RIP Jasper! 🐾 What a legend – he saved so many lives! Now he’s zooming round the rainbow bridge with ' +
      'unlimited treats 🌈🎉 Have a great weekend everyone!',
    mistake: 'breezy-grief-tone',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task:
      'Message telling a family that their rabbit’s ashes are ready to collect (she died under anaesthetic ' +
      'for a dental).',
    draft:
      'Good news! Thumper’s ashes are back and ready for collection 🙂 Pop in any time Mon–Sat, no need to ' + 'book!',
    mistake: 'breezy-grief-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Email arranging a time to discuss options with an owner whose dog’s scan showed an inoperable ' + 'tumour.',
    draft:
      'Hiya! Quick one – Bess’s scan results are in and it’s not the news we wanted, but hey, let’s make the ' +
      'most of the time she’s got! Give us a buzz to chat through next steps 😊',
    mistake: 'breezy-grief-tone',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to a client asking whether we can recommend a pet cremation service.',
    draft:
      'Hi! Yes, we use Peaceful Paws – they’re brilliant and super quick 😊 Sorry to hear about your boy, but ' +
      'at least he had a good long life! Let us know if there’s anything else we can do. Have a great day!',
    mistake: 'breezy-grief-tone',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // clinical-jargon
  {
    goal: 'reminders',
    task: 'Pre-surgery instructions for Buster’s castration on Friday.',
    draft:
      'Hi, Buster is booked in for his castrate on Friday. Please keep him NBM from 10pm Thursday. On ' +
      'admission we’ll run a pre-anaesthetic haem and biochem, then he’ll have his premed and be induced for ' +
      'GA. Millbrook Vets',
    mistake: 'clinical-jargon',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner asking what her older dog Meg’s blood results mean.',
    draft:
      'Hi, Meg’s results show raised ALKP and ALT with a stress leukogram, so Dr Reid would like to do an ' +
      'ACTH stim test to rule out hyperadrenocorticism. Millbrook Vets',
    mistake: 'clinical-jargon',
    kind: 'reworded',
  },
  {
    goal: 'social',
    task: 'Instagram carousel about why we check teeth at every visit.',
    draft:
      '🦷 Periodontal disease affects most dogs over three. Calculus accumulation leads to gingivitis, then ' +
      'attachment loss, mobility and tooth resorption. Grade 3–4 periodontitis usually requires extractions ' +
      'under GA. Ask us for a dental assessment!',
    mistake: 'clinical-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text asking the owner of Mittens to bring in a urine sample.',
    draft:
      'Hi, Dr Okafor would like a free-catch urine sample from Mittens for a UA and UPC to monitor her ' +
      'PU/PD. Please use the non-absorbent litter we gave you. Millbrook Vets',
    mistake: 'clinical-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner asking when she can take her dog’s cone off after surgery.',
    draft:
      'Hi, the E-collar needs to stay on until the 10-day post-op recheck, when we’ll assess wound healing ' +
      'and remove the sutures – we want to avoid any risk of dehiscence or SSI. Millbrook Vets',
    mistake: 'clinical-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // safety-guarantee
  {
    goal: 'social',
    task: 'Post pushing our worming tablets ahead of summer.',
    draft:
      '🐛 Summer’s coming! Our worming tablets are totally safe for every pet and guarantee no worms for ' +
      'three months. Grab yours at reception!',
    mistake: 'safety-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner worried about her 12-year-old dog going under anaesthetic for a dental.',
    draft:
      'Hi, please don’t worry – anaesthetics are perfectly safe these days, there’s no risk whatsoever and ' +
      'he’ll be right as rain by teatime. Millbrook Vets',
    mistake: 'safety-guarantee',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Respond to someone asking if the lungworm preventative will stop her dog catching it from slugs.',
    draft:
      'Yes – as long as you give it every month, your dog simply can’t catch lungworm, so there’s no need to ' +
      'worry about slugs at all!',
    mistake: 'safety-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'social',
    task: 'Post promoting nurse Tom’s weight clinic.',
    draft:
      '⚖️ Is your pet carrying a few extra pounds? Join nurse Tom’s weight clinic and your pet WILL reach ' +
      'their ideal weight – results guaranteed or your money back!',
    mistake: 'safety-guarantee',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Text to the owner of Poppy, who goes into kennels on Friday, reminding them to take her vaccination card.',
    draft:
      'Hi, just a reminder to take Poppy’s vaccination card with you when she goes to Oakwood Kennels on ' +
      'Friday. As she’s had her kennel cough vaccine, there’s zero chance she’ll pick anything up while ' +
      'she’s there! Millbrook Vets',
    mistake: 'safety-guarantee',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // pressure-tactics
  {
    goal: 'social',
    task: 'Post: a few spaces left in April’s puppy club.',
    draft:
      'LAST CHANCE!!! 🚨 Only 2 spots left in April Puppy Club and they WILL go today! Puppies who miss out on ' +
      'socialisation often grow up fearful or aggressive – don’t let that be yours!',
    mistake: 'pressure-tactics',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: 'Reminder for Nell (dog), whose booster is six weeks late.',
    draft:
      'URGENT: Nell’s protection has LAPSED. She is now vulnerable to potentially fatal diseases like parvo ' +
      'and leptospirosis. Book NOW – don’t risk it. Millbrook Vets',
    mistake: 'pressure-tactics',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner asking if her indoor-only cat really needs flea treatment every month.',
    draft:
      'We’d never skip it! By the time you spot one flea, your house is already crawling with hundreds of ' +
      'eggs. Shall we set you up with a 12-month supply today, before it gets out of hand?',
    mistake: 'pressure-tactics',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: 'Email to clients whose cats aren’t microchipped, about the new law.',
    draft:
      'It’s now the LAW! 🚨 Unchipped cats could land you with a £500 fine. Our slots are filling FAST – ' +
      'book this week or risk being caught out. Millbrook Vets',
    mistake: 'pressure-tactics',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task:
      'Reply to a client who says thanks for the reminder and she’ll book her cat’s vaccinations next month ' +
      'after payday.',
    draft:
      'Thanks for letting us know! Just so you’re aware, waiting another month could mean Willow’s cover ' +
      'lapses and she has to restart the whole course at extra cost. We’ve got a slot tomorrow at 4pm – ' +
      'shall I grab it for you before someone else does?',
    mistake: 'pressure-tactics',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  // no past mistake
  {
    goal: 'reminders',
    task: 'Booster reminder for Hector (dog).',
    draft:
      'Hi Sam, Hector is due his yearly booster this month. Give us a ring on 01632 960123 or book online at ' +
      'a time that suits you. Thanks, Millbrook Vets',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post announcing the dates for May puppy club.',
    draft:
      '🐶 Our next Puppy Club starts Tuesday 6 May at 6:30pm: four relaxed sessions with nurse Becky for ' +
      'puppies aged 9–16 weeks who’ve had their first vaccination. £40 for the course. Call 01632 960123 or ' +
      'ask at reception to book.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a message asking if we see tortoises.',
    draft:
      'Hi, yes – Dr Okafor sees tortoises as well as rabbits and guinea pigs. It’s worth booking a check ' +
      'before and after hibernation. Give us a ring on 01632 960123 to book. Millbrook Vets',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a 5-star Facebook review praising nurse Becky.',
    draft: 'Thank you so much! We’ll make sure Becky sees this – she’ll be thrilled. Millbrook Vets',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'social',
    task: 'Post warning about dogs and hot weather.',
    draft:
      '☀️ Hot weather ahead! Walk dogs early or late, check the pavement with the back of your hand, and ' +
      'never leave a dog in a car, even for a few minutes. If you’re worried about your dog in the heat, call ' +
      'us on 01632 960123, or Riverside Emergency Vets on 01632 960555 when we’re closed.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: 'Reminder of the 3-day post-op check for Tilly (cat).',
    draft:
      'Hi, a reminder that Tilly has her post-op check with nurse Tom on Friday at 3:40pm. It only takes ten ' +
      'minutes and it’s included in the cost of her spay. Millbrook Vets',
    mistake: null,
    kind: 'no past mistake',
  },
  // unrelated
  {
    goal: 'social',
    task: 'Post advertising a part-time receptionist vacancy.',
    draft:
      'We’re hiring! 📢 Millbrook Vets is looking for a friendly part-time receptionist (three days a week, ' +
      'including alternate Saturday mornings). No vet experience needed, just a love of people and animals. ' +
      'Email your CV to jobs@millbrookvets.co.uk by 30 June.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a supplier chasing an unpaid invoice for printer toner.',
    draft:
      'Hi Gary, thanks for the reminder and apologies for the delay. Invoice 4471 was paid by bank transfer ' +
      'this morning, so it should show with you in the next day or two. Best, Sarah',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post congratulating the under-12s football team we sponsor on winning their league.',
    draft:
      '⚽ Huge congratulations to Millbrook Rovers Under-12s, league champions! We’re so proud to sponsor such ' +
      'a brilliant bunch. Well played everyone!',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a Year 10 student asking for a week’s work experience.',
    draft:
      'Hi Amelia, thanks for your email. We take two work-experience students a year and still have a place ' +
      'in the week of 14 July. Please ask your school to send us their placement form and we’ll be in touch. ' +
      'Best wishes, Becky',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Reminder to the team about Thursday’s fire drill.',
    draft:
      'Hi all, quick reminder that we have a fire drill on Thursday at 1:15pm, over lunch when there are no ' +
      'appointments. Meet at the assembly point by the Mill Lane gate. Thanks, Sarah',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'social',
    task: 'Post letting clients know we now take contactless and Apple Pay.',
    draft:
      '💳 Good news: you can now pay by contactless, Apple Pay and Google Pay at reception. We still take ' +
      'cash too!',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_G: RetrievalSet = { name: 'held-out G', memory, questions };
