// The owner names mistakes: after an edit or a rejection, "the same mistake as one of these?" with the goal's rules
// and most alike past corrections, or "a new one". Corrections of one mistake rarely share words; the owner knows at
// a glance. Their answers are names for the nightly job (mistake-namer.ts): linked corrections are one mistake, "a new one"
// stands apart, and unanswered ones are grouped on their words. Answering is never required.
import type { Queryable } from '../../db/client.ts';
import { listMinable, listRuleEvidence, parseVector, rulesOfGoal } from '../../db/queries/learning.ts';
import {
  type Correction,
  findCorrection,
  findMistakeLink,
  listUnnamed,
  type MistakeLink,
  mistakeLinksOfGoal,
} from '../../db/queries/mistake-links.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError, notFound } from '../kernel/errors.ts';
import { type Clusterable, Groups, mistakeScorer } from './cluster.ts';
import type { Mistake, PartView } from './mistake.ts';
import type { MistakeNamer, NameableCorrection } from './mistake-namer.ts';
import { type AsPart, partId, partsOf, primaryPart, restingPart, unspentParts, WHOLE } from './parts.ts';
import { correctionLabel, type Labelled } from './quotes.ts';

/** Choices shown with the question: enough to hold the right one most of the time, few enough to read on a phone. */
export const MAX_CHOICES = 3;
/** A rule's newest corrections compared with the one asked about (one question, so a wider look than the job's 12). */
const EVIDENCE_PER_RULE = 20;

export interface MistakeChoice {
  kind: 'rule' | 'correction';
  /** The rule's id, or the id of the past correction shown for its mistake. */
  id: string;
  /** What the owner reads: the rule's title, or what they said or changed then. */
  label: string;
  /** When that correction was made (null for a rule). */
  at: Date | null;
  /** How alike it is to this correction (the nightly job's score). */
  score: number;
}

export type MistakeAnswer = { same_as: string } | { rule_id: string } | { new: true };

export interface MistakeQuestion {
  feedback_id: string;
  /** The run the decision was made on. */
  run_id: string;
  goal: string;
  /** The correction asked about, as the owner reads it (for a question shown later, away from the decision). */
  about: { kind: 'edit' | 'reject'; label: string; at: Date };
  /** Best first; empty when the goal has nothing to compare with (then only "a new one" is offered). */
  choices: MistakeChoice[];
  /** The owner's answer so far, when they gave one. */
  answer: MistakeAnswer | null;
}

/** The node of a rule in the union of links: a rule's evidence and the corrections linked to it are its mistake. */
const ruleNode = (id: string) => `rule:${id}`;

/** Union of the owner's links (and of a rule's evidence with its rule): each part is one mistake. */
function linkGroups(links: readonly MistakeLink[], evidence: readonly { id: string; rule_id?: string | null }[]) {
  const groups = new Groups();
  for (const l of links) {
    groups.add(l.feedback_id);
    if (l.same_as) {
      groups.add(l.same_as);
      groups.union(l.feedback_id, l.same_as);
    } else if (l.rule_id) {
      groups.add(ruleNode(l.rule_id));
      groups.union(l.feedback_id, ruleNode(l.rule_id));
    }
  }
  for (const e of evidence) {
    if (!e.rule_id) continue;
    groups.add(e.id);
    groups.add(ruleNode(e.rule_id));
    groups.union(e.id, ruleNode(e.rule_id));
  }
  // A part's name: its rule when it holds one (the smallest id when two), else its first correction, marked by
  // whether the owner said "a new one" for any of it (set apart from every mistake they were shown) or only linked.
  const declared = new Set(links.filter((l) => !l.same_as && !l.rule_id).map((l) => l.feedback_id));
  const nameOf = new Map<string, string>();
  for (const members of groups.lists()) {
    const rules = members.filter((m) => m.startsWith('rule:')).sort();
    const first = [...members].sort()[0]!;
    const name = rules[0] ?? (members.some((m) => declared.has(m)) ? `mistake:${first}` : `${LINKED}${first}`);
    for (const m of members) nameOf.set(m, name);
  }
  return nameOf;
}

const LINKED = 'linked:';

/**
 * A part of the owner's links made of "same as" answers only. When it looks like a rule's evidence, it may be that
 * rule's mistake split off, so its candidate asks "same mistake as that rule?" (nightly.ts).
 */
export const onlyLinked = (name: string | undefined): boolean => !!name?.startsWith(LINKED);

/** The namer the owner's answers make: linked corrections by their part of the links, a rule's evidence by its rule. */
export function ownerNamer(db: Queryable): MistakeNamer {
  return {
    async name(goal, items: readonly NameableCorrection[]) {
      const links = await mistakeLinksOfGoal(db, goal);
      if (links.length === 0) return new Map();
      const nameOf = linkGroups(links, items);
      // Only what a link or a rule's evidence names has a part: every other correction stays unnamed.
      return new Map(items.flatMap((i) => (nameOf.has(i.id) ? [[i.id, nameOf.get(i.id)!] as const] : [])));
    },
  };
}

