// Who is calling /v1: the owner (owner token, or anyone on the no-credential loopback default) or a named agent,
// and what an agent may do (an allow-list; everything else under /v1 is owner-only without its route doing anything).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { GatewayError } from '../../kernel/errors.ts';

export type Caller = { kind: 'owner' } | { kind: 'local' } | { kind: 'agent'; name: string };

declare module 'hono' {
  interface ContextVariableMap {
    caller: Caller;
  }
}

export interface ApiAuthOptions {
  /** null with no agent tokens = the no-credential default: every local caller is trusted as the owner. */
  ownerToken: string | null;
  agentTokens?: { name: string; token: string }[];
}

/**
 * What an agent token may do, as method + path under /v1: submit, read context, check a draft, wait for and read
 * its own runs, read the active rules (as JSON, where the route shows an agent active rules only, or as
 * Markdown), and read its own callback signing key. Whatever is not listed is the owner's.
 */
export const AGENT_MAY: readonly (readonly [string, RegExp])[] = [
  ['POST', /^\/v1\/runs$/],
  ['GET', /^\/v1\/runs$/],
  ['GET', /^\/v1\/runs\/[^/]+$/],
  ['GET', /^\/v1\/context$/],
  ['POST', /^\/v1\/check$/],
  ['GET', /^\/v1\/rules$/],
  ['GET', /^\/v1\/rules\.md$/],
  ['GET', /^\/v1\/settings\/callback-secret$/],
];

export function agentMay(method: string, path: string): boolean {
  const m = method === 'HEAD' ? 'GET' : method;
  return AGENT_MAY.some(([am, p]) => am === m && p.test(path));
}

/** Bearer auth for /v1: sets `caller`, refuses agents outside AGENT_MAY with 403. */
export function apiAuth({ ownerToken, agentTokens = [] }: ApiAuthOptions): MiddlewareHandler {
  return async function apiAuth(c, next) {
    if (ownerToken === null && agentTokens.length === 0) {
      c.set('caller', { kind: 'local' });
      return next();
    }
    const caller = callerOfToken(bearerToken(c.req.header('authorization')), ownerToken, agentTokens);
    if (!caller) {
      throw new GatewayError(
        'unauthorized',
        'Missing or wrong API token: send "Authorization: Bearer <token>" with your agent token (AGENT_TOKENS) or the owner token (TAPLOOP_OWNER_TOKEN).',
      );
    }
    if (caller.kind === 'agent' && !agentMay(c.req.method, c.req.path)) {
      throw new GatewayError(
        'forbidden',
        `An agent token cannot ${c.req.method} ${c.req.path}: agents may submit drafts, read context, check drafts and read their own runs; deciding, undoing, rules, trust, exports and jobs need the owner token.`,
      );
    }
    c.set('caller', caller);
    return next();
  };
}

/**
 * The owner-only guard for routes outside /v1's allow-list (e.g. /metrics): 401 without the owner token. Inside
 * /v1 nothing is needed: apiAuth already refuses agents every route AGENT_MAY does not list.
 */
export function requireOwner({ ownerToken }: { ownerToken: string | null }): MiddlewareHandler {
  return async function requireOwner(c, next) {
    if (ownerToken === null) return next(); // no credentials: loopback only, local callers are the owner
    if (!safeEqual(bearerToken(c.req.header('authorization')), ownerToken)) {
      throw new GatewayError(
        'unauthorized',
        'This needs the owner token: send "Authorization: Bearer <TAPLOOP_OWNER_TOKEN>".',
      );
    }
    c.set('caller', { kind: 'owner' });
    return next();
  };
}

/** The caller apiAuth found; `local` (no credentials) when the route was reached some other way (tests, internal). */
export const callerOf = (c: Context): Caller => c.get('caller') ?? { kind: 'local' };

/** The agent name a run is sent under, or null for the owner and local callers. */
export const senderOf = (c: Context): string | null => {
  const caller = callerOf(c);
  return caller.kind === 'agent' ? caller.name : null;
};

/** The token of an `Authorization: Bearer …` header; the scheme in any case (RFC 9110), "" when absent. */
export function bearerToken(header: string | undefined | null): string {
  const m = /^bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '');
  return m ? m[1]! : '';
}

function callerOfToken(
  given: string,
  ownerToken: string | null,
  agentTokens: { name: string; token: string }[],
): Caller | null {
  if (!given) return null;
  // Every token is compared, whatever matched first, so timing tells nothing about which one it was.
  let found: Caller | null = ownerToken !== null && safeEqual(given, ownerToken) ? { kind: 'owner' } : null;
  for (const a of agentTokens) if (safeEqual(given, a.token) && !found) found = { kind: 'agent', name: a.name };
  return found;
}

// One key per process: both sides are hashed with it, so the comparison is of equal-length digests and no
// early return on a length mismatch tells an attacker how long the token is.
const COMPARE_KEY = randomBytes(32);

/** Constant-time string equality, whatever the lengths. */
export function safeEqual(a: string, b: string): boolean {
  const x = createHmac('sha256', COMPARE_KEY).update(a).digest();
  const y = createHmac('sha256', COMPARE_KEY).update(b).digest();
  return timingSafeEqual(x, y);
}
