// Every tap starts the same way: refused if not an owner, refused if invalid, else logged as received before any work.
import { insertTap } from '../db/queries/taps.ts';
import { isOwner } from './decisions.ts';
import type { GatewayDeps } from './deps.ts';
import { GatewayError } from './errors.ts';
import { newId } from './ids.ts';
import type { TapSource } from './schemas.ts';

export interface TapStart {
  source: TapSource;
  actor?: string | null;
  eventKey?: string | null;
  runId?: string | null;
  ruleId?: string | null;
  action: string;
  /** Said to a non-owner. */
  forbidden: string;
  /** What is wrong with the input, if anything: the tap is logged as invalid and refused with it. */
  invalid?: string | null;
  /** Said when the tap cannot even be logged (the database is down). */
  notSaved: string;
}

/** Logs the tap (its outcome settled later) and returns its id and event key; throws the refusal otherwise. */
export async function openTap(deps: Pick<GatewayDeps, 'db' | 'config' | 'logger'>, s: TapStart): Promise<{ id: string; event_key: string }> {
  const tap = {
    id: newId('tap'),
    event_key: s.eventKey?.trim() || newId('evt'),
    run_id: s.runId ?? null,
    rule_id: s.ruleId ?? null,
    source: s.source,
    actor: s.actor ?? null,
    action: s.action,
  };
  if (!isOwner(deps.config, s.source, s.actor)) {
    await insertTap(deps.db, { ...tap, outcome: 'refused' }).catch((err) => deps.logger.error('refused tap not logged', { err }));
    deps.logger.info('tap refused: not an owner', { source: s.source, actor: s.actor });
    throw new GatewayError('forbidden', s.forbidden);
  }
  if (s.invalid) {
    await insertTap(deps.db, { ...tap, outcome: 'invalid', detail: s.invalid }).catch(() => {});
    throw new GatewayError('bad_request', s.invalid);
  }
  try {
    await insertTap(deps.db, tap);
  } catch (err) {
    deps.logger.error('tap not logged: database unavailable', { err, run_id: tap.run_id, rule_id: tap.rule_id });
    throw new GatewayError('unavailable', s.notSaved);
  }
  return { id: tap.id, event_key: tap.event_key };
}
