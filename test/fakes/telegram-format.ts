// Bot API text rules for the fake Telegram server: parse_mode (HTML, MarkdownV2, Markdown) and inline keyboard checks.
import type { InlineKeyboardMarkup, MessageEntity, ResponseParameters } from 'grammy/types';

/** A Bot API error answer `{ ok:false, error_code, description, parameters? }`, thrown by method implementations. */
export class TgError extends Error {
  constructor(
    readonly error_code: number,
    readonly description: string,
    readonly parameters?: ResponseParameters,
  ) {
    super(description);
  }
}

/** 400 with the real Bot API description, e.g. "Bad Request: message is not modified: ...". */
export class BadRequest extends TgError {
  constructor(description: string) {
    super(400, description);
  }
}

export interface Formatted {
  text: string;
  entities?: MessageEntity[];
}

const byteOffset = (s: string, utf16Index: number) => Buffer.byteLength(s.slice(0, utf16Index));
const parseErr = (msg: string) => new BadRequest(`Bad Request: can't parse entities: ${msg}`);

/** Apply `parse_mode` / `entities` like the Bot API does; returns the plain text and its entities. */
export function formatText(text: unknown, parseMode: unknown, entities: unknown): Formatted {
  if (typeof text !== 'string' || text.trim() === '') throw new BadRequest('Bad Request: message text is empty');
  let out: Formatted;
  if (Array.isArray(entities)) out = { text, entities: entities as MessageEntity[] };
  else if (parseMode === 'HTML') out = parseHtml(text);
  else if (parseMode === 'MarkdownV2') out = parseMarkdown(text, true);
  else if (parseMode === 'Markdown') out = parseMarkdown(text, false);
  else if (parseMode === undefined || parseMode === '') out = { text };
  else throw new BadRequest(`Bad Request: unsupported parse_mode "${String(parseMode)}"`);
  if (out.text.trim() === '') throw new BadRequest('Bad Request: message text is empty');
  if (out.text.length > 4096) throw new BadRequest('Bad Request: message is too long');
  const kept = (out.entities ?? []).filter((e) => e.length > 0);
  return kept.length > 0 ? { text: out.text, entities: kept } : { text: out.text };
}

type Open = { entity: MessageEntity; tag: string; src: number };

const HTML_TAGS: Record<string, MessageEntity['type']> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  s: 'strikethrough',
  strike: 'strikethrough',
  del: 'strikethrough',
  'tg-spoiler': 'spoiler',
  span: 'spoiler',
  a: 'text_link',
  code: 'code',
  pre: 'pre',
  blockquote: 'blockquote',
  'tg-emoji': 'custom_emoji',
};
const HTML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"' };

function parseHtml(src: string): Formatted {
  let text = '';
  const entities: MessageEntity[] = [];
  const stack: Open[] = [];
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    if (ch === '&') {
      const m = /^&(#x[0-9a-f]+|#\d+|[a-z]+);/i.exec(src.slice(i));
      const name = m?.[1];
      if (name === undefined) throw parseErr(`Unclosed HTML entity at byte offset ${byteOffset(src, i)}`);
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        text += String.fromCodePoint(code);
      } else {
        const rep = HTML_ENTITIES[name.toLowerCase()];
        if (rep === undefined)
          throw parseErr(`Unsupported HTML entity "&${name};" at byte offset ${byteOffset(src, i)}`);
        text += rep;
      }
      i += m![0].length;
      continue;
    }
    if (ch !== '<') {
      text += ch;
      i++;
      continue;
    }
    const close = src.indexOf('>', i);
    if (close < 0) throw parseErr(`Unclosed start tag at byte offset ${byteOffset(src, i)}`);
    const raw = src.slice(i + 1, close).trim();
    if (raw.startsWith('/')) {
      const name = raw.slice(1).trim().toLowerCase();
      const top = stack.pop();
      if (!top) throw parseErr(`Unexpected end tag at byte offset ${byteOffset(src, i)}`);
      if (top.tag !== name) {
        throw parseErr(
          `Unmatched end tag at byte offset ${byteOffset(src, i)}, expected "</${top.tag}>", found "</${name}>"`,
        );
      }
      top.entity.length = text.length - top.entity.offset;
      entities.push(top.entity);
    } else {
      const nameMatch = /^[a-z-]+/i.exec(raw);
      const name = (nameMatch?.[0] ?? '').toLowerCase();
      const attrs = Object.fromEntries([...raw.matchAll(/([a-z-]+)\s*=\s*"([^"]*)"/gi)].map((m) => [m[1]!, m[2]!]));
      const type = HTML_TAGS[name];
      if (!type || (name === 'span' && attrs['class'] !== 'tg-spoiler')) {
        throw parseErr(`Unsupported start tag "${name}" at byte offset ${byteOffset(src, i)}`);
      }
      const entity = { type, offset: text.length, length: 0 } as MessageEntity & Record<string, unknown>;
      if (type === 'text_link') {
        if (!attrs['href']) throw parseErr(`Can't find href attribute at byte offset ${byteOffset(src, i)}`);
        entity.url = attrs['href'];
      }
      if (type === 'custom_emoji') entity.custom_emoji_id = attrs['emoji-id'] ?? '';
      if (type === 'blockquote' && /\bexpandable\b/.test(raw)) entity.type = 'expandable_blockquote';
      if (name === 'code' && stack.at(-1)?.tag === 'pre' && attrs['class']?.startsWith('language-')) {
        (stack.at(-1)!.entity as MessageEntity & { language?: string }).language = attrs['class'].slice(9);
      }
      stack.push({ entity, tag: name, src: i });
    }
    i = close + 1;
  }
  const open = stack.pop();
  if (open) throw parseErr(`Can't find end tag corresponding to start tag "${open.tag}"`);
  return { text, entities: entities.sort((a, b) => a.offset - b.offset) };
}

