// Written independently by a helper who had not seen the product's code, its tuning sets or any other set, before
// it was ever measured. Business: a one-person private tutoring service (Claire, maths and science, ages 11-18,
// online and in person, exam preparation, holiday group revision courses). Goals: parent replies, social posts,
// reminders. Classes: grade-guarantee, invented-offers, out-of-scope-subjects (parent replies); naming-students,
// emoji-hype, team-voice (social posts); cancellation-policy, messaging-the-child, overlong-reminders (reminders).
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_H: PromotionSet = {
  name: 'held-out H',
  classes: [
    {
      id: 'grade-guarantee',
      goal: 'parent replies',
      corrections: [
        {
          task:
            'Reply to an email from Sarah, whose son Oliver (Year 11) got a 4 in his maths mock; she asks if ' +
            'tutoring can get him to a 6 by the summer',
          draft:
            'Hi Sarah,\n\nThanks so much for getting in touch! With weekly sessions from now until the summer I can ' +
            'guarantee Oliver will reach a grade 6 - most of my students go up at least two grades. I have Tuesday ' +
            'at 5pm or Thursday at 6pm free at the moment.\n\nBest wishes,\nClaire',
          edit:
            'Hi Sarah,\n\nThanks for getting in touch. Going from a 4 to a 6 by the summer is a realistic thing to ' +
            "aim for with weekly sessions, and I'd start by finding exactly where Oliver is dropping marks. I " +
            "can't promise a particular grade, but I'll keep you updated on how he's getting on. I have Tuesday " +
            'at 5pm or Thursday at 6pm free at the moment.\n\nBest wishes,\nClaire',
          reason: 'Never promise a grade.',
        },
        {
          task: 'Reply on WhatsApp to Mark, whose daughter Jess got a 3 in GCSE maths and is resitting in November',
          draft:
            "Hi Mark, sorry to hear about the results. Don't worry though - resits are very manageable and Jess " +
            'will definitely pass in November if she does sessions with me. Shall I put her in for Mondays?',
          edit:
            "Hi Mark, sorry to hear about the results, that's a tough one. A 3 means she's not far off, and lots " +
            "of students do well in the November resit. I'd be happy to work with Jess - would Mondays at 4.30 suit?",
        },
        {
          task:
            'Reply to an enquiry from the mum of a Year 13 girl who needs an A in A-level maths for her AAB ' +
            'university offer',
          draft:
            "Dear Mrs Okafor,\n\nThank you for your message. I'm confident that together we can secure the A that " +
            'Grace needs for her offer. My results speak for themselves: every one of my A-level students last ' +
            'year achieved their target grade. I currently have availability on Wednesday evenings.\n\nKind ' +
            'regards,\nClaire',
          reason: "Can't tell her we'll secure the A. And the \"every student hit their target\" bit isn't true.",
        },
        {
          task:
            'Answer a parent who asks whether the three-morning Easter revision course will be enough for his ' +
            'son to pass GCSE physics',
          draft:
            'Absolutely! The Easter course covers everything on the AQA physics paper, so if Callum comes to all ' +
            "three mornings he'll be fully prepared to pass in the summer.",
          edit:
            "It'll help a lot - the three mornings focus on the topics students find hardest on the AQA paper, and " +
            "Callum will go home with past-paper practice to keep going with. Whether it's enough on its own " +
            'really depends on how much he does between now and May, to be honest.',
          reason: "too strong, I can't say he'll pass",
        },
        {
          task:
            'Reply to a worried mum of a Year 9 boy who is struggling with maths and asks if it can be sorted ' +
            'before he starts his GCSE course',
          draft:
            "Hi Lucy, please don't worry - this is really common in Year 9. I'll have his maths sorted by " +
            "September and he'll be on track for a 7 or above by the time he sits his GCSEs. Would you like to " +
            'book a first session next week?',
          edit:
            "Hi Lucy, please don't worry - this is really common in Year 9, and it's a good time to tackle it. " +
            "I'd like to spend the first session seeing where the gaps are and then we can make a plan together. " +
            'Would next Wednesday at 5 work?',
          reason: "I haven't even met him yet. No predicting grades please",
        },
      ],
    },
    {
      id: 'invented-offers',
      goal: 'parent replies',
      corrections: [
        {
          task: 'Reply to a parent asking about prices for GCSE chemistry tutoring for her daughter Amelia',
          draft:
            'Hi Rachel,\n\nThanks for your message! My rate is £45 an hour for sessions at my home in Caversham. ' +
            "The first lesson is completely free, so Amelia can see whether we're a good fit before you commit." +
            '\n\nBest wishes,\nClaire',
          edit:
            'Hi Rachel,\n\nThanks for your message. My rate is £45 an hour for sessions at my home in Caversham, or ' +
            "£40 online. I don't do free lessons, but I'm happy to have a quick 15-minute call first so you can " +
            "ask anything and we can see if it's a good fit.\n\nBest wishes,\nClaire",
          reason: 'No free trial lessons - offer the free 15 min call.',
        },
        {
          task: 'Reply to a mum who wants tutoring for both her children, one in Year 8 and one in Year 11',
          draft:
            "Hi Nadia, lovely to hear from you! I'd be glad to work with both of them. As you're booking for two, " +
            "I'll knock 10% off each session. I could do them back to back on Thursdays from 4pm if that helps.",
          edit:
            "Hi Nadia, lovely to hear from you. I'd be glad to work with both of them - I could do them back to " +
            "back on Thursdays, 4pm and 5pm, so it's just one trip for you. It's £45 per hour-long session.",
        },
        {
          task: 'Reply to a parent who says another local tutor charges £35 an hour and asks if Claire can match it',
          draft:
            "Hi Dan, I completely understand, it all adds up! I'd be happy to match that and do £35 an hour for " +
            "Ben. Let me know which day suits and I'll get him booked in.",
          reason: "I don't price match. Keep it at £45, be polite about it, and say what they get for it.",
        },
        {
          task: 'Reply to an enquiry about the summer holiday GCSE maths revision course',
          draft:
            'Hi Fiona, the summer course runs over three mornings, 9.30 to 12.30, with a maximum of six students. ' +
            "It's £120 in total, but there's an early bird price of £99 if you book before the end of June!",
          edit:
            "Hi Fiona, the summer course runs over three mornings, 9.30 to 12.30, in a group of six at most. It's " +
            "£120 for all three mornings. Just let me know if you'd like me to hold a place for Toby.",
          reason: 'there is no early bird price',
        },
        {
          task: 'Reply to a dad who asks if he can pay for ten sessions in advance',
          draft:
            "Hi Steve, of course! If you pay for ten sessions upfront, the tenth one is on me - so it's £405 " +
            "instead of £450. I'll send the bank details over.",
          reject: true,
        },
      ],
    },
    {
      id: 'out-of-scope-subjects',
      goal: 'parent replies',
      corrections: [
        {
          task: 'Reply to a parent asking if Claire can help her son with A-level chemistry as well as A-level maths',
          draft:
            'Hi Helen, yes, I can definitely help with both! We could do an hour of maths and an hour of chemistry ' +
            'each week - Tuesdays and Thursdays are both free at 6pm.',
          edit:
            "Hi Helen, I'd be glad to help with the maths. For A-level chemistry I'm not the right person, as I " +
            'only teach chemistry up to GCSE, but I can pass on the details of a chemistry tutor I trust. ' +
            'Tuesdays at 6pm are free for maths.',
          reason: "I don't teach A-level chemistry",
        },
        {
          task: 'Reply to the parent of a Year 5 girl asking about 11+ preparation for the grammar school exam',
          draft:
            "Hi Jo, I'd love to help Poppy get ready for the 11+! I cover the maths and non-verbal reasoning papers " +
            'and can start this term so she has plenty of time before September.',
          reason: "I don't do 11+ or primary at all, only from Year 7. Say no kindly.",
        },
        {
          task: 'Reply to a dad whose daughter has just started Year 12 and is finding Further Maths hard',
          draft:
            'Hi Paul, Further Maths is no problem at all - I can cover the Core Pure content as well as the ' +
            'Mechanics and Statistics options. When would be a good time to start?',
          edit:
            "Hi Paul, I teach A-level Maths but not Further Maths, so I wouldn't be the best fit for the Core Pure " +
            "side of things. If the normal maths course is also a struggle, I'd be happy to help with that.",
        },
        {
          task:
            'Reply to a parent whose son already has maths sessions with Claire and who asks if she could add ' +
            'some help with GCSE English',
          draft:
            'Of course! I can add half an hour of English on to the end of each maths session - we could look at ' +
            'his Macbeth essay first.',
          edit:
            "I'm afraid I only teach maths and science, so English isn't something I can help with. Happy to ask " +
            'around for an English tutor if that would be useful.',
          reason: 'maths and science only',
        },
        {
          task:
            'Reply to a mum whose son is in his first year of an engineering degree and struggling with the ' +
            'maths modules',
          draft:
            'Hi Mandy, yes, I can help with university-level maths. We could do online sessions around his ' +
            'lecture timetable, going through his problem sheets each week.',
          edit:
            'Hi Mandy, thanks for thinking of me. I only tutor up to A-level, so first-year engineering maths is ' +
            "beyond what I offer - his university's maths support centre would be a good first stop.",
          reason: 'up to A level only. not uni',
        },
      ],
    },
    {
      id: 'naming-students',
      goal: 'social posts',
      corrections: [
        {
          task: 'Write a Facebook post for GCSE results day',
          draft:
            'So proud of all my students today! 🎉 Special shout-out to Ethan Clarke, who went from a 4 to a 7 in ' +
            'maths, and to Lily from Highdown who got 9s in all three sciences. All that hard work paid off!',
          edit:
            'So proud of all my students today! 🎉 One of my Year 11s went from a 4 to a 7 in maths, and another ' +
            'got 9s in all three sciences. All that hard work really paid off.',
          reason: 'no names or schools, ever',
        },
        {
          task: 'Write an Instagram post about the first morning of the Easter revision course',
          draft:
            'Great first morning of the Easter revision course! Thanks to Maisie, Jack, Aryan and Sophie for ' +
            'working so hard on simultaneous equations. Tomorrow: circle theorems!',
          edit:
            'Great first morning of the Easter revision course - a lovely focused group working hard on simultaneous ' +
            'equations. Tomorrow: circle theorems!',
        },
        {
          task: 'Write a post sharing a testimonial a parent sent by email',
          draft:
            '"Claire has transformed Harry\'s confidence in physics - he got an 8!" - Jo Baker, mum of Harry ' +
            '(Year 11, Reading Blue Coat)\n\nThank you Jo, this made my week!',
          edit:
            '"Claire has transformed my son\'s confidence in physics - he got an 8!" - J.B., parent of a Year 11 ' +
            'student\n\nThank you, this made my week!',
          reason: 'Jo said I could use the quote but not his name. Initials only and no school.',
        },
        {
          task: 'Write a post for A-level results day',
          draft:
            "Massive congratulations to Priya, who's off to study Medicine at Bristol after getting an A* in " +
            'A-level maths! I knew you could do it. 💛',
          reason: "Can't post about a student's uni place without asking the family first. Leave it out.",
        },
        {
          task: 'Write a "day in the life of a tutor" post for a quiet week',
          draft:
            'A day in my life: started with Noah (Year 9), who finally cracked fractions, then an online session ' +
            'with a Year 13 from Kendrick getting ready for her mock on Friday, then a chemistry session with a ' +
            "lad who's been really anxious about his exams.",
          edit:
            'A day in my life: fractions with a Year 9 who finally cracked them, mock prep with a Year 13 online, ' +
            'and an evening of chemistry. Busy but good!',
          reason: 'too identifiable, people know each other round here',
        },
      ],
    },
    {
      id: 'emoji-hype',
      goal: 'social posts',
      corrections: [
        {
          task: 'Write an Instagram post announcing the dates of the Easter GCSE maths revision course',
          draft:
            '🚨🚨 EASTER REVISION IS HERE!!! 🚨🚨 Get exam-ready with my SUPER intensive GCSE maths course 🔥📚💯 ' +
            'Tue-Thu 8-10 April, 9.30-12.30. Only £120!! Book NOW 👇👇 #GCSE #Maths #Revision #ExamSeason ' +
            '#StudyMotivation #Tutor #Reading #PassYourExams',
          edit:
            'Easter revision course for GCSE maths: 8-10 April, 9.30-12.30 each morning, small groups of up to six. ' +
            '£120 for all three mornings. Message me to book a place. #GCSEmaths',
          reason: "Tone it right down, it's parents who read these.",
        },
        {
          task: 'Write a Facebook post with a quick tip on when to use the sine rule and when to use the cosine rule',
          draft:
            "TRIG TIP TIME!!! 🤓📐✨ Struggling with sine vs cosine rule?? 😱 Here's the SECRET 🔑👇 If you've got " +
            "a pair (a side AND its opposite angle) ➡️ SINE RULE!! 🙌 No pair? ➡️ COSINE RULE!! 💥 You're welcome " +
            '😎 #MathsHacks #GCSE',
          edit:
            'Quick trig tip: sine rule or cosine rule? Look for a pair - a side and the angle opposite it. If you ' +
            "have a pair, use the sine rule. If you don't, it's the cosine rule.",
        },
        {
          task: 'Write a post wishing students luck the evening before their first GCSE maths paper',
          draft:
            "GOOD LUCK TO ALL MY AMAZING STUDENTS TOMORROW!!! 🍀🍀🍀 YOU'VE GOT THIS!!! 💪💪🔥🔥 " +
            '#GCSE2025 #MathsExam #YouCanDoIt',
          reject: true,
        },
        {
          task: 'Write a post saying a new Wednesday online slot has opened up',
          draft:
            "✨ NEW SLOT ALERT ✨ I've got a Wednesday 6pm online slot free!!! 😍🙌 Perfect for GCSE or A-level " +
            'maths 💯 Be quick, these go FAST 🏃‍♀️💨 #Tutor #OnlineTutoring #Maths #GCSE #ALevel #Reading',
          edit:
            'I have a Wednesday 6pm online slot free from next week, suitable for GCSE or A-level maths. Drop me a ' +
            "message if you'd like to hear more.",
          reason: 'one emoji at most and none of the hashtag spam',
        },
        {
          task: 'Write a post with a photo of the revision cards Claire made for the periodic table topic',
          draft:
            'Periodic table revision cards are DONE!!! 🧪⚗️🔬 SO satisfying 😍😍 Who else LOVES a bit of ' +
            'chemistry?!?! 🙋‍♀️ #ChemistryIsFun #RevisionCards #GCSEScience',
          edit:
            "Periodic table revision cards, ready for this week's Year 10 chemistry sessions. Groups, periods and " +
            'trends - one card each.',
          reason: 'less shouty please',
        },
      ],
    },
    {
      id: 'team-voice',
      goal: 'social posts',
      corrections: [
        {
          task: 'Write a Facebook post introducing the tutoring service to local parents at the start of September',
          draft:
            'Welcome to Whitfield Tutoring! Our friendly team of qualified tutors supports students aged 11-18 in ' +
            'maths and science, both online and in person. Get in touch with us to find out more!',
          edit:
            "Hi, I'm Claire - a qualified maths and science teacher, and I tutor students aged 11-18 online and at " +
            'my home in Caversham. If your child could use some support this year, do get in touch.',
          reason: "It's just me, there is no team!",
        },
        {
          task: 'Write a post advertising the October half-term revision mornings',
          draft:
            'Our tutors will be running GCSE maths and science revision mornings over October half-term. Our small ' +
            'groups mean every student gets the attention they need. Book with us today!',
          edit:
            "I'm running GCSE maths and science revision mornings over October half-term. Groups are six at most, " +
            'so everyone gets proper attention. Message me to book.',
        },
        {
          task: 'Write a post on why families might choose a private tutor',
          draft:
            'Why choose Whitfield Tutoring? We match every student with the tutor who best suits their learning ' +
            "style, and our team regularly reviews progress to make sure they're on track.",
          reason: "There's nobody to match them with, I'm the only tutor. This makes me sound like an agency.",
        },
        {
          task: 'Write a post reassuring parents about safeguarding and DBS checks',
          draft:
            "Your child's safety is our top priority. All our staff hold an enhanced DBS certificate and our " +
            'safeguarding policy is available on request.',
          edit:
            "Your child's safety matters to me. I hold an enhanced DBS certificate (on the update service) and " +
            "I'm happy to share my safeguarding policy with any parent who asks.",
          reason: 'write it as me, not a company',
        },
        {
          task: 'Write a post about how online lessons work',
          draft:
            "Can't make it to us in person? Our online classroom uses Zoom and a shared whiteboard, so lessons feel " +
            'just like being in the room. Contact our office to set up a session.',
          edit:
            "Can't get to Caversham? I teach online on Zoom with a shared whiteboard, so it works much like being " +
            'in the room together. Just message me to set up a session.',
          reason: '"our office" is my kitchen table. First person please',
        },
      ],
    },
    {
      id: 'cancellation-policy',
      goal: 'reminders',
      corrections: [
        {
          task: "Send a reminder to Sarah about Oliver's in-person maths session tomorrow at 5pm",
          draft:
            "Hi Sarah, just a reminder that Oliver's maths session is tomorrow (Tuesday) at 5pm at mine. If " +
            "anything comes up, let me know any time before the lesson and we'll rearrange, no charge. Claire",
          edit:
            "Hi Sarah, just a reminder that Oliver's maths session is tomorrow (Tuesday) at 5pm at mine. If you " +
            'need to rearrange, please let me know by 5pm today - after that I do have to charge. Thanks, Claire',
          reason: "24 hrs notice or it's charged",
        },
        {
          task: "Send Mark a reminder for Jess's weekly online session on Monday with the Zoom link",
          draft:
            'Hi Mark, a reminder that Jess has her session on Monday at 4.30 on Zoom (same link as usual). If she ' +
            "isn't feeling up to it on the day, just drop me a message and we'll skip this week. Claire",
          edit:
            'Hi Mark, a reminder that Jess has her session on Monday at 4.30 on Zoom (same link as usual). Any ' +
            'changes, please let me know by Sunday 4.30. Thanks, Claire',
        },
        {
          task: 'Send a reminder to parents that the Easter revision course starts on Tuesday',
          draft:
            'Hi all, just a reminder that the Easter revision course starts on Tuesday at 9.30. Please bring a ' +
            "scientific calculator and a pencil case. If your child can't make it after all, let me know and I'll " +
            'refund you in full.',
          edit:
            'Hi all, just a reminder that the Easter revision course starts on Tuesday at 9.30. Please bring a ' +
            'scientific calculator and a pencil case. If your child can no longer come, let me know and I can move ' +
            'their place to the summer course.',
          reason: "Course fees aren't refundable. Offer to move them to the summer course instead.",
        },
        {
          task: "Send a reminder to Karen for Josh's Saturday session; she has mentioned a possible football clash",
          draft:
            'Hi Karen, reminder that Josh is booked in for Saturday at 10am. No pressure at all about the football - ' +
            'if the match goes ahead, you can just cancel on the morning. Claire',
          reason: 'Morning of is too late, I need 24 hours. Redo it.',
        },
        {
          task: 'Send a start-of-term message to all parents confirming that weekly sessions restart',
          draft:
            'Happy New Year! Sessions restart the week of 8 January at your usual times. As always, cancellations ' +
            'are free - I know how busy family life gets!',
          edit:
            'Happy New Year! Sessions restart the week of 8 January at your usual times. Just a reminder that I need ' +
            "24 hours' notice to cancel or move a session, otherwise it's charged in full.",
          reason: 'Where has this come from?? Under 24h is charged in full.',
        },
      ],
    },
    {
      id: 'messaging-the-child',
      goal: 'reminders',
      corrections: [
        {
          task: "Send a reminder for Josh's (Year 10) session tomorrow at 4.30",
          draft: "Hey Josh! 👋 See you tomorrow at 4.30 - don't forget your calculator this time! Claire",
          edit:
            "Hi Karen, just a reminder that Josh's session is tomorrow at 4.30. Could you remind him to bring his " +
            'calculator? Thanks, Claire',
          reason: 'Reminders go to the parent, not the kid.',
        },
        {
          task:
            "Send a reminder to Mrs Ahmed about Zainab's (Year 12) online session on Thursday and the homework " +
            'she needs to finish',
          draft:
            "Hi Mrs Ahmed, a reminder that Zainab's session is on Thursday at 6pm on Zoom. She has the " +
            "differentiation exercise to finish. If it's easier, Zainab could send me her mobile number and I can " +
            'message her directly about homework.',
          edit:
            "Hi Mrs Ahmed, a reminder that Zainab's session is on Thursday at 6pm on Zoom. Could she finish the " +
            'differentiation exercise before then? Many thanks, Claire',
          reason: "I don't take students' own numbers. Everything goes through parents.",
        },
        {
          task: 'Send a reminder to parents the week before the summer revision course, with the worksheets',
          draft:
            "Hi everyone, looking forward to seeing the students next Monday! I've set up a WhatsApp group for " +
            'all of them so they can get to know each other and I can send the worksheets straight to them.',
          reason: 'No group chats with students. Worksheets go to parents by email.',
        },
        {
          task: "Send a reminder about homework that was not handed in last week, before Thursday's session",
          draft:
            "Hi Ellie, you didn't send your homework over last week - please could you get it done before " +
            'Thursday so we can go through it? Thanks! Claire',
          edit:
            "Hi Tom, just a quick one - Ellie's homework from last week didn't come through. Could she bring it " +
            'on Thursday so we can go through it together? Thanks, Claire',
        },
        {
          task: "Send a reminder that a practice mock paper will be sent before Friday's session",
          draft:
            "Hi Priya, I'll send Arjun the practice paper tonight - I'll just DM it to him on Instagram so he has " +
            'it on his phone. See you Friday!',
          edit:
            "Hi Priya, I'll email the practice paper over to you tonight for Arjun to do before Friday. See you " +
            'then!',
          reason: 'parents only',
        },
      ],
    },
    {
      id: 'overlong-reminders',
      goal: 'reminders',
      corrections: [
        {
          task: "Send a reminder for Thursday's online physics session",
          draft:
            "Hi Emma,\n\nI hope you've all had a lovely week! I just wanted to drop you a quick message to remind " +
            "you that Sam's physics session is this Thursday at 5pm on Zoom. This week I'm planning to go over " +
            'electricity, especially series and parallel circuits, as that came up as a weak spot in his last ' +
            'test. It would be really helpful if he could have his exercise book, a calculator and a quiet space ' +
            "ready, and maybe check his internet connection beforehand. As always, please don't hesitate to get " +
            'in touch if you have any questions at all.\n\nWarm wishes,\nClaire',
          edit: "Hi Emma, reminder that Sam's physics session is Thursday at 5pm on Zoom. We'll do circuits. Claire",
          reason: "Way too long, it's a reminder.",
        },
        {
          task: "Send a reminder for a new student's first in-person session on Monday",
          draft:
            'Dear Mr and Mrs Hughes,\n\nI am so looking forward to meeting Freya on Monday! Just to remind you, ' +
            'her first session is at 4pm at my home, 14 Briants Avenue in Caversham. In this first session I ' +
            'like to get to know the student, find out how they feel about maths, look at some recent work and ' +
            'do a short diagnostic activity, which is nothing to worry about! There is parking on the road ' +
            'outside, and you are very welcome to wait in the car or pop back at 5. I hope that all makes ' +
            'sense, and please let me know if there is anything at all you would like me to know beforehand.' +
            '\n\nWith best wishes,\nClaire Whitfield',
          edit:
            "Hi both, see you Monday at 4pm at 14 Briants Avenue, Caversham for Freya's first session. Parking on " +
            'the road outside, and pick-up at 5. Claire',
        },
        {
          task: "Send a reminder that March's invoice is due",
          draft:
            "Hi Nadia, I hope you're well and I'm so sorry to bother you with this! I just wanted to gently " +
            "mention that the invoice for March's sessions (8 sessions, £360) is now due. I completely " +
            "understand how easy it is for these things to slip through the net, and there's absolutely no " +
            "rush if things are tricky at the moment. The bank details are on the invoice, but I'm very happy to " +
            "resend it if that's helpful. Thank you so much, and thank you again for trusting me with the " +
            'children!\nClaire',
          edit:
            "Hi Nadia, a quick reminder that March's invoice (£360) is now due - bank details are on the invoice. " +
            'Thanks, Claire',
          reason: "Keep it short and don't apologise for asking to be paid.",
        },
        {
          task: 'Send a reminder asking Callum to bring his marked past paper on Wednesday',
          draft:
            "Hi Rob,\n\nI hope this finds you well. I wanted to get in touch ahead of Wednesday's session to ask " +
            'whether Callum could please bring along the past paper he completed for school last week, once it ' +
            'has been marked. Going through a marked paper together is one of the most useful things we can do ' +
            'at this stage, because it lets us see exactly which question types are losing him marks and build ' +
            "the next few sessions around that. If he cannot find it, that's fine, we will still have plenty to " +
            'do!\n\nBest wishes,\nClaire',
          reject: true,
        },
        {
          task: 'Send a reminder that there are no sessions during the May half-term week',
          draft:
            'Hi all,\n\nAs we head towards the end of what has been a very busy half-term with mocks and revision, ' +
            'I wanted to let you know that I will be taking a short break over half-term, so there will be no ' +
            'sessions in the week of 26 May. I hope everyone manages to get some rest, as it is so important ' +
            'for the brain to recharge before the final exams. Sessions will then resume as normal the ' +
            'following week at your usual times.\n\nThank you all,\nClaire',
          edit:
            'Hi all, no sessions in half-term (week of 26 May). Back to usual times the week after. Have a good ' +
            'break! Claire',
          reason: '2-3 lines max for reminders',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'parent replies',
      task: 'Reply to a parent asking how much online GCSE biology sessions cost',
      draft: 'Hi Anna, online sessions are £45 an hour and I have Friday at 4pm free. Best wishes, Claire',
      edit: 'Hi Anna, online sessions are £40 an hour and I have Friday at 4pm free. Best wishes, Claire',
    },
    {
      goal: 'social posts',
      task: 'Write a post reminding followers there are two places left on the Easter course',
      draft:
        'Two places left on my Easter GCSE maths revision course, 7-9 April, 9.30-12.30. £120 for all three ' +
        'mornings. Message me to book.',
      edit:
        'Two places left on my Easter GCSE maths revision course, 8-10 April, 9.30-12.30. £120 for all three ' +
        'mornings. Message me to book.',
      reason: 'dates are 8-10',
    },
    {
      goal: 'reminders',
      task: "Send a reminder for Dev's session on Wednesday at 6pm",
      draft: "Hi Mrs Patel, just a reminder that Dev's session is on Wednesday at 6pm. Thanks, Claire",
      edit: "Hi Raj, just a reminder that Dev's session is on Wednesday at 6pm. Thanks, Claire",
      reason: "It's his dad who books, Raj",
    },
    {
      goal: 'parent replies',
      task:
        "Reply to a parent asking whether Claire knows the exam board her daughter's school uses for " + 'GCSE science',
      draft:
        'Hi Kate, yes - Highdown use Edexcel for combined science, which I know well. We can work straight from ' +
        'their past papers.',
      edit:
        'Hi Kate, yes - Highdown use AQA for combined science, which I know well. We can work straight from their ' +
        'past papers.',
      reason: 'Highdown is AQA',
    },
    {
      goal: 'social posts',
      task: 'Write an Instagram post inviting parents to ask about autumn term availability',
      draft:
        'I have a few weekday slots free for the autumn term, for GCSE and A-level maths. Link in bio to find out ' +
        'more.',
      edit:
        'I have a few weekday slots free for the autumn term, for GCSE and A-level maths. Send me a message on ' +
        "here if you'd like to know more.",
    },
    {
      goal: 'reminders',
      task: "Send a reminder for Leo's online chemistry session on Tuesday",
      draft: "Hi Gemma, reminder that Leo's chemistry session is on Tuesday at 4pm on Zoom. Thanks, Claire",
      edit: "Hi Gemma, reminder that Leo's chemistry session is on Tuesday at 4.30 on Zoom. Thanks, Claire",
      reason: 'moved to 4.30 from this week',
    },
  ],
};
