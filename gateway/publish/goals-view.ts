// GET /v1/goals: each goal's limits, today's usage in its own zone, and when the next approval would publish.
import {
  listPublications as listPubs,
  type Publication,
  type PublicationStatus,
  takenSlots,
} from '../../db/queries/publications.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { localDayBounds, nextSlot } from './limits.ts';
import { policyOf } from './queue.ts';

export interface GoalView {
  goal: string;
  max_per_day: number;
  min_gap_minutes: number;
  timezone: string;
  quiet_hours: string | null;
  undo_seconds: number;
  publisher: string;
  today: { published: number; queued: number };
  next_slot: Date;
}

export async function listGoals(deps: GatewayDeps, now = new Date()): Promise<GoalView[]> {
  const used = await deps.db.query<{ goal: string }>('select distinct goal from runs order by goal');
  const names = [...new Set([...Object.keys(deps.config.goals.goals), ...used.map((r) => r.goal)])].sort();
  return Promise.all(names.map((goal) => goalView(deps, goal, now)));
}

async function goalView(deps: GatewayDeps, goal: string, now: Date): Promise<GoalView> {
  const policy = policyOf(deps.config, goal);
  const { start, end } = localDayBounds(now, policy.timezone);
  const taken = await takenSlots(deps.db, goal, new Date(now.getTime() - 3 * 86_400_000));
  const today = await deps.db.query<{ status: string; n: number }>(
    `select status, count(*)::int as n from publications
     where goal = $1 and kind = 'publish' and status in ('queued', 'published') and coalesce(published_at, scheduled_for) >= $2 and coalesce(published_at, scheduled_for) < $3
     group by status`,
    [goal, start, end],
  );
  const count = (s: string) => today.find((r) => r.status === s)?.n ?? 0;
  const q = policy.quietHours;
  const fmt = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return {
    goal,
    max_per_day: policy.maxPerDay,
    min_gap_minutes: policy.minGapMinutes,
    timezone: policy.timezone,
    quiet_hours: q ? `${fmt(q.start)}-${fmt(q.end)}` : null,
    undo_seconds: policy.undoSeconds,
    publisher: policy.publisher.type,
    today: { published: count('published'), queued: count('queued') },
    next_slot: nextSlot(policy, now, taken).at,
  };
}

export function listPublications(
  deps: GatewayDeps,
  filter: { status?: PublicationStatus; goal?: string; limit: number },
): Promise<Publication[]> {
  return listPubs(deps.db, filter);
}
