// GET /metrics — Prometheus scrape, behind the owner token or METRICS_TOKEN; and the latency timer of /v1/context and /v1/check.
import { Hono, type MiddlewareHandler } from 'hono';
import type { Config } from '../../kernel/config.ts';
import { GatewayError } from '../../kernel/errors.ts';
import type { Metrics } from '../../kernel/metrics.ts';
import { bearerToken, safeEqual } from '../http/auth.ts';
import { apiOriginGuard } from '../http/origin.ts';

type MetricsConfig = Pick<Config, 'ownerToken' | 'metricsToken' | 'allowedHosts'>;

/**
 * The owner token or METRICS_TOKEN. With neither configured the server listens on loopback only (config refuses a
 * public HOST without a token), the same no-credential default as /v1.
 */
function metricsAuth({ ownerToken, metricsToken }: MetricsConfig): MiddlewareHandler {
  return async function metricsAuth(c, next) {
    const tokens = [ownerToken, metricsToken].filter((t): t is string => t !== null);
    if (tokens.length === 0) return next();
    const given = bearerToken(c.req.header('authorization'));
    const ok = tokens.map((t) => safeEqual(given, t)).some(Boolean); // every token compared: timing tells nothing
    if (!given || !ok) {
      throw new GatewayError(
        'unauthorized',
        'Scraping /metrics needs "Authorization: Bearer <METRICS_TOKEN>" (or the owner token).',
      );
    }
    return next();
  };
}

export function metricsRoutes(metrics: Metrics, config: MetricsConfig) {
  const app = new Hono();
  app.use(apiOriginGuard({ allowedHosts: config.allowedHosts }));
  app.use(metricsAuth(config));

  // GET /metrics — counters from the database (exact across processes) and this process's latency histograms
  app.get('/', async (c) => c.body(await metrics.scrape(), 200, { 'content-type': metrics.contentType }));
  return app;
}

/** Times a route into its histogram (only requests that passed auth reach it). */
export function timed(metrics: Metrics, route: 'context' | 'check'): MiddlewareHandler {
  return async function timed(c, next) {
    const started = performance.now();
    try {
      await next();
    } finally {
      metrics.observe(route, (performance.now() - started) / 1000, c.res.status);
    }
  };
}
