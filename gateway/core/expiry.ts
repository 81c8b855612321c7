// Expiry and reminders: a draft nobody decides expires (cards and waiting agents are told); a slow one is shown once more.
import { expireDue, markReminders, type Run } from '../../db/queries/runs.ts';
import { tellChannels } from '../kernel/channels.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { enqueueCallback } from '../publish/callbacks.ts';

const BATCH = 100;

export async function expireRuns(deps: GatewayDeps): Promise<Run[]> {
  const expired = await deps.db.transaction(async (tx) => {
    const runs = await expireDue(tx, BATCH);
    for (const run of runs) await enqueueCallback(tx, run, 'run.expired');
    return runs;
  });
  for (const run of expired) {
    deps.logger.info('run expired', { run_id: run.id, goal: run.goal });
    deps.events.emit(`decided:${run.id}`, run);
    await tellChannels(deps, 'runExpired', (c) => c.runExpired?.(run));
  }
  return expired;
}

/** Each pending draft is re-shown once, REMIND_AFTER after it arrived; a channel without a reminder card re-sends the card. */
export async function remindPending(deps: GatewayDeps): Promise<Run[]> {
  const after = deps.config.remindAfterMinutes;
  if (after === null) return [];
  const due = await markReminders(deps.db, after, BATCH);
  for (const run of due) {
    deps.logger.info('reminder sent', { run_id: run.id });
    await tellChannels(deps, 'runReminder', (c) => (c.runReminder ? c.runReminder(run) : c.runSubmitted?.(run)));
  }
  return due;
}
