// Security settings: credentials (owner token, named agent tokens), the Host allow-list, outbound allow-list, and
// the rules every token or secret must meet. Spread into config.ts's schema; pure, like the rest of the config.
import { isIP } from 'node:net';
import { z } from 'zod';
import { numberIn } from './schemas.ts';

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Values copied from docs and examples (ours and the usual ones): anyone who read them knows these. */
export const KNOWN_EXAMPLE_SECRETS = new Set([
  'change-me-please',
  'replace-with-the-output-of-openssl-rand-hex-32',
  'change-me',
  'changeme',
  'secret',
  'password',
  'your-token-here',
  'replace-me',
  'a-long-random-string',
]);

/** A token or secret a person sets: long enough, not a value from an example, not a few characters repeated. */
export function secretRule(min: number) {
  return z.string().superRefine((s, ctx) => {
    const problem = secretProblem(s, min);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * The first thing wrong with a secret, or null: one line per setting, the most useful first. The secret itself is
 * never quoted back (the line goes to logs).
 */
export function secretProblem(s: string, min: number): string | null {
  if (KNOWN_EXAMPLE_SECRETS.has(s.toLowerCase()))
    return 'this is an example value that anyone can read; generate your own (openssl rand -hex 32)';
  // A blank inside is a paste gone wrong (two values, a comment) more often than a chosen character.
  if (/\s/.test(s)) return 'contains a space or another blank; generate one with "openssl rand -hex 32"';
  if (s.length < min) return `use at least ${min} characters (e.g. the output of "openssl rand -hex 32")`;
  if (new Set(s).size < 8)
    return 'too guessable (fewer than 8 different characters); generate one with "openssl rand -hex 32"';
  const unit = repeatedUnit(s);
  if (unit < s.length)
    return `too guessable (the same ${unit} characters over and over); generate one with "openssl rand -hex 32"`;
  return null;
}

/**
 * Length of the shortest piece whose repetition spells `s` ("abcdefgh" four times → 8, a trailing part piece
 * included), or s.length when no piece repeats at least twice: the string's smallest period, from the KMP table.
 */
function repeatedUnit(s: string): number {
  const border = new Array<number>(s.length).fill(0);
  for (let i = 1, k = 0; i < s.length; i++) {
    while (k > 0 && s[i] !== s[k]) k = border[k - 1]!;
    if (s[i] === s[k]) k++;
    border[i] = k;
  }
  const period = s.length - (border[s.length - 1] ?? 0);
  return period * 2 <= s.length ? period : s.length;
}

const optionalSecret = (min: number) => z.preprocess(blankToUndefined, secretRule(min).optional());

const agentName = /^[A-Za-z0-9][\w.-]{0,63}$/;

/** `name:token,name:token` (commas or new lines): the name is shown on cards as the sender. */
export const agentTokenList = z.string().transform((s, ctx) => {
  const out: { name: string; token: string }[] = [];
  const entries = s
    .split(/[,\n]/)
    .map((x) => x.trim())
    .filter((x) => x && !x.startsWith('#'));
  for (const [i, entry] of entries.entries()) {
    const at = entry.indexOf(':');
    const name = at > 0 ? entry.slice(0, at).trim() : '';
    const token = at > 0 ? entry.slice(at + 1).trim() : '';
    // Never quoted back: an entry without its "name:" may be a bare token, and this message goes to logs.
    const which = `entry ${i + 1}`;
    if (at < 0) {
      ctx.addIssue({
        code: 'custom',
        message: `expected name:token entries; ${which} has no ":" (write it as writer:<token>)`,
      });
      continue;
    }
    if (!agentName.test(name)) {
      ctx.addIssue({
        code: 'custom',
        message: `expected name:token entries; the name of ${which} is not 1-64 letters, digits, . _ - (starting with a letter or digit)`,
      });
      continue;
    }
    const bad = secretProblem(token, 32);
    if (bad) ctx.addIssue({ code: 'custom', message: `the token of "${name}": ${bad}` });
    else if (out.some((a) => a.name === name))
      ctx.addIssue({ code: 'custom', message: `the name "${name}" is used twice` });
    else if (out.some((a) => a.token === token))
      ctx.addIssue({ code: 'custom', message: `"${name}" has the same token as another agent` });
    else out.push({ name, token });
  }
  return out;
});

const hostName = /^(\[[0-9a-f:.]+\]|[a-z0-9]([a-z0-9.-]*[a-z0-9])?)$/i;

/** A comma-separated list, lower-cased, blanks dropped; every entry must pass `valid`, or `message` says what to write. */
const commaList = (valid: (entry: string) => boolean, message: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .transform((s) =>
        s
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter(Boolean),
      )
      .refine((hs) => hs.every(valid), message)
      .optional(),
  );

/** Comma-separated host names (no scheme, no port). */
const hostList = commaList(
  (h) => hostName.test(h),
  'expected comma-separated host names such as taploop.example.com,192.168.1.5 (no scheme, no port)',
);

/** Comma-separated hosts, host:port pairs or IPv4/IPv6 CIDRs that callbacks and webhooks may reach though private. */
const outboundAllowList = commaList(
  (h) => /^[a-z0-9.:[\]-]+(\/\d{1,3})?$/.test(h),
  'expected comma-separated hosts, host:port or CIDRs, e.g. 127.0.0.1:9000,agent.lan,10.0.0.0/8',
);

export const securityEnv = {
  /** The owner's token: owner routes, the CLI's owner commands, the inbox password. */
  TAPLOOP_OWNER_TOKEN: optionalSecret(32),
  /** Deprecated single token; still the owner token (its 16-character minimum is kept). */
  TAPLOOP_API_TOKEN: optionalSecret(16),
  /** What the CLI and MCP server send when they call a running taploop: an agent token or the owner's. */
  TAPLOOP_TOKEN: z.preprocess(blankToUndefined, z.string().optional()),
  AGENT_TOKENS: z.preprocess(blankToUndefined, agentTokenList.optional()),
  AGENT_TOKENS_FILE: z.preprocess(blankToUndefined, z.string().optional()),
  ALLOWED_HOSTS: hostList,
  CALLBACK_SECRET: optionalSecret(32),
  OUTBOUND_ALLOW: outboundAllowList,
  MAX_WAITING_REQUESTS: numberIn(1, 100_000, { example: 500 }).default(500),
  TELEGRAM_WEBHOOK_SECRET: z.preprocess(
    blankToUndefined,
    z
      .string()
      .superRefine((s, ctx) => {
        const problem = !/^[A-Za-z0-9_-]{1,256}$/.test(s)
          ? 'up to 256 characters of A-Z, a-z, 0-9, "_" and "-" (the Bot API\'s rule)'
          : secretProblem(s, 16);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
  ),
};

/** Loopback: 127.0.0.0/8, ::1 or the name localhost. A prefix such as "127.attacker.example" is a name, not loopback. */
export function isLoopback(host: string): boolean {
  const h = host.toLowerCase().replace(/^\[(.*)\]$/, '$1');
  if (h === 'localhost' || h === '::1') return true;
  return isIP(h) === 4 && h.split('.')[0] === '127';
}
