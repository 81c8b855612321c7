// people, people_changes, sign_in_links, web_sessions: who decides, every change to them, and the inbox's sign-in.
import type { Queryable } from '../client.ts';

export interface Person {
  id: string;
  name: string;
  role: 'owner' | 'reviewer' | 'viewer';
  goals: string[];
  telegram_id: string | null;
  slack_id: string | null;
  teaches: boolean;
  created_at: Date;
}

export type PersonColumns = Omit<Person, 'created_at' | 'teaches'> & { teaches?: boolean };

const COLUMNS = 'id, name, role, goals, telegram_id, slack_id, teaches, created_at';

export async function listPeople(db: Queryable): Promise<Person[]> {
  return db.query<Person>(`select ${COLUMNS} from people order by created_at, id`);
}

/** By id, or by name in any case. */
export async function findPerson(db: Queryable, nameOrId: string): Promise<Person | null> {
  // Postgres text cannot hold NUL, so no stored name or id has one; asking would be an error, not an answer.
  if (nameOrId.includes('\u0000')) return null;
  const [row] = await db.query<Person>(
    `select ${COLUMNS} from people where id = $1 or lower(name) = lower($1) order by id = $1 desc limit 1`,
    [nameOrId],
  );
  return row ?? null;
}

/** The person a channel knows by its own user id (a Telegram user id, a Slack member id). */
export async function findPersonAt(
  db: Queryable,
  channel: 'telegram' | 'slack',
  userId: string,
): Promise<Person | null> {
  if (userId.includes('\u0000')) return null;
  const column = channel === 'telegram' ? 'telegram_id' : 'slack_id';
  const [row] = await db.query<Person>(`select ${COLUMNS} from people where ${column} = $1`, [userId]);
  return row ?? null;
}

/**
 * SQL for the name of the person behind a decision's actor, or null: the person a channel knows by that user id (a
 * Telegram user id in a Telegram decision, a Slack member id in a Slack one), else the person with that id or name.
 * `source` and `actor` are column expressions of the query it stands in.
 */
export const personNameOf = (source: string, actor: string): string =>
  `(select p.name from people p
    where (${source} = 'telegram' and p.telegram_id = ${actor}) or (${source} = 'slack' and p.slack_id = ${actor})
       or p.id = ${actor} or lower(p.name) = lower(${actor})
    order by case when p.telegram_id = ${actor} or p.slack_id = ${actor} then 0 when p.id = ${actor} then 1 else 2 end
    limit 1)`;

export async function insertPerson(db: Queryable, p: PersonColumns): Promise<Person> {
  const [row] = await db.query<Person>(
    `insert into people (id, name, role, goals, telegram_id, slack_id, teaches)
     values ($1, $2, $3, $4::text[], $5, $6, $7) returning ${COLUMNS}`,
    [p.id, p.name, p.role, p.goals, p.telegram_id, p.slack_id, p.teaches ?? true],
  );
  return row!;
}

export async function updatePerson(db: Queryable, p: Omit<Person, 'created_at'>): Promise<Person> {
  const [row] = await db.query<Person>(
    `update people set name = $2, role = $3, goals = $4::text[], telegram_id = $5, slack_id = $6, teaches = $7
     where id = $1 returning ${COLUMNS}`,
    [p.id, p.name, p.role, p.goals, p.telegram_id, p.slack_id, p.teaches],
  );
  return row!;
}

/** Removes the person; their sign-in links and sessions go with them (on delete cascade). */
export async function deletePerson(db: Queryable, id: string): Promise<void> {
  await db.query(`delete from people where id = $1`, [id]);
}

export type PeopleChange = 'added' | 'changed' | 'removed' | 'link' | 'signed-in' | 'signed-out';

export interface NewPeopleChange {
  id: string;
  person_id: string;
  person_name: string;
  actor: string;
  change: PeopleChange;
  detail?: Record<string, unknown>;
}

export async function insertPeopleChange(db: Queryable, c: NewPeopleChange): Promise<void> {
  await db.query(
    `insert into people_changes (id, person_id, person_name, actor, change, detail)
     values ($1, $2, $3, $4, $5, $6::text::jsonb)`,
    [c.id, c.person_id, c.person_name, c.actor, c.change, JSON.stringify(c.detail ?? {})],
  );
}

