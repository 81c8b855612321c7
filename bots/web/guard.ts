// Guards in front of the inbox: Basic auth with the owner token, allowed Host names, same-origin form posts, private unframed pages.
import type { MiddlewareHandler } from 'hono';
import { basicAuth } from 'hono/basic-auth';
import { foreignOriginProblem, hostNameOf, isAllowedHost, requestHost, safeEqual } from '../../gateway/index.ts';

/**
 * The fallback behind a sign-in link (session.ts): with the owner token, any user name and the token as password
 * (phones ask once, no JS); with none, open (loopback only).
 */
export function inboxAuth({ token }: { token: string | null }): MiddlewareHandler {
  const check =
    token === null
      ? null
      : basicAuth({
          realm: 'taploop inbox',
          verifyUser: (_user, password) => safeEqual(password, token),
          invalidUserMessage:
            'Not signed in. Open the sign-in link you were sent (taploop sign-in-link <name> makes one), or give the owner token as the password.',
        });
  return async function inboxAuth(c, next) {
    return check ? check(c, next) : next();
  };
}

/**
 * Refuses a page asked for under a Host this server does not answer to (a DNS-rebinding name), and a POST from
 * another origin's page: the Origin must be PUBLIC_URL's origin (scheme, host and port) or, for a request sent to
 * another allowed name, the Host it was sent to (host and port), so a page on another port of the same machine is
 * refused. Without PUBLIC_URL the scheme is not compared, so a TLS proxy in front (browser origin https://, request
 * URL http://) still works. A POST without Origin passes: browsers send it on every cross-site form post, so its
 * absence is not an attack.
 */
export function sameOrigin({
  allowedHosts,
  publicUrl,
}: {
  allowedHosts: readonly string[];
  publicUrl: string | null;
}): MiddlewareHandler {
  return async function sameOrigin(c, next) {
    const host = requestHost(c.req.raw);
    if (!isAllowedHost(host, allowedHosts)) {
      return c.text(
        `Forbidden: this server does not answer to "${hostNameOf(host).slice(0, 100)}". Add it to ALLOWED_HOSTS if it is yours.`,
        403,
      );
    }
    if (foreignOriginProblem(c.req.raw, publicUrl))
      return c.text('Forbidden: this form was posted from another site.', 403);
    return next();
  };
}

const CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "script-src 'self'", // only /inbox/live.js, the pending drafts' poll; the page works without it
  "connect-src 'self'",
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
