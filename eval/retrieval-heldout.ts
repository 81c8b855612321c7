// Held-out retrieval set: written before any retrieval change and never tuned on. Other goals, other situations,
// other wording, and eight mistake classes the tuning set does not have (a herbal tea and skincare shop with an app).
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  // health-claim: the agent promises medical effects of teas and creams.
  {
    goal: 'listings',
    mistake: 'health-claim',
    task: 'Write the product description for the chamomile night tea',
    draft: 'A calm blend of chamomile and lemon balm. It cures insomnia within a week.',
    owner: edit('A calm blend of chamomile and lemon balm for a quiet evening.'),
  },
  {
    goal: 'listings',
    mistake: 'health-claim',
    task: 'Describe the new rosehip face oil for the shop page',
    draft: 'Cold-pressed rosehip oil that heals eczema and erases scars.',
    owner: edit(
      'Cold-pressed rosehip oil for dry skin.',
      'no medical claims, we are not allowed to say it heals anything',
    ),
  },
  {
    goal: 'newsletter',
    mistake: 'health-claim',
    task: 'Newsletter blurb about our ginger and turmeric blend',
    draft: 'Our ginger turmeric tea boosts your immune system and fights off colds.',
    owner: reject('that is a health claim, we cannot say that'),
  },
  {
    goal: 'listings',
    mistake: 'health-claim',
    task: 'Listing text for the peppermint digestive tea',
    draft: 'Peppermint and fennel, clinically proven to stop bloating.',
    owner: edit('Peppermint and fennel, a fresh cup after dinner.', 'do not claim it treats anything'),
  },

  // fake-urgency: invented scarcity and deadlines.
  {
    goal: 'listings',
    mistake: 'fake-urgency',
    task: 'Write the listing for the lavender hand cream gift box',
    draft: 'Lavender hand cream in a linen gift box. Only 3 left, order now before they are gone!',
    owner: edit('Lavender hand cream in a linen gift box.'),
  },
  {
    goal: 'newsletter',
    mistake: 'fake-urgency',
    task: 'Newsletter section announcing the winter tea sampler',
    draft: 'The winter sampler is here. This offer ends at midnight, hurry!',
    owner: edit('The winter sampler is here, with six teas for cold evenings.', 'no fake deadlines'),
  },
  {
    goal: 'listings',
    mistake: 'fake-urgency',
    task: 'Describe the refill pouch of the oat body wash',
    draft: 'Refill pouch, 500 ml. Selling out fast, last chance to grab one!',
    owner: reject('do not pressure people, we have plenty in stock'),
  },
  {
    goal: 'newsletter',
    mistake: 'fake-urgency',
    task: 'Write the intro of the monthly newsletter',
    draft: 'Hello friends! Act fast: 20 people are looking at the matcha set right now.',
    owner: edit('Hello friends, here is what is new this month.', 'no false scarcity tricks'),
  },

  // blame-user: the support agent implies the customer caused the problem.
  {
    goal: 'support',
    mistake: 'blame-user',
    task: 'Reply to a user whose habit streak reset after updating the app',
    draft: 'You probably skipped the backup step, which is why your streak was lost.',
    owner: edit('Sorry your streak reset. We can restore it for you, could you send us your account email?'),
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    task: 'Answer a customer who says the app crashes when opening reminders',
    draft: 'This happens when users do not read the setup guide. Please follow it properly.',
    owner: edit(
      'Sorry about the crash. A fix is on the way; restarting the app helps in the meantime.',
      "don't blame the customer",
    ),
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    task: 'Respond to a ticket about reminders not arriving on Android',
    draft: 'You must have turned off notifications yourself.',
    owner: reject('never imply it is their fault'),
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    task: 'Reply to a user who cannot log in after changing phones',
    draft: 'That is user error, you typed the wrong password.',
    owner: edit(
      'Let us get you back in: tap "Forgot password" and we will send a reset link.',
      'do not accuse users of mistakes',
    ),
  },

  // internal-jargon: ticket ids, team names and tools the customer has never heard of.
  {
    goal: 'support',
    mistake: 'internal-jargon',
    task: 'Reply to a user asking when the sync bug will be fixed',
    draft: 'This is tracked as JIRA-4411, a P2 blocked on the infra squad.',
    owner: edit('Our engineers are working on the sync problem and we will write to you when it is fixed.'),
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    task: 'Answer a customer whose export to CSV is empty',
    draft: 'The on-call SRE escalated it via PagerDuty and the hotfix is in the release train.',
    owner: edit(
      'We found the cause of the empty export and a fix is coming this week.',
      'customers do not know our internal jargon',
    ),
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    task: 'Respond to a complaint that the widget shows yesterday’s data',
    draft: 'Known issue, see INC-203; the cron on worker-3 lags behind the primary.',
    owner: reject('no internal ticket numbers or server names in replies'),
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    task: 'Reply to a user asking why dark mode flickers',
    draft: 'Our FE guild flagged it in the sprint retro, RC2 should address it.',
    owner: edit('We know about the flicker and are fixing it.', 'plain words, not team slang'),
  },

  // refund-overpromise: refunds beyond the 30-day policy.
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    task: 'Reply to a customer who wants their money back for the annual plan',
    draft: 'Of course, we refund everything in full, anytime, no questions asked.',
    owner: edit('Annual plans can be refunded within 30 days of purchase; I have started that for you.'),
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    task: 'Answer a buyer unhappy with the face oil they bought two months ago',
    draft: 'No problem, we will give you a full refund whenever you like.',
    owner: edit(
      'We are sorry it did not suit you. Our refund window is 30 days, but we can offer a replacement.',
      'refunds only within 30 days',
    ),
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    task: 'Respond to a subscriber who forgot to cancel before renewal',
    draft: 'We will refund every payment you ever made, just say the word.',
    owner: reject('do not promise refunds outside the policy'),
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    task: 'Reply to someone asking for their money back on a tea subscription',
    draft: 'Sure! Full refund guaranteed, even after a year.',
    owner: edit(
      'You can get a refund for the last box if it was within 30 days.',
      'our policy is 30 days, stick to it',
    ),
  },

  // personal-data: the reply repeats a customer's private details.
  {
    goal: 'support',
    mistake: 'personal-data',
    task: 'Reply to a customer asking where their order is',
    draft: 'Your parcel to 12 Elm Street, paid with the card ending 4242, left on Tuesday.',
    owner: edit('Your parcel left on Tuesday; the tracking link is in your confirmation email.'),
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    task: 'Answer a user who wants to change the email on their account',
    draft: 'I see your current email is maria.k@example.com and your phone is 0176 5550123.',
    owner: edit('You can change your email under Settings > Account.', 'never repeat personal details in a reply'),
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    task: 'Respond to a public comment about a late delivery',
    draft: 'Hi Tom, your order 8812 to Flat 3, 44 Harbour Road is delayed.',
    owner: reject('privacy: do not post their address in public'),
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    task: 'Reply to a customer asking about an invoice',
    draft: 'The invoice for Anna Becker, born 3 March 1988, is attached.',
    owner: edit('The invoice is attached.', 'no birth dates or other private data'),
  },

  // roadmap-date: committing to release dates.
  {
    goal: 'support',
    mistake: 'roadmap-date',
    task: 'Reply to a user asking if there will be an Apple Watch app',
    draft: 'Yes, the Apple Watch app launches on 3 March.',
    owner: edit('It is on our list; we will announce it when it is ready.'),
  },
  {
    goal: 'newsletter',
    mistake: 'roadmap-date',
    task: 'Newsletter paragraph about what the app team is working on',
    draft: 'Shared habits ship next month for sure, and the web version by summer.',
    owner: edit('The team is working on shared habits and a web version.', 'never commit to release dates'),
  },
  {
    goal: 'support',
    mistake: 'roadmap-date',
    task: 'Answer a feature request for exporting to Google Sheets',
    draft: 'Google Sheets export is coming in version 4.2 on the 15th.',
    owner: reject('no roadmap dates in public'),
  },
  {
    goal: 'support',
    mistake: 'roadmap-date',
    task: 'Respond to someone asking when dark mode comes to Android',
    draft: 'Dark mode for Android is guaranteed before Christmas.',
    owner: edit('Dark mode for Android is planned; follow our changelog for news.', 'we do not promise dates'),
  },

  // tag-without-consent: naming or tagging customers who did not agree to it.
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    task: 'Write a newsletter story about a customer who uses our teas in her café',
    draft: 'Shout-out to @anna.brews, who serves our chai in her café in Leeds!',
    owner: edit('A café owner in Leeds now serves our chai.', 'do not tag customers without asking them'),
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    task: 'Thank the customers who sent photos of their gift boxes',
    draft: 'Thanks to Jenny Moss and @tom_k_photo for these lovely pictures!',
    owner: edit('Thank you for all the lovely pictures of your gift boxes.'),
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    task: 'Newsletter section featuring reviews from this month',
    draft: 'Sarah Lind from Malmö (@sarahlind) says the rose cream saved her winter.',
    owner: reject('we never name reviewers without their permission'),
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    task: 'Write a thank-you note for our 1000th order',
    draft: 'Order number 1000 went to @mike.runs in Bristol, congrats Mike!',
    owner: edit('Our 1000th order went out this week. Thank you all.', 'ask before mentioning a customer by name'),
  },

  // Approvals: stored, never recallable.
  {
    goal: 'listings',
    mistake: null,
    task: 'Write the listing for the bamboo tea strainer',
    draft: 'A bamboo strainer that fits any mug.',
    owner: approve,
  },
  {
    goal: 'listings',
    mistake: null,
    task: 'Describe the shea lip balm',
    draft: 'Shea butter and beeswax in a small tin.',
    owner: approve,
  },
  {
    goal: 'support',
    mistake: null,
    task: 'Reply to a user asking how to add a new habit',
    draft: 'Tap the plus button on the home screen and pick a name.',
    owner: approve,
  },
  {
    goal: 'support',
    mistake: null,
    task: 'Answer a question about changing the reminder sound',
    draft: 'Go to Settings > Reminders > Sound.',
    owner: approve,
  },
  {
    goal: 'newsletter',
    mistake: null,
    task: 'Write the sign-off of the newsletter',
    draft: 'Until next month, the team.',
    owner: approve,
  },
  {
    goal: 'support',
    mistake: null,
    task: 'Reply to someone asking which payment methods we take',
    draft: 'We accept cards, PayPal and bank transfer.',
    owner: approve,
  },

  // One-off edits: real corrections, but nothing recurs; they are noise for every question below.
  {
    goal: 'support',
    mistake: null,
    task: 'Reply to a user asking how to pause a habit',
    draft: 'Long-press the habit and choose Pause.',
    owner: edit('Long-press the habit and choose Pause. Your streak is kept.'),
  },
  {
    goal: 'listings',
    mistake: null,
    task: 'Write the listing for the glass teapot',
    draft: 'A 600 ml glass teapot with a steel infuser.',
    owner: edit('A 750 ml glass teapot with a steel infuser.'),
  },
  {
    goal: 'newsletter',
    mistake: null,
    task: 'Newsletter note about our new packaging',
    draft: 'Our tins are now made of recycled aluminium.',
    owner: edit('Our tins are now made of recycled aluminium, and the labels are paper.'),
  },
  {
    goal: 'support',
    mistake: null,
    task: 'Answer a customer asking about shipping to Norway',
    draft: 'We ship to Norway; customs fees may apply.',
    owner: edit('We ship to Norway with DHL; customs fees may apply.'),
  },
  {
    goal: 'listings',
    mistake: null,
    task: 'Describe the cedar soap bar',
    draft: 'A cedar soap bar, 100 g.',
    owner: edit('A cedar and sage soap bar, 100 g.'),
  },
];

