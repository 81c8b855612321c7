// People and their roles: list, add, change and remove them (each change logged), seed them at start from the config,
// and answer a channel's one question: who is this user, and may they do this?
import { pgErrorCode, type Queryable } from '../../db/client.ts';
import {
  deletePerson,
  findPerson,
  findPersonAt,
  goalOf,
  insertPeopleChange,
  insertPerson,
  listPeople,
  listPeopleChanges,
  type Person,
  updatePerson,
} from '../../db/queries/people.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { GatewayError } from '../kernel/errors.ts';
import { newId } from '../kernel/ids.ts';
import {
  type Act,
  goalsFitRole,
  may,
  type PersonChanges,
  type PersonInput,
  refusalText,
  roleLabel,
  STRANGER,
} from '../kernel/roles.ts';
import type { TapSource } from '../kernel/schemas.ts';
import { makeSignInLink, personOfSession, readSignInLink, signIn, signOutEverywhere } from './sign-in.ts';
import { refuseTap } from './tap-pipeline.ts';

export type { Person } from '../../db/queries/people.ts';
export type { Act, Role } from '../kernel/roles.ts';
export { STRANGER } from '../kernel/roles.ts';

type Deps = Pick<GatewayDeps, 'db' | 'config' | 'logger'>;

/** How a channel knows a person: their Telegram user id, their Slack member id. */
export type PersonAt = { telegram: string } | { slack: string };

/** The answer to "who is this, and may they?": the person when known, and what to tell them when not allowed. */
export type Verdict = { allowed: true; person: Person } | { allowed: false; person: Person | null; message: string };

/** The person by id or name (any case); a GatewayError the CLI and API say as it is, when there is none. */
export async function getPerson(db: Queryable, nameOrId: string): Promise<Person> {
  const person = await findPerson(db, nameOrId.trim());
  if (!person)
    throw new GatewayError('not_found', `No person called “${nameOrId.slice(0, 100)}”: taploop people lists them.`);
  return person;
}

export async function addPerson(deps: Deps, input: PersonInput, actor: string): Promise<Person> {
  const person = await deps.db
    .transaction(async (tx) => {
      await refuseTaken(tx, input, null);
      const added = await insertPerson(tx, {
        id: newId('person'),
        name: input.name,
        role: input.role,
        goals: input.role === 'reviewer' ? [...new Set(input.goals ?? [])] : [],
        telegram_id: input.telegram_id ?? null,
        slack_id: input.slack_id ?? null,
      });
      await logChange(tx, added, actor, 'added', described(added));
      return added;
    })
    .catch(takenByATwin);
  deps.logger.info('person added', { person: person.id, role: person.role, actor });
  return person;
}

/**
 * Changes what is given and keeps the rest. A new role without goals drops the goals it does not take (an owner or a
 * viewer has none); a reviewer keeps theirs.
 */
export async function changePerson(
  deps: Deps,
  nameOrId: string,
  changes: PersonChanges,
  actor: string,
): Promise<Person> {
  const person = await deps.db
    .transaction(async (tx) => {
      const before = await getPerson(tx, nameOrId);
      const given = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as PersonChanges;
      const role = given.role ?? before.role;
      const goals = given.goals ?? (role === 'reviewer' ? before.goals : []);
      const problem = goalsFitRole(role, goals);
      if (problem) throw new GatewayError('bad_request', `Not changed: ${problem}.`);
      const after = { ...before, ...given, role, goals: [...new Set(goals)] };
      await refuseTaken(tx, after, before.id);
      const changed = await updatePerson(tx, after);
      const diff = differences(described(before), described(changed));
      if (Object.keys(diff).length) await logChange(tx, changed, actor, 'changed', diff);
      return changed;
    })
    .catch(takenByATwin);
  deps.logger.info('person changed', { person: person.id, actor });
  return person;
}

/** Removes the person, their sign-in links and sessions; their past decisions keep their name. */
export async function removePerson(deps: Deps, nameOrId: string, actor: string): Promise<Person> {
  const person = await deps.db.transaction(async (tx) => {
    const gone = await getPerson(tx, nameOrId);
    await deletePerson(tx, gone.id);
    await logChange(tx, gone, actor, 'removed', described(gone));
    return gone;
  });
  deps.logger.info('person removed', { person: person.id, actor });
  return person;
}

/**
 * At start: the config file's `people` and the owner ids (TELEGRAM_OWNER_IDS, SLACK_OWNER_IDS) are added when missing.
 * Nothing is changed or removed: once seeded, the database (the CLI, the API) is where people change. A name or id
 * already taken by someone else is skipped with a warning.
 */
export async function seedPeople(deps: Deps): Promise<Person[]> {
  const wanted: PersonInput[] = [
    ...(deps.config.people ?? []),
    ...(deps.config.telegram?.ownerIds ?? []).map(
      (id): PersonInput => ({ name: `telegram-${id}`, role: 'owner', telegram_id: id }),
    ),
    ...(deps.config.slack?.ownerIds ?? []).map(
      (id): PersonInput => ({ name: `slack-${id}`, role: 'owner', slack_id: id }),
    ),
  ];
  const added: Person[] = [];
  for (const p of wanted) {
    const known =
      (p.telegram_id && (await findPersonAt(deps.db, 'telegram', p.telegram_id))) ||
      (p.slack_id && (await findPersonAt(deps.db, 'slack', p.slack_id))) ||
      (await findPerson(deps.db, p.name));
    if (known) continue;
    try {
      added.push(await addPerson(deps, p, 'config'));
    } catch (err) {
      if (!(err instanceof GatewayError)) throw err;
      deps.logger.warn('person from the config not added', { name: p.name, reason: err.message });
    }
  }
  return added;
}

