// Flash messages ride the 303 redirect's query string; texts are signed so a crafted link cannot write a banner.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../gateway/index.ts';

/** Where a banner shows: at the top of the page, at the top of the rules section, or on the page of unnamed mistakes. */
export type FlashSection = 'rules' | 'mistakes';

/** The page that asks again about the week's unnamed mistakes. */
export const MISTAKES_PAGE = '/inbox/mistakes';

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
    // Answers asked again land back on their own page; the rules section is part of the inbox page.
    if (section === 'mistakes') return `${MISTAKES_PAGE}?${query}`;
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
