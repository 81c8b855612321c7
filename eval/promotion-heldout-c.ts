// HELD-OUT rule-promotion set C: written independently (by a helper who had not seen the learning code, the tuning
// sets or set B), before it was ever measured, and never tuned on. An independent bookshop and a dog-grooming salon,
// both in the UK; nine mistake classes of their own (four of them about style), away from the other sets' classes.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_C: PromotionSet = {
  name: 'held-out C',
  classes: [
    {
      id: 'spoilers',
      goal: 'recommendations',
      corrections: [
        {
          task: 'Staff pick card for a murder mystery set on a canal boat',
          draft:
            "The Lock Keeper's Daughter by Jo Marsh is a slow-burning canal mystery. You will never guess that the narrator was the killer all along.",
          edit: "The Lock Keeper's Daughter by Jo Marsh is a slow-burning canal mystery with a narrator you will argue about for weeks.",
        },
        {
          task: 'Recommend a novel to a customer who loved family sagas',
          draft:
            'Try Salt and Orchard by Hannah Read. Three generations run a cider farm, and the heartbreak comes when the grandmother dies in the final chapter.',
          edit: 'Try Salt and Orchard by Hannah Read. Three generations run a cider farm over sixty years.',
          reason: 'dont give away the ending',
        },
        {
          task: 'Write the shelf-talker for the last book of a fantasy trilogy',
          draft:
            "The Ember Crown closes R. K. Osei's trilogy in style: Kael finally takes the throne after betraying his sister.",
          reason:
            'Spoiler! Half our readers have not finished book two yet. Tell them what it feels like, never what happens.',
        },
        {
          task: 'Suggest the book club pick for March',
          draft:
            'Our March pick is Quiet Harbour by Tom Essien. The twist that the two sisters are the same woman makes for a great discussion.',
          reject: true,
        },
        {
          task: 'Recommend a thriller to a regular who is going on holiday',
          draft:
            'You will fly through Night Ferry by Ada Lunn. The missing husband turns out to be hiding in the attic the whole time.',
          edit: 'You will fly through Night Ferry by Ada Lunn. A missing husband, a storm and a ferry that never arrives.',
          reason: 'no plot reveals please',
        },
      ],
    },
    {
      id: 'missing-author',
      goal: 'social',
      corrections: [
        {
          task: "Post about this week's new arrivals table",
          draft: 'New on the front table this week: The Glass Orchard, Winter Swimmers and A House of Small Lights.',
          edit: 'New on the front table this week: The Glass Orchard by Mina Sato, Winter Swimmers by Owen Pryce and A House of Small Lights by Leah Gold.',
        },
        {
          task: 'Share a photo of the poetry shelf',
          draft:
            'Our poetry corner just got bigger. Start with Tidewrack, a first collection that reads like a walk on the beach.',
          edit: 'Our poetry corner just got bigger. Start with Tidewrack by Nell Imrie, a first collection that reads like a walk on the beach.',
          reason: 'always name the writer',
        },
        {
          task: 'Post that the paperback of a novel we championed is out',
          draft: "The paperback of Ferryman's Almanac is finally here, and we have a stack by the till.",
          reason: 'Who wrote it? Authors share our posts when we credit them, a title on its own does nothing.',
        },
        {
          task: "Post about Saturday's story hour for children",
          draft: 'This Saturday at eleven we are reading Otto and the Moon Kite to the little ones.',
          edit: 'This Saturday at eleven we are reading Otto and the Moon Kite by Sara Bell, illustrated by Kofi Mensah, to the little ones.',
          reason: 'credit the author and the illustrator',
        },
        {
          task: 'Thank everyone who joined the summer reading challenge',
          draft:
            'Thank you to all 140 readers who took part in the summer challenge. The book you logged most often was Wildling Road.',
          reject: true,
        },
      ],
    },
    {
      id: 'amazon-links',
      goal: 'website',
      corrections: [
        {
          task: 'Write the event page for the evening with Clare Dunmore',
          draft:
            'Clare Dunmore joins us on 14 May to talk about her memoir Low Tide. You can order Low Tide on Amazon before the event.',
          edit: 'Clare Dunmore joins us on 14 May to talk about her memoir Low Tide. You can order a copy from us before the event.',
          reason: 'never send people to Amazon, we are an independent bookshop',
        },
        {
          task: 'Write the website section about hard-to-find books',
          draft: 'If a book is out of print, your best bet is usually to search for a used copy on Amazon or eBay.',
          edit: 'If a book is out of print, ask us: we search second-hand dealers and can usually track a copy down.',
        },
        {
          task: 'Product page for the audiobook of Folk Tales of the Fens',
          draft:
            'The audiobook of Folk Tales of the Fens by Ruth Allard is read by the author and is available on Audible.',
          edit: 'The audiobook of Folk Tales of the Fens by Ruth Allard is read by the author; get it through our shop on Libro.fm.',
          reason: 'Audible is Amazon too. Use our Libro.fm link so the sale still supports the shop.',
        },
        {
          task: 'Update the about page with how to buy from us when the shop is closed',
          draft: 'When we are closed, most of the books we stock can also be found on Amazon with next-day delivery.',
          reason: 'Why would our own website send customers to the giant down the road? Point them to our online shop.',
        },
        {
          task: 'Add an e-book section to the website',
          draft: 'Most of our titles are also available as Kindle e-books from the Amazon store.',
          edit: 'Most of our titles are also available as e-books from Hive, which passes a share of each sale back to us.',
        },
      ],
    },
    {
      id: 'rhetorical-questions',
      goal: 'social',
      corrections: [
        {
          task: 'Post about the new travel writing section',
          draft: 'Dreaming of faraway places? Our new travel writing section has forty books to take you there.',
          edit: 'Our new travel writing section has forty books to take you somewhere far away.',
        },
        {
          task: 'Post about the late opening on Thursdays',
          draft: "Need somewhere quiet after work? Who doesn't? From this week we stay open until eight on Thursdays.",
          edit: 'From this week we stay open until eight on Thursdays.',
          reason: 'skip the questions at the start, just say it',
        },
        {
          task: 'Post that the gift wrapping is back for December',
          draft: 'Stuck for a present? Hate wrapping? Bring any book to the till and we will wrap it for free.',
          reason: 'Enough with the quiz-style openers, every post ends up sounding like a radio advert.',
        },
        {
          task: 'Post about the second-hand crime shelf',
          draft:
            'Can you ever have too many detective novels? We think not. The second-hand crime shelf has just been restocked.',
          edit: "The second-hand crime shelf has just been restocked, from golden-age classics to last year's paperbacks.",
          reason: 'start with the news, not a question',
        },
        {
          task: 'Announce the poetry open mic night',
          draft:
            'Ever wanted to read your poems out loud? Open mic night is on the last Friday of the month, all welcome.',
          reject: true,
        },
      ],
    },
    {
      id: 'us-spelling',
      goal: 'website',
      corrections: [
        {
          task: "Write the website blurb for the children's section",
          draft:
            "Our children's section is full of color, with picture books, early readers and a cozy reading corner.",
          edit: "Our children's section is full of colour, with picture books, early readers and a cosy reading corner.",
        },
        {
          task: 'Write the page for the monthly book club',
          draft:
            'Our book club meets in the back room on the first Tuesday of the month. Members take turns to pick their favorite titles for the next season.',
          edit: 'Our book club meets in the back room on the first Tuesday of the month. Members take turns to pick their favourite titles for the next season.',
          reason: 'British spelling please',
        },
        {
          task: 'Write the about-page paragraph on where our second-hand books come from',
          draft: 'We buy second-hand books from house clearances and neighbors, and we catalog every one by hand.',
          edit: 'We buy second-hand books from house clearances and neighbours, and we catalogue every one by hand.',
          reason: 'We are in Norwich, not Nebraska. UK spellings on the website, always.',
        },
        {
          task: 'Describe the class sets service for schools',
          draft: 'Teachers can order class sets through us, and we will organize delivery to the school.',
          edit: 'Teachers can order class sets through us, and we will organise delivery to the school.',
        },
        {
          task: 'Write the accessibility section of the website',
          draft:
            'The shop has step-free access from the parking lot, and the center aisle is wide enough for a wheelchair.',
          reason: 'Car park, centre. This reads like an American chain store wrote it.',
        },
      ],
    },
    {
      id: 'dog-as-it',
      goal: 'reminders',
      corrections: [
        {
          task: "Remind Mrs Okafor about Biscuit's bath and trim tomorrow",
          draft:
            'Hi Mrs Okafor, just a reminder that Biscuit is booked in tomorrow at 10. Please make sure it has had a walk before drop-off.',
          edit: 'Hi Mrs Okafor, just a reminder that Biscuit is booked in tomorrow at 10. Please make sure she has had a walk before drop-off.',
        },
        {
          task: 'Text an owner that their spaniel is ready to collect',
          draft:
            'Hi Tom, Alfie is all done. It was very good on the table and it is ready to be picked up whenever suits you.',
          edit: 'Hi Tom, Alfie is all done. He was very good on the table and is ready to be picked up whenever suits you.',
          reason: 'he, not it',
        },
        {
          task: "Reminder for a puppy's first groom next week",
          draft:
            'Looking forward to meeting Pip next Wednesday at 2. It might be a little nervous the first time, so feel free to stay for the first ten minutes.',
          reason: "Pip is a puppy, not a parcel. Use the dog's name, or he or she, never it.",
        },
        {
          task: 'Remind an owner to bring the muzzle for their rescue greyhound',
          draft:
            'A quick reminder for Saturday: please bring the muzzle for Luna, as it can get snappy when its feet are handled.',
          edit: 'A quick reminder for Saturday: please bring the muzzle for Luna, as she can get snappy when her feet are handled.',
        },
        {
          task: 'Tell an owner the nail clip has moved to Friday',
          draft:
            'Hi Jess, we have moved the nail clip to Friday at 4. Bring Rolo on the lead and it will be in and out in fifteen minutes.',
          reject: true,
        },
      ],
    },
    {
      id: 'weight-remarks',
      goal: 'social',
      corrections: [
        {
          task: "Post a before-and-after of a labrador's deshed",
          draft:
            'Bramble came in for a deshed today and left a whole bin of fur lighter. Not that it helped much, she is still a proper chunky girl.',
          edit: 'Bramble came in for a deshed today and left a whole bin of fur lighter.',
        },
        {
          task: 'Share a photo of a pug after his bath',
          draft: 'Fresh from the bath: Winston the pug, all twelve well-fed kilos of him.',
          edit: 'Fresh from the bath: Winston the pug, smelling of oatmeal shampoo.',
          reason: 'no comments on weight, owners are sensitive about it',
        },
        {
          task: 'Post welcoming a new regular, a beagle called Rosie',
          draft:
            'Say hello to Rosie, our newest regular. Someone has clearly been enjoying her treats, but she wore her bandana like a model.',
          reason: 'Never joke about a dog being fat. Her owner is working on it with the vet and would be mortified.',
        },
        {
          task: 'Caption for a photo of a corgi in a raincoat',
          draft: 'Dexter modelling his new raincoat. It is a snug fit round the middle, but he pulls it off.',
          edit: 'Dexter modelling his new raincoat, and pulling it off.',
          reason: 'leave out the body stuff',
        },
        {
          task: "Post about a cocker spaniel's summer cut",
          draft: 'Maisie got her summer cut today. Shorter coat, same round little belly.',
          reject: true,
        },
      ],
    },
    {
      id: 'pet-voice',
      goal: 'social',
      corrections: [
        {
          task: "Post about a poodle's first full groom",
          draft: 'Hello, it is me, Coco! Today I had my very first full groom and I was such a brave girl.',
          edit: 'Coco had her very first full groom today and was a very brave girl.',
        },
        {
          task: 'Announce that the salon is closed on the bank holiday Monday',
          draft:
            'Woof woof! The salon dogs here to tell you we are having a lie-in on bank holiday Monday. See you Tuesday.',
          edit: 'The salon is closed on bank holiday Monday. See you on Tuesday.',
          reason: 'write as us, not as the dogs',
        },
        {
          task: 'Share a photo of a husky after a blow-dry',
          draft: 'My name is Nova and I have never felt this fluffy. My human says I look like a cloud.',
          reason: 'The talking-dog voice again. Write it as the salon, in plain words, please.',
        },
        {
          task: 'Thank a regular who brought the salon a box of biscuits',
          draft:
            'Us pups at the salon want to say a big thank you for the biscuits. We shared them fairly, mostly, and licked the box clean.',
          edit: 'Thank you to the regular who brought us a box of biscuits. The dogs and the staff shared them fairly, mostly.',
          reason: "dogs don't write posts",
        },
        {
          task: 'Post about the new lavender shampoo',
          draft: 'Sniff sniff, I smell lavender! I tried the new shampoo today and now I smell better than my owner.',
          edit: 'We have switched to a new lavender shampoo, and the whole salon smells lovely.',
        },
      ],
    },
    {
      id: 'review-begging',
      goal: 'reminders',
      corrections: [
        {
          task: "Follow-up text the day after a golden retriever's groom",
          draft:
            'Hope Honey is enjoying her fresh coat. If you were happy, please leave us a five-star review on Google.',
          edit: 'Hope Honey is enjoying her fresh coat. Her next groom is due in about six weeks.',
          reason: 'dont ask for reviews',
        },
        {
          task: 'Reminder that a dog is due for his next nail trim',
          draft:
            "It has been four weeks since Milo's nail trim, so he is due another. While you are here, a quick 5 stars would mean the world to us.",
          edit: "It has been four weeks since Milo's nail trim, so he is due another. Reply to this message to book him in.",
        },
        {
          task: 'Thank a first-time customer after their visit',
          draft:
            'Thank you for bringing Pepper in today. Small businesses like ours live on reviews, so please rate us five stars on Facebook.',
          reason:
            'Begging for stars looks desperate, and Google frowns on it anyway. If they want to review us, they will.',
        },
        {
          task: "Reminder of tomorrow's puppy introduction session",
          draft:
            'See you and Bear tomorrow at 11 for his puppy introduction. Afterwards we would love a review, if you have a minute.',
          edit: 'See you and Bear tomorrow at 11 for his puppy introduction.',
          reason: 'leave reviews out of the reminders',
        },
        {
          task: "Message an owner after their terrier's hand-strip",
          draft:
            'Scamp looks smart after his hand-strip. A glowing review from you would really help other owners find us.',
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'recommendations',
      task: "Recommend a book for a customer's ten-year-old",
      draft: 'Try The Clockwork Fox by Ivy Dunn, the first of a four-book series.',
      edit: 'Try The Clockwork Fox by Ivy Dunn, the first of a three-book series.',
    },
    {
      goal: 'reminders',
      task: "Remind an owner about Bella's appointment",
      draft: 'Hi Sam, a reminder that Bella is booked in on Thursday at 9.',
      edit: 'Hi Sam, a reminder that Bella is booked in on Friday at 9.',
    },
    {
      goal: 'social',
      task: 'Post about the author signing on Saturday',
      draft: 'Mina Sato will be signing copies of The Glass Orchard this Saturday from 2 to 4.',
      edit: 'Mina Sato will be signing copies of The Glass Orchard this Saturday from 2 to 3.',
    },
    {
      goal: 'website',
      task: 'Update the opening hours on the website',
      draft: 'Open Monday to Saturday, 9 to 5.30.',
      edit: 'Open Monday to Saturday, 9.30 to 5.30.',
    },
    {
      goal: 'social',
      task: 'Post a photo of a newfoundland after his groom',
      draft: 'Moose the newfoundland after a three-hour groom. Worth every minute.',
      reason: 'his owner asked us not to post photos of him',
    },
    {
      goal: 'reminders',
      task: "Follow-up message after a cockapoo's groom",
      draft: 'Hope Tilly is settling back in after her groom. We trimmed her claws too.',
      edit: 'Hope Tilly is settling back in after her groom.',
    },
    {
      goal: 'website',
      task: 'Write the page about ordering books we do not stock',
      draft: 'We can order in any book that is in print, usually within two days.',
      edit: 'We can order in any book that is in print, usually within three to four working days.',
    },
    {
      goal: 'recommendations',
      task: 'Suggest something for a customer who loved a fantasy trilogy',
      draft: 'If you liked The Ember Crown by R. K. Osei, try Ashfall by Dana Mirren.',
      reject: true,
    },
    {
      goal: 'social',
      task: 'Post about the new scales at the salon',
      draft: 'We now have a walk-on scale, so every dog gets weighed at check-in.',
      edit: 'We now have a walk-on scale, so owners can weigh their dogs for free at check-in.',
    },
  ],
};
