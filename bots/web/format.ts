// Small text helpers for the page: times in the owner's time zone, channel names, decision labels.
import { type Run, sourceLabel } from '../../gateway/index.ts';

/** "1 Dec 2026, 09:05 UTC": always with its zone, since publish times are in each goal's own zone. */
export function formatTime(at: Date | string, timezone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: timezone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'short',
  }).format(new Date(at));
}

export function ago(at: Date | string, now: Date = new Date()): string {
  const minutes = Math.round((now.getTime() - new Date(at).getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 48) return `${hours} h ago`;
  return `${Math.round(hours / 24)} days ago`;
}

export const channelName = (source: string | null) => (source ? sourceLabel(source) : 'an unknown channel');

export const statusLabel: Record<Run['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  edited: 'Edited',
  rejected: 'Rejected',
  expired: 'Expired',
};
