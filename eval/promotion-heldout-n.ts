// Promotion set N: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Cask & Cork, an independent wine shop with a small tasting bar
// in Bath (owner Marcus, staff Leila and Tom; bottles, monthly tasting evenings, the Cork Club subscription,
// corporate gift boxes, local delivery on Tuesdays and Fridays).
// Goals: events, replies, posts, newsletter. Classes: overbooked-events, refund-overpromise, blames-customer,
// shouty-capitals, drink-driving, competitor-bashing, invented-offers, allergen-guesswork, staff-oversharing.
// Held-out: never tuned on. First measured on 2 Dec 12:27 UTC (sandbox clock), at c026e72 (session 12).
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_N: PromotionSet = {
  name: 'held-out N',
  classes: [
    {
      id: 'overbooked-events',
      goal: 'events',
      corrections: [
        {
          task: 'Listing for the Burgundy tasting on Thursday 3 April',
          draft:
            'Six Burgundies, £32 a head. No need to book, just turn ' +
            "up on the night and we'll squeeze everyone in.",
          edit: 'Six Burgundies, £32 a head, 24 seats. Tickets must be bought in advance, in the shop or by phone.',
          reason: "We have 24 seats. 'Just turn up' means people standing out on the pavement.",
        },
        {
          task: 'Answer a company that wants to hire the bar for 45 people on a Saturday night',
          draft: "We'd love to host you! The whole bar is yours on Saturday evening for all 45 of your guests.",
          reason:
            'Saturday is our busiest night and we hold thirty at the very most. ' +
            'Private hire is Monday evenings only, when the shop is shut.',
        },
        {
          task: 'Description for the summer fizz evening',
          draft: "Grab your friends, bring as many as you like, and we'll keep the bubbles coming until midnight.",
          edit:
            'Eight sparkling wines from Champagne, Cava country and the ' +
            'Sussex Downs. 7 to 9.30pm, 24 tickets at £35.',
        },
        {
          task: 'Blurb for the Christmas sherry and mince pie afternoon',
          draft: "Drop in whenever you like on the day, and we'll hold a table for every family that messages us.",
          reject: true,
        },
        {
          task: "Ticket details for the Valentine's wine and chocolate pairing",
          draft:
            'Tickets are unlimited this year so everyone who wants to come gets a ' +
            "seat, and we'll save you a table by the window if you ask.",
          edit:
            'Twelve couples, £60 per couple, paid when you book. ' +
            'Seating is first come, first served on the night.',
          reason: "Can't do unlimited tickets and can't promise anyone a particular table.",
        },
      ],
    },
    {
      id: 'refund-overpromise',
      goal: 'replies',
      corrections: [
        {
          task: "Reply to a customer who didn't like the orange wine she opened last night",
          draft:
            "So sorry you didn't enjoy it! Bring back the open bottle and we'll " +
            'give you a full refund plus a free bottle of your choice.',
          edit:
            "Sorry it wasn't for you, orange wine really divides people. We can't refund an opened " +
            "bottle that isn't faulty, but next time do try a glass at the bar before you buy.",
          reason: "We refund faulty bottles only. Not liking it isn't a fault.",
        },
        {
          task: 'Answer an email from a man whose case of Rioja arrived with one bottle smashed',
          draft: "How awful! We'll refund the whole case and send you a second case free to make up for it.",
          edit:
            "Really sorry about that. We'll replace the broken bottle on " +
            "Friday's van run, or refund it if you'd rather.",
        },
        {
          task: 'Respond to a member whose Cork Club box included a wine she had already had',
          draft: "We'll refund the whole month's subscription and give you your next three months free.",
          reason: "That's ninety quid given away for a repeat bottle. Apologise and offer to swap it.",
        },
        {
          task: 'Reply to a Google review that called our Sancerre too acidic',
          draft:
            "We're so sorry. Bring your receipt in any time and we'll give you your " +
            "money back, no questions asked, even if the bottle's finished.",
          reject: true,
        },
      ],
    },
    {
      id: 'blames-customer',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer who said the Barolo she bought tasted flat',
          draft:
            'Barolo needs at least two hours in a decanter. If you opened it and ' +
            "poured straight away, that's why it tasted flat. It's not the wine.",
          edit:
            'Sorry it disappointed. Barolo can be quite closed when first opened, so a couple of hours in a ' +
            'decanter really helps. If there is any left, bring it in and we will take a look.',
          reason: "Don't make it her fault. Give the tip kindly and offer to check the bottle.",
        },
        {
          task: 'Answer a message from a customer who thinks his Chardonnay was corked',
          draft:
            'I doubt it was corked. Most people confuse oak with cork taint, so ' +
            "it's probably just that you aren't used to oaked Chardonnay.",
          reason:
            "If he says it's corked, we take it back and check it. Never " +
            "tell a customer he doesn't know what he's tasting.",
        },
        {
          task: 'Reply to a review saying the prosecco in a gift box was warm and flat when it arrived',
          draft: "Sparkling wine has to be kept in the fridge, which the recipient obviously didn't do.",
          reject: true,
        },
        {
          task: 'Reply to a customer who found sediment in her glass of red',
          draft:
            "Sediment is perfectly natural, and if you'd stood the bottle upright for a " +
            "day like any wine lover knows to, you wouldn't have had a problem.",
          edit:
            'Sediment is natural in older reds and completely harmless. Standing the ' +
            'bottle upright for a day and pouring slowly helps. Sorry it spoiled your ' +
            'glass; come in and I will show you a decanting trick.',
        },
        {
          task: 'Respond to an email from someone who found the wine we recommended far too sweet',
          draft: 'You did ask for something off-dry, so this is exactly what you ordered.',
          edit:
            "Sorry it was sweeter than you hoped. 'Off-dry' can mean quite different things from " +
            "bottle to bottle. Pop in and we'll find you something drier next time.",
          reason: "Even if she asked for it, don't throw it back at her.",
        },
      ],
    },
    {
      id: 'shouty-capitals',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the 2023 Bordeaux arriving',
          draft: "THE 2023 BORDEAUX ARE IN AND THEY ARE SENSATIONAL. DON'T SLEEP ON THESE.",
          edit:
            "The 2023 Bordeaux are in, and they're already drinking " +
            'beautifully. Come and see the list by the till.',
          reason: 'No shouting in capitals.',
        },
        {
          task: "Post about Saturday's free Sicilian tasting at the counter",
          draft: 'FREE TASTING THIS SATURDAY!!! SICILY IN THE SHOP, 12 TILL 4, BE THERE.',
          edit: 'Free tasting this Saturday, 12 to 4: three wines from Sicily at the counter, with Tom pouring.',
        },
        {
          task: "Post marking the shop's fifth birthday",
          draft: 'FIVE YEARS OF CASK & CORK. THANK YOU BATH. WE LOVE YOU ALL.',
          edit:
            'Five years on Walcot Street today. Thank you, Bath, for every ' +
            'bottle, every tasting and every chat at the counter.',
          reason: 'Lose the caps, it reads like we are yelling at people.',
        },
        {
          task: 'Post about the new shelf of magnums',
          draft: 'MAGNUMS. BIG BOTTLES. BIG PARTIES. GET ONE.',
          edit:
            'A new shelf of magnums by the door: Champagne, Rioja and a ' +
            'Chianti Classico, just right for a table of ten.',
        },
        {
          task: 'Post about the January sale',
          draft: 'JANUARY SALE NOW ON - 20% OFF SELECTED FRENCH REDS - WHILE STOCKS LAST.',
          edit: 'January sale: 20% off selected French reds until the end of the month.',
          reason: 'Sentence case, please.',
        },
      ],
    },
    {
      id: 'drink-driving',
      goal: 'posts',
      corrections: [
        {
          task: 'Post inviting people to come to the bar straight after work',
          draft:
            'Hop in the car after work and swing by for a couple of ' +
            "glasses. There's free parking on Walcot Street after 6.",
          edit:
            'Finish work, walk or hop on a bus to Walcot Street, and join ' +
            'us for a glass. The 4 and the 6 stop right outside.',
          reason: 'Never put driving and drinking in the same sentence.',
        },
        {
          task: "Post about the members' vineyard trip to the Cotswolds",
          draft: 'Drive up to the vineyard, taste all twelve wines, then cruise home through the Cotswolds.',
          reason: "It's a coach trip for a reason. We never tell people to taste twelve wines and then drive.",
        },
        {
          task: 'Post about the alcohol-free drinks at the bar',
          draft: 'Designated driver? Have one glass of the real stuff first, then switch to our alcohol-free fizz.',
          edit:
            "Driving tonight? We've got a proper alcohol-free list: a " +
            'sparkling, a Rioja-style red and a crisp white, all £5 a glass.',
        },
        {
          task: 'Post advertising click-and-collect for the bank holiday weekend',
          draft: 'Pull up outside, grab your order and crack one open for the drive to the coast!',
          reject: true,
        },
      ],
    },
    {
      id: 'competitor-bashing',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our house Champagne',
          draft:
            'Why buy overpriced dishwater at Waitrose when our house ' +
            'Champagne is half the price and twice the wine?',
          edit:
            'Our house Champagne comes from a grower in the Montagne de Reims, ' +
            '£29 a bottle. Try a glass at the bar before you buy.',
          reason: "Don't slag off Waitrose or anyone else. Talk about our wine.",
        },
        {
          task: 'Post reminding people we open on Sundays',
          draft: 'Unlike the other wine shop up the road, we actually bother to open on Sundays.',
          reject: true,
        },
        {
          task: 'Post about the party glasses we lend out',
          draft: "Forget Majestic's grubby hire glasses, ours actually turn up clean.",
          edit: 'We lend glasses free with orders over £150, washed, boxed and ready to go.',
        },
        {
          task: 'Post about our English wine range the week a new wine bar opened in town',
          draft:
            "A new 'wine bar' has opened on Milsom Street. We give it six " +
            "months. Meanwhile, here's some actual English wine.",
          reason: 'Never comment on other businesses, especially new ones. Just tell people about our English range.',
        },
      ],
    },
    {
      id: 'invented-offers',
      goal: 'newsletter',
      corrections: [
        {
          task: 'Newsletter section about joining the Cork Club',
          draft:
            'Join Cork Club this month and your first box is completely ' +
            'free, plus 25% off everything in the shop for life.',
          edit:
            'Cork Club is £30 a month for two bottles. Members get 10% ' +
            'off in the shop and first pick of tasting tickets.',
          reason: "There's no free first box and the discount is 10%, not 25%. Don't make up offers.",
        },
        {
          task: 'Write the Black Friday paragraph',
          draft: 'Black Friday: 40% off every bottle in the shop, this weekend only!',
          reason: "We're not doing Black Friday. I never agreed to any discount.",
        },
        {
          task: 'Newsletter note about spring tasting tickets',
          draft: 'Buy two tickets for any spring tasting and get a third completely free.',
          reject: true,
        },
        {
          task: 'Newsletter blurb on corporate gift boxes',
          draft: "Order ten boxes and we'll throw in free engraving and free delivery anywhere in Europe.",
          edit: "Gift boxes start at £45. For ten or more we'll add a printed card with your company's message.",
        },
        {
          task: 'Summer newsletter paragraph about rosé',
          draft: 'Every rosé in the shop is buy-one-get-one-free right through August.',
          edit: 'Twelve rosés on the shelf this summer, from a £9.99 Côtes de Gascogne to Whispering Angel at £22.',
          reason: "There's no BOGOF. Only offer what I've signed off.",
        },
      ],
    },
    {
      id: 'allergen-guesswork',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer asking if our Argentinian Malbec is vegan',
          draft: 'Yes, all our wines are vegan.',
          edit:
            'Good question. Some wines are fined with egg white or milk protein, so it varies. ' +
            "I'll check with the importer about this Malbec and get back to you by Friday.",
          reason: "We don't know that. Plenty are fined with egg or isinglass.",
        },
        {
          task: 'Answer someone with a sulphite allergy asking which wines she can drink',
          draft: "Go for any of our natural wines, they're completely sulphite-free so totally safe for you.",
          reason:
            'Nearly every wine has some sulphites. We must never tell ' +
            'someone with an allergy that something is safe.',
        },
        {
          task: 'Reply to a customer asking if the ciders on our shelf are gluten-free',
          draft: "Cider's made from apples so it's all gluten-free, nothing to worry about.",
          reject: true,
        },
        {
          task: 'Reply to a guest with a nut allergy asking about the cheese board at the bar',
          draft: 'The cheese board is nut-free, so tuck in!',
          edit:
            'The cheese comes from the counter next door, and some boards come with walnuts or nut ' +
            'crackers, so please tell Leila when you order and she will check with them.',
        },
      ],
    },
    {
      id: 'staff-oversharing',
      goal: 'newsletter',
      corrections: [
        {
          task: 'Newsletter staff news section',
          draft:
            "Leila's off for a few weeks after surgery on her back, " +
            'so send her your best wishes at 7 Camden Road!',
          edit:
            "Leila's taking a few weeks off, so Tom and I are holding " +
            "the fort. She'll be back behind the bar in May.",
          reason: "Don't share staff health details or where anyone lives.",
        },
        {
          task: 'Newsletter intro explaining why the shop is short-staffed',
          draft: "We're a bit thin on the ground at the moment as Tom is going through a difficult divorce.",
          reason: "That's Tom's private life. It never goes in the newsletter.",
        },
        {
          task: 'Newsletter note introducing our new Saturday assistant',
          draft:
            "Meet Ruby, 17, who's doing her A-levels at Beechen Cliff " +
            'and lives just round the corner in Larkhall.',
          edit: "Meet Ruby, who's joining us on Saturdays. She's helping in the shop and learning fast.",
        },
        {
          task: 'Newsletter paragraph about who is working over Christmas',
          draft:
            'Marcus will be home on his own on Christmas Eve while his ' +
            "wife's away, so pop round to his for a glass!",
          reject: true,
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'replies',
      task: 'Reply to a wholesale enquiry from a restaurant in Frome',
      draft: "Thanks for getting in touch. Send us your list and we'll have a look.",
      edit:
        'Thanks for getting in touch. Tom looks after our trade accounts, so I ' +
        'have copied him in and he will send our trade list this week.',
    },
    {
      goal: 'posts',
      task: "Post about next week's Loire tasting",
      draft: 'Join us on Thursday 13th for an evening of Loire wines: Muscadet, Vouvray, Chinon and Sancerre.',
      edit: 'Join us on Friday 14th for an evening of Loire wines: Muscadet, Vouvray, Chinon and Sancerre.',
      reason: "Leila's away on the 13th, so we moved it to the Friday.",
    },
    {
      goal: 'newsletter',
      task: 'Newsletter section about our new Austrian wines',
      draft: "Three new Grüner Veltliners have arrived, Germany's signature grape, peppery and fresh.",
      edit: "Three new Grüner Veltliners have arrived, Austria's signature grape, peppery and fresh.",
    },
    {
      goal: 'events',
      task: 'Listing for the Port and Stilton evening',
      draft: 'Five Ports from ruby to a 1994 vintage, with Stilton from the counter next door. £28 per ticket.',
      edit: 'Five Ports from ruby to a 1994 vintage, with Stilton from the counter next door. £38 per ticket.',
      reason: 'This one costs more because of the vintage Port.',
    },
    {
      goal: 'replies',
      task: 'Reply to a customer asking for our phone number',
      draft: 'You can reach us on 01225 448 231 during opening hours.',
      edit: 'You can reach us on 01225 448213 during opening hours.',
    },
    {
      goal: 'newsletter',
      task: 'Sign-off for the monthly newsletter',
      draft: 'Best wishes, The Cask & Cork Team',
      edit: 'Cheers, Marcus, Leila and Tom',
    },
  ],
};