/** Owner's names first; another namer (an LLM) names what they did not. Its names never equal the owner's. */
export function withDisplayNames(owner: MistakeNamer, other?: MistakeNamer): MistakeNamer {
  if (!other) return owner;
  return {
    async name(goal, items) {
      const mine = await owner.name(goal, items);
      const rest = items.filter((i) => !mine.has(i.id));
      return new Map([...(rest.length ? await other.name(goal, rest) : []), ...mine]);
    },
  };
}

/** The correction the question is about: an edit or a rejection that is not undone. */
export async function correctionOf(
  deps: Pick<GatewayDeps, 'db' | 'embeddings'>,
  feedbackId: string,
): Promise<Correction> {
  const c = await findCorrection(deps.db, deps.embeddings, feedbackId);
  // Said first as the person who tapped reads it (a card's answer, a banner); the id last, for the API's caller.
  if (!c) throw notFound(`decision ${feedbackId}`);
  if (c.rating === 1)
    throw new GatewayError(
      'bad_request',
      `That was an approval: it corrects nothing, so it names no mistake (${feedbackId}).`,
    );
  if (c.undone)
    throw new GatewayError('conflict', `That correction was undone: there is no mistake to name (${feedbackId}).`);
  return c;
}

const QUOTE_MAX = 70;

/** What the owner said or changed in a past correction (the part a question is about), in one short line. */
export const labelOf = (c: Labelled, part: PartView | null = null): string => correctionLabel(c, part, QUOTE_MAX);

/** Rejected drafts count as what they say, so a reasonless rejection has something to compare too. */
const comparable = (m: Mistake) => m.removed.size + m.added.size + m.reason.size + m.style.size + m.rejected.size > 0;

/** "The same mistake as one of these?": the goal's rules and the window's most alike corrections, one per mistake. */
export async function mistakeQuestion(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'config'>,
  feedbackId: string,
  opts: { now?: Date } = {},
): Promise<MistakeQuestion> {
  const c = await correctionOf(deps, feedbackId);
  const goal = await goalToAsk(deps, c.goal, opts.now ?? new Date());
  return questionAbout(goal, c, await findMistakeLink(deps.db, feedbackId));
}

/** What a question about a correction of one goal compares with: read and scored once, asked about as often as needed. */
type GoalToAsk = Awaited<ReturnType<typeof goalToAsk>>;

async function goalToAsk(deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'config'>, goal: string, until: Date) {
  const window = {
    goal,
    since: new Date(until.getTime() - deps.config.learning.windowDays * 86_400_000),
    until: new Date(until.getTime() + 1),
  };
  const [items, evidence, rules, links] = await Promise.all([
    listMinable(deps.db, deps.embeddings, window),
    listRuleEvidence(deps.db, deps.embeddings, { ...window, perRule: EVIDENCE_PER_RULE }),
    rulesOfGoal(deps.db, goal),
    mistakeLinksOfGoal(deps.db, goal),
  ]);
  const open = new Map(rules.filter((r) => r.status !== 'rejected').map((r) => [r.id, r]));
  // A rule's own words compare too: a rule written by hand has no evidence.
  const ruleTexts: Clusterable[] = [...open.values()].map((r) => ({
    id: ruleNode(r.id),
    run_id: '',
    rating: -1,
    reason: `${r.title}. ${r.body}`,
    correction: null,
    edit_removed: null,
    edit_added: null,
    draft: '',
    vector: null,
  }));
  // Each correction as the parts of it still to be learned from, and each rule's evidence as the part it rests on.
  const others: AsPart<Omit<Correction, 'undone'> & { rule_id?: string }>[] = [
    ...unspentParts(items),
    ...evidence.filter((e) => open.has(e.rule_id)).map(restingPart),
  ];
  return {
    others,
    // The part of each correction its answer is about (a correction's name names that part only).
    asked: new Set(others.filter((o) => !o.rule_id).map((o) => askedPart(o, o.feedback_id).id)),
    ruleTexts,
    open,
    nameOf: linkGroups(
      links,
      others.filter((o) => o.rule_id).map((o) => ({ id: o.id, rule_id: o.rule_id })),
    ),
    // Scored once for the window's corrections; one outside it, or also a rule's evidence, is scored on its own.
    scorer: mistakeScorer([...others.map(asClusterable), ...ruleTexts], undefined, comparable),
    scored: onlyOnce(others.map((o) => o.id)),
  };
}

/** The ids that occur once in a list. */
function onlyOnce(ids: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return new Set([...seen].filter((id) => !twice.has(id)));
}

/** A part compares by its own words only: the stored signal is the whole correction's. */
const asClusterable = (i: Omit<Correction, 'undone'> & { key?: string }): Clusterable => ({
  ...i,
  vector: !i.key || i.key === WHOLE ? parseVector(i.signal) : null,
});

/** The correction as the part its question is about: the one its reason names, else its words (parts.ts). */
export function askedPart<C extends Omit<Correction, 'undone'>>(c: C, feedbackId = c.id): AsPart<C> {
  const p = primaryPart(partsOf(c));
  return { ...c, id: partId(feedbackId, p.key), feedback_id: feedbackId, key: p.key, part: p.view };
}

