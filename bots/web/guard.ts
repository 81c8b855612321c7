// Guards in front of the inbox: Basic auth with the API token, same-origin form posts, private unframed pages.
import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { safeEqual } from '../../gateway/http/auth.ts';

/** With a token, any user name and the token as password (phones ask once, no JS); with none, open (loopback only). */
export function inboxAuth({ token }: { token: string | null }): MiddlewareHandler {
  const check =
    token === null
      ? null
      : basicAuth({ realm: 'taploop inbox', verifyUser: (_user, password) => safeEqual(password, token) });
  return async function inboxAuth(c, next) {
    return check ? check(c, next) : next();
  };
}

/**
 * Refuses a POST whose Origin names another site. Hosts are compared, not schemes, so a TLS proxy in front
 * (browser origin https://, request URL http://) still works; PUBLIC_URL's origin is accepted too.
 * A POST without Origin passes: browsers send it on every cross-site form post, so its absence is not an attack.
 */
export function sameOrigin({ publicUrl }: { publicUrl: string | null }): MiddlewareHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : null;
  return async function sameOrigin(c, next) {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const origin = c.req.header('origin');
    const crossSite = c.req.header('sec-fetch-site') === 'cross-site';
    if (crossSite || (origin !== undefined && origin !== configured && hostOf(origin) !== new URL(c.req.url).host)) {
      return c.text('Forbidden: this form was posted from another site.', 403);
    }
    return next();
  };
}

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null; // "null" or garbage: never our host
  }
};

const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  'img-src data:',
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** No caching of a page with drafts on it, and no framing: a one-tap Approve must not be clickjacked. */
export function privatePage(): MiddlewareHandler {
  return async function privatePage(c, next) {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Content-Security-Policy', CSP);
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
    c.res.headers.set('Referrer-Policy', 'same-origin');
  };
}
