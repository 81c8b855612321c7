// Text an agent reads keeps to its lines: stored words (corrections, rules, reasons) never start a line of their own.

/**
 * Every character some line-based reader takes for a line break (LF, VT, FF, CR, the C0 separators Python's
 * splitlines knows, NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR). JSON.stringify escapes those below U+0020 only.
 */
const LINE_BREAKS = /[\n\v\f\r\x1c-\x1e\u0085\u2028\u2029]/g;

/** The line breaks JSON.stringify leaves as they are inside strings; the others it writes as \n, \u001c and so on. */
const LEFT_BY_JSON = /[\u0085\u2028\u2029]/g;

const escaped = (ch: string) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * One JSON record on one line, whatever line breaks its strings hold (still valid JSON: they become \\uXXXX).
 * With `indent`, laid out over lines by JSON's own structure, each string still on one.
 */
export const oneLineJson = (value: unknown, indent?: number): string =>
  JSON.stringify(value, null, indent).replace(LEFT_BY_JSON, escaped);

/** A text as one line: its own line breaks become spaces, so nothing in it can start a line of its own. */
export const oneLine = (text: string): string => text.replace(/\r\n/g, ' ').replace(LINE_BREAKS, ' ');