const questions: Question[] = [
  // health-claim
  {
    goal: 'listings',
    mistake: 'health-claim',
    kind: 'reworded',
    task: 'Write the product description for our valerian sleep tea',
    draft: 'Valerian and hops for the evening. Guaranteed to cure your sleepless nights.',
  },
  {
    goal: 'newsletter',
    mistake: 'health-claim',
    kind: 'reworded',
    task: 'Newsletter blurb introducing the elderberry tea',
    draft: 'Elderberry tea, rich and fruity. It boosts immunity all winter.',
  },
  {
    goal: 'listings',
    mistake: 'health-claim',
    kind: 'no shared words',
    task: 'Shop copy: arnica balm for sore muscles',
    draft: 'Arnica balm that heals bruises overnight.',
  },
  {
    goal: 'listings',
    mistake: 'health-claim',
    kind: 'no shared words',
    task: 'What should the nettle infusion page say?',
    draft: 'Nettle leaves, dried slowly. Lowers blood pressure naturally.',
  },
  {
    goal: 'support',
    mistake: 'health-claim',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a user asking which tea to drink while using the focus timer',
    draft: 'Try our green tea: it is clinically proven to improve concentration and cures headaches.',
  },

  // fake-urgency
  {
    goal: 'listings',
    mistake: 'fake-urgency',
    kind: 'reworded',
    task: 'Write the listing for the jasmine candle gift set',
    draft: 'Jasmine candle gift set. Only 2 left, order now before it is gone!',
  },
  {
    goal: 'newsletter',
    mistake: 'fake-urgency',
    kind: 'reworded',
    task: 'Newsletter section announcing the spring tea sampler',
    draft: 'The spring sampler has arrived. Offer ends tonight, hurry!',
  },
  {
    goal: 'listings',
    mistake: 'fake-urgency',
    kind: 'no shared words',
    task: 'Copy for the shea body butter page',
    draft: 'Rich shea body butter. Almost sold out, last chance!',
  },
  {
    goal: 'newsletter',
    mistake: 'fake-urgency',
    kind: 'no shared words',
    task: "What's new in May: opening paragraph",
    draft: 'Quick, 15 people have this in their basket right now!',
  },
  {
    goal: 'support',
    mistake: 'fake-urgency',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Reply to a user asking whether the premium plan includes themes',
    draft: 'Yes, it includes themes. Only 3 premium spots left at this price, act fast!',
  },

  // blame-user
  {
    goal: 'support',
    mistake: 'blame-user',
    kind: 'reworded',
    task: 'Reply to a user whose habits disappeared after reinstalling the app',
    draft: 'You must have skipped the backup, so the data is gone.',
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    kind: 'reworded',
    task: 'Answer a customer saying reminders stopped working on their phone',
    draft: 'You probably switched notifications off yourself.',
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    kind: 'no shared words',
    task: 'Someone is furious: the tracker wiped a 200-day record',
    draft: 'That only happens if you ignore the instructions we give during setup.',
  },
  {
    goal: 'support',
    mistake: 'blame-user',
    kind: 'no shared words',
    task: 'Ticket: cannot get past the sign-in screen on a new iPad',
    draft: 'That is user error: the password was typed wrong.',
  },
  {
    goal: 'listings',
    mistake: 'blame-user',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the FAQ entry on the listing for the clay face mask',
    draft: 'If the mask dries out, that is user error: you did not close the lid properly.',
  },

  // internal-jargon
  {
    goal: 'support',
    mistake: 'internal-jargon',
    kind: 'reworded',
    task: 'Reply to a user asking when the calendar bug will be fixed',
    draft: 'It is tracked as JIRA-5120, a P1 waiting on the platform squad.',
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    kind: 'reworded',
    task: 'Answer a customer whose PDF export comes out blank',
    draft: 'The on-call SRE paged the team via PagerDuty; the hotfix is in the next release train.',
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    kind: 'no shared words',
    task: 'Somebody says the graphs stopped updating since Monday',
    draft: 'See INC-311: the cron on worker-7 lags behind the primary.',
  },
  {
    goal: 'support',
    mistake: 'internal-jargon',
    kind: 'no shared words',
    task: 'Why does the screen flash white at night?',
    draft: 'The FE guild raised it in the sprint retro and RC3 fixes it.',
  },
  {
    goal: 'newsletter',
    mistake: 'internal-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Newsletter paragraph thanking readers for their patience during the outage',
    draft: 'Thanks for your patience while the SRE on-call rolled back the release train after INC-402.',
  },

  // refund-overpromise
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    kind: 'reworded',
    task: 'Reply to a customer who wants a refund for the yearly subscription',
    draft: 'Of course, full refund, anytime, no questions asked.',
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    kind: 'reworded',
    task: 'Answer a buyer who wants their money back for a cream bought in spring',
    draft: 'No problem, you get a full refund whenever you like.',
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    kind: 'no shared words',
    task: 'I was charged again and I never used it — can I get it reversed?',
    draft: 'We will pay back every charge you ever had with us.',
  },
  {
    goal: 'support',
    mistake: 'refund-overpromise',
    kind: 'no shared words',
    task: 'A disappointed shopper returns the teapot after four months',
    draft: 'Send it back and we reimburse the full price, no matter how long ago.',
  },
  {
    goal: 'newsletter',
    mistake: 'refund-overpromise',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Newsletter paragraph launching the new herbal subscription box',
    draft: 'Try the herbal box: full refund guaranteed anytime, no questions asked.',
  },

  // personal-data
  {
    goal: 'support',
    mistake: 'personal-data',
    kind: 'reworded',
    task: 'Reply to a customer asking where the parcel is',
    draft: 'Your order to 7 Mill Lane, paid with the card ending 1881, shipped on Monday.',
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    kind: 'reworded',
    task: 'Answer a user who wants to update the phone number on the account',
    draft: 'Your current number is 0151 5550199 and your email is j.ortiz@example.com.',
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    kind: 'no shared words',
    task: 'Public comment: still waiting for my box!!',
    draft: 'Hi Priya, your box to Flat 9, 12 Queen Street is delayed by a day.',
  },
  {
    goal: 'support',
    mistake: 'personal-data',
    kind: 'no shared words',
    task: 'Someone needs a copy of last month’s receipt',
    draft: 'The receipt for Lukas Brandt, born 12 June 1979, is attached.',
  },
  {
    goal: 'newsletter',
    mistake: 'personal-data',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Newsletter story about the winner of our photo contest',
    draft: 'The winner is Emma Ward of 22 Station Road, whose card ending 7710 gets a free box.',
  },

  // roadmap-date
  {
    goal: 'support',
    mistake: 'roadmap-date',
    kind: 'reworded',
    task: 'Reply to a user asking if a Wear OS app is planned',
    draft: 'Yes, the Wear OS app launches on 12 April.',
  },
  {
    goal: 'support',
    mistake: 'roadmap-date',
    kind: 'reworded',
    task: 'Answer a feature request for exporting to Excel',
    draft: 'Excel export is coming in version 4.3 next month.',
  },
  {
    goal: 'newsletter',
    mistake: 'roadmap-date',
    kind: 'no shared words',
    task: 'Sneak peek: what our developers are building',
    draft: 'Team challenges arrive on 1 June for sure.',
  },
  {
    goal: 'support',
    mistake: 'roadmap-date',
    kind: 'no shared words',
    task: 'Will I ever be able to use this on my laptop?',
    draft: 'A desktop version is guaranteed before the end of the year.',
  },
  {
    goal: 'listings',
    mistake: 'roadmap-date',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the listing for the tea tin that will work with the app',
    draft: 'A tea tin with an NFC tag; the app integration ships on 3 March for sure.',
  },

  // tag-without-consent
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    kind: 'reworded',
    task: 'Newsletter story about a customer who serves our teas in her bakery',
    draft: 'Shout-out to @lucy.bakes, who pours our chai in her bakery in York!',
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    kind: 'reworded',
    task: 'Thank the customers who posted photos of their tea tins',
    draft: 'Thanks to Olivia Park and @ben_tea_time for the lovely pictures!',
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    kind: 'no shared words',
    task: 'Highlight some kind words we got lately',
    draft: 'Karin Holm from Bergen (@karinholm) says the oat wash is her favourite.',
  },
  {
    goal: 'newsletter',
    mistake: 'tag-without-consent',
    kind: 'no shared words',
    task: 'Celebrate hitting 5000 shipments',
    draft: 'Shipment 5000 went to @dan.cycles in Cardiff, well done Dan!',
  },
  {
    goal: 'listings',
    mistake: 'tag-without-consent',
    draftOnly: true,
    kind: 'new situation, same mistake',
    task: 'Write the listing for the café starter kit',
    draft: 'Everything a café needs to serve our teas, as used by @anna.brews in Leeds and Jenny Moss in Hull.',
  },

  // No past mistake in these situations: nothing should come back.
  {
    goal: 'support',
    mistake: null,
    kind: 'no past mistake',
    task: 'Reply to a user asking how to rename a habit',
    draft: 'Open the habit, tap the pencil icon and type the new name.',
  },
  {
    goal: 'support',
    mistake: null,
    kind: 'no past mistake',
    task: 'Answer a question about which languages the app supports',
    draft: 'The app is available in English, German, Spanish and French.',
  },
  {
    goal: 'listings',
    mistake: null,
    kind: 'no past mistake',
    task: 'Write the listing for the ceramic tea cup',
    draft: 'A hand-glazed ceramic cup, 250 ml.',
  },
  {
    goal: 'listings',
    mistake: null,
    kind: 'no past mistake',
    task: 'Describe the loose-leaf Earl Grey',
    draft: 'Black tea with bergamot oil, 100 g loose leaf.',
  },
  {
    goal: 'newsletter',
    mistake: null,
    kind: 'no past mistake',
    task: 'Newsletter recipe: how to brew iced tea at home',
    draft: 'Steep two spoons of tea in cold water overnight, then strain.',
  },
  {
    goal: 'support',
    mistake: null,
    kind: 'no past mistake',
    task: 'Answer a customer asking if gift cards can be used online',
    draft: 'Yes, enter the gift card code at checkout.',
  },

  // Unrelated to anything the owner ever corrected.
  {
    goal: 'support',
    mistake: null,
    kind: 'unrelated',
    task: 'Translate the word "habit" into Italian for the app store page',
    draft: 'Abitudine.',
  },
  {
    goal: 'newsletter',
    mistake: null,
    kind: 'unrelated',
    task: 'Write a haiku about autumn rain',
    draft: 'Grey rain on the roof / the kettle hums its own song / leaves settle in cups',
  },
  {
    goal: 'listings',
    mistake: null,
    kind: 'unrelated',
    task: 'List the ingredients of the mint tea in alphabetical order',
    draft: 'Lemon verbena, nettle, peppermint, spearmint.',
  },
  {
    goal: 'support',
    mistake: null,
    kind: 'unrelated',
    task: 'Summarise this week’s opening hours for the team chat',
    draft: 'Mon-Fri 9-17, Sat 10-14, closed Sunday.',
  },
  {
    goal: 'newsletter',
    mistake: null,
    kind: 'unrelated',
    task: 'Suggest three subject lines about the weather turning cold',
    draft: 'Cold days ahead; Time for something warm; Hello, sweater season',
  },
  {
    goal: 'listings',
    mistake: null,
    kind: 'unrelated',
    task: 'Convert 250 grams to ounces for the US listing',
    draft: '250 g is about 8.8 oz.',
  },
];

export const HELD_OUT: RetrievalSet = { name: 'held-out A', memory, questions };
