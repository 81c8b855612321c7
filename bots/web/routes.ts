// The inbox's page and its draft forms: each post turns a tap into a gateway call and redirects back; rule forms in rule-routes.ts.
import { type Context, Hono } from 'hono';
import type { BlankEnv } from 'hono/types';
import type { z } from 'zod';
import { answeredText, type InboxGateway, type Logger } from '../../gateway/index.ts';
import { CHART_DAYS, loadInbox, loadUnnamed, PENDING_SHOWN, prechecksFor } from './data.ts';
import { type Flasher, MISTAKES_PAGE } from './flash.ts';
import { decideForm, fixForm, mistakeForm, submitForm, undoForm } from './form.ts';
import { inboxPage, inboxTitle, PendingSection, pendingIds } from './inbox.tsx';
import { LIVE_SCRIPT } from './live.ts';
import { mistakesPage } from './mistake.tsx';
import { ruleRoutes } from './rule-routes.ts';
import { countsPage, ownsRules, runsSeenBy, seenBy, unnamedSeenBy } from './seen-by.tsx';
import { signedInAs, tapperOf } from './session.ts';

type Tapper = ReturnType<typeof tapperOf>;

export interface InboxRoutesDeps {
  gateway: InboxGateway;
  timezone: string;
  flash: Flasher;
  logger: Logger;
  /** How often an open page polls for new drafts (tests make it quick). */
  liveEveryMs?: number;
}

export function inboxRoutes({ gateway, timezone, flash, logger, liveEveryMs }: InboxRoutesDeps) {
  const app = new Hono();

  // GET / — pending drafts, recent decisions, rules and stats on one page (a reviewer's goals; a viewer's counts)
  app.get('/', async (c) => {
    const person = signedInAs(c);
    if (person?.role === 'viewer') return c.html(countsPage(await gateway.getStats({ days: CHART_DAYS }), person));
    const data = seenBy(person, await loadInbox(gateway, flash.read(c.req.query()), logger));
    return c.html(inboxPage(data, { timezone, liveEveryMs, person }));
  });

  // GET /inbox/pending[?known=ids] — the pending section alone, for the page's poll; the header says which drafts it
  // holds, and 204 when they are the ones the page already shows (no card and no pre-check is built then)
  app.get('/inbox/pending', async (c) => {
    const person = signedInAs(c);
    const all = await gateway.listRuns({ status: 'pending', limit: PENDING_SHOWN });
    const pending = runsSeenBy(person, all);
    const ids = pendingIds(pending);
    c.header('X-Taploop-Pending', ids);
    if (c.req.query('known') === ids) return c.body(null, 204);
    // A reviewer's count is of the drafts shown (their goals among the newest PENDING_SHOWN), as on their page.
    const total =
      all.length < PENDING_SHOWN || !ownsRules(person)
        ? pending.length
        : (await gateway.getStats({ days: 1 })).pending_drafts;
    c.header('X-Taploop-Title', inboxTitle(total));
    const prechecks = await prechecksFor(gateway, pending);
    return c.html(PendingSection({ pending, prechecks, total, timezone, now: new Date() }));
  });

  // GET /inbox/mistakes — the week's edits and rejections not named yet, asked again with the choices they have now
  app.get(MISTAKES_PAGE, async (c) => {
    const data = unnamedSeenBy(signedInAs(c), await loadUnnamed(gateway, flash.read(c.req.query())));
    return c.html(mistakesPage(data, { timezone }));
  });

  // GET /inbox/live.js — the script that runs that poll (a file, so the page's CSP allows only our own scripts)
  app.get('/inbox/live.js', (c) => c.body(LIVE_SCRIPT, 200, { 'content-type': 'text/javascript; charset=utf-8' }));

  /** A draft's form: the run id from the path, the gateway call, then 303 to the page with that run marked saved. */
  const draftForm =
    <T>(form: z.ZodType<T>, call: (data: T, who: Tapper) => Promise<{ run: { id: string } }>) =>
    (c: Context<BlankEnv, '/inbox/runs/:id'>) =>
      submitForm(c, {
        form,
        fields: { run_id: c.req.param('id') },
        failed: (message) => flash.errorUrl(message),
        call: async (data) => flash.savedUrl((await call(data, tapperOf(c))).run.id),
      });

  // POST /inbox/runs/:id/decide — approve, reject (optional reason) or edit (text), then 303 back to the page
  app.post(
    '/inbox/runs/:id/decide',
    draftForm(decideForm, ({ run_id, action, text, reason, event_key }, who) =>
      gateway.decide({ runId: run_id, action, text, reason, eventKey: event_key, ...who }),
    ),
  );

  // POST /inbox/runs/:id/fix — "Apply that fix": the owner's earlier replacement, stored as an edit
  app.post(
    '/inbox/runs/:id/fix',
    draftForm(fixForm, ({ run_id, feedback_id, event_key }, who) =>
      gateway.applyFix({ runId: run_id, feedbackId: feedback_id, eventKey: event_key, ...who }),
    ),
  );

  // POST /inbox/runs/:id/undo — take an approval back while its publication is still queued
  app.post(
    '/inbox/runs/:id/undo',
    draftForm(undoForm, ({ run_id, event_key }, who) => gateway.undo({ runId: run_id, eventKey: event_key, ...who })),
  );

  // POST /inbox/decisions/:id/mistake — the answer to "Same mistake as one of these?", then 303 to the page saying it
  // (?in=mistakes: asked again on the page of unnamed mistakes, so the answer shows there)
  app.post('/inbox/decisions/:id/mistake', (c) => {
    const section = c.req.query('in') === 'mistakes' ? 'mistakes' : undefined;
    return submitForm(c, {
      form: mistakeForm,
      fields: { feedback_id: c.req.param('id') },
      failed: (message) => flash.errorUrl(message, section),
      call: async ({ feedback_id, answer }) => {
        const answered = await gateway.answerMistake({ feedbackId: feedback_id, answer, ...tapperOf(c) });
        return flash.noticeUrl(answeredText(answered, timezone), section);
      },
    });
  });

  app.route('/', ruleRoutes({ gateway, flash, logger }));

  return app;
}
