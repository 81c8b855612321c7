// The one read model of a run: the run, its standing decision and its publication slot (and, when asked, its
// callback and card deliveries), read in one query.
import type { Queryable } from '../../db/client.ts';
import { findRunView, listRecentRunViews, type RunViewRow, type Zones } from '../../db/queries/runs.ts';
import type { Config } from '../kernel/config.ts';
import { notFound } from '../kernel/errors.ts';
import type { Decision, RunView } from '../kernel/model.ts';
import { policyOf, toSlot } from '../publish/queue.ts';

type ViewConfig = Pick<Config, 'goals' | 'timezone'>;

/** One run as cards and callers see it; throws not_found. */
export async function runView(
  q: Queryable,
  config: ViewConfig,
  runId: string,
  opts: { callbacks?: boolean } = {},
): Promise<RunView> {
  const row = await findRunView(q, runId, zonesOf(config), { deliveries: opts.callbacks });
  if (!row) throw notFound(`run ${runId}`);
  const { x_callbacks, x_card_deliveries, ...rest } = row;
  const view = toRunView(rest, config);
  if (!x_callbacks || !x_card_deliveries) return view;
  const { publication, decision, ...run } = view;
  const at = (d: string | null) => (d === null ? null : new Date(d));
  const callbacks = x_callbacks.map((c) => ({
    ...c,
    delivered_at: at(c.delivered_at),
    created_at: new Date(c.created_at),
  }));
  const card_deliveries = x_card_deliveries.map((d) => ({
    ...d,
    delivered_at: at(d.delivered_at),
    created_at: new Date(d.created_at),
  }));
  return { ...run, publication, callbacks, card_deliveries, decision };
}

/** The last decided runs with their decision and slot, newest decision first (the inbox). */
export async function recentRunViews(q: Queryable, config: ViewConfig, limit: number): Promise<RunView[]> {
  return (await listRecentRunViews(q, limit, zonesOf(config))).map((row) => toRunView(row, config));
}

function toRunView(row: RunViewRow, config: ViewConfig): RunView {
  const {
    d_id,
    d_rating,
    d_correction,
    d_reason,
    d_edit_kind,
    d_source,
    d_actor,
    d_created_at,
    p_id,
    p_status,
    p_scheduled_for,
    p_day_position,
    ...run
  } = row;
  const publication =
    p_id === null
      ? null
      : toSlot(
          { id: p_id, status: p_status!, scheduled_for: p_scheduled_for! },
          policyOf(config, run.goal),
          Math.max(p_day_position ?? 1, 1),
        );
  const decision: Decision | null =
    d_id === null
      ? null
      : {
          id: d_id,
          rating: d_rating!,
          correction: d_correction,
          reason: d_reason,
          edit_kind: d_edit_kind,
          source: d_source!,
          actor: d_actor,
          created_at: d_created_at!,
        };
  return { ...run, publication, decision };
}

/** Each goal's zone (a goal's local day decides a publication's position that day). */
function zonesOf(config: ViewConfig): Zones {
  const byGoal: Record<string, string> = {};
  for (const goal of Object.keys(config.goals.goals)) byGoal[goal] = policyOf(config, goal).timezone;
  return { byGoal, fallback: config.goals.defaultGoal?.timezone ?? config.timezone };
}
