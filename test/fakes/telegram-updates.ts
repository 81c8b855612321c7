// Builders for realistic Telegram updates (button taps, text messages, commands) from the fake's stored state.
import type { MessageEntity, User } from 'grammy/types';
import type { StoredMessage, TelegramState, UpdateInput } from './telegram-methods.ts';

export interface TapButtonOptions {
  fromId: number;
  chatId: number;
  messageId: number;
  /** callback_data of the button; must be on the message's current inline keyboard unless `force` is set. */
  data: string;
  from?: Partial<User>;
  /** Tap even if no such button is currently shown (simulates a stale client). */
  force?: boolean;
}

export interface SendTextOptions {
  fromId: number;
  /** Defaults to fromId (the private chat with that user). */
  chatId?: number;
  text: string;
  replyToMessageId?: number;
  from?: Partial<User>;
}

export interface CommandOptions {
  fromId: number;
  chatId?: number;
  /** With or without the leading slash, e.g. "start" or "/start". */
  command: string;
  args?: string;
  from?: Partial<User>;
}

let callbackCounter = 0;

/** A callback_query update whose `message` is the stored message as it is now (text, entities, reply_markup). */
export function buildTap(state: TelegramState, o: TapButtonOptions): UpdateInput {
  const message = state.find(o.chatId, o.messageId);
  if (!message) throw new Error(`tapButton: no message ${o.messageId} in chat ${o.chatId}`);
  const buttons = (message.reply_markup?.inline_keyboard ?? []).flat();
  const shown = buttons.some((b) => 'callback_data' in b && b.callback_data === o.data);
  if (!shown && !o.force) {
    const have = buttons.map((b) => ('callback_data' in b ? b.callback_data : `(${b.text})`)).join(', ') || 'none';
    throw new Error(
      `tapButton: message ${o.messageId} in chat ${o.chatId} shows no button with callback_data "${o.data}" (buttons: ${have})`,
    );
  }
  callbackCounter += 1;
  const id = (
    BigInt(o.fromId) * 1_000_000n +
    BigInt(Date.now() % 1_000_000) * 1000n +
    BigInt(callbackCounter % 1000)
  ).toString();
  return {
    callback_query: {
      id,
      from: state.user(o.fromId, o.from),
      message: structuredClone(message) as never,
      chat_instance: chatInstance(o.chatId),
      data: o.data,
    },
  };
}

/** A message update from a user; stored in the chat so the bot can reply to / reference it. */
export function buildText(state: TelegramState, o: SendTextOptions): UpdateInput {
  const from = state.user(o.fromId, o.from);
  const chat = state.chat(o.chatId ?? o.fromId);
  let reply_to_message: StoredMessage | undefined;
  if (o.replyToMessageId !== undefined) {
    const target = state.find(chat.id, o.replyToMessageId);
    if (!target) throw new Error(`sendText: no message ${o.replyToMessageId} in chat ${chat.id} to reply to`);
    const { reply_to_message: _nested, ...rest } = target;
    reply_to_message = structuredClone(rest);
  }
  const entities = commandEntities(o.text);
  const msg = state.addMessage(chat, {
    from,
    text: o.text,
    ...(entities.length > 0 ? { entities } : {}),
    ...(reply_to_message ? { reply_to_message } : {}),
  });
  return { message: structuredClone(msg) as never };
}

export function buildCommand(state: TelegramState, o: CommandOptions): UpdateInput {
  const name = o.command.startsWith('/') ? o.command : `/${o.command}`;
  const text = o.args ? `${name} ${o.args}` : name;
  return buildText(state, {
    fromId: o.fromId,
    text,
    ...(o.chatId !== undefined ? { chatId: o.chatId } : {}),
    ...(o.from ? { from: o.from } : {}),
  });
}

/** bot_command entities, as Telegram clients attach them (offsets in UTF-16 code units). */
function commandEntities(text: string): MessageEntity[] {
  return [...text.matchAll(/(?<=^|\s)\/[A-Za-z0-9_]{1,32}(?:@[A-Za-z0-9_]{3,32})?(?=$|\s)/g)].map((m) => ({
    type: 'bot_command',
    offset: m.index,
    length: m[0].length,
  }));
}

function chatInstance(chatId: number): string {
  return BigInt.asIntN(63, BigInt(chatId) * 6364136223846793005n + 1442695040888963407n).toString();
}
