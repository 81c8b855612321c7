// `npm run eval`: learning quality over a simulated month, four agents on the same schedule; tables + eval/results.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../bench/prng.ts';
import { seedIds } from '../gateway/kernel/ids.ts';
import { ENCODER_MODEL } from '../gateway/learning/embeddings/encoder.ts';
import { LOCAL_MODEL } from '../gateway/learning/embeddings/local.ts';
import { evalConfig } from './gateway.ts';
import { type AgentPolicy, type MonthResult, simulateMonth } from './month.ts';
import { type MultiResult, multiTable, runMulti } from './multi.ts';
import { parseOracle } from './namer.ts';
import { type PromotionResult, poolPromotion, promotionTable, runPromotion } from './promotion.ts';
import { candidateTable, effortTable, perClassRepeat, precheckTable, repeatTable, ruleTable } from './report.ts';
import { retrievalTables } from './report-retrieval.ts';
import { targetsTable } from './report-targets.ts';
import { poolSets, probeSet, type SetResult } from './retrieval.ts';
import { multiSets, promotionSets, retrievalSets, worlds } from './sets.ts';
import { planMonth } from './world.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`Usage: npm run eval [-- --quick] [--retrieval | --promotion-only] [--set tuning|held-out|held-out A|…|dev|dev B|…] [--seed <n>] [--days <n>] [--per-day <n>] [--fills <n>] [--out <file>] [--embedding local|encoder] [--namer oracle[:P,Q]] [--owner-answers P [--answers-later]]

Simulates a month of drafts and decisions with four agents (ignoring context, following corrections, following
rules + corrections, corrections + check_draft) in three worlds, the held-out world V (a business written apart from
the code, never tuned on), the dev world W (written the same way, read while developing) and the tuning world, after
the retrieval and rule-promotion sets, and prints the learning-quality tables (also written to eval/results.json),
last the learning targets: each held-out figure (the pooled sets) beside the tuning one, and whether it meets its
target. --quick runs a shorter month; --promotion-only stops after the rule-promotion sets, --retrieval after the
retrieval sets. EVAL_SEED, EVAL_DAYS, … set the same;
EVAL_TRACE=1 prints to stderr, night by night, the nightly job's lines (proposed, attached, taken for a known rule's
mistake, waiting on fewer corrections than a candidate needs, rules drawing decisions against them) with each
correction shown by its class and each rule by the class it was confirmed for, in the promotion sets and the month;
each past correction the context returned that is not of the question's class, with why it came back; and each
question with a relevant past correction that got none of it ("missed"), with its task and draft.

