// Cards: bots record where they showed a run or rule, and find it again (reply matching, cross-channel updates).
import { type Card, findCardByMessage, insertCard, listCards } from '../../db/queries/messages.ts';
import type { GatewayDeps } from '../kernel/deps.ts';
import { newId } from '../kernel/ids.ts';

export interface CardRef {
  channel: string;
  chatId: string | number;
  messageId: string | number;
  runId?: string | null;
  ruleId?: string | null;
}

export async function recordCard(deps: GatewayDeps, ref: CardRef): Promise<void> {
  await insertCard(deps.db, {
    id: newId('msg'),
    run_id: ref.runId ?? null,
    rule_id: ref.ruleId ?? null,
    channel: ref.channel,
    chat_id: String(ref.chatId),
    message_id: String(ref.messageId),
  });
}

export function findCard(
  deps: GatewayDeps,
  channel: string,
  chatId: string | number,
  messageId: string | number,
): Promise<Card | null> {
  return findCardByMessage(deps.db, channel, String(chatId), String(messageId));
}

export function cardsOf(deps: GatewayDeps, of: { runId?: string; ruleId?: string }, channel: string): Promise<Card[]> {
  return listCards(deps.db, of, channel);
}
