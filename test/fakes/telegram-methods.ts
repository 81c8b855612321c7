// In-memory Bot API state and method implementations for the fake Telegram server (getUpdates lives in telegram.ts).
import type { BotCommand, Chat, InlineKeyboardMarkup, MessageEntity, Update, User, UserFromGetMe } from 'grammy/types';
import { BadRequest, formatText, inlineKeyboard, TgError } from './telegram-format.ts';

/** A message as the fake stores it (a Bot API text Message). */
export interface StoredMessage {
  message_id: number;
  date: number;
  chat: Chat;
  from?: User;
  text: string;
  entities?: MessageEntity[];
  reply_markup?: InlineKeyboardMarkup;
  edit_date?: number;
  reply_to_message?: StoredMessage;
  message_thread_id?: number;
}

/** An update as tests hand it to the fake: update_id is assigned when missing. */
export type UpdateInput = Omit<Update, 'update_id'> & { update_id?: number };

export interface WebhookState {
  url: string;
  secret_token?: string;
  max_connections: number;
  allowed_updates?: string[];
  last_error_date?: number;
  last_error_message?: string;
}

/** Update types delivered when allowed_updates is unset or [] (per the Bot API docs). */
const NOT_BY_DEFAULT = ['chat_member', 'message_reaction', 'message_reaction_count'];
const CHAT_ACTIONS = new Set([
  'typing',
  'upload_photo',
  'record_video',
  'upload_video',
  'record_voice',
  'upload_voice',
  'upload_document',
  'choose_sticker',
  'find_location',
  'record_video_note',
  'upload_video_note',
]);

export const nowSeconds = () => Math.floor(Date.now() / 1000);

export class TelegramState {
  readonly users = new Map<number, User>();
  readonly chats = new Map<number, Chat>();
  readonly messages = new Map<number, Map<number, StoredMessage>>();
  private readonly lastMessageId = new Map<number, number>();
  /** Pending updates, oldest first (getUpdates queue, or webhook delivery queue while a webhook is set). */
  queue: Update[] = [];
  nextUpdateId: number;
  allowedUpdates: string[] | undefined;
  webhook: WebhookState | undefined;
  readonly commands = new Map<string, BotCommand[]>();
  /** Callback query id → the answerCallbackQuery params once answered. */
  readonly callbackQueries = new Map<string, Record<string, unknown> | null>();

  constructor(
    readonly bot: UserFromGetMe,
    firstUpdateId: number,
  ) {
    this.nextUpdateId = firstUpdateId;
  }

  user(id: number, overrides: Partial<User> = {}): User {
    const known = this.users.get(id);
    const user: User = {
      id,
      is_bot: false,
      first_name: `User${id}`,
      username: `user${id}`,
      language_code: 'en',
      ...known,
      ...overrides,
    };
    this.users.set(id, user);
    return user;
  }

  chat(chatId: unknown): Chat {
    if (typeof chatId === 'string' && chatId.startsWith('@')) {
      const found = [...this.chats.values()].find((c) => 'username' in c && `@${c.username}` === chatId);
      if (!found) throw new BadRequest('Bad Request: chat not found');
      return found;
    }
    const id =
      typeof chatId === 'number' ? chatId : typeof chatId === 'string' && /^-?\d+$/.test(chatId) ? Number(chatId) : NaN;
    if (!Number.isSafeInteger(id) || id === 0) throw new BadRequest('Bad Request: chat not found');
    const known = this.chats.get(id);
    if (known) return known;
    let chat: Chat;
    if (id > 0) {
      const u = this.user(id);
      chat = { id, type: 'private', first_name: u.first_name, ...(u.username ? { username: u.username } : {}) };
    } else if (String(id).startsWith('-100')) chat = { id, type: 'supergroup', title: `Supergroup ${id}` };
    else chat = { id, type: 'group', title: `Group ${id}` };
    this.chats.set(id, chat);
    return chat;
  }

  /** Store a new message in `chat` with the next per-chat message_id. */
  addMessage(chat: Chat, fields: Omit<StoredMessage, 'message_id' | 'chat' | 'date'>): StoredMessage {
    const message_id = (this.lastMessageId.get(chat.id) ?? 0) + 1;
    this.lastMessageId.set(chat.id, message_id);
    const msg: StoredMessage = { message_id, from: fields.from, chat, date: nowSeconds(), ...fields };
    if (msg.from === undefined) delete msg.from;
    const inChat = this.messages.get(chat.id) ?? new Map<number, StoredMessage>();
    inChat.set(message_id, msg);
    this.messages.set(chat.id, inChat);
    return msg;
  }

