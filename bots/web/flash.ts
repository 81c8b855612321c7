// Flash messages ride the 303 redirect's query string; errors are signed so a crafted link cannot write the banner.
import { createHmac, randomBytes } from 'node:crypto';
import { safeEqual } from '../../gateway/http/auth.ts';

export interface Flash {
  /** Run id whose decision was just saved. */
  saved: string | null;
  error: string | null;
}

export type Flasher = ReturnType<typeof createFlasher>;

export function createFlasher(key: Buffer = randomBytes(32)) {
  const sign = (message: string) => createHmac('sha256', key).update(message).digest('base64url').slice(0, 32);
  return {
    savedUrl: (runId: string) => `/?${new URLSearchParams({ saved: runId })}`,
    errorUrl: (message: string) => `/?${new URLSearchParams({ error: message, sig: sign(message) })}`,
    read(query: Record<string, string | undefined>): Flash {
      const saved = query.saved && /^run_[0-9a-z]{6,40}$/.test(query.saved) ? query.saved : null;
      const { error, sig } = query;
      return { saved, error: error && sig && safeEqual(sig, sign(error)) ? error : null };
    },
  };
}