const MDV2_RESERVED = new Set('_*[]()~`>#+-=|{}.!'.split(''));
const ENTITY_NAMES: Record<string, string> = {
  bold: 'Bold',
  italic: 'Italic',
  underline: 'Underline',
  strikethrough: 'Strikethrough',
  spoiler: 'Spoiler',
  text_link: 'TextUrl',
  blockquote: 'BlockQuote',
};

/** MarkdownV2 (v2=true) or legacy Markdown parser, following the Bot API "Formatting options" rules. */
function parseMarkdown(src: string, v2: boolean): Formatted {
  let text = '';
  const entities: MessageEntity[] = [];
  const stack: Open[] = [];
  const toggle = (type: MessageEntity['type'], tag: string, at: number) => {
    const idx = stack.findIndex((o) => o.tag === tag);
    if (idx < 0)
      return void stack.push({ entity: { type, offset: text.length, length: 0 } as MessageEntity, tag, src: at });
    const [o] = stack.splice(idx, 1);
    o!.entity.length = text.length - o!.entity.offset;
    entities.push(o!.entity);
  };
  const closeQuote = () => toggle('blockquote', '>', 0);
  let i = 0;
  while (i < src.length) {
    const ch = src[i]!;
    const atLineStart = i === 0 || src[i - 1] === '\n';
    if (ch === '\\' && i + 1 < src.length && (v2 ? src.charCodeAt(i + 1) <= 126 : '_*`['.includes(src[i + 1]!))) {
      text += src[i + 1];
      i += 2;
    } else if (ch === '`') {
      const fence = src.startsWith('```', i);
      const start = i + (fence ? 3 : 1);
      let j = start;
      let body = '';
      while (j < src.length && !(fence ? src.startsWith('```', j) : src[j] === '`')) {
        if (v2 && src[j] === '\\' && j + 1 < src.length) j++;
        body += src[j++];
      }
      if (j >= src.length)
        throw parseErr(`Can't find end of ${fence ? 'Pre' : 'Code'} entity at byte offset ${byteOffset(src, i)}`);
      const entity = { type: fence ? 'pre' : 'code', offset: text.length, length: 0 } as MessageEntity & {
        language?: string;
      };
      if (fence) {
        const nl = body.indexOf('\n');
        const lang = nl > 0 ? body.slice(0, nl) : '';
        if (lang !== '' && !/\s/.test(lang)) {
          entity.language = lang;
          body = body.slice(nl + 1);
        } else if (nl === 0) body = body.slice(1);
      }
      text += body;
      entity.length = body.length;
      entities.push(entity);
      i = j + (fence ? 3 : 1);
    } else if (ch === '*' && !(v2 && atLineStart && src.startsWith('**>', i))) {
      toggle('bold', '*', i);
      i++;
    } else if (ch === '_') {
      if (v2 && src[i + 1] === '_' && stack.at(-1)?.tag !== '_') {
        toggle('underline', '__', i);
        i += 2;
      } else {
        toggle('italic', '_', i);
        i++;
      }
    } else if (v2 && ch === '~') {
      toggle('strikethrough', '~', i);
      i++;
    } else if (v2 && ch === '|' && src[i + 1] === '|') {
      toggle('spoiler', '||', i);
      i += 2;
    } else if (ch === '[' || (v2 && ch === '!' && src[i + 1] === '[')) {
      const emoji = ch === '!';
      stack.push({
        entity: { type: emoji ? 'custom_emoji' : 'text_link', offset: text.length, length: 0 } as MessageEntity,
        tag: '[',
        src: i,
      });
      i += emoji ? 2 : 1;
    } else if (ch === ']' && stack.at(-1)?.tag === '[') {
      if (src[i + 1] !== '(')
        throw parseErr(
          v2
            ? "Character ']' is reserved and must be escaped with the preceding '\\'"
            : `Can't find end of the entity starting at byte offset ${byteOffset(src, stack.at(-1)!.src)}`,
        );
      let j = i + 2;
      let url = '';
      while (j < src.length && src[j] !== ')') {
        if (src[j] === '\\' && j + 1 < src.length) j++;
        url += src[j++];
      }
      if (j >= src.length) throw parseErr(`Can't find end of a url at byte offset ${byteOffset(src, i)}`);
      const o = stack.pop()!;
      const e = o.entity as MessageEntity & Record<string, unknown>;
      e.length = text.length - e.offset;
      if (e.type === 'custom_emoji') e.custom_emoji_id = /id=(\d+)/.exec(url)?.[1] ?? '';
      else e.url = url;
      entities.push(e);
      i = j + 1;
    } else if (v2 && ch === '>' && atLineStart) {
      if (!stack.some((o) => o.tag === '>'))
        stack.push({ entity: { type: 'blockquote', offset: text.length, length: 0 }, tag: '>', src: i });
      i++;
    } else if (v2 && src.startsWith('**>', i) && atLineStart) {
      stack.push({ entity: { type: 'expandable_blockquote', offset: text.length, length: 0 }, tag: '>', src: i });
      i += 3;
    } else if (v2 && MDV2_RESERVED.has(ch)) {
      throw parseErr(`Character '${ch}' is reserved and must be escaped with the preceding '\\'`);
    } else {
      if (ch === '\n' && stack.some((o) => o.tag === '>') && src[i + 1] !== '>') closeQuote();
      text += ch;
      i++;
    }
  }
  if (stack.some((o) => o.tag === '>')) closeQuote();
  const open = stack[0];
  if (open) {
    const name = ENTITY_NAMES[open.entity.type] ?? open.entity.type;
    throw parseErr(
      v2
        ? `Can't find end of ${name} entity at byte offset ${byteOffset(src, open.src)}`
        : `Can't find end of the entity starting at byte offset ${byteOffset(src, open.src)}`,
    );
  }
  return { text, entities: entities.sort((a, b) => a.offset - b.offset) };
}

