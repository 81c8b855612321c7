// Signing in by link and signing out everywhere. Opening a link (GET) shows one "Sign in" button and uses nothing up,
// so link previews and scanners, which only GET, spend nothing; the button's POST uses the link once and sets the cookie.
import { Hono } from 'hono';
import { type People, type Person, roleLabel, SIGN_IN_MINUTES, SIGN_IN_PATH } from '../../gateway/index.ts';
import { Layout } from './layout.tsx';
import { clearSessionCookie, setSessionCookie, signedInAs } from './session.ts';

export interface SignInRoutesDeps {
  people: Pick<People, 'readSignInLink' | 'signIn' | 'get' | 'signOutEverywhere'>;
  publicUrl: string | null;
}

/** Where "Sign out everywhere" posts (behind the inbox's login). */
export const SIGN_OUT_EVERYWHERE = '/inbox/sign-out-everywhere';

type DeadLink = 'unknown' | 'used' | 'expired';

const DEAD: Record<DeadLink, { status: 404 | 410; text: string }> = {
  unknown: {
    status: 404,
    text: 'This is not a sign-in link taploop gave out (it may be cut short: copy the whole link). Ask an owner for a new one.',
  },
  used: {
    status: 410,
    text: 'This sign-in link was already used: each link signs in once. Ask an owner (or the bot) for a new one.',
  },
  expired: {
    status: 410,
    text: `This sign-in link has expired: links work for ${SIGN_IN_MINUTES} minutes. Ask an owner (or the bot) for a new one.`,
  },
};

export function signInRoutes({ people, publicUrl }: SignInRoutesDeps) {
  const app = new Hono();
  const dead = (state: DeadLink) => DEAD[state];

  // GET /sign-in/:token — the page with one "Sign in" button; reads the link, never uses it or signs in
  app.get(`${SIGN_IN_PATH}:token`, async (c) => {
    const link = await people.readSignInLink(c.req.param('token'));
    if (link.state !== 'valid')
      return c.html(messagePage('Sign-in link', dead(link.state).text), dead(link.state).status);
    const person = await people.get(link.person_id);
    return c.html(signInPage(person, c.req.path));
  });

  // POST /sign-in/:token — uses the link (once, within its minutes), opens a session, sets its cookie, 303 to the inbox
  app.post(`${SIGN_IN_PATH}:token`, async (c) => {
    const result = await people.signIn(c.req.param('token'));
    if (result.state !== 'signed-in')
      return c.html(messagePage('Sign-in link', dead(result.state).text), dead(result.state).status);
    setSessionCookie(c, result.session, publicUrl);
    return c.redirect('/', 303);
  });

  // POST /inbox/sign-out-everywhere — ends every session of the signed-in person, on every browser and phone
  app.post(SIGN_OUT_EVERYWHERE, async (c) => {
    const person = signedInAs(c);
    if (!person) {
      return c.html(
        messagePage(
          'Sign out',
          'You are in with the owner token, not a sign-in link: there is no session to end. Close the browser to forget the password.',
        ),
        400,
      );
    }
    const { ended } = await people.signOutEverywhere(person.id, person.name);
    clearSessionCookie(c, publicUrl);
    return c.html(
      messagePage(
        'Signed out',
        `Signed out everywhere: ${ended} session(s) of ${person.name} ended. A new sign-in link brings you back.`,
        'ok',
      ),
    );
  });

  return app;
}

function signInPage(person: Person, path: string) {
  return (
    <Layout title="Sign in to taploop">
      <main>
        <h2>Sign in to taploop</h2>
        <p>
          As <b>{person.name}</b>, {roleLabel(person)}.
        </p>
        <form method="post" action={path}>
          <button type="submit" class="btn approve">
            Sign in
          </button>
        </form>
        <p class="small">This link works once. Not you? Close this page: nothing has happened yet.</p>
      </main>
    </Layout>
  );
}

function messagePage(title: string, text: string, kind: 'ok' | 'error' = 'error') {
  return (
    <Layout title={`taploop: ${title.toLowerCase()}`}>
      <main>
        <p class={`banner ${kind}`} role={kind === 'ok' ? 'status' : 'alert'}>
          {text}
        </p>
      </main>
    </Layout>
  );
}

/** The bar under the inbox's title: who is signed in, and the button that ends all their sessions. */
export function SignedInBar({ person }: { person: Person }) {
  return (
    <form method="post" action={SIGN_OUT_EVERYWHERE} class="signed-in">
      <span class="small">
        Signed in as {person.name}, {roleLabel(person)}.
      </span>{' '}
      <button type="submit" class="btn secondary">
        Sign out everywhere
      </button>
    </form>
  );
}