function questionAbout(goal: GoalToAsk, whole: Correction, answered: MistakeLink | null): MistakeQuestion {
  const { ruleTexts, open, nameOf, asked } = goal;
  const c = askedPart(whole);
  const others = goal.others.filter((i) => i.feedback_id !== c.feedback_id);
  const { mistakes, centroidOf, score } = goal.scored.has(c.id)
    ? goal.scorer
    : mistakeScorer([asClusterable(c), ...others.map(asClusterable), ...ruleTexts], undefined, comparable);
  // The owner's answers name corrections; a correction of several mistakes answers for the part it was asked about.
  const nameOfPart = (o: AsPart<unknown>) =>
    nameOf.get(o.id) ?? (asked.has(o.id) || o.id === c.id ? nameOf.get(o.feedback_id) : undefined);
  const mine = nameOfPart(c);
  const best = new Map<string, MistakeChoice>();
  const offer = (key: string, choice: MistakeChoice) => {
    if (choice.score <= 0 || (mine && key === mine)) return;
    if ((best.get(key)?.score ?? -1) < choice.score) best.set(key, choice);
  };
  if (mistakes.has(c.id)) {
    const me = centroidOf(c.id);
    for (const o of others) {
      if (!mistakes.has(o.id)) continue;
      const s = score(me, centroidOf(o.id));
      const rule = o.rule_id ? open.get(o.rule_id) : undefined;
      const key = nameOfPart(o) ?? `mistake:${o.id}`;
      const ruleOfKey = rule ?? (key.startsWith('rule:') ? open.get(key.slice(5)) : undefined);
      offer(
        key,
        ruleOfKey
          ? { kind: 'rule', id: ruleOfKey.id, label: ruleOfKey.title, at: null, score: s }
          : { kind: 'correction', id: o.feedback_id, label: labelOf(o, o.part), at: o.created_at, score: s },
      );
    }
    for (const r of ruleTexts) {
      if (!mistakes.has(r.id)) continue;
      const rule = open.get(r.id.slice(5))!;
      offer(r.id, { kind: 'rule', id: rule.id, label: rule.title, at: null, score: score(me, centroidOf(r.id)) });
    }
  }
  const choices = [...best.values()].sort((a, b) => b.score - a.score).slice(0, MAX_CHOICES);
  return {
    feedback_id: c.feedback_id,
    run_id: c.run_id,
    goal: c.goal,
    about: { kind: c.rating === 0 ? 'edit' : 'reject', label: labelOf(c, c.part), at: c.created_at },
    choices,
    answer: answered ? answerFrom(answered) : null,
  };
}

/** How far back the owner is asked again about corrections they have not named: a week, then they are let go. */
export const UNNAMED_DAYS = 7;
/** How many the channels ask again at a time (the inbox page, /mistakes, /taploop mistakes). */
export const UNNAMED_ASKED = 5;
/** Unnamed corrections looked at, newest first, for the questions asked again and their count (a week's are fewer). */
const UNNAMED_SCAN = 200;

export interface UnnamedQuestions {
  /** Newest first: the owner's unnamed edits and rejections of the last week that have something to compare with now. */
  questions: MistakeQuestion[];
  /** How many questions there are to answer: the unnamed edits and rejections of the week that have choices now. */
  unnamed: number;
  /** Unnamed edits and rejections of the week with nothing to compare with yet (asked once later ones exist). */
  waiting: number;
}

/**
 * The unanswered questions of the last week asked again, with their choices as they are now (later corrections give a
 * goal's first one something to compare with). Each goal is read and scored once; the count is of questions with
 * choices, so every channel's number is what a person can reach.
 */
export async function unnamedQuestions(
  deps: Pick<GatewayDeps, 'db' | 'embeddings' | 'config'>,
  opts: { limit: number; now?: Date; goals?: readonly string[] | null },
): Promise<UnnamedQuestions> {
  const now = opts.now ?? new Date();
  const since = new Date(now.getTime() - UNNAMED_DAYS * 86_400_000);
  const { corrections } = await listUnnamed(deps.db, deps.embeddings, {
    since,
    limit: UNNAMED_SCAN,
    goals: opts.goals ?? null,
  });
  const goals = new Map<string, GoalToAsk>();
  const questions: MistakeQuestion[] = [];
  let waiting = 0;
  for (const c of corrections) {
    if (!goals.has(c.goal)) goals.set(c.goal, await goalToAsk(deps, c.goal, now));
    const q = questionAbout(goals.get(c.goal)!, c, null);
    if (q.choices.length > 0) questions.push(q);
    else waiting++;
  }
  return { questions: questions.slice(0, opts.limit), unnamed: questions.length, waiting };
}

/** The answer a stored link, an API body or a form holds: the correction, else the rule, else a new mistake. */
export const answerFrom = (a: { same_as?: string | null; rule_id?: string | null }): MistakeAnswer =>
  a.same_as ? { same_as: a.same_as } : a.rule_id ? { rule_id: a.rule_id } : { new: true };
