// Arrange a month of history through the HTTP API: rules, contexts, runs with every kind of decision, publications.
import type { TestGateway } from './gateway.ts';

export interface History {
  runIds: string[];
  ruleIds: string[];
  /** How many runs got each decision (the rest stay pending). */
  made: { approve: number; reject: number; edit: number; editNoTask: number; pending: number };
}

const TASKS = [
  'announce the launch in Toronto',
  'reply to a customer about the fee',
  'weekly changelog post',
  'thank the beta testers',
];

async function call(t: TestGateway, method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
  const res = await t.request(method, path, body);
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** `runs` runs in two goals; every 5th stays pending, the others are approved, rejected or edited in turn. */
export async function seedHistory(t: TestGateway, runs: number): Promise<History> {
  const ruleIds = [
    (
      await call(t, 'POST', '/v1/rules', {
        title: 'No exclamation marks',
        body: 'Write calmly, without "!"',
        goal: 'posts',
      })
    ).id as string,
    (
      await call(t, 'POST', '/v1/rules', {
        title: 'Say "fee", not "charge"',
        body: 'Customers read "charge" as a surprise.',
        goal: null,
      })
    ).id as string,
  ];
  const made = { approve: 0, reject: 0, edit: 0, editNoTask: 0, pending: 0 };
  const runIds: string[] = [];
  for (let i = 0; i < runs; i++) {
    const goal = i % 3 === 0 ? 'replies' : 'posts';
    const task = i % 7 === 6 ? undefined : `${TASKS[i % TASKS.length]} #${i}`;
    const ctx = await call(t, 'GET', `/v1/context?goal=${goal}${task ? `&task=${encodeURIComponent(task)}` : ''}`);
    const draft = `Draft ${i}: Big news, we ship today! Pricing has a small charge, "quoted", and commas, too.`;
    const { id } = (await call(t, 'POST', '/v1/runs', {
      goal,
      draft,
      ...(task && { task }),
      agent: 'writer',
      context_id: ctx.context_id,
    })) as { id: string };
    runIds.push(id);
    const kind = i % 5 === 4 ? 'pending' : (['approve', 'reject', 'edit', 'edit'] as const)[i % 4]!;
    if (kind === 'pending') {
      made.pending++;
      continue;
    }
    const body =
      kind === 'edit'
        ? { action: 'edit', text: `Draft ${i}: We ship today. Pricing has a small fee.` }
        : kind === 'reject'
          ? { action: 'reject', reason: `too loud, run ${i}` }
          : { action: 'approve' };
    await call(t, 'POST', `/v1/runs/${id}/decision`, { ...body, event_key: `seed-${i}` });
    if (kind === 'edit' && !task) made.editNoTask++;
    else made[kind]++;
  }
  await t.gateway.settle(); // embeddings of the corrections, so context finds them
  return { runIds, ruleIds, made };
}
