// Decisions over HTTP against a spawned `taploop start` while faults hit it at set points, then the checks that
// every answer told the truth: 2xx = exactly one row, anything else = nothing stored; no duplicates, no partial rows.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../../../db/client.ts';
import type { CrashBackend } from './crash-backend.ts';
import { type Answer, callUntilAnswered } from './retrying-client.ts';
import type { TaploopProcess } from './taploop-process.ts';

const WORKERS = 8;
const ACTIONS = ['approve', 'reject', 'edit'] as const;
const RATING = { approve: 1, reject: -1, edit: 0 } as const;

export type Fault = 'kill' | 'restart-db';

export interface Decision {
  i: number;
  key: string;
  action: (typeof ACTIONS)[number];
  runId?: string;
  submit?: Answer;
  answer?: Answer;
}

export interface LoadResult {
  decisions: Decision[];
  /** What happened when, for the report. */
  events: string[];
  /** Exits nobody asked for (with the process output): with `supervise`, the process was started again like systemd would. */
  crashes: string[];
  /** On the embedded default: the pid in the lock file a SIGKILL left, and the pid that took it over. */
  lockTakeovers: { deadPid: number; lockPid: number; newPid: number }[];
  leaked: string[];
  loadMs: number;
}

const sleep = (ms: number) => new Promise((ok) => setTimeout(ok, ms));

export async function decideUnderFaults(o: {
  proc: TaploopProcess;
  backend: CrashBackend;
  count: number;
  faults: [at: number, fault: Fault][];
  deadline: number;
  supervise: boolean;
  prefix: string;
}): Promise<LoadResult> {
  const { proc, backend, count } = o;
  const started = Date.now();
  const r: LoadResult = { decisions: [], events: [], crashes: [], lockTakeovers: [], leaked: [], loadMs: 0 };
  r.decisions = Array.from({ length: count }, (_, i) => ({ i, key: `${o.prefix}-${i}`, action: ACTIONS[i % 3]! }));
  let answered = 0;
  let finished = false;
  const lockPid = () => {
    const lock = join(backend.dataDir, 'taploop.lock');
    return existsSync(lock) ? Number.parseInt(readFileSync(lock, 'utf8'), 10) : -1; // the holder's pid comes first
  };

  const fault = async (f: Fault) => {
    const t0 = Date.now();
    if (f === 'kill') {
      const deadPid = proc.pid!;
      await proc.kill();
      const left = backend.kind === 'pglite' ? lockPid() : -1;
      await proc.start();
      if (backend.kind === 'pglite') r.lockTakeovers.push({ deadPid, lockPid: left, newPid: lockPid() });
    } else {
      await backend.restartDb!();
    }
    r.events.push(
      `${f === 'kill' ? 'SIGKILL + restart' : 'database restart'} at ${answered}/${count} (${Date.now() - t0} ms)`,
    );
  };

  // The faults, at their share of answered decisions; with `supervise`, also a crashed process is started again.
  const chaos = (async () => {
    const plan = [...o.faults];
    while (!finished && Date.now() < o.deadline) {
      const why = proc.crashed();
      if (why && o.supervise) {
        r.crashes.push(why);
        r.events.push(`crash at ${answered}/${count}, started again`);
        await proc.start();
      }
      if (plan[0] && answered >= plan[0][0] * count) await fault(plan.shift()![1]);
      await sleep(10);
    }
  })();

  let next = 0;
  const worker = async () => {
    const c = { deadline: o.deadline, leaked: r.leaked, giveUp: () => (o.supervise ? null : proc.crashed()) };
    for (let d = r.decisions[next++]; d; d = r.decisions[next++]) {
      // A submit that lands while the database restarts is answered 503 ("nothing was changed, try again"): the
      // agent tries again for as long as a restart takes, with one idempotency key, so an answer lost to a crash
      // never makes a second run.
      d.submit = await callUntilAnswered(
        proc.url,
        'POST',
        '/v1/runs',
        {
          goal: 'stress',
          task: `Task ${d.i % 17}`,
          draft: `Draft number ${d.i}`,
          idempotency_key: `crash-load-${d.i}`,
        },
        { ...c, retries5xx: 40 },
      );
      if (d.submit.status !== 201 && d.submit.status !== 200)
        throw new Error(`submit ${d.i}: ${d.submit.status} ${JSON.stringify(d.submit.body)}`);
      d.runId = (d.submit.body as { id: string }).id;
      const body =
        d.action === 'edit'
          ? { action: 'edit', text: `Edited number ${d.i}`, event_key: d.key }
          : d.action === 'reject'
            ? { action: 'reject', reason: `reason ${d.i % 5}`, event_key: d.key }
            : { action: 'approve', event_key: d.key };
      d.answer = await callUntilAnswered(proc.url, 'POST', `/v1/runs/${d.runId}/decision`, body, c);
      answered++;
    }
  };
  try {
    await Promise.all(Array.from({ length: WORKERS }, worker));
  } finally {
    finished = true;
    await chaos;
  }
  r.loadMs = Date.now() - started;
  return r;
}

