// Text for Slack: mrkdwn escaping, splitting long text under Block Kit's limits, and the words every card uses.
import { deciderOf, type PublicationSlot, sourceLabel } from '../../gateway/index.ts';

/** Slack's limit for a section block's text. */
export const SECTION_LIMIT = 3000;

/** Only &, < and > are control characters in mrkdwn; escaping them keeps agent text from pinging @channel or linking. */
export function escapeMrkdwn(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * Splits already-escaped text into pieces of at most `limit` characters, preferring a line break, then a space,
 * and never cutting an `&amp;`-style entity in half (Slack would show the broken entity).
 */
export function splitText(text: string, limit = SECTION_LIMIT): string[] {
  const pieces: string[] = [];
  let rest = text;
  while (rest.length > limit) {
    let cut = rest.lastIndexOf('\n', limit);
    if (cut < limit / 2) cut = rest.lastIndexOf(' ', limit);
    if (cut < limit / 2) cut = limit;
    const amp = rest.lastIndexOf('&', cut - 1);
    if (amp > cut - 6 && amp >= 0 && !rest.slice(amp, cut).includes(';')) cut = amp;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
    // The line break or space we cut at separates the blocks now.
    if (rest[0] === '\n' || rest[0] === ' ') rest = rest.slice(1);
  }
  if (rest.length > 0 || pieces.length === 0) pieces.push(rest);
  return pieces;
}

/** The first `max` characters of plain text, with an ellipsis when cut. */
export function preview(text: string, max: number): string {
  const flat = text.trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** "in Telegram by 42" / "in Slack by <@U1>": a Slack user id becomes a mention so Slack shows the name. */
export function decidedWhere(via: string | null, by: string | null): string {
  const where = via ? ` in ${escapeMrkdwn(sourceLabel(via))}` : '';
  const who = deciderOf(by, via);
  return `${where}${who ? ` by ${personLabel(via, who)}` : ''}`;
}

/**
 * A Slack user id (older decisions) or the name an owner seeded from SLACK_OWNER_IDS carries until renamed
 * ("slack-U1") becomes a mention; any other person's name shows as it is.
 */
export function personLabel(via: string | null, who: string): string {
  const id = /^(?:slack-)?([UW][A-Z0-9]+)$/.exec(who)?.[1];
  return via === 'slack' && id ? `<@${id}>` : escapeMrkdwn(who);
}

/** "publishes at 15:00 Europe/Berlin (2 of 3 today)", in the goal's time zone and naming it. */
export function publicationLine(p: PublicationSlot, now: Date = new Date()): string {
  const at = new Date(p.scheduled_for);
  const day = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: p.timezone, dateStyle: 'short' }).format(d);
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: p.timezone, hour: '2-digit', minute: '2-digit' });
  const time = `${clock.format(at)} ${p.timezone}`;
  const today = day(at) === day(now);
  const when = today
    ? `at ${time}`
    : `on ${new Intl.DateTimeFormat('en-GB', { timeZone: p.timezone, weekday: 'short', day: 'numeric', month: 'short' }).format(at)} at ${time}`;
  const slot = `(${p.day_position} of ${p.max_per_day} ${today ? 'today' : 'that day'})`;
  switch (p.status) {
    case 'published':
      return `published ${when}`;
    case 'failed':
      return 'publishing failed; see the server log';
    case 'cancelled':
      return 'publication cancelled';
    default:
      return `publishes ${when} ${slot}`;
  }
}

/** A time in the owner's zone for context lines ("3 Dec, 14:05"). */
export function shortTime(at: Date | string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));
}
