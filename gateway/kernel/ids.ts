// Short, URL-safe, prefixed ids: `run_k3x9…` reads well in logs and fits Telegram's 64-byte callback data.
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';

let bytesOf: (n: number) => Uint8Array = randomBytes;

export function newId(prefix: string, length = 14): string {
  const bytes = bytesOf(length);
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return `${prefix}_${out}`;
}

/**
 * The evaluation only (`npm run eval`): ids from a seeded generator (bench/prng.ts `createRng(seed).next`) from here
 * on, in this process, so two runs of one simulation make the same ids and break ties between equal scores (ordered
 * by id) the same way. The service never calls it: its ids must not repeat across processes.
 */
export function seedIds(random: () => number): void {
  // The generator's 32-bit draw, back from its [0, 1) share; its low byte is one id byte.
  bytesOf = (n) => Uint8Array.from({ length: n }, () => (random() * 2 ** 32) & 255);
}
