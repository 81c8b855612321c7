// What kind of mistake a correction is about, from a fixed list of the mistakes drafting agents make for small
// businesses: "a visa rule", "a tax rule" and "a helmet law" share no word, but all three are legal advice. Owners
// correct one mistake in other words every time; the list holds the world knowledge that links them. Each concept is a
// few dozen words or phrases, matched on word starts so inflections meet ("guarantee", "guaranteed").
import { plainQuotes } from './edits.ts';
import { memo } from './memo.ts';
import { namesPerson } from './people.ts';

/** Each concept's words, as one case-insensitive pattern matched on a lower-cased text. */
const CONCEPTS: Record<string, RegExp> = {
  legal:
    /\b(?:laws?|legal\w*|illegal\w*|lawyers?|solicitors?|attorneys?|regulations?|regulator\w*|licen[cs]\w*|permits?|visas?|tax|taxes|taxed|vat|deductib\w+|liab\w+|complian\w+|contracts?|court|sue|suing|lawsuits?|statutor\w+|gdpr|insurers?|insurance|legislation|rights under|accountants?|immigration|embass\w+|consulat\w+|fined|fines|penalt\w+)\b/,
  health:
    /\b(?:cures?|cured|curing|heal|heals|healed|healing|medic\w*|doctors?|gp|physio\w*|symptoms?|diagnos\w+|diseases?|illness\w*|infection\w*|inflammat\w+|prescri\w+|medication\w*|ibuprofen|paracetamol|painkillers?|antibiotic\w*|clinical\w*|anxiety|depression|immune|immunity|detox\w*|eczema|arthritis|blood pressure|pregnan\w+|allerg\w+|health claims?|medical advice|therapeutic|remed\w+|treats? (?:your|the|back|neck|joint)|weight loss|lose weight|burns? fat|fat[- ]burning|toxins?)\b/,
  safety:
    /\b(?:safe|safely|safety|unsafe|risks?|risky|risk-free|danger\w*|hazard\w*|accidents?|accident-proof|crash\w*|injur\w+|hurt|hurts|harm\w*|foolproof|fool-proof|protected from|can(?:not|'t) (?:fall|break|go wrong)|nothing (?:can|could) go wrong)\b/,
  certainty:
    /\b(?:guarantee\w*|promis\w+|definitely|certainly|for sure|100 ?%|assur\w+|no doubt|without fail|always works|never fails?|sure to|will definitely|cannot fail|can't fail|zero risk|warrant\w*|no chance of|bound to|certain to|over-?promis\w+|commit\w* to|predict\w*)\b/,
  booking:
    /\b(?:booked|booking|bookings|reserv\w+|confirmed|confirmation|unconfirmed|availab\w+|waiting list|waitlist|held for you|hold (?:it|a place|a spot|your)|secured? (?:a|your)|spots? (?:is|are|for you)|places? (?:is|are) (?:yours|held|saved)|saved (?:a|your) (?:place|spot|seat|table)|slots?|double-?booked|fully booked|deposit)\b/,
  privacy:
    /\b(?:privacy|personal (?:details|data|information|info)|phone numbers?|addresses|email address\w*|surnames?|full names?|last names?|date of birth|confidential\w*|data protection|who else|who (?:booked|bought|came|ordered|is coming|signed up|enrolled)|other (?:customers|clients|guests|patients|students|people)'?s?|someone else'?s|names? of (?:other|our) (?:customers|clients|guests|patients|students)|in public|publicly|share (?:their|his|her) (?:details|name|number)|nam(?:e|ing) (?:people|customers|clients|guests|patients|students|kids|children|anyone|names)|booking names?)\b/,
  discount:
    /\b(?:discount\w*|\d+ ?(?:%|percent|per cent)? off|promo\w*|coupons?|vouchers?|special offers?|deals?|money off|free (?:gift|upgrade|session|class|lesson|delivery|shipping|drink|coffee)|freebies?|on the house|loyalty|markdowns?|mates' rates|mates rates|favou?rs?)\b/,
  price:
    /\b(?:prices?|priced|pricing|costs?|costing|quotes?|quoted|quoting|estimates?|fees?|charges?|charged|rates?|tariffs?|how much|ballpark)\b|[€£$]\s?\d/,
  refund:
    /\b(?:refund\w*|money back|reimburs\w+|compensat\w+|credit note|returns? policy|cancellation fee|charge back|chargebacks?)\b/,
  delivery:
    /\b(?:deliver\w*|shipping|shipped|ships|dispatch\w*|arriv\w+|next[- ]day|same[- ]day|on time|in time for|ready by|turnaround|lead times?|eta|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|the weekend|christmas)|within (?:\d+|a|one|two|three|24|48) (?:days?|hours?|weeks?)|deadlines?|tracking)\b/,
  weather:
    /\b(?:weather|forecast\w*|sunny|sunshine|rain\w*|showers|storms?|stormy|snow\w*|windy|clear skies|temperatures?|heatwave|frost\w*|meteorolog\w+|drizzle)\b/,
  competitors:
    /\b(?:competitors?|competition|competing|rivals?|other (?:shops|stores|brands|garages|studios|salons|businesses|companies|places|practices|photographers|cafés?|cafes|schools|florists|dentists|plumbers|hotels|firms|sellers|teachers)|chain stores?|big chains?|the chains|high street|amazon|badmouth\w*|bad-?mouth\w*|trash-?talk\w*|slag\w* off|knock\w* (?:other|the competition)|unlike (?:other|some|the))\b/,
  invention:
    /\b(?:testimonials?|anecdot\w+|made[- ]up|make (?:things|stuff|it) up|invent\w*|fake|fabricat\w+|fictional|fiction|untrue|not true|never happened|didn't happen|no such|lie|lies|lying|dishonest|mislead\w*|false|(?:clients?|customers?|guests?|patients?|students?|buyers?) (?:said|says|say|told|tells|swear\w*|rave\w*)|swears? by)\b/,
  urgency:
    /\b(?:hurry|rush\w*|last chance|limited|only \w+ left|selling fast|running out|don't miss|before it'?s gone|act now|today only|ends? (?:tonight|today|soon|at midnight)|urgen\w+|now or never|fomo|(?:no|sales|high|hard|peer|time)[- ]pressure|pressur(?:e|es|ed|ing) (?:them|people|you|customers?|clients?|buyers?|into|on)|pressure to (?:buy|book|sign|decide|commit|order)|pressure[- ]selling|pressuris\w+|pressuriz\w+|scarcity|few left|selling out|sells? out|won't last|while stocks last|(?:only|just) a (?:few|handful) (?:left|remain\w*)|snap (?:it|them|one) up|in high demand|(?:people|others) (?:are )?(?:viewing|looking at) (?:this|it)|almost gone|book now|buy now|grab (?:it|yours|one)|countdown|deadline|false urgency|fake urgency)\b/,
  body: /\b(?:weight (?:loss|gain)|lose (?:the )?weight|overweight|slim\w*|skinny|toned|tummy|belly|fat|fats|calories?|bikini|beach body|summer body|summer-ready|guilt-free|guilty pleasure|burn (?:off|it off)|work (?:off|it off)|earn your|dress size|body goals|flat stomach|waistline|thighs|bingo wings|wobbly bits|love handles)\b/,
  hype: /\b(?:hype|hyped|amazing|incredible|unbelievable|revolutionary|life-?changing|game-?changer|world-?class|best (?:in|ever)|ultimate|unbeatable|magic\w*|miracle\w*|over the top|oversell\w*|exaggerat\w+|superlatives?|salesy|buzzwords?|sensational|epic|insane|mind-?blowing|cheesy|gushing|breathless)\b/,
  apology: /\b(?:sorry|apolog\w+|regret\w*|our (?:fault|mistake)|grovel\w*|forgive|we messed up|excuses?|too humble)\b/,
  blame:
    /\b(?:blam\w+|your fault|you should have|you failed|you forgot|you didn't read|defensive\w*|argu\w+|rude\w*|condescend\w+|patroni[sz]\w+|snark\w*|passive[- ]aggressive|lectur\w+|tell\w* (?:them|the customer|people) off)\b/,
  strict:
    /\b(?:must|mandatory|required|requirement|prohibited|forbidden|not (?:allowed|permitted)|strictly|obliged|compulsory|asked to leave|will be (?:charged|removed|refused|turned away|fined)|bossy|stern|harsh|strict|threat\w*|demand\w*|commanding|aggressive\w*|ultimatum|no exceptions|zero tolerance|warning|warn\w*|scold\w*|scary|scare\w*|fear\w*|frighten\w*)\b/,
  formality:
    /\b(?:dear|sir|madam|regards|sincerely|yours (?:faithfully|truly)|to whom|formal\w*|stiff|greetings|salutation\w*|esteemed|kindly|valued customer|hereby|herewith|per your)\b/,
  humour:
    /\b(?:jokes?|joking|jokey|puns?|punny|funny|humou?r\w*|lol|haha|banter|sarcas\w+|cringe\w*|silly|wordplay|quips?|tongue[- ]in[- ]cheek)\b/,
  jargon:
    /\b(?:jargon|technical terms?|acronyms?|corporate|synerg\w*|leverag\w*|plain (?:english|language|words)|industry terms?|too technical|buzzwords?)\b/,
  eco: /\b(?:eco\w*|sustainab\w+|carbon|biodegradab\w+|compostable|planet|environment\w*|plastic-?free|zero[- ]waste|greenwash\w*|climate)\b/,
  contact:
    /\b(?:links?|link in bio|bio|website|url|dm us|message us|whatsapp|call us|phone us|contact (?:us|details)|sign[- ]?up (?:link|form))\b/,
  hashtags: /(?:\bhashtags?\b|#[\p{L}\p{N}_]+)/u,
};

/** The patterns are written in lower case with straight apostrophes. */
const normal = memo((text: string) => plainQuotes(text.toLowerCase()));

/** The concepts a text names or shows, each once ("never promise visas" → legal, certainty). */
export const conceptsOf = memo((text: string): readonly string[] => {
  const t = normal(text);
  return Object.keys(CONCEPTS).filter((name) => shows(text, t, name));
});

/** Each concept's pattern, global: where in a text it matches. */
const EVERY = Object.fromEntries(
  Object.entries(CONCEPTS).map(([name, re]) => [name, new RegExp(re.source, `${re.flags}g`)]),
);

/**
 * The concepts a text names, grouped by the words that name them: a phrase two lists hold names one kind of mistake,
 * a phrase inside a longer one of another list names none, and a concept shown only as written is its own group.
 */
export const conceptGroups = memo((text: string): readonly (readonly string[])[] => {
  const t = normal(text);
  const all = Object.keys(CONCEPTS).flatMap((name) =>
    [...t.matchAll(EVERY[name]!)].map((m) => ({ name, start: m.index, end: m.index + m[0].length })),
  );
  // The longer phrase says what is meant: "booking name" is privacy, not the "booking" inside it.
  const spans = all.filter(
    (a) => !all.some((b) => b.start <= a.start && a.end <= b.end && b.end - b.start > a.end - a.start),
  );
  // Overlapping phrases are one thing said: swept by where they start, each joins the group it overlaps.
  const groups: { names: Set<string>; end: number }[] = [];
  for (const span of spans.sort((a, b) => a.start - b.start)) {
    const last = groups.at(-1);
    if (last && span.start < last.end) {
      last.names.add(span.name);
      last.end = Math.max(last.end, span.end);
    } else groups.push({ names: new Set([span.name]), end: span.end });
  }
  const named = groups.map((g) => [...g.names].sort());
  for (const [name, shown] of Object.entries(SHOWN_AS_WRITTEN)) {
    if (!named.some((g) => g.includes(name)) && shown(text)) named.push([name]);
  }
  return named;
});

/** Does the text name or show this one concept? */
export function showsConcept(text: string, concept: string): boolean {
  return shows(text, normal(text), concept);
}

/** What a concept's words cannot tell, because only the text's capitals do: a private person named (people.ts). */
const SHOWN_AS_WRITTEN: Record<string, (text: string) => boolean> = { privacy: namesPerson };

const shows = (text: string, lower: string, concept: string): boolean =>
  (CONCEPTS[concept]?.test(lower) ?? false) || (SHOWN_AS_WRITTEN[concept]?.(text) ?? false);
