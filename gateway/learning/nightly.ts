// The nightly job: repeated corrections become candidate rules, overridden rules become retirement proposals.
import { DateTime } from 'luxon';
import { z } from 'zod';
import { failAbandoned, finishJobRun, startJobRun } from '../../db/queries/jobs.ts';
import {
  listMinable,
  listRuleEvidence,
  type MinableItem,
  parseVector,
  type RuleEvidence,
  rulesOfGoal,
  signalNeighbours,
} from '../../db/queries/learning.ts';
import type { Rule } from '../../db/queries/rules.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';
import { backfillEmbeddings, signalText } from './backfill.ts';
import { CLUSTER_DEFAULTS, clusterMistakes, pushTo, ruleNames } from './cluster.ts';
import { attachTo, findDuplicateRule, matchingRule } from './dedup.ts';
import type { RuleWriter } from './llm.ts';
import { additionsDisagree, type CorrectionFacts, mistakeOf } from './mistake.ts';
import { onlyLinked } from './mistake-links.ts';
import type { MistakeNamer } from './mistake-namer.ts';
import { type OwnerTextsOf, ownerTextsIn, saidOutside } from './owner-texts.ts';
import {
  type AsPart,
  asEvidence,
  partsOf,
  primaryPart,
  restingPart,
  splitPartId,
  unspentParts,
  WHOLE,
} from './parts.ts';
import { proposeRetirements } from './retirement.ts';

export const nightlyInput = z.object({
  now: z.date().optional(),
  windowDays: z.number().int().min(1).max(365).optional(),
  minItems: z.number().int().min(2).max(100).optional(),
  minRuns: z.number().int().min(1).max(100).optional(),
});
export type NightlyInput = z.input<typeof nightlyInput>;

export interface NightlyResult {
  status: 'succeeded' | 'skipped';
  key: string;
  window: { since: Date; until: Date };
  items: number;
  groups: number;
  proposed: string[];
  /** Evidence attached to existing rules, and why: a known rule's mistake made again, or a group close to a rule. */
  attached: { rule_id: string; evidence: string[]; why: string }[];
  /**
   * Groups taken for a rule's known mistake whose own text covers none of them: nothing attached, nothing proposed. The
   * rule's words may be too narrow (reword it), or its evidence mixed two mistakes and these are the other one.
   */
  uncovered: { rule_id: string; evidence: string[] }[];
  retirements: string[];
}

const NEIGHBOURS = 12;
/** The latest corrections of each open or active rule that take part in grouping as that rule's known mistake. */
const EVIDENCE_PER_RULE = 12;
/**
 * From this score (a group against a rule's evidence) a new candidate's card asks "same mistake as rule X?", only for
 * a part of the owner's links never called "a new one" (`onlyLinked`): one mistake split by partly answered questions,
 * or another in the same situations; the owner's tap tells which. Chosen on the dev world and dev promotion sets.
 */
export const ALIKE_FLOOR = CLUSTER_DEFAULTS.groupThreshold;

/** A candidate as the job proposes it: stored and shown in every channel by whoever hands the job `propose`. */
export interface CandidateRule {
  title: string;
  body: string;
  matched_body: string | null;
  goal: string;
  evidence: string[];
  evidence_parts: Record<string, string>;
  source: 'nightly';
  alike: { id: string; title: string } | null;
}

/** What the job is handed: the rule writer, how a candidate is proposed, and a namer of mistakes when there is one. */
export interface NightlyUses {
  writer: RuleWriter;
  propose: (candidate: CandidateRule) => Promise<Rule>;
  namer?: MistakeNamer;
}

