// Slack's v0 request signature, checked in constant time, with the timestamp inside 5 minutes either way.
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Slack's replay window: a request signed more than 5 minutes before or after our clock is refused. */
export const MAX_SKEW_SECONDS = 5 * 60;

export type SignatureProblem = 'missing' | 'stale' | 'mismatch';

/** null when the request is Slack's; otherwise why not (for the log, never for the response). */
export function checkSlackSignature(opts: {
  signingSecret: string;
  body: string;
  signature: string | null | undefined;
  timestamp: string | null | undefined;
  nowMs?: number;
}): SignatureProblem | null {
  const { signature, timestamp } = opts;
  if (!signature || !timestamp || !/^\d{1,12}$/.test(timestamp)) return 'missing';
  const now = Math.floor((opts.nowMs ?? Date.now()) / 1000);
  // Both directions: a timestamp from the future is as suspicious as an old one (Bolt only checks the past).
  if (Math.abs(now - Number(timestamp)) > MAX_SKEW_SECONDS) return 'stale';
  const expected = `v0=${createHmac('sha256', opts.signingSecret).update(`v0:${timestamp}:${opts.body}`).digest('hex')}`;
  const given = Buffer.from(signature, 'utf8');
  const wanted = Buffer.from(expected, 'utf8');
  // Lengths are public (always 67 for a v0 signature); the contents are compared in constant time.
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? null : 'mismatch';
}
