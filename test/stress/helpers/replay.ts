// Replayed deciding interactions (Slack, Telegram): how often each copy is sent, sending them, and the tap log they must leave.
import type { Queryable } from '../../../db/client.ts';
import { pool, type random } from './random.ts';

/** How one interaction is replayed: sent `times` times (1–30), the copies one after another or all at once. */
export interface Delivery {
  times: number;
  together: boolean;
}

/** `count` interactions arranged one by one (`arrange(i)`), each with its seeded delivery plan. */
export async function planReplays<T>(
  count: number,
  rnd: ReturnType<typeof random>,
  arrange: (i: number) => Promise<T>,
): Promise<(T & Delivery)[]> {
  const replays: (T & Delivery)[] = [];
  for (let i = 0; i < count; i++) {
    replays.push({ ...(await arrange(i)), times: rnd.int(1, 30), together: rnd.next() < 0.5 });
  }
  return replays;
}

/** Four interactions at a time; `send(r, n)` sends copy n (0 is the first) of one. */
export async function deliverReplays<R extends Delivery>(
  replays: readonly R[],
  send: (r: R, n: number) => Promise<void>,
): Promise<void> {
  await pool(replays, 4, async (r) => {
    if (r.together) await Promise.all(Array.from({ length: r.times }, (_, n) => send(r, n)));
    else for (let n = 0; n < r.times; n++) await send(r, n);
  });
}

/** What is wrong with one replayed interaction's taps (null: one stored, every other copy a duplicate). */
export async function tapLogProblem(
  db: Queryable,
  r: Delivery & { kind: string; key: string },
): Promise<string | null> {
  const taps = await db.query<{ outcome: string }>(`select outcome from taps where event_key = $1`, [r.key]);
  const outcomes = taps.map((t) => t.outcome).sort();
  const expected = ['stored', ...Array<string>(r.times - 1).fill('duplicate')].sort();
  if (JSON.stringify(outcomes) === JSON.stringify(expected)) return null;
  return `${r.kind} x${r.times}${r.together ? ' at once' : ''}: taps ${outcomes.join(',')}`;
}