export async function runNightly(
  deps: GatewayDeps,
  uses: NightlyUses,
  rawInput: NightlyInput = {},
  progress: (line: string) => void = () => {},
): Promise<NightlyResult> {
  const input = nightlyInput.parse(rawInput);
  const learning = deps.config.learning;
  const until = input.now ?? new Date();
  const since = new Date(until.getTime() - (input.windowDays ?? learning.windowDays) * 86_400_000);
  const key = `nightly:${DateTime.fromJSDate(until, { zone: deps.config.timezone }).toISODate()}`;
  const result: NightlyResult = {
    status: 'succeeded',
    key,
    window: { since, until },
    items: 0,
    groups: 0,
    proposed: [],
    attached: [],
    uncovered: [],
    retirements: [],
  };

  const locked = await deps.db.withLock('taploop:nightly', async () => {
    await failAbandoned(deps.db, 'nightly');
    const jobId = newId('job');
    await startJobRun(deps.db, {
      id: jobId,
      job: 'nightly',
      key,
      status: 'running',
      window_start: since,
      window_end: until,
    });
    try {
      progress(`nightly job (${key}): corrections from ${since.toISOString()} to ${until.toISOString()}`);
      const backfilled = await backfillEmbeddings(deps);
      if (backfilled.embedded) progress(`embedded ${backfilled.embedded} correction(s) first`);
      // PGlite has no autovacuum: without statistics the planner skips the vector index and the job turns quadratic.
      await deps.db.exec('analyze feedback; analyze runs');
      const items = await listMinable(deps.db, deps.embeddings, { since, until });
      result.items = items.length;
      const byGoal = new Map<string, MinableItem[]>();
      for (const item of items) pushTo(byGoal, item.goal, item);
      progress(`${items.length} unmined correction(s) and rejection reason(s) in ${byGoal.size} goal(s)`);
      const ownerTexts = ownerTextsIn(deps, { since, until });
      for (const [goal, goalItems] of byGoal) {
        await mineGoal(
          deps,
          uses,
          ownerTexts,
          goal,
          goalItems,
          { since, until, minItems: input.minItems ?? learning.minItems, minRuns: input.minRuns ?? learning.minRuns },
          result,
          progress,
        );
      }
      result.retirements = await proposeRetirements(deps, ownerTexts, progress);
      await finishJobRun(deps.db, jobId, 'succeeded', summary(result));
      progress(
        `done: ${result.proposed.length} candidate(s), ${result.attached.length} attached to existing rules, ${result.retirements.length} retirement(s) proposed${result.uncovered.length ? `; ${result.uncovered.length} group(s) alike a rule whose words cover none of them (reword it?)` : ''}`,
      );
    } catch (err) {
      await finishJobRun(deps.db, jobId, 'failed', summary(result), (err as Error).message).catch(() => {});
      throw err;
    }
  });
  if (!locked.ran) {
    progress('another nightly job is running; skipped');
    await startJobRun(deps.db, {
      id: newId('job'),
      job: 'nightly',
      key,
      status: 'skipped',
      window_start: since,
      window_end: until,
    });
    return { ...result, status: 'skipped' };
  }
  return result;
}

