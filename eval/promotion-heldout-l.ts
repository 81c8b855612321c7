// Promotion set L: written independently by a helper who had not seen the product's code, its tuning sets or any
// other set, before it was ever measured. Business: Ledger & Lime, a two-person bookkeeping and tax-return
// practice in Norwich (owner Priya, assistant Sam) for sole traders, landlords and small limited companies.
// Goals: client-emails, newsletter, enquiries, reminders. Classes: reminder-wrong-date, reminder-penalty-threats,
// fee-before-review, other-client-confidential, newsletter-emoji, definite-advice-no-facts,
// insecure-document-request, overlong-emails, promised-turnaround.
// Measured as a held-out set once, on 2 Dec 09:59-10:02 UTC (sandbox clock, at 529d089, session 11); from 10:02 a
// development set, so its later figures are not held-out.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_L: PromotionSet = {
  name: 'dev L',
  classes: [
    {
      id: 'reminder-wrong-date',
      goal: 'reminders',
      corrections: [
        {
          task: 'Send the November reminder to self-assessment clients who have not yet sent their records.',
          draft:
            'Hello, a friendly reminder that we still need your records for your 2024-25 tax return. ' +
            "HMRC's filing deadline is 31 December, so please send everything over by early December.",
          edit:
            'Hello, a friendly reminder that we still need your records for your 2024-25 tax return. ' +
            "HMRC's online filing deadline is 31 January 2026, and to give us time to prepare your " +
            "return we'd like everything by 12 December.",
          reason: 'The online deadline is 31 January, not 31 December.',
        },
        {
          task:
            'Remind quarterly VAT clients with a June quarter end to send their bank statements and ' +
            'sales invoices.',
          draft:
            'Hi, your VAT return for the quarter to 30 June must be filed and paid by 31 July, so ' +
            'please send your bank statements and sales invoices by 10 July.',
          edit:
            'Hi, your VAT return for the quarter to 30 June must be filed and paid by 7 August, so ' +
            'please send your bank statements and sales invoices by 15 July.',
        },
        {
          task: 'Remind payroll clients that their employees need their P60s.',
          draft:
            'A reminder to all employers: every member of staff must have their P60 for 2024-25 by 6 ' +
            "April. We'll send yours over in the next few days.",
          reject: true,
          reason: 'P60s have to be with staff by 31 May. Please check dates against HMRC before anything goes out.',
        },
        {
          task: 'Remind director clients who have company cars about the P11D forms.',
          draft:
            'If you had a company car or other perks last year, your P11D needs to be with HMRC by 31 ' +
            'January along with your personal tax return.',
          edit:
            "If you had a company car or other perks last year, the company's P11D forms need to be " +
            'with HMRC by 6 July, and the National Insurance the company owes on them is payable by ' +
            "22 July. We'll prepare the forms for you.",
          reason: 'P11Ds are due on 6 July; they are nothing to do with the January return.',
        },
        {
          task: 'Remind landlord clients about the tax payment due in the summer.',
          draft:
            'Landlords: your second payment on account for 2024-25 is due on 31 January, so make sure ' +
            'the money is there.',
          edit:
            'Landlords: your second payment on account for 2024-25 is due on 31 July 2025. Your ' +
            "statement from HMRC shows the amount; if you're not sure what it is, ask us.",
          reason: 'The second payment on account is 31 July; January is the first one and the balance.',
        },
      ],
    },
    {
      id: 'reminder-penalty-threats',
      goal: 'reminders',
      corrections: [
        {
          task: 'Send the October reminder to self-assessment clients who have not booked their year-end appointment.',
          draft:
            'Time is running out! Every year HMRC fines thousands of people who leave it too late, ' +
            "and once you're on their radar it's very hard to get off it. Book your appointment now.",
          edit:
            "We're now booking year-end appointments for self-assessment clients. If you haven't " +
            'booked yours yet, please choose a time using the link below. The earlier we see your ' +
            'paperwork, the less of a rush it is in January.',
          reason: 'Reminders should nudge, not frighten. Leave out the fines and the "radar".',
        },
        {
          task: 'Remind VAT clients whose records for the September quarter are still missing.',
          draft:
            'Please send your records immediately. Late VAT returns now attract penalty points and ' +
            'interest, and HMRC have the power to take money straight from your bank account.',
          reject: true,
        },
        {
          task: "Chase payroll clients who have not sent this month's hours.",
          draft:
            "If we don't get the hours by Thursday, your staff won't be paid on time and HMRC will " +
            'penalise you for a late submission.',
          edit:
            "Could you send this month's hours by Thursday, please? That gives us time to run payroll " +
            'so your staff are paid on the usual date.',
        },
        {
          task: 'Remind limited company clients to send their year-end paperwork.',
          draft:
            "Don't let Companies House strike your company off! Late accounts mean automatic fines " +
            "starting at £150, and they double if you're late two years running.",
          reject: true,
          reason: 'Scare tactics again. Just say what we need and by when.',
        },
        {
          task: 'Send landlords a reminder to send in their rental statements.',
          draft:
            'HMRC are targeting landlords this year, so anyone who is slow with their paperwork is ' +
            'risking a serious investigation. Send us your rental statements today.',
          edit:
            'Please send us your rental statements and any receipts for repairs or letting fees for ' +
            "the year to 5 April 2025. We'll be in touch if anything is missing.",
          reason: 'No need to bring HMRC crackdowns into a paperwork reminder.',
        },
      ],
    },
    {
      id: 'fee-before-review',
      goal: 'enquiries',
      corrections: [
        {
          task:
            'Reply to an enquiry from a self-employed plasterer who wants someone to do his ' +
            'bookkeeping every month.',
          draft:
            'Hi Dean, monthly bookkeeping is £95 a month, fixed, and we can start straight away. Kind ' +
            'regards, Sam',
          edit:
            'Hi Dean, thanks for your enquiry; we do monthly bookkeeping for a number of trades. The ' +
            'fee depends on how many transactions you have and how you keep your receipts, so could ' +
            "you send us a couple of recent bank statements? We'll then give you a fixed monthly " +
            'quote. Kind regards, Sam',
          reason: "Don't quote until we know the volume of transactions.",
        },
        {
          task: 'Reply to a couple who own four rental houses jointly and are looking for a new accountant.',
          draft:
            'Hello Mr and Mrs Adeyemi, for four properties held jointly our fee would be £600 for ' +
            'both of your returns. Kind regards, Sam',
          reject: true,
        },
        {
          task:
            'Answer a message from a one-person limited company (a software consultant) asking about ' +
            'our annual package.',
          draft:
            'Hi Tomasz, our annual package for one-person companies is £1,200 a year, covering the ' +
            'accounts, corporation tax, payroll and your personal return. Kind regards, Sam',
          edit:
            'Hi Tomasz, thanks for getting in touch. We offer annual packages for one-person ' +
            "companies covering the accounts, the company's tax return, payroll and your own tax " +
            "return. Once we've had a short chat about how the company runs and what you'd like us to " +
            "do, we'll send you a fixed quote. Would next Tuesday suit? Kind regards, Sam",
        },
        {
          task:
            "Reply to a woman whose elderly mother's tax returns are two years late and who asks what " +
            'we would charge.',
          draft: 'Hi Susan, we charge £220 per year, so £440 to bring your mum up to date. Kind regards, Sam',
          edit:
            "Hi Susan, we can certainly help your mum get up to date. Before giving a price we'd like " +
            'to see what paperwork there is, such as her pension statements and any letters from ' +
            'HMRC. Could you bring them in, or send them through our portal? Kind regards, Sam',
          reason: 'Late returns can be simple or a real mess. We see the papers first, then quote.',
        },
        {
          task: 'Reply to a Facebook comment asking "how much for a tax return?"',
          draft: 'Tax returns from just £150! Message us to get started.',
          edit:
            "Our fees depend on what's involved, so we don't post a one-size price. Send us a message " +
            "with a little about your situation and we'll come back to you with a quote.",
          reason: 'Even a "from" price in public sets expectations. We quote once we know the situation.',
        },
      ],
    },
    {
      id: 'other-client-confidential',
      goal: 'client-emails',
      corrections: [
        {
          task: 'Reply to Martin Cole, who asks if we can recommend a good electrician.',
          draft:
            "Hi Martin, try Rob Keane. He's a client of ours and he's had a really good year, so he's " +
            'clearly busy and reliable. Thanks, Sam',
          edit:
            "Hi Martin, I'm afraid we don't make recommendations between clients, but the NICEIC " +
            'register is a good place to find a qualified electrician near you. Thanks, Sam',
          reason: "Don't reveal who our clients are or how their business is doing.",
        },
        {
          task:
            'Answer Fiona Lake, who is divorcing and asks whether her husband, also a client, has ' +
            'filed his return yet.',
          draft: "Hi Fiona, yes, Paul's return went in last month, and he had a bit to pay. Thanks, Sam",
          reject: true,
          reason: "We can't tell Fiona anything about Paul's affairs. Separate clients, separate confidentiality.",
        },
        {
          task: 'Send Jas Sandhu the draft accounts for his takeaway.',
          draft:
            "Hi Jas, your draft accounts are attached. I've also attached last year's accounts for " +
            'the Golden Wok on Dereham Road so you can see how a similar takeaway compares. Thanks, ' +
            'Sam',
          reject: true,
        },
        {
          task:
            'Reply to landlord Colin West, who asks how much rent other landlords on our books are ' +
            'charging in NR2.',
          draft:
            'Hi Colin, from what our other landlords declare, two-bed flats in NR2 are going for ' +
            '£1,050 to £1,150 a month; Mrs Hart gets £1,100 for hers on Earlham Road. Thanks, Sam',
          edit:
            "Hi Colin, I'm afraid we can't share information from other clients' returns. A local " +
            'letting agent or the rental listings online would give you a good sense of current rents ' +
            'in NR2. Thanks, Sam',
        },
        {
          task: 'Email Amy Fox to say her tax return is ready to sign.',
          draft:
            'Hi Amy, your return is ready to sign; the link is below. By the way, your neighbour Lisa ' +
            'Grant has just joined us too. Small world! Thanks, Sam',
          edit:
            'Hi Amy, your return is ready to sign; the link is below. Let me know if you have any ' +
            'questions. Thanks, Sam',
          reason: 'Never mention who else is a client, even in passing.',
        },
      ],
    },
    {
      id: 'newsletter-emoji',
      goal: 'newsletter',
      corrections: [
        {
          task: 'Newsletter item reminding readers that the tax year ends on 5 April.',
          draft:
            "🚨 Tax year end alert!!! 🚨 5 April is nearly here, so now's the time to think about your " +
            'ISA and your pension 💰💰',
          edit:
            "The tax year ends on 5 April. If you have savings or pension contributions in mind, it's " +
            "worth thinking about them before then. Talk to us if you'd like to check where you " +
            'stand.',
          reason: 'No sirens, money bags or triple exclamation marks in the newsletter.',
        },
        {
          task: 'Newsletter item announcing our new evening appointments.',
          draft: "Guess what?! 🌙✨ We're now open late on Wednesdays!!! Pop in after work 😊",
          edit:
            'We now offer evening appointments on Wednesdays until 7pm, for clients who find it hard ' +
            'to get to us during the working day. Call or email Sam to book.',
        },
        {
          task: 'Newsletter item welcoming the clients who joined us in the autumn.',
          draft: 'A massive welcome to all our newbies!!! 🎉🥳 So so happy to have you on board 💚',
          edit:
            'A warm welcome to everyone who has joined us this autumn. If you have any questions ' +
            'about how we work, Sam is always happy to help.',
          reason: 'Tone it down: one welcome, no emoji.',
        },
        {
          task: 'Newsletter item about the free Xero drop-in session in March.',
          draft:
            "Xero confusing you? 🤯 We've got you!! 👊 Drop-in session on 14 March, bring your laptop 💻 " +
            'and your questions ❓❓',
          edit:
            'Not sure how to get the most out of Xero? Bring your laptop and your questions to our ' +
            'free drop-in session on 14 March, from 10am to 12pm, at our office.',
        },
        {
          task: 'Sign-off for the summer issue of the newsletter.',
          draft: "That's all folks!!! ☀️🍦 Have the BEST summer ever and we'll catch you on the flip side 😎✌️",
          edit:
            "That's all for this issue. We hope you have a good summer, and we'll be in touch again " +
            'in the autumn. Priya and Sam',
          reason: 'Sign off plainly, without emoji, capitals or slang.',
        },
      ],
    },
    {
      id: 'definite-advice-no-facts',
      goal: 'enquiries',
      corrections: [
        {
          task:
            'Reply to a man on the contact form asking whether he should be self-employed or set up a ' +
            'limited company for his new plumbing business.',
          draft: "Hi Ryan, go limited. You'll pay much less tax as a director taking dividends. Kind regards, Sam",
          edit:
            'Hi Ryan, whether a limited company makes sense depends on your expected profit, how much ' +
            "you need to draw and your plans, so it isn't a one-line answer. We offer a free " +
            '30-minute chat where we can run the numbers both ways. Would that help? Kind regards, ' +
            'Sam',
          reason: "We don't say which structure is best without the numbers.",
        },
        {
          task:
            'Answer a woman who has been given shares by her employer and asks whether she will pay ' +
            'tax when she sells them.',
          draft:
            'Hello Mrs Bright, no, gains on employee shares are tax-free, so you can sell whenever ' +
            'you like. Kind regards, Sam',
          reject: true,
          reason: 'It depends entirely on the scheme and the size of the gain. Never a flat yes or no by email.',
        },
        {
          task: 'Reply to an Airbnb host asking whether the income from her spare room is tax-free.',
          draft:
            "Hi Kim, yes, under rent-a-room the first £7,500 is completely tax-free, so you don't " +
            'need to declare anything. Thanks, Sam',
          edit:
            'Hi Kim, there is a relief for letting a furnished room in your own home, but whether it ' +
            'covers your Airbnb lets depends on how the room is let and whether you live there at the ' +
            "time. If you tell us a bit more, we'll let you know what applies and whether you need to " +
            'file a return. Thanks, Sam',
        },
        {
          task:
            'Reply to a retired teacher who asks if she needs to file a tax return now she has ' +
            'started selling her paintings.',
          draft:
            "Hi Margaret, no need. Hobby income under £1,000 is exempt, so you won't need to file " +
            'anything. Thanks, Sam',
          edit:
            "Hi Margaret, that depends on a few things, including how much you're selling and whether " +
            'you have other income that HMRC already ask you to report. Could you tell us roughly ' +
            "what you've sold this year? We'll then tell you whether you need to do anything. Thanks, " +
            'Sam',
          reason: "We need to know her income before saying she doesn't have to file.",
        },
      ],
    },
    {
      id: 'insecure-document-request',
      goal: 'client-emails',
      corrections: [
        {
          task: 'Ask new client Harriet Dunn for proof of identity for our anti-money-laundering checks.',
          draft:
            'Hi Harriet, could you just reply to this email with a photo of your passport and a ' +
            'recent utility bill? Thanks, Sam',
          edit:
            'Hi Harriet, as part of our standard identity checks, could you upload a photo of your ' +
            'passport and a recent utility bill through our secure client portal? The link is below. ' +
            "Please don't send them by email. Thanks, Sam",
          reason: 'ID documents go through the portal, never plain email.',
        },
        {
          task: 'Ask Mr Obi for his bank details so we can set up the direct debit for our fees.',
          draft:
            "Hi Mr Obi, please email me your sort code and account number and I'll set up the direct " +
            'debit. Thanks, Sam',
          reject: true,
        },
        {
          task: 'Ask client Leah Moran for access to her online banking so we can download her statements.',
          draft:
            'Hi Leah, the quickest way is to send us your online banking username and password and ' +
            "we'll download the statements ourselves. Thanks, Sam",
          reject: true,
          reason:
            'Never ask for bank login details. Ask her to download the statements or connect the bank ' +
            'feed in Xero.',
        },
        {
          task: "Request the payroll details for a new employee at Kathy's bakery.",
          draft:
            "Hi Kathy, please email us the new starter's National Insurance number, date of birth and " +
            'home address. Thanks, Sam',
          edit:
            "Hi Kathy, please upload the new starter's checklist, which includes their National " +
            "Insurance number, date of birth and address, to the secure portal. We'll set them up on " +
            "payroll once it's in. Thanks, Sam",
        },
        {
          task: 'Ask Tariq Aziz for access to his HMRC online account so we can check his tax position.',
          draft: 'Hi Tariq, could you text me your Government Gateway user ID and password? Thanks, Sam',
          edit:
            "Hi Tariq, we can see your tax account once you've authorised us as your agent. HMRC will " +
            'post you a code; when it arrives, please upload a photo of the letter to the portal. ' +
            "Please don't share your Gateway password with anyone, including us. Thanks, Sam",
          reason: "We never ask for a client's Gateway password. We use agent authorisation.",
        },
      ],
    },
    {
      id: 'overlong-emails',
      goal: 'client-emails',
      corrections: [
        {
          task: 'Tell Ellen Shaw we have received her payment for our invoice.',
          draft:
            "Dear Ellen, I hope this email finds you well and that you had a lovely weekend. I'm just " +
            'writing to let you know that we have now received your payment of £360 in respect of ' +
            'invoice LL-2291, which relates to the preparation and submission of your 2024-25 ' +
            'self-assessment tax return. We can confirm that the payment reached our account on ' +
            'Tuesday 14 January and has been allocated against the invoice in full, which means that ' +
            'there is now no outstanding balance on your account with us. If you have any questions ' +
            "at all about this invoice, your tax return or anything else, please don't hesitate to " +
            'get in touch with either myself or Priya, and we will be more than happy to help. Thank ' +
            'you once again for your prompt payment; it really is very much appreciated. With very ' +
            'best wishes, Sam',
          edit:
            "Hi Ellen, thanks, we've received your payment of £360 for invoice LL-2291, so your " +
            'account is now clear. Best wishes, Sam',
          reason: 'A payment receipt needs two lines, not two paragraphs.',
        },
        {
          task: "Confirm Gordon Wade's appointment for next Tuesday at 10am.",
          draft:
            'Dear Gordon, thank you very much for getting in touch with us to arrange a meeting. I am ' +
            'delighted to confirm that we have booked you in to see Priya at our office on Tuesday 18 ' +
            'March at 10am. The meeting will usually last around an hour, although this can vary ' +
            'depending on how much there is to discuss. In the meantime, it would be really helpful ' +
            'if you could gather together any paperwork you think might be relevant, such as bank ' +
            'statements, invoices, receipts, letters from HMRC and any previous tax returns, although ' +
            "please don't worry if you can't find everything, as we can always follow up afterwards. " +
            'Our office is on the first floor and there is a lift. If for any reason you need to ' +
            'change or cancel the appointment, please just let us know as soon as possible. We look ' +
            'forward to seeing you. Kind regards, Sam',
          edit:
            "Hi Gordon, you're booked in with Priya on Tuesday 18 March at 10am at our office. Bring " +
            'any recent bank statements and HMRC letters if you have them. See you then. Kind ' +
            'regards, Sam',
        },
        {
          task: 'Let Sally Price know her VAT return has been submitted.',
          draft:
            'Hi Sally, I wanted to let you know that your VAT return has now been submitted. As you ' +
            'may know, VAT returns summarise the VAT you have charged on your sales (output tax) and ' +
            'the VAT you have paid on your purchases (input tax), and the difference is what you ' +
            'either pay to HMRC or reclaim from them. For this quarter, your sales were higher than ' +
            'last quarter, mainly because of the wedding season, and your purchases were about the ' +
            'same, so the amount payable has gone up. The amount due is £3,140, which will be ' +
            'collected by direct debit. HMRC normally collect the payment a few working days after ' +
            'the due date, which for this quarter is 7 November. Please make sure there are enough ' +
            'funds in your account. If you have any questions about how VAT works or about this ' +
            'return, I would be very happy to explain further. Thanks, Sam',
          reject: true,
          reason: "Far too long. She just needs to know it's filed, how much, and when it will be taken.",
        },
        {
          task: 'Reply to Nick Ayres, who asks if we got the receipts he posted.',
          draft:
            'Hi Nick, thank you for your email and for sending your receipts through the post. I can ' +
            'confirm that your envelope arrived safely this morning, and I have had a quick look ' +
            'through the contents. It looks as though there are receipts for fuel, materials and ' +
            "tools, as well as a few for meals, which we'll look at more closely when we prepare your " +
            "return. We'll keep everything safe in your file and can post the originals back to you " +
            "once we've finished, or you're welcome to collect them from the office. If there is " +
            'anything else you think we might need, please send it over whenever it suits you. Thanks ' +
            'again, Sam',
          edit:
            "Hi Nick, yes, your receipts arrived this morning. We'll post the originals back once " +
            'your return is done. Thanks, Sam',
          reason: "Answer the question in a sentence; don't pad it out.",
        },
      ],
    },
    {
      id: 'promised-turnaround',
      goal: 'client-emails',
      corrections: [
        {
          task: 'Reply to Helen Forbes, who sent her paperwork on 27 January and asks when her return will be done.',
          draft: "Hi Helen, no problem at all, we'll have it done and filed by tomorrow. Thanks, Sam",
          edit:
            "Hi Helen, thanks for sending everything. We're very busy with January returns, but we'll " +
            "do our best to file yours before the 31st, and if we need anything else from you we'll " +
            'be in touch straight away. Thanks, Sam',
          reason:
            "Don't promise a day in late January. We can't guarantee it, and Priya checks every " +
            'return before it goes.',
        },
        {
          task: 'Answer Paul Reed, whose mortgage broker urgently needs his tax calculations for the last two years.',
          draft: "Hi Paul, I'll get those over to you within the hour. Thanks, Sam",
          reject: true,
        },
        {
          task: 'Reply to Bev Lister, who asks if her company accounts can be ready for a bank meeting on Friday.',
          draft: "Hi Bev, yes, they'll be ready by Thursday. Thanks, Sam",
          edit:
            "Hi Bev, we'll see what we can do. Priya needs to review the accounts before they go out, " +
            "so I'll check with her today and let you know by this afternoon whether Friday is " +
            'possible. Thanks, Sam',
        },
        {
          task: 'Tell Alan Pike when his payroll year-end will be processed.',
          draft:
            "Hi Alan, I'll process it first thing on Monday and everything will be with you by " +
            'lunchtime. Thanks, Sam',
          edit:
            "Hi Alan, we'll process your payroll year-end next week and send you the P60s as soon as " +
            "they're ready, well before the 31 May deadline. Thanks, Sam",
          reason: 'Give a realistic window rather than a specific hour.',
        },
        {
          task: 'Reply to a new client asking how quickly we can register her for VAT.',
          draft: "Hi Rachel, we'll have your VAT number for you by the end of the week. Thanks, Sam",
          edit:
            'Hi Rachel, we can submit your VAT registration this week. HMRC then issue the VAT ' +
            "number, which usually takes a few weeks, and we'll let you know as soon as it arrives. " +
            'Thanks, Sam',
          reason: "HMRC control the timing. Don't promise their turnaround.",
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'client-emails',
      task: 'Send Julie Marsh her engagement letter for the coming year.',
      draft:
        'Hi Julie, your engagement letter for the coming year is attached. Please print, sign and ' +
        'post it back to us. Thanks, Sam',
      edit:
        'Hi Julie, your engagement letter for the coming year is attached. You can sign it ' +
        'electronically using the link in the email from DocuSign. Thanks, Sam',
      reason: 'We switched to e-signing this year.',
    },
    {
      goal: 'newsletter',
      task: 'Newsletter item thanking clients for their referrals.',
      draft:
        "Thank you to everyone who has recommended us this year. As always, you'll receive a £50 " +
        'voucher for every new client you send our way.',
      edit:
        'Thank you to everyone who has recommended us this year. Referrals are how most of our ' +
        'new clients find us, and we really appreciate them.',
      reason: 'We ended the voucher scheme in September.',
    },
    {
      goal: 'enquiries',
      task: 'Reply to a recruitment agency offering to find us a trainee bookkeeper.',
      draft:
        "Hi Jordan, thanks for getting in touch. We'd be interested in hearing about candidates; " +
        'could you send over a few CVs? Kind regards, Sam',
      reject: true,
      reason: "We're not taking anyone on this year.",
    },
    {
      goal: 'reminders',
      task: 'Remind clients that our office phone number is changing.',
      draft:
        'Please note that from 1 March our office number will be 01603 496 210. The old number ' +
        'will stop working after that date.',
      edit:
        'Please note that from 1 March our office number will be 01603 496 218. The old number ' +
        'will keep working until the end of April.',
    },
    {
      goal: 'client-emails',
      task: 'Thank Grace Okoye for the flowers she sent after her return was filed.',
      draft: 'Hi Grace, thank you so much for the flowers. That was very kind of you. Best wishes, Sam',
      edit:
        "Hi Grace, thank you so much for the lovely flowers; they're brightening up reception and " +
        'Priya was very touched. Best wishes, Sam',
    },
    {
      goal: 'enquiries',
      task: 'Reply to BBC Radio Norfolk asking Priya for a comment on the Budget.',
      draft:
        "Hi Laura, Priya would be happy to comment on the Budget. She's free any time on " +
        'Wednesday or Thursday. Kind regards, Sam',
      edit:
        'Hi Laura, Priya would be happy to comment on the Budget. She can do Thursday morning ' +
        'before 11am. Kind regards, Sam',
      reason: 'She is with clients all day Wednesday.',
    },
  ],
};