const BUTTON_ACTIONS = [
  'callback_data',
  'url',
  'web_app',
  'login_url',
  'switch_inline_query',
  'switch_inline_query_current_chat',
  'switch_inline_query_chosen_chat',
  'copy_text',
  'callback_game',
  'pay',
] as const;

/**
 * Validate `reply_markup` like the Bot API. Returns the inline keyboard to store on the message (normalised), or
 * undefined when the message ends up without one (no markup, reply keyboards, or an empty inline keyboard).
 */
export function inlineKeyboard(markup: unknown): InlineKeyboardMarkup | undefined {
  if (markup === undefined || markup === null || markup === '') return undefined;
  if (typeof markup !== 'object') throw new BadRequest("Bad Request: can't parse reply keyboard markup JSON object");
  const rows = (markup as { inline_keyboard?: unknown }).inline_keyboard;
  if (rows === undefined) return undefined; // keyboard / remove_keyboard / force_reply are not echoed on Message
  if (!Array.isArray(rows) || rows.some((r) => !Array.isArray(r))) {
    throw new BadRequest('Bad Request: field "inline_keyboard" of the InlineKeyboardMarkup must be an Array of Arrays');
  }
  const norm = (rows as unknown[][]).map((row) =>
    row.map((b) => {
      const btn = (b ?? {}) as Record<string, unknown>;
      if (typeof btn['text'] !== 'string' || btn['text'] === '')
        throw new BadRequest('Bad Request: text buttons are unallowed in the inline keyboard');
      const actions = BUTTON_ACTIONS.filter((k) => btn[k] !== undefined);
      if (actions.length !== 1) {
        throw new BadRequest(
          "Bad Request: can't parse inline keyboard button: Text buttons are unallowed in the inline keyboard",
        );
      }
      const action = actions[0]!;
      const value = btn[action];
      if (action === 'callback_data') {
        const len = typeof value === 'string' ? Buffer.byteLength(value) : 0;
        if (len < 1 || len > 64) throw new BadRequest('Bad Request: BUTTON_DATA_INVALID');
      }
      if (action === 'url') {
        if (typeof value !== 'string' || !URL.canParse(value)) throw new BadRequest('Bad Request: BUTTON_URL_INVALID');
      }
      const out: Record<string, unknown> = { text: btn['text'], [action]: value };
      for (const extra of ['style', 'icon_custom_emoji_id'] as const)
        if (btn[extra] !== undefined) out[extra] = btn[extra];
      return out;
    }),
  );
  const nonEmpty = norm.filter((r) => r.length > 0);
  return nonEmpty.length > 0 ? ({ inline_keyboard: nonEmpty } as unknown as InlineKeyboardMarkup) : undefined;
}
