// Retrieval set M: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Muddy Paws, a dog grooming salon with a small doggy daycare on
// Abbeydale Road, Sheffield (owner Jess, groomers Ola and Ben; full grooms, nail clips, puppy intro sessions, daycare
// days, a small shelf of shampoos and treats).
// Goals: replies, posts, reminders. Classes: overpromised-booking, vet-advice, client-privacy, emoji-exclamation,
// wrong-prices, pushy-selling, blaming-owner, vaccine-waiver.
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // overpromised-booking: promising slots, times, groomers or start dates the salon cannot guarantee.
  {
    goal: 'replies',
    task:
      'Reply to a Facebook message from Claire asking if we can fit her spaniel Murphy in for a full groom today, ' +
      'he rolled in fox poo',
    draft:
      "Hi Claire, oh no, poor Murphy! Yes of course, bring him down whenever suits you today and we'll get him " +
      'sorted. Jess',
    owner: edit(
      "Hi Claire, oh no, poor Murphy! We're fully booked today I'm afraid, but I've put you on the cancellation " +
        "list and I'll message straight away if a slot opens. Jess",
      "We're booked three weeks out, never tell people to just turn up.",
    ),
    mistake: 'overpromised-booking',
  },
  {
    goal: 'reminders',
    task: "Booking confirmation for Mrs Hartley's doodle Teddy, full groom Thursday 10am",
    draft:
      "Hi Mrs Hartley, Teddy is booked in with Ola on Thursday at 10am. He'll be ready for collection by 11:30 " +
      'at the latest.',
    owner: reject("Doodles take three hours plus. Don't give a pick-up time, we ring when they're ready."),
    mistake: 'overpromised-booking',
  },
  {
    goal: 'replies',
    task: "Customer asks if Ben can always do her westie's grooms from now on",
    draft: "Hi Priya, absolutely! We'll make sure Ben does Hamish every time from now on.",
    owner: edit(
      "Hi Priya, so glad Hamish gets on with Ben. We'll always try to book him in with Ben, but if Ben's off we " +
        "may need to use Ola, and she's lovely too.",
    ),
    mistake: 'overpromised-booking',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing our Christmas grooming slots',
    draft:
      'Christmas grooms are now open! Every dog booked before 15 December is guaranteed to be groomed in time ' +
      'for Christmas, whatever happens.',
    owner: edit(
      'Christmas grooming is now open for booking. Slots go fast, so book early to avoid disappointment.',
      "Can't guarantee anything if someone's off sick. No guarantees in posts.",
    ),
    mistake: 'overpromised-booking',
  },
  {
    goal: 'replies',
    task: 'Reply to an enquiry asking if we can take a reactive German shepherd for daycare starting Monday',
    draft: 'Hi Tom, yes we can take Kaiser from Monday, just drop him off at 7:30.',
    owner: reject(
      "Every new daycare dog has a trial half-day first, and we don't promise a start date before Jess has met " +
        'the dog.',
    ),
    mistake: 'overpromised-booking',
  },

  // vet-advice: diagnosing, reassuring about symptoms or suggesting medicines instead of sending people to the vet.
  {
    goal: 'replies',
    task: 'Reply to Sarah whose cockapoo has been scratching a red patch since his last groom',
    draft:
      "Hi Sarah, that sounds like clipper rash. Pop some Sudocrem on it twice a day and it'll clear in a few " +
      "days. If it doesn't, try an antihistamine like Piriton.",
    owner: edit(
      "Hi Sarah, I'm sorry to hear that. Skin can get a bit irritated after clipping, but please get it checked by " +
        "your vet so they can advise properly. Let us know how he gets on and we'll note it on his file for next time.",
      'We are not vets. Never suggest creams or tablets.',
    ),
    mistake: 'vet-advice',
  },
  {
    goal: 'replies',
    task: "Customer asks whether her dog's smelly ears need drops",
    draft: 'It sounds like a yeast infection. You can get ear drops online, Surolan works well.',
    owner: reject("Don't diagnose. Tell them to see their vet."),
    mistake: 'vet-advice',
  },
  {
    goal: 'posts',
    task: 'Facebook post about keeping dogs calm on bonfire night',
    draft:
      'Bonfire night tip: half a calming tablet or a little Benadryl an hour before the fireworks works wonders ' +
      'for anxious dogs.',
    owner: edit(
      'Bonfire night tip: keep the curtains closed, put the telly on and give them a cosy den. If your dog really ' +
        'struggles, have a chat with your vet well before the 5th.',
    ),
    mistake: 'vet-advice',
  },
  {
    goal: 'reminders',
    task: "Reminder for Bella's groom tomorrow; the owner mentioned she has a lump on her side",
    draft:
      "Hi Karen, see you and Bella tomorrow at 9. Don't worry about the lump, they're usually just fatty lumps " +
      'in older dogs and nothing serious.',
    owner: edit(
      "Hi Karen, see you and Bella tomorrow at 9. Thanks for letting us know about the lump, we'll be extra gentle " +
        "around it. If it's new, it's worth getting your vet to have a look.",
      "We can't tell anyone a lump is harmless.",
    ),
    mistake: 'vet-advice',
  },

  // client-privacy: naming other clients, their addresses, numbers or their dogs' problems.
  {
    goal: 'posts',
    task: 'Instagram post showing the before and after of a poodle we groomed today',
    draft: 'Before and after of Coco the poodle, owned by Linda Marsh from Nether Edge. Thanks Linda for trusting us!',
    owner: edit(
      'Before and after: Coco the poodle, looking fabulous after her spa day.',
      'No surnames or areas. And we only post dogs whose owners have ticked the photo consent box.',
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'replies',
    task: 'Customer asks who the other dog was that Rolo played with at daycare',
    draft:
      "That was Luna, she belongs to the Aldersons at 14 Brincliffe Edge Road. They'd love a playdate, here's " +
      'their number: 07700 900412.',
    owner: reject(
      "Never hand out another client's details or address. Say we can pass her number on if the other owner agrees.",
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking why the groom before hers ran late',
    draft:
      "Sorry about the wait! The dog before yours, Mr Patel's husky, was badly matted and bit Ben, so " +
      'everything overran.',
    owner: edit(
      'Sorry about the wait today, the appointment before yours took longer than expected. Thanks so much ' +
        'for your patience.',
    ),
    mistake: 'client-privacy',
  },
  {
    goal: 'posts',
    task: 'Post celebrating our daycare regulars',
    draft:
      'Shout-out to our daycare gang: Milo (the Hendersons), Pip (Dr Kaur), Bruno (Gav from the Byways pub) ' +
      'and all the rest!',
    owner: edit(
      'Shout-out to our daycare gang: Milo, Pip, Bruno and friends. Thanks for making every day so much fun!',
      "Dogs' first names only, never the owners.",
    ),
    mistake: 'client-privacy',
  },

  // emoji-exclamation (style): emoji strings, stacked exclamation marks, capitals for excitement.
  {
    goal: 'reminders',
    task: "Reminder text for Alfie's nail clip on Saturday",
    draft:
      "Hiya!!! 🐶🐾✨ Just a reminder that Alfie's nail clip is THIS Saturday at 11am!!! Can't wait to see " +
      'him!!! 💕💕',
    owner: edit(
      "Hi, just a reminder that Alfie's nail clip is on Saturday at 11am. See you then. Muddy Paws",
      'Calm down the emojis and exclamation marks. One at most.',
    ),
    mistake: 'emoji-exclamation',
  },
  {
    goal: 'posts',
    task: 'Facebook post saying we have a cancellation tomorrow',
    draft:
      'OMG!!! 🚨🚨 CANCELLATION ALERT 🚨🚨 We have ONE slot tomorrow at 2pm!!! 🐩🛁 First to message gets ' +
      'it!!! 🙌🙌',
    owner: edit("We've had a cancellation for tomorrow at 2pm (small or medium dog). Message us if you'd like it."),
    mistake: 'emoji-exclamation',
  },
  {
    goal: 'replies',
    task: 'Reply to a Google review thanking us for a puppy intro session',
    draft: 'Awww thank you sooo much!!!! 😍😍🐶 We LOVED meeting Nala!!!! 💖✨🐾',
    owner: edit(
      'Thank you so much, Kate. We loved meeting Nala and she did brilliantly for her first visit. See you at her ' +
        'next one.',
      "Too gushy. We're friendly, not screaming.",
    ),
    mistake: 'emoji-exclamation',
  },
  {
    goal: 'reminders',
    task: 'Daycare reminder about the Monday bank holiday closure',
    draft:
      'Heads up!!! 🎉🎉 Daycare is CLOSED Monday for the bank holiday!!! 🐕☀️ Enjoy the long weekend ' +
      'everyone!!! 🥳',
    owner: edit(
      'Just a reminder that daycare is closed on Monday for the bank holiday. Normal hours resume on Tuesday at ' +
        '7:30. Have a lovely weekend.',
    ),
    mistake: 'emoji-exclamation',
  },

  // wrong-prices: old or invented prices (small groom £40, nail clip £10, puppy intro £25, daycare £30 a day).
  {
    goal: 'replies',
    task: 'Customer asks how much a full groom is for her border terrier',
    draft: 'Hi! A full groom for a small dog like a border terrier is £32.',
    owner: edit(
      'Hi! A full groom for a border terrier is £40, which includes a bath, hand strip or clip, nails and ears.',
      'Prices went up in January, small dogs are £40 now.',
    ),
    mistake: 'wrong-prices',
  },
  {
    goal: 'reminders',
    task: 'Reminder for a nail clip appointment, with the price',
    draft: "Hi Dave, reminder that Skye's nail clip is Friday at 4pm. It's £6, cash only please.",
    owner: edit(
      "Hi Dave, reminder that Skye's nail clip is Friday at 4pm. It's £10 and we take card or cash.",
      "Nail clips are £10 and we've taken card for two years.",
    ),
    mistake: 'wrong-prices',
  },
  {
    goal: 'posts',
    task: 'Post advertising daycare spaces',
    draft: 'Daycare spaces available Mon-Fri! Just £22 a day, including a free bath every Friday.',
    owner: reject("Daycare is £30 a day and there's no free bath. Check the price list before posting."),
    mistake: 'wrong-prices',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking the cost of a puppy intro session',
    draft: 'Our puppy intro sessions are free for pups under 16 weeks!',
    owner: edit(
      'Our puppy intro sessions are £25 for 45 minutes: a gentle bath, a face and paw tidy and lots of treats so ' +
        'they learn the salon is a happy place.',
    ),
    mistake: 'wrong-prices',
  },

  // pushy-selling: pushing shelf products, bundles and add-ons where nobody asked.
  {
    goal: 'replies',
    task: 'Reply to a customer thanking us for a lovely groom of her labrador',
    draft:
      'Thank you! To keep that coat gleaming you really need our oatmeal shampoo (£12) and the deshedding ' +
      "brush (£18). Shall I put them aside for you? We're down to the last few!",
    owner: edit(
      'Thank you so much! Barney was a pleasure as always. See you in eight weeks.',
      "Don't sell to people who are just saying thank you.",
    ),
    mistake: 'pushy-selling',
  },
  {
    goal: 'reminders',
    task: "Reminder for Poppy's full groom next week",
    draft:
      "Reminder: Poppy's groom is Wednesday at 9:30. While she's here, why not upgrade to our Pawdicure Spa " +
      'package for just £15 extra? Most owners do!',
    owner: edit("Reminder: Poppy's groom is Wednesday at 9:30. Reply to this message if you need to change anything."),
    mistake: 'pushy-selling',
  },
  {
    goal: 'posts',
    task: 'Instagram post featuring our new treat range',
    draft:
      "Our new Peak District liver bites are here and they're flying off the shelf! Seriously, if you love " +
      "your dog you'll grab a bag before they're gone.",
    owner: edit(
      "New on the shelf: Peak District liver bites, made in Derbyshire. Ask at the desk if you'd like to try one " +
        'with your dog.',
      'No guilt-tripping. Just say what it is.',
    ),
    mistake: 'pushy-selling',
  },
  {
    goal: 'replies',
    task: "Customer asks if she needs to buy anything before her puppy's first visit",
    draft:
      "Not essential, but we'd strongly recommend our puppy starter bundle (£35) with shampoo, brush and " +
      'treats. Shall I reserve one?',
    owner: reject("The answer is no, she doesn't need anything. Just bring the puppy and a lead."),
    mistake: 'pushy-selling',
  },
  {
    goal: 'replies',
    task: 'Reply to a daycare customer asking for her invoice',
    draft:
      "Here's your invoice for March: £240. By the way, have you thought about our 10-day bundle? It'd save " +
      'you money, and you can easily add a bag of treats to your next invoice!',
    owner: edit("Here's your invoice for March: 8 days, £240. Let me know if anything looks wrong."),
    mistake: 'pushy-selling',
  },

  // blaming-owner: judging owners for matting, behaviour or weight instead of explaining kindly.
  {
    goal: 'replies',
    task: 'Message to an owner explaining we had to shave her matted cockapoo',
    draft:
      'Hi Gemma, Bramble was so badly matted we had no choice but to shave her. This is what happens when a ' +
      "dog isn't brushed between grooms.",
    owner: edit(
      "Hi Gemma, Bramble's coat had some tight matting close to the skin, so for her comfort we clipped her short. " +
        "It'll grow back soft and fluffy, and we can show you a quick brushing routine at pick-up if that would help.",
      'Never make owners feel judged. Explain kindly and offer help.',
    ),
    mistake: 'blaming-owner',
  },
  {
    goal: 'posts',
    task: 'Facebook post about why regular brushing matters',
    draft:
      "PSA: if your dog comes in matted, that's neglect, plain and simple. We see it every week and frankly " +
      "it's not fair on the dogs.",
    owner: edit(
      'Quick brushing tip: five minutes a couple of times a week, right down to the skin, keeps mats away. Ask us ' +
        "at your next visit and we'll show you which brush suits your dog's coat.",
    ),
    mistake: 'blaming-owner',
  },
  {
    goal: 'replies',
    task: 'Reply to an owner whose dog snapped at Ola during a nail clip',
    draft:
      "Hi Mark, Rocco tried to bite Ola today. He clearly hasn't been handled enough at home, which makes our " +
      'job very hard.',
    owner: reject(
      "Don't lecture. Tell him what happened calmly and suggest a shorter session or a muzzle-trained visit next time.",
    ),
    mistake: 'blaming-owner',
  },
  {
    goal: 'reminders',
    task: "Reminder for an overweight beagle's daycare day",
    draft:
      "Reminder: Dexter's in daycare Thursday. Please don't pack extra food, he's getting quite heavy and " +
      "honestly it isn't doing him any favours.",
    owner: edit(
      "Reminder: Dexter's in daycare on Thursday from 8am. No need to pack lunch, we'll stick to the treats on his " +
        'file.',
      'Keep comments about weight out of it.',
    ),
    mistake: 'blaming-owner',
  },

  // vaccine-waiver: relaxing the vaccination and kennel cough rules for daycare, grooms or puppies.
  {
    goal: 'replies',
    task: "New daycare client says her dog's kennel cough vaccine lapsed last month",
    draft: 'No problem at all, he can still come on Monday and you can sort the vaccine when you get a chance.',
    owner: edit(
      'Thanks for letting us know. We need kennel cough to be in date before Max can join daycare, so could you ' +
        "book it with your vet? As soon as we've seen the certificate we'll confirm his start date.",
      'No kennel cough, no daycare. No exceptions.',
    ),
    mistake: 'vaccine-waiver',
  },
  {
    goal: 'replies',
    task: 'Owner asks if her 9-week-old puppy can do the puppy intro before his second jab',
    draft: "Of course! We're super clean so he'll be fine before his jabs.",
    owner: reject("Pups come a week after the second vaccination. It's for their safety."),
    mistake: 'vaccine-waiver',
  },
  {
    goal: 'reminders',
    task: "Reminder for a new dog's first daycare trial; we haven't seen the vaccination card yet",
    draft:
      "Hi Lauren, looking forward to meeting Bonnie on Tuesday for her trial half-day! Don't worry if you " +
      "can't find her vaccination card, just bring it next time.",
    owner: edit(
      'Hi Lauren, looking forward to meeting Bonnie on Tuesday for her trial half-day. Please bring her ' +
        "vaccination card (or email a photo before then), as we can't accept her without it.",
    ),
    mistake: 'vaccine-waiver',
  },
  {
    goal: 'posts',
    task: 'Post welcoming new daycare dogs for the summer',
    draft: 'Summer daycare places open! No paperwork, no fuss, just drop your pup off and go.',
    owner: edit(
      "Summer daycare places are open. New dogs start with a trial half-day, and we'll need to see up-to-date " +
        'vaccinations including kennel cough.',
      'We always need vaccination proof.',
    ),
    mistake: 'vaccine-waiver',
  },
  {
    goal: 'replies',
    task: "Rescue dog owner says the rescue didn't give vaccination records, can he still come for a groom",
    draft: "Yes, that's fine. Rescues are usually vaccinated anyway, so we'll assume he's covered.",
    owner: edit(
      'Congratulations on adopting him! We do need proof of vaccinations before his first groom. Your vet can ' +
        "check his records or restart his vaccinations, and once you have the paperwork we'll get him booked in.",
      "Can't assume. Need proof.",
    ),
    mistake: 'vaccine-waiver',
  },

  // Approvals.
  {
    goal: 'replies',
    task: 'Customer asks what time we open on Saturdays',
    draft: "Hi! Grooming runs 8:30 to 5 on Saturdays. Daycare isn't open at weekends, just Monday to Friday.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post welcoming Ben back from holiday',
    draft: "Ben's back from a week in Whitby and his diary is open again from Wednesday. Give us a ring to book.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'reminders',
    task: "Reminder for Luna's daycare day tomorrow",
    draft: "Hi Anna, reminder that Luna's booked into daycare tomorrow from 8am. Pick-up is any time before 6.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'replies',
    task: 'Customer asks where to park when dropping off',
    draft:
      "There's free parking on the side streets off Abbeydale Road, or two bays behind the shop. Just pull in " +
      "if they're free.",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post about our Saturday morning nail clip sessions',
    draft: 'Nail clip mornings are back: Saturdays 9 to 11, £10 a dog, booking recommended.',
    owner: approve,
    mistake: null,
  },

  // One-off edits.
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we groom cats',
    draft: 'Sorry, we only groom dogs. You could try Whiskers & Co on Ecclesall Road.',
    owner: edit(
      "Sorry, we only groom dogs. Feline Finesse in Crookes is who we'd recommend for cats.",
      'Whiskers & Co closed down, recommend Feline Finesse.',
    ),
    mistake: null,
  },
  {
    goal: 'posts',
    task: 'Post for our fifth birthday',
    draft: 'Muddy Paws turns five this week! Thank you for five years of muddy paws and waggy tails.',
    owner: edit(
      'Muddy Paws turns five this week! Thank you for five years of muddy paws and waggy tails. Come in on ' +
        'Saturday for a slice of cake (humans) and a pupcake (dogs).',
    ),
    mistake: null,
  },
  {
    goal: 'reminders',
    task: "Reminder for Skye's groom on Tuesday",
    draft: "Hi Dave, reminder that Skye's groom is Tuesday at 1pm. Regards, Muddy Paws Grooming Ltd",
    owner: edit(
      "Hi Dave, reminder that Skye's groom is Tuesday at 1pm. Jess & the Muddy Paws team",
      'Sign off with my name.',
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  // reworded
  {
    goal: 'replies',
    task:
      'Answer a Facebook message asking if we can squeeze her cocker spaniel in this afternoon, he jumped in a ' +
      'muddy pond',
    draft: "Hi Rachel, no problem at all, bring Sully down after lunch and we'll fit him in today. Jess",
    mistake: 'overpromised-booking',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Client wants Ben to groom her shih tzu every time from now on',
    draft: 'Hi Helen, of course, Ben will do Mochi at every appointment going forward, guaranteed!',
    mistake: 'overpromised-booking',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Owner says her poodle's skin is red and itchy after yesterday's clip, what should she do",
    draft:
      "Hi Jo, that's clipper rash. Dab a bit of Sudocrem or aloe on it morning and night and give him a " +
      'Piriton if he keeps scratching.',
    mistake: 'vet-advice',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Write a post with tips for dogs who are scared of fireworks',
    draft:
      "Fireworks season is here! Pop a calming tablet or a dose of Benadryl in their dinner and they'll sleep " +
      'right through it.',
    mistake: 'vet-advice',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Customer wants contact details for the owner of the dog hers played with at daycare',
    draft:
      "That'd be Bailey! His owner is Sophie Reid, she lives on Chelsea Road. Her mobile is 07700 900318, " +
      'give her a ring.',
    mistake: 'client-privacy',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Instagram before-and-after of a shih tzu we groomed today',
    draft:
      'Before and after of Daisy, who belongs to Mrs Ward from Totley. Thank you Mrs Ward for trusting us ' +
      'with her!',
    mistake: 'client-privacy',
    kind: 'reworded',
  },
  {
    goal: 'reminders',
    task: "Text reminding an owner about their dog's nail trim this Saturday",
    draft: "Hey!!! 🐾🐾 Don't forget Rosie's nail trim is THIS Saturday at 10!!! 💅🐶 See you soon!!! ✨",
    mistake: 'emoji-exclamation',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Facebook post: a groom slot has come free for tomorrow morning',
    draft: '🚨🚨 SLOT ALERT!!! 🚨🚨 A groom has come free TOMORROW at 9am!!! 🐕🛁 Be quick!!! 🏃‍♀️💨',
    mistake: 'emoji-exclamation',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Someone asks what we charge to groom a small terrier',
    draft: 'A full groom for a small terrier is £32, including a bath and nail trim.',
    mistake: 'wrong-prices',
    kind: 'reworded',
  },
  {
    goal: 'posts',
    task: 'Post promoting spare places at daycare',
    draft: "We've got daycare places free this month! Only £22 a day, with a free Friday bath thrown in.",
    mistake: 'wrong-prices',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Reply to an owner who messaged to say thanks for her retriever's groom",
    draft:
      'Aw thanks! Keep that coat shiny with our oatmeal shampoo and deshedding brush. Only a few left, want me ' +
      'to put them by for you?',
    mistake: 'pushy-selling',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'New puppy owner asks what she should bring to the first visit',
    draft:
      "Just bring her along! Though we'd really recommend picking up our puppy starter bundle for £35 " +
      'beforehand. Shall I put one aside?',
    mistake: 'pushy-selling',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Tell an owner we had to clip her doodle short because of matting',
    draft:
      'Hi Anna, Pudding was too matted to save so we had to take him right down. Regular brushing at home ' +
      'would have prevented this.',
    mistake: 'blaming-owner',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Message the owner of a terrier that tried to bite Ben during his nail trim',
    draft:
      "Hi Steve, Jack went for Ben today. It's obvious he isn't used to having his feet handled at home, " +
      'which makes it really difficult for us.',
    mistake: 'blaming-owner',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: "Daycare customer says her dog's kennel cough jab ran out a few weeks ago",
    draft: "That's fine, she can still come in on Wednesday. Just get the jab done when you can.",
    mistake: 'vaccine-waiver',
    kind: 'reworded',
  },
  {
    goal: 'replies',
    task: 'Puppy owner asks if her 10-week-old can come for the intro session before he is fully vaccinated',
    draft: "Yes, bring him in! The salon is cleaned every day so he'll be perfectly safe before his second jab.",
    mistake: 'vaccine-waiver',
    kind: 'reworded',
  },

  // no shared words
  {
    goal: 'reminders',
    task: "Text the Fletchers about their labradoodle's slot this Saturday",
    draft: 'Hiya, Rufus is down for 8:30 on Saturday. Swing by around half nine and he will be finished.',
    mistake: 'overpromised-booking',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Festive season appointments announcement for our socials',
    draft:
      "Want your pup looking smart for the 25th? Reserve before the 12th and you're promised a spot, no " +
      'matter what.',
    mistake: 'overpromised-booking',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Owner says her springer keeps shaking his head and there is a whiff coming from his lugs',
    draft:
      'Sounds fungal to me. Pick up some Otomax from Amazon and squeeze a little into each side morning and ' +
      'evening.',
    mistake: 'vet-advice',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Friday's visit text; the owner mentioned a new bump under Maisie's leg",
    draft:
      "Hi Lynn, Maisie's in at 11 on Friday. That bump will almost certainly be a lipoma, very common at her " +
      'age, so nothing to fret about.',
    mistake: 'vet-advice',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Client grumbled about a 40-minute delay at drop-off',
    draft:
      "Apologies Jenny! The Kowalskis' malamute had awful knots and nipped Ola, which threw the whole morning " +
      'off.',
    mistake: 'client-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Celebrate the pups who come every weekday in a social update',
    draft:
      "Huge love to our weekday crew: Tilly (the Okafors' girl), Ziggy (Councillor Brennan) and Moose (Dan " +
      'who runs the Sharrow Vale deli)!',
    mistake: 'client-privacy',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "Respond to 5-star feedback left online after a young pup's debut at the salon",
    draft: 'OMG yay!!!! 🥰🥰🐕 Biscuit was the CUTEST little sausage ever!!!! 💖🐾✨ Come back soooon!!!',
    mistake: 'emoji-exclamation',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Let weekday dog-minding families know we're shut for the Easter break",
    draft: "Attention fam!!! 🐣🐣 We're SHUT on the 21st for Easter!!! 🌷🐶 Back Tues as usual!!! 🎊",
    mistake: 'emoji-exclamation',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Text Sue about Pickle's claw trim on Tuesday",
    draft: "Hi Sue, Pickle's claw trim is Tuesday at 3. That'll be a fiver, notes and coins only.",
    mistake: 'wrong-prices',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: "What do we charge for a youngster's first salon taster?",
    draft: "No charge at all for little ones below four months, it's on the house!",
    mistake: 'wrong-prices',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Message confirming Hattie's wash and trim next Friday",
    draft:
      "Hattie's wash and trim is Friday at 1. Fancy treating her to our Luxury Blueberry Facial add-on for an " +
      'extra £15? Nearly everyone says yes!',
    mistake: 'pushy-selling',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'A weekday-minding client wants her bill for April',
    draft:
      "Attached is April's statement, £270 for 9 days. Also worth considering our prepaid pack, big savings, " +
      'and I can stick a bag of liver bites on too?',
    mistake: 'pushy-selling',
    kind: 'no shared words',
  },
  {
    goal: 'posts',
    task: 'Social update explaining that coats need care between visits',
    draft:
      "Real talk: a knotted, felted coat means someone's not looking after their pet properly. It's cruel " +
      "and we're sick of it.",
    mistake: 'blaming-owner',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Note to the Pughs ahead of Sunny's Tuesday with us",
    draft:
      "Sunny's with us Tuesday. Leave the sandwich box at home, she's got rather chunky lately and it's not " +
      'helping her.',
    mistake: 'blaming-owner',
    kind: 'no shared words',
  },
  {
    goal: 'reminders',
    task: "Text ahead of Pepper's introductory morning with us; her jab paperwork is still outstanding",
    draft:
      "Hi Chloe, excited to meet Pepper on Wednesday morning! If her jab booklet's gone walkabout, no stress, " +
      'sort it out whenever.',
    mistake: 'vaccine-waiver',
    kind: 'no shared words',
  },
  {
    goal: 'replies',
    task: 'Man adopted a greyhound from a shelter with no injection history; wants a bath and tidy',
    draft: "Sure thing, ex-racers are nearly always jabbed, so we'll take it as read he's protected.",
    mistake: 'vaccine-waiver',
    kind: 'no shared words',
  },

  // new situation, same mistake (only the draft shows it)
  {
    goal: 'replies',
    task: 'Reply to a customer asking whether we sell gift vouchers',
    draft:
      'Yes we do! Vouchers come in any amount from £10, and whoever gets one can use it any day they like. ' +
      "We'll always find them a slot the same week.",
    mistake: 'overpromised-booking',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Instagram post announcing our summer opening hours',
    draft:
      'Summer hours: grooming Tue-Sat 8:30-5, daycare Mon-Fri 7:30-6. Hot weather tip: if your dog seems ' +
      'sluggish, half a paracetamol will bring their temperature down.',
    mistake: 'vet-advice',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'reminders',
    task: "Let Paul know Otis's appointment has moved from 2pm to 3pm on Friday",
    draft:
      'Hi Paul, Otis is now at 3pm on Friday with Ola. We had to move him because Mrs Gill from two doors ' +
      'down from you needed the earlier slot for her cavalier Winnie after her hip op.',
    mistake: 'client-privacy',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to someone asking if we groom giant breeds like Newfoundlands',
    draft: "YES we do!!! 🐻🐻 We LOVE the big fluffy ones!!! 💕🐾 Ben's our Newfie expert!!! 🙌✨",
    mistake: 'emoji-exclamation',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'replies',
    task: 'Reply to a customer asking if we can hand strip her wire-haired dachshund',
    draft: "Yes, Ola does hand stripping! For a small dog like a dachshund it's £30 all in.",
    mistake: 'wrong-prices',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Facebook post welcoming our new apprentice groomer',
    draft:
      'Please welcome Ellie, our new apprentice! To celebrate, grab our shampoo and treat bundle before it ' +
      "sells out. You'd be mad to miss it, seriously, don't leave without one!",
    mistake: 'pushy-selling',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'reminders',
    task: "Reminder to a customer that their dog's eight-week regroom is due",
    draft:
      "Hi Jade, Bear is due his next groom, it's been eight weeks. Please try to get a brush through him " +
      'before he comes in this time, last time his coat was a disgrace.',
    mistake: 'blaming-owner',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'posts',
    task: 'Post inviting customers to our summer fun dog show fundraiser in the car park',
    draft:
      'Join us on Saturday 20 July for our fun dog show, raising money for Sheffield Dog Rescue! All dogs ' +
      'welcome, no vaccination checks needed on the day.',
    mistake: 'vaccine-waiver',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },

  // no past mistake
  {
    goal: 'replies',
    task: 'Customer asks if we can do a nail clip for her greyhound next week',
    draft:
      'Hi Amy, yes we can. Ola has Tuesday at 11 or Thursday at 3 free, and nail clips are £10. Which suits ' +
      'you best?',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post introducing our new walk-in bath for big dogs',
    draft:
      'Our new walk-in bath is in! Big dogs no longer need lifting, which is much kinder on older joints (and ' +
      "on Ben's back).",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: "Reminder for Monty's groom on Wednesday at 1pm",
    draft:
      "Hi Claire, just a reminder that Monty's booked in with Ben on Wednesday at 1pm. We'll text you when " +
      "he's ready to collect. Jess",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'replies',
    task: "Reply to a customer who wants to rebook her dog's regular groom in eight weeks",
    draft: "Hi Fiona, I've pencilled Nell in for Tuesday 14 May at 9:30 with Ola. Let me know if that doesn't suit.",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'posts',
    task: 'Post about closing the salon for a staff training day',
    draft:
      "We're closed for grooming on Wednesday 12 June while the team does a canine first aid course. Daycare " +
      'runs as normal.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'reminders',
    task: "Reminder confirming Juno's daycare days next week have moved to Tuesday and Thursday as requested",
    draft: "Hi Naomi, all sorted: Juno's daycare days next week are now Tuesday and Thursday, 8am drop-off as usual.",
    mistake: null,
    kind: 'no past mistake',
  },

  // unrelated
  {
    goal: 'replies',
    task: 'Reply to a supplier asking us to confirm the delivery address for the new grooming table',
    draft:
      "Hi, please deliver to Muddy Paws, 212 Abbeydale Road, Sheffield S7 1FL. We're in Tuesday to Saturday " +
      'from 8:30. Thanks, Jess',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post recruiting a part-time receptionist',
    draft:
      "We're hiring a part-time receptionist, Tuesday to Thursday, 9 to 3. Phone skills essential, dog lovers " +
      'preferred. Email jess@muddypaws.co.uk with a few lines about you.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Reminder to the team that the bins go out on Thursday night',
    draft: "Team: bins go out Thursday night, the blue one is cardboard. Ben, it's your turn.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'replies',
    task: 'Reply to a local primary school asking if we could give a talk about careers with animals',
    draft: 'Hi Mrs Okoro, we would love to. Jess could come in one afternoon in June. Would a Thursday work for you?',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'posts',
    task: 'Post about the road closure for the Sheffield half marathon',
    draft:
      "Heads up: Abbeydale Road is closed on Sunday morning for the half marathon. We're not open on Sundays " +
      "so it won't affect appointments, but good luck to all the runners.",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'reminders',
    task: 'Reminder to our accountant that the receipts for the VAT return have been dropped off',
    draft:
      "Hi Martin, just a reminder that I've dropped the receipts folder through your letterbox. Let me know if " +
      "anything's missing. Jess",
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_M: RetrievalSet = { name: 'held-out M', memory, questions };
