// /v1/people — the owner's: who may decide, review or read, each change logged; sign-in links and sign out everywhere.
// Owner-only without a guard here: apiAuth's agent allow-list (AGENT_MAY) does not list these paths.
import { Hono } from 'hono';
import { toPersonAnswer, toRemovedPersonAnswer, toSignedOutAnswer, toSignInLinkAnswer } from '../../contract/people.ts';
import type { People } from '../../core/people.ts';
import { personChanges, personInput } from '../../kernel/roles.ts';
import { callerOf } from '../http/auth.ts';
import { jsonBody } from '../http/validate.ts';

/** Who made a change through the API, in the people log: the owner token, or a local caller with no token set. */
const actorOf = (c: Parameters<typeof callerOf>[0]) => (callerOf(c).kind === 'owner' ? 'owner token' : 'local');

export function peopleRoutes(people: People) {
  const app = new Hono();

  // GET /v1/people — everyone, in the order they were added
  app.get('/', async (c) => c.json({ people: (await people.list()).map(toPersonAnswer) }));

  // POST /v1/people — { name, role, goals?, telegram_id?, slack_id? }
  app.post('/', async (c) => {
    const person = await people.add(await jsonBody(c, personInput), actorOf(c));
    return c.json(toPersonAnswer(person), 201);
  });

  // PATCH /v1/people/:name — change what is given (name, role, goals, telegram_id, slack_id, teaches)
  app.patch('/:name', async (c) => {
    const changes = await jsonBody(c, personChanges);
    return c.json(toPersonAnswer(await people.change(c.req.param('name'), changes, actorOf(c))));
  });

  // DELETE /v1/people/:name — remove, with their sign-in links and sessions
  app.delete('/:name', async (c) =>
    c.json(toRemovedPersonAnswer(await people.remove(c.req.param('name'), actorOf(c)))),
  );

  // POST /v1/people/:name/sign-in-link — a one-time link to the web inbox, valid for minutes
  app.post('/:name/sign-in-link', async (c) =>
    c.json(toSignInLinkAnswer(await people.signInLink(c.req.param('name'), actorOf(c))), 201),
  );

  // POST /v1/people/:name/sign-out — end every session of that person (sign out everywhere)
  app.post('/:name/sign-out', async (c) => {
    const { person, ended } = await people.signOutEverywhere(c.req.param('name'), actorOf(c));
    return c.json(toSignedOutAnswer(person, ended));
  });

  return app;
}