export interface PeopleChangeRow {
  person_id: string;
  person_name: string;
  actor: string;
  change: PeopleChange;
  detail: Record<string, unknown>;
  created_at: Date;
}

/** The log, oldest first; of one person when `personId` is given. */
export async function listPeopleChanges(db: Queryable, personId: string | null = null): Promise<PeopleChangeRow[]> {
  return db.query<PeopleChangeRow>(
    `select person_id, person_name, actor, change, detail, created_at from people_changes
     where $1::text is null or person_id = $1 order by created_at, id`,
    [personId],
  );
}

export async function insertSignInLink(
  db: Queryable,
  link: { token_hash: string; person_id: string; expires_at: Date },
): Promise<void> {
  await db.query(
    `insert into sign_in_links (token_hash, person_id, expires_at) values ($1, $2, $3::text::timestamptz)`,
    [link.token_hash, link.person_id, link.expires_at.toISOString()],
  );
}

export interface SignInLinkRow {
  person_id: string;
  expires_at: Date;
  used_at: Date | null;
  /** Whether it has run out, by the database's clock (the one that decides when it is used). */
  expired: boolean;
}

export async function findSignInLink(db: Queryable, tokenHash: string): Promise<SignInLinkRow | null> {
  const [row] = await db.query<SignInLinkRow>(
    `select person_id, expires_at, used_at, expires_at <= now() as expired from sign_in_links where token_hash = $1`,
    [tokenHash],
  );
  return row ?? null;
}

/**
 * Marks the link used if it is unused and in time; answers its person then, else null. One statement, so two posts of
 * the same link at once sign in once.
 */
export async function useSignInLink(db: Queryable, tokenHash: string): Promise<string | null> {
  const [row] = await db.query<{ person_id: string }>(
    `update sign_in_links set used_at = now()
     where token_hash = $1 and used_at is null and expires_at > now() returning person_id`,
    [tokenHash],
  );
  return row?.person_id ?? null;
}

export async function insertWebSession(db: Queryable, s: { token_hash: string; person_id: string }): Promise<void> {
  await db.query(`insert into web_sessions (token_hash, person_id) values ($1, $2)`, [s.token_hash, s.person_id]);
}

/** The person an unrevoked session belongs to. */
export async function findSessionPerson(db: Queryable, tokenHash: string): Promise<Person | null> {
  const [row] = await db.query<Person>(
    `select ${COLUMNS.split(', ')
      .map((c) => `p.${c}`)
      .join(', ')}
     from web_sessions s join people p on p.id = s.person_id
     where s.token_hash = $1 and s.revoked_at is null`,
    [tokenHash],
  );
  return row ?? null;
}

/** Ends every open session of the person; answers how many. */
export async function revokeSessions(db: Queryable, personId: string): Promise<number> {
  const rows = await db.query(
    `update web_sessions set revoked_at = now() where person_id = $1 and revoked_at is null returning token_hash`,
    [personId],
  );
  return rows.length;
}

/** The goal and run a role check needs for a draft or a decision; null when there is no such draft or decision. */
export async function goalOf(
  db: Queryable,
  subject: { runId: string } | { feedbackId: string },
): Promise<{ goal: string; run_id: string } | null> {
  if (Object.values(subject).some((id: string) => id.includes('\u0000'))) return null; // no stored id has a NUL
  const [row] =
    'runId' in subject
      ? await db.query<{ goal: string; run_id: string }>(`select goal, id as run_id from runs where id = $1`, [
          subject.runId,
        ])
      : await db.query<{ goal: string; run_id: string }>(
          `select r.goal, r.id as run_id from feedback f join runs r on r.id = f.run_id where f.id = $1`,
          [subject.feedbackId],
        );
  return row ?? null;
}

/**
 * A condition on a feedback row `f`: its author teaches. An owner can stop a person's edits and rejections from teaching
 * (`teaches` false): they stay decisions, but the nightly job does not mine them and no context recalls them. The
 * author is matched by the name a decision records, or by the channel id older decisions hold.
 */
export const TEACHES = `not exists (select 1 from people np where not np.teaches
  and (np.name = f.actor or np.telegram_id = f.actor or np.slack_id = f.actor))`;