Sets (eval/sets/*.json; each one's "about" says who wrote it, its business and its role): held-out A, C, D, G, H, I,
J, M, N, O, P, Q, R and S (written independently, never tuned on; P for retrieval only, R and S for rule promotion
only; their pooled row is the figure to quote), dev B, E, F, K, L, T and U (written the same way, read while
developing), dev P (rule promotion; its retrieval set is held-out P), tuning; and the month's worlds, "held-out world
V" (written apart from the code, never tuned on), "dev world W" (read while developing) and "tuning world". --set
runs only the sets whose name starts with it, or with one of its comma-separated names (\`--set tuning\` or \`--set
dev\` while tuning; \`--set "held-out M,held-out N"\` pools those two; \`--set "dev world"\` only the dev month).

--embedding encoder measures with taploop's built-in sentence encoder (EMBEDDING_PROVIDER=encoder: Universal Sentence
Encoder lite, offline) instead of the offline default (local); EMBEDDING_PROVIDER and EMBEDDINGS_BASE_URL work too.

--namer oracle gives the nightly job, in the rule-promotion sets only, the name of each correction's mistake (its
true class; a one-off gets a name of its own), as an LLM that names mistakes could: what grouping would reach with
such names. oracle:P,Q makes the namer err: a share P of names paraphrased (a name no other correction has) and a
share Q confused (another class of the same goal), e.g. oracle:0.1,0.1. It measures the job given names, not a namer.

--owner-answers P: after a share P of edits and rejections (chosen by a seeded draw), the simulated owner answers
"Same mistake as one of these?" as the channels ask it: the choice of the correction's own class when it is shown,
else "New mistake" (promotion sets and the month). --answers-later: once a day, before the nightly job, the owner also
opens the web inbox's list of the week's unnamed mistakes and answers a share P of what it shows (a separate draw).
`);
  process.exit(0);
}

const { values } = parseArgs({
  args: process.argv.slice(2),
  options: {
    quick: { type: 'boolean' },
    /** Only the retrieval sets (seconds instead of minutes). */
    retrieval: { type: 'boolean' },
    /** With --retrieval: only this set (\`tuning\` while tuning, so the held-out figures are not seen at each try). */
    set: { type: 'string' },
    seed: { type: 'string' },
    days: { type: 'string' },
    'per-day': { type: 'string' },
    fills: { type: 'string' },
    out: { type: 'string' },
    'promotion-only': { type: 'boolean' },
    /** Only the multi-mistake sets (eval/sets/multi-*.json). */
    multi: { type: 'boolean' },
    /** encoder: the built-in sentence encoder in place of the offline default (EMBEDDING_PROVIDER). */
    embedding: { type: 'string' },
    /** oracle[:P,Q]: mistakes named by their true class for the rule-promotion sets (eval/namer.ts). */
    namer: { type: 'string' },
    /** P: the owner answers "the same mistake as one of these?" after a share P of corrections (promotion sets). */
    'owner-answers': { type: 'string' },
    /** With --owner-answers: the owner also opens the inbox's list of unnamed mistakes once a day and answers some. */
    'answers-later': { type: 'boolean' },
  },
});
if (values.embedding !== undefined && values.embedding !== 'local' && values.embedding !== 'encoder') {
  process.stderr.write(`--embedding: "local" or "encoder" (got "${values.embedding}")\n`);
  process.exit(2);
}
const oracle = values.namer === undefined ? undefined : parseOracle(values.namer);
if (oracle === null) {
  process.stderr.write(`--namer: "oracle" or "oracle:P,Q" with shares between 0 and 1 (got "${values.namer}")\n`);
  process.exit(2);
}
const ownerAnswers = values['owner-answers'] === undefined ? undefined : Number(values['owner-answers']);
if (ownerAnswers !== undefined && !(ownerAnswers >= 0 && ownerAnswers <= 1)) {
  process.stderr.write(`--owner-answers: a share between 0 and 1 (got "${values['owner-answers']}")\n`);
  process.exit(2);
}
const answersLater = values['answers-later'] === true;
if (answersLater && ownerAnswers === undefined) {
  process.stderr.write(
    '--answers-later: give --owner-answers P too (the share answered, after each decision and in the list)\n',
  );
  process.exit(2);
}
const env: NodeJS.ProcessEnv = values.embedding
  ? { ...process.env, EMBEDDING_PROVIDER: values.embedding }
  : process.env;
const num = (flag: string | undefined, name: string, full: number, quick: number) =>
  Number(flag ?? env[`EVAL_${name}`] ?? (values.quick ? quick : full));
const o = {
  seed: num(values.seed, 'SEED', 7, 7),
  days: num(values.days, 'DAYS', 30, 10),
  perDay: num(values['per-day'], 'PER_DAY', 12, 12),
  fills: num(values.fills, 'FILLS', 6, 3),
  out: values.out ?? 'eval/results.json',
};

/** The sets `--set` asks for: those whose name starts with it, or with one of its comma-separated names (all without it). */
const chosen = <T extends { name: string }>(sets: T[]): T[] =>
  sets.filter((x) => !values.set || values.set.split(',').some((p) => x.name.startsWith(p.trim())));

/**
 * The results with the held-out ones (which run first) followed by all of them as one, "held-out A+C+…+O", when
 * more than one ran.
 */
function withPooled<R extends { set: string }>(rs: R[], pool: (name: string, sets: R[]) => R): R[] {
  const held = rs.filter((r) => r.set.startsWith('held-out'));
  if (held.length < 2) return rs;
  const name = `held-out ${held.map((r) => r.set.replace('held-out ', '')).join('+')}`;
  return [...held, pool(name, held), ...rs.slice(held.length)];
}

const started = Date.now();
const progress = (line: string) =>
  process.stderr.write(`[${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}\n`);
const config = evalConfig(env);
const embedding =
  config.embeddings.provider === 'openai'
    ? `openai-compatible ${config.embeddings.model}`
    : config.embeddings.provider === 'encoder'
      ? `${ENCODER_MODEL} (offline sentence encoder)`
      : `${LOCAL_MODEL} (offline)`;
const rules = config.llm ? `LLM ${config.llm.model}` : 'recurring phrases (no LLM)';
const named = oracle
  ? `; promotion with mistakes named by an oracle (${oracle.paraphrased * 100}% paraphrased, ${oracle.confused * 100}% confused)`
  : '';
const asked =
  ownerAnswers !== undefined
    ? `; the owner answers "the same mistake as…?" after ${ownerAnswers * 100}% of corrections${answersLater ? `, and ${ownerAnswers * 100}% of the list of unnamed ones once a day` : ''}`
    : '';
