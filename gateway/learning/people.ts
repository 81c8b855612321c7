// Is a private person named or placed in a text? Owners cut named people from public posts ("never name people"):
// none of the privacy concept's words is in the draft and the names differ, but the shape of a person named is shared
// (a given name and a surname, a title and a surname, a family, a booking name, a house address). A text's opening and
// closing are not read: a greeting or a sign-off names the person written to or the writer.

import { memo } from './memo.ts';

/** Common given names (UK-first); left out are those that are also months, places or words ("May", "Grace", "Will"). */
const GIVEN = `
Aaron Abdul Abigail Adam Adrian Ahmed Aidan Aisha Alan Albert Alex Alexander Alfie Ali Alice Alison Amanda Amber
Amelia Amir Amy Andrea Andrew Andy Angela Anil Anita Ann Anna Anne Annie Anthony Archie Arthur Ava Barbara Barry Ben
Benjamin Beth Betty Bilal Bob Brenda Brian Bridget Callum Cameron Carl Carol Caroline Catherine Charlie Chloe Chris
Christine Christopher Claire Clare Colin Connor Craig Dan Daniel Danny Darren Dave David Dawn Dean Debbie Deborah Deepa
Denise Dennis Derek Diane Dominic Donna Doris Dorothy Douglas Duncan Dylan Eddie Edward Eileen Elaine Eleanor Elizabeth
Ella Ellie Emily Emma Eric Erin Ethan Evie Faisal Fatima Femi Fiona Frank Fred Freddie Freya Gareth Gary Gavin Gemma
Geoff Geoffrey George Gillian Glen Gordon Graham Greg Hannah Harriet Harry Hassan Hayley Heather Helen Henry Holly
Howard Hugh Iain Ian Imran Isaac Isabel Isabella Isla Ivy Jack Jackie Jacob Jade Jake James Jamie Jan Jane Janet
Jason Jasmine Jean Jeff Jennifer Jenny Jeremy Jess Jessica Jill Jim Jo Joan Joanne Joe Joel John Jon Jonathan Josh
Joshua Joyce Judith Judy Julia Julie Justin Karen Kate Katie Kathleen Kay Keith Kelly Kevin Kieran Kim Kirsty Laura
Lauren Leah Lee Leo Leon Lesley Lewis Liam Lily Linda Lindsay Lisa Liz Logan Louise Lucy Luke Lydia Lynn Maisie
Malcolm Mandy Margaret Maria Marie Mark Martin Mary Matt Matthew Maureen Max Maya Megan Mel Melanie Mia Michael
Michelle Mike Millie Mohammed Molly Muhammad Nadia Naomi Natalie Nathan Neil Nicholas Nick Nicola Nigel Noah Norman
Oliver Olivia Omar Oscar Owen Pam Pamela Patricia Patrick Paul Paula Pauline Pete Peter Phil Philip Phoebe Poppy
Priya Rachel Raj Ravi Rebecca Richard Rob Robert Robin Rosie Ross Roy Ruby Russell Ruth Ryan Sadie Sally Sam Samantha
Samuel Sandra Sanjay Sara Sarah Scott Sean Shaun Sharon Sheila Simon Sophia Sophie Stacey Stephen Steve Steven Stuart
Sue Susan Suzanne Tanya Teresa Theo Thomas Tim Toby Tom Tony Tracy Trevor Usman Valerie Vanessa Vicky Vincent Wendy
Wei William Yusuf Zara Zoe
`
  .trim()
  .split(/\s+/);

/** Words that make "<given name> <word>" a place or a body, not a person ("Albert Road", "Anne Hall", "Grace Trust"). */
const PLACE =
  'Road|Rd|Street|St|Lane|Close|Avenue|Drive|Way|Crescent|Gardens|Grove|Terrace|Place|Court|Square|Park|Hill|Hall|Centre|Center|House|Hospital|School|College|University|Trust|Bank|Bar|Hotel|Church|Chapel|Arms|Inn|Bridge|Green|Cup|Day|Award|Awards';
const SURNAME = `(?!(?:${PLACE})\\b)[A-Z][a-z]+(?:[-'’][A-Z]?[a-z]+)?`;

const NAMED = new RegExp(
  [
    `\\b(?:${GIVEN.join('|')})(?: and (?:${GIVEN.join('|')}))? ${SURNAME}\\b`, // Laura Pike, Geoff and Maureen Pike
    `\\b(?:Mr|Mrs|Ms|Miss|Mx|Dr)\\.? ${SURNAME}\\b`, // Mr Coleman's bathroom
    `(?<=\\b[a-z]+ )[A-Z]\\. ${SURNAME}\\b`, // the cards say D. Whitfield (not "in Unit B. Parking is free")
    `\\bthe ${SURNAME} family\\b`, // the Ahmed family
    `\\bthe [A-Z][a-z]+s (?:from|at|of|on|in) [A-Z0-9]`, // the Reids from Church Lane, the Dhillons at 22 …
    `\\b(?:under the name|in the name of|booked under|booking under) [A-Z]`, // a booking under the name Lewis
    `\\b\\d{1,4} [A-Z][a-z]+(?: [A-Z][a-z]+)? (?:Road|Street|Lane|Close|Avenue|Drive|Crescent|Gardens|Grove|Terrace)\\b`, // 22 Bitteswell Road
    `\\b(?:from|of) [A-Z][a-z]+ (?:Road|Street|Lane|Close|Avenue|Drive|Crescent|Gardens|Grove|Terrace)\\b`, // Graham of Orchard Close
  ].join('|'),
);

/** A greeting at the start of a text or a line ("Hi Mr Osei,", "Dear Mrs Patel") names who is written to. */
const GREETING =
  /(?:^|\n)\s*(?:hi|hello|hey|dear|morning|afternoon|evening|good (?:morning|afternoon|evening))\b[^,!.\n]*[,!.]?/gi;
/** A sign-off at the end ("Thanks, Jo Price", "Kind regards,\nSam Patel") names who writes. */
const SIGN_OFF =
  /\b(?:thanks|thank you|cheers|best|regards|best wishes|yours sincerely|yours faithfully|love|all the best)\s*[,\n]\s*[^\n,!.]{1,40}[.!]?\s*$/i;

/** The first private person the text names or places, as written (not in its greeting or sign-off), or null. */
export function personIn(text: string): string | null {
  return text.replace(GREETING, '\n').replace(SIGN_OFF, '').match(NAMED)?.[0] ?? null;
}

/** Does the text name or place a private person? */
export const namesPerson = memo((text: string): boolean => personIn(text) !== null);

/** Did the owner's edit take a named person out? (An edit's removed pieces are lower-cased: the names are read here.) */
export function personCut(draft: string, edited: string | null): boolean {
  return edited !== null && namesPerson(draft) && !namesPerson(edited);
}
