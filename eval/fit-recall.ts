// Fits the model that chooses the context's past corrections when an agent asks with its task and draft
// (gateway/learning/recall-model.ts), on the dev and tuning retrieval sets only, never on a held-out one.
//
//   npx tsx eval/fit-recall.ts              leave-one-set-out over the dev sets: the hand rules beside the model
//   npx tsx eval/fit-recall.ts --write      fit on every dev set and the tuning set, write recall-weights.ts
//
// Each dev set is left out in turn: the model is fitted on the other dev sets and the tuning set, and judged on the
// set left out, which tells how it carries over to a business it was not fitted on.
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createRng } from '../bench/prng.ts';
import { seedIds } from '../gateway/kernel/ids.ts';
import { recallCandidates } from '../gateway/learning/context.ts';
import { LOCAL_MODEL } from '../gateway/learning/embeddings/local.ts';
import { scoreCandidates, selectCorrections } from '../gateway/learning/recall.ts';
import {
  type Asked,
  askedBy,
  chosen,
  featureNames,
  featureRows,
  probabilities,
} from '../gateway/learning/recall-model.ts';
import { fit } from './fit.ts';
import { evalGateway } from './gateway.ts';
import { relevantIn, remember, summarise } from './retrieval.ts';
import type { RetrievalSet } from './retrieval-set.ts';
import { retrievalSets } from './sets.ts';

/** One question asked with its task and draft, or with the task alone: each candidate's features, whether it is of the question's class. */
interface Question {
  set: string;
  asked: Asked;
  relevant: boolean;
  x: number[][];
  y: boolean[];
  /** Chosen by the hand rules (selectCorrections without the model). */
  rules: boolean[];
}

async function ask(set: RetrievalSet): Promise<Question[]> {
  seedIds(createRng(7).next);
  const { gateway, close } = await evalGateway(process.env);
  try {
    const labels = await remember(gateway, set);
    const out: Question[] = [];
    for (const q of set.questions) {
      for (const mode of ['task+draft', 'task'] as const) {
        const draft = mode === 'task+draft' ? q.draft : null;
        const asked = askedBy(draft);
        const mistake = relevantIn(q, mode);
        const c = await recallCandidates(gateway.deps, { goal: q.goal, task: q.task, draft, k: 5 });
        if (!c) continue;
        const { rows, kept, semantic, settings, threshold } = c;
        const inputs = { goal: q.goal, draft, kept, semantic };
        const chosen = new Set(selectCorrections(rows, { ...inputs, k: 5, threshold }, settings).map((r) => r.row.id));
        const scored = scoreCandidates(rows, inputs, settings);
        out.push({
          set: set.name,
          asked,
          relevant: mistake !== null,
          x: featureRows(
            scored.map((r) => r.scored.signals),
            asked,
          ),
          y: scored.map((r) => mistake !== null && labels.get(r.row.id) === mistake),
          rules: scored.map((r) => chosen.has(r.row.id)),
        });
      }
    }
    return out;
  } finally {
    await close();
  }
}

/** recall, precision and none-when-none of a choice per question, as the eval counts them (eval/retrieval.ts). */
function judge(qs: readonly Question[], pick: (q: Question) => boolean[]): string {
  const answered = qs.map((q) => {
    const picked = pick(q);
    return {
      relevant: q.relevant,
      returned: picked.filter(Boolean).length,
      right: picked.filter((c, i) => c && q.y[i]).length,
    };
  });
  const r = summarise(answered);
  const pct = (x: number) => `${(100 * (Number.isNaN(x) ? 0 : x)).toFixed(1)}%`;
  const returned = answered.reduce((t, a) => t + a.returned, 0);
  return `recall ${pct(r.recall)}  precision ${pct(r.precision)}  none ${pct(r.noneWhenNone)}  returned ${returned}`;
}

/** What the gateway would return with these weights and this threshold (recall-model.ts chosen, k = 5). */
const top = (w: { bias: number; weights: number[] }, threshold: number) => (q: Question) => {
  const keep = new Set(chosen(probabilities(q.x, w), threshold, 5));
  return q.x.map((_, i) => keep.has(i));
};

