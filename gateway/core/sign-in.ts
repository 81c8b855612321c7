// Signing in to the web inbox without typing a secret: a one-time link bound to a person, valid for minutes, opens a
// session that lasts until that person (or an owner) signs out everywhere. Only SHA-256 hashes of tokens are stored.
import {
  findPerson,
  findSessionPerson,
  findSignInLink,
  insertPeopleChange,
  insertSignInLink,
  insertWebSession,
  type Person,
  revokeSessions,
  useSignInLink,
} from '../../db/queries/people.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';
import { baseAddress, isToken, newToken, tokenHash } from '../kernel/tokens.ts';

/** Long enough to open a message and tap, short enough that a forwarded or leaked link soon means nothing. */
export const SIGN_IN_MINUTES = 15;

/** Where the inbox serves the link's page; the token follows. */
export const SIGN_IN_PATH = '/sign-in/';

type Deps = Pick<GatewayDeps, 'db' | 'config' | 'logger'>;

export interface SignInLink {
  person: Person;
  url: string;
  expires_at: Date;
}

/** A new one-time link for `person`; earlier links stay valid until they are used or run out. */
export async function makeSignInLink(deps: Deps, person: Person, actor: string): Promise<SignInLink> {
  const token = newToken();
  const expires_at = new Date(Date.now() + SIGN_IN_MINUTES * 60_000);
  await deps.db.transaction(async (tx) => {
    await insertSignInLink(tx, { token_hash: tokenHash(token), person_id: person.id, expires_at });
    await insertPeopleChange(tx, {
      id: newId('chg'),
      person_id: person.id,
      person_name: person.name,
      actor,
      change: 'link',
      detail: { expires_at: expires_at.toISOString() },
    });
  });
  deps.logger.info('sign-in link made', { person: person.id, actor });
  return { person, url: `${baseAddress(deps.config)}${SIGN_IN_PATH}${token}`, expires_at };
}

/** Why a link signs nobody in: never made here (or mistyped), already used, or past its minutes. */
export type DeadLink = 'unknown' | 'used' | 'expired';

export type LinkState = { state: 'valid'; person_id: string; expires_at: Date } | { state: DeadLink };

/** What a link is, read only: opening it (a GET, a link preview, a scanner) uses nothing up. */
export async function readSignInLink(deps: Pick<Deps, 'db'>, token: string): Promise<LinkState> {
  if (!isToken(token)) return { state: 'unknown' };
  const link = await findSignInLink(deps.db, tokenHash(token));
  if (!link) return { state: 'unknown' };
  if (link.used_at) return { state: 'used' };
  if (link.expired) return { state: 'expired' };
  return { state: 'valid', person_id: link.person_id, expires_at: link.expires_at };
}

export type SignedIn = { state: 'signed-in'; person_id: string; session: string } | { state: DeadLink };

/**
 * Uses the link and opens a session, in one transaction: the link works once, within its minutes, and two posts of it
 * at once open one session. Answers the session's token (for the cookie; only its hash is stored).
 */
export async function signIn(deps: Deps, token: string): Promise<SignedIn> {
  if (!isToken(token)) return { state: 'unknown' };
  const hash = tokenHash(token);
  const result = await deps.db.transaction(async (tx): Promise<SignedIn> => {
    const personId = await useSignInLink(tx, hash);
    if (personId === null) {
      const link = await findSignInLink(tx, hash);
      return { state: !link ? 'unknown' : link.used_at ? 'used' : 'expired' };
    }
    const session = newToken();
    await insertWebSession(tx, { token_hash: tokenHash(session), person_id: personId });
    const person = await findPerson(tx, personId);
    await insertPeopleChange(tx, {
      id: newId('chg'),
      person_id: personId,
      person_name: person?.name ?? personId,
      actor: person?.name ?? personId,
      change: 'signed-in',
    });
    return { state: 'signed-in', person_id: personId, session };
  });
  if (result.state === 'signed-in') deps.logger.info('signed in to the inbox', { person: result.person_id });
  else deps.logger.info('sign-in link refused', { state: result.state });
  return result;
}

/** The person a session cookie belongs to, while the session is not revoked (and the person not removed). */
export async function personOfSession(deps: Pick<Deps, 'db'>, session: string): Promise<Person | null> {
  if (!isToken(session)) return null;
  return findSessionPerson(deps.db, tokenHash(session));
}

/** Ends every session of `person` (every browser and phone they signed in on); answers how many were open. */
export async function signOutEverywhere(deps: Deps, person: Person, actor: string): Promise<number> {
  const ended = await deps.db.transaction(async (tx) => {
    const n = await revokeSessions(tx, person.id);
    await insertPeopleChange(tx, {
      id: newId('chg'),
      person_id: person.id,
      person_name: person.name,
      actor,
      change: 'signed-out',
      detail: { sessions: n },
    });
    return n;
  });
  deps.logger.info('signed out everywhere', { person: person.id, actor, sessions: ended });
  return ended;
}
