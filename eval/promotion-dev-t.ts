// Promotion set T: written independently by a helper who had not seen the product's code, its tuning sets or any other
// set, before it was ever measured.
//
// Business: Hollins Plumbing & Heating Ltd, an independent plumbing and heating firm in Market Harborough,
// Leicestershire (Gas Safe register no. 587214, trading since 2009). People: Dave Hollins (owner, Gas Safe engineer,
// approves the drafts), Ryan Marsh (Gas Safe engineer, also fits bathrooms), Jo Pritchard (office manager: phones,
// diary, invoices). Office 01858 462 310; emergency line 07700 912 448. Services and prices: annual boiler service £95
// (summer offer £80 for services booked June to August, the only discount); landlord gas safety certificate (CP12) £75
// per property, £145 with a service; repairs £85 call-out including the first hour, then £55 an hour, parts extra;
// repairs are priced on site before any work starts, never unseen; emergency call-outs out of hours (weekday evenings,
// weekends, bank holidays) 7am-10pm only, no overnight service, £130 including the first hour; bathrooms: free survey
// and written quote, typically £6,500-£9,500 supply and fit, 25% deposit to book, balance on completion, booking about
// seven weeks ahead; powerflush £450; Worcester Bosch Accredited Installer (up to 10 years' guarantee on Worcester
// boilers they fit). Hours: office Mon-Fri 8am-5pm, Sat 9am-12pm phones only. Area: about 12 miles around Market
// Harborough (Kibworth, Lutterworth, Desborough, Corby, Husbands Bosworth, Great Easton, Lubenham), not Leicester city
// or Northampton. Domestic mains gas only: no oil, LPG, caravans or commercial catering. Policies: visits are booked in
// a morning (8-12) or afternoon (12-5) slot and Jo texts when the engineer is on his way; no exact arrival times and no
// guaranteed same-day visits; a smell of gas or a CO alarm means the National Gas Emergency line 0800 111 999 first,
// before anything else; customers never open a boiler or touch gas parts (they may top up pressure at the filling loop,
// press reset once, bleed radiators, thaw a frozen condensate pipe); no customer names, streets or house numbers in
// public without asking; no unbacked claims (best, cheapest, number one, 100%); 24 hours' notice to cancel or £40;
// payment by card or bank transfer on completion, no cheques; 12 months' guarantee on repair labour, 2 years on bathroom
// workmanship; electrician Phil does any new circuits. Tone: plain, friendly, local; at most one hashtag, no emoji strings.
//
// Goals: customer replies (texts, Facebook and Google messages, comments, reviews), social posts (Facebook and
// Instagram), emails (bookings, quotes, reminders, the mailing list).
//
// Classes: promises-arrival-time, guesses-repair-price, gas-emergency-not-escalated, takes-on-work-we-dont-do (customer
// replies); diy-gas-advice, names-customers-publicly, emoji-hashtag-overload (social posts); too-formal,
// invents-discounts (emails). Pairs sharing a goal and similar situations: promises-arrival-time / guesses-repair-price
// (a customer with a broken boiler asking for help), names-customers-publicly / emoji-hashtag-overload (showing off a
// finished job), too-formal / invents-discounts (quotes, reminders and follow-ups by email).

// Development set: measured first as written, then used for development.
// Measured as written on 3 Dec 2026 (session 21, main at 546a655), without the owner's answers: 4 of 9 classes
// proposed in time, 5 candidates, 3 with evidence from two classes. Development set from then on.
import type { PromotionSet } from './promotion.ts';

const REPLIES = 'customer replies';
const POSTS = 'social posts';
const EMAILS = 'emails';

