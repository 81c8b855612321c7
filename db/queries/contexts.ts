// contexts: what an agent was shown before drafting, referenced by a run's context_id.
import type { Queryable } from '../client.ts';

export async function insertContext(
  db: Queryable,
  c: { id: string; goal: string; task: string | null; rule_ids: string[]; feedback_ids: string[] },
): Promise<void> {
  await db.query(
    `insert into contexts (id, goal, task, rule_ids, feedback_ids) values ($1, $2, $3, $4::text::jsonb, $5::text::jsonb)`,
    [c.id, c.goal, c.task, JSON.stringify(c.rule_ids), JSON.stringify(c.feedback_ids)],
  );
}

export async function findContext(
  db: Queryable,
  id: string,
): Promise<{ id: string; goal: string; rule_ids: string[]; feedback_ids: string[] } | null> {
  const rows = await db.query<{ id: string; goal: string; rule_ids: string[]; feedback_ids: string[] }>(
    `select id, goal, rule_ids, feedback_ids from contexts where id = $1`,
    [id],
  );
  return rows[0] ?? null;
}
