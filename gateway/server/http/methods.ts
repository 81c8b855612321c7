// Which methods a path takes, read from the app's own routes: a known path asked with another method is a 405 that
// lists them in Allow, not a 404 that says it does not exist.
import type { Hono } from 'hono';
import { PatternRouter } from 'hono/router/pattern-router';

/**
 * `methodsOf(path)`: the methods of the routes that match `path`, HEAD beside GET (Hono answers it with the GET
 * route), in a fixed order; none for a path no route has. Routes mounted later (the inbox, the bots' webhooks) count:
 * the table is built again whenever the app has more routes than when it was built.
 */
export function routeMethods(app: Hono): (path: string) => string[] {
  let built = -1;
  let router = new PatternRouter<string>();
  return function methodsOf(path) {
    if (app.routes.length !== built) {
      router = new PatternRouter<string>();
      // Middleware (app.use) is registered for every method; only a route answers one.
      for (const r of app.routes) if (r.method !== 'ALL') router.add('ALL', r.path, r.method);
      built = app.routes.length;
    }
    const found = new Set(router.match('GET', path)[0].map(([method]) => method));
    if (found.has('GET')) found.add('HEAD');
    return ORDER.filter((m) => found.has(m));
  };
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];
