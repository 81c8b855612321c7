// Flash messages ride the 303 redirect's query string; texts are signed so a crafted link cannot write a banner.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../gateway/index.ts';

/** Where a banner shows: at the top of the page, or at the top of the rules or mistakes section (the redirect jumps there). */
export type FlashSection = 'rules' | 'mistakes';

export interface Flash {
  /** Run id whose decision was just saved. */
  saved: string | null;
  /** A sentence to confirm what was done ("Rule confirmed: …"). */
  notice: string | null;
  error: string | null;
  section: FlashSection | null;
}

export type Flasher = ReturnType<typeof createFlasher>;

export function createFlasher(key: Buffer = randomBytes(32)) {
  const sign = (kind: string, message: string) =>
    createHmac('sha256', key).update(`${kind}\n${message}`).digest('base64url').slice(0, 32);
  const signed = (kind: 'error' | 'notice', message: string, section?: FlashSection) => {
    const query = new URLSearchParams({ [kind]: message, sig: sign(kind, message) });
    if (section) query.set('in', section);
    return `/?${query}${section ? `#${section}` : ''}`;
  };
  const verified = (kind: 'error' | 'notice', query: Record<string, string | undefined>) => {
    const message = query[kind];
    return message && query.sig && safeEqual(query.sig, sign(kind, message)) ? message : null;
  };
  return {
    savedUrl: (runId: string) => `/?${new URLSearchParams({ saved: runId })}`,
    errorUrl: (message: string, section?: FlashSection) => signed('error', message, section),
    noticeUrl: (message: string, section?: FlashSection) => signed('notice', message, section),
    read(query: Record<string, string | undefined>): Flash {
      const saved = query.saved && /^run_[0-9a-z]{6,40}$/.test(query.saved) ? query.saved : null;
      return {
        saved,
        notice: verified('notice', query),
        error: verified('error', query),
        section: query.in === 'rules' || query.in === 'mistakes' ? query.in : null,
      };
    },
  };
}
