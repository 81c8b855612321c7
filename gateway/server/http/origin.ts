// Guards against web pages: a Host allow-list (DNS rebinding), no cross-site writes (Origin, Sec-Fetch-Site), and
// JSON-only bodies on /v1 (a page can send text/plain without asking; it cannot send application/json).
import type { MiddlewareHandler } from 'hono';
import { GatewayError } from '../../kernel/errors.ts';
import { isLoopback } from '../../kernel/security-settings.ts';

export interface HostsOptions {
  /** Besides loopback names (127.0.0.0/8, ::1, localhost): PUBLIC_URL's host and ALLOWED_HOSTS. */
  allowedHosts: readonly string[];
}

/** The host name of a Host header or URL host ("[::1]:8787" → "[::1]", "Example.COM." → "example.com"). */
export function hostNameOf(host: string): string {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

export function isAllowedHost(host: string, allowed: readonly string[]): boolean {
  const name = hostNameOf(host);
  return name !== '' && (isLoopback(name) || allowed.includes(name));
}

/** The Host the request was sent to: a rebinding name (attacker.example → 127.0.0.1) is refused here. */
export function requestHost(req: Request): string {
  return req.headers.get('host') ?? new URL(req.url).host;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The request's Origin as a URL; undefined without one (no browser omits it on a cross-site POST); null for "null". */
function originOf(req: Request): URL | null | undefined {
  const origin = req.headers.get('origin');
  if (origin === null) return undefined;
  try {
    return new URL(origin);
  } catch {
    return null;
  }
}

/** Sec-Fetch-Site naming another site; "same-site" includes other ports of the same host: another local app's page. */
function fetchSiteProblem(req: Request): string | null {
  const site = req.headers.get('sec-fetch-site');
  return site !== null && site !== 'same-origin' && site !== 'none'
    ? `it was sent from another site (Sec-Fetch-Site: ${site})`
    : null;
}

const NO_ORIGIN = 'it was sent from a page without an origin (Origin: null)';

/** Why a request looks like it came from another site's page, or null. */
export function crossSiteProblem(req: Request, allowed: readonly string[]): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = fetchSiteProblem(req);
  if (site) return site;
  const origin = originOf(req);
  if (origin === undefined) return null;
  if (origin === null) return NO_ORIGIN;
  return isAllowedHost(origin.host, allowed) ? null : `it was sent from a page on ${hostNameOf(origin.host)}`;
}

/**
 * Why a form post does not come from this server's own origin, or null. With PUBLIC_URL, its origin exactly (scheme,
 * host and port), which also holds behind a proxy that rewrites Host; a request sent to another allowed name (the
 * owner on 127.0.0.1) is compared with its Host, host and port, which the Host allow-list has already vetted. Another
 * port of the same host is another origin: another local app's page. Call it after the Host allow-list.
 */
export function foreignOriginProblem(req: Request, publicUrl: string | null): string | null {
  if (SAFE_METHODS.has(req.method)) return null;
  const site = fetchSiteProblem(req);
  if (site) return site;
  const origin = originOf(req);
  if (origin === undefined) return null;
  if (origin === null || origin.origin === 'null') return NO_ORIGIN;
  const pub = publicUrl === null ? null : new URL(publicUrl);
  if (pub && origin.origin === pub.origin) return null;
  const host = requestHost(req);
  const sentTo = URL.canParse(`${origin.protocol}//${host}`) ? new URL(`${origin.protocol}//${host}`) : null;
  if (sentTo === null || (pub && sentTo.hostname === pub.hostname) || sentTo.host !== origin.host)
    return `it was sent from a page on ${origin.host.slice(0, 100)}`;
  return null;
}

/** /v1: Host allow-list on every request, and no cross-site request that changes state. */
export function apiOriginGuard({ allowedHosts }: HostsOptions): MiddlewareHandler {
  return async function apiOriginGuard(c, next) {
    const host = requestHost(c.req.raw);
    if (!isAllowedHost(host, allowedHosts)) {
      throw new GatewayError(
        'forbidden',
        `This server does not answer to the host "${hostNameOf(host).slice(0, 100)}": add it to ALLOWED_HOSTS (or set PUBLIC_URL) if it is yours.`,
      );
    }
    const problem = crossSiteProblem(c.req.raw, allowedHosts);
    if (problem) throw new GatewayError('forbidden', `Refused: ${problem}. The API takes no requests from web pages.`);
    return next();
  };
}

/** A request body on /v1 must be JSON: 415 before anything reads it. A request without a body needs no type. */
export function jsonOnly(): MiddlewareHandler {
  return async function jsonOnly(c, next) {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'application/json' || !declaresBody(c.req.raw)) return next();
    throw new GatewayError(
      'unsupported_media_type',
      `Send the body as JSON with "Content-Type: application/json"${type ? ` (got ${type.slice(0, 100)})` : ''}.`,
    );
  };
}

/** Over HTTP/1.1 a request has a body only with a non-zero Content-Length or a Transfer-Encoding; a Content-Type announces one. */
export function declaresBody(req: Request): boolean {
  const length = req.headers.get('content-length');
  if (length !== null && length.trim() !== '0') return true;
  if (req.headers.has('transfer-encoding')) return true;
  return length === null && req.headers.has('content-type');
}
