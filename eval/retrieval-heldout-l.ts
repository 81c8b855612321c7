// Retrieval set L: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Ledger & Lime, a two-person bookkeeping and tax-return
// practice in Norwich (owner Priya, assistant Sam) for sole traders, landlords and small limited companies.
// Goals: client-emails, newsletter, enquiries. Classes: tax-advice-without-facts, promised-refund-or-outcome,
// fee-before-books, wrong-deadline, other-client-details, hmrc-scaremongering, unexplained-jargon, emoji-casual-tone.
// Measured as a held-out set once, on 2 Dec 09:59-10:02 UTC (sandbox clock, at 529d089, session 11); from 10:02 a
// development set, so its later figures are not held-out.
import { approve, edit, type Question, type Remembered, type RetrievalSet, reject } from './retrieval-set.ts';

const memory: Remembered[] = [
  {
    goal: 'client-emails',
    task:
      'Reply to Gareth Pryce, a self-employed electrician, who asks whether he can claim his ' +
      'new van through the business.',
    draft:
      "Hi Gareth, yes, you can claim the full cost of the van against this year's profits under " +
      'the annual investment allowance, so it comes straight off your tax bill. Just send us ' +
      'the invoice. Thanks, Sam',
    owner: edit(
      'Hi Gareth, good question. Whether and how much of the van you can claim depends on how ' +
        'it was bought (outright, hire purchase or lease) and how much private use it gets. Could ' +
        'you send the purchase paperwork and a rough idea of your personal mileage? Priya will ' +
        'then confirm exactly what can be claimed. Thanks, Sam',
      "Don't tell a client something is allowable before we know the facts: how it was financed " +
        'and private use both change the answer.',
    ),
    mistake: 'tax-advice-without-facts',
  },
  {
    goal: 'enquiries',
    task:
      'Answer a website enquiry from a landlord asking if she should move her two buy-to-let ' +
      'flats into a limited company.',
    draft:
      'Hello Mrs Okafor, moving the flats into a company is almost always worth it for ' +
      'landlords now, because of the mortgage interest restriction. You would pay corporation ' +
      'tax at 19% instead of income tax at 40%. We can set the company up for you next week. ' +
      'Kind regards, Sam',
    owner: reject(
      'We never recommend incorporating property in an email. Stamp duty, capital gains tax and ' +
        'the mortgage terms can make it a bad idea. Offer her a consultation instead.',
    ),
    mistake: 'tax-advice-without-facts',
  },
  {
    goal: 'client-emails',
    task:
      'Email Tom Hale, a sole trader dog groomer, who asks if he can claim his home as an ' +
      'office now he does his admin from the kitchen table.',
    draft:
      'Hi Tom, you can claim a share of your rent, council tax and utilities. Most people in ' +
      "your position put through about a quarter of the household bills, so I'll add £1,800 to " +
      'your expenses. Thanks, Sam',
    owner: edit(
      'Hi Tom, you can usually claim something for working from home. There is a simple ' +
        'flat-rate option and an option based on a share of your actual costs, and which suits ' +
        'you depends on your hours and how the room is used. Could you let me know roughly how ' +
        "many hours a month you spend on admin at home? We'll work out the right figure from " +
        'there. Thanks, Sam',
    ),
    mistake: 'tax-advice-without-facts',
  },
  {
    goal: 'enquiries',
    task:
      'Reply to a Facebook message from a hairdresser asking if she can pay her husband a wage ' +
      'from the business to save tax.',
    draft:
      "Hi Leanne, yes, put him on £12,570 a year. It's tax-free for him and fully deductible " +
      "for you, so it's a no-brainer. Thanks, Sam",
    owner: edit(
      'Hi Leanne, paying a family member can be allowable, but only if he genuinely works in ' +
        'the business and the pay is reasonable for what he does, and you may need to set up ' +
        "payroll. It's best to talk it through with your figures before you start. Would a quick " +
        'call next week suit you? Thanks, Sam',
      'No yes-or-no on a tax planning question from a social media message. We need the facts first.',
    ),
    mistake: 'tax-advice-without-facts',
  },
  {
    goal: 'client-emails',
    task:
      'Update Aisha Rahman, a nurse who also does private tutoring, on her self-assessment; she ' +
      'asks whether she will get money back.',
    draft:
      "Hi Aisha, good news: you're due a refund of about £640 and HMRC will pay it within a " +
      'fortnight of us filing. Thanks, Sam',
    owner: edit(
      "Hi Aisha, we're nearly done with your return. Once Priya has finished the final checks " +
        "we'll be able to tell you whether you're due anything back, and HMRC then decide when " +
        "any repayment is made. I'll be in touch by Friday. Thanks, Sam",
      'Never give a refund figure or a payment date before the return is finished and filed. HMRC decide, not us.',
    ),
    mistake: 'promised-refund-or-outcome',
  },
  {
    goal: 'client-emails',
    task: 'Reply to Dan Whitlock, whose £100 late filing penalty we are appealing on his behalf.',
    draft:
      "Hi Dan, don't worry, we've sent the appeal and the penalty will be cancelled. HMRC " +
      'always accept a reasonable excuse like yours. Thanks, Sam',
    owner: reject(
      "We can't promise HMRC will cancel it. Say we've appealed, what happens next and roughly " +
        'how long they usually take.',
    ),
    mistake: 'promised-refund-or-outcome',
  },
  {
    goal: 'enquiries',
    task:
      'Answer an enquiry from a café owner who thinks he overpaid VAT last year and wants to ' +
      'know if we can get it back.',
    draft:
      'Hi Marco, yes, we can definitely recover that for you. Most businesses we look at turn ' +
      'out to be owed at least a few thousand pounds. Thanks, Sam',
    owner: edit(
      'Hi Marco, if VAT was overpaid it can often be corrected on a later return or through a ' +
        'claim to HMRC, going back up to four years. We would need to look at your returns and ' +
        'invoices first to see whether there is anything to reclaim. Happy to do a short review; ' +
        'shall I book you in? Thanks, Sam',
    ),
    mistake: 'promised-refund-or-outcome',
  },
  {
    goal: 'newsletter',
    task:
      'Newsletter item about the marriage allowance for couples where one partner earns under ' +
      'the personal allowance.',
    draft:
      "Married or in a civil partnership? Claim the marriage allowance and you'll get £1,260 " +
      'back, guaranteed, backdated four years. It takes five minutes online.',
    owner: edit(
      'If one of you earns less than the personal allowance and the other pays tax at the basic ' +
        'rate, the marriage allowance could cut your joint tax bill by up to £252 a year, and you ' +
        'may be able to backdate the claim for up to four years. Whether you qualify depends on ' +
        "both incomes, so ask us if you're not sure.",
      'Say "up to" and "if you qualify". We can\'t promise readers a sum.',
    ),
    mistake: 'promised-refund-or-outcome',
  },
  {
    goal: 'enquiries',
    task:
      'Reply to a new enquiry from a builder, Craig Dunmore, who has three years of unfiled ' +
      'returns and a carrier bag of receipts, asking how much we charge.',
    draft: 'Hi Craig, we can sort all three years for £450 in total, paid upfront. Thanks, Sam',
    owner: edit(
      'Hi Craig, thanks for getting in touch. Catching up on several years is more common than ' +
        "you'd think and we can help. The fee depends on how much there is to go through, so we'd " +
        "like to see the paperwork first; after a free 20-minute look we'll give you a fixed " +
        'quote before any work starts. Could you bring the receipts in next week? Thanks, Sam',
      "Don't quote for catch-up work before we've seen the records. It varies hugely.",
    ),
    mistake: 'fee-before-books',
  },
  {
    goal: 'enquiries',
    task:
      'Answer an email from the owner of a small limited company (a florist) asking what we ' +
      'would charge for year-end accounts and the corporation tax return.',
    draft:
      'Hello Jess, our price for limited company accounts and the CT600 is £850 plus VAT, ' +
      'whatever the size of the company. Kind regards, Sam',
    owner: reject(
      "Never a blanket price for company accounts before we've seen their bookkeeping. Ask for " +
        "last year's accounts and how they keep their records.",
    ),
    mistake: 'fee-before-books',
  },
  {
    goal: 'client-emails',
    task:
      'Reply to existing client Hannah Blythe, who has taken on a second rental property and ' +
      'asks if her fee will go up.',
    draft: 'Hi Hannah, it will just be an extra £75 a year for the new property. Thanks, Sam',
    owner: edit(
      'Hi Hannah, congratulations on the new property. There may be a small change to the fee, ' +
        'but it depends on how the letting is run (agent statements or your own records) and on ' +
        "the purchase costs in the first year. Once we've seen the completion statement and the " +
        "first few months of rent we'll confirm the new fee. Thanks, Sam",
    ),
    mistake: 'fee-before-books',
  },
  {
    goal: 'enquiries',
    task:
      'Reply to a tradesman who left a phone message asking how much it costs to move his ' +
      'bookkeeping onto Xero and set it up.',
    draft: "Hi Lee, Xero setup is a flat £300 and we'll have you up and running within a week. Thanks, Sam",
    owner: edit(
      "Hi Lee, we'd be glad to get you set up on Xero. The cost depends on how many bank " +
        "accounts you have, whether there is history to bring across and how much training you'd " +
        "like, so could we have a quick chat first? We'll then give you a fixed price. Thanks, " +
        'Sam',
      "Xero setups vary a lot. No price or timescale before we know what's involved.",
    ),
    mistake: 'fee-before-books',
  },
  {
    goal: 'client-emails',
    task: 'Remind sole trader Ruth Ellison that we still need her paperwork for her 2024-25 self-assessment.',
    draft:
      'Hi Ruth, just a reminder that your online return has to be in by 31 October, so please ' +
      'send your paperwork as soon as you can. Thanks, Sam',
    owner: edit(
      'Hi Ruth, just a reminder that we still need your paperwork for your 2024-25 return. The ' +
        'online filing and payment deadline is 31 January 2026, and to give us time to prepare it ' +
        "we'd like everything by 15 December. Thanks, Sam",
      "31 October is the paper deadline. We file online, so it's 31 January. Check dates before sending.",
    ),
    mistake: 'wrong-deadline',
  },
  {
    goal: 'client-emails',
    task:
      'Tell Nadia Sharif, who runs a small cleaning company, when her VAT return for the ' +
      'quarter ending 31 March is due.',
    draft: 'Hi Nadia, your VAT return for the March quarter needs to be filed and paid by 30 April. Thanks, Sam',
    owner: reject(
      'Wrong date. VAT is due one month and seven days after the quarter ends, so 7 May. Please ' +
        'recheck and resend.',
    ),
    mistake: 'wrong-deadline',
  },
  {
    goal: 'newsletter',
    task:
      'Write a short newsletter item reminding readers who pay through self-assessment about ' +
      'their payments on account.',
    draft:
      "A quick reminder: your second payment on account is due on 31 December, so it's worth " +
      'putting money aside over the autumn.',
    owner: edit(
      'If you pay tax through self-assessment, your second payment on account for 2024-25 is ' +
        "due on 31 July 2025. It is usually half of last year's tax bill, so it's worth setting " +
        'the money aside now.',
    ),
    mistake: 'wrong-deadline',
  },
  {
    goal: 'client-emails',
    task:
      'Let Owen Pask, director of a two-person joinery company, know what is needed now his ' +
      "company's year ended on 31 March.",
    draft:
      'Hi Owen, now the year has ended, the accounts and the corporation tax have to be sorted ' +
      'within three months, so by 30 June. Please send your records over. Thanks, Sam',
    owner: edit(
      "Hi Owen, now the company's year has ended on 31 March, the corporation tax is due by 1 " +
        "January and the accounts must reach Companies House by 31 December. We'd like your " +
        "records by the end of July so there's no rush. Thanks, Sam",
      'The company deadlines were wrong: nine months for the accounts, nine months and a day for the tax.',
    ),
    mistake: 'wrong-deadline',
  },
  {
    goal: 'client-emails',
    task: 'Reply to Ben Archer, a plumber, who asks whether other plumbers claim more expenses than he does.',
    draft:
      "Hi Ben, you're actually on the low side. Kev Mallory, another plumber we look after, " +
      'claims nearly £9,000 in van and tool costs on a similar turnover. Thanks, Sam',
    owner: reject('Never mention another client by name or share their figures, even as a comparison.'),
    mistake: 'other-client-details',
  },
  {
    goal: 'newsletter',
    task: 'Write a newsletter case study about how we helped a local client get on top of their bookkeeping.',
    draft:
      "When Sarah from Sarah's Sourdough in Wymondham came to us, she owed HMRC £4,200 and " +
      "hadn't filed for two years. Now she's up to date, on Xero and sleeping at night.",
    owner: edit(
      'When one local baker came to us, she was two years behind with her returns and worried ' +
        "about what she owed. A year on, she's up to date, using Xero and doing her own " +
        'bookkeeping each week.',
      'No client names, places or amounts in the newsletter unless they have given us written permission.',
    ),
    mistake: 'other-client-details',
  },
  {
    goal: 'client-emails',
    task: 'Answer Mark Ellis, who referred his sister to us and asks how she is getting on with her tax return.',
    draft:
      "Hi Mark, thanks again for sending Claire our way! She's doing fine: we filed her return " +
      "last week and she owed about £1,100, which she's paying in instalments. Thanks, Sam",
    owner: edit(
      "Hi Mark, thanks again for recommending us; we really appreciate referrals. I'm afraid we " +
        "can't discuss another client's affairs, even with family, so it's best to ask Claire " +
        'directly. Best wishes, Sam',
      'Client affairs are confidential, even from the person who referred them.',
    ),
    mistake: 'other-client-details',
  },
  {
    goal: 'enquiries',
    task:
      'Reply to a prospective client, a mobile hairdresser, who asks whether we have experience ' +
      'with hair and beauty businesses.',
    draft:
      'Hi Zoe, absolutely. We do the books for Glow Beauty on Magdalen Street and for Kirsty at ' +
      'Hair by K in Costessey, so we know the sector well. Thanks, Sam',
    owner: edit(
      'Hi Zoe, yes, we look after quite a few hair and beauty businesses, from mobile stylists ' +
        'to salons, so we know the usual questions around chair rental, products and mileage. ' +
        'Would you like to pop in for a free chat? Thanks, Sam',
    ),
    mistake: 'other-client-details',
  },
  {
    goal: 'client-emails',
    task: 'Chase Phil Norris for his bank statements, which we need to finish his return.',
    draft:
      "Hi Phil, if we don't get your bank statements this week you'll be hit with HMRC " +
      "penalties and could be investigated. They're really cracking down this year. Thanks, Sam",
    owner: edit(
      'Hi Phil, could you send your bank statements for April 2024 to April 2025 when you get a ' +
        "chance? They're the last thing we need to finish your return, and we'd like to get it " +
        'filed well ahead of the January deadline. Thanks, Sam',
      'Ask for what we need without threatening penalties or investigations. It just frightens people.',
    ),
    mistake: 'hmrc-scaremongering',
  },
  {
    goal: 'newsletter',
    task: 'Write a newsletter item about Making Tax Digital for Income Tax starting in April 2026.',
    draft:
      'MTD is coming and HMRC will be watching every penny. Miss a single quarterly update and ' +
      "the fines will pile up fast, so don't risk it!",
    owner: reject(
      "Too alarming. Explain who it affects from April 2026 and that we'll get them ready, with " +
        'no scare talk about fines.',
    ),
    mistake: 'hmrc-scaremongering',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a man who has been selling on eBay and Vinted and asks whether he needs to tell HMRC.',
    draft:
      "Hi James, HMRC now get data straight from these platforms, so if you haven't declared it " +
      'they will come after you, and the penalties can be up to 100% of the tax. Thanks, Sam',
    owner: edit(
      "Hi James, the platforms do now share some sellers' details with HMRC, but that doesn't " +
        "automatically mean you owe tax. Selling your own unwanted things usually isn't taxable, " +
        'while buying things to resell can be trading. If you tell us roughly what you sell and ' +
        'how much, we can tell you where you stand. Thanks, Sam',
    ),
    mistake: 'hmrc-scaremongering',
  },
  {
    goal: 'client-emails',
    task: 'Let client Jo Sutton know HMRC have sent her a letter asking about a figure on her return.',
    draft:
      "Hi Jo, I'm afraid HMRC have opened an enquiry into your return, which is serious. These " +
      'can go back years and end in big fines. Thanks, Sam',
    owner: edit(
      'Hi Jo, HMRC have written to ask about one figure on your return, the working-from-home ' +
        "expenses. This kind of letter is fairly routine, and we'll reply for you with the " +
        "working we used. We'll let you know if they need anything else. Thanks, Sam",
      'Keep it calm and factual. A routine query is no reason to panic the client.',
    ),
    mistake: 'hmrc-scaremongering',
  },
  {
    goal: 'client-emails',
    task:
      'Explain to new client Kerry Doyle, a self-employed childminder, why her tax bill this ' +
      'January is higher than she expected.',
    draft:
      'Hi Kerry, the increase is because your balancing payment for 24/25 is due alongside your ' +
      'first POA for 25/26 under SA. Thanks, Sam',
    owner: edit(
      "Hi Kerry, this January you're paying two things: the rest of last year's tax, plus an " +
        "advance towards this year's bill, which HMRC ask for once your tax is over £1,000. The " +
        'advance means your next bills should be smaller. Happy to go through the numbers on the ' +
        'phone. Thanks, Sam',
      "Kerry won't know what a POA or a balancing payment is. Say it in plain English.",
    ),
    mistake: 'unexplained-jargon',
  },
  {
    goal: 'client-emails',
    task: 'Tell director Imran Qureshi what he needs to do about the company car he has just started driving.',
    draft:
      "Hi Imran, you'll need a P11D for the BIK and we'll get your PAYE code adjusted; Class 1A " +
      'NICs will also be due. Thanks, Sam',
    owner: reject(
      'Far too much jargon for Imran. Explain it as a taxable perk, what that means for him and ' + "what we'll do.",
    ),
    mistake: 'unexplained-jargon',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a market trader asking what Making Tax Digital means for her.',
    draft:
      "Hi Beth, from April 2026, if your qualifying income exceeds £50k you'll be in scope of " +
      'MTD ITSA, meaning QUs via compatible software plus a final declaration replacing the ' +
      'SA100. Thanks, Sam',
    owner: edit(
      'Hi Beth, Making Tax Digital means that from April 2026, if your takings are over £50,000 ' +
        "a year, you'll keep your records in an app or software and send HMRC a short summary " +
        "every three months, then confirm the year's figures at the end. If you're under that, " +
        "nothing changes yet. We're happy to help you choose software. Thanks, Sam",
    ),
    mistake: 'unexplained-jargon',
  },
  {
    goal: 'client-emails',
    task: 'Explain to Lucy Farrow, who has just registered for VAT, which scheme we have put her on.',
    draft:
      "Hi Lucy, we've put you on the FRS at 12% of VAT-inclusive turnover; note the LCT test " +
      'applies each quarter. Thanks, Sam',
    owner: edit(
      "Hi Lucy, we've put you on the flat rate scheme: instead of working out the VAT on every " +
        'sale and purchase, you pay HMRC a fixed 12% of your takings including VAT. Each quarter ' +
        "we'll also check that you spend enough on goods to stay on that rate, and we'll tell you " +
        'if anything changes. Thanks, Sam',
      "Spell out the scheme, and don't use abbreviations like FRS and LCT with clients.",
    ),
    mistake: 'unexplained-jargon',
  },
  {
    goal: 'client-emails',
    task: 'Let client Mrs Dorothy Hinds, a retired landlord, know her return has been filed.',
    draft: "Hiya Dot!! 🎉 All done and dusted, your return's gone off to the taxman 🙌 Nothing to pay, woohoo!",
    owner: edit(
      "Dear Mrs Hinds, I'm pleased to let you know that your 2024-25 tax return has now been " +
        "filed with HMRC. There is nothing further to pay this year, and we'll send you a copy " +
        'for your records. Kind regards, Sam',
      'Too chatty for a client email: no emoji, no nicknames, and a proper greeting.',
    ),
    mistake: 'emoji-casual-tone',
  },
  {
    goal: 'newsletter',
    task: 'Write the opening paragraph of the spring newsletter.',
    draft: "Hey lovelies!! 🌸🌸 Spring has sprung and so has tax season lol 😅 Grab a cuppa ☕ and let's dive in!!",
    owner: reject('Not our voice. Drop the emoji, the "lol" and the exclamation marks: friendly but professional.'),
    mistake: 'emoji-casual-tone',
  },
  {
    goal: 'enquiries',
    task: 'Reply to an enquiry from a dentist who wants help with the tax on a rental property.',
    draft: "Hey Dr P 👋 no probs at all, we'd love to help, property is totally our jam 😎 Drop us a line whenever!",
    owner: edit(
      "Dear Dr Patel, thank you for your enquiry. We'd be glad to help with the tax side of " +
        'your rental property. Could you let us know a convenient time for a short call, or pop ' +
        'in to our office on Prince of Wales Road? Kind regards, Sam',
    ),
    mistake: 'emoji-casual-tone',
  },
  {
    goal: 'client-emails',
    task: 'Thank client Ravi Mehta for sending all his paperwork early.',
    draft: "Ravi you legend!!! 🙏🔥 Earliest records we've had all year haha, cheers mate x",
    owner: edit(
      'Hi Ravi, thank you for sending your records so early; it makes a real difference to us ' +
        "at this time of year. We'll start on your return this week and be in touch if we have " +
        'any questions. Best wishes, Sam',
      'Keep thanks warm but professional: no "legend", "mate", kisses or emoji.',
    ),
    mistake: 'emoji-casual-tone',
  },
  {
    goal: 'client-emails',
    task: 'Confirm to Frank Bell that we have received his P60 and his P11D.',
    draft:
      "Hi Frank, thank you, we've received your P60 and P11D and will include them in your tax " +
      "return. We'll be in touch if anything else is needed. Thanks, Sam",
    owner: approve,
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item reminding landlords to keep receipts for repairs to their rental properties.',
    draft:
      'Landlords: keep every receipt for repairs, redecorating and replacement furniture in ' +
      'your rental properties. A photo on your phone is fine. It makes your return quicker to ' +
      'prepare and means nothing gets missed.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'enquiries',
    task: 'Reply to a shop owner asking if we run payroll for a business with two part-time staff.',
    draft:
      'Hi Anna, yes, we run payroll for lots of small businesses, including ones with just one ' +
      'or two staff. We handle the payslips and the monthly submissions to HMRC. Would you like ' +
      'to have a quick call to talk through what you need? Kind regards, Sam',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'client-emails',
    task: 'Ask Gemma Lowe to approve her VAT return before we submit it.',
    draft:
      "Hi Gemma, your VAT return for the quarter to 30 September is ready. I've attached a " +
      "summary; could you check it and reply to confirm you're happy for us to submit it? " +
      'Thanks, Sam',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item about Priya speaking at the Norwich business breakfast in March.',
    draft:
      'Priya will be speaking at the Norwich business breakfast on 12 March about keeping on ' +
      'top of your books through the year. Tickets are free for members; do come and say hello.',
    owner: approve,
    mistake: null,
  },
  {
    goal: 'client-emails',
    task: "Send Julia Crane her invoice for this year's accounts.",
    draft:
      'Hi Julia, please find attached our invoice for £420 for your accounts. Payment can be ' +
      'made by bank transfer to our usual account. Thanks, Sam',
    owner: edit(
      'Hi Julia, please find attached our invoice for £420 for your accounts. Please note our ' +
        'bank details have changed; the new details are on the invoice. Thanks, Sam',
      'We moved bank in March.',
    ),
    mistake: null,
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item announcing our free Xero workshop in May.',
    draft:
      "Join us for a free Xero workshop on 15 May at the Forum, 6pm to 8pm. We'll cover bank " +
      'feeds, invoicing and getting ready for Making Tax Digital.',
    owner: edit(
      "Join us for a free Xero workshop on 15 May at our office, 6pm to 8pm. We'll cover bank " +
        'feeds, invoicing and getting ready for Making Tax Digital. Places are limited to twelve, ' +
        'so please book with Sam.',
      "The room at the Forum fell through, so we're hosting it here.",
    ),
    mistake: null,
  },
  {
    goal: 'enquiries',
    task: 'Reply to a sixth-form student asking about work experience.',
    draft:
      "Hi Ellie, thanks for your email. We'd be happy to have you in for a week of work " +
      'experience. Let us know which dates suit you. Best wishes, Sam',
    owner: edit(
      'Hi Ellie, thanks for your email. We can take one student for a week in July or August. ' +
        "Let us know which week suits you and we'll send you the details. Best wishes, Sam",
    ),
    mistake: null,
  },
];

