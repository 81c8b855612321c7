// The one publish path: every approved or edited draft takes a slot in the outbox, in the decision's transaction.
import type { Queryable } from '../../db/client.ts';
import {
  findPublicationOfRun,
  insertPublication,
  lockGoal,
  type Publication,
  takenSlots,
} from '../../db/queries/publications.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { Config } from '../kernel/config.ts';
import { type GoalPolicy, goalPolicy } from '../kernel/goals.ts';
import { newId } from '../kernel/ids.ts';
import type { PublicationSlot } from '../kernel/model.ts';
import { localDayBounds, nextSlot } from './limits.ts';

/** How far back taken slots can matter: a day plus the largest gap, with room for zone offsets. */
const LOOKBACK_MS = 3 * 86_400_000;

export function policyOf(config: Pick<Config, 'goals' | 'timezone'>, goal: string): GoalPolicy {
  return goalPolicy(config.goals, goal, config.timezone);
}

/**
 * Takes the goal's next allowed slot and queues the publication. The per-goal advisory lock makes
 * count-then-insert atomic across connections and processes (on PGlite the one connection already is).
 */
export async function enqueuePublication(
  tx: Queryable,
  config: Pick<Config, 'goals' | 'timezone'>,
  run: Run,
  text: string,
  now = new Date(),
): Promise<PublicationSlot> {
  const policy = policyOf(config, run.goal);
  await lockGoal(tx, run.goal);
  // now() of the database, not this process's clock: several processes must agree on "now".
  const [{ db_now }] = (await tx.query<{ db_now: Date }>('select now() as db_now')) as [{ db_now: Date }];
  const at = new Date(Math.max(now.getTime(), new Date(db_now).getTime()));
  const taken = await takenSlots(tx, run.goal, new Date(at.getTime() - LOOKBACK_MS));
  const slot = nextSlot(policy, at, taken);
  const publication = await insertPublication(tx, {
    id: newId('pub'),
    run_id: run.id,
    goal: run.goal,
    target: run.target,
    text,
    scheduled_for: slot.at,
    publisher: policy.publisher.type,
  });
  return toSlot(publication, policy, slot.dayPosition);
}

export function toSlot(
  p: Pick<Publication, 'id' | 'status' | 'scheduled_for'>,
  policy: GoalPolicy,
  dayPosition: number,
): PublicationSlot {
  return {
    id: p.id,
    status: p.status,
    scheduled_for: new Date(p.scheduled_for),
    day_position: dayPosition,
    max_per_day: policy.maxPerDay,
    timezone: policy.timezone,
    undo_until: p.status === 'queued' ? new Date(p.scheduled_for) : null,
  };
}

/** The slot view of an existing publication (its position among that local day's publications). */
export async function slotOf(
  db: Queryable,
  config: Pick<Config, 'goals' | 'timezone'>,
  p: Publication,
): Promise<PublicationSlot> {
  const policy = policyOf(config, p.goal);
  const at = new Date(p.published_at ?? p.scheduled_for);
  const { start } = localDayBounds(at, policy.timezone);
  const sameDay = await takenSlots(db, p.goal, start);
  const position = sameDay.filter((d) => d.getTime() <= at.getTime()).length;
  return toSlot(p, policy, Math.max(position, 1));
}

/** The run's latest publication as a slot, or null (rejected, pending, never approved). */
export async function publicationSlotOfRun(
  db: Queryable,
  config: Pick<Config, 'goals' | 'timezone'>,
  runId: string,
): Promise<PublicationSlot | null> {
  const p = await findPublicationOfRun(db, runId);
  return p && p.status !== 'cancelled' ? slotOf(db, config, p) : null;
}
