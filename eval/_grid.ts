import { RECALL } from '../gateway/learning/recall.ts';
import { probeSet } from './retrieval.ts';
import { tuningSet } from './retrieval-tuning.ts';
const grid = JSON.parse(process.argv[2]!) as Partial<typeof RECALL>[];
const set = tuningSet();
for (const g of grid) {
  Object.assign(RECALL, g);
  const r = await probeSet(set, {});
  console.log(JSON.stringify(g), r.modes.map((m) => `${m.mode}: R ${(m.recall * 100).toFixed(0)} P ${(m.precision * 100).toFixed(0)} n ${m.meanReturned.toFixed(2)} none ${(m.noneWhenNone * 100).toFixed(0)} | ${m.perKind.map((k) => `${k.kind.slice(0, 8)} ${((k.withRelevant ? k.recall : k.noneWhenNone) * 100).toFixed(0)}`).join(', ')}`).join('\n   '));
}
