// A Bolt Receiver on the gateway's Hono server: Slack's interactivity, slash commands and events on one signed path.
import { type App, ErrorCode, type Receiver, type ReceiverEvent, ReceiverMultipleAckError } from '@slack/bolt';
import type { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Logger } from '../../gateway/index.ts';
import { malformedPayload } from './payload.ts';
import { checkSlackSignature } from './verify.ts';

export interface HonoReceiverOptions {
  signingSecret: string;
  logger: Logger;
  /** Where Slack sends everything; the manifest points interactivity, the slash command and events here. */
  path?: string;
  /**
   * Answer Slack only after the listeners finish instead of as soon as they call ack(). Slower for Slack but
   * deterministic: tests use it to assert on what the listeners did once the response arrives.
   */
  processBeforeResponse?: boolean;
  /** Slack gives up after 3 s: a request nobody acknowledged by then is answered for them (and logged). */
  ackTimeoutMs?: number;
  bodyLimitBytes?: number;
}

type AckBody = Parameters<ReceiverEvent['ack']>[0];

export class HonoReceiver implements Receiver {
  private bolt: App | null = null;
  readonly path: string;
  private readonly ackTimeoutMs: number;
  private readonly bodyLimitBytes: number;

  constructor(private readonly opts: HonoReceiverOptions) {
    this.path = opts.path ?? '/slack/events';
    this.ackTimeoutMs = opts.ackTimeoutMs ?? 2800;
    this.bodyLimitBytes = opts.bodyLimitBytes ?? 1024 * 1024;
  }

  init(app: App): void {
    this.bolt = app;
  }

  /** Adds `POST <path>` to the gateway's app; call before the server takes its first request (Hono freezes routes then). */
  mount(app: Hono): this {
    const limit = bodyLimit({ maxSize: this.bodyLimitBytes, onError: (c) => c.body(null, 413) });
    app.post(this.path, limit, async (c) => this.handle(c.req.raw, await c.req.text()));
    return this;
  }

  // The gateway's HTTP server is started and stopped by main; Bolt's start/stop have nothing to do here.
  async start(): Promise<void> {}
  async stop(): Promise<void> {}

  /** One Slack request → one Response: 401 for anything unsigned, stale or forged, before any parsing. */
  async handle(req: Request, raw: string): Promise<Response> {
    const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    const form = type === 'application/x-www-form-urlencoded' ? new URLSearchParams(raw) : null;
    // Slack's certificate check is unsigned and carries nothing to act on.
    if (form?.get('ssl_check') === '1') return new Response(null, { status: 200 });

    const problem = checkSlackSignature({
      signingSecret: this.opts.signingSecret,
      body: raw,
      signature: req.headers.get('x-slack-signature'),
      timestamp: req.headers.get('x-slack-request-timestamp'),
    });
    if (problem) {
      this.opts.logger.warn('slack request refused: bad signature', { problem });
      return new Response(null, { status: 401 });
    }

    let body: Record<string, unknown>;
    try {
      const payload = form?.get('payload');
      body = form
        ? payload !== null && payload !== undefined
          ? JSON.parse(payload)
          : Object.fromEntries(form)
        : JSON.parse(raw);
    } catch {
      return new Response(null, { status: 400 });
    }
    // Signed but not an object (`payload=null`): nothing Slack sends, nothing to dispatch.
    if (!body || typeof body !== 'object') return new Response(null, { status: 400 });
    if (body['type'] === 'url_verification') return Response.json({ challenge: body['challenge'] });
    // Slack's notice that it holds back this app's events for a minute (over 30,000 an hour): nothing to dispatch.
    if (body['type'] === 'app_rate_limited') {
      this.opts.logger.warn('Slack is holding back events to this app for a minute (rate limited)', {
        minute: body['minute_rate_limited'],
      });
      return new Response(null, { status: 200 });
    }
    const malformed = malformedPayload(body);
    if (malformed) {
      this.opts.logger.info('slack interaction refused: malformed', { problem: malformed, type: body['type'] });
      return new Response(`Not a Slack interaction taploop can read: ${malformed}`, { status: 400 });
    }

    const retry = req.headers.get('x-slack-retry-num');
    return this.dispatch({
      body,
      ...(retry !== null ? { retryNum: Number.parseInt(retry, 10) } : {}),
      ...(req.headers.get('x-slack-retry-reason') ? { retryReason: req.headers.get('x-slack-retry-reason')! } : {}),
    });
  }

  /**
   * Runs Bolt on the event. A retry is processed like the first delivery: the gateway's event keys make it store
   * nothing twice, and answering it 200 is what stops Slack from retrying again.
   */
  private dispatch(event: Omit<ReceiverEvent, 'ack'>): Promise<Response> {
    const bolt = this.bolt;
    if (!bolt) throw new Error('HonoReceiver used before Bolt initialised it');
    const { logger, processBeforeResponse = false } = this.opts;
    let answer!: (res: Response) => void;
    const response = new Promise<Response>((ok) => (answer = ok));
    let acked = false;
    let stored: AckBody;

    const timer = setTimeout(() => {
      if (acked) return;
      logger.error('slack request not acknowledged in time', { type: event.body['type'] });
      answer(new Response(null, { status: 404 }));
    }, this.ackTimeoutMs);

    const ack = async (reply?: AckBody) => {
      if (acked) throw new ReceiverMultipleAckError();
      acked = true;
      clearTimeout(timer);
      if (processBeforeResponse) stored = reply;
      else answer(toResponse(reply));
    };

    bolt.processEvent({ ...event, ack }).then(
      () => {
        clearTimeout(timer);
        if (acked && processBeforeResponse) answer(toResponse(stored));
        // No listener took it (e.g. a button from an older version of the app): say so now rather than in 3 s.
        if (!acked) answer(new Response(null, { status: 404 }));
      },
      (err: { code?: string }) => {
        clearTimeout(timer);
        logger.error('slack event failed', { err, type: event.body['type'] });
        if (acked && processBeforeResponse) answer(toResponse(stored));
        else if (!acked) answer(new Response(null, { status: err?.code === ErrorCode.AuthorizationError ? 401 : 500 }));
      },
    );
    return response;
  }
}

function toResponse(reply: AckBody): Response {
  if (reply === undefined || reply === null || reply === '') return new Response(null, { status: 200 });
  if (typeof reply === 'string')
    return new Response(reply, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return Response.json(reply);
}
