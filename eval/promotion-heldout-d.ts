// HELD-OUT rule-promotion set D: written independently, by a helper who had not seen the learning code, the tuning
// sets, sets B and C or any figure, before it was ever measured; never tuned on.
// Two businesses (a small B&B, the Old Rectory, and a plumbing & heating firm, Pryce Plumbing & Heating) and
// nine mistake classes of their own: invented room features, key-safe codes, bossy house rules, tip requests,
// stock openers, the owner in the third person, exact arrival times, remarks on customers' homes, DIY gas work.
import type { PromotionSet } from './promotion.ts';

export const HELD_OUT_D: PromotionSet = {
  name: 'held-out D',
  classes: [
    {
      id: 'invented-amenities',
      goal: 'room-descriptions',
      corrections: [
        {
          task: 'Describe the Garden Room for the booking page',
          draft: 'The Garden Room is a bright double with a sea view and its own roll-top bath.',
          edit: 'The Garden Room is a bright double looking onto the walled garden, with a walk-in shower.',
        },
        {
          task: 'Write a short description of the house for a regional travel guide',
          draft: 'A Victorian rectory with six rooms, an indoor pool and free parking for every guest.',
          edit: 'A Victorian rectory with six rooms and space for four cars on the drive.',
          reason: 'we have no pool, only describe what is actually here',
        },
        {
          task: 'Describe the Attic Room',
          draft: 'Tucked under the eaves, the Attic Room has a king-size bed, air conditioning and a private balcony.',
          reason: "there's no balcony and no air con, don't make things up about the rooms",
        },
        {
          task: 'Write a blurb about breakfast at the Old Rectory',
          draft: 'Breakfast is served in the conservatory, and afterwards guests can unwind in our hot tub and sauna.',
          edit: 'Breakfast is served in the conservatory from 8 to 10, with eggs from the farm next door.',
          reason: 'Hot tub?? We have never had one. Stick to what the house really has',
        },
        {
          task: 'Describe the family room',
          draft: 'The family room sleeps four, with a games console for the children and a small gym down the hall.',
          reject: true,
        },
      ],
    },
    {
      id: 'access-codes',
      goal: 'guest-messages',
      corrections: [
        {
          task: 'Send a booking confirmation to a couple arriving in June',
          draft: 'Your stay from 12 to 14 June is confirmed. The key safe by the side door opens with 4417.',
          edit: 'Your stay from 12 to 14 June is confirmed. We will text you how to get in on the morning you arrive.',
          reason: 'never put the key safe code in an email',
        },
        {
          task: 'Reply to a guest asking how late they can arrive',
          draft:
            'Arrive whenever suits you; if we are out, the front door code is 2580 and your key is on the hall table.',
          edit: 'Arrive whenever suits you; if we are out, we will text you the way in that afternoon.',
        },
        {
          task: 'Write the pre-arrival message for the weekend guests',
          draft: 'Looking forward to Saturday! Parking is on the drive and the side gate code is 1966.',
          reason: 'codes only go out by text on the day, these messages get forwarded around',
        },
        {
          task: 'Answer a guest who asked whether we do self check-in',
          draft:
            'Yes, self check-in is easy: punch 7302 into the keypad at the back door and the room keys are inside.',
          edit: 'Yes, self check-in is easy: there is a keypad at the back door and we send you the number on the day.',
          reason: 'Do not write the keypad number down anywhere, we change it every week',
        },
        {
          task: 'Reply to a returning guest who has booked again for October',
          draft: 'Lovely to have you back in October. The key box is still 0912, same as last time.',
          reject: true,
        },
      ],
    },
    {
      id: 'bossy-rules',
      goal: 'house-notes',
      corrections: [
        {
          task: 'Write the checkout note for the back of the bedroom doors',
          draft: 'Guests must vacate rooms by 10am sharp. Late departures will be charged a full night.',
          edit: 'Checkout is by 10am. If you need a little longer, just ask us at breakfast.',
        },
        {
          task: 'Write a note about boots and shoes in the hallway',
          draft: 'Outdoor footwear is strictly prohibited beyond the hallway. Failure to comply will not be tolerated.',
          edit: 'If you could leave muddy boots in the porch, there is a rack and a boot brush by the door.',
          reason: 'too stern, ask nicely',
        },
        {
          task: 'Write a sign for the guest kitchenette',
          draft: 'Under no circumstances may guests cook hot food in the kitchenette. Any breach will be reported.',
          reason: 'we are a family home, not a boarding school; this reads like a warning notice',
        },
        {
          task: 'Write the note about quiet hours',
          draft: 'Noise is forbidden after 10pm. Guests who ignore this rule will be asked to leave.',
          edit: 'The house gets quiet after 10pm, so we would be grateful if you kept voices low on the landing.',
          reason: 'softer please, friendly requests and not orders',
        },
        {
          task: 'Write the card that sits next to the honesty bar',
          draft:
            'Every drink taken from the honesty bar must be recorded. Unrecorded items will be added to your bill without exception.',
          edit: 'Help yourself from the honesty bar and jot down what you take in the little book.',
        },
      ],
    },
    {
      id: 'tip-requests',
      goal: 'guest-messages',
      corrections: [
        {
          task: 'Write the thank-you message we send after checkout',
          draft:
            'Thank you for staying with us! If you enjoyed your room, a tip for our housekeeper Ana is always appreciated.',
          edit: 'Thank you for staying with us, we hope to see you again next year.',
          reason: 'we never ask guests for tips',
        },
        {
          task: 'Reply to a guest who said it was the best breakfast they had ever had',
          draft:
            'That is so kind. Our cook would love to hear it, and there is a tip jar by the door if you wish to show it.',
          edit: 'That is so kind, I will pass it on to our cook straight away.',
        },
        {
          task: 'Write the welcome card for the rooms',
          draft: 'Welcome to the Old Rectory. Gratuities for the team can be left in the envelope on the dresser.',
          reason: "no envelopes for gratuities, it's embarrassing for everyone",
        },
        {
          task: 'Answer a guest asking if we can keep their luggage after checkout',
          draft:
            'Of course, leave your bags in the hall until 4pm. A little something for the staff is welcome but never expected.',
          edit: 'Of course, leave your bags in the hall until 4pm.',
          reason: 'drop the hint about money for the staff',
        },
      ],
    },
    {
      id: 'stock-openers',
      goal: 'enquiries',
      corrections: [
        {
          task: 'Reply to an enquiry about a dripping kitchen tap',
          draft:
            'I hope this message finds you well. A dripping tap usually needs a new washer or cartridge, and we can fit one this week.',
          edit: 'A dripping tap usually needs a new washer or cartridge, and we can fit one this week.',
        },
        {
          task: 'Answer someone asking if we fit underfloor heating',
          draft:
            'Thank you for reaching out to us today, we truly value your enquiry. Yes, we fit wet underfloor heating in extensions and new builds.',
          edit: 'Yes, we fit wet underfloor heating in extensions and new builds.',
          reason: 'skip the preamble, just answer',
        },
        {
          task: 'Reply to a landlord asking about gas safety certificates',
          draft:
            'I trust you are having a wonderful week. We do landlord gas safety checks across the valley and can issue the certificate the same day.',
          reason: 'no filler at the top, get to the point',
        },
        {
          task: 'Answer an enquiry about replacing a bedroom radiator',
          draft:
            'Hope you are keeping well and staying warm! Swapping a radiator is usually a half-day job if the pipes are already in the right place.',
          edit: 'Swapping a radiator is usually a half-day job if the pipes are already in the right place.',
          reason: 'cut the pleasantries at the start',
        },
        {
          task: 'Reply to someone asking about a blocked outside drain',
          draft:
            'Greetings, and many thanks for thinking of Pryce Plumbing & Heating. We clear blocked drains, usually within a day or two of your call.',
          reject: true,
        },
      ],
    },
    {
      id: 'third-person-owner',
      goal: 'job-updates',
      corrections: [
        {
          task: 'Tell Mrs Hughes her new hot water cylinder is in',
          draft: 'Gareth fitted your new hot water cylinder this afternoon and has tested it twice.',
          edit: 'I fitted your new hot water cylinder this afternoon and tested it twice.',
          reason: "it's me writing, say I",
        },
        {
          task: 'Update a customer on their bathroom refit',
          draft: 'Mr Pryce will finish tiling around the bath tomorrow, and then the shower can go in.',
          edit: 'I will finish tiling around the bath tomorrow, and then the shower can go in.',
        },
        {
          task: 'Let a customer know the part for their boiler has come in',
          draft: 'Good news: the diverter valve has arrived and Gareth will bring it round on Thursday.',
          reason: "don't talk about me as if I'm someone else, I'm the one sending this",
        },
        {
          task: 'Message a customer after their annual boiler service',
          draft: 'The owner serviced your boiler this morning and everything is running as it should.',
          edit: 'I serviced your boiler this morning and everything is running as it should.',
          reason: 'first person please, not "the owner"',
        },
      ],
    },
    {
      id: 'exact-arrival-time',
      goal: 'job-updates',
      corrections: [
        {
          task: "Confirm Tuesday's boiler repair with the customer",
          draft: 'See you on Tuesday, I will knock on your door at 9:15 on the dot.',
          edit: 'See you on Tuesday, I will be with you between 8 and 11.',
          reason: 'always give a window, never a time',
        },
        {
          task: "Confirm next week's radiator job",
          draft: 'We will arrive at exactly 1pm on Wednesday to fit the two new radiators.',
          edit: 'We will arrive between 12 and 3 on Wednesday to fit the two new radiators.',
        },
        {
          task: 'Let a customer know when we are coming to look at the leak in their ceiling',
          draft: 'I will be at yours at half past ten tomorrow morning, you can set your watch by it.',
          reason: "I can't promise the minute, jobs run over, give them a slot",
        },
        {
          task: 'Reply to a customer asking when the engineer will turn up',
          draft: 'Our engineer will pull up outside your house at 2:40pm on Friday.',
          edit: 'Our engineer will be with you on Friday afternoon, between 1 and 4.',
        },
        {
          task: "Confirm a customer's service appointment",
          draft: 'Your service is booked for Monday and I will be there at 8am sharp.',
          edit: 'Your service is booked for Monday morning; I will be there between 8 and 10 and text when I am on my way.',
          reason: 'time slots, not precise times, we get held up',
        },
      ],
    },
    {
      id: 'home-remarks',
      goal: 'job-updates',
      corrections: [
        {
          task: 'Send a summary of the kitchen sink job',
          draft:
            'The new trap is on. It took a while because the cupboard under your sink was filthy and full of clutter.',
          edit: 'The new trap is on and the leak under the sink has stopped.',
          reason: 'never comment on the state of their house',
        },
        {
          task: 'Update a customer after checking the cold water tank',
          draft:
            'I checked the cold water tank, once I got past all the junk in your loft. It is fine for a few more years.',
          edit: 'I checked the cold water tank in the loft. It is fine for a few more years.',
        },
        {
          task: 'Write up the cistern repair for a customer',
          draft: 'Your bathroom is rather dated and could do with a deep clean, but the toilet cistern is fixed now.',
          reason: 'rude, how they keep their home is none of our business',
        },
        {
          task: 'Tell a customer the radiators have been bled',
          draft: 'All radiators are bled. Might be worth hoovering behind them, there was a lot of dog hair and dust.',
          edit: 'All radiators are bled and heating up evenly now.',
          reason: 'keep your opinions about their place to yourself',
        },
        {
          task: 'Update a tenant about the shower pump',
          draft:
            'The shower pump is replaced. The state of that bathroom is pretty grim, you should open a window now and then.',
          reject: true,
        },
      ],
    },
    {
      id: 'diy-gas-work',
      goal: 'enquiries',
      corrections: [
        {
          task: 'Reply to someone whose boiler keeps losing pressure',
          draft:
            'You can sort that yourself: take the front casing off the boiler and tighten the pressure relief valve.',
          edit: 'We can come out this week and find out why it keeps losing pressure.',
          reason: 'never tell anyone to open up a boiler, that is a job for a Gas Safe engineer',
        },
        {
          task: "Answer a question about a gas hob that won't light",
          draft: 'Lift the hob top off, clean the gas jets with a pin, then reconnect the gas pipe behind it.',
          edit: 'Please leave the gas fittings alone; we can send someone round to look at the hob.',
        },
        {
          task: 'Reply to someone who wants to move their gas fire to the other wall themselves',
          draft:
            'Moving a gas fire is doable as a weekend job: cap the old pipe with a compression fitting and run a new one.',
          reason: 'absolutely not, gas work by anyone unregistered is illegal',
        },
        {
          task: 'Answer a customer asking how to fix a pilot light that keeps going out',
          draft: 'Unscrew the thermocouple, give it a rub with wire wool and refit it; it only takes ten minutes.',
          edit: 'A pilot light that keeps going out needs an engineer to check it, we can book you in this week.',
          reason: "don't send people into gas appliances with a screwdriver",
        },
        {
          task: 'Reply to a landlord asking whether his handyman can swap the boiler',
          draft: 'Your handyman can swap it if he is practical, just turn the gas off at the meter first.',
          edit: 'A boiler swap has to be done and signed off by a Gas Safe registered engineer; we are happy to come and look.',
        },
      ],
    },
  ],
  oneOffs: [
    {
      goal: 'room-descriptions',
      task: 'Describe the Blue Room',
      draft: 'The Blue Room is a cosy twin on the ground floor.',
      edit: 'The Blue Room is a cosy twin on the first floor.',
    },
    {
      goal: 'guest-messages',
      task: 'Tell a guest the Wi-Fi details',
      draft: 'The Wi-Fi network is Rectory-Guest and the password is on the card in your room.',
      edit: 'The Wi-Fi network is Rectory-Guests and the password is on the card in your room.',
    },
    {
      goal: 'job-updates',
      task: 'Confirm a boiler service with Mr Owen',
      draft: 'Your boiler service is booked for Thursday between 8 and 10.',
      edit: 'Your boiler service is booked for Friday between 8 and 10.',
    },
    {
      goal: 'enquiries',
      task: 'Reply to someone asking if we cover Llandeilo',
      draft: 'Yes, we cover Llandeilo and the villages around it.',
      reason: 'they already rang this morning and booked, no need to reply',
    },
    {
      goal: 'house-notes',
      task: 'Write the note about checkout and keys',
      draft: 'Checkout is by 10am, please leave your keys on the hall table.',
      edit: 'Checkout is by 10.30am, please leave your keys on the hall table.',
    },
    {
      goal: 'guest-messages',
      task: 'Reply to a guest asking about the nearest pub',
      draft: 'The Red Lion is a five-minute walk down the lane and serves food until nine.',
      edit: 'The Red Lion is a five-minute walk down the lane and serves food until eight.',
    },
    {
      goal: 'job-updates',
      task: 'Tell a customer the invoice is on its way',
      draft: 'Thanks for having us, the invoice will follow by email tonight.',
      reject: true,
    },
    {
      goal: 'enquiries',
      task: 'Answer a question about combi boilers',
      draft: 'A combi boiler heats water on demand, so you will not need a hot water tank.',
      edit: 'A combi boiler heats water on demand, so you will not need a hot water cylinder.',
    },
    {
      goal: 'room-descriptions',
      task: 'Write a line about the garden for the booking page',
      draft: 'Guests are welcome to use the garden, which looks out over the estuary.',
      reason: 'the garden is being relandscaped until May, leave it out for now',
    },
  ],
};
