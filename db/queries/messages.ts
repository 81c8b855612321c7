// messages: where each run's (or rule's) card lives per channel, so every card can follow the final state.
import type { Queryable } from '../client.ts';

export interface Card {
  id: string;
  run_id: string | null;
  rule_id: string | null;
  channel: string;
  chat_id: string;
  message_id: string;
  created_at: Date;
}

export async function insertCard(db: Queryable, card: Omit<Card, 'created_at'>): Promise<void> {
  await db.query(
    `insert into messages (id, run_id, rule_id, channel, chat_id, message_id) values ($1, $2, $3, $4, $5, $6)
     on conflict (channel, chat_id, message_id) do nothing`,
    [card.id, card.run_id, card.rule_id, card.channel, card.chat_id, card.message_id],
  );
}

export async function findCardByMessage(
  db: Queryable,
  channel: string,
  chatId: string,
  messageId: string,
): Promise<Card | null> {
  const rows = await db.query<Card>(`select * from messages where channel = $1 and chat_id = $2 and message_id = $3`, [
    channel,
    chatId,
    messageId,
  ]);
  return rows[0] ?? null;
}

export async function listCards(
  db: Queryable,
  of: { runId?: string; ruleId?: string },
  channel: string,
): Promise<Card[]> {
  return db.query<Card>(
    `select * from messages where channel = $3 and (run_id = $1 or rule_id = $2) order by created_at`,
    [of.runId ?? null, of.ruleId ?? null, channel],
  );
}
