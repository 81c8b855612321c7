// Whole-database checks for partial or duplicated rows: what must hold after any mix of taps, replays, crashes and junk.
import type { Queryable } from '../../../db/client.ts';

const DECIDED = `('approved', 'edited', 'rejected')`;
const DECISION_ACTIONS = `('approve', 'reject', 'edit')`;

/** Publications of the goal's publisher only: decision callbacks to agents share the outbox table (kind = 'callback'). */
async function publishRows(db: Queryable): Promise<string> {
  const [row] = await db.query<{ n: number }>(
    `select count(*)::int as n from information_schema.columns where table_name = 'publications' and column_name = 'kind'`,
  );
  return row!.n > 0 ? `(select * from publications where kind = 'publish')` : 'publications';
}

/**
 * Every way the tables can disagree with each other, as readable lines (empty = consistent):
 * a decision is one feedback row + a decided run + a stored tap (+ one live publication if approved or edited),
 * all or nothing.
 */
export async function inconsistencies(db: Queryable): Promise<string[]> {
  const pubs = await publishRows(db);
  const checks: [string, string][] = [
    [
      'feedback on a run that is not decided',
      `select f.id || ' (run ' || r.id || ' is ' || r.status || ')' as x from feedback f join runs r on r.id = f.run_id where f.undone_at is null and r.status not in ${DECIDED}`,
    ],
    [
      'decided run without exactly one live feedback row',
      `select r.id || ' (' || r.status || ', ' || (select count(*) from feedback f where f.run_id = r.id and f.undone_at is null) || ' rows)' as x from runs r where r.status in ${DECIDED} and (select count(*) from feedback f where f.run_id = r.id and f.undone_at is null) <> 1`,
    ],
    [
      'rating does not match the run status',
      `select f.id as x from feedback f join runs r on r.id = f.run_id where f.undone_at is null and ((r.status = 'approved' and f.rating <> 1) or (r.status = 'rejected' and f.rating <> -1) or (r.status = 'edited' and f.rating <> 0))`,
    ],
    [
      'final text does not match the decision',
      `select r.id as x from runs r join feedback f on f.run_id = r.id and f.undone_at is null where (r.status = 'approved' and r.final_text is distinct from r.draft) or (r.status = 'edited' and r.final_text is distinct from f.correction) or (r.status = 'rejected' and r.final_text is not null)`,
    ],
    [
      'feedback without a stored tap',
      `select f.id as x from feedback f where not exists (select 1 from taps t where t.event_key = f.event_key and t.outcome = 'stored')`,
    ],
    [
      'stored decision tap without its feedback row',
      `select t.id || ' (' || t.event_key || ')' as x from taps t where t.outcome = 'stored' and t.action in ${DECISION_ACTIONS} and not exists (select 1 from feedback f where f.event_key = t.event_key and f.run_id = t.run_id)`,
    ],
    [
      'one tap stored twice (same key, same run or rule, same action)',
      `select event_key || ' ' || action || ' x' || count(*) as x from taps where outcome = 'stored' group by event_key, coalesce(run_id, rule_id), action having count(*) > 1`,
    ],
    ['duplicate feedback event key', `select event_key as x from feedback group by event_key having count(*) > 1`],
    [
      'live publication of a run that is not approved or edited',
      `select p.id || ' (run ' || r.status || ')' as x from ${pubs} p join runs r on r.id = p.run_id where p.status <> 'cancelled' and r.status not in ('approved', 'edited')`,
    ],
    [
      'approved or edited run without exactly one live publication',
      `select r.id as x from runs r where r.status in ('approved', 'edited') and (select count(*) from ${pubs} p where p.run_id = r.id and p.status <> 'cancelled') <> 1`,
    ],
    [
      'publication text differs from the final text',
      `select p.id as x from ${pubs} p join runs r on r.id = p.run_id where p.status <> 'cancelled' and p.text is distinct from r.final_text`,
    ],
    [
      'rule active without a person deciding it',
      `select id as x from rules where source <> 'manual' and status = 'active' and decided_at is null`,
    ],
    [
      'rule decided twice (stored taps)',
      `select rule_id || ' x' || count(*) as x from taps where rule_id is not null and outcome = 'stored' group by rule_id having count(*) > 1`,
    ],
  ];
  const found: string[] = [];
  for (const [what, sql] of checks) {
    const rows = await db.query<{ x: string }>(sql);
    if (rows.length)
      found.push(
        `${what}: ${rows
          .slice(0, 5)
          .map((r) => r.x)
          .join(', ')}${rows.length > 5 ? ` … (${rows.length})` : ''}`,
      );
  }
  return found;
}

export const TABLES = ['runs', 'feedback', 'taps', 'rules', 'publications', 'messages', 'contexts'] as const;

/** Row counts of every table a request could write to: "nothing stored" is the same counts before and after. */
export async function rowCounts(db: Queryable): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES) {
    const [row] = await db.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = row!.n;
  }
  return counts;
}
