// Bearer tokens people open as links (sign-in links, one-tap action links, sessions): made here, stored as hashes only,
// and the address a link is written with.
import { createHash, randomBytes } from 'node:crypto';
import type { Config } from './config.ts';

/** 32 random bytes, base64url: 43 characters nobody guesses. */
export const newToken = () => randomBytes(32).toString('base64url');

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** True for what newToken makes; anything else is no token of ours and is never looked up. */
export const isToken = (s: string) => TOKEN.test(s);

/** What is stored instead of a token: a copy of the database (or a backup) holds nothing that acts for anyone. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** The address people open: PUBLIC_URL, else where this server listens on this machine. */
export function baseAddress(config: Pick<Config, 'publicUrl' | 'host' | 'port'>): string {
  if (config.publicUrl) return config.publicUrl.replace(/\/+$/, '');
  const host = config.host === '0.0.0.0' || config.host === '::' ? '127.0.0.1' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}