progress(
  `eval: ${o.days} days × ${o.perDay} drafts, seed ${o.seed}; embedding ${embedding}; rule text ${rules}${named}${asked}`,
);

// Retrieval is judged on its own sets, each stored fresh: the held-out ones first, then all of them as one, then the dev
// sets and the tuning set (eval/sets.ts gives them in that order). `--set held-out` runs the held-out sets, `--set dev`
// the dev ones.
let retrieval: SetResult[] = [];
for (const set of values.multi ? [] : chosen(retrievalSets())) {
  progress(`  retrieval: ${set.name} set`);
  seedIds(createRng(o.seed).next); // each section makes the same ids on every run: ties between equal scores break alike
  retrieval.push(await probeSet(set, env));
}
retrieval = withPooled(retrieval, poolSets);
if (values.retrieval) {
  process.stdout.write(`\n${retrievalTables(retrieval)}\n\n${targetsTable([], retrieval)}\n`);
  writeFileSync(o.out, `${JSON.stringify({ settings: { ...o, embedding }, retrieval }, null, 2)}\n`);
  process.exit(0);
}

// Multi-mistake edits: the held-out set (written apart from the learning code, never tuned on), then the dev sets.
const multi: MultiResult[] = [];
for (const set of chosen(multiSets())) {
  progress(`  multi-mistake edits, ${set.name} set`);
  seedIds(createRng(o.seed).next);
  multi.push(await runMulti(set, { env, seed: o.seed, ownerAnswers }));
}
if (values.multi) {
  process.stdout.write(`\n${multiTable(multi)}\n`);
  process.exit(0);
}

// Rule promotion: the held-out sets (never tuned on) and all of them as one, then the dev sets and the tuning set.
let promotion: PromotionResult[] = [];
for (const set of chosen(promotionSets())) {
  progress(`  rule promotion, ${set.name} set`);
  seedIds(createRng(o.seed).next);
  promotion.push(await runPromotion(set, { env, seed: o.seed, oracle, ownerAnswers, answersLater }));
}
promotion = withPooled(promotion, poolPromotion);
if (values['promotion-only']) {
  process.stdout.write(`\n${promotionTable(promotion)}\n\n${targetsTable(promotion, retrieval)}\n`);
  process.exit(0);
}

// The month: the held-out world (written apart from the code, never tuned on), the dev world (written the same way,
// read while developing) and the tuning world, each lived by the four agents on one schedule. `--set held-out` runs
// the held-out world, `--set dev` the dev one, `--set tuning` the tuning one.
const policies: AgentPolicy[] = [
  'ignores context',
  'follows corrections',
  'follows rules + corrections',
  'corrections + check_draft',
];
const months: MonthResult[] = [];
const monthSections: string[] = [];
for (const world of chosen(worlds())) {
  const plan = planMonth(world, o.seed, { days: o.days, draftsPerDay: o.perDay, temptation: 0.75, oneOffRate: 0.08 });
  const lived: MonthResult[] = [];
  for (const policy of policies) {
    progress(`  ${world.name}: month with an agent that ${policy}`);
    seedIds(createRng(o.seed).next);
    lived.push(
      await simulateMonth(plan, policy, {
        env,
        world: world.name,
        progress,
        ...(ownerAnswers !== undefined && { ownerAnswers: { share: ownerAnswers, seed: o.seed } }),
      }),
    );
  }
  months.push(...lived);
  monthSections.push(
    `The month in the ${world.name}: ${o.days} simulated days × ${o.perDay} drafts (${plan.length}), ${world.mistakes.length} mistake classes in ${world.families.length} situation families`,
    ruleTable(lived, world),
    candidateTable(lived),
    repeatTable(lived, o.days),
    precheckTable(lived, o.days),
    effortTable(lived, o.days),
    perClassRepeat(lived, world),
  );
}

const header = `eval: seed ${o.seed}; embedding ${embedding}; rule text from ${rules}; ${cpus().length} cores; ${new Date().toISOString()}`;
const sections = [
  header,
  ...(promotion.length ? [promotionTable(promotion)] : []),
  ...(multi.length ? [multiTable(multi)] : []),
  ...(retrieval.length ? [retrievalTables(retrieval)] : []),
  ...monthSections,
  targetsTable(promotion, retrieval, months),
  `total ${((Date.now() - started) / 1000).toFixed(0)} s`,
];
process.stdout.write(`\n${sections.join('\n\n')}\n`);
writeFileSync(
  o.out,
  `${JSON.stringify({ settings: { ...o, embedding, rules }, promotion, retrieval, months }, null, 2)}\n`,
);
progress(`wrote ${o.out}`);
