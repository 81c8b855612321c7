// `taploop people [list | add | set | remove | sign-out]` and `taploop sign-in-link <person>`: through the running
// gateway (owner token) when one answers, else on the database itself, as the data commands do.
import type { z } from 'zod';
import type { PersonAnswer, TaploopClient } from '../../client/index.ts';
import type { Db } from '../../db/client.ts';
import { toPersonAnswer, toSignInLinkAnswer } from '../contract/people.ts';
import { createPeople, type People } from '../core/people.ts';
import { SIGN_IN_MINUTES } from '../core/sign-in.ts';
import type { Config } from '../kernel/config.ts';
import { createLogger } from '../kernel/logger.ts';
import { personChanges, personInput, roleLabel } from '../kernel/roles.ts';
import { remoteOrLocal } from './data.ts';
import { CliError } from './errors.ts';

export interface PeopleOptions {
  json?: boolean;
  name?: string;
  role?: string;
  goals?: string;
  telegram?: string;
  slack?: string;
  /** "true" or "false": whether the person's edits and rejections teach (mined, recalled in context). */
  teaches?: string;
}

/** Who made a change from this machine's shell without a running gateway, in the people log. */
const CLI = 'cli';

/** The people door on the database itself, with the config's people and owners added first (as start adds them). */
async function localPeople(config: Config, db: Db): Promise<People> {
  const people = createPeople({ db, config, logger: createLogger(config.logLevel) });
  await people.seed();
  return people;
}

/** A GatewayError from the local door is the person's to fix: one line, exit 2. */
const said = (err: Error): never => {
  throw err.name === 'GatewayError' ? new CliError(err.message) : err;
};

export async function peopleCommand(
  config: Config,
  [sub = 'list', name, ...extra]: string[],
  opts: PeopleOptions,
  print: (line: string) => void,
): Promise<number> {
  if (extra.length) throw new CliError(`people ${sub} takes one name; quote a name with spaces ("Ann Lee").`);
  const needName = () => {
    if (!name) throw new CliError(`people ${sub} needs a name, e.g. taploop people ${sub} Ann.`);
    return name;
  };
  const run = <T>(remote: (client: TaploopClient) => Promise<T>, local: (p: People) => Promise<T>) =>
    remoteOrLocal(config, remote, async (db) => local(await localPeople(config, db)).catch(said));

  switch (sub) {
    case 'list': {
      const people = await run(
        (client) => client.people(),
        async (p) => (await p.list()).map(toPersonAnswer),
      );
      print(opts.json ? JSON.stringify(people, null, 2) : peopleTable(people));
      return 0;
    }
    case 'add': {
      if (!opts.role) throw new CliError('people add needs --role owner, reviewer (with --goals) or viewer.');
      const input = checked('add', personInput, {
        name: needName(),
        role: opts.role,
        goals: listOf(opts.goals),
        telegram_id: opts.telegram,
        slack_id: opts.slack,
      });
      const person = await run(
        (client) => client.addPerson(input),
        async (p) => toPersonAnswer(await p.add(input, CLI)),
      );
      print(`added ${person.name}: ${roleLabel(person)}`);
      print(
        `next: taploop sign-in-link ${quoted(person.name)} (a link to the web inbox, valid ${SIGN_IN_MINUTES} minutes)`,
      );
      return 0;
    }
    case 'set': {
      const target = needName();
      const changes = checked('set', personChanges, {
        name: opts.name,
        role: opts.role,
        goals: listOf(opts.goals),
        telegram_id: cleared(opts.telegram),
        slack_id: cleared(opts.slack),
        teaches:
          opts.teaches === undefined
            ? undefined
            : opts.teaches === 'true'
              ? true
              : opts.teaches === 'false'
                ? false
                : opts.teaches,
      });
      if (Object.values(changes).every((v) => v === undefined))
        throw new CliError(
          'people set needs something to change: --name, --role, --goals, --telegram, --slack or --teaches.',
        );
      const person = await run(
        (client) => client.changePerson(target, changes),
        async (p) => toPersonAnswer(await p.change(target, changes, CLI)),
      );
      print(`changed ${person.name}: ${roleLabel(person)}${reach(person)}`);
      return 0;
    }
    case 'remove': {
      const target = needName();
      const { person } = await run(
        (client) => client.removePerson(target),
        async (p) => ({ person: toPersonAnswer(await p.remove(target, CLI)) }),
      );
      print(`removed ${person.name}, with their sign-in links and sessions; their past decisions keep their name`);
      return 0;
    }
    case 'sign-out': {
      const target = needName();
      const out = await run(
        (client) => client.signOutEverywhere(target),
        async (p) => {
          const { person, ended } = await p.signOutEverywhere(target, CLI);
          return { person: toPersonAnswer(person), sessions_ended: ended };
        },
      );
      print(`signed ${out.person.name} out everywhere: ${out.sessions_ended} session(s) ended`);
      return 0;
    }
  }
  throw new CliError(
    `Unknown subcommand "people ${sub}": list, add, set, remove or sign-out. Run "taploop people --help".`,
  );
}

