// The one read model of a run: the run, its standing decision and its publication slot (and, when asked, its
// callbacks and card deliveries).
import type { Queryable } from '../../db/client.ts';
import { findDecisionOfRun, type Feedback } from '../../db/queries/feedback.ts';
import { listCallbacks } from '../../db/queries/callbacks.ts';
import { listChannelDeliveriesOfRun } from '../../db/queries/channel-deliveries.ts';
import type { Run } from '../../db/queries/runs.ts';
import type { Config } from '../config.ts';
import { publicationSlotOfRun } from '../publish/queue.ts';
import type { Decision, RunView } from './model.ts';

/** The decision columns a caller sees; the learning columns (embeddings, phrases) stay inside. */
export function decisionOf(f: Feedback): Decision {
  return {
    id: f.id,
    rating: f.rating,
    correction: f.correction,
    reason: f.reason,
    edit_kind: f.edit_kind,
    source: f.source,
    actor: f.actor,
    created_at: f.created_at,
  };
}

export async function runView(
  q: Queryable,
  config: Pick<Config, 'goals' | 'timezone'>,
  run: Run,
  opts: { callbacks?: boolean } = {},
): Promise<RunView> {
  const d = run.status === 'pending' ? null : await findDecisionOfRun(q, run.id);
  const publication = run.status === 'approved' || run.status === 'edited' ? await publicationSlotOfRun(q, config, run.id) : null;
  const decision = d && decisionOf(d);
  if (!opts.callbacks) return { ...run, publication, decision };
  const callbacks = run.callback_url ? await listCallbacks(q, run.id) : [];
  const card_deliveries = await listChannelDeliveriesOfRun(q, run.id);
  return { ...run, publication, callbacks, card_deliveries, decision };
}
