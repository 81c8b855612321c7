// Plumbing shared by the loopback fake API servers: call log with waiters, injected failures, serving/closing Hono.

import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/** One recorded API call, as seen by a fake server. */
export interface RecordedCall {
  /** Position in the fake's log (0-based, across all methods); use `fake.mark()` to wait only for newer calls. */
  seq: number;
  method: string;
  params: Record<string, unknown>;
  /** Date.now() when the request arrived. */
  at: number;
  /** Credential the caller presented (bot token / bearer token), if any. */
  token?: string;
  /** The JSON body the fake answered with (filled in when the call completes). */
  response?: unknown;
  /** HTTP status the fake answered with. */
  status?: number;
}

type Waiter<C> = { method: string; predicate: (c: C) => boolean; resolve: (c: C) => void };

/** Append-only call log with `waitFor` support. */
export class CallLog<C extends RecordedCall = RecordedCall> {
  private readonly entries: C[] = [];
  private readonly waiters = new Set<Waiter<C>>();

  add(call: Omit<C, 'seq'>): C {
    const entry = { ...call, seq: this.entries.length } as C;
    this.entries.push(entry);
    return entry;
  }

  /** Mark a call as finished (response known) and wake matching waiters. */
  complete(call: C, status: number, response: unknown): void {
    call.status = status;
    call.response = response;
    for (const w of [...this.waiters]) {
      if (w.method === call.method && w.predicate(call)) {
        this.waiters.delete(w);
        w.resolve(call);
      }
    }
  }

  list(method?: string): C[] {
    return method === undefined ? [...this.entries] : this.entries.filter((c) => c.method === method);
  }

  get size(): number {
    return this.entries.length;
  }

  /**
   * Resolves with the first *completed* call to `method` matching `predicate`, including calls that already
   * happened. To wait for a fresh one: `const m = fake.mark(); ...; waitForCall(x, (c) => c.seq >= m)`.
   */
  waitFor(method: string, predicate: (c: C) => boolean = () => true, timeoutMs = 3000): Promise<C> {
    const seen = this.entries.find((c) => c.method === method && c.status !== undefined && predicate(c));
    if (seen) return Promise.resolve(seen);
    return new Promise<C>((resolve, reject) => {
      const waiter: Waiter<C> = {
        method,
        predicate,
        resolve: (c) => {
          clearTimeout(timer);
          resolve(c);
        },
      };
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        reject(new Error(`waitForCall(${method}) timed out after ${timeoutMs} ms; calls seen: ${this.summary()}`));
      }, timeoutMs);
      this.waiters.add(waiter);
    });
  }

  summary(): string {
    const counts = new Map<string, number>();
    for (const c of this.entries) counts.set(c.method, (counts.get(c.method) ?? 0) + 1);
    return [...counts].map(([m, n]) => (n > 1 ? `${m} x${n}` : m)).join(', ') || '(none)';
  }
}

/** Per-method queue of one-shot injected failures. */
export class FailureQueue<F> {
  private readonly queued = new Map<string, F[]>();

  push(method: string, failure: F, times = 1): void {
    const list = this.queued.get(method) ?? [];
    for (let i = 0; i < times; i++) list.push(failure);
    this.queued.set(method, list);
  }

  take(method: string): F | undefined {
    const list = this.queued.get(method);
    const next = list?.shift();
    if (list && list.length === 0) this.queued.delete(method);
    return next;
  }
}

export interface Served {
  server: Server;
  port: number;
  /** Stops accepting, lets in-flight responses flush briefly, then force-closes remaining sockets. */
  close(): Promise<void>;
}

/** Serve a Hono app on loopback with a random port. */
export function serveOnLoopback(app: Hono, hostname = '127.0.0.1'): Promise<Served> {
  return new Promise((resolve, reject) => {
    // overrideGlobalObjects:false so the fake does not swap global Request/Response under the code being tested.
    const server = serve({ fetch: app.fetch, hostname, port: 0, overrideGlobalObjects: false }, (info) => {
      resolve({ server, port: info.port, close: () => closeServer(server) });
    }) as Server;
    // Node closes a kept-alive connection after 5 s idle, and a client that reuses it at that moment gets ECONNRESET
    // (it failed a CI run once). The real APIs keep connections longer than a test lasts; so does the fake. A dropped
    // connection is a failure a test asks for (`dropConnection`), not a race of the event loop.
    server.keepAliveTimeout = 120_000;
    server.once('error', reject);
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), 100);
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/** Parse Hono request parameters: query string, then JSON / urlencoded / multipart body on top. */
export async function readParams(req: {
  method: string;
  header(name: string): string | undefined;
  queries(): Record<string, string[]>;
  text(): Promise<string>;
  parseBody(opts: { all: true }): Promise<Record<string, unknown>>;
}): Promise<{ params: Record<string, unknown>; raw: 'json' | 'form' | 'query' }> {
  const params: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(req.queries())) params[k] = v.length === 1 ? v[0] : v;
  if (req.method === 'GET' || req.method === 'HEAD') return { params, raw: 'query' };
  const type = (req.header('content-type') ?? '').toLowerCase();
  if (type.includes('application/json')) {
    const text = await req.text();
    if (text.trim() !== '') {
      const body: unknown = JSON.parse(text);
      if (body && typeof body === 'object' && !Array.isArray(body)) Object.assign(params, body);
    }
    return { params, raw: 'json' };
  }
  if (type.includes('multipart/form-data') || type.includes('application/x-www-form-urlencoded')) {
    const body = await req.parseBody({ all: true });
    for (const [k, v] of Object.entries(body)) params[k] = describeFile(v);
    return { params, raw: 'form' };
  }
  return { params, raw: Object.keys(params).length > 0 ? 'query' : 'json' };
}

function describeFile(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(describeFile);
  if (typeof File !== 'undefined' && v instanceof File) return { file: v.name, size: v.size, type: v.type };
  return v;
}

/** Coerce string form values to the JSON types they stand for, for the named fields. */
export function coerceFormFields(
  params: Record<string, unknown>,
  fields: { json?: readonly string[]; int?: readonly string[]; bool?: readonly string[] },
): void {
  for (const k of fields.json ?? []) {
    const v = params[k];
    if (typeof v === 'string' && v.trim() !== '') {
      try {
        params[k] = JSON.parse(v);
      } catch {
        // leave as-is; the method will reject the malformed value like the real API would
      }
    }
  }
  for (const k of fields.int ?? []) {
    const v = params[k];
    if (typeof v === 'string' && /^-?\d+$/.test(v)) params[k] = Number(v);
  }
  for (const k of fields.bool ?? []) {
    const v = params[k];
    if (v === 'true' || v === 'false') params[k] = v === 'true';
  }
}

/** Resolve after `ms`, or earlier when `signal` aborts. Never keeps the process alive on its own. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const done = () => {
      clearTimeout(t);
      signal?.removeEventListener('abort', done);
      resolve();
    };
    const t = setTimeout(done, ms);
    t.unref();
    signal?.addEventListener('abort', done, { once: true });
  });
}