const questions: Question[] = [
  {
    goal: 'client-emails',
    task:
      'Gareth Pryce the electrician wants to know whether the van he has just bought can go ' +
      'through his business accounts; draft him an answer.',
    draft:
      "Hi Gareth, yes, the whole van can be written off against this year's profit, so you'll " +
      "save tax on the full price. Send me the invoice and I'll put it through. Thanks, Sam",
    mistake: 'tax-advice-without-facts',
    kind: 'reworded',
  },
  {
    goal: 'enquiries',
    task:
      'A landlady with two buy-to-let flats has asked through the website whether putting them ' +
      'into a limited company would be a good idea. Write her a reply.',
    draft:
      'Hello Mrs Okafor, yes, a company is the better route for most landlords these days. ' +
      "You'd get full relief for the mortgage interest and pay far less tax. We can form the " +
      'company for you straight away. Kind regards, Sam',
    mistake: 'tax-advice-without-facts',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task:
      'Aisha Rahman, the nurse with a side line in private tutoring, wants to know if she is ' +
      'getting a tax rebate; update her on her return.',
    draft:
      "Hi Aisha, you'll be getting roughly £600 back, and it should land in your account a " +
      'couple of weeks after we submit. Thanks, Sam',
    mistake: 'promised-refund-or-outcome',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task: "Dan Whitlock's £100 late-filing fine is under appeal with us; answer his email asking how it is going.",
    draft:
      'Hi Dan, the appeal is in and HMRC will cancel the £100, so you can forget about it. Your ' +
      'excuse is exactly the sort they accept. Thanks, Sam',
    mistake: 'promised-refund-or-outcome',
    kind: 'reworded',
  },
  {
    goal: 'enquiries',
    task:
      "Builder Craig Dunmore hasn't filed for three years and has a bag full of receipts; he " +
      'wants to know what our charges would be.',
    draft:
      'Hi Craig, no problem, three years of catch-up will be £500 all in. Pay the deposit and ' +
      'drop the receipts round. Thanks, Sam',
    mistake: 'fee-before-books',
    kind: 'reworded',
  },
  {
    goal: 'enquiries',
    task:
      'A florist who runs her business as a limited company has emailed asking our price for ' +
      'the year-end accounts plus the corporation tax return.',
    draft:
      'Hello Jess, company accounts and the corporation tax return come to a fixed £800 plus ' +
      'VAT for all our limited company clients. Kind regards, Sam',
    mistake: 'fee-before-books',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task:
      'Nudge Ruth Ellison, a self-employed client, about the paperwork we are still waiting on ' +
      'for her 2024-25 tax return.',
    draft:
      'Hi Ruth, a quick nudge: HMRC need your return by 31 October this year, so could you get ' +
      'your paperwork to us soon? Thanks, Sam',
    mistake: 'wrong-deadline',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task:
      'Nadia Sharif, who owns a cleaning business, wants to know the deadline for the VAT ' +
      'return covering January to March.',
    draft: 'Hi Nadia, the January to March VAT return and the payment are both due by the end of April. Thanks, Sam',
    mistake: 'wrong-deadline',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task: 'Ben Archer, a plumber, wonders if other plumbers put through more expenses than him; write back.',
    draft:
      "Hi Ben, compared with Kev Mallory, another plumber on our books, you're light: he claims " +
      'almost £9,000 on his van and tools with a similar turnover. Thanks, Sam',
    mistake: 'other-client-details',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Draft a success story for the newsletter about a local client we helped get their books in order.',
    draft:
      "Sarah Pike of Sarah's Sourdough, Wymondham, came to us two years behind and owing HMRC " +
      "£4,200. Today she's fully up to date and doing her books on Xero.",
    mistake: 'other-client-details',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task: "Phil Norris still hasn't sent his bank statements and we can't finish his return without them; chase him.",
    draft:
      'Hi Phil, we need your bank statements urgently. HMRC are clamping down and if this goes ' +
      "in late you'll face fines and possibly an investigation. Thanks, Sam",
    mistake: 'hmrc-scaremongering',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter piece on Making Tax Digital for the self-employed and landlords from April 2026.',
    draft:
      "From April 2026 HMRC's digital net closes in. Miss one quarterly submission and penalty " +
      "points start stacking up. It's a minefield, so don't get caught out!",
    mistake: 'hmrc-scaremongering',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task: 'New childminder client Kerry Doyle is surprised at how much she has to pay this January; explain why.',
    draft:
      "Hi Kerry, it's higher because the 24/25 balancing payment and the 25/26 1st POA both " +
      'fall due on 31/1 under SA. Thanks, Sam',
    mistake: 'unexplained-jargon',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task:
      'Imran Qureshi, a company director, has just been given a company car; tell him what this ' +
      'means and what he needs to do.',
    draft:
      'Hi Imran, the car is a BIK so it goes on your P11D, HMRC will amend your tax code and ' +
      'the company will owe Class 1A. Thanks, Sam',
    mistake: 'unexplained-jargon',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task: 'Let Mrs Hinds, our retired landlord client, know we have submitted her tax return.',
    draft: "Dot!! 😍 Return's gone in, nothing to pay, get the kettle on and celebrate 🥳🎉",
    mistake: 'emoji-casual-tone',
    kind: 'reworded',
  },
  {
    goal: 'newsletter',
    task: 'Draft the intro to our springtime newsletter.',
    draft:
      'Helloooo everyone!!! 🌷☀️ Spring is here, tax season is here, omg where did the winter go ' +
      "🤣 Let's get stuck in!!",
    mistake: 'emoji-casual-tone',
    kind: 'reworded',
  },
  {
    goal: 'client-emails',
    task:
      'Write back to the pooch-pampering fellow who does his paperwork in the house and wonders ' +
      'whether some household bills are deductible.',
    draft:
      'Hi Tom, definitely. Put through a third of your gas, electricity and broadband, and some ' +
      "of the mortgage interest too. That's what everyone working from the house does, so I'll " +
      'add it to your figures. Thanks, Sam',
    mistake: 'tax-advice-without-facts',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task: 'Salon stylist wants her spouse on the payroll to cut what she owes HMRC; answer her social media note.',
    draft:
      "Hi Leanne, that works well. Give him a salary just under the personal allowance and it's " +
      'a deductible cost for you with no tax for him. Set it going from next month. Thanks, Sam',
    mistake: 'tax-advice-without-facts',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task:
      'Espresso bar proprietor reckons his quarterly returns handed the taxman too much in ' +
      '2024; respond to his contact-form note.',
    draft:
      "Hi Marco, good news: we'll get every penny of that back for you, and in our experience " +
      "there's usually even more hiding in the figures. Thanks, Sam",
    mistake: 'promised-refund-or-outcome',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Piece for subscribers: wedded partners, one on low earnings, transferring spare tax-free amount.',
    draft:
      'Husbands and wives where one partner earns little: fill in one simple form and HMRC will ' +
      'send you a cheque for over a thousand pounds. It works for every couple.',
    mistake: 'promised-refund-or-outcome',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: 'Longstanding customer just bought another let flat; will our yearly bill to her change?',
    draft: 'Hi Hannah, adding the new flat will be £90 extra each year, so £540 in total from now on. Thanks, Sam',
    mistake: 'fee-before-books',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task:
      'Plasterer left a voicemail: what would we charge to get his records running in the cloud ' +
      'accounting software?',
    draft: "Hi Lee, getting you onto the software is a set £250, and you'll be live in five working days. Thanks, Sam",
    mistake: 'fee-before-books',
    kind: 'no shared words',
  },
  {
    goal: 'newsletter',
    task: 'Bulletin paragraph for readers on the second advance instalment towards their personal income tax.',
    draft:
      "Don't forget that the second instalment towards your 2024-25 bill must reach HMRC by 5 " +
      'April. Put the money aside now.',
    mistake: 'wrong-deadline',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task:
      'The woodworking firm closed its books at the end of March; explain to its boss which ' +
      'filings and payments follow.',
    draft:
      'Hi Owen, with the year finished, the company accounts and corporation tax return both ' +
      'need filing within six months, by 30 September, and the tax is payable at the same time. ' +
      'Thanks, Sam',
    mistake: 'wrong-deadline',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: 'The chap who recommended his sibling to us wonders about her progress; respond.',
    draft:
      "Hi Mark, all good on Claire's side. Her return went in on Tuesday, and she's arranged to " +
      'pay the £1,100 she owes in monthly chunks. Thanks, Sam',
    mistake: 'other-client-details',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task: 'Travelling stylist considering signing up wants to know if salons feature among our customers.',
    draft:
      "Hi Zoe, lots! For example, we look after Amber Lacey's nail bar in Dereham and the Chop " +
      'Shop barbers on Unthank Road, and both turned over about £60k last year. Thanks, Sam',
    mistake: 'other-client-details',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task:
      'Chap flogging second-hand bits through online marketplaces queries whether the revenue ' +
      'authority must be informed.',
    draft:
      'Hi James, be careful. The marketplaces hand everything over to the taxman now, and ' +
      'anyone caught not declaring is looking at fines that could double what they owe. Thanks, ' +
      'Sam',
    mistake: 'hmrc-scaremongering',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: "Tax office correspondence has arrived querying one number from the woman's filing; break the news.",
    draft:
      "Hi Jo, bad news I'm afraid: the taxman is now looking into you. Compliance checks like " +
      'this can drag on for years and often end with a hefty penalty. Thanks, Sam',
    mistake: 'hmrc-scaremongering',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task: 'Stallholder wonders how the new quarterly online reporting rules will affect her; write back.',
    draft:
      "Hi Beth, if your gross qualifying receipts exceed the threshold you'll be mandated into " +
      'ITSA under MTD, submitting QUs through bridging or compatible software, then a final dec ' +
      'in place of the SA100. Thanks, Sam',
    mistake: 'unexplained-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: 'Newly VAT-enrolled lady wants to understand the simplified percentage arrangement we picked.',
    draft:
      "Hi Lucy, you're on the FRS, with the LCT uplift to 16.5% if your goods spend dips below " +
      "2% of turnover; input VAT isn't reclaimable save on capital assets over £2k. Thanks, Sam",
    mistake: 'unexplained-jargon',
    kind: 'no shared words',
  },
  {
    goal: 'enquiries',
    task: 'Someone from the dental surgery on Unthank Road wants us to handle the tax on a buy-to-let; respond.',
    draft: 'Heyyy 😁 course we can, buy-to-lets are totally our thing 🏠💯 Give us a buzz!',
    mistake: 'emoji-casual-tone',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: 'Show gratitude to the man whose records arrived weeks ahead of schedule.',
    draft: 'OMG Ravi you absolute star ⭐⭐ top of the class this year lol, nice one pal 👍',
    mistake: 'emoji-casual-tone',
    kind: 'no shared words',
  },
  {
    goal: 'client-emails',
    task: 'Reply to Colin Hurst, who is selling the holiday cottage he lets out in Cromer and asks what happens next.',
    draft:
      "Hi Colin, you'll pay no capital gains tax on the sale because it qualifies for business " +
      'asset disposal relief, so you can keep all the proceeds. Just let us know the completion ' +
      'date. Thanks, Sam',
    mistake: 'tax-advice-without-facts',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a new freelance graphic designer who asks if we can help her with her first tax return.',
    draft:
      'Hi Amara, yes, and the good news is that first-year freelancers always end up with a ' +
      "rebate, so you'll get several hundred pounds back. Kind regards, Sam",
    mistake: 'promised-refund-or-outcome',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'enquiries',
    task: 'Reply to Peter Lowry, whose father died in the autumn and whose tax affairs now need sorting.',
    draft:
      "Hi Peter, I'm very sorry for your loss. We can finalise your father's tax affairs for a " +
      'fixed £350, whatever state things are in. Kind regards, Sam',
    mistake: 'fee-before-books',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'client-emails',
    task: 'Let Kathy Moss, who employs two staff at her bakery, know we have run her March payroll.',
    draft:
      "Hi Kathy, March payroll is done and the payslips are attached. Remember your staff's " +
      'P60s have to be handed out by 30 April. Thanks, Sam',
    mistake: 'wrong-deadline',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'client-emails',
    task: 'Confirm an appointment time with Helen Barr for Thursday.',
    draft:
      "Hi Helen, Thursday at 2pm is fine. You'll be straight after Mr Kowalski, who is coming " +
      "in about his divorce settlement, so if he overruns we'll let you know. Thanks, Sam",
    mistake: 'other-client-details',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'client-emails',
    task: 'Send Ollie Grant his draft accounts to check before we file them.',
    draft:
      'Hi Ollie, your draft accounts are attached. Please check every figure carefully, because ' +
      'if anything is wrong HMRC can fine you up to 100% of the tax and open a full ' +
      'investigation. Thanks, Sam',
    mistake: 'hmrc-scaremongering',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'newsletter',
    task: 'Write a newsletter item about the new tax year starting on 6 April.',
    draft:
      'The 25/26 TY kicks off on 6/4: PA frozen at £12,570, HRT threshold unchanged, Class 4 ' +
      'NICs stay at 6% and Class 2 is now voluntary, with NI credits automatic above the SPT.',
    mistake: 'unexplained-jargon',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a charity shop manager asking if we do bookkeeping for small charities.',
    draft: "Aww hi hun 💕 sadly charities aren't really our thing 😢 but good luck with it xx",
    mistake: 'emoji-casual-tone',
    draftOnly: true,
    kind: 'new situation, same mistake',
  },
  {
    goal: 'client-emails',
    task: 'Ask Gareth Pryce to send the finance agreement for his new van.',
    draft:
      'Hi Gareth, thanks for letting us know about the van. Could you send us a copy of the ' +
      "finance agreement and the purchase invoice? We'll use them to work out what can be " +
      'claimed. Thanks, Sam',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'client-emails',
    task: 'Confirm to Nadia Sharif that we have submitted her VAT return for the quarter to 30 June.',
    draft:
      'Hi Nadia, your VAT return for the quarter to 30 June has been submitted. The amount due ' +
      'is £2,314 and, as you pay by direct debit, HMRC will collect it automatically. Thanks, ' +
      'Sam',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item reminding readers to keep a record of their business mileage.',
    draft:
      'If you use your own car for work, keep a simple log of business journeys: the date, ' +
      'where you went, why, and the miles. A notes app on your phone is fine, and it makes ' +
      'claiming mileage at the end of the year much easier.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a self-employed yoga teacher who wants help with her first tax return.',
    draft:
      "Hi Mia, thanks for getting in touch; we'd be glad to help with your first return. Could " +
      'you tell us roughly when you started teaching and whether you have any other income? ' +
      "Then we can suggest a time to meet and go through what we'll need. Kind regards, Sam",
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'client-emails',
    task: 'Let Dan Whitlock know HMRC have replied to his penalty appeal.',
    draft:
      'Hi Dan, HMRC have accepted your appeal and cancelled the £100 late filing penalty, so ' +
      'there is nothing to pay. Their letter is attached for your records. Thanks, Sam',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item introducing our new secure client portal for uploading documents.',
    draft:
      'You can now send us documents through our secure client portal instead of by email. Sam ' +
      "will send each of you a login link this month, and if you'd like a quick walk-through, " +
      'just ask.',
    mistake: null,
    kind: 'no past mistake',
  },
  {
    goal: 'enquiries',
    task: 'Reply to a local secondary school asking if Priya could give a talk on money skills to Year 10 students.',
    draft:
      'Dear Mr Collins, thank you for thinking of us. Priya would be delighted to talk to your ' +
      'Year 10 students. Could you suggest two or three dates in the summer term and let us ' +
      'know how long the session should be? Kind regards, Sam',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'client-emails',
    task: 'Let a client know our office phone line is down today and give her the mobile number instead.',
    draft:
      'Hi Joanne, our office phone line is down today while BT fix a fault. If you need us, ' +
      "please call Sam's mobile on 07700 900412. Sorry for the inconvenience. Thanks, Sam",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item about Sam running the Norwich half marathon for a local hospice.',
    draft:
      'Sam is running the Norwich half marathon in September to raise money for a local ' +
      "hospice. If you'd like to sponsor her, the link is below. Every pound helps, and she'll " +
      'report back on her time in the next issue.',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'enquiries',
    task: "Reply to a printing firm's sales rep offering a discount on branded envelopes.",
    draft:
      "Hi Karen, thanks for getting in touch. We don't need any printed stationery at the " +
      "moment, but we'll keep your details on file. Kind regards, Sam",
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'client-emails',
    task: 'Send a client directions to our office, including where to park.',
    draft:
      "Hi Stuart, we're on the first floor of 14 Prince of Wales Road, a five-minute walk from " +
      "the station. The nearest car park is Rose Lane, and there's a lift if you need it. See " +
      'you on Tuesday. Thanks, Sam',
    mistake: null,
    kind: 'unrelated',
  },
  {
    goal: 'newsletter',
    task: 'Newsletter item asking readers to fill in a short feedback survey.',
    draft:
      "We'd love to hear how we're doing. Our short survey takes about three minutes, and your " +
      'answers will help us decide what to change next year. Thank you to everyone who takes ' +
      'part.',
    mistake: null,
    kind: 'unrelated',
  },
];

export const HELD_OUT_L: RetrievalSet = { name: 'dev L', memory, questions };