export const DEV_T: PromotionSet = {
  name: 'dev T',
  classes: [
    {
      id: 'promises-arrival-time',
      goal: REPLIES,
      corrections: [
        {
          task: 'Reply to a Facebook message from a man whose combi stopped giving hot water last night.',
          draft: 'Hi Dan, sorry about that! Ryan will be with you first thing tomorrow at 8am without fail.',
          edit: "Hi Dan, sorry about that. Jo will ring you this morning to find the earliest slot – we'll try for tomorrow, but I can't promise until she's looked at the diary.",
          reason: 'dont promise times we havent got',
        },
        {
          task: 'Reply to a text from a customer asking if we can fit her in before the weekend for a dripping shower valve.',
          draft: "No problem at all, we'll definitely get to you by Friday!",
          reject: true,
        },
        {
          task: "Reply to a WhatsApp from a landlord whose tenant has no heating and wants to know how long we'll be.",
          draft: "Hi Raj, Dave's leaving now, he'll be there in 20 minutes.",
          edit: "Hi Raj, Dave's finishing a job in Desborough and will head over after that, probably early afternoon. Jo will text your tenant when he's on his way.",
        },
        {
          task: "Answer a question on our Google Business profile: 'How quickly can you come out for a burst pipe?'",
          draft: "We're always there within 2 hours for burst pipes, day or night.",
          reason: 'not always 2 hrs and we dont do nights',
        },
        {
          task: 'Reply to a customer rebooking her service after we missed her appointment.',
          draft: "So sorry again! I've put you first on the list for Monday – Ryan will knock at 8:00 on the dot.",
          edit: "So sorry again. I've put you in for Monday morning (8–12) and Jo will text you when Ryan's on his way.",
          reason: 'give the morning slot, not a time',
        },
        {
          task: 'Reply to an elderly customer asking if someone can check her radiators today because her grandson is coming to stay.',
          draft: "Of course, we'll be round this afternoon, promise!",
          edit: "Of course – Jo's checking the diary and will call you back shortly. If we can't manage today we'll get you in as soon as we can, and in the meantime it's worth bleeding the radiators that are cold at the top.",
          reason: 'only if we can',
        },
      ],
    },
    {
      id: 'guesses-repair-price',
      goal: REPLIES,
      corrections: [
        {
          task: 'Reply to a message from a customer whose boiler pressure keeps dropping and who asks what it will cost.',
          draft: "Hi Jen, that's usually the expansion vessel needing recharging – about £60 on top of the call-out.",
          edit: "Hi Jen, pressure dropping can be a few things – the expansion vessel, the relief valve or a leak somewhere – so we'd need to see it first. The call-out is £85 with the first hour included, and we'll price anything else before we do it.",
          reason: 'cant know til we look',
        },
        {
          task: 'Reply to a Facebook comment asking what we charge to replace a motorised valve.',
          draft: 'Usually around £180 fitted, depending on the make.',
          edit: "It depends on the valve and what else is going on, so we'd need to see it. The call-out is £85 with the first hour included, and we'll price it up before doing anything.",
          reason: 'no prices off the cuff',
        },
        {
          task: 'Reply to a customer whose hot water goes lukewarm after a few minutes and who wants to know the cost of fixing it.',
          draft: "That'll be the diverter valve – normally £160 including parts and labour.",
          edit: "That could be the diverter valve, the plate heat exchanger or a few other things, so we'll need to look before we can price it. The call-out is £85 including the first hour, and we'll give you the cost before doing the work.",
        },
        {
          task: "Answer a text from a landlord wanting a figure for sorting a tenant's thermostat that's stopped working.",
          draft: "It'll probably just need new batteries or a new stat – worst case £150.",
          reason: 'no numbers over text pls, book a visit',
        },
        {
          task: 'Reply to someone who sent a photo of a corroded pipe under her boiler asking how much to replace it.',
          draft: 'Thanks for the photo! That section of pipe would be about £90 to replace.',
          edit: "Thanks for the photo. It's hard to tell from a picture how far the corrosion goes, so we'd want to see it before giving a price. Jo can book you in for a look – it's £85 for the call-out including the first hour.",
        },
      ],
    },
    {
      id: 'gas-emergency-not-escalated',
      goal: REPLIES,
      corrections: [
        {
          task: "Reply to a Facebook message from a man who says there's a smell of gas outside by his meter box.",
          draft: 'Hi Colin, thanks for letting us know. Dave can pop round tomorrow to have a look.',
          edit: "Hi Colin, please call the National Gas Emergency line on 0800 111 999 now – it's free and they'll come straight out to anything at the meter. Don't smoke or use any switches near it. Once they've been, let us know if anything needs fixing.",
          reason: 'meter = emergency line straight away',
        },
        {
          task: 'Reply to a text from a customer whose carbon monoxide alarm went off and then stopped.',
          draft: 'It might just be a faulty alarm – try changing the batteries and let us know if it goes off again.',
          edit: "Please don't ignore it. Turn off the boiler and any gas appliances, open the windows, get everyone outside and ring 0800 111 999. If anyone has a headache or feels sick, call 111 or 999. We'll come and check the boiler once it's safe.",
        },
        {
          task: "Reply to a customer who mentions a smell of gas when her hob is turned off and asks if we can look at it at Thursday's service.",
          draft: "Yes of course, Ryan will check the hob over while he's there on Thursday.",
          reject: true,
        },
        {
          task: 'Reply to a Messenger message from a tenant who says the flat smells of gas every time the heating comes on.',
          draft:
            'Thanks for getting in touch. Could you ask your landlord to book a visit with us? We need his OK before we can come out.',
          reason: 'tell them to ring 0800 111 999 first!!! landlord can wait',
        },
        {
          task: 'Reply to a comment asking whether a faint gas smell after lighting the cooker is normal.',
          draft:
            "A small whiff when you first light a hob is normal, but if it hangs around just give us a call and we'll book you in.",
          edit: "A tiny whiff for a second while a burner lights can happen, but if the smell hangs around at all, turn the gas off at the meter, open the windows and ring 0800 111 999 – don't wait for us.",
          reason: 'lingering smell is an emergency not a booking',
        },
      ],
    },
    {
      id: 'takes-on-work-we-dont-do',
      goal: REPLIES,
      corrections: [
        {
          task: 'Reply to someone in Leicester city centre asking if we can service her boiler.',
          draft: 'Hi Kate, yes of course! Our service is £95 – when suits you?',
          edit: 'Hi Kate, sorry – Leicester city is outside the area we cover (we go about 12 miles from Market Harborough). The Gas Safe Register website has a search for engineers near you.',
          reason: 'too far, we dont go into leicester',
        },
        {
          task: 'Reply to a message asking if we can repair an oil-fired boiler in a farmhouse near Husbands Bosworth.',
          draft: 'Yes, we can take a look at your oil boiler – the call-out is £85 including the first hour.',
          reject: true,
        },
        {
          task: "Reply to a restaurant owner asking if we'll service the gas ovens in her kitchen.",
          draft: 'Happy to help! We can come out next week to service the ovens.',
          reason: "commercial catering, we're not qualified for that",
        },
        {
          task: 'Reply to a customer with an LPG boiler in a static caravan asking for a service.',
          draft: "No problem, we'll book you in for a service – it's £95.",
          edit: "Sorry, we're not registered for LPG or caravans, so we can't do that one. It's worth searching the Gas Safe Register for an engineer with LPG on their card.",
        },
        {
          task: "Reply to a Facebook message from someone in Northampton asking if we'd fit a bathroom there.",
          draft: "We'd love to! Ryan can come over and measure up next week.",
          edit: "Thanks for thinking of us – Northampton's outside our patch, I'm afraid, so we'd not be the best people for it. Hope you find someone good.",
          reason: 'northamptons too far out',
        },
      ],
    },
    {
      id: 'diy-gas-advice',
      goal: POSTS,
      corrections: [
        {
          task: 'Post with a quick fix for a boiler showing low pressure.',
          draft:
            'Low pressure? Pop the front panel off the boiler, find the pressure relief valve and give it a twist to reseat it, then top up to 1.5 bar. Easy!',
          edit: "Low pressure? Top it back up to 1–1.5 bar using the filling loop under the boiler (your manual shows where). If it keeps dropping, there's a leak or a faulty part somewhere – give us a ring rather than going inside the boiler.",
          reason: 'never tell people to take the panel off',
        },
        {
          task: "Post about what to do if your gas fire won't light.",
          draft:
            "Gas fire won't light? Check the batteries in the igniter, then take the front off and give the burner a good clean with an old toothbrush.",
          edit: "Gas fire won't light? Check the batteries in the igniter and that the gas is on at the meter. If it still won't go, don't take the front off – give us a call.",
          reason: 'no taking fronts off!',
        },
        {
          task: 'Instagram post for frost week: keeping your boiler going.',
          draft:
            'Frost this week! Frozen condensate pipe? Pour warm water along the outside section until it thaws, then reset the boiler. And if your flame keeps going out in the wind, you can adjust the gas valve screw a quarter turn.',
          edit: 'Frost this week! Frozen condensate pipe? Pour warm water along the outside section until it thaws, then reset the boiler. Anything inside the boiler – flames, valves, burners – is a job for a Gas Safe engineer.',
        },
        {
          task: 'Post answering the question we get most: can I move my own gas cooker?',
          draft: 'Yes! Just turn off the gas, undo the bayonet connector and slide it out. Simple.',
          edit: "Sliding a freestanding cooker out to clean behind it is fine if it's on a flexible hose and you don't disconnect it. Disconnecting, moving or fitting a gas cooker has to be done by a Gas Safe registered engineer – it's the law, and it's there for good reason.",
          reason: 'legally they cant',
        },
        {
          task: 'Short video caption: 3 things to check before calling an engineer.',
          draft:
            '1) Is the gas on at the meter? 2) Is the pressure above 1 bar? 3) Still nothing? Remove the casing and check the fuse on the PCB.',
          edit: "1) Is the gas on at the meter and are your other gas appliances working? 2) Is the pressure between 1 and 1.5 bar? 3) Is the thermostat calling for heat? Still nothing? Give us a ring – please don't open the boiler up.",
        },
      ],
    },
    {
      id: 'names-customers-publicly',
      goal: POSTS,
      corrections: [
        {
          task: 'Post about the new boiler we fitted this week in Lubenham.',
          draft:
            "New Worcester Greenstar in for the lovely Mrs Kaur on Rushes Lane, Lubenham – she's been without heating since October!",
          edit: 'New Worcester Greenstar fitted in Lubenham this week, replacing a 20-year-old boiler. Nice and warm again for the winter.',
          reason: 'no names or streets',
        },
        {
          task: "Post celebrating a customer's 90th birthday, which she mentioned to Ryan on a service visit.",
          draft:
            "Happy 90th birthday to Doris from Farndon Road, one of our longest-standing customers – Ryan's been servicing her boiler for years!",
          reject: true,
        },
        {
          task: 'Post with before and after photos of a shower room job.',
          draft:
            "Before and after at the Wilsons' in Kibworth Harcourt – their 1980s shower room is unrecognisable! Number 12 if you fancy a peek through the window.",
          edit: 'Before and after of a 1980s shower room we finished in Kibworth – hardly recognisable.',
        },
        {
          task: 'Post thanking a customer who left us a lovely review.',
          draft:
            'Thanks to Gordon Baxter of Great Bowden for the lovely review – and for the tip that the chippy on the green is the best in Harborough!',
          reason: 'ask people first before naming them',
        },
        {
          task: 'Post about an emergency we dealt with on Saturday.',
          draft:
            'Saturday call-out to a young mum on her own with two kids on Burnmill Road – pipe burst in the loft and water pouring through the ceiling.',
          edit: 'Saturday call-out to a burst pipe in a loft, with water coming through the ceiling. Got it isolated and fixed the same afternoon. Worth knowing where your stopcock is!',
          reason: 'too much info about her',
        },
      ],
    },
    {
      id: 'emoji-hashtag-overload',
      goal: POSTS,
      corrections: [
        {
          task: 'Post about the boiler swap we did in Market Harborough yesterday.',
          draft:
            '🔥 Out with the old, in with the new 🔥 ✅✅✅ New combi fitted 💪😎 #boiler #newboiler #worcesterbosch #gassafe #heating #plumber #marketharborough #leicestershire #combi #heatingengineer',
          edit: 'Out with the old, in with the new – an old system boiler swapped for a new Worcester combi in Market Harborough yesterday. More space in the airing cupboard too.',
        },
        {
          task: 'Post showing off the tiling Ryan did in a family bathroom.',
          draft:
            "Ryan's tiling skills 🔥🔥🔥 🙌😍✨ #tiling #bathroom #bathroomdesign #bathroominspo #tiles #renovation #homeimprovement #plumbinglife",
          reason: 'tone it down, this is silly',
        },
        {
          task: 'Post about a radiator upgrade job.',
          draft: 'Old rads out ➡️ new rads in 🆕🔥♨️ Toasty!! 🥵😂 #radiators #heating #upgrade #cosy #warmhome #plumber',
          edit: 'Old radiators out, new double panels in – the customer says the back bedroom is finally warm.',
          reason: 'lose the emojis and tags',
        },
        {
          task: 'Post about finishing the bathroom in a loft conversion in Corby.',
          draft:
            'Loft bathroom DONE ✅🛁🚿🪞 #loftconversion #bathroom #corby #ensuite #tiling #plumbing #renovation #dreambathroom #finished',
          reject: true,
        },
        {
          task: 'Post about our engineers passing their gas safety reassessments.',
          draft:
            '📜📜 Renewed and ready!! 👨‍🔧👨‍🔧 Both lads passed their ACS again 🎉🎉🎊 #gassafe #acs #qualified #heatingengineer #proud',
          edit: "Dave and Ryan have both passed their gas safety reassessments again (we do them every five years), so we're good to go for another five.",
          reason: 'one emoji fine. not 10',
        },
      ],
    },
    {
      id: 'too-formal',
      goal: EMAILS,
      corrections: [
        {
          task: "Email a customer after her bathroom survey to say the quote's on its way.",
          draft:
            'Dear Mrs Fairbrother, Further to our recent site visit, we write to confirm that a formal quotation is currently in preparation and will be forwarded to you in due course. We thank you for your patience in this matter. Yours sincerely, Hollins Plumbing & Heating Ltd',
          edit: "Hi Mrs Fairbrother, thanks for having Dave round on Tuesday. He's working on your quote and you'll have it by the end of the week. Any questions in the meantime, just give me a ring. Jo",
          reason: 'way too stiff',
        },
        {
          task: 'Email a landlord to say his CP12 is done and attached.',
          draft:
            'Dear Sir, We are pleased to enclose herewith the Landlord Gas Safety Record in respect of the above-mentioned property. We trust this is in order and remain at your disposal for any further requirements. Yours faithfully, Hollins Plumbing & Heating Ltd',
          edit: "Hi Mr Oduya, all passed – the gas safety certificate for Flat 2 is attached. It runs out next March and we'll remind you a month before. Jo",
        },
        {
          task: 'Email a customer who complained about the mess left after a repair.',
          draft:
            'Dear Mr Quinn, We wish to express our profound regret regarding the condition in which your premises were left. Please be assured that this matter has been brought to the attention of the relevant personnel. Yours sincerely, Hollins Plumbing & Heating Ltd',
          reason: 'sounds like a solicitor, just say sorry properly',
        },
        {
          task: 'Email thanking a customer for paying her invoice promptly.',
          draft:
            'Dear Mrs Lowe, We hereby acknowledge receipt of your payment in full settlement of invoice 2231. We are most grateful for your prompt remittance. Yours sincerely, Hollins Plumbing & Heating Ltd',
          edit: "Thanks for paying so quickly, Mrs Lowe – that's all settled. Hope the new radiators are doing the job! Jo",
        },
        {
          task: 'Email a new customer telling him what to expect at his first service.',
          draft:
            "Dear Customer, In advance of your forthcoming appointment, we would be obliged if you could ensure that clear access to the appliance is provided. Our operative will carry out a comprehensive inspection in accordance with the manufacturer's guidelines. Yours faithfully, Hollins Plumbing & Heating Ltd",
          edit: "Hi Mr Pearce, welcome! On the day, Ryan will need to get to the boiler, so if you could clear the cupboard a bit that'd help. The service takes about 45 minutes and he'll leave you a service record. It's £95, by card or bank transfer. Jo",
          reason: 'write like a person',
        },
      ],
    },
    {
      id: 'invents-discounts',
      goal: EMAILS,
      corrections: [
        {
          task: 'Email a customer the quote for her new bathroom after the survey.',
          draft:
            "Hi Mrs Jennings, thanks for having us round. The total for supply and fit comes to £7,400. As a thank-you for choosing us, we'll knock 10% off if you book before the end of the month. Thanks, Jo",
          edit: "Hi Mrs Jennings, thanks for having us round. The total for supply and fit comes to £7,400. We take a 25% deposit to book your start date, with the rest on completion, and we're currently booking about seven weeks ahead. Thanks, Jo",
          reason: 'we dont do 10% off, where did that come from',
        },
        {
          task: 'Email reminding a pensioner his boiler service is due.',
          draft:
            "Hi Mr Holt, your yearly service is due. As you're over 65 you get our senior discount, so it's just £75 this time. Thanks, Jo",
          edit: "Hi Mr Holt, your yearly service is due. It's £95 as usual – reply or ring Jo on 01858 462 310 and we'll find a day that suits. Thanks, Jo",
        },
        {
          task: 'Email a landlord with four properties about booking their gas safety checks.',
          draft:
            "Hi Mr Brennan, happy to do all four certificates on the same day. They're £75 each, and because you've got four properties we'll do the fourth one free. Thanks, Jo",
          reject: true,
        },
        {
          task: "Email chasing a customer who hasn't replied to her boiler replacement quote.",
          draft:
            "Hi Angela, just checking you got our quote for the new boiler. If you go ahead this week we'll throw in a free powerflush worth £450! Thanks, Jo",
          reason: 'never offered that. no freebies',
        },
        {
          task: 'Email to our mailing list about autumn service bookings.',
          draft:
            "Autumn's here! Book your boiler service before 31st October and get a free carbon monoxide alarm plus 15% off any repairs for the next year. Reply to this email or ring Jo on 01858 462 310.",
          edit: "Autumn's here, and it's our busiest time, so if your service is due, book now to get a slot before the cold weather. It's £95 for a full service. Reply to this email or ring Jo on 01858 462 310.",
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: EMAILS,
      task: 'Email confirming the start date for a bathroom refit.',
      draft:
        "Hi Mr and Mrs Ruddock, good news – Ryan will start your bathroom on Monday 3rd March. He'll be with you from 8am most days. Thanks, Jo",
      edit: "Hi Mr and Mrs Ruddock, good news – Ryan will start your bathroom on Monday 10th March. He'll be with you from 8am most days. Thanks, Jo",
      reason: '10th not 3rd, tiles are late',
    },
    {
      goal: POSTS,
      task: 'Post welcoming our new van.',
      draft:
        "Say hello to our new Ford Transit! You'll see it around Harborough from next week, with our number on the side.",
      edit: "Say hello to our new Vauxhall Vivaro! You'll see it around Harborough from next week, with our number on the side.",
    },
    {
      goal: REPLIES,
      task: 'Reply to someone asking if we sell spare parts over the counter.',
      draft: "Sorry, we don't sell parts, but Plumb Center on Rockingham Road do.",
      edit: "Sorry, we don't sell parts, but City Plumbing on Rockingham Road do.",
      reason: 'its city plumbing now',
    },
    {
      goal: EMAILS,
      task: "Email a customer his invoice for last week's repair.",
      draft:
        'Hi Mr Doyle, invoice 2318 is attached for the repair last Wednesday. You can pay by card over the phone or by bank transfer. Thanks, Jo',
      edit: 'Hi Mr Doyle, invoice 2381 is attached for the repair last Wednesday. You can pay by card over the phone or by bank transfer. Thanks, Jo',
    },
    {
      goal: POSTS,
      task: 'Post that Jo is on holiday next week.',
      draft: "Jo's away next week, so the phones may be slower – leave a message and we'll ring you back.",
      edit: "Jo's away next week, so the phones may be slower – leave a message and we'll ring you back. Dave's mum Margaret is covering the phones on Tuesday and Thursday.",
      reason: "mum's helping out this time",
    },
    {
      goal: REPLIES,
      task: 'Reply to a customer asking for our VAT number.',
      draft: 'Hi Sandra, our VAT number is 284 1937 62.',
      reason: 'jo will send it from the accounts email',
    },
    {
      goal: EMAILS,
      task: 'Email a customer a reminder about access for the outside tap job.',
      draft:
        "Hi Mrs Price, just a reminder that Ryan's coming on Wednesday afternoon to fit the outside tap, so please leave the side gate unlocked. Thanks, Jo",
      edit: "Hi Mrs Price, just a reminder that Ryan's coming on Wednesday afternoon to fit the outside tap, so please leave the side gate unlocked and keep Biscuit in the house if you can. Thanks, Jo",
    },
    {
      goal: POSTS,
      task: 'Post about sponsoring the Harborough Town junior football team.',
      draft:
        'Proud to be sponsoring the Harborough Town under-10s this season! Look out for our logo on their new shirts.',
      edit: 'Proud to be sponsoring the Harborough Town under-11s this season! Look out for our logo on their new shirts.',
      reason: "they're under 11s this season",
    },
  ],
};
