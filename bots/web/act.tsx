// The one-tap links of notifications. Opening a link (GET) shows the draft and one button and decides nothing, so link
// previews and scanners, which only GET, spend nothing; the button's POST decides once, as the link's person.
import { type Context, Hono } from 'hono';
import {
  ACT_LINK_HOURS,
  ACT_PATH,
  type ActionLinkResult,
  alreadyDecided,
  type InboxGateway,
  type Run,
} from '../../gateway/index.ts';
import { Layout } from './layout.tsx';

export interface ActRoutesDeps {
  gateway: Pick<InboxGateway, 'actionLinks'>;
}

const DEAD = {
  unknown: {
    status: 404,
    text: 'This is not a link taploop gave out (it may be cut short: copy the whole link). Nothing was decided.',
  },
  used: { status: 410, text: 'This link was already used: each link decides once. Nothing more was decided.' },
  expired: {
    status: 410,
    text: `This link has expired: links work for ${ACT_LINK_HOURS} hours. Decide the draft in the inbox or a chat instead.`,
  },
} as const;

const VERB = { approve: 'Approve', reject: 'Reject' } as const;

export function actRoutes({ gateway }: ActRoutesDeps) {
  const app = new Hono();

  /** Every answer but the confirm page itself: what happened, or why nothing did. */
  const answer = (c: Context, r: Exclude<ActionLinkResult, { state: 'valid' }>) => {
    switch (r.state) {
      case 'done':
        return c.html(
          messagePage(`${r.action === 'approve' ? 'Approved' : 'Rejected'} as ${r.person.name}. Thank you.`, 'ok'),
        );
      case 'decided':
        return c.html(messagePage(`Nothing was decided: ${alreadyDecided(r.run)}`), 409);
      case 'refused':
        return c.html(messagePage(`Not saved: ${r.message}`), 403);
      default:
        return c.html(messagePage(DEAD[r.state].text), DEAD[r.state].status);
    }
  };

  // GET /act/:token — the draft and one button; reads the link, never uses it or decides
  app.get(`${ACT_PATH}:token`, async (c) => {
    const link = await gateway.actionLinks.read(c.req.param('token'));
    if (link.state !== 'valid') return answer(c, link);
    return c.html(confirmPage(link.run, link.action, link.person.name, c.req.path));
  });

  // POST /act/:token — decides the run once, as the link's person, with their role checked now
  app.post(`${ACT_PATH}:token`, async (c) => {
    const result = await gateway.actionLinks.act(c.req.param('token'));
    if (result.state === 'valid') return c.html(messagePage('Nothing was decided.'), 500); // act never answers valid
    return answer(c, result);
  });

  return app;
}

function confirmPage(run: Run, action: 'approve' | 'reject', person: string, path: string) {
  return (
    <Layout title={`taploop: ${action} this draft?`}>
      <main>
        <h2>
          {VERB[action]} this “{run.goal}” draft?
        </h2>
        <p class="draft">{run.draft}</p>
        <form method="post" action={path}>
          <button type="submit" class={`btn ${action}`}>
            {VERB[action]} as {person}
          </button>
        </form>
        <p class="small">This link works once. Not you, or not sure? Close this page: nothing has happened yet.</p>
      </main>
    </Layout>
  );
}

function messagePage(text: string, kind: 'ok' | 'error' = 'error') {
  return (
    <Layout title="taploop: one-tap link">
      <main>
        <p class={`banner ${kind}`} role={kind === 'ok' ? 'status' : 'alert'}>
          {text}
        </p>
      </main>
    </Layout>
  );
}
