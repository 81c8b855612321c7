// One-tap links in notifications: a link bound to one person, one run and approve or reject. Opening it (a GET, a link
// preview, a scanner) reads it and decides nothing; its button's POST decides once, through decide(), as that person,
// with their role checked at that moment.
import { findActionLink, type LinkAction, useActionLink } from '../../db/queries/notifications.ts';
import { findPerson, type Person } from '../../db/queries/people.ts';
import { findRun, type Run } from '../../db/queries/runs.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { ConflictError } from '../kernel/errors.ts';
import { may, refusalText } from '../kernel/roles.ts';
import { isToken, tokenHash } from '../kernel/tokens.ts';
import { decide } from './decisions.ts';
import { STRANGER } from './people.ts';
import { refuseTap } from './tap-pipeline.ts';

/** Why a link decides nothing: never made here (or cut short), used, past its hours, or its draft already decided. */
export type DeadActionLink = 'unknown' | 'used' | 'expired' | 'decided';

export type ActionLinkState =
  | { state: 'valid'; person: Person; run: Run; action: LinkAction; expires_at: Date }
  | { state: 'refused'; message: string }
  | { state: 'decided'; run: Run }
  | { state: Exclude<DeadActionLink, 'decided'> };

export type ActionLinkResult = ActionLinkState | { state: 'done'; person: Person; run: Run; action: LinkAction };

interface Read {
  state: ActionLinkState;
  hash: string;
  /** Who the link was made for, by id, when it is one of ours (named in a refused tap). */
  personId: string | null;
}

async function read(deps: Pick<GatewayDeps, 'db'>, token: string): Promise<Read> {
  const hash = isToken(token) ? tokenHash(token) : '';
  const link = hash ? await findActionLink(deps.db, hash) : null;
  if (!link) return { state: { state: 'unknown' }, hash, personId: null };
  const of = { hash, personId: link.person_id };
  if (link.used_at) return { state: { state: 'used' }, ...of };
  const run = await findRun(deps.db, link.run_id);
  if (!run) return { state: { state: 'unknown' }, ...of };
  if (run.status !== 'pending') return { state: { state: 'decided', run }, ...of };
  if (link.expired) return { state: { state: 'expired' }, ...of };
  const person = await findPerson(deps.db, link.person_id);
  if (!person) return { state: { state: 'refused', message: STRANGER }, ...of };
  const act = { kind: 'decide', goal: run.goal } as const;
  if (!may(person, act)) return { state: { state: 'refused', message: refusalText(person, act) }, ...of };
  return { state: { state: 'valid', person, run, action: link.action, expires_at: link.expires_at }, ...of };
}

/** What a link is, read only: the confirm page shows it; nothing is used up or stored. */
export async function readActionLink(deps: Pick<GatewayDeps, 'db'>, token: string): Promise<ActionLinkState> {
  return (await read(deps, token)).state;
}

/**
 * The confirm button: decides the run once, as the link's person, through the one decide path (source web). A person
 * removed or no longer allowed to decide the run's goal is refused, nothing stored, the refusal logged in `taps`.
 */
export async function actOnLink(deps: GatewayDeps, token: string): Promise<ActionLinkResult> {
  const { state, hash, personId } = await read(deps, token);
  if (state.state === 'refused') {
    const link = await findActionLink(deps.db, hash);
    const person = personId ? await findPerson(deps.db, personId) : null;
    await refuseTap(deps, {
      source: 'web',
      actor: person?.name ?? personId,
      action: link?.action ?? 'decide',
      runId: link?.run_id ?? null,
    });
    deps.logger.info('action link refused', { person: personId, run_id: link?.run_id });
    return state;
  }
  if (state.state !== 'valid') {
    deps.logger.info('action link refused', { state: state.state });
    return state;
  }
  try {
    const result = await decide(deps, {
      runId: state.run.id,
      action: state.action,
      source: 'web',
      actor: state.person.name,
      // The link's own key: two posts of it at once store one decision, the second a duplicate.
      eventKey: `link:${hash.slice(0, 32)}`,
    });
    await useActionLink(deps.db, hash);
    if (result.outcome === 'duplicate') return { state: 'used' };
    return { state: 'done', person: state.person, run: result.run, action: state.action };
  } catch (err) {
    // Decided elsewhere between the page and the button: the page says by whom.
    if (err instanceof ConflictError) {
      const run = await findRun(deps.db, state.run.id);
      if (run) return { state: 'decided', run };
    }
    throw err;
  }
}
