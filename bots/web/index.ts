// createWebInbox(deps): the built-in web inbox, a server-rendered Hono app mounted at `/` beside the API under /v1.
import { type ErrorHandler, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ACT_PATH, type Config, type InboxGateway, type Logger, SIGN_IN_PATH } from '../../gateway/index.ts';
import { actRoutes } from './act.tsx';
import { createFlasher } from './flash.ts';
import { privatePage, sameOrigin } from './guard.ts';
import { errorPage } from './layout.tsx';
import { inboxRoles } from './roles.ts';
import { inboxRoutes } from './routes.ts';
import { inboxLogin } from './session.ts';
import { signInRoutes } from './sign-in.tsx';

export interface WebInboxDeps {
  gateway: InboxGateway;
  config: Pick<Config, 'ownerToken' | 'allowedHosts' | 'publicUrl' | 'timezone' | 'bodyLimitBytes'>;
  logger: Logger;
  /** How often an open inbox polls for new drafts (default LIVE_EVERY_MS). */
  liveEveryMs?: number;
}

/** Guards are scoped to the inbox's own paths so they never touch /v1 (bearer auth, JSON errors) or /healthz. */
export const INBOX_PATHS = ['/', '/inbox/*'] as const;

export function createWebInbox({ gateway, config, logger, liveEveryMs }: WebInboxDeps) {
  const { people } = gateway;
  const app = new Hono();
  app.onError(pageErrorHandler(logger));
  const origin = sameOrigin({ allowedHosts: config.allowedHosts, publicUrl: config.publicUrl });
  for (const path of INBOX_PATHS) {
    // Host and origin first: a rebinding page learns nothing, not even whether a password is asked.
    app.use(path, privatePage(), origin, inboxLogin({ people, token: config.ownerToken, publicUrl: config.publicUrl }));
  }
  // The sign-in page needs no login (the link is the credential); its POST is a form like any other.
  app.use(`${SIGN_IN_PATH}*`, privatePage(), origin);
  // So does a notification's one-tap link: the link is bound to one person, one draft and one action.
  app.use(`${ACT_PATH}*`, privatePage(), origin);
  // One limit for every form the inbox takes, the ones added later too.
  app.use(
    '/inbox/*',
    bodyLimit({
      maxSize: config.bodyLimitBytes,
      onError: (c) =>
        c.html(errorPage('Not saved: the form was too large. Go back, shorten the text and tap again.'), 413),
    }),
  );
  // After the body limit: the role check may read a decision's form to log what was refused.
  app.use('/inbox/*', inboxRoles({ people }));
  app.route('/', signInRoutes({ people, publicUrl: config.publicUrl }));
  app.route('/', actRoutes({ gateway }));
  app.route('/', inboxRoutes({ gateway, timezone: config.timezone, flash: createFlasher(), logger, liveEveryMs }));
  return app;
}

/** HTML, not JSON: a person is reading. The Basic auth challenge passes through; nothing leaks a stack trace. */
function pageErrorHandler(logger: Logger): ErrorHandler {
  return (err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    logger.error('inbox request failed', { method: c.req.method, path: c.req.path, err });
    const message =
      c.req.method === 'POST'
        ? 'Not saved: something went wrong on the server. Go back and tap again.'
        : 'The inbox could not be loaded; the server log has the details. Try again in a moment.';
    return c.html(errorPage(message), 500);
  };
}