/**
 * Waits until nothing is left queued, or the queue stops shrinking for `stallMs` (what is left then waits on a killed
 * process's lease), or `until`. Progress, not a fixed time, decides: on a busy machine the dispatcher is slower, not
 * stuck, and a dispatcher that stops is still caught (nothing moves, the verdict finds what was never claimed).
 */
export async function drainOutbox(proc: TaploopProcess, until: number, stallMs = 10_000): Promise<void> {
  let last = Number.POSITIVE_INFINITY;
  let movedAt = Date.now();
  for (;;) {
    const r = await callUntilAnswered(proc.url, 'GET', '/v1/publications?status=queued&limit=1000', undefined, {
      deadline: until + 30_000,
    });
    const left = (r.body as { publications: unknown[] }).publications.length;
    if (left < last) movedAt = Date.now();
    last = left;
    if (left === 0 || Date.now() - movedAt > stallMs || Date.now() > until) return;
    await sleep(250);
  }
}

export interface Verdict {
  problems: string[];
  figures: Record<string, number>;
}

/** Per decision: what the client was told against what the database holds; plus orphans and the outbox. */
export async function verifyDecisions(db: Db, r: LoadResult, dataDir: string): Promise<Verdict> {
  const problems: string[] = [];
  const rows = await db.query<{ event_key: string; run_id: string; rating: number }>(
    `select event_key, run_id, rating from feedback`,
  );
  const byKey = new Map<string, typeof rows>();
  for (const row of rows) byKey.set(row.event_key, [...(byKey.get(row.event_key) ?? []), row]);
  const storedTaps = new Set(
    (await db.query<{ event_key: string }>(`select event_key from taps where outcome = 'stored'`)).map(
      (t) => t.event_key,
    ),
  );
  for (const d of r.decisions) {
    const a = d.answer!;
    const found = byKey.get(d.key) ?? [];
    if (a.status >= 200 && a.status < 300) {
      const ok = found.length === 1 && found[0]!.run_id === d.runId && found[0]!.rating === RATING[d.action];
      if (!ok) problems.push(`${d.key}: answered ${a.history.join(',')} but holds ${JSON.stringify(found)}`);
    } else if (found.length || storedTaps.has(d.key)) {
      problems.push(`${d.key}: answered ${a.history.join(',')} (not saved) but stored ${JSON.stringify(found)}`);
    }
  }

  // A run whose 201 was lost to a fault was submitted again: the orphan waits, undecided.
  const ours = new Set(r.decisions.map((d) => d.runId));
  const orphans = (await db.query<{ id: string; status: string }>(`select id, status from runs`)).filter(
    (x) => !ours.has(x.id),
  );
  for (const x of orphans.filter((x) => x.status !== 'pending')) problems.push(`orphan run ${x.id} is ${x.status}`);

  // At-least-once publishing: what is marked published is in the log publisher's file; what is queued has a lease
  // from a killed process (handed back when it runs out) and is not lost.
  const file = join(dataDir, 'published.jsonl');
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { publication_id: string }).publication_id)
    : [];
  const inFile = new Set(lines);
  const published = await db.query<{ id: string }>(`select id from publications where status = 'published'`);
  for (const p of published.filter((p) => !inFile.has(p.id)))
    problems.push(`publication ${p.id} marked published but never published`);
  const queued = await db.query<{ id: string; claimed_until: Date | null }>(
    `select id, claimed_until from publications where status = 'queued'`,
  );
  for (const p of queued.filter((p) => !p.claimed_until)) problems.push(`publication ${p.id} due but never claimed`);

  const [received] = await db.query<{ n: number }>(`select count(*)::int as n from taps where outcome = 'received'`);
  return {
    problems,
    figures: {
      retried: r.decisions.filter((d) => d.answer!.history.length > 1 || d.submit!.history.length > 1).length,
      duplicate_answers: r.decisions.filter((d) => (d.answer!.body as { outcome?: string }).outcome === 'duplicate')
        .length,
      not_saved: r.decisions.filter((d) => d.answer!.status >= 300).length,
      saw_5xx: r.decisions.filter((d) => d.answer!.history.some((s) => s >= 500)).length,
      orphan_runs: orphans.length,
      taps_left_received: received!.n,
      published: published.length,
      published_twice: lines.length - inFile.size,
      queued_under_dead_lease: queued.length,
    },
  };
}
