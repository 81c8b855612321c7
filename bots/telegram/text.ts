// Text helpers for Telegram's HTML parse mode: escaping, the 4096-character limit, splitting long drafts.

/** Telegram's limit on a message's text, counted after entities are parsed (UTF-16 code units). */
export const MAX_MESSAGE = 4096;

/** Everything that is not our own markup goes through this: a draft may contain `<`, `&` or fake tags. */
export function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The length Telegram counts for an HTML message: tags removed, entities decoded. */
export function visibleLength(html: string): number {
  return html.replace(/<[^>]*>/g, '').replace(/&(lt|gt|amp|quot);/g, '_').length;
}

/** Cuts plain text to at most `max` characters, marking the cut. */
export function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  return `${safeSlice(s, max - 1).trimEnd()}…`;
}

/**
 * Splits plain text into chunks of at most `max` characters, preferring paragraph, line and word breaks
 * so a long draft reads naturally across messages.
 */
export function splitText(text: string, max: number): string[] {
  const chunks: string[] = [];
  let rest = text;
  while (rest.length > max) {
    const window = rest.slice(0, max + 1);
    const floor = Math.floor(max / 2);
    let cut = -1;
    for (const sep of ['\n\n', '\n', ' ']) {
      const at = window.lastIndexOf(sep);
      if (at >= floor) {
        cut = at + sep.length;
        break;
      }
    }
    if (cut < 0 || cut > max) cut = safeSlice(rest, max).length;
    chunks.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut);
  }
  if (rest.trim() || chunks.length === 0) chunks.push(rest);
  return chunks.filter((c, i) => c.trim() !== '' || i === 0);
}

/** A prefix of at most `n` code units that does not end inside a surrogate pair (an emoji cut in half). */
function safeSlice(s: string, n: number): string {
  const code = s.charCodeAt(n - 1);
  return code >= 0xd800 && code <= 0xdbff ? s.slice(0, n - 1) : s.slice(0, n);
}
