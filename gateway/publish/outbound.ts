// Outbound calls (callbacks, webhook publishers) that cannot be aimed inward: http(s) only, public addresses only
// (checked on the URL and again on every address DNS gives at connect time), no redirects, a timeout, a signature,
// and errors that tell a caller neither what answered nor what a name resolves to.

import { createHmac } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';
import { PUBLISH_TIMEOUT_MS, PublishError } from './publishers/publisher.ts';

/** OUTBOUND_ALLOW: host names, host:port pairs, IP addresses or CIDRs the owner lets taploop reach though private. */
export interface OutboundPolicy {
  allow: readonly string[];
}

// Loopback, private, link-local (cloud metadata 169.254.169.254 among them), CGNAT, "this network", benchmarking,
// documentation, multicast and reserved ranges; IPv6 alike, with IPv4-mapped and NAT64 forms checked as IPv4.
const BLOCKED = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
  ['100::', 64],
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();

/** The IPv4 address an IPv6 one stands for (::ffff:a.b.c.d, ::a.b.c.d, 64:ff9b::/96), or null. */
function embeddedIPv4(ip: string): string | null {
  const m = /^(?:::ffff:|::|64:ff9b::)(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(ip);
  if (!m) return null;
  if (m[1]) return m[1];
  const hi = Number.parseInt(m[2]!, 16);
  const lo = Number.parseInt(m[3]!, 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** True for an address no callback or webhook may reach unless allow-listed. */
export function isPrivateAddress(address: string): boolean {
  const ip = bare(address);
  const family = isIP(ip);
  if (family === 4) return BLOCKED.check(ip, 'ipv4');
  if (family === 6) {
    const v4 = embeddedIPv4(ip);
    return v4 !== null ? BLOCKED.check(v4, 'ipv4') : BLOCKED.check(ip, 'ipv6');
  }
  return true; // not an address at all: never trust it
}

function allowedBy(policy: OutboundPolicy, host: string, port: string, address?: string): boolean {
  const h = bare(host);
  return policy.allow.some((entry) => {
    const e = entry.toLowerCase();
    if (e === h || e === `${h}:${port}`) return true;
    if (address === undefined) return false;
    const slash = e.indexOf('/');
    if (slash < 0) return bare(e) === bare(address);
    const net = bare(e.slice(0, slash));
    const family = isIP(net);
    if (!family || isIP(address) !== family) return false;
    const list = new BlockList();
    list.addSubnet(net, Number(e.slice(slash + 1)), family === 4 ? 'ipv4' : 'ipv6');
    return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  });
}

const defaultPort = (u: URL) => u.port || (u.protocol === 'https:' ? '443' : '80');

/**
 * What is wrong with a URL before any DNS: a scheme other than http(s), credentials in it, or a literal private
 * address (the URL parser has already turned 0x7f000001, 2130706433 or 127.1 into 127.0.0.1). Null when fine.
 */
export function outboundUrlProblem(raw: string, policy: OutboundPolicy): string | null {
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    return 'is not a URL';
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:')
    return `must be an http or https URL (not ${u.protocol.slice(0, 20)})`;
  if (u.username || u.password) return 'must not carry a user name or password';
  const host = bare(u.hostname);
  if (isIP(host) && isPrivateAddress(host) && !allowedBy(policy, host, defaultPort(u), host)) {
    return `points to a private, loopback or link-local address (${host}); the owner can allow it with OUTBOUND_ALLOW`;
  }
  return null;
}

/** The URL itself is refused by the outbound policy (scheme, credentials, a literal private address): retrying cannot help. */
export class OutboundRefused extends Error {
  override readonly name = 'OutboundRefused';
}

/**
 * A name that resolves to a private address. Not an OutboundRefused: the caller must not learn it apart from a name
 * that does not resolve, or a callback URL becomes a way to ask taploop's resolver about the owner's network.
 */
export class ResolvedInward extends Error {
  override readonly name = 'ResolvedInward';
}

/** A DNS lookup that refuses, at connect time, a name resolving to a private address: no rebinding between check and use. */
function guardedLookup(policy: OutboundPolicy, port: string) {
  return (
    hostname: string,
    options: LookupOneOptions | LookupAllOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, []);
      const bad = addresses.find((a) => isPrivateAddress(a.address) && !allowedBy(policy, hostname, port, a.address));
      if (bad || addresses.length === 0) {
        return callback(
          new ResolvedInward(`${hostname} resolves to a private address (${bad?.address ?? 'none'})`),
          [],
        );
      }
      if ((options as LookupAllOptions).all) return callback(null, addresses);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface OutboundAnswer {
  status: number;
  /** The first 64 KB of the answer. */
  body: string;
}

const MAX_ANSWER = 64 * 1024;

/**
 * POSTs `body` to `url` under the policy. Never follows a redirect; gives up after `timeoutMs`. Throws
 * OutboundRefused for a URL the policy refuses as written, another Error for anything DNS or the network does (a
 * name resolving to a private address among them).
 */
export function postOutbound(
  url: string,
  opts: { headers: Record<string, string>; body: string; policy: OutboundPolicy; timeoutMs?: number },
): Promise<OutboundAnswer> {
  const problem = outboundUrlProblem(url, opts.policy);
  if (problem) return Promise.reject(new OutboundRefused(`the URL ${problem}`));
  const u = new URL(url);
  const send = u.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<OutboundAnswer>((ok, fail) => {
    const req = send(
      u,
      {
        method: 'POST',
        headers: { ...opts.headers, 'content-length': String(Buffer.byteLength(opts.body)) },
        lookup: guardedLookup(opts.policy, defaultPort(u)) as never,
        signal: AbortSignal.timeout(opts.timeoutMs ?? PUBLISH_TIMEOUT_MS),
        agent: false, // a fresh connection each time: a pooled socket would skip the connect-time check
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ANSWER) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () =>
          ok({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8').slice(0, MAX_ANSWER) }),
        );
        res.on('error', fail);
      },
    );
    req.on('error', fail);
    req.end(opts.body);
  });
}

/** `sha256=<hex>` over `<timestamp>.<body>`: the receiver recomputes it with the shared secret. */
export function signBody(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Delivers a signed POST and turns every failure into a PublishError whose message is the same for "answered 404",
 * "connection refused", "timed out", "does not resolve" and "resolves to a private address", all retried alike: the
 * message and the retries are shown to agents (`callbacks[].last_error`, `attempts`), and telling those apart would
 * make taploop a port scanner and a DNS oracle. Only a URL refused as written (checked at submit too) fails at once.
 * The detail goes to the log, for the owner.
 */
export async function deliverSigned(
  what: 'callback' | 'webhook' | 'notification',
  url: string,
  opts: {
    headers: Record<string, string>;
    body: string;
    secret: string;
    policy: OutboundPolicy;
    log?: (detail: string) => void;
  },
): Promise<OutboundAnswer> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const headers = {
    ...opts.headers,
    'x-taploop-timestamp': timestamp,
    'x-taploop-signature': signBody(opts.secret, timestamp, opts.body),
  };
  let answer: OutboundAnswer;
  try {
    answer = await postOutbound(url, { headers, body: opts.body, policy: opts.policy });
  } catch (err) {
    if (err instanceof OutboundRefused) {
      opts.log?.(err.message);
      throw new PublishError(
        `${what} not sent: its URL is not allowed (public http(s) addresses only; see OUTBOUND_ALLOW)`,
        undefined,
        true,
      );
    }
    opts.log?.(`${(err as Error).message}`);
    throw new PublishError(`${what} not delivered`);
  }
  if (answer.status < 200 || answer.status >= 300) {
    opts.log?.(
      `answered ${answer.status}${answer.status >= 300 && answer.status < 400 ? ' (redirects are not followed)' : ''}`,
    );
    throw new PublishError(`${what} not delivered`, answer.status);
  }
  return answer;
}