const { values } = parseArgs({
  options: {
    write: { type: 'boolean' },
    'threshold-draft': { type: 'string', default: '0.35' },
    'threshold-task': { type: 'string', default: '0.25' },
    l2: { type: 'string', default: '1' },
  },
});
const thresholds: Record<Asked, number> = {
  draft: Number(values['threshold-draft']),
  task: Number(values['threshold-task']),
};
const l2 = Number(values.l2);
/** The dev sets and the tuning set: never a held-out one. */
const sets = retrievalSets().filter((s) => !s.name.startsWith('held-out'));
const dev = sets.filter((s) => s.name.startsWith('dev '));
const all: Question[] = [];
for (const set of sets) {
  process.stderr.write(`asking ${set.name}\n`);
  all.push(...(await ask(set)));
}
const devNames = dev.map((s) => s.name);
const fitted: Record<string, { bias: number; weights: number[]; threshold: number }> = {};
for (const asked of ['draft', 'task'] as const) {
  const mine = all.filter((q) => q.asked === asked);
  const held = new Map<Question, { bias: number; weights: number[] }>();
  for (const name of devNames) {
    const train = mine.filter((q) => q.set !== name);
    const w = fit(
      train.flatMap((q) => q.x),
      train.flatMap((q) => q.y),
      l2,
    );
    for (const q of mine.filter((q) => q.set === name)) held.set(q, w);
  }
  const devQs = mine.filter((q) => devNames.includes(q.set));
  const t0 = thresholds[asked];
  const steps = [-0.1, -0.05, 0, 0.05, 0.1, 0.15].map((d) => Math.round((t0 + d) * 100) / 100).filter((t) => t > 0);
  process.stdout.write(
    `\nasked with the ${asked === 'draft' ? 'task and the draft' : 'task alone'}: dev sets, each left out in turn (${devQs.length} questions)\n`,
  );
  process.stdout.write(`hand rules        ${judge(devQs, (q) => q.rules)}\n`);
  for (const t of steps)
    process.stdout.write(`model at ${t.toFixed(2)}     ${judge(devQs, (q) => top(held.get(q)!, t)(q))}\n`);
  if (values.write) {
    const w = fit(
      mine.flatMap((q) => q.x),
      mine.flatMap((q) => q.y),
      l2,
    );
    const tuning = mine.filter((q) => !devNames.includes(q.set));
    process.stdout.write(`tuning set, fitted on it too: hand rules ${judge(tuning, (q) => q.rules)}\n`);
    process.stdout.write(`                              model      ${judge(tuning, top(w, t0))}\n`);
    fitted[asked] = { ...w, threshold: t0 };
  }
}
if (values.write) {
  const round = (v: number) => Math.round(v * 1e6) / 1e6;
  // Stored by feature name: loading checks every name against the features (recall-model.ts modelFor).
  const model = (asked: 'draft' | 'task', m: { bias: number; weights: number[]; threshold: number }) => {
    const names = featureNames(asked);
    const weights = names.map((n, i) => `      ${JSON.stringify(n)}: ${round(m.weights[i]!)},`).join('\n');
    return `{\n    bias: ${round(m.bias)},\n    weights: {\n${weights}\n    },\n    threshold: ${m.threshold},\n  }`;
  };
  const out = new URL('../gateway/learning/recall-weights.ts', import.meta.url);
  writeFileSync(
    out,
    `// Generated by \`npx tsx eval/fit-recall.ts --write\` (dev sets ${dev.map((s) => s.name.slice(4)).join(', ')} and the tuning set; L2 ${l2}): do not edit by hand.\n` +
      `import type { NamedModel } from './recall-model.ts';\n\n` +
      `export const RECALL_WEIGHTS: { model: string; draft: NamedModel; task: NamedModel } = {\n  model: '${LOCAL_MODEL}',\n  draft: ${model('draft', fitted.draft!)},\n  task: ${model('task', fitted.task!)},\n};\n`,
  );
  // Formatted as the linter wants it, so that `npm test` (biome check) passes on the written file.
  execFileSync('npx', ['biome', 'format', '--write', fileURLToPath(out)], { stdio: 'ignore' });
  process.stdout.write('wrote gateway/learning/recall-weights.ts\n');
}
