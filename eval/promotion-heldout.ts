// HELD-OUT rule-promotion set: written before any learning change and never tuned on. Other businesses,
// other wording and other mistake classes than eval/promotion-tuning.ts; only its figures go in the README ("Learning quality").
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT: PromotionSet = {
  name: 'held-out A',
  classes: [
    {
      id: 'health-claims',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about our new chamomile and lavender tea blend',
          draft: 'Our new chamomile and lavender blend is in. It cures anxiety in a week.',
          edit: 'Our new chamomile and lavender blend is in. A calm cup for slow evenings.',
        },
        {
          task: 'Write a caption for the ginger shot bottles',
          draft: 'Fresh ginger shots, pressed every morning. They boost your immune system and cure colds.',
          edit: 'Fresh ginger shots, pressed every morning.',
          reason: "we can't make health claims",
        },
        {
          task: 'Announce the turmeric latte on the winter menu',
          draft: 'Turmeric latte is back! It heals inflammation and cures joint pain.',
          reason: 'No medical promises, we are a café not a pharmacy',
        },
        {
          task: 'Instagram post for the herbal sleep tincture',
          draft: 'Our sleep tincture cures insomnia for good. Two drops before bed.',
          reject: true,
        },
        {
          task: 'Promote the elderberry syrup',
          draft: 'Elderberry syrup, made in small batches. It boosts your immune system all winter.',
          edit: 'Elderberry syrup, made in small batches with berries from the valley.',
          reason: 'careful, that is a medical claim',
        },
      ],
    },
    {
      id: 'too-long',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a question about our opening hours on Sunday',
          draft:
            'Hi there, thank you so much for reaching out and for your interest in our little shop. We really appreciate every message we get. To answer your question, on Sundays we are open from ten in the morning until four in the afternoon, and during the summer months we sometimes stay open a bit longer if the weather is nice. We hope to see you soon and wish you a wonderful week ahead.',
          edit: 'Hi, on Sundays we are open 10 to 4. Hope to see you soon.',
          reason: 'Too long, keep it under 50 words',
        },
        {
          task: 'Answer someone asking if the blue scarf is still available',
          draft:
            'Hello and thanks for your message! We are happy to let you know that the blue scarf is indeed still available in our online shop at the moment. It is one of our most popular items this season, so we would recommend ordering soon if you would like to have it, since we only have a handful left and we are not sure when the next batch from our weaver will arrive. Let us know if you have any other questions at all.',
          edit: 'Hello, yes, the blue scarf is still available in the shop. Only a few left.',
        },
        {
          task: 'Reply to a comment asking where we are based',
          draft:
            'What a lovely question, thank you for asking! We are a small family business and we are based in the old town, right next to the bakery with the green door, where we have been working from a tiny studio for almost six years now. Before that we sold only at markets around the region. If you are ever in the area, please do come by and say hello, we would love to meet you in person and show you around.',
          reason: 'way too wordy for a comment',
        },
        {
          task: 'Tell a customer their refund has been processed',
          draft:
            'Dear customer, we wanted to take a moment to let you know that we have now processed your refund in full. Depending on your bank, it may take anywhere from three to seven working days for the amount to show up in your account, although in most cases it is quite a bit faster than that. Thank you again for your patience and understanding throughout this process, and we truly hope you will shop with us again in the future.',
          edit: 'Your refund is done. It should reach your account within 3-7 working days.',
          reason: 'shorter please, nobody reads all that',
        },
        {
          task: 'Reply to a question about gift cards',
          draft:
            'Thank you so much for thinking of us as a gift! Yes, we absolutely do offer gift cards, and they can be bought in any amount you like, starting from ten euros, either in the shop or on our website, where they are sent by email straight away so they also work as a last-minute present. They never expire, and they can be used for anything in the shop, including our workshops and classes. Let us know if we can help with anything else.',
          edit: 'Yes, we sell gift cards from 10 euros, in the shop or online. They never expire.',
        },
      ],
    },
    {
      id: 'emoji-sprinkles',
      goal: 'posts',
      corrections: [
        {
          task: 'Post that the spring pottery class has open spots',
          draft: '🌸 Our spring pottery class has three spots left 🏺✨ Sign up at the studio 💛',
          edit: 'Our spring pottery class has three spots left. Sign up at the studio.',
        },
        {
          task: 'Share photos from the weekend market',
          draft: 'Thank you to everyone who came to the market this weekend 🙌🌿 We sold out of mugs 😱☕',
          edit: 'Thank you to everyone who came to the market this weekend. We sold out of mugs.',
        },
        {
          task: 'Announce new glaze colours',
          draft: 'Two new glazes just came out of the kiln 🔥 Ocean blue 🌊 and moss green 🌱',
          reason: 'lose the emojis',
        },
        {
          task: 'Write a post about our holiday closing dates',
          draft: 'The studio is closed from the 24th to the 2nd 🎄❄️ See you in the new year 🥂',
          edit: 'The studio is closed from the 24th to the 2nd. See you in the new year.',
        },
        {
          task: 'Post a thank-you for reaching 1000 followers',
          draft: '1000 of you 😭💛 Thank you for following our little studio 🙏',
          edit: '1000 of you. Thank you for following our little studio.',
        },
      ],
    },
    {
      id: 'price-quotes',
      goal: 'replies',
      corrections: [
        {
          task: 'Customer asks how much shipping to Spain costs',
          draft: 'Shipping to Spain costs 7.90 euros and takes about a week.',
          edit: 'You can see the shipping cost for Spain at checkout; it takes about a week.',
          reason: 'prices change, send them to the shop instead',
        },
        {
          task: 'Someone asks the price of the large planter',
          draft: 'The large planter is 64 euros, the small one 38 euros.',
          edit: 'Both planters are listed with their current prices in the shop.',
        },
        {
          task: 'Reply to a DM asking what a custom order would cost',
          draft: 'A custom order usually costs around 120 euros plus 15 euros for engraving.',
          reason: "don't quote prices in DMs",
        },
        {
          task: 'Answer a comment asking if the workshop is expensive',
          draft: 'The workshop is 45 euros per person, materials included.',
          edit: 'All workshop details, including the price, are on the booking page.',
          reason: 'never give prices in replies, they go out of date',
        },
        {
          task: 'A customer asks about the price of a gift box',
          draft: 'Our gift boxes are 29 euros, or 25 euros if you buy two.',
          reject: true,
        },
      ],
    },
    {
      id: 'public-personal-data',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply publicly to a customer whose parcel went missing',
          draft: 'So sorry! Please post your full address and phone number here so we can check.',
          edit: 'So sorry! Please send us a private message with your order number so we can check.',
          reason: 'never ask for personal details in public',
        },
        {
          task: 'Answer a comment from someone who was charged twice',
          draft: 'Could you comment with the last four digits of your card and your email?',
          reason: 'privacy! not in the comments',
        },
        {
          task: 'Respond under a post where a buyer says the wrong size arrived',
          draft: 'Sorry about that. Write your home address below and we will send the right size.',
          edit: 'Sorry about that. Send us a DM and we will sort out the right size.',
        },
        {
          task: 'Public reply to a review about a late order',
          draft: 'We want to fix this. Leave your phone number in the comments and we will call you.',
          edit: 'We want to fix this. Please message us directly and we will call you.',
          reason: 'ask them to DM us, never for details out in the open',
        },
      ],
    },
    {
      id: 'signoff',
      goal: 'replies',
      corrections: [
        {
          task: 'Thank a customer for their order',
          draft: 'Thanks for your order, it ships tomorrow. Best regards, The Management',
          edit: 'Thanks for your order, it ships tomorrow. — Ines',
          reason: 'sign as Ines',
        },
        {
          task: 'Reply to a question about the loyalty card',
          draft: 'Yes, every tenth coffee is free with the card. Kind regards, Customer Service Team',
          edit: 'Yes, every tenth coffee is free with the card. — Ines',
        },
        {
          task: 'Answer a wholesale enquiry',
          draft: 'We would love to talk wholesale, our catalogue is attached. Sincerely, The Management',
          reason: 'we are two people, not "the management", sign with my name',
        },
        {
          task: 'Reply to a message about a broken cup',
          draft: 'Sorry it broke in transit, a new one is on its way. Best regards, The Management',
          edit: 'Sorry it broke in transit, a new one is on its way. — Ines',
        },
      ],
    },
    {
      id: 'fake-urgency',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the linen napkins being restocked',
          draft: 'Linen napkins are back in stock. Only 3 left, hurry before they are gone!',
          edit: 'Linen napkins are back in stock in four colours.',
          reason: 'no fake urgency',
        },
        {
          task: 'Write a post for the autumn candle collection',
          draft: 'The autumn candles are here. Last chance, they will sell out tonight!',
          reason: "don't pressure people into buying",
        },
        {
          task: 'Caption for the new wall calendar',
          draft: 'Our 2027 wall calendar is out. Hurry, only a few left before they are gone!',
          edit: 'Our 2027 wall calendar is out, printed on recycled paper.',
        },
        {
          task: 'Post about the ceramic workshop dates',
          draft: 'New workshop dates are up. Book now, last chance before they are gone!',
          edit: 'New workshop dates are up for March and April.',
          reason: 'stop the countdown pressure, people hate it',
        },
        {
          task: 'Announce the tote bag restock',
          draft: 'Tote bags restocked. Hurry, only a few left!',
          reject: true,
        },
      ],
    },
    {
      id: 'over-apology',
      goal: 'replies',
      corrections: [
        {
          task: 'Reply to a customer whose order was a day late',
          draft:
            'We are so deeply sorry and sincerely apologize for this terrible inconvenience. Your order is on its way.',
          edit: 'Sorry for the delay. Your order is on its way.',
          reason: 'one sorry is enough',
        },
        {
          task: 'Answer a complaint about a missing receipt',
          draft: 'We sincerely apologize, we are truly so sorry for this awful mistake. The receipt is attached.',
          edit: 'Sorry about that, the receipt is attached.',
        },
        {
          task: 'Respond to someone who got the wrong colour',
          draft: 'We are deeply sorry and we sincerely apologize for any inconvenience caused. A swap is on us.',
          reason: "don't grovel",
        },
        {
          task: 'Reply to a customer whose discount code did not work',
          draft: 'Our most sincere apologies, we are deeply sorry for the trouble. The code works again now.',
          edit: 'Sorry, the code works again now.',
          reason: 'stop over-apologising, just fix it',
        },
      ],
    },
    {
      id: 'hashtag-walls',
      goal: 'posts',
      corrections: [
        {
          task: 'Post about the new batch of hand-dyed yarn',
          draft:
            'A new batch of hand-dyed yarn is drying in the garden. #handmade #yarnlove #knitting #shoplocal #slowliving #makersgonnamake',
          edit: 'A new batch of hand-dyed yarn is drying in the garden. #handmade',
        },
        {
          task: 'Caption for a photo of the shop window',
          draft:
            'Our shop window got a winter makeover. #shoplocal #handmade #windowdisplay #smallbusiness #supportsmall',
          reason: 'too many hashtags',
        },
        {
          task: 'Share a time-lapse of a sweater being knitted',
          draft:
            'Forty hours of knitting in forty seconds. #knitting #handmade #knittersofinstagram #slowfashion #shoplocal',
          edit: 'Forty hours of knitting in forty seconds.',
          reason: 'one hashtag at most, the wall of tags looks spammy',
        },
        {
          task: 'Announce the knitting circle on Thursday',
          draft:
            'Knitting circle this Thursday at 7, bring your project. #knitting #community #shoplocal #handmade #yarnlove',
          edit: 'Knitting circle this Thursday at 7, bring your project.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'posts',
      task: 'Announce the Sunday market',
      draft: 'See you at the farmers market this Saturday from 9.',
      edit: 'See you at the farmers market this Sunday from 9.',
    },
    {
      goal: 'replies',
      task: 'Reply to someone asking about the pottery teacher',
      draft: 'Our teacher Marco has been throwing pots for twenty years.',
      edit: 'Our teacher Marta has been throwing pots for twenty years.',
    },
    {
      goal: 'posts',
      task: 'Post about the new oat milk supplier',
      draft: 'We now use oat milk from a farm up north.',
      reason: 'we already posted this yesterday',
    },
    {
      goal: 'replies',
      task: 'Reply to a question about parking',
      draft: 'There is free parking behind the building.',
      edit: 'There is paid parking behind the building, the first hour is free.',
    },
    {
      goal: 'replies',
      task: 'Answer a question about vegan options',
      draft: 'All our cakes are vegan except the cheesecake.',
      reject: true,
    },
    {
      goal: 'posts',
      task: 'Write a caption for the staff photo',
      draft: 'Meet the team: Ines, Tom and Aya.',
      edit: 'Meet the team: Ines, Tom, Aya and Bruno.',
    },
    {
      goal: 'replies',
      task: 'Reply about wheelchair access',
      draft: 'The studio is on the first floor, there is a lift.',
      reason: 'the lift is broken this month, say the ground floor room is available',
    },
    {
      goal: 'posts',
      task: 'Post about the repair café',
      draft: 'Bring your broken mugs to the repair café on the first Friday of the month.',
      edit: 'Bring your broken mugs to the repair café on the last Friday of the month.',
    },
    {
      goal: 'replies',
      task: 'Reply to a question about the dog policy',
      draft: 'Dogs are welcome inside.',
      reject: true,
    },
  ],
};