  find(chatId: number, messageId: number): StoredMessage | undefined {
    return this.messages.get(chatId)?.get(messageId);
  }

  /** Assign update_id (unless given) and register any callback query id the update carries; does not queue it. */
  assign(update: UpdateInput): Update {
    const full = { ...update, update_id: update.update_id ?? this.nextUpdateId } as Update;
    this.nextUpdateId = Math.max(this.nextUpdateId, full.update_id + 1);
    if (full.callback_query && !this.callbackQueries.has(full.callback_query.id))
      this.callbackQueries.set(full.callback_query.id, null);
    return full;
  }

  /** Confirm/forget per `offset` and drop update types the bot did not subscribe to; returns what is deliverable. */
  pending(offset: number | undefined, allowed: string[] | undefined): Update[] {
    if (typeof offset === 'number' && offset > 0) this.queue = this.queue.filter((u) => u.update_id >= offset);
    if (typeof offset === 'number' && offset < 0) this.queue = this.queue.slice(offset);
    const wanted = allowed && allowed.length > 0 ? allowed : undefined;
    this.queue = this.queue.filter((u) => {
      const type = Object.keys(u).find((k) => k !== 'update_id') ?? '';
      return wanted ? wanted.includes(type) : !NOT_BY_DEFAULT.includes(type);
    });
    return this.queue;
  }

  /** Run one Bot API method (except getUpdates). Throws TgError for API errors; returns `result`. */
  apply(method: string, p: Record<string, unknown>): { result: unknown; description?: string } {
    const impl = this.methods[method];
    if (!impl) throw new TgError(404, 'Not Found: method not found');
    return impl(p);
  }

  private readonly methods: Record<string, (p: Record<string, unknown>) => { result: unknown; description?: string }> =
    {
      getMe: () => ({ result: this.bot }),
      getChat: (p) => ({ result: this.chat(p['chat_id']) }),
      sendMessage: (p) => {
        const chat = this.chat(p['chat_id']);
        const { text, entities } = formatText(p['text'], p['parse_mode'], p['entities']);
        const reply_markup = inlineKeyboard(p['reply_markup']);
        const replyTo =
          (p['reply_parameters'] as { message_id?: number } | undefined)?.message_id ?? p['reply_to_message_id'];
        let reply_to_message: StoredMessage | undefined;
        if (typeof replyTo === 'number') {
          const target = this.find(chat.id, replyTo);
          const lenient = (p['reply_parameters'] as { allow_sending_without_reply?: boolean } | undefined)
            ?.allow_sending_without_reply;
          if (!target && !lenient && p['allow_sending_without_reply'] !== true)
            throw new BadRequest('Bad Request: message to be replied not found');
          if (target) reply_to_message = withoutReply(target);
        }
        const msg = this.addMessage(chat, {
          from: this.bot,
          text,
          ...(entities ? { entities } : {}),
          ...(reply_markup ? { reply_markup } : {}),
          ...(reply_to_message ? { reply_to_message } : {}),
          ...(typeof p['message_thread_id'] === 'number' ? { message_thread_id: p['message_thread_id'] } : {}),
        });
        return { result: msg };
      },
      editMessageText: (p) => {
        if (p['inline_message_id'] !== undefined) return { result: true };
        const msg = this.editable(p);
        const { text, entities } = formatText(p['text'], p['parse_mode'], p['entities']);
        // Like the real API: omitting reply_markup on editMessageText removes the inline keyboard.
        return { result: this.edit(msg, text, entities, inlineKeyboard(p['reply_markup'])) };
      },
      editMessageReplyMarkup: (p) => {
        if (p['inline_message_id'] !== undefined) return { result: true };
        const msg = this.editable(p);
        return { result: this.edit(msg, msg.text, msg.entities, inlineKeyboard(p['reply_markup'])) };
      },
      deleteMessage: (p) => {
        const chat = this.chat(p['chat_id']);
        const id = p['message_id'];
        if (typeof id !== 'number' || !this.messages.get(chat.id)?.delete(id))
          throw new BadRequest('Bad Request: message to delete not found');
        return { result: true };
      },
      answerCallbackQuery: (p) => {
        const id = String(p['callback_query_id'] ?? '');
        if (this.callbackQueries.get(id) !== null) {
          throw new BadRequest('Bad Request: query is too old and response timeout expired or query ID is invalid');
        }
        this.callbackQueries.set(id, { ...p });
        return { result: true };
      },
      sendChatAction: (p) => {
        this.chat(p['chat_id']);
        if (!CHAT_ACTIONS.has(String(p['action'])))
          throw new BadRequest('Bad Request: wrong parameter action in request');
        return { result: true };
      },
      setMyCommands: (p) => {
        const cmds = p['commands'];
        if (!Array.isArray(cmds)) throw new BadRequest('Bad Request: parameter "commands" is required');
        for (const c of cmds as BotCommand[]) {
          if (typeof c?.command !== 'string' || !/^[a-z0-9_]{1,32}$/.test(c.command))
            throw new BadRequest('Bad Request: BOT_COMMAND_INVALID');
          if (typeof c.description !== 'string' || c.description.length < 1 || c.description.length > 256) {
            throw new BadRequest('Bad Request: BOT_COMMAND_DESCRIPTION_INVALID');
          }
        }
        this.commands.set(
          commandsKey(p),
          cmds.map((c: BotCommand) => ({ command: c.command, description: c.description })),
        );
        return { result: true };
      },
      getMyCommands: (p) => ({ result: this.commands.get(commandsKey(p)) ?? [] }),
      deleteMyCommands: (p) => (this.commands.delete(commandsKey(p)), { result: true }),
      setWebhook: (p) => {
        const url = typeof p['url'] === 'string' ? p['url'] : '';
        if (url === '') return this.methods['deleteWebhook']!(p);
        if (!URL.canParse(url))
          throw new BadRequest('Bad Request: bad webhook: Failed to resolve host: Name or service not known');
        const secret = p['secret_token'];
        if (secret !== undefined && (typeof secret !== 'string' || !/^[A-Za-z0-9_-]{1,256}$/.test(secret))) {
          throw new BadRequest('Bad Request: secret token contains unallowed characters');
        }
        if (p['drop_pending_updates'] === true) this.queue = [];
        if (Array.isArray(p['allowed_updates'])) this.allowedUpdates = p['allowed_updates'] as string[];
        this.webhook = {
          url,
          max_connections: typeof p['max_connections'] === 'number' ? p['max_connections'] : 40,
          ...(typeof secret === 'string' ? { secret_token: secret } : {}),
        };
        return { result: true, description: 'Webhook was set' };
      },
      deleteWebhook: (p) => {
        if (p['drop_pending_updates'] === true) this.queue = [];
        const had = this.webhook !== undefined;
        this.webhook = undefined;
        return { result: true, description: had ? 'Webhook was deleted' : 'Webhook is already deleted' };
      },
      getWebhookInfo: () => {
        const w = this.webhook;
        const base = { url: w?.url ?? '', has_custom_certificate: false, pending_update_count: this.queue.length };
        if (!w) return { result: base };
        return {
          result: {
            ...base,
            max_connections: w.max_connections,
            ip_address: '127.0.0.1',
            ...(this.allowedUpdates && this.allowedUpdates.length > 0 ? { allowed_updates: this.allowedUpdates } : {}),
            ...(w.last_error_date
              ? { last_error_date: w.last_error_date, last_error_message: w.last_error_message }
              : {}),
          },
        };
      },
    };