/** `taploop sign-in-link <person>`: the address on stdout (for a script), what it is on stderr. */
export async function signInLinkCommand(
  config: Config,
  [name, ...extra]: string[],
  print: (line: string) => void,
  note: (line: string) => void,
): Promise<number> {
  if (!name || extra.length)
    throw new CliError('sign-in-link needs one person, e.g. taploop sign-in-link Ann (quote a name with spaces).');
  const link = await remoteOrLocal(
    config,
    (client) => client.signInLink(name),
    async (db) => toSignInLinkAnswer(await (await localPeople(config, db)).signInLink(name, CLI).catch(said)),
  );
  print(link.url);
  note(
    `a one-time link for ${link.person.name} (${roleLabel(link.person)}), valid until ${link.expires_at}: send it to them only; opening it shows a "Sign in" button`,
  );
  return 0;
}

/** The input parsed as the gateway parses it; a refusal in the command's own options ("--role must be …"). */
function checked<S extends z.ZodType>(sub: string, schema: S, value: Record<string, unknown>): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)));
  if (parsed.success) return parsed.data;
  const line = parsed.error.issues
    .map(({ path, message }) => {
      const field = String(path[0] ?? '');
      const option = OPTION_OF[field] ?? (field === 'name' && sub === 'add' ? 'the name' : field);
      return message.startsWith(`${field} `) ? `${option} ${message.slice(field.length + 1)}` : `${option}: ${message}`;
    })
    .join('; ');
  throw new CliError(`Not ${sub === 'add' ? 'added' : 'changed'}: ${line}.`);
}

const OPTION_OF: Record<string, string> = {
  role: '--role',
  goals: '--goals',
  telegram_id: '--telegram',
  slack_id: '--slack',
  name: '--name',
  teaches: '--teaches',
};

/** "posts,replies" → ["posts", "replies"]; absent stays absent. */
const listOf = (csv: string | undefined) =>
  csv === undefined
    ? undefined
    : csv
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean);

/** `--telegram none` takes the id away. */
const cleared = (id: string | undefined) => (id === undefined ? undefined : id === 'none' ? null : id);

const quoted = (name: string) => (/\s/.test(name) ? `"${name}"` : name);

const reach = (p: PersonAnswer) =>
  [p.telegram_id && `Telegram ${p.telegram_id}`, p.slack_id && `Slack ${p.slack_id}`]
    .filter(Boolean)
    .map((s, i) => (i === 0 ? `; ${s}` : `, ${s}`))
    .join('');

function peopleTable(people: PersonAnswer[]): string {
  if (people.length === 0)
    return 'nobody yet: taploop people add <name> --role reviewer --goals posts (owners come from TELEGRAM_OWNER_IDS and SLACK_OWNER_IDS at start)';
  const rows = [
    ['name', 'role', 'goals', 'telegram', 'slack'],
    ...people.map((p) => [
      p.name,
      p.role,
      p.role === 'owner' ? '(every goal)' : p.goals.join(',') || '—',
      p.telegram_id ?? '—',
      p.slack_id ?? '—',
    ]),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