async function mineGoal(
  deps: GatewayDeps,
  { writer, propose, namer }: NightlyUses,
  /** The owner's own texts per goal in the window (read once a night, shared with the retirement review). */
  ownerTexts: OwnerTextsOf,
  goal: string,
  corrections: MinableItem[],
  opts: { since: Date; until: Date; minItems: number; minRuns: number },
  result: NightlyResult,
  progress: (line: string) => void,
): Promise<void> {
  // The corrections rules already rest on group beside the new ones: a group holding them is that rule's mistake.
  // Each as the part of it its rule rests on; the new corrections as the parts of them no rule rests on yet.
  const evidence = (
    await listRuleEvidence(deps.db, deps.embeddings, { ...opts, goal, perRule: EVIDENCE_PER_RULE })
  ).map(restingPart);
  const items = unspentParts(corrections);
  // Names are given per correction (the owner's answers, an LLM's): a correction of several mistakes names the part
  // its question was about. The new corrections last: a namer that names only so many keeps the newest.
  const named = namer ? await namer.name(goal, [...evidence, ...corrections]) : new Map<string, string>();
  const nameOf = (i: AsPart<MinableItem | RuleEvidence>) =>
    named.get(i.id) ?? (i.key === primaryKey(i) ? (named.get(i.feedback_id) ?? null) : null);
  if (named.size) progress(`  ${goal}: ${named.size} of ${corrections.length + evidence.length} correction(s) named`);
  const vectors = await partVectors(deps, items);
  const clusterable = items.map((i) => ({ ...i, vector: vectors.get(i.id) ?? null, name: nameOf(i) }));
  const known = evidence.map((i) => ({
    ...i,
    vector: i.key === WHOLE ? parseVector(i.signal) : null,
    name: nameOf(i),
  }));
  // Candidate pairs from the vector index (each neighbour's parts); clusterMistakes adds those sharing a feature.
  const partsOfCorrection = new Map<string, string[]>();
  for (const i of clusterable) pushTo(partsOfCorrection, i.feedback_id, i.id);
  const pairs: [string, string][] = [];
  for (const item of clusterable) {
    if (item.key !== WHOLE || !item.vector) continue;
    const near = await signalNeighbours(deps.db, deps.embeddings, {
      vector: item.vector,
      goal,
      since: opts.since,
      until: opts.until,
      limit: NEIGHBOURS,
    });
    for (const n of near) for (const other of partsOfCorrection.get(n.id) ?? [n.id]) pairs.push([item.id, other]);
  }
  const knownByRule = new Map<string, typeof known>();
  for (const k of known) pushTo(knownByRule, k.rule_id, k);
  const groups = clusterMistakes(clusterable, pairs, undefined, knownByRule);
  // The name each rule's evidence bears: a named group is never a rule of another name's duplicate.
  const nameOfRule = ruleNames(knownByRule);
  const byId = new Map(clusterable.map((i) => [i.id, i]));
  const rules = new Map((await rulesOfGoal(deps.db, goal)).map((r) => [r.id, r]));
  let proposed = 0;
  const attach = async (ruleId: string, matching: string[], why: string) => {
    if (matching.length === 0) return;
    const { ids, parts } = asEvidence(matching);
    const grown = await attachTo(deps, ruleId, ids, parts);
    result.attached.push({ rule_id: ruleId, evidence: ids, why });
    // A candidate still waiting for the owner's yes: its cards show the corrections it gained.
    if (grown?.status !== 'candidate') return;
    rules.set(ruleId, grown);
    await tellChannels(deps, 'ruleChanged', (c) => c.ruleChanged?.(grown));
  };
  // A group holding the part an owner's reason named is proposed first: the mistake they named comes first.
  const reasoned = (g: (typeof groups)[number]) => g.ids.some((id) => byId.get(id)?.part?.reason);
  for (const group of [...groups].sort((a, b) => Number(reasoned(b)) - Number(reasoned(a)))) {
    const members = group.ids.map((id) => byId.get(id)!);
    const shown = group.ids.map(shownId).join(', ');
    const corrections = new Set(members.map((m) => m.feedback_id)).size;
    const knownRule = group.known ? rules.get(group.known) : undefined;
    if (knownRule && corrections >= opts.minItems) {
      // A rule's known mistake made again: no new candidate; only corrections matching the rule's text are attached.
      const matching = matchingRule(knownRule, goal, members);
      const alike = group.name ? `same name "${group.name}"` : `alike ${group.knownScore?.toFixed(2)}`;
      if (matching.length) await attach(knownRule.id, matching, `known mistake, ${alike}`);
      else result.uncovered.push({ rule_id: knownRule.id, evidence: asEvidence(group.ids).ids });
      const outcome = matching.length
        ? `attached ${matching.length}`
        : 'its words cover none of them: nothing attached';
      progress(
        `  ${goal}: ${members.length} correction(s) repeat the mistake of rule ${knownRule.id} ("${knownRule.title}", ${alike}); ${outcome} (${shown})`,
      );
      continue;
    }
    const runs = new Set(members.map((m) => m.run_id)).size;
    if (corrections < opts.minItems || runs < opts.minRuns) {
      // What the job keeps waiting on: a mistake seen more than once, not yet often enough to ask the owner about.
      if (corrections >= 2)
        progress(
          `  ${goal}: ${corrections} correction(s) on ${runs} draft(s) look like one mistake; a candidate needs ${opts.minItems} on ${opts.minRuns} (${shown})`,
        );
      continue;
    }
    const mistakes = members.map(mistakeOf);
    if (additionsDisagree(mistakes)) continue;
    result.groups++;
    // Each correction as the part of it this group holds: its words and its reason only where the part has them.
    const evidenceOf = members.map((m, i) => {
      const { style } = mistakes[i]!;
      const words = !m.part || m.part.words;
      // One sentence of several: its own text before and after, and its own phrases.
      const sentence = m.part?.from !== undefined;
      return {
        ...m,
        reason: m.part && !m.part.reason ? null : m.reason,
        edit_removed: words ? [...(m.part?.removed ?? m.edit_removed ?? [])] : [],
        edit_added: words ? [...(m.part?.added ?? m.edit_added ?? [])] : [],
        draft: sentence ? m.part!.from! : m.draft,
        correction: sentence ? (m.part!.to ?? '') : m.correction,
        style: style.size ? [...style] : undefined,
      };
    });
    const text = await writer.write(
      goal,
      evidenceOf,
      saidOutside(await ownerTexts(goal), new Set(members.map((m) => m.feedback_id))),
    );
    const alike = [...rules.values()].filter((r) => !group.name || (nameOfRule.get(r.id) ?? group.name) === group.name);
    const duplicate = await findDuplicateRule(deps, goal, text, members, alike);
    if (duplicate) {
      // Only the corrections that match the rule's own text go to it; the others stay free for a later night.
      await attach(duplicate.id, duplicate.matching, duplicate.why);
      progress(
        `  ${goal}: "${text.title}" is close to rule ${duplicate.id} (${duplicate.why}); evidence attached: ${duplicate.matching.length} of ${members.length}`,
      );
      continue;
    }
    // The rule this group's mistake looks like, below a duplicate: the owner's one tap joins what words could not.
    // It is an open or active rule (only theirs have evidence in grouping), which the merge checks again when tapped.
    const near =
      group.nearest && group.nearest.score >= ALIKE_FLOOR && (!group.name || onlyLinked(group.name))
        ? rules.get(group.nearest.ruleId)
        : undefined;
    const { ids, parts } = asEvidence(members.map((m) => m.id));
    const rule = await propose({
      title: text.title,
      body: text.body,
      matched_body: text.matched_body ?? null,
      goal,
      evidence: ids,
      evidence_parts: parts,
      source: 'nightly',
      alike: near ? { id: near.id, title: near.title } : null,
    });
    rules.set(rule.id, rule); // later groups compare with it
    if (group.name) nameOfRule.set(rule.id, group.name);
    result.proposed.push(rule.id);
    proposed++;
    progress(
      `  ${goal}: proposed "${rule.title}" from ${corrections} correction(s) on ${runs} draft(s) (${text.via}; ${shown})${rule.alike_rule_id ? `; its card asks "same mistake as rule ${rule.alike_rule_id}?" (alike ${group.nearest!.score.toFixed(2)})` : ''}`,
    );
  }
  progress(`  ${goal}: ${items.length} item(s), ${groups.length} group(s), ${proposed} candidate(s)`);
}