  /** Lower-case method name → canonical name (the Bot API matches method names case-insensitively). */
  canonical(name: string): string | undefined {
    const all = ['getUpdates', ...Object.keys(this.methods)];
    return all.find((m) => m.toLowerCase() === name.toLowerCase());
  }

  private editable(p: Record<string, unknown>): StoredMessage {
    const chat = this.chat(p['chat_id']);
    const id = p['message_id'];
    const msg = typeof id === 'number' ? this.find(chat.id, id) : undefined;
    if (!msg) throw new BadRequest('Bad Request: message to edit not found');
    if (msg.from?.id !== this.bot.id) throw new BadRequest("Bad Request: message can't be edited");
    return msg;
  }

  private edit(
    msg: StoredMessage,
    text: string,
    entities: MessageEntity[] | undefined,
    markup: InlineKeyboardMarkup | undefined,
  ) {
    const same =
      msg.text === text &&
      JSON.stringify(msg.entities ?? []) === JSON.stringify(entities ?? []) &&
      JSON.stringify(msg.reply_markup ?? null) === JSON.stringify(markup ?? null);
    if (same) {
      throw new BadRequest(
        'Bad Request: message is not modified: specified new message content and reply markup are exactly the same as a current content and reply markup of the message',
      );
    }
    msg.text = text;
    if (entities) msg.entities = entities;
    else delete msg.entities;
    if (markup) msg.reply_markup = markup;
    else delete msg.reply_markup;
    msg.edit_date = nowSeconds();
    return msg;
  }
}

function withoutReply(m: StoredMessage): StoredMessage {
  const { reply_to_message: _drop, ...rest } = m;
  return structuredClone(rest);
}

function commandsKey(p: Record<string, unknown>): string {
  return JSON.stringify([p['scope'] ?? { type: 'default' }, p['language_code'] ?? '']);
}
