// Invariant 1 under faults: decisions over HTTP while a real `taploop start` is SIGKILLed twice and restarted, and (on
// Postgres) while the database restarts. A 2xx means exactly one feedback row; anything else means visibly not saved.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres } from '../helpers/db.ts';
import { inconsistencies } from './helpers/consistency.ts';
import { type CrashBackend, crashBackend } from './helpers/crash-backend.ts';
import { decideUnderFaults, drainOutbox, type Fault, type LoadResult, verifyDecisions } from './helpers/crash-load.ts';
import { privatePostgresUnavailable } from './helpers/private-postgres.ts';
import { freePort, killAllSpawned, type TaploopProcess, taploopProcess } from './helpers/taploop-process.ts';
import { FULL, report, STRESS, scale } from './scale.ts';

const DECISIONS = scale(200, 1000);
const DB_RESTART_DECISIONS = scale(150, 500);

/** A process on its own data: folder, goals file (no undo window, so the dispatcher publishes during the faults). */
async function setUp(): Promise<{ dir: string; backend: CrashBackend; proc: TaploopProcess }> {
  const dir = mkdtempSync(join(tmpdir(), 'taploop-stress-crash-'));
  const backend = await crashBackend(dir);
  const goals = join(dir, 'goals.json');
  writeFileSync(goals, JSON.stringify({ goals: {}, defaultGoal: { maxPerDay: 10_000, undoSeconds: 0 } }));
  const proc = taploopProcess({
    cwd: dir,
    port: await freePort(),
    env: {
      ...backend.env,
      TAPLOOP_CONFIG: goals,
      TAPLOOP_TIMEZONE: 'UTC',
      LOG_LEVEL: 'warn',
      DISPATCH_INTERVAL_MS: '200',
    },
  });
  try {
    await proc.start();
  } catch (err) {
    killAllSpawned();
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { dir, backend, proc };
}

/** Load under faults, drain the outbox, stop cleanly, then check every answer against the database. */
async function scenario(
  s: { dir: string; backend: CrashBackend; proc: TaploopProcess },
  count: number,
  faults: [number, Fault][],
  supervise: boolean,
) {
  const deadline = Date.now() + scale(300_000, 1_200_000);
  const load = await decideUnderFaults({
    proc: s.proc,
    backend: s.backend,
    count,
    faults,
    deadline,
    supervise,
    prefix: `stress-${faults.map((f) => f[1]).join('-')}`,
  });
  const t0 = Date.now();
  // A publication a killed process had claimed waits for its 120 s lease: the full run waits that out, the reduced
  // one stops once only such leases are left (the queue stopped shrinking).
  await drainOutbox(s.proc, FULL ? deadline : Date.now() + 180_000, FULL ? 180_000 : 10_000);
  const drainMs = Date.now() - t0;
  const exitCode = await s.proc.stop();
  const lockLeft = existsSync(join(s.backend.dataDir, 'taploop.lock')); // checked before this process opens the folder
  const db = await s.backend.open();
  const verdict = await verifyDecisions(db, load, s.backend.dataDir);
  return { load, verdict, exitCode, lockLeft, drainMs, partial: await inconsistencies(db), output: s.proc.output() };
}

describe.skipIf(!STRESS)('decisions while the gateway is SIGKILLed twice', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => {
    killAllSpawned();
    await s?.backend.close();
    if (s) rmSync(s.dir, { recursive: true, force: true });
  });

  it(`${DECISIONS} decisions: every 2xx has exactly one row, the rest are not saved, nothing twice`, async () => {
    const r = await scenario(
      s,
      DECISIONS,
      [
        [1 / 3, 'kill'],
        [2 / 3, 'kill'],
      ],
      false,
    );
    expect(r.verdict.problems).toEqual([]);
    expect(r.partial).toEqual([]);
    expect(r.load.leaked).toEqual([]);
    expect(r.load.events).toHaveLength(2);
    expect(r.exitCode, r.output.slice(-3000)).toBe(0);
    if (s.backend.kind === 'pglite') {
      // SIGKILL runs no exit handler, so the lock file still names the dead pid: the restart must take it over.
      expect(r.load.lockTakeovers.map((t) => t.lockPid)).toEqual(r.load.lockTakeovers.map((t) => t.deadPid));
      expect(r.load.lockTakeovers.every((t) => t.newPid !== t.deadPid && t.newPid > 0)).toBe(true);
      expect(r.lockLeft).toBe(false); // a clean stop releases it
    }
    report('crash-restart (2x SIGKILL)', {
      decisions: DECISIONS,
      backend: s.backend.note,
      load_s: r.load.loadMs / 1000,
      drain_s: r.drainMs / 1000,
      ...r.verdict.figures,
      events: r.load.events.join('; '),
    });
  });
});

describe.runIf(STRESS && onPostgres())('decisions while the database restarts', () => {
  let s: Awaited<ReturnType<typeof setUp>>;
  let load: LoadResult | null = null;
  beforeAll(async () => {
    s = await setUp();
  });
  afterAll(async () => {
    killAllSpawned();
    await s?.backend.close();
    if (s) rmSync(s.dir, { recursive: true, force: true });
  });

  // Supervised like systemd would (a crashed process is started again), so the answers can be checked either way.
  it(`${DB_RESTART_DECISIONS} decisions across a database restart: every answer tells the truth`, async () => {
    const r = await scenario(s, DB_RESTART_DECISIONS, [[0.5, 'restart-db']], true);
    load = r.load;
    expect(r.verdict.problems).toEqual([]);
    expect(r.partial).toEqual([]);
    expect(r.load.leaked).toEqual([]);
    report('crash-restart (database restart)', {
      decisions: DB_RESTART_DECISIONS,
      backend: s.backend.note,
      load_s: r.load.loadMs / 1000,
      crashes: r.load.crashes.length,
      ...r.verdict.figures,
      events: r.load.events.join('; '),
    });
  });

  // postgres.js 3.4.9 threw from a setImmediate when a connection closed with a write buffered (connection.js
  // `nextWrite` on a null socket; porsager/postgres#1154, #1208) and the whole gateway exited. patches/ settles that
  // query with a catchable CONNECTION_CLOSED instead. Reproduced by a real server restart under load; cutting
  // sessions (the fallback without a private server) may not, so that case is skipped rather than passed.
  // The same restart also reset a connection while it fetched array types, whose dropped promise ended the process
  // with "read ECONNRESET" (porsager/postgres#1192, #1223; test/db/connection-reset.test.ts makes it happen at will).
  (privatePostgresUnavailable() ? it.skip : it)('the gateway process survives the database restart', () => {
    expect(load, 'the scenario above did not run').not.toBeNull();
    // Each crash as its header and the error Node printed last ("Error: read ECONNRESET" and the frames after it).
    const shown = (crash: string) => {
      const [header, ...lines] = crash.split('\n');
      const error = lines.findLastIndex((l) => /^\w*Error\b/.test(l));
      return [header, ...(error >= 0 ? lines.slice(error, error + 4) : lines.slice(-4))].join(' | ');
    };
    expect(load!.crashes.map(shown)).toEqual([]);
  });
});
