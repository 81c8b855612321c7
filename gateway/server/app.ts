// createApp(deps): the HTTP API under /v1, one error handler, Host and cross-site guards, token auth, body limits,
// and a 405 naming the methods a known path takes.
import { Hono } from 'hono';
import { toHealthAnswer } from '../contract/answers.ts';
import type { OwnerData, Reports } from '../core/doors.ts';
import type { Gateway } from '../core/gateway.ts';
import type { Config } from '../kernel/config.ts';
import { GatewayError } from '../kernel/errors.ts';
import type { Logger } from '../kernel/logger.ts';
import { apiAuth } from './http/auth.ts';
import { apiBodyLimit, closeUnreadBody, createWaitLimiter } from './http/bounds.ts';
import { errorHandler, errorResponse } from './http/errors.ts';
import { routeMethods } from './http/methods.ts';
import { apiOriginGuard, jsonOnly } from './http/origin.ts';
import { type CheckGateway, checkRoutes } from './routes/check.ts';
import { type ContextGateway, contextRoutes } from './routes/context.ts';
import { dataRoutes } from './routes/data.ts';
import { type DecisionsGateway, decisionsRoutes } from './routes/decisions.ts';
import { type JobsGateway, jobsRoutes } from './routes/jobs.ts';
import { metricsRoutes, timed } from './routes/metrics.ts';
import { peopleRoutes } from './routes/people.ts';
import { type GoalsGateway, goalsRoutes, type PublicationsGateway, publicationsRoutes } from './routes/publications.ts';
import { type RulesGateway, rulesMarkdownRoutes, rulesRoutes } from './routes/rules.ts';
import { type RunsGateway, runsRoutes } from './routes/runs.ts';
import { type SettingsGateway, settingsRoutes } from './routes/settings.ts';
import { statsRoutes } from './routes/stats.ts';

/** What the API calls: what each route is handed, the health check's hold and the metrics' counters. */
export type ApiGateway = RunsGateway &
  ContextGateway &
  CheckGateway &
  DecisionsGateway &
  RulesGateway &
  Reports &
  PublicationsGateway &
  GoalsGateway &
  JobsGateway &
  SettingsGateway &
  OwnerData &
  Pick<Gateway, 'holdOf' | 'createMetrics' | 'people'>;

export interface AppDeps {
  gateway: ApiGateway;
  config: Pick<
    Config,
    'ownerToken' | 'agentTokens' | 'allowedHosts' | 'bodyLimitBytes' | 'maxWaitingRequests' | 'metricsToken'
  >;
  logger: Logger;
  /** People and roles (default: a door on the gateway's database). */
}

export function createApp({ gateway, config, logger }: AppDeps) {
  const app = new Hono();
  app.onError(errorHandler(logger));
  app.use(closeUnreadBody());

  // GET /healthz — liveness, database reachability and whether the database is held; no token needed
  app.get('/healthz', async (c) => c.json(toHealthAnswer(await gateway.holdOf())));

  const metrics = gateway.createMetrics();
  app.route('/metrics', metricsRoutes(metrics, config));

  const api = new Hono();
  // In this order: a rebinding name or another site's page is refused first, whatever it carries.
  api.use(apiOriginGuard({ allowedHosts: config.allowedHosts }));
  api.use(apiAuth({ ownerToken: config.ownerToken, agentTokens: config.agentTokens }));
  api.use(jsonOnly());
  api.use(apiBodyLimit(config.bodyLimitBytes));
  api.use('/context', timed(metrics, 'context'));
  api.use('/check', timed(metrics, 'check'));
  api.route('/runs', runsRoutes(gateway, { waits: createWaitLimiter(config.maxWaitingRequests) }));
  api.route('/context', contextRoutes(gateway));
  api.route('/check', checkRoutes(gateway));
  api.route('/decisions', decisionsRoutes(gateway));
  // A sibling, not a child of /rules: a sub-app at /rules would see /rules.md as /rules/.md.
  api.route('/rules.md', rulesMarkdownRoutes(gateway));
  api.route('/rules', rulesRoutes(gateway));
  api.route('/stats', statsRoutes(gateway));
  api.route('/publications', publicationsRoutes(gateway));
  api.route('/goals', goalsRoutes(gateway));
  api.route('/jobs', jobsRoutes(gateway));
  api.route('/settings', settingsRoutes(gateway));
  api.route('/people', peopleRoutes(gateway.people));
  api.route('/', dataRoutes(gateway, config)); // /export, /backup, DELETE /runs/:id, /release (the owner's data)
  app.route('/v1', api);
  const methodsOf = routeMethods(app);
  app.notFound((c) => {
    const allowed = methodsOf(c.req.path);
    if (allowed.length === 0)
      return errorResponse(c, new GatewayError('not_found', `No route ${c.req.method} ${c.req.path}`));
    c.header('Allow', allowed.join(', '));
    return errorResponse(
      c,
      new GatewayError('method_not_allowed', `${c.req.path} takes ${allowed.join(', ')}, not ${c.req.method}.`),
    );
  });
  return app;
}
