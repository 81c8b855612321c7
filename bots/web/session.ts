// Who is at the inbox: a session cookie (opened by a sign-in link) names a person; without one, the owner token as
// the Basic password is the documented fallback, and the loopback default with no token is open, as before.
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { People, Person } from '../../gateway/index.ts';
import { fromWeb } from './form.ts';
import { inboxAuth } from './guard.ts';

declare module 'hono' {
  interface ContextVariableMap {
    /** The person a valid session cookie names; unset for the owner by token and on the open loopback default. */
    signedIn: Person;
  }
}

const COOKIE = 'taploop_session';

/** Sessions last until revoked (sign out everywhere); the cookie as long as browsers keep one (400 days). */
const COOKIE_MAX_AGE = 400 * 24 * 3600;

/**
 * Behind an https PUBLIC_URL the cookie is Secure and __Host- prefixed (no Domain, Path=/), so no other site or plain
 * http page can set or read it; on the loopback default it is a plain HttpOnly cookie.
 */
const secureFor = (publicUrl: string | null) => publicUrl?.startsWith('https:') ?? false;

export function readSessionCookie(c: Context, publicUrl: string | null): string | undefined {
  return secureFor(publicUrl) ? getCookie(c, COOKIE, 'host') : getCookie(c, COOKIE);
}

/** HttpOnly (no script reads it), SameSite=Lax (no other site's form or request carries it), Path=/. */
export function setSessionCookie(c: Context, session: string, publicUrl: string | null): void {
  setCookie(c, COOKIE, session, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    maxAge: COOKIE_MAX_AGE,
    ...(secureFor(publicUrl) ? { secure: true, prefix: 'host' as const } : {}),
  });
}

export function clearSessionCookie(c: Context, publicUrl: string | null): void {
  deleteCookie(c, COOKIE, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    ...(secureFor(publicUrl) ? { secure: true, prefix: 'host' as const } : {}),
  });
}

/** The inbox's login: a live session names the person; else the owner token as Basic password (or open, without one). */
export function inboxLogin({
  people,
  token,
  publicUrl,
}: {
  people: Pick<People, 'personOfSession'>;
  token: string | null;
  publicUrl: string | null;
}): MiddlewareHandler {
  const byToken = inboxAuth({ token });
  return async function inboxLogin(c, next) {
    const session = readSessionCookie(c, publicUrl);
    const person = session ? await people.personOfSession(session) : null;
    if (!person) return byToken(c, next);
    c.set('signedIn', person);
    return next();
  };
}

/** The signed-in person, or null for the owner by token (and the open loopback default). */
export const signedInAs = (c: Context): Person | null => c.get('signedIn') ?? null;

/** Whose tap a form post is, in the tap log and the decision: the signed-in person by name, else the owner as "web". */
export const tapperOf = (c: Context): { actor: string; source: 'web' } => {
  const person = signedInAs(c);
  return person ? { actor: person.name, source: 'web' } : fromWeb;
};