/** The person a channel knows by its user id, or null. */
export function personAt(deps: Pick<Deps, 'db'>, at: PersonAt): Promise<Person | null> {
  return 'telegram' in at ? findPersonAt(deps.db, 'telegram', at.telegram) : findPersonAt(deps.db, 'slack', at.slack);
}

/**
 * The one call a channel makes before a tap: who is this Telegram or Slack user, and may they do `act` (decide a
 * draft of goal G, answer "same mistake as…?", an owner's act)? Not allowed comes with the sentence to show them.
 */
export async function checkPerson(deps: Pick<Deps, 'db'>, at: PersonAt, act: Act): Promise<Verdict> {
  return verdictFor(await personAt(deps, at), act);
}

export function verdictFor(person: Person | null, act: Act): Verdict {
  if (!person) return { allowed: false, person: null, message: STRANGER };
  return may(person, act) ? { allowed: true, person } : { allowed: false, person, message: refusalText(person, act) };
}

/** A tap refused for its role: nothing is stored, and the refusal is in `taps` as every refused tap is. */
export interface RoleRefusal {
  source: TapSource;
  actor: string | null;
  action: string;
  runId?: string | null;
  ruleId?: string | null;
}

/**
 * The door channels, routes and the CLI are handed: people, their roles, and the inbox's sign-in. Stateless (every
 * answer is read from the database), so any number of them may be made on one database.
 */
export function createPeople(deps: Deps) {
  const named = (nameOrId: string) => getPerson(deps.db, nameOrId);
  return {
    list: () => listPeople(deps.db),
    get: named,
    add: (input: PersonInput, actor: string) => addPerson(deps, input, actor),
    change: (nameOrId: string, changes: PersonChanges, actor: string) => changePerson(deps, nameOrId, changes, actor),
    remove: (nameOrId: string, actor: string) => removePerson(deps, nameOrId, actor),
    /** Every change to people, oldest first (of one person with `personId`). */
    changes: (personId?: string) => listPeopleChanges(deps.db, personId ?? null),
    seed: () => seedPeople(deps),
    at: (at: PersonAt) => personAt(deps, at),
    /** Everyone whose role allows `act`: whom a channel sends a goal's draft cards, rule cards, the digest. */
    allowedTo: async (act: Act) => (await listPeople(deps.db)).filter((p) => may(p, act)),
    check: (at: PersonAt, act: Act) => checkPerson(deps, at, act),
    verdict: verdictFor,
    /** The goal (and run) a draft or decision belongs to, for the role check; null when there is none. */
    goalOf: (subject: { runId: string } | { feedbackId: string }) => goalOf(deps.db, subject),
    /** Logs a tap refused for its role (outcome `refused`); nothing else is written. */
    refuse: (tap: RoleRefusal) => refuseTap(deps, tap),
    signInLink: async (nameOrId: string, actor: string) => makeSignInLink(deps, await named(nameOrId), actor),
    readSignInLink: (token: string) => readSignInLink(deps, token),
    signIn: (token: string) => signIn(deps, token),
    personOfSession: (session: string) => personOfSession(deps, session),
    signOutEverywhere: async (nameOrId: string, actor: string) => {
      const person = await named(nameOrId);
      return { person, ended: await signOutEverywhere(deps, person, actor) };
    },
  };
}

export type People = ReturnType<typeof createPeople>;

/** What a change log entry shows of a person. */
function described(p: Person): Record<string, unknown> {
  return {
    name: p.name,
    role: p.role,
    goals: p.goals,
    telegram_id: p.telegram_id,
    slack_id: p.slack_id,
    teaches: p.teaches,
  };
}

function differences(before: Record<string, unknown>, after: Record<string, unknown>) {
  const diff: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) diff[key] = { from: before[key], to: after[key] };
  }
  return diff;
}

function logChange(
  tx: Queryable,
  person: Person,
  actor: string,
  change: 'added' | 'changed' | 'removed',
  detail: Record<string, unknown>,
) {
  return insertPeopleChange(tx, {
    id: newId('chg'),
    person_id: person.id,
    person_name: person.name,
    actor,
    change,
    detail,
  });
}

/** A name, Telegram id or Slack id is one person's: said before the insert rather than as a constraint's name. */
async function refuseTaken(
  tx: Queryable,
  p: { name: string; telegram_id?: string | null; slack_id?: string | null },
  self: string | null,
): Promise<void> {
  const clash = async (found: Person | null, what: string) => {
    if (found && found.id !== self)
      throw new GatewayError('conflict', `${what} is already ${found.name}'s (${roleLabel(found)}).`);
  };
  const byName = await findPerson(tx, p.name);
  await clash(byName && byName.name.toLowerCase() === p.name.toLowerCase() ? byName : null, `The name “${p.name}”`);
  if (p.telegram_id) await clash(await findPersonAt(tx, 'telegram', p.telegram_id), `Telegram user ${p.telegram_id}`);
  if (p.slack_id) await clash(await findPersonAt(tx, 'slack', p.slack_id), `Slack user ${p.slack_id}`);
}

/** Two adds of the same name or id at once: the second hears what the first check would have said. */
function takenByATwin(err: unknown): never {
  if (pgErrorCode(err) === '23505')
    throw new GatewayError(
      'conflict',
      'That name, Telegram id or Slack id was just given to someone else; list people and try again.',
    );
  throw err;
}