/** A part as the progress lines show it: its correction's id, and which part when it is one of several. */
const shownId = (id: string) => {
  const { feedbackId, key } = splitPartId(id);
  return key === WHOLE ? feedbackId : `${feedbackId} (${key})`;
};

/** The key of the part a correction's name is about (parts.ts primaryPart). */
const primaryKey = (f: CorrectionFacts) => primaryPart(partsOf(f)).key;

/**
 * The embedding of what each part of a split correction says (its stored signal is the whole edit's): none for a style
 * part, its words and reason for a words part (as backfill.ts signalText). A whole correction keeps its signal.
 */
async function partVectors(
  deps: Pick<GatewayDeps, 'embeddings'>,
  items: readonly AsPart<MinableItem>[],
): Promise<Map<string, number[] | null>> {
  const out = new Map<string, number[] | null>();
  const words: AsPart<MinableItem>[] = [];
  for (const i of items) {
    if (i.key === WHOLE) out.set(i.id, parseVector(i.signal));
    else if (i.part?.words) words.push(i);
  }
  if (words.length) {
    const vectors = await deps.embeddings.embed(
      words.map((i) => signalText({ ...i, reason: i.part!.reason ? i.reason : null })),
    );
    words.forEach((i, k) => out.set(i.id, vectors[k] ?? null));
  }
  return out;
}

const summary = (r: NightlyResult) => ({
  items: r.items,
  groups: r.groups,
  proposed: r.proposed.length,
  attached: r.attached.length,
  uncovered: r.uncovered.length,
  retirements: r.retirements.length,
});
