// One wording of a publication slot for every channel: "publishes at 15:00 Europe/Berlin (2 of 3 today)".
import { DateTime } from 'luxon';
import type { PublicationSlot } from '../kernel/model.ts';

export function describeSlot(slot: PublicationSlot, now = new Date()): string {
  const at = DateTime.fromJSDate(new Date(slot.scheduled_for), { zone: slot.timezone });
  const today = DateTime.fromJSDate(now, { zone: slot.timezone }).startOf('day');
  const days = Math.round(at.startOf('day').diff(today, 'days').days);
  const day = days === 0 ? 'today' : days === 1 ? 'tomorrow' : at.toFormat('ccc d LLL');
  const time = `${at.toFormat('HH:mm')} ${slot.timezone}`; // always with its zone: each goal has its own
  if (slot.status === 'published') return `published ${day === 'today' ? '' : `${day} `}at ${time}`;
  if (slot.status === 'failed') return 'publishing failed after retries';
  if (slot.status === 'cancelled') return 'publication cancelled';
  const when = day === 'today' ? `at ${time}` : `${day} at ${time}`;
  return `publishes ${when} (${slot.day_position} of ${slot.max_per_day} ${day === 'today' ? 'today' : 'that day'})`;
}
