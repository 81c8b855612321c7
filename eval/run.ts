// `npm run eval`: learning quality over a simulated month, four agents on the same schedule; tables + eval/results.json.
import { writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { parseArgs } from 'node:util';
import { createRng } from '../bench/prng.ts';
import { seedIds } from '../gateway/core/ids.ts';
import { ENCODER_MODEL } from '../gateway/learning/embeddings/encoder.ts';
import { LOCAL_MODEL } from '../gateway/learning/embeddings/local.ts';
import { evalConfig } from './gateway.ts';
import { type AgentPolicy, type MonthResult, simulateMonth } from './month.ts';
import { loadMultiSet, MULTI_DEV, MULTI_HELD_OUT_A, type MultiResult, multiTable, runMulti } from './multi.ts';
import { parseOracle } from './namer.ts';
import { type PromotionResult, poolPromotion, promotionTable, runPromotion } from './promotion.ts';
import { DEV_T } from './promotion-dev-t.ts';
import { DEV_U } from './promotion-dev-u.ts';
import { HELD_OUT } from './promotion-heldout.ts';
import { HELD_OUT_B } from './promotion-heldout-b.ts';
import { HELD_OUT_C } from './promotion-heldout-c.ts';
import { HELD_OUT_D } from './promotion-heldout-d.ts';
import { HELD_OUT_E } from './promotion-heldout-e.ts';
import { HELD_OUT_F } from './promotion-heldout-f.ts';
import { HELD_OUT_G } from './promotion-heldout-g.ts';
import { HELD_OUT_H } from './promotion-heldout-h.ts';
import { HELD_OUT_I } from './promotion-heldout-i.ts';
import { HELD_OUT_J } from './promotion-heldout-j.ts';
import { HELD_OUT_K } from './promotion-heldout-k.ts';
import { HELD_OUT_L } from './promotion-heldout-l.ts';
import { HELD_OUT_M } from './promotion-heldout-m.ts';
import { HELD_OUT_N } from './promotion-heldout-n.ts';
import { HELD_OUT_O } from './promotion-heldout-o.ts';
import { HELD_OUT_P } from './promotion-heldout-p.ts';
import { HELD_OUT_Q } from './promotion-heldout-q.ts';
import { HELD_OUT_R } from './promotion-heldout-r.ts';
import { HELD_OUT_S } from './promotion-heldout-s.ts';
import { TUNING } from './promotion-tuning.ts';
import { candidateTable, effortTable, perClassRepeat, precheckTable, repeatTable, ruleTable } from './report.ts';
import { retrievalTables } from './report-retrieval.ts';
import { targetsTable } from './report-targets.ts';
import { poolSets, probeSet, type SetResult } from './retrieval.ts';
import { DEV_T as RETRIEVAL_DEV_T } from './retrieval-dev-t.ts';
import { DEV_U as RETRIEVAL_DEV_U } from './retrieval-dev-u.ts';
import { HELD_OUT as RETRIEVAL_HELD_OUT } from './retrieval-heldout.ts';
import { HELD_OUT_B as RETRIEVAL_HELD_OUT_B } from './retrieval-heldout-b.ts';
import { HELD_OUT_C as RETRIEVAL_HELD_OUT_C } from './retrieval-heldout-c.ts';
import { HELD_OUT_D as RETRIEVAL_HELD_OUT_D } from './retrieval-heldout-d.ts';
import { HELD_OUT_E as RETRIEVAL_HELD_OUT_E } from './retrieval-heldout-e.ts';
import { HELD_OUT_F as RETRIEVAL_HELD_OUT_F } from './retrieval-heldout-f.ts';
import { HELD_OUT_G as RETRIEVAL_HELD_OUT_G } from './retrieval-heldout-g.ts';
import { HELD_OUT_H as RETRIEVAL_HELD_OUT_H } from './retrieval-heldout-h.ts';
import { HELD_OUT_I as RETRIEVAL_HELD_OUT_I } from './retrieval-heldout-i.ts';
import { HELD_OUT_J as RETRIEVAL_HELD_OUT_J } from './retrieval-heldout-j.ts';
import { HELD_OUT_K as RETRIEVAL_HELD_OUT_K } from './retrieval-heldout-k.ts';
import { HELD_OUT_L as RETRIEVAL_HELD_OUT_L } from './retrieval-heldout-l.ts';
import { HELD_OUT_M as RETRIEVAL_HELD_OUT_M } from './retrieval-heldout-m.ts';
import { HELD_OUT_N as RETRIEVAL_HELD_OUT_N } from './retrieval-heldout-n.ts';
import { HELD_OUT_O as RETRIEVAL_HELD_OUT_O } from './retrieval-heldout-o.ts';
import { HELD_OUT_P as RETRIEVAL_HELD_OUT_P } from './retrieval-heldout-p.ts';
import { HELD_OUT_Q as RETRIEVAL_HELD_OUT_Q } from './retrieval-heldout-q.ts';
import { tuningSet } from './retrieval-tuning.ts';
import { planMonth, TUNING_WORLD } from './world.ts';
import { DEV_WORLD } from './world-dev.ts';
import { HELD_OUT_WORLD } from './world-heldout.ts';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  process.stdout.write(`Usage: npm run eval [-- --quick] [--retrieval | --promotion-only] [--set tuning|held-out|held-out A|…|dev|dev B|…] [--seed <n>] [--days <n>] [--per-day <n>] [--fills <n>] [--out <file>] [--embedding local|encoder] [--namer oracle[:P,Q]] [--owner-answers P [--answers-later]]

Simulates a month of drafts and decisions with four agents (ignoring context, following corrections, following
rules + corrections, corrections + check_draft) in three worlds, the held-out world V (a business written apart from
the code, never tuned on), the dev world W (written the same way, read while developing) and the tuning world, after
the retrieval and rule-promotion sets, and prints the learning-quality tables (also written to eval/results.json),
last the targets of issue 12: each held-out figure (the pooled sets) beside the tuning one, and whether it meets its
target. --quick runs a shorter month; --promotion-only stops after the rule-promotion sets, --retrieval after the
retrieval sets. EVAL_SEED, EVAL_DAYS, … set the same;
EVAL_TRACE=1 prints to stderr, night by night, the nightly job's lines (proposed, attached, taken for a known rule's
mistake, waiting on fewer corrections than a candidate needs, rules drawing decisions against them) with each
correction shown by its class and each rule by the class it was confirmed for, in the promotion sets and the month;
each past correction the context returned that is not of the question's class, with why it came back; and each
question with a relevant past correction that got none of it ("missed"), with its task and draft.

Sets: held-out A (written before the learning changes), held-out C, D, G, H, I, J, M, N, O, P, Q, R and S (written
independently, never tuned on; M, N and O since 2 Dec, P and Q since 3 Dec, R and S (rule promotion only) since 3 Dec
12:30; their pooled row is the figure to quote), dev B, E, F, K and L (written independently, development sets since
their first measurement), dev P (rule promotion; its retrieval set is held-out P), dev T and U (written independently
on 3 Dec, session 21, as fresh development sets), tuning; and the month's worlds, "held-out world V" and "dev world
W" (both since 4 Dec, session 24) and "tuning world". --set runs only the sets whose name starts with it, or with one
of its comma-separated names (\`--set tuning\` or \`--set dev\` while tuning; \`--set "held-out M,held-out N"\` pools
those two; \`--set "dev world"\` only the dev month).

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

// Retrieval is judged on its own sets, each stored fresh: the held-out ones first (A; C, D, G, H, I, J, M, N, O written by helpers
// who had not seen the retrieval code), then all of them as one, then B, E, F, K and L (written the same way, development
// sets since their first measurement) and the tuning set. `--set held-out` runs the held-out sets; `--set dev` B, E, F, K, L.
let retrieval: SetResult[] = [];
const retrievalSets = [
  RETRIEVAL_HELD_OUT,
  RETRIEVAL_HELD_OUT_C,
  RETRIEVAL_HELD_OUT_D,
  RETRIEVAL_HELD_OUT_G,
  RETRIEVAL_HELD_OUT_H,
  RETRIEVAL_HELD_OUT_I,
  RETRIEVAL_HELD_OUT_J,
  RETRIEVAL_HELD_OUT_M,
  RETRIEVAL_HELD_OUT_N,
  RETRIEVAL_HELD_OUT_O,
  RETRIEVAL_HELD_OUT_P,
  RETRIEVAL_HELD_OUT_Q,
  RETRIEVAL_HELD_OUT_B,
  RETRIEVAL_HELD_OUT_E,
  RETRIEVAL_HELD_OUT_F,
  RETRIEVAL_HELD_OUT_K,
  RETRIEVAL_HELD_OUT_L,
  RETRIEVAL_DEV_T,
  RETRIEVAL_DEV_U,
  tuningSet(),
];
for (const set of values.multi ? [] : chosen(retrievalSets)) {
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
for (const file of [MULTI_HELD_OUT_A, ...MULTI_DEV]) {
  const set = loadMultiSet(file);
  if (!chosen([set]).length) continue;
  progress(`  multi-mistake edits, ${set.name} set`);
  seedIds(createRng(o.seed).next);
  multi.push(await runMulti(set, { env, seed: o.seed }));
}
if (values.multi) {
  process.stdout.write(`\n${multiTable(multi)}\n`);
  process.exit(0);
}

// Rule promotion: the held-out sets (never tuned on; C, D, G, H, I, J, M, N, O, Q, R, S written by helpers who had not seen the
// learning code) and all of them as one, then the development sets B, E, F, K, L and P (written the same way) and the tuning set.
let promotion: PromotionResult[] = [];
for (const set of chosen([
  HELD_OUT,
  HELD_OUT_C,
  HELD_OUT_D,
  HELD_OUT_G,
  HELD_OUT_H,
  HELD_OUT_I,
  HELD_OUT_J,
  HELD_OUT_M,
  HELD_OUT_N,
  HELD_OUT_O,
  HELD_OUT_Q,
  HELD_OUT_R,
  HELD_OUT_S,
  HELD_OUT_B,
  HELD_OUT_E,
  HELD_OUT_F,
  HELD_OUT_K,
  HELD_OUT_L,
  HELD_OUT_P,
  DEV_T,
  DEV_U,
  TUNING,
])) {
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
for (const world of chosen([HELD_OUT_WORLD, DEV_WORLD, TUNING_WORLD])) {
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
